"""Statistics over simulated games: win rates with Wilson intervals, means and deviations.

A win shared by ``k`` winners counts ``1/k`` for each of them, so the win rates of a game's seats
always add up to one.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hyperspace.sim.runner import GameResult

Z95 = 1.959963984540054  # the 97.5 % quantile of the standard normal distribution
DIGITS = 6


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default).

    ``successes`` may be fractional (shared wins). With no trials the interval is (0, 1).
    """
    if trials <= 0:
        return (0.0, 1.0)
    if not -1e-9 <= successes <= trials + 1e-9:  # shared wins may add up with rounding error
        raise ValueError(f"successes must lie between 0 and {trials}, not {successes}")
    p = min(1.0, max(0.0, successes / trials))
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def spread(values: Sequence[float]) -> dict[str, float]:
    """Mean, sample standard deviation, minimum and maximum (all 0 for no values)."""
    if not values:
        return {"mean": 0.0, "std": 0.0, "min": 0.0, "max": 0.0}
    return {
        "mean": round(statistics.fmean(values), DIGITS),
        "std": round(statistics.stdev(values), DIGITS) if len(values) > 1 else 0.0,
        "min": min(values),
        "max": max(values),
    }


def rate(wins: float, trials: int) -> dict[str, Any]:
    low, high = wilson(wins, trials)
    return {
        "wins": round(wins, DIGITS),
        "win_rate": round(wins / trials, DIGITS) if trials else 0.0,
        "ci95": [round(low, DIGITS), round(high, DIGITS)],
    }


def rates_by_label(
    results: Sequence[GameResult], labels: Sequence[Sequence[str | None]]
) -> dict[str, dict[str, Any]]:
    """Win rates and scores by label: ``labels[i][seat]`` names what sat in ``seat`` in game ``i``
    (a bot kind, a power); seats labelled None are left out."""
    if len(results) != len(labels):
        raise ValueError("one line-up per game result is needed")
    found: dict[str, dict[str, Any]] = {}
    for result, row in zip(results, labels, strict=True):
        share = 1.0 / len(result.winners) if result.winners else 0.0
        for seat, label in enumerate(row):
            if label is None:
                continue
            entry = found.setdefault(label, {"seats": 0, "wins": 0.0, "scores": []})
            entry["seats"] += 1
            entry["scores"].append(result.scores[seat])
            if seat in result.winners:
                entry["wins"] += share
    return {
        label: {
            "seats": entry["seats"],
            **rate(entry["wins"], entry["seats"]),
            "score": spread(entry["scores"]),
        }
        for label, entry in found.items()
    }


def summarize(
    results: Sequence[GameResult], lineups: Sequence[Sequence[str]], length: str = "rounds"
) -> dict[str, Any]:
    """Win rates per seat and per bot kind, game lengths (under the name ``length``), scores and
    capped games, as plain data. ``lineups[i]`` names the bot kind of each seat in game ``i``."""
    if len(results) != len(lineups):
        raise ValueError("one line-up per game result is needed")
    seats = max((len(lineup) for lineup in lineups), default=0)
    by_seat = rates_by_label(
        results, [[str(seat) for seat in range(len(r.scores))] for r in results]
    )
    games = len(results)
    return {
        length: spread([r.rounds for r in results]),
        "decisions": spread([r.decisions for r in results]),
        "capped": sum(1 for r in results if r.capped),
        "survivors": sum(1 for r in results if r.survivor is not None),
        "seats": [
            {"seat": seat, "games": games, **_without_seats(by_seat.get(str(seat)), games)}
            for seat in range(seats)
        ],
        "by_bot": rates_by_label(results, lineups),
    }


def _without_seats(entry: dict[str, Any] | None, games: int) -> dict[str, Any]:
    if entry is None:
        return {**rate(0.0, games), "score": spread([])}
    return {k: v for k, v in entry.items() if k != "seats"}
