"""Filch: take the opponent's used Challenge Card from the discard pile (FFG text, C-46)."""

from __future__ import annotations

from hyperspace.cosmic.powers.filch import Filch

from ..support import challenges_done, play, state
from .batch_b_support import game, log_of
from .support import checked_play, powerless

POWERS = ["filch", "mind", "trader"]
QUIET = {"power:mind": "pass", "power:trader": "pass", "power:clone": "pass"}
HANDS = {0: ["attack-12", "attack-7"], 1: ["attack-30", "attack-9"], 2: ["attack-6"]}
PICKS = {"challenge-card": {0: "attack-12", 1: "attack-30"}}


def test_filch_takes_the_opponent_card_from_the_discard_pile():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    checked_play(driver, {**QUIET, **PICKS, "power:filch": "use"}, until=challenges_done(1))
    assert sorted(s.players[0].hand) == ["attack-30", "attack-7"]
    assert "attack-30" not in s.discard and "attack-12" in s.discard
    (entry,) = log_of(driver, 2, "filch-takes")  # a revealed card: everybody may know
    assert entry["card"] == "attack-30" and entry["from"] == 1


def test_filch_acts_after_the_cards_are_discarded():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    play(driver, {**QUIET, **PICKS, "power:filch": "use"}, until=challenges_done(1))
    kinds = [event.kind for event in s.log]
    assert kinds.index("outcome") < kinds.index("filch-takes")


def test_filch_may_pass_and_works_as_the_defense():
    driver = game(POWERS, hands=HANDS)
    play(driver, {**QUIET, **PICKS, "power:filch": "pass"}, until=challenges_done(1))
    assert state(driver).players[0].hand == ["attack-7"]
    driver = game(["mind", "filch", "trader"], hands=HANDS)
    play(driver, {**QUIET, **PICKS, "power:filch": "use"}, until=challenges_done(1))
    assert "attack-12" in state(driver).players[1].hand


def test_a_card_clone_keeps_never_reaches_the_discard_pile():
    driver = game(["filch", "clone", "mind"], hands=HANDS)
    answers = play(driver, {**QUIET, **PICKS, "power:clone": "use", "power:filch": "use"},
                   until=challenges_done(1))  # fmt: skip
    assert not answers.asked("power:filch")
    assert "attack-30" in state(driver).players[1].hand


def test_filch_outside_the_challenge_takes_nothing():
    driver = game(["mind", "trader", "filch"], hands=HANDS)
    answers = play(driver, {**QUIET, **PICKS, "power:filch": "use"}, until=challenges_done(1))
    assert not answers.asked("power:filch")


def test_a_cosmic_zap_stops_the_theft():
    hands = {**HANDS, 2: ["attack-6", "edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(driver, {**QUIET, **PICKS, "power:filch": "use", "cosmic-zap": "edict-cosmic-zap"},
                 until=challenges_done(1))  # fmt: skip
    assert s.players[0].hand == ["attack-7"]
    assert "attack-30" in s.discard


def test_a_filch_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    answers = play(driver, {**QUIET, **PICKS, "power:filch": "use"}, until=challenges_done(1))
    assert not answers.asked("power:filch")
    assert "attack-30" in state(driver).discard


def test_wild_filch_takes_an_edict_as_it_is_played():
    # Seat 1 plays Plague on seat 0; seat 2 discards a Compromise and takes the Plague instead.
    hands = {0: ["attack-12"], 1: ["attack-30", "edict-plague"],
             2: ["compromise", "flare-filch"]}  # fmt: skip
    driver = game(["mind", "trader", "clone"], hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {**QUIET, "play-card": {1: ["edict-plague", "pass"]}, "plague-target": "player:0",
         "cancel-card": {2: "flare-filch"}},
        until=challenges_done(1),
    )  # fmt: skip
    assert answers.asked("cancel-card")[0].options == ("pass", "flare-filch")
    assert sorted(s.players[2].hand) == ["edict-plague", "flare-filch"]
    assert "compromise" in s.discard and "edict-plague" not in s.discard
    assert not [event for event in s.log if event.kind == "plague"]  # it had no effect
    public = {"kind": "wild-filch", "round": 1, "seat": 2, "card": "edict-plague", "from": 1}
    assert log_of(driver, None, "wild-filch") == [public]  # the table sees who took what


def test_wild_filch_needs_a_compromise():
    hands = {0: ["attack-12"], 1: ["attack-30", "edict-plague"], 2: ["flare-filch"]}
    driver = game(["mind", "trader", "clone"], hands=hands)
    answers = play(
        driver,
        {**QUIET, "play-card": {1: ["edict-plague", "pass"]}, "plague-target": "player:0"},
        until=challenges_done(1),
    )  # fmt: skip
    assert not answers.asked("cancel-card")
    assert [event.kind for event in state(driver).log].count("plague") == 1


def test_super_filch_takes_a_card_when_not_a_main_player():
    hands = {0: ["attack-12"], 1: ["attack-30", "attack-9"], 2: ["flare-filch"]}
    driver = game(["mind", "trader", "filch"], hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {**QUIET, **PICKS, "play-card": {2: ["flare-filch", "pass"]}, "power:filch": "use",
         "filch-whose": "player:1"},
        until=challenges_done(1),
    )  # fmt: skip
    assert answers.asked("filch-whose")[0].options == ("player:0", "player:1")
    assert sorted(s.players[2].hand) == ["attack-30", "flare-filch"]


def test_the_power_names_its_source():
    assert Filch.name == "filch" and "FFG" in Filch.source
    assert Filch.flare is not None and Filch.flare.wild and Filch.flare.super_
