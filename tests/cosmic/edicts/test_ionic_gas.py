"""Ionic Gas: played after the reveal, before the outcome: no consolation and no defensive rewards
are collected in this challenge (BASE_RULES §6a, AMB-B02; scenarios CE-26, CE-27)."""

from __future__ import annotations

from ..support import state
from .support import game, log, offers, run

GAS = "edict-ionic-gas"
# B's Compromise loses to A's Attack on B1: B would take consolation from A's hand.
CONSOLATION_HANDS = {0: ["attack-9", "attack-4", "attack-6"], 1: ["compromise", "attack-5"],
                     2: ["attack-5", GAS]}  # fmt: skip
CONSOLATION = {"cone": "B1", "launch": ["A1"],
               "challenge-card": {0: "attack-9", 1: "compromise"}}  # fmt: skip
# C defends B with two tokens and B wins: C would collect rewards.
REWARDS_HANDS = {0: ["attack-4", "attack-6", GAS], 1: ["attack-12", "attack-5"], 2: ["attack-5"]}
REWARDS = {"cone": "B1", "launch": ["A1"], "invite": {0: "invite:none", 1: "invite:2"},
           "alliance": "defense:C2+C3",
           "challenge-card": {0: "attack-4", 1: "attack-12"}}  # fmt: skip


def test_no_consolation() -> None:
    driver = game(hands=CONSOLATION_HANDS)
    run(driver, {**CONSOLATION, "play-card": {2: GAS}})
    s = state(driver)
    assert log(driver, "outcome")[0]["winner"] == 0 and log(driver, "consolation") == []
    assert s.warp == [0, 4, 0]
    assert sorted(s.players[0].hand) == ["attack-4", "attack-6"]
    assert s.players[1].hand == ["attack-5"]
    assert s.players[2].hand == ["attack-5"] and GAS in s.discard


def test_no_defensive_rewards() -> None:
    driver = game(hands=REWARDS_HANDS)
    answers = run(driver, {**REWARDS, "play-card": {0: GAS}})
    s = state(driver)
    assert log(driver, "outcome")[0]["winner"] == 1
    assert log(driver, "rewards") == [] and answers.asked("reward") == []
    assert s.players[2].hand == ["attack-5"]
    assert s.planets[2][1] == [0, 0, 4] and s.planets[2][2] == [0, 0, 4]  # C went home
    assert GAS not in s.players[0].hand and GAS in s.discard


def test_offered_only_after_the_reveal() -> None:
    driver = game(hands=CONSOLATION_HANDS)
    answers = run(driver, CONSOLATION)
    assert offers(answers, GAS) == [(2, "reveal")]
    assert len(log(driver, "consolation")) == 1 and GAS in state(driver).players[2].hand


def test_card_zap_cancels_it() -> None:
    hands = {**CONSOLATION_HANDS, 0: ["attack-9", "attack-4", "attack-6", "edict-card-zap"]}
    driver = game(hands=hands)
    run(driver, {**CONSOLATION, "play-card": {2: GAS}, "cancel-card": "edict-card-zap"})
    assert len(log(driver, "consolation")) == 1
    assert {GAS, "edict-card-zap"} <= set(state(driver).discard)
