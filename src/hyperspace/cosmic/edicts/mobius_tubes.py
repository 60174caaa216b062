"""Mobius Tubes: the offense, at the start of his challenge, frees every player's tokens from the
Warp; each owner puts his on his bases. With the Praw, he chooses instead to send every token in
the Praw back to bases (BASE_RULES §6e). Prisoners are not freed (seed 002, later).

Source: FFG wording and the fan wiki (POWER_TEXTS E8, MEDIUM), AMB-B02.
"""

from typing import Final

from hyperspace.cosmic.edicts.base import START, Edict, freed
from hyperspace.cosmic.powers.base import abilities
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import return_to_bases
from hyperspace.engine.decision import Decision, ask


async def free_tokens(state: CosmicState, seat: int, colours: list[int], card: str) -> None:
    """Free the Warp tokens of ``colours`` to their bases; with the Praw holding any of theirs,
    ``seat`` chooses to empty the Warp or the Praw (shared with Warp Break). Then a power may
    alter what the card freed (the ``freeing`` moment: Force, seed 002)."""

    place = state.warp
    if any(state.praw[c] for c in colours):
        choice = await ask(Decision(seat, "empty", ("warp", "praw"), "Empty the Warp or the Praw?"))
        place = state.warp if choice == "warp" else state.praw
    for colour in colours:
        await return_to_bases(state, colour, place[colour], "freed from the Warp", place)
    state.note("freed", {"by": seat, "colours": colours})
    # Prisoners stay in prison, unless the Witch has cursed them (seed 002, AMB-P12).
    await abilities(state, "tokens_freed", colours)
    await freed(state, card, seat, colours)


class MobiusTubes(Edict):
    name = "mobius-tubes"
    title = "Mobius Tubes"
    text = "Offense, at the start of his challenge: every token in the Warp goes back to bases."
    source = "FFG wording and fan wiki (POWER_TEXTS E8), AMB-B02"
    moments = frozenset({START})
    offense_only = True

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return any(state.warp) or any(state.praw)

    async def play(self, state: CosmicState, seat: int) -> None:
        await free_tokens(state, seat, list(range(len(state.colour_owner))), self.title)


EDICT: Final = MobiusTubes()
