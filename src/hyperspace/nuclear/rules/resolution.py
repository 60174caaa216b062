"""Phase 1 of round resolution: what one round's processing knows and produces (SPEC §6.1).

Phase 1 changes no hand and no population [R-3]. It marks moves void or failed, sets per-round
flags, and appends population events, card consumptions, theft claims and messages to ordered lists
that phase 2 (cleanup) applies.
"""

from __future__ import annotations

from typing import Any, Final

from hyperspace.engine.hooks import HookIndex
from hyperspace.nuclear.cards import Card
from hyperspace.nuclear.state import NuclearState, Player, TurnPlan

# Origins of population events (SPEC §7.5).
DIRECT: Final = "direct"
FALLOUT: Final = "fallout"
TERROR: Final = "terror"
PROPAGANDA: Final = "propaganda"
REFLECTED: Final = "reflected"
WARHEAD_ORIGINS: Final = (DIRECT, FALLOUT, TERROR)
# What stopped a move, as its user is told.
SHIELD: Final = "{target}'s anti-terrorist organisation (S10)"


class Delivery:
    """One resolved act of putting warhead(s) on a target (SPEC §7.1)."""

    __slots__ = (
        "attacker",
        "bio",
        "blocked",
        "bunker_busted",
        "failed",
        "missile",
        "target",
        "via",
        "warheads",
    )

    def __init__(
        self, attacker: int, target: int, warheads: list[Card], missile: Card | None, via: str
    ) -> None:
        self.attacker = attacker
        self.target = target
        self.warheads = warheads
        self.missile = missile
        self.via = via  # missile, sub, stealth, ufo, terror
        self.bio = warheads[0].bio
        self.blocked = False
        self.failed = False  # stopped by an S10 shield (amended R-17)
        self.bunker_busted = False

    @property
    def base(self) -> int:
        """The "supposed" damage: the summed yield, doubled for bio (§7.2)."""
        return sum(w.value for w in self.warheads) * (2 if self.bio else 1)

    @property
    def by_m_card(self) -> bool:
        return self.via in ("missile", "sub")


class PopEvent:
    """A population change to apply at cleanup C1, in the order produced."""

    __slots__ = ("amount", "attacker", "gainer", "origin", "via", "victim", "warhead")

    def __init__(
        self,
        victim: int,
        amount: int,
        origin: str,
        attacker: int | None = None,
        gainer: int | None = None,
        via: str = "",
        warhead: Card | None = None,
    ) -> None:
        self.victim = victim
        self.amount = amount
        self.origin = origin
        self.attacker = attacker
        self.gainer = gainer
        self.via = via
        self.warhead = warhead  # a terrorist hit's warhead, for its victim's message


