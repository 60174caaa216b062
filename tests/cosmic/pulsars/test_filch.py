"""Filch's Pulsar: the Pro (C-165: as an ally, Filch takes the opposed main player's card) and
the Con (Filch cannot take the holder's card: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import OFFENSIVE_ALLY, first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {0: ["attack-20", "attack-4"], 1: ["attack-9", "attack-3"], 2: ["attack-5"]}
CARDS = {"challenge-card": {0: "attack-20", 1: "attack-9"}, "power:filch": "use"}


def test_pro_lets_an_allied_filch_take_the_opposed_card() -> None:
    driver = game({2: "filch"}, {**HANDS, 2: ["attack-5", "pulsar-filch"]})
    answers = {**CARDS, **OFFENSIVE_ALLY, "play-card": plays({2: ["pulsar-filch"]})}
    checked_play(driver, answers, first_challenge)
    assert "attack-9" in state(driver).players[2].hand


def test_con_keeps_filch_from_taking_the_holders_card() -> None:
    driver = game({0: "filch"}, {**HANDS, 1: ["attack-9", "attack-3", "pulsar-filch"]})
    answers = {**CARDS, "pulsar-mode": "immunity", "play-card": plays({1: ["pulsar-filch"]})}
    asked = checked_play(driver, answers, first_challenge)
    assert asked.asked("power:filch") == []
    assert "attack-9" in state(driver).discard
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "filch"}]


def test_without_con_filch_takes_it() -> None:
    driver = game({0: "filch"}, HANDS)
    checked_play(driver, CARDS, first_challenge)
    assert "attack-9" in state(driver).players[0].hand
