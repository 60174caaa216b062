"""U1, Doomsday Device.

Card text (paraphrased): destroys everybody, the player included; all bonus points are cancelled;
the player is penalised 100,000 bonus points. Ends the turn. Source: seed 003, ultimate cards;
SPEC §12.1; rulings amended R-9 (after S5; S4 and S5 can void it), amended R-33 (everyone's bonus
points become 0; the user scores -100,000), R-65 (a Last Citadel keeps 1 and stands last).
Cleanup does the destruction (rules/cleanup.py, ``doomsday``).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import announce_ultimate


def process(res: Resolution) -> None:
    for plan in res.live_plans():
        if plan.ultimate is not None and plan.ultimate.label == "U1":
            res.doomsday = plan.seat
            announce_ultimate(res, "U1", names_user=False)
            return


CARD: Final = SpecialCard(
    "U1", "Doomsday Device", Kind.ONE_SHOT, step=3.51, ends_turn=True, process=process
)
