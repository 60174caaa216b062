"""The ``hyperspace`` command: play against bots, simulate, replay, benchmark, run scenarios.

Everything a person sees of a game comes from the game's view function (the seat's allow-list);
the command line never looks at the state directly.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from hyperspace.sim.runner import GAMES

app = typer.Typer(
    name="hyperspace",
    help="Play, simulate and replay the nuclear card game (Cosmic Encounter comes later).",
    no_args_is_help=True,
    add_completion=False,
)

GameArg = Annotated[str, typer.Argument(help="The game to play (available: nuclear).")]


class EndOfInput(Exception):
    """Standard input ran out while a human decision was pending."""


def _out() -> Console:
    return Console(highlight=False)


def _fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to standard error; the caller raises the returned Exit."""
    typer.echo(message, err=True)
    return typer.Exit(code)


def _check_game(game: str) -> None:
    if game not in GAMES:
        available = ", ".join(sorted(GAMES))
        later = " (Cosmic Encounter is not playable yet.)" if game.lower() == "cosmic" else ""
        raise _fail(f"Unknown game {game!r}. Available games: {available}.{later}")


def _bot_kinds(text: str) -> list[str]:
    from hyperspace.bots.base import BOTS

    kinds = [kind.strip() for kind in text.split(",") if kind.strip()]
    if not kinds:
        raise _fail("--bots: give at least one bot kind (random, heuristic).")
    for kind in kinds:
        if kind not in BOTS:
            raise _fail(f"--bots: unknown bot kind {kind!r} (known: {', '.join(BOTS)}).")
    return kinds


# -- describing the nuclear game to a person ------------------------------------------------------

PICK_NAMES = {"M": "missile", "W": "warhead", "P": "propaganda", "D": "defense"}


def _card_name(label: str) -> str:
    from hyperspace.nuclear.specials import CARDS

    card = CARDS.get(label)
    return f"{label} ({card.name})" if card is not None else label


def describe_option(key: str, names: Sequence[str], populations: Sequence[Any]) -> str:
    """A short English gloss of a nuclear option key."""
    verb, _, label = key.partition(":")
    if verb == "target":
        seat = int(label)
        population = populations[seat]
        known = "?" if population is None else str(population)
        return f"{names[seat]} (population {known})"
    texts: dict[str, Callable[[], str]] = {
        "pick": lambda: f"pick a card: {PICK_NAMES.get(label, label)}",
        "prep": lambda: f"prepare missile {label} (launch next round)",
        "launch": lambda: f"launch warhead {label} on your prepped missile",
        "sublaunch": lambda: f"submarine launch with missile {label}",
        "ufo": lambda: f"UFO launch of warhead {label}",
        "defense": lambda: f"defend with {label} this round",
        "propaganda": lambda: f"propaganda {label}",
        "give": lambda: f"give {_card_name(label)} away",
        "activate": lambda: f"activate {_card_name(label)}",
        "deactivate": lambda: f"take idle {label} back into your hand",
        "discard": lambda: f"throw away active {label}",
        "undo": lambda: f"undo this turn's {label} card",
        "warhead": lambda: f"use warhead {label}",
        "add": lambda: f"add warhead {label} (MIRV)",
        "aws": lambda: f"switch this round's action to defense {label}",
    }
    plain = {
        "pass": "pass",
        "done": "no more warheads",
        "confirm": "yes, go ahead",
        "back": "no, go back",
        "decline": "keep your action",
    }
    if verb in texts:
        return texts[verb]()
    return plain.get(key, key)


def format_event(part: dict[str, Any], names: Sequence[str]) -> str:
    """One log entry as a line of text."""
    kind = part.get("kind")
    if kind == "report":
        populations = part.get("populations", {})
        shown = ", ".join(f"{names[int(seat)]} {pop}" for seat, pop in populations.items())
        return f"Populations: {shown}"
    text = str(part.get("text", kind))
    if kind == "intel":
        details = []
        for seat, seen in part.get("intel", {}).items():
            picked = ", ".join(seen.get("picked", [])) or "nothing"
            prepped = seen.get("prepped") or "none"
            details.append(f"{names[int(seat)]}: picked {picked}; prepped {prepped}")
        text += " - " + "; ".join(details)
    return text


