"""Warrior: markers after each challenge as a main player, added at the reveal (C-29); its
Flares (the Wild's secondary challenge)."""

from __future__ import annotations

import pytest

from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Driver

from ..support import pending_kind, state
from .batch_a_support import OFFENSIVE_ALLY, ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Offense (seat 0) attack-10 with one token; defense attack-12 with four tokens: 11 against 16.
HANDS = {0: ["attack-10"], 1: ["attack-12"], 2: ["attack-5"]}


def with_markers(driver: Driver, seat: int, count: int) -> None:
    state(driver).players[seat].power_data["markers"] = count


def test_markers_add_to_the_total() -> None:
    driver = game({0: "warrior"}, hands=HANDS)
    with_markers(driver, 0, 6)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 17, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 0
    assert state(driver).players[0].power_data["markers"] == 7  # and it gains one for the win


def test_a_single_marker_adds_one() -> None:
    # Any marker counts, the first one too: 10 + 1 token + 1 marker against 12 + 4 tokens.
    driver = game({0: "warrior"}, hands=HANDS)
    with_markers(driver, 0, 1)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 12, "defense": 16}]


def test_loss_gives_two_markers_win_one() -> None:
    driver = game({1: "warrior"}, hands=HANDS)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "warrior") == [{"seat": 1, "gained": 1, "markers": 1}]
    driver = game({0: "warrior"}, hands=HANDS)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "warrior") == [{"seat": 0, "gained": 2, "markers": 2}]


def test_deal_one_failed_deal_two() -> None:
    hands = {0: ["compromise"], 1: ["compromise", "attack-9"], 2: []}
    driver = game({0: "warrior", 1: "macron"}, hands=hands)
    checked_play(driver, {"deal-propose": {0: "give:0c/get:1c"}, "deal-answer": "accept"},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "warrior")[0]["gained"] == 1
    driver = game({0: "warrior"}, hands=hands)
    checked_play(driver, {"deal-propose": "pass"}, until=first_challenge)
    assert log(driver, "warrior")[0]["gained"] == 2


@pytest.mark.parametrize("role", ["ally", "onlooker"])
def test_no_marker_for_allies_or_onlookers(role: str) -> None:
    """Seat 2's Warrior, with five markers, allied with the offense or looking on: its markers add
    nothing to either total (only a main player's count, or the Super Flare's) and it gains none
    (only main players gain)."""
    driver = game({2: "warrior"}, hands=HANDS)
    with_markers(driver, 2, 5)
    checked_play(driver, OFFENSIVE_ALLY if role == "ally" else {}, until=first_challenge)
    allied = [(e["seat"], e["side"]) for e in log(driver, "ally")]
    assert allied == ([(2, "offense")] if role == "ally" else [])
    ally_token = 1 if role == "ally" else 0
    assert log(driver, "totals") == [{"offense": 11 + ally_token, "defense": 16}]
    assert log(driver, "warrior") == []
    assert state(driver).players[2].power_data["markers"] == 5


def test_used_at_the_reveal() -> None:
    driver = game({0: "warrior"}, hands={**HANDS, 2: ["attack-5", ZAP]})
    with_markers(driver, 0, 6)
    checked_play(driver, {}, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.revealed


def test_zapped_adds_nothing_but_still_gains() -> None:
    driver = game({0: "warrior"}, hands={**HANDS, 2: ["attack-5", ZAP]})
    with_markers(driver, 0, 6)
    checked_play(driver, {"cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 11, "defense": 16}]
    assert state(driver).players[0].power_data["markers"] == 8  # FFG errata: even if zapped


def test_lost_power_adds_and_gains_nothing() -> None:
    driver = game({0: "warrior"}, hands=HANDS, planets=powerless(0))
    with_markers(driver, 0, 6)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 11, "defense": 16}]
    assert state(driver).players[0].power_data["markers"] == 6


def test_markers_are_public() -> None:
    driver = game({0: "warrior"}, hands=HANDS)
    with_markers(driver, 0, 3)
    for seat in (None, 1, 2):
        assert view(state(driver), seat)["players"][0]["power_data"] == {"markers": 3}


def test_super_flare_adds_markers_as_an_ally() -> None:
    hands = {0: ["attack-10"], 1: ["attack-12"], 2: ["attack-5", "flare-warrior"]}
    driver = game({2: "warrior"}, hands=hands)
    with_markers(driver, 2, 5)
    checked_play(
        driver,
        {**OFFENSIVE_ALLY, "play-card": {2: "flare-warrior"}},
        until=first_challenge,
    )
    assert log(driver, "super-warrior") == [{"seat": 2, "side": 0}]
    assert log(driver, "totals") == [{"offense": 17, "defense": 16}]  # 10 + 2 tokens + 5


def test_a_cosmic_zap_may_stop_the_super_flare_and_is_told_it_is_warrior() -> None:
    # The Super Flare is a use of Warrior's power: the Zap offered names it, and stops it.
    hands = {0: ["attack-10"], 1: ["attack-12", ZAP], 2: ["attack-5", "flare-warrior"]}
    driver = game({2: "warrior"}, hands=hands)
    with_markers(driver, 2, 5)
    answers = checked_play(
        driver,
        {**OFFENSIVE_ALLY, "play-card": {2: "flare-warrior"}, "cosmic-zap": {1: ZAP}},
        until=first_challenge,
    )
    (zap,) = answers.asked("cosmic-zap")
    assert zap.seat == 1 and zap.context == {"power": "warrior", "player": 2}
    assert (
        WORDS.prompt(zap, view(state(driver), 1))
        == "C is using the Warrior's power. Zap that power?"
    )
    assert log(driver, "super-warrior") == []
    assert log(driver, "totals") == [{"offense": 12, "defense": 16}]  # 10 + 2 tokens


def test_wild_flare_strikes_back_at_the_offense_home() -> None:
    hands = {0: ["attack-10", "attack-4"], 1: ["attack-12", "attack-20", "flare-warrior"], 2: []}
    driver = game({}, hands=hands)
    checked_play(
        driver,
        {"challenge-card": {0: "attack-10", 1: "attack-12"}, "play-card": {1: "flare-warrior"}},
        until=lambda d: state(d).challenges >= 3,
    )
    s = state(driver)
    begun = [e.public for e in s.log if e.kind == "challenge"]
    assert begun[:3] == [
        {"offense": 0, "number": 1},
        {"offense": 1, "number": 0},
        {"offense": 1, "number": 1},
    ]
    assert log(driver, "wild-warrior") == [{"seat": 1, "against": 0}]
    cones = log(driver, "cone")
    assert cones[1]["defense"] == 0 and cones[1]["planet"].startswith("A")
    third = [i for i, e in enumerate(s.log) if e.kind == "challenge"][2]
    assert [e.kind for e in s.log[:third]].count("destiny") == 1  # no flip for the Wild's
    assert s.offense == 1  # the turn went on to seat 1 as before
