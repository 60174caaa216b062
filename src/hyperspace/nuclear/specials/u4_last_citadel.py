"""U4, Last Citadel.

Card text (paraphrased): for 10 rounds the player's population does not go below 1; all the bonus
points the opponents should have received are doubled and taken off the player's score.
Source: seed 003, ultimate cards; SPEC §12.4; rulings R-36 (the opponents get no credit; the
holder's penalty is twice the credit withheld), R-65 (it survives Doomsday). The floor and the
withholding are applied at cleanup C1 (rules/cleanup.py).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import announce_ultimate


def process(res: Resolution) -> None:
    announce_ultimate(res, "U4", names_user=False)


CARD: Final = SpecialCard(
    "U4", "Last Citadel", Kind.DURATION, step=3.54, rounds=10, process=process
)
