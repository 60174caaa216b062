"""Siren's Pulsar: the Con (seed 004: immunity: Siren cannot lure the holder's challenge) and the
Pro (C-310: it lures without a base in the defense's home system)."""

from __future__ import annotations

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
AT_LAUNCH = pending_kind("launch")
NEAR = {"B1": [0, 4, 1], "C1": [0, 0, 3]}
LURE = {"power:siren": "use", "siren-lair": "C2"}


def test_con_keeps_siren_from_luring_the_holder() -> None:
    driver = game({2: "siren"}, {**HANDS, 0: ["attack-1", "pulsar-siren"]}, planets=NEAR)
    answers = checked_play(
        driver,
        {**LURE, "play-card": plays({0: ["pulsar-siren"]}), "pulsar-mode": "immunity"},
        until=AT_LAUNCH,
    )
    s = state(driver)
    assert answers.asked("power:siren") == []
    assert s.challenge is not None and s.challenge.defense == 1


def test_pro_lures_without_a_base_near_the_defense() -> None:
    driver = game({2: "siren"}, {**HANDS, 2: ["attack-5", "pulsar-siren"]})
    checked_play(driver, {**LURE, "play-card": plays({2: ["pulsar-siren"]})}, until=AT_LAUNCH)
    s = state(driver)
    assert s.challenge is not None and s.challenge.defense == 2
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "siren"}]


def test_without_the_pro_no_lure_there() -> None:
    driver = game({2: "siren"}, HANDS)
    answers = checked_play(driver, LURE, until=AT_LAUNCH)
    assert answers.asked("power:siren") == []
