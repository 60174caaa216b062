"""Mutation testing of one area: mutmut 3 mutates the area's code, runs the tests that reach each
mutant, and this script writes the score and every surviving mutant to docs/mutation/<area>.md
(docs/testing.md, "Mutation testing", says how to read it and why each survivor is equivalent).

    python3 scripts/mutation.py engine            # or: server, nuclear, cosmic
    python3 scripts/mutation.py cosmic --sample 400 --seed 20   # a fresh sample
    python3 scripts/mutation.py nuclear --names docs/mutation/nuclear-sample.txt

It takes minutes to hours, so it is never part of the normal test command. It uses one worker
(the machines have two cores), installs mutmut if it is missing (the `mutation` extra of
pyproject.toml), and works in mutants/<area>/ (ignored by git), a copy of the tree whose
pyproject.toml carries the area's [tool.mutmut] settings; a second run reuses the results of
the first for code that did not change.
"""

from __future__ import annotations

import argparse
import datetime
import fnmatch
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Area:
    """What to mutate (file globs, and optionally only some functions of them: mutmut's mutant
    names are <module>.x_<function>__mutmut_<n>, or <module>.xǁ<class>ǁ<method>__mutmut_<n>) and
    the tests that judge it."""

    title: str
    files: tuple[str, ...]
    tests: tuple[str, ...]
    functions: tuple[str, ...] = ()


# Server tests that start the server in another process (tests/server/procs.py) would import the
# unmutated package, so only in-process tests judge the server.
AREAS = {
    "engine": Area("engine/", ("src/hyperspace/engine/*",), ("tests/engine",)),
    "server": Area(
        "the server's guard and auth code",
        ("src/hyperspace/server/guard.py", "src/hyperspace/server/app.py"),
        ("tests/server/test_security.py", "tests/server/test_api.py", "tests/server/test_guard.py"),
        functions=(
            "hyperspace.server.guard.*",
            "hyperspace.server.app.x_caller__mutmut_*",
            "hyperspace.server.app.x__seated__mutmut_*",
            "hyperspace.server.app.x__hosted__mutmut_*",
            "hyperspace.server.app.x__check_origin__mutmut_*",
            "hyperspace.server.app.x__still_seated__mutmut_*",
            "hyperspace.server.app.x__handle__mutmut_*",
        ),
    ),
    "nuclear": Area(
        "the nuclear rules and specials",
        (
            "src/hyperspace/nuclear/rules/*",
            "src/hyperspace/nuclear/specials/*",
            "src/hyperspace/nuclear/scoring.py",
            "src/hyperspace/nuclear/view.py",
        ),
        ("tests/nuclear",),
    ),
    "cosmic": Area(
        "the Cosmic rules, variants and powers",
        (
            "src/hyperspace/cosmic/rules/*",
            "src/hyperspace/cosmic/variants/*",
            "src/hyperspace/cosmic/powers/*",
        ),
        ("tests/cosmic",),
    ),
}

SEED = 19  # the seed of the first samples: the default keeps their draws reproducible

COUNTED = ("killed", "timeout", "survived", "no tests", "suspicious", "segfault", "skipped")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("area", choices=sorted(AREAS))
    parser.add_argument(
        "--sample",
        type=int,
        metavar="N",
        help="test N mutants drawn at random (see --seed) instead of all; the report says so, "
        "and the names drawn are written to docs/mutation/<area>-sample.txt (with another seed: "
        "<area>-sample-<seed>.txt)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=SEED,
        help=f"the seed that draws --sample (default {SEED}, the first samples'); another seed "
        "draws a fresh sample, whose first judgement no test written for an earlier one biases",
    )
    parser.add_argument(
        "--names",
        type=Path,
        metavar="FILE",
        help="test only the mutants named in FILE, one a line (an earlier sample: the same seed "
        "draws other mutants once the code has changed)",
    )
    parser.add_argument("--max-children", type=int, default=1, help="workers (default 1)")
    parser.add_argument(
        "--report-only",
        action="store_true",
        help="write the report from mutants/<area>/ as a stopped run left it; run nothing",
    )
    args = parser.parse_args()
    area = AREAS[args.area]
    _ensure_mutmut()
    # a report alone reads mutants/<area>/ as the stopped run left it: no new copy, no new mutants
    work = ROOT / "mutants" / args.area if args.report_only else _prepare(args.area, area)
    # mutmut reruns every mutant named on its command line and no other: name those not yet
    # killed (a killed mutant stays killed while its code is unchanged; new tests may kill others)
    names = _mutant_names(work, area, generate=not args.report_only)
    run = f"python3 scripts/mutation.py {args.area}"
    sampled = ""
    if args.sample is not None:
        drawn = random.Random(args.seed).sample(sorted(names), min(args.sample, len(names)))
        names = sorted(drawn)
        seeded = "" if args.seed == SEED else f"-{args.seed}"
        listed = ROOT / "docs" / "mutation" / f"{args.area}-sample{seeded}.txt"
        listed.write_text("".join(f"{name}\n" for name in names))
        run += f" --sample {args.sample}" + (f" --seed {args.seed}" if seeded else "")
        sampled = f"a random sample of {args.sample} (seed {args.seed}), listed in "
        sampled += f"{listed.relative_to(ROOT)}"
    if args.names is not None:
        wanted = args.names.read_text().split()
        missing = sorted(set(wanted) - set(names))
        names = sorted(set(wanted) & set(names))
        run += f" --names {args.names}"
        sampled = f"those named in {args.names}"
        sampled += f"; {len(missing)} named no longer exist" if missing else ""
    before = _statuses(work)
    selected = [n for n in names if before[n] not in ("killed", "timeout")]
    command = [*_mutmut(), "run", "--max-children", str(args.max_children)]
    if selected and not args.report_only:
        subprocess.run([*command, *selected], cwd=work, env=_environment(), check=True)
    after = _statuses(work)
    status = {name: after[name] for name in names}
    report = _report(area, status, work, run, sampled)
    out = ROOT / "docs" / "mutation" / f"{args.area}.md"
    out.parent.mkdir(exist_ok=True)
    out.write_text(report)
    _record_score(args.area, status, run, sampled)
    print(report.split("\n## Surviving")[0])
    print(f"written to {out.relative_to(ROOT)}")


