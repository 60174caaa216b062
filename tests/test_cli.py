"""The ``hyperspace`` command line, driven through typer's CliRunner."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest
from tests.sim.bench_checks import check_entry
from typer.testing import CliRunner, Result

from hyperspace import cli
from hyperspace.cli import app
from hyperspace.engine import Record

runner = CliRunner()


def test_simulate_json_is_deterministic_whatever_the_workers() -> None:
    args = [
        "simulate",
        "nuclear",
        "--players",
        "3",
        "--games",
        "6",
        "--bots",
        "heuristic,random",
        "--seed",
        "3",
        "--max-rounds",
        "80",
        "--json",
    ]
    first = runner.invoke(app, [*args, "--workers", "1"])
    second = runner.invoke(app, [*args, "--workers", "2"])
    assert first.exit_code == 0, first.output
    assert second.exit_code == 0, second.output
    one, two = json.loads(first.stdout), json.loads(second.stdout)  # exactly one JSON object
    assert one.pop("timing")["workers"] == 1
    assert two.pop("timing")["workers"] == 2
    assert one == two
    assert set(one["by_bot"]) == {"heuristic", "random"}


def test_simulate_table() -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "nuclear",
            "--players",
            "2",
            "--games",
            "2",
            "--bots",
            "random",
            "--workers",
            "1",
            "--max-rounds",
            "20",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "By bot kind" in result.stdout
    assert "random" in result.stdout


def test_simulate_rejects_unknown_bots() -> None:
    result = runner.invoke(app, ["simulate", "nuclear", "--bots", "genius", "--games", "1"])
    assert result.exit_code == 2
    assert "genius" in result.output


def play(tmp_path: Path, answers: str, *extra: str) -> tuple[Path, Result]:
    record = tmp_path / "game.json"
    result = runner.invoke(
        app,
        [
            "play",
            "nuclear",
            "--players",
            "3",
            "--seed",
            "5",
            "--max-rounds",
            "3",
            "--save",
            str(record),
            *extra,
        ],
        input=answers,
    )
    return record, result


def test_play_a_short_game_then_replay_it(tmp_path: Path) -> None:
    # A bad answer, then a key, then option numbers (1 is always legal) until the game ends.
    record, result = play(tmp_path, "nonsense\n99\npick:W\n" + "1\n" * 60)
    assert result.exit_code == 0, result.output
    output = result.output
    assert "'nonsense' is not an option" in output
    assert "'99' is not an option" in output
    assert "You picked 200 nuclear warhead." in output  # the human's private message, in words
    assert "Result" in output
    assert record.exists()
    saved = Record.load(record)
    assert saved.game == "nuclear" and saved.seed == 5
    assert saved.meta["human_seat"] == 0
    assert saved.decisions[0] == (0, "pick:W")

    watched = runner.invoke(app, ["replay", str(record)])
    assert watched.exit_code == 0, watched.output
    assert "Round 1" in watched.stdout and "Round 3" in watched.stdout
    assert "You picked 200 nuclear warhead" in watched.stdout  # the human's seat by default
    public = runner.invoke(app, ["replay", str(record), "--public"])
    assert public.exit_code == 0, public.output
    assert "You picked" not in public.stdout
    stepped = runner.invoke(app, ["replay", str(record), "--seat", "1", "--step"], input="\n\n")
    assert stepped.exit_code == 0, stepped.output
    assert "Result" in stepped.stdout
    # --seat counts from 1 as in the browser: seat 1 is the human's (the first), seat 2 another's.
    assert "You picked 200 nuclear warhead" in stepped.stdout and "(seat 1)" in stepped.stdout
    second = runner.invoke(app, ["replay", str(record), "--seat", "2"])
    assert second.exit_code == 0 and "B's view (seat 2)" in second.stdout
    for seat in ("0", "5"):
        refused = runner.invoke(app, ["replay", str(record), "--seat", seat])
        assert refused.exit_code == 2 and "--seat: must be between 1 and" in refused.output


def test_play_as_another_seat_with_random_bots(tmp_path: Path) -> None:
    record, result = play(tmp_path, "1\n" * 60, "--seat", "3", "--bots", "random")
    assert result.exit_code == 0, result.output
    assert Record.load(record).meta["human_seat"] == 2  # the third seat: --seat counts from 1


@pytest.mark.parametrize("seat", ["0", "4"])
def test_play_refuses_a_seat_outside_1_to_players(tmp_path: Path, seat: str) -> None:
    record, result = play(tmp_path, "", "--seat", seat)
    assert result.exit_code == 2
    assert "--seat: must be between 1 and 3 (seats count from 1)." in result.output
    assert not record.exists()


def test_play_interrupted_says_so_and_what_is_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(console: Any, driver: Any, seat: int, *rest: Any) -> None:
        driver.submit(seat, driver.decision_for(seat).options[0])
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "play_in_terminal", interrupted)
    record, result = play(tmp_path, "")
    assert result.exit_code == 130
    said = " ".join(result.output.split())
    assert "Interrupted (Ctrl-C): the game was abandoned after 1 decision; no record saved." in said
    assert not record.exists()


def test_serve_on_a_busy_port_says_so_before_the_url(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(
            app, ["serve", "--port", str(port), "--data-dir", str(tmp_path / "data")]
        )
    assert result.exit_code == 2
    said = " ".join(result.output.split())
    assert f"Port {port} on 127.0.0.1 is already in use (another server?)" in said
    assert "http://" not in said and not (tmp_path / "data").exists()


def free_port() -> int:
    """A port nothing listens on (as far as one can tell)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize("kind", ["postgresql-not-running", "unsupported", "not-sqlite"])
