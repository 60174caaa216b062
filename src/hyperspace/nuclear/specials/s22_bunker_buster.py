"""S22, bunker buster.

Card text (paraphrased): before S17; idle until the player sends a nuclear W-card by M-card or
stealth bomber; the target's S15 and S17 do nothing against that warhead. One use.
Source: seed 003, special cards; SPEC §11; rulings R-21 (consumed even if the target had no
shelter), R-22 second amendment (spent even when the strike does not arrive: sabotaged, or
stopped by S10), R-23 (the direct hit only; fallout is halved as usual).
"""

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import first_nuclear_strike, holders


def process(res: Resolution) -> None:
    for seat in holders(res, "S22"):
        if first_nuclear_strike(res, seat, stealth=True) is None:
            continue
        res.fired.add((seat, "S22"))
        for delivery in res.deliveries:
            if delivery.attacker == seat and delivery.via in ("missile", "sub", "stealth"):
                delivery.bunker_busted = True


CARD = SpecialCard("S22", "Bunker buster", Kind.TRIGGER, step=13, process=process)
