"""S16, antidote.

Card text (paraphrased): before W-cards; idle until a biological W-card attacks the player; it then
cancels all damage of that and every other W-card on the player this round. Overrides S17 without
cancelling it. One use. Source: seed 003, special cards; SPEC §11; rulings R-4 (the Warheads
section's "S15 Antidote" is this card), R-5, R-25 (fallout still rolls), amended R-64 (any bio
attack, blocked or not, triggers it; fallout is not negated).
"""

from typing import Any, Final

from hyperspace.engine.hooks import Layer, modifier
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import holders


def bio_attacked(res: Resolution, holder: int) -> bool:
    """R-64: a bio W-card from another player reaches for the holder this round (S6 included)."""
    if any(
        d.bio and d.target == holder and not d.failed and d.attacker != holder
        for d in res.deliveries
    ):
        return True
    return any(
        plan.special_target == holder
        and plan.special_warhead is not None
        and plan.special_warhead.bio
        and plan.seat != holder
        for plan in res.live_plans("S6")
    )


def process(res: Resolution) -> None:
    for seat in holders(res, "S16"):
        if bio_attacked(res, seat):
            res.fired.add((seat, "S16"))


# "It completely negates all damage of this and all W-cards during this round on this country."
@modifier("direct_damage", "S16", Layer.SET)
def _antidote(damage: int, ctx: tuple[Resolution, Any]) -> int:
    res, delivery = ctx
    return 0 if (delivery.target, "S16") in res.fired else damage


CARD: Final = SpecialCard(
    "S16", "Antidote", Kind.TRIGGER, step=16, hooks=(_antidote,), process=process
)
