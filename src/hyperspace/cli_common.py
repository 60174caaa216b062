"""What the command line does the same way for every game: reading a person's answers, the loop
of a game between one person and bots, and the tables of win rates.

A game's presentation (the layout of its board and tables) is a :class:`Presenter`; the presenters
live beside the commands (``cli.py`` for the nuclear game, ``cli_cosmic.py``). Every sentence
(prompts, option labels, log lines, the result, rules texts) comes from the game's words
(:mod:`hyperspace.engine.words`).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from hyperspace.bots.base import Bot, Observe
from hyperspace.engine.decision import Decision
from hyperspace.engine.driver import Driver
from hyperspace.engine.words import Text, Words

View = dict[str, Any]


class EndOfInput(Exception):
    """Standard input ran out while a human decision was pending."""


class Presenter(Protocol):
    """How one game shows itself to a person. Everything it shows comes from the seat's view."""

    unit: str  # what the log is grouped by: "round", "turn"
    words: Words  # the game's words

    def view(self, seat: int | None, since: int | None) -> View:
        """The game's view of ``seat`` with the log from ``since`` (None: no log)."""
        ...

    def intro(self, console: Console, seat: int, seed: int, kinds: Mapping[int, str]) -> None:
        """The opening line of a game played in the terminal."""
        ...

    def log(self, console: Console, parts: Sequence[View]) -> None:
        """Print log entries (with a header when the round or turn changes)."""
        ...

    def after_bot(self, console: Console, shown: int) -> int:
        """Called after each bot move; returns the log size shown so far."""
        ...

    def board(self, console: Console, seen: View, decision: Decision) -> None:
        """What a person needs to see before answering ``decision``."""
        ...

    def in_play(self, seen: View) -> list[str]:
        """The names of the powers and cards in play for the seat (``help`` shows their texts)."""
        ...

    def result(self, console: Console, seen: View) -> None:
        """The end of the game (or, in a replay that stops early, where it stopped)."""
        ...


def counted(labels: Sequence[str]) -> str:
    """ "a, b, a" -> "a x2, b"; "-" for none."""
    counts: dict[str, int] = {}
    for label in labels:
        counts[label] = counts.get(label, 0) + 1
    return ", ".join(f"{label} x{n}" if n > 1 else label for label, n in counts.items()) or "-"


HELP = ("help", "?")


def read_answer(
    console: Console,
    decision: Decision,
    helping: Sequence[str] = ("Nothing to explain here.",),
    shown: Sequence[str] | None = None,
) -> str:
    """A number (1-based, in the ``shown`` order of the options), an option key, or a key the
    decision's form accepts (a proposal); ``help`` or ``?`` prints the lines of ``helping`` (the
    rules texts of what is in play) and asks again; re-asks on anything else, saying why;
    EndOfInput on EOF."""
    options = decision.options if shown is None else shown
    while True:
        console.print("> ", end="")
        line = sys.stdin.readline()
        if not line:
            raise EndOfInput
        answer = line.strip()
        if not sys.stdin.isatty():
            console.print(escape(answer))  # a transcript shows what was answered
        if answer.lower() in HELP:
            for text in helping:
                console.print(escape(text))
            continue
        if answer.lower() == "form" and decision.form is not None:
            answer = compose(console, decision.form.describe())
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        if answer in options:
            return answer
        if decision.form is not None:
            reason = decision.refusal(answer)
            if reason is None:
                return answer
            console.print(f"[red]Not accepted:[/] {escape(reason)}.")
            continue
        console.print(
            f"[red]{escape(answer)!r} is not an option:[/] type a number from 1 to {len(options)}"
            " (or help)."
        )


def ask_number(console: Console, question: str, most: int) -> int:
    """A number from 0 to ``most`` (blank: 0), asked until one comes; EndOfInput on EOF."""
    while True:
        console.print(f"  {escape(question)} (0 to {most}) ", end="")
        line = sys.stdin.readline()
        if not line:
            raise EndOfInput
        text = line.strip()
        if not sys.stdin.isatty():
            console.print(escape(text))
        if not text or (text.isdigit() and int(text) <= most):
            return int(text or 0)
        console.print(f"[red]Type a number from 0 to {most}.[/]")


