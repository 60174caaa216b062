"""A heuristic bot for Cosmic Encounter that plays like a sensible person.

It looks only at the decision and at its seat's view (``hyperspace.cosmic.view``, without the
log). What it weighs:

* Bases: five external bases win, so a player one base short is "near victory", and the player
  with the most external bases (at least three) is "the leader". It never helps either of them to
  a base if it can help it: no invitation, no alliance, no deal that gives them one.
* The Cone goes to the planet with the fewest defending tokens. It launches enough tokens to make
  a fight of it (two against an empty planet, up to four against a defended one), taken from its
  most crowded bases.
* Alliances: it joins the offense when that gives it a new external base and the offense is not
  clearly outnumbered, the defense when the defense looks strong enough (rewards) or when an
  offensive win would bring a dangerous player to victory, and otherwise declines; invited by
  a Grudge main player it joins Grudge (declining costs four tokens if Grudge wins).
* Challenge Cards: against the tokens on both sides and a typical opposing card, the smallest
  Attack card that should win (a high one when the challenge matters), a Compromise when the
  challenge is lost anyway or when its committed tokens would bring consolation, and otherwise
  its lowest Attack card.
* Edicts: Cosmic Zap against a power used by the other side or by a player near victory; Card Zap
  and Unzap against cards played by the other side; Emotion Control when its side is losing at
  the reveal; Force Field against the other side's allies; Ionic Gas to deny the other side its
  rewards or consolation; Plague on the leader; Quash on deals that help a leader; Mobius Tubes and
  Warp Break when it has tokens in the Warp. Flares (whose effects vary by power) are kept. As
  the Force it widens a freeing card for itself only. As the Skeptic it doubts when its side
  looks the stronger; doubted, it agrees only when the challenge is lost anyway. As the Gambler
  it claims its real card when it wins, else the least Attack card that would; it calls claims
  of high Attack cards.
* Its power's optional uses ("power:<name>") are taken, except where the situation says no:
  Trader trades a weak or short hand, Calculator equalizes behind a low card, Amoeba oozes out
  behind a Compromise and in behind a strong card; Phantom raises every ghost it may (they count
  in the sides' tokens), Subversive turns the opposing ally with most tokens, never one near
  victory. Deals prefer a base each way and refuse to give the leader a base; rewards take tokens
  back when three or more are in the Warp, else cards.
* Kickers (variant): it puts down its highest Kicker of x2 or more behind an Attack card worth
  it, and then chooses its Challenge Card on the kicked values; it never plays a Compromise
  behind a negative Kicker (the winner would draw from its hand).
* Pulsars (variant): see :mod:`hyperspace.bots.cosmic_pulsars` (Pro once in the challenge, Con
  against the opposing side's power).
* Prisoners (variant): see :mod:`hyperspace.bots.cosmic_prisoners` (exchanges, swaps, rescue,
  Rulings).
* Pentaform: its current life stage counts as its power wherever the bot asks what a player
  holds (Pacifist, Disease, Grudge); it orders its stages as drawn and keeps the Super Pentaform
  (no stage is known to be better), and plays the Wild at the start when offered (a token back
  from the Warp).
* A decision it does not know (a power's own) is guessed from its options, deterministically:
  the strongest other player, the base where it has most tokens, the card worth least, "bring"
  rather than "pass", else the first option; so new powers never make it stumble.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, cast

from hyperspace.bots import cosmic_prisoners, cosmic_pulsars
from hyperspace.bots.base import Observe
from hyperspace.cosmic import commitment
from hyperspace.cosmic.commitment import AllianceForm, CommitForm, Spread
from hyperspace.cosmic.rules.proposals import BASE, Terms, parse
from hyperspace.engine.decision import Decision
from hyperspace.engine.view import SeatView

View = dict[str, Any]

WIN_BASES: Final = 5  # BASE_RULES §8 (the view does not carry the config; the default is assumed)
LEADER_BASES: Final = 3  # a leader worth stopping has at least this many external bases
RANSOM_LUCRE: Final = 2  # Lucre I need to buy a taxed token back from Assessor
TYPICAL_CARD: Final = 10  # a middling Attack card of the Mayfair mix
STRONG_CARD: Final = 15  # an Attack card that beats most of the deck
HOPELESS: Final = 4  # below this margin against a typical card, a challenge is lost anyway
WARP_WORTH_TOKENS: Final = 3  # tokens in the Warp from which rewards take tokens back
ALLY_TOKENS: Final = 2  # what an ally usually commits
SYSTEMS: Final = "ABCDEFGH"

# How much a card in hand is worth keeping (the least worth is given away or discarded first).
EDICT_WORTH: Final = {"cosmic-zap": 14, "card-zap": 13, "emotion-control": 12, "force-field": 12}


def card_worth(card: str) -> int:
    if card.startswith("attack-"):
        return int(card.removeprefix("attack-"))
    if card == "compromise":
        return 9
    if card.startswith("edict-"):
        return EDICT_WORTH.get(card.removeprefix("edict-"), 11)
    if card.startswith("kicker-"):
        return 6 + 2 * int(card.removeprefix("kicker-"))  # x3 is worth a Flare, -2 little
    if card.startswith("zodiac-"):
        return 10  # two cards when played (the Zodiac variant)
    return 12  # a Flare


def attack_values(hand: Sequence[str]) -> list[int]:
    return sorted(int(c.removeprefix("attack-")) for c in hand if c.startswith("attack-"))


def deal_worth(terms: Terms) -> float:
    """What one side of a deal is worth to its receiver: a base 4, a card 1, a Lucre 1/2."""
    return 4 * (BASE in terms) + terms.get("c", 0) + terms.get("L", 0) / 2


def token_keys(planets: dict[str, list[int]], extra: dict[str, View]) -> dict[str, list[int]]:
    """The planets as a token of a colour beyond a seat's own names them ("B3/5", C-553): the
    planet's counts (``planets``, the view's) with that colour's in its owner's place, so that
    the choices below, which read ``planets[key][seat]``, weigh that colour's tokens there. Only
    the planets where the colour's owner has a base: no option names a token of his anywhere else
    (his tokens come off his bases and go onto them, C-553). ``extra``: the view's added colours."""
    added: dict[int, set[str]] = {}  # by owner: the planets where he has tokens of added colours
    for seen in extra.values():
        added.setdefault(int(seen["owner"]), set()).update(seen["planets"])
    keys: dict[str, list[int]] = {}
    for colour, seen in extra.items():
        owner = int(seen["owner"])
        his, counts_here = added[owner], seen["planets"]
        for key, counts in planets.items():
            if counts[owner] or key in his:
                mine = list(counts)
                mine[owner] = int(counts_here.get(key, 0))
                keys[f"{key}/{colour}"] = mine
    return keys


def total(tokens: dict[str, int]) -> int:
    """The tokens of a side's end of the challenge ("cone", "defense_end": by seat), summed."""
    count = 0
    for n in tokens.values():
        count += n
    return count


UNREAD: Final = object()  # a key not read yet (None is a value the view shows)
UNWEIGHED: Final = -2  # a seat not weighed yet (-1 is "none")


