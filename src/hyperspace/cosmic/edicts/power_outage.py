"""Power Outage: nobody may use an alien power for the rest of this challenge.

Source: the Mayfair comet of that name (POWER_TEXTS E2, MEDIUM); the Pulsars seed calls it an
Edict that takes a power's use away. Ruling C-8: played by any player at the start of a challenge
or once the defense is known.
"""

from typing import Final

from hyperspace.cosmic.edicts.base import DESTINY, START, Edict
from hyperspace.cosmic.powers.base import challenge_order, keep_power
from hyperspace.cosmic.state import CosmicState


class PowerOutage(Edict):
    name = "power-outage"
    title = "Power Outage"
    text = "No alien power may be used for the rest of this challenge."
    source = "Mayfair comet text (POWER_TEXTS E2); ruling C-8"
    moments = frozenset({START, DESTINY})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        assert state.challenge is not None
        return "power-outage" not in state.challenge.flags

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.flags.add("power-outage")
        for holder in challenge_order(state):  # each may keep his with his own Pulsar (seed 004)
            await keep_power(state, holder)


EDICT: Final = PowerOutage()
