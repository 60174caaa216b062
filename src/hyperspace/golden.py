"""Golden playthroughs of both games: fixed seeds, random legal play, every decision and what each
seat saw, as text files under ``tests/nuclear/golden/`` and ``tests/cosmic/golden/``.

A rules change that alters any decision, option count, message or result shows up as a diff of
these files. ``python -m hyperspace.golden`` compares and exits 1 with a unified diff when they
differ; ``python -m hyperspace.golden --write`` regenerates them (then review the diff). Each
Cosmic power's words (:mod:`hyperspace.power_words`, ``tests/cosmic/words/``) are compared and
rewritten with them.
"""

from __future__ import annotations

import argparse
import difflib
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hyperspace.cosmic import COSMIC
from hyperspace.cosmic.state import CosmicState
from hyperspace.engine.driver import Driver
from hyperspace.engine.events import Event
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.state import NuclearState
from hyperspace.nuclear.view import view
from hyperspace.power_words import WORDS_DIR
from hyperspace.power_words import generate as generate_words

# (seed, players): random legal play from random.Random(seed), the game seeded with seed too.
GOLDEN: tuple[tuple[int, int], ...] = ((1, 3), (2, 4), (3, 3))
MAX_ROUNDS = 40
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "tests" / "nuclear" / "golden"
# Cosmic Encounter: (seed, config). Powers are named and only their own Flares are shuffled in
# (none without powers), so that a power added to the package does not change these games; a
# change to a power in play does.
COSMIC_GOLDEN: tuple[tuple[int, dict[str, Any]], ...] = (
    (1, {"players": 3, "use_powers": False, "flares": False}),
    (2, {"players": 4, "use_powers": False, "flares": False, "lucre": True, "praw": True}),
    (3, {"players": 3, "powers": ["trader", "mind", "clone"], "flares_per_player": 1}),
)
COSMIC_MAX_CHALLENGES = 200
COSMIC_DIR = Path(__file__).resolve().parents[2] / "tests" / "cosmic" / "golden"
REGENERATE = "python -m hyperspace.golden --write"


