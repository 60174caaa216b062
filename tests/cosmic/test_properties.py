"""Properties of random legal play of Cosmic Encounter (hypothesis draws seeds, player counts 2 to
6, power pools from ``cosmic.powers.POWERS`` or no powers, Lucre and Praw on or off; plain seeds
cover the same ground deterministically): every game ends with winners within a cap, the same seed
and answers give the same game, replay of the record (after a JSON round trip) rebuilds the state
at any prefix, each colour keeps exactly 20 tokens and no card appears or vanishes after every
decision."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.profiles import examples

from hyperspace.cosmic import COSMIC, cards
from hyperspace.cosmic.config import Config
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.powers.common import INTERRUPTED
from hyperspace.cosmic.scenario import snapshot
from hyperspace.cosmic.setup import fits
from hyperspace.cosmic.state import TOKENS, CosmicState
from hyperspace.cosmic.variants import VARIANTS
from hyperspace.engine import Driver, Record, replay

CAP = 400  # challenges: random games take 10 to 60; none may come near this (never capped)
DECISIONS = 30_000  # a runaway bound on decisions, far above any random game
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
SETTINGS = examples(30)


def config_for(
    players: int, pool: list[str] | None, lucre: bool, praw: bool, variants: list[str]
) -> dict[str, Any]:
    """A game of ``players`` with powers dealt from ``pool`` (None: no powers) and the WARP
    ``variants``."""
    config: dict[str, Any] = {"players": players, "lucre": lucre, "praw": praw}
    config["variants"] = variants
    config["max_challenges"] = CAP
    if pool is not None:  # a power needing a setting that is off, or a colour, is never dealt
        settings = Config(players=players, lucre=lucre, praw=praw)  # (C-486, C-558)
        pool = [name for name in pool if fits(settings, name)]
    if pool is None or len(pool) < players:
        config["use_powers"] = False
    else:
        config["power_pool"] = sorted(pool)
    return config


@st.composite
def configs(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.integers(min_value=2, max_value=6))
    names = sorted(POWERS)
    pool: list[str] | None = None
    if len(names) >= players and draw(st.booleans()):
        pool = draw(st.lists(st.sampled_from(names), min_size=players, unique=True))
    variants = draw(st.lists(st.sampled_from(sorted(VARIANTS)), unique=True))
    return config_for(players, pool, draw(st.booleans()), draw(st.booleans()), variants)


def plain_configs(count: int) -> list[tuple[int, dict[str, Any]]]:
    """Deterministic (seed, config) pairs over every player count, with and without powers."""
    out = []
    names = sorted(POWERS)
    for seed in range(count):
        rng = random.Random(seed * 7919)
        players = 2 + seed % 5
        pool = (
            rng.sample(names, rng.randint(players, len(names))) if len(names) >= players else None
        )
        if seed % 4 == 3:
            pool = None
        # Every variant in half the games (all four together), none in the others.
        variants = sorted(VARIANTS) if seed % 2 else []
        out.append((seed, config_for(players, pool, seed % 2 == 0, seed % 3 == 0, variants)))
    return out


def tokens_everywhere(state: CosmicState, colour: int) -> int:
    """Every token of ``colour`` counted place by place (independently of ``token_total``)."""
    count = sum(planet[colour] for system in state.planets for planet in system)
    count += state.warp[colour] + state.praw[colour] + state.removed[colour]
    count += state.transit[colour]
    challenge = state.challenge
    if challenge is not None:
        count += len(challenge.cone.get(colour, ())) + len(challenge.defense_end.get(colour, ()))
    count += sum(rules.tokens_held(state, colour) for rules in state.hooked())  # variants too
    return count


def check_invariants(state: CosmicState, cards_at_start: int) -> None:
    everywhere: dict[int, int] = {}  # by set of 20: a power's added colours too (C-550, C-568)
    for colour, of in enumerate(state.colour_set):
        everywhere[of] = everywhere.get(of, 0) + tokens_everywhere(state, colour)
    assert all(n == TOKENS for n in everywhere.values()), everywhere
    assert all(n == TOKENS for n in state.set_totals().values()), "set_totals"
    assert state.card_total() == cards_at_start
    # The views' one-pass count of every seat's bases agrees with the rules' count seat by seat.
    seats = range(len(state.players))
    home = [state.home_bases(s) for s in seats]
    assert state.base_counts() == (home, [state.external_bases(s) for s in seats])
    for place in (state.warp, state.praw, state.removed, state.transit):
        assert min(place) >= 0
    assert all(n >= 0 for system in state.planets for planet in system for n in planet)
    for player in state.players:
        assert all(cards.is_card_name(card) for card in player.hand), player.hand
        assert player.lucre >= 0
    if not state.config.praw:
        assert not any(state.praw)


def play(
    seed: int,
    config: dict[str, Any],
    each: Callable[[Driver], None] | None = None,
) -> Driver:
    """Random legal play (``random.Random(seed)`` picks every option), calling ``each`` after
    every decision."""
    driver = Driver(COSMIC, config, seed)
    rng = random.Random(seed)
    for _ in range(DECISIONS):
        if driver.finished:
            return driver
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
        if each is not None:
            each(driver)
    raise AssertionError("runaway game")


def checked_play(seed: int, config: dict[str, Any]) -> Driver:
    """Random play with the invariants checked before the first decision and after each."""
    driver = Driver(COSMIC, config, seed)
    total = driver.state.card_total()
    check_invariants(driver.state, total)
    return play(seed, config, lambda d: check_invariants(d.state, total))


def assert_ended(driver: Driver) -> None:
    state: CosmicState = driver.state
    assert driver.finished and state.over and driver.pending == []
    assert not state.capped, f"capped at {state.challenges} challenges"
    assert state.winners, "a game that ends has winners"
    wins = [e.public for e in state.log if e.kind == "win"]
    assert wins and wins[-1] is not None and wins[-1]["winners"] == state.winners
    # Sniveler may take a win away (its ruling); Zodiac's positions win otherwise (AMB-Z14, Z15).
    if "sniveler" not in state.powers and "zodiac" not in state.variants:
        need = state.config.win_bases
        assert len(wins) == 1 and state.log[-1].kind == "win"
        assert state.winners == sorted(
            p.seat for p in state.players if state.external_bases(p.seat) >= need
        )
    # A game won in the middle of a challenge leaves it without an outcome: a Nemesis becoming
    # Spiritual Leader, a win in Boomerang's or Pirate's own challenge (the one it interrupted).
    nemesis = wins[-1].get("zodiac") == "nemesis-spiritual-leader"
    interrupted = state.challenge is not None and INTERRUPTED in state.challenge.data
    unfinished = 1 if nemesis or interrupted else 0
    assert sum(state.outcomes.values()) == state.challenges - unfinished
    returns = driver.returns()
    # (in seat order; a Super Sniveler lists the winners in an order of its own)
    assert [s for s, r in enumerate(returns) if r] == sorted(state.winners)


# -- every game ends; conservation after every decision ---------------------------------------


@examples(100)
@given(seed=SEEDS, config=configs())
def test_every_game_ends_with_winners_and_conserves_tokens_and_cards(
    seed: int, config: dict[str, Any]
) -> None:
    assert_ended(checked_play(seed, config))


@pytest.mark.parametrize(("seed", "config"), plain_configs(20))
def test_plain_seeds_end_and_conserve(seed: int, config: dict[str, Any]) -> None:
    assert_ended(checked_play(seed, config))


# The other powers of "Alien powers III" dealt together, with and without variants (Symbiote,
# Progenitor and Vampire are below).
POWERS_III = [
    ["pentaform", "phantom", "subversive", "butler", "crystal"],
    ["demon", "filth", "terrorist", "disease", "subversive"],
]


@pytest.mark.parametrize("variants", [[], sorted(VARIANTS)])
@pytest.mark.parametrize("powers", POWERS_III)
def test_games_with_the_powers_of_alien_powers_iii_end_and_conserve(
    powers: list[str], variants: list[str]
) -> None:
    config = {"players": 5, "powers": powers, "variants": variants, "max_challenges": CAP}
    assert_ended(checked_play(3, config))


# A second colour, a second system and slaves (Symbiote, Progenitor, Vampire: C-550, C-568),
# with and without variants.
EXTRA = ["symbiote", "progenitor", "vampire"]


@pytest.mark.parametrize("seed", range(6))
def test_games_with_extra_colours_and_systems_end_and_conserve(seed: int) -> None:
    lucre, praw = seed % 3 == 0, seed % 2 == 0
    settings = Config(players=5, lucre=lucre, praw=praw)
    rest = [name for name in sorted(POWERS) if name not in EXTRA and fits(settings, name)]
    config = {
        "players": 5,
        "powers": (*EXTRA, *random.Random(seed).sample(rest, 2)),
        "lucre": lucre,
        "praw": praw,
        "variants": sorted(VARIANTS) if seed % 2 else [],
        "max_challenges": CAP,
    }
    driver = checked_play(seed, config)
    assert_ended(driver)
    assert len(driver.state.colour_owner) == 10 and len(driver.state.system_owner) == 6


def test_a_capped_game_is_flagged_and_has_no_winner() -> None:
    driver = play(5, {"players": 4, "use_powers": False, "max_challenges": 3})
    state: CosmicState = driver.state
    assert state.over and state.capped and state.challenges == 3
    assert state.winners == [] and driver.returns() == [0.0] * 4


# -- determinism and replay ---------------------------------------------------------------------


@SETTINGS
@given(seed=SEEDS, config=configs())
def test_the_same_seed_and_answers_give_the_same_game(seed: int, config: dict[str, Any]) -> None:
    first, second = play(seed, config), play(seed, config)
    assert first.record.decisions == second.record.decisions
    assert snapshot(first.state) == snapshot(second.state)
    again = replay(COSMIC, first.record)
    assert again.finished and snapshot(again.state) == snapshot(first.state)


@examples(15)
@given(
    seed=SEEDS,
    config=configs(),
    marks=st.lists(st.floats(min_value=0, max_value=1), min_size=1, max_size=4),
)
def test_replay_of_a_prefix_after_a_json_round_trip_equals_live_play(
    seed: int, config: dict[str, Any], marks: list[float]
) -> None:
    n = len(play(seed, config).record.decisions)
    wanted = {0, n, *(int(m * n) for m in marks)}
    live = {0: snapshot(Driver(COSMIC, config, seed).state)}

    def mark(d: Driver) -> None:
        if d.seq in wanted:
            live[d.seq] = snapshot(d.state)

    driver = play(seed, config, mark)  # the same live game again, marked this time
    assert sorted(live) == sorted(wanted)
    record = Record.from_json(driver.record.to_json())
    assert record == driver.record and record.to_json() == driver.record.to_json()
    for k in sorted(wanted):
        again = replay(COSMIC, record, upto=k)
        assert again.seq == k
        assert snapshot(again.state) == live[k], f"replay(upto={k}) differs from live play"
        if k < n:
            seat, key = record.decisions[k]
            assert key in again.decision_for(seat).options


@pytest.mark.parametrize(
    "config",
    [
        {"players": 2, "use_powers": False, "lucre": True},
        {
            "players": 3,
            "praw": True,
            **({"power_pool": sorted(POWERS)} if len(POWERS) >= 3 else {"use_powers": False}),
        },
    ],
    ids=["2p-lucre", "3p-praw-powers"],
)
def test_replay_at_every_prefix(config: dict[str, Any]) -> None:
    """Every prefix of a whole game, replayed from its record, is the game as it was then."""
    seed = 11
    live = [snapshot(Driver(COSMIC, config, seed).state)]
    driver = play(seed, config, lambda d: live.append(snapshot(d.state)))
    record = Record.from_json(driver.record.to_json())
    assert len(live) == len(record.decisions) + 1
    for k, expected in enumerate(live):
        assert snapshot(replay(COSMIC, record, upto=k).state) == expected, f"prefix {k}"
