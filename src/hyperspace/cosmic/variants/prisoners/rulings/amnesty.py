"""General Amnesty: every prisoner in every prison goes free, to its owner's bases (the Warp for a
player without one). Only at the start of one's own challenge, before regaining a token (AMB-P13).
"""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.edicts.base import freed
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import free, prisons
from hyperspace.cosmic.variants.prisoners.rulings.base import START, Ruling


class Amnesty(Ruling):
    name = "amnesty"
    title = "General Amnesty"
    text = "At the start of your challenge: free every prisoner, to its owner's bases."
    moments = frozenset({START})

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        return seat == state.offense and any(map(any, prisons(state).held))

    async def play(self, state: CosmicState, seat: int) -> None:
        for holder, prison in enumerate(prisons(state).held):
            for colour, count in enumerate(prison):
                await free(state, holder, colour, count, "General Amnesty")
        await freed(state, self.title, seat, list(range(len(state.colour_owner))))  # Force


RULING: Final = Amnesty()
