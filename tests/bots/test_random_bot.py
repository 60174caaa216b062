"""The random bot: uniform over the legal options, seeded, never looks at the view."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from hyperspace.bots import make_bot
from hyperspace.bots.random_bot import RandomBot
from hyperspace.engine import Decision, Driver
from hyperspace.nuclear import NUCLEAR


def no_view() -> dict[str, Any]:
    raise AssertionError("the random bot must not build a view")


def test_choices_are_legal_seeded_and_never_look_at_the_view() -> None:
    decision = Decision(0, "turn", ["pick:M", "pick:W", "pick:P", "pick:D", "pass"])
    first = RandomBot(42)
    second = RandomBot(42)
    picks = [first.choose(decision, no_view) for _ in range(200)]
    assert picks == [second.choose(decision, no_view) for _ in range(200)]
    assert set(picks) <= set(decision.options)
    assert picks != [RandomBot(43).choose(decision, no_view) for _ in range(200)]


def test_roughly_uniform() -> None:
    options = [f"target:{i}" for i in range(4)]
    decision = Decision(0, "target", options)
    bot = RandomBot(7)
    counts = Counter(bot.choose(decision, no_view) for _ in range(4000))
    assert set(counts) == set(options)
    assert all(850 < n < 1150 for n in counts.values())  # 1000 expected, sd about 27


def test_plays_whole_games_legally() -> None:
    for seed in range(3):
        driver = Driver(NUCLEAR, {"players": 3, "max_rounds": 60}, seed)
        bots = [make_bot("random", "nuclear", seed * 10 + seat) for seat in range(3)]
        while not driver.finished:
            decision = driver.pending[0]
            choice = bots[decision.seat].choose(decision, no_view)
            assert choice in decision.options
            driver.submit(decision.seat, choice)


def test_registry() -> None:
    assert isinstance(make_bot("random", "anything", 1), RandomBot)
    with pytest.raises(ValueError, match="unknown bot kind"):
        make_bot("clever", "nuclear", 1)
    with pytest.raises(ValueError, match="no heuristic bot"):
        make_bot("heuristic", "chess", 1)
