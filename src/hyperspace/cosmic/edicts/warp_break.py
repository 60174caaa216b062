"""Warp Break: at the start of any challenge, its player frees all of his own tokens from the Warp
to his bases (with the Praw: or all of his tokens in the Praw).

Source: no text found (POWER_TEXTS E3, LOW): the seeds name it beside Mobius Tubes and the fan wiki
calls it a Warp-release card. Ruling C-9: Mobius Tubes' effect, for its player's own tokens, and
playable by anyone, in anyone's challenge.
"""

from typing import Final

from hyperspace.cosmic.edicts.base import START, Edict
from hyperspace.cosmic.edicts.mobius_tubes import free_tokens
from hyperspace.cosmic.state import CosmicState


class WarpBreak(Edict):
    name = "warp-break"
    title = "Warp Break"
    text = "At the start of a challenge: free all your own tokens from the Warp to your bases."
    source = "no text found (POWER_TEXTS E3); ruling C-9"
    moments = frozenset({START})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return bool(state.warp[seat] or state.praw[seat])

    async def play(self, state: CosmicState, seat: int) -> None:
        await free_tokens(state, seat, [seat], self.title)


EDICT: Final = WarpBreak()
