"""Commando Raid: after a player wins a challenge (not a deal; against a Compromise too, AMB-P16),
any player may play it: the winning main player and each of his allies get back all their tokens
held by the losing main player, to their bases. Other prisoners stay."""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.rules.resolution import DEFENSE_WINS, OFFENSE_WINS
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import free, prisons
from hyperspace.cosmic.variants.prisoners.rulings.base import RESOLVED, Ruling


def freed_by_raid(state: CosmicState) -> tuple[int, list[int]]:
    """The losing main player, and the winners whose tokens he holds."""
    challenge = state.challenge
    assert challenge is not None and challenge.winner_side is not None
    winner = challenge.winner_side
    loser = challenge.opponent(winner)
    allies = challenge.offense_allies if winner == challenge.offense else challenge.defense_allies
    held = prisons(state).held[loser]
    return loser, [seat for seat in (winner, *allies) if held[seat]]


class Commando(Ruling):
    name = "commando"
    title = "Commando Raid"
    text = (
        "After a player wins a challenge: he and his allies get back their tokens held by the "
        "losing main player."
    )
    moments = frozenset({RESOLVED})

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        challenge = state.challenge
        if challenge is None or challenge.outcome not in (OFFENSE_WINS, DEFENSE_WINS):
            return False
        return bool(freed_by_raid(state)[1])

    async def play(self, state: CosmicState, seat: int) -> None:
        loser, seats = freed_by_raid(state)
        for colour in seats:
            await free(state, loser, colour, prisons(state).held[loser][colour], "Commando Raid")


RULING: Final = Commando()
