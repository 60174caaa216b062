"""Delegator: a loss other than by the challenge's outcome is passed on to other players
(reconstructed, C-483); its Flares (C-484); seed 002's clarification in a capture challenge."""

from __future__ import annotations

from hyperspace.cosmic.powers.delegator import Delegator
from hyperspace.engine import Decision

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

AT_CONE = pending_kind("cone")  # the Destiny Pile has been flipped, the Cone not yet pointed
# Assassin (seat 2) kills a token of Delegator (seat 1) from B3 as seat 1's colour comes up.
STRIKE = {"assassin-base": "B3", "return-token": {1: "B3"}}
POWERS = {1: "delegator", 2: "assassin"}


def test_delegator_passes_a_loss_on_to_a_player_it_names() -> None:
    driver = game(POWERS, hands=LOSING)
    answers = checked_play(
        driver,
        {**STRIKE, "power:delegator": "use", "delegate-to": "player:0", "give-up-token": "A2"},
        until=AT_CONE,
    )
    s = state(driver)
    assert s.tokens_on((1, 2), 1) == 4 and s.tokens_on((0, 1), 0) == 3
    assert s.warp == [1, 0, 0]
    (asked,) = answers.asked("delegate-to")
    assert asked.seat == 1 and asked.options == ("player:0", "player:2")
    assert [d.seat for d in answers.asked("give-up-token")] == [0]  # the victim picks the base
    assert log(driver, "delegation") == [{"seat": 1, "tokens": 1, "to": {"0": 1}}]
    assert s.features["delegation_tokens"] == 1


def test_delegator_may_pass() -> None:
    driver = game(POWERS, hands=LOSING)
    checked_play(driver, {**STRIKE, "power:delegator": "pass"}, until=AT_CONE)
    s = state(driver)
    assert s.warp == [0, 1, 0] and s.tokens_on((1, 2), 1) == 3


def test_a_defeat_is_not_delegated() -> None:
    driver = game({1: "delegator"}, hands=WINNING)
    answers = checked_play(driver, {}, until=first_challenge)
    assert answers.asked("power:delegator") == []
    assert state(driver).warp == [0, 4, 0]


def test_a_cosmic_zap_stops_the_delegation() -> None:
    driver = game(POWERS, hands={**LOSING, 0: ["attack-1", ZAP]})

    def zap(decision: Decision) -> str:  # not Assassin's strike: Delegator's answer to it
        return ZAP if decision.context["power"] == "delegator" else "pass"

    answers = checked_play(driver, {**STRIKE, "cosmic-zap": zap}, until=AT_CONE)
    assert answers.asked("delegate-to") == []
    assert state(driver).warp == [0, 1, 0]


def test_a_delegator_below_three_home_bases_has_no_power() -> None:
    driver = game(POWERS, hands=LOSING, planets=powerless(1))
    answers = checked_play(driver, {"assassin-base": "B1"}, until=AT_CONE)
    assert answers.asked("power:delegator") == []


def test_super_delegator_delegates_a_defeat() -> None:
    # Delegator, the defense, loses B1's four tokens; its Super lets it pass them all on.
    hands = {**WINNING, 1: ["attack-4", "flare-delegator"]}
    driver = game({1: "delegator"}, hands=hands)
    answers = {
        "play-card": {1: "flare-delegator"},
        "return-token": {1: "4B2"},
        "delegate-to": ["player:0", "player:0", "player:2"],
        "give-up-token": {0: "2A3", 2: "2C3"},
    }
    asked = checked_play(driver, answers, until=first_challenge).asked("delegate-to")
    s = state(driver)
    assert log(driver, "super-delegator") == [{"seat": 1}]
    assert log(driver, "delegation") == [{"seat": 1, "tokens": 4, "to": {"0": 2, "2": 2}}]
    assert s.warp == [2, 0, 2] and s.tokens_on((1, 1), 1) == 8
    # Delegator is asked once a token, each time told which of the four it is naming a player for.
    assert [(d.seat, d.prompt, d.context) for d in asked] == [
        (1, f"Who loses a token instead of you ({n} of 4)?", {"tokens": 4}) for n in (1, 2, 3, 4)
    ]


def test_super_delegator_does_not_delegate_imprisoned_tokens() -> None:
    # "DELEGATOR [E] -- Super Delegator does not delegate loss when imprisoned" (seed 002): in a
    # capture challenge the defeated Delegator's tokens are imprisoned, never delegated.
    hands = {**prisoners.WINNING, 1: ["attack-4", "flare-delegator"]}
    driver = prisoners.game({1: "delegator"}, hands=hands)
    answers = checked_play(driver, {"play-card": {1: "flare-delegator"}}, prisoners.first_challenge)
    assert log(driver, "super-delegator") == [{"seat": 1}]
    assert answers.asked("power:delegator") == [] and answers.asked("delegate-to") == []
    assert prisoners.held(driver)[0] == [0, 4, 0] and state(driver).warp == [0, 0, 0]


def test_wild_delegator_passes_on_a_defeat_once() -> None:
    # The offense (no power) loses its token in the Cone and plays the Wild Delegator on it.
    hands = {**LOSING, 0: ["attack-1", "flare-delegator"]}
    driver = game({}, hands=hands)
    answers = {
        "play-card": {0: "flare-delegator"},
        "return-token": {0: "A1"},
        "delegate-to": "player:2",
        "give-up-token": {2: "C1"},
    }
    checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert log(driver, "wild-delegator") == [{"seat": 0, "tokens": 1, "to": {"2": 1}}]
    assert s.warp == [0, 0, 1] and s.tokens_on((0, 0), 0) == 4
    assert s.features["wild_delegator_tokens"] == 1
    assert "flare-delegator" in s.players[0].hand  # an Eon Flare goes back to the hand


def test_the_power_is_listed_with_its_source() -> None:
    assert Delegator.source.startswith("reconstructed (C-483)")