def test_serve_with_a_database_it_cannot_open_says_so_before_the_url(
    kind: str, tmp_path: Path
) -> None:
    """A PostgreSQL server that is not there, a URL of another kind, a data directory whose
    database file is not SQLite's: one line naming the database (never its password) and why,
    before the address is printed; exit status 2."""
    port = free_port()
    data = tmp_path / "data"
    data.mkdir()
    (data / "hyperspace.sqlite3").write_bytes(b"not a database, " * 64)
    options, expected = {
        "postgresql-not-running": (
            ["--database-url", f"postgresql://someone:s3cret@127.0.0.1:{port}/games"],
            f"Cannot open the database postgresql://someone:***@127.0.0.1:{port}/games: "
            "connection failed",
        ),
        "unsupported": (
            ["--database-url", "mysql://somewhere/games"],
            "Cannot open the database mysql://somewhere/games: unsupported database URL",
        ),
        "not-sqlite": (
            ["--data-dir", str(data)],
            f"Cannot open the database {data / 'hyperspace.sqlite3'}: file is not a database",
        ),
    }[kind]
    result = runner.invoke(app, ["serve", "--port", str(free_port()), *options])
    assert result.exit_code == 2
    said = " ".join(result.output.split())
    assert expected in said
    assert "s3cret" not in said and "http://" not in said and "Traceback" not in said


def test_play_end_of_input_exits_cleanly(tmp_path: Path) -> None:
    record, result = play(tmp_path, "1\n")
    assert result.exit_code == 1
    assert "End of input" in result.output
    assert isinstance(result.exception, SystemExit)
    assert not record.exists()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"format": "hyperspace-record/1",\n "game": ', "line 2"),
        ('{"format": "hyperspace-record/1", "game": "nuclear"}', "ruleset"),
        ("[1, 2]", "expected a JSON object"),
    ],
)
def test_replay_of_a_malformed_file(tmp_path: Path, content: str, expected: str) -> None:
    path = tmp_path / "broken-record.json"
    path.write_text(content, encoding="utf-8")
    before = sorted(tmp_path.iterdir())
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "broken-record.json" in result.stderr
    assert expected in result.stderr
    assert "Traceback" not in result.output
    assert sorted(tmp_path.iterdir()) == before  # nothing written


