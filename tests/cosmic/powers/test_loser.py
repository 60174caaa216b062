"""Loser: the upset (both must play Attack cards if they can; the outcome is turned round, after
every other effect), the Super (declared after the cards are chosen), the Wild (both sides lose)
and the seed clarification (002: with Wild Loser each main player imprisons what the other side
loses)."""

from __future__ import annotations

from ..support import state
from ..variants import prisoners_support as prison
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Loser (seat 0, the offense) attacks with an Attack 4 against an Attack 20: it would lose.
LOW = {0: ["attack-4", "compromise"], 1: ["attack-20", "compromise"], 2: ["attack-5"]}
UPSET = {"power:loser": "use", "challenge-card": {0: "attack-4", 1: "attack-20"}}


def test_the_upset_turns_the_outcome_round() -> None:
    driver = game({0: "loser"}, hands=LOW)
    answers = checked_play(driver, UPSET, until=first_challenge)
    s = state(driver)
    assert log(driver, "loser-upset") == [{"seat": 0, "late": False}]
    assert log(driver, "totals") == [{"offense": 5, "defense": 24}]
    assert log(driver, "outcome")[0]["winner"] == 0
    assert s.warp == [0, 4, 0]
    # Both had to play Attack cards: the Compromise was not offered.
    assert all("compromise" not in d.options for d in answers.asked("challenge-card"))
    assert s.features["loser_upsets"] == 1


def test_without_an_upset_the_higher_total_wins() -> None:
    driver = game({0: "loser"}, hands=LOW)
    answers = checked_play(driver, {**UPSET, "power:loser": "pass"}, until=first_challenge)
    assert "compromise" in answers.asked("challenge-card")[0].options
    assert log(driver, "outcome")[0]["winner"] == 1


def test_a_compromise_when_no_attack_is_left_wins_the_upset() -> None:
    hands = {0: ["attack-4"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({1: "loser"}, hands=hands)
    checked_play(driver, {"power:loser": "use"}, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 1
    assert log(driver, "consolation") == []  # the loser played an Attack


def test_zapped_no_upset() -> None:
    driver = game({0: "loser"}, hands={**LOW, 2: ["attack-5", ZAP]})
    checked_play(driver, {**UPSET, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "loser-upset") == []
    assert log(driver, "outcome")[0]["winner"] == 1


def test_lost_power_not_offered() -> None:
    driver = game({0: "loser"}, hands=LOW, planets=powerless(0))
    answers = checked_play(driver, UPSET, until=first_challenge)
    assert answers.asked("power:loser") == []


def test_super_declares_after_the_cards_are_chosen() -> None:
    hands = {**LOW, 0: ["attack-4", "compromise", "flare-loser"]}
    answers = {
        "play-card": {0: "flare-loser"},
        "power:loser": ["pass", "use"],
        "challenge-card": {0: "compromise", 1: "attack-20"},
    }
    driver = game({0: "loser"}, hands=hands)
    seen = checked_play(driver, answers, until=first_challenge)
    assert log(driver, "super-loser") == [{"seat": 0}]
    # Passed before the cards (asked twice: before and after), declared after: free choice.
    assert len(seen.asked("power:loser")) == 2
    assert log(driver, "loser-upset") == [{"seat": 0, "late": True}]
    assert log(driver, "outcome")[0]["winner"] == 0


def test_wild_both_sides_lose() -> None:
    # Seat 1 (no Loser in play) defends B1 with four tokens against two and one ally's token.
    hands = {0: ["attack-20"], 1: ["attack-4", "flare-loser"], 2: ["attack-5"]}
    ally = {"invite": {0: "invite:2"}, "alliance": "offense:C1"}
    answers = {**ally, "launch": ["A1+A2"], "play-card": {1: "flare-loser"}}
    driver = game({}, hands=hands)
    checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert log(driver, "wild-loser") == [{"seat": 1}]
    assert log(driver, "both-lose") == [{"offense": 0, "defense": 1}]
    assert log(driver, "outcome") == []
    assert s.warp == [2, 4, 1]
    assert s.outcomes == {"both-lose": 1}


def test_seed_002_wild_loser_each_imprisons_the_other_sides_losses() -> None:
    # Seed 002 (LOSER [M]): "When Wild Loser is used, each main player imprisons all tokens
    # lost by the other side."
    hands = {0: ["attack-20"], 1: ["attack-4", "flare-loser"], 2: ["attack-5"]}
    ally = {"invite": {0: "invite:2"}, "alliance": "offense:C1"}
    answers = {**ally, "launch": ["A1+A2"], "play-card": {1: "flare-loser"}}
    driver = prison.game({}, hands=hands)
    checked_play(driver, answers, until=first_challenge)
    assert state(driver).warp == [0, 0, 0]
    assert prison.held(driver)[0] == [0, 4, 0]  # the offense imprisons the defense's four
    assert prison.held(driver)[1] == [2, 0, 1]  # the defense, the offense's two and the ally's
