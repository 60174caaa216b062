"""Calculator's Pulsar: the Pro (C-162: Calculator's own card is never reduced) and the Con (the
holder's card is not reduced: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

USE = {"power:calculator": "use", "pulsar-mode": "immunity"}


def test_without_pro_the_higher_card_is_reduced_even_calculators() -> None:
    # Calculator (seat 0) attack-15 against attack-8: 15 - 8 = 7, + 1 token = 8 against 12.
    driver = game({0: "calculator"}, {0: ["attack-15"], 1: ["attack-8"], 2: []})
    checked_play(driver, USE, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 8, "defense": 12}]


def test_pro_keeps_calculators_own_card_whole() -> None:
    hands = {0: ["attack-15", "pulsar-calculator"], 1: ["attack-8"], 2: []}
    driver = game({0: "calculator"}, hands)
    checked_play(driver, {**USE, "play-card": plays({0: ["pulsar-calculator"]})}, first_challenge)
    assert log(driver, "totals") == [{"offense": 16, "defense": 12}]


def test_con_keeps_the_holders_card_whole() -> None:
    # Calculator defends with attack-8; the offense's 15 is not reduced: 16 against 12.
    hands = {0: ["attack-15", "pulsar-calculator"], 1: ["attack-8"], 2: []}
    driver = game({1: "calculator"}, hands)
    checked_play(driver, {**USE, "play-card": plays({0: ["pulsar-calculator"]})}, first_challenge)
    assert log(driver, "calculator") == [{"seat": 1}]
    assert log(driver, "totals") == [{"offense": 16, "defense": 12}]
