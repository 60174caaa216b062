"""Demon's Pulsar: the Con (seed 004: the offense who plays it cannot be possessed) and the Pro
(C-525: Demon may possess the offense as his ally)."""

from __future__ import annotations

from ..powers.batch_a_support import OFFENSIVE_ALLY, TWO, first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}


def test_con_spares_the_offense() -> None:
    driver = game({2: "demon"}, {**HANDS, 0: ["attack-20", "pulsar-demon"]})
    answers = checked_play(
        driver,
        {**TWO, "play-card": plays({0: ["pulsar-demon"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert answers.asked("power:demon") == [] and state(driver).tokens_on((1, 0), 0) == 2
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "demon"}]


def test_pro_possesses_as_the_offense_s_ally() -> None:
    driver = game({2: "demon"}, {**HANDS, 2: ["attack-5", "pulsar-demon"]})
    checked_play(
        driver,
        {**TWO, **OFFENSIVE_ALLY, "play-card": plays({2: ["pulsar-demon"]}),
         "power:demon": "use", "demon-token": ["C2+C3"]},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert s.planets[1][0] == [0, 0, 3]  # its ally token and the two possessing
    assert log(driver, "possession") == [{"seat": 2, "offense": 0, "out": 2, "in": 2}]


def test_without_the_pro_the_ally_cannot_possess() -> None:
    driver = game({2: "demon"}, HANDS)
    answers = checked_play(driver, {**TWO, **OFFENSIVE_ALLY}, until=first_challenge)
    assert answers.asked("power:demon") == []
