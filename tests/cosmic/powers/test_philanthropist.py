"""Philanthropist: give a card to a main player once alliances are made (FFG text, C-40,
C-49)."""

from __future__ import annotations

from hyperspace.cosmic.powers.philanthropist import Philanthropist
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS

from ..support import challenges_done, pending_kind, play, state
from .batch_b_support import game, log_of, seen_by
from .support import checked_play, conserved, powerless

POWERS = ["philanthropist", "clone", "mind"]
QUIET = {"power:mind": "pass", "power:clone": "pass"}
HANDS = {0: ["attack-33", "attack-12", "edict-quash"], 1: ["attack-30", "attack-31"], 2: []}
DECK = [f"attack-{v}" for v in range(21, 31)]


def test_philanthropist_gives_its_opponent_a_card_only_they_know_of():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    total = s.card_total()
    answers = play(driver, {**QUIET, "power:philanthropist": "use",
                            "philanthropist-card": "attack-33"},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert sorted(s.players[1].hand) == ["attack-30", "attack-31", "attack-33"]
    assert sorted(s.players[0].hand) == ["attack-12", "edict-quash"]
    kinds = [d.kind for d, _ in answers.seen]
    assert kinds.index("invite") < kinds.index("power:philanthropist")
    for seat in (0, 1):
        assert log_of(driver, seat, "philanthropist-gives")[0]["card"] == "attack-33"
    for seat in (2, None):
        assert "card" not in log_of(driver, seat, "philanthropist-gives")[0]
        assert "attack-33" not in seen_by(driver, seat)
    assert conserved(s, total)


def test_an_allied_philanthropist_chooses_the_main_player():
    hands = {0: ["attack-12", "attack-13"], 1: ["attack-30", "attack-31"], 2: ["attack-33"]}
    driver = game(["clone", "mind", "philanthropist"], hands=hands)
    s = state(driver)
    answers = play(driver, {**QUIET, "invite": {0: "invite:2"}, "alliance": {2: "offense:C1"},
                            "power:philanthropist": "use", "philanthropist-to": "player:0"},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert answers.asked("philanthropist-to")[0].options == ("player:0", "player:1")
    assert "attack-33" in s.players[0].hand and not s.players[2].hand


def test_a_main_philanthropist_left_without_a_challenge_card_draws_a_new_hand():
    hands = {**HANDS, 0: ["attack-33", "edict-quash"]}
    driver = game(POWERS, hands=hands, deck=DECK)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:philanthropist": "use", "philanthropist-card": "attack-33"},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    assert s.players[0].hand == DECK[:7]
    assert "edict-quash" in s.discard


def test_a_philanthropist_outside_the_challenge_gives_nothing():
    hands = {0: ["attack-12", "attack-13"], 1: ["attack-30", "attack-31"], 2: ["attack-33"]}
    driver = game(["clone", "mind", "philanthropist"], hands=hands)
    answers = play(driver, {**QUIET, "power:philanthropist": "use"},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert not answers.asked("power:philanthropist")


def test_a_cosmic_zap_stops_the_gift():
    hands = {**HANDS, 2: ["edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:philanthropist": "use", "cosmic-zap": "edict-cosmic-zap"},
                 until=pending_kind("challenge-card"))  # fmt: skip
    assert sorted(s.players[1].hand) == ["attack-30", "attack-31"]


def test_a_philanthropist_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    answers = play(driver, {**QUIET, "power:philanthropist": "use"},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert not answers.asked("power:philanthropist")


def test_super_philanthropist_makes_the_receiver_play_the_gift():
    hands = {0: ["attack-12", "attack-1", "flare-philanthropist"],
             1: ["attack-30", "attack-31"], 2: []}  # fmt: skip
    driver = game(POWERS, hands=hands)
    checked_play(
        driver,
        {**QUIET, "play-card": {0: ["flare-philanthropist", "pass"]},
         "power:philanthropist": "use", "philanthropist-card": "attack-1",
         "challenge-card": {0: "attack-12"}},
        until=challenges_done(1),
    )  # fmt: skip
    (reveal,) = log_of(driver, None, "reveal")
    assert reveal["cards"] == {"0": "attack-12", "1": "attack-1"}


def test_without_the_super_flare_the_receiver_chooses_freely():
    driver = game(POWERS, hands=HANDS)
    play(driver, {**QUIET, "power:philanthropist": "use", "philanthropist-card": "attack-33"},
         until=pending_kind("challenge-card"))  # fmt: skip
    (choice,) = [d for d in driver.pending if d.seat == 1]
    assert set(choice.options) == {"attack-30", "attack-31", "attack-33"}


def test_wild_philanthropist_lends_a_power_for_the_challenge():
    # Seat 0 (Mind) pays a token to lend Mind to seat 2, who reads a hand with it.
    hands = {0: ["attack-12", "attack-13", "flare-philanthropist"],
             1: ["attack-30", "attack-31"], 2: []}  # fmt: skip
    driver = game(["mind", "clone", "philanthropist"], hands=hands)
    s = state(driver)
    total = s.card_total()
    lend = {"play-card": {0: ["flare-philanthropist", "pass"]}, "philanthropist-lend": "player:2"}
    read = {"power:mind": "use", "mind-target": "player:1"}
    answers = play(driver, {"power:clone": "pass", "power:philanthropist": "pass", **lend, **read},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert s.power_seat["mind"] == 2 and s.warp[0] == 1
    (fee,) = [d for d in answers.asked("give-up-token") if d.seat == 0]
    assert WORDS.prompt(fee, view(s, 0)) == "Give up a token (lending your power) from:"
    assert [d.seat for d in answers.asked("power:mind")] == [2]
    assert log_of(driver, 2, "mind-look")[0]["hand"] == ["attack-30", "attack-31"]
    play(driver, {**QUIET, "power:philanthropist": "pass"}, until=challenges_done(1))
    assert s.power_seat["mind"] == 0  # back once the challenge is over
    assert conserved(s, total)


def test_the_power_names_its_source():
    assert Philanthropist.name == "philanthropist" and "FFG" in Philanthropist.source
    assert Philanthropist.flare is not None
    assert Philanthropist.flare.wild and Philanthropist.flare.super_
