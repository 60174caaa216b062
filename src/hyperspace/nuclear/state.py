"""All the data of one nuclear game. Rules code keeps no game data anywhere else."""

from __future__ import annotations

from typing import Any, Final

from hyperspace.engine.events import Event
from hyperspace.engine.rng import Streams
from hyperspace.nuclear.cards import SPECIAL, ULTIMATE, Card
from hyperspace.nuclear.config import Config


class Active:
    """A duration card in force from ``first`` to ``last`` round, both included [R-29]."""

    __slots__ = ("card", "first", "last")

    def __init__(self, card: Card, first: int, last: int) -> None:
        self.card = card
        self.first = first
        self.last = last


class Player:
    __slots__ = (
        "active",
        "alive",
        "credit",
        "doomsday",
        "emp_locked_until",
        "hand",
        "hand_version",
        "held",
        "idle",
        "name",
        "offer",
        "penalty_u2",
        "penalty_u3",
        "penalty_u4",
        "picked",
        "population",
        "prepped",
        "prepped_due",
        "seat",
    )

    def __init__(self, seat: int, name: str, population: int) -> None:
        self.seat = seat
        self.name = name
        self.population = population
        self.alive = True
        self.hand: list[Card] = []
        self.active: dict[str, Active] = {}  # label -> duration card (S or U) in force
        self.idle: dict[str, Card] = {}  # label -> trigger card waiting for its trigger
        self.prepped: Card | None = None  # the prepped missile, due in round ``prepped_due``
        self.prepped_due = 0
        self.emp_locked_until = 0  # S20: no D-cards up to and including this round
        self.credit = 0
        self.penalty_u2 = 0
        self.penalty_u3 = 0
        self.penalty_u4 = 0
        self.doomsday = False  # used U1 effectively
        self.picked: list[Card] = []  # cards picked at the last cleanup (for S9's intel)
        self.hand_version = 0  # bumped by every change of the hand (see ``offer``)
        self.offer: tuple[int, Any] = (-1, None)  # (hand_version, rules.turn.Offer): a cache
        # Each S- and U-card label this player ever held, with the round it first came: a
        # statistic for studies (docs/study.md, ``cards_held``); no rule reads it.
        self.held: dict[str, int] = {}

    def receive(self, card: Card, round: int) -> None:
        """Take a card into hand in ``round``, keeping the hand in id order (ids break ties
        [R-44])."""
        hand = self.hand
        if not hand or hand[-1].id < card.id:
            hand.append(card)  # a new card (a pick, a deal) has the highest id
        else:
            hand.insert(self.place(card), card)
        self.hand_version += 1
        self.hold(card, round)

    def place(self, card: Card) -> int:
        """Where ``card`` is, or would go, in the hand: a binary search on the ids (a search of
        the list itself would compare every card before it)."""
        hand = self.hand
        low, high = 0, len(hand)
        while low < high:
            middle = (low + high) // 2
            if hand[middle].id < card.id:
                low = middle + 1
            else:
                high = middle
        return low

    def has_in_hand(self, card: Card) -> bool:
        at = self.place(card)
        return at < len(self.hand) and self.hand[at] is card

    def hold(self, card: Card, round: int) -> None:
        """Note that this player holds ``card`` in ``round`` (``held``: S- and U-cards, the
        first round only)."""
        if card.type in (SPECIAL, ULTIMATE) and card.label not in self.held:
            self.held[card.label] = round

    def give_up(self, card: Card) -> None:
        """The card leaves the hand (spent, given, stolen, installed)."""
        at = self.place(card)
        if at == len(self.hand) or self.hand[at] is not card:
            raise ValueError(f"{card!r} is not in {self.name}'s hand")
        del self.hand[at]
        self.hand_version += 1

    def set_hand(self, cards: list[Card]) -> None:
        self.hand = sorted(cards, key=lambda c: c.id)
        self.hand_version += 1

    def labels(self) -> list[str]:
        return sorted(card.label for card in self.hand)


# TurnPlan's fields: its __slots__, and the names snapshot() reads (a compiled class has no
# __slots__ attribute to read back).
PLAN_FIELDS: Final = (
    "cancels",
    "cards",
    "failed",
    "missile",
    "pick",
    "sabotaged",
    "seat",
    "special",
    "special_failed",
    "special_spent",
    "special_target",
    "special_warhead",
    "target",
    "terminal",
    "ultimate",
    "void",
)


