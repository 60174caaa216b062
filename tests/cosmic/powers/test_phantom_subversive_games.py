"""Random games with Phantom and Subversive dealt (their Flares in the deck), half of them with
every WARP variant: after every decision each colour still has its 20 tokens (ghosts included)
and no card appeared or vanished, and every game ends with a winner; together the games raise
ghosts, lay them to rest, subvert allies and play both Wild Flares."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hyperspace.cosmic.state import TOKENS
from hyperspace.cosmic.variants import VARIANTS

from ..support import new_game, state

OTHERS = ["macron", "zombie", "parasite", "oracle", "healer"]
# Enough games that each power and Flare is used in a few of them (the Wild Subversive is the
# rarest: 4 of these 24).
GAMES = 24
SEEN: Counter[str] = Counter()  # log entries met (for the coverage test)
PLAYED: set[int] = set()


def play_random(seed: int) -> None:
    PLAYED.add(seed)
    rng = random.Random(seed)
    players = 3 + seed % 3
    powers = ["phantom", "subversive", *rng.sample(OTHERS, players - 2)]
    variants = sorted(VARIANTS) if seed % 2 else []
    driver = new_game(seed, players=players, use_powers=True, powers=powers, variants=variants)
    s = state(driver)
    cards = s.card_total()
    for _ in range(30_000):
        if driver.finished:
            break
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
        assert s.card_total() == cards, (seed, decision)
        assert all(s.token_total(c) == TOKENS for c in range(players)), (seed, decision)
    assert driver.finished and not s.capped and s.winners, seed
    SEEN.update(event.kind for event in s.log)


@pytest.mark.parametrize("seed", range(GAMES))
def test_a_random_game_conserves_everything_and_ends(seed: int) -> None:
    play_random(seed)


def test_the_games_use_both_powers_and_their_flares() -> None:
    for seed in set(range(GAMES)) - PLAYED:  # run alone (or in another worker): play them here
        play_random(seed)
    for kind in ("ghosts-raised", "ghosts-revived", "ghosts-back", "wild-phantom", "subverted",
                 "wild-subversive"):  # fmt: skip
        assert SEEN[kind] > 0, kind
