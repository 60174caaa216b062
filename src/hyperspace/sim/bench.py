"""Throughput of whole games, bots included, in one process (``hyperspace bench``,
``benchmarks/bench_nuclear.py``).

For each bot kind, every seat is played by that kind; the games are seeded and capped at 500
rounds. Reported: games per second, rounds per second, microseconds per decision (the wall time
divided by the decisions submitted, bot time included) and decisions per game.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from hyperspace import compiled
from hyperspace.engine.rng import derive_seed
from hyperspace.sim.runner import play_game

KINDS = ("random", "heuristic")
MAX_ROUNDS = 500


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
    config = {"players": players, "max_rounds": MAX_ROUNDS}
    report: dict[str, dict[str, Any]] = {}
    for kind in kinds:
        lineup = [kind] * players
        rounds = decisions = 0
        started = time.perf_counter()
        for index in range(games):
            result = play_game(game, config, lineup, derive_seed(seed, "bench", index))
            rounds += result.rounds
            decisions += result.decisions
        wall = time.perf_counter() - started
        report[kind] = {
            "games_per_s": round(games / wall, 2),
            "rounds_per_s": round(rounds / wall, 1),
            "us_per_decision": round(wall / decisions * 1e6, 2) if decisions else None,
            "decisions_per_game": round(decisions / games, 1),
            "games": games,
            "rounds": rounds,
            "decisions": decisions,
            "wall_s": round(wall, 3),
            "build": "compiled" if compiled() else "pure",
        }
    return report
