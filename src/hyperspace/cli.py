"""The ``hyperspace`` command: play against bots, simulate, replay, benchmark, run scenarios, list
the alien powers.

Everything a person sees of a game comes from the game's view function (the seat's allow-list);
the command line never looks at the state directly. The nuclear game's presentation is here,
Cosmic Encounter's in :mod:`hyperspace.cli_cosmic`, what both share in :mod:`hyperspace.cli_common`.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import random
import sys
from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from hyperspace import compiled
from hyperspace.cli_common import (
    EndOfInput,
    Presenter,
    View,
    counted,
    play_in_terminal,
    rates_table,
)
from hyperspace.cli_study import app as study_app
from hyperspace.cosmic.variants import VARIANTS
from hyperspace.engine.decision import Decision
from hyperspace.engine.words import Words
from hyperspace.sim.runner import GAMES

app = typer.Typer(
    name="hyperspace",
    help="Play, simulate and replay Cosmic Encounter and the nuclear card game, against bots.",
    no_args_is_help=True,
    add_completion=False,
)

app.add_typer(study_app)  # hyperspace study FILE.toml / hyperspace study report DIR

GameArg = Annotated[str, typer.Argument(help="The game (available: cosmic, nuclear).")]
PowersOpt = Annotated[
    str | None,
    typer.Option(
        help="Cosmic: powers, comma-separated: one per seat (as many as players), a pool to deal "
        "from (more), or 'none' (default: dealt from every implemented power)."
    ),
]
LucreOpt = Annotated[bool, typer.Option("--lucre", help="Cosmic: play with Lucre.")]
PrawOpt = Annotated[bool, typer.Option("--praw", help="Cosmic: play with the Praw.")]
VariantsOpt = Annotated[
    str | None,
    typer.Option(help=f"Cosmic: WARP variants, comma-separated ({', '.join(VARIANTS)})."),
]
SetOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--set",
        help="Any other setting of the game's config, as NAME=VALUE (repeatable), e.g. "
        "prisoners_capture_cards=8; 'none' for no value, commas for lists.",
    ),
]
# Settings with flags of their own, or only for scenario files.
NOT_SET = frozenset({"players", "names", "setup", "script", "max_rounds", "max_challenges"})


def _out() -> Console:
    return Console(highlight=False)


def _fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to standard error; the caller raises the returned Exit."""
    typer.echo(message, err=True)
    return typer.Exit(code)


def _check_game(game: str) -> None:
    if game not in GAMES:
        available = ", ".join(sorted(GAMES))
        raise _fail(f"Unknown game {game!r}. Available games: {available}.")


def _options(
    game: str,
    players: int,
    powers: str | None,
    lucre: bool,
    praw: bool,
    variants: str | None = None,
) -> dict[str, Any]:
    """The game-specific settings of the command line, checked; only Cosmic has any."""
    if game != "cosmic":
        flags = (
            ("--powers", powers is not None),
            ("--lucre", lucre),
            ("--praw", praw),
            ("--variants", variants is not None),
        )
        given = [name for name, on in flags if on]
        if given:
            raise _fail(f"{', '.join(given)}: only for cosmic.")
        return {}
    from hyperspace.sim.runner import cosmic_options, needed_settings

    names = (powers or "").split(",")
    try:
        options = cosmic_options(players, names, lucre, praw, (variants or "").split(","))
    except ValueError as exc:
        raise _fail(f"--{exc}") from exc
    flagged = {"lucre": lucre, "praw": praw}
    for setting, titles in needed_settings(names).items():
        if not flagged.get(setting):  # said on standard error: --json output stays JSON
            typer.echo(
                f"{setting.capitalize()} is switched on for these games: "
                f"{' and '.join(titles)} need{'s' if len(titles) == 1 else ''} it (ruling C-486).",
                err=True,
            )
    return options


