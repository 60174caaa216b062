"""Helpers shared by the games' view functions (each game builds its own view by allow-list)."""

from __future__ import annotations

from typing import Any

from hyperspace.engine.decision import Decision

# Keys that no view may ever contain, at any depth: the leak tests check views against this list.
FORBIDDEN_KEYS = frozenset({"seed", "rng", "streams", "script", "record", "deck_order"})


def own_decisions(pending: list[Decision], seat: int | None) -> list[dict[str, Any]]:
    """The pending decisions that belong to ``seat``: nobody sees another seat's options."""
    if seat is None:
        return []
    return [d.to_dict() for d in pending if d.seat == seat]
