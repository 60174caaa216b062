"""Pirate's Pulsar: the Con (immunity: Pirate cannot raid the holder; discarded during the raid it
shuts Pirate off, and the raiders go home) and the Pro (C-373: a second raid in a turn)."""

from __future__ import annotations

from typing import Any

from hyperspace.engine import Decision, Driver

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..support import challenges_done, new_game, pending_kind, state
from .support import plays

# Seat 0 challenges seat 1; Pirate (seat 2) may raid either main player's Lucre.
HANDS = {0: ["attack-20", "attack-8"], 1: ["attack-1", "attack-4"], 2: ["attack-20"]}


def game(hands: Any, players: int = 3, destiny: Any = (1, 2, 0, 1, 2, 0)) -> Driver:
    position = {
        "offense": 0,
        "destiny": list(destiny),
        "powers": {2: "pirate"},
        "hands": hands,
        "lucre": [4] * players,
    }
    return new_game(
        0, players=players, use_powers=False, lucre=True, variants=("pulsars",), setup=position
    )


def test_con_keeps_pirate_from_raiding_the_holder() -> None:
    driver = game({**HANDS, 1: [*HANDS[1], "pulsar-pirate"]})
    answers = checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-pirate"]}), "pulsar-mode": "immunity"},
        until=lambda d: bool(log(d, "pirate-raid")),
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "pirate"}]
    assert log(driver, "pirate-raid") == [{"seat": 2, "victim": 0}]  # the only one left
    assert answers.asked("pirate-victim") == []


def test_a_pulsar_shut_off_in_the_raid_sends_the_raiders_home() -> None:
    driver = game({**HANDS, 1: [*HANDS[1], "pulsar-pirate"]})

    def in_the_raid(decision: Decision) -> str:
        challenge = state(driver).challenge
        raid = challenge is not None and challenge.number == 0
        return "pulsar-pirate" if raid and "pulsar-pirate" in decision.options else "pass"

    checked_play(
        driver,
        {
            "pirate-victim": "player:1",
            "launch": {2: ["C1+C2"]},
            "pirate-offer": "fight",
            "challenge-card": {0: "attack-20", 1: ["attack-1", "attack-4"]},
            "play-card": in_the_raid,
            "pulsar-mode": "shut-off",
        },
        until=pending_kind("second-challenge"),
    )
    s = state(driver)
    assert log(driver, "pulsar-shut-off") == [{"seat": 1, "power": "pirate"}]
    assert log(driver, "pirate-loot") == [] and log(driver, "pirate-repelled") == []
    assert s.outcomes == {"none": 1, "offense": 1}
    assert s.tokens_on((2, 0), 2) == 4 and s.tokens_on((2, 1), 2) == 4
    assert [p.lucre for p in s.players][1:] == [4, 4]


def test_pro_allows_a_second_raid_in_the_turn() -> None:
    # Four players: seat 0 challenges seat 1, then seat 3; Pirate raids both with its Pro.
    hands = {
        0: ["attack-20", "attack-20", "attack-8"],
        1: ["attack-1", "attack-4"],
        2: ["attack-20", "attack-20", "pulsar-pirate"],
        3: ["attack-1", "attack-4"],
    }
    driver = game(hands, players=4, destiny=(1, 3, 1, 3))
    answers = checked_play(
        driver,
        {
            "pirate-victim": lambda d: d.options[-1],
            "launch": {2: lambda d: "done" if "done" in d.options else d.options[0]},
            "pirate-offer": "fight",
            "challenge-card": {
                0: "attack-20",
                1: ["attack-1", "attack-4"],
                3: ["attack-1", "attack-4"],
            },
            "play-card": plays({2: ["pulsar-pirate"]}),
            "second-challenge": ["challenge", "end-turn"],
        },
        until=challenges_done(4),
    )
    assert log(driver, "pulsar-pro")[:1] == [{"seat": 2, "power": "pirate"}]
    assert [e["victim"] for e in log(driver, "pirate-raid")] == [1, 3]
    assert len(answers.asked("power:pirate")) == 2
