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
from hyperspace.sim import simulate

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


def test_defends_with_the_biggest_d_card_when_a_launch_may_come_at_it() -> None:
    """C's launch is announced and this seat is C's likely target (the leader among C's
    opponents): it defends when it has no attack to make, or when one more hit may be its last;
    armed and healthy, it preps rather than lose the tempo; its AWS (S14) defends by itself."""
    options = [*PICKS, "prep:M500", "defense:D200", "defense:D700", "give:D200", "pass"]
    unarmed = make_view(["D200", "D700", "M500", "W700n"], preparing=(2,))
    assert ask(NuclearHeuristicBot(), turn(options), unarmed) == "defense:D700"
    exposed = make_view(
        ["D200", "D700", "M500", "W200n"], populations=(2000, 1500, 9000, 1000), preparing=(2,)
    )
    assert ask(NuclearHeuristicBot(), turn(options), exposed) == "defense:D700"
    armed = make_view(["D200", "D700", "M500", "W200n"], preparing=(2,))
    assert ask(NuclearHeuristicBot(), turn(options), armed) == "prep:M500"
    watched = make_view(
        ["D200", "D700", "M500", "W700n"], preparing=(2,), active={"S14": {"first": 4, "last": 7}}
    )
    assert ask(NuclearHeuristicBot(), turn(options), watched) == "pick:M"


def test_does_not_defend_against_a_launch_likely_aimed_elsewhere() -> None:
    # C's likely target is B (the leader among C's opponents), and this seat is healthy.
    seen = make_view(
        ["D700", "M500", "W700n"], populations=(8000, 9500, 9000, 7000), preparing=(2,)
    )
    options = [*PICKS, "prep:M500", "defense:D700", "pass"]
    assert ask(NuclearHeuristicBot(), turn(options), seen) == "pick:M"


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


def test_does_not_hoard_missiles_that_carry_nothing() -> None:
    """Three missiles too small for its warhead are enough: a P-card to attack with meanwhile,
    then another warhead (half of them fit any missile), never two P-cards in a row."""
    bot = NuclearHeuristicBot()
    hand = ["M200", "M200", "M200", "W500n"]
    options = [*PICKS, "prep:M200", "pass"]
    assert ask(bot, turn(options), make_view(hand)) == "pick:P"
    assert ask(bot, turn(options), make_view(hand)) == "pick:W"


def test_picks_a_d_card_for_its_advanced_warning_system() -> None:
    options = [*PICKS, "prep:M200", "pass"]
    hand = ["M200", "M200", "M200", "W500n"]
    seen = make_view(hand, active={"S14": {"first": 4, "last": 7}})
    assert ask(NuclearHeuristicBot(), turn(options), seen) == "pick:D"


def test_uses_propaganda_when_it_cannot_attack() -> None:
    bot = NuclearHeuristicBot()
    seen = make_view(["P100", "P300", "W700n", "M200"], populations=(9000, 9500, 9800, 250))
    options = [*PICKS, "propaganda:P100", "propaganda:P300", "prep:M200", "pass"]
    assert ask(bot, turn(options), seen) == "propaganda:P300"
    targets = Decision(0, "target", ["target:1", "target:2", "target:3"])
    assert ask(bot, targets, seen) == "target:3"  # finished off by it
    armed = make_view(["P300", "W200n", "M200"])
    assert ask(bot, turn(options), armed) == "prep:M200"


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


def test_never_activates_u1_without_its_own_citadel() -> None:
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
                under_citadel = "U4" in driver.state.players[seat].active
                assert choice != "activate:U1" or under_citadel, "Doomsday without U4"
                here = (driver.state.round, seat)
                asked_this_turn = asked_this_turn + 1 if here == last_turn else 1
                last_turn = here
                assert asked_this_turn < 40, f"the bot goes round in circles: {decision}"
            driver.submit(seat, choice)


def test_preps_the_smallest_missile_that_carries_its_best_warhead() -> None:
    seen = make_view(["M200", "M700", "M1000", "W200n", "W500n"])
    options = [*PICKS, "prep:M200", "prep:M700", "prep:M1000", "pass"]
    assert ask(NuclearHeuristicBot(), turn(options), seen) == "prep:M700"


def test_doomsday_only_under_its_own_citadel_and_after_the_due_launch() -> None:
    """R-65: a player under Last Citadel keeps 1 through Doomsday and is the last one standing."""
    bot = NuclearHeuristicBot()
    citadel = {"U4": {"first": 4, "last": 13}}
    seen = make_view(["U1", "W200n"], active=citadel)
    assert ask(bot, turn([*PICKS, "activate:U1", "pass"]), seen) == "activate:U1"
    due = make_view(["U1", "W200n"], active=citadel, prepped="M500")
    options = [*PICKS, "activate:U1", "launch:W200n", "pass"]
    assert ask(bot, turn(options), due) == "launch:W200n"
    # Holding both: the Citadel goes up first.
    both = make_view(["U1", "U4"])
    assert ask(bot, turn([*PICKS, "activate:U1", "activate:U4", "pass"]), both) == "activate:U4"


