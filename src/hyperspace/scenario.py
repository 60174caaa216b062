"""Scenario files: a game set up explicitly, random outcomes scripted, moves listed, expectations
stated (docs/scenarios.md). One TOML format family for every game; each game reads its own body.

``run_files`` is what ``hyperspace scenario FILE...`` calls: it prints each expectation as pass or
fail and returns the exit code (0 all passed, 1 some failed, 2 a file is malformed).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class ScenarioError(ValueError):
    """A malformed scenario file; the message names the file, the line or field, and the reason."""


@dataclass
class Check:
    name: str
    passed: bool
    detail: str = ""


@dataclass
class Outcome:
    title: str
    checks: list[Check]

    @property
    def passed(self) -> bool:
        return all(check.passed for check in self.checks)


def load(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot be read ({exc.strerror})") from exc
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{path}: {exc}") from exc  # the message gives line and column
    return data


def run(data: dict[str, Any], source: str = "<scenario>") -> Outcome:
    """Run one parsed scenario. Raises ScenarioError naming ``source`` when it is malformed."""
    runners = _runners()
    game = data.get("game")
    if game not in runners:
        raise ScenarioError(
            f"{source}: field 'game': expected one of {sorted(runners)}, found {game!r}"
        )
    try:
        return runners[game](data)
    except ScenarioError as exc:
        raise ScenarioError(f"{source}: {exc}") from exc
    except ValueError as exc:
        raise ScenarioError(f"{source}: {exc}") from exc


def _runners() -> dict[str, Callable[[dict[str, Any]], Outcome]]:
    from hyperspace.cosmic.scenario import run_cosmic
    from hyperspace.nuclear.scenario import run_nuclear

    return {"cosmic": run_cosmic, "nuclear": run_nuclear}


def run_files(paths: Sequence[Path], echo: Callable[[str], None] = print) -> int:
    """Run every file; print each expectation as PASS or FAIL. Exit code 0, 1 (a failure) or 2."""
    outcomes: list[Outcome] = []
    for path in paths:
        try:
            outcomes.append(run(load(path), str(path)))
        except ScenarioError as exc:
            echo(f"ERROR {exc}")
            return 2
    failed = 0
    for outcome in outcomes:
        echo(f"{'PASS' if outcome.passed else 'FAIL'} {outcome.title}")
        for check in outcome.checks:
            mark = "  ok  " if check.passed else "  FAIL"
            echo(f"{mark} {check.name}" + (f": {check.detail}" if check.detail else ""))
        failed += not outcome.passed
    total = sum(len(o.checks) for o in outcomes)
    bad = sum(not c.passed for o in outcomes for c in o.checks)
    echo(
        f"{len(outcomes) - failed} scenarios passed, {failed} failed "
        f"({total - bad} expectations passed, {bad} failed)"
    )
    return 1 if failed else 0
