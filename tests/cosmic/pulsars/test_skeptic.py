"""Skeptic's Pulsar: the Con (seed 004: immunity, Skeptic cannot doubt the holder) and the Pro
(C-395: the loser of a double-doubt pays three times the usual number of tokens)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

# Skeptic (seat 0) attacks seat 1 and wins.
HANDS = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}


def test_con_keeps_skeptic_from_doubting_the_holder() -> None:
    hands = {**HANDS, 1: ["attack-4", "pulsar-skeptic"]}
    driver = game({0: "skeptic"}, hands)
    answers = checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-skeptic"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "skeptic"}]
    assert answers.asked("power:skeptic") == [] and answers.asked("skeptic-doubt") == []
    assert state(driver).warp == [0, 4, 0]


def test_pro_makes_the_loser_pay_three_times() -> None:
    hands = {**HANDS, 0: ["attack-20", "pulsar-skeptic"]}
    driver = game({0: "skeptic"}, hands)
    checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-skeptic"]}), "skeptic-doubt": "double-doubt"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "skeptic"}]
    assert log(driver, "skeptic-pays") == [{"seat": 1, "tokens": 8}]
    assert state(driver).warp == [0, 12, 0]
