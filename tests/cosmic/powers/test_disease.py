"""Disease: each other colour the Destiny Pile turns up, Disease may spread tokens from a base of
three in that player's home system to his other planets (FFG text, C-520); its designed Flares
(C-521); seed 002's clarification in a capture challenge."""

from __future__ import annotations

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, ZAP, game, log
from .support import checked_play, powerless

AT_CONE = pending_kind("cone")  # the Destiny Pile has been flipped, the Cone not yet pointed
# Disease (seat 2) has a base of three on B1, in seat 1's home system.
NEST = {"C1": [0, 0, 1], "B1": [0, 4, 3]}


def test_spreads_tokens_from_a_base_of_three_to_other_planets_of_the_system() -> None:
    driver = game({2: "disease"}, hands=LOSING, planets=NEST)
    answers = checked_play(
        driver, {"power:disease": "use", "disease-to": ["B2", "B3", "done"]}, until=AT_CONE
    )
    s = state(driver)
    assert [s.tokens_on((1, i), 2) for i in range(5)] == [1, 1, 1, 0, 0]
    assert answers.asked("disease-to")[0].options == ("B2", "B3", "B4", "B5")
    assert answers.asked("disease-to")[1].options == ("B2", "B3", "B4", "B5", "done")
    assert log(driver, "infection") == [{"seat": 2, "victim": 1, "from": "B1", "to": ["B2", "B3"]}]
    assert s.features["disease_infections"] == 1 and s.features["disease_tokens_moved"] == 2
    assert s.external_bases(2) == 3


def test_no_infection_once_the_fee_took_the_base_of_three() -> None:
    # A Wild Wrack makes Disease pay a power fee for each use; offered the infection with its base
    # of three on B1, it pays the fee from B1 itself: the infection then does nothing (C-603).
    hands = {**LOSING, 0: [*LOSING[0], "flare-wrack"]}
    driver = game({2: "disease"}, hands=hands, planets=NEST)
    answers = {
        "play-card": {0: ["flare-wrack", "pass"]},
        "wrack-fee": "player:2",
        "power:disease": "use",
        "power-fee": "pay",
        "give-up-token": {2: "B1"},
    }
    asked = checked_play(driver, answers, until=AT_CONE)
    s = state(driver)
    assert [d.seat for d in asked.asked("power:disease")] == [2]
    assert asked.asked("disease-base") == [] and log(driver, "infection") == []
    assert s.tokens_on((1, 0), 2) == 2 and log(driver, "power-fee") == [{"seat": 2}]


def test_may_move_every_token_of_the_base() -> None:
    driver = game({2: "disease"}, hands=LOSING, planets=NEST)
    checked_play(driver, {"power:disease": "use", "disease-to": ["B2", "B2", "B4"]}, until=AT_CONE)
    s = state(driver)
    assert [s.tokens_on((1, i), 2) for i in range(5)] == [0, 2, 0, 1, 0]


def test_is_optional() -> None:
    driver = game({2: "disease"}, hands=LOSING, planets=NEST)
    answers = checked_play(driver, {"power:disease": "pass"}, until=AT_CONE)
    assert len(answers.asked("power:disease")) == 1 and answers.asked("disease-to") == []
    assert state(driver).tokens_on((1, 0), 2) == 3


def test_a_base_of_two_cannot_infect() -> None:
    driver = game({2: "disease"}, hands=LOSING, planets={"C1": [0, 0, 2], "B1": [0, 4, 2]})
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("power:disease") == []


def test_its_own_colour_does_nothing() -> None:
    # Destiny turns up seat 2's colour first: Disease's own; its base of three in seat 1's system
    # is not infected from (seat 1's colour did not come up).
    driver = game({2: "disease"}, hands=LOSING, planets=NEST, destiny=[2, 0, 1])
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("power:disease") == []


