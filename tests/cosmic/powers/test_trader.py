"""Trader: trade hands with the opponent before the cards are chosen (FFG text, C-40, C-41)."""

from __future__ import annotations

from hyperspace.cosmic.powers.trader import Trader

from ..support import pending_kind, play, state
from .batch_b_support import game, log_of, seen_by
from .support import checked_play, conserved, powerless

# Seat 0 (Trader) challenges seat 1; seat 2 watches. Mind stays quiet so that it sees nothing.
POWERS = ["trader", "clone", "mind"]
QUIET = {"power:mind": "pass", "power:clone": "pass"}
HANDS = {
    0: ["attack-4", "compromise"],
    1: ["attack-33", "attack-20", "edict-quash"],
    2: ["attack-6"],
}


def test_trader_swaps_hands_with_the_opponent_before_cards_are_chosen():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    answers = checked_play(
        driver,
        {**QUIET, "power:trader": "use"},
        until=pending_kind("challenge-card"),
    )
    assert sorted(s.players[0].hand) == ["attack-20", "attack-33", "edict-quash"]
    assert sorted(s.players[1].hand) == ["attack-4", "compromise"]
    assert s.players[2].hand == ["attack-6"]
    # Timing: after the invitations, before the Challenge Cards (C-40).
    kinds = [d.kind for d, _ in answers.seen]
    assert kinds.index("power:trader") > max(i for i, k in enumerate(kinds) if k == "invite")
    offense_choice = next(d for d in driver.pending if d.seat == 0)
    assert set(offense_choice.options) == {"attack-20", "attack-33"}


def test_trader_may_decline():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    play(driver, {**QUIET, "power:trader": "pass"}, until=pending_kind("challenge-card"))
    assert s.players[0].hand == ["attack-4", "compromise"]


def test_trader_works_as_the_defense_too():
    driver = game(["clone", "trader", "mind"], hands=HANDS)
    s = state(driver)
    play(driver, {**QUIET, "power:trader": "use"}, until=pending_kind("challenge-card"))
    assert sorted(s.players[1].hand) == ["attack-4", "compromise"]


def test_trader_is_not_offered_outside_the_challenge():
    driver = game(["clone", "mind", "trader"], hands=HANDS)
    answers = play(driver, QUIET, until=pending_kind("challenge-card"))
    assert not answers.asked("power:trader")
    assert state(driver).players[2].hand == ["attack-6"]


def test_only_the_two_traders_see_what_they_received():
    driver = game(POWERS, hands=HANDS)
    play(driver, {**QUIET, "power:trader": "use"}, until=pending_kind("challenge-card"))
    assert "attack-33" in seen_by(driver, 0)
    for seat in (2, None):
        assert "attack-33" not in seen_by(driver, seat)
        assert "compromise" not in seen_by(driver, seat)
        (entry,) = log_of(driver, seat, "trader-trade")
        assert "received" not in entry
    (mine,) = log_of(driver, 0, "trader-trade")
    assert mine["received"] == ["attack-20", "attack-33", "edict-quash"]


def test_a_cosmic_zap_stops_the_trade():
    hands = {**HANDS, 2: ["attack-6", "edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:trader": "use", "cosmic-zap": "edict-cosmic-zap"},
        until=pending_kind("challenge-card"),
    )
    assert s.players[0].hand == ["attack-4", "compromise"]
    assert "edict-cosmic-zap" in s.discard
    assert s.challenge is not None and 0 in s.challenge.zapped


def test_a_trader_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    s = state(driver)
    answers = play(driver, {**QUIET, "power:trader": "use"}, until=pending_kind("challenge-card"))
    assert not answers.asked("power:trader")
    assert s.players[0].hand == ["attack-4", "compromise"]


def test_wild_trader_takes_a_random_card_and_gives_one_back():
    # Seat 0 (Clone) plays the Wild Trader once the defense is known.
    hands = {0: ["attack-4", "flare-trader"], 1: ["attack-33"], 2: ["attack-6"]}
    driver = game(["clone", "mind", "trader"], hands=hands)
    s = state(driver)
    total = s.card_total()
    answers = play(
        driver,
        {**QUIET, "play-card": {0: ["flare-trader", "pass"]}, "trader-give": "attack-4"},
        until=pending_kind("cone"),
    )
    assert answers.asked("trader-give")[0].options == ("attack-4", "attack-33")  # Flare in play
    assert sorted(s.players[0].hand) == ["attack-33", "flare-trader"]  # the Flare comes back
    assert s.players[1].hand == ["attack-4"]
    for seat in (0, 1):
        (entry,) = log_of(driver, seat, "wild-trader")
        assert entry["taken"] == ["attack-33"] and entry["given"] == "attack-4"
    assert "attack-33" not in seen_by(driver, 2)
    assert conserved(s, total)


def test_super_trader_trades_with_any_player():
    hands = {0: ["attack-4", "flare-trader"], 1: ["attack-33"], 2: ["attack-6", "compromise"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    answers = play(
        driver,
        {
            **QUIET,
            "play-card": {0: ["flare-trader", "pass"]},
            "power:trader": "use",
            "trader-partner": "player:2",
        },
        until=pending_kind("challenge-card"),
    )
    assert answers.asked("trader-partner")[0].options == ("player:1", "player:2")
    assert sorted(s.players[0].hand) == ["attack-6", "compromise"]
    assert sorted(s.players[2].hand) == ["attack-4", "flare-trader"]
    assert s.players[1].hand == ["attack-33"]


def test_the_power_names_its_source():
    assert Trader.name == "trader" and "FFG" in Trader.source
    assert Trader.flare is not None and Trader.flare.wild and Trader.flare.super_
