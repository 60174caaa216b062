"""Ionic Gas: no consolation and no defensive rewards are collected in this challenge.

Source: FFG wording (Cosmic Encounter wiki, Artifact; BASE_RULES §6a); its Eon status is unknown
(AMB-B02). Played after the reveal, before the outcome.
"""

from typing import Final

from hyperspace.cosmic.edicts.base import REVEAL, Edict
from hyperspace.cosmic.state import CosmicState


class IonicGas(Edict):
    name = "ionic-gas"
    title = "Ionic Gas"
    text = "After the reveal: no consolation and no rewards this challenge."
    source = "FFG wording (BASE_RULES §6a), AMB-B02"
    moments = frozenset({REVEAL})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        assert state.challenge is not None
        return "ionic-gas" not in state.challenge.flags

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.flags.add("ionic-gas")


EDICT: Final = IonicGas()
