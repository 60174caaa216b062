"""What a benchmark entry must satisfy, whatever the machine's speed: its raw totals are those of
the same seeded games played again, and each rate is its total divided by the wall time."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from hyperspace.engine.rng import derive_seed
from hyperspace.sim.bench import CAPS
from hyperspace.sim.runner import adapter, game_config, play_game


def check_entry(
    entry: Mapping[str, Any],
    game: str,
    players: int,
    kind: str,
    games: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
) -> None:
    """``entry`` measured ``games`` games of ``players`` ``kind`` bots from ``seed``."""
    rules = adapter(game)
    config = game_config(rules, players, CAPS[game], options)
    results = [
        play_game(game, config, [kind] * players, derive_seed(seed, "bench", index))
        for index in range(games)
    ]
    unit = rules.length
    length = sum(r.rounds for r in results)
    decisions = sum(r.decisions for r in results)
    assert (entry["games"], entry[unit], entry["decisions"]) == (games, length, decisions)
    assert entry["decisions_per_game"] == round(decisions / games, 1)
    if "auto_decisions_per_game" in entry:
        auto = sum(r.auto_decisions for r in results)
        assert entry["auto_decisions_per_game"] == round(auto / games, 1)
    wall = entry["wall_s"]
    assert 0 < wall < 600
    # The rates come from the unrounded wall time: within its rounding to the millisecond.
    near = {"rel": 0.0006 / wall + 0.01}
    assert entry["games_per_s"] == pytest.approx(games / wall, **near)
    assert entry[f"{unit}_per_s"] == pytest.approx(length / wall, **near)
    assert entry["us_per_decision"] == pytest.approx(wall / decisions * 1e6, **near)
