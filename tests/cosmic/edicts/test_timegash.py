"""Timegash: played at the start of another player's challenge, it gives its player a whole
challenge out of turn as soon as that challenge is over; then the turn goes on where it was
(C-510). Its losses are imprisoned only if it is itself a capture challenge (AMB-P22: "but not
Timegash")."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hyperspace.cosmic import COSMIC
from hyperspace.cosmic.config import Config
from hyperspace.cosmic.state import TOKENS
from hyperspace.engine import Driver

from ..support import challenges_done, state
from ..variants import prisoners_support as jail
from .support import game, log, offers, run

GASH = "edict-timegash"
# Seat 0 wins against seat 1; then seat 2 (Destiny: seat 0's colour) attacks seat 0 and loses.
DESTINY = [1, 0, 2, 1, 0, 2]
HANDS = {0: ["attack-20", "attack-15", "attack-10"], 1: ["attack-4"], 2: [GASH, "attack-1"]}
CALL = {"play-card": {2: GASH}, "second-challenge": "challenge"}


def challenges(driver: Driver) -> list[tuple[int, int]]:
    """(offense, number) of every challenge begun."""
    return [(e["offense"], e["number"]) for e in log(driver, "challenge")]


def test_its_player_challenges_out_of_turn_then_the_turn_goes_on() -> None:
    driver = game(destiny=DESTINY, hands=HANDS)
    answers = run(driver, CALL, until=challenges_done(3))
    assert challenges(driver)[:3] == [(0, 1), (2, 1), (0, 2)]
    assert log(driver, "timegash") == [{"seat": 2}]
    assert log(driver, "out-of-turn") == [{"seat": 2}]
    # Seat 0's first challenge succeeded: he is asked for his second only after the time gash.
    second = answers.asked("second-challenge")
    assert [d.seat for d in second] == [0]
    s = state(driver)
    # Then the turn passes clockwise from seat 0, as if there had been no time gash.
    assert s.offense == 1 and s.out_of_turn == [] and s.features["timegash"] == 1
    assert GASH in s.discard and GASH not in s.players[2].hand


def test_the_out_of_turn_challenge_is_whole_with_destiny_and_cone() -> None:
    driver = game(destiny=DESTINY, hands=HANDS)
    answers = run(driver, CALL, until=challenges_done(2))
    cones = [d for d in answers.asked("cone") if d.seat == 2]
    assert len(cones) == 1 and all(o.startswith("A") for o in cones[0].options)  # seat 0's system
    s = state(driver)
    assert s.warp[2] == 1  # the gash was lost: its token went to the Warp
    assert s.destiny_discard[:2] == [1, 0]


def test_offered_to_everyone_but_the_offense() -> None:
    hands = {0: ["attack-20", GASH], 1: ["attack-4", GASH], 2: ["attack-5", GASH]}
    answers = run(game(destiny=DESTINY, hands=hands), {"cone": "B1"})
    assert offers(answers, GASH) == [(1, "start"), (2, "start")]


def test_a_player_without_a_challenge_card_then_draws_a_new_hand() -> None:
    hands = {**HANDS, 2: [GASH, "edict-quash"]}
    driver = game(destiny=DESTINY, hands=hands)
    run(driver, CALL, until=challenges_done(1))
    drawn = [e for e in log(driver, "new-hand") if e["seat"] == 2]
    assert len(drawn) == 1 and drawn[0]["cards"] == Config().hand_size
    kinds = [e.kind for e in state(driver).log]
    assert kinds.index("new-hand") < kinds.index("out-of-turn")  # only once his card is gone
    assert "edict-quash" in state(driver).discard


def test_card_zap_cancels_the_time_gash() -> None:
    hands = {**HANDS, 1: ["attack-4", "edict-card-zap"]}
    driver = game(destiny=DESTINY, hands=hands)
    run(driver, {**CALL, "cancel-card": {1: "edict-card-zap"}}, until=challenges_done(2))
    assert challenges(driver)[:2] == [(0, 1), (0, 2)]
    assert log(driver, "out-of-turn") == [] and state(driver).out_of_turn == []


def test_its_losses_after_a_capture_challenge_go_to_the_warp_not_to_prison() -> None:
    # AMB-P22: a Timegash challenge is not a secondary challenge of the capture challenge before
    # it; Destiny then names seat 0's colour, a plain challenge.
    hands = {**jail.WINNING, 0: ["attack-20", "attack-15"], 2: [GASH, "attack-1"]}
    driver = jail.game(destiny=("capture", 1, 0, 2, 1, 0), hands=hands)
    run(driver, CALL, until=challenges_done(2))
    s = state(driver)
    assert challenges(driver)[:2] == [(0, 1), (2, 1)]
    assert s.warp[2] == 1 and jail.held(driver)[0][2] == 0


def test_only_known_edicts_are_accepted_and_the_default_deck_leaves_it_out() -> None:
    assert "timegash" not in Config().edicts
    Config(edicts=("timegash", "plague")).check_values()
    with pytest.raises(ValueError, match="unknown Edict 'time-gash'"):
        Config(edicts=("time-gash",)).check_values()


@pytest.mark.parametrize("seed", [3, 8])
def test_whole_random_games_with_timegashes_keep_every_token_and_card(seed: int) -> None:
    config: dict[str, Any] = {"players": 4, "use_powers": False, "edicts": ("timegash",) * 6}
    driver = Driver(COSMIC, config, seed)
    s = state(driver)
    cards = s.card_total()
    rng = random.Random(seed)
    while not driver.finished:
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
        assert s.card_total() == cards
        assert all(s.token_total(c) == TOKENS for c in range(4))
    called = log(driver, "timegash")
    assert s.over and not s.capped and called
    # Each time gash called was played, unless the game ended first.
    assert len(log(driver, "out-of-turn")) + len(s.out_of_turn) == len(called)
