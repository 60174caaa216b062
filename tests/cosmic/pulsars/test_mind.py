"""Mind's Pulsar: the Pro (C-169: Mind sees every other player's hand) and the Con (Mind cannot
look at the holder's hand: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..support import pending_kind
from .support import game, plays

HANDS = {0: ["attack-8"], 1: ["attack-12", "attack-3"], 2: ["attack-5"]}
USE = {"power:mind": "use", "pulsar-mode": "immunity"}


def test_pro_shows_every_other_hand() -> None:
    driver = game({1: "mind"}, {**HANDS, 1: ["attack-12", "pulsar-mind"]})
    checked_play(driver, {**USE, "play-card": plays({1: ["pulsar-mind"]})}, pending_kind("invite"))
    assert [e["of"] for e in log(driver, "mind-look")] == [0, 2]


def test_without_pro_only_the_opponents_hand() -> None:
    driver = game({1: "mind"}, HANDS)
    checked_play(driver, USE, pending_kind("invite"))
    assert [e["of"] for e in log(driver, "mind-look")] == [0]


def test_con_keeps_mind_out_of_the_holders_hand() -> None:
    driver = game({1: "mind"}, {**HANDS, 0: ["attack-8", "pulsar-mind"]})
    answers = checked_play(
        driver, {**USE, "play-card": plays({0: ["pulsar-mind"]})}, pending_kind("invite")
    )
    assert answers.asked("power:mind") == []
    assert log(driver, "mind-look") == []
