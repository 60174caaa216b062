"""All the data of one Cosmic Encounter game. Rules code keeps no game data anywhere else.

Tokens are counted by colour in each place they can be: a planet (``planets[system][index]
[colour]``; a player with tokens of one of his colours on a planet has a base there), the Warp, the
Praw, removed from the game (Void), the Cone and the defensive end of the challenge under way.
Tokens in the challenge remember the planet they came from, so that they can go back there.

A colour is not a seat: ``colour_owner`` names the seat controlling each colour's tokens and
``system_owner`` the seat whose home system each system is. Colour and system ``s`` are seat
``s``'s own (his original 20 tokens, his home system); a power may add more of either (Symbiote's
second colour), numbered after them. Without such a power both lists are the identity.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Final

from hyperspace.cosmic.config import Config

if TYPE_CHECKING:
    from hyperspace.cosmic.powers.base import Flare, Hooked, Power
    from hyperspace.cosmic.variants.base import Variant
from hyperspace.engine.events import Event
from hyperspace.engine.hooks import HookIndex
from hyperspace.engine.rng import Streams

TOKENS: Final = 20  # per player (BASE_RULES §1)
PLANETS: Final = 5  # per system
SYSTEM_LETTERS: Final = "ABCDEFGH"  # six seats' systems, and those a power adds (C-550)

Planet = tuple[int, int]  # (system, index)


def planet_key(planet: Planet) -> str:
    """The planet's name in option keys and views: system letter and number, "B3"."""
    system, index = planet
    if system < 0 or index < 0:  # a place off the board (tokens.NOWHERE, OFF_BOARD) has no name
        raise KeyError(planet)
    return PLANET_KEYS[system][index]


PLANET_KEYS: Final[list[list[str]]] = [
    [f"{letter}{i + 1}" for i in range(PLANETS)] for letter in SYSTEM_LETTERS
]  # by system and index: named without building a string or hashing a tuple


def parse_planet(key: str) -> Planet:
    """The inverse of :func:`planet_key`; ValueError for a bad name."""
    planet = _PLANETS_BY_KEY.get(key)
    if planet is None:
        raise ValueError(f"{key!r} is not a planet (A1 to H5)")
    return planet


# Each planet by its name: parsed by one lookup (keys are parsed a few times a decision).
_PLANETS_BY_KEY: Final[dict[str, Planet]] = {
    name: (system, index)
    for system, names in enumerate(PLANET_KEYS)
    for index, name in enumerate(names)
}


class Player:
    __slots__ = ("hand", "lucre", "name", "power", "power_data", "seat")

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.power: str | None = None
        self.hand: list[str] = []
        self.lucre = 0
        self.power_data: dict[str, Any] = {}  # what a power remembers between challenges


class Challenge:
    """The challenge under way: who is in it, what they committed, what has been decided."""

    __slots__ = (
        "cards",
        "cone",
        "data",
        "defense",
        "defense_allies",
        "defense_end",
        "face_down",
        "flags",
        "in_force",
        "log_start",
        "lost",
        "number",
        "offense",
        "offense_allies",
        "outcome",
        "planet",
        "revealed",
        "winner_side",
        "zapped",
    )

    def __init__(self, offense: int, number: int) -> None:
        self.offense = offense
        self.number = number  # 1 or 2: the first or second challenge of the turn
        self.defense: int | None = None
        self.planet: Planet | None = None
        self.cone: dict[int, list[Planet]] = {}  # colour -> origins of the tokens in the Cone
        self.defense_end: dict[int, list[Planet]] = {}  # defensive allies' tokens, likewise
        self.offense_allies: list[int] = []
        self.defense_allies: list[int] = []
        self.cards: dict[int, str] = {}  # main player -> Challenge Card played (face down)
        self.revealed = False
        # Cards kept face down after the reveal (the Gambler's bluff): shown to their owner only.
        self.face_down: set[int] = set()
        self.zapped: set[int] = set()  # seats whose power is off for this challenge
        self.flags: set[str] = set()  # Edicts in force: "ionic-gas", "emotion-control", ...
        self.lost: dict[int, int] = {}  # colour -> tokens lost in this challenge (consolation)
        self.outcome = ""  # see rules.resolution: "offense", "defense", "deal", "no-deal", ...
        self.winner_side: int | None = None  # the winning main player, when there is one
        self.data: dict[str, Any] = {}  # what powers note during this challenge
        # (seat, Flare) pairs whose effect lasts the challenge (powers.base.put_in_force): a
        # list of its own, as every adjusted value looks into it.
        self.in_force: list[tuple[int, Flare]] = []
        self.log_start = 0  # where this challenge's entries begin in the log

    def sides(self) -> tuple[int, int]:
        assert self.defense is not None
        return self.offense, self.defense

    def opponent(self, seat: int) -> int:
        assert self.defense is not None
        return self.defense if seat == self.offense else self.offense

    def is_main(self, seat: int) -> bool:
        return seat == self.offense or seat == self.defense

    def has_opponent(self, seat: int) -> bool:
        """``seat`` is a main player and the defense is known: what many powers wait for."""
        return self.defense is not None and self.is_main(seat)