class Board:
    """The facts of one seat's view that the choices use. The view is read a key at a time, as
    the choices ask, and each key once: through a :class:`SeatView` only those keys are built (a
    choice that weighs the challenge alone builds neither the players nor the planets)."""

    def __init__(self, observe: Observe, me: int) -> None:
        self._observe = observe
        # read by parts (a direct call, compiled: no bound method made per decision)
        self._by_parts = observe if isinstance(observe, SeatView) else None
        self._seen: dict[str, Any] = {}  # the keys read so far
        self._whole: View | None = None  # the whole view, from an observer without parts
        self.me = me  # the deciding seat (the view's "seat"): read at almost every step
        self._counts: dict[str, list[int]] | None = None  # the view's planets, once read
        self._mine: dict[str, int] | None = None  # my own tokens on each planet, once read
        self._planets: dict[str, list[int]] | None = None  # with the added colours' keys
        self._owners: list[int] | None = None  # each system's owner
        self._challenge: object = UNREAD  # the challenge's part, once read (read most often)
        self._bases: list[int] | None = None  # every player's external bases, once read
        self._lucre: list[int] | None = None  # every player's Lucre, once read
        self._leader = UNWEIGHED  # the leader's seat once weighed (-1: none)
        self._powers: list[str | None] | None = None  # every player's power, once read
        self._phantom = UNWEIGHED  # Phantom's seat once looked for (-1: not in the game)

    def seen(self, key: str, default: Any = None) -> Any:
        """The view's ``key`` (``default`` when the view has none); "players.FIELD" is every
        player's FIELD, by seat (``cosmic.view.PLAYER_FIELDS``), "planets.B3" that planet's
        tokens by seat, "planets.mine" my own tokens on each planet where I have any."""
        seen = self._seen
        value = seen.get(key, UNREAD)  # one look-up: a key is mostly read once a decision
        if value is UNREAD:
            value = self.read(key, UNREAD)
            if value is UNREAD:
                return default
            seen[key] = value
        return value

    def read(self, key: str, default: Any = None) -> Any:
        """The view's ``key`` as :meth:`seen` gives it, read now and not kept among the keys
        read: for the keys the Board keeps in attributes of their own once read (the
        challenge, the planets, the players' bases, Lucre and powers, the systems' owners)."""
        if self._by_parts is not None:
            return self._by_parts.part(key)
        if self._whole is None:
            self._whole = self._observe()
        whole = self._whole
        if key in whole:
            return whole[key]
        if key.startswith("challenge.") and whole.get("challenge") is not None:
            return whole["challenge"][key.removeprefix("challenge.")]
        if key.startswith("players.") and "players" in whole:
            field = key.removeprefix("players.")
            return [player[field] for player in whole["players"]]
        if key == "planets.mine" and "planets" in whole:
            me = self.me
            return {k: counts[me] for k, counts in whole["planets"].items() if counts[me]}
        if key.startswith("planets.") and "planets" in whole:
            return whole["planets"][key.removeprefix("planets.")]
        return default

    @property
    def players(self) -> list[View]:
        """The players' whole part (a choice reading a field or two reads those alone, below)."""
        players: list[View] = self.seen("players")
        return players

    @property
    def powers(self) -> list[str | None]:
        """Every player's power, by seat: typed once read (every margin looks for Phantom)."""
        powers = self._powers
        if powers is None:
            read: list[str | None] = self.read("players.power")
            powers = self._powers = read
        return powers

    def power(self, seat: int) -> str | None:
        return self.powers[seat]

    def power_data(self, seat: int) -> View:
        data: View = self.seen("players.power_data")[seat]
        return data

    def warp(self, seat: int) -> int:
        return int(self.seen("players.warp")[seat])

    def praw(self, seat: int) -> int:
        return int(self.seen("players.praw")[seat])

    def hand_size(self, seat: int) -> int:
        return int(self.seen("players.hand_size")[seat])

    @property
    def planets(self) -> dict[str, list[int]]:
        """Each planet's tokens by seat, and by the keys that name a token of an added colour."""
        if self._planets is None:
            planets = self.counts
            extra: dict[str, View] = self.seen("extra_colours", {})
            if extra:  # the view's own dict otherwise: no copy per decision
                planets = {**planets, **token_keys(planets, extra)}
            self._planets = planets
        return self._planets

    @property
    def counts(self) -> dict[str, list[int]]:
        """The view's planets part: each planet's tokens by seat (kept apart from the other keys:
        a commitment reads it at every token weighed)."""
        if self._counts is None:
            self._counts = self.read("planets")
        return self._counts

    def planet(self, key: str) -> list[int]:
        """A planet's tokens by seat ("B3", not a key naming an added colour's token): read
        alone, unless every planet was read already (a choice weighing one planet, the
        challenge's, reads that one; one weighing several reads them all at once)."""
        if self._counts is not None:
            return self._counts[key]
        counts: list[int] = self.seen("planets." + key)
        return counts

    @property
    def hand(self) -> list[str]:
        hand: list[str] = self.seen("hand", [])
        return hand

    @property
    def challenge(self) -> View | None:
        challenge = self._challenge  # kept apart: no look-up among the keys read
        if challenge is UNREAD:
            challenge = self._challenge = self.read("challenge")
        return cast(View | None, challenge)

    def main_player(self, side: str) -> int:
        """The offense or the defense of the challenge under way: read alone ("challenge.offense")
        unless the whole challenge was read (a choice that weighs nothing else of it, such as
        whom to invite, builds none of the rest)."""
        seen = self._challenge
        if seen is UNREAD:
            key = "challenge.offense" if side == "offense" else "challenge.defense"
            seat = self.seen(key)
        else:
            assert isinstance(seen, dict)
            seat = seen[side]
        assert seat is not None
        return int(seat)

    def variant(self, name: str) -> View:
        """What the view shows of a variant in play (empty when it is not)."""
        seen: View = self.seen("variants", {}).get(name, {})
        return seen

    # -- players --------------------------------------------------------------------------------

    @property
    def external_bases(self) -> list[int]:
        """Every player's external bases, by seat: typed once read (a choice compares several
        players', a read of an untyped list and ``int()`` each time before)."""
        bases = self._bases
        if bases is None:
            read: list[int] = self.read("players.external_bases")
            bases = self._bases = read
        return bases

    def bases(self, seat: int) -> int:
        return self.external_bases[seat]

    def holds(self, seat: int, power: str) -> bool:
        """``seat`` holds ``power``: as his own, or as Pentaform's current life stage (C-592;
        Pentaform's data alone shows a "stage": no other power's data is read for it)."""
        own = self.power(seat)
        return own == power or (own == "pentaform" and self.power_data(seat).get("stage") == power)

    def near_victory(self, seat: int) -> bool:
        return self.bases(seat) >= WIN_BASES - 1

    def leader(self) -> int | None:
        """The player other than me with the most external bases, if he has enough to fear
        (weighed once a decision: ``dangerous`` asks it of each player)."""
        best = self._leader
        if best == UNWEIGHED:
            me = self.me
            best, most = -1, -1
            for seat, count in enumerate(self.external_bases):  # the first of the most
                if seat != me and count > most:
                    best, most = seat, count
            if most < LEADER_BASES:
                best = -1
            self._leader = best
        return best if best >= 0 else None

    def i_lead(self) -> bool:
        mine = self.bases(self.me)
        return mine >= LEADER_BASES and all(mine >= b for b in self.external_bases)

    def dangerous(self, seat: int) -> bool:
        """Near victory, or the leader and ahead of me."""
        if seat == self.me:
            return False
        return self.near_victory(seat) or (
            seat == self.leader() and self.bases(seat) > self.bases(self.me)
        )

    # -- my bases -------------------------------------------------------------------------------

    def my_tokens(self, key: str) -> int:
        if key == "card":  # the Zodiac card used as a base: launch from it, bring nothing back
            return 99
        if "/" in key:  # a token of an added colour (C-553): weighed in my place there
            return self.added_tokens(key)
        mine = self._mine
        if mine is None:  # read alone: a choice weighing my bases needs no one else's tokens
            read: dict[str, int] = self.read("planets.mine")  # (typed: a compiled .get)
            mine = self._mine = read
        return mine.get(key, 0)  # (it names only the planets where I have tokens)

    def added_tokens(self, key: str) -> int:
        """``planets[key][me]`` for a key naming a token of an added colour ("B3/5"): that
        colour's tokens on the planet if the colour is mine, else my own there; read from that
        colour's part and the planet alone (the keys of every added colour on every planet are
        not made for the one weighed)."""
        planet, _, colour = key.partition("/")
        seen: View = self.seen("extra_colours", {})[colour]
        if int(seen["owner"]) == self.me:
            return int(seen["planets"].get(planet, 0))
        return self.planet(planet)[self.me]

    def home(self, key: str, seat: int | None = None) -> bool:
        return self.owner(key) == (self.me if seat is None else seat)

    def tokens_of(self, key: str, colour: int) -> int:
        """The tokens of ``colour`` (a seat's own, or one a power added: C-550) on ``key``."""
        counts = self.planets.get(key, [])
        if colour < len(counts):
            return int(counts[colour])
        extra = self.seen("extra_colours", {}).get(str(colour), {})
        return int(extra.get("planets", {}).get(key, 0))

    def colour_owner(self, colour: int) -> int:
        """The seat whose tokens ``colour`` is."""
        owners = self.seen("colour_owner") or ()
        return int(owners[colour]) if colour < len(owners) else colour

    def owner(self, key: str) -> int:
        """The seat whose home system holds planet ``key`` (a power's added system too); -1 for
        a key that is no planet (the Zodiac card)."""
        system = ord(key[0]) - 65 if key else -1  # "A" (65) is system 0, "B" 1 ...
        if not 0 <= system < len(SYSTEMS):
            return -1
        owners = self._owners
        if owners is None:
            read: list[int] = self.read("system_owner") or list(range(len(SYSTEMS)))
            owners = self._owners = read
        return owners[system] if system < len(owners) else -1

    def crowding(self, key: str) -> int:
        """My tokens on planet ``key`` then whether it is at home, as one number to compare."""
        return 2 * self.my_tokens(key) + self.home(key)

    def most_crowded(self, keys: Sequence[str]) -> str:
        """The planet where I have the most tokens (home first on a tie, then the first)."""
        best, most = keys[0], self.crowding(keys[0])
        for key in keys[1:]:
            crowding = self.crowding(key)
            if crowding > most:
                best, most = key, crowding
        return best

    def least_crowded(self, keys: Sequence[str]) -> str:
        """The planet where I have the fewest tokens (external first: they are worth most; then
        the first)."""
        best, least = keys[0], self.crowding(keys[0])
        for key in keys[1:]:
            crowding = self.crowding(key)
            if crowding < least:
                best, least = key, crowding
        return best

    # -- the challenge --------------------------------------------------------------------------

    def side_of(self, seat: int) -> str | None:
        """ "offense" or "defense" for a main player or ally of that side, else None."""
        ch = self.challenge
        if ch is None:
            return None
        if seat == ch["offense"] or seat in ch["offense_allies"] or str(seat) in ch["cone"]:
            return "offense"
        if seat == ch["defense"] or seat in ch["defense_allies"] or str(seat) in ch["defense_end"]:
            return "defense"
        return None

    def side_members(self, side: str) -> list[int]:
        ch = self.challenge
        assert ch is not None
        main = ch["offense"] if side == "offense" else ch["defense"]
        allies: list[int] = ch["offense_allies" if side == "offense" else "defense_allies"]
        return [s for s in (main, *allies) if s is not None]

    def tokens(self, side: str) -> int:
        """The tokens on a side now (the defense's on the planet and its allies'), and the ghosts
        Phantom raised for it (C-580)."""
        ch = self.challenge
        assert ch is not None
        if side == "offense":
            return total(ch["cone"]) + self.ghosts(side)
        on_planet = self.planet(ch["planet"])[ch["defense"]] if ch["planet"] else 0
        return int(on_planet) + total(ch["defense_end"]) + self.ghosts(side)

    def ghosts(self, side: str) -> int:
        """Phantom's ghosts on a side: each adds one to its total."""
        phantom = self._phantom
        if phantom == UNWEIGHED:  # looked for once a decision: a margin weighs both sides
            powers = self.powers
            phantom = self._phantom = powers.index("phantom") if "phantom" in powers else -1
        if phantom < 0:
            return 0
        raised = self.power_data(phantom).get("ghosts")
        return sum(int(raised[s]) for s in self.side_members(side)) if raised else 0

    def lucre(self, seat: int) -> int:
        """Lucre counts in a main player's total (it is 0 in games without Lucre)."""
        lucre = self._lucre
        if lucre is None:  # typed once read: every margin reads two players'
            read: list[int] = self.read("players.lucre")
            lucre = self._lucre = read
        return lucre[seat]

    def margin(self, side: str) -> int:
        """My side's tokens (and Lucre) minus the other side's; ties go to the defense."""
        ch = self.challenge
        assert ch is not None
        other = "defense" if side == "offense" else "offense"
        mine = self.tokens(side) + self.lucre(ch[side])
        theirs = self.tokens(other) + self.lucre(ch[other])
        return mine - theirs - (1 if side == "offense" else 0)

    def own_card(self) -> str | None:
        """The Challenge Card I played (face down or revealed), if any."""
        ch = self.challenge
        if ch is None:
            return None
        card = ch.get("cards", {}).get(str(self.me))
        return card if isinstance(card, str) else None

    def gains_base(self, seat: int) -> bool:
        """Whether an offensive win gives ``seat`` a new external base."""
        ch = self.challenge
        if ch is None or ch["planet"] is None:
            return False
        planet = ch["planet"]
        return not self.home(planet, seat) and not self.planet(planet)[seat]

    def own_kicker(self) -> int | None:
        """The value of the Kicker I put down in this challenge (Kickers variant), if any."""
        seen = self.variant("kickers").get("kickers", {})
        card = seen.get(str(self.me))
        return int(card.removeprefix("kicker-")) if isinstance(card, str) else None

    def kicked(self, value: int, kicker: int | None) -> int:
        """An Attack value as my Kicker makes it (multiplied, or added when Kickers add)."""
        if kicker is None:
            return value
        if self.variant("kickers").get("additive"):
            return value + kicker
        return value * kicker

    def revealed_totals(self) -> tuple[int, int] | None:
        """(offense, defense) totals once the cards are face up, as the printed values say
        (None when a Compromise is involved or nothing is revealed)."""
        ch = self.challenge
        if ch is None or "cards" not in ch or len(ch["cards"]) < 2:
            return None
        cards = ch["cards"]
        offense_card, defense_card = cards.get(str(ch["offense"])), cards.get(str(ch["defense"]))
        if not (isinstance(offense_card, str) and isinstance(defense_card, str)):
            return None
        if not (offense_card.startswith("attack-") and defense_card.startswith("attack-")):
            return None
        return (
            int(offense_card.removeprefix("attack-"))
            + self.tokens("offense")
            + self.lucre(ch["offense"]),
            int(defense_card.removeprefix("attack-"))
            + self.tokens("defense")
            + self.lucre(ch["defense"]),
        )

    def winning_side(self) -> str | None:
        """The side ahead once the cards are revealed (as far as the printed cards tell)."""
        ch = self.challenge
        if ch is None or "cards" not in ch:
            return None
        cards = ch["cards"]
        offense_card, defense_card = cards.get(str(ch["offense"])), cards.get(str(ch["defense"]))
        if offense_card == "compromise" and defense_card == "compromise":
            return None
        if offense_card == "compromise":
            return "defense"
        if defense_card == "compromise":
            return "offense"
        totals = self.revealed_totals()
        if totals is None:
            return None
        return "offense" if totals[0] > totals[1] else "defense"


