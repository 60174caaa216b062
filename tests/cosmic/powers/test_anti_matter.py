"""Anti-Matter: the lower total wins, its tokens and all allies' subtract; its Flares (C-21,
C-22)."""

from __future__ import annotations

from typing import Any

from ..support import pending_kind, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Offense (seat 0) attack-20 with one token; defense attack-8 with four tokens, ally seat 2 with
# two: usually 21 against 14, offense wins; with Anti-Matter 19 against 8 + 4 - 2 = 10 (the
# ally's tokens subtract), and the lower total, the defense's, wins.
HANDS = {0: ["attack-20"], 1: ["attack-8"], 2: ["attack-5"]}
ALLY: dict[str, Any] = {
    "invite": {1: "invite:2"},
    "alliance": "defense:C1+C2",
}


def test_lower_total_wins_tokens_subtract() -> None:
    driver = game({0: "anti-matter"}, hands=HANDS)
    checked_play(driver, ALLY, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 19, "defense": 10}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_anti_matter_wins_with_the_lower_total() -> None:
    hands = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({1: "anti-matter"}, hands=hands)
    checked_play(driver, ALLY, until=first_challenge)
    # Defense: 4 - 4 own - 2 allied = -2; offense: 20 + 1 = 21. The lower, the defense, wins.
    assert log(driver, "totals") == [{"offense": 21, "defense": -2}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_ties_go_to_the_defense() -> None:
    # Offense Anti-Matter 12 - 1 = 11; defense 7 + 4 = 11: a tie, the defense wins (C-21).
    hands = {0: ["attack-12"], 1: ["attack-7"], 2: []}
    driver = game({0: "anti-matter"}, hands=hands)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 11, "defense": 11}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_used_at_the_reveal() -> None:
    driver = game({0: "anti-matter"}, hands={**HANDS, 2: ["attack-5", ZAP]})
    checked_play(driver, ALLY, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.revealed


def test_zapped_higher_total_wins() -> None:
    driver = game({0: "anti-matter"}, hands={**HANDS, 2: ["attack-5", ZAP]})
    checked_play(driver, {**ALLY, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 21, "defense": 14}]
    assert log(driver, "outcome")[0]["winner"] == 0


def test_lost_power_higher_total_wins() -> None:
    driver = game({0: "anti-matter"}, hands=HANDS, planets=powerless(0))
    checked_play(driver, ALLY, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 0


def test_not_used_against_a_compromise() -> None:
    hands = {0: ["attack-20"], 1: ["compromise"], 2: ["attack-5", ZAP]}
    driver = game({0: "anti-matter"}, hands=hands)
    answers = checked_play(driver, {}, until=first_challenge)
    assert answers.asked("cosmic-zap") == []
    assert log(driver, "outcome")[0]["winner"] == 0


def test_wild_flare_cancels_a_wild_flare() -> None:
    # Seat 2, an ally, cancels the offense's Wild Macron with the Wild Anti-Matter.
    hands = {
        0: ["attack-20", "flare-macron"],
        1: ["attack-8"],
        2: ["attack-5", "flare-anti-matter"],
    }
    driver = game({}, hands=hands)
    answers = checked_play(
        driver,
        {**ALLY, "play-card": {0: "flare-macron"}, "cancel-card": {2: "flare-anti-matter"}},
        until=first_challenge,
    )
    assert len(answers.asked("cancel-card")) == 1
    assert log(driver, "cancelled") == [{"card": "flare-macron"}]
    assert log(driver, "anti-matter-flare") == [{"seat": 2, "cancels": "flare-macron", "player": 0}]
    assert log(driver, "totals") == [{"offense": 21, "defense": 14}]
    s = state(driver)
    assert "flare-anti-matter" in s.players[2].hand  # kept, Eon style
    assert "flare-macron" in s.discard


def test_wild_flare_needs_a_seat_in_the_challenge() -> None:
    hands = {0: ["attack-20", "flare-macron"], 1: ["attack-8"], 2: ["flare-anti-matter"]}
    driver = game({}, hands=hands)
    answers = checked_play(driver, {"play-card": {0: "flare-macron"}}, until=first_challenge)
    assert answers.asked("cancel-card") == []


def test_super_flare_cancels_a_super_flare_once() -> None:
    # Macron (seat 0) plays its Super; Anti-Matter (seat 1) stops it with its own Super.
    hands = {0: ["attack-20", "flare-macron"], 1: ["attack-8", "flare-anti-matter"], 2: []}
    driver = game({0: "macron", 1: "anti-matter"}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {0: "flare-macron"}, "cancel-card": {1: "flare-anti-matter"},
         "launch": ["A1"]},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "cancelled") == [{"card": "flare-macron"}]
    assert len(answers.asked("launch")) == 1  # the limit of one token stands
