"""Unzap: cancels a Cosmic Zap as it is played, so the power it aimed at works; it answers
nothing else, and a Card Zap can cancel it in turn (C-7, C-4; scenario CE-19)."""

from __future__ import annotations

from hyperspace.cosmic.powers.base import active

from ..support import pending_kind, state
from .support import cancel_offers, game, log, offers, run

UNZAP = "edict-unzap"
ZAP = "edict-cosmic-zap"
TRADE = {"cone": "B1", "launch": ["A1"], "power:trader": "use", "cosmic-zap": {2: ZAP}}
HANDS = {0: ["attack-4", "compromise", UNZAP], 1: ["attack-30", "attack-20"], 2: ["attack-5", ZAP]}


def test_unzap_cancels_the_cosmic_zap() -> None:
    driver = game(powers={0: "trader"}, hands=HANDS)
    answers = run(driver, {**TRADE, "cancel-card": {0: UNZAP}},
                  until=pending_kind("challenge-card"))  # fmt: skip
    s = state(driver)
    assert cancel_offers(answers, UNZAP) == [0]
    assert s.challenge is not None and s.challenge.zapped == set() and active(s, 0)
    assert log(driver, "zapped") == [] and len(log(driver, "trader-trade")) == 1
    assert sorted(s.players[0].hand) == ["attack-20", "attack-30"]  # the trade went through
    assert UNZAP not in s.players[1].hand + s.players[0].hand
    assert sorted(s.discard) == [ZAP, UNZAP]


def test_unzap_answers_only_a_cosmic_zap() -> None:
    hands = {0: ["attack-7", UNZAP], 1: ["attack-6"], 2: ["attack-5", "edict-plague"]}
    driver = game(hands=hands)
    answers = run(driver, {"play-card": {2: "edict-plague"}, "plague-target": "player:1"},
                  until=pending_kind("cone"))  # fmt: skip
    assert answers.asked("cancel-card") == [] and offers(answers, UNZAP) == []
    assert log(driver, "plague")[0]["seat"] == 1 and UNZAP in state(driver).players[0].hand


def test_card_zap_cancels_the_unzap_and_the_zap_stands() -> None:
    hands = {**HANDS, 1: ["attack-30", "attack-20", "edict-card-zap"]}
    driver = game(powers={0: "trader"}, hands=hands)
    run(driver, {**TRADE, "cancel-card": {0: UNZAP, 1: "edict-card-zap"}},
        until=pending_kind("challenge-card"))  # fmt: skip
    s = state(driver)
    assert s.challenge is not None and s.challenge.zapped == {0}
    assert log(driver, "trader-trade") == []
    assert sorted(s.discard) == ["edict-card-zap", ZAP, UNZAP]
