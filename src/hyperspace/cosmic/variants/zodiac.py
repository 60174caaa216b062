"""Zodiac (The WARP, seed 001, by Bryan Bowe): Zodiac cards, Karma, Spiritual Leader, Nemesis.

What the seed adds, paraphrased:

* Fifteen Zodiac cards: the twelve Signs, two Cusps and the Nemesis. At set-up each player gets a
  Sign face up in front of him (not part of his hand); the rest go into the deck before hands are
  dealt. Each player puts two of his tokens on that card and spreads the other 18 over his home
  planets (rule 3 of "Rules an implementer must not miss"), choosing which two planets keep three
  when play starts (AMB-Z16; C-91).
* Tokens on your face-up card are your Karma: out of play for everything else (AMB-Z18).
* Signs are Yin when less than three apart on the Zodiac Chart, Yang when more, unrelated at three
  (AMB-Z04). Between players (rule 1): a player in cusp, the Spiritual Leader or Nemesis has no
  relationships; everyone else is Yin to the Spiritual Leader, Yang to Nemesis, unrelated to a
  player in cusp, and otherwise follows the two signs.
* Once a challenge's outcome is known, a main player who lost or made a deal gains 1 Karma and the
  players Yin to him gain 1, those Yang to him lose 1; a main player who won or failed to make a
  deal loses 1, Yin players lose 1, Yang players gain 1 (AMB-Z08..Z12).
* The Spiritual Leader is the player with most Karma (ties: nobody); the Nemesis holds the Nemesis
  card. Both are positions, not powers: they keep their powers below three home bases and win with
  one external base fewer; a Nemesis who becomes Spiritual Leader wins at once (AMB-Z14, Z15).
* The offense may play Zodiac cards before the Cone is pointed (AMB-Z06 amended), drawing two cards
  for each, under restrictions R1..R4 and the Sign exception (AMB-Z01..Z05, Z20); the target
  discards his card for the new one, releases one Karma token to a base and keeps the rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import (
    abilities,
    ability,
    challenge_order,
    may_play_card,
    modifier,
    replacement,
)
from hyperspace.cosmic.rules.deck import discard, draw
from hyperspace.cosmic.rules.resolution import DEAL, DEFENSE_WINS, NO_DEAL, OFFENSE_WINS
from hyperspace.cosmic.rules.turn import GameEnded
from hyperspace.cosmic.scenario_setup import seat_number
from hyperspace.cosmic.state import PLANETS, CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.tokens import choose_base, place, remove
from hyperspace.cosmic.variants.base import Variant
from hyperspace.cosmic.wording import BOOK, Say, card_label
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing, plural

KARMA_AT_START: Final = 2  # seed 001 set-up
YIN, NONE, YANG = 1, 0, -1  # a relationship, as the sign it gives a main player's Karma change
SIGN_CARDS: Final = tuple(cards.zodiac(s) for s in cards.ZODIAC_SIGNS)
CUSP: Final = cards.zodiac(cards.ZODIAC_CUSP)
NEMESIS: Final = cards.zodiac(cards.ZODIAC_NEMESIS)
ALL_CARDS: Final = (*SIGN_CARDS, CUSP, CUSP, NEMESIS)  # fifteen cards (seed 001 components)


def sign_relation(a: str, b: str) -> int:
    """AMB-Z04: two signs are Yin less than three apart round the Zodiac Chart (either way, the
    shorter), Yang more than three apart, and unrelated exactly three apart."""
    i, j = cards.ZODIAC_SIGNS.index(a), cards.ZODIAC_SIGNS.index(b)
    d = abs(i - j)
    d = min(d, 12 - d)
    if d == 3 or d == 0:
        return NONE
    return YIN if d < 3 else YANG


class Zodiac(Variant):
    name = "zodiac"
    title = "Zodiac"
    text = (
        "Each player has a Zodiac card face up holding his Karma tokens; Karma changes after every "
        "challenge with the players' psychic relationships (Yin, Yang); the player with most Karma "
        "is the Spiritual Leader and the Nemesis card's holder is Nemesis, each with privileges; "
        "the offense may play Zodiac cards from his hand on players before pointing the Cone."
    )
    source = "The WARP Zodiac (seed 001); DECISIONS.md AMB-Z01..Z21 (Z06, Z21 amended)"

    def __init__(self) -> None:
        self.front: list[str] = []  # the face-up Zodiac card in front of each seat
        self.karma: list[int] = []  # Karma tokens on it, by seat (each of the seat's colour)
        self.last_leader: int | None = None
        self.chosen: list[bool] = []  # has each seat chosen where his Karma came from (AMB-Z16)?

    # -- set-up -------------------------------------------------------------------------------

    def setup(self, state: CosmicState) -> None:
        """Seed 001 set-up: shuffle the Signs, deal one face up to each player, put the rest of
        the Zodiac cards into the deck, shuffle and deal hands (so the hands already dealt go back
        first); two tokens of each player onto his card, 18 on his home planets (C-91)."""
        n = state.config.players
        if n > len(cards.ZODIAC_SIGNS):
            raise ValueError("config.variants: Zodiac takes at most 12 players (AMB-Z19)")
        signs = list(SIGN_CARDS)
        state.streams["zodiac"].shuffle(signs)
        self.front = signs[:n]
        for player in state.players:
            state.deck.extend(player.hand)
            player.hand.clear()
        state.deck += [*signs[n:], CUSP, CUSP, NEMESIS]
        state.streams["deck"].shuffle(state.deck)
        for player in state.players:
            draw(state, player.seat, state.config.hand_size)
        self.karma = [0] * n
        for seat in range(n):
            for planet in karma_planets(seat):
                # Until the owner chooses at the start of play (AMB-Z16, C-91), the Karma tokens
                # come off the last home planets (4, 4, 4, 3, 3).
                remove(state, seat, planet)
                self.karma[seat] += 1
        self.chosen = [False] * n

    @ability("game_start", always=True)
    async def choose_karma_planets(self, state: CosmicState, seat: int, ctx: object) -> None:
        """Set-up: each player chooses which two of his home planets give up a token for his
        Karma, the other three keeping four (AMB-Z16); in seat order, unless already fixed."""
        for owner, chosen in enumerate(self.chosen):
            if chosen:
                continue
            options = karma_options(state, owner)
            prompt = "Your two Karma tokens: from which two home planets?"
            answer = await ask(Decision(owner, "zodiac-karma-setup", options, prompt))
            self.take_karma_from(state, owner, answer.split("+"))
            state.note("karma-setup", {"seat": owner, "from": answer.split("+")})

    def take_karma_from(self, state: CosmicState, seat: int, names: list[str]) -> None:
        """``seat``'s Karma tokens come off the home planets ``names`` instead of the last two."""
        for planet in karma_planets(seat):
            place(state, seat, planet)
        for name in names:
            remove(state, seat, parse_planet(name))
        self.chosen[seat] = True

    def apply_setup(self, state: CosmicState, value: Any) -> None:
        """Scenario set-up (docs/scenarios.md): ``{"cards": {seat: "taurus"|"cusp"|"nemesis"},
        "karma": [tokens by seat], "karma_from": {seat: [two home planets]}}``; Karma tokens are
        counted in each player's 20 (C-10). Either of the last two fixes the AMB-Z16 choice."""
        if not isinstance(value, Mapping):
            raise ValueError("setup.zodiac: expected a table with cards, karma and/or karma_from")
        unknown = set(value) - {"cards", "karma", "karma_from"}
        if unknown:
            raise ValueError(
                f"setup.zodiac.{sorted(unknown)[0]}: unknown key (cards, karma, karma_from)"
            )
        n = state.config.players
        from_table = value.get("karma_from", {})
        if not isinstance(from_table, Mapping):
            raise ValueError("setup.zodiac.karma_from: expected a table of seat = [two planets]")
        for seat_key, names in dict(from_table).items():
            where = f"setup.zodiac.karma_from.{seat_key}"
            seat = seat_number(seat_key, n, where)
            pair = "+".join(sorted(map(str, names))) if isinstance(names, list) else ""
            if pair not in karma_options(state, seat):
                raise ValueError(
                    f"{where}: expected two different home planets of seat {seat} holding a "
                    f"token, found {names!r}"
                )
            self.take_karma_from(state, seat, [str(name) for name in names])
        for seat_key, name in dict(value.get("cards", {})).items():
            seat = seat_number(seat_key, n, f"setup.zodiac.cards.{seat_key}")
            card = cards.zodiac(str(name))
            if not cards.is_card_name(card):
                raise ValueError(f"setup.zodiac.cards.{seat_key}: {name!r} for seat {seat_key}?")
            for place_ in (state.deck, state.discard, *(p.hand for p in state.players)):
                if card in place_:  # the card leaves wherever it was; the old one takes its place
                    place_[place_.index(card)] = self.front[seat]
                    break
            else:
                if card in self.front:
                    other = self.front.index(card)
                    self.front[other] = self.front[seat]
            self.front[seat] = card
        if "karma" in value:
            karma = value["karma"]
            if (
                not isinstance(karma, list)
                or len(karma) != n
                or not all(isinstance(k, int) and not isinstance(k, bool) and k >= 0 for k in karma)
            ):
                raise ValueError(f"setup.zodiac.karma: expected {n} token counts (0 or more)")
            self.karma = [int(k) for k in karma]
            self.chosen = [True] * n  # Karma placed by the scenario: nobody chooses (AMB-Z16)
        self.last_leader = self.leader()

    # -- conservation and the view ----------------------------------------------------------

    def tokens_held(self, state: CosmicState, colour: int) -> int:
        # Karma is a seat's own colour only: "only a player's original set of 20 tokens can be
        # used as Karma tokens" (seed 001 line 87, C-555), so none of a colour a power added.
        return self.karma[colour] if colour < len(self.karma) else 0

    def cards_held(self, state: CosmicState) -> int:
        return len(self.front)

    def public(self, state: CosmicState) -> dict[str, Any]:
        """Zodiac cards in front of players and Karma are public (issue 4, point 5)."""
        return {
            "cards": [cards.zodiac_name(c) for c in self.front],
            "karma": list(self.karma),
            "spiritual_leader": self.leader(),
            "nemesis": self.nemesis(),
        }

    # -- positions and relationships --------------------------------------------------------

    def leader(self) -> int | None:
        """The Spiritual Leader: the player with most Karma; a tie for most means nobody."""
        if not self.karma:
            return None
        most = max(self.karma)
        holders = [seat for seat, k in enumerate(self.karma) if k == most]
        return holders[0] if len(holders) == 1 else None

    def nemesis(self) -> int | None:
        return self.front.index(NEMESIS) if NEMESIS in self.front else None

    def in_cusp(self, seat: int) -> bool:
        return self.front[seat] == CUSP

    def sign(self, seat: int) -> str | None:
        card = self.front[seat]
        return cards.zodiac_name(card) if card in SIGN_CARDS else None

    def relation(self, seat: int, other: int) -> int:
        """``seat``'s psychic relationship to ``other`` (rule 1 of "Rules an implementer must not
        miss"): none for a player in cusp, the Spiritual Leader or Nemesis; otherwise Yin to the
        Spiritual Leader whatever her card, Yang to Nemesis, none to a player in cusp, else as
        their signs are."""
        leader = self.leader()
        mine = self.sign(seat)
        if seat in (other, leader) or mine is None:
            return NONE
        if other == leader:
            return YIN
        if self.front[other] == NEMESIS:
            return YANG
        theirs = self.sign(other)
        return NONE if theirs is None else sign_relation(mine, theirs)

    # -- Karma after a challenge's outcome ---------------------------------------------------

    @ability("resolved", always=True)
    async def karma_after_outcome(self, state: CosmicState, seat: int, ctx: object) -> None:
        """Once the outcome is known (after tokens, consolation, rewards and deals: AMB-Z10),
        every player's Karma change is worked out first, then each is carried out in challenge
        order; a move that cannot be made is skipped (AMB-Z08, Z11)."""
        results = main_results(state)
        challenge = state.challenge
        assert challenge is not None
        if not results or (challenge.number == 0 and not state.config.zodiac_karma_on_secondary):
            return  # no outcome, or a secondary challenge with the option off (AMB-Z08)
        changes = self.karma_changes(results)
        state.note("karma-changes", {"changes": {str(p): d for p, d in changes.items() if d}})
        for player in challenge_order(state):
            await self.change_karma(state, player, changes.get(player, 0))
        self.positions_changed(state)

    def karma_changes(self, results: dict[int, int]) -> dict[int, int]:
        """AMB-Z11: a main player's own result (+1 lost or made a deal, -1 won or failed to make
        a deal), plus, for every player, +1 Yin / -1 Yang times each main player's result. A
        player in cusp, the Spiritual Leader and Nemesis change nothing, even as main players."""
        changes: dict[int, int] = {}
        leader = self.leader()
        for seat in range(len(self.front)):
            if seat == leader or self.sign(seat) is None:
                continue
            delta = results.get(seat, 0)
            delta += sum(self.relation(seat, m) * r for m, r in results.items() if m != seat)
            if delta:
                changes[seat] = delta
        return changes

    async def change_karma(self, state: CosmicState, seat: int, delta: int) -> None:
        """Gain Karma: a token from a base of one's choice onto one's Zodiac card (AMB-Z12); lose
        Karma: a token from the card to a base of one's choice. With no token on a base to gain,
        or no Karma or no base to lose, the Karma stays as it is (seed 001, Other Details)."""
        for _ in range(abs(delta)):
            if delta > 0:
                planet = await choose_base(
                    state, seat, "zodiac-karma-gain", "Gain 1 Karma: take a token from a base"
                )
                if planet is None:
                    state.note("karma-unchanged", {"seat": seat, "change": 1})
                    continue
                remove(state, seat, planet)
                self.karma[seat] += 1
                await abilities(state, "karma_taken", (seat, planet))  # Fungus stacks: AMB-Z17
            else:
                planet = None
                if self.karma[seat]:
                    planet = await choose_base(
                        state, seat, "zodiac-karma-release", "Lose 1 Karma: release it to a base"
                    )
                if planet is None:
                    state.note("karma-unchanged", {"seat": seat, "change": -1})
                    continue
                self.karma[seat] -= 1
                place(state, seat, planet)
            state.features["karma_moves"] += 1
            state.note(
                "karma",
                {"seat": seat, "change": 1 if delta > 0 else -1, "planet": planet_key(planet)},
            )

    def positions_changed(self, state: CosmicState) -> None:
        """After Karma moves: a new Spiritual Leader (or none) is announced and counted; a Nemesis
        who is now also Spiritual Leader wins the game at once (AMB-Z14, C-92)."""
        leader = self.leader()
        if leader != self.last_leader:
            self.last_leader = leader
            state.features["spiritual_leader_changes"] += 1
            state.note("spiritual-leader", {"seat": leader})
        if leader is not None and leader == self.nemesis():
            state.over = True
            state.winners = [leader]
            state.features["nemesis_wins"] += 1
            state.note("win", {"winners": [leader], "zodiac": "nemesis-spiritual-leader"})
            raise GameEnded

    # -- the privileges of the Spiritual Leader and Nemesis -------------------------------------

    def privileged(self, seat: int) -> bool:
        """The Spiritual Leader and Nemesis: positions, not powers, so no Cosmic Zap or lost
        power takes their privileges away (rule 2 of "Rules an implementer must not miss")."""
        return seat in (self.leader(), self.nemesis())

    @modifier("win_bases")
    def one_base_fewer(self, state: CosmicState, seat: int, value: int, ctx: int) -> int:
        """Privilege 5: the Spiritual Leader and Nemesis win with one external base fewer than
        everybody else (AMB-Z15)."""
        return value - 1 if self.privileged(ctx) else value

    @modifier("keeps_power")
    def keeps_power(self, state: CosmicState, seat: int, value: bool, ctx: int) -> bool:
        """Privilege 4: the Spiritual Leader and Nemesis keep their powers below the home-base
        threshold (AMB-G07); a Cosmic Zap still stops the power (seed 001, Other Details)."""
        return value or self.privileged(ctx)

    @modifier("off_board_place")
    def card_as_base(
        self, state: CosmicState, seat: int, value: bool, ctx: tuple[int, bool]
    ) -> bool:
        """Privilege 3 (AMB-Z13): the Spiritual Leader and Nemesis may put tokens on and take
        them from their face-up card as though it were a base (it never counts as one): wherever
        a token comes from or goes to "one of your bases" (launching, allying, giving tokens up,
        tokens returning, regroup, rewards, Lucre). The Spiritual Leader must keep enough Karma
        to stay Spiritual Leader; Nemesis may not make herself Spiritual Leader or depose one."""
        player, taking = ctx
        return value or self.card_usable(player, taking)

    @modifier("off_board_room")
    def card_room(
        self, state: CosmicState, seat: int, value: int, ctx: tuple[int, bool, int]
    ) -> int:
        """Privilege 3 for tokens moved all at once (a commitment, tokens returning: C-600,
        C-601): how many, up to ``limit``, the player may take from his card (``taking``) or put
        on it one after another, each move allowed as above (AMB-Z13)."""
        player, taking, limit = ctx
        room, karma, step = 0, self.karma[player], -1 if taking else 1
        while room < limit and self.may_move(player, karma, taking):
            room, karma = room + 1, karma + step
        return max(value, room)

    def card_usable(self, player: int, taking: bool) -> bool:
        return self.may_move(player, self.karma[player], taking)

    def may_move(self, player: int, karma: int, taking: bool) -> bool:
        """Whether ``player``, with ``karma`` on his card, may take one token off it (or put one
        on): the Spiritual Leader keeps the lead, Nemesis never takes it."""
        leader, nemesis = self.leader(), self.nemesis()
        if player not in (leader, nemesis) or (taking and not karma):
            return False
        after = karma + (-1 if taking else 1)
        others = max((k for s, k in enumerate(self.karma) if s != player), default=0)
        if player == leader:
            return after > others  # still the most Karma, alone
        if leader is not None:
            return after < self.karma[leader]  # the Spiritual Leader keeps the lead
        return after <= others  # no lead of her own

    @replacement("off_board_move")
    def move_on_card(self, state: CosmicState, seat: int, ctx: tuple[int, int]) -> bool:
        player, count = ctx
        self.karma[player] += count
        state.features["card_as_base_moves"] += 1
        state.note("karma", {"seat": player, "change": count, "card_as_base": True})
        self.positions_changed(state)
        return True

    # -- playing Zodiac cards -----------------------------------------------------------------

    @ability("start_of_challenge", always=True)
    async def window_at_start(self, state: CosmicState, seat: int, ctx: object) -> None:
        """AMB-Z06 amended: the offense may play Zodiac cards at the start of his challenge..."""
        await self.zodiac_window(state)

    @ability("destiny", always=True)
    async def window_after_destiny(self, state: CosmicState, seat: int, ctx: object) -> None:
        """...and again once Destiny has named the defense, until the Cone is pointed."""
        await self.zodiac_window(state)

    async def zodiac_window(self, state: CosmicState) -> None:
        """The offensive main player plays any number of Zodiac cards from his hand, one at a
        time, each on a player it may be played on (:meth:`may_play`), or stops."""
        offense = state.offense
        while True:
            plays = self.legal_plays(state, offense)
            if not plays:
                return
            answer = await ask(
                Decision(offense, "zodiac-play", ("done", *plays), "Play a Zodiac card?")
            )
            if answer == "done":
                return
            card, _, target = answer.partition("@")
            await self.play_zodiac(state, offense, card, int(target))

    def legal_plays(self, state: CosmicState, player: int) -> list[str]:
        """Option keys "zodiac-taurus@2": a Zodiac card in ``player``'s hand and its target."""
        held = dict.fromkeys(
            c
            for c in state.players[player].hand
            if c in ALL_CARDS and may_play_card(state, player, c)  # (Cripple)
        )
        return [
            f"{card}@{target}"
            for card in held
            for target in range(len(self.front))
            if self.may_play(player, card, target)
        ]

    def may_play(self, player: int, card: str, target: int) -> bool:
        """Restrictions R1-R4 and the exception (AMB-Z01, Z02, Z05, Z20): R1 no card on the
        Spiritual Leader or Nemesis; R2 a Sign only on a player whose sign is Yin to it, or who is
        in cusp; R3 no Cusp on a player in cusp; R4 no Nemesis card while there is a Spiritual
        Leader. The Spiritual Leader and Nemesis may play a Sign on anybody (R1 and R2 lifted, for
        Signs only), themselves included (AMB-Z03)."""
        leader, nemesis = self.leader(), self.nemesis()
        sign = card in SIGN_CARDS
        if sign and player in (leader, nemesis):
            return True  # the exception
        if target in (leader, nemesis):
            return False  # R1
        if sign:
            theirs = self.sign(target)
            yin = theirs is not None and sign_relation(cards.zodiac_name(card), theirs) == YIN
            return yin or self.in_cusp(target)  # R2
        if card == CUSP:
            return not self.in_cusp(target)  # R3
        return leader is None  # R4 (the Nemesis card)

    async def play_zodiac(self, state: CosmicState, player: int, card: str, target: int) -> None:
        """The target discards his face-up card for the one played, releases one Karma token (if
        he has any) to a base of his choice and keeps the rest on the new card; the player who
        played it draws two cards (AMB-Z01, Z06)."""
        state.players[player].hand.remove(card)
        old = self.front[target]
        self.front[target] = card
        await discard(state, target, [old])
        state.features["zodiac_cards_played"] += 1
        state.note(
            "zodiac-played", {"seat": player, "card": card, "target": target, "replaced": old}
        )
        if self.karma[target]:
            planet = await choose_base(
                state, target, "zodiac-release", "Release one Karma token to a base"
            )
            if planet is None:
                state.note("karma-unchanged", {"seat": target, "change": -1})
            else:
                self.karma[target] -= 1
                place(state, target, planet)
                state.note("karma", {"seat": target, "change": -1, "planet": planet_key(planet)})
        hand = state.players[player].hand
        drawn = draw(state, player, 2)
        state.note("zodiac-draw", {"seat": player, "cards": drawn},
                   {player: {"drawn": hand[len(hand) - drawn :]}})  # fmt: skip
        self.positions_changed(state)


