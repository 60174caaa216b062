"""Silencer: as a main player, once the defense is known, silence one other player's power for
the challenge (reconstructed, C-425; Flares C-426); seed 004 point 7 in tests/cosmic/pulsars."""

from __future__ import annotations

from hyperspace.cosmic.powers.silencer import Silencer

from ..support import challenges_done, pending_kind, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Seat 0 (Silencer) attacks seat 1 (Oracle); seat 2 holds Mind.
HANDS = {0: ["attack-20", "attack-4"], 1: ["attack-8", "attack-6"], 2: ["attack-5"]}
POWERS = {0: "silencer", 1: "oracle", 2: "mind"}
QUIET = {"power:mind": "pass"}


def test_a_silenced_power_is_not_in_use_for_the_challenge() -> None:
    driver = game(POWERS, hands=HANDS)
    answers = checked_play(
        driver, {**QUIET, "silencer-target": "player:1"}, until=pending_kind("challenge-card")
    )
    (asked,) = answers.asked("silencer-target")
    assert asked.options == ("player:1", "player:2")
    assert log(driver, "silenced") == [{"seat": 0, "players": [1]}]
    assert {d.seat for d in driver.pending} == {0, 1}  # Oracle silenced: both choose at once
    checked_play(driver, QUIET, until=first_challenge)
    assert not log(driver, "oracle-sees")
    assert state(driver).features["silencer_silenced"] == 1


def test_silence_lasts_only_the_challenge() -> None:
    # Seat 0 silences Oracle, wins and ends his turn; Oracle then attacks Mind with its power.
    hands = {**HANDS, 2: ["attack-5", "attack-7"]}
    driver = game(POWERS, hands=hands)
    checked_play(driver, {**QUIET, "silencer-target": "player:1"}, until=challenges_done(2))
    assert [e["seat"] for e in log(driver, "oracle-sees")] == [1]  # in the second challenge


def test_silencer_may_decline() -> None:
    driver = game(POWERS, hands=HANDS)
    answers = checked_play(driver, {**QUIET, "power:silencer": "pass"}, until=first_challenge)
    assert not answers.asked("silencer-target") and not log(driver, "silenced")
    assert log(driver, "oracle-sees")


def test_outside_the_main_players_silencer_does_nothing() -> None:
    driver = game({0: "oracle", 1: "mind", 2: "silencer"}, hands=HANDS)
    answers = checked_play(driver, {"power:mind": "pass"}, until=first_challenge)
    assert not answers.asked("power:silencer") and not log(driver, "silenced")


def test_a_cosmic_zap_stops_the_silence() -> None:
    hands = {**HANDS, 1: ["attack-8", "attack-6", ZAP]}
    driver = game(POWERS, hands=hands)
    answers = checked_play(
        driver, {**QUIET, "cosmic-zap": ZAP, "silencer-target": "player:1"}, until=first_challenge
    )
    assert not answers.asked("silencer-target") and not log(driver, "silenced")
    assert log(driver, "zapped") == [{"seat": 0, "power": "silencer"}]
    assert log(driver, "oracle-sees")


def test_below_three_home_bases_silencer_has_no_power() -> None:
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    answers = checked_play(driver, QUIET, until=first_challenge)
    assert not answers.asked("power:silencer") and not log(driver, "silenced")


def test_a_silenced_negator_negates_nothing() -> None:
    driver = game({0: "silencer", 1: "oracle", 2: "negator"}, hands=HANDS)
    answers = checked_play(
        driver, {"silencer-target": "player:2", "negator-negate": "negate"}, until=first_challenge
    )
    assert all(d.context["choice"] != "cone" for d in answers.asked("negator-negate"))
    assert not answers.asked("negator-negate")


def test_wild_silencer_silences_the_opponent() -> None:
    hands = {**HANDS, 1: ["attack-8", "attack-6", "flare-silencer"]}
    driver = game({0: "oracle", 1: "mind", 2: "silencer"}, hands=hands)
    checked_play(
        driver,
        {"play-card": {1: ["flare-silencer", "pass"]}, "power:mind": "use"},
        until=first_challenge,
    )
    assert log(driver, "silenced") == [{"seat": 1, "players": [0]}]
    assert not log(driver, "oracle-sees")
    assert "flare-silencer" in state(driver).players[1].hand  # back to the hand (Eon)


def test_super_silencer_silences_every_other_player() -> None:
    hands = {**HANDS, 0: ["attack-20", "attack-4", "flare-silencer"]}
    driver = game(POWERS, hands=hands)
    answers = checked_play(
        driver, {**QUIET, "play-card": {0: ["flare-silencer", "pass"]}}, until=first_challenge
    )
    assert not answers.asked("silencer-target")
    assert log(driver, "silenced") == [{"seat": 0, "players": [1, 2]}]
    assert not answers.asked("power:mind") and not log(driver, "oracle-sees")


def test_the_power_names_its_source() -> None:
    assert Silencer.name == "silencer" and "C-425" in Silencer.source
    assert Silencer.flare is not None and Silencer.flare.wild and Silencer.flare.super_
