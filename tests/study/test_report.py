"""``hyperspace study report``: the Markdown, its plots and the stated tests."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from hyperspace.cli import app
from hyperspace.study import load_study
from hyperspace.study.report import _tests
from hyperspace.study.run import local_runner, run_study

STUDY = """[study]
name = "two-cells"
title = "Capture cards, briefly"
question = "Do more Capture Challenge cards take more prisoners?"
game = "cosmic"
seed = 4
games = 12
batch = 6

[settings]
variants = ["prisoners"]
bots = ["heuristic", "random"]

[grid]
prisoners_capture_cards = [0, 12]

[report]
features = ["capture_challenges", "prisoners_taken"]
"""


def test_the_report_and_its_plots(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(STUDY, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["study", str(path), "--out", str(out), "--workers", "1"])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(app, ["study", "report", str(out), "--to", str(tmp_path / "r.md")])
    assert result.exit_code == 0, result.output
    text = (tmp_path / "r.md").read_text()
    assert text.startswith("# Capture cards, briefly\n\n**Question.** Do more Capture")
    assert f"Reproduce with `hyperspace study {path} --out DIR`" in text
    for plot in ("lengths", "seats", "bots", "powers", "features"):
        assert f"(r/{plot}.png)" in text
        assert (tmp_path / "r" / f"{plot}.png").read_bytes()[:4] == b"\x89PNG"
    assert "| cell | capture_challenges | prisoners_taken |" in text
    # without Capture cards, only the Take Prisoners Ruling makes capture challenges
    assert "| prisoners_capture_cards=0 | 0.583 | 2.75 |" in text
    assert "| prisoners_capture_cards=12 | 8.75 | 32.1 |" in text
    # 2 seat tests, and for the one pair: length, 2 features, 2 bot kinds' win rates
    assert "7 tests: within each cell" in text
    assert "2 of 7 supported:" in text
    assert (
        "| capture_challenges per game: prisoners_capture_cards=0 vs prisoners_capture_cards=12 "
        "| 0.583 | 8.75 | z = -7.73 | 1e-14 | 7.3e-14 |"
    ) in text


def test_the_family_of_tests(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(STUDY.replace("[grid]", "[grid]\nplayers = [3, 4]"), encoding="utf-8")
    study = load_study(path)
    run_study(study, tmp_path / "out", local_runner(1))
    import json

    import pyarrow.parquet as pq

    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    rows = pq.read_table(tmp_path / "out" / "games.parquet").to_pylist()
    by_cell = [[r for r in rows if r["cell_index"] == i] for i in range(4)]
    assert len(_tests(summary, by_cell)) == 4 + 6 * 5  # 4 cells, 6 pairs of 5 tests
    summary["study"]["compare_within"] = ["players"]  # pairs of 3 with 3, 4 with 4
    assert [t.what for t in _tests(summary, by_cell) if t.what.startswith("mean length")] == [
        "mean length: players=3, prisoners_capture_cards=0 vs players=3, "
        "prisoners_capture_cards=12",
        "mean length: players=4, prisoners_capture_cards=0 vs players=4, "
        "prisoners_capture_cards=12",
    ]
    summary["study"]["baseline"] = "players=4, prisoners_capture_cards=12"
    assert [t.what for t in _tests(summary, by_cell) if t.what.startswith("mean length")] == [
        "mean length: players=4, prisoners_capture_cards=0 vs players=4, "
        "prisoners_capture_cards=12",
    ]


def test_no_study_there(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["study", "report", str(tmp_path)])
    assert result.exit_code == 2
    assert f"{tmp_path}: no games.parquet (is it a finished study's --out directory?" in (
        result.output
    )