class TurnPlan:
    """One player's submitted intentions for the round (SPEC §4): nothing happens before the
    round is resolved."""

    __slots__ = PLAN_FIELDS

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.terminal = (
            ""  # pick, prep, launch, sublaunch, ufo, defense, propaganda, give, stealth,
        )
        # doomsday, pass; "" while the turn is still open
        self.cards: list[Card] = []  # the cards the terminal action commits
        self.missile: Card | None = None  # launch: the prepped missile; sublaunch: the M-card used
        self.target: int | None = None
        self.pick = ""
        self.special: Card | None = None
        self.special_target: int | None = None
        self.special_warhead: Card | None = None  # S6 and S18
        self.ultimate: Card | None = None
        self.cancels: list[str] = []  # own active cards this turn's activation cancels
        self.void = False  # S4, S5 or U3 voided the whole move
        self.special_failed = False  # the S-card failed (S10); consumed with no effect
        self.special_spent = False  # the S-card already acted this round (H-8)
        self.sabotaged = False  # S7 destroyed the missile of this prep or launch
        self.failed = False  # the terminal attack failed against an S10 shield (amended R-17)

    def committed(self) -> set[int]:
        ids = {card.id for card in self.cards}
        for card in (self.special, self.special_warhead, self.ultimate, self.missile):
            if card is not None:
                ids.add(card.id)
        return ids


class NuclearState:
    __slots__ = (
        "config",
        "log",
        "next_id",
        "over",
        "plans",
        "players",
        "resolution",
        "rng_log",
        "round",
        "script",
        "special_deck",
        "streams",
        "survivor",
        "ultimates",
        "uses",
    )

    def __init__(self, config: Config, seed: int) -> None:
        self.config = config
        self.streams = Streams(seed)
        self.script: dict[str, list[Any]] | None = None  # scenario files script random outcomes
        self.round = 1
        names = config.seat_names()
        self.players = [
            Player(i, names[i], config.starting_population) for i in range(config.players)
        ]
        self.next_id = 1
        self.log: list[Event] = []
        self.plans: dict[int, TurnPlan] = {}
        self.resolution: Any = None  # the round being resolved (rules.resolve.Resolution)
        self.ultimates: list[tuple[int, int, str]] = []  # (intro round, owner seat, U label)
        # The S-card numbers not dealt yet, with ``finite_special_deck`` (R-30's alternative).
        self.special_deck: list[int] = list(range(1, 23))
        self.over = False
        self.survivor: int | None = None
        self.rng_log: list[str] | None = None  # scenario runs record the random calls here
        self.uses: list[dict[str, int]] = [{} for _ in self.players]  # rules.uses, by seat

    def new_card(self, type: str, value: int, bio: bool = False) -> Card:
        card = Card(self.next_id, type, value, bio)
        self.next_id += 1
        return card

    def living(self) -> list[Player]:
        return [p for p in self.players if p.alive]

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def time_machine_owner(self) -> int | None:
        """The player whose Time machine (U3) is in force from an earlier round [R-35]."""
        for player in self.players:
            if "U3" in player.active and player.active["U3"].first < self.round:
                return player.seat
        return None

    def frozen(self, seat: int) -> bool:
        """Skipped this round because another player's Time machine is in force [R-35]."""
        owner = self.time_machine_owner()
        return owner is not None and owner != seat

    def emit(
        self,
        kind: str,
        public: dict[str, Any] | None,
        private: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        self.log.append(Event(kind, self.round, public, private))


def snapshot(state: NuclearState) -> dict[str, Any]:
    """Every piece of game data as plain values (for tests: replay equality, "nothing changed").
    This is the whole truth, random streams included: never show it to a seat."""
    return {
        "round": state.round,
        "next_id": state.next_id,
        "over": state.over,
        "survivor": state.survivor,
        "ultimates": list(state.ultimates),
        "special_deck": list(state.special_deck),
        "uses": [dict(counts) for counts in state.uses],
        "streams": {
            name: state.streams[name].getstate() for name in ("draw", "fallout", "deal", "ultimate")
        },
        "script": state.script,
        "log": [event.to_dict() | {"round": event.round} for event in state.log],
        "plans": {seat: _plan(plan) for seat, plan in state.plans.items()},
        "players": [
            {
                "population": p.population,
                "alive": p.alive,
                "hand": [repr(c) for c in p.hand],
                "active": {k: (repr(a.card), a.first, a.last) for k, a in p.active.items()},
                "idle": {k: repr(c) for k, c in p.idle.items()},
                "prepped": repr(p.prepped) if p.prepped else None,
                "prepped_due": p.prepped_due,
                "emp_locked_until": p.emp_locked_until,
                "ledgers": (p.credit, p.penalty_u2, p.penalty_u3, p.penalty_u4, p.doomsday),
                "picked": [repr(c) for c in p.picked],
                "held": dict(p.held),
            }
            for p in state.players
        ],
    }


def _plan(plan: TurnPlan) -> dict[str, Any]:
    return {name: repr(getattr(plan, name)) for name in PLAN_FIELDS}