def _settings(game: str, texts: Sequence[str] | None, options: dict[str, Any]) -> dict[str, Any]:
    """``options`` with the ``--set NAME=VALUE`` settings added, each value read as its config
    field's type says; a wrong name or value fails naming it."""
    from hyperspace.sim.runner import adapter

    types = adapter(game).game.config.field_types()
    settings = dict(options)
    for text in texts or ():
        name, equals, value = text.partition("=")
        name = name.strip()
        if not equals or name not in types:
            known = ", ".join(sorted(set(types) - NOT_SET))
            raise _fail(f"--set {text}: expected NAME=VALUE with NAME one of: {known}.")
        if name in NOT_SET or name in options:
            raise _fail(f"--set {name}: has a flag of its own (see --help) or is not settable.")
        try:
            settings[name] = _setting(value.strip(), types[name])
        except ValueError as exc:
            raise _fail(f"--set {name}: {exc}.") from exc
    return settings


def _setting(value: str, types: tuple[type, ...]) -> Any:
    """A config value from its text: 'none', a yes/no, a number, or a comma-separated list."""
    if value.lower() == "none" and type(None) in types:
        return None
    if bool in types:
        if value.lower() not in ("true", "false"):
            raise ValueError(f"expected true or false, not {value!r}")
        return value.lower() == "true"
    for number in (int, float):  # an int where it may be one (7), else a float (0.5)
        if number in types:
            with contextlib.suppress(ValueError):
                return number(value)
    if int in types or float in types:
        raise ValueError(f"expected a number, not {value!r}")
    if tuple in types:
        items = [item.strip() for item in value.split(",") if item.strip()]
        return tuple(int(i) if i.lstrip("-").isdigit() else i for i in items)
    raise ValueError("set only in a scenario file")


def _cap(game: str, max_rounds: int | None, max_challenges: int | None) -> int | None:
    """The length cap in the game's own unit; each option belongs to one game."""
    if game == "cosmic":
        if max_rounds is not None:
            raise _fail("--max-rounds: not for cosmic (use --max-challenges).")
        return max_challenges
    if max_challenges is not None:
        raise _fail("--max-challenges: only for cosmic (use --max-rounds).")
    return max_rounds


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


class LogPrinter:
    """Prints log entries in the game's words, with a header whenever the round changes."""

    def __init__(self, console: Console, words: Words) -> None:
        self.console = console
        self.words = words
        self.round = 0

    def entries(self, parts: Sequence[dict[str, Any]], seen: View) -> None:
        for part in parts:
            if part.get("round", 0) != self.round:
                self.round = int(part.get("round", 0))
                self.console.rule(f"Round {self.round}")
            style = "bold" if self.words.important(part) else None  # it changes a position
            self.console.print("  " + escape(self.words.entry(part, seen)), style=style)


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
        table.add_row(str(player["seat"] + 1), escape(name), population, ", ".join(status))
    return table


def own_cards(view: dict[str, Any]) -> list[str]:
    me = view["me"]
    from hyperspace.nuclear.words import card_name

    lines = [f"Hand: {counted([card_name(card) for card in me['hand']])}"]
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
        table.add_row(str(seat + 1), escape(player["name"]), population, str(score), mark)
    return table