def compose(console: Console, form: Mapping[str, Any]) -> str:
    """A proposal composed in a short dialogue: whom it is for (a swap), then how many of each
    thing each side gives; the answer as the form's grammar writes it (the rules judge it). Forms
    of other kinds (docs/architecture.md, "Forms"): tokens committed, groups of terms."""
    if form.get("kind") == "tokens":
        return _compose_tokens(console, form)
    if form.get("kind") == "grouped":
        return _compose_grouped(console, form)
    head = ""
    fields = list(form.get("fields", []))
    targets = form.get("targets", [])
    if targets:
        for number, target in enumerate(targets, 1):
            console.print(f"  {number}. to {escape(target['label'])}")
        chosen = targets[max(ask_number(console, "To whom (the number)?", len(targets)), 1) - 1]
        head = f"swap:{chosen['seat']}/"
        fields += chosen["fields"]
    sides: dict[str, list[str]] = {"give": [], "get": []}
    for field in fields:
        verb = "you give" if field["side"] == "give" else "you get"
        count = ask_number(console, f"How many {field['label']} do {verb}?", int(field["max"]))
        if count:
            unit = field["unit"]
            sides[field["side"]].append(unit if unit == "base" else f"{count}{unit}")
    empty = str(form.get("empty", "nothing"))
    give, get = ("+".join(sides[side]) or empty for side in ("give", "get"))
    return f"{head}give:{give}/get:{get}"


def _compose_grouped(console: Console, form: Mapping[str, Any]) -> str:
    """A form of groups of terms (Diplomat's three-way deal, Judge's fiat): each field's
    question, then "<group>:<terms>" for each group given something, joined by the form's
    joiner (its "empty" answer when nothing is given)."""
    groups: dict[str, list[str]] = {}
    for field in form["fields"]:
        count = ask_number(console, field["question"], int(field["max"]))
        if count:
            unit = field["unit"]
            groups.setdefault(field["group"], []).append(
                unit if unit == "base" else f"{count}{unit}"
            )
    parts = [f"{group}:{'+'.join(terms)}" for group, terms in groups.items()]
    return str(form["joiner"]).join(parts) or str(form["empty"])


def _compose_tokens(console: Console, form: Mapping[str, Any]) -> str:
    """Tokens committed (C-600), going back to bases (C-601) or given up (C-602): how many from
    (to) each place,
    "2A1+B3" ("none": nothing)."""
    terms = []
    way = "to" if form.get("verb") == "place" else "from"
    for field in form["fields"]:
        question = f"How many tokens {way} {field['label']}?"
        count = ask_number(console, question, int(field["max"]))
        if count:
            terms.append(field["unit"] if count == 1 else f"{count}{field['unit']}")
    return "+".join(terms) or "none"


def form_lines(form: Mapping[str, Any]) -> list[str]:
    """How to compose a structured answer: the dialogue (type form), or its grammar and each
    field with its bounds."""
    if form.get("kind") == "grouped":
        return ["Or type form to compose your own, question by question."]
    if form.get("kind") == "tokens":
        return _token_lines(form)
    lines = [
        "Or type form to compose your own, field by field, or type it as "
        f"{form['grammar']} (for example give:1p2/get:2c), with:"
    ]
    lines += [_field_line(field) for field in form.get("fields", [])]
    for target in form.get("targets", []):
        lines.append(f"  to {target['label']} (swap:{target['seat']}/...):")
        lines += ["  " + _field_line(field) for field in target["fields"]]
    return lines


def _token_lines(form: Mapping[str, Any]) -> list[str]:
    least, most = form["least"], form["most"]
    bounds = f"{least} to {most} tokens in all" if most > least else f"{most} tokens in all"
    if "not" in form:
        bounds += f", not {form['not']}"
    go, way = ("go to", "to") if form.get("verb") == "place" else ("come from", "from")
    lines = [
        f"Or type form to choose how many tokens {go} each place, or type them as "
        f"{form['grammar']} (for example 2A1+B3, the count left out when 1), {bounds}, {way}:"
    ]
    lines += [f"  {f['unit']}: {f['label']}, {f['min']} to {f['max']}" for f in form["fields"]]
    return lines


