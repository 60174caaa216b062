"""Playing games between bots: one game (:func:`play_game`), or many (:func:`simulate`).

A game is fixed by (game, config, bot kinds, seed): the game seed is the engine's, and seat ``i``'s
bot gets ``derive_seed(seed, "bot", i)``. ``simulate`` derives game ``i``'s seed as
``derive_seed(seed, "game", i)`` and rotates the bot line-up by ``i``, so every kind sits in every
seat equally often. Games run in a process pool, but the results are gathered in game order: the
output depends on the arguments only, never on the number of workers (timings aside).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from functools import partial
from typing import Any

from hyperspace import compiled
from hyperspace.bots import make_bot
from hyperspace.bots.base import BOTS
from hyperspace.engine.decision import Decision
from hyperspace.engine.driver import Driver
from hyperspace.engine.game import Game
from hyperspace.engine.rng import derive_seed
from hyperspace.sim.stats import summarize


@dataclass  # not frozen: a compiled (mypyc) frozen dataclass cannot be unpickled from a worker
class GameResult:
    """What one finished game tells a study."""

    rounds: int
    winners: list[int]  # seats; several on a shared win
    scores: list[int]  # by seat
    survivor: int | None  # the last player standing, if any
    decisions: int  # decisions put to seats (answered automatically: not counted)
    capped: bool  # ended by max_rounds with more than one player alive


@dataclass(frozen=True)
class GameAdapter:
    """How the runner plays one game: the rules, the seat view bots get, and the result."""

    game: Game
    observe: Callable[[Any, int], dict[str, Any]]  # (state, seat) -> view without the log
    result: Callable[[Driver], GameResult]


def _nuclear() -> GameAdapter:
    from hyperspace.nuclear import NUCLEAR, scoring
    from hyperspace.nuclear.view import view

    def observe(state: Any, seat: int) -> dict[str, Any]:
        return view(state, seat, since=None)

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
        )

    return GameAdapter(NUCLEAR, observe, result)


GAMES: dict[str, Callable[[], GameAdapter]] = {"nuclear": _nuclear}
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
    game_name: str, config: dict[str, Any], bot_kinds: Sequence[str], seed: int
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
    observers = [partial(game.observe, driver.state, seat) for seat in range(seats)]

    def choose(decision: Decision) -> str:
        seat = decision.seat
        return bots[seat].choose(decision, observers[seat])

    driver.play_out(choose)  # simulation mode: decisions answered inline, and recorded
    return game.result(driver)


def lineup(bot_kinds: Sequence[str], players: int, index: int) -> list[str]:
    """Game ``index``'s seats: the bot list cycled to (at least) the number of players, rotated by
    ``index``. With no more kinds than players every game has the same mix, and every kind sits
    in every seat equally often."""
    length = max(players, len(bot_kinds))
    cycled = [bot_kinds[j % len(bot_kinds)] for j in range(length)]
    return [cycled[(seat + index) % length] for seat in range(players)]


def game_seed(seed: int, index: int) -> int:
    return derive_seed(seed, "game", index)


def _play_chunk(
    game_name: str, config: dict[str, Any], bot_kinds: list[str], seed: int, indices: range
) -> list[GameResult]:
    players = int(config["players"])
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
) -> dict[str, Any]:
    """``games`` games of ``game`` between ``bots`` (rotated seat by seat), summarised as a plain
    dict; ``progress(n)`` is called as each batch of ``n`` games finishes. Everything but the
    ``"timing"`` entry depends only on the arguments."""
    adapter(game)  # unknown game: ValueError now, not in a worker
    check_bots(bots)
    if games < 1:
        raise ValueError("games: must be at least 1")
    if workers < 1:
        raise ValueError("workers: must be at least 1")
    config: dict[str, Any] = {"players": players}
    if max_rounds is not None:
        config["max_rounds"] = max_rounds
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
    summary = summarize(results, lineups)
    summary = {
        "game": game,
        "players": players,
        "games": games,
        "bots": kinds,
        "seed": seed,
        "max_rounds": max_rounds,
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