def _ensure_mutmut() -> None:
    if importlib.util.find_spec("mutmut") is not None:
        return
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    requirements = pyproject["project"]["optional-dependencies"]["mutation"]
    subprocess.run([sys.executable, "-m", "pip", "install", *requirements], check=True)


def _prepare(name: str, area: Area) -> Path:
    """mutants/<area>/: the tree's source, tests, scenarios and docs (tests read some), and a
    pyproject.toml whose [tool.mutmut] names the area's files and tests."""
    work = ROOT / "mutants" / name
    work.mkdir(parents=True, exist_ok=True)
    for part in ("src", "tests", "scenarios", "docs"):
        shutil.rmtree(work / part, ignore_errors=True)
        shutil.copytree(ROOT / part, work / part, ignore=shutil.ignore_patterns("__pycache__"))
    commit = _git("rev-parse", "--short", "HEAD")
    if _git("status", "--porcelain", "src", "tests"):
        commit += " (with uncommitted changes to src or tests)"
    (work / COPIED).write_text(commit)
    pyproject = (ROOT / "pyproject.toml").read_text()
    settings = (
        "\n[tool.mutmut]\n"
        'source_paths = ["src"]\n'
        f"only_mutate = {_toml_list(area.files)}\n"
        f"pytest_add_cli_args_test_selection = {_toml_list(_existing(area.tests))}\n"
        'pytest_add_cli_args = ["-p", "no:cacheprovider", "-p", "no:randomly", "-q"]\n'
        'also_copy = ["scenarios", "docs"]\n'
    )
    (work / "pyproject.toml").write_text(pyproject.split("\n[tool.mutmut]\n")[0] + settings)
    return work


def _existing(paths: tuple[str, ...]) -> list[str]:
    return [p for p in paths if (ROOT / p).exists()]


def _toml_list(items: tuple[str, ...] | list[str]) -> str:
    return "[" + ", ".join(f'"{item}"' for item in items) + "]"


