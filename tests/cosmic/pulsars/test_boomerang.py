"""Boomerang's Pulsar: the Con (immunity: Boomerang cannot challenge the holder) and the Pro
(C-366: after a won Boomerang challenge, the challenge against Boomerang is skipped)."""

from __future__ import annotations

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..support import challenges_done, state
from .support import game, plays

# Seat 0 challenges Boomerang (seat 1), which would strike back first and win (15 against 1).
HANDS = {0: ["attack-1", "attack-20"], 1: ["attack-15", "attack-4"], 2: []}


def test_con_keeps_boomerang_from_challenging_the_holder() -> None:
    hands = {**HANDS, 0: [*HANDS[0], "pulsar-boomerang"]}
    driver = game({1: "boomerang"}, hands)
    checked_play(
        driver,
        {
            "play-card": plays({0: ["pulsar-boomerang"]}),
            "pulsar-mode": "immunity",
            "challenge-card": {0: "attack-20", 1: "attack-4"},
        },
        until=challenges_done(1),
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "boomerang"}]
    assert log(driver, "boomerang") == []
    assert log(driver, "challenge") == [{"offense": 0, "number": 1}]  # no Boomerang challenge
    assert state(driver).outcomes == {"offense": 1}


def test_pro_skips_the_challenge_against_boomerang_after_its_win() -> None:
    hands = {**HANDS, 1: [*HANDS[1], "pulsar-boomerang"]}
    driver = game({1: "boomerang"}, hands)
    checked_play(
        driver,
        {
            "play-card": plays({1: ["pulsar-boomerang"]}),
            "challenge-card": {0: ["attack-1", "attack-20"], 1: ["attack-15", "attack-4"]},
        },
        until=challenges_done(2),
    )
    s = state(driver)
    assert log(driver, "pulsar-pro") == [{"seat": 1, "power": "boomerang"}]
    assert log(driver, "boomerang-skip") == [{"seat": 1, "offense": 0, "resumes": True}]
    assert s.outcomes == {"offense": 1, "none": 1}
    assert s.tokens_on((0, 0), 1) == 1  # Boomerang won A1; B1 was never challenged


def test_without_the_pro_a_lost_boomerang_challenge_skips_nothing() -> None:
    hands = {0: ["attack-20", "attack-20"], 1: ["attack-1", "attack-4", "pulsar-boomerang"], 2: []}
    driver = game({1: "boomerang"}, hands)
    checked_play(
        driver,
        {
            "play-card": plays({1: ["pulsar-boomerang"]}),
            "challenge-card": {0: "attack-20", 1: ["attack-1", "attack-4"]},
        },
        until=challenges_done(2),
    )
    assert log(driver, "pulsar-pro") == [{"seat": 1, "power": "boomerang"}]
    assert log(driver, "boomerang-skip") == []
    assert state(driver).outcomes == {"defense": 1, "offense": 1}
