"""Random games with Mutant, Filch, Amoeba, Clone, Mind, Oracle, Parasite, Philanthropist,
Sniveler and Trader in play (their Flares in the deck): after every decision each colour still has
its 20 tokens and no card appeared or vanished, and every game ends with a winner."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hyperspace.cosmic.state import TOKENS

from ..support import new_game, state

BATCH = ["mutant", "filch", "amoeba", "clone", "mind", "oracle", "parasite", "philanthropist",
         "sniveler", "trader"]  # fmt: skip
GAMES = 30
SEEN: Counter[str] = Counter()  # decisions, Flares and log entries met (for the coverage test)
PLAYED: set[int] = set()


def play_random(seed: int) -> None:
    PLAYED.add(seed)
    rng = random.Random(seed)
    players = 3 + seed % 3
    driver = new_game(seed, players=players, use_powers=True, powers=rng.sample(BATCH, players))
    s = state(driver)
    cards = s.card_total()
    for _ in range(20_000):
        if driver.finished:
            break
        decision = driver.pending[0]
        key = rng.choice(decision.options)
        SEEN[decision.kind] += 1
        if key.startswith("flare-"):
            SEEN[key] += 1
        driver.submit(decision.seat, key)
        assert s.card_total() == cards, (seed, decision)
        assert all(s.token_total(c) == TOKENS for c in range(players)), (seed, decision)
    assert driver.finished and not s.capped and s.winners, seed
    invited: dict[str, list[int]] = {}
    for event in s.log:
        public = event.public or {}
        SEEN[event.kind] += 1
        if event.kind == "invitations":
            invited = public
        elif event.kind == "challenge":
            invited = {}
        elif event.kind == "ally" and s.players[public["seat"]].power == "parasite":
            SEEN["parasite-uninvited"] += public["seat"] not in invited.get(public["side"], ())


@pytest.mark.parametrize("seed", range(GAMES))
def test_a_random_game_conserves_everything_and_ends(seed: int) -> None:
    play_random(seed)


def test_the_games_use_every_power_and_flare_of_the_batch() -> None:
    for seed in set(range(GAMES)) - PLAYED:  # run alone (or in another worker): play them here
        play_random(seed)
    used = {name for name in BATCH if SEEN[f"power:{name}"]}
    # Oracle and Parasite act without a use/pass question: their marks are in the log.
    used |= {"oracle"} if SEEN["oracle-sees"] else set()
    used |= {"parasite"} if SEEN["parasite-uninvited"] else set()
    assert used == set(BATCH)
    assert all(SEEN[f"flare-{name}"] for name in BATCH)
