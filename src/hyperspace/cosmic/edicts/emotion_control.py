"""Emotion Control: after the cards are revealed, every Attack card played counts as a
Compromise.

Source: FFG wording (Cosmic Encounter wiki, Artifact; BASE_RULES §6a), AMB-B02.
"""

from typing import Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import REVEAL, Edict
from hyperspace.cosmic.state import CosmicState


class EmotionControl(Edict):
    name = "emotion-control"
    title = "Emotion Control"
    text = "After the reveal, the Attack cards played count as Compromise cards."
    source = "FFG wording (BASE_RULES §6a), AMB-B02"
    moments = frozenset({REVEAL})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        assert challenge is not None
        return "emotion-control" not in challenge.flags and any(
            card != cards.COMPROMISE for card in challenge.cards.values()
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.flags.add("emotion-control")


EDICT: Final = EmotionControl()
