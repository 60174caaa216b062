"""Pacifist: a Compromise against an Attack card wins; its Flares (Wild: the Compromise becomes
an Attack 15; Super: a failed deal costs it two fewer and its opponent two more) and the seed
clarification (002: Super Pacifist in a capture challenge)."""

from __future__ import annotations

from ..support import pending_kind, state
from ..variants import prisoners_support as prison
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

PEACE = {0: ["compromise"], 1: ["attack-20"], 2: ["attack-5"]}
NO_DEAL = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
PASS = {"deal-propose": "pass"}


def test_offense_compromise_wins_against_an_attack() -> None:
    driver = game({0: "pacifist"}, hands=PEACE)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert log(driver, "pacifist") == [{"seat": 0}]
    assert log(driver, "outcome") == [{"winner": 0, "side": "offense", "planet": "B1"}]
    assert log(driver, "consolation") == []  # the loser played no Compromise
    assert s.warp == [0, 4, 0]  # the defense's four tokens are lost, none of the offense's
    assert s.features["pacifist_wins"] == 1


def test_defense_compromise_wins_against_an_attack() -> None:
    hands = {0: ["attack-20"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({1: "pacifist"}, hands=hands)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 1
    assert state(driver).warp == [1, 0, 0]


def test_used_at_the_reveal_and_zapped_the_attack_wins() -> None:
    driver = game({0: "pacifist"}, hands={**PEACE, 2: ["attack-5", ZAP]})
    checked_play(driver, {}, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.revealed
    driver = game({0: "pacifist"}, hands={**PEACE, 2: ["attack-5", ZAP]})
    checked_play(driver, {"cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 1
    assert log(driver, "consolation")[0]["seat"] == 0  # the usual loss, with consolation


def test_lost_power_the_attack_wins() -> None:
    driver = game({0: "pacifist"}, hands=PEACE, planets=powerless(0))
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "pacifist") == []
    assert log(driver, "outcome")[0]["winner"] == 1


def test_two_compromises_deal_as_usual() -> None:
    driver = game({0: "pacifist"}, hands=NO_DEAL)
    checked_play(driver, PASS, until=first_challenge)
    assert log(driver, "pacifist") == []
    assert state(driver).warp == [3, 3, 0]


def test_wild_turns_the_compromise_into_an_attack_15() -> None:
    # Seat 1 (no Pacifist in play) defends with a Compromise against an Attack 10 and one token:
    # with the Wild Flare, 15 + 4 against 10 + 1, the defense wins.
    hands = {0: ["attack-10"], 1: ["compromise", "flare-pacifist"], 2: ["attack-5"]}
    driver = game({}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-pacifist"}}, until=first_challenge)
    s = state(driver)
    assert log(driver, "wild-pacifist") == [{"seat": 1}]
    assert log(driver, "totals") == [{"offense": 11, "defense": 19}]
    assert log(driver, "outcome")[0]["winner"] == 1
    assert "compromise" in s.discard  # the card itself is still a Compromise
    assert s.features["pacifist_wild"] == 1


def test_super_failed_deal_one_against_five() -> None:
    hands = {**NO_DEAL, 0: ["compromise", "flare-pacifist"]}
    driver = game({0: "pacifist"}, hands=hands)
    checked_play(driver, {**PASS, "play-card": {0: "flare-pacifist"}}, until=first_challenge)
    assert log(driver, "super-pacifist") == [{"seat": 0}]
    assert state(driver).warp == [1, 5, 0]


def test_seed_002_super_pacifist_failed_deal_in_a_capture_challenge() -> None:
    # Seed 002 (PACIFIST [EM]): "Super Pacifist failing to deal in capture challenge gives one
    # token to opponent for imprisonment and receives five."
    hands = {**NO_DEAL, 0: ["compromise", "flare-pacifist"]}
    driver = prison.game({0: "pacifist"}, hands=hands)
    checked_play(driver, {**PASS, "play-card": {0: "flare-pacifist"}}, until=first_challenge)
    assert state(driver).warp == [0, 0, 0]
    assert prison.held(driver)[0][1] == 5 and prison.held(driver)[1][0] == 1
