"""Zombie: its tokens never go to the Warp; freeing tokens in a deal (C-25); its Flares."""

from __future__ import annotations

from ..support import pending_kind, state
from .batch_a_support import LOSING, TWO, ZAP, first_challenge, game, log
from .support import checked_play, powerless

# The offense (seat 0) launches two tokens and loses: 1 + 2 against 12 + 4.


def test_lost_tokens_go_back_to_bases() -> None:
    driver = game({0: "zombie"}, hands=LOSING)
    answers = checked_play(driver, {**TWO, "return-token": "2A5"}, until=first_challenge)
    s = state(driver)
    assert log(driver, "outcome")[0]["winner"] == 1
    assert s.warp[0] == 0
    assert s.tokens_on((0, 4), 0) == 6  # both back on A5, Zombie's choice
    assert [d.seat for d in answers.asked("return-token")] == [0]  # both in one answer
    assert log(driver, "zombie") == [{"seat": 0, "tokens": 2, "cause": "defeat"}]


def test_no_consolation_for_tokens_not_lost() -> None:
    hands = {0: ["compromise", "attack-4"], 1: ["attack-12", "attack-9"], 2: []}
    driver = game({0: "zombie"}, hands=hands)
    checked_play(driver, {**TWO, "challenge-card": {0: "compromise"}}, until=first_challenge)
    assert log(driver, "consolation") == []
    assert len(state(driver).players[0].hand) == 1


def test_zapped_tokens_go_to_the_warp() -> None:
    driver = game({0: "zombie"}, hands={**LOSING, 2: ["attack-5", ZAP]})
    checked_play(driver, {**TWO, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert state(driver).warp[0] == 2
    assert log(driver, "zapped") == [{"seat": 0, "power": "zombie"}]


def test_zap_offered_as_the_tokens_are_lost() -> None:
    driver = game({0: "zombie"}, hands={**LOSING, 2: ["attack-5", ZAP]})
    checked_play(driver, TWO, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.outcome == "defense"
    assert s.transit[0] == 2  # lifted, not yet landed anywhere


def test_lost_power_tokens_go_to_the_warp() -> None:
    driver = game({0: "zombie"}, hands=LOSING, planets=powerless(0))
    checked_play(driver, TWO, until=first_challenge)
    assert state(driver).warp[0] == 2


def test_failed_deal_tokens_stay() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: []}
    driver = game({0: "zombie"}, hands=hands)
    checked_play(driver, {"deal-propose": "pass"}, until=first_challenge)
    s = state(driver)
    assert log(driver, "no-deal") != []
    assert s.warp == [0, 3, 0]


def test_deal_frees_the_other_players_tokens() -> None:
    hands = {0: ["compromise"], 1: ["compromise", "attack-9"], 2: []}
    planets = {"B2": [0, 0, 0], "B3": [0, 3, 0]}  # five of seat 1's tokens are in the Warp
    driver = game({0: "zombie"}, hands=hands, planets=planets, warp=[0, 5, 0])
    answers = checked_play(
        driver,
        {"deal-propose": {0: "give:0c+4W/get:1c"}, "deal-answer": "accept", "return-token": "4B1"},
        until=first_challenge,
    )
    propose = answers.asked("deal-propose")[0]
    # any number of them, up to all he has in the Warp (C-131; C-25 allowed three at most)
    assert propose.refusal("give:5W/get:nothing") is None
    assert propose.refusal("give:6W/get:nothing") == (
        "tokens freed from the Warp: you can give at most 5, not 6"
    )
    s = state(driver)
    assert s.warp[1] == 1
    assert s.tokens_on((1, 0), 1) == 8
    assert log(driver, "zombie-frees") == [{"seat": 0, "player": 1, "tokens": 4}]


def test_only_zombie_may_offer_to_free_tokens() -> None:
    hands = {0: ["compromise"], 1: ["compromise", "attack-9"], 2: []}
    driver = game({0: "zombie"}, hands=hands, planets={"B2": [0, 1, 0]}, warp=[0, 3, 0])
    answers = checked_play(driver, {"deal-propose": "pass"}, until=first_challenge)
    by_defense = next(d for d in answers.asked("deal-propose") if d.seat == 1)
    assert by_defense.refusal("give:0c/get:0c+1W") is None  # he may ask for it
    assert by_defense.refusal("give:1W/get:nothing") == (
        "B cannot free A's tokens from the Warp (Zombie can, C-25)"
    )


def test_wild_flare_saves_one_token() -> None:
    hands = {0: ["attack-1", "flare-zombie"], 1: ["attack-12"], 2: []}
    driver = game({}, hands=hands)
    checked_play(driver, {**TWO, "play-card": {0: "flare-zombie"}}, until=first_challenge)
    s = state(driver)
    assert s.warp[0] == 1
    assert log(driver, "wild-zombie") == [{"seat": 0, "tokens": 1}]
    assert "flare-zombie" in s.players[0].hand


def test_super_flare_allies_bring_tokens_from_the_warp() -> None:
    hands = {0: ["attack-10", "flare-zombie"], 1: ["attack-12"], 2: []}
    planets = {"C1": [0, 0, 3]}
    driver = game({0: "zombie"}, hands=hands, planets=planets, warp=[0, 0, 1])
    checked_play(
        driver,
        {"invite": {0: "invite:2"}, "alliance": "offense:C2",
         "play-card": {0: "flare-zombie"}, "zombie-token": "bring"},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "super-zombie") == [{"seat": 0, "ally": 2}]
    assert log(driver, "totals") == [{"offense": 13, "defense": 16}]  # 10 + 1 + 1 + 1
    assert state(driver).warp[2] == 2  # both of the ally's tokens lost
