"""Diplomat: not a main player, once an Attack is revealed, a Compromise from its hand turns the
challenge into a three-way deal; failing, each of the three loses three tokens (FFG text with the
Eon three-way deal, C-470); the Flares (C-471); seed 002: in a capture challenge each party's
tokens are imprisoned by the party to his right, in a Wild Diplomat deal they go to the Warp
(C-472)."""

from __future__ import annotations

from typing import Any

import pytest

from hyperspace.cosmic.powers.diplomat import Diplomat, ThreeWayForm
from hyperspace.cosmic.scenario import snapshot
from hyperspace.cosmic.view import view
from hyperspace.engine import Driver, RefusedAnswer

from ..pulsars.support import plays
from ..support import new_game, pending_kind, play, state, typed_at_terminal
from .batch_a_support import DESTINY, ZAP, first_challenge, log
from .support import checked_play, powerless

# Seat 0 (Attack 20) attacks seat 1 (Attack 4); seat 2 is the Diplomat.
HANDS = {
    0: ["attack-20", "attack-6", "attack-7"], 1: ["attack-4", "attack-9"],
    2: ["compromise", "attack-5"],
}  # fmt: skip
STEP_IN = {"power:diplomat": "use"}
NO_DEAL = {**STEP_IN, "diplomat-propose": "pass"}


def game(
    hands: dict[int, list[str]] = HANDS, diplomat: int = 2, variants: tuple[str, ...] = (),
    **setup: Any,
) -> Driver:  # fmt: skip
    position = {"offense": 0, "destiny": DESTINY, "powers": {diplomat: "diplomat"}, "hands": hands}
    return new_game(0, use_powers=False, variants=list(variants), setup={**position, **setup})


def test_a_three_way_deal_all_accept() -> None:
    driver = game()
    s = state(driver)
    answers = checked_play(
        driver,
        {**STEP_IN, "diplomat-propose": {0: "0>2:1c;1>0:base"}, "diplomat-answer": "accept",
         "deal-card": "attack-6", "deal-base": "B2", "deal-base-token": "A1"},
        first_challenge,
    )  # fmt: skip
    assert [d.seat for d in answers.asked("diplomat-answer")] == [1, 2]
    assert log(driver, "diplomat-steps-in") == [{"seat": 2, "wild": False}]
    assert s.outcomes == {"deal": 1}
    assert "attack-6" in s.players[2].hand and "compromise" in s.discard
    assert s.planets[1][1][0] == 1  # the offense's new base on B2
    assert s.features["diplomat_deals"] == 1


@pytest.mark.parametrize(
    ("proposal", "reason"),
    [
        ("0-2:1c", "'0-2:1c': write <giver>><receiver>:<terms>, e.g. 0>2:1c+base"),
        ("0>2", "'0>2': write <giver>><receiver>:<terms>, e.g. 0>2:1c+base"),
        ("x>2:1c", "'x>2:1c': write <giver>><receiver>:<terms>, e.g. 0>2:1c+base"),
        ("0>2:1c;0>2:base", "'0>2:base': A gives C twice"),
        (
            "0>0:1c",
            "A may not give A anything: the three parties (A, B and C) give only to one another",
        ),
        (
            "0>3:1c",
            "A may not give 3 anything: the three parties (A, B and C) give only to one another",
        ),
        ("0>2:1c;1>0:9c", "B can give A at most 1 (cards of the giver's choice), not 9"),
        ("0>2:1L", "A cannot give C Lucre in this deal"),
    ],
)
def test_a_malformed_three_way_proposal_is_refused_with_the_reason(
    proposal: str, reason: str
) -> None:
    """Bad input: the precise reason, nothing changed (a survivor of the seed-21 mutation sample
    emptied the reason of a proposal that does not follow the grammar)."""
    driver = game()
    checked_play(driver, STEP_IN, pending_kind("diplomat-propose"))
    s = state(driver)
    before = (snapshot(s), view(s, 0), list(driver.record.decisions), driver.seq)
    with pytest.raises(RefusedAnswer) as refused:
        driver.submit(0, proposal)
    assert str(refused.value) == reason
    assert (snapshot(s), view(s, 0), driver.record.decisions, driver.seq) == before
    assert driver.pending[0].kind == "diplomat-propose"


def test_one_refusal_is_enough_to_fail() -> None:
    driver = game()
    s = state(driver)
    checked_play(
        driver,
        {**STEP_IN, "diplomat-propose": {0: "0>2:1c", 1: "pass", 2: "pass"},
         "diplomat-answer": {1: "accept", 2: "reject"}},
        first_challenge,
    )  # fmt: skip
    assert s.outcomes == {"no-deal": 1}
    assert s.warp == [3, 3, 3]  # each of the three loses three tokens
    assert log(driver, "diplomat-no-deal") == [{"seats": [0, 1, 2]}]


def test_diplomat_is_no_main_player_and_needs_a_compromise() -> None:
    answers = play(game(diplomat=0), NO_DEAL, first_challenge)
    assert not answers.asked("power:diplomat")
    answers = play(game({**HANDS, 2: ["attack-5"]}), NO_DEAL, first_challenge)
    assert not answers.asked("power:diplomat")


def test_two_compromises_need_no_diplomat() -> None:
    hands = {**HANDS, 0: ["compromise", "attack-6"], 1: ["compromise", "attack-9"]}
    answers = play(game(hands), {**NO_DEAL, "deal-propose": "pass"}, first_challenge)
    assert not answers.asked("power:diplomat")


