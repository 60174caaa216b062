"""Prison Deaths: at any time; for each colour with a prisoner anywhere, the player of the card
picks one such prisoner, from any prison, and it goes to the Warp (AMB-P19). They are not lost to
the winner of a challenge under way: no consolation for them (AMB-P31)."""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import lose
from hyperspace.cosmic.variants.prisoners.prison import PRISON_DEATHS, prisons
from hyperspace.cosmic.variants.prisoners.rulings.base import ANY_TIME, Ruling
from hyperspace.engine.decision import Decision, ask


class Deaths(Ruling):
    name = "deaths"
    title = "Prison Deaths"
    text = "At any time: one prisoner of each colour, from any prison you pick, goes to the Warp."
    moments = ANY_TIME

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        return any(map(any, prisons(state).held))

    async def play(self, state: CosmicState, seat: int) -> None:
        held = prisons(state).held
        for colour in range(len(state.colour_owner)):  # every colour, a power's too (C-550)
            keys = tuple(f"prison:{h}" for h, prison in enumerate(held) if prison[colour])
            if not keys:
                continue  # "If a player has no tokens in prison, you do nothing for that color"
            answer = await ask(
                Decision(seat, "prisoners-deaths", keys, f"Which prison loses a {colour} token?",
                         {"colour": colour})
            )  # fmt: skip
            holder = int(answer.removeprefix("prison:"))
            held[holder][colour] -= 1
            state.transit[colour] += 1
            await lose(state, colour, 1, PRISON_DEATHS)


RULING: Final = Deaths()
