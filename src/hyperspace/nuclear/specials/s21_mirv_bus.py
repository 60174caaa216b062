"""S21, MIRV bus.

Card text (paraphrased): before M-cards; idle until the player launches a nuclear W-card with an
M-card; if its yield is below the missile's max yield, more warheads of the same kind may ride
along, as long as the total yield stays within the max yield. One use.
Source: seed 003, special cards; SPEC §11; amended R-22 (nuclear only; one target, one delivery,
one fallout roll; consumed by the first nuclear launch with an M-card, added warheads or not),
R-22 second amendment (spent even when that launch does not arrive: sabotaged, or stopped by S10).
The extra warheads are chosen in the turn (rules/turn.py, ``load_mirv``).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import first_nuclear_strike, holders


def process(res: Resolution) -> None:
    for seat in holders(res, "S21"):
        if first_nuclear_strike(res, seat, stealth=False) is not None:
            res.fired.add((seat, "S21"))


CARD: Final = SpecialCard("S21", "MIRV bus", Kind.TRIGGER, step=11, process=process)
