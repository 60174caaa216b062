"""S3, steal the biggest missile.

Card text (paraphrased): as S1, for the opponent's M-card with the highest max yield. One use.
Source: seed 003 ("Updated rules 1.1"), special cards; SPEC §11, ruling R-44 (a prepped missile is
committed, so it cannot be stolen).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import steal


def process(res: Resolution) -> None:
    steal(res, "S3", lambda card: card.type == "M", "missile")


CARD: Final = SpecialCard(
    "S3", "Steal biggest missile", Kind.ONE_SHOT, step=23, targeted=True, process=process
)
