"""Deals as structured proposals (BASE_RULES §3c, C-6, C-131): anything the rules allow, any
number of cards and any Lucre the giver has, a base each way; the rest refused with the reason."""

from __future__ import annotations

import pytest

from hyperspace.cosmic.rules.proposals import ProposalForm
from hyperspace.cosmic.scenario import snapshot
from hyperspace.cosmic.view import view
from hyperspace.engine import Driver, RefusedAnswer

from .powers.support import checked_play
from .support import new_game, pending_kind, state

# Seat 0 (the offense) and seat 1 both hold a Compromise card: they must deal.
HANDS = {
    0: ["compromise", "attack-4", "attack-5", "attack-6", "attack-7", "attack-8"],
    1: ["compromise", "attack-9"],
    2: [],
}
LUCRE = {"lucre-buy-token": "done", "lucre-buy-card": "done"}


def dealing(lucre: bool = True) -> Driver:
    setup = {"offense": 0, "destiny": [1, 2, 0] * 3, "hands": HANDS, "lucre": [4, 4, 4]}
    driver = new_game(0, setup=setup, lucre=lucre)
    checked_play(driver, LUCRE, until=pending_kind("deal-propose"))
    assert driver.pending[0].seat == 0
    return driver


def test_any_number_of_cards_and_lucre_for_a_base() -> None:
    # C-6 allowed three cards and two Lucre at most; the rules allow what one has (C-131).
    driver = dealing()
    checked_play(
        driver,
        {**LUCRE, "deal-propose": {0: "give:5c+5L/get:base"}, "deal-answer": "accept"},
        until=lambda d: any(e.kind == "deal" for e in state(d).log),
    )
    s = state(driver)
    assert len(s.players[0].hand) == 0 and len(s.players[1].hand) == 1 + 5
    # A had 4 + 1 (his turn's) and gave all; B got 5, and 1 as his own turn began
    assert [p.lucre for p in s.players] == [0, 4 + 5 + 1, 4]
    assert any(s.tokens_on(planet, 0) for planet in s.bases(1))
    assert [e.public for e in s.log if e.kind == "deal"] == [
        {"between": [0, 1], "terms": "give:5c+5L/get:base"}
    ]


@pytest.mark.parametrize(
    ("proposal", "reason"),
    [
        ("give:attack-9/get:nothing",
         "'attack-9' names a specific card: a proposal may only say how many cards"),
        ("give:6c/get:nothing", "cards of the giver's choice: you can give at most 5, not 6"),
        ("give:nothing/get:2c", "cards of the giver's choice: B can give at most 1, not 2"),
        ("give:6L/get:nothing", "Lucre: you can give at most 5, not 6"),
        ("give:base+base/get:nothing",  # AMB-B07: one base each way
         "'base' repeats an item already named on the same side"),
        ("give:0c/get:0c", "a deal must transfer something"),
        ("give:1W/get:nothing", "A cannot free B's tokens from the Warp (Zombie can, C-25)"),
        ("give:1P/get:nothing", "A holds no prisoners to hand over"),
        ("give:1c/get", "'give:1c/get' is not a proposal: write give:<terms>/get:<terms>"),
    ],
)  # fmt: skip
def test_illegal_deals_are_refused_with_the_reason(proposal: str, reason: str) -> None:
    driver = dealing()
    s = state(driver)
    before = (snapshot(s), view(s, 0), view(s, 1), list(driver.record.decisions), driver.seq)
    with pytest.raises(RefusedAnswer) as refused:
        driver.submit(0, proposal)
    assert str(refused.value) == reason
    assert (snapshot(s), view(s, 0), view(s, 1), driver.record.decisions, driver.seq) == before


def test_no_lucre_without_lucre_in_play() -> None:
    driver = dealing(lucre=False)
    with pytest.raises(RefusedAnswer, match="Lucre is not in play in this game"):
        driver.submit(0, "give:1L/get:1c")
    assert driver.pending[0].options[0] == "pass"
    assert all(driver.pending[0].refusal(key) is None for key in driver.pending[0].options)


def test_a_proposal_and_its_answer_are_asked_in_words_with_the_form_field_by_field() -> None:
    # The proposer is asked in words, with a form naming each term (side, unit, label, bounds:
    # what he holds, what the other holds); the other hears the proposal and from whom. The
    # proposal itself is private to the two; the table only learns who proposed (C-131).
    driver = dealing()
    propose = driver.pending[0]
    assert (propose.kind, propose.seat, propose.prompt) == (
        "deal-propose", 0, "Propose a deal (1 of 4)",
    )  # fmt: skip
    assert propose.form is not None
    cards, base, lucre = "cards of the giver's choice", "base", "Lucre"
    assert propose.form.describe() == {
        "grammar": "give:<terms>/get:<terms>",
        "empty": "nothing",
        "fields": [
            {"name": "give.c", "side": "give", "unit": "c", "label": cards, "min": 0, "max": 5},
            {"name": "give.base", "side": "give", "unit": "base", "label": base, "min": 0,
             "max": 1},
            {"name": "give.L", "side": "give", "unit": "L", "label": lucre, "min": 0, "max": 5},
            {"name": "get.c", "side": "get", "unit": "c", "label": cards, "min": 0, "max": 1},
            {"name": "get.base", "side": "get", "unit": "base", "label": base, "min": 0, "max": 1},
            {"name": "get.L", "side": "get", "unit": "L", "label": lucre, "min": 0, "max": 4},
        ],
    }  # fmt: skip
    driver.submit(0, "give:2c/get:base")
    answer = driver.pending[0]
    assert (answer.kind, answer.seat, answer.prompt, answer.context) == (
        "deal-answer", 1, "Accept this deal?", {"proposal": "give:2c/get:base", "from": 0},
    )  # fmt: skip
    seen = {"proposal": "give:2c/get:base"}
    assert [(e.public, e.private) for e in state(driver).log if e.kind == "deal-proposal"] == [
        ({"seat": 0}, {0: seen, 1: seen})
    ]


@pytest.mark.parametrize("lucre", [True, False])
def test_a_form_allows_exactly_the_terms_it_does_not_refuse(lucre: bool) -> None:
    # The suggestions are judged by allows(), which skips wording the reason: it must agree
    # with terms_refusal() on every term, within the bounds, beyond them and unknown.
    form = dealing(lucre).pending[0].form
    assert isinstance(form, ProposalForm)
    terms: list[dict[str, int]] = [{}, {"c": 1}, {"c": 2}, {"c": 6}, {"L": 1}, {"L": 6}]
    terms += [{"base": 1}, {"W": 1}, {"P": 1}, {"c": 1, "L": 1}, {"x": 1}]
    judged = [
        (form.allows(give, get), form.terms_refusal(give, get)) for give in terms for get in terms
    ]
    assert all(allowed == (refusal is None) for allowed, refusal in judged)
    # A may give nothing, 1 or 2 cards, a base (and 1 Lucre, or a card and a Lucre); B nothing,
    # his 1 card, a base (and 1 Lucre, or both): all pairs but nothing for nothing.
    assert sum(allowed for allowed, _ in judged) == (6 * 5 - 1 if lucre else 4 * 3 - 1)
