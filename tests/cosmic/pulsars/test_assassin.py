"""Assassin's Pulsar: the Con (seed 004: immunity, played before the Destiny Pile is flipped) and
the Pro (C-302: two tokens a strike)."""

from __future__ import annotations

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
AT_CONE = pending_kind("cone")


def test_con_spares_the_holder() -> None:
    driver = game({2: "assassin"}, {**HANDS, 1: ["attack-12", "pulsar-assassin"]})
    answers = checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-assassin"]}), "pulsar-mode": "immunity"},
        until=AT_CONE,
    )
    assert answers.asked("assassin-base") == [] and state(driver).warp == [0, 0, 0]
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "assassin"}]


def test_without_the_con_the_holder_is_hit() -> None:
    driver = game({2: "assassin"}, HANDS)
    checked_play(driver, {}, until=AT_CONE)
    assert state(driver).warp == [0, 1, 0]


def test_pro_kills_two_a_strike() -> None:
    driver = game({2: "assassin"}, {**HANDS, 2: ["attack-5", "pulsar-assassin"]})
    answers = checked_play(driver, {"play-card": plays({2: ["pulsar-assassin"]})}, until=AT_CONE)
    assert len(answers.asked("assassin-base")) == 2 and state(driver).warp == [0, 2, 0]
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "assassin"}]
    assert log(driver, "assassination") == [{"seat": 2, "victim": 1, "tokens": 2}]


def test_pro_is_offered_only_before_destiny() -> None:
    # Passed at the start of the challenge, it is not offered again at the Destiny window: it
    # would do nothing there.
    driver = game({2: "assassin"}, {**HANDS, 2: ["attack-5", "pulsar-assassin"]})
    answers = checked_play(driver, {}, until=AT_CONE)
    offered = [d for d in answers.asked("play-card") if "pulsar-assassin" in d.options]
    assert len(offered) == 1 and state(driver).warp == [0, 1, 0]
