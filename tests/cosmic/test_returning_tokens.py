"""Tokens going back to bases, named in one answer (C-601): a placing form with one suggestion,
its refusals and its words; one place to go, or one token, asks as before; with no place to go the
tokens go to the Warp. Mobius Tubes (the offense frees every token in the Warp) brings them back."""

from __future__ import annotations

from hyperspace.cosmic import tokens
from hyperspace.cosmic.commitment import CommitForm
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import CosmicWords
from hyperspace.engine import Driver
from hyperspace.engine.decision import Decision, answering

from .edicts.support import game, run
from .support import pending_kind, state

TUBES = "edict-mobius-tubes"
HANDS = {0: ["attack-7", TUBES], 1: ["attack-6"], 2: ["attack-5"]}
FREE = {"play-card": {0: TUBES}}
# Seat 0 has four tokens in the Warp, three on A4 and one on A5 (four on each other home planet);
# seat 1 one in the Warp; seat 2 none.
PLANETS = {"A4": [3, 0, 0], "A5": [1, 0, 0], "B5": [0, 3, 0]}
WARP = [4, 1, 0]


def freeing(answers: dict[str, object] | None = None, **setup: object) -> tuple[Driver, Decision]:
    """Mobius Tubes played at the start; the game stopped at seat 0's return of his tokens."""
    position = {"planets": PLANETS, "warp": WARP, "hands": HANDS, **setup}
    driver = game(**position)
    run(driver, {**FREE, **(answers or {})}, until=pending_kind("return-token"))
    return driver, driver.pending[0]


def test_several_tokens_are_one_decision_with_a_placing_form() -> None:
    _, decision = freeing()
    assert decision.seat == 0 and decision.prompt == "Return 4 tokens (freed from the Warp) to:"
    form = decision.form
    assert isinstance(form, CommitForm)
    described = form.describe()
    assert (described["least"], described["most"], described["verb"]) == (4, 4, "place")
    assert [f["unit"] for f in described["fields"]] == ["A1", "A2", "A3", "A4", "A5"]
    assert {f["max"] for f in described["fields"]} == {4}  # any base takes any number (C-553)
    # The one suggestion: each token to the base with the fewest of his, the first on a tie.
    assert decision.options == ["A4+3A5"]


def test_the_answer_places_exactly_the_tokens_it_names() -> None:
    driver, _ = freeing()
    run(driver, {"return-token": {0: "2A2+A4+A5", 1: "B5"}}, until=pending_kind("cone"))
    s = state(driver)
    assert s.warp == [0, 0, 0]
    assert [s.planets[0][i][0] for i in range(5)] == [4, 6, 4, 4, 2]
    assert s.planets[1][4] == [0, 4, 0]


def test_a_wrong_number_or_place_is_refused_in_words() -> None:
    _, decision = freeing()
    assert decision.refusal("2A2") == "that is 2 tokens: place 4 tokens"
    assert decision.refusal("5A2") == "your planet 2 may take only 4 tokens now, not 5"
    assert decision.refusal("2A2+B1") == "'B1' is not a place you may take a token from now"
    assert decision.refusal("A1+A2+A3+A4") is None


def test_the_suggestion_and_the_form_read_as_placing() -> None:
    driver, decision = freeing()
    label = CosmicWords().option(decision, decision.options[0], view(state(driver), 0))
    assert label == (
        "4 tokens: one to your planet 4 (you have 3 there) and three to your planet 5 (you have"
        " 1 there)"
    )


def test_one_token_is_a_plain_choice_of_base() -> None:
    driver, _ = freeing()
    run(driver, {"return-token": {0: "A4+3A5"}}, until=lambda d: d.pending[0].seat == 1)
    decision = driver.pending[0]
    assert decision.seat == 1 and decision.form is None
    assert list(decision.options) == ["B1", "B2", "B3", "B4", "B5"]
    assert decision.prompt == "Return a token (freed from the Warp) to:"


def test_one_place_to_go_takes_them_all_without_a_question() -> None:
    # Seat 0 keeps a single base, A1, with 16 tokens; the other home planets are empty.
    planets = {"A1": [16, 0, 0], "A2": [0, 0, 0], "A3": [0, 0, 0], "A4": [0, 0, 0]}
    driver = game(planets={**PLANETS, **planets, "A5": [0, 0, 0]}, warp=[4, 1, 0], hands=HANDS)
    answers = run(driver, {**FREE, "return-token": {1: "B5"}}, until=pending_kind("cone"))
    assert [d.seat for d in answers.asked("return-token")] == [1]
    assert state(driver).planets[0][0][0] == 20


def test_with_no_place_to_go_they_go_back_to_the_warp() -> None:
    # Seat 2 has lost every base: its twenty tokens are in the Warp; three of them are freed.
    s = state(game(planets={"C1": [0] * 3, "C2": [0] * 3, "C3": [0] * 3, "C4": [0] * 3,
                            "C5": [0] * 3}, warp=[0, 0, 20], hands=HANDS))  # fmt: skip
    assert tokens.placing_form(s, 2, 3).sources == []
    asked: list[Decision] = []

    def answer(decision: Decision) -> str:
        asked.append(decision)
        return decision.options[0]

    token = answering.set(answer)
    try:
        tokens.return_to_bases(s, 2, 3, "freed from the Warp", s.warp).send(None)
    except StopIteration:
        pass
    finally:
        answering.reset(token)
    assert asked == [] and s.warp[2] == 20 and s.token_total(2) == 20