class CosmicHeuristicBot:
    """See the module docstring. It remembers the proposals it made in the current negotiation,
    so that it does not repeat itself."""

    __slots__ = ("_negotiation", "_proposed", "_seed")

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed  # the bot is deterministic; the seed is kept for the registry's contract
        self._negotiation = -1
        self._proposed: list[str] = []

    def choose(self, decision: Decision, observe: Observe) -> str:
        options = decision.options
        if decision.automatic():
            return options[0]
        handler = HANDLERS.get(decision.kind)
        if handler is None:
            if decision.kind.startswith("power:"):
                handler = POWER_USES.get(decision.kind.removeprefix("power:"))
                if handler is None:
                    return fallback(options)  # "use": a power's optional use usually helps
            else:
                handler = CosmicHeuristicBot._guess
        choice = handler(self, decision, Board(observe, decision.seat))
        return choice if decision.refusal(choice) is None else fallback(options)

    # -- powers ---------------------------------------------------------------------------------

    def _use_trader(self, decision: Decision, board: Board) -> str:
        """Trade hands when the opponent's hand is bigger, or mine has no strong Attack card."""
        ch = board.challenge
        assert ch is not None
        rival = ch["defense"] if board.me == ch["offense"] else ch["offense"]
        attacks = attack_values(board.hand)
        weak = not attacks or attacks[-1] < TYPICAL_CARD
        bigger = board.hand_size(rival) > len(board.hand) + 1
        return "use" if weak or bigger else "pass"

    def _use_calculator(self, decision: Decision, board: Board) -> str:
        """Equalize (the higher Attack card loses the value of the lower) with a low card of my
        own, not with a high one."""
        card = board.own_card()
        if card is None or not card.startswith("attack-"):
            return "pass"
        return "use" if int(card.removeprefix("attack-")) < TYPICAL_CARD else "pass"

    def _use_empath(self, decision: Decision, board: Board) -> str:
        """Turn the cards into Compromises (a deal) when my side is losing on the cards, not
        when it is winning."""
        mine, winner = board.side_of(board.me), board.winning_side()
        return "use" if mine is not None and winner is not None and winner != mine else "pass"

    def _use_loser(self, decision: Decision, board: Board) -> str:
        """Declare the upset when I would lose on the cards: before they are chosen, when my
        best Attack card is weak; after (Super, Pro), behind a Compromise or a weak Attack."""
        card = board.own_card()
        if card is None:
            attacks = attack_values(board.hand)
            return "use" if attacks and attacks[-1] < TYPICAL_CARD else "pass"
        return "use" if card_worth(card) < TYPICAL_CARD else "pass"

    def _use_amoeba(self, decision: Decision, board: Board) -> str:
        """Ooze out behind a Compromise (fewer tokens lost), in behind a strong Attack card."""
        card = board.own_card()
        if card == "compromise":
            return "use"
        return "use" if card is not None and card_worth(card) >= TYPICAL_CARD + 2 else "pass"

    def _amoeba_ooze(self, decision: Decision, board: Board) -> str:
        card = board.own_card()
        way = "out:" if card == "compromise" else "in:"
        moves = [o.removeprefix(way) for o in decision.options if o.startswith(way)]
        if not moves:
            return "done"
        if way == "out:":
            return way + board.least_crowded(moves)
        ch = board.challenge
        assert ch is not None
        side = board.side_of(board.me) or "offense"
        return way + board.most_crowded(moves) if board.margin(side) < 4 else "done"

    # Assassin: kill a colony before a home token (a lost colony is a lost step to victory),
    # the one with fewest tokens first (it empties soonest).
    def _assassin_base(self, decision: Decision, board: Board) -> str:
        return weakest_base(decision, board, list(decision.options))

    # Bully: the tokens my opponent loses come from his bases as the Assassin's do; one still in
    # the challenge only when no base is left (it would have been lost anyway).
    def _bully_token(self, decision: Decision, board: Board) -> str:
        keys = [k for k in decision.options if k != "challenge"]
        return weakest_base(decision, board, keys) if keys else "challenge"

    # Pirate: raid only with a strong Attack card in hand (a lost raid costs the raiders), the
    # richest victim; as the victim, fight with a strong Attack card, else pay half the Lucre.
    def _use_pirate(self, decision: Decision, board: Board) -> str:
        return "use" if self._pirate_offer(decision, board) == "fight" else "pass"

    def _pirate_victim(self, decision: Decision, board: Board) -> str:
        return max(decision.options, key=lambda k: board.lucre(int(k.removeprefix("player:"))))

    def _pirate_offer(self, decision: Decision, board: Board) -> str:
        attacks = attack_values(board.hand)
        return "fight" if attacks and attacks[-1] >= TYPICAL_CARD else "pay"

    # Extortionist claims cards I just gained: buy him off with a token when he claims two or
    # more, unless he could take the last token of one of my colonies (he picks the base).
    def _extortion_answer(self, decision: Decision, board: Board) -> str:
        claimed = int((decision.context or {}).get("cards", 0))
        exposed_colony = any(
            not board.home(key) and tokens[board.me] == 1 for key, tokens in board.planets.items()
        )
        return "token" if claimed >= 2 and not exposed_colony else "cards"

    # Assessor holds my taxed token: buy it back (to the base where I have fewest tokens) while
    # I keep some Lucre for my totals.
    def _assessor_ransom(self, decision: Decision, board: Board) -> str:
        if board.lucre(board.me) < RANSOM_LUCRE:
            return decision.options[0]  # "done", or "warp"
        if "ransom" in decision.options:
            return "ransom"
        bases = [o.removeprefix("buy:") for o in decision.options if o.startswith("buy:")]
        return "buy:" + board.least_crowded(bases)

    # Dictator: in another's challenge, send the offense against the strongest other player (never
    # against me); in my own, as it came. Will (my own challenge): challenge the strongest.
    def _dictator_colour(self, decision: Decision, board: Board) -> str:
        if (decision.context or {}).get("offense") == board.me:
            return "keep"
        return self._strongest_colour(decision, board)

    def _strongest_colour(self, decision: Decision, board: Board) -> str:
        named = {"keep": int((decision.context or {})["colour"])}
        named.update({o: int(o.removeprefix("colour:")) for o in decision.options if o != "keep"})
        rivals = [o for o, seat in named.items() if seat != board.me]
        return max(rivals, key=lambda o: (board.bases(named[o]), o == "keep"), default="keep")

    # Siren: the free base goes where the offense has the fewest tokens (the base lasts longest).
    def _siren_to(self, decision: Decision, board: Board) -> str:
        keys = list(decision.options)
        owner = board.owner(keys[0])
        return min(keys, key=lambda k: (board.planets[k][owner], keys.index(k)))

    def _guess(self, decision: Decision, board: Board) -> str:
        """A decision the bot does not know (a power's own): by the shape of its options. Seats:
        the strongest other player (powers mostly take from or hit the one named); planets: the
        base where I have most tokens (powers mostly take a token from it); cards: the least
        worth (mostly given away or discarded); "bring" rather than "pass"; else the first."""
        options = decision.options
        if "bring" in options:
            return "bring"
        seats = [o for o in options if o.startswith("player:")]
        if seats:
            others = [o for o in seats if o != f"player:{board.me}"] or seats
            return max(others, key=lambda o: (board.bases(int(o[7:])), -others.index(o)))
        planets = [o for o in options if o in board.planets]
        if planets and all(board.planets[o][board.me] for o in planets):
            return board.most_crowded(planets)
        if all(is_card(o) for o in options):
            return self._least_worth(decision, board)
        return fallback(options)

    # -- the challenge --------------------------------------------------------------------------

    def _regroup(self, decision: Decision, board: Board) -> str:
        regains = [o.removeprefix("regain:") for o in decision.options if o.startswith("regain:")]
        if "cone" in regains:
            return "regain:cone"
        if regains:
            return "regain:" + board.least_crowded(regains)
        return "lift" if "lift" in decision.options else "skip"

    def _own_colour(self, decision: Decision, board: Board) -> str:
        """Drive out a dangerous visitor from the home system; otherwise flip for a better
        challenge (an external base)."""
        visitors = [int(o.removeprefix("challenge:")) for o in decision.options if ":" in o]
        dangerous = [s for s in visitors if board.dangerous(s)]
        if dangerous:
            return f"challenge:{max(dangerous, key=board.bases)}"
        return "flip-again"

    def _cone(self, decision: Decision, board: Board) -> str:
        """The planet with the fewest defending tokens (then the fewest tokens of anyone)."""
        defense, planets = board.main_player("defense"), board.counts
        options = unbombed(board, list(decision.options))
        return min(
            options,
            key=lambda k: (planets[k][defense], sum(planets[k]), options.index(k)),
        )

    def _launch(self, decision: Decision, board: Board) -> str:
        ch = board.challenge
        assert ch is not None
        so_far = ch["cone"].get(str(board.me), 0)
        defending = board.planet(ch["planet"])[ch["defense"]] if ch["planet"] else 0
        wanted = min(4, max(2, defending + 2))
        return self._commit(decision, board, so_far, wanted)

    def _ally_token(self, decision: Decision, board: Board) -> str:
        ch = board.challenge
        assert ch is not None
        side = (decision.context or {}).get("side") or board.side_of(board.me) or "offense"
        end = ch["cone"] if side == "offense" else ch["defense_end"]
        so_far = end.get(str(board.me), 0)
        behind = board.margin(side) - so_far < 0  # without my tokens, my side is behind
        return self._commit(decision, board, so_far, ALLY_TOKENS + 1 if behind else ALLY_TOKENS)

    def _commit(self, decision: Decision, board: Board, so_far: int, wanted: int) -> str:
        """Tokens one by one from my most crowded base, until I have ``wanted`` in (or more,
        when the rules want more); a home planet first on a tie, then the first source."""
        tokens = Commitment(decision)
        units, held = tokens.units, tokens.held
        crowding = [  # each source weighed once, as Board.crowding weighs it
            board.crowding(units[i]) if held[i] < 0 else 2 * held[i] + board.home(units[i])
            for i in range(len(units))
        ]
        return pick_tokens(tokens, so_far, wanted, crowding, -2)  # a token taken: one fewer

    def _invite(self, decision: Decision, board: Board) -> str:
        """Invite everyone who would not be helped to victory (the offense's allies gain bases;
        the defense's allies only rewards)."""
        offense = board.main_player("offense")
        options = decision.options
        asked = [invited(option) for option in options]  # each a set of seats, as bits
        candidates = 0
        for seats in asked:
            candidates |= seats
        wanted = candidates
        if board.me == offense:
            most = board.bases(board.me) + 1
            for seat in range(candidates.bit_length()):
                if candidates >> seat & 1 and (board.dangerous(seat) or board.bases(seat) > most):
                    wanted &= ~(1 << seat)
        # The first that invites only players wanted, then as many of them as can be.
        best, most = 0, -1
        for index, seats in enumerate(asked):
            worth = 100 * (seats & ~wanted == 0) + seat_count(seats & wanted)
            if worth > most:
                best, most = index, worth
        return options[best]

    def _alliance(self, decision: Decision, board: Board) -> str:
        """A side, then the tokens for it as :meth:`_ally_token` would commit them: named
        together in one answer (C-604) but where the side alone is the answer."""
        sides = {key.partition(":")[0] for key in decision.options}
        side = self._ally_side(sides, board)
        if side not in sides:  # no staying out (the Wild Skeptic's join): the first side offered
            side = decision.options[0].partition(":")[0]
        if side in decision.options:  # declining, or a side joined with no tokens named
            return side
        return f"{side}:{self._ally_token(side_part(decision, side), board)}"

    def _ally_side(self, sides: set[str], board: Board) -> str:
        ch = board.challenge
        assert ch is not None
        me = board.me
        gain = board.gains_base(me)
        if "offense" in sides and gain and board.bases(me) + 1 >= WIN_BASES:
            return "offense"  # a base that wins the game (shared, perhaps)
        offense_side = board.side_members("offense")
        danger = any(board.dangerous(s) and board.gains_base(s) for s in offense_side)
        if danger:
            return "defense" if "defense" in sides else "decline"
        grudge = grudge_side(sides, board)
        if grudge is not None:
            return grudge
        margin = board.margin("offense")  # >= 0: the offense is ahead on tokens
        if "offense" in sides and gain and margin + ALLY_TOKENS >= -2:
            return "offense"  # a base is worth a fight that is about even
        if "defense" in sides and ALLY_TOKENS - margin >= 1:
            return "defense"  # rewards, on a side that should hold
        return "decline"

    def _challenge_card(self, decision: Decision, board: Board) -> str:
        ch = board.challenge
        assert ch is not None
        me = board.me
        side = "offense" if me == ch["offense"] else "defense"
        # (value as my Kicker makes it, card): the Kickers variant multiplies the printed value.
        kicker = board.own_kicker()
        attacks = sorted(
            (board.kicked(int(o.removeprefix("attack-")), kicker), o)
            for o in decision.options
            if o.startswith("attack-")
        )
        # A negative Kicker turns consolation round (the winner draws from me): no Compromise.
        compromise = "compromise" in decision.options and (kicker is None or kicker >= 0)
        if compromise and board.holds(me, "pacifist"):
            return "compromise"  # (Pacifist) a Compromise beats an Attack, and still deals
        if not attacks:
            return "compromise"
        margin = board.margin(side)
        if attacks[-1][0] + margin < HOPELESS:  # lost anyway: Compromise (consolation) or a low
            return "compromise" if compromise else min((c for _, c in attacks), key=card_worth)
        needed = STRONG_CARD if self._matters(board, side) else TYPICAL_CARD + 1
        for value, card in attacks:
            if value + margin >= needed:
                return card
        committed = ch["cone"].get(str(me), 0) if side == "offense" else board.tokens("defense")
        if compromise and attacks[-1][0] + margin < TYPICAL_CARD and committed >= 2:
            return "compromise"  # likely to lose: a Compromise takes consolation for the tokens
        return attacks[-1][1]

    # -- the Kickers variant (seed 000) ---------------------------------------------------------

    def _kicker(self, decision: Decision, board: Board) -> str:
        """Put a Kicker down only where it should help: the highest one of x2 or more behind an
        Attack card of 4 or more (any positive one when Kickers add); a negative one only behind a
        negative Attack card (it turns positive). x1, x0 and other negative ones stay in hand."""
        kickers = sorted(
            (int(o.removeprefix("kicker-")), o) for o in decision.options if o != "pass"
        )
        attacks = attack_values(board.hand)
        if not kickers or not attacks:
            return "pass"
        (low, lowest), (high, highest) = kickers[0], kickers[-1]
        if (decision.context or {}).get("additive"):
            return highest if high > 0 else "pass"
        if high >= 2 and attacks[-1] >= HOPELESS:
            return highest
        if low < 0 and attacks[0] < 0:
            return lowest
        return "pass"

    def _matters(self, board: Board, side: str) -> bool:
        """A challenge worth a high card: as the offense, a base (most of all one that wins); as
        the defense, a home planet, several tokens, or an offense that would win the game."""
        ch = board.challenge
        assert ch is not None
        if side == "offense":
            return True
        planet = ch["planet"]
        if planet is not None and board.home(planet):
            return True
        if board.tokens("defense") >= 3:
            return True
        return any(
            board.near_victory(s) and board.gains_base(s) for s in board.side_members("offense")
        )

    # -- Edicts and Flares ----------------------------------------------------------------------

    def _play_card(self, decision: Decision, board: Board) -> str:
        moment = (decision.context or {}).get("moment")
        for card in decision.options:
            if card != "pass" and self._worth_playing(card, moment, board):
                return card
        return "pass"

    def _worth_playing(self, card: str, moment: str | None, board: Board) -> bool:
        """Each card reads only what it weighs: most Flares are kept without a look."""
        me = board.me
        if card == "edict-mobius-tubes":
            warp, warps = board.warp(me), board.seen("players.warp")
            others = max((int(w) for s, w in enumerate(warps) if s != me), default=0)
            return warp + board.praw(me) >= WARP_WORTH_TOKENS and warp >= others
        if card == "edict-warp-break":
            return board.warp(me) + board.praw(me) >= 2
        if card == "edict-plague":
            return board.leader() is not None
        if card == "edict-timegash":  # a challenge of my own is worth it with an Attack to win it
            return bool(attack_values(board.hand))
        if card in SIDED_EDICTS:
            return self._worth_for_my_side(card, moment, board, board.side_of(me))
        if card.startswith("pulsar-"):
            return cosmic_pulsars.worth_playing(card, moment, board)
        if card == "flare-assassin":  # the Wild Assassin: a token of the leader
            return moment == "destiny" and board.leader() is not None
        if card == "flare-disease":
            return wild_disease_worth(moment, board)
        if card == "flare-butler":
            return flare_butler_worth(board)
        if card == "flare-crystal":
            return flare_crystal_worth(board)
        if card in ("flare-pacifist", "flare-empath"):  # at the reveal: a Wild is offered only
            return moment == "reveal"  # to my losing Compromise; a Super costs nothing there
        # The Boomerang Flare is offered only as my tokens go to the Warp (the Wild: keep them) or
        # as the defense about to strike back (the Super: skip the challenge against me); the
        # Bully Flare only to a main player, whose win it makes harsher.
        if card in ("flare-boomerang", "flare-bully"):
            return True
        # Symbiote's Flare is offered only as my defending tokens are lost (the Wild: they stay)
        # or with tokens of mine in the Warp at the start of my challenge (the Super): both gain;
        # Progenitor's (tokens from the Warp at the start of my challenge) and Vampire's (tokens
        # back as my opponent loses his; his allies' enslaved too) likewise only gain; Phantom's
        # and Subversive's are offered only where they help.
        if card in (
            "flare-symbiote",
            "flare-progenitor",
            "flare-vampire",
            "flare-phantom",
            "flare-subversive",
        ):
            return True
        if card in POWERS_II_FLARES:  # every Super at once; the Wilds that only gain, as offered
            return moment in ("start", "discarded", "resolved", "tokens_to_warp")
        if card == "flare-pentaform":  # the Wild only gains (a token back); which stage is the
            return moment == "start" and not board.holds(board.me, "pentaform")  # better: unknown
        return False  # Flares: their effects vary by power; kept

    def _worth_for_my_side(
        self, card: str, moment: str | None, board: Board, mine: str | None
    ) -> bool:
        """The Edicts weighed by the side I am on (``mine``; None: on neither)."""
        if card == "edict-force-field":
            return mine is not None and bool(self._opposing_allies(board, mine))
        if card == "edict-emotion-control":
            winner = board.winning_side()
            return mine is not None and winner is not None and winner != mine
        if card == "edict-ionic-gas":
            return self._ionic_gas(board, mine)
        ch = board.challenge
        if card == "edict-quash":
            return (
                ch is not None
                and mine is None
                and any(board.dangerous(s) for s in (ch["offense"], ch["defense"]))
            )
        # the Power Outage
        if ch is None or mine is None or moment != "destiny":
            return False
        rival = ch["defense"] if mine == "offense" else ch["offense"]
        return board.power(rival) is not None and board.power(board.me) is None

    def _opposing_allies(self, board: Board, mine: str) -> list[int]:
        ch = board.challenge
        assert ch is not None
        theirs: list[int] = ch["defense_allies" if mine == "offense" else "offense_allies"]
        return list(theirs)

    def _ionic_gas(self, board: Board, mine: str | None) -> bool:
        """Deny the other side its defensive rewards or its consolation."""
        ch = board.challenge
        if ch is None or mine is None:
            return False
        winner = board.winning_side()
        if winner is None or winner == mine:
            # Winning: the loser's Compromise would take consolation from the winner's hand.
            cards = ch.get("cards", {})
            loser = ch["defense"] if winner == "offense" else ch["offense"]
            return (
                winner == mine
                and board.me in (ch["offense"], ch["defense"])
                and (cards.get(str(loser)) == "compromise")
            )
        return winner == "defense" and bool(ch["defense_allies"])  # their rewards

    def _force_field(self, decision: Decision, board: Board) -> str:
        mine = board.side_of(board.me) or "offense"
        theirs = set(self._opposing_allies(board, mine))
        return max(
            decision.options,
            key=lambda o: (cancelled(o) <= theirs, len(cancelled(o) & theirs), -len(cancelled(o))),
        )

    def _cancel_card(self, decision: Decision, board: Board) -> str:
        context = decision.context or {}
        card, player = str(context.get("card", "")), int(context.get("player", -1))
        mine = board.side_of(board.me)
        theirs = board.side_of(player)
        answers = [o for o in decision.options if o != "pass"]
        if card == "edict-cosmic-zap":
            # A zap from the other side is aimed at a power of mine or my side's.
            against = mine is not None and theirs != mine
        elif card == "edict-plague":
            against = board.i_lead()  # the Plague is most likely meant for the leader
        else:
            against = mine is not None and theirs is not None and theirs != mine
        if not against or not answers:
            return "pass"
        return "edict-unzap" if "edict-unzap" in answers else answers[0]

    def _cosmic_zap(self, decision: Decision, board: Board) -> str:
        player = int((decision.context or {}).get("player", -1))
        mine = board.side_of(board.me)
        theirs = board.side_of(player)
        against_me = mine is not None and theirs is not None and theirs != mine
        seats = len(board.external_bases)
        if against_me or (0 <= player < seats and board.dangerous(player)):
            return "edict-cosmic-zap"
        return "pass"

    def _plague_target(self, decision: Decision, board: Board) -> str:
        others = [
            int(o.removeprefix("player:")) for o in decision.options if o.startswith("player:")
        ]
        others = [s for s in others if s != board.me] or others
        return f"player:{max(others, key=lambda s: (board.bases(s), -s))}"

    # -- the outcome ----------------------------------------------------------------------------

    def _reward(self, decision: Decision, board: Board) -> str:
        warp = board.warp(board.me)
        tokens = [o.removeprefix("token:") for o in decision.options if o.startswith("token:")]
        if tokens and (warp >= WARP_WORTH_TOKENS or len(board.hand) >= 8):
            return "token:" + board.least_crowded(tokens)
        if "lift" in decision.options and board.praw(board.me) >= WARP_WORTH_TOKENS and not warp:
            return "lift"
        return "card"

    def _least_worth(self, decision: Decision, board: Board) -> str:
        options = list(decision.options)
        return min(options, key=lambda c: (card_worth(c), options.index(c)))

    def _from_base(self, decision: Decision, board: Board) -> str:
        """Give up (or move) a token from the most crowded base; several (a form, C-602) as the
        form suggests: each from the base with the most of mine."""
        if decision.form is not None:
            return decision.options[0]
        return board.most_crowded(list(decision.options))

    def _to_base(self, decision: Decision, board: Board) -> str:
        """A token comes back to the base that needs it most; several (a form, C-601) as the
        form suggests: each to the base with the fewest of mine."""
        if decision.form is not None:
            return decision.options[0]
        return board.least_crowded(list(decision.options))

    # -- the Zodiac variant (seed 001) ------------------------------------------------------------

    def _zodiac_play(self, decision: Decision, board: Board) -> str:
        """The Nemesis card on myself (its privileges); otherwise, holding no position, any card
        on myself while I have Karma (a token back in play, two cards drawn); else stop."""
        zodiac = board.variant("zodiac")
        me = board.me
        mine = [o for o in decision.options if o.endswith(f"@{me}")]
        if f"zodiac-nemesis@{me}" in mine:
            return f"zodiac-nemesis@{me}"
        if me in (zodiac.get("spiritual_leader"), zodiac.get("nemesis")):
            return "done"
        karma = zodiac.get("karma", [])
        return mine[0] if mine and me < len(karma) and karma[me] > 0 else "done"

    def _second_challenge(self, decision: Decision, board: Board) -> str:
        attacks = attack_values(board.hand)
        strong = bool(attacks) and attacks[-1] >= 8
        return "challenge" if strong or board.near_victory(board.me) else "end-turn"

    def _empty(self, decision: Decision, board: Board) -> str:
        return "praw" if board.praw(board.me) > board.warp(board.me) else "warp"

    def _buy_token(self, decision: Decision, board: Board) -> str:
        keys = [o.removeprefix("buy:") for o in decision.options if o.startswith("buy:")]
        if keys and board.lucre(board.me) >= 4:
            return "buy:" + board.least_crowded(keys)
        return "done"

    def _buy_card(self, decision: Decision, board: Board) -> str:
        attacks = attack_values(board.hand)
        weak = not attacks or attacks[-1] < TYPICAL_CARD
        return "buy" if weak and board.lucre(board.me) >= 3 else "done"

    # -- deals ----------------------------------------------------------------------------------

    def _deal_propose(self, decision: Decision, board: Board) -> str:
        """A base each way first; then a base for cards; then a swap of cards (anything beats the
        failed deal's three tokens each). No base for a dangerous rival."""
        ch = board.challenge
        assert ch is not None
        challenges = int(board.seen("challenges"))
        if self._negotiation != challenges:
            self._negotiation = challenges
            self._proposed = []
        rival = ch["defense"] if board.me == ch["offense"] else ch["offense"]
        plans = [] if board.dangerous(rival) else ["give:base/get:base"]
        plans += ["give:1c/get:base", "give:2c/get:base", "give:1c/get:1c", "give:1c/get:nothing"]
        for plan in plans:
            if decision.refusal(plan) is None and plan not in self._proposed:
                self._proposed.append(plan)
                return plan
        return "pass"

    def _deal_answer(self, decision: Decision, board: Board) -> str:
        context = decision.context or {}
        proposer = int(context.get("from", -1))
        gives, gets = parse(str(context.get("proposal", "give:nothing/get:nothing")))
        if BASE in gets and (board.dangerous(proposer) or board.bases(proposer) + 1 >= WIN_BASES):
            return "reject"
        value = deal_worth(gives) - deal_worth(gets) + (BASE in gets)  # a base given costs 3
        return "accept" if value >= -2 else "reject"


