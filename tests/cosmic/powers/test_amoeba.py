"""Amoeba: ooze tokens into or out of the challenge after the cards are chosen (Mayfair text,
C-48)."""

from __future__ import annotations

from hyperspace.cosmic.powers.amoeba import Amoeba

from ..support import challenges_done, pending_kind, play, state
from .batch_b_support import game, log_of
from .support import checked_play, conserved, powerless

POWERS = ["amoeba", "clone", "mind"]
QUIET = {"power:mind": "pass", "power:clone": "pass"}
HANDS = {0: ["attack-12", "attack-13"], 1: ["attack-30", "attack-31"], 2: ["attack-6"]}


def test_amoeba_oozes_in_past_four_after_the_cards_are_chosen():
    driver = game(POWERS, hands={**HANDS, 1: ["attack-1", "attack-2"]})
    s = state(driver)
    total = s.card_total()
    ooze = ["in:A1", "in:A1", "in:A2", "in:A2", "in:A3", "done"]
    answers = play(driver, {**QUIET, "power:amoeba": "use", "amoeba-ooze": ooze},
                   until=pending_kind("second-challenge"))  # fmt: skip
    assert "out:A1" not in answers.asked("amoeba-ooze")[1].options  # one way only (C-48)
    kinds = [event.kind for event in s.log]
    assert kinds.index("card-played") < kinds.index("amoeba-ooze") < kinds.index("reveal")
    assert log_of(driver, None, "totals")[0]["offense"] == 12 + 6  # six tokens in the Cone
    assert s.tokens_on((1, 0), 0) == 6  # all six landed
    assert conserved(s, total)


def test_amoeba_as_the_defense_pulls_tokens_off_the_planet():
    driver = game(["clone", "amoeba", "mind"], hands=HANDS)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:amoeba": "use", "amoeba-ooze": ["out:B2", "out:B2", "done"]},
        until=pending_kind("second-challenge"),
    )  # fmt: skip
    assert log_of(driver, None, "totals")[0]["defense"] == 30 + 2
    assert s.tokens_on((1, 1), 1) == 6


def test_amoeba_pulling_every_token_out_gains_no_base():
    hands = {0: ["attack-40", "attack-13"], 1: ["attack-1", "attack-2"], 2: []}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:amoeba": "use", "amoeba-ooze": ["out:A2"],
         "challenge-card": {0: "attack-40"}},
        until=challenges_done(1),
    )  # fmt: skip
    assert s.challenges == 1 and s.tokens_on((1, 0), 0) == 0
    assert s.tokens_on((1, 0), 1) == 0  # the defense still lost


def test_with_no_token_in_the_challenge_amoeba_cannot_add_any():
    # The Cone points at B3, where the defense (Amoeba) has no token.
    planets = {"B1": [0, 8, 0], "B3": [0, 0, 0]}
    driver = game(["clone", "amoeba", "mind"], hands=HANDS, planets=planets)
    answers = play(driver, {**QUIET, "cone": {0: "B3"}, "power:amoeba": "use"},
                   until=challenges_done(1))  # fmt: skip
    assert not answers.asked("power:amoeba")


def test_amoeba_outside_the_challenge_is_not_asked():
    driver = game(["clone", "mind", "amoeba"], hands=HANDS)
    answers = play(driver, {**QUIET, "power:amoeba": "use"}, until=challenges_done(1))
    assert not answers.asked("power:amoeba")


def test_a_cosmic_zap_stops_the_ooze():
    hands = {**HANDS, 2: ["edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    answers = checked_play(
        driver,
        {**QUIET, "power:amoeba": "use", "cosmic-zap": "edict-cosmic-zap",
         "amoeba-ooze": "in:A1"},
        until=challenges_done(1),
    )  # fmt: skip
    assert not answers.asked("amoeba-ooze")
    assert log_of(driver, None, "totals")[0]["offense"] == 12 + 1


def test_an_amoeba_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    answers = play(driver, {**QUIET, "power:amoeba": "use"}, until=challenges_done(1))
    assert not answers.asked("power:amoeba")


def test_wild_amoeba_moves_up_to_four_before_the_cards_are_chosen():
    hands = {0: ["attack-12", "attack-13", "flare-amoeba"], 1: ["attack-30", "attack-31"], 2: []}
    driver = game(["clone", "mind", "amoeba"], hands=hands)
    s = state(driver)
    answers = checked_play(driver, {**QUIET, "play-card": {0: ["flare-amoeba", "pass"]},
                                    "amoeba-ooze": ["in:A2", "in:A2", "in:A3", "in:A3"]},
                           until=pending_kind("challenge-card"))  # fmt: skip
    assert len(answers.asked("amoeba-ooze")) == 4
    challenge = s.challenge
    assert challenge is not None and len(challenge.cone[0]) == 5  # past four
    assert "flare-amoeba" in s.players[0].hand


def test_super_amoeba_oozes_as_an_ally():
    hands = {**HANDS, 2: ["flare-amoeba"]}
    driver = game(["clone", "mind", "amoeba"], hands=hands)
    checked_play(driver, {**QUIET, "play-card": {2: ["flare-amoeba", "pass"]},
                          "invite": {1: ["invite:2", "invite:none"]}, "alliance": {2: "defense:C1"},
                          "power:amoeba": "use", "amoeba-ooze": ["in:C2", "in:C3", "done"]},
                 until=challenges_done(1))  # fmt: skip
    assert log_of(driver, None, "totals")[0]["defense"] == 30 + 4 + 1 + 2


def test_the_power_names_its_source():
    assert Amoeba.name == "amoeba" and "Mayfair" in Amoeba.source
    assert Amoeba.flare is not None and Amoeba.flare.wild and Amoeba.flare.super_
