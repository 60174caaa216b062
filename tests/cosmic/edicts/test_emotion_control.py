"""Emotion Control: after the reveal, every Attack card played counts as a Compromise, so two
Attacks make a negotiation (BASE_RULES §6a, AMB-B02; scenario CE-24)."""

from __future__ import annotations

from ..support import state
from .support import game, log, offers, run

CONTROL = "edict-emotion-control"
HANDS = {0: ["attack-10", "attack-4"], 1: ["attack-6", "attack-8"], 2: ["attack-5", CONTROL]}
ATTACKS = {
    "cone": "B1",
    "launch": ["A1+A2"],
    "challenge-card": {0: "attack-10", 1: "attack-6"},
    "deal-propose": {1: "give:1c/get:0c"},
    "deal-answer": {0: "accept"},
}


def test_two_attacks_become_a_negotiation() -> None:
    driver = game(hands=HANDS)
    run(driver, {**ATTACKS, "play-card": {2: CONTROL}})
    s = state(driver)
    assert log(driver, "totals") == [] and log(driver, "outcome") == []
    assert len(log(driver, "deal")) == 1
    assert sorted(s.players[0].hand) == ["attack-4", "attack-8"]
    assert s.planets[0][0] == [4, 0, 0] and s.planets[1][0] == [0, 4, 0]
    assert s.players[2].hand == ["attack-5"] and CONTROL in s.discard


def test_offered_only_after_the_reveal_and_not_to_two_compromises() -> None:
    answers = run(game(hands=HANDS), ATTACKS)
    assert offers(answers, CONTROL) == [(2, "reveal")]
    hands = {0: ["compromise", "attack-4"], 1: ["compromise", "attack-8"], 2: HANDS[2]}
    both = run(game(hands=hands), {**ATTACKS, "challenge-card": "compromise"})
    assert offers(both, CONTROL) == []


def test_card_zap_cancels_it() -> None:
    hands = {**HANDS, 1: ["attack-6", "attack-8", "edict-card-zap"]}
    driver = game(hands=hands)
    run(driver, {**ATTACKS, "play-card": {2: CONTROL}, "cancel-card": "edict-card-zap"})
    assert log(driver, "deal") == []
    assert log(driver, "totals") == [{"offense": 12, "defense": 10}]  # 10 + 2 against 6 + 4
    assert {CONTROL, "edict-card-zap"} <= set(state(driver).discard)