Handler = Callable[[CosmicHeuristicBot, Decision, Board], str]

HANDLERS: Final[dict[str, Handler]] = {
    "regroup": CosmicHeuristicBot._regroup,
    "own-colour": CosmicHeuristicBot._own_colour,
    "cone": CosmicHeuristicBot._cone,
    "launch": CosmicHeuristicBot._launch,
    "invite": CosmicHeuristicBot._invite,
    "alliance": CosmicHeuristicBot._alliance,
    "ally-token": CosmicHeuristicBot._ally_token,
    "challenge-card": CosmicHeuristicBot._challenge_card,
    "play-card": CosmicHeuristicBot._play_card,
    "cancel-card": CosmicHeuristicBot._cancel_card,
    "cosmic-zap": CosmicHeuristicBot._cosmic_zap,
    "force-field": CosmicHeuristicBot._force_field,
    "plague-target": CosmicHeuristicBot._plague_target,
    "plague-discard": CosmicHeuristicBot._least_worth,
    "reward": CosmicHeuristicBot._reward,
    "deal-propose": CosmicHeuristicBot._deal_propose,
    "deal-answer": CosmicHeuristicBot._deal_answer,
    "deal-card": CosmicHeuristicBot._least_worth,
    "deal-base": CosmicHeuristicBot._to_base,
    "deal-base-token": CosmicHeuristicBot._from_base,
    "give-up-token": CosmicHeuristicBot._from_base,
    "return-token": CosmicHeuristicBot._to_base,
    "second-challenge": CosmicHeuristicBot._second_challenge,
    "empty": CosmicHeuristicBot._empty,
    "lucre-buy-token": CosmicHeuristicBot._buy_token,
    "lucre-buy-card": CosmicHeuristicBot._buy_card,
    "kickers-play": CosmicHeuristicBot._kicker,
    "zodiac-play": CosmicHeuristicBot._zodiac_play,
    "zodiac-karma-gain": CosmicHeuristicBot._from_base,
    "zodiac-karma-release": CosmicHeuristicBot._to_base,
    "zodiac-release": CosmicHeuristicBot._to_base,
}
"""The decision kinds the bot weighs; anything else is guessed from its options' shape."""

