"""Mobius Tubes: the offense, at the start of his challenge, frees every player's tokens from the
Warp, each owner putting his own on his bases; only the offense may play it (POWER_TEXTS E8,
AMB-B02; scenario CE-21)."""

from __future__ import annotations

from ..support import pending_kind, state
from .support import game, log, offers, run

TUBES = "edict-mobius-tubes"
PLANETS = {"A5": [2, 0, 0], "B5": [0, 1, 0], "C5": [0, 0, 3]}
HANDS = {0: ["attack-7", TUBES], 1: ["attack-6", TUBES], 2: ["attack-5"]}
FREE = {"play-card": {0: TUBES}, "return-token": {0: "A5+A1", 1: "3B5", 2: "C5"}}


def test_every_token_leaves_the_warp_for_its_owners_bases() -> None:
    driver = game(planets=PLANETS, warp=[2, 3, 1], hands=HANDS)
    answers = run(driver, FREE, until=pending_kind("cone"))
    s = state(driver)
    assert s.warp == [0, 0, 0]
    assert s.planets[0][4] == [3, 0, 0] and s.planets[0][0] == [5, 0, 0]
    assert s.planets[1][4] == [0, 4, 0] and s.planets[2][4] == [0, 0, 4]
    assert {d.seat for d in answers.asked("return-token")} == {0, 1, 2}  # each owner places
    assert answers.asked("regroup") == []  # nothing left in the Warp to regroup
    assert log(driver, "freed") == [{"by": 0, "colours": [0, 1, 2]}]
    assert s.players[0].hand == ["attack-7"] and s.discard == [TUBES]


def test_offered_only_to_the_offense_at_the_start() -> None:
    hands = {**HANDS, 1: ["attack-6", "attack-8", TUBES]}
    driver = game(planets=PLANETS, warp=[2, 3, 1], hands=hands)
    answers = run(driver, {"cone": "B1", "regroup": "skip"})
    assert offers(answers, TUBES) == [(0, "start")]
    assert state(driver).players[1].hand.count(TUBES) == 1


def test_not_offered_with_the_warp_empty() -> None:
    driver = game(hands=HANDS)
    answers = run(driver, {"cone": "B1"})
    assert offers(answers, TUBES) == []


def test_card_zap_cancels_it() -> None:
    hands = {**HANDS, 2: ["attack-5", "edict-card-zap"]}
    driver = game(planets=PLANETS, warp=[2, 3, 1], hands=hands)
    run(driver, {**FREE, "cancel-card": {2: "edict-card-zap"}, "regroup": "skip"},
        until=pending_kind("cone"))  # fmt: skip
    s = state(driver)
    assert s.warp == [2, 3, 1] and log(driver, "freed") == []
    assert sorted(s.discard) == ["edict-card-zap", TUBES]
