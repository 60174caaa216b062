"""Clone: keep the Challenge Card you played (FFG text, C-42)."""

from __future__ import annotations

from hyperspace.cosmic.powers.clone import Clone

from ..support import challenges_done, play, state
from .batch_b_support import game, log_of
from .support import checked_play, powerless

# Seat 0 (Clone) challenges seat 1 (Mind); seat 2 is Trader. Only Clone acts.
POWERS = ["clone", "mind", "trader"]
QUIET = {"power:mind": "pass", "power:trader": "pass"}
HANDS = {0: ["attack-12", "attack-7"], 1: ["attack-5", "attack-9"], 2: ["attack-6"]}


def test_clone_returns_its_card_to_its_hand_instead_of_the_discard_pile():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:clone": "use", "challenge-card": {0: "attack-12"}},
                 until=challenges_done(1))  # fmt: skip
    assert sorted(s.players[0].hand) == ["attack-12", "attack-7"]
    assert "attack-12" not in s.discard
    assert "attack-5" in s.discard  # the opponent's card is discarded as usual


def test_clone_may_let_its_card_go():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    play(driver, {**QUIET, "power:clone": "pass", "challenge-card": {0: "attack-12"}},
         until=challenges_done(1))  # fmt: skip
    assert s.players[0].hand == ["attack-7"]
    assert "attack-12" in s.discard


def test_clone_decides_after_the_outcome_and_consolation():
    # Clone plays a Compromise against an Attack, loses, takes consolation, then keeps it.
    hands = {0: ["compromise", "attack-7"], 1: ["attack-5", "attack-9", "attack-10"], 2: []}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:clone": "use", "challenge-card": {0: "compromise"}},
                 until=challenges_done(1))  # fmt: skip
    kinds = [event.kind for event in s.log]
    assert kinds.index("outcome") < kinds.index("consolation") < kinds.index("clone-keeps")
    assert "compromise" in s.players[0].hand
    assert len(s.players[0].hand) == 3  # attack-7, the Compromise, one card of consolation


def test_clone_keeps_its_card_as_the_defense():
    driver = game(["mind", "clone", "trader"], hands=HANDS)
    s = state(driver)
    play(driver, {**QUIET, "power:clone": "use", "challenge-card": {1: "attack-9"}},
         until=challenges_done(1))  # fmt: skip
    assert "attack-9" in s.players[1].hand and "attack-9" not in s.discard


def test_clone_outside_the_challenge_has_nothing_to_keep():
    driver = game(["mind", "trader", "clone"], hands=HANDS)
    answers = play(driver, {**QUIET, "power:clone": "use"}, until=challenges_done(1))
    assert not answers.asked("power:clone")


def test_a_cosmic_zap_sends_the_card_to_the_discard_pile():
    hands = {**HANDS, 2: ["attack-6", "edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:clone": "use", "challenge-card": {0: "attack-12"},
         "cosmic-zap": "edict-cosmic-zap"},
        until=challenges_done(1),
    )  # fmt: skip
    assert s.players[0].hand == ["attack-7"]
    assert "attack-12" in s.discard and "edict-cosmic-zap" in s.discard


def test_a_clone_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    s = state(driver)
    answers = play(driver, {**QUIET, "power:clone": "use", "challenge-card": {0: "attack-12"}},
                   until=challenges_done(1))  # fmt: skip
    assert not answers.asked("power:clone")
    assert "attack-12" in s.discard


def test_wild_clone_takes_back_an_edict_played_earlier_in_the_challenge():
    # Seat 1 plays Plague on seat 2 at the start, then the Wild Clone: Plague comes back (C-42).
    hands = {0: ["attack-12"], 1: ["attack-5", "attack-9", "edict-plague", "flare-clone"], 2: []}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:clone": "pass", "play-card": {1: ["edict-plague", "flare-clone", "pass"]},
         "plague-target": "player:2"},
        until=challenges_done(1),
    )  # fmt: skip
    assert "edict-plague" in s.players[1].hand and "flare-clone" in s.players[1].hand
    assert "edict-plague" not in s.discard
    assert s.warp[2] == 3  # the Plague did its work
    (entry,) = log_of(driver, 2, "wild-clone")
    assert entry["card"] == "edict-plague"


def test_wild_clone_needs_an_edict_of_ones_own():
    hands = {0: ["attack-12", "edict-plague"], 1: ["attack-5", "flare-clone"], 2: []}
    driver = game(POWERS, hands=hands)
    answers = play(
        driver,
        {**QUIET, "power:clone": "pass", "play-card": {0: ["edict-plague", "pass"]},
         "plague-target": "player:2"},
        until=challenges_done(1),
    )  # fmt: skip
    offered = [d.options for d in answers.asked("play-card") if d.seat == 1]
    assert all("flare-clone" not in options for options in offered)


def test_super_clone_doubles_consolation():
    # Clone loses one token with a Compromise: two cards of consolation instead of one.
    hands = {
        0: ["compromise", "flare-clone"],
        1: ["attack-5", "attack-9", "attack-10", "attack-11"],
        2: [],
    }
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:clone": "pass", "play-card": {0: ["flare-clone", "pass"]},
         "challenge-card": {0: "compromise"}},
        until=challenges_done(1),
    )  # fmt: skip
    assert s.warp[0] == 1
    (entry,) = log_of(driver, None, "consolation")
    assert entry["cards"] == 2
    assert len(s.players[0].hand) == 3  # the Flare and two cards


def test_the_power_names_its_source():
    assert Clone.name == "clone" and "FFG" in Clone.source
    assert Clone.flare is not None and Clone.flare.wild and Clone.flare.super_
