"""Quash: kills a deal just made, before it is carried out; both main players suffer the
failed-deal penalty (BASE_RULES §6a, AMB-B02, C-6; scenario CE-25)."""

from __future__ import annotations

from ..support import state
from .support import game, log, offers, run

QUASH = "edict-quash"
HANDS = {0: ["compromise", "attack-4"], 1: ["compromise", "attack-5"], 2: ["attack-5", QUASH]}
DEAL = {
    "cone": "B1",
    "launch": ["A1"],
    "challenge-card": "compromise",
    "deal-propose": {0: "give:1c/get:1c"},
    "deal-answer": {1: "accept"},
    "give-up-token": {0: "A2+A3"},
}


def test_the_deal_fails_and_both_lose_three_tokens() -> None:
    driver = game(hands=HANDS)
    run(driver, {**DEAL, "play-card": {2: QUASH}})
    s = state(driver)
    assert log(driver, "quash") == [{"seat": 2}] and log(driver, "deal") == []
    assert len(log(driver, "no-deal")) == 1
    assert s.warp == [3, 3, 0]
    assert s.players[0].hand == ["attack-4"] and s.players[1].hand == ["attack-5"]  # no trade
    assert s.players[2].hand == ["attack-5"] and QUASH in s.discard


def test_offered_only_once_a_deal_is_made() -> None:
    answers = run(game(hands=HANDS), DEAL)
    assert offers(answers, QUASH) == [(2, "deal")]
    attacks = run(game(hands=HANDS), {**DEAL, "challenge-card": {0: "attack-4", 1: "compromise"}})
    assert offers(attacks, QUASH) == []
    refused = run(game(hands=HANDS), {**DEAL, "deal-answer": "reject"})
    assert offers(refused, QUASH) == []


def test_card_zap_cancels_it() -> None:
    hands = {**HANDS, 0: ["compromise", "attack-4", "edict-card-zap"]}
    driver = game(hands=hands)
    run(driver, {**DEAL, "play-card": {2: QUASH}, "cancel-card": "edict-card-zap",
                 "deal-card": {0: "attack-4", 1: "attack-5"}})  # fmt: skip
    s = state(driver)
    assert log(driver, "quash") == [] and len(log(driver, "deal")) == 1
    assert s.warp == [0, 0, 0]
    assert s.players[0].hand == ["attack-5"] and s.players[1].hand == ["attack-4"]
    assert {QUASH, "edict-card-zap"} <= set(s.discard)
