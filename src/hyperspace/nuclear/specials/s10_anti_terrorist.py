"""S10, anti-terrorist organisation.

Card text (paraphrased): first of all; idle until another player uses an anonymous card against the
player; then that card fails, the player learns the card and who used it, and this card protects
the player against any other attack by anyone for the rest of the round. One use.
Source: seed 003, special cards; SPEC §11; rulings R-18 (S5, S6, S7 are the anonymous cards),
amended R-17 (the shield stops every attack on the holder that round; fallout is not an attack),
R-66 (the stopped card's user is told what stopped it).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import SHIELD, Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard

ANONYMOUS: Final = ("S5", "S6", "S7")


def process(res: Resolution) -> None:
    for plan in res.live_plans():
        card, target = plan.special, plan.special_target
        if card is None or card.label not in ANONYMOUS or target is None:
            continue
        if target == plan.seat or not res.has(target, "S10"):
            continue
        plan.special_failed = True
        res.shielded.add(target)
        res.fired.add((target, "S10"))
        holder = res.plans.get(target)
        if holder is not None and holder.special is not None and holder.special.label == "S10":
            holder.special_spent = (
                True  # activated this round and fired: spent even if voided (H-8)
            )
        res.tell(
            target,
            "shield",
            f"Your anti-terrorist organisation stopped {card.label} used by {res.name(plan.seat)}.",
            card=card.label,
            user=plan.seat,
        )
        res.report_stopped(plan.seat, target, card.label, SHIELD)


CARD: Final = SpecialCard(
    "S10", "Anti-terrorist organisation", Kind.TRIGGER, step=1, process=process
)
