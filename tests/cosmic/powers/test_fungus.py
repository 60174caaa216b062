"""Fungus: the losers' tokens stacked under its token, stacks counted in its challenges and
freed in the Warp (C-31); its Super Flare."""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic.powers.fungus import STACKS
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Driver

from ..support import pending_kind, state
from .batch_a_support import LOSING, OFFENSIVE_ALLY, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless


def stacks(driver: Driver, seat: int) -> list[dict[str, Any]]:
    return list(state(driver).players[seat].power_data.get(STACKS, []))


def with_stack(driver: Driver, seat: int, where: str, colour: int, count: int) -> None:
    """Give Fungus (``seat``) a stack of ``count`` tokens of ``colour`` taken from the Warp."""
    s = state(driver)
    s.warp[colour] -= count
    tokens = [0] * s.config.players
    tokens[colour] = count
    s.players[seat].power_data.setdefault(STACKS, []).append(
        {"carrier": seat, "at": where, "from": None, "tokens": tokens}
    )


def test_offense_wins_captures_the_defenders() -> None:
    driver = game({0: "fungus"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    s = state(driver)
    assert s.warp == [0, 0, 0]
    assert stacks(driver, 0) == [{"carrier": 0, "at": "B1", "from": None, "tokens": [0, 4, 0]}]
    assert s.tokens_on((1, 0), 0) == 1  # the stack's token landed on B1
    assert log(driver, "adhered") == [{"seat": 0, "colour": 1, "tokens": 4}]


def test_defense_wins_captures_the_cone_and_allies() -> None:
    driver = game({1: "fungus"}, hands=LOSING)
    checked_play(
        driver,
        {**TWO, **OFFENSIVE_ALLY},
        until=first_challenge,
    )
    assert state(driver).warp == [0, 0, 0]
    assert stacks(driver, 1) == [{"carrier": 1, "at": "B1", "from": None, "tokens": [2, 0, 1]}]


def test_ally_captures_and_takes_the_stack_home() -> None:
    driver = game({2: "fungus"}, hands=LOSING)
    checked_play(
        driver,
        {"invite": {1: "invite:2"}, "alliance": "defense:C4"},
        until=first_challenge,
    )
    assert stacks(driver, 2) == [{"carrier": 2, "at": "C4", "from": None, "tokens": [1, 0, 0]}]


def test_before_zombie() -> None:
    driver = game({0: "fungus", 1: "zombie"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    assert stacks(driver, 0)[0]["tokens"] == [0, 4, 0]
    assert log(driver, "zombie") == []


def test_stack_adds_its_tokens_in_a_challenge() -> None:
    # Fungus (seat 0) has a stack of three on A2; launched from A2 it adds three: 10 + 1 + 3.
    hands = {0: ["attack-10"], 1: ["attack-12"], 2: []}
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 3], planets={"C1": [0, 0, 1]})
    with_stack(driver, 0, "A2", 2, 3)
    checked_play(driver, {"launch": ["A2"], "fungus-stacks": "1"}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 14, "defense": 16}]
    # It lost: the stack went to the Warp, its tokens free there.
    assert state(driver).warp == [1, 0, 3] and stacks(driver, 0) == []
    assert log(driver, "fungus-frees") == [{"seat": 0, "tokens": [0, 0, 3]}]


def test_stack_left_behind_stays() -> None:
    hands = {0: ["attack-10"], 1: ["attack-12"], 2: []}
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 3], planets={"C1": [0, 0, 1]})
    with_stack(driver, 0, "A2", 2, 3)
    checked_play(driver, {"launch": ["A2"], "fungus-stacks": "0"}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 11, "defense": 16}]
    assert stacks(driver, 0)[0]["at"] == "A2"


def test_last_token_of_a_planet_must_take_its_stack() -> None:
    hands = {0: ["attack-10", "attack-9"], 1: ["attack-12"], 2: []}
    planets = {"A2": [2, 0, 0], "A5": [6, 0, 0]}
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 3], planets={**planets, "C1": [0, 0, 1]})
    with_stack(driver, 0, "A2", 2, 2)
    with_stack(driver, 0, "A2", 2, 1)
    answers = checked_play(driver, {"launch": ["A2"]}, until=pending_kind("challenge-card"))
    s = state(driver)
    assert answers.asked("fungus-stacks") == []  # one token left on A2 for two stacks: forced
    assert [x["at"] for x in stacks(driver, 0)] == ["challenge", "A2"]
    assert s.challenge is not None


def test_zap_at_the_capture_sends_them_to_the_warp() -> None:
    driver = game({0: "fungus"}, hands={**WINNING, 2: ["attack-5", ZAP]})
    checked_play(driver, {"cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert state(driver).warp == [0, 4, 0] and stacks(driver, 0) == []


def test_zapping_frees_nobody() -> None:
    hands = {0: ["attack-10"], 1: ["attack-12"], 2: [ZAP]}
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 3], planets={"C1": [0, 0, 1]})
    with_stack(driver, 0, "A3", 2, 3)
    checked_play(driver, {"cosmic-zap": {2: ZAP}, "fungus-stacks": "1", "launch": ["A3"]},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "zapped") == [{"seat": 0, "power": "fungus"}]
    assert log(driver, "totals") == [{"offense": 11, "defense": 16}]  # not counted
    assert state(driver).warp == [1, 0, 3]  # the stack still went with its token


