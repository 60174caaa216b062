"""Boomerang: as the defense of a main challenge it challenges the offense first, in his home
system, then the challenge against it goes on; its Flares; seed 002 (the main challenge's Destiny
card decides the Boomerang challenge's type; the Wild Boomerang does not stop captures)."""

from __future__ import annotations

from typing import Any

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.engine import Decision

from ..support import challenges_done, pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import ZAP, game, log
from .support import checked_play, home, powerless

# Seat 0 challenges Boomerang (seat 1). Boomerang strikes back first (its A-planet challenge is
# decided by the first cards: 15 against 1), then the main challenge (20 against 4).
HANDS = {0: ["attack-1", "attack-20", "attack-8"], 1: ["attack-15", "attack-4"], 2: []}


def cards() -> dict[str, Any]:
    """The answers choosing those cards (fresh lists: the answers use them up)."""
    return {"challenge-card": {0: ["attack-1", "attack-20"], 1: ["attack-15", "attack-4"]}}


# Stop once the offense has won the interrupted challenge (he may challenge again).
BOTH = pending_kind("second-challenge")


def test_boomerang_challenges_the_offense_first_then_the_challenge_goes_on() -> None:
    driver = game({1: "boomerang"}, hands=HANDS)
    checked_play(driver, cards(), until=BOTH)
    s = state(driver)
    assert log(driver, "boomerang") == [{"seat": 1, "against": 0}]
    assert log(driver, "challenge") == [
        {"offense": 0, "number": 1},
        {"offense": 1, "number": 0},  # a secondary challenge: no Destiny flip
    ]
    assert [e["defense"] for e in log(driver, "cone")] == [0, 1]  # A1 first, then B1
    assert log(driver, "boomerang-resume") == [{"seat": 1, "offense": 0, "resumes": True}]
    assert s.tokens_on((0, 0), 1) == 1 and s.tokens_on((0, 0), 0) == 0  # Boomerang on A1
    assert s.tokens_on((1, 0), 0) == 1  # then the offense took B1
    assert s.warp == [4, 3, 0]
    assert s.outcomes == {"offense": 2}
    assert s.features["boomerang_challenges"] == 1


def test_no_strike_when_another_player_defends() -> None:
    driver = game({2: "boomerang"}, hands={0: ["attack-20"], 1: ["attack-4"], 2: []})
    checked_play(driver, until=challenges_done(1))
    assert log(driver, "boomerang") == []
    assert log(driver, "challenge")[1] == {"offense": 1, "number": 1}  # the next turn


def test_zapped_boomerang_does_not_strike_back() -> None:
    hands = {**HANDS, 2: [ZAP]}
    driver = game({1: "boomerang"}, hands=hands)
    checked_play(driver, {**cards(), "cosmic-zap": {2: ZAP}}, until=challenges_done(1))
    assert log(driver, "boomerang") == []
    assert log(driver, "challenge")[:2] == [
        {"offense": 0, "number": 1},
        {"offense": 1, "number": 1},  # the next turn: no Boomerang challenge
    ]


def test_lost_power_does_not_strike_back() -> None:
    driver = game({1: "boomerang"}, hands=HANDS, planets=powerless(1))
    checked_play(driver, {"challenge-card": {0: "attack-20", 1: "attack-4"}},
                 until=challenges_done(1))  # fmt: skip
    assert log(driver, "boomerang") == []


def test_no_strike_without_a_challenge_card() -> None:
    driver = game({1: "boomerang"}, hands={0: ["attack-20"], 1: ["edict-plague"], 2: []})
    checked_play(driver, until=challenges_done(1))
    assert log(driver, "boomerang") == []


def test_a_win_in_the_boomerang_challenge_can_end_the_game() -> None:
    # Boomerang already has four bases outside its home system: A1 is its fifth.
    planets = {**{f"C{i}": [0, 1, 4] for i in range(1, 5)}, **home(1, [4, 4, 4, 4, 0])}
    driver = game({1: "boomerang"}, hands=HANDS, planets=planets)
    checked_play(driver, cards())
    s = state(driver)
    assert s.over and s.winners == [1]
    assert log(driver, "cone") == [{"defense": 0, "planet": "A1"}]  # the main never resumed
    assert s.token_total(0) == 20  # seat 0's token still waits in the interrupted challenge


