"""Throughput of whole games, bots included, in one process (``hyperspace bench``,
``benchmarks/bench_nuclear.py``, ``benchmarks/bench_cosmic.py``).

For each bot kind, every seat is played by that kind; the games are seeded and capped (500 rounds
for the nuclear game, 2,000 challenges for Cosmic Encounter). Reported: games per second, rounds
(or challenges) per second, microseconds per decision (the wall time divided by the decisions put
to the bots, bot time included) and decisions per game. The report by player count
(:func:`bench_sizes`) also counts the single-option decisions the driver answered itself; for
Cosmic Encounter its games are those of ruling C-62.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from hyperspace import compiled
from hyperspace.engine.rng import derive_seed
from hyperspace.sim.collection import few_collections
from hyperspace.sim.runner import adapter, game_config, play_game

KINDS = ("random", "heuristic")
CAPS = {"nuclear": 500, "cosmic": 2000}  # the length cap of a benchmark game, in its own unit


def _measure(
    game: str,
    players: int,
    kind: str,
    games: int,
    seed: int,
    options: Mapping[str, Any] | None,
) -> dict[str, Any]:
    """``games`` games with every seat a ``kind`` bot: rates and raw totals."""
    rules = adapter(game)
    config = game_config(rules, players, CAPS.get(game), options)
    lineup = [kind] * players
    length = decisions = auto = 0
    with few_collections():
        started = time.perf_counter()
        for index in range(games):
            result = play_game(game, config, lineup, derive_seed(seed, "bench", index))
            length += result.rounds
            decisions += result.decisions
            auto += result.auto_decisions
        wall = time.perf_counter() - started
    unit = rules.length
    return {
        "games_per_s": round(games / wall, 2),
        f"{unit}_per_s": round(length / wall, 1),
        "us_per_decision": round(wall / decisions * 1e6, 2) if decisions else None,
        "decisions_per_game": round(decisions / games, 1),
        "auto_decisions_per_game": round(auto / games, 1),
        "games": games,
        unit: length,
        "decisions": decisions,
        "auto_decisions": auto,
        "wall_s": round(wall, 3),
        "build": "compiled" if compiled() else "pure",
    }


def bench(
    game: str = "nuclear",
    games: int = 200,
    players: int = 4,
    kinds: Sequence[str] = KINDS,
    seed: int = 0,
) -> dict[str, dict[str, Any]]:
    """One entry per bot kind: ``games_per_s``, ``rounds_per_s``, ``us_per_decision``,
    ``decisions_per_game`` (plus the raw totals)."""
    if games < 1:
        raise ValueError("games: must be at least 1")
    report: dict[str, dict[str, Any]] = {}
    for kind in kinds:
        entry = _measure(game, players, kind, games, seed, None)
        del entry["auto_decisions_per_game"], entry["auto_decisions"]  # the report as it was
        report[kind] = entry
    return report


def bench_sizes(
    game: str,
    games: int = 200,
    sizes: Sequence[int] = (4, 5),
    kinds: Sequence[str] = KINDS,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
) -> dict[str, dict[str, Any]]:
    """One entry per player count and bot kind, keyed "4p-random": ``games_per_s``,
    ``<length>_per_s`` (challenges for cosmic), ``us_per_decision``, ``decisions_per_game`` and
    ``auto_decisions_per_game`` (plus the raw totals). ``options`` go into every game's config."""
    if games < 1:
        raise ValueError("games: must be at least 1")
    return {
        f"{players}p-{kind}": _measure(game, players, kind, games, seed, options)
        for players in sizes
        for kind in kinds
    }
