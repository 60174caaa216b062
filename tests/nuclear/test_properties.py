"""Properties of random legal play (hypothesis draws the seeds and player counts 2..6):
games end, replays are exact (whole games, every prefix, after a JSON round trip), every
population change is explained by the log, and scores follow scoring.score."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from tests.profiles import examples

from hyperspace.engine import Driver, Record, replay
from hyperspace.engine.events import Event
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.scoring import DOOMSDAY_SCORE, score, winners
from hyperspace.nuclear.state import NuclearState, snapshot
from hyperspace.nuclear.view import view

CAP = 150
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.integers(min_value=2, max_value=6)
FAST = examples(75)


def play(
    seed: int, players: int, cap: int = CAP, marks: Iterable[int] = (), **config: Any
) -> tuple[Driver, dict[int, dict[str, Any]]]:
    """Random legal play from ``random.Random(seed)``; snapshots after each count in ``marks``
    (a count past the end gives the final snapshot under the game's real length)."""
    driver = Driver(NUCLEAR, {"players": players, "max_rounds": cap, **config}, seed)
    rng = random.Random(seed)
    wanted = set(marks)
    taken: dict[int, dict[str, Any]] = {}
    done = 0
    while True:
        if done in wanted:
            taken[done] = copy.deepcopy(snapshot(driver.state))
        if driver.finished:
            break
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
        done += 1
        assert done < 20_000, "runaway game"
    if any(k > done for k in wanted):
        taken[done] = copy.deepcopy(snapshot(driver.state))
    return driver, taken


# -- ending -----------------------------------------------------------------------------------


@FAST
@given(seed=SEEDS, players=PLAYERS, cap=st.integers(min_value=1, max_value=CAP))
def test_every_game_ends_within_the_round_cap(seed: int, players: int, cap: int) -> None:
    driver, _ = play(seed, players, cap)
    state: NuclearState = driver.state
    assert driver.finished and state.over
    assert driver.pending == []
    assert 1 <= state.round <= cap
    living = state.living()
    if state.round < cap:
        assert len(living) <= 1  # ended early only because at most one stands
    assert state.survivor == (living[0].seat if len(living) == 1 else None)
    game_over = [e for e in state.log if e.kind == "game_over"]
    assert len(game_over) == 1 and game_over[0] is state.log[-1]
    assert game_over[0].round == state.round


# -- replay -----------------------------------------------------------------------------------


@FAST
@given(seed=SEEDS, players=PLAYERS)
def test_the_same_record_gives_the_same_game(seed: int, players: int) -> None:
    driver, _ = play(seed, players)
    again = replay(NUCLEAR, driver.record)
    assert again.finished
    assert snapshot(again.state) == snapshot(driver.state)
    assert again.record.decisions == driver.record.decisions


@examples(50)
@given(
    seed=SEEDS,
    players=PLAYERS,
    marks=st.lists(st.integers(min_value=0, max_value=2_500), min_size=1, max_size=4),
)
def test_replay_of_any_prefix_equals_live_play(seed: int, players: int, marks: list[int]) -> None:
    driver, live = play(seed, players, 60, marks=[0, *marks])
    n = len(driver.record.decisions)
    for k, expected in live.items():
        assert k <= n
        rebuilt = replay(NUCLEAR, driver.record, upto=k)
        assert rebuilt.seq == k
        assert snapshot(rebuilt.state) == expected, f"replay(upto={k}) differs from live play"
        if k < n:  # the same decision is pending, so the next recorded answer fits
            seat, key = driver.record.decisions[k]
            assert key in rebuilt.decision_for(seat).options


@FAST
@given(seed=SEEDS, players=PLAYERS)
def test_records_survive_a_json_round_trip(seed: int, players: int) -> None:
    driver, _ = play(seed, players)
    driver.record.meta = {"seed": seed, "note": "random legal play"}
    text = driver.record.to_json()
    back = Record.from_json(text)
    assert back == driver.record
    assert back.to_json() == text
    assert snapshot(replay(NUCLEAR, back).state) == snapshot(driver.state)


# -- populations ------------------------------------------------------------------------------


def attacker_of(event: Event) -> int | None:
    """The real attacker of a damage event: public, or (anonymous) in the attacker's own part."""
    assert event.public is not None
    if event.public.get("attacker") is not None:
        return int(event.public["attacker"])
    for seat, part in (event.private or {}).items():
        if "attacker" in part:
            assert part["attacker"] == seat  # an anonymous actor is only in its own part
            return seat
    return None


def report_populations(event: Event, players: int) -> dict[int, int]:
    if event.public is not None:
        return {int(s): int(p) for s, p in event.public["populations"].items()}
    assert event.private is not None and sorted(event.private) == list(range(players))
    merged: dict[int, int] = {}
    for seat, part in event.private.items():
        assert list(part["populations"]) == [seat]  # a private report tells each seat its own
        merged.update({int(s): int(p) for s, p in part["populations"].items()})
    return merged


@examples(100)
@given(seed=SEEDS, players=PLAYERS, public=st.booleans())
def test_every_population_change_is_explained_by_the_log(
    seed: int, players: int, public: bool
) -> None:
    driver, _ = play(seed, players, public_population=public)
    state: NuclearState = driver.state
    start = state.config.starting_population
    running = [start] * players
    reports = 0
    last_report_round = 0
    for event in state.log:
        if event.kind == "damage":
            assert event.public is not None
            victim, loss = event.public["victim"], event.public["loss"]
            assert loss >= 0
            running[victim] -= loss
        elif event.kind == "propaganda":
            assert event.public is not None
            part = event.public
            assert part["loss"] >= 0 and part["gain"] >= 0
            assert part["gain"] <= part["loss"] // 2
            running[part["victim"]] -= part["loss"]
            running[part["gainer"]] += part["gain"]
        elif event.kind == "eliminated":
            assert event.public is not None
            assert running[event.public["player"]] == 0
        elif event.kind == "report":
            reports += 1
            assert event.round > last_report_round  # one report per round
            last_report_round = event.round
            assert report_populations(event, players) == dict(enumerate(running))
        assert min(running) >= 0, f"a population went below zero at {event.kind}"
    assert reports == state.round
    assert running == [p.population for p in state.players]
    for p in state.players:
        assert p.population >= 0
        assert p.alive == (p.population > 0)


# -- scores -----------------------------------------------------------------------------------


@FAST
@given(seed=SEEDS, players=PLAYERS)
def test_scores_are_consistent_with_scoring(seed: int, players: int) -> None:
    driver, _ = play(seed, players)
    state: NuclearState = driver.state
    scores = {p.seat: score(p) for p in state.players}
    for p in state.players:
        if p.doomsday:
            assert scores[p.seat] == DOOMSDAY_SCORE
        else:
            penalties = p.penalty_u2 + p.penalty_u3 + p.penalty_u4
            assert scores[p.seat] == p.credit + 2 * p.population - penalties
        assert p.credit >= 0 and min(p.penalty_u2, p.penalty_u3, p.penalty_u4) >= 0
    for seat in (None, *range(players)):
        result = view(state, seat)["result"]
        assert result["scores"] == scores
        assert result["survivor"] == state.survivor
        assert result["winners"] == winners(state)
    won = winners(state)
    if state.survivor is not None:
        assert won == [state.survivor]
    else:
        pool = [p.seat for p in state.living()] or list(range(players))
        best = max(scores[s] for s in pool)
        assert won == [s for s in pool if scores[s] == best]
    returns = driver.returns()
    assert abs(sum(returns) - 1.0) < 1e-9
    assert [s for s, r in enumerate(returns) if r > 0] == won

    # credit is the actual warhead damage done to others, reset by Doomsday
    expected = [0] * players
    for event in state.log:
        if event.kind != "damage":
            continue
        assert event.public is not None
        if event.public.get("cause") == "doomsday":
            expected = [0] * players
            continue
        attacker = attacker_of(event)
        assert attacker is not None
        if attacker != event.public["victim"]:
            expected[attacker] += event.public["loss"]
    withheld = any(p.penalty_u4 for p in state.players)  # the Last Citadel withholds credit
    for p in state.players:
        if withheld:
            assert p.credit <= expected[p.seat]
        else:
            assert p.credit == expected[p.seat]
