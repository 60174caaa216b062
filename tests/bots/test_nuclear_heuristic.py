"""The nuclear heuristic bot: sensible choices in set positions, and legal, loop-free play in
whole games (U1 never used)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from hyperspace.bots import make_bot
from hyperspace.bots.nuclear_heuristic import NuclearHeuristicBot, attack_target
from hyperspace.engine import Decision, Driver
from hyperspace.engine.rng import derive_seed
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.view import view

PICKS = ["pick:M", "pick:W", "pick:P", "pick:D"]


def make_view(
    hand: list[str],
    populations: tuple[int, ...] = (10_000, 10_000, 10_000, 10_000),
    preparing: tuple[int, ...] = (),
    seat: int = 0,
    round_: int = 5,
    prepped: str | None = None,
    active: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A view shaped like hyperspace.nuclear.view.view(..., since=None)."""
    return {
        "game": "nuclear",
        "round": round_,
        "seat": seat,
        "over": False,
        "players": [
            {
                "seat": i,
                "name": "ABCDEF"[i],
                "alive": pop > 0,
                "population": pop,
                "preparing": i in preparing,
                "frozen": False,
            }
            for i, pop in enumerate(populations)
        ],
        "me": {
            "population": populations[seat],
            "hand": hand,
            "active": active or {},
            "idle": [],
            "prepped": prepped,
            "prepped_due": round_ if prepped else None,
            "emp_locked_until": 0,
            "credit": 0,
            "penalties": {"u2": 0, "u3": 0, "u4": 0},
            "score": 2 * populations[seat],
        },
    }


def turn(options: list[str]) -> Decision:
    return Decision(0, "turn", options, "Choose your move")


def ask(bot: NuclearHeuristicBot, decision: Decision, seen: dict[str, Any]) -> str:
    return bot.choose(decision, lambda: seen)


def test_defends_with_the_biggest_d_card_when_an_opponent_is_preparing() -> None:
    seen = make_view(["D200", "D700", "M500", "W200n"], preparing=(2,))
    options = [*PICKS, "prep:M500", "defense:D200", "defense:D700", "give:D200", "pass"]
    assert ask(NuclearHeuristicBot(), turn(options), seen) == "defense:D700"


def test_preps_when_nobody_threatens_and_a_warhead_fits() -> None:
    seen = make_view(["D200", "M200", "M500", "W500n"])
    options = [*PICKS, "prep:M200", "prep:M500", "defense:D200", "pass"]
    assert ask(NuclearHeuristicBot(), turn(options), seen) == "prep:M500"


def test_builds_towards_a_launch() -> None:
    bot = NuclearHeuristicBot()
    assert ask(bot, turn([*PICKS, "pass"]), make_view([])) == "pick:W"
    assert ask(bot, turn([*PICKS, "pass"]), make_view(["W500n"])) == "pick:M"
    options = [*PICKS, "prep:M200", "pass"]
    assert ask(bot, turn(options), make_view(["W500n", "M200"])) == "pick:M"  # does not fit


def test_launches_the_due_missile_at_the_leader_or_to_finish_someone_off() -> None:
    bot = NuclearHeuristicBot()
    options = [*PICKS, "launch:W200n", "launch:W500n", "pass"]
    seen = make_view(
        ["M200", "W200n", "W500n"], populations=(9000, 8000, 9500, 7000), prepped="M500"
    )
    assert ask(bot, turn(options), seen) == "launch:W500n"
    targets = Decision(0, "target", ["target:1", "target:2", "target:3"])
    assert ask(bot, targets, seen) == "target:2"  # the leader
    seen = make_view(["W500n"], populations=(9000, 400, 9500, 300), prepped="M500")
    assert ask(bot, turn(options), seen) == "launch:W500n"
    assert ask(bot, targets, seen) == "target:1"  # the biggest one it can finish off
    assert attack_target(seen["players"][1:], 250) == 2  # nobody killable: the leader


def test_launch_beats_defense_and_the_forfeit_is_never_confirmed_with_a_launch_on_offer() -> None:
    bot = NuclearHeuristicBot()
    seen = make_view(["D700", "W500n"], preparing=(1,), prepped="M500")
    options = [*PICKS, "launch:W500n", "defense:D700", "pass"]
    assert ask(bot, turn(options), seen) == "launch:W500n"
    forfeit = Decision(0, "confirm_forfeit", ["confirm", "back"])
    assert ask(bot, forfeit, seen) == "back"
    # Nothing fits the due missile: losing it is fine.
    seen = make_view(["W700n"], prepped="M200")
    assert ask(bot, turn([*PICKS, "pass"]), seen) == "pick:M"
    assert ask(bot, forfeit, seen) == "confirm"


