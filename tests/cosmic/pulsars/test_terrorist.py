"""Terrorist's Pulsar: the Con (seed 004: a bomb going off spares the holder's tokens) and the Pro
(C-528: a bomb planted at the start of another player's challenge)."""

from __future__ import annotations

from ..powers.batch_a_support import TWO, first_challenge, log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

WINNING = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
PLANT = {"power:terrorist": "use", "terrorist-bomb": "B1"}


def test_con_spares_the_holder_s_tokens() -> None:
    # Seat 0 (Terrorist) bombs B1 and wins there; seat 2, sharing B1, played the Con.
    planets = {"C1": [0, 0, 3], "B1": [0, 4, 1]}
    hands = {**WINNING, 2: ["attack-5", "pulsar-terrorist"]}
    driver = game({0: "terrorist"}, hands, planets=planets)
    checked_play(
        driver,
        {**PLANT, **TWO, "play-card": plays({2: ["pulsar-terrorist"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    s = state(driver)
    assert s.planets[1][0] == [0, 0, 1] and s.warp == [2, 4, 0]
    assert log(driver, "pulsar-immunity") == [{"seat": 2, "power": "terrorist"}]


def test_pro_plants_a_bomb_in_another_player_s_challenge() -> None:
    hands = {**WINNING, 2: ["attack-5", "pulsar-terrorist"]}
    driver = game({2: "terrorist"}, hands)
    answers = checked_play(
        driver,
        {**PLANT, "play-card": plays({2: ["pulsar-terrorist"]})},
        until=pending_kind("cone"),
    )
    assert [d.seat for d in answers.asked("terrorist-bomb")] == [2]
    assert state(driver).players[2].power_data["bombs"] == ["B1"]
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "terrorist"}]


def test_without_the_pro_no_bomb_in_another_player_s_challenge() -> None:
    driver = game({2: "terrorist"}, WINNING)
    answers = checked_play(driver, PLANT, until=pending_kind("cone"))
    assert answers.asked("power:terrorist") == []
