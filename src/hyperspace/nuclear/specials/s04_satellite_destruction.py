"""S4, satellite destruction.

Card text (paraphrased): knock out the opponent's communications, first priority: their move this
round, S-card included, is ignored; an activated S-card is deactivated and a launched W-card comes
back. One use. Source: seed 003, special cards; SPEC §11; rulings R-6 (this round's move), R-7 (a
voided launch forfeits the missile), R-8 (seat order within the step), amended R-9 (U-cards too).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import lose_turn
from hyperspace.nuclear.state import TurnPlan


def _message(res: Resolution, plan: TurnPlan) -> str:
    return f"Your satellite was destroyed by {res.name(plan.seat)}; your turn had no effect."


def process(res: Resolution) -> None:
    lose_turn(res, "S4", _message)


CARD: Final = SpecialCard(
    "S4", "Satellite destruction", Kind.ONE_SHOT, step=2, targeted=True, process=process
)
