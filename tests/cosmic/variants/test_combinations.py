"""Every combination of the WARP variants (``cosmic.variants.VARIANTS``: each one alone, each pair,
all together) under random legal play, with and without powers, Lucre and the Praw: every game
ends with winners within the cap; each colour keeps its 20 tokens (Karma and prisons included, as
the variants count them) and no card appears or vanishes after any decision; hands hold only
cards; the same seed and answers give the same game, and its record replays to it."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from hyperspace.cosmic import COSMIC, cards
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.scenario import snapshot
from hyperspace.cosmic.state import TOKENS, CosmicState
from hyperspace.cosmic.variants import VARIANTS
from hyperspace.engine import Driver, Record, replay

CAP = 400  # challenges; random games end far sooner
DECISIONS = 40_000  # a runaway bound
COMBINATIONS = [
    combo for size in range(1, len(VARIANTS) + 1) for combo in combinations(sorted(VARIANTS), size)
]
SEEDS = 8  # games per combination


def config_for(variants: tuple[str, ...], seed: int) -> dict[str, Any]:
    players = 3 + seed % 4
    config: dict[str, Any] = {
        "players": players,
        "variants": list(variants),
        "lucre": seed % 2 == 1,
        "praw": seed % 3 == 2,
        "max_challenges": CAP,
    }
    if seed % 3 == 1 or len(POWERS) < players:
        config["use_powers"] = False
    return config


def check(state: CosmicState, total: int) -> None:
    for colour in range(len(state.players)):
        assert state.token_total(colour) == TOKENS, f"colour {colour}"
    assert state.card_total() == total
    for place in (state.warp, state.praw, state.removed, state.transit):
        assert min(place) >= 0
    assert all(n >= 0 for system in state.planets for planet in system for n in planet)
    for player in state.players:
        assert all(cards.is_card_name(card) for card in player.hand), player.hand


def play(seed: int, config: dict[str, Any], checked: bool = False) -> Driver:
    driver = Driver(COSMIC, config, seed)
    total = driver.state.card_total()
    rng = random.Random(seed)
    for _ in range(DECISIONS):
        if checked:
            check(driver.state, total)
        if driver.finished:
            return driver
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
    raise AssertionError("runaway game")


CASES = [(combo, seed) for combo in COMBINATIONS for seed in range(SEEDS)]
IDS = [f"{'+'.join(combo)}-{seed}" for combo, seed in CASES]


@pytest.mark.parametrize(("variants", "seed"), CASES, ids=IDS)
def test_every_combination_ends_and_conserves(variants: tuple[str, ...], seed: int) -> None:
    driver = play(seed, config_for(variants, seed), checked=True)
    state: CosmicState = driver.state
    assert driver.finished and state.over and not state.capped
    assert state.winners, "a game that ends has winners"
    wins = [e.public for e in state.log if e.kind == "win"]
    assert wins and wins[-1] is not None and wins[-1]["winners"] == state.winners
    assert all(isinstance(n, int) and n >= 0 for n in state.features.values())


@pytest.mark.parametrize("variants", COMBINATIONS, ids=["+".join(c) for c in COMBINATIONS])
def test_same_seed_same_game_and_replay(variants: tuple[str, ...]) -> None:
    config = config_for(variants, 5)
    first, second = play(5, config), play(5, config)
    assert first.record.decisions == second.record.decisions
    assert snapshot(first.state) == snapshot(second.state)
    record = Record.from_json(first.record.to_json())
    again = replay(COSMIC, record)
    assert again.finished and snapshot(again.state) == snapshot(first.state)
    assert again.state.features == first.state.features
