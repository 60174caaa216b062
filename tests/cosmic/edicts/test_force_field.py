"""Force Field: once alliances are made, its player cancels the alliances of the allies he
chooses; their tokens go back to the bases they came from (BASE_RULES §6a, AMB-B02; scenario
CE-23: four players, C allies with A, D with B)."""

from __future__ import annotations

from ..support import state
from .support import game, log, offers, run

FIELD = "edict-force-field"
HANDS = {0: ["attack-10", "attack-4"], 1: ["attack-6", FIELD], 2: ["attack-5"], 3: ["attack-5"]}
ALLIES = {
    "cone": "B1",
    "launch": ["A1"],
    "invite": {0: "invite:2", 1: "invite:3"},
    "alliance": {2: "offense:C1+C2+C3+C4", 3: "defense:D1+D2"},
    "challenge-card": {0: "attack-10", 1: "attack-6"},
}


def test_cancelled_allies_go_home_and_do_not_count() -> None:
    driver = game(players=4, hands=HANDS)
    answers = run(driver, {**ALLIES, "play-card": {1: FIELD}, "force-field": "cancel:2"})
    s = state(driver)
    assert answers.asked("force-field")[0].options == ("cancel:2", "cancel:3", "cancel:2,3")
    assert log(driver, "force-field") == [{"seat": 1, "cancelled": "2"}]
    # A's 10 + 1 token = 11 now loses to B's 6 + 4 + D's 2 = 12.
    assert log(driver, "totals") == [{"offense": 11, "defense": 12}]
    assert [s.planets[2][i][2] for i in range(4)] == [4, 4, 4, 4]  # C's tokens back home
    assert s.warp == [1, 0, 0, 0]
    assert FIELD not in s.players[1].hand and FIELD in s.discard


def test_offered_only_once_alliances_are_made_and_only_with_allies() -> None:
    driver = game(players=4, hands=HANDS)
    answers = run(driver, ALLIES)
    assert offers(answers, FIELD) == [(1, "alliances")]
    alone = run(game(players=4, hands=HANDS), {**ALLIES, "invite": "invite:none"})
    assert offers(alone, FIELD) == []


def test_card_zap_cancels_it() -> None:
    hands = {**HANDS, 2: ["attack-5", "edict-card-zap"]}
    driver = game(players=4, hands=hands)
    answers = run(driver, {**ALLIES, "play-card": {1: FIELD}, "cancel-card": "edict-card-zap"})
    assert answers.asked("force-field") == [] and log(driver, "force-field") == []
    assert log(driver, "totals") == [{"offense": 15, "defense": 12}]
    assert {FIELD, "edict-card-zap"} <= set(state(driver).discard)


def test_a_cancelled_ally_with_two_colours_takes_both_home() -> None:
    """An ally with a second colour (Symbiote's) in the Cone takes both colours home (C-554): it
    used to leave the second colour's tokens in the Cone, lost when the challenge was cleared."""
    driver = game(players=4, hands=HANDS, powers={2: "symbiote"})
    allies = {**ALLIES, "alliance": {2: "offense:C1+C1/4", 3: "defense:D1+D2"}}
    run(driver, {**allies, "play-card": {1: FIELD}, "force-field": "cancel:2"})
    s = state(driver)
    assert log(driver, "totals") == [{"offense": 11, "defense": 12}]
    assert s.planets[2][0] == [0, 0, 4, 0, 4]  # C1: both colours back home
    assert s.token_total(4) == 20
