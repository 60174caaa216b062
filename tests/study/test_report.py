"""``hyperspace study report``: the Markdown, its plots and the stated tests."""

from __future__ import annotations

import itertools
from pathlib import Path

from typer.testing import CliRunner

from hyperspace.cli import app
from hyperspace.study import load_study
from hyperspace.study.report import HAND, _tests, write_report
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
# a fixed pool, each player's Flare his own power's: powers added later do not change these games
power_pool = ["clone", "macron", "mind", "oracle", "trader", "void"]
flares_per_player = 1

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
    assert "| prisoners_capture_cards=0 | 0.5 | 1.83 |" in text
    assert "| prisoners_capture_cards=12 | 7.92 | 26.5 |" in text
    # 2 seat tests, and for the one pair: length, 2 features, shared wins (1 game in one cell),
    # 2 bot kinds' win rates
    assert "8 tests: within each cell" in text
    assert "2 of 8 supported:" in text
    assert (
        "| capture_challenges per game: prisoners_capture_cards=0 vs prisoners_capture_cards=12 "
        "| 0.5 | 7.92 | z = -11.60 | 3.9e-31 | 3.1e-30 |"
    ) in text


def test_a_second_report_keeps_what_was_written_by_hand(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(STUDY.replace("games = 12", "games = 2"), encoding="utf-8")
    run_study(load_study(path), tmp_path / "out", local_runner(1))
    report = write_report(tmp_path / "out")
    answer = f"\n{HAND}\n\n## Answer\n\nYes.\n"
    report.write_text(report.read_text() + answer)
    write_report(tmp_path / "out")
    text = report.read_text()
    assert text.endswith(answer)
    assert text.count(HAND) == 1


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
    tests = [t.what for t in _tests(summary, by_cell)]
    shared = [what for what in tests if what.startswith("shared wins")]
    assert len(tests) - len(shared) == 4 + 6 * 5  # 4 cells, 6 pairs of 5 tests
    sharing = [cell["shared_wins"] > 0 for cell in summary["cells"]]
    assert len(shared) == sum(a or b for a, b in itertools.combinations(sharing, 2))
    summary["study"]["compare_within"] = ["players"]  # pairs of 3 with 3, 4 with 4
    assert [t.what for t in _tests(summary, by_cell) if t.what.startswith("mean length")] == [
        "mean length: players=3, prisoners_capture_cards=0 vs players=3, "
        "prisoners_capture_cards=12",
        "mean length: players=4, prisoners_capture_cards=0 vs players=4, "
        "prisoners_capture_cards=12",
    ]
    summary["study"]["compare_powers"] = True  # and each power in both cells of a pair
    powers = [t.what for t in _tests(summary, by_cell) if "'s win rate: players=3" in t.what]
    common = set(summary["cells"][0]["by_power"]) & set(summary["cells"][1]["by_power"])
    assert len([what for what in powers if what.endswith("players=3, prisoners_capture_cards=12")
                and "players=4" not in what]) == len(common)  # fmt: skip
    (tmp_path / "out" / "summary.json").write_text(json.dumps(summary))
    text = write_report(tmp_path / "out").read_text()
    assert "![Win rate by power, per cell](report/powers_by_cell.png)" in text
    assert (tmp_path / "out" / "report" / "powers_by_cell.png").exists()
    assert "each bot kind's win rate and of each power's win rate." in text
    summary["study"]["compare_powers"] = False
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
