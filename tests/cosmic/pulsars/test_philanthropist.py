"""Philanthropist's Pulsar: the Pro (C-173: as a main player, give to any player) and the Con
(no gift to the holder: immunity, C-150)."""

from __future__ import annotations

from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-12", "attack-4"], 1: ["attack-30", "attack-31"], 2: ["attack-5"]}
GIVE = {"power:philanthropist": "use", "pulsar-mode": "immunity", "philanthropist-card": "attack-4"}


def test_pro_gives_to_a_player_outside_the_challenge() -> None:
    driver = game(
        {0: "philanthropist"}, {**HANDS, 0: ["attack-12", "attack-4", "pulsar-philanthropist"]}
    )
    table = plays({0: ["pulsar-philanthropist"]})
    answers = {**GIVE, "philanthropist-to": "player:2", "play-card": table}
    checked_play(driver, answers, pending_kind("challenge-card"))
    assert "attack-4" in state(driver).players[2].hand


def test_without_pro_to_the_opponent() -> None:
    driver = game({0: "philanthropist"}, HANDS)
    checked_play(driver, GIVE, pending_kind("challenge-card"))
    assert "attack-4" in state(driver).players[1].hand


def test_con_bars_a_gift_to_the_holder() -> None:
    driver = game({0: "philanthropist"}, {**HANDS, 1: ["attack-30", "pulsar-philanthropist"]})
    answers = {**GIVE, "play-card": plays({1: ["pulsar-philanthropist"]})}
    asked = checked_play(driver, answers, pending_kind("challenge-card"))
    assert asked.asked("power:philanthropist") == []
