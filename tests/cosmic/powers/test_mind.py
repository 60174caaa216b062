"""Mind: look at a main player's hand before allies are invited (FFG text, C-43)."""

from __future__ import annotations

import pytest

from hyperspace.cosmic.powers.mind import Mind

from ..support import challenges_done, pending_kind, play, state
from .batch_b_support import game, log_of, seen_by
from .support import checked_play, conserved, powerless

QUIET = {"power:clone": "pass", "power:trader": "pass"}
# attack-33 and attack-44 are in nobody's hand but seat 0's and seat 1's.
HANDS = {
    0: ["attack-33", "compromise"],
    1: ["attack-44", "attack-9"],
    2: ["attack-6"],
}


def test_mind_as_the_defense_sees_the_offense_hand_and_nobody_else_does():
    driver = game(["clone", "mind", "trader"], hands=HANDS)
    s = state(driver)
    total = s.card_total()
    play(driver, {**QUIET, "power:mind": "use"}, until=pending_kind("invite"))
    (entry,) = log_of(driver, 1, "mind-look")
    assert entry["of"] == 0 and entry["hand"] == ["attack-33", "compromise"]
    for seat in (2, None):
        (public,) = log_of(driver, seat, "mind-look")
        assert "hand" not in public
        assert "attack-33" not in seen_by(driver, seat)
    assert conserved(s, total)


def test_mind_outside_the_challenge_chooses_a_main_player():
    driver = game(["clone", "trader", "mind"], hands=HANDS)
    answers = play(
        driver,
        {**QUIET, "power:mind": "use", "mind-target": "player:1"},
        until=pending_kind("invite"),
    )
    assert answers.asked("mind-target")[0].options == ("player:0", "player:1")
    (entry,) = log_of(driver, 2, "mind-look")
    assert entry["hand"] == ["attack-44", "attack-9"]
    assert "attack-44" not in seen_by(driver, 0)


def test_mind_looks_after_the_launch_and_before_the_invitations():
    driver = game(["mind", "clone", "trader"], hands=HANDS)
    answers = play(driver, {**QUIET, "power:mind": "use"}, until=challenges_done(1))
    kinds = [d.kind for d, _ in answers.seen]
    assert kinds.index("launch") < kinds.index("power:mind") < kinds.index("invite")
    assert len(answers.asked("power:mind")) == 1  # once a challenge
    (entry,) = log_of(driver, 0, "mind-look")
    assert entry["of"] == 1


def test_mind_may_pass():
    driver = game(["clone", "mind", "trader"], hands=HANDS)
    answers = play(driver, {**QUIET, "power:mind": "pass"}, until=pending_kind("invite"))
    assert [(d.seat, d.options) for d in answers.asked("power:mind")] == [(1, ("use", "pass"))]
    assert not log_of(driver, 1, "mind-look")


def test_a_cosmic_zap_stops_the_look():
    hands = {**HANDS, 2: ["attack-6", "edict-cosmic-zap"]}
    driver = game(["clone", "mind", "trader"], hands=hands)
    answers = checked_play(driver, {**QUIET, "power:mind": "use", "cosmic-zap": "edict-cosmic-zap"},
                           until=pending_kind("invite"))  # fmt: skip
    assert [d.seat for d in answers.asked("power:mind")] == [1]  # Mind used the power...
    assert [(d.seat, key) for d, key in answers.seen if d.kind == "cosmic-zap"] == [
        (2, "edict-cosmic-zap")  # ... and seat 2 zapped it
    ]
    assert "edict-cosmic-zap" in state(driver).discard
    assert not log_of(driver, 1, "mind-look")
    assert "attack-33" not in seen_by(driver, 1)


@pytest.mark.parametrize("bases", [5, 2])
def test_a_mind_below_three_home_bases_has_no_power(bases: int):
    planets = powerless(1) if bases == 2 else {}
    driver = game(["clone", "mind", "trader"], hands=HANDS, planets=planets)
    answers = play(driver, {**QUIET, "power:mind": "use"}, until=pending_kind("invite"))
    assert state(driver).home_bases(1) == bases
    looks = 1 if bases >= 3 else 0  # five home bases: the same position, the power works
    assert len(answers.asked("power:mind")) == looks
    assert len(log_of(driver, 1, "mind-look")) == looks


def test_super_mind_sees_both_main_players_hands():
    hands = {**HANDS, 2: ["flare-mind"]}
    driver = game(["clone", "trader", "mind"], hands=hands)
    play(driver, {**QUIET, "power:mind": "use", "play-card": {2: ["flare-mind", "pass"]}},
         until=pending_kind("invite"))  # fmt: skip
    looks = log_of(driver, 2, "mind-look")
    assert [(e["of"], e["hand"]) for e in looks] == [
        (0, ["attack-33", "compromise"]),
        (1, ["attack-44", "attack-9"]),
    ]
    assert "attack-33" not in seen_by(driver, 1) and "attack-44" not in seen_by(driver, 0)


def test_wild_mind_sees_the_cards_a_player_draws_for_the_rest_of_the_challenge():
    # Seat 0 plays the Wild Mind at the start on seat 1, who then has no Challenge Card when the
    # Cone points at him and draws a new hand: seat 0 is shown it, seat 2 is not (C-43).
    deck = ["attack-21", "attack-22", "attack-23", "attack-24", "attack-25", "attack-26",
            "attack-27", "attack-28"]  # fmt: skip
    hands = {0: ["attack-33", "flare-mind"], 1: ["edict-quash"], 2: ["attack-6"]}
    driver = game(["clone", "trader", "mind"], hands=hands, deck=deck)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:mind": "pass", "play-card": {0: ["flare-mind", "pass"]},
                          "mind-watch": "player:1"}, until=pending_kind("invite"))  # fmt: skip
    (shown,) = log_of(driver, 0, "draw-shown")
    assert shown["seat"] == 1 and shown["drawn"] == deck[:7]
    assert not log_of(driver, 2, "draw-shown")[0].get("drawn")
    assert "attack-21" not in seen_by(driver, 2)
    assert "flare-mind" in s.players[0].hand


def test_the_power_names_its_source():
    assert Mind.name == "mind" and "FFG" in Mind.source
    assert Mind.flare is not None and Mind.flare.wild and Mind.flare.super_
