"""Bully: the winning main player, Attack card against Attack card, chooses which of its
opponent's tokens are lost, from any of his bases; its Flares; seed 002 (bullied tokens are
imprisoned in a capture challenge; never chosen from a prison)."""

from __future__ import annotations

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.engine import Decision

from ..support import state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, OFFENSIVE_ALLY, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, home, powerless

# Seat 1 defends B1 (four tokens) and has a colony on C1.
COLONY = {**home(1, [4, 4, 4, 4, 3]), "C1": [0, 1, 4]}
PICKS = {"bully-token": ["C1", "B2", "B2", "B2"]}


def test_bully_offense_chooses_the_losses_and_shares_the_planet() -> None:
    driver = game({0: "bully"}, hands=WINNING, planets=COLONY)
    answers = checked_play(driver, PICKS, until=first_challenge)
    s = state(driver)
    assert log(driver, "bully") == [{"seat": 0, "victim": 1, "from": ["C1", "B2", "B2", "B2"]}]
    assert s.tokens_on((1, 0), 1) == 4 and s.tokens_on((1, 0), 0) == 1  # they share B1
    assert s.tokens_on((2, 0), 1) == 0 and s.tokens_on((1, 1), 1) == 1  # the colony is gone
    assert s.warp == [0, 4, 0]
    assert all(d.seat == 0 for d in answers.asked("bully-token"))
    assert s.features["bully_choices"] == 1


def test_bully_defense_takes_from_bases_and_the_rest_of_the_cone_goes_home() -> None:
    driver = game({1: "bully"}, hands=LOSING)
    checked_play(driver, {**TWO, "bully-token": ["A3", "challenge"]}, until=first_challenge)
    s = state(driver)
    assert log(driver, "bully") == [{"seat": 1, "victim": 0, "from": ["A3", "challenge"]}]
    assert [s.tokens_on((0, i), 0) for i in range(3)] == [4, 3, 3]  # A1's token went home
    assert s.warp == [2, 0, 0]


def test_the_default_loss_when_bully_passes() -> None:
    driver = game({0: "bully"}, hands=WINNING, planets=COLONY)
    checked_play(driver, {"power:bully": "pass"}, until=first_challenge)
    s = state(driver)
    assert log(driver, "bully") == []
    assert s.tokens_on((1, 0), 1) == 0 and s.tokens_on((2, 0), 1) == 1
    assert s.warp == [0, 4, 0]


def test_no_bullying_against_a_compromise() -> None:
    driver = game({0: "bully"}, hands={**WINNING, 1: ["compromise"]})
    answers = checked_play(driver, until=first_challenge)
    assert answers.asked("power:bully") == [] and log(driver, "bully") == []
    assert state(driver).warp == [0, 4, 0]


def test_zapped_bully_chooses_nothing() -> None:
    driver = game({0: "bully"}, hands={**WINNING, 2: ["attack-5", ZAP]}, planets=COLONY)
    checked_play(driver, {**PICKS, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "bully") == []
    assert state(driver).tokens_on((1, 0), 1) == 0


def test_lost_power_chooses_nothing() -> None:
    driver = game({0: "bully"}, hands=WINNING, planets=powerless(0))
    checked_play(driver, {"launch": "A1"}, until=first_challenge)
    assert log(driver, "bully") == []
    assert state(driver).warp == [0, 4, 0]


def test_only_the_opponent_is_bullied_without_the_super() -> None:
    hands = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
    driver = game({1: "bully"}, hands=hands)
    checked_play(driver, {**OFFENSIVE_ALLY, "bully-token": "A2"}, until=first_challenge)
    assert [e["victim"] for e in log(driver, "bully")] == [0]
    assert state(driver).warp == [1, 0, 1]  # the ally's token lost as usual


def test_super_flare_bullies_the_opposing_allies_too() -> None:
    hands = {0: ["attack-1"], 1: ["attack-12", "flare-bully"], 2: ["attack-5"]}
    driver = game({1: "bully"}, hands=hands)
    checked_play(
        driver,
        {**OFFENSIVE_ALLY, "play-card": {1: "flare-bully"}, "bully-token": ["A2", "C2"]},
        until=first_challenge,
    )
    s = state(driver)
    assert log(driver, "super-bully") == [{"seat": 1}]
    assert log(driver, "bully") == [
        {"seat": 1, "victim": 0, "from": ["A2"]},
        {"seat": 1, "victim": 2, "from": ["C2"]},
    ]
    assert s.tokens_on((2, 0), 2) == 4 and s.tokens_on((2, 1), 2) == 3  # the ally's went home
    assert s.warp == [1, 0, 1]


def test_wild_flare_lets_the_winner_bully() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-bully"]}
    driver = game({2: "bully"}, hands=hands, planets=COLONY)
    checked_play(driver, {"play-card": {0: "flare-bully"}, **PICKS}, until=first_challenge)
    s = state(driver)
    assert log(driver, "wild-bully") == [{"seat": 0}]
    assert log(driver, "bully") == [{"seat": 0, "victim": 1, "from": ["C1", "B2", "B2", "B2"]}]
    assert s.tokens_on((1, 0), 1) == 4 and s.tokens_on((2, 0), 1) == 0
    assert s.features["bully_wild"] == 1


def test_seed_002_bullied_tokens_are_imprisoned_and_never_chosen_from_a_prison() -> None:
    # Seed 002: "BULLY [E] -- Bullied tokens are imprisoned in capture challenges. Bully may NOT
    # choose imprisoned tokens (despite wording of card)." Seat 0 already holds two of seat 1's
    # tokens in its prison; Bully wins a capture challenge and picks among seat 1's bases only.
    driver = prisoners.game(
        {0: "bully"}, jail={"0": [0, 2, 0]}, planets={"B5": [0, 2, 0]}, hands=prisoners.WINNING
    )
    answers = checked_play(
        driver,
        {"bully-token": lambda d: "B5" if "B5" in d.options else "B4"},
        until=prisoners.first_challenge,
    )
    options = {o for d in answers.asked("bully-token") for o in d.options}
    assert options == {"B1", "B2", "B3", "B4", "B5"}  # bases only: no prison, no colony
    assert log(driver, "bully") == [{"seat": 0, "victim": 1, "from": ["B5", "B5", "B4", "B4"]}]
    assert prisoners.held(driver)[0] == [0, 6, 0]


def test_the_heuristic_bot_bullies_a_colony_first() -> None:
    driver = game({0: "bully"}, hands=WINNING, planets=COLONY)

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    checked_play(driver, {"bully-token": bot}, until=first_challenge)
    assert log(driver, "bully")[0]["from"][0] == "C1"