class NuclearPresenter:
    """The nuclear game in the terminal: the log by round, the players' table at each new round's
    first turn, option glosses, the result."""

    unit = "round"

    def __init__(self, state: Any, seat: int | None = None) -> None:
        from hyperspace.nuclear.view import view
        from hyperspace.nuclear.words import WORDS

        self.words: Words = WORDS
        self._view = partial(view, state)
        self.names = [p["name"] for p in self._view(None, since=None)["players"]]
        self.seat = seat
        self._printers: dict[int, LogPrinter] = {}
        self._status_round = 0
        self._told_out = False

    def view(self, seat: int | None, since: int | None) -> View:
        seen: View = self._view(seat, since=since)
        return seen

    def intro(self, console: Console, seat: int, seed: int, kinds: Mapping[int, str]) -> None:
        names = self.names
        opponents = ", ".join(f"{escape(names[s])} ({k})" for s, k in kinds.items())
        console.print(
            f"[bold]Nuclear game[/], seed {seed}. You are {escape(names[seat])}; opponents: "
            f"{opponents}. Type help or ? at a prompt for the rules texts of your cards."
        )

    def log(self, console: Console, parts: Sequence[View]) -> None:
        printer = self._printers.setdefault(id(console), LogPrinter(console, self.words))
        printer.entries(parts, self.view(self.seat, None))

    def after_bot(self, console: Console, shown: int) -> int:
        """Once the person is eliminated, says so (the bots play on)."""
        seat = self.seat
        if seat is None or self._told_out or self.view(seat, None)["players"][seat]["alive"]:
            return shown
        self._told_out = True
        seen = self.view(seat, shown)
        self.log(console, seen["log"])
        if not seen["over"]:
            console.print("[bold]You have been eliminated; the bots play on.[/]")
        return int(seen["log_size"])

    def board(self, console: Console, seen: View, decision: Decision) -> None:
        if decision.kind == "turn" and self._status_round != seen["round"]:
            self._status_round = seen["round"]
            console.print(players_table(seen))
            for line in own_cards(seen):
                console.print(escape(line))

    def in_play(self, seen: View) -> list[str]:
        """The seat's cards, in hand, active and idle, by name (``help`` prints their texts)."""
        from hyperspace.nuclear.words import card_name

        me = seen.get("me") or {}
        held = (*me.get("hand", ()), *me.get("active", {}), *me.get("idle", ()))
        return [card_name(label) for label in held]

    def result(self, console: Console, seen: View) -> None:
        if "result" in seen:
            console.print(result_table(seen))
        for line in self.words.result(seen):
            console.print(escape(line))


def presenter(game: str, state: Any, seat: int | None, config: Mapping[str, Any]) -> Presenter:
    """The presentation of ``game`` for a person at ``seat`` (None: a watcher)."""
    if game == "cosmic":
        from hyperspace.cli_cosmic import CosmicPresenter

        return CosmicPresenter(state, seat, config)
    return NuclearPresenter(state, seat)


# -- commands ---------------------------------------------------------------------------------


