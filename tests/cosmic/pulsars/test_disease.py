"""Disease's Pulsar: the Con (seed 004: immunity, played before the Destiny Pile is flipped) and
the Pro (C-522: an infection may start from a base of two)."""

from __future__ import annotations

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
AT_CONE = pending_kind("cone")
NEST = {"C1": [0, 0, 1], "B1": [0, 4, 3]}  # Disease (seat 2) has three tokens on B1
PAIR = {"C1": [0, 0, 2], "B1": [0, 4, 2]}  # and here two


def test_con_spares_the_holder() -> None:
    driver = game({2: "disease"}, {**HANDS, 1: ["attack-12", "pulsar-disease"]}, planets=NEST)
    answers = checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-disease"]}), "pulsar-mode": "immunity"},
        until=AT_CONE,
    )
    assert answers.asked("power:disease") == [] and state(driver).tokens_on((1, 0), 2) == 3
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "disease"}]


def test_without_the_con_the_holder_is_infected() -> None:
    driver = game({2: "disease"}, HANDS, planets=NEST)
    checked_play(driver, {"power:disease": "use", "disease-to": ["B2", "done"]}, until=AT_CONE)
    assert state(driver).tokens_on((1, 1), 2) == 1


def test_pro_infects_from_a_base_of_two() -> None:
    driver = game({2: "disease"}, {**HANDS, 2: ["attack-5", "pulsar-disease"]}, planets=PAIR)
    answers = checked_play(
        driver,
        {"play-card": plays({2: ["pulsar-disease"]}), "power:disease": "use",
         "disease-to": ["B2", "done"]},
        until=AT_CONE,
    )  # fmt: skip
    s = state(driver)
    assert len(answers.asked("disease-to")) == 2
    assert [s.tokens_on((1, i), 2) for i in range(5)] == [1, 1, 0, 0, 0]
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "disease"}]


def test_without_the_pro_a_base_of_two_cannot_infect() -> None:
    driver = game({2: "disease"}, HANDS, planets=PAIR)
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("power:disease") == []
