"""Mutant's Pulsar: the Con (seed 004: Mutant cannot draw from the holder's hand) and the Pro
(C-170: refill two cards past the hand size)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge
from ..powers.support import checked_play
from ..support import pending_kind
from .support import game, plays

HANDS = {0: ["attack-10"], 1: ["attack-4", "compromise"], 2: ["attack-5", "pulsar-mutant"]}
USE = {"power:mutant": "use"}


def test_con_keeps_mutant_out_of_the_holders_hand() -> None:
    driver = game({0: "mutant"}, HANDS)
    answers = checked_play(
        driver,
        {**USE, "play-card": plays({2: ["pulsar-mutant"]}), "pulsar-mode": "immunity"},
        until=pending_kind("mutant-draw"),
    )
    assert answers.asked("pulsar-mode")
    options = driver.pending[0].options
    assert "player:2" not in options and "player:1" in options


def test_without_the_con_mutant_may_draw_from_him() -> None:
    driver = game({0: "mutant"}, HANDS)
    checked_play(driver, USE, until=pending_kind("mutant-draw"))
    assert "player:2" in driver.pending[0].options


def test_pro_refills_two_past_the_hand_size() -> None:
    hands = {**HANDS, 0: ["attack-10", "pulsar-mutant"], 2: ["attack-5"]}
    deck = ["attack-6"] * 20
    driver = game({0: "mutant"}, hands, deck=deck)
    checked_play(
        driver,
        {**USE, "play-card": plays({0: ["pulsar-mutant"]}), "mutant-draw": "deck"},
        until=first_challenge,
    )
    # Seven plus two: nine cards before the Challenge Card is played (then eight, the Pulsar back).
    refills = [e for e in driver.state.log if e.kind == "mutant-refill"]
    assert refills[0].public["deck"] == 7  # from two cards to nine
