"""Judge's Pulsar: the Pro (C-463: the fiat is carried out whenever there is a winner, even
against a Compromise) and the Con (no fiat against the holder: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {0: ["attack-20", "attack-6"], 1: ["compromise", "attack-9", "attack-11"], 2: ["attack-5"]}
FIAT = {"power:judge": "use", "judge-fiat": "winner:1c", "deal-card": "attack-9"}


def test_pro_carries_the_fiat_out_against_a_compromise() -> None:
    driver = game({0: "judge"}, {**HANDS, 0: ["attack-20", "attack-6", "pulsar-judge"]})
    checked_play(driver, {**FIAT, "play-card": plays({0: ["pulsar-judge"]})}, first_challenge)
    assert log(driver, "judge-carried-out")
    assert "attack-9" in state(driver).players[0].hand


def test_without_the_pro_a_compromise_voids_it() -> None:
    driver = game({0: "judge"}, HANDS)
    checked_play(driver, FIAT, first_challenge)
    assert log(driver, "judge-fiat") and not log(driver, "judge-carried-out")


def test_con_keeps_judge_from_decreeing_against_the_holder() -> None:
    hands = {**HANDS, 1: ["attack-4", "attack-9", "pulsar-judge"]}
    driver = game({0: "judge"}, hands)
    answers = {**FIAT, "play-card": plays({1: ["pulsar-judge"]}), "pulsar-mode": "immunity"}
    asked = checked_play(driver, answers, first_challenge)
    assert asked.asked("power:judge") == [] and not log(driver, "judge-fiat")
