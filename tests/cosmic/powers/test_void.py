"""Void: the losers' tokens leave the game, before Zombie or anyone (AMB-W02); its Flares
(C-26)."""

from __future__ import annotations

from ..support import pending_kind, state
from .batch_a_support import LOSING, OFFENSIVE_ALLY, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless


def test_offense_wins_defenders_removed_from_the_game() -> None:
    driver = game({0: "void"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert log(driver, "outcome")[0]["winner"] == 0
    assert s.removed == [0, 4, 0]
    assert s.warp == [0, 0, 0]
    assert log(driver, "eradicated") == [{"seat": 0, "colour": 1, "tokens": 4}]


def test_defense_wins_cone_and_allies_removed() -> None:
    driver = game({1: "void"}, hands=LOSING)
    checked_play(
        driver,
        {**TWO, **OFFENSIVE_ALLY},
        until=first_challenge,
    )
    assert state(driver).removed == [2, 0, 1]


def test_losing_void_goes_to_the_warp() -> None:
    driver = game({0: "void"}, hands=LOSING)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert s.removed == [0, 0, 0] and s.warp == [1, 0, 0]


def test_before_zombie() -> None:
    driver = game({0: "void", 1: "zombie"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert s.removed == [0, 4, 0]
    assert log(driver, "zombie") == []


def test_consolation_counts_removed_tokens() -> None:
    hands = {0: ["attack-20", *["attack-8"] * 6], 1: ["compromise"], 2: []}
    driver = game({0: "void"}, hands=hands)
    checked_play(driver, {"challenge-card": {0: "attack-20"}}, until=first_challenge)
    assert log(driver, "consolation")[0]["cards"] == 4


def test_zap_offered_as_the_tokens_are_lost() -> None:
    driver = game({0: "void"}, hands={**WINNING, 2: ["attack-5", ZAP]})
    checked_play(driver, {}, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.outcome == "offense"
    assert s.transit[1] == 4


def test_zapped_tokens_go_to_the_warp() -> None:
    driver = game({0: "void"}, hands={**WINNING, 2: ["attack-5", ZAP]})
    checked_play(driver, {"cosmic-zap": {2: ZAP}}, until=first_challenge)
    s = state(driver)
    assert s.removed == [0, 0, 0] and s.warp == [0, 4, 0]


def test_lost_power_tokens_go_to_the_warp() -> None:
    driver = game({0: "void"}, hands=WINNING, planets=powerless(0))
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert s.removed == [0, 0, 0] and s.warp == [0, 4, 0]


def test_no_elimination() -> None:
    # Seat 1 keeps only four tokens, all on B1; Void removes them; the game goes on (AMB-W02).
    planets = {"B1": [0, 4, 0], "B2": [0, 0, 0], "B3": [0, 0, 0], "B4": [0, 0, 0], "B5": [0, 0, 0]}
    driver = game({0: "void"}, hands=WINNING, planets=planets, warp=[0, 16, 0])
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert s.removed[1] == 4 and s.bases(1) == []
    assert not s.over and s.challenges == 2  # the game went on to the next challenge


def test_super_flare_eradicates_as_an_ally() -> None:
    hands = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5", "flare-void"]}
    driver = game({2: "void"}, hands=hands)
    checked_play(
        driver,
        {**OFFENSIVE_ALLY, "play-card": {2: "flare-void"}},
        until=first_challenge,
    )
    assert log(driver, "super-void") == [{"seat": 2}]
    assert state(driver).removed == [0, 4, 0]


def test_ally_without_the_super_flare_does_not_eradicate() -> None:
    driver = game({2: "void"}, hands=WINNING)
    checked_play(driver, OFFENSIVE_ALLY, until=first_challenge)
    assert state(driver).warp == [0, 4, 0]


def test_wild_flare_cancels_an_edict_for_a_token() -> None:
    hands = {0: ["attack-20"], 1: ["attack-4", "edict-plague"], 2: ["flare-void"]}
    driver = game({}, hands=hands)
    checked_play(
        driver,
        {"play-card": {1: "edict-plague"}, "plague-target": "player:0",
         "cancel-card": {2: "flare-void"}, "void-token": "C3"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert log(driver, "cancelled") == [{"card": "edict-plague"}]
    assert log(driver, "plague") == []
    assert s.warp[2] == 1 and s.tokens_on((2, 2), 2) == 3
    assert "flare-void" in s.players[2].hand and "edict-plague" in s.discard
