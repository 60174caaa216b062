"""S17, underground vaults.

Card text (paraphrased): before S15; halves every nuclear or viral damage, from a W-card or from
fallout. Cancels S15. Active for 4 rounds. Source: seed 003, special cards; SPEC §7.2-§7.3, §11;
rulings R-23 (Bunker buster: direct hit only), R-28, R-63.
"""

from typing import Any, Final

from hyperspace.engine.hooks import Layer, modifier
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


# "-50% damage from every nuclear or viral damage, be it W-card or fallout."
@modifier("sheltered", "S17", Layer.SET)
def _vaults(sheltered: bool, ctx: tuple[Resolution, int, bool, Any]) -> bool:
    res, victim, _bio, delivery = ctx
    if sheltered or not res.has(victim, "S17"):
        return sheltered
    return delivery is None or not delivery.bunker_busted


CARD: Final = SpecialCard(
    "S17", "Underground vaults", Kind.DURATION, step=14, rounds=4, cancels="S15", hooks=(_vaults,)
)
