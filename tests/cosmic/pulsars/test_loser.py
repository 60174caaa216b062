"""Loser's Pulsar: the Con (C-339: no upset against the holder) and the Pro (C-338: the upset may
be declared after the cards are chosen)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

LOW = {0: ["attack-4", "compromise"], 1: ["attack-20", "pulsar-loser"], 2: ["attack-5"]}


def test_con_no_upset_against_the_holder() -> None:
    driver = game({0: "loser"}, LOW)
    answers = checked_play(
        driver,
        {
            "power:loser": "use",
            "challenge-card": {0: "attack-4"},
            "play-card": plays({1: ["pulsar-loser"]}),
            "pulsar-mode": "immunity",
        },
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "loser"}]
    assert answers.asked("power:loser") == []
    assert log(driver, "outcome")[0]["winner"] == 1


def test_without_the_con_the_upset_wins() -> None:
    driver = game({0: "loser"}, {**LOW, 1: ["attack-20"]})
    checked_play(driver, {"power:loser": "use"}, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 0


def test_pro_declares_after_the_cards_are_chosen() -> None:
    hands = {0: ["attack-4", "compromise", "pulsar-loser"], 1: ["attack-20"], 2: ["attack-5"]}
    driver = game({0: "loser"}, hands)
    answers = checked_play(
        driver,
        {
            "play-card": plays({0: ["pulsar-loser"]}),
            "power:loser": ["pass", "use"],
            "challenge-card": {0: "compromise"},
        },
        until=first_challenge,
    )
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "loser"}]
    assert len(answers.asked("power:loser")) == 2
    assert log(driver, "loser-upset") == [{"seat": 0, "late": True}]
    assert log(driver, "outcome")[0]["winner"] == 0
