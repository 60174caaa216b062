"""The prisons of the Prisoners variant (seed 002) and every move of a prisoner.

Each player has a prison of his own, apart from his Lucre (AMB-G04: the seed's "Star Disc" is the
prison). It holds other players' tokens, counted by colour; they are public, they count for
token conservation (``Variant.tokens_held``), and they are never a base (seed 002: imprisoned
tokens never count as a base). "From the Warp" never means "from prison", and effects that let a
player select tokens never reach into a prison (seed 002), so nothing outside this variant moves
a prisoner but the Force, which the seed lets free them (``powers.force``, C-390).

Tokens keep their state in prison (AMB-P25): the ``tokens_imprisoned`` and ``prisoners_freed``
events (holder, colour, count) let a power move what its tokens carry along (Fungus's stacks).

Two rules hold for every prisoner that changes hands (AMB-P10): a player who receives his own
tokens returns them to any of his bases, or to the Warp if he has none; one who receives tokens of
another colour imprisons them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, cast

from hyperspace.cosmic.powers.base import abilities
from hyperspace.cosmic.tokens import return_to_bases

if TYPE_CHECKING:
    from hyperspace.cosmic.state import CosmicState

NAME: Final = "prisoners"
CAPTURE: Final = "capture"  # challenge.flags: this challenge is a capture challenge
RAID: Final = "raid"  # challenge.flags: a Raid on Entebbe (its losers are imprisoned, AMB-P17/P18)
# the cause of a loss: tokens that died in prison (AMB-P19, P31)
PRISON_DEATHS: Final = "prison-deaths"
# a Capture Challenge card in the Destiny Pile (Star Discs are seats, 0 up)
CAPTURE_CARD: Final = -2


def coloured_capture_card(colour: int) -> int:
    """A Capture Challenge card that carries ``colour`` (``prisoners_capture_coloured``, AMB-P03);
    below :data:`CAPTURE_CARD`, as every Destiny card that is not a Star Disc is negative."""
    return CAPTURE_CARD - 1 - colour


def is_capture_card(card: int) -> bool:
    return card <= CAPTURE_CARD


def capture_card_colour(card: int) -> int | None:
    """The colour a Capture Challenge card carries; None for a colourless one (or a Star Disc)."""
    return CAPTURE_CARD - 1 - card if card < CAPTURE_CARD else None


class Prisons:
    """``held[holder][colour]``: the tokens of ``colour`` in ``holder``'s prison;
    ``refused_swaps``: the offers refused in the Prisoner Swap under way (C-132)."""

    __slots__ = ("held", "refused_swaps")

    def __init__(self, players: int, colours: int | None = None) -> None:
        # A prison for each seat, holding any colour (a Symbiote's second colour too, seed 002).
        self.held = [[0] * (colours or players) for _ in range(players)]
        self.refused_swaps: list[str] = []

    def of_colour(self, colour: int) -> int:
        """Every imprisoned token of ``colour``, in all prisons."""
        return sum(prison[colour] for prison in self.held)

    def public(self) -> dict[str, dict[str, int]]:
        return {
            str(holder): {str(c): n for c, n in enumerate(prison) if n}
            for holder, prison in enumerate(self.held)
        }


def prisons(state: CosmicState) -> Prisons:
    """The prisons of a game played with the Prisoners variant."""
    return cast(Any, state.variants[NAME]).prisons  # type: ignore[no-any-return]


def in_play(state: CosmicState) -> bool:
    return NAME in state.variants


def is_capture(state: CosmicState) -> bool:
    challenge = state.challenge
    return challenge is not None and CAPTURE in challenge.flags


async def imprison(state: CosmicState, holder: int, colour: int, count: int, why: str) -> None:
    """``count`` tokens of ``colour``, in transit (taken from their place), go to ``holder``'s
    prison; his own go back to his bases instead (AMB-P10)."""
    if count <= 0:
        return
    state.note("imprisoned", {"holder": holder, "colour": colour, "tokens": count, "cause": why})
    state.features["prisoners_taken"] += count
    if state.colour_owner[colour] == holder:  # any colour of his (C-553)
        await return_to_bases(state, colour, count, why, state.transit)
        return
    state.transit[colour] -= count
    prisons(state).held[holder][colour] += count
    await abilities(state, "tokens_imprisoned", (holder, colour, count))  # Fungus's stacks


async def hand_over(
    state: CosmicState, giver: int, receiver: int, colour: int, count: int, why: str
) -> int:
    """``count`` prisoners of ``colour`` pass from ``giver``'s prison to ``receiver``: back to
    their bases if they are his own, into his prison otherwise (AMB-P10). Returns how many."""
    held = prisons(state).held
    count = min(count, held[giver][colour])
    if count <= 0:
        return 0
    state.note(
        "prisoners-moved",
        {"from": giver, "to": receiver, "colour": colour, "tokens": count, "cause": why},
    )
    if state.colour_owner[colour] == receiver:
        await return_to_bases(state, colour, count, why, held[giver])
        await abilities(state, "prisoners_freed", (giver, colour, count))
    else:
        held[giver][colour] -= count
        held[receiver][colour] += count
        await abilities(state, "tokens_imprisoned", (receiver, colour, count))
    return count


async def free(state: CosmicState, holder: int, colour: int, count: int, why: str) -> None:
    """``count`` prisoners of ``colour`` (at most those held) leave ``holder``'s prison for their
    owner's bases, or the Warp when he has none (AMB-P10)."""
    held = prisons(state).held
    count = min(count, held[holder][colour])
    if count <= 0:
        return
    state.note("freed", {"holder": holder, "colour": colour, "tokens": count, "cause": why})
    await return_to_bases(state, colour, count, why, held[holder])
    await abilities(state, "prisoners_freed", (holder, colour, count))  # Fungus's stacks follow
