"""S18, stealth bomber.

Card text (paraphrased): before S14; the player picks a W-card and a target and bombs it; no D-card
protects against it and S14 gives no warning. The card ends the turn. One use.
Source: seed 003, special cards; SPEC §7.1, §11; rulings R-24 (fallout), R-50 (special slot and
terminal action; a due missile is forfeited; no yield limit).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import special_delivery


def process(res: Resolution) -> None:
    """Step 4: register the bomb; it detonates with the other W-cards at step 17."""
    for plan in res.live_plans("S18"):
        delivery = special_delivery(res, plan, "stealth", "stealth bomb")
        plan.failed = delivery.failed
        res.deliveries.append(delivery)


CARD: Final = SpecialCard(
    "S18",
    "Stealth bomber",
    Kind.ONE_SHOT,
    step=4,
    targeted=True,
    needs_warhead=True,
    ends_turn=True,
    process=process,
)
