"""S12, media blockout.

Card text (paraphrased): before S11; every propaganda card used against the player fails, but the
player cannot use P-cards either. Cancels S11. Active for 6 rounds. Source: seed 003, special
cards; SPEC §4.3, §10-§11; rulings R-48 (under S5 incoming P-cards land, the ban still holds), R-63.
The ban on the holder's own P-cards is in the turn's options (rules/turn.py).
"""

from typing import Final

from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import propaganda_fails_against

# "All propaganda cards used against player fail."
FAILS: Final = propaganda_fails_against("S12")

CARD: Final = SpecialCard(
    "S12", "Media blockout", Kind.DURATION, step=20, rounds=6, cancels="S11", hooks=(FAILS,)
)
