"""Diplomat's Pulsar: the Pro (C-473: a three-way deal even when both main players revealed
Compromises) and the Con (no three-way deal with the holder: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {
    0: ["attack-20", "attack-6"], 1: ["attack-4", "attack-9"], 2: ["compromise", "attack-5"],
}  # fmt: skip
NO_DEAL = {"power:diplomat": "use", "diplomat-propose": "pass", "deal-propose": "pass"}


def test_pro_lets_diplomat_join_two_compromises() -> None:
    hands = {0: ["compromise", "attack-6"], 1: ["compromise", "attack-9"],
             2: ["compromise", "pulsar-diplomat"]}  # fmt: skip
    driver = game({2: "diplomat"}, hands)
    checked_play(driver, {**NO_DEAL, "play-card": plays({2: ["pulsar-diplomat"]})}, first_challenge)
    assert log(driver, "diplomat-steps-in") and state(driver).warp == [3, 3, 3]


def test_without_the_pro_two_compromises_deal_alone() -> None:
    hands = {0: ["compromise", "attack-6"], 1: ["compromise", "attack-9"], 2: ["compromise"]}
    driver = game({2: "diplomat"}, hands)
    answers = checked_play(driver, NO_DEAL, first_challenge)
    assert not answers.asked("power:diplomat") and state(driver).warp == [3, 3, 0]


def test_con_keeps_diplomat_out_of_the_holders_challenge() -> None:
    driver = game({2: "diplomat"}, {**HANDS, 1: ["attack-4", "pulsar-diplomat"]})
    answers = {**NO_DEAL, "play-card": plays({1: ["pulsar-diplomat"]}), "pulsar-mode": "immunity"}
    asked = checked_play(driver, answers, first_challenge)
    assert not asked.asked("power:diplomat") and state(driver).outcomes == {"offense": 1}
