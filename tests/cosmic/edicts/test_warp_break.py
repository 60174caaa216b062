"""Warp Break: at the start of any challenge its player frees all of his own tokens from the Warp
to his bases; anyone may play it, in anyone's challenge (C-9; scenario CE-28)."""

from __future__ import annotations

from ..support import pending_kind, state
from .support import game, log, offers, run

BREAK = "edict-warp-break"
PLANETS = {"A5": [2, 0, 0], "C5": [0, 0, 1]}
HANDS = {0: ["attack-7", BREAK], 1: ["attack-6"], 2: ["attack-5", BREAK]}
FREE = {"regroup": "skip", "play-card": {2: BREAK}, "return-token": {2: "2C5+C1"}}


def test_frees_only_its_players_own_tokens() -> None:
    driver = game(planets=PLANETS, warp=[2, 0, 3], hands=HANDS)
    answers = run(driver, FREE, until=pending_kind("cone"))
    s = state(driver)
    assert s.warp == [2, 0, 0]
    assert s.planets[2][4] == [0, 0, 3] and s.planets[2][0] == [0, 0, 5]
    assert {d.seat for d in answers.asked("return-token")} == {2}
    assert log(driver, "freed") == [{"by": 2, "colours": [2]}]
    assert s.players[2].hand == ["attack-5"] and s.discard == [BREAK]


def test_offered_at_the_start_to_players_with_tokens_in_the_warp() -> None:
    driver = game(planets={"C5": [0, 0, 1]}, warp=[0, 0, 3], hands=HANDS)
    answers = run(driver, {"cone": "B1"})
    assert offers(answers, BREAK) == [(2, "start")]  # seat 0 has nothing in the Warp


def test_card_zap_cancels_it() -> None:
    hands = {**HANDS, 1: ["attack-6", "edict-card-zap"]}
    driver = game(planets=PLANETS, warp=[2, 0, 3], hands=hands)
    run(driver, {**FREE, "cancel-card": {1: "edict-card-zap"}}, until=pending_kind("cone"))
    s = state(driver)
    assert s.warp == [2, 0, 3] and log(driver, "freed") == []
    assert sorted(s.discard) == ["edict-card-zap", BREAK]
