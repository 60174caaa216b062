"""The simulation runner and its statistics."""

from __future__ import annotations

from collections import Counter

import pytest
from tests.sim.bench_checks import check_entry

from hyperspace.sim import lineup, play_game, simulate, wilson
from hyperspace.sim.bench import bench
from hyperspace.sim.stats import summarize


def test_wilson_known_values() -> None:
    # Reference values (statsmodels proportion_confint(method="wilson"), Wilson 1927).
    assert wilson(5, 10) == pytest.approx((0.236593, 0.763407), abs=1e-6)
    assert wilson(0, 10) == pytest.approx((0.0, 0.277533), abs=1e-6)
    assert wilson(10, 10) == pytest.approx((0.722467, 1.0), abs=1e-6)
    # The bounds are the proportions p0 at which |p - p0| = z * sqrt(p0 (1 - p0) / n).
    low, high = wilson(81, 263)
    for bound in (low, high):
        assert (81 / 263 - bound) ** 2 == pytest.approx(1.959964**2 * bound * (1 - bound) / 263)
    assert (low, high) == pytest.approx((0.255289, 0.366210), abs=1e-6)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(2.5, 10)  # shared wins count fractionally
    assert 0 < low < 0.25 < high < 1
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_lineups_rotate_every_kind_through_every_seat() -> None:
    assert lineup(["h", "r"], 4, 0) == ["h", "r", "h", "r"]
    assert lineup(["h", "r"], 4, 1) == ["r", "h", "r", "h"]
    assert lineup(["h", "r", "r"], 3, 2) == ["r", "h", "r"]
    seats: Counter[tuple[int, str]] = Counter()
    for index in range(12):
        row = lineup(["h", "r", "r", "x"], 4, index)
        assert sorted(row) == ["h", "r", "r", "x"]  # the same mix every game
        seats.update(enumerate(row))
    assert all(seats[(seat, "h")] == 3 for seat in range(4))
    assert lineup(["a", "b", "c"], 2, 1) == ["b", "c"]


def test_play_game_is_deterministic_and_capped() -> None:
    config = {"players": 3, "max_rounds": 4}
    bots = ["heuristic", "random", "heuristic"]
    first = play_game("nuclear", config, bots, 5)
    assert first == play_game("nuclear", config, bots, 5)
    # Seed 5: all three still stand after round 4, so the cap ends the game; the best score wins.
    assert (first.rounds, first.capped, first.survivor) == (4, True, None)
    assert len(first.scores) == 3
    assert first.winners == [s for s, v in enumerate(first.scores) if v == max(first.scores)]
    longer = play_game("nuclear", {**config, "max_rounds": 5}, bots, 5)
    assert (longer.rounds, longer.capped) == (5, True)
    assert longer.decisions > first.decisions  # the fifth round's decisions are counted too
    with pytest.raises(ValueError, match="bot kinds"):
        play_game("nuclear", config, ["random"], 5)
    with pytest.raises(ValueError, match="unknown game"):
        play_game("chess", config, ["random"] * 3, 5)


def test_result_does_not_depend_on_the_number_of_workers() -> None:
    one = simulate("nuclear", 3, 10, ["heuristic", "random"], 99, workers=1, max_rounds=60)
    two = simulate("nuclear", 3, 10, ["heuristic", "random"], 99, workers=2, max_rounds=60)
    assert one.pop("timing")["workers"] == 1
    assert two.pop("timing")["workers"] == 2
    assert one == two
    assert one["games"] == 10
    assert sum(entry["wins"] for entry in one["seats"]) == pytest.approx(10)
    assert one["by_bot"]["heuristic"]["seats"] + one["by_bot"]["random"]["seats"] == 30


def test_summary_counts_shared_wins_fractionally() -> None:
    from hyperspace.sim import GameResult

    results = [
        GameResult(10, [0], [5, 1], 0, 50, False),
        GameResult(20, [0, 1], [3, 3], None, 70, True),
    ]
    summary = summarize(results, [["a", "b"], ["b", "a"]])
    assert summary["seats"][0]["wins"] == 1.5
    assert summary["seats"][1]["wins"] == 0.5
    assert summary["by_bot"]["a"]["wins"] == 1.5  # won game 1 (seat 0), shared game 2 (seat 1)
    assert summary["capped"] == 1
    assert summary["survivors"] == 1
    assert summary["rounds"]["mean"] == 15
    assert summary["rounds"]["std"] == pytest.approx(7.071068)


def test_heuristic_beats_random() -> None:
    """Measured (60 games, 4 players, two seats each, seeds 0-5): heuristic wins 0.43-0.47 per
    seat with 95 % intervals from about 0.35 up; random 0.03-0.07, intervals up to 0.13."""
    summary = simulate("nuclear", 4, 60, ["heuristic", "random"], 2024, workers=2)
    heuristic = summary["by_bot"]["heuristic"]
    random = summary["by_bot"]["random"]
    assert heuristic["seats"] == random["seats"] == 120
    assert heuristic["win_rate"] > 0.3 > 0.15 > random["win_rate"]
    assert heuristic["ci95"][0] > random["ci95"][1]  # the intervals do not overlap


def test_bench_reports_every_kind() -> None:
    report = bench("nuclear", games=2, players=3)
    assert set(report) == {"random", "heuristic"}
    for kind, entry in report.items():
        check_entry(entry, "nuclear", 3, kind, 2)


def test_the_nuclear_summary_counts_card_uses_by_bot_kind() -> None:
    summary = simulate("nuclear", 3, 4, ["heuristic", "random"], 5, max_rounds=40)
    uses, by_bot = summary["card_uses"], summary["card_uses_by_bot"]
    labels = ["M", "W", "D", "P", *(f"S{n}" for n in range(1, 23)), *(f"U{n}" for n in range(1, 5))]
    labels += ["S1 found nothing", "S2 found nothing", "S3 found nothing"]
    assert sorted(uses) == sorted(labels)
    assert sorted(by_bot) == ["heuristic", "random"]
    for label in labels:
        total = by_bot["heuristic"][label]["total"] + by_bot["random"][label]["total"]
        assert uses[label]["total"] == total
        assert uses[label]["per_game"] == pytest.approx(total / 4, abs=1e-6)
