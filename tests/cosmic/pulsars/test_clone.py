"""Clone's Pulsar: the Pro (C-164: keeping its card, Clone also draws one) and the Con (C-188: as
Clone's opponent, Clone cannot keep its card)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {0: ["attack-12", "attack-7"], 1: ["attack-5", "attack-9"], 2: []}
ANSWERS = {"power:clone": "use", "challenge-card": {0: "attack-12", 1: "attack-5"}}


def test_pro_draws_a_card_as_clone_keeps_its_own() -> None:
    hands = {**HANDS, 0: ["attack-12", "attack-7", "pulsar-clone"]}
    driver = game({0: "clone"}, hands, deck=["attack-30"] * 5)
    answers = {**ANSWERS, "play-card": plays({0: ["pulsar-clone"]})}
    checked_play(driver, answers, until=first_challenge)
    hand = state(driver).players[0].hand
    assert sorted(hand)[:2] == ["attack-12", "attack-30"] and "pulsar-clone" in hand


def test_without_pro_clone_only_keeps_its_card() -> None:
    driver = game({0: "clone"}, HANDS, deck=["attack-30"] * 5)
    checked_play(driver, ANSWERS, until=first_challenge)
    assert "attack-30" not in state(driver).players[0].hand


def test_con_stops_clone_keeping_its_card() -> None:
    hands = {**HANDS, 1: ["attack-5", "attack-9", "pulsar-clone"]}
    driver = game({0: "clone"}, hands)
    answers = {**ANSWERS, "pulsar-mode": "immunity", "play-card": plays({1: ["pulsar-clone"]})}
    asked = checked_play(driver, answers, until=first_challenge)
    assert asked.asked("power:clone") == []
    assert "attack-12" in state(driver).discard
