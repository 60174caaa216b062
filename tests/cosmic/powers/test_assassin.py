"""Assassin: each colour the Destiny Pile turns up, other than its own, loses a token of
Assassin's choosing to the Warp (Mayfair text, C-300); its designed Flares (C-301); seed 002's
clarifications in a capture challenge."""

from __future__ import annotations

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

AT_CONE = pending_kind("cone")  # the Destiny Pile has been flipped, the Cone not yet pointed


def test_kills_a_token_of_the_colour_turned_up_from_a_base_it_chooses() -> None:
    # Assassin (seat 2) is not in the challenge; seat 1's colour comes up.
    driver = game({2: "assassin"}, hands=LOSING)
    answers = checked_play(driver, {"assassin-base": "B3"}, until=AT_CONE)
    s = state(driver)
    assert s.warp == [0, 1, 0] and s.tokens_on((1, 2), 1) == 3
    assert [d.seat for d in answers.asked("assassin-base")] == [2]
    assert answers.asked("assassin-base")[0].options == ("B1", "B2", "B3", "B4", "B5")
    assert log(driver, "assassination") == [{"seat": 2, "victim": 1, "tokens": 1}]
    assert s.features["assassin_kills"] == 1


def test_its_own_colour_does_nothing() -> None:
    driver = game({1: "assassin"}, hands=LOSING)
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("assassin-base") == [] and state(driver).warp == [0, 0, 0]


def test_each_colour_turned_up_even_the_offense_s_own() -> None:
    # The offense's own colour comes up first (no visitors: he flips again), then seat 1's:
    # both are hit, although seat 0 is not the defense.
    driver = game({2: "assassin"}, hands=LOSING, destiny=[0, 1, 2, 0, 1, 2])
    checked_play(driver, {"assassin-base": ["A5", "B1"]}, until=AT_CONE)
    s = state(driver)
    assert s.warp == [1, 1, 0] and s.tokens_on((0, 4), 0) == 3
    assert s.challenge is not None and s.challenge.defense == 1
    assert [e["victim"] for e in log(driver, "assassination")] == [0, 1]


def test_zapped_kills_nothing() -> None:
    driver = game({2: "assassin"}, hands={**LOSING, 1: ["attack-12", ZAP]})
    answers = checked_play(driver, {"cosmic-zap": {1: ZAP}}, until=AT_CONE)
    assert answers.asked("assassin-base") == [] and state(driver).warp == [0, 0, 0]


def test_lost_power_kills_nothing() -> None:
    driver = game({2: "assassin"}, hands=LOSING, planets=powerless(2))
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("assassin-base") == [] and state(driver).warp == [0, 0, 0]


def test_a_player_without_bases_is_not_hit() -> None:
    planets = {f"B{i}": [0, 0, 0] for i in range(1, 6)}
    driver = game({2: "assassin"}, hands=LOSING, planets={**planets, "A1": [4, 20, 0]})
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("assassin-base") == []


def test_super_flare_kills_three() -> None:
    hands = {**LOSING, 2: ["attack-5", "flare-assassin"]}
    driver = game({2: "assassin"}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {2: "flare-assassin"}, "assassin-base": ["B1", "B2", "B1"]},
        until=AT_CONE,
    )
    s = state(driver)
    assert len(answers.asked("assassin-base")) == 3
    assert s.warp == [0, 3, 0] and s.tokens_on((1, 0), 1) == 2 and s.tokens_on((1, 1), 1) == 3
    assert log(driver, "super-assassin") == [{"seat": 2}]
    assert "flare-assassin" in s.players[2].hand  # an Eon Flare goes back to the hand


def test_wild_flare_kills_a_token_of_any_other_player() -> None:
    hands = {0: ["attack-1", "flare-assassin"], 1: ["attack-12"], 2: ["attack-5"]}
    driver = game({}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {0: "flare-assassin"}, "wild-assassin-victim": "player:2",
         "assassin-base": "C2"},
        until=AT_CONE,
    )  # fmt: skip
    s = state(driver)
    assert answers.asked("wild-assassin-victim")[0].options == ("player:1", "player:2")
    assert s.warp == [0, 0, 1] and s.tokens_on((2, 1), 2) == 3
    assert log(driver, "wild-assassin") == [{"seat": 0, "victim": 2, "tokens": 1}]
    assert s.features["assassin_wild_kills"] == 1


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_kills_go_to_the_warp_in_a_capture_challenge_and_never_a_prisoner() -> None:
    # "ASSASSIN [EM] -- May not assassinate a prisoner"; tokens lost when powers such as the
    # Assassin act in a capture challenge go to the Warp (seed 002).
    driver = prisoners.game(
        {2: "assassin"}, jail={"0": [0, 1, 0]}, planets={"B1": [0, 3, 0]}, hands=LOSING
    )
    answers = checked_play(driver, {"assassin-base": "B2"}, until=AT_CONE)
    s = state(driver)
    assert prisoners.capture(s)
    assert answers.asked("assassin-base")[0].options == ("B1", "B2", "B3", "B4", "B5")
    assert s.warp == [0, 1, 0] and prisoners.held(driver)[0] == [0, 1, 0]


def test_wild_assassin_kills_to_the_warp_and_the_winner_still_imprisons() -> None:
    # "ASSASSIN [EM] -- Wild Assassin put tokens in the Warp, not in Prison, but the winner of the
    # challenge still imprisons the losing tokens" (seed 002).
    hands = {**prisoners.WINNING, 0: ["attack-20", "flare-assassin"]}
    driver = prisoners.game({}, hands=hands)
    checked_play(
        driver,
        {"play-card": {0: "flare-assassin"}, "wild-assassin-victim": "player:1",
         "assassin-base": "B2"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert s.warp[1] == 1 and prisoners.held(driver)[0] == [0, 4, 0]
    assert log(driver, "wild-assassin") == [{"seat": 0, "victim": 1, "tokens": 1}]
