"""The game server's own work per decision, without the web stack: live games in one process.

Usage::

    python benchmarks/bench_live.py [--game cosmic|nuclear] [--games 100] [--decisions 20000]
        [--seed 1] [--database-url URL] [--json]

Plays ``--games`` live games at once (the seats of ``bench_server.py``: nuclear two people and
the heuristic bot, Cosmic three people), each in a task of its own on one event loop, as the
server would with one client per person answering at once: a person offered a decision answers
a random legal option (``LiveGame.decide``: the rules, the bots, the group commit to SQLite in a
temporary directory, or to ``--database-url``), and then every connection woken by the change is
given its state message as ``_send_states`` builds it (``LiveGame.message``: views, log and
decision in words, JSON). A game that ends is replaced by a new one. No socket, no websocket
framing, no client: what ``bench_server.py`` measures beyond this is the web stack's.

Reported after ``--decisions`` answers (the first tenth not counted, to warm up): the CPU time of
this process per answer, the state messages per answer, and the garbage collector's pauses
during the measurement (``gc.callbacks``): how many of each generation, the longest and their
total. With ``hyperspace serve``'s settings (young-generation threshold and ``gc.freeze``), a
pause stops every game on the server at once: it is where a server's slowest answers come from
(docs/benchmarks.md, "Where the slowest answers come from").
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

from hyperspace.server.app import GC_THRESHOLD
from hyperspace.server.catalog import GAMES
from hyperspace.server.guard import digest
from hyperspace.server.live import LiveGame, Subscriber
from hyperspace.server.storage import GameRow, SeatRow, Storage

SEATS: dict[str, list[tuple[str, str | None]]] = {
    "nuclear": [("Ann", None), ("Bob", None), ("Cyd", "heuristic")],
    "cosmic": [("Ann", None), ("Bob", None), ("Cyd", None)],
}


@dataclass
class Pauses:
    """The collector's pauses, timed by ``gc.callbacks`` while ``on``."""

    on: bool = False
    started: float = 0.0
    by_generation: dict[int, list[float]] = field(default_factory=dict)

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self.started = time.perf_counter()
        elif self.on:
            pause = time.perf_counter() - self.started
            self.by_generation.setdefault(info["generation"], []).append(pause)

    def report(self) -> dict[str, Any]:
        every = [p for pauses in self.by_generation.values() for p in pauses]
        return {
            "collections": {str(g): len(p) for g, p in sorted(self.by_generation.items())},
            "longest_ms": round(max(every, default=0.0) * 1e3, 1),
            "total_ms": round(sum(every) * 1e3, 1),
        }


@dataclass
class Tally:
    wanted: int
    warm: int
    answered: int = 0
    messages: int = 0
    started_cpu: float = 0.0
    measured_cpu: float = 0.0
    measured_answers: int = 0
    measured_messages: int = 0
    done: asyncio.Event = field(default_factory=asyncio.Event)


class Bench:
    def __init__(self, game: str, storage: Storage, seed: int, tally: Tally, pauses: Pauses):
        self.game, self.storage, self.tally, self.pauses = game, storage, tally, pauses
        self.rng = random.Random(seed)
        self.seed = seed
        self.made = 0

    def new_game(self) -> LiveGame:
        """A game with every person's seat claimed and connected (a subscriber each)."""
        self.made += 1
        game_id = f"bench{self.made:06d}"
        seats = SEATS[self.game]
        row = GameRow(
            id=game_id, game=self.game, ruleset=GAMES[self.game].game.ruleset,
            config={"players": len(seats), "names": [name for name, _ in seats]},
            seed=self.seed * 1_000_003 + self.made, bot_seed=self.made, timer=None,
            host_hash="0" * 64,
            seats=[
                SeatRow(i, name, bot, None if bot else digest(f"{game_id}:{i}"))
                for i, (name, bot) in enumerate(seats)
            ],
        )  # fmt: skip
        self.storage.create_game(row)
        game = LiveGame(row, self.storage)
        for seat in game.humans():
            game.subscribers.append(Subscriber(seat, False, row.seats[seat].secret_hash))
        return game

    async def play(self) -> None:
        """One table: games one after another until enough answers are counted."""
        tally = self.tally
        while not tally.done.is_set():
            game = self.new_game()
            await game.advance()
            await self.send_states(game)
            while not game.finished and not tally.done.is_set():
                await self.answer(game)
                await self.send_states(game)

    async def answer(self, game: LiveGame) -> None:
        for seat in game.humans():
            decision = game.offered(seat)
            if decision is not None:
                seq = game.decision_number(decision)
                await game.decide(seat, seq, self.rng.choice(decision.options))
                self.count_answer()
                return
        await asyncio.sleep(0.001)  # only paced states are due: they come with the loop's timers

    def count_answer(self) -> None:
        tally = self.tally
        tally.answered += 1
        if tally.answered == tally.warm:
            tally.started_cpu = time.process_time()
            tally.messages = 0
            self.pauses.on = True
        elif tally.answered == tally.warm + tally.wanted:
            tally.measured_cpu = time.process_time() - tally.started_cpu
            tally.measured_answers, tally.measured_messages = tally.wanted, tally.messages
            self.pauses.on = False
            tally.done.set()

    async def send_states(self, game: LiveGame) -> None:
        """Each woken connection's state, as ``_send_states`` builds it."""
        for subscriber in game.subscribers:
            if subscriber.changed.is_set():
                subscriber.changed.clear()
                seat, host = subscriber.seat, subscriber.host
                _, subscriber.log_sent = await game.message(seat, host, subscriber.log_sent)
                subscriber.sent_at = asyncio.get_running_loop().time()
                self.tally.messages += 1


async def measure(args: argparse.Namespace) -> dict[str, Any]:
    url = args.database_url or f"sqlite:///{tempfile.mkdtemp()}/live.sqlite3"
    storage = Storage(url)
    pauses = Pauses()
    tally = Tally(wanted=args.decisions, warm=max(1, args.decisions // 10))
    bench = Bench(args.game, storage, args.seed, tally, pauses)
    gc.set_threshold(*GC_THRESHOLD)
    gc.freeze()
    gc.callbacks.append(pauses)
    try:
        await asyncio.gather(*(bench.play() for _ in range(args.games)))
    finally:
        gc.callbacks.remove(pauses)
        storage.close()
    return {
        "game": args.game,
        "games": args.games,
        "database": "postgresql" if storage.postgres else "sqlite",
        "answers": tally.measured_answers,
        "cpu_ms_per_answer": round(tally.measured_cpu / tally.measured_answers * 1e3, 3),
        "messages_per_answer": round(tally.measured_messages / tally.measured_answers, 2),
        "gc": pauses.report(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(SEATS), default="nuclear")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--decisions", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    try:
        import uvloop
    except ImportError:  # the server runs on uvloop when it is installed, as uvicorn does
        report = asyncio.run(measure(args))
    else:
        report = uvloop.run(measure(args))
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:20s} {value}")


if __name__ == "__main__":
    main()
