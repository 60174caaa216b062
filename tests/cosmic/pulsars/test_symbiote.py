"""Symbiote's Pulsar (C-562): the Con makes the second colour count nothing on a side opposing the
holder; the Pro lets Symbiote commit up to eight tokens."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

HANDS = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
BOTH = {"launch": ["A1/3+A1"]}  # one token of each of Symbiote's colours


def test_con_makes_the_second_colour_count_nothing_against_the_holder() -> None:
    hands = {**HANDS, 1: ["attack-12", "pulsar-symbiote"]}
    driver = game({0: "symbiote"}, hands)
    answers = {**BOTH, "play-card": plays({1: ["pulsar-symbiote"]}), "pulsar-mode": "immunity"}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "symbiote"}]
    assert log(driver, "totals") == [{"offense": 2, "defense": 16}]  # 1 + 1 (+ 0)


def test_without_the_con_both_colours_count() -> None:
    driver = game({0: "symbiote"}, HANDS)
    checked_play(driver, BOTH, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 3, "defense": 16}]


def test_pro_commits_up_to_eight_tokens() -> None:
    hands = {**HANDS, 0: ["attack-1", "pulsar-symbiote"]}
    driver = game({0: "symbiote"}, hands)
    eight = "A1+A1/3+A2+A2/3+A3+A3/3+A4+A4/3"
    answers = {"launch": eight, "play-card": plays({0: ["pulsar-symbiote"]})}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "symbiote"}]
    assert log(driver, "launch") == [{"seat": 0, "tokens": 8}]
