"""Study files: cells from a grid and a list, seeds from (study seed, cell key, game index), and
one precise error per kind of malformed file, with nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from hyperspace.cli import app
from hyperspace.engine.rng import derive_seed
from hyperspace.study import StudyError, load_study

HEAD = '[study]\ngame = "cosmic"\nseed = 5\ngames = 3\n'


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_grid_crossed_with_listed_cells(tmp_path: Path) -> None:
    study = load_study(
        write(
            tmp_path,
            HEAD + '[settings]\nvariants = ["prisoners"]\n'
            '[grid]\nprisoners_capture_cards = [2, "none"]\n'
            '[[cells]]\nname = "three"\nplayers = 3\n[[cells]]\nbots = ["heuristic", "random"]\n',
        )
    )
    assert study.name == "s" and study.games == 3 and study.batch == 25
    assert [cell.key for cell in study.cells] == [
        "three, prisoners_capture_cards=2",
        "three, prisoners_capture_cards=none",
        "bots=heuristic+random, prisoners_capture_cards=2",
        "bots=heuristic+random, prisoners_capture_cards=none",
    ]
    assert study.cells[0].settings == {"players": 3, "prisoners_capture_cards": 2}
    assert study.cells[3].bots == ("heuristic", "random")


def test_grid_keys_and_configs(tmp_path: Path) -> None:
    study = load_study(
        write(
            tmp_path,
            HEAD + '[settings]\nvariants = ["prisoners"]\n'
            '[grid]\nprisoners_capture_cards = [2, "none"]\nplayers = [3, 4]\n',
        )
    )
    assert [cell.key for cell in study.cells] == [
        "prisoners_capture_cards=2, players=3",
        "prisoners_capture_cards=2, players=4",
        "prisoners_capture_cards=none, players=3",
        "prisoners_capture_cards=none, players=4",
    ]
    last = study.cells[3]
    assert last.config == {
        "players": 4,
        "max_challenges": 2000,
        "variants": ["prisoners"],
        "prisoners_capture_cards": None,
    }
    assert last.bots == ("heuristic",)
    assert study.game_seed(last, 7) == derive_seed(5, "study", last.key, 7)


def test_a_game_seed_depends_on_its_cell_not_on_the_cells_order(tmp_path: Path) -> None:
    first = load_study(write(tmp_path, HEAD + "[grid]\nplayers = [3, 4]\n"))
    second = load_study(write(tmp_path, HEAD + "[grid]\nplayers = [4, 3]\n"))
    seeds = {c.key: [first.game_seed(c, i) for i in range(3)] for c in first.cells}
    assert seeds == {c.key: [second.game_seed(c, i) for i in range(3)] for c in second.cells}
    assert seeds["players=3"] != seeds["players=4"]


ERRORS = [
    ("not toml [", "not valid TOML"),
    ("[settings]\nplayers = 3\n", "no [study] table"),
    ('[study]\ngame = "cosmic"\nseed = 1\n', "[study] games: missing"),
    (HEAD + "[extra]\nx = 1\n", "unknown table [extra]"),
    (HEAD.replace("games = 3", "games = 0"), "[study] games: must be at least 1, not 0"),
    (HEAD.replace("seed = 5", 'seed = "x"'), "[study] seed: must be a whole number, not 'x'"),
    (HEAD + "players = 4\n", "[study] players: unknown key"),
    (HEAD.replace('"cosmic"', '"chess"'), "[study] game: unknown game 'chess'"),
    (HEAD + "[settings]\nhand_sise = 8\n", "[settings] hand_sise: not a setting of this game"),
    (HEAD + "[settings]\nsetup = 1\n", "[settings] setup: not a setting of this game"),
    (HEAD + '[settings]\nbots = ["genius"]\n', "[settings] bots: unknown bot kind 'genius'"),
    (HEAD + "[settings]\nbots = []\n", "[settings] bots: must be a non-empty list"),
    (HEAD + "[grid]\nplayers = 4\n", "[grid] players: must be a non-empty list of values"),
    (HEAD + "[grid]\nplayers = []\n", "[grid] players: must be a non-empty list of values"),
    (HEAD + "[grid]\nplayers = [4, 9]\n", "cell 'players=9': config.players: must be between"),
    (HEAD + "[[cells]]\nname = 3\n", "[[cells]] number 1: name must be a non-empty string"),
    (HEAD + '[[cells]]\nname = "a"\n[[cells]]\nname = "a"\n', "two cells are named 'a'"),
    (HEAD + "cells = 3\n", "[study] cells: unknown key"),
    (HEAD + "[report]\nfeatures = 3\n", "[report] features: must be a list of names, not 3"),
    (HEAD + "[report]\nbase = 3\n", "[report] base: unknown key"),
    (HEAD + "[report]\ncompare_powers = 1\n", "[report] compare_powers: must be true or false"),
    (HEAD + "[report]\ncompare_cards = 1\n", "[report] compare_cards: must be true or false"),
    (HEAD + "[report]\ncompare_cards = true\n", "[report] compare_cards: only the nuclear game"),
    (HEAD + '[report]\nbaseline = "x"\n', "[report] baseline: no cell is named 'x'"),
]


@pytest.mark.parametrize(("text", "message"), ERRORS)
def test_a_malformed_file_names_the_fault(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(StudyError) as caught:
        load_study(write(tmp_path, text))
    assert str(caught.value).startswith(f"{tmp_path / 's.toml'}: ")
    assert message in str(caught.value)


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StudyError, match="cannot read the study file"):
        load_study(tmp_path / "nowhere.toml")


def test_the_command_fails_with_the_message_and_writes_nothing(tmp_path: Path) -> None:
    path = write(tmp_path, HEAD + "[grid]\nplayers = [4, 9]\n")
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["study", str(path), "--out", str(out)])
    assert result.exit_code == 2
    assert "config.players: must be between 2 and 6, not 9" in result.output
    assert not out.exists()


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--backend", "cloud"], "--backend: 'cloud' is neither local nor ray."),
        (["--address", "ray://head:10001"], "--address: only with --backend ray."),
        (["--workers", "0"], "--workers: must be at least 1."),
    ],
)
def test_bad_options_are_named(tmp_path: Path, options: list[str], message: str) -> None:
    path = write(tmp_path, HEAD)
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["study", str(path), "--out", str(out), *options])
    assert result.exit_code == 2
    assert message in result.output
    assert not out.exists()
