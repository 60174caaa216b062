"""Vacuum's Pulsar: the Con (seed 004: Vacuum cannot name the holder) and the Pro (C-176: drag
twice as many)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

# Vacuum (seat 0) attacks with two tokens and loses them to the defense (seat 1).
HANDS = {0: ["attack-1"], 1: ["attack-20"], 2: ["attack-5"]}
TWO = {"launch": ["A1+A2"]}


def test_con_keeps_vacuum_from_naming_the_holder() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-vacuum"]}
    driver = game({0: "vacuum"}, hands)
    answers = checked_play(
        driver,
        {**TWO, "play-card": plays({2: ["pulsar-vacuum"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    asked = answers.asked("vacuum-victim")
    assert asked and all("player:2" not in d.options for d in asked)
    assert "player:1" in asked[0].options
    assert log(driver, "pulsar-immunity") == [{"seat": 2, "power": "vacuum"}]
    assert "pulsar-vacuum" in driver.state.players[2].hand  # back to his hand (point 2)


def test_without_the_con_the_holder_may_be_named() -> None:
    driver = game({0: "vacuum"}, HANDS)
    answers = checked_play(driver, TWO, until=first_challenge)
    assert "player:2" in answers.asked("vacuum-victim")[0].options


def test_pro_drags_twice_as_many() -> None:
    hands = {**HANDS, 0: ["attack-1", "pulsar-vacuum"]}
    driver = game({0: "vacuum"}, hands)
    answers = checked_play(
        driver,
        {**TWO, "play-card": plays({0: ["pulsar-vacuum"]}), "vacuum-victim": "player:1"},
        until=first_challenge,
    )
    assert len(answers.asked("vacuum-victim")) == 4  # two lost, four dragged
    assert log(driver, "catharsis") == [{"seat": 0, "victims": {"1": 4}}]
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "vacuum"}]
