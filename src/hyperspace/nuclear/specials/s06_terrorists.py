"""S6, warhead sold to terrorists (anonymous).

Card text (paraphrased): after the W-cards, the player donates a W-card that explodes on the
opponent this round; the opponent's S15-S17 in force reduce the damage. One use.
Source: seed 003, special cards; SPEC §11; rulings R-24 (fallout), R-45 (stopped by S10: both cards
are still consumed), R-46 (no D-card, EMP or Bunker buster), R-55 (credit to the user).
"""

from hyperspace.nuclear.rules.damage import detonate
from hyperspace.nuclear.rules.resolution import Delivery, Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


def process(res: Resolution) -> None:
    for plan in res.live_plans("S6"):
        user, target, warhead = plan.seat, plan.special_target, plan.special_warhead
        assert target is not None and warhead is not None
        delivery = Delivery(user, target, [warhead], None, "terror")
        delivery.failed = res.shield_stops(user, target, "terrorists")
        detonate(res, delivery)
        if not delivery.failed:
            kind = "biological" if warhead.bio else "nuclear"
            res.tell(
                target,
                "terror",
                f"Terrorists detonated a {warhead.value} {kind} warhead on your territory.",
                card=warhead.label,
            )


CARD = SpecialCard(
    "S6",
    "Warhead sold to terrorists",
    Kind.ONE_SHOT,
    step=18,
    targeted=True,
    anonymous=True,
    needs_warhead=True,
    process=process,
)
