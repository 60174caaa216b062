"""Playing a study: its games in batches, each batch's rows checkpointed atomically, then one
Parquet file of every game and a summary JSON (the columns: docs/study.md).

A batch is a run of consecutive games of one cell; its rows depend on the study file only, so
the backend (this process, a process pool, Ray tasks), the order the batches finish in and any
interruption never change the outputs: ``--resume`` plays the batches that have no checkpoint
and writes the same files an uninterrupted run writes.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hyperspace.sim.collection import few_collections
from hyperspace.study.spec import Study, StudyError
from hyperspace.study.summary import summarize_study

STUDY_FILE = "study.json"  # the study as run: resuming checks the file still says the same
BATCHES = "batches"  # one JSON checkpoint per finished batch
GAMES_FILE = "games.parquet"
SUMMARY_FILE = "summary.json"
RUN_FILE = "run.json"  # how this run went (backend, timings): not part of the results
FEATURE = "feature_"  # the prefix of the feature counters' columns

Progress = Callable[[int, int], None]
"""(cell index, games just finished in it)"""


@dataclass(frozen=True)
class Batch:
    """Games ``start`` to ``stop - 1`` of one cell, with everything a worker needs to play them."""

    game: str
    cell: int
    key: str
    config: dict[str, Any]
    bots: tuple[str, ...]
    start: int
    seeds: tuple[int, ...]

    @property
    def name(self) -> str:
        return f"{self.cell:04d}-{self.start:06d}"


def batches(study: Study) -> list[Batch]:
    return [
        Batch(
            study.game,
            cell.index,
            cell.key,
            cell.config,
            cell.bots,
            start,
            tuple(
                study.game_seed(cell, i)
                for i in range(start, min(start + study.batch, study.games))
            ),
        )
        for cell in study.cells
        for start in range(0, study.games, study.batch)
    ]


def play_batch(batch: Batch) -> list[dict[str, Any]]:
    """The batch's rows, one per game (run in a worker process or a Ray task)."""
    with few_collections():  # many short-lived objects: collected rarely
        return _rows(batch)


def _rows(batch: Batch) -> list[dict[str, Any]]:
    from hyperspace.sim.runner import lineup, play_game

    rows = []
    for offset, seed in enumerate(batch.seeds):
        index = batch.start + offset
        seats = lineup(batch.bots, int(batch.config["players"]), index)
        result = play_game(batch.game, batch.config, seats, seed)
        share = 1 / len(result.winners) if result.winners else 0.0
        row: dict[str, Any] = {
            "cell": batch.key,
            "cell_index": batch.cell,
            "game_index": index,
            "seed": seed,
            "players": len(seats),
            "bots": seats,
            "length": result.rounds,
            "capped": result.capped,
            "decisions": result.decisions,
            "winners": list(result.winners),
            "scores": list(result.scores),
            "win_share": [share if seat in result.winners else 0.0 for seat in range(len(seats))],
        }
        row.update(_game_columns(batch.game, result.extra, result.survivor))
        rows.append(row)
    return rows


def _game_columns(game: str, extra: Mapping[str, Any], survivor: int | None) -> dict[str, Any]:
    """Each game's own columns, and its feature counters as ``feature_<name>``: Cosmic's
    ``state.features``, the nuclear game's card uses (rules.uses) added over the seats."""
    from hyperspace.sim.runner import OUTCOMES

    if game == "cosmic":
        outcomes = extra["outcomes"]
        features = dict(extra["features"])
        return {
            "powers": list(extra["powers"]),
            "turns": extra["turns"],
            **{f"outcome_{_column(o)}": int(outcomes.get(o, 0)) for o in OUTCOMES},
            "features": features,
        }
    uses: dict[str, int] = {}
    for counts in extra["card_uses"]:
        for label, count in counts.items():
            name = f"uses_{_column(label)}"
            uses[name] = uses.get(name, 0) + count
    seats = [dict(sorted(counts.items())) for counts in extra["card_uses"]]
    held = [dict(sorted(cards.items(), key=_card_order)) for cards in extra["cards_held"]]
    return {
        "survivor": survivor,
        "eliminated": list(extra["eliminated"]),
        "card_uses": seats,
        "cards_held": held,
        "features": uses,
    }


def _card_order(item: tuple[str, int]) -> tuple[str, int]:
    """S1 to S22, then U1 to U4."""
    label = item[0]
    return (label[0], int(label[1:]))