POWER_USES: Final[dict[str, Handler]] = {
    "trader": CosmicHeuristicBot._use_trader,
    "calculator": CosmicHeuristicBot._use_calculator,
    "amoeba": CosmicHeuristicBot._use_amoeba,
    "empath": CosmicHeuristicBot._use_empath,
    "loser": CosmicHeuristicBot._use_loser,
    "pirate": CosmicHeuristicBot._use_pirate,
}
"""Optional power uses weighed case by case; other powers are always used when they may be."""
HANDLERS["amoeba-ooze"] = CosmicHeuristicBot._amoeba_ooze
HANDLERS["assassin-base"] = CosmicHeuristicBot._assassin_base
HANDLERS["bully-token"] = CosmicHeuristicBot._bully_token
HANDLERS["pirate-victim"] = CosmicHeuristicBot._pirate_victim
HANDLERS["pirate-offer"] = CosmicHeuristicBot._pirate_offer
HANDLERS["dictator-colour"] = CosmicHeuristicBot._dictator_colour
HANDLERS["will-colour"] = CosmicHeuristicBot._strongest_colour
HANDLERS["siren-to"] = CosmicHeuristicBot._siren_to
HANDLERS["extortion-answer"] = CosmicHeuristicBot._extortion_answer
HANDLERS["extortion-base"] = CosmicHeuristicBot._assassin_base  # a colony first, as Assassin
HANDLERS["delegate-base"] = CosmicHeuristicBot._assassin_base  # (Delegator Pro) likewise
HANDLERS["assessor-ransom"] = CosmicHeuristicBot._assessor_ransom
HANDLERS["wild-assessor-ransom"] = CosmicHeuristicBot._assessor_ransom
HANDLERS["negator-negate"] = lambda bot, decision, board: negator_negate(decision, board)
HANDLERS["silencer-target"] = lambda bot, decision, board: silencer_target(bot, decision, board)
HANDLERS["witch-curse"] = lambda bot, decision, board: witch_curse(decision)
HANDLERS["witch-wild"] = lambda bot, decision, board: witch_curse(decision)
HANDLERS["wrack-use"] = lambda bot, decision, board: wrack_use(board)
HANDLERS["wrack-deal"] = lambda bot, decision, board: wrack_deal(decision)
HANDLERS["wrack-answer"] = lambda bot, decision, board: wrack_answer(bot, decision, board)
HANDLERS["wrack-torment"] = lambda bot, decision, board: wrack_torment(decision, board)
HANDLERS.update(cosmic_prisoners.HANDLERS)  # the Prisoners variant's kinds, regroup's rescue
HANDLERS.update(cosmic_pulsars.HANDLERS)  # the Pulsars variant's kinds


