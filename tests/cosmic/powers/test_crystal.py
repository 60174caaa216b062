"""Crystal: as a main player or an ally it names how many tokens every other ally commits
(reconstructed, C-575); its designed Flares (C-576, C-577); seed 002's Super Crystal, whose
arrangements come before the prisoner exchange."""

from __future__ import annotations

import pytest

from hyperspace.cosmic.powers.crystal import Crystal
from hyperspace.engine import Decision

from ..support import pending_kind, state
from ..test_properties import assert_ended, config_for
from ..test_properties import checked_play as random_checked_play
from ..variants import prisoners_support as prisoners
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

AT_CARDS = pending_kind("challenge-card")
HANDS = {0: ["attack-1", "attack-2"], 1: ["attack-12", "attack-13"], 2: ["attack-5"]}
# Seat 2 joins the offense; it takes tokens from C1, C2, C3 in turn. Where Crystal names his number
# he names only his side, and the tokens after (C-604).
OFFENSIVE_ALLY = {
    "invite": {0: "invite:2"},
    "alliance": "offense",
    "ally-token": ["C1+C2+C3"],
}
# Four players: seat 2 (Crystal or not) joins the defense first, with C1 named with its side
# (C-604), then seat 3 the offense: its tokens asked after, where Crystal names their number.
FOUR = {
    "invite": {0: "invite:3", 1: "invite:2"},
    "alliance": {2: "defense:C1", 3: "offense"},
    "ally-token": {3: ["D1+D2+D3"]},
}


def test_crystal_as_a_main_player_names_the_ally_s_number() -> None:
    driver = game({1: "crystal"}, hands=HANDS)
    answers = checked_play(driver, {**OFFENSIVE_ALLY, "token-count": "tokens:3"}, AT_CARDS)
    (count,) = answers.asked("token-count")
    assert count.seat == 1 and count.context == {"seat": 2, "side": "offense"}
    assert count.options == ("tokens:1", "tokens:2", "tokens:3", "tokens:4")
    picks = answers.asked("ally-token")
    assert [d.seat for d in picks] == [2]  # the ally picks the bases, all three at once
    assert picks[0].refusal("C1+C2") == "that is 2 tokens: commit at least 3"
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 3}]
    assert log(driver, "tokens-named") == [{"seat": 1, "for": 2, "tokens": 3}]
    s = state(driver)
    assert [s.tokens_on((2, i), 2) for i in range(3)] == [3, 3, 3]
    assert s.features["crystal_named_allies"] == 1


def test_crystal_names_the_number_of_an_ally_with_a_single_token_to_spare() -> None:
    """Crystal names the number even when one token is all the ally can commit: the only answer
    is taken without asking, but the naming is told and counted (a survivor of the seed-21
    mutation sample let the ally commit his one token himself)."""
    planets = {"C1": [0, 0, 2], "C2": [0, 0, 1], "C3": [0, 0, 1], "C4": [0, 0, 1], "C5": [0, 0, 1]}
    driver = game({1: "crystal"}, hands=HANDS, planets=planets, warp=[0, 0, 14])
    answers = checked_play(driver, OFFENSIVE_ALLY, AT_CARDS)
    assert answers.asked("token-count") == [] and answers.asked("ally-token") == []
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 1}]
    assert log(driver, "tokens-named") == [{"seat": 1, "for": 2, "tokens": 1}]
    s = state(driver)
    assert s.tokens_on((2, 0), 2) == 1
    assert s.features["crystal_named_allies"] == 1


def test_the_offense_launches_as_usual() -> None:
    driver = game({1: "crystal"}, hands=HANDS)
    answers = checked_play(driver, {"launch": ["A1+A2"]}, AT_CARDS)
    assert answers.asked("token-count") == []
    assert log(driver, "launch") == [{"seat": 0, "tokens": 2}]


def test_crystal_as_an_ally_names_the_later_ally_s_number() -> None:
    driver = game({2: "crystal"}, players=4, hands={**HANDS, 3: ["attack-6"]})
    table = {**FOUR, "token-count": "tokens:1", "ally-token": {3: "D1"}}
    answers = checked_play(driver, table, AT_CARDS)
    (count,) = answers.asked("token-count")
    assert count.seat == 2 and count.context == {"seat": 3, "side": "offense"}
    # its own named with its side, as usual (C-604); the later ally's after, the number named
    assert [key for d, key in answers.seen if d.kind == "alliance"] == ["defense:C1", "offense"]
    assert [d.seat for d in answers.asked("ally-token")] == [3]
    assert log(driver, "ally") == [
        {"seat": 2, "side": "defense", "tokens": 1},
        {"seat": 3, "side": "offense", "tokens": 1},
    ]


def test_an_uninvolved_crystal_names_nothing() -> None:
    table = {**FOUR, "alliance": {2: "decline", 3: "offense:D1+D2+D3"}}
    driver = game({2: "crystal"}, players=4, hands={**HANDS, 3: ["attack-6"]})
    answers = checked_play(driver, table, AT_CARDS)
    assert answers.asked("token-count") == []
    assert log(driver, "ally") == [{"seat": 3, "side": "offense", "tokens": 3}]


def test_a_cosmic_zap_stops_the_naming() -> None:
    driver = game({1: "crystal"}, hands={**HANDS, 0: ["attack-1", ZAP]})

    def zap(decision: Decision) -> str:
        return ZAP if decision.context.get("power") == "crystal" else "pass"

    table = {**OFFENSIVE_ALLY, "ally-token": ["C1"], "cosmic-zap": zap}
    answers = checked_play(driver, table, AT_CARDS)
    assert answers.asked("token-count") == []
    assert log(driver, "zapped") == [{"seat": 1, "power": "crystal"}]
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 1}]


