"""Grudge: the invited who do not ally are grudged; revenge of four tokens from bases to the Warp
when Grudge wins or deals (C-360, C-361); its Flares; seed 002: grudged tokens go to the Warp."""

from __future__ import annotations

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.engine import Decision

from ..support import state
from ..variants import prisoners_support as prisoners
from .batch_a_support import (
    DEFENSIVE_ALLY,
    LOSING,
    OFFENSIVE_ALLY,
    WINNING,
    ZAP,
    first_challenge,
    game,
    log,
)
from .support import checked_play, home, powerless

# Grudge (seat 0) challenges seat 1 and invites seat 2, who declines.
SNUBBED = {"invite": {0: "invite:2"}, "give-up-token": {2: "2C1+C2+C3"}}


def test_the_snub_is_avenged_when_grudge_wins() -> None:
    driver = game({0: "grudge"}, hands=WINNING)
    checked_play(driver, SNUBBED, until=first_challenge)
    s = state(driver)
    assert log(driver, "grudge") == [{"seat": 0, "grudged": [2]}]
    assert log(driver, "revenge") == [{"seat": 0, "grudged": [2]}]
    assert s.warp == [0, 4, 4]  # the defender's tokens, and the revenge
    assert [s.tokens_on((2, i), 2) for i in range(3)] == [2, 3, 3]  # he chose the bases
    assert s.features["grudge_revenge"] == 1


def test_no_revenge_when_grudge_loses() -> None:
    driver = game({0: "grudge"}, hands=LOSING)
    answers = checked_play(driver, SNUBBED, until=first_challenge)
    assert log(driver, "grudge") == [{"seat": 0, "grudged": [2]}]
    assert log(driver, "revenge") == []
    assert answers.asked("give-up-token") == []
    assert state(driver).warp == [1, 0, 0]


def test_an_ally_is_not_grudged() -> None:
    driver = game({0: "grudge"}, hands=WINNING)
    checked_play(driver, OFFENSIVE_ALLY, until=first_challenge)
    assert log(driver, "grudge") == []
    assert state(driver).warp == [0, 4, 0]


def test_the_uninvited_are_not_grudged_nor_are_those_the_defense_invited() -> None:
    driver = game({0: "grudge"}, hands=WINNING)
    checked_play(driver, {"invite": {1: "invite:2"}}, until=first_challenge)
    assert log(driver, "grudge") == []
    assert state(driver).warp == [0, 4, 0]


def test_grudge_on_defense_avenges_a_deal() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: []}
    driver = game({1: "grudge"}, hands=hands)
    checked_play(
        driver,
        {
            "invite": {1: "invite:2"},
            "deal-propose": {0: "give:nothing/get:base"},
            "deal-answer": "accept",
        },
        until=first_challenge,
    )
    assert log(driver, "revenge") == [{"seat": 1, "grudged": [2]}]
    assert state(driver).warp == [0, 0, 4]


def test_zapped_grudge_holds_no_grudge() -> None:
    driver = game({0: "grudge"}, hands={**WINNING, 2: ["attack-5", ZAP]})
    checked_play(driver, {**SNUBBED, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "grudge") == []
    assert state(driver).warp == [0, 4, 0]


def test_lost_power_holds_no_grudge() -> None:
    driver = game({0: "grudge"}, hands=WINNING, planets=powerless(0))
    checked_play(driver, {"invite": {0: "invite:2"}, "launch": "A1"}, until=first_challenge)
    assert log(driver, "grudge") == []
    assert state(driver).warp == [0, 4, 0]


def test_super_flare_avenges_even_a_defeat() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-grudge"]}
    driver = game({0: "grudge"}, hands=hands)
    checked_play(driver, {**SNUBBED, "play-card": {0: "flare-grudge"}}, until=first_challenge)
    assert log(driver, "super-grudge") == [{"seat": 0}]
    assert log(driver, "revenge") == [{"seat": 0, "grudged": [2]}]
    assert state(driver).warp == [1, 0, 4]


def test_wild_flare_sends_the_winners_allies_home_empty_handed() -> None:
    # Seat 1 defends with the Wild Grudge; the offense (no power) wins with seat 2 as its ally.
    hands = {0: ["attack-20"], 1: ["attack-4", "flare-grudge"], 2: ["attack-5"]}
    driver = game({2: "grudge"}, hands=hands)
    checked_play(driver, {**OFFENSIVE_ALLY, "play-card": {1: "flare-grudge"}},
                 until=first_challenge)  # fmt: skip
    s = state(driver)
    assert log(driver, "wild-grudge") == [{"seat": 1}]
    assert s.tokens_on((1, 0), 0) == 1 and s.tokens_on((1, 0), 2) == 0  # no base for the ally
    assert s.tokens_on((2, 0), 2) == 4  # his token went home
    assert s.features["grudge_wild"] == 1


def test_wild_flare_denies_defensive_rewards() -> None:
    hands = {0: ["attack-1", "flare-grudge"], 1: ["attack-12"], 2: ["attack-5"]}
    driver = game({2: "grudge"}, hands=hands)
    answers = checked_play(
        driver,
        {**DEFENSIVE_ALLY, "play-card": {0: "flare-grudge"}},
        until=first_challenge,
    )
    assert answers.asked("reward") == []
    assert state(driver).tokens_on((2, 0), 2) == 4


def test_seed_002_grudged_tokens_go_to_the_warp_never_to_prison() -> None:
    # Seed 002: "GRUDGE [E] -- Grudged tokens go to Warp." (a capture challenge)
    driver = prisoners.game({0: "grudge"}, hands=prisoners.WINNING)
    checked_play(driver, SNUBBED, until=first_challenge)
    assert log(driver, "revenge") == [{"seat": 0, "grudged": [2]}]
    assert state(driver).warp[2] == 4
    assert all(row[2] == 0 for row in prisoners.held(driver))


def test_the_heuristic_bot_joins_grudge_rather_than_be_grudged() -> None:
    # Seat 2, invited by Grudge, would decline a fight this uneven (one token against twelve)
    # were it not for the grudge.
    driver = game({0: "grudge"}, hands=WINNING, planets=home(1, [12, 2, 2, 2, 2]))

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    answers = checked_play(driver, {"invite": {0: "invite:2"}, "alliance": bot},
                           until=first_challenge)  # fmt: skip
    sides = [key.partition(":")[0] for d, key in answers.seen if d.kind == "alliance"]
    assert sides == ["offense"]  # with his tokens named (C-604)
    assert log(driver, "grudge") == []
