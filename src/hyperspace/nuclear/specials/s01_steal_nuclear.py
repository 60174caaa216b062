"""S1, steal a highest-yield nuclear warhead.

Card text (paraphrased): take the opponent's best nuclear W-card, at the lowest priority; the card
is lost even when the opponent has none; the opponent is told privately after the round, and the
thief receives the card at the end of the round; a card the opponent used this turn does not count.
One use. Source: seed 003 ("Updated rules 1.1"), special cards; SPEC §11, rulings R-44, R-59.
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import steal


def process(res: Resolution) -> None:
    steal(res, "S1", lambda card: card.type == "W" and not card.bio, "nuclear warhead")


CARD: Final = SpecialCard(
    "S1", "Steal best nuclear warhead", Kind.ONE_SHOT, step=23, targeted=True, process=process
)