def karma_planets(seat: int) -> list[Planet]:
    """The home planets that give up the Karma tokens unless their owner chooses others: the last
    two (C-91)."""
    return [(seat, PLANETS - 1 - index) for index in range(KARMA_AT_START)]


def karma_options(state: CosmicState, seat: int) -> tuple[str, ...]:
    """The pairs of ``seat``'s home planets that could give up his two Karma tokens ("A1+A2"),
    the last two first (AMB-Z16): each must hold a token once the last two have theirs back."""
    default = karma_planets(seat)
    holding = [
        planet_key((seat, i))
        for i in range(PLANETS)
        if state.tokens_on((seat, i), seat) + ((seat, i) in default) > 0
    ]
    pairs = [f"{a}+{b}" for i, a in enumerate(holding) for b in holding[i + 1 :]]
    first = "+".join(planet_key(p) for p in reversed(default))
    return tuple(sorted(pairs, key=lambda pair: pair != first))


def main_results(state: CosmicState) -> dict[int, int]:
    """Each main player's own Karma result for the challenge just resolved: +1 for the loser or
    a player who made a deal, -1 for the winner or a player who failed to make one (AMB-Z09: a
    Compromise against an Attack loses); nothing for a challenge without an outcome (AMB-Z08)."""
    challenge = state.challenge
    assert challenge is not None
    outcome = challenge.outcome
    if outcome in (OFFENSE_WINS, DEFENSE_WINS) and challenge.winner_side is not None:
        winner = challenge.winner_side
        return {winner: -1, challenge.opponent(winner): 1}
    if outcome == DEAL:
        return dict.fromkeys(challenge.sides(), 1)
    if outcome == NO_DEAL:
        return dict.fromkeys(challenge.sides(), -1)
    return {}


