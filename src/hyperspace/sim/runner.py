"""Playing games between bots: one game (:func:`play_game`), or many (:func:`simulate`).

A game is fixed by (game, config, bot kinds, seed): the game seed is the engine's, and seat ``i``'s
bot gets ``derive_seed(seed, "bot", i)``. ``simulate`` derives game ``i``'s seed as
``derive_seed(seed, "game", i)`` and rotates the bot line-up by ``i``, so every kind sits in every
seat equally often. Games run in a process pool, but the results are gathered in game order: the
output depends on the arguments only, never on the number of workers (timings aside).

Game-specific settings (``options``: Cosmic Encounter's powers, Lucre, Praw) are merged into every
game's configuration; the game's length cap goes into its own field (``GameAdapter.cap_field``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any, Final

from hyperspace import compiled
from hyperspace.bots import make_bot
from hyperspace.bots.base import BOTS
from hyperspace.engine.decision import Decision
from hyperspace.engine.driver import Driver
from hyperspace.engine.game import Game
from hyperspace.engine.rng import derive_seed
from hyperspace.sim.collection import few_collections
from hyperspace.sim.stats import DIGITS, rates_by_label, spread, summarize


@dataclass  # not frozen: a compiled (mypyc) frozen dataclass cannot be unpickled from a worker
class GameResult:
    """What one finished game tells a study."""

    rounds: int  # the game's unit of length: rounds (nuclear), challenges (cosmic)
    winners: list[int]  # seats; several on a shared win
    scores: list[int]  # by seat
    survivor: int | None  # the last player standing, if any
    decisions: int  # decisions put to seats (answered automatically: not counted)
    capped: bool  # ended by the length cap, not by the rules
    auto_decisions: int = 0  # single-option decisions the driver answered itself
    extra: dict[str, Any] = field(default_factory=dict)  # game-specific facts (cosmic: powers...)


Summary = Callable[[Sequence[GameResult], Sequence[Sequence[str]]], dict[str, Any]]
"""(results, each game's bot kinds by seat) -> the game-specific entries of the summary."""


@dataclass(frozen=True)
class GameAdapter:
    """How the runner plays one game: the rules (bots look through ``game.observer``), and the
    result; what its length is counted in, which config field caps it, and what its summaries
    add."""

    game: Game
    result: Callable[[Driver], GameResult]
    length: str = "rounds"  # what GameResult.rounds counts
    cap_field: str = "max_rounds"  # the config field that caps a game's length
    summary: Summary | None = None  # game-specific entries of simulate's summary


def _nuclear() -> GameAdapter:
    from hyperspace.nuclear import NUCLEAR, scoring

    def result(driver: Driver) -> GameResult:
        state = driver.state
        cap = state.config.max_rounds
        return GameResult(
            rounds=state.round,
            winners=scoring.winners(state),
            scores=[scoring.score(p) for p in state.players],
            survivor=state.survivor,
            decisions=driver.asked,
            capped=cap is not None and state.round >= cap and len(state.living()) > 1,
            auto_decisions=driver.auto,
            extra={
                "card_uses": [dict(counts) for counts in state.uses],
                "cards_held": [dict(p.held) for p in state.players],
                "eliminated": eliminations(state),
            },
        )

    return GameAdapter(NUCLEAR, result, summary=_nuclear_summary)


def eliminations(state: Any) -> list[int | None]:
    """The round each seat of a nuclear game was eliminated in (None: standing at the end), from
    the game's log."""
    rounds: list[int | None] = [None] * len(state.players)
    for event in state.log:
        if event.kind == "eliminated":
            rounds[event.public["player"]] = event.round
    return rounds


def _nuclear_summary(
    results: Sequence[GameResult], lineups: Sequence[Sequence[str]]
) -> dict[str, Any]:
    """How often each card type was used (``rules.uses``: M, W, D and P by type, S- and U-cards
    by label, and the thefts that found nothing), by all seats and by each bot kind's seats: the
    total and the mean per game."""
    from hyperspace.nuclear.cards import ALL_LABELS
    from hyperspace.nuclear.rules.uses import NOTHING

    keys = list(dict.fromkeys(label if label[0] in "SU" else label[0] for label in ALL_LABELS))
    keys += [f"S{n} {NOTHING}" for n in (1, 2, 3)]
    totals: dict[str, dict[str, int]] = {}
    for result, kinds in zip(results, lineups, strict=True):
        for kind, counts in zip(kinds, result.extra["card_uses"], strict=True):
            for bucket in (totals.setdefault("all", {}), totals.setdefault(kind, {})):
                for key, count in counts.items():
                    bucket[key] = bucket.get(key, 0) + count
    games = max(len(results), 1)

    def table(counts: dict[str, int]) -> dict[str, dict[str, float]]:
        return {
            key: {
                "total": counts.get(key, 0),
                "per_game": round(counts.get(key, 0) / games, DIGITS),
            }
            for key in keys
        }

    by_bot = {kind: table(counts) for kind, counts in totals.items() if kind != "all"}
    return {"card_uses": table(totals.get("all", {})), "card_uses_by_bot": by_bot}


OUTCOMES: Final = ("offense", "defense", "deal", "no-deal", "none")
"""Cosmic Encounter's challenge outcomes (rules.resolution), in the order summaries list them."""


def _cosmic() -> GameAdapter:
    from hyperspace.cosmic import COSMIC

    def result(driver: Driver) -> GameResult:
        state = driver.state
        return GameResult(
            rounds=state.challenges,
            winners=list(state.winners),
            scores=[state.external_bases(p.seat) for p in state.players],
            survivor=None,
            decisions=driver.asked,
            capped=state.capped,
            auto_decisions=driver.auto,
            extra={
                "turns": state.turn,
                "outcomes": dict(state.outcomes),
                "powers": [p.power for p in state.players],
                "features": dict(state.features),
            },
        )

    return GameAdapter(COSMIC, result, "challenges", "max_challenges", _cosmic_summary)


def _cosmic_summary(
    results: Sequence[GameResult], lineups: Sequence[Sequence[str]]
) -> dict[str, Any]:
    """Turns per game, challenges by outcome, and win rates by power (when powers were in play);
    what is counted is ruling C-61. (The bot kinds by seat are not used here.)"""
    outcomes = dict.fromkeys(OUTCOMES, 0)
    for result in results:
        for outcome, count in result.extra["outcomes"].items():
            outcomes[outcome] = outcomes.get(outcome, 0) + count
    return {
        "turns": spread([r.extra["turns"] for r in results]),
        "outcomes": outcomes,
        "by_power": rates_by_label(results, [r.extra["powers"] for r in results]),
        "features": feature_counts(results),
    }


def feature_counts(results: Sequence[GameResult]) -> dict[str, dict[str, float]]:
    """How often the variants' features occurred (``state.features``: Kickers played, Zodiac
    cards played, capture challenges...): the total over the games and the mean per game."""
    totals: dict[str, int] = {}
    for result in results:
        for feature, count in result.extra.get("features", {}).items():
            totals[feature] = totals.get(feature, 0) + count
    games = max(len(results), 1)
    return {
        feature: {"total": total, "per_game": round(total / games, DIGITS)}
        for feature, total in sorted(totals.items())
    }


def needed_settings(names: Sequence[str]) -> dict[str, list[str]]:
    """The settings the named powers need (``Power.needs``), each with the titles of the powers
    that need it (C-486); unknown names are left to :func:`cosmic_options` to refuse."""
    from hyperspace.cosmic.powers import POWERS

    needed: dict[str, list[str]] = {}
    for name in names:
        power = POWERS.get(name.strip())
        if power is not None:
            for setting in power.needs:
                needed.setdefault(setting, []).append(power.title)
    return needed


def cosmic_options(
    players: int,
    powers: Sequence[str] = (),
    lucre: bool = False,
    praw: bool = False,
    variants: Sequence[str] = (),
) -> dict[str, Any]:
    """Config settings for Cosmic games from command-line words (ruling C-60): no power names
    deals from every implemented power (or plays without powers when there are fewer than
    players); "none" plays without powers; exactly one name per player gives seat ``i`` the
    ``i``-th; more names are a pool to deal from; a setting a named power needs is switched on
    (C-486). ValueError names an unknown power. ``variants``
    names the WARP variants to play with (ValueError for an unknown one)."""
    from hyperspace.cosmic.powers import POWERS
    from hyperspace.cosmic.variants import VARIANTS

    options: dict[str, Any] = {}
    names = [name.strip() for name in powers if name.strip()]
    if names == ["none"]:
        options["use_powers"] = False
    elif not names or names == ["all"]:
        if len(POWERS) < players:
            options["use_powers"] = False
    else:
        unknown = [name for name in names if name not in POWERS]
        if unknown:
            known = ", ".join(sorted(POWERS)) or "none yet"
            raise ValueError(f"powers: unknown power {unknown[0]!r} (implemented: {known})")
        if len(set(names)) != len(names):
            raise ValueError("powers: a power is named twice")
        if len(names) < players:
            raise ValueError(
                f"powers: {len(names)} names for {players} players (name one per player, "
                "or more to deal from)"
            )
        options["powers" if len(names) == players else "power_pool"] = names
    # A power named that needs a setting (Dragon, Assessor: Lucre) switches it on (C-486).
    for setting in needed_settings(names):
        options[setting] = True
    if lucre:
        options["lucre"] = True
    if praw:
        options["praw"] = True
    chosen = [name.strip() for name in variants if name.strip()]
    for name in chosen:
        if name not in VARIANTS:
            known = ", ".join(sorted(VARIANTS)) or "none yet"
            raise ValueError(f"variants: unknown variant {name!r} (implemented: {known})")
    if len(set(chosen)) != len(chosen):
        raise ValueError("variants: a variant is named twice")
    if chosen:
        options["variants"] = chosen
    return options


GAMES: Final[dict[str, Callable[[], GameAdapter]]] = {"nuclear": _nuclear, "cosmic": _cosmic}
"""The games the runner (and the command line) can play, by name."""


def adapter(game_name: str) -> GameAdapter:
    factory = GAMES.get(game_name)
    if factory is None:
        raise ValueError(f"unknown game {game_name!r} (games: {', '.join(GAMES)})")
    return factory()


def check_bots(bot_kinds: Sequence[str]) -> None:
    """Raise ValueError naming the first unknown bot kind."""
    if not bot_kinds:
        raise ValueError("at least one bot kind is needed")
    for kind in bot_kinds:
        if kind not in BOTS:
            raise ValueError(f"unknown bot kind {kind!r} (known: {', '.join(BOTS)})")


def play_game(
    game_name: str, config: Mapping[str, Any], bot_kinds: Sequence[str], seed: int
) -> GameResult:
    """One game to the end; seat ``i`` is played by a ``bot_kinds[i]`` bot."""
    game = adapter(game_name)
    driver = Driver(game.game, config, seed)
    seats = game.game.num_seats(driver.state)
    if len(bot_kinds) != seats:
        raise ValueError(f"{seats} seats but {len(bot_kinds)} bot kinds")
    bots = [
        make_bot(kind, game_name, derive_seed(seed, "bot", seat))
        for seat, kind in enumerate(bot_kinds)
    ]
    observers = [game.game.observer(driver.state, seat) for seat in range(seats)]
    choosers = [bot.choose for bot in bots]  # bound once: no method looked up per decision

    def choose(decision: Decision) -> str:
        seat = decision.seat
        return choosers[seat](decision, observers[seat])

    driver.play_out(choose)  # simulation mode: decisions answered inline, and recorded
    return game.result(driver)


def lineup(bot_kinds: Sequence[str], players: int, index: int) -> list[str]:
    """Game ``index``'s seats: the bot list cycled to (at least) the number of players, rotated by
    ``index``. With no more kinds than players every game has the same mix, and every kind sits
    in every seat equally often."""
    length = max(players, len(bot_kinds))
    cycled = [bot_kinds[j % len(bot_kinds)] for j in range(length)]
    return [cycled[(seat + index) % length] for seat in range(players)]


def game_config(
    rules: GameAdapter, players: int, cap: int | None, options: Mapping[str, Any] | None
) -> dict[str, Any]:
    """Every game's config: the players, the length cap in the game's own field, the options."""
    config: dict[str, Any] = {"players": players, **(options or {})}
    if cap is not None:
        config[rules.cap_field] = cap
    return config


def game_seed(seed: int, index: int) -> int:
    return derive_seed(seed, "game", index)


def _play_chunk(
    game_name: str, config: Mapping[str, Any], bot_kinds: list[str], seed: int, indices: range
) -> list[GameResult]:
    players = int(config["players"])
    with few_collections():  # many short-lived objects: collected rarely
        return [
            play_game(game_name, config, lineup(bot_kinds, players, i), game_seed(seed, i))
            for i in indices
        ]


def _chunks(games: int, workers: int) -> Iterator[range]:
    size = max(1, min(25, games // (workers * 4) or 1))
    for start in range(0, games, size):
        yield range(start, min(games, start + size))


def simulate(
    game: str,
    players: int,
    games: int,
    bots: Sequence[str],
    seed: int,
    workers: int = 1,
    max_rounds: int | None = 500,
    progress: Callable[[int], None] | None = None,
    options: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """``games`` games of ``game`` between ``bots`` (rotated seat by seat), summarised as a plain
    dict; ``progress(n)`` is called as each batch of ``n`` games finishes. ``max_rounds`` caps
    each game in the game's own unit (``GameAdapter.cap_field``: challenges for cosmic);
    ``options`` are further config settings of every game. Everything but the ``"timing"`` entry
    depends only on the arguments."""
    rules = adapter(game)  # unknown game: ValueError now, not in a worker
    check_bots(bots)
    if games < 1:
        raise ValueError("games: must be at least 1")
    if workers < 1:
        raise ValueError("workers: must be at least 1")
    config = game_config(rules, players, max_rounds, options)
    rules.game.new_state(config, seed)  # a bad setting: ValueError now, not in a worker
    kinds = list(bots)
    started = time.perf_counter()
    results: list[GameResult] = []
    if workers == 1:
        for chunk in _chunks(games, 1):
            results.extend(_play_chunk(game, config, kinds, seed, chunk))
            if progress is not None:
                progress(len(chunk))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures: list[Future[list[GameResult]]] = [
                pool.submit(_play_chunk, game, config, kinds, seed, chunk)
                for chunk in _chunks(games, workers)
            ]
            for future in as_completed(futures):
                if progress is not None:
                    progress(len(future.result()))
            for future in futures:  # game order, whatever order they finished in
                results.extend(future.result())
    wall = time.perf_counter() - started
    lineups = [lineup(kinds, players, i) for i in range(games)]
    summary = summarize(results, lineups, rules.length)
    if rules.summary is not None:
        summary.update(rules.summary(results, lineups))
    summary = {
        "game": game,
        "players": players,
        "games": games,
        "bots": kinds,
        "seed": seed,
        rules.cap_field: max_rounds,
        "options": dict(options or {}),
        **summary,
        "timing": {
            "wall_s": round(wall, 3),
            "games_per_s": round(games / wall, 2) if wall > 0 else None,
            "workers": workers,
            "cpus": os.cpu_count(),
            "build": "compiled" if compiled() else "pure",
        },
    }
    return summary