def test_super_flare_skips_the_challenge_against_boomerang() -> None:
    hands = {0: ["attack-20", "attack-20"], 1: ["attack-1", "flare-boomerang"], 2: []}
    driver = game({1: "boomerang"}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-boomerang"}}, until=challenges_done(2))
    s = state(driver)
    assert log(driver, "super-boomerang") == [{"seat": 1}]
    assert log(driver, "boomerang-skip") == [{"seat": 1, "offense": 0, "resumes": True}]
    assert [e["defense"] for e in log(driver, "cone")] == [0]  # the Cone never pointed at B
    assert s.outcomes == {"defense": 1, "none": 1}
    assert s.tokens_on((1, 0), 1) == 3 and s.tokens_on((1, 0), 0) == 0  # B1 less its launch
    assert s.offense == 1 and s.features["boomerang_skips"] == 1  # play passed to the left


def test_wild_flare_keeps_the_players_tokens_out_of_the_warp() -> None:
    # Seat 0 holds the Wild Boomerang and loses the Boomerang challenge on A1.
    hands = {0: [*HANDS[0], "flare-boomerang"], 1: HANDS[1], 2: []}
    driver = game({1: "boomerang"}, hands=hands)
    answers = checked_play(
        driver, {**cards(), "play-card": {0: "flare-boomerang"}, "return-token": "4A3"}, until=BOTH
    )
    s = state(driver)
    assert log(driver, "wild-boomerang") == [{"seat": 0, "tokens": 4}]
    assert s.warp == [0, 3, 0]
    assert s.tokens_on((0, 2), 0) == 8  # kept on A3
    assert len(answers.asked("return-token")) == 1  # the four in one answer
    assert s.features["boomerang_wild"] == 1


def test_seed_002_the_main_destiny_card_decides_the_boomerang_challenge_type() -> None:
    # Seed 002: "BOOMERANG [E] -- Destiny card for the main challenge determines the type of the
    # Boomerang challenge." The main challenge is a capture challenge, so Boomerang imprisons
    # the tokens it beats on A1 (AMB-P22: tokens lost in a secondary challenge are imprisoned).
    driver = prisoners.game({1: "boomerang"}, hands=HANDS)
    checked_play(driver, cards(), until=BOTH)
    assert log(driver, "capture-challenge") == [
        {"offense": 0},
        {"offense": 1, "secondary": True},
    ]
    assert prisoners.held(driver)[1] == [4, 0, 0]  # seat 0's four tokens in Boomerang's prison
    assert prisoners.held(driver)[0] == [0, 3, 0]  # then the main challenge's captives


def test_seed_002_a_plain_main_challenge_makes_a_plain_boomerang_challenge() -> None:
    driver = prisoners.game({1: "boomerang"}, destiny=prisoners.PLAIN, hands=HANDS)
    checked_play(driver, cards(), until=BOTH)
    assert log(driver, "capture-challenge") == []
    assert state(driver).warp == [4, 3, 0]


def test_seed_002_wild_boomerang_does_not_prevent_imprisonment() -> None:
    # Seed 002: "BOOMERANG [E] -- Wild Boomerang does not prevent tokens from being imprisoned."
    hands = {0: [*HANDS[0], "flare-boomerang"], 1: HANDS[1], 2: []}
    driver = prisoners.game({1: "boomerang"}, hands=hands)
    answers = checked_play(driver, {**cards(), "play-card": {0: "flare-boomerang"}}, until=BOTH)
    assert log(driver, "wild-boomerang") == []
    assert "flare-boomerang" not in {key for _, key in answers.seen}
    assert prisoners.held(driver)[1] == [4, 0, 0]


def test_the_heuristic_bot_plays_the_super_flare() -> None:
    hands = {0: ["attack-20", "attack-20"], 1: ["attack-1", "flare-boomerang"], 2: []}
    driver = game({1: "boomerang"}, hands=hands, planets=home(1, [4, 4, 4, 4, 4]))

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    checked_play(driver, {"play-card": bot}, until=challenges_done(2))
    assert log(driver, "super-boomerang") == [{"seat": 1}]