def test_a_cosmic_zap_stops_the_diplomat() -> None:
    driver = game({**HANDS, 1: ["attack-4", ZAP]})
    s = state(driver)
    play(driver, {**NO_DEAL, "cosmic-zap": ZAP}, first_challenge)
    assert log(driver, "zapped") and s.outcomes == {"offense": 1}
    assert "compromise" in s.players[2].hand


def test_a_diplomat_below_three_home_bases_stays_out() -> None:
    answers = play(game(planets=powerless(2)), NO_DEAL, first_challenge)
    assert not answers.asked("power:diplomat")


def test_the_form_bounds_each_party() -> None:
    form = ThreeWayForm((0, 1, 2), {(0, 2, "c"): 2, (1, 0, "base"): 1}, ["A", "B", "C"])
    assert form.refusal("0>2:2c;1>0:base") is None
    assert "at most 2" in str(form.refusal("0>2:3c"))
    assert form.refusal("0>3:1c") is not None and form.refusal("2>0:1c") is not None
    assert form.refusal("0>2:nothing") == "a deal must transfer something"
    assert form.refusal("nothing") == "a deal must transfer something"  # an empty composition


def test_super_diplomat_loses_nothing_when_the_deal_fails() -> None:
    hands = {**HANDS, 2: ["compromise", "attack-5", "flare-diplomat"]}
    driver = game(hands)
    s = state(driver)
    checked_play(driver, {**NO_DEAL, "play-card": plays({2: ["flare-diplomat"]})}, first_challenge)
    assert log(driver, "super-diplomat") == [{"seat": 2}]
    assert s.warp == [3, 3, 0]


def test_wild_diplomat_makes_a_three_way_deal() -> None:
    hands = {**HANDS, 2: ["compromise", "flare-diplomat"]}
    driver = new_game(  # seat 2 holds no power: the Wild Flare
        0, use_powers=False,
        setup={"offense": 0, "destiny": DESTINY, "powers": {0: "zombie"}, "hands": hands},
    )  # fmt: skip
    s = state(driver)
    checked_play(driver, {**NO_DEAL, "play-card": plays({2: ["flare-diplomat"]})}, first_challenge)
    assert log(driver, "diplomat-steps-in") == [{"seat": 2, "wild": True}]
    assert s.outcomes == {"no-deal": 1}


# -- Prisoners (seed 002) ----------------------------------------------------------------------

CAPTURE = {"prisoners": {"destiny": ["capture", 1, 2, 0, 1, 2, 0]}}


def test_a_failed_three_way_deal_in_a_capture_challenge_imprisons_to_the_right() -> None:
    # DIPLOMAT [E]: "the three tokens each loses are imprisoned by the involved player (Diplomat
    # or main player) to the player's right". Seat 0's right is seat 2, seat 1's is 0, 2's is 1.
    position = {"offense": 0, "powers": {2: "diplomat"}, "hands": HANDS, **CAPTURE}
    driver = new_game(0, use_powers=False, variants=["prisoners"], setup=position)
    s = state(driver)
    checked_play(driver, NO_DEAL, first_challenge)
    held = s.variants["prisoners"].prisons.held  # type: ignore[attr-defined]
    assert (held[2][0], held[0][1], held[1][2]) == (3, 3, 3)
    assert s.warp == [0, 0, 0]


def test_wild_diplomat_deals_send_the_tokens_to_the_warp() -> None:
    # DIPLOMAT [E] (Flares): "In Wild Diplomat deals, tokens go to the Warp."
    hands = {**HANDS, 2: ["compromise", "flare-diplomat"]}
    position = {"offense": 0, "powers": {0: "zombie"}, "hands": hands, **CAPTURE}
    driver = new_game(0, use_powers=False, variants=["prisoners"], setup=position)
    s = state(driver)
    checked_play(driver, {**NO_DEAL, "play-card": plays({2: ["flare-diplomat"]})}, first_challenge)
    held = s.variants["prisoners"].prisons.held  # type: ignore[attr-defined]
    assert all(n == 0 for prison in held for n in prison)
    assert s.warp[1] == 3 and s.warp[2] == 3


def test_the_power_names_its_source() -> None:
    assert Diplomat.name == "diplomat" and "FFG" in Diplomat.source
    assert Diplomat.flare is not None and Diplomat.flare.wild and Diplomat.flare.super_


def test_the_terminal_composes_a_three_way_deal_question_by_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A person proposing a three-way deal at the terminal types "form" and answers each field's
    question in the players' names (the terminal failed on this form: it knows no sides)."""
    from hyperspace.cli_common import form_lines

    driver = game()
    checked_play(driver, STEP_IN, pending_kind("diplomat-propose"))
    decision = driver.pending[0]
    form = decision.form.describe() if decision.form is not None else {}
    assert form_lines(form) == ["Or type form to compose your own, question by question."]
    wanted = {"0>2.c": "1", "1>0.base": "1"}  # A gives C a card; B gives A a base
    typed = ["form", *(wanted.get(field["name"], "") for field in form["fields"])]
    answer, printed = typed_at_terminal(monkeypatch, decision, typed)
    assert "How many cards of A's choice does A give C?" in printed
    assert "How many bases does B give A? (0 to 1)" in printed
    assert answer == "0>2:1c;1>0:base" and decision.refusal(answer) is None
