"""Shared helpers for the Cosmic Encounter tests: build a game from a position, then answer its
decisions from a table of answers by decision kind, until something holds.

``answers`` maps a decision kind ("cone", "launch", "challenge-card", "power:zombie", ...) to:
a key; a list of keys used in turn (the last one repeats); ``{seat: key or list}``; or a function
``(decision) -> key``. Decisions not in the table get :data:`DEFAULTS`, else their first option
(regroup "skip", invite "invite:none", play-card "pass", launch one token from the first base).
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from hyperspace.cosmic import COSMIC
from hyperspace.cosmic.state import CosmicState
from hyperspace.engine import Decision, Driver

Answer = str | list[str] | dict[int, Any] | Callable[[Decision], str]
DEFAULTS = {"second-challenge": "end-turn", "alliance": "decline", "deal-answer": "reject"}

# Three players, no powers, every planet as dealt: the smallest complete game.
BASE = {"players": 3, "use_powers": False}


def new_game(seed: int = 0, **config: Any) -> Driver:
    """A game from ``BASE`` updated with ``config`` (``setup=...`` for a position)."""
    return Driver(COSMIC, {**BASE, **config}, seed)


def state(driver: Driver) -> CosmicState:
    result: CosmicState = driver.state
    return result


def _copied(answer: Answer) -> Answer:
    if isinstance(answer, list):
        return list(answer)
    if isinstance(answer, dict):
        return {seat: _copied(each) for seat, each in answer.items()}
    return answer


class Answers:
    """Answers decisions from a table; remembers every decision it answered (``seen``)."""

    def __init__(self, table: Mapping[str, Answer] | None = None) -> None:
        # copied, lists inside per-seat tables too: answering pops them, and a table shared by
        # several tests (a module constant) must not be used up by the first
        self.table = {kind: _copied(answer) for kind, answer in (table or {}).items()}
        self.seen: list[tuple[Decision, str]] = []

    def __call__(self, decision: Decision) -> str:
        key = self._pick(decision)
        refusal = decision.refusal(key)  # a listed option, or a proposal its form accepts
        if refusal is not None:
            raise AssertionError(f"{key!r} does not answer {decision!r}: {refusal}")
        self.seen.append((decision, key))
        return key

    def _pick(self, decision: Decision) -> str:
        entry = self.table.get(decision.kind)
        if isinstance(entry, dict):
            entry = entry.get(decision.seat)
        if isinstance(entry, list):
            return entry.pop(0) if len(entry) > 1 else entry[0]
        if callable(entry):
            return entry(decision)
        if isinstance(entry, str):
            return entry
        default = DEFAULTS.get(decision.kind)
        if default in decision.options:
            return default
        return one_token(decision) or decision.options[0]

    def asked(self, kind: str) -> list[Decision]:
        return [d for d, _ in self.seen if d.kind == kind]


def one_token(decision: Decision) -> str | None:
    """A commitment's one token from its first source (the tests' default), when its form
    allows it; listed answers list it first anyway."""
    form = decision.form
    if form is None or form.describe().get("kind") != "tokens":
        return None
    first = form.describe()["fields"][0]["unit"]
    return first if form.refusal(first) is None else None


def play(
    driver: Driver,
    answers: Answers | Mapping[str, Answer] | None = None,
    until: Callable[[Driver], bool] | None = None,
    limit: int = 10_000,
) -> Answers:
    """Answer pending decisions until ``until(driver)`` holds (checked before each answer) or the
    game ends. Single-option decisions are answered by the driver itself and never seen here."""
    chooser = answers if isinstance(answers, Answers) else Answers(answers)
    for _ in range(limit):
        if driver.finished or (until is not None and until(driver)):
            return chooser
        decision = driver.pending[0]
        driver.submit(decision.seat, chooser(decision))
    raise AssertionError("the game did not get there within the limit")


def challenges_done(count: int) -> Callable[[Driver], bool]:
    """``until``: stop once ``count`` challenges have ended (the next has begun or the game is
    over)."""

    def done(driver: Driver) -> bool:
        s = state(driver)
        return s.challenges > count or (s.challenges == count and s.challenge is None)

    return done


def pending_kind(kind: str) -> Callable[[Driver], bool]:
    """``until``: stop when a decision of ``kind`` is pending."""
    return lambda driver: any(d.kind == kind for d in driver.pending)


def typed_at_terminal(
    monkeypatch: Any, decision: Decision, lines: Sequence[str]
) -> tuple[str, str]:
    """What the terminal makes of a person typing ``lines`` at ``decision`` (``"form"`` starts a
    form's dialogue): the answer it returns, and what it printed meanwhile."""
    from rich.console import Console

    from hyperspace.cli_common import read_answer

    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    out = io.StringIO()
    answer = read_answer(Console(file=out, width=200), decision)
    return answer, out.getvalue()
