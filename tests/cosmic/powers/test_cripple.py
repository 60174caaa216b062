"""Cripple: as a main player, its opponent may play no card but his Challenge Card once the
defense is known (reconstructed from seed 004, C-428; Flares C-429); Pulsars excepted in
tests/cosmic/pulsars/test_cripple.py."""

from __future__ import annotations

from hyperspace.cosmic.powers.cripple import Cripple
from hyperspace.engine import Driver

from ..support import new_game, pending_kind
from .batch_a_support import DESTINY, OFFENSIVE_ALLY, ZAP, first_challenge, game, log
from .support import checked_play, powerless

EC = "edict-emotion-control"  # played at the reveal
# Seat 0 (Cripple) attacks seat 1; both seat 1 and seat 2 hold an Emotion Control.
HANDS = {0: ["attack-20"], 1: ["attack-8", EC], 2: ["attack-5", EC]}


def reveal_offers(answers: object, seat: int) -> list[object]:
    return [
        d
        for d in answers.asked("play-card")  # type: ignore[attr-defined]
        if d.seat == seat and d.context["moment"] == "reveal"
    ]


def test_the_opponent_plays_no_card_but_his_challenge_card() -> None:
    driver = game({0: "cripple"}, hands=HANDS)
    answers = checked_play(driver, {}, until=first_challenge)
    assert log(driver, "crippled") == [{"seat": 0, "player": 1}]
    assert not reveal_offers(answers, 1)  # crippled
    assert reveal_offers(answers, 2)  # not the opponent: free
    assert driver.state.features["cripple_crippled"] == 1


def test_before_the_defense_is_known_nobody_is_crippled() -> None:
    hands = {**HANDS, 1: ["attack-8", "edict-power-outage"]}
    driver = game({0: "cripple"}, hands=hands)
    answers = checked_play(driver, {}, until=first_challenge)
    moments = [d.context["moment"] for d in answers.asked("play-card") if d.seat == 1]
    assert moments == ["start"]  # offered at the start; not once the defense is known


def test_cripple_as_the_defense_cripples_the_offense() -> None:
    hands = {0: ["attack-20", EC], 1: ["attack-8"], 2: ["attack-5", EC]}
    driver = game({1: "cripple"}, hands=hands)
    answers = checked_play(driver, {}, until=first_challenge)
    assert log(driver, "crippled") == [{"seat": 1, "player": 0}]
    assert not reveal_offers(answers, 0) and reveal_offers(answers, 2)


def test_outside_the_main_players_cripple_does_nothing() -> None:
    hands = {0: ["attack-20", EC], 1: ["attack-8", EC], 2: ["attack-5"]}
    driver = game({2: "cripple"}, hands=hands)
    answers = checked_play(driver, {}, until=first_challenge)
    assert not log(driver, "crippled")
    assert reveal_offers(answers, 0) and reveal_offers(answers, 1)


def test_a_cosmic_zap_frees_the_opponent() -> None:
    hands = {**HANDS, 1: ["attack-8", EC, ZAP]}
    driver = game({0: "cripple"}, hands=hands)
    answers = checked_play(driver, {"cosmic-zap": ZAP}, until=first_challenge)
    assert log(driver, "zapped") == [{"seat": 0, "power": "cripple"}]
    assert reveal_offers(answers, 1)


def test_below_three_home_bases_cripple_has_no_power() -> None:
    driver = game({0: "cripple"}, hands=HANDS, planets=powerless(0))
    answers = checked_play(driver, {}, until=first_challenge)
    assert not log(driver, "crippled") and reveal_offers(answers, 1)


def test_a_crippled_opponent_puts_down_no_kicker() -> None:
    position = {"offense": 0, "destiny": DESTINY, "powers": {0: "cripple"},
                "hands": {0: ["attack-20", "kicker-2"], 1: ["attack-8", "kicker-3"],
                          2: ["attack-5"]}}  # fmt: skip
    driver: Driver = new_game(0, use_powers=False, variants=("kickers",), setup=position)
    answers = checked_play(driver, {"kickers-play": "pass"}, until=pending_kind("challenge-card"))
    assert [d.seat for d in answers.asked("kickers-play")] == [0]


def test_wild_cripple_lets_a_main_player_cripple_his_opponent() -> None:
    hands = {0: ["attack-20", "flare-cripple"], 1: ["attack-8", EC], 2: ["attack-5", EC]}
    driver = game({2: "mind"}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {0: ["flare-cripple", "pass"]}, "power:mind": "pass"},
        until=first_challenge,
    )
    assert log(driver, "crippled") == [{"seat": 0, "player": 1, "wild": True}]
    assert not reveal_offers(answers, 1) and reveal_offers(answers, 2)
    assert "flare-cripple" in driver.state.players[0].hand


def test_super_cripple_binds_the_opponents_allies_too() -> None:
    hands = {0: ["attack-20", EC], 1: ["attack-8", "flare-cripple"], 2: ["attack-5", EC]}
    driver = game({1: "cripple"}, hands=hands)
    answers = checked_play(
        driver,
        {**OFFENSIVE_ALLY, "play-card": {1: ["flare-cripple", "pass"]}},
        until=first_challenge,
    )
    assert driver.state.challenges >= 1 and log(driver, "super-cripple") == [{"seat": 1}]
    assert not reveal_offers(answers, 0) and not reveal_offers(answers, 2)


def test_the_power_names_its_source() -> None:
    assert Cripple.name == "cripple" and "C-428" in Cripple.source
    assert Cripple.flare is not None and Cripple.flare.wild and Cripple.flare.super_