def test_replay_of_an_illegal_decision_and_a_missing_file(tmp_path: Path) -> None:
    record, _ = play(tmp_path, "1\n" * 60)
    data = json.loads(record.read_text(encoding="utf-8"))
    data["decisions"][0][1] = "launch:W2000n"
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2
    assert "tampered.json" in result.stderr and "decisions[0]" in result.stderr
    data["decisions"][0][1] = "pick:M"
    data["config"]["max_rounds"] = "three"  # a wrongly typed setting
    bad.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2
    assert "tampered.json" in result.stderr and "config" in result.stderr
    missing = runner.invoke(app, ["replay", str(tmp_path / "nowhere.json")])
    assert missing.exit_code == 2
    assert "nowhere.json" in missing.stderr


@pytest.mark.parametrize("command", ["play", "simulate", "bench"])
def test_unknown_game(command: str) -> None:
    result = runner.invoke(app, [command, "chess"])
    assert result.exit_code == 2
    assert "Unknown game 'chess'" in result.stderr
    assert "nuclear" in result.stderr and "cosmic" in result.stderr


def test_bench_json() -> None:
    result = runner.invoke(app, ["bench", "nuclear", "--games", "2", "--players", "2", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert set(report) == {"random", "heuristic"}
    for kind, entry in report.items():
        check_entry(entry, "nuclear", 2, kind, 2)


def test_scenario_command_delegates(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import hyperspace.scenario

    seen: list[list[Path]] = []

    def run_files(paths: list[Path]) -> int:
        seen.append(list(paths))
        return 3

    monkeypatch.setattr(hyperspace.scenario, "run_files", run_files)
    result = runner.invoke(app, ["scenario", str(tmp_path / "a.toml"), str(tmp_path / "b.toml")])
    assert result.exit_code == 3
    assert seen == [[tmp_path / "a.toml", tmp_path / "b.toml"]]


def test_play_with_settings_saves_them_in_the_record(tmp_path: Path) -> None:
    extra = ["--set", "starting_population=40", "--set", "ultimate_chance=0.5"]
    record, result = play(tmp_path, "1\n" * 60, *extra)
    assert result.exit_code == 0, result.output
    config = Record.load(record).config
    assert config["starting_population"] == 40 and config["ultimate_chance"] == 0.5


@pytest.mark.parametrize(
    ("setting", "expected"),
    [
        ("bogus=1", "NAME one of: allow_pass"),
        ("allow_pass", "expected NAME=VALUE"),
        ("allow_pass=maybe", "expected true or false, not 'maybe'"),
        ("starting_population=many", "expected a number, not 'many'"),
        ("max_rounds=3", "has a flag of its own"),
        ("setup=x", "or is not settable"),
        ("starting_population=0", "config.starting_population: must be between 1 and 1000000"),
        ("special_deal_every=1000", "config.special_deal_every: must be between 1 and 100"),
        ("bio_chance=1.5", "config.bio_chance: must be between 0 and 1, not 1.5"),
    ],
)
def test_simulate_refuses_a_bad_setting(setting: str, expected: str) -> None:
    result = runner.invoke(app, ["simulate", "nuclear", "--games", "1", "--set", setting])
    assert result.exit_code == 2
    assert expected in " ".join(result.output.split()), result.output


@pytest.mark.parametrize(
    ("setting", "expected"),
    [
        ("hand_size=1000", "config.hand_size: must be between 1 and 12, not 1000"),
        ("win_bases=99", "config.win_bases: must be between 1 and 10, not 99"),
    ],
)
def test_a_cosmic_setting_out_of_its_bounds_is_refused(setting: str, expected: str) -> None:
    result = runner.invoke(app, ["simulate", "cosmic", "--games", "1", "--set", setting])
    assert result.exit_code == 2
    assert expected in " ".join(result.output.split()), result.output