class LogPrinter:
    """Prints log entries with a header whenever the round changes."""

    def __init__(self, console: Console, names: Sequence[str]) -> None:
        self.console = console
        self.names = names
        self.round = 0

    def entries(self, parts: Sequence[dict[str, Any]]) -> None:
        for part in parts:
            if part.get("round", 0) != self.round:
                self.round = int(part.get("round", 0))
                self.console.rule(f"Round {self.round}")
            style = "bold" if part.get("kind") in ("eliminated", "game_over") else None
            self.console.print("  " + escape(format_event(part, self.names)), style=style)


def players_table(view: dict[str, Any]) -> Table:
    me = view.get("seat")
    table = Table(title=f"Round {view['round']}", title_justify="left")
    for column in ("Seat", "Player", "Population", "Status"):
        table.add_column(column, justify="right" if column in ("Seat", "Population") else "left")
    for player in view["players"]:
        status = []
        if not player["alive"]:
            status.append("eliminated")
        if player.get("preparing"):
            status.append("preparing a launch")
        if player.get("frozen"):
            status.append("frozen")
        name = player["name"] + (" (you)" if player["seat"] == me else "")
        population = "?" if player["population"] is None else str(player["population"])
        table.add_row(str(player["seat"]), escape(name), population, ", ".join(status))
    return table


def _counted(labels: Sequence[str]) -> str:
    counts: dict[str, int] = {}
    for label in labels:
        counts[label] = counts.get(label, 0) + 1
    return ", ".join(f"{label} x{n}" if n > 1 else label for label, n in counts.items()) or "-"


def own_cards(view: dict[str, Any]) -> list[str]:
    me = view["me"]
    lines = [f"Hand: {_counted(me['hand'])}"]
    if me["active"]:
        lines.append(
            "Active: "
            + ", ".join(
                f"{label} (until round {window['last']})" for label, window in me["active"].items()
            )
        )
    if me["idle"]:
        lines.append("Idle: " + ", ".join(me["idle"]))
    if me["prepped"]:
        lines.append(f"Prepped missile: {me['prepped']} (due round {me['prepped_due']})")
    if me["emp_locked_until"] >= view["round"]:
        lines.append(f"EMP: no D-cards until after round {me['emp_locked_until']}")
    lines.append(f"Score so far: {me['score']} (credit {me['credit']})")
    return lines


def result_table(view: dict[str, Any]) -> Table:
    result = view["result"]
    winners = set(result["winners"])
    table = Table(title="Result", title_justify="left")
    for column in ("Seat", "Player", "Population", "Score", ""):
        table.add_column(
            column, justify="right" if column in ("Seat", "Population", "Score") else "left"
        )
    for player in view["players"]:
        seat = player["seat"]
        score = result["scores"].get(seat, result["scores"].get(str(seat)))
        population = "?" if player["population"] is None else str(player["population"])
        mark = "winner" if seat in winners else ""
        if result["survivor"] == seat:
            mark = "last player standing"
        table.add_row(str(seat), escape(player["name"]), population, str(score), mark)
    return table


def _read_answer(console: Console, options: Sequence[str]) -> str:
    """A number (1-based) or an option key; re-asks on anything else; EndOfInput on EOF."""
    while True:
        console.print("> ", end="")
        line = sys.stdin.readline()
        if not line:
            raise EndOfInput
        answer = line.strip()
        if not sys.stdin.isatty():
            console.print(escape(answer))  # a transcript shows what was answered
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return options[int(answer) - 1]
        if answer in options:
            return answer
        console.print(
            f"[red]{escape(answer)!r} is not an option:[/] type a number from 1 to {len(options)}"
            f" or an option key such as {escape(options[0])}."
        )


