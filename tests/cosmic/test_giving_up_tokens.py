"""Tokens given up, named in one answer (C-602): a form whose verb is "give up", with one
suggestion; its refusals and words; one token, or a single base, asks as before. The Plague (a
player loses three tokens at the start of a challenge) takes them."""

from __future__ import annotations

from hyperspace.cosmic import tokens
from hyperspace.cosmic.commitment import CommitForm
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import CosmicWords
from hyperspace.engine import Driver
from hyperspace.engine.decision import Decision

from .edicts.support import game, run
from .support import pending_kind, state

PLAGUE = "edict-plague"
HANDS = {0: ["attack-7", PLAGUE], 1: ["attack-6"], 2: ["attack-5"]}
ON_B = {"play-card": {0: PLAGUE}, "plague-target": "player:1"}
# Seat 1 keeps five on B2 and three on B3 (four on each other home planet).
PLANETS = {"B2": [0, 5, 0], "B3": [0, 3, 0]}


def plagued(**setup: object) -> tuple[Driver, Decision]:
    """Seat 0 plagues seat 1; the game stopped at seat 1's tokens to give up."""
    driver = game(**{"planets": PLANETS, "hands": HANDS, **setup})
    run(driver, ON_B, until=pending_kind("give-up-token"))
    return driver, driver.pending[0]


def test_three_tokens_are_one_decision_with_a_form() -> None:
    _, decision = plagued()
    assert decision.seat == 1 and decision.prompt == "Give up 3 tokens (Plague) from:"
    form = decision.form
    assert isinstance(form, CommitForm)
    described = form.describe()
    assert (described["least"], described["most"], described["verb"]) == (3, 3, "give up")
    fields = {f["unit"]: f["max"] for f in described["fields"]}
    assert fields == {"B1": 4, "B2": 5, "B3": 3, "B4": 4, "B5": 4}  # a base may be emptied
    # The one suggestion: each token from the base holding most, the first on a tie.
    assert decision.options == ["B1+2B2"]


def test_the_answer_takes_exactly_the_tokens_it_names() -> None:
    driver, _ = plagued()
    run(driver, {"give-up-token": "3B3"}, until=pending_kind("cone"))
    s = state(driver)
    assert s.warp == [0, 3, 0]
    assert [s.planets[1][i][1] for i in range(5)] == [4, 5, 0, 4, 4]  # B3 emptied


def test_a_wrong_number_or_base_is_refused_in_words() -> None:
    _, decision = plagued()
    assert decision.refusal("2B2") == "that is 2 tokens: give up 3 tokens"
    assert decision.refusal("4B3") == "your planet 3 has only 3 tokens you may take, not 4"
    assert decision.refusal("A1+2B2") == "'A1' is not a place you may take a token from now"
    assert decision.refusal("B1+B4+B5") is None


def test_the_suggestion_reads_as_tokens_lost() -> None:
    driver, decision = plagued()
    label = CosmicWords().option(decision, decision.options[0], view(state(driver), 1))
    assert label == (
        "lose 3 tokens: one from your planet 1 (you have 4 there) and two from your planet 2 (you"
        " have 5 there)"
    )


def test_a_single_base_gives_them_all_without_a_question() -> None:
    # Seat 1's twenty tokens: eighteen on B1, two in the Warp.
    empty = {f"B{i}": [0, 0, 0] for i in range(2, 6)}
    driver = game(planets={"B1": [0, 18, 0], **empty}, warp=[0, 2, 0], hands=HANDS)
    answers = run(driver, ON_B, until=pending_kind("cone"))
    assert answers.asked("give-up-token") == []
    assert state(driver).planets[1][0][1] == 15


def test_one_token_is_a_plain_choice_of_base() -> None:
    s = state(game(planets=PLANETS, hands=HANDS))
    form = tokens.giving_form(s, [1], 1, (1, 1))  # one token, not from B2
    assert [source.unit for source in form.sources] == ["B1", "B3", "B4", "B5"]
    assert form.most == 1
