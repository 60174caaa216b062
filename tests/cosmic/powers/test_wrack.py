"""Wrack: as a main player, torture the opponent into a deal instead of fighting (Eon card as
paraphrased, C-434); the Eon Super (stop and fight), the Wild's power fee (C-435); seed 002."""

from __future__ import annotations

from hyperspace.cosmic.powers.wrack import Wrack

from ..support import pending_kind, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Seat 0 (Wrack) attacks seat 1 (B1) with two tokens; the 20 beats the 8.
HANDS = {0: ["attack-20", "attack-4"], 1: ["attack-8", "attack-6", "attack-7"], 2: ["attack-5"]}
TORTURE = {"launch": ["A1+A2"], "wrack-use": "torture",
           "wrack-deal": "give:nothing/get:base"}  # fmt: skip


def test_refusing_costs_one_torture_per_token_then_the_challenge_goes_on() -> None:
    driver = game({0: "wrack"}, hands=HANDS)
    s = state(driver)
    answers = checked_play(
        driver,
        {**TORTURE, "wrack-answer": "reject", "wrack-torment": ["B2", "card"]},
        until=first_challenge,
    )
    assert [d.context["tortures"] for d in answers.asked("wrack-answer")] == [2, 1, 0]
    torments = log(driver, "torment")
    assert torments[0] == {"seat": 0, "victim": 1, "from": "B2"}
    assert torments[1]["victim"] == 1 and torments[1]["card"] in (
        "attack-6",
        "attack-7",
        "attack-8",
    )
    assert s.tokens_on((1, 1), 1) == 3 and s.warp[1] >= 1
    assert answers.asked("challenge-card")  # then the cards, as usual
    assert s.outcomes == {"offense": 1}
    assert s.features["wrack_tortures"] == 1 and s.features["wrack_tortured_tokens"] == 1
    assert s.features["wrack_tortured_cards"] == 1


def test_accepting_stops_the_torture_and_makes_the_deal() -> None:
    driver = game({0: "wrack"}, hands=HANDS)
    s = state(driver)
    answers = checked_play(
        driver,
        {**TORTURE, "wrack-answer": ["reject", "accept"], "wrack-torment": "B2",
         "deal-base": "B3", "deal-base-token": "A3"},
        until=first_challenge,
    )  # fmt: skip
    assert len(log(driver, "torment")) == 1
    assert not answers.asked("challenge-card")
    assert s.outcomes == {"deal": 1}
    assert s.tokens_on((1, 2), 0) == 1  # the base Wrack asked for
    assert s.tokens_on((0, 0), 0) == 4 and s.tokens_on((0, 1), 0) == 4  # the Cone went home
    assert log(driver, "deal") and s.features["wrack_deals"] == 1


def test_the_cone_may_be_stripped_bare() -> None:
    # WARP house rule: Wrack as the defense tortures the offense's Cone down to nothing; the
    # offense still plays on.
    hands = {0: ["attack-8", "attack-6"], 1: ["attack-20", "attack-4"], 2: ["attack-5"]}
    driver = game({1: "wrack"}, hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {"wrack-use": "torture", "wrack-deal": "give:nothing/get:1c", "wrack-answer": "reject",
         "wrack-torment": ["challenge", "A1"]},
        until=first_challenge,
    )  # fmt: skip
    # Four tortures (Wrack's four tokens on B1): the Cone's one token, then three from A1.
    assert [e["from"] for e in log(driver, "torment")] == ["challenge", "A1", "A1", "A1"]
    assert answers.asked("challenge-card")  # the offense plays on with an empty Cone
    assert s.outcomes == {"defense": 1}
    assert s.warp[0] == 4


def test_wrack_may_fight_as_usual() -> None:
    driver = game({0: "wrack"}, hands=HANDS)
    answers = checked_play(driver, {"wrack-use": "fight"}, until=first_challenge)
    assert not answers.asked("wrack-deal") and not log(driver, "torment")


def test_a_cosmic_zap_stops_the_torture() -> None:
    hands = {**HANDS, 1: ["attack-8", "attack-6", ZAP]}
    driver = game({0: "wrack"}, hands=hands)
    answers = checked_play(driver, {**TORTURE, "cosmic-zap": ZAP}, until=first_challenge)
    assert not answers.asked("wrack-deal") and log(driver, "zapped")


