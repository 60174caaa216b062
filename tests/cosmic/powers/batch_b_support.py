"""Helpers shared by the tests of Mutant, Filch, Amoeba, Clone, Mind, Oracle, Parasite,
Philanthropist, Sniveler and Trader: positions with three players, conservation checks, and what
one seat may see."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hyperspace.cosmic.state import TOKENS, CosmicState
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


def without_power(seat: int, players: int = 3) -> dict[str, list[int]]:
    """Planets that leave ``seat`` with two home bases (below the threshold of three, AMB-G07):
    his tokens of three home planets move to the other two, so he keeps 20."""
    letter = "ABCDEF"[seat]
    empty = [0] * players
    ten = [10 if c == seat else 0 for c in range(players)]
    return {f"{letter}1": ten, f"{letter}2": list(ten), f"{letter}3": empty,
            f"{letter}4": list(empty), f"{letter}5": list(empty)}  # fmt: skip


def conserved(s: CosmicState, cards: int) -> bool:
    """Every colour still has its 20 tokens and no card appeared or vanished."""
    return s.card_total() == cards and all(
        s.token_total(c) == TOKENS for c in range(s.config.players)
    )


def seen_by(driver: Driver, seat: int | None) -> str:
    """Everything ``seat``'s view holds, as text (to look for a card name in it)."""
    return json.dumps(view(state(driver), seat), sort_keys=True)


def log_of(driver: Driver, seat: int | None, kind: str) -> list[dict[str, Any]]:
    """The entries of ``kind`` in ``seat``'s view of the log."""
    return [e for e in view(state(driver), seat)["log"] if e["kind"] == kind]


def at_kind(kind: str) -> Callable[[Driver], bool]:
    return lambda driver: any(d.kind == kind for d in driver.pending)


def cards_played(driver: Driver) -> bool:
    """``until``: both main players have put their Challenge Cards down."""
    challenge = state(driver).challenge
    return challenge is not None and len(challenge.cards) == 2
