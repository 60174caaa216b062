"""S12, media blockout.

Card text (paraphrased): before S11; every propaganda card used against the player fails, but the
player cannot use P-cards either. Cancels S11. Active for 6 rounds. Source: seed 003, special
cards; SPEC §4.3, §10-§11; rulings R-48 (under S5 incoming P-cards land, the ban still holds), R-63.
The ban on the holder's own P-cards is in the turn's options (rules/turn.py).
"""

from typing import Any

from hyperspace.engine.hooks import replacement
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


# "All propaganda cards used against player fail."
@replacement("propaganda", "S12")
def _blockout(ctx: tuple[Resolution, Any]) -> str | None:
    res, plan = ctx
    return "fail" if res.has(plan.target, "S12") else None


CARD = SpecialCard(
    "S12", "Media blockout", Kind.DURATION, step=20, rounds=6, cancels="S11", hooks=(_blockout,)
)
