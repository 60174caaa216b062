"""The Prisoners variant (seed 002): one test per rule and ruling it relies on."""

from __future__ import annotations

import io
import random
import sys
from typing import Any

import pytest
from rich.console import Console

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.cosmic import COSMIC, cards
from hyperspace.cosmic.scenario import snapshot
from hyperspace.cosmic.state import TOKENS
from hyperspace.cosmic.variants.prisoners.prison import (
    CAPTURE_CARD,
    capture_card_colour,
    coloured_capture_card,
)
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Driver, RefusedAnswer, replay
from hyperspace.sim import simulate
from hyperspace.sim.runner import cosmic_options

from ..powers.support import checked_play
from ..support import (
    Answers,
    challenges_done,
    new_game,
    pending_kind,
    play,
    state,
    typed_at_terminal,
)
from .prisoners_support import (
    DEFENSIVE_ALLY,
    LOSING,
    OFFENSIVE_ALLY,
    PLAIN,
    TWO,
    WINNING,
    capture,
    first_challenge,
    game,
    held,
    log,
)

# -- set-up and the Capture Challenge cards (AMB-P02, AMB-P03) -------------------------------------


def test_capture_cards_one_per_colour_by_default() -> None:
    # AMB-P02: by default one Capture Challenge card per colour in play.
    s = state(new_game(0, players=4, variants=("prisoners",)))
    assert s.destiny.count(-2) + s.destiny_discard.count(-2) == 4
    assert all(s.token_total(c) == TOKENS for c in range(4))


def test_capture_card_count_configurable() -> None:
    s = state(new_game(0, variants=("prisoners",), prisoners_capture_cards=7))
    assert s.destiny.count(-2) + s.destiny_discard.count(-2) == 7
    with pytest.raises(ValueError, match="prisoners_capture_cards"):
        new_game(0, variants=("prisoners",), prisoners_capture_cards=-1)


def test_capture_card_makes_a_capture_challenge_and_flips_again() -> None:
    # AMB-P03: the card is colourless; the next card names the defense.
    driver = game(hands=WINNING)
    checked_play(driver, {}, until=pending_kind("cone"))
    s = state(driver)
    assert capture(s)
    assert s.challenge is not None and s.challenge.defense == 1
    assert log(driver, "destiny") == [{"colour": 1}]
    assert s.features["capture_challenges"] == 1


def test_two_capture_cards_in_a_row_stay_one_capture_challenge() -> None:
    driver = game(destiny=("capture", "capture", 1, 2, 0), hands=WINNING)
    checked_play(driver, {}, until=pending_kind("cone"))
    s = state(driver)
    assert capture(s) and s.features["capture_challenges"] == 1
    assert len(log(driver, "capture-challenge")) == 2


def test_coloured_capture_cards_take_the_colours_in_seat_order() -> None:
    # C-118 (AMB-P03's option): one per colour by default; more cards go round the seats again.
    s = state(new_game(0, players=4, variants=("prisoners",), prisoners_capture_coloured=True))
    pile = s.destiny + s.destiny_discard
    assert sorted(c for c in pile if c < 0) == [coloured_capture_card(c) for c in (3, 2, 1, 0)]
    assert CAPTURE_CARD not in pile
    s = state(
        new_game(
            0, players=3, variants=("prisoners",), prisoners_capture_coloured=True,
            prisoners_capture_cards=5,
        )
    )  # fmt: skip
    colours = [capture_card_colour(c) for c in s.destiny + s.destiny_discard if c < 0]
    assert None not in colours and sorted(c for c in colours if c is not None) == [0, 0, 1, 1, 2]


def test_coloured_capture_card_names_the_defense_without_a_second_flip() -> None:
    # AMB-P03's option: "v1.1 cards carry the colour themselves".
    driver = game(destiny=("capture:2", 1, 0), hands=WINNING,
                  config={"prisoners_capture_coloured": True})  # fmt: skip
    checked_play(driver, {}, until=pending_kind("cone"))
    s = state(driver)
    assert capture(s) and s.challenge is not None and s.challenge.defense == 2
    assert log(driver, "destiny") == [{"colour": 2}]
    assert s.destiny[-1] == 1  # the next Star Disc was not flipped
    assert s.features["capture_challenges"] == 1


def test_coloured_capture_card_of_the_offense_colour_lets_him_flip_again() -> None:
    # C-118: his own colour on a Capture card is his own colour: flip again, still a capture.
    driver = game(destiny=("capture:0", 1, 2), hands=WINNING,
                  config={"prisoners_capture_coloured": True})  # fmt: skip
    play(driver, Answers({"own-colour": "flip-again"}), until=pending_kind("cone"))
    s = state(driver)
    assert capture(s) and s.challenge is not None and s.challenge.defense == 1


def test_scenario_destiny_cards_are_checked() -> None:
    with pytest.raises(ValueError, match="capture:<seat>"):
        game(destiny=("capture:7", 1))
    with pytest.raises(ValueError, match="not a seat"):
        game(destiny=("captured", 1))