@app.command()
def play(
    game: GameArg,
    players: Annotated[int, typer.Option(help="Number of players.")] = 4,
    bots: Annotated[
        str, typer.Option(help="Bot kinds for the other seats (comma-separated, cycled).")
    ] = "heuristic",
    seed: Annotated[int | None, typer.Option(help="Game seed (default: a random one).")] = None,
    seat: Annotated[
        int, typer.Option(help="Your seat, counted from 1 as in the browser (1 plays first).")
    ] = 1,
    save: Annotated[
        Path | None,
        typer.Option(help="Where to save the record (default records/GAME-SEED.json)."),
    ] = None,
    max_rounds: Annotated[
        int | None, typer.Option(help="Nuclear: end the game after this round.")
    ] = None,
    powers: PowersOpt = None,
    lucre: LucreOpt = False,
    praw: PrawOpt = False,
    variants: VariantsOpt = None,
    settings: SetOpt = None,
) -> None:
    """Play one game in the terminal against bots."""
    _check_game(game)
    from hyperspace.bots import make_bot
    from hyperspace.engine.driver import Driver
    from hyperspace.engine.rng import derive_seed
    from hyperspace.sim.runner import adapter

    kinds = _bot_kinds(bots)
    if not 1 <= seat <= players:
        raise _fail(f"--seat: must be between 1 and {players} (seats count from 1).")
    seat -= 1  # the engine counts seats from 0
    if seed is None:
        seed = random.SystemRandom().randrange(1, 1_000_000)
    rules = adapter(game)
    config: dict[str, Any] = {
        "players": players,
        **_settings(game, settings, _options(game, players, powers, lucre, praw, variants)),
    }
    cap = _cap(game, max_rounds, None)
    if cap is not None:
        config[rules.cap_field] = cap
    try:
        driver = Driver(rules.game, config, seed)
    except ValueError as exc:
        raise _fail(f"Bad settings: {exc}") from exc
    state = driver.state
    others = [s for s in range(players) if s != seat]
    seat_kinds = {s: kinds[i % len(kinds)] for i, s in enumerate(others)}
    robots = {s: make_bot(k, game, derive_seed(seed, "bot", s)) for s, k in seat_kinds.items()}
    observers = {s: rules.game.observer(state, s) for s in others}
    driver.record.meta = {"human_seat": seat, "bots": {str(s): k for s, k in seat_kinds.items()}}

    console = _out()
    shown = presenter(game, state, seat, config)
    shown.intro(console, seat, seed, seat_kinds)
    try:
        play_in_terminal(console, driver, seat, robots, observers, shown)
    except EndOfInput:
        console.print()
        raise _fail("End of input: the game was abandoned (no record saved).", 1) from None
    except KeyboardInterrupt:
        console.print()
        done = driver.seq
        made = f"after {done} decision{'s' * (done != 1)}" if done else "before any decision"
        raise _fail(f"Interrupted (Ctrl-C): the game was abandoned {made}; no record saved.",
                    130) from None  # fmt: skip
    path = save if save is not None else Path("records") / f"{game}-{seed}.json"
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
    max_rounds: Annotated[
        int | None, typer.Option(help="Nuclear: round cap per game (default 500).")
    ] = None,
    max_challenges: Annotated[
        int | None, typer.Option(help="Cosmic: challenge cap per game (default 2000).")
    ] = None,
    powers: PowersOpt = None,
    lucre: LucreOpt = False,
    praw: PrawOpt = False,
    variants: VariantsOpt = None,
    settings: SetOpt = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Play many games between bots and report win rates, game lengths and scores."""
    _check_game(game)
    from hyperspace.sim.bench import CAPS
    from hyperspace.sim.runner import simulate

    kinds = _bot_kinds(bots)
    options = _settings(game, settings, _options(game, players, powers, lucre, praw, variants))
    cap = _cap(game, max_rounds, max_challenges)
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
                max_rounds=cap if cap is not None else CAPS[game],
                progress=lambda n: progress.advance(task, n),
                options=options,
            )
    except ValueError as exc:
        raise _fail(f"Bad settings: {exc}") from exc
    if json_out:
        typer.echo(json.dumps(summary, sort_keys=True))
        return
    if game == "cosmic":
        from hyperspace.cli_cosmic import print_summary as print_cosmic_summary

        print_cosmic_summary(_out(), summary)
        return
    print_summary(_out(), summary)


def print_summary(console: Console, summary: dict[str, Any]) -> None:
    rounds = summary["rounds"]
    console.print(
        f"[bold]{summary['games']} games[/] of {summary['game']}, {summary['players']} players, "
        f"bots {', '.join(summary['bots'])}, seed {summary['seed']}"
    )
    console.print(rates_table("By bot kind", "Bot", list(summary["by_bot"].items())))
    seats = [(str(entry["seat"]), entry) for entry in summary["seats"]]
    console.print(rates_table("By seat", "Seat", seats, seats=False))
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
    seat: Annotated[
        int | None,
        typer.Option(help="Watch from this seat's view, counted from 1 as in the browser."),
    ] = None,
    public: Annotated[bool, typer.Option("--public", help="Watch the public view.")] = False,
    step: Annotated[
        bool, typer.Option("--step", help="Pause after each round (each turn in Cosmic).")
    ] = False,
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
    if seat is not None and not 1 <= seat <= players:
        raise _fail(f"--seat: must be between 1 and {players} (seats count from 1).")
    watch: int | None = None if seat is None else seat - 1
    if seat is None and not public:
        human = record.meta.get("human_seat")
        watch = human if isinstance(human, int) and 0 <= human < players else None
    shown = presenter(record.game, driver.state, watch, record.config)
    seen = shown.view(watch, 0)
    names = [p["name"] for p in seen["players"]]
    console = _out()
    who = "the public view" if watch is None else f"{names[watch]}'s view (seat {watch + 1})"
    console.print(
        f"[bold]Replay[/] of {escape(str(file))}: {record.game}, seed {record.seed}, "
        f"{len(record.decisions)} decisions; {escape(who)}"
    )
    by_round: dict[int, list[dict[str, Any]]] = {}
    for part in seen.get("log", []):
        by_round.setdefault(int(part.get("round", 0)), []).append(part)
    for number in sorted(by_round):
        shown.log(console, by_round[number])
        if step and number != max(by_round):
            console.print(f"[dim](Enter for the next {shown.unit})[/]", end="")
            if not sys.stdin.readline():
                step = False
    shown.result(console, seen)


@app.command("bench")
def bench_command(
    game: GameArg,
    games: Annotated[int, typer.Option(help="Games per bot kind (and player count).")] = 200,
    players: Annotated[
        int | None, typer.Option(help="Nuclear: players per game (default 4).")
    ] = None,
    powers: PowersOpt = None,
    variants: VariantsOpt = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Measure random and heuristic bots in one process: games/s, rounds/s, us/decision."""
    _check_game(game)
    from hyperspace.sim.bench import bench, bench_sizes

    if game == "cosmic" and players is not None:
        raise _fail("--players: cosmic is measured with 4 and 5 players.")
    try:
        if game == "cosmic":
            report: dict[str, dict[str, Any]] = {}
            for size in (4, 5):  # the powers dealt depend on the number of players
                options = _options(game, size, powers, False, False, variants)
                report.update(bench_sizes(game, games, (size,), options=options))
        else:
            _options(game, 0, powers, False, False, variants)
            report = bench(game, games=games, players=players or 4)
    except ValueError as exc:
        raise _fail(f"Bad settings: {exc}") from exc
    if json_out:
        typer.echo(json.dumps(report, sort_keys=True))
        return
    if game == "cosmic":
        from hyperspace.cli_cosmic import bench_table

        _out().print(bench_table(report, games))
        return
    build = next(iter(report.values()))["build"]  # which build ran: compiled or pure
    table = Table(
        title=f"{game}: {games} games per bot kind, {players or 4} players, one process, "
        f"{build} build",
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


@app.command("powers")
def powers_command(
    name: Annotated[
        str | None, typer.Argument(help="A power's name or title: print its full text.")
    ] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON list.")] = False,
) -> None:
    """List Cosmic Encounter's implemented alien powers: title, short description, source; with
    NAME, print that power's full text and its Flare's."""
    from hyperspace.cli_cosmic import power_list, powers_table

    listed = power_list()
    if name is not None:
        wanted = name.strip().lower()
        found = [p for p in listed if wanted in (p["name"], p["title"].lower())]
        if not found:
            known = ", ".join(p["title"] for p in listed)
            raise _fail(f"No power named {name!r}. Powers: {known}.")
        title = found[0]["title"]
        _print_texts([title, f"Flare of the {title}"], "cosmic")
        return
    if json_out:
        typer.echo(json.dumps(listed))
        return
    _out().print(powers_table(listed))


@app.command("cards")
def cards_command(
    game: Annotated[
        str | None, typer.Argument(help="The game (cosmic, nuclear; default: both).")
    ] = None,
) -> None:
    """Print the full rules text of every card, power, Flare, Edict, Ruling, Kicker, Zodiac card,
    variant and special card of a game."""
    games = [game] if game is not None else sorted(GAMES)
    for name in games:
        _check_game(name)
        _print_texts(None, name)


def _print_texts(names: Sequence[str] | None, game: str) -> None:
    """The rules texts of ``game`` (only those named in ``names``, in that order), one a
    paragraph."""
    from hyperspace.sim.runner import adapter

    texts = adapter(game).game.words.texts()
    if names is not None:
        texts = [t for name in names for t in texts if t.name == name]
    console = _out()
    for text in texts:
        console.print(f"[bold]{escape(text.name)}[/] ({escape(text.kind)}): {escape(text.text)}")


@app.command("scenario")
def scenario_command(
    files: Annotated[list[Path], typer.Argument(help="Scenario files (TOML).")],
) -> None:
    """Run scenario files and report each expectation (exit 0: all passed)."""
    from hyperspace.scenario import run_files

    code = run_files(files)
    raise typer.Exit(code)


@app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    data_dir: Annotated[
        Path, typer.Option(help="Where the SQLite database lives (created if missing).")
    ] = Path("hyperspace-data"),
    database_url: Annotated[
        str | None,
        typer.Option(help="postgresql://user:password@host/db: PostgreSQL instead of SQLite."),
    ] = None,
) -> None:
    """Serve both games in the browser: lobby, live games, bots in empty seats (docs/server.md)."""
    import uvicorn

    from hyperspace.server.app import GC_THRESHOLD, create_app
    from hyperspace.server.storage import sqlite_url

    console = _out()
    _check_port(host, port)
    if database_url is None:
        data_dir = data_dir.resolve()
        try:
            data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise _fail(f"cannot create the data directory {data_dir}: {exc.strerror}") from exc
        database_url = sqlite_url(data_dir)
        _check_database(database_url, str(data_dir / "hyperspace.sqlite3"))
        console.print(f"Database: {data_dir / 'hyperspace.sqlite3'} (SQLite)")
    else:
        _check_database(database_url, _without_password(database_url))
        console.print("Database: PostgreSQL (from --database-url)")
    console.print(
        "Build: compiled (mypyc)"
        if compiled()
        else "Build: pure Python (the compiled build needs a C compiler at install: see README)"
    )
    shown = f"[{host}]" if ":" in host else host
    console.print(f"Open http://{shown}:{port}/ in your browser (API docs at /docs). Ctrl+C stops.")
    try:
        application = create_app(database_url)
    except ValueError as exc:
        raise _fail(str(exc)) from exc
    # A server holds many small long-lived objects (games, views): collect young garbage less
    # often, so full collections (tens of ms, every game waiting) are rare. States are about 2 kB
    # of JSON: compressing each websocket message cost more CPU than it saved. Websockets by
    # websockets' sans-I/O protocol: its legacy one took 27 % of the server's samples sending
    # states where this takes 19 % (docs/benchmarks.md, "Server load"); the event loop is
    # uvloop where installed (uvicorn[standard] brings it, except on Windows).
    gc.set_threshold(*GC_THRESHOLD)
    uvicorn.run(
        application, host=host, port=port, log_level="info", ws_max_size=64 * 1024,
        ws_per_message_deflate=False, ws="websockets-sansio", loop="auto",
    )  # fmt: skip


def _check_database(url: str, name: str) -> None:
    """Fail before anything is printed if the database at ``url`` (called ``name``) cannot be
    opened: a URL of another kind, a PostgreSQL server that is not running or refuses the
    login, a file that is not SQLite's."""
    from hyperspace.server.storage import Storage

    try:
        Storage(url).close()
    except Exception as exc:  # whatever the database's driver raises, said in one line
        reason = " ".join(str(exc).split())
        raise _fail(f"Cannot open the database {name}: {reason}") from exc


def _without_password(url: str) -> str:
    """``url`` with its password, if it has one, shown as ``***``."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if not parts.password:
        return url
    return parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", ":***@")).geturl()


def _check_port(host: str, port: int) -> None:
    """Fail before anything is printed if the server could not listen on ``host``:``port`` (a
    port already in use by another server, an address this machine does not have)."""
    import errno
    import socket

    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server does
            probe.bind(address)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise _fail(f"Port {port} on {host} is already in use (another server?): stop it, "
                        "or choose another port with --port.") from None  # fmt: skip
        raise _fail(f"Cannot listen on {host}:{port}: {exc.strerror or exc}.") from None


def main() -> None:  # pragma: no cover - the console script calls ``app`` directly
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