# -- commands ---------------------------------------------------------------------------------


@app.command()
def play(
    game: GameArg,
    players: Annotated[int, typer.Option(help="Number of players.")] = 4,
    bots: Annotated[
        str, typer.Option(help="Bot kinds for the other seats (comma-separated, cycled).")
    ] = "heuristic",
    seed: Annotated[int | None, typer.Option(help="Game seed (default: a random one).")] = None,
    seat: Annotated[int, typer.Option(help="Your seat (0 plays first).")] = 0,
    save: Annotated[
        Path | None,
        typer.Option(help="Where to save the record (default records/nuclear-SEED.json)."),
    ] = None,
    max_rounds: Annotated[int | None, typer.Option(help="End the game after this round.")] = None,
) -> None:
    """Play one game in the terminal against bots."""
    _check_game(game)
    from hyperspace.bots import make_bot
    from hyperspace.engine.driver import Driver
    from hyperspace.engine.rng import derive_seed
    from hyperspace.nuclear import NUCLEAR
    from hyperspace.nuclear.view import view

    kinds = _bot_kinds(bots)
    if not 0 <= seat < players:
        raise _fail(f"--seat: must be between 0 and {players - 1}.")
    if seed is None:
        seed = random.SystemRandom().randrange(1, 1_000_000)
    config: dict[str, Any] = {"players": players}
    if max_rounds is not None:
        config["max_rounds"] = max_rounds
    try:
        driver = Driver(NUCLEAR, config, seed)
    except ValueError as exc:
        raise _fail(f"Bad settings: {exc}") from exc
    state = driver.state
    others = [s for s in range(players) if s != seat]
    seat_kinds = {s: kinds[i % len(kinds)] for i, s in enumerate(others)}
    robots = {s: make_bot(k, game, derive_seed(seed, "bot", s)) for s, k in seat_kinds.items()}
    observers = {s: partial(view, state, s, since=None) for s in others}
    driver.record.meta = {"human_seat": seat, "bots": {str(s): k for s, k in seat_kinds.items()}}

    console = _out()
    first = view(state, seat, since=None)
    names = [p["name"] for p in first["players"]]
    opponents = ", ".join(f"{escape(names[s])} ({k})" for s, k in seat_kinds.items())
    console.print(
        f"[bold]Nuclear game[/], seed {seed}. You are {escape(names[seat])} "
        f"(seat {seat}); opponents: {opponents}"
    )
    printer = LogPrinter(console, names)
    shown = 0
    status_round = 0
    told_out = False
    try:
        while not driver.finished:
            decision = driver.pending[0]
            if decision.seat != seat:
                driver.submit(
                    decision.seat, robots[decision.seat].choose(decision, observers[decision.seat])
                )
                if not told_out and not view(state, seat, since=None)["players"][seat]["alive"]:
                    told_out = True
                    seen = view(state, seat, since=shown)
                    shown = seen["log_size"]
                    printer.entries(seen["log"])
                    if not driver.finished:
                        console.print("[bold]You have been eliminated; the bots play on.[/]")
                continue
            seen = view(state, seat, since=shown)
            shown = seen["log_size"]
            printer.entries(seen["log"])
            if decision.kind == "turn" and status_round != seen["round"]:
                status_round = seen["round"]
                console.print(players_table(seen))
                for line in own_cards(seen):
                    console.print(escape(line))
            populations = [p["population"] for p in seen["players"]]
            console.print(f"[bold]{escape(decision.prompt or decision.kind)}[/]")
            for number, key in enumerate(decision.options, 1):
                gloss = describe_option(key, names, populations)
                console.print(f"  {number:>2}. {escape(key):<18} {escape(gloss)}")
            driver.submit(seat, _read_answer(console, decision.options))
    except EndOfInput:
        console.print()
        raise _fail("End of input: the game was abandoned (no record saved).", 1) from None
    final = view(state, seat, since=shown)
    printer.entries(final["log"])
    console.print(result_table(final))
    path = save if save is not None else Path("records") / f"nuclear-{seed}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    driver.record.save(path)
    console.print(f"Record saved to {escape(str(path))}")


