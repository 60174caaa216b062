"""S22, bunker buster.

Card text (paraphrased): before S17; idle until the player sends a nuclear W-card by M-card or
stealth bomber; the target's S15 and S17 do nothing against that warhead. One use. Source: seed 003,
special cards; SPEC §11; rulings R-21 (consumed even if the target had no shelter; the setting
``s20_s22_spent_without_effect`` off spends it only when it acts), R-22 second amendment (spent even
when the strike does not arrive: sabotaged, or stopped by S10), R-23 (the direct hit only; fallout
is halved as usual).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Delivery, Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import first_nuclear_strike, holders, spent


def process(res: Resolution) -> None:
    for seat in holders(res, "S22"):
        strike = first_nuclear_strike(res, seat, stealth=True)
        if strike is None:
            continue
        busted = [
            delivery
            for delivery in res.deliveries
            if delivery.attacker == seat and delivery.via in ("missile", "sub", "stealth")
        ]
        for delivery in busted:
            delivery.bunker_busted = True
        if spent(res, any(hits_shelter(res, delivery) for delivery in busted)):
            res.fired.add((seat, "S22"))


def hits_shelter(res: Resolution, delivery: Delivery) -> bool:
    """Whether the bunker buster acts: the warhead hits a target with S15 or S17 in force."""
    target = delivery.target
    hits = not (delivery.failed or delivery.blocked)
    return hits and (res.has(target, "S15") or res.has(target, "S17"))


CARD: Final = SpecialCard("S22", "Bunker buster", Kind.TRIGGER, step=13, process=process)