VARIANT: Final = Zodiac


def zodiac_of(state: CosmicState) -> Zodiac | None:
    variant = state.variants.get(Zodiac.name)
    return variant if isinstance(variant, Zodiac) else None


# -- words (docs/architecture.md, "Words") --------------------------------------------------------

_SIGN_TEXT: Final = (
    "A Sign. The offense may play it before pointing the Cone on a player whose sign is Yin to "
    "it (or who is in cusp) and draws two cards; that player discards his Zodiac card for this "
    "one and releases one Karma token to a base. Signs less than three apart are Yin, more are "
    "Yang."
)
ZODIAC_TEXTS: Final[dict[str, str]] = {
    **{card: _SIGN_TEXT for card in SIGN_CARDS},
    CUSP: (
        "The Cusp. Played by the offense on a player not already in cusp (drawing two cards): "
        "that player has no psychic relationships while he holds it."
    ),
    NEMESIS: (
        "The Nemesis. Its holder is Nemesis: everyone is Yang to him; he keeps his power below "
        "three home bases, wins with one foreign base fewer, and wins at once if he becomes "
        "Spiritual Leader. It cannot be played while there is a Spiritual Leader."
    ),
}


@BOOK.entry("karma", "karma-changes", "karma-unchanged", "spiritual-leader", important=True)
def _karma_words(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "karma-changes":
        changes = entry.get("changes", {})
        shown = [f"{say.name(s)} {int(d):+d}" for s, d in changes.items()]
        return "Karma changes: " + (", ".join(shown) or "none") + "."
    if kind == "karma-unchanged":
        return f"{seat}'s Karma stays as it is: no token can move."
    if kind == "spiritual-leader":
        if entry.get("seat") is None:
            return "There is no Spiritual Leader now."
        return f"{seat} is the Spiritual Leader now."
    where = "the card used as a base" if entry.get("card_as_base") else say.planet(entry["planet"])
    return f"{seat}'s Karma changes by {int(entry.get('change', 0)):+d} ({where})."


@BOOK.entry("karma-setup", "zodiac-played", "zodiac-draw")
def _zodiac_words(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "karma-setup":
        planets = listing([say.planet(p) for p in entry.get("from", [])])
        return f"{seat}'s Karma tokens come from {planets}."
    if kind == "zodiac-played":
        return (
            f"{seat} plays {card_label(entry.get('card'))} on {say.name(entry.get('target'))}, "
            f"who discards {card_label(entry.get('replaced'))}."
        )
    drawn = entry.get("drawn")
    return f"{seat} draws {plural(int(entry.get('cards', 0)), 'card')}" + (
        f": {say.cards(drawn)}." if drawn else "."
    )


@BOOK.option("zodiac-play")
def _play_words(decision: Decision, key: str, say: Say) -> str:
    if key == "done":
        return "play no more Zodiac cards now"
    card, _, target = key.partition("@")
    return f"play {card_label(card)} on {say.name(target)} (you draw two cards)"


@BOOK.option("zodiac-karma-gain", "zodiac-karma-release", "zodiac-release", "zodiac-karma-setup")
def _karma_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "zodiac-karma-setup":
        return "your Karma from " + listing([say.planet(p) for p in key.split("+")])
    if decision.kind == "zodiac-karma-gain":
        return f"{say.token_from(key)} onto your Zodiac card"
    return f"release a Karma token to {say.planet(key)} (you have {say.mine(key)} there)"
