"""Assessor: a tax of one token on every launch into the Cone, held captive and bought back for
Lucre (reconstructed, C-490); its designed Flares (C-491); seed 002's clarifications; a Lucre
power (C-486)."""

from __future__ import annotations

from typing import Any

import pytest

from hyperspace.cosmic.powers.assessor import Assessor
from hyperspace.engine import Decision, Driver

from ..support import new_game, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import DESTINY, WINNING, ZAP, first_challenge, log
from .support import checked_play, powerless

TWO = {"launch": ["A1+A2"]}
AFTER_LAUNCH = "invite"  # the next decision once the launch is taxed


def game(powers: dict[int, str], lucre: list[int], players: int = 3, **setup: Any) -> Driver:
    """Lucre in play, only the seats in ``powers`` holding one; seat 0 challenges seat 1 first."""
    position = {"offense": 0, "destiny": DESTINY, "powers": powers, "lucre": lucre, **setup}
    return new_game(0, players=players, use_powers=False, lucre=True, setup=position)


def at(kind: str) -> Any:
    return lambda driver: any(d.kind == kind for d in driver.pending)


def held(driver: Driver, seat: int) -> list[int]:
    s = state(driver)
    return list(s.players[seat].power_data.get("held", [0] * s.config.players))


def test_assessor_taxes_one_token_of_the_launch() -> None:
    driver = game({2: "assessor"}, [0, 0, 0], hands=WINNING)
    checked_play(driver, TWO, at(AFTER_LAUNCH))
    s = state(driver)
    assert s.challenge is not None and len(s.challenge.cone[0]) == 1
    assert held(driver, 2) == [1, 0, 0] and s.token_total(0) == 20
    assert log(driver, "assessor-tax") == [{"seat": 2, "payer": 0, "tokens": 1}]
    assert s.features["assessor_taxed"] == 1


def test_the_offense_may_go_on_with_no_token_in_the_cone() -> None:
    # One token launched, one taxed: the offense's total is his card alone, and he still wins.
    driver = game({2: "assessor"}, [0, 0, 0], hands=WINNING)
    checked_play(driver, {}, first_challenge)
    s = state(driver)
    assert held(driver, 2) == [1, 0, 0]
    assert log(driver, "outcome")[0]["winner"] == 0 and s.tokens_on((1, 0), 0) == 0


def test_assessor_s_own_launch_is_not_taxed() -> None:
    driver = game({0: "assessor"}, [0, 0, 0], hands=WINNING)
    checked_play(driver, TWO, at(AFTER_LAUNCH))
    assert held(driver, 0) == [0, 0, 0] and log(driver, "assessor-tax") == []


def test_the_taxed_player_buys_his_tokens_back_at_the_start_of_his_challenge() -> None:
    # Taxed in his first challenge, seat 0 wins, challenges again, and buys his token back to
    # A3 for one of his two Lucre, paid to Assessor.
    hands = {**WINNING, 0: ["attack-20", "attack-15"]}
    driver = game({2: "assessor"}, [1, 0, 0], hands=hands)
    answers = checked_play(
        driver,
        {"second-challenge": "challenge", "assessor-ransom": ["buy:A3", "done"]},
        lambda d: any(e.kind == "assessor-ransom" for e in state(d).log),
    )
    s = state(driver)
    (asked,) = answers.asked("assessor-ransom")
    assert asked.seat == 0 and asked.context == {"assessor": 2, "held": 1}
    assert held(driver, 2) == [0, 0, 0] and s.tokens_on((0, 2), 0) == 5
    assert [p.lucre for p in s.players] == [1, 0, 1]
    assert log(driver, "assessor-ransom") == [{"seat": 0, "assessor": 2, "tokens": 1}]


def test_a_cosmic_zap_stops_the_tax() -> None:
    driver = game({2: "assessor"}, [0, 0, 0], hands={**WINNING, 1: ["attack-4", ZAP]})

    def zap(decision: Decision) -> str:
        return ZAP if decision.context["power"] == "assessor" else "pass"

    checked_play(driver, {**TWO, "cosmic-zap": zap}, at(AFTER_LAUNCH))
    assert held(driver, 2) == [0, 0, 0]
    assert log(driver, "assessor-tax") == []


def test_an_assessor_below_three_home_bases_has_no_power() -> None:
    driver = game({2: "assessor"}, [0, 0, 0], hands=WINNING, planets=powerless(2))
    checked_play(driver, TWO, at(AFTER_LAUNCH))
    assert log(driver, "assessor-tax") == []