def test_never_activates_u1() -> None:
    bot = NuclearHeuristicBot()
    for hand in (["U1"], ["U1", "W2000n", "M2000"], ["U1", "U2", "W500n"]):
        for populations in ((100, 10_000, 10_000), (10_000, 100, 100), (10_000, 0, 200)):
            for preparing in ((), (1,), (1, 2)):
                seen = make_view(hand, populations=populations, preparing=preparing)
                options = [*PICKS, "activate:U1", "give:U1", "pass"]
                if "U2" in hand:
                    options.append("activate:U2")
                assert ask(bot, turn(options), seen) != "activate:U1"


def test_sensible_specials() -> None:
    bot = NuclearHeuristicBot()
    # An opponent's missile is due: sabotage it before anything else.
    seen = make_view(["S7", "D500"], preparing=(3,), populations=(9000, 9000, 9000, 8000))
    options = [*PICKS, "activate:S7", "defense:D500", "pass"]
    assert ask(bot, turn(options), seen) == "activate:S7"
    assert ask(bot, Decision(0, "target", ["target:1", "target:2", "target:3"]), seen) == "target:3"
    # A shelter is not put up over its own cancelling partner.
    seen = make_view(["S15", "D500"], preparing=(1,), active={"S17": {"first": 3, "last": 6}})
    options = [*PICKS, "activate:S15", "defense:D500", "pass"]
    assert ask(bot, turn(options), seen) == "defense:D500"
    # A submarine launch instead of an announced prep.
    seen = make_view(["S19", "M700", "W500n"])
    assert ask(bot, turn([*PICKS, "activate:S19", "prep:M700", "pass"]), seen) == "activate:S19"
    options = [*PICKS, "undo:special", "sublaunch:M700", "prep:M700", "pass"]
    assert ask(bot, turn(options), seen) == "sublaunch:M700"
    warheads = Decision(0, "warhead", ["warhead:W500n"])
    assert ask(bot, warheads, seen) == "warhead:W500n"


def test_follow_up_questions() -> None:
    bot = NuclearHeuristicBot()
    seen = make_view([])
    aws = Decision(0, "aws", ["aws:D200", "aws:D1000", "aws:D500", "decline"], "", {"incoming": 1})
    assert ask(bot, aws, seen) == "aws:D1000"
    mirv = Decision(0, "mirv", ["add:W200n", "add:W500n", "done"])
    assert ask(bot, mirv, seen) == "add:W500n"
    assert ask(bot, Decision(0, "confirm_cancel", ["confirm", "back"]), seen) == "confirm"


def test_defends_in_a_real_game() -> None:
    """Round 1: B preps (announced to all). Round 2: the bot, holding D-cards, defends."""
    setup = {"players": [{"hand": ["D200", "D700", "M200"]}, {"hand": ["M500", "W500n"]}]}
    driver = Driver(NUCLEAR, {"players": 2, "setup": setup}, 1)
    bot = make_bot("heuristic", "nuclear", 1)
    observe = partial(view, driver.state, 0, since=None)
    choices = []
    while driver.state.round <= 2:
        decision = driver.pending[0]
        if decision.seat == 1:
            key = "prep:M500" if driver.state.round == 1 else "pass"
            if decision.kind != "turn":
                key = decision.options[0]
        else:
            key = bot.choose(decision, observe)
            choices.append((driver.state.round, key))
        driver.submit(decision.seat, key)
    assert (2, "defense:D700") in choices


@pytest.mark.parametrize("players", [2, 3, 5])
def test_legal_and_loop_free_in_whole_games(players: int) -> None:
    """Mixed tables; every player starts with every special and ultimate card, so the ultimates
    and all the specials get played."""
    specials = [f"S{n}" for n in range(1, 23)] + ["U1", "U2", "U3", "U4"]
    setup = {"players": [{"hand": list(specials)} for _ in range(players)]}
    for game in range(6):
        config: dict[str, Any] = {"players": players, "max_rounds": 150}
        if game % 2 == 0:
            config["setup"] = setup
        seed = derive_seed(11, players, game)
        driver = Driver(NUCLEAR, config, seed)
        kinds = ["heuristic" if (seat + game) % 2 == 0 else "random" for seat in range(players)]
        bots = [make_bot(kind, "nuclear", seed + seat) for seat, kind in enumerate(kinds)]
        last_turn: tuple[int, int] = (-1, -1)
        asked_this_turn = 0
        while not driver.finished:
            decision = driver.pending[0]
            seat = decision.seat
            choice = bots[seat].choose(decision, partial(view, driver.state, seat, since=None))
            assert choice in decision.options, (decision, choice)
            if kinds[seat] == "heuristic":
                assert choice != "activate:U1"
                here = (driver.state.round, seat)
                asked_this_turn = asked_this_turn + 1 if here == last_turn else 1
                last_turn = here
                assert asked_this_turn < 40, f"the bot goes round in circles: {decision}"
            driver.submit(seat, choice)