def _field_line(field: Mapping[str, Any]) -> str:
    unit = field["unit"]
    amount = unit if unit == "base" else f"<n>{unit}"
    return f"  {field['side']} {amount}: {field['label']}, {field['min']} to {field['max']}"


def play_in_terminal(
    console: Console,
    driver: Driver,
    seat: int,
    robots: Mapping[int, Bot],
    observers: Mapping[int, Observe],
    presenter: Presenter,
) -> None:
    """Play the game to its end: bots answer their seats, the person at ``seat`` answers from
    standard input (EndOfInput when it runs out)."""
    shown = 0
    while not driver.finished:
        decision = driver.pending[0]
        if decision.seat != seat:
            bot = robots[decision.seat]
            driver.submit(decision.seat, bot.choose(decision, observers[decision.seat]))
            shown = presenter.after_bot(console, shown)
            continue
        seen = presenter.view(seat, shown)
        shown = seen["log_size"]
        presenter.log(console, seen["log"])
        presenter.board(console, seen, decision)
        words = presenter.words
        console.print(f"[bold]{escape(words.prompt(decision, seen))}[/]")
        labels = {key: words.option(decision, key, seen) for key in decision.options}
        order = stable_order(decision.options, labels)
        for number, key in enumerate(order, 1):
            console.print(f"  {number:>2}. {escape(labels[key])}")
        if decision.form is not None:
            for line in form_lines(decision.form.describe()):
                console.print(escape(line))
        helping = help_lines(words.texts(), [*presenter.in_play(seen), *labels.values()])
        driver.submit(seat, read_answer(console, decision, helping, order))
    final = presenter.view(seat, shown)
    presenter.log(console, final["log"])
    presenter.result(console, final)


PINNED = ("pass", "done", "skip", "decline", "refuse")  # the answers that stay first


def stable_order(keys: Sequence[str], labels: Mapping[str, str]) -> list[str]:
    """The options in an order that does not change between turns (the rules list a hand's cards
    in the hand's order): passing first, then by label, numbers by value ("Attack 4" before
    "Attack 10")."""

    def rank(key: str) -> tuple[bool, list[tuple[int, str]]]:
        parts = re.findall(r"\d+|\D+", labels[key].lower())
        return key not in PINNED, [(int(p), "") if p.isdigit() else (0, p) for p in parts]

    return sorted(keys, key=rank)


def help_lines(texts: Sequence[Text], shown: Sequence[str]) -> list[str]:
    """The rules texts of whatever ``shown`` names (powers at the table, cards in hand, the
    options), for ``help`` at a prompt."""
    seen = " ".join(shown).lower()
    lines = [f"{t.name} ({t.kind}): {t.text}" for t in texts if t.name.lower() in seen]
    return lines or ["Nothing in play has a rules text of its own."]


def rates_table(
    title: str,
    column: str,
    rows: Sequence[tuple[str, View]],
    seats: bool = True,
    score: str = ".0f",
) -> Table:
    """Win rates with their 95 % intervals and scores, one row a label (a bot kind, a seat, a
    power), from the entries of ``hyperspace.sim.stats``."""
    table = Table(title=title, title_justify="left")
    columns = [column, *(["Seats"] if seats else []), "Wins", "Win rate", "95% CI"]
    for name in (*columns, "Score mean", "Score sd"):
        table.add_column(name, justify="left" if name == column and column != "Seat" else "right")
    for label, entry in rows:
        low, high = entry["ci95"]
        table.add_row(
            escape(label),
            *([str(entry["seats"])] if seats else []),
            f"{entry['wins']:.1f}",
            f"{entry['win_rate']:.3f}",
            f"{low:.3f}-{high:.3f}",
            format(entry["score"]["mean"], score),
            format(entry["score"]["std"], score),
        )
    return table
