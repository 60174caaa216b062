"""Every scenario file under scenarios/nuclear/ passes, and malformed files are reported clearly.

The scenario files are the acceptance scenarios of SCENARIOS.md in the format of docs/scenarios.md
(SC-01, which is statistical, lives in test_sc01_tables.py).
"""

from __future__ import annotations

import json
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


# -- the keys of issue 10: each passes, fails with a clear detail, and is refused malformed ------


def _checks(tmp_path: Path, text: str) -> dict[str, tuple[bool, str]]:
    outcome = run(load(_write(tmp_path, text)), "case")
    return {c.name: (c.passed, c.detail) for c in outcome.checks}


def _expect(lines: str, text: str = GOOD) -> str:
    return text.replace("[round.expect]", "[round.expect]\n" + lines, 1)


WHERE = "round[0] (game round 1)"


def test_a_file_without_expectations_is_malformed(tmp_path: Path) -> None:
    text = GOOD.split("[round.expect]")[0]
    assert "no expectations" in _error(_write(tmp_path, text))
    lines: list[str] = []
    assert run_files([_write(tmp_path, text, "empty.toml")], lines.append) == 2
    assert lines[0].startswith("ERROR") and "empty.toml" in lines[0], lines
    refusal_only = text.replace('A = ["propaganda:P300"', 'A = ["!pick:Q", "propaganda:P300"')
    assert run(load(_write(tmp_path, refusal_only)), "case").passed


def test_a_refusal_asserts_its_reason(tmp_path: Path) -> None:
    # the refusal's own message (whatever the engine says), then a part of it as the reason
    plain = GOOD.replace('A = ["propaganda:P300"', 'A = ["!launch:W500n", "propaganda:P300"')
    message = _checks(tmp_path, plain)[f"{WHERE}: A's 'launch:W500n' is rejected"][1]
    part = message[: len(message) // 2]
    move = f'{{reject = "launch:W500n", reason = {json.dumps(part)}}}'
    text = GOOD.replace('A = ["propaganda:P300"', f'A = [{move}, "propaganda:P300"')
    checks = _checks(tmp_path, text)
    assert checks[f"{WHERE}: A's 'launch:W500n' is rejected ({part!r})"] == (True, message)
    text = text.replace(part, "no missile is prepped")
    passed, detail = _checks(tmp_path, text)[
        f"{WHERE}: A's 'launch:W500n' is rejected ('no missile is prepped')"
    ]
    assert (passed, detail) == (
        False,
        f"refused, but the message {message!r} lacks 'no missile is prepped'",
    )
    accepted = '{reject = "pick:M"}'
    text = GOOD.replace('A = ["propaganda:P300"', f'A = [{accepted}, "propaganda:P300"')
    assert _checks(tmp_path, text)[f"{WHERE}: A's 'pick:M' is rejected"] == (
        False,
        "it was accepted",
    )


def test_messages_by_regular_expression_and_several_texts_in_one_entry(tmp_path: Path) -> None:
    seen = (
        'seen = [{to = "B", match = "lost \\\\d{3}"}, '
        '{to = "public", kind = "propaganda", text = ["A", "B"]}]\n'
    )
    checks = _checks(tmp_path, _expect(seen))
    assert all(passed for passed, _ in checks.values()), checks
    apart = 'seen = [{to = "B", text = ["lost 300", "nobody-at-all"]}]\n'
    assert _checks(tmp_path, _expect(apart))[
        f"{WHERE}: seen B: 'lost 300' and 'nobody-at-all'"
    ] == (
        False,
        "not found",
    )
    found = 'not_seen = [{to = "B", match = "lost [0-9]+"}]\n'
    assert _checks(tmp_path, _expect(found))[f"{WHERE}: not_seen B: /lost [0-9]+/"] == (
        False,
        "found",
    )


def test_pending(tmp_path: Path) -> None:
    ok = (
        'pending = {seat = "A", kind = "turn", includes = ["pick:M", "pass"], '
        'excludes = ["pick:X"]}\n'
    )
    assert all(passed for passed, _ in _checks(tmp_path, _expect(ok)).values())
    bad = 'pending = {seat = "B", includes = ["propaganda:P300"]}\n'
    checks = _checks(tmp_path, _expect(bad))
    assert checks[f"{WHERE}: pending seat = 1"] == (False, "actual 0")
    passed, detail = checks[f"{WHERE}: pending includes 'propaganda:P300'"]
    assert not passed and detail.startswith("options ["), detail


def test_card_ids_in_the_setup_and_the_hand(tmp_path: Path) -> None:
    text = GOOD.replace('hand = ["P300"]', 'hand = ["P300#8", "M500#3", "M500"]')
    checks = _checks(tmp_path, _expect('hand = {A = ["M500#3", "M500#9"]}\n', text))
    assert checks[f"{WHERE}: hand A = ['M500#3', 'M500#9']"] == (
        True,
        "actual ['M500#3', 'M500#9']",
    )
    checks = _checks(
        tmp_path, _expect('hand = {A = ["M500#9"]}\nhand_has = {A = ["M500#4"]}\n', text)
    )
    assert checks[f"{WHERE}: hand A = ['M500#9']"] == (False, "actual ['M500#3', 'M500#9']")
    assert checks[f"{WHERE}: hand_has A M500#4"] == (False, "hand ['M500#3', 'M500#9']")


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ('["P300", "M500#1"]', "setup.players[0].hand[1]: 'M500#1': another card"),
        ('["P300#0"]', "setup.players[0].hand[0]: 'P300#0': a card id is a whole number"),
        ('["P300#a"]', "setup.players[0].hand[0]: 'P300#a'"),
    ],
)
def test_card_ids_malformed(tmp_path: Path, hand: str, expected: str) -> None:
    message = _error(_write(tmp_path, GOOD.replace('hand = ["P300"]', f"hand = {hand}")))
    assert expected in message, message


