"""Skeptic: the doubt before the cards (agreed by the offense: the challenge ends; by the defense:
the offense lands beside him; double-doubted: the loser of the two pays double), as main player
or ally (C-393); the Eon Flares (C-394); seed 002: double-doubted tokens go to the Warp."""

from __future__ import annotations

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.engine import Decision

from ..support import state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, OFFENSIVE_ALLY, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, home, powerless

AGREED = {"skeptic-doubt": "agree"}
DOUBLED = {"skeptic-doubt": "double-doubt"}


def test_the_offense_agrees_and_his_challenge_ends() -> None:
    driver = game({1: "skeptic"}, hands=WINNING)
    answers = checked_play(driver, {**TWO, **AGREED}, until=first_challenge)
    s = state(driver)
    [asked] = answers.asked("skeptic-doubt")
    assert asked.seat == 0 and asked.context == {"skeptic": 1, "stake": 0}
    assert log(driver, "skeptic-doubts") == [{"seat": 1, "doubted": 0, "stake": 0}]
    assert log(driver, "skeptic-agreed") == [{"seat": 0, "skeptic": 1}]
    assert answers.asked("challenge-card") == []
    assert s.outcomes == {"none": 1} and s.warp == [0, 0, 0]
    assert s.tokens_on((0, 0), 0) == 4 and s.tokens_on((0, 1), 0) == 4  # his tokens went home
    assert s.players[0].hand == ["attack-20"]
    assert s.features["skeptic_agreed"] == 1


def test_the_defense_agrees_and_the_offense_lands_beside_him() -> None:
    driver = game({0: "skeptic"}, hands=WINNING)
    hands_ally = {"invite": {1: "invite:2"}, "alliance": "defense:C1"}
    answers = checked_play(driver, {**TWO, **hands_ally, **AGREED}, until=first_challenge)
    s = state(driver)
    assert answers.asked("skeptic-doubt")[0].seat == 1
    assert s.outcomes == {"conceded": 1}
    assert s.tokens_on((1, 0), 0) == 2 and s.tokens_on((1, 0), 1) == 4  # sharing the planet
    assert s.tokens_on((2, 0), 2) == 4 and s.warp == [0, 0, 0]  # the ally went home
    assert s.external_bases(0) == 1


def test_double_doubted_the_doubted_loser_pays_double() -> None:
    driver = game({0: "skeptic"}, hands=WINNING)
    checked_play(driver, {**DOUBLED, "give-up-token": {1: "2B2+2B3"}}, until=first_challenge)
    s = state(driver)
    assert log(driver, "skeptic-double-doubted") == [{"seat": 1, "skeptic": 0}]
    assert log(driver, "skeptic-pays") == [{"seat": 1, "tokens": 4}]
    assert s.warp == [0, 8, 0]
    assert s.tokens_on((1, 1), 1) == 2 and s.tokens_on((1, 2), 1) == 2
    assert s.features["skeptic_penalty"] == 1


def test_double_doubted_the_skeptic_pays_when_it_loses() -> None:
    driver = game({0: "skeptic"}, hands=LOSING)
    checked_play(driver, {**TWO, **DOUBLED}, until=first_challenge)
    assert log(driver, "skeptic-pays") == [{"seat": 0, "tokens": 2}]
    assert state(driver).warp == [4, 0, 0]


def test_a_failed_deal_costs_both_double() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({1: "skeptic"}, hands=hands)
    checked_play(driver, DOUBLED, until=first_challenge)
    assert sorted(e["seat"] for e in log(driver, "skeptic-pays")) == [0, 1]
    assert state(driver).warp == [6, 6, 0]


def test_a_deal_costs_nobody_anything() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({1: "skeptic"}, hands=hands)
    answers = {**DOUBLED, "deal-propose": {0: "give:nothing/get:base"}, "deal-answer": "accept"}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "skeptic-pays") == [] and state(driver).warp == [0, 0, 0]


def test_as_an_ally_it_doubts_the_opposing_main_player() -> None:
    driver = game({2: "skeptic"}, hands=WINNING)
    answers = checked_play(driver, {**OFFENSIVE_ALLY, **DOUBLED}, until=first_challenge)
    assert answers.asked("skeptic-doubt")[0].seat == 1
    assert log(driver, "skeptic-pays") == [{"seat": 1, "tokens": 4}]
    assert state(driver).warp == [0, 8, 0]