@app.command("simulate")
def simulate_command(
    game: GameArg,
    players: Annotated[int, typer.Option(help="Players per game.")] = 4,
    games: Annotated[int, typer.Option(help="Number of games.")] = 100,
    bots: Annotated[
        str, typer.Option(help="Bot kinds, comma-separated; rotated over the seats game by game.")
    ] = "heuristic,random",
    seed: Annotated[int, typer.Option(help="Master seed.")] = 0,
    workers: Annotated[int | None, typer.Option(help="Processes (default: the CPU count).")] = None,
    max_rounds: Annotated[int, typer.Option(help="Round cap per game.")] = 500,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Play many games between bots and report win rates, rounds and scores."""
    _check_game(game)
    from hyperspace.sim.runner import simulate

    kinds = _bot_kinds(bots)
    if games < 1:
        raise _fail("--games: must be at least 1.")
    count = workers if workers is not None else (os.cpu_count() or 1)
    if count < 1:
        raise _fail("--workers: must be at least 1.")
    err = Console(stderr=True)
    show = not json_out or err.is_terminal
    progress = Progress(
        TextColumn("simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        disable=not show,
    )
    try:
        with progress:
            task = progress.add_task("games", total=games)
            summary = simulate(
                game,
                players,
                games,
                kinds,
                seed,
                workers=count,
                max_rounds=max_rounds,
                progress=lambda n: progress.advance(task, n),
            )
    except ValueError as exc:
        raise _fail(f"Bad settings: {exc}") from exc
    if json_out:
        typer.echo(json.dumps(summary, sort_keys=True))
        return
    print_summary(_out(), summary)


def print_summary(console: Console, summary: dict[str, Any]) -> None:
    rounds = summary["rounds"]
    console.print(
        f"[bold]{summary['games']} games[/] of {summary['game']}, {summary['players']} players, "
        f"bots {', '.join(summary['bots'])}, seed {summary['seed']}"
    )
    table = Table(title="By bot kind", title_justify="left")
    for column in ("Bot", "Seats", "Wins", "Win rate", "95% CI", "Score mean", "Score sd"):
        table.add_column(column, justify="left" if column == "Bot" else "right")
    for kind, entry in summary["by_bot"].items():
        low, high = entry["ci95"]
        table.add_row(
            kind,
            str(entry["seats"]),
            f"{entry['wins']:.1f}",
            f"{entry['win_rate']:.3f}",
            f"{low:.3f}-{high:.3f}",
            f"{entry['score']['mean']:.0f}",
            f"{entry['score']['std']:.0f}",
        )
    console.print(table)
    table = Table(title="By seat", title_justify="left")
    for column in ("Seat", "Wins", "Win rate", "95% CI", "Score mean", "Score sd"):
        table.add_column(column, justify="right")
    for entry in summary["seats"]:
        low, high = entry["ci95"]
        table.add_row(
            str(entry["seat"]),
            f"{entry['wins']:.1f}",
            f"{entry['win_rate']:.3f}",
            f"{low:.3f}-{high:.3f}",
            f"{entry['score']['mean']:.0f}",
            f"{entry['score']['std']:.0f}",
        )
    console.print(table)
    timing = summary["timing"]
    console.print(
        f"Rounds: mean {rounds['mean']:.1f}, sd {rounds['std']:.1f}, "
        f"range {rounds['min']}-{rounds['max']}. Capped at {summary['max_rounds']} rounds: "
        f"{summary['capped']}. Games with a last player standing: {summary['survivors']}."
    )
    console.print(
        f"Time: {timing['wall_s']} s, {timing['games_per_s']} games/s, "
        f"{timing['workers']} worker(s)."
    )


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(help="A saved game record (JSON).")],
    seat: Annotated[int | None, typer.Option(help="Watch from this seat's view.")] = None,
    public: Annotated[bool, typer.Option("--public", help="Watch the public view.")] = False,
    step: Annotated[bool, typer.Option("--step", help="Pause after each round.")] = False,
) -> None:
    """Re-watch a saved game from one seat's view (default: the human's) or the public view."""
    from hyperspace.engine.driver import replay
    from hyperspace.engine.errors import RecordError
    from hyperspace.engine.record import Record
    from hyperspace.sim.runner import adapter

    if public and seat is not None:
        raise _fail("Give either --seat or --public, not both.")
    try:
        record = Record.load(file)
        if record.game not in GAMES:
            raise RecordError(
                "game", f"unknown game {record.game!r} (games: {', '.join(sorted(GAMES))})"
            )
        driver = replay(adapter(record.game).game, record)
    except RecordError as exc:
        where = "" if exc.field == str(file) else f" {exc.field}:"
        raise _fail(f"{file}:{where} {exc.reason}") from exc
    except TypeError as exc:  # a config value of the wrong type that the game did not catch
        raise _fail(f"{file}: config: {exc}") from exc
    players = driver.game.num_seats(driver.state)
    watch: int | None = seat
    if seat is None and not public:
        human = record.meta.get("human_seat")
        watch = human if isinstance(human, int) and 0 <= human < players else None
    if watch is not None and not 0 <= watch < players:
        raise _fail(f"--seat: must be between 0 and {players - 1}.")
    seen = driver.view(watch)
    names = [p["name"] for p in seen["players"]]
    console = _out()
    who = "the public view" if watch is None else f"{names[watch]}'s view (seat {watch})"
    console.print(
        f"[bold]Replay[/] of {escape(str(file))}: {record.game}, seed {record.seed}, "
        f"{len(record.decisions)} decisions; {escape(who)}"
    )
    printer = LogPrinter(console, names)
    by_round: dict[int, list[dict[str, Any]]] = {}
    for part in seen.get("log", []):
        by_round.setdefault(int(part.get("round", 0)), []).append(part)
    for number in sorted(by_round):
        printer.entries(by_round[number])
        if step and number != max(by_round):
            console.print("[dim](Enter for the next round)[/]", end="")
            if not sys.stdin.readline():
                step = False
    if "result" in seen:
        console.print(result_table(seen))
    else:
        console.print(f"The record ends before the game does (round {seen['round']}).")


@app.command("bench")
def bench_command(
    game: GameArg,
    games: Annotated[int, typer.Option(help="Games per bot kind.")] = 200,
    players: Annotated[int, typer.Option(help="Players per game.")] = 4,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Measure games/s, rounds/s, us/decision and decisions/game for random and heuristic bots."""
    _check_game(game)
    from hyperspace.sim.bench import bench

    try:
        report = bench(game, games=games, players=players)
    except ValueError as exc:
        raise _fail(f"Bad settings: {exc}") from exc
    if json_out:
        typer.echo(json.dumps(report, sort_keys=True))
        return
    table = Table(
        title=f"{game}: {games} games per bot kind, {players} players, one process",
        title_justify="left",
    )
    for column in ("Bots", "Games/s", "Rounds/s", "us/decision", "Decisions/game"):
        table.add_column(column, justify="left" if column == "Bots" else "right")
    for kind, entry in report.items():
        table.add_row(
            kind,
            f"{entry['games_per_s']:.1f}",
            f"{entry['rounds_per_s']:.0f}",
            f"{entry['us_per_decision']:.1f}",
            f"{entry['decisions_per_game']:.0f}",
        )
    _out().print(table)


@app.command("scenario")
def scenario_command(
    files: Annotated[list[Path], typer.Argument(help="Scenario files (TOML).")],
) -> None:
    """Run scenario files and report each expectation (exit 0: all passed)."""
    from hyperspace.scenario import run_files

    code = run_files(files)
    raise typer.Exit(code)


def main() -> None:  # pragma: no cover - the console script calls ``app`` directly
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
