"""Sanity: no alien power, Flare or Pulsar may be used for the rest of this challenge.

Source: no text found (WARP_EXTRAS §4); seed 004 says only that Pulsars cannot be played during
Sanity. AMB-U07's default; in the deck only with the Pulsars variant. Played like Power Outage, at
the start of a challenge or once the defense is known (C-156).
"""

from typing import Final

from hyperspace.cosmic.edicts.base import DESTINY, START, Edict
from hyperspace.cosmic.powers.base import SANITY
from hyperspace.cosmic.state import CosmicState


class Sanity(Edict):
    name = "sanity"
    title = "Sanity"
    text = "No alien power, Flare or Pulsar may be used for the rest of this challenge."
    source = "no text found (WARP_EXTRAS §4); seed 004 point 1; AMB-U07; ruling C-156"
    moments = frozenset({START, DESTINY})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        assert state.challenge is not None
        return SANITY not in state.challenge.flags

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.flags.add(SANITY)


EDICT: Final = Sanity()