def _column(text: str) -> str:
    return re.sub(r"[^0-9A-Za-z]+", "_", text).strip("_").lower()


# -- the output directory ----------------------------------------------------------------------


def check_out(study: Study, out: Path, resume: bool) -> None:
    """StudyError unless ``out`` can take this study: it holds no study yet, or (``resume``)
    this same one."""
    record = out / STUDY_FILE
    if not record.exists():
        return
    if not resume:
        raise StudyError(
            f"{out} already holds a study: add --resume to go on with it, or "
            "choose another --out directory."
        )
    found = json.loads(record.read_text(encoding="utf-8"))
    if found.get("digest") != study.digest():
        raise StudyError(
            f"{out} holds another study ({found.get('name')!r}, or this one since "
            "changed): it cannot be resumed with this file; choose another --out "
            "directory."
        )


def prepare(study: Study, out: Path, resume: bool) -> set[str]:
    """Check ``out`` (:func:`check_out`), record the study there and return the batches already
    checkpointed."""
    check_out(study, out, resume)
    out.mkdir(parents=True, exist_ok=True)
    record = out / STUDY_FILE
    if not record.exists():
        plain = {"digest": study.digest(), **study.plain()}
        _write_atomic(record, json.dumps(plain, indent=1, sort_keys=True))
    (out / BATCHES).mkdir(exist_ok=True)
    return {path.stem for path in (out / BATCHES).glob("*.json")}


