"""``hyperspace study``: run a study file (``hyperspace study FILE.toml --out DIR``, the same as
``hyperspace study run ...``) and report on its results (``hyperspace study report DIR``).
docs/study.md describes the file and the outputs."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from typer.core import TyperGroup


class _RunByDefault(TyperGroup):
    """A first word that names no subcommand is the study file of ``run``."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and not args[0].startswith("-"):
            args = ["run", *args]
        return super().parse_args(ctx, args)


app = typer.Typer(
    name="study",
    cls=_RunByDefault,
    help="Designer studies: many games over a grid of settings, as Parquet, JSON and a report "
    "(docs/study.md). 'hyperspace study FILE.toml --out DIR' runs one; "
    "'hyperspace study report DIR' writes its report.",
    no_args_is_help=True,
)


def _fail(message: str) -> typer.Exit:
    typer.echo(message, err=True)
    return typer.Exit(2)


@app.command("run")
def run_command(
    file: Annotated[Path, typer.Argument(help="The study file (TOML).")],
    out: Annotated[Path, typer.Option(help="The directory for the results.")],
    resume: Annotated[
        bool, typer.Option("--resume", help="Go on with an interrupted study in --out.")
    ] = False,
    backend: Annotated[str, typer.Option(help="Where games run: local or ray.")] = "local",
    address: Annotated[
        str | None, typer.Option(help="Ray: the cluster's address (default: a local Ray).")
    ] = None,
    workers: Annotated[
        int | None, typer.Option(help="Processes, or a local Ray's CPUs (default: the CPU count).")
    ] = None,
) -> None:
    """Play a study file's games and write games.parquet and summary.json to --out."""
    from hyperspace.study.run import check_out, local_runner, ray_runner, run_study
    from hyperspace.study.spec import StudyError, load_study

    count = workers if workers is not None else (os.cpu_count() or 1)
    if count < 1:
        raise _fail("--workers: must be at least 1.")
    if backend not in ("local", "ray"):
        raise _fail(f"--backend: {backend!r} is neither local nor ray.")
    if address is not None and backend != "ray":
        raise _fail("--address: only with --backend ray.")
    try:
        study = load_study(file)
        check_out(study, out, resume)
        runner = local_runner(count) if backend == "local" else ray_runner(count, address)
        with _progress(study) as advance:
            run_study(study, out, runner, resume, advance, backend)
    except StudyError as exc:
        raise _fail(str(exc)) from None
    except KeyboardInterrupt:
        typer.echo(
            f"Interrupted. The finished batches are saved in {out}; go on with: "
            f"hyperspace study {file} --out {out} --resume",
            err=True,
        )
        raise typer.Exit(130) from None
    typer.echo(
        f"{study.total} games in {len(study.cells)} cells: {out / 'games.parquet'}, "
        f"{out / 'summary.json'}. Report: hyperspace study report {out}"
    )


class _progress:
    """A rich progress bar of the cells finished and the games played."""

    def __init__(self, study: Any) -> None:
        self.study = study
        self.left = {cell.index: study.games for cell in study.cells}
        self.bar = Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=Console(stderr=True),
        )

    def __enter__(self) -> Any:
        self.bar.start()
        cells = self.bar.add_task("cells", total=len(self.study.cells))
        games = self.bar.add_task("games", total=self.study.total)

        def advance(cell: int, count: int) -> None:
            self.bar.advance(games, count)
            self.left[cell] -= count
            if self.left[cell] == 0:
                self.bar.advance(cells, 1)

        return advance

    def __exit__(self, *exc: object) -> None:
        self.bar.stop()


@app.command("report")
def report_command(
    directory: Annotated[Path, typer.Argument(help="A study's --out directory.")],
    to: Annotated[
        Path | None,
        typer.Option(
            help="The report's path (default DIR/report.md); plots go in a folder "
            "of the same name beside it."
        ),
    ] = None,
) -> None:
    """Write report.md and its plots (PNG) into a finished study's directory."""
    from hyperspace.study.report import write_report
    from hyperspace.study.spec import StudyError

    try:
        path = write_report(directory, to)
    except StudyError as exc:
        raise _fail(str(exc)) from None
    typer.echo(f"Report: {path}")
