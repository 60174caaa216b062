"""Helpers shared by the tests of every power: the power lost below three home bases, and
conservation of tokens and cards while a position is played."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hyperspace.cosmic.state import TOKENS, CosmicState
from hyperspace.engine import Decision, Driver

from ..support import Answers, play, state


def home(seat: int, counts: list[int], players: int = 3) -> dict[str, list[int]]:
    """``seat``'s five home planets holding ``counts`` of his own tokens (and nobody else's)."""
    letter = "ABCDEF"[seat]
    return {
        f"{letter}{i + 1}": [n if c == seat else 0 for c in range(players)]
        for i, n in enumerate(counts)
    }


def powerless(seat: int, players: int = 3) -> dict[str, list[int]]:
    """Planets that leave ``seat`` two home bases (below the threshold of three, AMB-G07), with
    all his 20 tokens there."""
    return home(seat, [10, 10, 0, 0, 0], players)


def conserved(s: CosmicState, cards: int) -> bool:
    """Every colour still has its 20 tokens and no card appeared or vanished."""
    return s.card_total() == cards and all(total == TOKENS for total in s.set_totals().values())


def sources(decision: Decision) -> set[str]:
    """The places a commitment's tokens may come from (its form's counters)."""
    assert decision.form is not None
    return {field["unit"] for field in decision.form.describe()["fields"]}


def checked_play(
    driver: Driver,
    answers: Answers | Mapping[str, Any] | None = None,
    until: Callable[[Driver], bool] | None = None,
) -> Answers:
    """:func:`play`, checking conservation of tokens and cards before every decision."""
    s = state(driver)
    cards = s.card_total()

    def stop(d: Driver) -> bool:
        assert conserved(s, cards), "tokens or cards not conserved"
        return until is not None and until(d)

    chooser = answers if isinstance(answers, Answers) else Answers(answers)
    play(driver, chooser, stop)
    assert conserved(s, cards)
    return chooser
