"""Scores and the result (SPEC §14-§15, amended R-33, R-37)."""

from __future__ import annotations

from typing import Final

from hyperspace.nuclear.state import NuclearState, Player

DOOMSDAY_SCORE: Final = -100_000


def score(player: Player) -> int:
    """credit + 2 x population - the U-card penalties; a Doomsday user scores -100,000 (R-33)."""
    if player.doomsday:
        return DOOMSDAY_SCORE
    penalties = player.penalty_u2 + player.penalty_u3 + player.penalty_u4
    return player.credit + 2 * player.population - penalties


def winners(state: NuclearState) -> list[int]:
    """The last player standing; when nobody or several stand (everyone died, or the round cap),
    the best score, shared on a tie (ruling H-1 in docs/rulings.md)."""
    if state.survivor is not None:
        return [state.survivor]
    pool = state.living() or state.players
    best = max(score(p) for p in pool)
    return [p.seat for p in pool if score(p) == best]


def returns(state: NuclearState) -> list[float]:
    if not state.over:
        return [0.0] * len(state.players)
    won = winners(state)
    return [1.0 / len(won) if p.seat in won else 0.0 for p in state.players]
