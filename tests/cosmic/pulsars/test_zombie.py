"""Zombie's Pulsar: the Pro (C-180: the allies' tokens do not go to the Warp either) and the Con
(seed 004, C-183: Zombie frees the holder's tokens only as part of a deal; Zombie's own tokens
still never go to the Warp)."""

from __future__ import annotations

from ..powers.batch_a_support import OFFENSIVE_ALLY, first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

# Zombie (seat 0) attacks with two tokens and seat 2's one, and loses.
HANDS = {0: ["attack-1"], 1: ["attack-20", "attack-3"], 2: ["attack-5"]}
ANSWERS = {**OFFENSIVE_ALLY, "launch": ["A1+A2"], "pulsar-mode": "immunity"}


def test_pro_saves_the_allies_tokens() -> None:
    driver = game({0: "zombie"}, {**HANDS, 0: ["attack-1", "pulsar-zombie"]})
    checked_play(driver, {**ANSWERS, "play-card": plays({0: ["pulsar-zombie"]})}, first_challenge)
    assert state(driver).warp == [0, 0, 0]


def test_without_pro_the_ally_loses_his_token() -> None:
    driver = game({0: "zombie"}, HANDS)
    checked_play(driver, ANSWERS, first_challenge)
    assert state(driver).warp == [0, 0, 1]


def test_con_leaves_zombies_own_tokens_immortal() -> None:
    driver = game({0: "zombie"}, {**HANDS, 1: ["attack-20", "attack-3", "pulsar-zombie"]})
    checked_play(driver, {**ANSWERS, "play-card": plays({1: ["pulsar-zombie"]})}, first_challenge)
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "zombie"}]
    assert state(driver).warp == [0, 0, 1]


def test_con_still_lets_zombie_free_the_holders_tokens_in_a_deal() -> None:
    # Seed 004: "Zombie can only free your tokens from the Warp as part of a deal": the holder of
    # the Zombie Con (seat 1) may still have his tokens freed by a deal with Zombie.
    hands = {0: ["compromise"], 1: ["compromise", "attack-9", "pulsar-zombie"], 2: []}
    planets = {"B2": [0, 0, 0], "B3": [0, 3, 0]}  # five of seat 1's tokens are in the Warp
    driver = game({0: "zombie"}, hands, planets=planets, warp=[0, 5, 0])
    answers = {
        "play-card": plays({1: ["pulsar-zombie"]}),
        "pulsar-mode": "immunity",
        "deal-propose": {0: "give:0c+4W/get:1c"},
        "deal-answer": "accept",
        "deal-card": "attack-9",
        "return-token": "4B1",
    }
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "zombie"}]
    assert log(driver, "zombie-frees") == [{"seat": 0, "player": 1, "tokens": 4}]
