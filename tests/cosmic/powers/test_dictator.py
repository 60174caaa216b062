"""Dictator: in another player's challenge it decrees the colour a Destiny flip counts as
(C-303); its designed Flares (C-304); seed 002: the colour changes, not the challenge's type."""

from __future__ import annotations

from hyperspace.engine import Driver

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, ZAP, game, log
from .support import checked_play, powerless

AT_CONE = pending_kind("cone")  # the defense is known, the Cone not yet pointed


def defense(driver: Driver) -> int | None:
    s = state(driver)
    assert s.challenge is not None
    return s.challenge.defense


def test_decrees_the_colour_in_another_player_s_challenge() -> None:
    driver = game({2: "dictator"}, hands=LOSING)
    answers = checked_play(driver, {"dictator-colour": "colour:2"}, until=AT_CONE)
    asked = answers.asked("dictator-colour")
    assert [(d.seat, d.options) for d in asked] == [(2, ("keep", "colour:2"))]
    assert defense(driver) == 2
    assert log(driver, "dictator-decree") == [{"seat": 2, "flipped": 1, "colour": 2}]
    assert log(driver, "destiny") == [{"colour": 2}]
    assert state(driver).features["dictator_decree"] == 1


def test_may_leave_the_colour_as_it_came() -> None:
    driver = game({2: "dictator"}, hands=LOSING)
    checked_play(driver, {"dictator-colour": "keep"}, until=AT_CONE)
    assert defense(driver) == 1 and log(driver, "dictator-decree") == []


def test_not_in_its_own_challenge() -> None:
    driver = game({0: "dictator"}, hands=LOSING)
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("dictator-colour") == [] and defense(driver) == 1


def test_the_offense_s_own_colour_becomes_another_s() -> None:
    # The offense's own colour comes up; Dictator names seat 1: no second flip.
    driver = game({2: "dictator"}, hands=LOSING, destiny=[0, 2, 1])
    answers = checked_play(driver, {"dictator-colour": "colour:1"}, until=AT_CONE)
    assert answers.asked("dictator-colour")[0].options == ("keep", "colour:1", "colour:2")
    assert defense(driver) == 1 and log(driver, "destiny") == [{"colour": 1}]


def test_zapped_decrees_nothing() -> None:
    driver = game({2: "dictator"}, hands={**LOSING, 1: ["attack-12", ZAP]})
    answers = checked_play(driver, {"cosmic-zap": {1: ZAP}}, until=AT_CONE)
    assert answers.asked("dictator-colour") == [] and defense(driver) == 1


def test_lost_power_decrees_nothing() -> None:
    driver = game({2: "dictator"}, hands=LOSING, planets=powerless(2))
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("dictator-colour") == [] and defense(driver) == 1


def test_changes_the_colour_but_not_the_type_of_a_capture_challenge() -> None:
    # "DICTATOR [E] -- Changes the destiny color, but not the type of challenge" (seed 002).
    driver = prisoners.game({2: "dictator"}, hands=LOSING)
    checked_play(driver, {"dictator-colour": "colour:2"}, until=AT_CONE)
    s = state(driver)
    assert prisoners.capture(s) and defense(driver) == 2


def test_wild_flare_names_the_colour_in_your_own_challenge_after_any_decree() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-dictator"]}
    driver = game({2: "dictator"}, hands=hands)
    answers = checked_play(
        driver,
        {"dictator-colour": {2: "colour:2", 0: "colour:1"}, "play-card": {0: "flare-dictator"}},
        until=AT_CONE,
    )
    assert answers.asked("dictator-colour")[1].options == ("keep", "colour:1")
    assert defense(driver) == 1
    assert log(driver, "wild-dictator") == [{"seat": 0, "flipped": 2, "colour": 1}]
    assert "flare-dictator" in state(driver).players[0].hand


def test_super_flare_decrees_in_its_own_challenge() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-dictator"]}
    driver = game({0: "dictator"}, hands=hands)
    checked_play(
        driver, {"dictator-colour": "colour:2", "play-card": {0: "flare-dictator"}}, until=AT_CONE
    )
    assert defense(driver) == 2
    assert log(driver, "dictator-decree") == [{"seat": 0, "flipped": 1, "colour": 2}]


def test_assassin_strikes_the_colour_the_flip_counts_as() -> None:
    # C-303: Assassin hits the colour Dictator decreed, not the disc's own.
    driver = game({1: "assassin", 2: "dictator"}, hands=LOSING)
    checked_play(driver, {"dictator-colour": "colour:2", "assassin-base": "C1"}, until=AT_CONE)
    assert state(driver).warp == [0, 0, 1]
    assert log(driver, "assassination") == [{"seat": 1, "victim": 2, "tokens": 1}]
