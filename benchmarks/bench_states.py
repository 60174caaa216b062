"""The server's CPU for the states it sends, in one process, without websockets or clients.

Usage::

    python benchmarks/bench_states.py [--game nuclear|cosmic] [--answers 3000] [--repeat 7]

Plays games through :class:`hyperspace.server.live.LiveGame` as the server does under
``bench_server.py`` (the same seats; SQLite in a temporary directory; game seeds from a fixed
stream, so every run plays the same games), answering a random offered decision (seeded) and, after
each answer, building the state message of every human seat (the log from where that seat's last
state left it). Reported, in CPU time of this process (``time.process_time``, which other work on
the machine disturbs far less than the benchmark's wall clock):

- per answer: handling it (the rules, the bots, storing) and building the states it sends;
- per change with the views kept: one change's state messages for every human seat and a
  spectator, the view, log and decision words already built (what is left for the server's own
  code: the public part, the seat's part, JSON); the best of ``--repeat`` rounds of 2,000.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from typing import Any

import hyperspace.server.hub as hub_module
from hyperspace.server.hub import Hub
from hyperspace.server.live import LiveGame, Subscriber
from hyperspace.server.storage import Storage

SEATS = {
    "nuclear": [("Ann", None), ("Bob", None), ("Cyd", "heuristic")],
    "cosmic": [("Ann", None), ("Bob", None), ("Cyd", None)],
}


async def answer(game: LiveGame, rng: random.Random) -> bool:
    """A random offered decision answered at random; False when nothing is offered."""
    offered = [d for d in map(game.offered, game.humans()) if d is not None]
    if not offered:
        return False
    decision = rng.choice(offered)
    seq = game._asked.get(id(decision), game.driver.seq)
    await game.decide(decision.seat, seq, rng.choice(decision.options))
    return True


async def per_answer(hub: Hub, name: str, answers: int) -> dict[str, float]:
    rng = random.Random(1)
    handling = building = 0.0
    done = 0
    while done < answers:
        game = (await hub.create(name, SEATS[name], {}, None)).game
        log_from = dict.fromkeys(game.humans(), 0)
        while not game.finished and done < answers:
            start = time.process_time()
            for seat in log_from:
                _, log_from[seat] = await game.message(seat, False, log_from[seat])
            middle = time.process_time()
            if not await answer(game, rng):
                break
            handling += time.process_time() - middle
            building += middle - start
            done += 1
    return {"states_ms": building / done * 1e3, "handling_ms": handling / done * 1e3}


async def per_change(hub: Hub, name: str, repeat: int) -> float:
    rng = random.Random(3)
    game = (await hub.create(name, SEATS[name], {}, None)).game
    for _ in range(40):  # some way into the game
        await answer(game, rng)
    connections = [*game.humans(), None]
    for seat in connections:
        game.subscribers.append(Subscriber(seat, False, None))
    # Each connection has had the log but for its last two entries, as under load
    log_from = {seat: (await game.message(seat, False, 0))[1] - 2 for seat in connections}
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(2000):
            game.notify()
            for seat in connections:
                await game.message(seat, False, log_from[seat])
        best = min(best, (time.process_time() - start) / 2000)
    return best * 1e6


async def measure(hub: Hub, args: argparse.Namespace) -> dict[str, float]:
    measured = await per_answer(hub, args.game, args.answers)
    measured["change_us"] = await per_change(hub, args.game, args.repeat)
    return measured


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(SEATS), default="nuclear")
    parser.add_argument("--answers", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    # The games' seeds from a fixed stream (the hub draws them from ``secrets``): the same games
    hub_module.secrets.randbits = random.Random(7).getrandbits  # type: ignore[method-assign]
    hub = Hub(Storage(f"sqlite:///{tempfile.mkdtemp()}/states.sqlite3"))
    report: dict[str, Any] = {"game": args.game, "answers": args.answers}
    report.update(asyncio.run(measure(hub, args)))
    print(json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in report.items()}))


if __name__ == "__main__":
    main()
