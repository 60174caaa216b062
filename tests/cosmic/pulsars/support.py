"""Helpers for the Pulsars tests (seed 004): three players, seat 0 challenges seat 1 first (B1),
only the seats named hold a power, the Pulsars variant on."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hyperspace.engine import Decision, Driver

from ..powers.batch_a_support import DESTINY
from ..support import new_game

PULSARS = ("pulsars",)


def game(
    powers: Mapping[int, str], hands: Mapping[int, list[str]], seed: int = 0, **setup: Any
) -> Driver:
    """Seat 0 challenges seat 1 first; ``setup`` adds scenario keys (planets, warp, deck...)."""
    position = {"offense": 0, "destiny": DESTINY, "powers": dict(powers), "hands": dict(hands)}
    return new_game(seed, use_powers=False, variants=PULSARS, setup={**position, **setup})


def plays(table: Mapping[int, list[str]]) -> Any:
    """A ``play-card`` answer: each seat plays the listed cards, in turn, as soon as each is
    offered, and passes otherwise."""
    wanted = {seat: list(cards) for seat, cards in table.items()}

    def answer(decision: Decision) -> str:
        for card in wanted.get(decision.seat, ()):
            if card in decision.options:
                wanted[decision.seat].remove(card)
                return card
        return "pass" if "pass" in decision.options else decision.options[0]

    return answer
