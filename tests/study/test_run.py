"""Running a study: the Parquet file as any Parquet reader sees it, the summary, checkpoints and
--resume (after a real kill -9), and the same bytes from every backend."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from tests.slices import run_until

from hyperspace.engine.rng import derive_seed
from hyperspace.sim.runner import lineup, play_game
from hyperspace.study import load_study
from hyperspace.study.run import Batch, local_runner, run_study

STUDY = """[study]
name = "tiny"
game = "cosmic"
seed = 11
games = 4
batch = 3

[settings]
variants = ["prisoners"]
bots = ["heuristic", "random"]

[grid]
prisoners_capture_cards = [2, 8]
"""


def study_file(tmp_path: Path, text: str = STUDY) -> Path:
    path = tmp_path / "tiny.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_one_parquet_row_per_game_as_pyarrow_alone_reads_it(tmp_path: Path) -> None:
    study = load_study(study_file(tmp_path))
    run_study(study, tmp_path / "out", local_runner(1))
    table = pq.read_table(tmp_path / "out" / "games.parquet")
    rows = table.to_pylist()
    assert table.num_rows == 8
    assert table.column_names[:14] == [
        "cell", "cell_index", "game_index", "seed", "players", "bots", "powers", "length",
        "turns", "capped", "decisions", "winners", "scores", "win_share",
    ]  # fmt: skip
    assert [(r["cell"], r["game_index"]) for r in rows] == [
        (f"prisoners_capture_cards={cards}", i) for cards in (2, 8) for i in range(4)
    ]
    assert "feature_capture_challenges" in table.column_names
    row = rows[6]  # cell 1, game 2: replayed on its own it is the same game
    assert row["seed"] == derive_seed(11, "study", "prisoners_capture_cards=8", 2)
    config = {"players": 4, "max_challenges": 2000, "variants": ["prisoners"],
              "prisoners_capture_cards": 8}  # fmt: skip
    seats = lineup(["heuristic", "random"], 4, 2)
    result = play_game("cosmic", config, seats, row["seed"])
    assert row["bots"] == seats == ["heuristic", "random", "heuristic", "random"]
    assert row["length"] == result.rounds
    assert row["winners"] == result.winners
    assert row["scores"] == result.scores
    assert row["powers"] == result.extra["powers"]
    assert row["feature_capture_challenges"] == result.extra["features"]["capture_challenges"]
    assert row["win_share"] == [1 / len(result.winners) if s in result.winners else 0.0
                                for s in range(4)]  # fmt: skip
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert summary["length_unit"] == "challenges"
    cell = summary["cells"][1]
    assert cell["key"] == "prisoners_capture_cards=8"
    assert cell["games"] == 4
    assert cell["length"]["mean"] == pytest.approx(sum(r["length"] for r in rows[4:]) / 4)
    total = sum(r["feature_prisoners_taken"] for r in rows[4:])
    assert cell["features"]["prisoners_taken"] == {"total": total, "per_game": total / 4}


def test_the_workers_change_nothing(tmp_path: Path) -> None:
    study = load_study(study_file(tmp_path))
    run_study(study, tmp_path / "one", local_runner(1))
    run_study(study, tmp_path / "two", local_runner(2))
    for name in ("games.parquet", "summary.json"):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()


def test_an_interrupted_run_resumes_without_replaying(tmp_path: Path) -> None:
    study = load_study(study_file(tmp_path))
    run_study(study, tmp_path / "whole", local_runner(1))
    stop = RuntimeError("interrupted")

    def two_then_stop(todo: list[Batch], done: Any) -> None:
        for number, batch in enumerate(todo):
            if number == 2:
                raise stop
            local_runner(1)([batch], done)

    with pytest.raises(RuntimeError):
        run_study(study, tmp_path / "cut", two_then_stop)
    assert sorted(p.name for p in (tmp_path / "cut" / "batches").iterdir()) == [
        "0000-000000.json",
        "0000-000003.json",
    ]
    played: list[str] = []

    def counting(todo: list[Batch], done: Any) -> None:
        played.extend(batch.name for batch in todo)
        local_runner(1)(todo, done)

    run_study(study, tmp_path / "cut", counting, resume=True)
    assert played == ["0001-000000", "0001-000003"]
    for name in ("games.parquet", "summary.json"):
        assert (tmp_path / "whole" / name).read_bytes() == (tmp_path / "cut" / name).read_bytes()
    run = json.loads((tmp_path / "cut" / "run.json").read_text())
    assert (run["games_played"], run["games_resumed"]) == (4, 4)


def test_resume_refuses_another_study(tmp_path: Path) -> None:
    from hyperspace.study import StudyError

    run_study(load_study(study_file(tmp_path)), tmp_path / "out", local_runner(1))
    other = load_study(study_file(tmp_path, STUDY.replace("seed = 11", "seed = 12")))
    with pytest.raises(StudyError, match="holds another study"):
        run_study(other, tmp_path / "out", local_runner(1), resume=True)
    with pytest.raises(StudyError, match="already holds a study: add --resume"):
        run_study(other, tmp_path / "out", local_runner(1))
    # its words and its report's settings are no part of the results: it resumes
    reworded = STUDY.replace('name = "tiny"', 'name = "tiny"\ntitle = "Tiny"')
    reworded += '[report]\nbaseline = "prisoners_capture_cards=2"\n'
    summary = run_study(load_study(study_file(tmp_path, reworded)), tmp_path / "out",
                        local_runner(1), resume=True)  # fmt: skip
    assert (summary["study"]["title"], summary["study"]["baseline"]) == (
        "Tiny",
        "prisoners_capture_cards=2",
    )
    assert json.loads((tmp_path / "out" / "run.json").read_text())["games_played"] == 0


def _command(path: Path, out: Path, *more: str) -> list[str]:
    return [sys.executable, "-m", "hyperspace", "study", str(path), "--out", str(out), *more]


def test_kill_9_in_the_middle_then_resume_gives_the_same_files(tmp_path: Path) -> None:
    text = STUDY.replace("games = 4", "games = 12").replace("batch = 3", "batch = 2")
    path = study_file(tmp_path, text)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    out = tmp_path / "killed"
    process = subprocess.Popen(
        _command(path, out, "--workers", "1"),
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    process.send_signal(signal.SIGSTOP)  # run in slices (tests/slices.py) until 3 batches are done
    run_until(process.pid, lambda: len(list((out / "batches").glob("*.json"))) >= 3, 120)
    assert process.poll() is None, "the study ended before it could be killed"
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert not (out / "games.parquet").exists()
    done = len(list((out / "batches").glob("*.json")))
    assert 3 <= done < 12
    resumed = subprocess.run(
        _command(path, out, "--workers", "1", "--resume"), env=env, capture_output=True, text=True
    )
    assert resumed.returncode == 0, resumed.stderr
    run = json.loads((out / "run.json").read_text())
    assert run["games_resumed"] == 2 * done
    assert run["games_played"] == 24 - 2 * done
    whole = tmp_path / "whole"
    run_study(load_study(path), whole, local_runner(1))
    for name in ("games.parquet", "summary.json"):
        assert (whole / name).read_bytes() == (out / name).read_bytes()


def test_the_ray_backend_writes_the_same_bytes(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    from hyperspace.study.run import ray_runner

    text = STUDY.replace("games = 4", "games = 15").replace("batch = 3", "batch = 5")
    study = load_study(study_file(tmp_path, text))  # 30 games in 6 batches on 2 CPUs
    run_study(study, tmp_path / "local", local_runner(1))
    run_study(study, tmp_path / "ray", ray_runner(2, None), backend="ray")
    for name in ("games.parquet", "summary.json"):
        assert (tmp_path / "local" / name).read_bytes() == (tmp_path / "ray" / name).read_bytes()
    assert json.loads((tmp_path / "ray" / "run.json").read_text())["backend"] == "ray"


def test_a_nuclear_study_has_each_seats_card_uses(tmp_path: Path) -> None:
    path = study_file(
        tmp_path,
        '[study]\ngame = "nuclear"\nseed = 2\ngames = 2\n'
        '[settings]\nplayers = 3\nbots = ["heuristic", "random"]\n',
    )
    run_study(load_study(path), tmp_path / "out", local_runner(1))
    rows = pq.read_table(tmp_path / "out" / "games.parquet").to_pylist()
    row = rows[1]
    assert row["cell"] == "all games"
    seats = lineup(["heuristic", "random"], 3, 1)
    result = play_game("nuclear", {"players": 3, "max_rounds": 500}, seats, row["seed"])
    uses = result.extra["card_uses"]
    assert [dict(seat) for seat in row["card_uses"]] == uses  # read back as (key, value) pairs
    assert row["feature_uses_m"] == sum(seat.get("M", 0) for seat in uses)
    assert row["survivor"] == result.survivor
    assert row["length"] == result.rounds


class _SlowRay:
    """A stand-in for the ray module whose node times out ``slow`` times before it starts."""

    def __init__(self, slow: int) -> None:
        self.slow = slow
        self.calls: list[str] = []

    def init(self, **settings: object) -> None:
        self.calls.append("init")
        if self.slow:
            self.slow -= 1
            raise Exception("The current node timed out during startup. This could happen ...")

    def shutdown(self) -> None:
        self.calls.append("shutdown")


def test_a_local_ray_slow_to_start_is_started_again() -> None:
    from hyperspace.study.run import start_ray

    ray = _SlowRay(slow=2)
    start_ray(ray, num_cpus=2)
    assert ray.calls == ["init", "shutdown", "init", "shutdown", "init"]
    never = _SlowRay(slow=5)
    with pytest.raises(Exception, match="timed out during startup"):
        start_ray(never, num_cpus=2)
    assert never.calls.count("init") == 3


def test_other_ray_errors_are_not_retried() -> None:
    from hyperspace.study.run import start_ray

    class Broken(_SlowRay):
        def init(self, **settings: object) -> None:
            self.calls.append("init")
            raise ValueError("bad settings")

    ray = Broken(slow=0)
    with pytest.raises(ValueError, match="bad settings"):
        start_ray(ray)
    assert ray.calls == ["init"]
