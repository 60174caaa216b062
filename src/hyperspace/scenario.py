"""Scenario files: a game set up explicitly, random outcomes scripted, moves listed, expectations
stated (docs/scenarios.md). One TOML format family for every game; each game reads its own body.

``run_files`` is what ``hyperspace scenario FILE...`` calls: it prints each expectation as pass or
fail and returns the exit code (0 all passed, 1 some failed, 2 a file is malformed).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
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


# -- pieces of the format both games share (docs/scenarios.md) ---------------------------------


@dataclass(frozen=True)
class Refusal:
    """A move that must be refused, with the game unchanged: ``"!key"``, or
    ``{reject = "key", reason = "..."}`` when the refusal's message must also contain ``reason``."""

    key: str
    reason: str | None = None


Move = str | Refusal


def parse_move(value: Any, where: str) -> Move:
    """One listed move: an option key, ``"!key"`` or ``{reject = "key", reason = "text"}``."""
    if isinstance(value, str) and value.startswith("!") and len(value) > 1:
        return Refusal(value[1:])
    if isinstance(value, str) and value:
        return value
    if isinstance(value, dict):
        unknown = set(value) - {"reject", "reason"}
        key, reason = value.get("reject"), value.get("reason")
        if unknown or not isinstance(key, str) or not key or not isinstance(reason, str | None):
            raise ScenarioError(
                f'{where}: a refused move is {{reject = "key", reason = "part of the '
                f'message"}} (reason optional), found {value!r}'
            )
        return Refusal(key, reason)
    raise ScenarioError(f"{where}: expected an option key, found {value!r}")


def refusal_check(name: str, refusal: Refusal, message: str | None, unchanged: bool) -> Check:
    """The check of a refused move: ``message`` is the refusal's (None: the move was accepted)."""
    if message is None:
        return Check(name, False, "it was accepted")
    if not unchanged:
        return Check(name, False, "the game changed")
    if refusal.reason is not None and refusal.reason not in message:
        return Check(name, False, f"refused, but the message {message!r} lacks {refusal.reason!r}")
    return Check(name, True, message)


@dataclass
class Message:
    """What one log entry (as JSON text) must hold: every ``texts`` piece and a match for every
    ``patterns`` regular expression, all in the same entry."""

    texts: list[str] = field(default_factory=list)
    patterns: list[re.Pattern[str]] = field(default_factory=list)

    def found_in(self, entry: str) -> bool:
        return all(t in entry for t in self.texts) and all(p.search(entry) for p in self.patterns)

    def describe(self) -> str:
        parts = [repr(t) for t in self.texts] + [f"/{p.pattern}/" for p in self.patterns]
        return " and ".join(parts)


MESSAGE_FIELDS = ("to", "text", "match", "kind")


def parse_message(item: Any, where: str) -> tuple[Any, str | None, Message]:
    """A ``seen``/``not_seen`` entry: ``to`` (returned as written), ``kind`` and the message:
    ``text`` (a piece of text, or a list of pieces) and/or ``match`` (a regular expression, or a
    list of them), all to be found in one log entry."""
    if not isinstance(item, dict) or "to" not in item or not ({"text", "match"} & set(item)):
        raise ScenarioError(
            f"{where}: each entry needs 'to' (a player or 'public') and 'text' or 'match'"
        )
    unknown = set(item) - set(MESSAGE_FIELDS)
    if unknown:
        raise ScenarioError(
            f"{where}: unknown field(s) {sorted(unknown)} (known: {', '.join(MESSAGE_FIELDS)})"
        )
    kind = item.get("kind")
    if kind is not None and not isinstance(kind, str):
        raise ScenarioError(f"{where}.kind: expected the name of a log entry kind")
    message = Message(_texts(item.get("text", []), f"{where}.text"), [])
    for pattern in _texts(item.get("match", []), f"{where}.match"):
        try:
            message.patterns.append(re.compile(pattern))
        except re.error as exc:
            raise ScenarioError(
                f"{where}.match: {pattern!r} is not a regular expression ({exc})"
            ) from None
    return item["to"], kind, message


def _texts(value: Any, where: str) -> list[str]:
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(v, str) for v in items):
        raise ScenarioError(f"{where}: expected text or a list of texts")
    return list(items)


def message_check(label: str, message: Message, entries: list[str], present: bool) -> Check:
    found = any(message.found_in(entry) for entry in entries)
    detail = "" if found == present else ("not found" if present else "found")
    return Check(f"{label}: {message.describe()}", found == present, detail)


PENDING_FIELDS = ("seat", "kind", "options", "includes", "excludes")


def parse_pending(value: Any, where: str) -> dict[str, Any]:
    """A ``pending`` expectation: ``seat`` and ``kind`` of the decision waiting, its exact
    ``options``, options it ``includes`` and options it ``excludes`` (any of these fields)."""
    if not isinstance(value, dict) or not value or not set(value) <= set(PENDING_FIELDS):
        raise ScenarioError(
            f"{where}: expected a table of {', '.join(PENDING_FIELDS)} (any of them)"
        )
    if "kind" in value and not isinstance(value["kind"], str):
        raise ScenarioError(f"{where}.kind: expected a decision kind")
    for name in ("options", "includes", "excludes"):
        keys = value.get(name, [])
        if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
            raise ScenarioError(f"{where}.{name}: expected a list of option keys")
    return dict(value)


def pending_checks(
    label: str, wanted: dict[str, Any], seat: int | None, kind: str, options: Sequence[str]
) -> list[Check]:
    """The checks of a parsed ``pending`` expectation (``seat`` already a seat number) against
    the decision waiting."""
    out = []
    actual = {"seat": seat, "kind": kind}
    for name in ("seat", "kind"):
        if name in wanted:
            out.append(
                Check(f"{label} {name} = {wanted[name]}", actual[name] == wanted[name],
                      f"actual {actual[name]}")
            )  # fmt: skip
    if "options" in wanted:
        exact = sorted(options) == sorted(wanted["options"])
        out.append(Check(f"{label} options = {sorted(wanted['options'])}", exact,
                         f"actual {sorted(options)}"))  # fmt: skip
    for name, present in (("includes", True), ("excludes", False)):
        for key in wanted.get(name, []):
            out.append(Check(f"{label} {name} {key!r}", (key in options) == present,
                             f"options {sorted(options)}"))  # fmt: skip
    return out


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
