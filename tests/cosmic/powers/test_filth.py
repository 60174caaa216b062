"""Filth: no one may stay on a planet where it has tokens (Eon text, C-529): the winners who beat
it gain no base, its fellow winners land elsewhere, others leave, a deal's base is vacated for the
other; its Eon Flares (C-530); seed 002's clarifications (prisons shared, no base: the Warp)."""

from __future__ import annotations

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import OFFENSIVE_ALLY, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play

AT_CONE = pending_kind("cone")
HOME = {"return-token": "A1+A2"}  # the two tokens sent back go one to A1, one to A2


def test_beating_filth_gains_no_base_and_leaves_the_planet_empty() -> None:
    driver = game({1: "filth"}, hands=WINNING)
    answers = checked_play(driver, {**TWO, **HOME}, until=first_challenge)
    s = state(driver)
    assert s.planets[1][0] == [0, 0, 0] and s.warp == [0, 4, 0]
    assert s.planets[0][0][0] == 4 and s.planets[0][1][0] == 4  # the winners went home
    assert [d.seat for d in answers.asked("return-token")] == [0]  # both in one answer
    assert log(driver, "fumigated") == [{"seat": 1, "planet": "B1"}]
    assert s.external_bases(0) == 0 and s.features["filth_fumigated"] == 1


def test_a_zapped_filth_is_beaten_like_anyone() -> None:
    driver = game({1: "filth"}, hands={**WINNING, 2: ["attack-5", ZAP]})
    checked_play(driver, {**TWO, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert state(driver).planets[1][0] == [2, 0, 0]


def test_filth_s_fellow_winners_land_on_another_planet_of_the_system() -> None:
    driver = game({0: "filth"}, hands=WINNING)
    answers = checked_play(
        driver, {**TWO, **OFFENSIVE_ALLY, "filth-to": "B3"}, until=first_challenge
    )
    s = state(driver)
    assert s.planets[1][0] == [2, 0, 0] and s.planets[1][2] == [0, 4, 1]
    assert answers.asked("filth-to")[0].options == ("B2", "B3", "B4", "B5")
    assert answers.asked("filth-to")[0].seat == 2


def test_others_on_the_planet_filth_lands_on_leave_to_their_bases() -> None:
    planets = {"C1": [0, 0, 3], "B1": [0, 4, 1]}
    driver = game({0: "filth"}, hands=WINNING, planets=planets)
    checked_play(driver, {**TWO, "return-token": "C2"}, until=first_challenge)
    s = state(driver)
    assert s.planets[1][0] == [2, 0, 0] and s.planets[2][1] == [0, 0, 5]


def test_in_a_deal_filth_vacates_its_planet_for_the_other() -> None:
    # Seat 0 (Filth) gives seat 1 a base: seat 1 lands on A1, and Filth leaves A1 for A2.
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({0: "filth"}, hands=hands)
    checked_play(
        driver,
        {"deal-propose": {0: "give:base/get:nothing"}, "deal-answer": "accept",
         "deal-base": "A1", "deal-base-token": "B2", "return-token": "4A2"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert s.planets[0][0] == [0, 1, 0] and s.planets[0][1][0] == 8


def test_in_a_deal_the_other_vacates_the_planet_filth_arrives_on() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({0: "filth"}, hands=hands)
    checked_play(
        driver,
        {"deal-propose": {0: "give:nothing/get:base"}, "deal-answer": "accept",
         "deal-base": "B2", "deal-base-token": "A3", "return-token": "4B3"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert s.planets[1][1] == [1, 0, 0] and s.planets[1][2][1] == 8


def test_wild_filth_clears_a_planet_and_turns_its_landing_away() -> None:
    hands = {0: ["attack-20", "flare-filth"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({2: "filth"}, hands=hands)
    checked_play(
        driver,
        {**TWO, "play-card": {0: "flare-filth"}, "wild-filth-planet": "B1",
         "return-token": {1: "4B2", 0: "A1+A2"}},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert s.planets[1][0] == [0, 0, 0] and s.planets[1][1][1] == 8
    assert log(driver, "wild-filth") == [{"seat": 0, "planet": "B1", "tokens": 4}]
    assert "flare-filth" in s.discard  # used once


def test_super_filth_clears_the_target_planet_as_the_cone_is_aimed() -> None:
    hands = {0: ["attack-20", "flare-filth"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({0: "filth"}, hands=hands)
    checked_play(
        driver,
        {**TWO, "play-card": {0: "flare-filth"}, "return-token": "4B5"},
        until=first_challenge,
    )
    s = state(driver)
    assert s.planets[1][0] == [2, 0, 0] and s.planets[1][4][1] == 8 and s.warp == [0, 0, 0]
    assert log(driver, "super-filth-cleared") == [{"seat": 0, "planet": "B1"}]
    assert "flare-filth" in s.players[0].hand


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_filth_shares_prisons_with_other_players_tokens() -> None:
    # "FILTH [EM] -- May share prisons with other player's tokens" (seed 002).
    driver = prisoners.game(
        {1: "filth"}, jail={"0": [0, 0, 2]}, planets={"C1": [0, 0, 2]}, hands=WINNING
    )
    checked_play(driver, {**TWO, **HOME}, until=first_challenge)
    assert prisoners.held(driver)[0] == [0, 4, 2]


def test_wild_filth_sends_tokens_without_a_base_to_the_warp() -> None:
    # "FILTH [EM] -- Wild and Super Filth send tokens with no bases to Warp" (seed 002), in a
    # capture challenge too.
    planets = {"C1": [0, 0, 20], **{f"C{i}": [0, 0, 0] for i in range(2, 6)}}
    hands = {0: ["attack-1", "flare-filth"], 1: ["attack-12"], 2: ["attack-5"]}
    driver = prisoners.game({1: "filth"}, hands=hands, planets=planets)
    checked_play(
        driver, {"play-card": {0: "flare-filth"}, "wild-filth-planet": "C1"}, until=AT_CONE
    )
    s = state(driver)
    assert s.warp[2] == 20 and prisoners.held(driver)[0] == [0, 0, 0]


def test_super_filth_sends_tokens_without_a_base_to_the_warp() -> None:
    planets = {"B1": [0, 20, 0], **{f"B{i}": [0, 0, 0] for i in range(2, 6)}}
    hands = {0: ["attack-20", "flare-filth"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = prisoners.game({0: "filth"}, hands=hands, planets=planets)
    checked_play(driver, {**TWO, "play-card": {0: "flare-filth"}}, until=first_challenge)
    assert state(driver).warp[1] == 20 and prisoners.held(driver)[0] == [0, 0, 0]


def test_a_fellow_winners_second_colour_is_asked_of_its_owner() -> None:
    """An ally's second colour (Symbiote's) landing beside Filth moves by its owner's choice (it
    asked the colour's number as a seat: IndexError)."""
    driver = game({0: "filth", 2: "symbiote"}, hands=WINNING)
    ally = {**OFFENSIVE_ALLY, "alliance": "offense:C1/3"}
    answers = checked_play(driver, {**TWO, **ally, "filth-to": "B3"}, until=first_challenge)
    s = state(driver)
    assert [d.seat for d in answers.asked("filth-to")] == [2]
    assert s.planets[1][2] == [0, 4, 0, 1]
