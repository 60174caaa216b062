"""Oracle's Pulsar: the Pro (C-171: Oracle sees the opponent's whole hand before he chooses) and
the Con (the holder need not choose first: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

HANDS = {0: ["attack-8", "attack-40"], 1: ["attack-33", "compromise"], 2: []}
CARDS = {"challenge-card": {0: "attack-40", 1: "attack-33"}, "pulsar-mode": "immunity"}


def test_pro_shows_the_opponents_hand() -> None:
    driver = game({0: "oracle"}, {**HANDS, 0: ["attack-8", "attack-40", "pulsar-oracle"]})
    checked_play(driver, {**CARDS, "play-card": plays({0: ["pulsar-oracle"]})}, first_challenge)
    assert log(driver, "oracle-sees-hand") == [{"seat": 0, "of": 1}]
    assert log(driver, "oracle-sees") == [{"seat": 0, "of": 1}]


def test_without_pro_only_the_card() -> None:
    driver = game({0: "oracle"}, HANDS)
    checked_play(driver, CARDS, first_challenge)
    assert log(driver, "oracle-sees-hand") == []


def test_con_frees_the_holder_from_choosing_first() -> None:
    driver = game({0: "oracle"}, {**HANDS, 1: ["attack-33", "compromise", "pulsar-oracle"]})
    checked_play(driver, {**CARDS, "play-card": plays({1: ["pulsar-oracle"]})}, first_challenge)
    assert log(driver, "oracle-sees") == []
