"""Deliveries, defense and damage (SPEC §7 and §9)."""

from __future__ import annotations

from hyperspace.nuclear import chance
from hyperspace.nuclear.rules.resolution import (
    DIRECT,
    FALLOUT,
    TERROR,
    Delivery,
    PopEvent,
    Resolution,
)


def defense_step(res: Resolution) -> None:
    """Step 9 (D): the D-card each player activated this round is in force for this round, unless
    S5 or U3 disabled it or S20 fried it [R-14, R-53, R-56]."""
    for plan in res.live_plans():
        if (
            plan.terminal == "defense"
            and plan.seat not in res.disabled
            and plan.seat not in res.fried
        ):
            res.defense[plan.seat] = plan.cards[0]


def missile_step(res: Resolution) -> None:
    """Step 12 (M): launches, submarine launches and UFO launches become deliveries; an M-card
    delivery is blocked, all or nothing, when the target's defense has a max yield at least the
    missile's [R-52]."""
    players = res.state.players
    for plan in res.live_plans():
        if plan.terminal not in ("launch", "sublaunch", "ufo") or plan.sabotaged:
            continue
        assert plan.target is not None
        via = {"launch": "missile", "sublaunch": "sub", "ufo": "ufo"}[plan.terminal]
        missile = players[plan.seat].prepped if via == "missile" else plan.missile
        delivery = Delivery(plan.seat, plan.target, plan.cards, missile, via)
        delivery.failed = plan.failed = res.shield_stops(plan.seat, plan.target, "launch")
        if delivery.by_m_card and not delivery.failed:
            delivery.blocked = blocks(res, delivery)
        res.deliveries.append(delivery)


def blocks(res: Resolution, delivery: Delivery) -> bool:
    """§9: whether the target's defense stops this M-card delivery."""
    defense = res.defense.get(delivery.target)
    if defense is None or delivery.missile is None or delivery.missile.value > defense.value:
        return False
    return bool(res.hooks.modify("defense_applies", True, (res, delivery)))


def warhead_step(res: Resolution) -> None:
    """Step 17 (W): missile, submarine, stealth and UFO deliveries detonate in the attackers' seat
    order, each followed by its fallout roll."""
    for delivery in sorted(res.deliveries, key=lambda d: d.attacker):
        if delivery.via != "terror":
            detonate(res, delivery)


def detonate(res: Resolution, delivery: Delivery) -> None:
    """§7.2-§7.3: the direct hit, then one fallout roll [R-24, R-25, R-27]. A blocked or failed
    delivery does not hit, so it rolls no fallout."""
    attacker, target = delivery.attacker, delivery.target
    terror = delivery.via == "terror"
    public_attacker = None if terror else attacker  # S6: shown as "terrorists" (SPEC §5.2)
    if delivery.failed:
        return
    if delivery.blocked:
        res.message(
            "blocked",
            {
                "attacker": public_attacker,
                "target": target,
                "text": f"{res.name(attacker)}'s missile on {res.name(target)} was stopped "
                "by defense",
            },
        )
        return
    damage = res.direct_damage(delivery)
    origin, warhead = (TERROR, delivery.warheads[0]) if terror else (DIRECT, None)
    res.events.append(PopEvent(target, damage, origin, attacker, via=delivery.via, warhead=warhead))
    victim = chance.fallout_victim(res.state, res.alive_at_start)
    if victim is None:
        return
    amount = delivery.base // 2
    if amount and res.sheltered(victim.seat, delivery.bio, None):
        amount //= 2
    res.events.append(PopEvent(victim.seat, amount, FALLOUT, attacker, via=delivery.via))
