"""Throughput of Cosmic Encounter with random and heuristic bots, 4 and 5 players, in one process.

Usage: ``python benchmarks/bench_cosmic.py [GAMES] [POWERS]`` (defaults 200, and powers dealt from
every implemented power; ``none`` plays without powers); prints one JSON object keyed "4p-random",
"4p-heuristic", "5p-random", "5p-heuristic": the figures of ``hyperspace bench cosmic --json``
plus ``cpu_s`` and ``challenges_per_cpu_s`` (CPU time of this process, steadier than wall time on
a shared machine).
"""

from __future__ import annotations

import json
import sys
import time

from hyperspace.sim.bench import KINDS, bench_sizes
from hyperspace.sim.runner import cosmic_options


def main(argv: list[str]) -> int:
    games = int(argv[1]) if len(argv) > 1 else 200
    powers = argv[2].split(",") if len(argv) > 2 else []
    report = {}
    for players in (4, 5):
        options = cosmic_options(players, powers)
        for kind in KINDS:
            started = time.process_time()
            entries = bench_sizes("cosmic", games, (players,), (kind,), options=options)
            cpu = time.process_time() - started
            for key, entry in entries.items():
                entry["cpu_s"] = round(cpu, 3)
                entry["challenges_per_cpu_s"] = round(entry["challenges"] / cpu, 1)
                report[key] = entry
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
