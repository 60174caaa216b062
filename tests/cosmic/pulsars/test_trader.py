"""Trader's Pulsar: the Pro (C-175: trade hands with any other player) and the Con (Trader cannot
trade with the holder: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-8", "attack-4"], 1: ["attack-12", "attack-3"], 2: ["attack-20", "attack-30"]}
USE = {"power:trader": "use", "pulsar-mode": "immunity"}


def test_pro_trades_with_a_player_outside_the_challenge() -> None:
    driver = game({0: "trader"}, {**HANDS, 0: ["attack-8", "pulsar-trader"]})
    answers = {**USE, "trader-partner": "player:2", "play-card": plays({0: ["pulsar-trader"]})}
    checked_play(driver, answers, pending_kind("challenge-card"))
    assert sorted(state(driver).players[0].hand) == ["attack-20", "attack-30"]


def test_without_pro_the_opponent_only() -> None:
    driver = game({0: "trader"}, HANDS)
    answers = checked_play(driver, USE, pending_kind("challenge-card"))
    assert answers.asked("trader-partner") == []
    assert sorted(state(driver).players[0].hand) == ["attack-12", "attack-3"]


def test_con_keeps_trader_from_trading_with_the_holder() -> None:
    driver = game({0: "trader"}, {**HANDS, 1: ["attack-12", "attack-3", "pulsar-trader"]})
    answers = checked_play(
        driver, {**USE, "play-card": plays({1: ["pulsar-trader"]})}, first_challenge
    )
    assert answers.asked("power:trader") == []