def test_below_three_home_bases_wrack_has_no_power() -> None:
    driver = game({0: "wrack"}, hands=HANDS, planets=powerless(0))
    answers = checked_play(driver, TORTURE, until=first_challenge)
    assert not answers.asked("wrack-use")


def test_super_wrack_may_stop_and_fight() -> None:
    hands = {**HANDS, 0: ["attack-20", "attack-4", "flare-wrack"]}
    driver = game({0: "wrack"}, hands=hands)
    answers = checked_play(
        driver,
        {**TORTURE, "play-card": {0: ["flare-wrack", "pass"]}, "wrack-answer": "reject",
         "wrack-stop": ["go-on", "stop"], "wrack-torment": "B2"},
        until=first_challenge,
    )  # fmt: skip
    assert len(log(driver, "torment")) == 1 and len(answers.asked("wrack-stop")) == 2
    assert answers.asked("challenge-card")


def test_wild_wrack_charges_a_power_fee() -> None:
    hands = {**HANDS, 2: ["attack-5", "flare-wrack"]}
    driver = game({0: "wrack"}, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**TORTURE, "play-card": {2: ["flare-wrack", "pass"]}, "power-fee": "pay",
         "wrack-answer": "accept", "deal-base": "B3", "deal-base-token": "A3"},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "wild-wrack") == [{"seat": 2, "player": 0}]
    assert log(driver, "power-fee") == [{"seat": 0}]
    assert s.warp[0] == 1 and s.outcomes == {"deal": 1}


def test_refusing_the_fee_loses_the_power() -> None:
    hands = {**HANDS, 2: ["attack-5", "flare-wrack"]}
    driver = game({0: "wrack"}, hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {**TORTURE, "play-card": {2: ["flare-wrack", "pass"]}, "power-fee": "refuse"},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    assert log(driver, "power-fee-refused") == [{"seat": 0, "power": "wrack"}]
    assert not answers.asked("wrack-deal") and s.challenge is not None and 0 in s.challenge.zapped


def test_seed_002_no_tortured_token_comes_from_a_prison_and_fees_go_to_the_warp() -> None:
    # WRACK [EM]: "May NOT take opponent's tokens from any Prisons when torturing"; Flares: "Wild
    # Wrack 'power fee' tokens go to Warp", in a capture challenge too.
    from ..variants.prisoners_support import game as prisoners_game
    from ..variants.prisoners_support import held

    hands = {**HANDS, 2: ["attack-5", "flare-wrack"]}
    driver = prisoners_game({0: "wrack"}, jail={"2": [0, 2, 0]}, hands=hands,
                            planets={"B1": [0, 2, 0]})  # fmt: skip
    s = state(driver)
    answers = checked_play(
        driver,
        {**TORTURE, "play-card": {2: ["flare-wrack", "pass"]}, "power-fee": "pay",
         "wrack-answer": "reject", "wrack-torment": "B2"},
        until=first_challenge,
    )  # fmt: skip
    assert "capture" in s.main_type or log(driver, "capture-challenge")
    keys = {k for d in answers.asked("wrack-torment") for k in d.options}
    assert keys <= {"challenge", "B1", "B2", "B3", "B4", "B5", "card"}  # no prison
    assert held(driver)[2][1] == 2  # the imprisoned tokens untouched
    assert log(driver, "power-fee") == [{"seat": 0}]
    assert s.warp[0] == 1  # the fee went to the Warp, not to a prison


def test_the_power_names_its_source() -> None:
    assert Wrack.name == "wrack" and "C-434" in Wrack.source
    assert Wrack.flare is not None and Wrack.flare.wild and Wrack.flare.super_


def test_a_tortured_edict_goes_to_the_discard_pile_where_vulch_salvages_it() -> None:
    # Wrack's torture discards a random card of the victim's: a discard like any other, so Vulch
    # (seat 2) picks up the Edict among them (C-450). Two tortures take both of B's cards.
    hands = {**HANDS, 1: ["attack-8", "edict-quash"]}
    driver = game({0: "wrack", 2: "vulch"}, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**TORTURE, "wrack-answer": "reject", "wrack-torment": "card"},
        until=first_challenge,
    )
    assert sorted(e["card"] for e in log(driver, "torment")) == ["attack-8", "edict-quash"]
    assert log(driver, "vulch-salvages") == [{"seat": 2, "from": 1, "cards": ["edict-quash"]}]
    assert "edict-quash" in s.players[2].hand and "attack-8" in s.discard
