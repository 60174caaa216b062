"""Force's Pulsar: the Con (seed 004: immunity, Force cannot widen a card for the holder) and the
Pro (C-392: Force may widen a card for itself, whoever it was played for)."""

from __future__ import annotations

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..powers.test_force import CONE, TUBES, bases
from ..support import state
from .support import game, plays


def test_con_keeps_force_from_widening_the_card_for_the_holder() -> None:
    hands = {0: ["attack-20", TUBES, "pulsar-force"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({2: "force"}, hands, warp=[2, 1, 0], praw=[1, 1, 3], planets=bases(3, 2, 3))
    answers = checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-force", TUBES]}), "pulsar-mode": "immunity",
         "force-widen": "all"},
        until=CONE,
    )  # fmt: skip
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "force"}]
    assert answers.asked("force-widen")[0].options == ("pass", "all", "player:1", "player:2")
    assert state(driver).praw == [1, 0, 0]


def test_pro_lets_force_widen_a_card_for_itself() -> None:
    # Force is the offense; seat 1's Warp Break reaches only seat 1, yet Force may free itself.
    hands = {0: ["attack-20", "pulsar-force"], 1: ["attack-4", "edict-warp-break"], 2: []}
    driver = game({0: "force"}, hands, warp=[3, 2, 0], planets=bases(3, 2, 0))
    answers = checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-force"], 1: ["edict-warp-break"]}),
         "force-widen": "player:0"},
        until=CONE,
    )  # fmt: skip
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "force"}]
    assert answers.asked("force-widen")[0].options == ("pass", "player:0")
    assert state(driver).warp == [0, 0, 0]
