"""Helpers shared by the tests of Mutant, Filch, Amoeba, Clone, Mind, Oracle, Parasite,
Philanthropist, Sniveler and Trader: positions with three players, and what one seat may see."""

from __future__ import annotations

import json
from typing import Any

from hyperspace.cosmic.view import view
from hyperspace.engine import Driver

from ..support import new_game, state


def game(
    powers: list[str], seed: int = 0, config: dict[str, Any] | None = None, **setup: Any
) -> Driver:
    """Players holding ``powers`` (three: seats 0, 1, 2), seat 0 challenging seat 1 first."""
    n = len(powers)
    position = {"offense": 0, "destiny": [1, *range(n)] * 3, **setup}
    return new_game(
        seed, players=n, use_powers=True, powers=powers, setup=position, **(config or {})
    )


def seen_by(driver: Driver, seat: int | None) -> str:
    """Everything ``seat``'s view holds, as text (to look for a card name in it)."""
    return json.dumps(view(state(driver), seat), sort_keys=True)


def log_of(driver: Driver, seat: int | None, kind: str) -> list[dict[str, Any]]:
    """The entries of ``kind`` in ``seat``'s view of the log."""
    return [e for e in view(state(driver), seat)["log"] if e["kind"] == kind]


def cards_played(driver: Driver) -> bool:
    """``until``: both main players have put their Challenge Cards down."""
    challenge = state(driver).challenge
    return challenge is not None and len(challenge.cards) == 2
