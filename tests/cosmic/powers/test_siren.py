"""Siren: lures the offense to one of its home planets when it has a base in the defense's home
system, and gains a free base when it wins as the defense (C-308); seed 002; its Flares."""

from __future__ import annotations

from hyperspace.engine import Driver

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, ZAP, first_challenge, game, log
from .support import checked_play

AT_CONE = pending_kind("cone")
AT_LAUNCH = pending_kind("launch")  # the Cone is pointed (by itself when only one planet is left)
NEAR = {"B1": [0, 4, 1], "C1": [0, 0, 3]}  # Siren (seat 2) has a base in seat 1's home system
LURE = {"power:siren": "use", "siren-lair": "C2"}


def defense(driver: Driver) -> int | None:
    s = state(driver)
    assert s.challenge is not None
    return s.challenge.defense


def test_lures_the_offense_to_its_home_planet() -> None:
    driver = game({2: "siren"}, hands=LOSING, planets=NEAR)
    answers = checked_play(driver, LURE, until=AT_LAUNCH)
    s = state(driver)
    assert answers.asked("siren-lair")[0].options == ("C1", "C2", "C3", "C4", "C5")
    assert defense(driver) == 2 and s.challenge is not None and s.challenge.planet == (2, 1)
    assert log(driver, "siren-lure") == [{"seat": 2, "from": 1, "planet": "C2"}]
    assert state(driver).features["siren_lures"] == 1


def test_not_without_a_base_in_the_defense_s_home_system() -> None:
    driver = game({2: "siren"}, hands=LOSING)
    answers = checked_play(driver, LURE, until=AT_CONE)
    assert answers.asked("power:siren") == [] and defense(driver) == 1


def test_may_let_the_challenge_be() -> None:
    driver = game({2: "siren"}, hands=LOSING, planets=NEAR)
    checked_play(driver, {"power:siren": "pass"}, until=AT_CONE)
    assert defense(driver) == 1 and log(driver, "siren-lure") == []


def test_zapped_lures_nobody() -> None:
    driver = game({2: "siren"}, hands={**LOSING, 1: ["attack-12", ZAP]}, planets=NEAR)
    checked_play(driver, {**LURE, "cosmic-zap": {1: ZAP}}, until=AT_CONE)
    assert defense(driver) == 1


def test_wins_as_the_defense_and_gains_a_free_base() -> None:
    driver = game({2: "siren"}, hands=LOSING, planets=NEAR)
    answers = checked_play(
        driver, {**LURE, "siren-from": "C3", "siren-to": "A2"}, until=first_challenge
    )
    s = state(driver)
    assert answers.asked("siren-to")[0].options == ("A1", "A2", "A3", "A4", "A5")
    assert s.tokens_on((0, 1), 2) == 1 and s.tokens_on((2, 2), 2) == 3
    assert log(driver, "siren-base") == [{"seat": 2, "planet": "A2"}]


def test_no_free_base_when_it_loses_as_the_defense() -> None:
    # Lured to Siren's planet, the offense wins: Siren gains nothing.
    hands = {0: ["attack-20"], 1: ["attack-12"], 2: ["attack-1"]}
    driver = game({2: "siren"}, hands=hands, planets=NEAR)
    answers = checked_play(driver, LURE, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 0
    assert answers.asked("siren-from") == [] and log(driver, "siren-base") == []
    assert state(driver).external_bases(2) == 1  # B1 only


def test_the_flip_still_decides_a_capture_challenge() -> None:
    # "SIREN [E] -- Destiny card determines type of challenge when Siren lures" (seed 002).
    driver = prisoners.game({2: "siren"}, hands=LOSING, planets=NEAR)
    checked_play(driver, LURE, until=AT_LAUNCH)
    assert prisoners.capture(state(driver)) and defense(driver) == 2


def test_wild_flare_a_free_base_for_a_defensive_win() -> None:
    hands = {**LOSING, 1: ["attack-12", "flare-siren"]}
    driver = game({}, hands=hands)
    checked_play(
        driver,
        {"play-card": {1: "flare-siren"}, "siren-from": "B2", "siren-to": "A3"},
        until=first_challenge,
    )
    s = state(driver)
    assert s.tokens_on((0, 2), 1) == 1 and s.tokens_on((1, 1), 1) == 3
    assert log(driver, "wild-siren") == [{"seat": 1, "planet": "A3"}]


def test_super_flare_its_allies_gain_bases_too() -> None:
    hands = {0: ["attack-1"], 1: ["attack-5"], 2: ["attack-12", "flare-siren"]}
    ally = {"invite": {2: "invite:1"}, "alliance": "defense:B1"}
    driver = game({2: "siren"}, hands=hands, destiny=[2, 1, 0])
    checked_play(
        driver,
        {**ally, "play-card": {2: "flare-siren"}, "siren-from": {2: "C3", 1: "B3"},
         "siren-to": {2: "A2", 1: "A4"}},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert s.tokens_on((0, 1), 2) == 1 and s.tokens_on((0, 3), 1) == 1
    assert log(driver, "siren-base") == [{"seat": 2, "planet": "A2"}, {"seat": 1, "planet": "A4"}]