def test_lost_power_captures_nothing() -> None:
    driver = game({0: "fungus"}, hands=WINNING, planets=powerless(0))
    checked_play(driver, {}, until=first_challenge)
    assert state(driver).warp == [0, 4, 0] and stacks(driver, 0) == []


def test_stacks_are_public() -> None:
    driver = game({0: "fungus"}, hands=WINNING)
    checked_play(driver, {}, until=first_challenge)
    for seat in (None, 1):
        seen = view(state(driver), seat)["players"][0]["power_data"]
        assert seen == {"stacks": [{"carrier": 0, "at": "B1", "tokens": [0, 4, 0]}]}


def test_stack_freed_when_its_planet_is_lost() -> None:
    # Fungus defends A1 holding its stack and loses: the stack goes to the Warp with its tokens.
    hands = {0: ["attack-4"], 1: ["attack-20"], 2: []}
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 2], planets={"C1": [0, 0, 2]},
                  offense=1, destiny=[0, 2, 1])  # fmt: skip
    with_stack(driver, 0, "A1", 2, 2)
    checked_play(driver, {"cone": "A1"}, until=first_challenge)
    assert stacks(driver, 0) == []
    assert state(driver).warp == [4, 0, 2]


def test_every_stack_of_a_lost_planet_is_freed() -> None:
    # C-31: Fungus loses A1 with two stacks under its tokens there: both go, not just the first.
    hands = {0: ["attack-4"], 1: ["attack-20"], 2: []}
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 2], planets={"C1": [0, 0, 2]},
                  offense=1, destiny=[0, 2, 1])  # fmt: skip
    with_stack(driver, 0, "A1", 2, 1)
    with_stack(driver, 0, "A1", 2, 1)
    checked_play(driver, {"cone": "A1"}, until=first_challenge)
    assert stacks(driver, 0) == []
    assert state(driver).warp == [4, 0, 2]


def test_super_flare_keeps_the_stack_together_in_the_warp() -> None:
    hands = {0: ["attack-10", "flare-fungus"], 1: ["attack-12"], 2: []}
    driver = game({0: "fungus"}, hands=hands, warp=[0, 0, 3], planets={"C1": [0, 0, 1]})
    with_stack(driver, 0, "A2", 2, 3)
    checked_play(
        driver,
        {"launch": ["A2"], "fungus-stacks": "1", "play-card": {0: "flare-fungus"}},
        until=first_challenge,
    )
    assert log(driver, "super-fungus") == [{"seat": 0, "tokens": [0, 0, 3]}]
    assert stacks(driver, 0) == [{"carrier": 0, "at": "warp", "from": None, "tokens": [0, 0, 3]}]
    assert state(driver).warp == [1, 0, 0]


def test_kept_stack_comes_out_with_its_token() -> None:
    hands = {0: ["attack-10"], 1: ["attack-12"], 2: []}
    driver = game({0: "fungus"}, hands=hands, warp=[1, 0, 3], planets={"A5": [3, 0, 0],
                                                                    "C1": [0, 0, 1]})  # fmt: skip
    with_stack(driver, 0, "warp", 2, 3)
    answers = checked_play(
        driver,
        {"regroup": "regain:A4", "launch": ["A1"], "fungus-stack-place": "A4"},
        until=first_challenge,
    )
    place = answers.asked("fungus-stack-place")[0]
    assert place.options == ("A1", "A2", "A3", "A4", "A5")
    assert stacks(driver, 0) == [{"carrier": 0, "at": "A4", "from": None, "tokens": [0, 0, 3]}]
    # Fungus reads which stack it places (a survivor of the seed-21 mutation sample renamed the
    # context's "tokens": the question read "the stack of 0 tokens").
    assert place.context == {"tokens": 3, "at": "warp"}
    seen = view(state(driver), 0)
    assert (
        WORDS.prompt(place, seen)
        == "Which of your tokens carried the stack of 3 tokens from the Warp?"
    )


def test_zap_offered_as_the_tokens_are_lost() -> None:
    driver = game({0: "fungus"}, hands={**WINNING, 2: ["attack-5", ZAP]})
    checked_play(driver, {}, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.outcome == "offense"
    assert s.transit[1] == 4 and stacks(driver, 0) == []


def test_a_stack_let_go_reads_as_its_tokens_by_colour() -> None:
    """The "fungus-frees" entry holds the stack's tokens by colour: the words count them."""
    from hyperspace.cosmic.words import WORDS

    seen = {"players": [{"seat": s, "name": n} for s, n in enumerate("ABCD")]}
    entry = {"kind": "fungus-frees", "seat": 0, "tokens": [0, 2, 0, 1]}
    told = "A's Fungus lets 2 tokens of B and 1 token of D go to the Warp."
    assert WORDS.entry(entry, seen) == told
