"""A fixed Cosmic workload for counting instructions (repeatable, unlike time on a shared machine).

Plays the first ``--games`` games (default 30) that ``hyperspace bench cosmic`` plays: four
players, powers dealt from every implemented power, every seat a ``--bot`` bot (random or
heuristic), the benchmark's seeds and challenge cap, few garbage collections as in the benchmark
(:mod:`hyperspace.sim.collection`); prints the challenges played. Run it under
callgrind with hash randomisation off, and divide the instructions above the same run with
``--baseline`` (everything imported and the config built, no game played) by the challenges:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python benchmarks/instructions_cosmic.py --bot heuristic
    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python benchmarks/instructions_cosmic.py --bot heuristic --baseline

(Use the interpreter binary itself, not a pyenv shim, or valgrind measures the shim.) A change
that alters the games (a rule, a bot's choice) changes the challenges played too: compare
instructions per challenge, and say when the games differ.
"""

from __future__ import annotations

import argparse
import sys

from hyperspace.engine.rng import derive_seed
from hyperspace.sim.bench import CAPS
from hyperspace.sim.collection import few_collections
from hyperspace.sim.runner import adapter, cosmic_options, game_config, play_game


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", choices=("random", "heuristic"), default="random")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--baseline", action="store_true", help="import and set up only")
    args = parser.parse_args(argv)
    config = game_config(
        adapter("cosmic"), args.players, CAPS["cosmic"], cosmic_options(args.players)
    )
    if args.baseline:
        print(0)
        return 0
    lineup = [args.bot] * args.players
    seeds = (derive_seed(0, "bench", index) for index in range(args.games))
    with few_collections():  # as the benchmark plays them
        print(sum(play_game("cosmic", config, lineup, seed).rounds for seed in seeds))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
