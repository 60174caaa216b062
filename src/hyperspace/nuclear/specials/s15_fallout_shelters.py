"""S15, fallout shelters.

Card text (paraphrased): before W-cards; halves every nuclear damage, from a W-card or from fallout.
Cancels S17. Active for 4 rounds. Source: seed 003, special cards; SPEC §7.2-§7.3, §11; rulings
R-62 (nuclear damage only; an option extends it to viral fallout), R-23 (a Bunker buster ignores it
for its direct hit only), R-28 (floor), R-63.
"""

from typing import Any, Final

from hyperspace.engine.hooks import Layer, modifier
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


# "-50% damage from every nuclear damage, be it W-card or fallout."
@modifier("sheltered", "S15", Layer.SET)
def _shelter(sheltered: bool, ctx: tuple[Resolution, int, bool, Any]) -> bool:
    res, victim, bio, delivery = ctx
    if sheltered or not res.has(victim, "S15"):
        return sheltered
    if delivery is not None:  # a direct hit
        return not bio and not delivery.bunker_busted
    return not bio or res.state.config.s15_halves_viral_fallout


CARD: Final = SpecialCard(
    "S15", "Fallout shelters", Kind.DURATION, step=15, rounds=4, cancels="S17", hooks=(_shelter,)
)
