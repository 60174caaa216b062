"""Vampire's Pulsar (C-569): the Pro enslaves every token the opponent loses; the Con is immunity
(Vampire cannot enslave the holder's tokens)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

HANDS = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
ONE = {"launch": ["A1"]}


def test_pro_enslaves_every_token_the_opponent_loses() -> None:
    hands = {**HANDS, 0: ["attack-20", "pulsar-vampire"]}
    driver = game({0: "vampire"}, hands)
    checked_play(driver, {**ONE, "play-card": plays({0: ["pulsar-vampire"]})}, first_challenge)
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "vampire"}]
    assert log(driver, "vampire-enslaves") == [{"seat": 0, "colour": 1, "tokens": 4}]


def test_without_the_pro_as_many_as_vampire_had() -> None:
    driver = game({0: "vampire"}, HANDS)
    checked_play(driver, ONE, first_challenge)
    assert log(driver, "vampire-enslaves") == [{"seat": 0, "colour": 1, "tokens": 1}]


def test_con_keeps_the_holders_tokens_free() -> None:
    hands = {**HANDS, 1: ["attack-4", "pulsar-vampire"]}
    driver = game({0: "vampire"}, hands)
    answers = {**ONE, "play-card": plays({1: ["pulsar-vampire"]}), "pulsar-mode": "immunity"}
    checked_play(driver, answers, first_challenge)
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "vampire"}]
    assert log(driver, "vampire-enslaves") == []
