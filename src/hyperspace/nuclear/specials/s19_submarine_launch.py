"""S19, submarine launch.

Card text (paraphrased): before M-cards; the player may launch a missile this turn without
preparing it, choosing the missile and the warhead together. One use.
Source: seed 003, special cards; SPEC §8.3, §11 (an M-card delivery: D-cards and S14 apply, S7 does
not; MIRV applies). The card acts in the turn: it unlocks ``sublaunch`` (rules/turn.py); the
launch resolves with the other M-cards at step 12.
"""

from typing import Final

from hyperspace.nuclear.specials.base import Kind, SpecialCard

CARD: Final = SpecialCard("S19", "Submarine launch", Kind.ONE_SHOT, step=10)