def test_a_crystal_below_three_home_bases_has_no_power() -> None:
    driver = game({1: "crystal"}, hands=HANDS, planets=powerless(1))
    table = {**OFFENSIVE_ALLY, "alliance": "offense:C1"}  # his tokens with his side (C-604)
    answers = checked_play(driver, table, AT_CARDS)
    assert answers.asked("token-count") == [] and answers.asked("ally-token") == []


def test_super_crystal_arranges_the_launch_and_every_ally_in_advance() -> None:
    # Crystal (seat 2) takes no part in seat 0's challenge against seat 1; its Super, played at
    # the start, lets it name the offense's launch and the defensive ally's number.
    hands = {**HANDS, 2: ["flare-crystal"], 3: ["attack-6"]}
    table = {
        "play-card": {2: "flare-crystal"},
        "token-count": ["tokens:1", "tokens:4"],
        "launch": "A1",
        "invite": {0: "invite:none", 1: "invite:3"},
        "alliance": {3: "defense"},
        "ally-token": ["D1+D2+D3+D4"],
    }
    driver = game({2: "crystal"}, players=4, hands=hands)
    answers = checked_play(driver, table, AT_CARDS)
    assert [(d.seat, d.context["seat"]) for d in answers.asked("token-count")] == [(2, 0), (2, 3)]
    assert log(driver, "super-crystal") == [{"seat": 2}]
    assert log(driver, "launch") == [{"seat": 0, "tokens": 1}]
    assert log(driver, "ally") == [{"seat": 3, "side": "defense", "tokens": 4}]
    s = state(driver)
    assert s.features["crystal_arranged_launches"] == 1 and s.features["crystal_named_allies"] == 1
    assert "flare-crystal" in s.players[2].hand  # back to the hand


def test_super_crystal_is_played_only_at_the_start() -> None:
    hands = {**HANDS, 2: ["flare-crystal"]}
    driver = game({2: "crystal"}, hands=hands)
    answers = checked_play(driver, {}, first_challenge)
    offers = [d for d in answers.asked("play-card") if d.seat == 2]
    moments = [d.context.get("moment") for d in offers if "flare-crystal" in d.options]
    assert moments == ["start"]


def test_super_crystal_arrangements_come_before_the_prisoner_exchange() -> None:
    # "CRYSTAL [E] -- Super Crystal arrangements occur before the prisoner exchange, and may
    # include understandings about prisoners." (seed 002). Seat 1 holds a prisoner of seat 0's
    # and seat 0 one of seat 1's: the exchange is held once the defense is known, after the Super
    # Crystal's arrangements (C-576).
    hands = {**prisoners.LOSING, 2: ["flare-crystal"]}
    driver = prisoners.game(
        {2: "crystal"},
        destiny=prisoners.PLAIN,
        jail={"1": [1, 0, 0], "0": [0, 1, 0]},
        planets={"A1": [3, 0, 0], "B1": [0, 3, 0]},
        hands=hands,
    )
    table = {"play-card": {2: "flare-crystal"}, "token-count": "tokens:2", "launch": "A2+A3"}
    answers = checked_play(driver, table, prisoners.first_challenge)
    kinds = [e.kind for e in state(driver).log]
    assert kinds.index("super-crystal") < kinds.index("prisoner-exchange")
    assert [d.seat for d in answers.asked("prisoners-exchange")] == [1, 0]
    assert [d.seat for d in answers.asked("token-count")] == [2]  # as arranged
    assert log(driver, "launch") == [{"seat": 0, "tokens": 2}]


def test_wild_crystal_names_the_numbers_of_later_allies() -> None:
    # Seat 0 (the offense, no power) plays the Wild Crystal; Crystal (seat 1) is the defense.
    hands = {**HANDS, 0: ["attack-1", "flare-crystal"]}
    driver = game({1: "crystal"}, hands=hands)
    table = {**OFFENSIVE_ALLY, "play-card": {0: "flare-crystal"}, "token-count": "tokens:3"}
    answers = checked_play(driver, table, AT_CARDS)
    # Both may name: the power comes first (C-577), the Wild only where Crystal does not.
    assert [d.seat for d in answers.asked("token-count")] == [1]
    assert log(driver, "wild-crystal") == [{"seat": 0}]


def test_wild_crystal_alone() -> None:
    hands = {**HANDS, 0: ["attack-1", "flare-crystal"]}
    driver = game({}, hands=hands)
    table = {**OFFENSIVE_ALLY, "play-card": {0: "flare-crystal"}, "token-count": "tokens:2",
             "ally-token": "C1+C2"}  # fmt: skip
    answers = checked_play(driver, table, AT_CARDS)
    assert [d.seat for d in answers.asked("token-count")] == [0]
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 2}]
    assert state(driver).features["wild_crystal_named_allies"] == 1


def test_the_power_is_listed_with_its_source() -> None:
    assert Crystal.source.startswith("reconstructed (C-575)")


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_butler_and_crystal_end_and_conserve(seed: int) -> None:
    # Random legal play, every invariant checked after each decision (the property test's), with
    # Butler and Crystal always dealt; all four variants in odd seeds.
    pool = ["butler", "crystal", "oracle", "zombie"]
    variants = ["kickers", "prisoners", "pulsars", "zodiac"] if seed % 2 else []
    config = config_for(4, pool, False, False, variants)
    assert_ended(random_checked_play(seed, config))
