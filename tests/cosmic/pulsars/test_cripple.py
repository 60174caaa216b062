"""Cripple and the Pulsars (seed 004 point 1: "The main player opposing Cripple has no restriction
in regards to Pulsar Cards", AMB-U13); its Con frees the holder, its Pro cripples as an ally
(C-430)."""

from __future__ import annotations

from ..powers.batch_a_support import OFFENSIVE_ALLY, first_challenge, log
from ..powers.support import checked_play
from ..powers.test_cripple import EC, reveal_offers
from .support import game, plays


def test_seed_004_the_crippled_opponent_may_still_play_pulsars() -> None:
    hands = {0: ["attack-20"], 1: ["attack-8", EC, "pulsar-mind"], 2: ["attack-5"]}
    driver = game({0: "cripple", 2: "mind"}, hands)
    answers = checked_play(
        driver,
        {"play-card": lambda d: "pulsar-mind" if d.context["moment"] == "alliances"
         and "pulsar-mind" in d.options else "pass", "pulsar-mode": "immunity",
         "power:mind": "pass"},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "crippled") == [{"seat": 0, "player": 1}]
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "mind"}]
    assert not reveal_offers(answers, 1)  # the Emotion Control stays barred


def test_con_frees_the_holder_from_the_crippling() -> None:
    hands = {0: ["attack-20"], 1: ["attack-8", EC, "pulsar-cripple"], 2: ["attack-5"]}
    driver = game({0: "cripple"}, hands)
    answers = checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-cripple"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "cripple"}]
    assert reveal_offers(answers, 1)


def test_pro_cripples_as_an_ally() -> None:
    hands = {0: ["attack-20"], 1: ["attack-8", EC], 2: ["attack-5", "pulsar-cripple"]}
    driver = game({2: "cripple"}, hands)
    answers = checked_play(
        driver, {**OFFENSIVE_ALLY, "play-card": plays({2: ["pulsar-cripple"]})},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "cripple"}]
    assert log(driver, "crippled") == [{"seat": 2, "player": 1}]
    assert not reveal_offers(answers, 1)
