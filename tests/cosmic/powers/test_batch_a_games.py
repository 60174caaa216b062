"""Thirty random games with Anti-Matter, Calculator, Chronos, Fungus, Healer, Macron, Vacuum,
Virus, Void, Warrior and Zombie in play (with their Flares in the deck): tokens and cards are
conserved after every decision, and every game ends with a winner."""

from __future__ import annotations

import random

import pytest

from hyperspace.cosmic.state import TOKENS

from ..support import new_game, state

BATCH = [
    "anti-matter",
    "calculator",
    "chronos",
    "fungus",
    "healer",
    "macron",
    "vacuum",
    "virus",
    "void",
    "warrior",
    "zombie",
]


def powers_for(seed: int) -> list[str]:
    """Four to six of the batch, different for each seed."""
    rng = random.Random(seed)
    return rng.sample(BATCH, 4 + seed % 3)


@pytest.mark.parametrize("seed", range(30))
def test_random_game_conserves_and_ends(seed: int) -> None:
    powers = powers_for(seed)
    driver = new_game(
        seed,
        players=len(powers),
        use_powers=True,
        powers=powers,
        praw=seed % 5 == 0,
        lucre=seed % 7 == 0,
        max_challenges=400,
    )
    s = state(driver)
    cards = s.card_total()
    rng = random.Random(1000 + seed)
    for _ in range(20_000):
        if driver.finished:
            break
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(list(decision.options)))
        assert s.card_total() == cards
        assert all(s.token_total(c) == TOKENS for c in range(len(powers)))
    assert driver.finished and s.over and not s.capped
    assert s.winners
