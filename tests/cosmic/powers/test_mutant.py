"""Mutant: refill the hand to the hand size from the deck or others' hands (Mayfair text,
AMB-W05, C-40, C-45)."""

from __future__ import annotations

from hyperspace.cosmic.powers.mutant import Mutant

from ..support import challenges_done, pending_kind, play, state
from .batch_b_support import game, log_of, seen_by
from .support import checked_play, conserved, powerless

POWERS = ["mutant", "clone", "mind"]
QUIET = {"power:mind": "pass", "power:clone": "pass"}
DECK = [f"attack-{v}" for v in range(21, 31)]  # attack-21 to attack-30, in no hand
HANDS = {0: ["attack-8"], 1: ["attack-44", "attack-9"], 2: ["attack-55", "attack-6"]}


def test_mutant_refills_to_seven_from_the_deck_and_other_hands():
    driver = game(POWERS, hands=HANDS, deck=DECK)
    s = state(driver)
    total = s.card_total()
    draws = ["player:1", "player:2", "deck"]
    answers = play(driver, {**QUIET, "power:mutant": "use", "mutant-draw": draws},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert answers.asked("mutant-draw")[0].options == ("deck", "player:1", "player:2")
    hand = s.players[0].hand
    assert len(hand) == 7
    assert len(s.players[1].hand) == 1 and len(s.players[2].hand) == 1
    assert hand[3:] == DECK[:4]  # four cards from the top of the deck
    (entry,) = log_of(driver, 0, "mutant-refill")
    assert entry["drawn"] == DECK[:4] and set(entry["taken"]) == {"1", "2"}
    assert conserved(s, total)


def test_what_mutant_takes_and_draws_stays_between_the_players_concerned():
    driver = game(POWERS, hands=HANDS, deck=DECK)
    draws = ["player:1", "player:2", "deck"]
    play(driver, {**QUIET, "power:mutant": "use", "mutant-draw": draws},
         until=pending_kind("challenge-card"))  # fmt: skip
    s = state(driver)
    from_one = next(c for c in s.players[0].hand if c in ("attack-44", "attack-9"))
    from_two = next(c for c in s.players[0].hand if c in ("attack-55", "attack-6"))
    assert log_of(driver, 1, "mutant-refill")[0]["lost"] == [from_one]
    assert log_of(driver, 2, "mutant-refill")[0]["lost"] == [from_two]
    for seat in (1, 2, None):
        assert "attack-21" not in seen_by(driver, seat)  # drawn by Mutant from the deck
    assert from_two not in seen_by(driver, 1)
    assert from_one not in seen_by(driver, 2)
    public = log_of(driver, None, "mutant-refill")[0]
    assert public["deck"] == 4 and public["from"] == {"1": 1, "2": 1}
    assert "drawn" not in public and "taken" not in public


def test_mutant_refills_to_the_hand_size_in_force():
    # AMB-W05: the hand size in force, here five.
    driver = game(POWERS, hands=HANDS, deck=DECK, config={"hand_size": 5})
    play(driver, {**QUIET, "power:mutant": "use", "mutant-draw": "deck"},
         until=pending_kind("challenge-card"))  # fmt: skip
    assert len(state(driver).players[0].hand) == 5


def test_mutant_comes_after_the_alliances_before_the_cards():
    driver = game(["clone", "mutant", "mind"], hands=HANDS, deck=DECK)
    answers = play(driver, {**QUIET, "power:mutant": "use", "mutant-draw": "deck"},
                   until=pending_kind("challenge-card"))  # fmt: skip
    kinds = [d.kind for d, _ in answers.seen]
    assert kinds.index("invite") < kinds.index("power:mutant")
    assert len(state(driver).players[1].hand) == 7  # as the defense too


def test_mutant_with_a_full_hand_or_outside_the_challenge_is_not_asked():
    full = {**HANDS, 0: DECK[:7]}
    driver = game(POWERS, hands=full)
    answers = play(driver, {**QUIET, "power:mutant": "use"}, until=pending_kind("challenge-card"))
    assert not answers.asked("power:mutant")
    driver = game(["clone", "mind", "mutant"], hands=HANDS)
    answers = play(driver, {**QUIET, "power:mutant": "use"}, until=pending_kind("challenge-card"))
    assert not answers.asked("power:mutant")


def test_a_cosmic_zap_stops_the_refill():
    hands = {**HANDS, 2: ["attack-55", "edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands, deck=DECK)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:mutant": "use", "cosmic-zap": "edict-cosmic-zap"},
                 until=pending_kind("challenge-card"))  # fmt: skip
    assert s.players[0].hand == ["attack-8"]


def test_a_mutant_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, deck=DECK, planets=powerless(0))
    answers = play(driver, {**QUIET, "power:mutant": "use"}, until=pending_kind("challenge-card"))
    assert not answers.asked("power:mutant")
    assert state(driver).players[0].hand == ["attack-8"]


def test_wild_mutant_takes_from_the_beaten_opponent_and_each_of_his_allies():
    # Seat 0 (Clone) wins with a 40 against seat 1 and seat 1's ally, seat 2.
    hands = {0: ["attack-40", "flare-mutant"], 1: ["attack-4", "attack-44"],
             2: ["attack-55", "attack-6"]}  # fmt: skip
    driver = game(["clone", "mind", "mutant"], hands=hands, deck=DECK)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:mutant": "pass", "invite": {1: "invite:2"}, "alliance": "defense:C1",
         "challenge-card": {0: "attack-40", 1: "attack-4"}, "play-card": {0: "flare-mutant"}},
        until=challenges_done(1),
    )  # fmt: skip
    hand = s.players[0].hand
    assert len(hand) == 3 and "attack-44" in hand and "flare-mutant" in hand
    assert len(s.players[2].hand) == 1
    (mine,) = log_of(driver, 0, "wild-mutant")
    assert mine["taken"]["1"] == "attack-44"
    assert mine["taken"]["2"] in ("attack-55", "attack-6")
    assert "taken" not in log_of(driver, 1, "wild-mutant")[0]


def test_wild_mutant_is_not_offered_to_a_loser():
    hands = {0: ["attack-4", "flare-mutant"], 1: ["attack-40"], 2: []}
    driver = game(["clone", "mind", "mutant"], hands=hands, deck=DECK)
    answers = play(driver, QUIET, until=challenges_done(1))
    assert not [d for d in answers.asked("play-card") if "flare-mutant" in d.options]


def test_super_mutant_discards_up_to_three_before_refilling():
    hands = {**HANDS, 0: ["attack-8", "attack-1", "attack-4", "flare-mutant", *DECK[7:10]]}
    driver = game(POWERS, hands=hands, deck=DECK[:7])
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "play-card": {0: ["flare-mutant", "pass"]}, "power:mutant": "use",
         "mutant-discard": ["attack-1", "attack-4", "done"], "mutant-draw": "deck"},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    hand = s.players[0].hand
    assert len(hand) == 7 and "attack-1" not in hand and "attack-4" not in hand
    assert hand[-2:] == DECK[:2]
    assert s.discard[-2:] == ["attack-1", "attack-4"]


def test_the_power_names_its_source():
    assert Mutant.name == "mutant" and "Mayfair" in Mutant.source
    assert Mutant.flare is not None and Mutant.flare.wild and Mutant.flare.super_
