"""Macron's Pulsar: the Pro (C-168: commit up to two tokens) and the Con (C-185: against the
holder, as Macron's opponent, Macron's tokens count one)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

# Macron (seat 0) attack-13 against attack-12 and four tokens: 13 + 4 = 17 against 16.
HANDS = {0: ["attack-13"], 1: ["attack-12", "attack-3"], 2: []}
CARD = {"challenge-card": {1: "attack-12"}, "pulsar-mode": "immunity"}


def test_pro_commits_two_tokens_worth_four_each() -> None:
    driver = game({0: "macron"}, {**HANDS, 0: ["attack-13", "pulsar-macron"]})
    answers = {**CARD, "launch": ["A1+A2"], "play-card": plays({0: ["pulsar-macron"]})}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 21, "defense": 16}]


def test_without_pro_one_token() -> None:
    driver = game({0: "macron"}, HANDS)
    answers = checked_play(driver, {**CARD, "launch": "A1"}, until=first_challenge)
    assert len(answers.asked("launch")) == 1
    assert log(driver, "totals") == [{"offense": 17, "defense": 16}]


def test_con_makes_macrons_token_count_one_against_the_holder() -> None:
    driver = game({0: "macron"}, {**HANDS, 1: ["attack-12", "attack-3", "pulsar-macron"]})
    answers = {**CARD, "launch": "A1", "play-card": plays({1: ["pulsar-macron"]})}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 14, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 1
