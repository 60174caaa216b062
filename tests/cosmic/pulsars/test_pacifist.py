"""Pacifist's Pulsar: the Con (the holder's Attack beats Pacifist's Compromise as usual) and the
Pro (C-332: a failed deal costs Pacifist one token fewer)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

PEACE = {0: ["compromise"], 1: ["attack-20", "pulsar-pacifist"], 2: ["attack-5"]}


def test_con_the_attack_beats_the_compromise() -> None:
    driver = game({0: "pacifist"}, PEACE)
    checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-pacifist"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "pacifist"}]
    assert log(driver, "pacifist") == []
    assert log(driver, "outcome")[0]["winner"] == 1


def test_without_the_con_the_compromise_wins() -> None:
    driver = game({0: "pacifist"}, {**PEACE, 1: ["attack-20"]})
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 0


def test_pro_a_failed_deal_costs_one_fewer() -> None:
    hands = {0: ["compromise", "pulsar-pacifist"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({0: "pacifist"}, hands)
    checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-pacifist"]}), "deal-propose": "pass"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "pacifist"}]
    assert state(driver).warp == [2, 3, 0]


def test_super_wins_over_the_pro() -> None:
    hands = {
        0: ["compromise", "pulsar-pacifist", "flare-pacifist"],
        1: ["compromise"],
        2: ["attack-5"],
    }
    driver = game({0: "pacifist"}, hands)
    checked_play(
        driver,
        {"play-card": plays({0: ["flare-pacifist", "pulsar-pacifist"]}), "deal-propose": "pass"},
        until=first_challenge,
    )
    assert state(driver).warp == [1, 5, 0]
