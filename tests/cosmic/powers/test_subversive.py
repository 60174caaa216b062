"""Subversive: as a main player, once alliances are made, it may subvert one of its opponent's
allies, who changes sides with his tokens (designed, C-583); its designed Flares (C-584); seed
002 (Wild Subversive tokens go to the Warp, not Prison)."""

from __future__ import annotations

from ..support import state
from ..variants import prisoners_support as prisoners
from .batch_a_support import (
    DEFENSIVE_ALLY,
    LOSING,
    OFFENSIVE_ALLY,
    TWO,
    WINNING,
    ZAP,
    first_challenge,
    game,
    log,
)
from .support import checked_play, powerless

SUBVERT = {**TWO, "power:subversive": "use", "subversive-ally": "player:2"}
# Four players: seat 2 allies with the offense, seat 3 with the defense.
BOTH_SIDES = {
    "invite": {0: "invite:2", 1: "invite:3"},
    "alliance": {2: "offense:C1", 3: "defense:D1"},
}
FOUR = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"], 3: ["attack-6"]}


def test_the_offense_subverts_a_defensive_ally_who_lands_with_it() -> None:
    driver = game({0: "subversive"}, hands=WINNING)
    answers = checked_play(driver, {**SUBVERT, **DEFENSIVE_ALLY}, until=first_challenge)
    s = state(driver)
    assert log(driver, "subverted") == [{"seat": 0, "ally": 2, "tokens": 1, "to": 0}]
    assert log(driver, "totals") == [{"offense": 20 + 2 + 1, "defense": 4 + 4}]
    assert s.planets[1][0] == [2, 0, 1]  # seat 2 landed with the offense
    assert s.warp == [0, 4, 0]
    assert answers.asked("power:subversive")[0].context == {"moment": "alliances_made"}
    assert s.features["subversive_subversions"] == 1


def test_the_defense_subverts_an_offensive_ally_who_is_rewarded_with_it() -> None:
    driver = game({1: "subversive"}, hands=LOSING)
    checked_play(driver, {**SUBVERT, **OFFENSIVE_ALLY}, until=first_challenge)
    s = state(driver)
    assert log(driver, "subverted") == [{"seat": 1, "ally": 2, "tokens": 1, "to": 1}]
    assert log(driver, "totals") == [{"offense": 1 + 2, "defense": 12 + 4 + 1}]
    assert log(driver, "rewards") == [{"seat": 2, "count": 1}]  # a defensive ally's reward
    assert s.tokens_on((2, 0), 2) == 4 and s.warp == [2, 0, 0]


def test_is_optional() -> None:
    driver = game({0: "subversive"}, hands=WINNING)
    answers = {**TWO, **DEFENSIVE_ALLY, "power:subversive": "pass"}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "subverted") == [] and state(driver).warp == [0, 4, 1]


def test_not_offered_without_opposing_allies() -> None:
    driver = game({0: "subversive"}, hands=WINNING)
    answers = checked_play(driver, {**TWO, **OFFENSIVE_ALLY}, until=first_challenge)
    assert answers.asked("power:subversive") == []


def test_an_ally_cannot_subvert() -> None:
    driver = game({2: "subversive"}, hands=FOUR, players=4)
    answers = checked_play(driver, {**TWO, **BOTH_SIDES}, until=first_challenge)
    assert answers.asked("power:subversive") == []


def test_zapped_subverts_nobody() -> None:
    driver = game({0: "subversive"}, hands={**WINNING, 1: ["attack-4", ZAP]})
    answers = {**SUBVERT, **DEFENSIVE_ALLY, "cosmic-zap": {1: ZAP}}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "subverted") == [] and state(driver).warp == [0, 4, 1]


def test_lost_power_subverts_nobody() -> None:
    driver = game({0: "subversive"}, hands=WINNING, planets=powerless(0))
    answers = checked_play(driver, {**DEFENSIVE_ALLY, "launch": ["A1+A2"]}, until=first_challenge)
    assert answers.asked("power:subversive") == []


def test_super_flare_subverts_every_ally_it_likes() -> None:
    hands = {**FOUR, 0: ["attack-20", "flare-subversive"]}
    driver = game({0: "subversive"}, hands=hands, players=4)
    both_defend = {
        "invite": {1: "invite:2,3"},
        "alliance": {2: "defense:C1", 3: "defense:D1"},
    }
    answers = checked_play(
        driver,
        {**TWO, **both_defend, "play-card": {0: "flare-subversive"}, "power:subversive": "use",
         "subversive-ally": ["player:2", "player:3"]},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert log(driver, "super-subversive") == [{"seat": 0}]
    assert [e["ally"] for e in log(driver, "subverted")] == [2, 3]
    assert answers.asked("subversive-ally")[1].options == ("done", "player:3")
    assert s.planets[1][0] == [2, 0, 1, 1] and "flare-subversive" in s.players[0].hand


def test_wild_flare_sends_two_of_an_opposing_ally_s_tokens_to_the_warp() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-subversive"]}
    driver = game({}, hands=hands)
    ally = {**DEFENSIVE_ALLY, "alliance": "defense:C1+C2+C3"}
    checked_play(
        driver,
        {**TWO, **ally, "play-card": {0: "flare-subversive"}, "wild-subversive": "player:2"},
        until=first_challenge,
    )
    s = state(driver)
    assert log(driver, "wild-subversive") == [{"seat": 0, "ally": 2, "tokens": 2}]
    assert log(driver, "totals") == [{"offense": 20 + 2, "defense": 4 + 4 + 1}]
    assert s.warp == [0, 4, 3]  # two deserted, then the last one lost with the defense
    assert "flare-subversive" in s.players[0].hand
    assert s.features["subversive_wild_tokens"] == 2


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_wild_subversive_tokens_go_to_the_warp_not_prison() -> None:
    # "SUBVERSIVE [M] -- Wild Subversive tokens go to the Warp, not Prison" (seed 002): in a
    # capture challenge the deserters go to the Warp; the defense's beaten tokens are imprisoned.
    hands = {**prisoners.WINNING, 0: ["attack-20", "flare-subversive"]}
    driver = prisoners.game({}, hands=hands)
    ally = {**DEFENSIVE_ALLY, "alliance": "defense:C1+C2"}
    checked_play(
        driver,
        {**ally, "play-card": {0: "flare-subversive"}, "wild-subversive": "player:2"},
        until=prisoners.first_challenge,
    )
    s = state(driver)
    assert log(driver, "wild-subversive") == [{"seat": 0, "ally": 2, "tokens": 2}]
    assert s.warp == [0, 0, 2] and prisoners.held(driver)[0] == [0, 4, 0]
