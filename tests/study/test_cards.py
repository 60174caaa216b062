"""The nuclear game's card columns (``cards_held``, ``eliminated``) and the report's card splits
(hyperspace.study.cards)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest

from hyperspace.bots import make_bot
from hyperspace.engine.driver import Driver
from hyperspace.engine.rng import derive_seed
from hyperspace.nuclear.state import NuclearState
from hyperspace.sim.runner import adapter
from hyperspace.study import load_study
from hyperspace.study.cards import (
    WAYS,
    Split,
    at_any_moment,
    before_first_elimination,
    first_deal,
)
from hyperspace.study.report import _tests, write_report
from hyperspace.study.run import local_runner, run_study

# One short game (a smaller population, 40 rounds) whose random bots give S-cards away, whose
# ULTIMATE roll succeeds and in which a player is eliminated: every way into a hand but thefts
# (which take only M- and W-cards).
STUDY = """[study]
game = "nuclear"
seed = 6
games = 1

[settings]
players = 4
bots = ["heuristic", "random"]
max_rounds = 40
starting_population = 3000
"""

ENTRIES = ("dealt", "ultimate_dealt", "gift")  # the log's private notes of a card coming in


def replay(row: dict[str, Any]) -> NuclearState:
    """The row's game, played again from its seed as hyperspace.sim.runner.play_game plays it."""
    rules = adapter("nuclear")
    config = {"players": 4, "max_rounds": 40, "starting_population": 3000}
    driver = Driver(rules.game, config, row["seed"])
    bots = [
        make_bot(kind, "nuclear", derive_seed(row["seed"], "bot", seat))
        for seat, kind in enumerate(row["bots"])
    ]
    driver.play_out(lambda d: bots[d.seat].choose(d, rules.game.observer(driver.state, d.seat)))
    state: NuclearState = driver.state
    return state


def test_the_card_columns_follow_the_games_own_log(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text(STUDY, encoding="utf-8")
    run_study(load_study(path), tmp_path / "out", local_runner(1))
    (row,) = pq.read_table(tmp_path / "out" / "games.parquet").to_pylist()
    state = replay(row)
    expected: list[dict[str, int]] = [{} for _ in state.players]
    for event in state.log:
        if event.kind in ENTRIES:
            assert event.private is not None
            for seat, part in event.private.items():
                if part["card"][0] in "SU":
                    expected[seat].setdefault(part["card"], event.round)
    assert [dict(held) for held in row["cards_held"]] == expected
    # the game has all three ways in, and every S- or U-card a seat ends with was noted
    kinds = {event.kind for event in state.log if event.kind in ENTRIES and event.private}
    assert kinds == set(ENTRIES)
    for player, held in zip(state.players, expected, strict=True):
        labels = {card.label for card in player.hand if card.type in "SU"}
        assert labels | set(player.active) | set(player.idle) <= set(held)
    # the first deal: every seat alive in round 5 was dealt exactly one S-card there
    assert [[label for label, r in held.items() if r == 5] for held in expected] == [
        [part["card"] for e in state.log if e.kind == "dealt" and e.round == 5
         for s, part in (e.private or {}).items() if s == seat]
        for seat in range(4)
    ]  # fmt: skip
    out = {e.public["player"]: e.round for e in state.log if e.kind == "eliminated" and e.public}
    assert out  # somebody was eliminated
    assert row["eliminated"] == [out.get(p.seat) for p in state.players]
    assert [r is None for r in row["eliminated"]] == [p.alive for p in state.players]
    # an eliminated seat is dealt nothing after its elimination
    for seat, round_ in out.items():
        assert max(expected[seat].values(), default=0) <= round_


def row(shares: list[float], held: list[dict[str, int]], out: list[int | None]) -> dict[str, Any]:
    return {"win_share": shares, "cards_held": held, "eliminated": out}


ROWS = [
    row(
        [1.0, 0.0, 0.0, 0.0],
        [{"S1": 5, "S2": 10, "U3": 20}, {"S2": 5}, {"S1": 5, "S3": 15}, {"S4": 5, "U1": 40}],
        [None, 30, 25, 12],  # seat 4 was out before the first ULTIMATE card (round 20)
    ),
    row([0.5, 0.5], [{"U2": 20}, {}], [None, None]),  # no S-card dealt: round 5 never came
    # as Parquet gives a map back: (label, round) pairs
    row([0.0, 1.0], [[("S2", 5), ("U4", 40)], [("S1", 5)]], [None, None]),
]


def test_the_split_at_the_first_deal() -> None:
    splits = first_deal(ROWS)
    # the first deal: seats 1-4 of game 1 (S1, S2, S1, S4) and both seats of game 3 (S2, S1)
    assert splits["S1"] == Split("S1", 3, 2.0, 3, 0.0)
    assert splits["S2"] == Split("S2", 2, 0.0, 4, 2.0)
    assert splits["S3"] == Split("S3", 0, 0.0, 6, 2.0)  # S3 came later, not in the first deal
    # the first ULTIMATE card: game 1 is left out (a player was out), games 2 and 3 count
    assert splits["U2"] == Split("U2", 1, 0.5, 3, 1.5)
    assert splits["U4"] == Split("U4", 1, 0.0, 3, 2.0)
    assert splits["U3"] == Split("U3", 0, 0.0, 4, 2.0)
    assert list(splits) == [f"S{n}" for n in range(1, 23)] + [f"U{n}" for n in range(1, 5)]


def test_the_split_before_the_first_elimination() -> None:
    splits = before_first_elimination(ROWS)
    # game 1: the cards of rounds 5 and 10 (the first player was out in round 12); games 2, 3: all
    assert splits["S1"] == Split("S1", 3, 2.0, 5, 1.0)
    assert splits["S2"] == Split("S2", 3, 1.0, 5, 2.0)
    assert splits["S3"] == Split("S3", 0, 0.0, 8, 3.0)
    assert splits["U2"] == Split("U2", 1, 0.5, 7, 2.5)
    assert splits["U3"] == Split("U3", 0, 0.0, 8, 3.0)
    assert splits["U4"] == Split("U4", 1, 0.0, 7, 3.0)


def test_the_split_at_any_moment() -> None:
    splits = at_any_moment(ROWS)
    assert splits["S1"] == Split("S1", 3, 2.0, 5, 1.0)
    assert splits["U3"] == Split("U3", 1, 1.0, 7, 2.0)
    assert splits["S22"] == Split("S22", 0, 0.0, 8, 3.0)


@pytest.mark.parametrize("compare", [True, False])
def test_the_report_tests_each_card_where_chance_dealt_it(tmp_path: Path, compare: bool) -> None:
    text = (
        STUDY.replace("games = 1", "games = 4")
        + f"[report]\ncompare_cards = {str(compare).lower()}\n"
    )
    path = tmp_path / "cards.toml"
    path.write_text(text, encoding="utf-8")
    run_study(load_study(path), tmp_path / "out", local_runner(1))
    rows = pq.read_table(tmp_path / "out" / "games.parquet").to_pylist()
    import json

    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    tests = [t.what for t in _tests(summary, [rows])]
    cards = [
        f"{s.label} held ({way.name}) vs not"
        for way in WAYS[:2]
        for s in way.split(rows).values()
        if s.held_seats and s.other_seats
    ]
    assert [way.tested for way in WAYS] == [True, True, False]
    assert tests == ["equal win rates by seat in all games", *(cards if compare else [])]
    report = write_report(tmp_path / "out").read_text()
    assert ("## Cards held" in report) is compare
    assert (tmp_path / "out" / "report" / "cards.png").exists() is compare
