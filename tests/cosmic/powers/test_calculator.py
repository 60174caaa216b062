"""Calculator: equalizing, declared before the reveal (AMB-W04); its Flares (C-23)."""

from __future__ import annotations

from ..support import pending_kind, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Offense (seat 0) attack-15 with one token: 16; defense attack-8 with four tokens: 12. With the
# defense equalizing, 15 becomes 7: 8 against 12, the defense wins.
HANDS = {0: ["attack-15"], 1: ["attack-8"], 2: ["attack-5"]}


def test_equalizing_reduces_the_higher_card() -> None:
    driver = game({1: "calculator"}, hands=HANDS)
    checked_play(driver, {"power:calculator": "use"}, until=first_challenge)
    assert log(driver, "calculator") == [{"seat": 1}]
    assert log(driver, "totals") == [{"offense": 8, "defense": 12}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_declared_face_down_before_the_reveal() -> None:
    driver = game({1: "calculator"}, hands=HANDS)
    checked_play(driver, {}, until=pending_kind("power:calculator"))
    s = state(driver)
    assert s.challenge is not None and len(s.challenge.cards) == 2
    assert not s.challenge.revealed


def test_passing_changes_nothing() -> None:
    driver = game({1: "calculator"}, hands=HANDS)
    checked_play(driver, {"power:calculator": "pass"}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 16, "defense": 12}]


def test_equal_cards_are_unchanged() -> None:
    hands = {0: ["attack-8"], 1: ["attack-8"], 2: []}
    driver = game({0: "calculator"}, hands=hands)
    checked_play(driver, {"power:calculator": "use"}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 12}]


def test_compromise_is_left_alone() -> None:
    hands = {0: ["attack-15"], 1: ["compromise", "attack-4"], 2: []}
    driver = game({1: "calculator"}, hands=hands)
    checked_play(driver, {"power:calculator": "use", "challenge-card": {1: "compromise"}},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "totals") == []
    assert log(driver, "outcome")[0]["winner"] == 0


def test_zapped_does_not_equalize() -> None:
    driver = game({1: "calculator"}, hands={**HANDS, 2: ["attack-5", ZAP]})
    checked_play(driver, {"power:calculator": "use", "cosmic-zap": {2: ZAP}},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "calculator") == []
    assert log(driver, "totals") == [{"offense": 16, "defense": 12}]


def test_lost_power_is_not_offered() -> None:
    driver = game({1: "calculator"}, hands=HANDS, planets=powerless(1))
    answers = checked_play(driver, {}, until=first_challenge)
    assert answers.asked("power:calculator") == []


def test_super_flare_equalizes_as_an_ally() -> None:
    hands = {0: ["attack-15"], 1: ["attack-8"], 2: ["attack-5", "flare-calculator"]}
    driver = game({2: "calculator"}, hands=hands)
    checked_play(
        driver,
        {"invite": {1: "invite:2"}, "alliance": "defense:C1",
         "play-card": {2: "flare-calculator"}, "power:calculator": "use"},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "super-calculator") == [{"seat": 2}]
    assert log(driver, "totals") == [{"offense": 8, "defense": 13}]


def test_ally_without_the_super_flare_may_not_declare() -> None:
    hands = {0: ["attack-15"], 1: ["attack-8"], 2: ["attack-5"]}
    driver = game({2: "calculator"}, hands=hands)
    answers = checked_play(
        driver,
        {"invite": {1: "invite:2"}, "alliance": "defense:C1"},
        until=first_challenge,
    )
    assert answers.asked("power:calculator") == []


def test_wild_flare_right_call_reduces_the_opponent() -> None:
    # 15 + 8 = 23 is odd: the defense calls odd, so the offense's 15 is reduced by 8.
    hands = {0: ["attack-15"], 1: ["attack-8", "flare-calculator"], 2: []}
    driver = game({}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-calculator"}, "calculator-call": "odd"},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "wild-calculator") == [{"seat": 1, "call": "odd"}]
    assert log(driver, "totals") == [{"offense": 8, "defense": 12}]


def test_wild_flare_wrong_call_reduces_your_own() -> None:
    hands = {0: ["attack-15"], 1: ["attack-8", "flare-calculator"], 2: []}
    driver = game({}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-calculator"}, "calculator-call": "even"},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "totals") == [{"offense": 16, "defense": -3}]  # 8 - 15 + 4
