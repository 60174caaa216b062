"""Throughput of the nuclear game with random and heuristic bots, in one process.

Usage: ``python benchmarks/bench_nuclear.py [GAMES] [PLAYERS]`` (defaults 200 and 4); prints one
JSON object keyed by bot kind. The same measurement as ``hyperspace bench nuclear --json``.
"""

from __future__ import annotations

import json
import sys

from hyperspace.sim.bench import bench


def main(argv: list[str]) -> int:
    games = int(argv[1]) if len(argv) > 1 else 200
    players = int(argv[2]) if len(argv) > 2 else 4
    print(json.dumps(bench("nuclear", games=games, players=players), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
