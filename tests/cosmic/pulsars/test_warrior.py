"""Warrior's Pulsar: the Pro (C-179: each marker adds two) and the Con (C-186: the markers add
nothing against the holder, as Warrior's opponent)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

# Warrior (seat 0, six markers) attack-10 and one token against attack-12 and four tokens:
# 10 + 1 + 6 = 17 against 16.
HANDS = {0: ["attack-10"], 1: ["attack-12", "attack-3"], 2: []}
CARD = {"challenge-card": {1: "attack-12"}}


def play_with_markers(hands: dict[int, list[str]], seat: int) -> list[dict[str, int]]:
    driver = game({0: "warrior"}, hands)
    state(driver).players[0].power_data["markers"] = 6
    answers = {**CARD, "pulsar-mode": "immunity", "play-card": plays({seat: ["pulsar-warrior"]})}
    checked_play(driver, answers, until=first_challenge)
    return log(driver, "totals")


def test_markers_add_one_each_without_pulsar() -> None:
    assert play_with_markers(HANDS, 0) == [{"offense": 17, "defense": 16}]


def test_pro_makes_each_marker_add_two() -> None:
    hands = {**HANDS, 0: ["attack-10", "pulsar-warrior"]}
    assert play_with_markers(hands, 0) == [{"offense": 23, "defense": 16}]


def test_con_makes_the_markers_add_nothing_against_the_holder() -> None:
    hands = {**HANDS, 1: ["attack-12", "attack-3", "pulsar-warrior"]}
    assert play_with_markers(hands, 1) == [{"offense": 11, "defense": 16}]