class Resolution:
    """Everything phase 1 works on and produces for round ``state.round``."""

    __slots__ = (
        "alive_at_start",
        "consumed",
        "defense",
        "deliveries",
        "disabled",
        "doomsday",
        "events",
        "fired",
        "fried",
        "hooks",
        "in_play",
        "messages",
        "ordered",
        "passcodes",
        "plans",
        "reflected",
        "shielded",
        "state",
        "stopped",
        "thefts",
    )

    def __init__(self, state: NuclearState, hooks: HookIndex) -> None:
        self.state = state
        self.hooks = hooks
        self.plans: dict[int, TurnPlan] = state.plans
        self.ordered = [self.plans[seat] for seat in sorted(self.plans)]
        self.in_play = in_play(state)  # card steps for labels nobody has are skipped
        self.alive_at_start: list[Player] = state.living()
        self.disabled: set[int] = set()  # S- and D-cards do not work this round (S5, U3)
        self.shielded: set[int] = set()  # S10 fired: every attack on them fails (amended R-17)
        self.fired: set[tuple[int, str]] = set()  # idle cards that triggered: consumed at cleanup
        self.defense: dict[int, Card] = {}  # the D-card in force for each player (step 9)
        self.fried: set[int] = set()  # S20: the defense blocks nothing this round
        self.passcodes: set[tuple[int, int]] = set()  # S8: (user, target)
        self.deliveries: list[Delivery] = []
        self.events: list[PopEvent] = []
        self.thefts: list[tuple[int, int, Card | None, str]] = []  # (thief, victim, card, S-label)
        self.consumed: list[Card] = []  # destroyed beyond the plans' own cards (S7)
        self.messages: list[
            tuple[str, dict[str, Any] | None, dict[int, dict[str, Any]] | None]
        ] = []
        self.doomsday: int | None = None  # the U1 user, when Doomsday resolves
        self.reflected: set[int] = set()  # S13 holders who already reflected a P-card this round
        self.stopped: dict[int, list[str]] = {}  # S10 holder -> what its shield stopped
        owner = state.time_machine_owner()
        if owner is not None:  # R-35: the others' S- and D-cards have no effect in the window
            self.disabled.update(p.seat for p in state.players if p.seat != owner)

    # -- questions the rules ask -------------------------------------------------------------

    def has(self, seat: int, label: str) -> bool:
        """Whether ``seat`` has card ``label`` in play now (active, idle, or activated this round
        by a move that was not voided). S-cards of a disabled player do not count (S5, U3)."""
        if label[0] == "S" and seat in self.disabled:
            return False
        player = self.state.players[seat]
        if label in player.active or label in player.idle:
            return True
        plan = self.plans.get(seat)
        if plan is None or plan.void:
            return False
        card = plan.ultimate if label[0] == "U" else plan.special
        return card is not None and card.label == label

    def live_plans(self, special: str | None = None) -> list[TurnPlan]:
        """The moves not voided, in seat order; with ``special``, only those activating it and not
        failed."""
        if special is None:
            return [plan for plan in self.ordered if not plan.void]
        if special not in self.in_play:
            return []
        plans = [plan for plan in self.ordered if not plan.void]
        return [
            plan
            for plan in plans
            if plan.special is not None
            and plan.special.label == special
            and not plan.special_failed
        ]

    def void(self, seat: int) -> None:
        """The whole move of ``seat`` is ignored: its cards come back [R-6, R-7]."""
        plan = self.plans.get(seat)
        if plan is not None:
            plan.void = True

    def message(
        self,
        kind: str,
        public: dict[str, Any] | None,
        private: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        self.messages.append((kind, public, private))

    def tell(self, seat: int, kind: str, text: str, **extra: Any) -> None:
        self.message(kind, None, {seat: {"text": text, **extra}})

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def shield_stops(self, attacker: int, target: int, what: str) -> bool:
        """Amended R-17: once S10 fired, every attack on its holder by another player fails. R-66:
        the attacker is told (the holder hears of it in the shield's report, at C8)."""
        if target in self.shielded and attacker != target:
            self.stopped.setdefault(target, []).append(f"{what} from {self.name(attacker)}")
            self.report_stopped(attacker, target, what, SHIELD)
            return True
        return False

    def report_stopped(self, user: int, target: int, what: str, by: str) -> None:
        """R-66: a move stopped by a shield, a filter or a sabotage is reported to its user, with
        what stopped it (``by`` names ``target``'s card with ``{target}``)."""
        stopper = by.format(target=self.name(target))
        text = f"Your {what} against {self.name(target)} was stopped by {stopper}."
        self.tell(user, "stopped", text)

    def sheltered(self, victim: int, bio: bool, delivery: Delivery | None) -> bool:
        """Whether shelter halving applies to this damage (S15, S17; S22 for direct hits)."""
        return bool(self.hooks.modify("sheltered", False, (self, victim, bio, delivery)))

    def direct_damage(self, delivery: Delivery) -> int:
        """§7.2: the direct damage of a delivery that was not blocked."""
        damage = int(self.hooks.modify("direct_damage", delivery.base, (self, delivery)))
        if damage and self.sheltered(delivery.target, delivery.bio, delivery):
            damage //= 2  # floor
        return damage


def in_play(state: NuclearState) -> set[str]:
    """The labels of every special and ultimate card active, idle or activated this round."""
    labels: set[str] = set()
    for player in state.players:
        if player.alive and (player.active or player.idle):
            labels.update(player.active)
            labels.update(player.idle)
    for plan in state.plans.values():
        if plan.special is not None:
            labels.add(plan.special.label)
        if plan.ultimate is not None:
            labels.add(plan.ultimate.label)
    return labels
