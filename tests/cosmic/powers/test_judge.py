"""Judge: as a main player, before the cards are chosen, a fiat (gains for the winner or the loser,
of a deal's kinds) carried out right after the outcome, lapsing on a Compromise; the Lucre buy-off
(DE text, C-460); the Flares (C-461); seed 002: a fiat may hand prisoners over but never imprisons
(C-462)."""

from __future__ import annotations

from typing import Any

import pytest

from hyperspace.cosmic.powers.judge import FiatForm, Judge

from ..pulsars.support import plays
from ..support import new_game, pending_kind, play, state, typed_at_terminal
from .batch_a_support import DESTINY, ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Judge (seat 0, the offense) against seat 1: Attack 20 against Attack 4, the offense wins.
HANDS = {0: ["attack-20", "attack-6"], 1: ["attack-4", "attack-9", "attack-11"], 2: ["attack-5"]}
LOSING = {0: ["attack-1", "attack-6"], 1: ["attack-12", "attack-9", "attack-11"], 2: ["attack-5"]}
BASE_MOVE = {"deal-base": "B2", "deal-base-token": "A3"}


def decree(fiat: str, **more: Any) -> dict[str, Any]:
    return {"power:judge": "use", "judge-fiat": fiat, **BASE_MOVE, **more}


def test_a_fiat_for_the_winner_is_carried_out_after_the_outcome() -> None:
    driver = game({0: "judge"}, hands=HANDS)
    s = state(driver)
    answers = checked_play(driver, decree("winner:2c+base", **{"deal-card": "attack-9"}),
                           first_challenge)  # fmt: skip
    (asked,) = answers.asked("judge-fiat")
    assert asked.seat == 0 and asked.form is not None
    assert sorted(s.players[0].hand) == ["attack-11", "attack-6", "attack-9"]
    assert s.planets[1][1][0] == 1  # a base on seat 1's planet 2
    kinds = [e.kind for e in s.log]
    assert kinds.index("outcome") < kinds.index("judge-carried-out")
    assert log(driver, "judge-fiat") == [{"seat": 0, "fiat": "winner:2c+base"}]
    assert s.features["judge_fiats"] == 1 and s.features["judge_fiats_carried_out"] == 1


def test_a_fiat_for_the_loser_protects_judge() -> None:
    driver = game({0: "judge"}, hands=LOSING)
    s = state(driver)
    checked_play(driver, decree("loser:1c", **{"deal-card": "attack-11"}), first_challenge)
    assert "attack-11" in s.players[0].hand  # the winner (seat 1) gave Judge a card


def test_a_compromise_voids_the_fiat() -> None:
    hands = {**HANDS, 1: ["compromise", "attack-9"]}
    driver = game({0: "judge"}, hands=hands)
    s = state(driver)
    checked_play(driver, decree("winner:2c"), first_challenge)
    assert log(driver, "judge-fiat") and not log(driver, "judge-carried-out")
    assert "attack-9" not in s.players[0].hand


def test_judge_decrees_only_as_a_main_player() -> None:
    driver = game({2: "judge"}, hands=HANDS)
    answers = play(driver, decree("winner:2c"), first_challenge)
    assert not answers.asked("power:judge")


def test_the_fiat_form_refuses_what_the_rules_forbid() -> None:
    form = FiatForm({"c": 3, "base": 1, "P": 2}, both=False)
    assert form.refusal("winner:3c+base") is None
    assert form.refusal("loser:2P") is None
    assert "not both" in str(form.refusal("winner:1c/loser:1c"))
    assert "at most 3" in str(form.refusal("winner:4c"))
    assert form.refusal("winner:nothing") is not None
    assert form.refusal("winner:2L") is not None  # no Lucre in this game
    assert FiatForm({"c": 3, "base": 1}, both=True).refusal("winner:1c/loser:1c") is None


def test_the_opponent_may_buy_the_fiat_off_with_lucre() -> None:
    driver = new_game(
        0, use_powers=False, lucre=True,
        setup={"offense": 0, "destiny": DESTINY, "powers": {0: "judge"}, "hands": HANDS},
    )  # fmt: skip
    s = state(driver)
    before = [p.lucre for p in s.players]
    checked_play(driver, decree("winner:2c", **{"judge-buy-off": "pay"}),
                 lambda d: bool(log(d, "judge-bought-off")))  # fmt: skip
    assert s.players[1].lucre == before[1] - 4 and s.players[0].lucre == before[0] + 4
    play(driver, decree("winner:2c"), first_challenge)
    assert not log(driver, "judge-carried-out")


