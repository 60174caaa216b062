"""Sniveler's Pulsar: the Pro (C-174: Sniveler may whine when not a main player) and the Con (the
holder is left out of the whine: immunity, C-150)."""

from __future__ import annotations

from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-12", "compromise"], 1: ["attack-30", "attack-31"], 2: ["attack-5"]}
WHINE = {"power:sniveler": "use", "sniveler-whine": "warp", "pulsar-mode": "immunity"}


def test_con_leaves_the_holder_out_of_the_whine() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-sniveler"]}
    driver = game({0: "sniveler"}, hands, planets={"A1": [1, 0, 0]}, warp=[3, 0, 0])
    answers = {**WHINE, "sniveler-answer": "refuse", "play-card": plays({2: ["pulsar-sniveler"]})}
    asked = checked_play(driver, answers, pending_kind("invite"))
    assert [d.seat for d in asked.asked("sniveler-answer")] == [1]
    assert state(driver).warp == [3, 3, 0]


def test_pro_lets_sniveler_whine_outside_the_challenge() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-sniveler"]}
    driver = game({2: "sniveler"}, hands, planets={"C1": [0, 0, 1]}, warp=[0, 0, 3])
    answers = {**WHINE, "sniveler-answer": "let", "play-card": plays({2: ["pulsar-sniveler"]})}
    asked = checked_play(driver, answers, pending_kind("invite"))
    assert [d.seat for d in asked.asked("power:sniveler")] == [2]
    assert state(driver).warp == [0, 0, 0]


def test_without_pro_no_whine_outside_the_challenge() -> None:
    driver = game({2: "sniveler"}, HANDS, planets={"C1": [0, 0, 1]}, warp=[0, 0, 3])
    asked = checked_play(driver, WHINE, pending_kind("invite"))
    assert asked.asked("power:sniveler") == []
