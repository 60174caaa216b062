"""Victory or Death: a capture challenge becomes a regular one; any time before the outcome is
determined. With Take Prisoners, the last played decides (AMB-P15)."""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import CAPTURE
from hyperspace.cosmic.variants.prisoners.rulings.base import BEFORE_OUTCOME, Ruling


class VictoryOrDeath(Ruling):
    name = "victory-or-death"
    title = "Victory or Death"
    text = "Before the outcome of a capture challenge: it becomes a regular challenge."
    moments = BEFORE_OUTCOME

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        challenge = state.challenge
        return challenge is not None and not challenge.outcome and CAPTURE in challenge.flags

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        challenge.flags.discard(CAPTURE)


RULING: Final = VictoryOrDeath()