# -- Alien powers II (C-450..C-479) -------------------------------------------------------------

# Their Flares: each Super is played at the start; the Wild Vulch (take discarded Edicts), Judge
# (two cards from the loser) and Lloyd (one's own tokens home) whenever offered; the Wild Mesmer
# and Diplomat are kept.
SIDED_EDICTS: Final = frozenset(
    {
        "edict-force-field",
        "edict-emotion-control",
        "edict-ionic-gas",
        "edict-quash",
        "edict-power-outage",
    }
)
"""The Edicts the bot weighs by the side it is on."""

POWERS_II_FLARES: Final = (
    "flare-diplomat",
    "flare-judge",
    "flare-lloyd",
    "flare-mesmer",
    "flare-vulch",
)


# -- Mesmer (C-455) -----------------------------------------------------------------------------

# The Edicts that do least for whoever plays them, mildest first: another player's Edict is
# changed into one of these.
MESMER_MILD: Final = ("edict-ionic-gas", "edict-power-outage", "edict-warp-break", "edict-quash")


def mesmer_use(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Change another player's Edict, never my own (I chose to play it)."""
    return "pass" if (decision.context or {}).get("player") == board.me else "use"


def mesmer_edict(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Into the mildest Edict on offer."""
    return next((c for c in MESMER_MILD if c in decision.options), decision.options[0])


POWER_USES["mesmer"] = mesmer_use
HANDLERS["mesmer-edict"] = mesmer_edict


# -- Judge (C-460) ------------------------------------------------------------------------------


def judge_fiat(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Gains for the winner when I hold a strong Attack card, else for the loser (insurance); the
    richest fiat on offer."""
    attacks = attack_values(board.hand)
    side = "winner:" if attacks and attacks[-1] >= STRONG_CARD else "loser:"
    picks = [key for key in decision.options if key.startswith(side)]
    return max(picks, key=len) if picks else decision.options[0]


def judge_buy_off(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Pay 4 Lucre against a fiat that takes a base, when Lucre is plentiful."""
    fiat = str((decision.context or {}).get("fiat", ""))
    rich = board.lucre(board.me) >= 2 * JUDGE_BUY_OFF
    return "pay" if "base" in fiat and rich else "accept"


JUDGE_BUY_OFF: Final = 4  # the Lucre a buy-off costs (the power's text)
HANDLERS["judge-fiat"] = judge_fiat
HANDLERS["judge-buy-off"] = judge_buy_off


# -- Lloyd (C-465) ------------------------------------------------------------------------------


def lloyd_fee(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """A middling fee: enough to earn by, low enough to be taken."""
    return "fee:2" if "fee:2" in decision.options else decision.options[0]


def lloyd_insure(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Insure when my side is behind in tokens, so likely to lose them."""
    side = board.side_of(board.me)
    return "insure" if side is not None and board.margin(side) < 0 else "decline"


HANDLERS["lloyd-fee"] = lloyd_fee
HANDLERS["lloyd-insure"] = lloyd_insure


# -- Diplomat (C-470) ---------------------------------------------------------------------------


def diplomat_use(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Step in, unless I am allied with the side that is winning anyway."""
    mine = board.side_of(board.me)
    return "pass" if mine is not None and board.winning_side() == mine else "use"


def three_way_balance(key: str, me: int) -> int:
    """What a three-way deal key ("0>2:1c;1>0:base") moves to me, less what it takes from me,
    counting items."""
    balance = 0
    for part in key.split(";"):
        route, _, terms = part.partition(":")
        giver, _, receiver = route.partition(">")
        items = len(terms.split("+"))
        balance += items if receiver == str(me) else -items if giver == str(me) else 0
    return balance


def diplomat_propose(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Ask for something for myself."""
    gains = [k for k in decision.options if k != "pass" and three_way_balance(k, board.me) > 0]
    return gains[0] if gains else "pass"


def diplomat_answer(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Accept unless it costs me more than it brings: failing costs all three tokens."""
    proposal = str((decision.context or {}).get("proposal", ""))
    return "accept" if three_way_balance(proposal, board.me) >= -1 else "reject"


POWER_USES["diplomat"] = diplomat_use
HANDLERS["diplomat-propose"] = diplomat_propose
HANDLERS["diplomat-answer"] = diplomat_answer


# -- Disease (C-520, C-521) ------------------------------------------------------------------------


def disease_to(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Spread to a planet of the system where I have no base yet (a new colony); stop once every
    planet there has one."""
    fresh = [o for o in decision.options if o in board.planets and not board.my_tokens(o)]
    if fresh:
        return fresh[0]
    return "done" if "done" in decision.options else decision.options[0]


def wild_disease_worth(moment: str | None, board: Board) -> bool:
    """The Wild Disease (anyone's but Disease's own, whose card is the Super, kept): once the
    defense is known, when he leads, to strike his crowded home planets."""
    ch = board.challenge
    if moment != "destiny" or ch is None or board.holds(board.me, "disease"):
        return False
    return bool(ch["defense"] != board.me and ch["defense"] == board.leader())


HANDLERS["disease-to"] = disease_to


# -- Demon (C-523) ---------------------------------------------------------------------------------


def use_demon(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Possess an offense whose side has the more tokens (my tokens would land), or one close to
    winning (he gains no base)."""
    ch = board.challenge
    assert ch is not None
    return "use" if board.margin("offense") > 0 or board.dangerous(ch["offense"]) else "pass"


def demon_token(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """From my most crowded bases, as many as I may (the Super's up to four); the same for the
    defense of a raided prison (Entebbe)."""
    return bot._commit(decision, board, 0, MAX_TOKENS)


MAX_TOKENS: Final = 4
HANDLERS["demon-token"] = demon_token
HANDLERS["prisoners-entebbe-defend"] = demon_token
POWER_USES["demon"] = use_demon


# -- Pentaform (C-590..C-597) ----------------------------------------------------------------------


def pentaform_order(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Its life stages in the order drawn: no power is known to be better than another."""
    return decision.options[0]


HANDLERS["pentaform-order"] = pentaform_order


# -- Terrorist (C-526) -----------------------------------------------------------------------------


def terrorist_bomb(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Bomb the planet with the most tokens of others and none of mine: a likely target."""
    options = list(decision.options)
    others = [o for o in options if not board.my_tokens(o)] or options
    return max(others, key=lambda k: (sum(board.planets[k]), -others.index(k)))


def unbombed(board: Board, planets: list[str]) -> list[str]:
    """The planets among ``planets`` that I (Terrorist) have not bombed, if any."""
    if board.power(board.me) not in BOMBERS:
        return planets  # no other power's data shows bombs: every player's data left unread
    mine = board.power_data(board.me).get("bombed", [])
    return [k for k in planets if k not in mine] or planets


BOMBERS: Final = ("terrorist", "pentaform")  # Pentaform shows its life stage's data (C-592)
HANDLERS["terrorist-bomb"] = terrorist_bomb


# -- Filth (C-529, C-530) --------------------------------------------------------------------------


def wild_filth_planet(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Declare filthy the planet where others have the most tokens and I have none."""
    options = list(decision.options)
    others = [o for o in options if not board.my_tokens(o)] or options
    return max(others, key=lambda k: (sum(board.planets[k]), -others.index(k)))


HANDLERS["filth-to"] = CosmicHeuristicBot._to_base  # the emptiest planet: a base of its own
HANDLERS["wild-filth-planet"] = wild_filth_planet


# -- Grudge (C-360) -----------------------------------------------------------------------------


def weakest_base(decision: Decision, board: Board, keys: list[str]) -> str:
    """Among the bases ``keys`` of the decision's victim: a colony before a home planet, the one
    with fewest tokens first."""
    victim = int((decision.context or {})["victim"])
    # (the victim may be a colour of a seat's: Symbiote's second, C-550)
    home = board.colour_owner(victim)
    return min(keys, key=lambda k: (board.home(k, home), board.tokens_of(k, victim), keys.index(k)))


def grudge_side(sides: set[str], board: Board) -> str | None:
    """Invited by a Grudge main player: join its side, since declining costs four tokens if
    Grudge wins."""
    ch = board.challenge
    assert ch is not None
    for side in ("offense", "defense"):
        if side in sides and board.holds(ch[side], "grudge"):
            return side
    return None


# -- Negator (C-420) ----------------------------------------------------------------------------

NEGATE_AGAINST: Final = frozenset({"card", "kicker", "power", "alliance"})


def negator_negate(decision: Decision, board: Board) -> str:
    """Negate what the side opposing mine does for itself: a card or Kicker it plays, a power it
    uses, a player joining it; nothing when I am in no side (C-420)."""
    context = decision.context or {}
    mine = board.side_of(board.me)
    kind, player = context.get("choice"), int(context.get("player", -1))
    if mine is None or kind not in NEGATE_AGAINST:
        return "pass"
    theirs = context.get("answer") if kind == "alliance" else board.side_of(player)
    return "negate" if theirs is not None and theirs != mine else "pass"


# -- Silencer (C-425) ---------------------------------------------------------------------------


def silencer_target(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Silence the main player I oppose; otherwise (Pro, outside) the strongest other player."""
    ch = board.challenge
    mine = board.side_of(board.me)
    if ch is not None and mine is not None:
        rival = f"player:{ch['defense' if mine == 'offense' else 'offense']}"
        if rival in decision.options:
            return rival
    return bot._guess(decision, board)


# -- Witch (C-431) ------------------------------------------------------------------------------


def witch_curse(decision: Decision) -> str:
    """Curse the Edicts (the Zaps are Edicts: nobody may then answer me with one), or keep that
    curse."""
    return "curse:edict" if "curse:edict" in decision.options else decision.options[0]


# -- Wrack (C-434) ------------------------------------------------------------------------------

WRACK_ASKS: Final = ("give:nothing/get:base", "give:nothing/get:2c", "give:nothing/get:1c")


def wrack_use(board: Board) -> str:
    """Torture into a deal rather than fight with a weak hand."""
    attacks = attack_values(board.hand)
    return "torture" if not attacks or attacks[-1] < TYPICAL_CARD else "fight"


def wrack_deal(decision: Decision) -> str:
    """Ask for a base for nothing, else cards; the torture is the argument."""
    legal = [key for key in WRACK_ASKS if decision.refusal(key) is None]
    return legal[0] if legal else decision.options[0]


def wrack_answer(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Accept what a deal would be worth, and more readily the more tortures are left."""
    left = int((decision.context or {}).get("tortures", 0))
    if bot._deal_answer(decision, board) == "accept":
        return "accept"
    proposer = int((decision.context or {}).get("from", -1))
    return "accept" if left >= 2 and not board.near_victory(proposer) else "reject"


def wrack_torment(decision: Decision, board: Board) -> str:
    """Strip the challenge first; else the victim's base with fewest tokens (it may fall)."""
    victim = int((decision.context or {})["victim"])
    options = decision.options
    if "challenge" in options:
        return "challenge"
    planets = [o for o in options if o in board.planets]
    if planets:
        return min(planets, key=lambda k: (board.tokens_of(k, victim), planets.index(k)))
    return options[0]


def is_card(key: str) -> bool:
    return key == "compromise" or key.startswith(
        ("attack-", "edict-", "flare-", "kicker-", "pulsar-", "zodiac-")
    )


def invited(key: str) -> int:
    """The seats of an invitation key ("invite:none", "invite:1,3"), a bit each (``1 << seat``):
    read digit by digit (no list, no set, no int parsed from a string per option; an invitation
    has up to 2 ** (players - 2) options)."""
    if key == "invite:none":
        return 0
    seats = seat = 0
    for i in range(len("invite:"), len(key)):
        digit = ord(key[i]) - 48  # ord("0")
        if 0 <= digit <= 9:
            seat = 10 * seat + digit
        else:  # the comma between two seats
            seats |= 1 << seat
            seat = 0
    return seats | 1 << seat


def seat_count(seats: int) -> int:
    """How many seats a set of seats as bits holds."""
    count = 0
    while seats:
        seats &= seats - 1  # the lowest seat off
        count += 1
    return count


def cancelled(key: str) -> set[int]:
    """The seats of a Force Field key ("cancel:1,3")."""
    return {int(s) for s in key.removeprefix("cancel:").split(",") if s}


def side_part(decision: Decision, side: str) -> Decision:
    """An ally's tokens for ``side`` (C-604), as a commitment decision of their own: the listed
    answers for that side, and its form."""
    prefix = side + ":"
    keys = [key[len(prefix) :] for key in decision.options if key.startswith(prefix)]
    form = decision.form.forms[side] if isinstance(decision.form, AllianceForm) else None
    return Decision(decision.seat, "ally-token", keys, "", {"side": side}, form)


class Commitment:
    """A commitment decision as the bot reads it (:mod:`hyperspace.cosmic.commitment`): the
    sources in order, and whether tokens taken so far are a legal answer or may grow by one
    more from a source; from the form, or from the options when they list every answer.
    ``held``: by source, the deciding seat's own tokens there as the form shows them (a planet
    of his own colour), -1 where the form does not say (no form, the Zodiac card, another
    colour: the bot reads the view for those)."""

    def __init__(self, decision: Decision) -> None:
        form = decision.form
        self.form = form if isinstance(form, CommitForm) else None
        self.options = decision.options
        self.spreads: list[Spread] = []
        if self.form is not None:
            sources, seat = self.form.sources, decision.seat
            self.units = [source.unit for source in sources]
            self.held = [
                source.held
                if source.colour == seat and source.planet is not None and "/" not in source.unit
                else -1
                for source in sources
            ]
            return
        self.spreads = [commitment.parse(key) for key in self.options]
        self.units = list(dict.fromkeys(unit for spread in self.spreads for unit in spread))
        self.held = [-1] * len(self.units)

    def key(self, spread: Spread) -> str:
        """The answer naming ``spread``: in the order picked (the tokens move in that order), or
        the listed option naming the same tokens."""
        if self.form is not None or spread not in self.spreads:
            return commitment.compose(spread)
        return self.options[self.spreads.index(spread)]

    def legal(self, spread: Spread) -> bool:
        """Whether ``spread`` (grown by :meth:`may_add` only) is an answer."""
        if self.form is not None:
            return self.form.total_refusal(sum(spread.values())) is None
        return spread in self.spreads

    def may_add(self, spread: Spread, unit: str) -> bool:
        """Whether ``spread`` may grow by one token from ``unit``, towards some answer (once it
        may not, it never may again: taking more closes sources, never opens one)."""
        if self.form is not None:
            return self.form.may_add(spread, unit)
        more = spread.get(unit, 0) + 1
        return any(s.get(unit, 0) >= more and _within(spread, s) for s in self.spreads)


def _within(spread: Spread, answer: Spread) -> bool:
    """Whether ``answer`` takes at least the tokens ``spread`` takes, from each source."""
    return all(answer.get(unit, 0) >= count for unit, count in spread.items())


def pick_tokens(tokens: Commitment, so_far: int, wanted: int, worth: list[int], step: int) -> str:
    """The tokens of a commitment picked one by one, each from the open source worth most (the
    first of those), until ``so_far`` and they make ``wanted`` and the rules allow stopping
    there, or nothing more may be taken. ``worth``: each source's (by index in
    ``tokens.units``), weighed once; it changes by ``step`` with each token taken from that
    source."""
    units = tokens.units
    value = list(worth)  # each source's worth after the tokens taken from it
    is_open = [True] * len(units)  # False once a source is found unable to give one more
    spread: Spread = {}
    taken = 0
    while so_far + taken < wanted or not tokens.legal(spread):
        best = _most_worth(value, is_open)
        while best >= 0 and not tokens.may_add(spread, units[best]):
            is_open[best] = False
            best = _most_worth(value, is_open)
        if best < 0:
            break
        unit = units[best]
        spread[unit] = spread.get(unit, 0) + 1
        value[best] = value[best] + step  # (``x[i] += 1`` is a generic, boxed addition)
        taken += 1
    return tokens.key(spread)


def _most_worth(value: list[int], is_open: list[bool]) -> int:
    """The index of the first open source worth most; -1 when every one is closed."""
    best, most = -1, 0
    for i in range(len(value)):
        if is_open[i] and (best < 0 or value[i] > most):
            best, most = i, value[i]
    return best


def fallback(options: Sequence[str]) -> str:
    """A deterministic, harmless choice for a decision the bot does not know: use a power when
    asked, otherwise the first option (the rules list the plain choice first)."""
    return "use" if "use" in options else options[0]


# -- Force (C-390) ------------------------------------------------------------------------------


def force_widen(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Widen a freeing card for myself only: freeing the others' tokens helps my rivals."""
    mine = f"player:{board.me}"
    return mine if mine in decision.options else "pass"


HANDLERS["force-widen"] = force_widen


# -- Skeptic (C-393) ----------------------------------------------------------------------------


def strength(board: Board, side: str) -> int:
    """My side's margin in tokens, plus how much my best Attack card beats a typical one (a main
    player's), the way the bot weighs a challenge before the cards."""
    attacks = attack_values(board.hand)
    ch = board.challenge
    assert ch is not None
    card = attacks[-1] - TYPICAL_CARD if attacks and ch[side] == board.me else 0
    return board.margin(side) + card


def skeptic_use(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Doubt when my side looks the stronger: he either gives in or risks paying double."""
    side = board.side_of(board.me)
    return "use" if side is not None and strength(board, side) >= 0 else "pass"


def skeptic_doubt(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Agree only when the challenge is lost anyway: the offense then loses nothing (his turn
    ends), the defense only shares his planet; otherwise double-doubt."""
    side = board.side_of(board.me)
    if side is None:
        return "double-doubt"
    hopeless = strength(board, side) < (0 if side == "offense" else -HOPELESS)
    return "agree" if hopeless else "double-doubt"


def skeptic_stake(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """A stake as large as my side's lead (at least three tokens)."""
    side = board.side_of(board.me)
    lead = strength(board, side) if side is not None else 0
    return f"stake:{min(20, max(3, lead))}"


HANDLERS["skeptic-doubt"] = skeptic_doubt
HANDLERS["skeptic-stake"] = skeptic_stake
POWER_USES["skeptic"] = skeptic_use


# -- Gambler (C-396) ----------------------------------------------------------------------------


def gambler_claim(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Claim the real card when it wins; else the least Attack card that would win (a lie the
    opponent may well swallow); else the truth."""
    ch = board.challenge
    assert ch is not None
    side = board.side_of(board.me) or "offense"
    other = "defense" if side == "offense" else "offense"
    theirs = ch.get("cards", {}).get(str(ch[other]))
    truth = f"claim:{board.own_card()}"
    if not isinstance(theirs, str) or not theirs.startswith("attack-"):
        return truth if truth in decision.options else fallback(decision.options)
    need = int(theirs.removeprefix("attack-")) - board.margin(side)  # margin: ties counted
    wins = [o for o in decision.options if o.startswith("claim:attack-") and int(o[13:]) >= need]
    mine = board.own_card() or ""
    if mine.startswith("attack-") and int(mine.removeprefix("attack-")) >= need:
        return truth
    return min(wins, key=lambda o: int(o[13:])) if wins else truth


def gambler_call(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Call a claim of a high Attack card (few are in the deck); accept the rest."""
    claim = str((decision.context or {}).get("claim", ""))
    high = claim.startswith("attack-") and int(claim.removeprefix("attack-")) >= STRONG_CARD
    return "call" if high else "accept"


HANDLERS["gambler-claim"] = gambler_claim
HANDLERS["gambler-call"] = gambler_call
HANDLERS["gambler-ante"] = lambda bot, decision, board: "ante:3"
HANDLERS["gambler-spread"] = lambda bot, decision, board: "spread:4"


# -- Phantom (C-580, C-581) ------------------------------------------------------------------------

# Ghosts cost nothing: at worst they go back to the Warp. Raise as many as allowed.
HANDLERS["phantom-ghosts"] = lambda bot, decision, board: decision.options[-1]


# -- Subversive (C-583, C-584) ---------------------------------------------------------------------


def use_subversive(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Subvert unless every opposing ally is close to winning (he would share my side's win)."""
    mine = board.side_of(board.me)
    allies = bot._opposing_allies(board, mine) if mine is not None else []
    return "use" if any(not board.dangerous(a) for a in allies) else "pass"


def subversive_ally(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """The opposing ally with the most tokens in the challenge, not one close to winning (the Super:
    "done" once none such is left)."""
    allies = [o for o in decision.options if o != "done"]
    safe = [o for o in allies if not board.dangerous(int(o.removeprefix("player:")))]
    if not safe:
        return "done" if "done" in decision.options else allies[0]
    return most_committed(board, safe)


def most_committed(board: Board, keys: list[str]) -> str:
    """Among players' keys ("player:2"), the one with the most tokens in the challenge."""
    ch = board.challenge
    assert ch is not None
    ends = {**ch["cone"], **ch["defense_end"]}
    return max(keys, key=lambda o: (int(ends.get(o.removeprefix("player:"), 0)), -keys.index(o)))


POWER_USES["subversive"] = use_subversive
HANDLERS["subversive-ally"] = subversive_ally
HANDLERS["wild-subversive"] = lambda bot, decision, board: most_committed(
    board, list(decision.options)
)
# -- Butler (C-570..C-574) ----------------------------------------------------------------------

BUTLER_TIP_HAND: Final = 5  # from this many cards in hand, a random card is a cheap tip


def butler_tip(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Tip the Butler from a big hand; a small one is worth more than his meddling."""
    return "tip" if len(board.hand) >= BUTLER_TIP_HAND else "refuse"


def butler_chore(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Both chores when the Super allows; as the defense, aim the Cone (at my strongest planet);
    otherwise pick the offense's bases (his thinnest, emptying them)."""
    ch = board.challenge
    if "both" in decision.options:
        return "both"
    return "aim" if ch is not None and ch["defense"] == board.me else "tokens"


def butler_cone(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """The offense aims as usual; the Butler aims at the planet best defended."""
    if board.main_player("offense") == board.me:
        return bot._cone(decision, board)
    defense, options = board.main_player("defense"), decision.options
    return max(options, key=lambda k: (board.planets[k][defense], -options.index(k)))


def butler_launch(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """My own launch as usual; picking another's bases (Butler), token by token his thinnest
    first, home planets before colonies (a home base lost may cost him his power)."""
    whose = (decision.context or {}).get("for")
    if whose is None:
        return bot._launch(decision, board)

    tokens, planets = Commitment(decision), board.planets
    # his fewest tokens first, then a home planet: the more worth, the thinner
    worth = [
        -2 * planets[k][whose] - (not board.home(k, whose)) if k in planets else OFF_BOARD
        for k in tokens.units
    ]
    return pick_tokens(tokens, 0, 0, worth, 2)  # a token taken: one fewer left, thinner


OFF_BOARD: Final = -1000  # a source off the board (his Zodiac card) is worth less than any planet


def token_count(bot: CosmicHeuristicBot, decision: Decision, board: Board) -> str:
    """Naming my own launch: as many as I would send. Naming another's (Crystal): all he can on
    my side, the fewest on the other side."""
    context = decision.context or {}
    counts = sorted(decision.options, key=lambda k: int(k.removeprefix("tokens:")))
    if context.get("seat") == board.me:
        ch = board.challenge
        assert ch is not None
        defending = board.planet(ch["planet"])[ch["defense"]] if ch["planet"] else 0
        wanted = min(4, max(2, defending + 2))
        return f"tokens:{wanted}" if f"tokens:{wanted}" in counts else counts[-1]
    return counts[-1] if board.side_of(board.me) == context.get("side") else counts[0]


def flare_butler_worth(board: Board) -> bool:
    """The Super Butler whenever offered (the card comes back); the Wild with tokens in the Warp."""
    return board.power(board.me) == "butler" or board.warp(board.me) > 0


HANDLERS["butler-tip"] = butler_tip
HANDLERS["butler-chore"] = butler_chore
HANDLERS["cone"] = butler_cone
HANDLERS["launch"] = butler_launch
HANDLERS["token-count"] = token_count


# -- Crystal (C-575..C-578): naming allies' numbers is `token_count` above ---------------------


def flare_crystal_worth(board: Board) -> bool:
    """The Super Crystal whenever offered (the card comes back); the Wild as a main player."""
    ch = board.challenge
    if board.power(board.me) == "crystal":
        return True
    return ch is not None and board.me in (ch["offense"], ch["defense"])