def test_not_in_the_challenge_no_doubt() -> None:
    driver = game({2: "skeptic"}, hands=WINNING)
    answers = checked_play(driver, {}, until=first_challenge)
    assert answers.asked("power:skeptic") == []


def test_zapped_skeptic_doubts_nobody() -> None:
    driver = game({0: "skeptic"}, hands={**WINNING, 2: ["attack-5", ZAP]})
    answers = checked_play(driver, {"cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert answers.asked("skeptic-doubt") == []
    assert state(driver).warp == [0, 4, 0]


def test_lost_power_doubts_nobody() -> None:
    driver = game({0: "skeptic"}, hands=WINNING, planets=powerless(0))
    answers = checked_play(driver, {"launch": "A1"}, until=first_challenge)
    assert answers.asked("power:skeptic") == []


def test_super_names_a_stake_instead_of_doubling() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-skeptic"]}
    driver = game({0: "skeptic"}, hands=hands)
    answers = checked_play(
        driver, {"play-card": {0: "flare-skeptic"}, "skeptic-stake": "stake:7", **DOUBLED},
        until=first_challenge,
    )  # fmt: skip
    assert answers.asked("skeptic-stake")[0].options[-1] == "stake:20"
    assert log(driver, "super-skeptic") == [{"seat": 0}]
    assert state(driver).features["skeptic_super"] == 1
    assert log(driver, "skeptic-pays") == [{"seat": 1, "tokens": 7}]
    assert state(driver).warp == [0, 11, 0]


def test_wild_skeptic_joins_a_side_that_invited_it_after_everyone() -> None:
    hands = {**WINNING, 2: ["attack-5", "flare-skeptic"]}
    driver = game({1: "skeptic"}, hands=hands)
    answers = checked_play(
        driver,
        {"invite": {0: "invite:2"}, "alliance": ["decline", "offense:C1+C2"],
         "play-card": {2: "flare-skeptic"}, "power:skeptic": "pass"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    # Invited, he declines ("offense:C1" and the like offered, C-604); with the Wild Flare he
    # joins the side that invited him, naming his tokens with it, and may not decline then.
    invited, flare = answers.asked("alliance")
    assert {key.partition(":")[0] for key in invited.options} == {"decline", "offense"}
    assert {key.partition(":")[0] for key in flare.options} == {"offense"}
    assert flare.prompt.startswith("Join the challenge as an ally (Wild Skeptic), and with")
    assert flare.refusal("decline") == "you may not stay out now: join a side"
    assert [key for d, key in answers.seen if d.kind == "alliance"] == ["decline", "offense:C1+C2"]
    assert answers.asked("ally-token") == []
    assert log(driver, "wild-skeptic") == [{"seat": 2}]
    assert s.tokens_on((1, 0), 2) == 2 and s.features["skeptic_wild"] == 1


def test_seed_002_double_doubted_tokens_go_to_the_warp_in_a_capture_challenge() -> None:
    # Seed 002: 'SKEPTIC [E] -- "Double-doubted" tokens in a capture challenge go to Warp.'
    driver = prisoners.game({0: "skeptic"}, hands=prisoners.WINNING)
    checked_play(driver, DOUBLED, until=first_challenge)
    assert prisoners.held(driver)[0] == [0, 4, 0]  # the defeat itself is imprisoned
    assert log(driver, "skeptic-pays") == [{"seat": 1, "tokens": 4}]
    assert state(driver).warp == [0, 4, 0]  # the doubling goes to the Warp


def test_the_heuristic_bot_agrees_when_hopelessly_outnumbered_as_the_offense() -> None:
    # Seat 0 (one token, Attack 1) is doubted by the defense (Skeptic, four tokens).
    driver = game({1: "skeptic"}, hands={**LOSING, 0: ["attack-1"]}, planets=home(0, [4] * 5))

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    answers = checked_play(driver, {"skeptic-doubt": bot}, until=first_challenge)
    assert [key for d, key in answers.seen if d.kind == "skeptic-doubt"] == ["agree"]


def test_no_doubt_in_a_raid_on_entebbe() -> None:
    # C-393: the raid has no planet to land on and outcomes of its own (as the Wild Loser).
    from ..variants.test_prisoners import raid_answers, raid_game, raid_over

    driver = raid_game("attack-20", "attack-3", powers={2: "skeptic"})
    answers = checked_play(driver, raid_answers(), until=raid_over)
    assert state(driver).features["raids"] == 1
    assert answers.asked("power:skeptic") == []
