"""S6, warhead sold to terrorists (anonymous).

Card text (paraphrased): after the W-cards, the player donates a W-card that explodes on the
opponent this round; the opponent's S15-S17 in force reduce the damage. One use.
Source: seed 003, special cards; SPEC §11; rulings R-24 (fallout), R-45 (stopped by S10: both cards
are still consumed), R-46 (no D-card, EMP or Bunker buster), R-55 (credit to the user), R-67 (the
victim is told the yield, the kind and the damage done: rules/cleanup.py, ``tell_terror_victim``).
"""

from typing import Final

from hyperspace.nuclear.rules.damage import detonate
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import special_delivery


def process(res: Resolution) -> None:
    """The victim's message (R-67) is written at cleanup C1, once the damage done is known."""
    for plan in res.live_plans("S6"):
        detonate(res, special_delivery(res, plan, "terror", "terrorist warhead"))


CARD: Final = SpecialCard(
    "S6",
    "Warhead sold to terrorists",
    Kind.ONE_SHOT,
    step=18,
    targeted=True,
    anonymous=True,
    needs_warhead=True,
    process=process,
)
