"""S13, counter-propaganda.

Card text (paraphrased): before S12; idle until a P-card is used against the player; that card then
hits its user instead, and the player gains half of the damage. Overrides S11 and S12. One use.
Source: seed 003, special cards; SPEC §10-§11; rulings R-48 (first P-card only; no ping-pong),
R-55 (no credit for propaganda).
"""

from typing import Any, Final

from hyperspace.engine.hooks import replacement
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


# "The P-card then does the damage to the player who used it."
@replacement("propaganda", "S13")
def _reflect(ctx: tuple[Resolution, Any]) -> str | None:
    res, plan = ctx
    holder = plan.target
    if holder in res.reflected or not res.has(holder, "S13"):
        return None
    res.reflected.add(holder)
    res.fired.add((holder, "S13"))
    return "reflect"


CARD: Final = SpecialCard("S13", "Counter-propaganda", Kind.TRIGGER, step=19, hooks=(_reflect,))
