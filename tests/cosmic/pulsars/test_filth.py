"""Filth's Pulsar: the Con (seed 004: the holder's tokens need not leave Filth's planet) and the
Pro (C-531: Filth chooses where its fellow winners land)."""

from __future__ import annotations

from ..powers.batch_a_support import OFFENSIVE_ALLY, TWO, first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

WINNING = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}


def test_con_lets_the_holder_stay() -> None:
    planets = {"C1": [0, 0, 3], "B1": [0, 4, 1]}
    hands = {**WINNING, 2: ["attack-5", "pulsar-filth"]}
    driver = game({0: "filth"}, hands, planets=planets)
    checked_play(
        driver,
        {**TWO, "play-card": plays({2: ["pulsar-filth"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert state(driver).planets[1][0] == [2, 0, 1]
    assert log(driver, "pulsar-immunity") == [{"seat": 2, "power": "filth"}]


def test_pro_lets_filth_choose_where_fellow_winners_land() -> None:
    hands = {**WINNING, 0: ["attack-20", "pulsar-filth"]}
    driver = game({0: "filth"}, hands)
    answers = checked_play(
        driver,
        {**TWO, **OFFENSIVE_ALLY, "play-card": plays({0: ["pulsar-filth"]}), "filth-to": "B5"},
        until=first_challenge,
    )
    assert [d.seat for d in answers.asked("filth-to")] == [0]
    assert state(driver).planets[1][4] == [0, 4, 1]
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "filth"}]


def test_without_the_pro_the_ally_chooses() -> None:
    driver = game({0: "filth"}, WINNING)
    answers = checked_play(
        driver, {**TWO, **OFFENSIVE_ALLY, "filth-to": "B2"}, until=first_challenge
    )
    assert [d.seat for d in answers.asked("filth-to")] == [2]
    s = state(driver)
    assert s.planets[1][0] == [2, 0, 0] and s.planets[1][1] == [0, 4, 1]
