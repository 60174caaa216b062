"""``--variants`` on the commands that start Cosmic games (play, simulate, bench), and the simulate
summary's ``features`` report (totals and means per game of ``state.features``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hyperspace.cli import app
from hyperspace.cosmic.wording import card_label
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Decision, Record
from hyperspace.sim.runner import cosmic_options, game_seed, lineup, play_game

runner = CliRunner()
SIMULATE = "simulate cosmic --players 4 --games 6 --bots heuristic --seed 1 --variants kickers"


def test_simulate_reports_the_kickers_played_the_same_for_any_workers() -> None:
    summaries = []
    for workers in (1, 2):
        result = runner.invoke(app, [*SIMULATE.split(), "--json", "--workers", str(workers)])
        assert result.exit_code == 0, result.output
        summary = json.loads(result.stdout)
        summary.pop("timing")
        summaries.append(summary)
    one, two = summaries
    assert one == two
    assert one["options"]["variants"] == ["kickers"]
    played = one["features"]["kickers_played"]
    # the six games played again one by one (the seeds and seats simulate gives them)
    config = {"players": 4, "max_challenges": one["max_challenges"], **one["options"]}
    kicked = [
        play_game("cosmic", config, lineup(["heuristic"], 4, i), game_seed(1, i)).extra["features"][
            "kickers_played"
        ]
        for i in range(6)
    ]
    assert played["total"] == sum(kicked) and max(kicked) > 0
    assert played["per_game"] == pytest.approx(sum(kicked) / 6)


def test_without_variants_no_features_are_reported() -> None:
    args = "simulate cosmic --players 3 --games 2 --seed 1 --powers none --json --workers 1"
    result = runner.invoke(app, args.split())
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["features"] == {}


def test_simulate_table_names_the_variant_and_its_features() -> None:
    result = runner.invoke(app, [*SIMULATE.split(), "--workers", "1"])
    assert result.exit_code == 0, result.output
    # The features line lists every counter by name (the powers' own counters come first).
    features = result.stdout[result.stdout.index("Variant features:") :]
    assert "kickers" in result.stdout and "kickers played" in " ".join(features.split())


def test_bench_takes_variants() -> None:
    args = "bench cosmic --games 1 --powers none --variants kickers --json"
    result = runner.invoke(app, args.split())
    assert result.exit_code == 0, result.output
    assert set(json.loads(result.stdout)) == {
        "4p-random",
        "4p-heuristic",
        "5p-random",
        "5p-heuristic",
    }


def test_play_takes_variants(tmp_path: Path) -> None:
    record = tmp_path / "cosmic.json"
    args = "play cosmic --players 3 --seed 5 --powers none --variants kickers --bots heuristic"
    result = runner.invoke(app, [*args.split(), "--save", str(record)], input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    assert Record.load(record).config["variants"] == ["kickers"]


def test_options_name_the_variants() -> None:
    assert cosmic_options(4, ["none"], variants=["kickers", ""]) == {
        "use_powers": False,
        "variants": ["kickers"],
    }


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ("simulate cosmic --variants nobody", "unknown variant 'nobody'"),
        ("simulate cosmic --variants kickers,kickers", "a variant is named twice"),
        ("simulate nuclear --variants kickers", "--variants: only for cosmic"),
        ("bench cosmic --variants nobody", "unknown variant 'nobody'"),
        ("play cosmic --variants nobody", "unknown variant 'nobody'"),
    ],
)
def test_bad_variants_are_refused_clearly(args: str, message: str) -> None:
    result = runner.invoke(app, args.split())
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_the_words_tell_kickers() -> None:
    seen = {"seat": 0, "planets": {}, "players": [{"name": "Ann"}, {"name": "Bob"}]}
    assert card_label("kicker--2") == "Kicker x(-2)"
    assert WORDS.entry({"kind": "kicker-played", "seat": 1}, seen) == (
        "Bob puts a Kicker face down."
    )
    mine = {"kind": "kicker-played", "seat": 0, "card": "kicker-3"}  # with its private part
    assert WORDS.entry(mine, seen) == "Ann puts a Kicker face down (Kicker x3)."
    revealed = {"kind": "kickers-revealed", "kickers": {"0": "kicker-3", "1": "kicker-0"}}
    assert WORDS.entry(revealed, seen) == "Kickers revealed: Ann Kicker x3 and Bob Kicker x0."
    decision = Decision(0, "kickers-play", ("pass", "kicker-3"), "Play a Kicker face down?")
    assert [WORDS.option(decision, key, seen) for key in decision.options] == [
        "play no Kicker",
        "put down Kicker x3",
    ]
