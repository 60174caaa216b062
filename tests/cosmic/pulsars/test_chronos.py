"""Chronos's Pulsar: the Pro (C-163: the set-aside card is discarded, not given back) and the Con
(Chronos cannot travel in time against the holder: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

# Chronos (seat 0) reveals attack-4 against attack-12, travels, and plays attack-20.
HANDS = {0: ["attack-4", "attack-20"], 1: ["attack-12", "attack-5"], 2: []}
ANSWERS = {"power:chronos": "use", "pulsar-mode": "immunity"}


def cards() -> dict[str, dict[int, list[str]]]:
    """The cards chosen before and after the travel (fresh lists: answers use them up)."""
    return {"challenge-card": {0: ["attack-4", "attack-20"], 1: ["attack-12", "attack-5"]}}


def test_pro_discards_the_set_aside_card() -> None:
    driver = game({0: "chronos"}, {**HANDS, 0: ["attack-4", "attack-20", "pulsar-chronos"]})
    table = {**ANSWERS, **cards(), "play-card": plays({0: ["pulsar-chronos"]})}
    checked_play(driver, table, first_challenge)
    assert log(driver, "time-travel") == [{"seat": 0, "aside": "attack-12"}]
    assert "attack-12" in state(driver).discard
    assert "attack-12" not in state(driver).players[1].hand


def test_without_pro_the_set_aside_card_comes_back() -> None:
    driver = game({0: "chronos"}, HANDS)
    checked_play(driver, {**ANSWERS, **cards()}, first_challenge)
    assert state(driver).players[1].hand == ["attack-12"]


def test_con_stops_time_travel_against_the_holder() -> None:
    driver = game({0: "chronos"}, {**HANDS, 1: ["attack-12", "attack-5", "pulsar-chronos"]})
    answers = {**ANSWERS, "challenge-card": {0: "attack-4", 1: "attack-12"}}
    asked = checked_play(
        driver, {**answers, "play-card": plays({1: ["pulsar-chronos"]})}, first_challenge
    )
    assert asked.asked("power:chronos") == []
    assert log(driver, "time-travel") == []
