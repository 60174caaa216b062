"""The simulation runner on Cosmic Encounter: results, summaries, options."""

from __future__ import annotations

import pytest

from hyperspace.cosmic.powers import POWERS
from hyperspace.sim import play_game, simulate
from hyperspace.sim.runner import OUTCOMES, cosmic_options

NO_POWERS = {"use_powers": False}


def test_play_game_reports_challenges_bases_and_facts() -> None:
    config = {"players": 4, **NO_POWERS}
    result = play_game("cosmic", config, ["heuristic", "random", "random", "random"], 3)
    assert result == play_game("cosmic", config, ["heuristic", "random", "random", "random"], 3)
    assert result.winners and all(result.scores[s] >= 5 for s in result.winners)
    assert result.survivor is None and not result.capped
    assert result.rounds == sum(result.extra["outcomes"].values())  # every challenge has one
    assert result.extra["turns"] <= result.rounds + 1
    assert result.extra["powers"] == [None] * 4
    shorter = play_game("cosmic", {**config, "max_challenges": result.rounds - 1},
                        ["heuristic", "random", "random", "random"], 3)  # fmt: skip
    assert (shorter.rounds, shorter.capped) == (result.rounds - 1, True)
    # the same game cut a challenge short: the decisions of the last challenge are not counted
    assert shorter.decisions < result.decisions
    assert shorter.auto_decisions <= result.auto_decisions


def test_the_cap_counts_challenges() -> None:
    result = play_game(
        "cosmic", {"players": 3, "max_challenges": 4, **NO_POWERS}, ["random"] * 3, 1
    )
    assert result.capped and result.rounds == 4 and not result.winners


def test_summary_is_the_same_for_any_number_of_workers() -> None:
    args = ("cosmic", 4, 8, ["heuristic", "random"], 5)
    one = simulate(*args, workers=1, max_rounds=2000, options=NO_POWERS)
    two = simulate(*args, workers=2, max_rounds=2000, options=NO_POWERS)
    assert one.pop("timing")["workers"] == 1
    assert two.pop("timing")["workers"] == 2
    assert one == two
    assert one["max_challenges"] == 2000 and one["options"] == NO_POWERS
    assert set(one["outcomes"]) == set(OUTCOMES)
    assert sum(one["outcomes"].values()) == one["challenges"]["mean"] * 8
    assert one["turns"]["min"] <= one["turns"]["max"]
    assert sum(entry["wins"] for entry in one["seats"]) == pytest.approx(8)
    assert one["by_power"] == {}  # no powers in play


@pytest.fixture
def four_powers() -> list[str]:
    """Four powers to deal from (real ones: the compiled build takes no test-made subclass)."""
    return ["trader", "mind", "clone", "zombie"]


def test_win_rates_by_power(four_powers: list[str]) -> None:
    options = cosmic_options(3, four_powers)
    assert options == {"power_pool": four_powers}
    summary = simulate("cosmic", 3, 12, ["random"], 2, workers=1, options=options)
    by_power = summary["by_power"]
    assert set(by_power) <= set(four_powers)
    assert sum(entry["seats"] for entry in by_power.values()) == 36
    assert sum(entry["wins"] for entry in by_power.values()) == pytest.approx(12)
    for entry in by_power.values():
        low, high = entry["ci95"]
        assert low <= entry["win_rate"] <= high


def test_powers_one_per_seat(four_powers: list[str]) -> None:
    options = cosmic_options(4, four_powers, lucre=True)
    assert options == {"powers": four_powers, "lucre": True}
    result = play_game("cosmic", {"players": 4, **options}, ["random"] * 4, 1)
    assert result.extra["powers"] == four_powers


def test_power_words() -> None:
    assert cosmic_options(4, ["none"], praw=True) == {"use_powers": False, "praw": True}
    with pytest.raises(ValueError, match="unknown power 'nobody'"):
        cosmic_options(3, ["nobody", "x", "y"])
    if len(POWERS) < 5:
        assert cosmic_options(5) == NO_POWERS  # too few powers to deal: played without (C-60)
    else:
        assert cosmic_options(5) == {}


def test_bad_options_fail_before_any_game() -> None:
    with pytest.raises(ValueError, match=r"config\.players"):
        simulate("cosmic", 9, 2, ["random"], 0, options=NO_POWERS)
