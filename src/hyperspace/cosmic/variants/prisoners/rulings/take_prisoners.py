"""Take Prisoners: the challenge becomes a capture challenge; any time before the outcome is
determined. With Victory or Death, the last played decides (AMB-P15). Not during a Raid on
Entebbe, which has its own outcome rules (AMB-P32)."""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import CAPTURE, RAID
from hyperspace.cosmic.variants.prisoners.rulings.base import BEFORE_OUTCOME, Ruling


class TakePrisoners(Ruling):
    name = "take-prisoners"
    title = "Take Prisoners"
    text = "Before the outcome of a challenge: it becomes a capture challenge."
    moments = BEFORE_OUTCOME

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and not challenge.outcome
            and CAPTURE not in challenge.flags
            and RAID not in challenge.flags  # AMB-P32: not offered during a Raid on Entebbe
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        challenge.flags.add(CAPTURE)
        state.features["capture_challenges"] += 1


RULING: Final = TakePrisoners()
