"""Fungus's Pulsar: the Pro (C-166: each captive adds two) and the Con (the holder's tokens are
not stacked: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..powers.test_fungus import stacks, with_stack
from ..support import state
from .support import game, plays

WINNING = {0: ["attack-20"], 1: ["attack-4", "attack-3"], 2: ["attack-5"]}
CON = {"challenge-card": {1: "attack-4"}, "pulsar-mode": "immunity"}


def test_con_keeps_the_holders_tokens_out_of_stacks() -> None:
    driver = game({0: "fungus"}, {**WINNING, 1: ["attack-4", "attack-3", "pulsar-fungus"]})
    checked_play(driver, {**CON, "play-card": plays({1: ["pulsar-fungus"]})}, first_challenge)
    assert stacks(driver, 0) == [] and state(driver).warp[1] == 4


def test_without_con_they_are_stacked() -> None:
    driver = game({0: "fungus"}, WINNING)
    checked_play(driver, CON, first_challenge)
    assert stacks(driver, 0)[0]["tokens"] == [0, 4, 0]


def test_pro_makes_each_captive_add_two() -> None:
    # A stack of three launched from A2: 10 + 1 + 2 x 3 = 17 (14 without the Pro).
    hands = {0: ["attack-10", "pulsar-fungus"], 1: ["attack-12"], 2: []}
    driver = game({0: "fungus"}, hands, warp=[0, 0, 3], planets={"C1": [0, 0, 1]})
    with_stack(driver, 0, "A2", 2, 3)
    answers = {"launch": ["A2"], "fungus-stacks": "1"}
    checked_play(driver, {**answers, "play-card": plays({0: ["pulsar-fungus"]})}, first_challenge)
    assert log(driver, "totals") == [{"offense": 17, "defense": 16}]
