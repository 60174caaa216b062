"""Oracle: the opponent chooses his Challenge Card first and Oracle sees it (FFG text, C-44)."""

from __future__ import annotations

from hyperspace.cosmic.powers.oracle import Oracle

from ..support import challenges_done, pending_kind, play, state
from .batch_b_support import cards_played, game, log_of, seen_by
from .support import checked_play, conserved, powerless

POWERS = ["oracle", "clone", "mind"]
QUIET = {"power:mind": "pass", "power:clone": "pass"}
HANDS = {0: ["attack-8", "attack-40"], 1: ["attack-33", "compromise"], 2: ["attack-6"]}


def test_the_opponent_chooses_first_and_only_oracle_sees_his_card():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    total = s.card_total()
    play(
        driver, {**QUIET, "challenge-card": {1: "attack-33"}}, until=pending_kind("challenge-card")
    )
    (first,) = driver.pending
    assert first.seat == 1  # the opponent alone is asked first
    oracle_to_choose = lambda d: d.pending[0].seat == 0 and d.pending[0].kind == "challenge-card"  # noqa: E731
    play(driver, {**QUIET, "challenge-card": {1: "attack-33"}}, until=oracle_to_choose)
    (entry,) = log_of(driver, 0, "oracle-sees")
    assert entry["card"] == "attack-33"
    for seat in (2, None):
        (public,) = log_of(driver, seat, "oracle-sees")
        assert "card" not in public
        assert "attack-33" not in seen_by(driver, seat)
    assert conserved(s, total)


def test_oracle_then_chooses_knowing_the_card():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    answers = play(driver, {**QUIET, "challenge-card": {1: "attack-33", 0: "attack-40"}},
                   until=challenges_done(1))  # fmt: skip
    order = [d.seat for d in answers.asked("challenge-card")]
    assert order == [1, 0]
    assert s.planets[1][0][0] == 1  # Oracle won the base with its 40
    assert "attack-33" in s.discard and "attack-40" in s.discard


def test_oracle_works_as_the_defense_too():
    driver = game(["clone", "oracle", "mind"], hands=HANDS)
    answers = play(driver, {**QUIET, "challenge-card": {0: "attack-8"}}, until=cards_played)
    assert [d.seat for d in answers.asked("challenge-card")] == [0, 1]
    (entry,) = log_of(driver, 1, "oracle-sees")
    assert entry["card"] == "attack-8"


def test_oracle_outside_the_challenge_changes_nothing():
    driver = game(["clone", "mind", "oracle"], hands=HANDS)
    play(driver, QUIET, until=pending_kind("challenge-card"))
    assert {d.seat for d in driver.pending} == {0, 1}  # both choose at once
    assert not log_of(driver, 2, "oracle-sees")


def test_a_cosmic_zap_makes_both_choose_at_once():
    hands = {**HANDS, 2: ["attack-6", "edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    total = s.card_total()
    play(driver, {**QUIET, "cosmic-zap": "edict-cosmic-zap"}, until=pending_kind("challenge-card"))
    assert {d.seat for d in driver.pending} == {0, 1}
    assert s.challenge is not None and 0 in s.challenge.zapped
    play(driver, QUIET, until=cards_played)
    assert not log_of(driver, 0, "oracle-sees")
    assert conserved(s, total)


def test_an_oracle_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    play(driver, QUIET, until=pending_kind("challenge-card"))
    assert {d.seat for d in driver.pending} == {0, 1}


def test_wild_oracle_shuffles_both_hands_together():
    hands = {0: ["attack-8", "flare-oracle"], 1: ["attack-33", "compromise", "attack-9"], 2: []}
    driver = game(["clone", "mind", "oracle"], hands=hands)
    s = state(driver)
    checked_play(driver, {**QUIET, "play-card": {0: ["flare-oracle", "pass"]}},
                 until=pending_kind("challenge-card"))  # fmt: skip
    # Seat 0 had two cards in hand while playing the Flare (which then comes back).
    assert len(s.players[0].hand) == 2 and "flare-oracle" in s.players[0].hand
    assert len(s.players[1].hand) == 3
    pooled = ["attack-8", "attack-33", "compromise", "attack-9"]
    assert sorted(c for p in s.players[:2] for c in p.hand if c != "flare-oracle") == sorted(pooled)
    (mine,) = log_of(driver, 0, "wild-oracle")
    assert "hand" in mine
    assert "hand" not in log_of(driver, 2, "wild-oracle")[0]


def test_super_oracle_may_end_the_challenge_as_a_deal():
    hands = {0: ["attack-8", "flare-oracle"], 1: ["attack-33", "compromise"], 2: ["attack-6"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {**QUIET, "play-card": {0: ["flare-oracle", "pass"]}, "oracle-end": "end",
         "challenge-card": {1: "attack-33"}},
        until=challenges_done(1),
    )  # fmt: skip
    assert answers.asked("oracle-end")
    assert sorted(s.players[1].hand) == ["attack-33", "compromise"]  # his card came back
    assert s.players[0].hand == ["attack-8", "flare-oracle"]
    assert s.tokens_on((0, 0), 0) == 4  # the Cone's token went home
    assert s.outcomes == {"deal": 1}
    assert "second-challenge" in [d.kind for d in driver.pending]  # a deal counts as a success


def test_the_power_names_its_source():
    assert Oracle.name == "oracle" and "C-44" in Oracle.source
    assert Oracle.flare is not None and Oracle.flare.wild and Oracle.flare.super_


def test_a_defense_left_without_a_challenge_card_by_the_zap_window_draws_a_new_hand():
    # Seat 2 zaps Oracle; seat 1 takes the Zap with a Wild Filch, discarding his only Challenge
    # Card: the Zap fails, and seat 1 gets a new hand before choosing first (C-12).
    deck = [f"attack-{v}" for v in range(21, 31)]
    hands = {0: ["attack-8", "attack-40"], 1: ["compromise", "flare-filch"],
             2: ["edict-cosmic-zap"]}  # fmt: skip
    driver = game(POWERS, hands=hands, deck=deck)
    s = state(driver)
    checked_play(driver, {**QUIET, "cosmic-zap": "edict-cosmic-zap", "cancel-card": "flare-filch"},
                 until=pending_kind("challenge-card"))  # fmt: skip
    assert s.challenge is not None and not s.challenge.zapped
    assert s.players[1].hand == deck[:7]
    (first,) = driver.pending
    assert first.seat == 1  # Oracle's power still works
