"""The cost of one group commit (``Storage.store_all``) in the server's process, without the server.

Usage::

    python benchmarks/bench_commits.py [--database-url URL] [--games 30] [--groups 300] [--json]

Creates ``--games`` Cosmic games (SQLite in a temporary directory unless ``--database-url`` is
given; on PostgreSQL use an empty database), then stores ``--groups`` groups as the server does
under ``bench_server.py --game cosmic``: one change a game, each one decision, two games in three
also changing their open window (most Cosmic changes open or close one). Reported: the CPU time
of this process per group (``time.process_time``: the client library's work, which the server
pays on its one core) and the wall time per group (the round trips and the database's own work
besides), median and 90th percentile, after ``--groups`` // 10 groups to warm up.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time

from hyperspace.server.hub import Hub
from hyperspace.server.storage import Changes, Storage

SEATS = [("Ann", None), ("Bob", None), ("Cyd", None)]


def groups(games: list[str], count: int, first_seq: int) -> list[list[tuple[str, Changes]]]:
    """``count`` groups of one change per game, the decisions numbered from ``first_seq``."""
    made = []
    for n in range(count):
        window = ("cosmic-zap", [0, 1, 2]) if n % 2 else None
        made.append([
            (game, Changes(decisions=[(first_seq + n, 0, "pass")], window=window,
                           window_changed=i % 3 != 0))
            for i, game in enumerate(games)
        ])  # fmt: skip
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--groups", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    url = args.database_url or f"sqlite:///{tempfile.mkdtemp()}/commits.sqlite3"
    storage = Storage(url)
    try:
        hub = Hub(storage)

        async def create() -> list[str]:
            created = [await hub.create("cosmic", SEATS, {}, None) for _ in range(args.games)]
            return [made.game.id for made in created]

        games = asyncio.run(create())
        warm = args.groups // 10
        cpu, wall = [], []
        for n, group in enumerate(groups(games, warm + args.groups, first_seq=10_000)):
            started_cpu, started = time.process_time(), time.perf_counter()
            storage.store_all(group)
            if n >= warm:
                cpu.append(time.process_time() - started_cpu)
                wall.append(time.perf_counter() - started)
    finally:
        storage.close()
    report = {
        "database": "postgresql" if storage.postgres else "sqlite",
        "games_a_group": args.games,
        "groups": args.groups,
        "cpu_ms_median": round(statistics.median(cpu) * 1e3, 3),
        "cpu_ms_p90": round(statistics.quantiles(cpu, n=10)[-1] * 1e3, 3),
        "wall_ms_median": round(statistics.median(wall) * 1e3, 3),
        "wall_ms_p90": round(statistics.quantiles(wall, n=10)[-1] * 1e3, 3),
    }
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:16s} {value}")


if __name__ == "__main__":
    main()
