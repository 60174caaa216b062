"""A token commitment as one decision (hyperspace.cosmic.commitment, C-600): the key grammar, the
form's refusals, the few answers listed, the suggestions, and that any key the form accepts moves
exactly the tokens it names."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.cosmic import commitment
from hyperspace.cosmic.commitment import CommitForm, Malformed, parse
from hyperspace.cosmic.state import CosmicState, Planet
from hyperspace.cosmic.tokens import commit, commit_form
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import CosmicWords
from hyperspace.engine import Driver
from hyperspace.engine.decision import Decision, answering

from .powers.batch_a_support import game
from .support import state


def launching(planets: dict[str, list[int]]) -> Driver:
    """Three players, no powers, seat 0 to launch against B1; ``planets`` as in a scenario, the
    tokens they leave over in the Warp."""
    counts = [0, 0, 0]
    for system in "ABC":
        for i in range(1, 6):
            cell = planets.get(
                f"{system}{i}", [4 if c == "ABC".index(system) else 0 for c in range(3)]
            )
            counts = [n + t for n, t in zip(counts, cell, strict=True)]
    return game({}, planets=planets, warp=[20 - n for n in counts])


def position(planets: dict[str, list[int]]) -> CosmicState:
    return state(launching(planets))


def form(s: CosmicState, least: int = 1, most: int = 4, not_: int = -1) -> CommitForm:
    return commit_form(s, 0, least, most, (1, 0), not_, 0)


def run(coroutine: Coroutine[Any, Any, int], answer: str) -> tuple[int, list[Decision]]:
    """The commitment played out, every decision answered ``answer``: (tokens, decisions)."""
    asked: list[Decision] = []

    def answers(decision: Decision) -> str:
        if decision.automatic():  # the driver answers these itself
            return decision.options[0]
        asked.append(decision)
        assert decision.refusal(answer) is None, decision.refusal(answer)
        return answer

    token = answering.set(answers)
    try:
        coroutine.send(None)
    except StopIteration as done:
        return int(done.value), asked
    finally:
        answering.reset(token)
    raise AssertionError("the commitment did not finish")


# -- the grammar -----------------------------------------------------------------------------------


def test_keys_name_counts_and_sources() -> None:
    assert parse("A1") == {"A1": 1}
    assert parse("2A1+B3/4+card") == {"A1": 2, "B3/4": 1, "card": 1}
    assert parse("none") == {}
    assert commitment.compose({"A1": 2, "B3": 1, "A2": 0}) == "2A1+B3"
    assert commitment.compose({}) == "none"


@pytest.mark.parametrize(
    ("key", "reason"),
    [
        ("3", "'3' names no base: write e.g. A1, 2A1+B3 or A1+card"),
        ("0A1", "'0A1' takes no token: leave it out"),
        ("A1+2A1", "'A1' is named twice: write it once, with its count"),
    ],
)
def test_a_key_off_the_grammar_says_why(key: str, reason: str) -> None:
    with pytest.raises(Malformed, match="^" + reason.replace("+", r"\+") + "$"):
        parse(key)


# -- the form ------------------------------------------------------------------------------------


def test_the_form_describes_each_source_in_words() -> None:
    s = position({"A1": [2, 0, 0], "B2": [2, 4, 0]})
    described = form(s, not_=2).describe()
    assert described == {
        "kind": "tokens",
        "grammar": "<n><source>+<n><source>...",
        "least": 1,
        "most": 4,
        "not": 2,
        "verb": "commit",  # not "place" (C-601) nor "give up" (C-602)
        "fields": [
            {"unit": "A1", "label": "your planet 1", "min": 0, "max": 1},
            *(
                {"unit": f"A{i}", "label": f"your planet {i}", "min": 0, "max": 3}
                for i in range(2, 6)
            ),
            {"unit": "B2", "label": f"{s.players[1].name}'s planet 2", "min": 0, "max": 1},
        ],
    }


@pytest.mark.parametrize(
    ("key", "reason"),
    [
        ("A1+", "'' names no base: write e.g. A1, 2A1+B3 or A1+card"),
        ("C3", "'C3' is not a place you may take a token from now"),
        ("B1", "'B1' is not a place you may take a token from now"),  # the target planet
        ("3A1", "your planet 1 has only 2 tokens you may take, not 3"),
        ("none", "that is 0 tokens: commit at least 1"),
        ("2A1+3A2", "that is 5 tokens: commit at most 4"),
        ("A1+A2", "2 tokens were negated: choose another number"),
    ],
)
def test_each_refusal_says_why(key: str, reason: str) -> None:
    s = position({"A1": [3, 0, 0]})
    assert form(s, not_=2).refusal(key) == reason
    assert form(s, not_=2).refusal("A1+2A2") is None


def test_a_planet_of_two_colours_gives_no_more_than_its_room() -> None:
    """One token of his, of either colour, stays on each base (AMB-B04, C-551): with one of his
    own and two of his second colour on A1, two may leave, whichever colours they are."""
    s = position({"A1": [1, 0, 0]})
    s.add_colour(0, [[2, 0, 0, 0, 0], [0] * 5, [0] * 5])
    judged = form(s)
    assert [(f["unit"], f["max"]) for f in judged.describe()["fields"] if "A1" in f["unit"]] == [
        ("A1", 1),
        ("A1/3", 2),
    ]
    assert judged.refusal("A1+A1/3") is None and judged.refusal("2A1/3") is None
    assert (
        judged.refusal("A1+2A1/3") == "your planet 1 has only 2 tokens you may take, of all colours"
    )


def test_few_answers_are_listed_and_one_answers_itself() -> None:
    s = position({f"A{i}": [1, 0, 0] for i in range(2, 6)})  # A1 keeps 4: three may leave
    assert form(s).answers(commitment.LISTED) == ["A1", "2A1", "3A1"]
    driver = launching({**{f"A{i}": [1, 0, 0] for i in range(1, 6)}, "A1": [2, 0, 0]})
    s = state(driver)
    assert s.challenge is not None
    count, asked = run(commit(s, 0, s.challenge.cone, 1, 4, "launch", (1, 0)), "A1")
    assert count == 1 and asked == []  # a single legal answer: no question
    assert s.challenge.cone[0] == [(0, 0)]


def test_more_answers_than_listed_make_a_form_with_one_suggestion_a_total() -> None:
    s = position({"A1": [2, 0, 0], "A3": [6, 0, 0]})  # A1: 1 to spare, A3: 5, others 3
    judged = form(s)
    assert judged.answers(commitment.LISTED) is None and judged.count() > commitment.LISTED
    # each token from the source with most left, the first on a tie
    assert judged.suggestions() == ["A3", "2A3", "A2+2A3", "A2+3A3"]
    assert form(s, least=0, most=2).suggestions() == ["none", "A3", "2A3"]
    assert form(s, not_=2).suggestions() == ["A3", "A2+2A3", "A2+3A3"]


def test_the_butler_picks_anothers_tokens_in_his_own_words() -> None:
    driver = launching({"A1": [2, 0, 0]})
    s = state(driver)
    assert s.challenge is not None
    butler = commit_form(s, 0, 2, 2, (1, 0), -1, 2)
    assert butler.describe()["fields"][0]["label"] == f"{s.players[0].name}'s planet 1"
    count, asked = run(commit(s, 0, s.challenge.cone, 2, 2, "launch", (1, 0), 2), "A1+A2")
    assert count == 2 and [(d.seat, d.context) for d in asked] == [
        (2, {"side": "offense", "for": 0})
    ]
    assert asked[0].refusal("A1") == "that is 1 token: commit at least 2"
    assert s.challenge.cone[0] == [(0, 0), (0, 1)]


# -- the property: a key accepted moves exactly its tokens ---------------------------------------


@st.composite
def commitments(
    draw: st.DrawFn,
) -> tuple[dict[str, list[int]], int, int, dict[str, int], int | None]:
    planets = {f"A{i}": [draw(st.integers(0, 4)), 0, 0] for i in range(1, 6)}
    planets["C2"] = [draw(st.integers(0, 3)), 0, 4]
    if sum(cell[0] for cell in planets.values()) in (0, 21, 22, 23):
        planets["C2"][0] = 1 if planets["A1"][0] < 4 else 0  # 1 to 20 tokens of his
    least = draw(st.integers(0, 3))
    most = draw(st.integers(least, 6))
    units = [*planets, "B1"]
    spread = {u: n for u in units if (n := draw(st.integers(0, 4)))}
    return planets, least, most, spread, draw(st.none() | st.integers(0, 1000))


@settings(max_examples=60, deadline=None)
@given(commitments())
def test_an_accepted_key_moves_exactly_its_tokens(
    drawn: tuple[dict[str, list[int]], int, int, dict[str, int], int | None],
) -> None:
    """Any spread drawn, or (``pick``) one of the legal answers listed."""
    planets, least, most, spread, pick = drawn
    driver = launching(planets)
    s = state(driver)
    assert s.challenge is not None
    judged = form(s, least, most)
    every = judged.answers(10_000)
    assert every is not None and len(every) == judged.count()
    assert all(judged.refusal(key) is None for key in every)
    if pick is not None and every:
        spread = parse(every[pick % len(every)])
    key = commitment.compose(spread)
    if judged.refusal(key) is not None:
        assert key not in every
        return
    assert key in every
    before = {p: list(cell) for p, cell in planets.items()}
    count, _ = run(commit(s, 0, s.challenge.cone, least, most, "launch", (1, 0)), key)
    moved: list[Planet] = s.challenge.cone.get(0, [])
    assert count == sum(spread.values()) == len(moved)
    for name, cell in before.items():
        planet = ("ABC".index(name[0]), int(name[1]) - 1)
        taken = spread.get(name, 0)
        assert s.planets[planet[0]][planet[1]][0] == cell[0] - taken
        assert moved.count(planet) == taken
    assert s.set_totals()[0] == 20  # every token still somewhere


def test_the_heuristic_bot_names_its_greedy_picks_in_one_key() -> None:
    """Four tokens against B1's four, each from the base where it has most left (the first on a
    tie), named in the order picked: A3, A3, then A2 (tied with A3, and first), then A3."""
    s = position({"A1": [2, 0, 0], "A3": [6, 0, 0]})
    assert s.challenge is not None
    s.challenge.defense, s.challenge.planet = 1, (1, 0)
    judged = form(s)
    launch = Decision(0, "launch", judged.suggestions(), "", {"side": "offense"}, judged)
    assert CosmicHeuristicBot().choose(launch, lambda: view(s, 0)) == "3A3+A2"


def test_the_words_of_a_commitment() -> None:
    s = position({"A1": [2, 0, 0], "B2": [2, 4, 0]})
    bob = s.players[1].name
    words = CosmicWords()
    launch = Decision(0, "launch", ("A1", "2A2+B2"), "", {"side": "offense"})
    assert words.option(launch, "A1", view(s, 0)) == "a token from your planet 1 (you have 2 there)"
    assert words.option(launch, "2A2+B2", view(s, 0)) == (
        f"3 tokens: two from your planet 2 (you have 4 there) and one from {bob}'s planet 2 "
        "(you have 2 there)"
    )
    assert (
        words.prompt(launch, view(s, 0))
        == "Which of your tokens go into the challenge on the offense?"
    )
    picked = Decision(2, "launch", ("A1+A2",), "", {"side": "offense", "for": 0})
    ann = s.players[0].name
    assert words.prompt(picked, view(s, 2)) == (
        f"Which of {ann}'s tokens go into the challenge on the offense?"
    )
    assert words.option(picked, "A1+A2", view(s, 2)) == (
        f"2 tokens of {ann}'s: one from {ann}'s planet 1 ({ann} 2) and one from {ann}'s planet 2 "
        f"({ann} 4)"
    )


def test_planet_names_parse_back_and_nothing_else_does() -> None:
    """Every planet's name ("A1" to "H5") parses back to the planet; any other name is refused
    with the reason (token keys from a person or a file are parsed with it)."""
    from hyperspace.cosmic.state import SYSTEM_LETTERS, parse_planet, planet_key

    planets = [(system, index) for system in range(len(SYSTEM_LETTERS)) for index in range(5)]
    assert [parse_planet(planet_key(planet)) for planet in planets] == planets
    for name in ("I1", "A6", "A0", "a1", "", " A1", "A11", "A1/1"):
        with pytest.raises(ValueError, match="is not a planet"):
            parse_planet(name)


def test_a_token_key_names_its_colour_or_its_owners() -> None:
    """ "B3" is a token of the seat's own colour on B3; "B3/5" one of colour 5 there (C-550)."""
    from hyperspace.cosmic.tokens import parse_token

    board = state(game({}))
    assert parse_token(board, 2, "B3") == (2, (1, 2))
    assert parse_token(board, 2, "B3/5") == (5, (1, 2))