def test_plain_challenge_sends_losers_to_the_warp() -> None:
    driver = game(destiny=PLAIN, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert s.warp == [0, 4, 0] and held(driver) == [[0] * 3] * 3


# -- imprisonment (seed 002 item 1, AMB-P05(a), rule 4) --------------------------------------------


def test_offense_wins_imprisons_defending_tokens_and_defensive_allies() -> None:
    driver = game(hands=WINNING)
    checked_play(driver, DEFENSIVE_ALLY, until=first_challenge)
    s = state(driver)
    assert s.warp == [0, 0, 0]
    assert held(driver)[0] == [0, 4, 1]  # the defense's 4 and the defensive ally's 1
    assert s.features["prisoners_taken"] == 5


def test_defense_wins_imprisons_the_cone_allies_included() -> None:
    driver = game(hands=LOSING)
    checked_play(driver, {**TWO, **OFFENSIVE_ALLY}, until=first_challenge)
    s = state(driver)
    assert s.warp == [0, 0, 0]
    assert held(driver)[1] == [2, 0, 1]


def test_consolation_counts_imprisoned_tokens() -> None:
    # Amendments (consolation, §3b): the tokens lost wherever they went.
    hands = {0: ["attack-20", *["attack-8"] * 6], 1: ["compromise"], 2: []}
    driver = game(hands=hands)
    checked_play(driver, {"challenge-card": {0: "attack-20"}}, until=first_challenge)
    assert held(driver)[0][1] == 4
    assert log(driver, "consolation")[0]["cards"] == 4


def test_plague_losses_still_go_to_the_warp() -> None:
    # Seed 002: tokens lost to Edicts such as the Plague go to the Warp.
    hands = {0: ["attack-20", "edict-plague"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game(hands=hands)
    answers = {"play-card": {0: ["edict-plague", "pass"]}, "plague-target": "player:2"}
    checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert s.warp == [0, 0, 3]
    assert held(driver)[0] == [0, 4, 0]


def test_failed_deal_imprisons_three_each_by_the_opponent() -> None:
    # AMB-P05(b): three tokens each, imprisoned by the opponent wherever they come from.
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game(hands=hands)
    checked_play(driver, {"deal-propose": "pass"}, until=first_challenge)
    s = state(driver)
    assert s.warp == [0, 0, 0]
    assert held(driver)[0][1] == 3 and held(driver)[1][0] == 3


def test_view_shows_prisons_to_everybody() -> None:
    driver = game(hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    seen = view(state(driver), None)
    assert seen["variants"]["prisoners"]["prisons"]["0"] == {"1": 4}


# -- own prisoners returned (AMB-P10) and the rescue rule (AMB-P11) --------------------------------

JAIL = {"1": [2, 0, 0]}  # seat 1 holds two of seat 0's tokens
JAIL_PLANETS = {"A1": [2, 0, 0]}


def test_rescue_is_offered_only_with_the_option() -> None:
    driver = game(destiny=PLAIN, jail=JAIL, planets=JAIL_PLANETS, hands=WINNING)
    answers = checked_play(driver, {}, until=first_challenge)
    assert not answers.asked("regroup")
    driver = game(
        destiny=PLAIN, jail=JAIL, planets=JAIL_PLANETS, hands=WINNING,
        config={"prisoners_rescue": True},
    )  # fmt: skip
    answers = checked_play(driver, {"regroup": "rescue:1:A2"}, until=first_challenge)
    assert "rescue:1:A1" in answers.asked("regroup")[0].options
    s = state(driver)
    assert held(driver)[1] == [1, 0, 0] and s.tokens_on((0, 1), 0) == 5


def test_received_own_prisoners_go_to_a_base() -> None:
    # AMB-P10, through an exchange: seat 0 gets his own token back, to a base he picks.
    driver = game(jail={"1": [2, 0, 0], "0": [0, 1, 0]}, planets={"A1": [2, 0, 0], "B1": [0, 3, 0]},
                  hands=WINNING)  # fmt: skip
    answers = {
        "prisoners-exchange": {1: "give:1p0/get:1p1"},
        "prisoners-exchange-answer": "accept",
        "return-token": {0: "A3", 1: "B2"},
    }
    checked_play(driver, answers, until=pending_kind("cone"))
    s = state(driver)
    assert held(driver)[1] == [1, 0, 0] and held(driver)[0] == [0, 0, 0]
    assert s.tokens_on((0, 2), 0) == 5 and s.tokens_on((1, 1), 1) == 5


# -- the prisoner exchange (AMB-P04 / AMB-G08 amended, AMB-P08, AMB-P09) ---------------------------

MUTUAL = {"1": [2, 0, 1], "0": [0, 1, 0]}
MUTUAL_PLANETS = {"A1": [2, 0, 0], "B1": [0, 3, 0], "C1": [0, 0, 3]}


def test_no_exchange_without_each_others_tokens() -> None:
    driver = game(destiny=PLAIN, jail={"2": [2, 0, 0]}, planets=JAIL_PLANETS, hands=WINNING)
    answers = checked_play(driver, {}, until=first_challenge)
    assert not answers.asked("prisoners-exchange")


def test_defense_proposes_first_then_offense_at_most_two() -> None:
    driver = game(destiny=PLAIN, jail=MUTUAL, planets=MUTUAL_PLANETS, hands=WINNING)
    answers = checked_play(
        driver,
        {"prisoners-exchange": {1: "give:1p0/get:1p1", 0: "give:1p1/get:2p0"},
         "prisoners-exchange-answer": "reject"},
        until=pending_kind("cone"),
    )  # fmt: skip
    asked = answers.asked("prisoners-exchange")
    assert [d.seat for d in asked] == [1, 0]
    assert [d.seat for d in answers.asked("prisoners-exchange-answer")] == [0, 1]
    # each answer is asked in words, with the proposal and who made it
    assert [(d.prompt, d.context) for d in answers.asked("prisoners-exchange-answer")] == [
        ("Accept this prisoner exchange?", {"proposal": "give:1p0/get:1p1", "from": 1}),
        ("Accept this prisoner exchange?", {"proposal": "give:1p1/get:2p0", "from": 0}),
    ]
    s = state(driver)
    assert held(driver) == [[0, 1, 0], [2, 0, 1], [0, 0, 0]]  # nothing changed, no penalty
    assert s.features["exchanges"] == 1 and s.features["exchanges_agreed"] == 0


def test_exchange_before_the_destiny_window() -> None:
    # "immediately after the destiny color is determined" (AMB-P04 amended)
    driver = game(destiny=PLAIN, jail=MUTUAL, planets=MUTUAL_PLANETS, hands=WINNING)
    checked_play(driver, {}, until=pending_kind("prisoners-exchange"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.defense == 1 and s.challenge.planet is None


def test_the_options_are_pass_and_suggestions_the_form_takes_the_rest() -> None:
    # AMB-P08 second amendment: a proposal is an answer with structure; "pass" and a few
    # suggestions are listed, every one of them legal; AMB-P09: third colours may be traded.
    driver = game(destiny=PLAIN, jail=MUTUAL, planets=MUTUAL_PLANETS, hands=WINNING)
    checked_play(driver, {}, until=pending_kind("prisoners-exchange"))
    decision = driver.pending[0]
    assert decision.seat == 1 and decision.options[0] == "pass" and decision.form is not None
    assert all(decision.refusal(key) is None for key in decision.options)
    assert "give:1p2/get:nothing" in decision.options and "give:2p0/get:1p1" in decision.options
    fields = {f["name"]: f["max"] for f in decision.to_dict()["form"]["fields"]}
    assert fields == {"give.p0": 2, "give.p2": 1, "give.c": 1, "get.p1": 1, "get.c": 1}


# Seat 1 (the defense, proposing first) holds two of A's tokens and three of C's; seat 0 (the
# offense) holds two of B's and one of C's. A has four cards, B two.
BIG_JAIL = {"1": [2, 0, 3], "0": [0, 2, 1]}
BIG_PLANETS = {"A1": [2, 0, 0], "B1": [0, 2, 0], "C1": [0, 0, 0]}
BIG_HANDS = {0: ["attack-20", "attack-9", "attack-8", "attack-7"], 1: ["attack-4", "attack-6"],
             2: ["attack-5"]}  # fmt: skip


def exchange_game(lucre: bool = False) -> Driver:
    extra: dict[str, Any] = {"lucre": [4, 1, 0], "config": {"lucre": True}} if lucre else {}
    driver = game(destiny=PLAIN, jail=BIG_JAIL, planets=BIG_PLANETS, hands=BIG_HANDS, **extra)
    checked_play(driver, {}, until=pending_kind("prisoners-exchange"))
    assert driver.pending[0].seat == 1
    return driver


def accepted(driver: Driver, proposal: str) -> None:
    checked_play(
        driver,
        {"prisoners-exchange": {1: proposal}, "prisoners-exchange-answer": "accept",
         "return-token": {0: "2A3", 1: "2B2"}},  # two own tokens come back: on A3, on B2
        until=pending_kind("cone"),
    )  # fmt: skip
    assert state(driver).features["exchanges_agreed"] == 1


def test_two_prisoners_for_three_cards() -> None:
    # Seed 002: "I'll give you two red prisoners for three cards" is a legal proposal (C-110's
    # bound of two cards refused it).
    driver = exchange_game()
    accepted(driver, "give:2p2/get:3c")
    s = state(driver)
    assert held(driver) == [[0, 2, 3], [2, 0, 1], [0, 0, 0]]
    assert len(s.players[0].hand) == 1 and len(s.players[1].hand) == 5


def test_several_colours_each_way() -> None:
    # AMB-P08 second amendment: any prisoners, of any colours and in any numbers, each way. A's
    # own tokens go back to a base of his (AMB-P10).
    driver = exchange_game()
    accepted(driver, "give:2p0+3p2/get:2p1+1p2")
    s = state(driver)
    assert held(driver) == [[0, 0, 3], [0, 0, 1], [0, 0, 0]]
    assert s.tokens_on((0, 2), 0) == 6 and s.tokens_on((1, 1), 1) == 6
    # Each hand-over is told, to its owner or into the receiver's prison (a survivor of the
    # seed-21 mutation sample renamed the entry's "to").
    seen = view(s, 2)
    assert [WORDS.entry(e, seen) for e in seen["log"] if e["kind"] == "prisoners-moved"] == [
        "B returns 2 tokens to A (prisoner exchange).",
        "B hands 3 tokens of C over to A's prison (prisoner exchange).",
        "A returns 2 tokens to B (prisoner exchange).",
        "A hands 1 token of C over to B's prison (prisoner exchange).",
    ]


def test_lucre_and_cards_in_an_exchange() -> None:
    # Seed 002: "two Lucre and a yellow prisoner for two green prisoners and a card", here with
    # more Lucre than C-110 allowed: the offense gives three Lucre, a prisoner and a card.
    driver = exchange_game(lucre=True)
    accepted(driver, "give:1p2/get:3L+2p1+1c")
    s = state(driver)
    assert held(driver) == [[0, 0, 2], [2, 0, 2], [0, 0, 0]]
    assert [p.lucre for p in s.players] == [4 + 1 - 3, 1 + 3, 0]
    assert len(s.players[0].hand) == 3 and len(s.players[1].hand) == 3
    assert s.tokens_on((1, 1), 1) == 6


@pytest.mark.parametrize(
    ("proposal", "reason"),
    [
        ("give:attack-12/get:2p1",  # seed 002's first illegal example
         "'attack-12' names a specific card: a proposal may only say how many cards"),
        ("give:4P/get:3c",  # seed 002's second: the prisoners are not specified
         "say which prisoners: how many of each colour (for example 2p1), not just how many"),
        ("give:4p/get:3c", "'4p' does not say whose prisoners (write e.g. 4p1)"),
        ("give:2c/get:1c", "at least one prisoner must be exchanged"),
        ("give:4p2/get:nothing", "prisoners of C's colour: you can give at most 3, not 4"),
        ("give:1p2/get:3p1", "prisoners of B's colour: A can give at most 2, not 3"),
        ("give:1p2/get:5c", "cards drawn at random: A can give at most 4, not 5"),
        ("give:1p1/get:nothing", "you hold no prisoners of B's colour"),
        ("give:1p7/get:nothing", "'p7': there is no colour 7 (colours are seats 0 to 2)"),
        ("give:1p2+1L/get:nothing", "Lucre is not in play in this game"),
        ("give:1p2/get:base", "bases are not traded in a prisoner exchange (only prisoners, "
                              "cards and Lucre)"),
        ("give:1p2+1p2/get:nothing", "'1p2' repeats an item already named on the same side"),
        ("take:1p2", "'take:1p2' is not a proposal: write give:<terms>/get:<terms>"),
        ("give:1x/get:nothing",
         "'1x' is not an item: write <n>p<colour>, <n>c, <n>L, base, <n>W or <n>P"),
    ],
)  # fmt: skip
def test_illegal_proposals_are_refused_with_the_reason(proposal: str, reason: str) -> None:
    driver = exchange_game()
    s = state(driver)
    before = (snapshot(s), view(s, 0), view(s, 1), list(driver.record.decisions), driver.seq)
    with pytest.raises(RefusedAnswer) as refused:
        driver.submit(1, proposal)
    assert str(refused.value) == reason
    assert (snapshot(s), view(s, 0), view(s, 1), driver.record.decisions, driver.seq) == before
    assert driver.pending[0].kind == "prisoners-exchange"


def test_a_game_with_structured_answers_replays_exactly() -> None:
    driver = exchange_game(lucre=True)
    accepted(driver, "give:1p2/get:3L+2p1+1c")
    play(driver, {}, until=first_challenge)
    again = replay(COSMIC, driver.record)
    assert again.record.decisions == driver.record.decisions
    assert "give:1p2/get:3L+2p1+1c" in [k for _, k in again.record.decisions]
    for seat in (None, 0, 1, 2):
        assert view(state(again), seat) == view(state(driver), seat)


def test_accepted_exchange_with_random_cards_and_lucre() -> None:
    driver = game(
        destiny=PLAIN, jail=MUTUAL, planets=MUTUAL_PLANETS, lucre=[3, 3, 3],
        hands={0: ["attack-20", "attack-9"], 1: ["attack-4", "compromise"], 2: ["attack-5"]},
        config={"lucre": True},
    )  # fmt: skip
    answers = {
        "prisoners-exchange": {1: "give:1p2+1c/get:1p1+2L"},
        "prisoners-exchange-answer": "accept",
        "challenge-card": {0: "attack-20"},
    }
    checked_play(driver, answers, until=pending_kind("cone"))
    s = state(driver)
    assert held(driver)[0] == [0, 0, 1]  # seat 2's token now in seat 0's prison
    assert held(driver)[1] == [2, 0, 0]
    assert s.players[0].lucre == 3 + 1 - 2 and s.players[1].lucre == 3 + 2
    assert len(s.players[0].hand) == 3 and len(s.players[1].hand) == 1
    assert s.features["exchanges_agreed"] == 1
    # The proposal was seen by the two main players only.
    entry = next(e for e in s.log if e.kind == "exchange-proposal")
    assert set(entry.private or {}) == {0, 1}
    third = view(s, 2)
    assert all("1p2" not in str(e) for e in third["log"])
    assert any("1p2" in str(e) for e in view(s, 0)["log"])


def test_secondary_challenge_of_the_same_type() -> None:
    # AMB-P21, AMB-P22: the Wild Warrior's challenge is a capture challenge after one.
    hands = {0: ["attack-20", "attack-15"], 1: ["attack-4", "attack-6", "flare-warrior"], 2: []}
    driver = game(hands=hands)
    answers = Answers(
        {
            "play-card": {1: ["flare-warrior", "pass"]},
            "cone": ["B1", "A1"],
            "challenge-card": {0: ["attack-20", "attack-15"], 1: "attack-6"},
        }
    )
    checked_play(driver, answers, until=lambda d: state(d).challenges == 2 and capture(state(d)))
    s = state(driver)
    assert s.challenge is not None and s.challenge.number == 0 and capture(s)
    # Its losses are imprisoned: the Warrior's token in the Cone goes to seat 0's prison.
    checked_play(driver, answers, until=challenges_done(2))
    assert held(driver)[0] == [0, 5, 0] and state(driver).warp == [0, 0, 0]


# -- prisoners in deals (seed 002; C-111) ---------------------------------------------------------


def test_prisoners_traded_in_a_deal() -> None:
    # Seat 1 gives seat 0 his own token back (to a base, AMB-P10) and seat 2's (imprisoned).
    hands = {0: ["compromise", "attack-9"], 1: ["compromise", "attack-4"], 2: []}
    driver = game(destiny=PLAIN, jail=MUTUAL, planets=MUTUAL_PLANETS, hands=hands)
    answers = {
        "prisoners-exchange": "pass",
        "deal-propose": {0: "give:0c/get:0c+2P"},
        "deal-answer": "accept",
        "prisoners-deal-give": ["colour:0", "colour:2"],
        "return-token": {0: "A4"},
    }
    seen = checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert s.challenge is None and held(driver)[1] == [1, 0, 0] and held(driver)[0] == [0, 1, 1]
    assert s.tokens_on((0, 3), 0) == 5
    propose = seen.asked("deal-propose")[0]  # any number, up to what the giver holds (C-131)
    assert propose.refusal("give:nothing/get:3P") is None  # seat 1 holds 3
    assert propose.refusal("give:0c/get:0c+4P") == (
        "prisoners of the giver's choice: B can give at most 3, not 4"
    )
    assert propose.refusal("give:1P/get:nothing") is None  # seat 0 holds 1
    assert propose.refusal("give:2P/get:nothing") == (
        "prisoners of the giver's choice: you can give at most 1, not 2"
    )
    assert propose.refusal("give:1p2/get:nothing") == (
        "a deal names how many prisoners (for example 2P): the giver picks which"
    )


def test_no_prisoner_terms_without_prisoners() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: []}
    driver = game(destiny=PLAIN, hands=hands)
    seen = checked_play(driver, {"deal-propose": "pass"}, until=first_challenge)
    propose = seen.asked("deal-propose")[0]
    assert not any("P" in k for k in propose.options)
    assert propose.refusal("give:1P/get:nothing") == "A holds no prisoners to hand over"


# -- the Prisoner Rulings (AMB-P13..P20) ----------------------------------------------------------


def test_rulings_in_the_deck_configurable() -> None:
    # AMB-P20: shuffled into the main deck, the mix configurable.
    s = state(new_game(0, variants=("prisoners",)))
    everywhere = s.deck + [c for p in s.players for c in p.hand]
    assert sorted(c for c in everywhere if c.startswith("ruling-")) == sorted(
        f"ruling-{n}" for n in cards.PRISONER_RULINGS_MIX
    )
    s = state(new_game(0, variants=("prisoners",), prisoners_rulings=("deaths",)))
    assert [c for c in s.deck + [c for p in s.players for c in p.hand] if "ruling" in c] == [
        "ruling-deaths"
    ]
    with pytest.raises(ValueError, match="prisoners_rulings"):
        new_game(0, variants=("prisoners",), prisoners_rulings=("nothing",))
    assert cards.is_card_name("ruling-swap") and not cards.is_card_name("ruling-nothing")
    assert not cards.is_challenge_card("ruling-swap")


def ruling_hands(seat: int, *rulings: str) -> dict[int, list[str]]:
    hands = {k: list(v) for k, v in WINNING.items()}
    hands[seat] += [f"ruling-{r}" for r in rulings]
    return hands


def test_amnesty_at_the_start_of_own_challenge_frees_everybody() -> None:
    # AMB-P13: before the regroup; every prisoner to its owner's bases.
    jail = {"1": [2, 0, 1], "2": [1, 0, 0]}
    planets = {"A1": [1, 0, 0], "C1": [0, 0, 3]}
    driver = game(destiny=PLAIN, jail=jail, planets=planets, hands=ruling_hands(0, "amnesty"))
    answers = checked_play(
        driver, {"prisoners-ruling": {0: "ruling-amnesty"}}, until=pending_kind("cone")
    )
    s = state(driver)
    assert held(driver) == [[0, 0, 0]] * 3
    assert s.features["rulings_played"] == 1 and "ruling-amnesty" in s.discard
    assert answers.asked("prisoners-ruling")[0].context == {"moment": "start"}


def test_amnesty_only_for_the_offense() -> None:
    jail = {"0": [0, 2, 0]}
    driver = game(
        destiny=PLAIN, jail=jail, planets={"B1": [0, 2, 0]}, hands=ruling_hands(1, "amnesty")
    )
    answers = checked_play(driver, {}, until=first_challenge)
    assert not answers.asked("prisoners-ruling")


def test_jailbreak_frees_one_prison() -> None:
    jail = {"1": [2, 0, 1], "2": [1, 0, 0]}
    planets = {"A1": [1, 0, 0], "C1": [0, 0, 3]}
    driver = game(destiny=PLAIN, jail=jail, planets=planets, hands=ruling_hands(0, "jailbreak"))
    answers = {"prisoners-ruling": {0: "ruling-jailbreak"}, "prisoners-jailbreak": "player:1"}
    checked_play(driver, answers, until=pending_kind("cone"))
    assert held(driver) == [[0, 0, 0], [0, 0, 0], [1, 0, 0]]


def test_take_prisoners_makes_a_capture_challenge() -> None:
    # The capture challenge it makes is counted, as one a Capture card makes (a survivor of the
    # seed-21 mutation sample counted it down).
    driver = game(destiny=PLAIN, hands=ruling_hands(2, "take-prisoners"))
    checked_play(driver, {"prisoners-ruling": {2: "ruling-take-prisoners"}}, until=first_challenge)
    s = state(driver)
    assert held(driver)[0] == [0, 4, 0] and s.warp == [0, 0, 0]
    assert s.features["capture_challenges"] == 1


def test_victory_or_death_makes_it_regular_again_last_one_decides() -> None:
    # AMB-P15: Take Prisoners then Victory or Death: the last played decides.
    hands = ruling_hands(2, "victory-or-death")
    hands[1] = hands[1] + ["ruling-take-prisoners"]
    driver = game(destiny=PLAIN, hands=hands)
    answers = {
        "prisoners-ruling": {1: ["ruling-take-prisoners", "pass"], 2: "ruling-victory-or-death"}
    }
    checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert held(driver)[0] == [0, 0, 0] and s.warp == [0, 4, 0]
    assert [e["card"] for e in log(driver, "ruling")] == [
        "ruling-take-prisoners",
        "ruling-victory-or-death",
    ]


def test_victory_or_death_only_in_a_capture_challenge() -> None:
    driver = game(destiny=PLAIN, hands=ruling_hands(2, "victory-or-death"))
    answers = checked_play(driver, {}, until=first_challenge)
    assert not answers.asked("prisoners-ruling")


def test_commando_raid_frees_the_winners_tokens_only() -> None:
    # AMB-P16: any player, after a win; the winner and his allies get theirs back.
    hands = ruling_hands(2, "commando")
    planets = {"A1": [2, 0, 0], "C1": [0, 0, 3]}
    driver = game(destiny=PLAIN, jail={"1": [2, 0, 1]}, planets=planets, hands=hands)
    checked_play(driver, {"prisoners-ruling": {2: "ruling-commando"}}, until=first_challenge)
    assert held(driver)[1] == [0, 0, 1]  # seat 2 was no ally of the winner: his token stays


def test_commando_raid_not_after_a_deal() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5", "ruling-commando"]}
    driver = game(destiny=PLAIN, jail={"1": [2, 0, 0]}, planets={"A1": [2, 0, 0]}, hands=hands)
    answers = checked_play(
        driver, {"deal-propose": {0: "give:0c/get:0c+1P"}, "deal-answer": "accept"},
        until=first_challenge,
    )  # fmt: skip
    assert not answers.asked("prisoners-ruling")


def test_prison_deaths_one_of_each_colour_to_the_warp() -> None:
    # AMB-P19: one prisoner of each colour imprisoned anywhere, from prisons the player picks.
    jail = {"1": [2, 0, 1], "2": [1, 0, 0]}
    planets = {"A1": [1, 0, 0], "C1": [0, 0, 3]}
    driver = game(destiny=PLAIN, jail=jail, planets=planets, hands=ruling_hands(1, "deaths"))
    answers = {"prisoners-ruling": {1: "ruling-deaths"}, "prisoners-deaths": "prison:2"}
    seen = checked_play(driver, answers, until=pending_kind("cone"))
    s = state(driver)
    assert [d.context for d in seen.asked("prisoners-deaths")] == [{"colour": 0}]  # colour 2: one
    assert held(driver) == [[0, 0, 0], [2, 0, 0], [0, 0, 0]]
    assert s.warp == [1, 0, 1]


def test_prisoner_swap_between_challenges() -> None:
    # AMB-P14: one for one, any colours; own tokens received go to bases (AMB-P10).
    jail = {"1": [2, 0, 0], "2": [0, 1, 0]}
    planets = {"A1": [2, 0, 0], "B1": [0, 3, 0]}
    hands = ruling_hands(2, "swap")
    driver = game(destiny=PLAIN, jail=jail, planets=planets, hands=hands)
    answers = {
        "prisoners-ruling": {2: ["ruling-swap", "pass"]},
        "prisoners-swap": {2: ["swap:1/give:1p1/get:1p0", "done"], 1: "done", 0: "done"},
        "prisoners-swap-answer": "accept",
    }
    seen = checked_play(driver, answers, until=lambda d: state(d).challenges == 2)
    assert held(driver) == [[0, 0, 0], [1, 0, 0], [1, 0, 0]]
    assert seen.asked("prisoners-ruling")[0].context == {"moment": "between"}


SWAP_JAIL = {"1": [3, 0, 0], "2": [0, 3, 0]}
SWAP_PLANETS = {"A1": [1, 0, 0], "B1": [0, 1, 0]}


def swap_game() -> Driver:
    return game(destiny=PLAIN, jail=SWAP_JAIL, planets=SWAP_PLANETS, hands=ruling_hands(2, "swap"))


def test_swap_offers_any_number_of_swaps_at_once() -> None:
    # AMB-P14 second amendment: any number of one-for-one swaps to a holder in one offer.
    driver = swap_game()
    answers = {
        "prisoners-ruling": {2: ["ruling-swap", "pass"]},
        "prisoners-swap": {2: ["swap:1/give:2p1/get:2p0", "done"], 1: "done"},
        "prisoners-swap-answer": "accept",
        "return-token": "2B2",
    }
    checked_play(driver, answers, until=lambda d: state(d).challenges == 2)
    assert held(driver) == [[0, 0, 0], [1, 0, 0], [2, 1, 0]]
    assert state(driver).tokens_on((1, 1), 1) == 6


def test_swap_has_no_round_cap_and_ends_after_a_full_pass_without_offers() -> None:
    # AMB-P14 second amendment (C-115's three rounds are gone): offers in four rounds, all
    # refused; once a full pass goes by without an offer (seat 0, who cannot offer, seat 1 and
    # seat 2 after the last offer), the Swap ends.
    driver = swap_game()
    o1, o2, o3 = (f"swap:1/give:{k}p1/get:{k}p0" for k in (1, 2, 3))
    s1, s2 = (f"swap:2/give:{k}p0/get:{k}p1" for k in (1, 2))
    answers = {
        "prisoners-ruling": {2: ["ruling-swap", "pass"]},
        "prisoners-swap": {2: [o1, o2, "done", o3, "done"], 1: ["done", s1, s2, "done"]},
        "prisoners-swap-answer": "reject",
    }
    seen = checked_play(driver, answers, until=lambda d: state(d).challenges == 2)
    assert [e["offer"] for e in log(driver, "swap-offer")] == [o1, o2, s1, s2, o3]
    assert [(e["from"], e["to"], e["answer"]) for e in log(driver, "swap-offer")] == [
        (2, 1, "reject"), (2, 1, "reject"), (1, 2, "reject"), (1, 2, "reject"), (2, 1, "reject"),
    ]  # fmt: skip
    assert [(d.seat, d.prompt, d.context) for d in seen.asked("prisoners-swap-answer")] == [
        (1, "Accept this swap?", {"from": 2, "offer": o1}),
        (1, "Accept this swap?", {"from": 2, "offer": o2}),
        (2, "Accept this swap?", {"from": 1, "offer": s1}),
        (2, "Accept this swap?", {"from": 1, "offer": s2}),
        (1, "Accept this swap?", {"from": 2, "offer": o3}),
    ]
    assert [d.seat for d in seen.asked("prisoners-swap")] == [2, 1, 2, 1, 2, 1, 2, 1, 2]
    assert held(driver) == [[0, 0, 0], [3, 0, 0], [0, 3, 0]]


def test_a_refused_swap_offer_may_not_be_repeated() -> None:
    driver = swap_game()
    first = "swap:1/give:1p1/get:1p0"
    checked_play(
        driver,
        {"prisoners-ruling": {2: ["ruling-swap", "pass"]}, "prisoners-swap": {2: first, 1: "done"},
         "prisoners-swap-answer": "reject"},
        until=lambda d: len(log(d, "swap-offer")) == 1 and pending_kind("prisoners-swap")(d)
        and d.pending[0].seat == 2,
    )  # fmt: skip
    decision = driver.pending[0]
    assert first not in decision.options and "done" in decision.options
    before = (held(driver), list(driver.record.decisions))
    with pytest.raises(RefusedAnswer) as refused:
        driver.submit(2, first)
    assert str(refused.value) == (
        "this offer was already refused in this Swap; it may not be repeated"
    )
    assert (held(driver), driver.record.decisions) == before
    assert decision.refusal("swap:1/give:2p1/get:1p0") == (
        "swaps are one for one: this offer gives 2 prisoners for 1"
    )
    assert decision.refusal("swap:1/give:1c/get:1p0") == "a Prisoner Swap trades prisoners only"
    assert decision.refusal("swap:0/give:1p1/get:1p0") == "A holds no prisoners to swap"
    assert decision.refusal("swap:1/give:1p1/get:4p0") == (
        "B holds 3 prisoners of A's colour, not 4"
    )
    driver.submit(2, "swap:1/give:2p1/get:2p0")  # a different offer is fine


def test_rulings_are_not_edicts_card_zap_cannot_cancel_them() -> None:
    hands = ruling_hands(2, "take-prisoners")
    hands[1] = hands[1] + ["edict-card-zap", "flare-filch"]
    driver = game(destiny=PLAIN, hands=hands)
    seen = checked_play(
        driver, {"prisoners-ruling": {2: "ruling-take-prisoners"}}, until=first_challenge
    )
    assert not seen.asked("cancel-card")
    assert held(driver)[0] == [0, 4, 0]


# -- the seed's clarifications for the powers in play --------------------------------------------


def test_void_takes_prisoners_instead_of_eradicating() -> None:
    # Seed 002, VOID [EM]: in a capture challenge Void takes prisoners (C-113).
    driver = game({0: "void"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert held(driver)[0] == [0, 4, 0] and s.removed == [0, 0, 0]
    assert not log(driver, "eradicated")


def test_zombie_tokens_are_imprisoned() -> None:
    # AMB-P06, ZOMBIE [EM]: "Can be imprisoned"; Zombie does not save them.
    driver = game({1: "zombie"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    assert held(driver)[0] == [0, 4, 0]
    assert not log(driver, "zombie")


def test_healer_cannot_heal_prisoners() -> None:
    # HEALER [EM]: may not heal tokens that become prisoners.
    driver = game({2: "healer"}, hands=WINNING)
    answers = checked_play(driver, {}, until=first_challenge)
    assert held(driver)[0] == [0, 4, 0]
    assert not answers.asked("power:healer")


def test_fungus_does_not_adhere_in_a_capture_challenge() -> None:
    # FUNGUS [EM]: does not adhere to losers in a capture challenge; they are imprisoned.
    driver = game({0: "fungus"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    assert held(driver)[0] == [0, 4, 0]
    assert not log(driver, "adhered")


def test_vacuum_takes_no_catharsis_when_imprisoned() -> None:
    # VACUUM [EM] (AMB-P23): no catharsis when his tokens are imprisoned.
    driver = game({0: "vacuum"}, hands=LOSING)
    answers = checked_play(driver, TWO, until=first_challenge)
    assert held(driver)[1] == [2, 0, 0]
    assert not answers.asked("vacuum-victim")


def test_vacuum_victims_give_up_tokens_from_bases_never_prisoners() -> None:
    # AMB-P23: the victims select tokens from bases (and never from prisons).
    driver = game({0: "vacuum"}, destiny=PLAIN, jail={"2": [1, 0, 0]}, planets={"A1": [3, 0, 0]},
                  hands=LOSING)  # fmt: skip
    answers = checked_play(driver, {"vacuum-victim": ["player:2", "done"]}, until=first_challenge)
    s = state(driver)
    assert held(driver)[2] == [1, 0, 0] and s.warp == [1, 0, 1]
    assert all(o.startswith("C") for d in answers.asked("give-up-token") for o in d.options)


def test_macron_tokens_each_count_one_as_prisoners() -> None:
    # MACRON [EM], AMB-W03: a Macron token in prison counts as one token.
    driver = game({0: "macron"}, hands=LOSING)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert held(driver)[1] == [1, 0, 0] and s.token_total(0) == TOKENS
    assert view(s, None)["variants"]["prisoners"]["prisons"]["1"] == {"0": 1}


def test_wild_filch_cannot_steal_a_ruling() -> None:
    # FILCH [M]: Wild Filch may not steal Rulings as they are played (they are not Edicts).
    hands = ruling_hands(2, "take-prisoners")
    hands[1] = hands[1] + ["compromise", "flare-filch"]
    driver = game(destiny=PLAIN, hands=hands)
    seen = checked_play(
        driver,
        {"prisoners-ruling": {2: "ruling-take-prisoners"}, "challenge-card": {1: "attack-4"}},
        until=first_challenge,
    )
    assert not seen.asked("cancel-card") and "ruling-take-prisoners" in state(driver).discard


def test_wild_warrior_after_a_regular_challenge_is_regular() -> None:
    # WARRIOR [E], AMB-P21: the Wild Warrior challenge is of the type of the one before.
    hands = {0: ["attack-20", "attack-15"], 1: ["attack-4", "attack-6", "flare-warrior"], 2: []}
    driver = game(destiny=PLAIN, hands=hands)
    answers = {
        "play-card": {1: ["flare-warrior", "pass"]},
        "cone": ["B1", "A1"],
        "challenge-card": {0: ["attack-20", "attack-15"], 1: "attack-6"},
    }
    checked_play(driver, answers, until=lambda d: state(d).challenges == 2)
    s = state(driver)
    assert s.challenge is not None and s.challenge.number == 0 and not capture(s)


# -- the heuristic bot and whole games -------------------------------------------------------------


def bot_choice(driver: Driver) -> str:
    decision = driver.pending[0]
    seen = view(state(driver), decision.seat, since=None)
    return CosmicHeuristicBot().choose(decision, lambda: seen)


def test_bot_exchange_gets_its_own_tokens_back_fairly() -> None:
    driver = game(destiny=PLAIN, jail=MUTUAL, planets=MUTUAL_PLANETS, hands=WINNING)
    play(driver, {}, until=pending_kind("prisoners-exchange"))
    proposal = bot_choice(driver)  # seat 1 (the defense) proposes
    assert "1p1" in proposal.split("/get:")[1]  # its own token back
    assert bot_choice_answer(proposal, seat=0) == "accept"


def bot_choice_answer(proposal: str, seat: int) -> str:
    driver = game(destiny=PLAIN, jail=MUTUAL, planets=MUTUAL_PLANETS, hands=WINNING)
    play(
        driver,
        {"prisoners-exchange": {1: proposal}},
        until=pending_kind("prisoners-exchange-answer"),
    )
    return bot_choice(driver)


def test_bot_rejects_an_exchange_that_costs_it() -> None:
    assert bot_choice_answer("give:nothing/get:1p1", seat=0) == "reject"


def test_bot_rescues_at_regroup_and_plays_amnesty_when_it_pays() -> None:
    driver = game(destiny=PLAIN, jail=JAIL, planets=JAIL_PLANETS, hands=ruling_hands(0, "amnesty"),
                  config={"prisoners_rescue": True})  # fmt: skip
    play(driver, {}, until=pending_kind("prisoners-ruling"))
    assert bot_choice(driver) == "ruling-amnesty"
    play(driver, {"prisoners-ruling": "pass"}, until=pending_kind("regroup"))
    assert bot_choice(driver).startswith("rescue:1:")


@pytest.mark.parametrize("seed", [1, 2])
def test_whole_games_with_prisoners(seed: int) -> None:
    """Five-player games, heuristic and random bots, every power dealt: they end by the rules and
    capture challenges, exchanges and Rulings happen."""
    options = cosmic_options(5, variants=("prisoners",))
    bots = ["heuristic", "heuristic", "random", "heuristic", "random"]
    summary = simulate("cosmic", 5, 12, bots, seed, workers=1, max_rounds=2000, options=options)
    assert summary["capped"] == 0
    features = summary["features"]
    assert features["capture_challenges"]["total"] > 0
    assert features["prisoners_taken"]["total"] > 0
    assert features["exchanges"]["total"] > 0
    assert features["rulings_played"]["total"] > 0


# -- random play: conservation with prisons, with every combination of the other variants ---

COMBINATIONS = [
    ("prisoners",),
    ("kickers", "prisoners"),
    ("zodiac", "prisoners"),
    ("kickers", "zodiac", "prisoners"),
]


@pytest.mark.parametrize("variants", COMBINATIONS)
@pytest.mark.parametrize("seed", range(4))
def test_random_play_conserves_tokens_with_prisons(seed: int, variants: tuple[str, ...]) -> None:
    players = 3 + seed % 3
    config = {
        "players": players, "variants": variants, "max_challenges": 400,
        "prisoners_rescue": seed % 2 == 0, "lucre": seed == 1, "praw": seed == 2,
    }  # fmt: skip
    driver = new_game(seed, **config)
    s = state(driver)
    cards_at_start = s.card_total()
    rng = random.Random(seed)
    for _ in range(30_000):
        if driver.finished:
            break
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
        jail = held(driver)
        assert all(n >= 0 for prison in jail for n in prison)
        assert all(jail[h][h] == 0 for h in range(players))  # never one's own tokens
        assert all(s.token_total(c) == TOKENS for c in range(players))
        assert s.card_total() == cards_at_start
    assert driver.finished and s.over and not s.capped


def test_fungus_stack_stays_together_in_prison_then_follows_its_token() -> None:
    # FUNGUS [EM], AMB-P25: stacks do not break up in prison; each stack counts as one Fungus
    # token there. Freed (here by a Jailbreak), the token takes its stack back to a base.
    hands = {
        0: ["attack-10", "attack-20", "attack-9", "attack-7", "ruling-jailbreak"],
        1: ["attack-12"],
        2: [],
    }
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 3], planets={"C1": [0, 0, 1]})
    with_stack(driver, 0, "A2", 2, 3)
    answers = {
        "launch": ["A2"],
        "fungus-stacks": "1",
        "challenge-card": {0: ["attack-10", "attack-20"]},
    }
    checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert held(driver)[1] == [1, 0, 0]  # one Fungus token: the stack counts as one
    stack = s.players[0].power_data["stacks"]
    assert stack == [{"carrier": 0, "at": "prison:1", "from": None, "tokens": [0, 0, 3]}]
    assert s.warp == [0, 0, 0] and s.token_total(2) == TOKENS
    # Seat 0's next turn: Jailbreak on seat 1's prison; the token and its stack go to a base.
    more = {
        "prisoners-ruling": {0: ["ruling-jailbreak", "pass"]},
        "prisoners-jailbreak": "player:1",
        "return-token": {0: "A4"},
        "fungus-stack-place": "A4",
    }
    checked_play(driver, more, until=challenges_done(4))
    assert [e["card"] for e in log(driver, "ruling")] == ["ruling-jailbreak"]
    assert held(driver)[1][0] == 0
    # Out of prison with its token, still whole (the stack of one was captured meanwhile).
    places = [x["at"] for x in s.players[0].power_data["stacks"] if x["tokens"] == [0, 0, 3]]
    assert len(places) == 1 and places[0].startswith("A")
    assert not log(driver, "fungus-frees")


def with_stack(driver: Driver, seat: int, where: str, colour: int, count: int) -> None:
    """Fungus (``seat``) holds a stack of ``count`` tokens of ``colour`` taken from the Warp."""
    s = state(driver)
    s.warp[colour] -= count
    stack = [0] * s.config.players
    stack[colour] = count
    s.players[seat].power_data.setdefault("stacks", []).append(
        {"carrier": seat, "at": where, "from": None, "tokens": stack}
    )


def test_fungus_stack_moves_between_prisons_and_dies_with_its_token() -> None:
    # C-116: handed to another prison, the stack goes along; Prison Deaths sends it to the Warp.
    jail = {"1": [1, 0, 1], "2": [0, 1, 0]}
    planets = {"A1": [3, 0, 0], "B1": [0, 3, 0], "C1": [0, 0, 3]}
    hands = {0: ["attack-5"], 1: ["attack-4", "ruling-deaths"], 2: ["attack-20"]}
    driver = game({0: "fungus"}, destiny=PLAIN, jail=jail, planets=planets, hands=hands, offense=2)
    s = state(driver)
    s.players[0].power_data["stacks"] = [
        {"carrier": 0, "at": "prison:1", "from": None, "tokens": [0, 1, 0]}
    ]
    s.planets[1][1][1] -= 1  # the captive came from B2
    answers = {
        "prisoners-exchange": {1: "give:1p0/get:1p1"},
        "prisoners-exchange-answer": "accept",
    }
    play(driver, answers, until=pending_kind("cone"))
    assert s.players[0].power_data["stacks"][0]["at"] == "prison:2"
    assert held(driver) == [[0, 0, 0], [0, 0, 1], [1, 0, 0]]
    play(driver, {"prisoners-ruling": {1: "ruling-deaths"}}, until=first_challenge)
    assert s.players[0].power_data["stacks"] == []
    assert log(driver, "fungus-frees") == [{"seat": 0, "tokens": [0, 1, 0]}]
    assert all(s.token_total(c) == TOKENS for c in range(3))


# -- prisoners are out of reach of the Warp's rules (AMB-P10, AMB-P11, AMB-P12) ------------------


def test_imprisoned_tokens_are_never_rewards() -> None:
    # AMB-P11: a defensive ally with tokens in prison and none in the Warp can only draw cards.
    jail = {"0": [0, 0, 2]}
    driver = game(destiny=PLAIN, jail=jail, planets={"C1": [0, 0, 2]}, hands=LOSING)
    answers = checked_play(driver, DEFENSIVE_ALLY, until=first_challenge)
    assert [d.options for d in answers.asked("reward")] == []  # one option: the driver answers
    assert held(driver)[0] == [0, 0, 2]


def test_lucre_cannot_buy_prisoners_back() -> None:
    # AMB-P11: Lucre buys tokens back from the Warp only.
    jail = {"1": [2, 0, 0]}
    driver = game(
        destiny=PLAIN, jail=jail, planets={"A1": [2, 0, 0]}, hands=WINNING, lucre=[4, 4, 4],
        config={"lucre": True},
    )  # fmt: skip
    answers = checked_play(driver, {}, until=first_challenge)
    assert not answers.asked("lucre-buy-token")
    assert held(driver)[1] == [2, 0, 0]


def test_mobius_tubes_leave_prisoners_alone() -> None:
    # AMB-P12: Mobius Tubes free the Warp, not the prisons.
    hands = {0: ["attack-20", "edict-mobius-tubes"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game(destiny=PLAIN, jail={"1": [2, 0, 0]}, planets={"A1": [1, 0, 0]}, warp=[1, 0, 0],
                  hands=hands)  # fmt: skip
    checked_play(driver, {"play-card": {0: ["edict-mobius-tubes", "pass"]}}, until=first_challenge)
    s = state(driver)
    assert s.warp[0] == 0 and held(driver)[1] == [2, 0, 0]


def test_own_prisoners_with_no_base_go_to_the_warp() -> None:
    # AMB-P10: freed tokens of a player without a base go to the Warp (here by a Jailbreak).
    jail = {"0": [0, 2, 0]}
    planets = {f"B{i}": [0, 0, 0] for i in range(1, 6)}
    hands = ruling_hands(0, "jailbreak")
    driver = game(destiny=(2, 1, 0), jail=jail, planets=planets, warp=[0, 18, 0], hands=hands)
    checked_play(driver, {"prisoners-ruling": {0: "ruling-jailbreak"}}, until=pending_kind("cone"))
    assert state(driver).warp[1] == 20 and held(driver)[0] == [0, 0, 0]


def test_terminal_shows_prisons_capture_and_rulings() -> None:
    from hyperspace.cli_cosmic import Names, prisoners_lines
    from hyperspace.cosmic.wording import card_label

    driver = game(hands=WINNING, jail={"1": [2, 0, 0]}, planets={"A1": [2, 0, 0]})
    play(driver, {}, until=pending_kind("cone"))
    names = Names(["Ann", "Bob", "Cy"], colour=False)
    lines = prisoners_lines(view(state(driver), 2), names)
    assert lines[0] == "[bold]Prisons[/]: Bob holds 2 of Ann"
    assert "capture challenge" in lines[1]
    assert card_label("ruling-deaths") == "Ruling Prison Deaths"
    assert prisoners_lines(view(state(game(destiny=PLAIN)), None), names) == [
        "[bold]Prisons[/]: empty"
    ]


def test_karma_never_comes_from_prison() -> None:
    # AMB-P26 (with Zodiac): Karma is taken from bases only; prisoners stay where they are. The
    # Zodiac seed's Karma example: Taurus (A) beats Scorpio (B), who gains two Karma tokens.
    position = {
        "offense": 0,
        "destiny": list(PLAIN),
        "hands": {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]},
        "zodiac": {"cards": {0: "taurus", 1: "scorpio", 2: "leo"}, "karma": [2, 2, 2]},
        "prisoners": {"prisons": {"0": [0, 1, 0]}},
        "planets": {"B3": [0, 3, 0]},
    }
    driver = new_game(
        0, variants=("zodiac", "prisoners"), setup=position, prisoners_capture_cards=0
    )
    answers = checked_play(driver, {"cone": "B1", "launch": ["A2"]}, until=first_challenge)
    gains = answers.asked("zodiac-karma-gain")
    assert gains and all(o[0] == "B" and o[1].isdigit() for d in gains for o in d.options)
    assert held(driver)[0] == [0, 1, 0]


# -- Raid on Entebbe (AMB-P17, AMB-P18, C-117) ----------------------------------------------------

RAID_JAIL = {"1": [1, 0, 2]}  # seat 1 holds one of seat 0's tokens and two of seat 2's
RAID_PLANETS = {"A1": [3, 0, 0], "C1": [0, 0, 2]}


def raid_game(raider_card: str, defender_card: str, **setup: Any) -> Driver:
    hands = {
        0: ["attack-20", "attack-9"],
        1: ["attack-4", defender_card],
        2: [raider_card, "ruling-entebbe"],
    }
    return game(destiny=PLAIN, jail=RAID_JAIL, planets=RAID_PLANETS, hands=hands, **setup)


def raid_answers(**more: Any) -> dict[str, Any]:
    """The first challenge (seat 0 beats seat 1), then seat 2 raids seat 1's prison with two
    tokens; seat 1 defends with one (fresh lists each time: answers use them up)."""
    return {
        "prisoners-ruling": {2: "ruling-entebbe"},
        "launch": {0: ["A2"], 2: ["C2+C3"]},
        "prisoners-entebbe-target": "player:1",
        "prisoners-entebbe-defend": {1: ["B2"]},
        "challenge-card": {0: "attack-20"},
        **more,
    }


def raid_over(driver: Driver) -> bool:
    return pending_kind("second-challenge")(driver) or state(driver).challenges > 2


def test_raid_won_frees_the_raiders_and_imprisons_the_rest() -> None:
    # AMB-P18: the raider's own tokens back to bases; the defense's other prisoners and the
    # defensive end into the raider's prison; no base gained, no exchange, no Destiny.
    driver = raid_game("attack-20", "attack-3")
    answers = checked_play(driver, raid_answers(**{"return-token": {2: "2C4"}}), until=raid_over)
    s = state(driver)
    assert held(driver) == [[0, 0, 0], [0, 0, 0], [1, 1, 0]]
    assert s.tokens_on((2, 3), 2) == 6  # C4: 4 + the two freed
    assert s.tokens_on((2, 1), 2) == 4 and s.tokens_on((2, 2), 2) == 4  # the raiders went home
    assert len(log(driver, "prisoner-exchange")) == 1  # the first challenge's only
    assert log(driver, "destiny") == [{"colour": 1}]  # likewise
    assert [d.seat for d in answers.asked("launch")] == [0, 2]  # one commitment each
    assert log(driver, "raid") == [{"raider": 2, "defense": 1}]
    assert s.features["raids"] == 1
    # Play resumes where it stopped: seat 0 may challenge a second time.
    assert driver.pending[0].seat == 0 and s.offense == 0 and s.challenge is None


def test_raid_lost_the_defense_imprisons_the_cone() -> None:
    driver = raid_game("attack-1", "attack-12")
    checked_play(driver, raid_answers(), until=raid_over)
    s = state(driver)
    assert held(driver) == [[0, 0, 0], [1, 0, 4], [0, 0, 0]]
    assert s.tokens_on((1, 1), 1) == 4  # the defense's token went home
    assert s.warp == [0, 4, 0]  # the first challenge's defenders only


def test_raid_failed_deal_goes_to_the_warp() -> None:
    # AMB-P17: a failed deal's tokens go to the Warp, not to a prison.
    driver = raid_game("compromise", "compromise")
    answers = raid_answers(
        **{
            "challenge-card": {0: "attack-20", 1: ["attack-4", "compromise"]},
            "deal-propose": "pass",
        }
    )
    checked_play(driver, answers, until=raid_over)
    s = state(driver)
    # Three each to the Warp (seat 1's four of the first challenge were there already).
    assert s.warp == [0, 4 + 3, 3] and held(driver) == [[0, 0, 0], [1, 0, 2], [0, 0, 0]]


def test_bot_raids_the_prison_holding_its_tokens() -> None:
    driver = raid_game("attack-20", "attack-3")
    play(driver, raid_answers(), until=pending_kind("prisoners-ruling"))
    assert bot_choice(driver) == "ruling-entebbe"
    play(driver, raid_answers(), until=pending_kind("prisoners-entebbe-target"))
    assert bot_choice(driver) == "player:1"


def test_super_void_does_not_eradicate_in_a_capture_challenge() -> None:
    # VOID [EM] (Flares): Super Void does not eradicate tokens in a capture challenge.
    hands = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5", "flare-void"]}
    driver = game({2: "void"}, hands=hands)
    answers = {**OFFENSIVE_ALLY, "play-card": {2: ["flare-void", "pass"]}}
    seen = checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert any(k == "flare-void" for d, k in seen.seen if d.kind == "play-card")
    assert held(driver)[0] == [0, 4, 0] and s.removed == [0, 0, 0]


def test_the_terminal_takes_a_typed_proposal_and_says_why_one_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from hyperspace.cli_common import form_lines, read_answer
    from hyperspace.cosmic.wording import Say

    driver = exchange_game()
    decision = driver.pending[0]
    monkeypatch.setattr(sys, "stdin", io.StringIO("give:4p2/get:3c\ngive:2p2/get:3c\n"))
    out = io.StringIO()
    answer = read_answer(Console(file=out, width=200), decision)
    assert answer == "give:2p2/get:3c"
    assert "Not accepted: prisoners of C's colour: you can give at most 3, not 4." in out.getvalue()
    lines = form_lines(decision.to_dict()["form"])
    assert lines[0].startswith("Or type form to compose your own, field by field, or type it as")
    assert "give:<terms>/get:<terms>" in lines[0]
    assert "  give <n>p2: prisoners of C's colour, 0 to 3" in lines
    assert "  get <n>c: cards drawn at random, 0 to 4" in lines
    say = Say({"seat": 0, "players": [{"name": n} for n in "ABC"]})
    assert say.proposal(answer) == "you give 2 of C's tokens; you get 3 cards"


def test_the_terminal_composes_a_proposal_in_a_dialogue(monkeypatch: pytest.MonkeyPatch) -> None:
    # "form", then one number per field (blank: none); a number out of bounds is asked again.
    driver = exchange_game()
    decision = driver.pending[0]
    fields = decision.form.describe()["fields"] if decision.form is not None else []
    typed = ["form"]
    for field in fields:
        if field["name"] == "give.p2":
            typed += ["4", "2"]  # 4 of C's tokens: more than held, asked again
        else:
            typed.append("3" if field["name"] == "get.c" else "")
    answer, printed = typed_at_terminal(monkeypatch, decision, typed)
    assert "How many prisoners of C's colour do you give? (0 to 3)" in printed
    assert "Type a number from 0 to 3." in printed
    assert answer == "give:2p2/get:3c" and decision.refusal(answer) is None