def _compact(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def file_name(seed: int) -> str:
    return f"seed_{seed}.txt"


def playthrough(seed: int, players: int, max_rounds: int = MAX_ROUNDS) -> str:
    """The golden text of one game: a header, then per round the decisions put to the seats
    (``D round seat kind key options``) and what each seat saw of that round (``P {...}`` for what
    everyone sees, ``S<seat> {...}`` where a seat sees more), then the result."""
    config = {"players": players, "max_rounds": max_rounds}
    driver = Driver(NUCLEAR, config, seed)
    state: NuclearState = driver.state
    rng = random.Random(seed)
    lines = [
        f"# golden playthrough: {NUCLEAR.name} {NUCLEAR.ruleset}, seed {seed}, config "
        + _compact(config),
        "# random legal play: random.Random(seed).choice(options) for each pending decision",
        "# D <round> <seat> <kind> <chosen key> <number of options>",
        "# then the round's log, entry by entry: P <what everyone sees>, and S<seat> <what that"
        " seat sees> where it differs",
        "# (a seat's view of the round: its S line for an entry where it has one, else the P line)",
    ]
    number = state.round
    cursor = 0  # the first log entry not yet shown
    lines.append(f"== round {number}")
    while True:
        if driver.finished or state.round != number:
            cursor = _seen(state, number, cursor, lines)
            if driver.finished:
                break
            number = state.round
            lines.append(f"== round {number}")
        decision = driver.pending[0]
        key = rng.choice(decision.options)
        lines.append(
            f"D {state.round} {decision.seat} {decision.kind} {key} {len(decision.options)}"
        )
        driver.submit(decision.seat, key)
    result = view(state, None, since=None)["result"]
    lines.append("== result")
    lines.append(f"rounds {state.round} decisions {len(driver.record.decisions)}")
    lines.append("populations " + _compact([p.population for p in state.players]))
    lines.append("result " + _compact(result))
    lines.append("returns " + _compact(driver.returns()))
    return "\n".join(lines) + "\n"


def _seen(state: NuclearState, number: int, cursor: int, lines: list[str]) -> int:
    """Append what each seat saw of round ``number``; return the new cursor."""
    log = state.log
    end = cursor
    while end < len(log) and log[end].round == number:
        end += 1
    for event in log[cursor:end]:
        public = event.seen_by(None)
        if public is not None:
            public.pop("round", None)
            lines.append(f"P {_compact(public)}")
        for seat in range(len(state.players)):
            seen = event.seen_by(seat)
            if seen is not None:
                seen.pop("round", None)
                if seen != public:
                    lines.append(f"S{seat} {_compact(seen)}")
    return end


def generate() -> dict[str, str]:
    return {file_name(seed): playthrough(seed, players) for seed, players in GOLDEN}


def cosmic_playthrough(seed: int, config: dict[str, Any]) -> str:
    """The golden text of one Cosmic Encounter game: a header, then each decision put to a seat
    (``D <turn> <seat> <kind> <key> <number of options>``) followed by the log entries it led to,
    as everyone saw them (``P {...}``) and where a seat saw more (``S<seat> {...}``), then the
    result."""
    config = {**config, "max_challenges": COSMIC_MAX_CHALLENGES}
    driver = Driver(COSMIC, config, seed)
    state: CosmicState = driver.state
    rng = random.Random(seed)
    lines = [
        f"# golden playthrough: {COSMIC.name} {COSMIC.ruleset}, seed {seed}, config "
        + _compact(config),
        "# random legal play: random.Random(seed).choice(options) for each pending decision",
        "# D <turn> <seat> <kind> <chosen key> <number of options>, then the log entries it led to",
        "# P <what everyone sees>, and S<seat> <what that seat sees> where it differs",
        "== set-up and the first decisions",
    ]
    seats = len(state.players)
    cursor = _cosmic_seen(state.log, 0, seats, lines)
    turn = state.turn
    while not driver.finished:
        if state.turn != turn:
            turn = state.turn
            lines.append(f"== turn {turn}: offense {state.offense}")
        decision = driver.pending[0]
        key = rng.choice(decision.options)
        lines.append(
            f"D {state.turn} {decision.seat} {decision.kind} {key} {len(decision.options)}"
        )
        driver.submit(decision.seat, key)
        cursor = _cosmic_seen(state.log, cursor, seats, lines)
    lines.append("== result")
    lines.append(
        f"turns {state.turn} challenges {state.challenges} decisions {len(driver.record.decisions)}"
        f" capped {state.capped}"
    )
    lines.append("winners " + _compact(state.winners))
    lines.append("external bases " + _compact([state.external_bases(c) for c in range(seats)]))
    lines.append("warp " + _compact(state.warp) + " praw " + _compact(state.praw))
    lines.append("outcomes " + _compact(state.outcomes))
    lines.append("returns " + _compact(driver.returns()))
    return "\n".join(lines) + "\n"


def _cosmic_seen(log: list[Event], cursor: int, seats: int, lines: list[str]) -> int:
    """Append what the public and each seat saw of ``log[cursor:]``; return the new cursor."""
    for event in log[cursor:]:
        public = event.seen_by(None)
        if public is not None:
            public.pop("round", None)
            lines.append(f"P {_compact(public)}")
        for seat in range(seats):
            seen = event.seen_by(seat)
            if seen is not None:
                seen.pop("round", None)
                if seen != public:
                    lines.append(f"S{seat} {_compact(seen)}")
    return len(log)


def cosmic_file_name(seed: int) -> str:
    return f"seed_{seed}.txt"


def generate_cosmic() -> dict[str, str]:
    return {
        cosmic_file_name(seed): cosmic_playthrough(seed, config) for seed, config in COSMIC_GOLDEN
    }


def _generated(directory: Path, cosmic: Path, words: Path) -> list[tuple[Path, dict[str, str]]]:
    """Each folder with its files' fresh texts."""
    return [(directory, generate()), (cosmic, generate_cosmic()), (words, generate_words())]


def differences(
    directory: Path = DEFAULT_DIR, cosmic: Path = COSMIC_DIR, words: Path = WORDS_DIR
) -> dict[str, str]:
    """File path -> unified diff, for every golden file that differs from a fresh playthrough."""
    diffs: dict[str, str] = {}
    for folder, texts in _generated(directory, cosmic, words):
        for name, text in texts.items():
            path = folder / name
            stored = path.read_text(encoding="utf-8") if path.exists() else ""
            if stored != text:
                diffs[str(path)] = "".join(
                    difflib.unified_diff(
                        stored.splitlines(keepends=True),
                        text.splitlines(keepends=True),
                        fromfile=str(path),
                        tofile=f"{name} (generated)",
                    )
                )
    return diffs


def write(
    directory: Path = DEFAULT_DIR, cosmic: Path = COSMIC_DIR, words: Path = WORDS_DIR
) -> list[Path]:
    written = []
    for folder, texts in _generated(directory, cosmic, words):
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in texts.items():
            path = folder / name
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hyperspace.golden", description=__doc__)
    parser.add_argument("--write", action="store_true", help="regenerate the golden files")
    parser.add_argument(
        "--dir", type=Path, default=DEFAULT_DIR, help="the nuclear golden directory"
    )
    parser.add_argument(
        "--cosmic-dir", type=Path, default=COSMIC_DIR, help="the Cosmic golden directory"
    )
    parser.add_argument(
        "--words-dir", type=Path, default=WORDS_DIR, help="the Cosmic powers' words directory"
    )
    args = parser.parse_args(argv)
    if args.write:
        for path in write(args.dir, args.cosmic_dir, args.words_dir):
            print(f"wrote {path}")
        return 0
    diffs = differences(args.dir, args.cosmic_dir, args.words_dir)
    for diff in diffs.values():
        sys.stdout.write(diff)
    if diffs:
        print(f"golden files differ: {', '.join(sorted(diffs))}; regenerate with {REGENERATE}")
        return 1
    print(
        f"golden files match ({len(GOLDEN)} nuclear games, {len(COSMIC_GOLDEN)} Cosmic games, "
        "each Cosmic power's words)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
