"""Every scenario file under scenarios/cosmic/ passes, and malformed files are refused, naming the
field, before anything is played (docs/scenarios.md, "Cosmic Encounter scenarios")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import hyperspace.cosmic.scenario as cosmic_scenario
from hyperspace.scenario import ScenarioError, load, run, run_files

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios" / "cosmic"
FILES = sorted(SCENARIOS.glob("*.toml"))


def test_scenarios_are_present() -> None:
    assert len(FILES) >= 30, f"expected the Cosmic scenarios in {SCENARIOS}"


@pytest.mark.parametrize("path", FILES, ids=[path.name for path in FILES])
def test_scenario_passes(path: Path) -> None:
    outcome = run(load(path), str(path))
    # more than the conservation checks every step makes by itself
    assert sum("conserved" not in c.name for c in outcome.checks) >= 3, path.name
    failed = [f"{c.name}: {c.detail}" for c in outcome.checks if not c.passed]
    assert not failed, f"{path.name} ({outcome.title}) failed:\n" + "\n".join(failed)


# -- a small valid file, and broken versions of it ----------------------------------------------

GOOD = """
game = "cosmic"
title = "a small valid scenario"

[config]
players = 3
use_powers = false

[setup]
offense = 0
destiny = [1, 2, 0, 2, 1, 0, 1, 2, 0]
hands = {0 = ["attack-10", "attack-4"], 1 = ["attack-6"], 2 = ["attack-5"]}

[[step]]
[step.answers]
cone = "B1"
launch = ["A1", "done"]
challenge-card = {0 = "attack-10"}
[step.expect]
outcome = "offense"
planets = {B1 = [1, 0, 0]}
"""


def _write(tmp_path: Path, text: str, name: str = "case.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _error(tmp_path: Path, text: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The error of a malformed file; the game must not even be built (nothing runs)."""

    def no_game(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a game was started for a malformed file")

    path = _write(tmp_path, text)
    monkeypatch.setattr(cosmic_scenario, "Driver", no_game)
    with pytest.raises(ScenarioError) as info:
        run(load(path), str(path))
    message = str(info.value)
    assert str(path) in message, message
    return message


def test_the_valid_example_passes(tmp_path: Path) -> None:
    outcome = run(load(_write(tmp_path, GOOD)), "good")
    assert outcome.passed, [(c.name, c.detail) for c in outcome.checks if not c.passed]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('title = "a small valid scenario"', "title = oops", "line 3"),
        ('game = "cosmic"', 'game = "chess"', "field 'game'"),
        ("[config]", "colour = 1\n[config]", "field 'colour'"),
        ("players = 3", "players = 9", "config.players"),
        ("use_powers = false", 'use_powers = "no"', "config.use_powers"),
        ("[step.expect]", "[step.expect]\nplanet = {B1 = [1, 0, 0]}", "step[0].expect.planet"),
        ("{B1 = [1, 0, 0]}", "{B9 = [1, 0, 0]}", "step[0].expect.planets.B9"),
        ("{B1 = [1, 0, 0]}", "{E1 = [1, 0, 0]}", "no system E"),
        ("{B1 = [1, 0, 0]}", "{B1 = [1, 0]}", "3 token counts"),
        ('outcome = "offense"', 'outcome = "won"', "step[0].expect.outcome"),
        ('cone = "B1"', "cone = 3", "step[0].answers.cone"),
        ('{0 = "attack-10"}', '{7 = "attack-10"}', "seat 7 is not in a 3-player game"),
        ('cone = "B1"', 'cone = "!A1"', "step[0].answers.cone: a rejection"),
        ("[[step]]", '[[step]]\nuntil = "later"', "step[0].until"),
        ("[[step]]", '[[step]]\nwhen = "now"', "step[0].when"),
        ("[setup]", '[answers]\ncone = ["B1"]\n[setup]', "answers.cone"),
        ("[step.expect]", '[step.expect]\nhand = {0 = ["attack-99x"]}', "step[0].expect.hand.0[0]"),
        ("[step.expect]", "[step.expect]\nseen = [{to = 0}]", "step[0].expect.seen[0]"),
        ("[step.expect]", "[step.expect]\nasked = [{seat = 0}]", "step[0].expect.asked[0]"),
    ],
)
def test_malformed_files_name_the_field_and_run_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old: str, new: str, expected: str
) -> None:
    assert old in GOOD
    message = _error(tmp_path, GOOD.replace(old, new, 1), monkeypatch)
    assert expected in message, message


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('hands = {0 = ["attack-10"', 'hands = {0 = ["attack-1O"', "setup.hands.0"),
        ("destiny = [1, 2,", "destiny = [1, 5,", "setup.destiny"),
        ("offense = 0", "offense = 0\nplanets = {B1 = [0, 5, 0]}", "C-10"),
        ("offense = 0", 'offense = 0\npowers = {0 = "no-such-power"}', "setup.powers.0"),
        ("offense = 0", "offense = 0\ncolours = 1", "setup.colours"),
    ],
)
def test_malformed_setups_name_the_field_before_any_answer(
    tmp_path: Path, old: str, new: str, expected: str
) -> None:
    assert old in GOOD
    path = _write(tmp_path, GOOD.replace(old, new, 1))
    with pytest.raises(ScenarioError) as info:
        run(load(path), str(path))
    assert expected in str(info.value) and str(path) in str(info.value), str(info.value)


