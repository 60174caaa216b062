"""The OpenSpiel-style facade, on the nuclear game (and the toy game for simultaneous moves)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from toy_game import TOY, toy_snapshot

from hyperspace.engine import GameOver, UnknownOption, WrongSeat
from hyperspace.engine.facade import SIMULTANEOUS, TERMINAL, Env
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.scoring import winners
from hyperspace.nuclear.state import snapshot
from hyperspace.nuclear.view import view

CONFIG = {"players": 4, "max_rounds": 40}


def step(env: Env, rng: random.Random) -> None:
    env.apply_action(rng.choice(env.legal_actions()))


def test_a_whole_nuclear_game_through_the_facade() -> None:
    env = Env.new(NUCLEAR, CONFIG, 17)
    rng = random.Random(17)
    assert env.num_players() == 4
    moves = 0
    while not env.is_terminal():
        player = env.current_player()
        assert 0 <= player < 4
        legal = env.legal_actions()
        assert legal == list(env.driver.pending[0].options)
        assert legal == env.legal_actions(player)
        assert len(legal) > 1 and len(set(legal)) == len(legal)
        assert env.returns() == [0.0] * 4
        env.apply_action(rng.choice(legal))
        moves += 1
    assert env.current_player() == TERMINAL
    assert env.legal_actions() == []
    assert moves == len(env.driver.record.decisions)
    returns = env.returns()
    assert sum(returns) == pytest.approx(1.0)
    won = winners(env.driver.state)
    assert [s for s, r in enumerate(returns) if r > 0] == won
    assert all(r == pytest.approx(1 / len(won)) for r in returns if r > 0)
    with pytest.raises(GameOver):
        env.apply_action("pass")


def test_illegal_actions_raise_typed_errors() -> None:
    env = Env.new(NUCLEAR, CONFIG, 3)
    player = env.current_player()
    with pytest.raises(UnknownOption):
        env.apply_action("fly:away")
    with pytest.raises(WrongSeat):
        env.apply_action(env.legal_actions()[0], seat=(player + 1) % 4)
    with pytest.raises(WrongSeat):
        env.legal_actions((player + 1) % 4)


def test_clone_is_equal_and_independent() -> None:
    env = Env.new(NUCLEAR, CONFIG, 5)
    rng = random.Random(5)
    for _ in range(60):
        step(env, rng)
    clone = env.clone()
    assert snapshot(clone.driver.state) == snapshot(env.driver.state)
    assert clone.current_player() == env.current_player()
    assert clone.legal_actions() == env.legal_actions()
    for seat in (None, 0, 1, 2, 3):
        assert clone.observation(seat) == env.observation(seat)
    before = snapshot(env.driver.state)
    while not clone.is_terminal():
        step(clone, random.Random(len(clone.driver.record.decisions)))
    assert snapshot(env.driver.state) == before
    assert not env.is_terminal()
    # and the other way round: moving the original leaves a fresh clone where it was
    other = env.clone()
    for _ in range(10):
        step(env, rng)
    assert snapshot(other.driver.state) == before


def hand_keys(observation: dict[str, Any]) -> list[str]:
    """Every path in ``observation`` (outside the log) that holds a key "hand"."""
    found: list[str] = []

    def walk(data: Any, path: str) -> None:
        if isinstance(data, dict):
            for key, value in data.items():
                if key == "hand":
                    found.append(f"{path}.{key}")
                walk(value, f"{path}.{key}")
        elif isinstance(data, list):
            for index, item in enumerate(data):
                walk(item, f"{path}[{index}]")

    walk({k: v for k, v in observation.items() if k != "log"}, "")
    return found


def test_observation_is_the_seat_view() -> None:
    """Each seat observes its own view: its own hand and nobody else's; the public observation
    holds no hand; the observations of seats with different hands differ."""
    env = Env.new(NUCLEAR, CONFIG, 8)
    rng = random.Random(8)
    for _ in range(30):
        step(env, rng)
    state = env.driver.state
    hands = [[card.label for card in p.hand] for p in state.players]
    assert len({tuple(sorted(h)) for h in hands}) == 4  # four different hands to tell apart
    for seat in (None, 0, 1, 2, 3):
        seen = env.observation(seat)
        assert seen == view(state, seat) and seen["seat"] == seat
        if seat is None:
            assert "me" not in seen and hand_keys(seen) == []
        else:
            assert sorted(seen["me"]["hand"]) == sorted(hands[seat])
            assert hand_keys(seen) == [".me.hand"]  # nobody else's
    observed = [env.observation(seat) for seat in range(4)]
    assert all(observed[a] != observed[b] for a in range(4) for b in range(a))


def test_observation_changes_with_the_own_hand_only() -> None:
    """Taking a card from another seat's hand leaves a seat's observation as it was; taking one
    from its own changes it."""
    env = Env.new(NUCLEAR, CONFIG, 8)
    rng = random.Random(8)
    for _ in range(30):
        step(env, rng)
    before = [env.observation(seat) for seat in (None, 0, 1, 2, 3)]
    env.driver.state.players[1].hand.pop()
    after = [env.observation(seat) for seat in (None, 0, 1, 2, 3)]
    assert [a == b for a, b in zip(before, after, strict=True)] == [True, True, False, True, True]


def test_simultaneous_moves_on_the_toy_game() -> None:
    env = Env.new(TOY, {"players": 2, "rounds": 1}, 1)
    assert env.current_player() == 0
    env.apply_action("add:1")
    env.apply_action("add:3")
    assert env.current_player() == SIMULTANEOUS
    assert env.legal_actions(0) == ["bid:0", "bid:1"]
    assert env.legal_actions(1) == ["bid:0", "bid:1"]
    clone = env.clone()
    env.apply_action("bid:1", seat=1)
    assert env.current_player() == 0
    env.apply_action("bid:0")
    assert env.is_terminal() and env.current_player() == TERMINAL
    assert env.returns() == [0.0, 1.0]
    assert clone.current_player() == SIMULTANEOUS  # untouched by the original's moves
    clone.apply_action("bid:0", seat=0)
    clone.apply_action("bid:1", seat=1)
    assert toy_snapshot(clone.driver.state) == toy_snapshot(env.driver.state)
