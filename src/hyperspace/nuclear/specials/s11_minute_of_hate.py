"""S11, Minute of Hate.

Card text (paraphrased): before P-cards; every propaganda card used against the player fails.
Cancels S12. Active for 2 rounds. Source: seed 003, special cards; SPEC §10-§11; rulings R-48
(filter order S13, S12, S11), R-60 (warning), R-63 (the cancellation happens at cleanup).
"""

from typing import Final

from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import propaganda_fails_against

# "All propaganda cards used against player fail."
FAILS: Final = propaganda_fails_against("S11")

CARD: Final = SpecialCard(
    "S11", "Minute of Hate", Kind.DURATION, step=21, rounds=2, cancels="S12", hooks=(FAILS,)
)