class CosmicState:
    __slots__ = (
        "capped",
        "challenge",
        "challenges",
        "colour_owner",
        "colour_set",
        "config",
        "counts",
        "deck",
        "destiny",
        "destiny_discard",
        "discard",
        "features",
        "flare_events",
        "hooks",
        "limbo",
        "log",
        "main_type",
        "named_cells",
        "names",
        "offense",
        "order",
        "out_of_turn",
        "outcomes",
        "over",
        "planets",
        "players",
        "power_seat",
        "powers",
        "praw",
        "removed",
        "script",
        "streams",
        "system_owner",
        "transit",
        "turn",
        "variants",
        "warp",
        "winners",
    )

    def __init__(self, config: Config, seed: int) -> None:
        self.config = config
        self.streams = Streams(seed)
        n = config.players
        names = config.seat_names()
        self.players = [Player(i, names[i]) for i in range(n)]
        self.colour_owner = list(range(n))  # colour -> the seat controlling its tokens
        # colour -> the colour whose 20 tokens they are: itself, but Vampire's slaves (C-568)
        self.colour_set = list(range(n))
        self.system_owner = list(range(n))  # system -> the seat whose home system it is
        # Four tokens on each home planet (BASE_RULES §1).
        self.planets: list[list[list[int]]] = [
            [[4 if colour == system else 0 for colour in range(n)] for _ in range(PLANETS)]
            for system in range(n)
        ]
        # For each colour, every planet, its owner's home planets first (``order``), and the token
        # counts of each (``counts``): the same lists as ``planets`` (so never replace a planet's
        # list, change it in place). Two lists rather than one of pairs: compiled, reading a
        # planet out of a pair unpacks it and packs it again, though most loops need no planet.
        self.order: list[list[Planet]] = []
        self.counts: list[list[list[int]]] = []
        self.names: list[list[str]] = []  # and their names ("B3"), for option keys
        # Every planet's name ("B3") with its token counts, in board order (views list them).
        self.named_cells: list[tuple[str, list[int]]] = []
        self._index_cells()
        self.warp = [0] * n  # by colour, as are the Praw, the removed and the tokens in transit
        self.praw = [0] * n
        self.removed = [0] * n  # out of the game (Void, AMB-W02)
        self.transit = [0] * n  # being lost or freed: left their place, not yet arrived
        self.deck: list[str] = []  # the top card is the last
        self.discard: list[str] = []
        self.limbo: list[str] = []  # cards being played: out of the hand, not yet resolved
        self.destiny: list[int] = []  # colours of the Star Discs, the top is the last
        self.destiny_discard: list[int] = []
        self.hooks = HookIndex()
        self.power_seat: dict[str, int] = {}  # power name -> seat holding it
        self.powers: dict[str, Power] = {}  # power name -> the power's rules object
        self.variants: dict[str, Variant] = {}  # the WARP variants in play, by name
        self.log: list[Event] = []
        self.turn = 1
        self.challenges = 0  # challenges begun so far
        self.offense = 0  # whose turn it is
        self.out_of_turn: list[int] = []  # players owed a challenge out of turn (Timegash)
        self.challenge: Challenge | None = None
        # The type (its ``challenge_type`` flags: "capture") of the last main challenge, fixed
        # when its outcome was decided; a secondary challenge takes it (AMB-P30).
        self.main_type: frozenset[str] = frozenset()
        self.over = False
        self.capped = False  # ended by config.max_challenges, not by the rules
        self.winners: list[int] = []
        self.outcomes: dict[str, int] = {}  # challenges ended, by outcome (statistics)
        self.features: Counter[str] = Counter()  # how often the variants' features occurred
        self.script: dict[str, list[Any]] | None = None
        # The events at which a Flare in this game may be played (None: not known, any of them):
        # a game's cards are all there from its set-up (rules.specials.note_flares).
        self.flare_events: frozenset[str] | None = None

    # -- colours and systems ------------------------------------------------------------------

    def colours_of(self, seat: int) -> list[int]:
        """The colours whose tokens ``seat`` controls, his own first."""
        if len(self.colour_owner) == len(self.players):
            return [seat]  # no colour added: each seat's own (the identity; a fast path)
        return [colour for colour, owner in enumerate(self.colour_owner) if owner == seat]

    def systems_of(self, seat: int) -> list[int]:
        """``seat``'s home systems, his own first."""
        if len(self.system_owner) == len(self.players):
            return [seat]  # no system added (a fast path)
        return [system for system, owner in enumerate(self.system_owner) if owner == seat]

    def add_colour(
        self, seat: int, tokens: list[list[int]] | None = None, of: int | None = None
    ) -> int:
        """A new colour for ``seat`` (a power's second set of tokens), with ``tokens[system]
        [index]`` of it on the planets (none by default); ``of``: the colour whose tokens these
        are (Vampire's slaves of that colour, C-568), else a set of its own. Returns the colour."""
        colour = len(self.colour_owner)
        self.colour_owner.append(seat)
        self.colour_set.append(colour if of is None else of)
        for system, planets in enumerate(self.planets):
            for index, cell in enumerate(planets):  # in place: ``cells`` holds these lists
                cell.append(tokens[system][index] if tokens is not None else 0)
        for place in (self.warp, self.praw, self.removed, self.transit):
            place.append(0)
        self._index_cells()
        for rules in self.hooked():  # prisons, for one (a power given by a scenario)
            rules.colour_added(self, colour)
        return colour

    def add_system(self, seat: int) -> int:
        """A new home system for ``seat``, its planets empty. Returns the system."""
        system = len(self.system_owner)
        assert system < len(SYSTEM_LETTERS), "no letter for another system"
        self.system_owner.append(seat)
        colours = len(self.colour_owner)
        self.planets.append([[0] * colours for _ in range(PLANETS)])
        self._index_cells()
        return system

    def _index_cells(self) -> None:
        """``order``, ``counts`` and ``names``: for each colour, every planet, its owner's home
        systems first; and ``named_cells``."""
        self.order = []
        self.counts = []
        self.names = []
        self.named_cells = [
            (planet_key((s, i)), planet)
            for s, planets in enumerate(self.planets)
            for i, planet in enumerate(planets)
        ]
        for owner in self.colour_owner:
            home = self.systems_of(owner)
            order = home + [s for s in range(len(self.planets)) if s not in home]
            self.order.append([(s, i) for s in order for i in range(PLANETS)])
            self.counts.append([self.planets[s][i] for s in order for i in range(PLANETS)])
            self.names.append([PLANET_KEYS[s][i] for s in order for i in range(PLANETS)])

    def plain(self) -> bool:
        """No power added a colour or a system: colour, system and seat are one (the fast
        paths of the counts below rely on it)."""
        n = len(self.players)
        return len(self.colour_owner) == n and len(self.system_owner) == n

    def home_planets(self, seat: int) -> list[Planet]:
        """The planets of ``seat``'s home systems, his own system first."""
        return [(system, i) for system in self.systems_of(seat) for i in range(PLANETS)]

    def cell(self, planet: Planet) -> list[int]:
        """The planet's token counts, by colour."""
        return self.planets[planet[0]][planet[1]]

    def owns(self, seat: int, cell: list[int]) -> bool:
        """Whether ``seat`` has a base on the planet counted by ``cell`` (tokens of any of his
        colours: one base even with two colours on it, C-551)."""
        if len(cell) == len(self.players):
            return cell[seat] > 0  # no colour added: colour == seat (a fast path)
        return any(n for colour, n in enumerate(cell) if self.colour_owner[colour] == seat)

    # -- where tokens are -------------------------------------------------------------------

    def bases(self, colour: int) -> list[Planet]:
        """Every planet where ``colour`` has a base (at least one token), home planets first."""
        order = self.order[colour]
        return [order[i] for i, cell in enumerate(self.counts[colour]) if cell[colour]]

    def owner_bases(self, colour: int) -> list[Planet]:
        """Every planet where the owner of ``colour`` has a base, whichever of his colours is
        there: a token of ``colour`` going to "a base" of his may go to any of them (C-553)."""
        if len(self.colour_owner) == len(self.players):
            return self.bases(colour)  # no colour added: his one colour's bases (a fast path)
        owner = self.colour_owner[colour]
        order = self.order[colour]
        return [order[i] for i, cell in enumerate(self.counts[colour]) if self.owns(owner, cell)]

    def base_names(self, colour: int, owner: bool = False) -> list[str]:
        """The names of the planets of :meth:`bases` (``owner``: of :meth:`owner_bases`), in the
        same order: option keys are made of names, and no planet is packed to be named."""
        names = self.names[colour]
        if not owner or len(self.colour_owner) == len(self.players):  # (as owner_bases)
            return [names[i] for i, cell in enumerate(self.counts[colour]) if cell[colour]]
        seat = self.colour_owner[colour]
        return [names[i] for i, cell in enumerate(self.counts[colour]) if self.owns(seat, cell)]

    def home_bases(self, seat: int) -> int:
        """The planets of ``seat``'s home systems where he has a base (C-551)."""
        if self.plain():
            return sum(1 for cell in self.planets[seat] if cell[seat])
        return sum(
            1
            for system in self.systems_of(seat)
            for cell in self.planets[system]
            if self.owns(seat, cell)
        )

    def external_bases(self, seat: int) -> int:
        """Bases outside the player's home systems: five of them win (BASE_RULES §8); a planet
        with tokens of two of his colours is one base (C-551)."""
        if self.plain():
            home = self.planets[seat]
            return sum(
                1 for planets in self.planets if planets is not home for c in planets if c[seat]
            )
        return sum(
            1
            for system, planets in enumerate(self.planets)
            if self.system_owner[system] != seat
            for cell in planets
            if self.owns(seat, cell)
        )

    def base_counts(self) -> tuple[list[int], list[int]]:
        """Each seat's home bases and external bases (two lists by seat), counted for all seats in
        one pass over the planets: views count every player's at every decision. A planet is one
        base of each seat with tokens of any of his colours there (C-551)."""
        owners, homes = self.colour_owner, self.system_owner
        home = [0] * len(self.players)
        external = [0] * len(self.players)
        for system, planets in enumerate(self.planets):
            owner = homes[system]
            for cell in planets:
                counted = 0  # the seats counted on this planet, a bit each (a seat of two colours)
                for colour in range(len(cell)):
                    if cell[colour] > 0:
                        seat = owners[colour]
                        bit = 1 << seat
                        if not counted & bit:
                            counted |= bit
                            # (``x[i] += 1`` compiles to a generic, boxed addition)
                            if seat == owner:
                                home[seat] = home[seat] + 1
                            else:
                                external[seat] = external[seat] + 1
        return home, external

    def tokens_on(self, planet: Planet, colour: int) -> int:
        return self.planets[planet[0]][planet[1]][colour]

    def token_total(self, colour: int) -> int:
        """Every token of ``colour``, wherever it is: the conservation tests check this never
        changes (20 for a seat's own colour)."""
        on_planets = sum(p[colour] for planets in self.planets for p in planets)
        in_play = 0
        if self.challenge is not None:
            in_play = len(self.challenge.cone.get(colour, ())) + len(
                self.challenge.defense_end.get(colour, ())
            )
        held = sum(rules.tokens_held(self, colour) for rules in self.hooked())
        return (
            on_planets + self.warp[colour] + self.praw[colour] + self.removed[colour] + in_play
            + self.transit[colour] + held
        )  # fmt: skip

    def set_totals(self) -> dict[int, int]:
        """Every token of each set of 20, wherever it is and whatever colour it now shows (a
        slave shows Vampire's, C-568): the conservation checks check each is 20."""
        totals: dict[int, int] = {}
        for colour, of in enumerate(self.colour_set):
            totals[of] = totals.get(of, 0) + self.token_total(colour)
        return totals

    def card_total(self) -> int:
        """Every card, wherever it is: the conservation tests check this never changes."""
        in_play = len(self.challenge.cards) if self.challenge is not None else 0
        held = sum(rules.cards_held(self) for rules in self.hooked())
        return (
            len(self.deck) + len(self.discard) + sum(len(p.hand) for p in self.players)
            + len(self.limbo) + in_play + held
        )  # fmt: skip

    def hooked(self) -> list[Hooked]:
        """The powers and variants in play."""
        return [*self.variants.values(), *self.powers.values()]

    # -- the log ------------------------------------------------------------------------------

    def note(
        self,
        kind: str,
        public: dict[str, Any] | None = None,
        private: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        self.log.append(Event(kind, self.turn, public, private))