def test_a_cosmic_zap_stops_the_fiat() -> None:
    hands = {**HANDS, 2: ["attack-5", ZAP]}
    driver = game({0: "judge"}, hands=hands)
    answers = play(driver, decree("winner:2c", **{"cosmic-zap": ZAP}), first_challenge)
    assert log(driver, "zapped") and not answers.asked("judge-fiat")
    assert not log(driver, "judge-carried-out")


def test_a_judge_below_three_home_bases_issues_no_fiat() -> None:
    driver = game({0: "judge"}, hands=HANDS, planets=powerless(0))
    answers = play(driver, decree("winner:2c"), first_challenge)
    assert not answers.asked("power:judge")


def test_super_judge_decrees_for_both() -> None:
    hands = {**HANDS, 0: ["attack-20", "attack-6", "flare-judge"]}
    driver = game({0: "judge"}, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        decree("winner:1c/loser:1c", **{"play-card": plays({0: ["flare-judge"]}),
               "deal-card": {1: "attack-9", 0: "attack-6"}}),
        first_challenge,
    )  # fmt: skip
    assert log(driver, "super-judge") == [{"seat": 0}]
    assert "attack-9" in s.players[0].hand and "attack-6" in s.players[1].hand


def test_wild_judge_takes_two_cards_from_the_loser() -> None:
    hands = {**HANDS, 0: ["attack-20", "flare-judge"]}
    driver = game({2: "zombie"}, hands=hands)
    s = state(driver)
    checked_play(driver, {"play-card": plays({0: ["flare-judge"]})}, first_challenge)
    (entry,) = log(driver, "wild-judge")
    assert entry == {"seat": 0, "from": 1, "count": 2}
    assert len(s.players[0].hand) == 3  # the Flare back, and two cards


# -- Prisoners (seed 002): "Fiats may involve prisoners ... may not cause tokens to be imprisoned"


def test_a_fiat_hands_prisoners_over() -> None:
    # JUDGE [E]: "loser gives winner all the tokens he has imprisoned". Seat 1 holds two of seat
    # 2's tokens; the fiat gives them to Judge.
    position = {
        "offense": 0, "destiny": DESTINY, "powers": {0: "judge"}, "hands": HANDS,
        "planets": {"C1": [0, 0, 2]}, "prisoners": {"prisons": {"1": [0, 0, 2]}},
    }  # fmt: skip
    driver = new_game(0, use_powers=False, variants=["prisoners"], setup=position)
    s = state(driver)
    answers = checked_play(driver, decree("winner:2P"), first_challenge)
    (asked,) = answers.asked("judge-fiat")
    assert asked.form is not None and asked.form.refusal("winner:2P") is None
    prisons = s.variants["prisoners"].prisons.held  # type: ignore[attr-defined]
    assert prisons[0][2] == 2 and prisons[1][2] == 0


def test_a_fiat_cannot_imprison() -> None:
    # JUDGE [E]: a fiat may not cause tokens to be imprisoned ("winner imprisons all the tokens the
    # loser has in the challenge"): no term of a fiat imprisons, and naming one is refused.
    form = FiatForm({"c": 3, "base": 1, "P": 2}, both=False)
    assert form.refusal("winner:4p1") is not None
    assert form.refusal("winner:imprison") is not None


def test_the_power_names_its_source() -> None:
    assert Judge.name == "judge" and "FFG" in Judge.source
    assert Judge.flare is not None and Judge.flare.wild and Judge.flare.super_


def test_the_terminal_composes_a_fiat_question_by_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """A person issuing a fiat at the terminal types "form" and answers each field's question
    (the terminal failed on this form: its sides are the winner and the loser)."""
    driver = game({0: "judge"}, hands=HANDS)
    checked_play(driver, {"power:judge": "use"}, pending_kind("judge-fiat"))
    decision = driver.pending[0]
    form = decision.form.describe() if decision.form is not None else {}
    wanted = {"winner.c": "2", "winner.base": "1"}
    typed = ["form", *(wanted.get(field["name"], "") for field in form["fields"])]
    answer, printed = typed_at_terminal(monkeypatch, decision, typed)
    assert "How many cards of the giver's choice does the winner gain?" in printed
    assert "How many bases does the loser gain? (0 to 1)" in printed
    assert answer == "winner:2c+base" and decision.refusal(answer) is None
