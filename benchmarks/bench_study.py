"""Throughput of ``hyperspace study`` by backend and workers (docs/benchmarks.md).

Usage: ``python benchmarks/bench_study.py [GAMES] [BATCH]`` (defaults 80 and 10): one cell of
GAMES Cosmic games, 4 players, heuristic bots, in batches of BATCH, played by the local backend
in this process (1 worker) and in a pool of 2, and by a local Ray with 1 and 2 CPUs. Prints one
JSON object per run: wall seconds, games per second, games per worker-second, and the overhead
per batch against the in-process run ((wall - Ray's start - in-process wall x 1 / workers) /
batches). Every run writes the same games.parquet (checked here too).
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from hyperspace.study.run import local_runner, ray_runner, run_study
from hyperspace.study.spec import parse_study


def main(argv: list[str]) -> int:
    games = int(argv[1]) if len(argv) > 1 else 80
    batch = int(argv[2]) if len(argv) > 2 else 10
    study = parse_study(
        {
            "study": {"name": "bench", "game": "cosmic", "seed": 9, "games": games, "batch": batch},
            "settings": {"players": 4, "bots": ["heuristic"]},
        }
    )
    batches = -(-games // batch)
    ray_start = _ray_start()
    runs = [("local", 1), ("local", 2), ("ray", 1), ("ray", 2)]
    walls: dict[tuple[str, int], float] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for backend, workers in runs:
            out = Path(scratch) / f"{backend}-{workers}"
            runner = local_runner(workers) if backend == "local" else ray_runner(workers, None)
            started = time.perf_counter()
            run_study(study, out, runner, backend=backend)
            walls[backend, workers] = time.perf_counter() - started
        parquets = {(Path(scratch) / f"{b}-{w}" / "games.parquet").read_bytes() for b, w in runs}
        assert len(parquets) == 1, "the backends wrote different Parquet files"
    single = walls["local", 1]
    for (backend, workers), wall in walls.items():
        start = ray_start if backend == "ray" else 0.0
        entry = {
            "backend": backend,
            "workers": workers,
            "games": games,
            "batches": batches,
            "wall_s": round(wall, 2),
            "games_per_s": round(games / wall, 2),
            "games_per_worker_s": round(games / wall / workers, 2),
            "ray_start_s": round(start, 2),
            "overhead_per_batch_s": round((wall - start - single / workers) / batches, 3),
        }
        print(json.dumps(entry))
    return 0


def _ray_start() -> float:
    """Seconds to start and stop a local Ray of 2 CPUs, with no task."""
    import ray

    started = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    ray.shutdown()
    return time.perf_counter() - started


if __name__ == "__main__":
    sys.exit(main(sys.argv))