def _environment() -> dict[str, str]:
    """Without PYTHONPATH (the tests must import the mutated copy mutmut puts first on the path),
    with Hypothesis derandomized so a mutant is judged the same way on every run."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["HYPOTHESIS_PROFILE"] = "ci"
    return env


def _mutmut() -> list[str]:
    installed = shutil.which("mutmut")
    return [installed] if installed else [sys.executable, "-m", "mutmut"]


def _mutant_names(work: Path, area: Area, generate: bool) -> list[str]:
    """Every mutant of the area, filtered to the area's functions if it names some. (A run naming
    no mutant that exists generates the mutants and maps tests to functions, then stops.)"""
    if generate:
        subprocess.run(
            [*_mutmut(), "run", "--max-children", "1", "no-such-mutant*"],
            cwd=work,
            env=_environment(),
            capture_output=True,
        )
    names = list(_statuses(work))
    if area.functions:
        names = [n for n in names if any(fnmatch.fnmatch(n, f) for f in area.functions)]
    return names


def _statuses(work: Path) -> dict[str, str]:
    out = subprocess.run(
        [*_mutmut(), "results", "--all", "true"],
        cwd=work,
        env=_environment(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return dict(re.findall(r"^\s+(\S+): (.+)$", out, flags=re.MULTILINE))


def _report(area: Area, status: dict[str, str], work: Path, run: str, sampled: str) -> str:
    counts, judged, score = _tally(status)
    caught = counts["killed"] + counts["timeout"]
    other = judged - caught - counts["survived"] - counts["no tests"]
    lines = [
        f"# Mutation testing: {area.title}",
        "",
        'Written by `scripts/mutation.py`; docs/testing.md ("Mutation testing") says how to',
        "read it and why each survivor listed there as equivalent is one.",
        "",
        "| what | value |",
        "|---|---|",
        f"| command | `{run}` |",
        f"| date | {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC |",
        f"| commit | {_copied(work)} |",
        f"| mutated | {', '.join(f'`{f}`' for f in area.files)} |",
        f"| only the functions | {', '.join(f'`{f}`' for f in area.functions) or 'all'} |",
        f"| tests | {', '.join(f'`{t}`' for t in _existing(area.tests))} |",
        f"| mutants | {len(status)}{f' ({sampled})' if sampled else ''} |",
        f"| killed | {counts['killed']} |",
        f"| timeout | {counts['timeout']} |",
        f"| survived | {counts['survived']} |",
        f"| no tests reach them | {counts['no tests']} |",
        f"| other (suspicious, segfault) | {other} |",
        f"| not judged yet (the run was stopped) | {len(status) - judged - counts['skipped']} |",
        f"| score (killed + timeout over mutants judged) | {score:.1f} % |",
        "",
        "## Surviving mutants",
        "",
    ]
    survivors = sorted(m for m, s in status.items() if s in ("survived", "no tests", "suspicious"))
    diffs = _diffs(work, survivors)
    for mutant in survivors:
        lines += [f"### `{mutant}` ({status[mutant]})", "", "```diff", diffs[mutant], "```", ""]
    return "\n".join(lines)


TARGETS = {"server": 90.0}  # docs/testing.md: 90 % on the server's auth and guard code, else 85 %


def _record_score(name: str, status: dict[str, str], run: str, sampled: str) -> None:
    """The area's line in docs/testing.md's table of scores (replaced, or added before the
    `<!-- scores -->` mark)."""
    testing = ROOT / "docs" / "testing.md"
    counts, judged, score = _tally(status)
    commit = _copied(ROOT / "mutants" / name).split()[0]
    when = f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d}"
    unjudged = len(status) - judged - counts["skipped"]
    mutants = f"{len(status)}{' (sample)' if sampled else ''}"
    mutants += f" ({judged} judged: the run was stopped)" if unjudged else ""
    cells = [f"[{name}](mutation/{name}.md)", mutants]
    cells += [str(counts[k]) for k in ("killed", "timeout", "survived", "no tests")]
    cells += [f"{score:.1f} %", f"{TARGETS.get(name, 85.0):.0f} %", f"`{run}`, {when}, {commit}"]
    line = "| " + " | ".join(cells) + " |"
    lines = testing.read_text().split("\n")
    mine = [i for i, old in enumerate(lines) if old.startswith(f"| [{name}](")]
    if mine:
        lines[mine[0]] = line
    else:
        lines.insert(lines.index("<!-- scores -->"), line)
    testing.write_text("\n".join(lines))


COPIED = "copied-from.txt"  # in mutants/<area>/: the commit the copy judged was made from


def _copied(work: Path) -> str:
    """The commit mutants/<area>/ was copied from (not HEAD: commits made while a run goes on
    are not in the copy), and whether src or tests had uncommitted changes then."""
    copied = work / COPIED
    return copied.read_text() if copied.exists() else "unknown (copied before the script said)"


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True).stdout.strip()


def _tally(status: dict[str, str]) -> tuple[dict[str, int], int, float]:
    """How many mutants ended each way, how many were judged (not skipped, not left unchecked),
    and the score: killed and timed out over judged, in per cent."""
    counts = {kind: sum(1 for s in status.values() if s == kind) for kind in COUNTED}
    judged = len(status) - counts["skipped"] - sum(1 for s in status.values() if s == "not checked")
    score = 100 * (counts["killed"] + counts["timeout"]) / judged if judged else 0.0
    return counts, judged, score


def _diffs(work: Path, mutants: list[str]) -> dict[str, str]:
    """Each mutant's diff, from mutmut in one process (`mutmut show` would start one each)."""
    script = (
        "import json, sys\n"
        "from mutmut.__main__ import find_mutant, get_diff_for_mutant\n"
        "names = json.load(sys.stdin)\n"
        "print(json.dumps({n: get_diff_for_mutant(n, path=find_mutant(n).path) for n in names}))\n"
    )
    shown = subprocess.run(
        [sys.executable, "-c", script],
        cwd=work,
        env=_environment(),
        input=json.dumps(mutants),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    diffs: dict[str, str] = json.loads(shown.splitlines()[-1])
    return {name: diff.strip("\n") for name, diff in diffs.items()}


if __name__ == "__main__":
    main()
