"""Vacuum: others lose up to as many tokens as it loses, from their bases (AMB-P23); its Flares
(C-28)."""

from __future__ import annotations

from ..support import pending_kind, state
from .batch_a_support import LOSING, TWO, ZAP, first_challenge, game, log
from .support import checked_play, powerless

# The offense (seat 0) launches two tokens and loses them: 1 + 2 against 12 + 4.


def test_drags_as_many_tokens_as_it_lost() -> None:
    driver = game({0: "vacuum"}, hands=LOSING)
    answers = checked_play(
        driver,
        {**TWO, "vacuum-victim": ["player:1", "player:2"], "give-up-token": {1: "B3", 2: "C4"}},
        until=first_challenge,
    )
    s = state(driver)
    assert s.warp == [2, 1, 1]
    assert s.tokens_on((1, 2), 1) == 3 and s.tokens_on((2, 3), 2) == 3  # the victims chose
    assert len(answers.asked("vacuum-victim")) == 2
    assert log(driver, "catharsis") == [{"seat": 0, "victims": {"1": 1, "2": 1}}]


def test_up_to_that_many() -> None:
    driver = game({0: "vacuum"}, hands=LOSING)
    checked_play(driver, {**TWO, "vacuum-victim": ["player:2", "done"]}, until=first_challenge)
    assert state(driver).warp == [2, 0, 1]


def test_one_victim_may_lose_them_all() -> None:
    driver = game({0: "vacuum"}, hands=LOSING)
    checked_play(driver, {**TWO, "vacuum-victim": "player:2"}, until=first_challenge)
    assert state(driver).warp == [2, 0, 2]


def test_after_its_tokens_went_to_the_warp() -> None:
    driver = game({0: "vacuum"}, hands=LOSING)
    checked_play(driver, TWO, until=pending_kind("vacuum-victim"))
    assert state(driver).warp == [2, 0, 0]


def test_failed_deal_losses_drag_too() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: []}
    driver = game({0: "vacuum"}, hands=hands)
    checked_play(driver, {"deal-propose": "pass", "vacuum-victim": "player:2"},
                 until=first_challenge)  # fmt: skip
    assert state(driver).warp == [3, 3, 3]


def test_zapped_drags_nothing() -> None:
    driver = game({0: "vacuum"}, hands={**LOSING, 2: ["attack-5", ZAP]})
    answers = checked_play(driver, {**TWO, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert answers.asked("vacuum-victim") == []
    assert state(driver).warp == [2, 0, 0]


def test_lost_power_drags_nothing() -> None:
    driver = game({0: "vacuum"}, hands=LOSING, planets=powerless(0))
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("vacuum-victim") == []


def test_zombie_victim_keeps_its_tokens() -> None:
    driver = game({0: "vacuum", 2: "zombie"}, hands=LOSING)
    checked_play(driver, {**TWO, "vacuum-victim": "player:2"}, until=first_challenge)
    assert state(driver).warp == [2, 0, 0]
    assert log(driver, "zombie")[0]["cause"] == "vacuum"


def test_super_flare_vacuum_picks_the_tokens() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-vacuum"]}
    driver = game({0: "vacuum"}, hands=hands)
    answers = checked_play(
        driver,
        {**TWO, "vacuum-victim": "player:1", "play-card": {0: "flare-vacuum"},
         "vacuum-token": ["B5", "B4"]},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert answers.asked("give-up-token") == []
    assert s.tokens_on((1, 4), 1) == 3 and s.tokens_on((1, 3), 1) == 3
    assert log(driver, "super-vacuum") == [{"seat": 0}]


def test_wild_flare_frees_a_token_per_attack_against_it() -> None:
    hands = {0: ["attack-1"], 1: ["attack-12", "flare-vacuum"], 2: []}
    planets = {"B5": [0, 2, 0]}
    driver = game({}, hands=hands, planets=planets, warp=[0, 2, 0])
    checked_play(driver, {"play-card": {1: "flare-vacuum"}, "return-token": "B5"},
                 until=first_challenge)  # fmt: skip
    s = state(driver)
    assert log(driver, "wild-vacuum") == [{"seat": 1, "tokens": 1}]
    assert s.warp[1] == 1 and s.tokens_on((1, 4), 1) == 3
