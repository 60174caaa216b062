"""Anti-Matter's Pulsar: the Pro (seed 004: the opponent's allies' tokens add to his total) and the
Con (C-182: against its holder the higher total wins)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

# Anti-Matter (seat 0) attacks with one token; the defense (seat 1, four tokens) has seat 2 as an
# ally with one token: 10 - 1 = 9 against 10 + 4 - 1 = 13, the lower total wins.
DEFENSIVE_ALLY = {"invite": {1: "invite:2"}, "alliance": "defense:C1"}
HANDS = {0: ["attack-10"], 1: ["attack-10"], 2: []}


def test_without_pulsar_the_lower_total_wins() -> None:
    driver = game({0: "anti-matter"}, HANDS)
    checked_play(driver, DEFENSIVE_ALLY, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 13}]
    assert log(driver, "outcome")[0]["winner"] == 0


def test_pro_adds_the_opponents_allies() -> None:
    hands = {**HANDS, 0: ["attack-10", "pulsar-anti-matter"]}
    driver = game({0: "anti-matter"}, hands)
    answers = {**DEFENSIVE_ALLY, "play-card": plays({0: ["pulsar-anti-matter"]})}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 15}]
    assert log(driver, "outcome")[0]["winner"] == 0


def test_con_makes_the_higher_total_win_for_its_holder() -> None:
    hands = {**HANDS, 1: ["attack-10", "pulsar-anti-matter"]}
    driver = game({0: "anti-matter"}, hands)
    answers = {
        **DEFENSIVE_ALLY,
        "play-card": plays({1: ["pulsar-anti-matter"]}),
        "pulsar-mode": "immunity",
    }
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 13}]
    assert log(driver, "outcome")[0]["winner"] == 1
