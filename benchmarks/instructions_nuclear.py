"""A fixed workload for counting instructions (repeatable, unlike wall time on a shared machine).

Eight 4-player games between random bots, each decision chosen from the *sorted* options so the
games do not depend on option order. Run it under callgrind, with hash randomisation off, and
divide the instructions above a bare import (``--baseline``) by the rounds printed:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python benchmarks/instructions_nuclear.py
    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python benchmarks/instructions_nuclear.py --baseline

(Use the interpreter binary itself, not a pyenv shim, or valgrind measures the shim.)

``--bench`` plays the first eight games of ``hyperspace bench nuclear`` instead (random bots, the
benchmark's seeds and round cap, few garbage collections): the workload whose rounds/s that
command reports.
"""

from __future__ import annotations

import random
import sys

from hyperspace.engine import Driver
from hyperspace.engine.rng import derive_seed
from hyperspace.nuclear import NUCLEAR
from hyperspace.sim.bench import CAPS
from hyperspace.sim.collection import few_collections
from hyperspace.sim.runner import adapter, game_config, play_game


def main(argv: list[str]) -> int:
    if "--baseline" in argv:
        print(0)
        return 0
    if "--bench" in argv:
        print(bench_games())
        return 0
    rounds = 0
    for seed in range(8):
        driver = Driver(NUCLEAR, {"players": 4, "max_rounds": 500}, seed)
        pick = random.Random(seed).random
        driver.play_out(lambda d, pick=pick: sorted(d.options)[int(pick() * len(d.options))])
        rounds += driver.state.round
    print(rounds)
    return 0


def bench_games() -> int:
    """The rounds of the first eight games ``hyperspace bench nuclear`` plays with random bots."""
    config = game_config(adapter("nuclear"), 4, CAPS["nuclear"], None)
    seeds = (derive_seed(0, "bench", index) for index in range(8))
    with few_collections():  # as the benchmark plays them
        return sum(play_game("nuclear", config, ["random"] * 4, seed).rounds for seed in seeds)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
