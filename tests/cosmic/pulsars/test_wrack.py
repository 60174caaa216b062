"""Wrack's Pulsar (C-437): the Con keeps Wrack from torturing the holder, the Pro counts the
allies' tokens; seed 004 point 7: one's own Pulsar keeps a power against the Wild Wrack."""

from __future__ import annotations

from ..powers.batch_a_support import OFFENSIVE_ALLY, first_challenge, log
from ..powers.support import checked_play
from ..powers.test_wrack import HANDS, TORTURE
from .support import game, plays


def test_con_keeps_wrack_from_torturing_the_holder() -> None:
    hands = {**HANDS, 1: ["attack-8", "attack-6", "pulsar-wrack"]}
    driver = game({0: "wrack"}, hands)
    answers = checked_play(
        driver,
        {**TORTURE, "play-card": plays({1: ["pulsar-wrack"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "wrack"}]
    assert not answers.asked("wrack-use") and not log(driver, "torment")


def test_pro_counts_the_allies_tokens() -> None:
    hands = {**HANDS, 0: ["attack-20", "attack-4", "pulsar-wrack"]}
    driver = game({0: "wrack"}, hands)
    answers = checked_play(
        driver,
        {**TORTURE, **OFFENSIVE_ALLY, "play-card": plays({0: ["pulsar-wrack"]}),
         "wrack-answer": "reject", "wrack-torment": "card"},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "wrack"}]
    # Two tokens of Wrack's and one of its ally's: three tortures.
    assert [d.context["tortures"] for d in answers.asked("wrack-answer")] == [3, 2, 1, 0]


def test_seed_004_point_7_the_own_pulsar_keeps_the_power_against_wild_wrack() -> None:
    hands = {0: ["attack-20", "attack-4", "pulsar-oracle"], 1: ["attack-8", "attack-6"],
             2: ["attack-5", "flare-wrack"]}  # fmt: skip
    driver = game({0: "oracle"}, hands)
    answers = checked_play(
        driver,
        {"play-card": plays({2: ["flare-wrack"]}), "power-fee": "refuse", "pulsar-keep": "keep"},
        until=first_challenge,
    )
    assert log(driver, "wild-wrack") == [{"seat": 2, "player": 0}]
    assert answers.asked("pulsar-keep")
    assert log(driver, "oracle-sees")  # Oracle kept its power, without paying
    assert "pulsar-oracle" in driver.state.discard
