"""Insanity: for the rest of this challenge every player must use every power, Flare and Pulsar
that can be used; a Pulsar's holder may still decline the effect that would discard it.

Source: no text found (WARP_EXTRAS §4); seed 004 says Pulsars "have to be played as per
Insanity", but no one need use an effect that would discard his Pulsar. AMB-U07's default; in the
deck only with the Pulsars variant. Played like Power Outage (C-156); the rules then use optional
powers without asking and offer no pass while a Flare or Pulsar can be played (C-157).
"""

from typing import Final

from hyperspace.cosmic.edicts.base import DESTINY, START, Edict
from hyperspace.cosmic.powers.base import INSANITY
from hyperspace.cosmic.state import CosmicState


class Insanity(Edict):
    name = "insanity"
    title = "Insanity"
    text = (
        "For the rest of this challenge everyone must use every power, Flare and Pulsar that can "
        "be used (a Pulsar need not be used in a way that discards it)."
    )
    source = "no text found (WARP_EXTRAS §4); seed 004 point 1; AMB-U07; rulings C-156, C-157"
    moments = frozenset({START, DESTINY})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        assert state.challenge is not None
        return INSANITY not in state.challenge.flags

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.flags.add(INSANITY)


EDICT: Final = Insanity()
