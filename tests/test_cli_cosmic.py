"""The ``hyperspace`` command line on Cosmic Encounter, driven through typer's CliRunner."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console
from tests.cosmic.support import new_game, state
from tests.cosmic.test_joining_allies import asked_to_join
from tests.sim.bench_checks import check_entry
from typer.testing import CliRunner, Result

from hyperspace.cli import app
from hyperspace.cli_common import compose, form_lines
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.tokens import placing_form
from hyperspace.engine import Record

runner = CliRunner()


def play(tmp_path: Path, answers: str, *extra: str) -> tuple[Path, Result]:
    record = tmp_path / "cosmic.json"
    args = ["play", "cosmic", "--players", "3", "--seed", "5", "--save", str(record), *extra]
    return record, runner.invoke(app, args, input=answers)


def test_a_few_moves_then_end_of_input(tmp_path: Path) -> None:
    # A bad answer, then an option key, then a number; then the input runs out.
    record, result = play(tmp_path, "nonsense\nB1\n1\n", "--powers", "none")
    assert result.exit_code == 1
    output = result.output
    assert "Cosmic Encounter, seed 5. You are A; opponents: B (heuristic), C" in output
    assert "Planets" in output and "Your hand" in output  # the board
    assert "Point the Cone at a planet" in output  # the decision's prompt...
    assert "point the Cone at B's planet 1 (B 4)" in output  # ...and readable options
    assert "'nonsense' is not an option" in output
    assert "The Cone points at B's planet 1; B defends." in output  # the log since the prompt
    assert "a token from your planet 1 (you have 4 there)" in output  # the launch, one decision
    assert "A1: your planet 1, 0 to 3" in output  # its form, source by source
    assert "End of input" in output
    assert not record.exists()


def test_a_launch_composed_place_by_place(tmp_path: Path) -> None:
    """Tokens from several bases in one answer (C-600): a count beyond what a place may give is
    refused with the reason; "form" then asks how many from each place."""
    answers = "B1\n4A1\nform\n2\n1\n0\n0\n0\n"
    _, result = play(tmp_path, answers, "--powers", "none")
    output = result.output
    assert "How many tokens from your planet 1? (0 to 3)" in output
    assert "Not accepted: your planet 1 has only 3 tokens you may take, not 4." in output
    assert output.count("A launches 3 tokens.") == 1
    assert "A1: your planet 1, 0 to 3" in output  # the form's lines


def test_tokens_going_back_are_placed_place_by_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """Several tokens returning to bases (C-601): the form's lines and its dialogue say "to"."""
    form = placing_form(state(new_game(0, players=3, use_powers=False)), 0, 3).describe()
    lines = form_lines(form)
    assert lines[0] == (
        "Or type form to choose how many tokens go to each place, or type them as "
        "<n><source>+<n><source>... (for example 2A1+B3, the count left out when 1), 3 tokens in "
        "all, to:"
    )
    assert lines[1] == "  A1: your planet 1, 0 to 3"
    monkeypatch.setattr("sys.stdin", io.StringIO("2\n0\n1\n0\n0\n"))
    console = Console(file=io.StringIO(), width=200)
    assert compose(console, form) == "2A1+A3"
    assert "How many tokens to your planet 1? (0 to 3)" in console.file.getvalue()


def test_an_ally_composes_side_and_tokens_question_by_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Joining as an ally (C-604): the form asks each base's tokens for each side, and the key it
    makes is one the rules accept."""
    _, decision = asked_to_join()
    assert decision.form is not None
    form = decision.form.describe()
    assert form_lines(form) == ["Or type form to compose your own, question by question."]
    monkeypatch.setattr("sys.stdin", io.StringIO("2\n1\n" + "0\n" * 8))
    console = Console(file=io.StringIO(), width=200)
    key = compose(console, form)
    assert key == "offense:2C1+1C2" and decision.refusal(key) is None
    asked = console.file.getvalue()
    assert "How many tokens from your planet 1 for the offense? (0 to 3)" in asked
    assert "How many tokens from your planet 5 for the defense? (0 to 3)" in asked


def test_a_whole_game_then_its_replay(tmp_path: Path) -> None:
    record, result = play(tmp_path, "1\n" * 3000, "--bots", "heuristic,random", "--lucre")
    assert result.exit_code == 0, result.output[-2000:]
    assert "Result" in result.output and "winner" in result.output
    assert "Lucre" in result.output  # the board shows each player's Lucre
    saved = Record.load(record)
    assert saved.game == "cosmic" and saved.seed == 5 and saved.config["lucre"] is True
    assert saved.meta == {"human_seat": 0, "bots": {"1": "heuristic", "2": "random"}}

    watched = runner.invoke(app, ["replay", str(record)])
    assert watched.exit_code == 0, watched.output
    assert "Turn 1" in watched.stdout and "Result" in watched.stdout
    assert "plays a Challenge Card face down (" in watched.stdout  # the human's own cards
    public = runner.invoke(app, ["replay", str(record), "--public", "--step"], input="\n" * 200)
    assert public.exit_code == 0, public.output
    assert "plays a Challenge Card face down (" not in public.stdout
    assert "Enter for the next turn" in public.stdout


def test_simulate_json_is_small_and_the_same_for_any_workers() -> None:
    args = "simulate cosmic --players 4 --games 6 --bots heuristic,random --seed 3 --powers none"
    summaries = []
    for workers in (1, 2):
        result = runner.invoke(app, [*args.split(), "--praw", "--json", "--workers", str(workers)])
        assert result.exit_code == 0, result.output
        summary = json.loads(result.stdout)  # exactly one JSON object
        assert summary.pop("timing")["workers"] == workers
        summaries.append(summary)
    one, two = summaries
    assert one == two
    assert one["options"] == {"use_powers": False, "praw": True}
    assert set(one["by_bot"]) == {"heuristic", "random"}
    for key in ("challenges", "turns", "outcomes", "capped", "seats", "by_power"):
        assert key in one
    assert sum(one["outcomes"].values()) == pytest.approx(one["challenges"]["mean"] * 6)


def test_simulate_with_settings_of_the_config() -> None:
    """A designer's question the seeds leave open (seed 002: how many Capture Challenge cards?):
    any config setting by ``--set``, shown in the summary's options."""
    captures = {}
    for count in (0, 12):
        args = "simulate cosmic --players 3 --games 4 --seed 1 --workers 1 --variants prisoners"
        settings = ["--set", f"prisoners_capture_cards={count}", "--set", "prisoners_rescue=true"]
        result = runner.invoke(app, [*args.split(), *settings, "--json"])
        assert result.exit_code == 0, result.output
        summary = json.loads(result.stdout)
        assert summary["options"]["prisoners_capture_cards"] == count
        assert summary["options"]["prisoners_rescue"] is True
        captures[count] = summary["features"]["capture_challenges"]["total"]
    assert captures[12] > captures[0] + 4  # the cards do make capture challenges