def test_fallout_roll_and_victim_apart(tmp_path: Path) -> None:
    text = GOOD.replace(
        "[[round]]", '[random]\nfallout = ["hit"]\nfallout_victim = ["C"]\n\n[[round]]'
    )
    text = text.replace('hand = ["P300"]', 'hand = ["W500n"], prepped = "M500"')
    text = text.replace('A = ["propaganda:P300", "target:B"]', 'A = ["launch:W500n", "target:B"]')
    text = text.replace("population = {B = 9700}", "population = {B = 9500, C = 9750}")
    checks = _checks(tmp_path, _expect('rng = ["fallout", "fallout-victim"]\n', text))
    assert all(passed for passed, _ in checks.values()), checks
    checks = _checks(tmp_path, _expect('rng = ["fallout"]\n', text))
    assert checks[f"{WHERE}: rng = ['fallout']"] == (False, "actual ['fallout', 'fallout-victim']")
    bad = text.replace('fallout_victim = ["C"]', 'fallout_victim = ["Z"]')
    assert "'Z' is not a candidate" in _error(_write(tmp_path, bad))


@pytest.mark.parametrize(
    ("expect", "expected"),
    [
        ('pending = {seat = "Z"}', "expect.pending.seat: 'Z' is not a player"),
        ('pending = {options = "pass"}', "expect.pending.options: expected a list"),
        ('seen = [{to = "B", match = "["}]', "expect.seen[0].match: '[' is not a regular"),
        ('seen = [{to = "B", text = "x", colour = 1}]', "unknown field(s) ['colour']"),
    ],
)
def test_new_keys_malformed(tmp_path: Path, expect: str, expected: str) -> None:
    message = _error(_write(tmp_path, _expect(expect + "\n")))
    assert expected in message, message


def test_a_malformed_refusal(tmp_path: Path) -> None:
    text = GOOD.replace('A = ["propaganda:P300"', 'A = [{reject = "pick:M", why = "x"}, "pass"')
    assert "round[0] (game round 1).A[0]: a refused move is" in _error(_write(tmp_path, text))
