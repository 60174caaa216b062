"""S5, computer virus (anonymous).

Card text (paraphrased): second priority; the opponent's move this round is ignored as with S4, and
none of their S- or D-cards work this round; cards whose time runs out this round still go. One
use. Source: seed 003, special cards; SPEC §11; rulings R-6, R-18 (anonymous), R-49 (idle cards
neither fire nor are consumed; durations keep counting).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import lose_turn
from hyperspace.nuclear.state import TurnPlan


def _message(res: Resolution, plan: TurnPlan) -> str:
    return (
        "A computer virus disabled your network; your turn had no effect and your S- and "
        "D-cards did not work."
    )


def process(res: Resolution) -> None:
    lose_turn(res, "S5", _message)


CARD: Final = SpecialCard(
    "S5", "Computer virus", Kind.ONE_SHOT, step=3, targeted=True, anonymous=True, process=process
)
