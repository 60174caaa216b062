"""Helpers shared by several cards: voiding a move, thefts, and "the holder's first nuclear
strike" that S20, S21 and S22 wait for."""

from __future__ import annotations

from collections.abc import Callable

from hyperspace.engine.hooks import Hook, replacement
from hyperspace.nuclear.cards import Card
from hyperspace.nuclear.rules.resolution import Delivery, Resolution
from hyperspace.nuclear.state import TurnPlan


def lose_turn(res: Resolution, label: str, message: Callable[[Resolution, TurnPlan], str]) -> None:
    """S4 and S5 (R-6, R-8): in seat order, each card that still stands voids its target's move."""
    for plan in res.live_plans(label):
        if plan.void:
            continue  # an earlier card of this step voided this user's own move
        target = plan.special_target
        assert target is not None
        plan.special_spent = True  # H-8: it acted, so a later void does not give it back
        if label == "S4" and mutual_s4(res, plan):
            text = f"Your S4 and {res.name(target)}'s S4 cancelled each other."
            res.tell(plan.seat, "stopped", text)  # nothing stopped passes in silence
            continue
        if res.shield_stops(plan.seat, target, label):
            continue
        res.void(target)
        if label == "S5":
            res.disabled.add(target)
        res.tell(target, "lost_turn", message(res, plan))


def mutual_s4(res: Resolution, plan: TurnPlan) -> bool:
    """R-8's configurable alternative (``mutual_s4_cancel``): two S4s aimed at each other, both
    still standing, cancel each other, instead of the earlier seat's voiding the later one."""
    if not res.state.config.mutual_s4_cancel or plan.special_target is None:
        return False
    other = res.plans.get(plan.special_target)
    return (
        other is not None
        and not other.void
        and not other.special_failed
        and other.special is not None
        and other.special.label == "S4"
        and other.special_target == plan.seat
    )


def steal(res: Resolution, label: str, wanted: Callable[[Card], bool], what: str) -> None:
    """S1-S3 [R-44]: take the victim's best matching card from their hand at the start of
    resolution, minus what they committed this round (unless voided) and what earlier thieves
    claimed; ties go to the lowest id. The card is consumed even if there is nothing to take, and
    the victim is told of the attempt either way (R-44 second amendment)."""
    claimed = {card.id for _, _, card, _ in res.thefts if card is not None}
    for plan in res.live_plans(label):
        thief, victim = plan.seat, plan.special_target
        assert victim is not None
        if res.shield_stops(thief, victim, f"{label} theft"):
            continue
        victim_plan = res.plans.get(victim)
        committed = victim_plan.committed() if victim_plan and not victim_plan.void else set()
        pool = [
            card
            for card in res.state.players[victim].hand
            if wanted(card) and card.id not in committed and card.id not in claimed
        ]
        best = max(pool, key=lambda c: (c.value, -c.id), default=None)
        res.thefts.append((thief, victim, best, label))
        if best is None:
            res.tell(thief, "theft", f"{res.name(victim)} had no {what} to steal")
            # R-44 second amendment: the victim hears of every attempt, the empty ones too.
            text = f"{res.name(thief)} tried to steal a {what} from you; you had none"
            res.tell(victim, "theft", text)
            continue
        claimed.add(best.id)
        res.tell(thief, "theft", f"You stole {best.label} from {res.name(victim)}", card=best.label)
        res.tell(victim, "theft", f"{res.name(thief)} stole your {best.label}", card=best.label)


def first_nuclear_strike(res: Resolution, seat: int, stealth: bool) -> TurnPlan | None:
    """The holder's move, if it uses a nuclear W-card by M-card (launch or submarine) or, with
    ``stealth``, by S18, and was not voided. R-22 second amendment: the use spends the idle card
    even when the attack does not arrive (sabotaged by S7, stopped by an S10 shield)."""
    plan = res.plans.get(seat)
    if plan is None or plan.void or plan.target is None:
        return None
    if plan.terminal in ("launch", "sublaunch"):
        warhead = plan.cards[0]
    elif stealth and plan.terminal == "stealth" and plan.special_warhead is not None:
        warhead = plan.special_warhead
    else:
        return None
    return None if warhead.bio else plan


def spent(res: Resolution, effect: bool) -> bool:
    """R-21: S20 and S22 are spent at their first qualifying use, with an effect or not; its
    configurable alternative (``s20_s22_spent_without_effect`` off) spends them only with one."""
    return effect or res.state.config.s20_s22_spent_without_effect


def arrives(res: Resolution, plan: TurnPlan) -> bool:
    """Whether a strike reaches its target: not sabotaged by S7, not stopped by an S10 shield."""
    return not plan.sabotaged and plan.target not in res.shielded


def holders(res: Resolution, label: str) -> list[int]:
    """The seats that have ``label`` in play and working, in seat order."""
    return [p.seat for p in res.alive_at_start if res.has(p.seat, label)]


def announce_ultimate(res: Resolution, label: str, names_user: bool) -> None:
    """Amended R-31: the round report says an ULTIMATE card of that type was used, naming the user
    only when the effect itself shows who it is."""
    for plan in res.live_plans():
        if plan.ultimate is not None and plan.ultimate.label == label:
            who = res.name(plan.seat) if names_user else "A player"
            public = {
                "card": label,
                "user": plan.seat if names_user else None,
                "text": f"{who} used the ULTIMATE card {label}",
            }
            res.message("ultimate_used", public, {plan.seat: {"user": plan.seat}})


def propaganda_fails_against(label: str) -> Hook:
    """S11 and S12: "all propaganda cards used against the player fail" while ``label`` is in
    force for the target [R-48]; the outcome names the filter, which R-66 reports."""

    def fails(ctx: tuple[Resolution, TurnPlan]) -> str | None:
        res, plan = ctx
        return label if plan.target is not None and res.has(plan.target, label) else None

    return replacement("propaganda", label)(fails)


def special_delivery(res: Resolution, plan: TurnPlan, via: str, what: str) -> Delivery:
    """The delivery of the W-card an S-card names (S6 terrorists, S18 stealth bomber): no missile,
    so no D-card applies [R-46, R-50]; an S10 shield stops it (amended R-17)."""
    target, warhead = plan.special_target, plan.special_warhead
    assert target is not None and warhead is not None
    delivery = Delivery(plan.seat, target, [warhead], None, via)
    delivery.failed = res.shield_stops(plan.seat, target, what)
    return delivery