def test_ufo_and_stealth_bomber_with_any_warhead() -> None:
    bot = NuclearHeuristicBot()
    seen = make_view(["U2", "W200n"])
    assert ask(bot, turn([*PICKS, "activate:U2", "pass"]), seen) == "activate:U2"
    ufo = make_view(["W200n"], active={"U2": {"first": 5, "last": 10}})
    assert ask(bot, turn([*PICKS, "ufo:W200n", "pass"]), ufo) == "ufo:W200n"
    assert ask(bot, turn([*PICKS, "pass"]), make_view([], active={"U2": {}})) == "pick:W"
    stealth = make_view(["S18", "M500", "W200n", "W500n"])
    options = [*PICKS, "activate:S18", "prep:M500", "pass"]
    assert ask(bot, turn(options), stealth) == "activate:S18"
    assert ask(bot, Decision(0, "warhead", ["warhead:W200n", "warhead:W500n"]), stealth) == (
        "warhead:W500n"
    )


def test_terrorists_get_the_warhead_it_will_not_launch() -> None:
    bot = NuclearHeuristicBot()
    seen = make_view(["S6", "M500", "W200n", "W500n"])
    options = [*PICKS, "activate:S6", "prep:M500", "pass"]
    assert ask(bot, turn(options), seen) == "activate:S6"
    warheads = Decision(0, "warhead", ["warhead:W200n", "warhead:W500n"])
    assert ask(bot, warheads, seen) == "warhead:W200n"  # the W500n goes on the missile
    single = make_view(["S6", "M500", "W500n"])
    assert ask(bot, turn(options), single) == "prep:M500"


def test_passcodes_only_when_a_d_card_could_stop_the_launch() -> None:
    options = [*PICKS, "activate:S8", "launch:W500n", "pass"]
    seen = make_view(["S8", "W500n"], prepped="M500")
    assert ask(NuclearHeuristicBot(), turn(options), seen) == "activate:S8"
    ufo = make_view(["S8", "W500n"], prepped="M500", active={"U2": {"first": 4, "last": 9}})
    assert ask(NuclearHeuristicBot(), turn(options), ufo) == "launch:W500n"


def test_quiet_turn_specials_against_propaganda_and_the_spy_satellite() -> None:
    options = [*PICKS, "activate:S11", "activate:S12", "activate:S9", "pass"]
    with_p = make_view(["S11", "S12", "S9", "P200", "W700n", "M200"])
    assert ask(NuclearHeuristicBot(), turn(options), with_p) == "activate:S11"
    without_p = make_view(["S11", "S12", "S9", "W700n"])
    assert ask(NuclearHeuristicBot(), turn(options), without_p) == "activate:S12"
    blocked = make_view(["S11", "S9", "W700n"], active={"S12": {"first": 2, "last": 7}})
    options = [*PICKS, "activate:S11", "activate:S9", "pass"]
    assert ask(NuclearHeuristicBot(), turn(options), blocked) == "activate:S9"


def test_thefts_only_from_a_seat_that_may_hold_the_card() -> None:
    """What the bot saw: B announced preps in rounds 1, 3 and 18, C in round 5, D never. In round
    20 B's warhead went with its launch, so S1 goes to C (armed more often than D); S2, for the
    rare bio warhead, to D, quiet since the start; nobody has been quiet long enough in round 8."""
    bot = NuclearHeuristicBot()
    for round_, preparing in ((2, (1,)), (4, (1,)), (6, (2,)), (19, (1,))):
        ask(bot, turn([*PICKS, "pass"]), make_view([], preparing=preparing, round_=round_))
    options = [*PICKS, "activate:S1", "pass"]
    seen = make_view(["S1", "M500"], round_=20)
    assert ask(bot, turn(options), seen) == "activate:S1"
    assert ask(bot, Decision(0, "target", ["target:1", "target:2", "target:3"]), seen) == (
        "target:2"
    )
    options = [*PICKS, "activate:S2", "pass"]
    seen = make_view(["S2", "M500"], round_=20)
    assert ask(bot, turn(options), seen) == "activate:S2"
    assert ask(bot, Decision(0, "target", ["target:1", "target:2", "target:3"]), seen) == (
        "target:3"
    )
    fresh = NuclearHeuristicBot()
    seen = make_view(["S2", "M500"], round_=8)
    assert ask(fresh, turn(options), seen) == "pick:W"
    # S3 only when none of its own missiles carries its warheads.
    options = [*PICKS, "activate:S3", "prep:M500", "pass"]
    assert ask(bot, turn(options), make_view(["S3", "M500", "W200n"], round_=20)) == "prep:M500"
    assert ask(bot, turn(options), make_view(["S3", "M500", "W700n"], round_=20)) == ("activate:S3")


def test_every_card_type_is_used_in_heuristic_games() -> None:
    """A small deterministic run of heuristic-only games: the D- and P-cards, the specials the
    old bot never played (S9, S11, S14) and the rest are all put to use."""
    summary = simulate("nuclear", 4, 12, ["heuristic"], 1, max_rounds=300)
    uses = summary["card_uses_by_bot"]["heuristic"]
    unused = [label for label, count in uses.items() if count["total"] == 0 and " " not in label]
    assert unused == ["U1"]  # Doomsday needs U1 and U4 in one hand: rare in 12 games
