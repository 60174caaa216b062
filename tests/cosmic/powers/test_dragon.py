"""Dragon: four Lucre more at the start, and the Lucre others pay for purchases (Eon text,
C-487); its designed Flares (C-488); seed 002's prisoner exchange; a Lucre power is dealt only
with Lucre (C-486)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from hyperspace.cli import app
from hyperspace.cosmic.powers.dragon import Dragon
from hyperspace.engine import Decision, Driver
from hyperspace.sim.runner import cosmic_options

from ..support import new_game, pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import DESTINY, WINNING, ZAP, first_challenge, log
from .batch_b_support import game as dealt
from .support import checked_play, powerless

LUCRE = {"lucre": True}
AT_ALLIANCES = pending_kind("invite")  # the main players have bought their cards


def game(powers: dict[int, str], lucre: list[int], **setup: Any) -> Driver:
    """Three players with Lucre, only the seats in ``powers`` holding one; seat 0 challenges
    seat 1 first."""
    position = {"offense": 0, "destiny": DESTINY, "powers": powers, "lucre": lucre, **setup}
    return new_game(0, use_powers=False, lucre=True, setup=position)


def test_dragon_starts_with_four_lucre_more() -> None:
    driver = dealt(["dragon", "mind", "trader"], config=LUCRE)
    assert [p.lucre for p in state(driver).players] == [9, 4, 4]  # and one for seat 0's turn


def test_the_lucre_another_player_pays_for_cards_goes_to_dragon() -> None:
    driver = game({2: "dragon"}, [3, 2, 0], hands=WINNING)
    answers = checked_play(
        driver, {"lucre-buy-card": {0: ["buy", "buy", "done"], 1: "buy"}}, AT_ALLIANCES
    )
    s = state(driver)
    assert [p.lucre for p in s.players] == [2, 0, 4]  # one more on seat 0's turn start
    assert len(answers.asked("lucre-buy-card")) == 5
    assert log(driver, "dragon-lucre") == [
        {"seat": 2, "from": 0, "lucre": 1},
        {"seat": 2, "from": 0, "lucre": 1},
        {"seat": 2, "from": 1, "lucre": 1},
        {"seat": 2, "from": 1, "lucre": 1},
    ]
    assert s.features["dragon_lucre"] == 4


def test_tokens_bought_back_pay_dragon_too() -> None:
    driver = game({2: "dragon"}, [1, 0, 0], hands=WINNING, planets={"A1": [2, 0, 0]},
                  warp=[2, 0, 0])  # fmt: skip
    checked_play(driver, {"lucre-buy-token": {0: ["buy:A1", "buy:A1"]}}, AT_ALLIANCES)
    s = state(driver)
    assert s.warp[0] == 0 and s.players[2].lucre == 2


def test_dragon_s_own_purchases_go_to_the_box() -> None:
    driver = game({0: "dragon"}, [3, 0, 0], hands=WINNING)
    checked_play(driver, {"lucre-buy-card": {0: ["buy", "done"]}}, AT_ALLIANCES)
    assert [p.lucre for p in state(driver).players] == [3, 0, 0]
    assert log(driver, "dragon-lucre") == []


def test_a_cosmic_zap_stops_dragon_taking_a_payment() -> None:
    driver = game({2: "dragon"}, [1, 0, 0], hands={**WINNING, 1: ["attack-4", ZAP]})

    def zap(decision: Decision) -> str:
        return ZAP if decision.context["power"] == "dragon" else "pass"

    checked_play(driver, {"lucre-buy-card": {0: ["buy", "done"]}, "cosmic-zap": zap}, AT_ALLIANCES)
    assert state(driver).players[2].lucre == 0


def test_a_dragon_below_three_home_bases_has_no_power() -> None:
    driver = game({2: "dragon"}, [1, 0, 0], hands=WINNING, planets=powerless(2))
    checked_play(driver, {"lucre-buy-card": {0: ["buy", "done"]}}, AT_ALLIANCES)
    assert state(driver).players[2].lucre == 0


def test_lucre_exchanged_for_prisoners_is_not_dragon_s() -> None:
    # "DRAGON [E] -- Does not receive Lucre exchanged for prisoners" (seed 002): seat 1 gives back
    # one of seat 0's tokens for two Lucre; no purchase, so Dragon (seat 2) gets nothing.
    driver = prisoners.game(
        {2: "dragon"}, destiny=prisoners.PLAIN, jail={"1": [1, 0, 0]}, hands=WINNING,
        planets={"A1": [3, 0, 0]}, lucre=[2, 0, 0], config=LUCRE,
    )  # fmt: skip
    answers = {
        "prisoners-exchange": {1: "give:1p0/get:2L"},
        "prisoners-exchange-answer": {0: "accept"},
    }
    checked_play(driver, answers, pending_kind("cone"))
    assert [p.lucre for p in state(driver).players] == [1, 2, 0]  # seat 0 had 3 on his turn


def test_wild_dragon_takes_four_lucre_once() -> None:
    driver = game({}, [0, 0, 0], hands={**WINNING, 2: ["attack-5", "flare-dragon"]})
    checked_play(driver, {"play-card": {2: "flare-dragon"}}, AT_ALLIANCES)
    s = state(driver)
    assert s.players[2].lucre == 4 and "flare-dragon" in s.discard  # one-shot
    assert log(driver, "wild-dragon") == [{"seat": 2, "lucre": 4}]


def test_super_dragon_counts_its_lucre_twice() -> None:
    # Attack 10 + 1 token + 5 Lucre = 16 against the defense's 15 + 4 tokens = 19; with the Super
    # the Lucre counts twice: 21, and the offense wins.
    hands = {0: ["attack-10", "flare-dragon"], 1: ["attack-15"], 2: ["attack-5"]}
    driver = game({0: "dragon"}, [4, 0, 0], hands=hands)
    answers = {"play-card": {0: "flare-dragon"}, "lucre-buy-card": "done"}
    checked_play(driver, answers, first_challenge)
    assert log(driver, "super-dragon") == [{"seat": 0}]
    assert log(driver, "outcome")[0]["winner"] == 0


# -- a Lucre power needs Lucre (C-486) ------------------------------------------------------------


def test_without_lucre_dragon_is_not_dealt() -> None:
    pool = ("dragon", "mind", "trader", "filch")
    for seed in range(8):
        driver = new_game(seed, use_powers=True, power_pool=pool)
        assert sorted(state(driver).powers) == ["filch", "mind", "trader"]


def test_with_lucre_dragon_is_dealt_from_the_pool() -> None:
    pool = ("dragon", "mind", "trader", "filch")
    dealt_games = [
        "dragon" in state(new_game(seed, use_powers=True, lucre=True, power_pool=pool)).powers
        for seed in range(8)
    ]
    assert any(dealt_games)


def test_naming_dragon_without_lucre_is_refused() -> None:
    with pytest.raises(ValueError) as refused:
        new_game(0, use_powers=True, powers=("dragon", "mind", "trader"))
    assert str(refused.value) == (
        "config.powers: Dragon needs Lucre, which is off in this game (switch the lucre setting "
        "on, or choose another power)"
    )
    with pytest.raises(ValueError, match=r"setup.powers.2: Dragon needs Lucre"):
        new_game(0, use_powers=False, setup={"powers": {2: "dragon"}})


def test_its_flare_is_in_a_deck_only_with_lucre() -> None:
    def dealt_flare(seed: int, lucre: bool) -> bool:
        s = state(new_game(seed, use_powers=True, lucre=lucre, flares_per_player=4))
        return "flare-dragon" in s.deck + [c for p in s.players for c in p.hand]

    assert not any(dealt_flare(seed, False) for seed in range(20))
    assert any(dealt_flare(seed, True) for seed in range(20))


def test_simulate_naming_dragon_switches_lucre_on_and_says_so() -> None:
    assert cosmic_options(3, ["dragon", "mind", "trader"]) == {
        "powers": ["dragon", "mind", "trader"],
        "lucre": True,
    }
    args = "simulate cosmic --players 3 --games 2 --seed 1 --workers 1 --powers dragon,mind,trader"
    result = CliRunner().invoke(app, [*args.split(), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["options"]["lucre"] is True
    assert result.stderr == (
        "Lucre is switched on for these games: Dragon needs it (ruling C-486).\n"
    )


def test_the_power_says_what_it_needs() -> None:
    assert Dragon.needs == ("lucre",)
