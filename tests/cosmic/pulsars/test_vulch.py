"""Vulch's Pulsar: the Pro (C-454: Vulch also takes back the Edicts it discards itself) and the
Con (Vulch takes nothing the holder discards: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import WINNING, first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

PLAGUE = "edict-plague"


def test_pro_brings_vulchs_own_edict_back() -> None:
    hands = {**WINNING, 2: ["attack-5", "pulsar-vulch", PLAGUE]}
    driver = game({2: "vulch"}, hands)
    answers = {"play-card": plays({2: ["pulsar-vulch", PLAGUE]}), "plague-target": "player:0"}
    checked_play(driver, answers, first_challenge)
    assert PLAGUE in state(driver).players[2].hand
    assert log(driver, "vulch-salvages") == [{"seat": 2, "from": 2, "cards": [PLAGUE]}]


def test_without_the_pro_vulchs_own_edict_stays_discarded() -> None:
    driver = game({2: "vulch"}, {**WINNING, 2: ["attack-5", PLAGUE]})
    answers = {"play-card": plays({2: [PLAGUE]}), "plague-target": "player:0"}
    checked_play(driver, answers, first_challenge)
    assert PLAGUE in state(driver).discard


def test_con_keeps_vulch_from_taking_the_holders_edict() -> None:
    hands = {**WINNING, 1: ["attack-4", "pulsar-vulch", PLAGUE]}
    driver = game({2: "vulch"}, hands)
    answers = {
        "play-card": plays({1: ["pulsar-vulch", PLAGUE]}), "pulsar-mode": "immunity",
        "plague-target": "player:0",
    }  # fmt: skip
    checked_play(driver, answers, first_challenge)
    assert PLAGUE in state(driver).discard
    assert log(driver, "vulch-salvages") == []
