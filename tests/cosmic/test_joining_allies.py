"""An ally names his side and his tokens in one answer (C-604): "offense:C1+C2", listed when few,
judged by a form when many, refused in words; no token question follows. Where another player
names the count (Crystal), the side is answered alone and the tokens are asked after."""

from __future__ import annotations

from hyperspace.cosmic.commitment import AllianceForm
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import CosmicWords
from hyperspace.engine import Decision, Driver

from .powers.batch_a_support import game
from .support import Answers, pending_kind, play, state

# Three players, no powers: seat 0 attacks seat 1 (planet B1); seat 2 is invited by both.
BOTH_INVITE = {"invite": {0: "invite:2", 1: "invite:2"}}
AT_CARDS = pending_kind("challenge-card")


def asked_to_join(**setup: object) -> tuple[Driver, Decision]:
    """The game stopped at seat 2's answer to the invitations."""
    driver = game({}, **setup)
    play(driver, BOTH_INVITE, until=pending_kind("alliance"))
    decision = driver.pending[0]
    assert decision.seat == 2
    return driver, decision


def test_side_and_tokens_are_one_decision_and_no_token_question_follows() -> None:
    driver, decision = asked_to_join()
    assert decision.prompt == "Join the challenge as an ally, and with which of your tokens?"
    assert isinstance(decision.form, AllianceForm)  # five bases of four: too many to list
    # A suggestion a number for each side: the tokens one by one from the fullest base.
    assert decision.options[:3] == ("decline", "offense:C1", "offense:C1+C2")
    assert "defense:C1+C2+C3+C4" in decision.options
    answers = play(driver, {**BOTH_INVITE, "alliance": "defense:2C3+C5"}, until=AT_CARDS)
    assert answers.asked("ally-token") == []
    s = state(driver)
    assert s.challenge is not None and s.challenge.defense_allies == [2]
    assert s.challenge.defense_end[2] == [(2, 2), (2, 2), (2, 4)]  # in the order named
    assert [s.tokens_on((2, i), 2) for i in range(5)] == [4, 4, 2, 4, 3]


def test_few_answers_are_listed_with_no_form() -> None:
    # Seat 2 may spare one token from C1 and one from C2 (the last token of a base stays).
    planets = {"C1": [0, 0, 2], "C2": [0, 0, 2], "C3": [0, 0, 1], "C4": [0, 0, 1], "C5": [0, 0, 1]}
    _, decision = asked_to_join(planets=planets, warp=[0, 0, 13])
    assert decision.form is None
    assert decision.options == ("decline", "offense:C1", "offense:C2", "offense:C1+C2",
                                "defense:C1", "defense:C2", "defense:C1+C2")  # fmt: skip


def test_answers_the_rules_refuse_are_refused_in_words() -> None:
    _, decision = asked_to_join()
    assert decision.refusal("offense:3C1+2C2") == "that is 5 tokens: commit at most 4"
    assert decision.refusal("offense:C1/defense:C2") == "join one side only"
    assert decision.refusal("offense:C1/4") == "'C1/4' is not a place you may take a token from now"
    assert decision.refusal("defense:B2") == "'B2' is not a place you may take a token from now"
    assert decision.refusal("offense") == (
        "'offense' is not a side you may join with tokens: write offense:<tokens> or "
        "defense:<tokens>, or decline"
    )
    assert decision.refusal("offense:4C1") is not None  # a base keeps its last token (AMB-B04)
    assert decision.refusal("offense:3C1+C2") is None  # any legal spread, listed or not
    assert decision.refusal("decline") is None


def test_an_uninvited_side_is_not_offered() -> None:
    driver = game({})
    play(driver, {"invite": {0: "invite:2"}}, until=pending_kind("alliance"))
    decision = driver.pending[0]
    assert {key.partition(":")[0] for key in decision.options} == {"decline", "offense"}
    assert decision.refusal("defense:C1") is not None


def test_the_form_asks_a_question_a_base_and_side_and_the_options_read_as_sentences() -> None:
    driver, decision = asked_to_join()
    assert isinstance(decision.form, AllianceForm)
    described = decision.form.describe()
    assert (described["kind"], described["empty"], described["submit"]) == (
        "grouped",
        "decline",
        "Join",
    )
    fields = described["fields"]
    assert [f["group"] for f in fields] == ["offense"] * 5 + ["defense"] * 5
    assert fields[0]["question"] == "How many tokens from your planet 1 for the offense?"
    assert fields[0]["max"] == 3
    seen = view(state(driver), 2)
    words = CosmicWords()
    assert words.option(decision, "offense:C1+C2", seen) == (
        "join the offense of A with 2 tokens: one from your planet 1 (you have 4 there) and one "
        "from your planet 2 (you have 4 there)"
    )
    assert words.option(decision, "decline", seen) == "stay out of this challenge"


def test_where_crystal_names_the_count_the_side_comes_alone_then_the_tokens() -> None:
    hands = {0: ["attack-1", "attack-2"], 1: ["attack-12", "attack-13"], 2: ["attack-5"]}
    driver = game({1: "crystal"}, hands=hands)
    table = {"invite": {0: "invite:2"}, "alliance": "offense", "token-count": "tokens:2",
             "ally-token": "C1+C2"}  # fmt: skip
    answers = Answers(table)
    play(driver, answers, until=AT_CARDS)
    (joining,) = answers.asked("alliance")
    assert joining.options == ("decline", "offense") and joining.form is None
    assert [d.seat for d in answers.asked("token-count")] == [1]  # Crystal names the count
    (tokens,) = answers.asked("ally-token")
    assert tokens.seat == 2
    s = state(driver)
    assert s.challenge is not None and len(s.challenge.cone[2]) == 2