# -- how steps are played -----------------------------------------------------------------------


def _checks(tmp_path: Path, text: str) -> dict[str, tuple[bool, str]]:
    outcome = run(load(_write(tmp_path, text)), "case")
    return {c.name: (c.passed, c.detail) for c in outcome.checks}


def test_a_wrong_expectation_fails_with_the_actual_value(tmp_path: Path) -> None:
    checks = _checks(tmp_path, GOOD.replace("{B1 = [1, 0, 0]}", "{B1 = [2, 0, 0]}"))
    passed, detail = checks["step[0]: planets B1 = [2, 0, 0]"]
    assert not passed and detail == "actual [1, 0, 0]"


def test_a_rejected_key_must_be_refused_and_change_nothing(tmp_path: Path) -> None:
    # C-1: A cannot aim at a planet of his own system when B's colour came up
    checks = _checks(tmp_path, GOOD.replace('cone = "B1"', 'cone = ["!A1", "B1"]'))
    assert all(passed for passed, _ in checks.values()), checks
    assert any("'A1' (cone) is rejected" in name for name in checks)
    accepted = _checks(tmp_path, GOOD.replace('cone = "B1"', 'cone = ["!B2", "B1"]'))
    assert [d for name, (p, d) in accepted.items() if "is rejected" in name] == ["it was accepted"]


def test_a_decision_without_an_answer_stops_the_scenario(tmp_path: Path) -> None:
    checks = _checks(tmp_path, GOOD.replace('cone = "B1"\n', ""))
    failed = [(name, detail) for name, (passed, detail) in checks.items() if not passed]
    assert len(failed) == 1 and "'cone' decision" in failed[0][0], failed
    assert "options: B1, B2, B3, B4, B5" in failed[0][1]


def test_an_illegal_answer_stops_the_scenario(tmp_path: Path) -> None:
    checks = _checks(tmp_path, GOOD.replace('cone = "B1"', 'cone = "A1"'))
    failed = [name for name, (passed, _) in checks.items() if not passed]
    assert failed == ["step[0]: seat 0 answers 'A1'"]


def test_answers_left_over_fail(tmp_path: Path) -> None:
    checks = _checks(tmp_path, GOOD.replace('["A1", "done"]', '["A1", "done", "A2"]'))
    passed, detail = checks["step[0]: every listed 'launch' answer was used"]
    assert not passed and "A2" in detail


def test_until_end_and_a_step_after_the_end(tmp_path: Path) -> None:
    text = GOOD.replace("[[step]]", '[[step]]\nuntil = "end"', 1)
    text = text.replace("players = 3", "players = 3\nwin_bases = 1")
    text += '\n[[step]]\nuntil = "turn"\n'
    checks = _checks(tmp_path, text)
    assert checks["step[1]: a game to play"] == (False, "the game is over")


def test_run_files_exit_codes(tmp_path: Path) -> None:
    lines: list[str] = []
    good = _write(tmp_path, GOOD, "good.toml")
    failing = _write(tmp_path, GOOD.replace("[1, 0, 0]", "[3, 0, 0]"), "failing.toml")
    malformed = _write(tmp_path, GOOD.replace("[setup]", "[setup"), "malformed.toml")
    assert run_files([good], lines.append) == 0
    assert run_files([good, failing], lines.append) == 1
    assert any(line.startswith("FAIL") for line in lines)
    lines.clear()
    assert run_files([good, malformed], lines.append) == 2
    assert any("malformed.toml" in line and line.startswith("ERROR") for line in lines), lines
