"""Helpers shared by the games' view functions (each game builds its own view by allow-list)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hyperspace.engine.decision import Decision

# Keys that no view may ever contain, at any depth: the leak tests check views against this list.
FORBIDDEN_KEYS: Final = frozenset({"seed", "rng", "streams", "script", "record", "deck_order"})


def own_decisions(pending: list[Decision], seat: int | None) -> list[dict[str, Any]]:
    """The pending decisions that belong to ``seat``: nobody sees another seat's options."""
    if seat is None:
        return []
    return [d.to_dict() for d in pending if d.seat == seat]


class SeatView:
    """What a bot of one seat looks through (``Game.observer``): calling it builds the seat's
    view without the log, as any observer; ``part(key)`` builds that key of it alone, through the
    game's same allow-list, so that a bot reading a few keys does not build the rest. Valid while
    the bot decides: it reads the game as it is when called."""

    __slots__ = ("_part", "_seat", "_state", "_view")

    def __init__(
        self,
        view: Callable[[Any, int, int | None], dict[str, Any]],
        part: Callable[[Any, int, str], Any],
        state: Any,
        seat: int,
    ) -> None:
        self._view, self._part, self._state, self._seat = view, part, state, seat

    def __call__(self) -> dict[str, Any]:
        return self._view(self._state, self._seat, None)

    def part(self, key: str) -> Any:
        """``self()[key]``, built alone."""
        return self._part(self._state, self._seat, key)
