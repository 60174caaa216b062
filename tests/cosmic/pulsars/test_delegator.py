"""Delegator's Pulsar: the Pro (C-485: Delegator picks the bases the delegated tokens come from)
and the Con (a loss cannot be delegated to the holder: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import LOSING, log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

AT_CONE = pending_kind("cone")
# Assassin (seat 2) kills a token of Delegator (seat 1) from B3 as seat 1's colour comes up.
POWERS = {1: "delegator", 2: "assassin"}
STRIKE = {"assassin-base": "B3", "return-token": {1: "B3"}, "delegate-to": "player:0"}


def test_pro_lets_delegator_pick_the_base() -> None:
    driver = game(POWERS, {**LOSING, 1: ["attack-12", "pulsar-delegator"]})
    answers = {**STRIKE, "delegate-base": "A4", "play-card": plays({1: ["pulsar-delegator"]})}
    asked = checked_play(driver, answers, AT_CONE)
    assert [d.seat for d in asked.asked("delegate-base")] == [1]
    assert asked.asked("give-up-token") == []
    assert state(driver).tokens_on((0, 3), 0) == 3


def test_con_keeps_the_loss_off_the_holder() -> None:
    driver = game(POWERS, {**LOSING, 0: ["attack-1", "pulsar-delegator"]})
    answers = {
        **STRIKE,
        "delegate-to": "player:2",
        "pulsar-mode": "immunity",
        "play-card": plays({0: ["pulsar-delegator"]}),
    }
    asked = checked_play(driver, answers, AT_CONE)
    assert asked.asked("delegate-to") == []  # seat 2 is the only one left: no choice to make
    assert log(driver, "delegation") == [{"seat": 1, "tokens": 1, "to": {"2": 1}}]
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "delegator"}]
    assert state(driver).warp == [0, 0, 1]
