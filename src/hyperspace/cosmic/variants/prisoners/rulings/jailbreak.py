"""Jailbreak: every prisoner in one player's prison, named by the player of the card, goes free,
to its owner's bases (the Warp without one). Only at the start of one's own challenge, before
regaining a token (AMB-P13)."""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.edicts.base import freed
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import free, prisons
from hyperspace.cosmic.variants.prisoners.rulings.base import START, Ruling
from hyperspace.engine.decision import Decision, ask


class Jailbreak(Ruling):
    name = "jailbreak"
    title = "Jailbreak"
    text = "At the start of your challenge: free every prisoner held by one player you name."
    moments = frozenset({START})

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        return seat == state.offense and any(map(any, prisons(state).held))

    async def play(self, state: CosmicState, seat: int) -> None:
        held = prisons(state).held
        keys = tuple(f"player:{h}" for h, prison in enumerate(held) if any(prison))
        answer = await ask(Decision(seat, "prisoners-jailbreak", keys, "Whose prison breaks?"))
        holder = int(answer.removeprefix("player:"))
        colours = [colour for colour, count in enumerate(held[holder]) if count]
        for colour in colours:
            await free(state, holder, colour, held[holder][colour], "Jailbreak")
        await freed(state, self.title, seat, colours)  # the Force may widen it (seed 002)


RULING: Final = Jailbreak()
