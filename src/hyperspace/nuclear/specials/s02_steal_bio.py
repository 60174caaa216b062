"""S2, steal a highest-yield biological warhead.

Card text (paraphrased): as S1, for the opponent's best bio W-card. One use.
Source: seed 003 ("Updated rules 1.1"), special cards; SPEC §11, ruling R-44.
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import steal


def process(res: Resolution) -> None:
    steal(res, "S2", lambda card: card.type == "W" and card.bio, "biological warhead")


CARD: Final = SpecialCard(
    "S2", "Steal best biological warhead", Kind.ONE_SHOT, step=23, targeted=True, process=process
)
