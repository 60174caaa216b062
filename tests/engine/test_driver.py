"""The driver: rejected submissions raise a typed error and change nothing; single-option decisions
are answered automatically and never recorded; simultaneous decisions; fork."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from toy_game import TOY, ToyState, toy_snapshot

from hyperspace.engine import (
    Decision,
    Driver,
    GameOver,
    IllegalDecision,
    StaleSequence,
    UnknownOption,
    WrongSeat,
    replay,
)
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.state import snapshot


def toy(players: int = 2, rounds: int = 3, seed: int = 7) -> Driver:
    return Driver(TOY, {"players": players, "rounds": rounds}, seed)


def fingerprint(driver: Driver) -> tuple[Any, ...]:
    state: ToyState = driver.state
    return (
        toy_snapshot(state),
        driver.record.to_json(),
        driver.seq,
        driver.finished,
        driver.asked,
        [d.to_dict() for d in driver.pending],
    )


def play_some(driver: Driver, n: int, rng: random.Random) -> None:
    for _ in range(n):
        if driver.finished:
            return
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))


def play_out(driver: Driver, rng: random.Random) -> None:
    while not driver.finished:
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))


def assert_rejected(
    driver: Driver,
    error: type[IllegalDecision],
    call: Callable[[], None],
    print_: Callable[[Driver], Any] = fingerprint,
) -> None:
    before = print_(driver)
    with pytest.raises(error):
        call()
    assert print_(driver) == before


# -- typed errors that change nothing --------------------------------------------------------


def test_wrong_seat_is_rejected_and_changes_nothing() -> None:
    d = toy()
    assert [x.seat for x in d.pending] == [0]
    assert_rejected(d, WrongSeat, lambda: d.submit(1, "add:1"))
    assert_rejected(d, WrongSeat, lambda: d.submit(5, "add:1"))


def test_unknown_option_is_rejected_and_changes_nothing() -> None:
    d = toy()
    assert_rejected(d, UnknownOption, lambda: d.submit(0, "add:4"))
    assert_rejected(d, UnknownOption, lambda: d.submit(0, "ok"))  # the auto-answered one's key
    assert_rejected(d, UnknownOption, lambda: d.submit(0, ""))


def test_submission_after_the_end_is_rejected_and_changes_nothing() -> None:
    d = toy()
    play_out(d, random.Random(1))
    assert d.finished and d.pending == []
    for seat in (0, 1):
        assert_rejected(d, GameOver, partial(d.submit, seat, "add:1"))
    assert_rejected(d, GameOver, lambda: d.submit(0, "add:1", seq=d.seq))
    with pytest.raises(GameOver):
        d.decision_for(0)


def test_stale_sequence_is_rejected_and_changes_nothing() -> None:
    d = toy()
    play_some(d, 3, random.Random(2))
    assert d.seq == 3
    for stale in (0, 2, 4, 100, -1):
        assert_rejected(d, StaleSequence, partial(d.submit, 0, "add:1", seq=stale))
    seat = d.pending[0].seat
    d.submit(seat, d.pending[0].options[0], seq=3)  # the right number is accepted
    assert d.seq == 4


def test_check_raises_what_submit_would_and_changes_nothing() -> None:
    d = toy()
    [decision] = d.pending
    key = decision.options[0]
    assert_rejected(d, WrongSeat, lambda: d.check(1 - decision.seat, key))
    assert_rejected(d, UnknownOption, lambda: d.check(decision.seat, "add:4"))
    assert_rejected(d, StaleSequence, lambda: d.check(decision.seat, key, seq=d.seq - 1))
    before = fingerprint(d)
    assert d.check(decision.seat, key, seq=d.seq) is decision
    assert fingerprint(d) == before  # a successful check changes nothing either
    play_out(d, random.Random(4))
    assert_rejected(d, GameOver, lambda: d.check(0, "add:1"))


def test_errors_are_illegal_decisions_and_value_errors() -> None:
    for error in (WrongSeat, UnknownOption, GameOver, StaleSequence):
        assert issubclass(error, IllegalDecision)
        assert issubclass(error, ValueError)


def test_checks_come_before_any_change_in_a_simultaneous_decision() -> None:
    d = toy(players=3, rounds=4, seed=3)
    rng = random.Random(3)
    while len(d.pending) < 2:  # play until a bid with at least two seats choosing
        play_some(d, 1, rng)
        assert not d.finished, "the toy game should reach a simultaneous bid"
    first = d.pending[0]
    d.submit(first.seat, first.options[-1])
    # the seat that already answered has nothing pending any more
    assert_rejected(d, WrongSeat, lambda: d.submit(first.seat, first.options[0]))
    other = d.pending[0]
    assert_rejected(d, UnknownOption, lambda: d.submit(other.seat, "bid:7"))
    assert_rejected(d, StaleSequence, lambda: d.submit(other.seat, "bid:0", seq=d.seq - 1))


def test_rejections_on_the_nuclear_game_change_nothing() -> None:
    d = Driver(NUCLEAR, {"players": 3, "max_rounds": 30}, 11)
    play_some(d, 25, random.Random(11))

    def nuclear_print(driver: Driver) -> tuple[Any, ...]:
        return (
            snapshot(driver.state),
            driver.record.to_json(),
            [x.to_dict() for x in driver.pending],
        )

    decision = d.pending[0]
    other = (decision.seat + 1) % 3
    assert_rejected(d, WrongSeat, lambda: d.submit(other, decision.options[0]), nuclear_print)
    assert_rejected(d, UnknownOption, lambda: d.submit(decision.seat, "launch:M99"), nuclear_print)
    assert_rejected(
        d,
        StaleSequence,
        lambda: d.submit(decision.seat, decision.options[0], seq=d.seq + 1),
        nuclear_print,
    )
    play_out(d, random.Random(12))
    assert_rejected(d, GameOver, lambda: d.submit(0, "pass"), nuclear_print)


# -- automatic answers --------------------------------------------------------------------


def test_single_option_decisions_are_answered_automatically_and_not_recorded() -> None:
    d = toy(players=2, rounds=5, seed=4)
    rng = random.Random(4)
    seen_kinds: set[str] = set()
    while not d.finished:
        for decision in d.pending:
            assert len(decision.options) > 1  # nobody is ever asked a one-option question
            seen_kinds.add(decision.kind)
        decision = d.pending[0]
        d.submit(decision.seat, rng.choice(decision.options))
    assert "ack" not in seen_kinds
    assert all(key != "ok" for _, key in d.record.decisions)
    state: ToyState = d.state
    # every round recorded exactly one add per seat, plus the bids of the odd totals
    adds = [key for _, key in d.record.decisions if key.startswith("add:")]
    assert len(adds) == 2 * 5
    assert d.asked == len(d.record.decisions)
    assert len(state.bids) == 5
    # a replay makes the same automatic answers
    assert toy_snapshot(replay(TOY, d.record).state) == toy_snapshot(state)


def test_all_single_option_simultaneous_decisions_need_no_answer() -> None:
    # seat totals all even after the adds: the whole bid is answered automatically
    d = toy(players=2, rounds=1, seed=5)
    d.submit(0, "add:2")
    d.submit(1, "add:2")
    assert d.finished
    assert d.record.decisions == [(0, "add:2"), (1, "add:2")]
    state: ToyState = d.state
    assert state.bids == [["bid:0", "bid:0"]]


def test_partly_automatic_simultaneous_decision() -> None:
    d = toy(players=2, rounds=1, seed=5)
    d.submit(0, "add:1")  # odd: seat 0 chooses its bid
    d.submit(1, "add:2")  # even: seat 1's bid is automatic
    assert [x.seat for x in d.pending] == [0]
    with pytest.raises(WrongSeat):
        d.submit(1, "bid:0")
    d.submit(0, "bid:1")
    assert d.finished
    state: ToyState = d.state
    assert state.bids == [["bid:1", "bid:0"]]
    assert d.record.decisions[-1] == (0, "bid:1")


def test_simultaneous_answers_may_come_in_any_order() -> None:
    a, b = toy(players=2, rounds=1, seed=6), toy(players=2, rounds=1, seed=6)
    for d in (a, b):
        d.submit(0, "add:1")
        d.submit(1, "add:3")
        assert sorted(x.seat for x in d.pending) == [0, 1]
    a.submit(0, "bid:1")
    a.submit(1, "bid:0")
    b.submit(1, "bid:0")
    b.submit(0, "bid:1")
    assert toy_snapshot(a.state) == toy_snapshot(b.state)
    # each order replays to the same game
    for d in (a, b):
        assert toy_snapshot(replay(TOY, d.record).state) == toy_snapshot(d.state)


# -- fork ----------------------------------------------------------------------------------


def test_fork_is_equal_and_independent() -> None:
    d = toy(players=3, rounds=6, seed=8)
    play_some(d, 7, random.Random(8))
    before = fingerprint(d)
    f = d.fork()
    assert f is not d and f.state is not d.state and f.record is not d.record
    assert toy_snapshot(f.state) == toy_snapshot(d.state)
    assert f.record.decisions == d.record.decisions
    assert [x.to_dict() for x in f.pending] == [x.to_dict() for x in d.pending]
    play_out(f, random.Random(99))
    assert fingerprint(d) == before  # the original did not move
    g = d.fork()
    play_out(d, random.Random(100))
    assert not g.finished and toy_snapshot(g.state) == before[0]


def test_fork_of_a_nuclear_game_is_independent() -> None:
    d = Driver(NUCLEAR, {"players": 4, "max_rounds": 20}, 21)
    play_some(d, 40, random.Random(21))
    before = copy.deepcopy(snapshot(d.state))
    f = d.fork()
    assert snapshot(f.state) == before
    play_out(f, random.Random(5))
    assert snapshot(d.state) == before
    assert f.finished and not d.finished


def test_bad_config_raises_value_error() -> None:
    with pytest.raises(ValueError, match=r"config\.players"):
        Driver(TOY, {"players": 1}, 0)


# -- play_out (simulation mode) -----------------------------------------------------------------


def chooser(seed: int) -> Callable[[Decision], str]:
    rng = random.Random(seed)
    return lambda decision: rng.choice(decision.options)


def test_play_out_matches_submit_by_submit() -> None:
    for seed in range(3):
        stepped = Driver(NUCLEAR, {"players": 4, "max_rounds": 40}, seed)
        choose = chooser(seed)
        while not stepped.finished:
            decision = stepped.pending[0]
            stepped.submit(decision.seat, choose(decision))
        fast = Driver(NUCLEAR, {"players": 4, "max_rounds": 40}, seed)
        fast.play_out(chooser(seed))
        assert fast.finished
        assert fast.record.decisions == stepped.record.decisions
        assert fast.asked == stepped.asked
        assert snapshot(fast.state) == snapshot(stepped.state)
        assert snapshot(replay(NUCLEAR, fast.record).state) == snapshot(fast.state)


def test_play_out_from_the_middle_and_of_a_finished_game() -> None:
    d = toy(players=3, rounds=5, seed=9)
    play_some(d, 4, random.Random(9))
    d.play_out(chooser(9))
    assert d.finished
    assert toy_snapshot(replay(TOY, d.record).state) == toy_snapshot(d.state)
    before = fingerprint(d)
    d.play_out(chooser(1))  # nothing left to do
    assert fingerprint(d) == before


def test_play_out_rejects_an_illegal_answer() -> None:
    d = toy()
    with pytest.raises(UnknownOption):
        d.play_out(lambda decision: "add:9")
    # the engine is back to normal: a new game suspends on its decisions again
    fresh = toy()
    assert [x.kind for x in fresh.pending] == ["add"]


def test_a_game_run_inside_play_out_is_not_answered_by_it() -> None:
    # a bot may fork or look ahead from inside ``choose``: that game is its own
    d = toy(players=2, rounds=4, seed=10)
    pick = chooser(10)
    forks: list[Driver] = []

    def choose(decision: Decision) -> str:
        fork = d.fork()
        assert fork.record.decisions == d.record.decisions and not fork.finished
        if len(forks) < 2:
            forks.append(fork)
            fork.play_out(chooser(len(forks)))  # a nested roll-out
            assert fork.finished
        return pick(decision)

    d.play_out(choose)
    assert d.finished
    assert toy_snapshot(replay(TOY, d.record).state) == toy_snapshot(d.state)
    assert all(f.finished for f in forks)
