"""Grudge's Pulsar: the Con (seed 004: immunity, no grudge against the holder) and the Pro (C-362:
the opponent's allies are grudged too)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

# Grudge (seat 0) attacks seat 1 and wins.
HANDS = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
SNUBBED = {"invite": {0: "invite:2"}}


def test_con_keeps_grudge_from_holding_a_grudge_against_the_holder() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-grudge"]}
    driver = game({0: "grudge"}, hands)
    checked_play(
        driver,
        {**SNUBBED, "play-card": plays({2: ["pulsar-grudge"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 2, "power": "grudge"}]
    assert log(driver, "grudge") == []
    assert state(driver).warp == [0, 4, 0]


def test_pro_grudges_the_opponents_allies() -> None:
    hands = {**HANDS, 0: ["attack-20", "pulsar-grudge"]}
    driver = game({0: "grudge"}, hands)
    checked_play(
        driver,
        {
            "invite": {1: "invite:2"},
            "alliance": "defense:C1",
            "play-card": plays({0: ["pulsar-grudge"]}),
        },
        until=first_challenge,
    )
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "grudge"}]
    assert log(driver, "grudge") == [{"seat": 0, "grudged": [2]}]
    assert state(driver).warp == [0, 4, 5]  # his ally token, and the revenge
