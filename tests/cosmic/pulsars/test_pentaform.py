"""Pentaform's Pulsar, the only one of Pentaform and its life stages in the deck (seed 004 point
1): its Con covers the current stage as well (C-593), and its Pro gives the stage its own Pro
(C-597). The life stage here is Oracle."""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic.powers.base import STAGE

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

STAGES = ["oracle", "zombie", "virus", "terrorist", "macron"]
# Pentaform (seat 0) attacks seat 1 with two tokens and wins; seat 1 chooses among two cards.
HANDS = {0: ["attack-20"], 1: ["attack-4", "attack-3"], 2: ["attack-5"]}
TWO = {"launch": ["A1+A2"]}


def pentaform(hands: dict[int, list[str]]) -> Any:
    return game({0: "pentaform"}, hands, pentaform=STAGES)


def test_con_immunity_covers_the_life_stage() -> None:
    driver = pentaform({**HANDS, 1: [*HANDS[1], "pulsar-pentaform"]})
    answers = {**TWO, "play-card": plays({1: ["pulsar-pentaform"]}), "pulsar-mode": "immunity"}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "pentaform"}]
    assert log(driver, "oracle-sees") == []  # Oracle, the stage, could not foresee his card
    assert driver.state.players[0].power_data[STAGE] == "zombie"  # Pentaform itself still moves


def test_con_shut_off_stops_both() -> None:
    driver = pentaform({**HANDS, 2: ["attack-5", "pulsar-pentaform"]})
    answers = {**TWO, "play-card": plays({2: ["pulsar-pentaform"]}), "pulsar-mode": "shut-off"}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "pulsar-shut-off") == [{"seat": 2, "power": "pentaform"}]
    assert log(driver, "oracle-sees") == []
    assert driver.state.players[0].power_data[STAGE] == "oracle"  # no move: Pentaform was off
    assert log(driver, "pentaform-stage") == []


def test_pro_gives_the_stage_its_pro() -> None:
    # The Oracle Pro (C-171): Oracle sees the opponent's whole hand first.
    driver = pentaform({**HANDS, 0: ["attack-20", "pulsar-pentaform"]})
    checked_play(
        driver, {**TWO, "play-card": plays({0: ["pulsar-pentaform"]})}, until=first_challenge
    )
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "pentaform"}]
    assert log(driver, "oracle-sees-hand") == [{"seat": 0, "of": 1}]


def test_without_the_pro_no_hand_is_seen() -> None:
    driver = pentaform(HANDS)
    checked_play(driver, TWO, until=first_challenge)
    assert log(driver, "oracle-sees-hand") == [] and log(driver, "oracle-sees") == [
        {"seat": 0, "of": 1}
    ]
