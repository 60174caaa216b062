"""Every scenario file under scenarios/nuclear/ passes, and malformed files are reported clearly.

The scenario files are the acceptance scenarios of SCENARIOS.md in the format of docs/scenarios.md
(SC-01, which is statistical, lives in test_sc01_tables.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hyperspace.scenario import ScenarioError, load, run, run_files

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios" / "nuclear"
FILES = sorted(SCENARIOS.glob("*.toml"))


def test_scenarios_are_present() -> None:
    assert len(FILES) >= 30, f"expected the SCENARIOS.md scenarios in {SCENARIOS}"


@pytest.mark.parametrize("path", FILES, ids=[path.name for path in FILES])
def test_scenario_passes(path: Path) -> None:
    outcome = run(load(path), str(path))
    assert outcome.checks, f"{path.name}: the scenario checks nothing"
    failed = [f"{c.name}: {c.detail}" for c in outcome.checks if not c.passed]
    assert not failed, f"{path.name} ({outcome.title}) failed:\n" + "\n".join(failed)


# -- malformed files ---------------------------------------------------------------------------

GOOD = """
game = "nuclear"
title = "a small valid scenario"

[setup]
players = [{name = "A", hand = ["P300"]}, {name = "B"}, {name = "C"}]

[[round]]
A = ["propaganda:P300", "target:B"]
[round.expect]
population = {B = 9700}
"""


def _write(tmp_path: Path, text: str, name: str = "case.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _error(path: Path) -> str:
    with pytest.raises(ScenarioError) as info:
        run(load(path), str(path))
    message = str(info.value)
    assert str(path) in message, message
    return message


def test_the_valid_example_passes(tmp_path: Path) -> None:
    assert run(load(_write(tmp_path, GOOD)), "good").passed


def test_bad_toml_syntax_names_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace('title = "a small valid scenario"', "title = oops"))
    message = _error(path)
    assert "line 3" in message, message


def test_unknown_expectation(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("population = {B = 9700}", "populaton = {B = 9700}"))
    message = _error(path)
    assert "round[0]" in message and "expect.populaton" in message, message
    assert "unknown expectation" in message, message


def test_unknown_player_in_a_round(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace('A = ["propaganda:P300"', 'Z = ["propaganda:P300"'))
    message = _error(path)
    assert "round[0]" in message and ".Z" in message and "not a player" in message, message


def test_bad_card_label_in_setup(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace('hand = ["P300"]', 'hand = ["P300", "X5"]'))
    message = _error(path)
    assert "setup.players[0].hand[1]" in message and "X5" in message, message


def test_unknown_top_level_field(tmp_path: Path) -> None:
    path = _write(tmp_path, "colour = 1\n" + GOOD)
    assert "colour" in _error(path)


def test_unknown_game(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace('game = "nuclear"', 'game = "chess"'))
    assert "field 'game'" in _error(path)


def test_run_files_exit_codes(tmp_path: Path) -> None:
    lines: list[str] = []
    good = _write(tmp_path, GOOD, "good.toml")
    failing = _write(tmp_path, GOOD.replace("{B = 9700}", "{B = 9000}"), "failing.toml")
    malformed = _write(tmp_path, GOOD.replace("[setup]", "[setup"), "malformed.toml")
    assert run_files([good], lines.append) == 0
    assert run_files([good, failing], lines.append) == 1
    assert any(line.startswith("FAIL") for line in lines)
    lines.clear()
    assert run_files([good, malformed], lines.append) == 2
    assert any("malformed.toml" in line and line.startswith("ERROR") for line in lines), lines


def test_a_rejection_that_is_accepted_fails(tmp_path: Path) -> None:
    """``!key`` expects the key to be rejected: a legal key makes the check fail."""
    text = GOOD.replace('A = ["propaganda:P300"', 'A = ["!pick:M", "propaganda:P300"')
    path = _write(tmp_path, text)
    outcome = run(load(path), str(path))
    assert not outcome.passed
    assert any("is rejected" in c.name and not c.passed for c in outcome.checks)