def test_super_assessor_taxes_the_offensive_allies_too() -> None:
    hands = {**WINNING, 2: ["attack-5", "flare-assessor"], 3: ["attack-6"]}
    driver = game({2: "assessor"}, [0, 0, 0, 0], players=4, hands=hands)
    answers = {
        **TWO,
        "play-card": {2: "flare-assessor"},
        "invite": {0: "invite:3"},
        "alliance": "offense:D1+D2",
    }
    checked_play(driver, answers, first_challenge)
    assert log(driver, "super-assessor") == [{"seat": 2}]
    assert held(driver, 2) == [1, 0, 0, 1]
    assert log(driver, "assessor-tax") == [
        {"seat": 2, "payer": 0, "tokens": 1},
        {"seat": 2, "payer": 3, "tokens": 1},
    ]


def test_wild_assessor_captures_a_token_that_may_be_ransomed() -> None:
    hands = {**WINNING, 2: ["attack-5", "flare-assessor"]}
    driver = game({}, [1, 0, 0], hands=hands)
    answers = {
        **TWO,
        "play-card": {2: "flare-assessor"},
        "wild-assessor-ransom": "ransom",
        "return-token": {0: "A5"},
    }
    checked_play(driver, answers, at(AFTER_LAUNCH))
    s = state(driver)
    assert [p.lucre for p in s.players] == [1, 0, 1]
    assert s.tokens_on((0, 4), 0) == 5 and s.challenge is not None and len(s.challenge.cone[0]) == 1
    assert log(driver, "wild-assessor") == [{"seat": 2, "offense": 0, "answer": "ransom"}]


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_tax_tokens_are_not_prisoners() -> None:
    # "ASSESSOR [E] -- Tax tokens are not prisoners" (seed 002): Assessor (seat 1) holds a tax
    # token of seat 0's, and when seat 0 challenges it again no prisoner exchange is held.
    hands = {0: ["attack-20", "attack-15"], 1: ["attack-4", "attack-3"], 2: ["attack-5"]}
    driver = prisoners.game(
        {1: "assessor"}, destiny=(1, 1, 2, 0, 1, 2), hands=hands, lucre=[0, 0, 0],
        config={"lucre": True},
    )  # fmt: skip
    second_cone = lambda d: state(d).challenges == 2 and at("cone")(d)  # noqa: E731
    checked_play(driver, {"second-challenge": "challenge", "assessor-ransom": "done"}, second_cone)
    s = state(driver)
    assert s.challenges == 2 and held(driver, 1) == [1, 0, 0]
    assert prisoners.held(driver) == [[0, 0, 0]] * 3
    assert prisoners.log(driver, "prisoner-exchange") == []


def test_wild_assessor_captives_go_to_the_warp_not_to_prison() -> None:
    # "ASSESSOR [E] -- Wild Assessor captured tokens are not prisoners" (seed 002): in a capture
    # challenge, a captive not ransomed goes to the Warp.
    hands = {**prisoners.WINNING, 2: ["attack-5", "flare-assessor"]}
    driver = prisoners.game({}, hands=hands, lucre=[0, 0, 0], config={"lucre": True})
    answers = {**TWO, "play-card": {2: "flare-assessor"}, "wild-assessor-ransom": "warp"}
    checked_play(driver, answers, at(AFTER_LAUNCH))
    s = state(driver)
    assert prisoners.capture(s)
    assert s.warp[0] == 1 and prisoners.held(driver) == [[0, 0, 0]] * 3


def test_assessor_needs_lucre() -> None:
    assert Assessor.needs == ("lucre",)
    with pytest.raises(ValueError, match=r"^config.powers: Assessor needs Lucre"):
        new_game(0, use_powers=True, powers=("mind", "assessor", "trader"))


def test_captives_taken_by_a_lent_assessor_stay_with_its_owner() -> None:
    # Seat 2 lends Assessor to seat 1 for the challenge (Wild Philanthropist); seat 1 taxes the
    # launch. The captive stays on seat 2's Star Disc when the power comes back, never lost.
    hands = {**WINNING, 2: ["attack-5", "flare-philanthropist"]}
    driver = game({2: "assessor"}, [0, 0, 0], hands=hands)
    lend = {"play-card": {2: ["flare-philanthropist", "pass"]}, "philanthropist-lend": "player:1"}
    checked_play(driver, lend, first_challenge)
    s = state(driver)
    assert log(driver, "assessor-tax") == [{"seat": 1, "payer": 0, "tokens": 1}]
    assert s.power_seat["assessor"] == 2 and held(driver, 2) == [1, 0, 0]
    assert held(driver, 1) == [0, 0, 0] and s.token_total(0) == 20