def test_the_base_is_chosen_when_there_are_several() -> None:
    planets = {"C1": [0, 0, 0], "C2": [0, 0, 2], "B1": [0, 4, 3], "B2": [0, 4, 3]}
    driver = game({2: "disease"}, hands=LOSING, planets=planets)
    answers = checked_play(
        driver,
        {"power:disease": "use", "disease-base": "B2", "disease-to": ["B5", "done"]},
        until=AT_CONE,
    )
    s = state(driver)
    assert answers.asked("disease-base")[0].options == ("B1", "B2")
    assert [s.tokens_on((1, i), 2) for i in range(5)] == [3, 2, 0, 0, 1]


def test_zapped_infects_nothing() -> None:
    driver = game({2: "disease"}, hands={**LOSING, 1: ["attack-12", ZAP]}, planets=NEST)
    answers = checked_play(driver, {"power:disease": "use", "cosmic-zap": {1: ZAP}}, until=AT_CONE)
    assert answers.asked("disease-to") == [] and state(driver).tokens_on((1, 0), 2) == 3


def test_lost_power_infects_nothing() -> None:
    planets = {**powerless(2), "C2": [0, 0, 7], "B1": [0, 4, 3]}
    driver = game({2: "disease"}, hands=LOSING, planets=planets)
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("power:disease") == []


def test_super_flare_infects_from_a_base_of_one() -> None:
    planets = {"C1": [0, 0, 3], "B1": [0, 4, 1]}
    hands = {**LOSING, 2: ["attack-5", "flare-disease"]}
    driver = game({2: "disease"}, hands=hands, planets=planets)
    answers = checked_play(
        driver,
        {"play-card": {2: "flare-disease"}, "power:disease": "use", "disease-to": "B3"},
        until=AT_CONE,
    )
    s = state(driver)
    assert [s.tokens_on((1, i), 2) for i in range(5)] == [0, 0, 1, 0, 0]
    assert len(answers.asked("disease-to")) == 1  # the base is empty: nothing more to move
    assert log(driver, "super-disease") == [{"seat": 2}]
    assert "flare-disease" in s.players[2].hand  # the Super goes back to the hand


def test_wild_flare_strikes_crowded_bases_in_the_defense_s_home_system() -> None:
    # Seat 0 plays the Wild Disease once seat 1 is the defense: seat 1 loses one token from each
    # of his five home planets (four each), seat 2 one from B1 (three); seat 0's pair is spared.
    planets = {"A1": [0, 0, 0], "C1": [0, 0, 1], "B1": [0, 4, 3], "B2": [4, 4, 0]}
    hands = {0: ["attack-1", "flare-disease"], 1: ["attack-12"], 2: ["attack-5"]}
    driver = game({}, hands=hands, planets=planets)
    checked_play(driver, {"play-card": {0: "flare-disease"}}, until=AT_CONE)
    s = state(driver)
    assert s.warp == [0, 5, 1] and s.tokens_on((1, 1), 0) == 4
    assert log(driver, "wild-disease") == [
        {"seat": 0, "victim": 1, "tokens": 5},
        {"seat": 0, "victim": 2, "tokens": 1},
    ]
    assert s.features["disease_wild_tokens"] == 6
    assert "flare-disease" not in s.players[0].hand and "flare-disease" in s.discard  # one-shot


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_wild_disease_tokens_go_to_the_warp_in_a_capture_challenge() -> None:
    # "Any other tokens lost during a capture challenge go to the Warp. This includes those ...
    # lost to Flares such as the Wild Assassin and Wild Disease" (seed 002).
    hands = {**prisoners.WINNING, 0: ["attack-20", "flare-disease"]}
    driver = prisoners.game({}, hands=hands)
    checked_play(driver, {"play-card": {0: "flare-disease"}}, until=AT_CONE)
    s = state(driver)
    assert prisoners.capture(s)
    assert s.warp[1] == 5 and prisoners.held(driver)[0] == [0, 0, 0]