def test_a_setting_with_a_flag_of_its_own_is_refused() -> None:
    result = runner.invoke(
        app, ["simulate", "cosmic", "--variants", "zodiac", "--set", "variants=x"]
    )
    assert result.exit_code == 2
    assert "has a flag of its own" in result.output


def test_simulate_table() -> None:
    args = [
        "simulate",
        "cosmic",
        "--players",
        "3",
        "--games",
        "3",
        "--bots",
        "random",
        "--workers",
        "1",
        "--max-challenges",
        "6",
    ]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    for text in ("By bot kind", "By seat", "Challenges per game", "Capped at 6 challenges: 3"):
        assert text in result.stdout


def test_bench_json_has_every_line_and_figure() -> None:
    result = runner.invoke(app, ["bench", "cosmic", "--games", "1", "--powers", "none", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert set(report) == {"4p-random", "4p-heuristic", "5p-random", "5p-heuristic"}
    for line, entry in report.items():
        players, kind = line.split("p-")
        check_entry(entry, "cosmic", int(players), kind, 1, options={"use_powers": False})
    table = runner.invoke(app, ["bench", "cosmic", "--games", "1", "--powers", "none"])
    assert table.exit_code == 0 and "5p-heuristic" in table.stdout


def test_powers_lists_every_implemented_power() -> None:
    result = runner.invoke(app, ["powers", "--json"])
    assert result.exit_code == 0, result.output
    listed = json.loads(result.stdout)
    assert [entry["name"] for entry in listed] == sorted(POWERS)
    for entry in listed:
        power = POWERS[entry["name"]]
        assert (entry["title"], entry["short"], entry["source"]) == (
            power.title,
            power.short,
            power.source,
        )
    table = runner.invoke(app, ["powers"])
    assert table.exit_code == 0
    assert f"{len(POWERS)} alien powers" in table.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "cosmic", "--powers", "nobody,x,y,z"], "unknown power 'nobody'"),
        (["simulate", "cosmic", "--max-rounds", "5"], "--max-rounds: not for cosmic"),
        (["simulate", "nuclear", "--powers", "none"], "--powers: only for cosmic"),
        (["simulate", "cosmic", "--players", "9", "--powers", "none"], "config.players"),
        (["play", "cosmic", "--seat", "5"], "--seat: must be between 1 and 4"),
        (["play", "cosmic", "--bots", "genius"], "unknown bot kind 'genius'"),
        (["bench", "cosmic", "--players", "3"], "--players"),
    ],
)
def test_bad_settings_are_refused_clearly(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_the_players_table_shows_pentaform_s_life_stage() -> None:
    from rich.console import Console

    from hyperspace.cli_cosmic import players_table
    from hyperspace.cosmic.game import COSMIC
    from hyperspace.engine import Driver

    stages = ["zombie", "oracle", "virus", "terrorist", "macron"]
    setup = {"powers": {0: "pentaform"}, "pentaform": stages}
    driver = Driver(COSMIC, {"players": 3, "use_powers": False, "setup": setup}, 0)
    table = players_table(COSMIC.view(driver.state, 0), lambda s: f"P{s + 1}", False, False)
    console = Console(width=200, record=True)
    console.print(table)
    assert "Pentaform (stage 1: Zombie)" in console.export_text()


@pytest.mark.parametrize("command", ["play", "simulate", "bench"])
def test_the_help_of_variants_names_every_variant(command: str) -> None:
    """``--variants`` lists the WARP variants there are, Pulsars included (it once left it out)."""
    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "400"})
    assert result.exit_code == 0
    assert "kickers, prisoners, pulsars, zodiac" in result.output