def _write_atomic(path: Path, text: str) -> None:
    """Write ``path`` so that it either exists whole or not at all, even after kill -9."""
    temporary = path.with_name(path.name + ".tmp")
    with temporary.open("w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, path)


def checkpoint(out: Path, batch: Batch, rows: list[dict[str, Any]]) -> None:
    _write_atomic(out / BATCHES / f"{batch.name}.json", json.dumps(rows, sort_keys=True))


def load_rows(out: Path, todo: Sequence[Batch]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for batch in todo:
        rows.extend(json.loads((out / BATCHES / f"{batch.name}.json").read_text(encoding="utf-8")))
    return rows


# -- backends ----------------------------------------------------------------------------------


Runner = Callable[[list[Batch], Callable[[Batch, list[dict[str, Any]]], None]], None]
"""(batches to play, what to do with each batch's rows as it finishes) -> None"""


def local_runner(workers: int) -> Runner:
    """Batches in this process (one worker) or a pool of ``workers`` processes."""

    def run(todo: list[Batch], done: Callable[[Batch, list[dict[str, Any]]], None]) -> None:
        if workers == 1:
            for batch in todo:
                done(batch, play_batch(batch))
            return
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for batch, rows in _bounded(todo, workers * 2, lambda b: pool.submit(play_batch, b)):
                done(batch, rows)

    return run


def _bounded(
    todo: list[Batch], limit: int, submit: Callable[[Batch], Future[list[dict[str, Any]]]]
) -> Iterator[tuple[Batch, list[dict[str, Any]]]]:
    """Each batch and its rows as they finish, with at most ``limit`` batches submitted at once
    (so an interrupted run loses little work)."""
    pending = iter(todo)
    running: dict[Future[list[dict[str, Any]]], Batch] = {}
    while True:
        while len(running) < limit and (batch := next(pending, None)) is not None:
            running[submit(batch)] = batch
        if not running:
            return
        finished, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in finished:
            yield running.pop(future), future.result()


STARTUP_TIMEOUT = "timed out during startup"  # Ray's words when its node took over 30 s to start


def start_ray(ray: Any, attempts: int = 3, **settings: Any) -> None:
    """Start a local Ray. Ray gives its node a fixed 30 s to start, which a loaded machine can
    exceed: then it is shut down and started again, up to ``attempts`` times in all."""
    for attempt in range(1, attempts + 1):
        try:
            ray.init(**settings)
            return
        except Exception as exc:  # Ray raises a bare Exception for this
            if STARTUP_TIMEOUT not in str(exc) or attempt == attempts:
                raise
            ray.shutdown()


def ray_runner(workers: int, address: str | None) -> Runner:
    """Batches as Ray tasks: on the cluster at ``address``, or on a local Ray of ``workers``
    CPUs. At most two tasks per CPU are in flight, so checkpoints keep pace."""
    try:
        import ray
    except ImportError:
        raise StudyError("--backend ray needs Ray: pip install 'hyperspace[ray]'.") from None

    def run(todo: list[Batch], done: Callable[[Batch, list[dict[str, Any]]], None]) -> None:
        if address is None:
            start_ray(ray, num_cpus=workers, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
        try:
            task = ray.remote(num_cpus=1)(play_batch)
            cpus = int(ray.cluster_resources().get("CPU", workers))
            pending = list(reversed(todo))
            running: dict[Any, Batch] = {}
            while pending or running:
                while pending and len(running) < cpus * 2:
                    batch = pending.pop()
                    running[task.remote(batch)] = batch
                finished, _ = ray.wait(list(running), num_returns=1)
                for ref in finished:
                    done(running.pop(ref), ray.get(ref))
        finally:
            ray.shutdown()

    return run


# -- the whole run -----------------------------------------------------------------------------


def run_study(
    study: Study,
    out: Path,
    runner: Runner,
    resume: bool = False,
    progress: Progress | None = None,
    backend: str = "local",
) -> dict[str, Any]:
    """Play every batch of ``study`` without a checkpoint in ``out``, then write the Parquet file
    and the summary; returns the summary. ``progress`` hears of every batch, those already done
    included (first, all at once)."""
    every = batches(study)
    done = prepare(study, out, resume)
    todo = [batch for batch in every if batch.name not in done]
    if progress is not None:
        for batch in every:
            if batch.name in done:
                progress(batch.cell, len(batch.seeds))
    started = time.perf_counter()

    def finished(batch: Batch, rows: list[dict[str, Any]]) -> None:
        checkpoint(out, batch, rows)
        if progress is not None:
            progress(batch.cell, len(rows))

    runner(todo, finished)
    wall = time.perf_counter() - started
    rows = load_rows(out, every)
    write_parquet(rows, out / GAMES_FILE)
    summary = summarize_study(study, rows)
    _write_atomic(out / SUMMARY_FILE, json.dumps(summary, indent=1, sort_keys=True))
    played = sum(len(batch.seeds) for batch in todo)
    run = {
        "file": study.source,
        "backend": backend,
        "games_played": played,
        "games_resumed": study.total - played,
        "batches_played": len(todo),
        "wall_s": round(wall, 3),
    }
    _write_atomic(out / RUN_FILE, json.dumps(run, indent=1, sort_keys=True))
    return summary


def write_parquet(rows: list[dict[str, Any]], path: Path) -> None:
    """One row per game; a feature counter a game never reported is 0 in its row."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    features = sorted({name for row in rows for name in row["features"]})
    table = pa.Table.from_pylist(
        [_flat(row, features) for row in rows], schema=_schema(rows[0], features)
    )
    temporary = path.with_name(path.name + ".tmp")
    pq.write_table(table, temporary)
    os.replace(temporary, path)


def _flat(row: Mapping[str, Any], features: Sequence[str]) -> dict[str, Any]:
    flat = {name: value for name, value in row.items() if name != "features"}
    counts = row["features"]
    flat.update({FEATURE + name: int(counts.get(name, 0)) for name in features})
    return flat


COLUMNS: dict[str, Any] = {
    "cell": "string",
    "cell_index": "int32",
    "game_index": "int32",
    "seed": "uint64",
    "players": "int32",
    "bots": "list<string>",
    "powers": "list<string>",
    "length": "int64",
    "turns": "int64",
    "capped": "bool",
    "decisions": "int64",
    "winners": "list<int32>",
    "scores": "list<int64>",
    "win_share": "list<double>",
    "survivor": "int32",
    "eliminated": "list<int32>",
    "card_uses": "list<map<string,int64>>",
    "cards_held": "list<map<string,int64>>",
}
"""The columns before the outcomes and features, in the file's order (docs/study.md)."""


def _schema(first: Mapping[str, Any], features: Sequence[str]) -> Any:
    """The fixed columns the game has, its outcome counts (cosmic), then the features, sorted."""
    import pyarrow as pa

    def arrow(kind: str) -> Any:
        if kind.startswith("list<"):
            return pa.list_(arrow(kind[5:-1]))
        if kind.startswith("map<"):
            key, value = kind[4:-1].split(",")
            return pa.map_(arrow(key), arrow(value))
        return pa.type_for_alias(kind)

    fixed = [(name, arrow(kind)) for name, kind in COLUMNS.items() if name in first]
    outcomes = sorted(name for name in first if name.startswith("outcome_"))
    return pa.schema(
        fixed
        + [(name, pa.int64()) for name in outcomes]
        + [(FEATURE + name, pa.int64()) for name in features]
    )
