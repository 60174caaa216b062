"""Every scenario file under scenarios/cosmic/ passes, and malformed files are refused, naming the
field, before anything is played (docs/scenarios.md, "Cosmic Encounter scenarios")."""

from __future__ import annotations

import json
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
launch = ["A1"]
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
    checks = _checks(tmp_path, GOOD.replace('["A1"]', '["A1", "A2"]'))
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


# -- the keys of issue 10: each passes, fails with a clear detail, and is refused malformed ------


def _with(expect: str = "", answers: str = "", text: str = GOOD) -> str:
    """GOOD with extra expectations (lines of [step.expect]) and answers (replacing the cone's)."""
    text = text.replace("[step.expect]", "[step.expect]\n" + expect, 1)
    return text.replace('cone = "B1"', answers, 1) if answers else text


def _result(checks: dict[str, tuple[bool, str]], start: str) -> tuple[bool, str]:
    found = [result for name, result in checks.items() if name.startswith(start)]
    assert len(found) == 1, (start, list(checks))
    return found[0]


def test_a_file_without_expectations_is_malformed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = GOOD.split("[step.expect]")[0]
    message = _error(tmp_path, text, monkeypatch)
    assert "no expectations" in message, message
    lines: list[str] = []
    assert run_files([_write(tmp_path, text, "empty.toml")], lines.append) == 2
    assert lines[0].startswith("ERROR") and "empty.toml" in lines[0], lines
    monkeypatch.undo()
    # a refused move alone is an expectation
    refusal_only = text.replace('cone = "B1"', 'cone = ["!A1", "B1"]')
    assert run(load(_write(tmp_path, refusal_only)), "case").passed


def test_a_refusal_asserts_its_reason(tmp_path: Path) -> None:
    # the refusal's own message (whatever the engine says), then a part of it as the reason
    plain = _checks(tmp_path, _with(answers='cone = ["!A1", "B1"]'))
    message = _result(plain, "step[0]: seat 0's 'A1' (cone) is rejected")[1]
    part = message[: len(message) // 2]
    right = f'{{reject = "A1", reason = {json.dumps(part)}}}'
    checks = _checks(tmp_path, _with(answers=f'cone = [{right}, "B1"]'))
    assert _result(checks, "step[0]: seat 0's 'A1' (cone) is rejected") == (True, message)
    wrong = '{reject = "A1", reason = "no base there"}'
    passed, detail = _result(
        _checks(tmp_path, _with(answers=f'cone = [{wrong}, "B1"]')), "step[0]: seat 0's 'A1'"
    )
    assert (passed, detail) == (
        False,
        f"refused, but the message {message!r} lacks 'no base there'",
    )
    accepted = '{reject = "B2", reason = "anything"}'
    passed, detail = _result(
        _checks(tmp_path, _with(answers=f'cone = [{accepted}, "B1"]')), "step[0]: seat 0's 'B2'"
    )
    assert (passed, detail) == (False, "it was accepted")


def test_messages_by_regular_expression_and_several_texts_in_one_entry(tmp_path: Path) -> None:
    seen = (
        'seen = [{to = "public", kind = "outcome", match = "\\"planet\\": \\"B\\\\d\\""}, '
        '{to = 1, text = ["\\"side\\": \\"offense\\"", "\\"planet\\": \\"B1\\""]}]\n'
    )
    checks = _checks(tmp_path, _with(seen))
    assert all(passed for passed, _ in checks.values()), checks
    # both texts exist in the step's log, but not in one entry: not found
    apart = 'seen = [{to = 1, text = ["\\"side\\": \\"offense\\"", "\\"kind\\": \\"cone\\""]}]\n'
    passed, detail = _result(_checks(tmp_path, _with(apart)), "step[0]: seen seat 1")
    assert (passed, detail) == (False, "not found")
    absent = 'not_seen = [{to = "public", match = "\\"winner\\": [0-9]"}]\n'
    passed, detail = _result(_checks(tmp_path, _with(absent)), "step[0]: not_seen public")
    assert (passed, detail) == (False, "found")


def test_pending_includes_and_excludes(tmp_path: Path) -> None:
    ok = (
        'pending = {seat = 0, kind = "second-challenge", includes = ["end-turn"], '
        'excludes = ["skip"]}\n'
    )
    assert all(passed for passed, _ in _checks(tmp_path, _with(ok)).values())
    bad = 'pending = {includes = ["pass"], excludes = ["challenge"]}\n'
    checks = _checks(tmp_path, _with(bad))
    assert checks["step[0]: pending includes 'pass'"] == (
        False,
        "options ['challenge', 'end-turn']",
    )
    assert checks["step[0]: pending excludes 'challenge'"][0] is False


PRISONS = GOOD.replace(
    "use_powers = false", 'use_powers = false\nvariants = ["prisoners"]'
).replace(
    "destiny = [1, 2, 0, 2, 1, 0, 1, 2, 0]",
    'prisoners = {destiny = ["capture", 1, 2, 0, 2, 1, 0, 1, 2, 0]}',
)
ZODIAC = GOOD.replace("use_powers = false", 'use_powers = false\nvariants = ["zodiac"]').replace(
    "[[step]]",
    'zodiac = {cards = {0 = "taurus", 1 = "scorpio", 2 = "nemesis"}, karma = [2, 2, 2]}\n\n'
    "[[step]]",
)


def test_prisons(tmp_path: Path) -> None:
    # a capture challenge: B's four tokens on B1 go to A's prison
    checks = _checks(tmp_path, _with("prisons = {0 = [0, 4, 0], 1 = [0, 0, 0]}\n", text=PRISONS))
    assert all(passed for passed, _ in checks.values()), checks
    wrong = _checks(tmp_path, _with("prisons = {0 = [0, 3, 0]}\n", text=PRISONS))
    assert wrong["step[0]: prisons 0 = [0, 3, 0]"] == (False, "actual [0, 4, 0]")


def test_zodiac_karma_leader_nemesis_and_cards(tmp_path: Path) -> None:
    # A wins: A loses 1 Karma and 1 more as Yang to the loser; B gains 2 (AMB-Z11)
    expect = (
        "karma = {0 = 0, 1 = 4}\nspiritual_leader = 1\nnemesis = 2\n"
        'zodiac_cards = {0 = "taurus", 2 = "nemesis"}\n'
    )
    answers = 'cone = "B1"\nzodiac-karma-release = "A1"\nzodiac-karma-gain = "B2"'
    checks = _checks(tmp_path, _with(expect, answers, ZODIAC))
    assert all(passed for passed, _ in checks.values()), checks
    wrong = 'karma = {0 = 2}\nspiritual_leader = "none"\nnemesis = 0\nzodiac_cards = {1 = "leo"}\n'
    checks = _checks(tmp_path, _with(wrong, answers, ZODIAC))
    assert checks["step[0]: karma 0 = 2"] == (False, "actual 0")
    assert checks["step[0]: spiritual_leader = None"] == (False, "actual 1")
    assert checks["step[0]: nemesis = 0"] == (False, "actual 2")
    assert checks["step[0]: zodiac_cards 1 = leo"] == (False, "actual scorpio")


def test_any_path_of_the_public_view(tmp_path: Path) -> None:
    expect = 'view = {"players.0.external_bases" = 1, "planets.B1" = [1, 0, 0], "over" = false}\n'
    checks = _checks(tmp_path, _with(expect))
    assert all(passed for passed, _ in checks.values()), checks
    wrong = 'view = {"players.1.hand_size" = 9, "players.7.lucre" = 0, "variants.zodiac" = 1}\n'
    checks = _checks(tmp_path, _with(wrong))
    assert checks["step[0]: view players.1.hand_size = 9"] == (False, "actual 0")
    assert checks["step[0]: view players.7.lucre = 0"] == (
        False,
        "the view has no 'players.7.lucre': no '7' in players",
    )
    assert checks["step[0]: view variants.zodiac = 1"][0] is False


@pytest.mark.parametrize(
    ("expect", "expected"),
    [
        ("prisons = {0 = [0, 4, 0]}", "step[0].expect.prisons: the prisoners variant is not in"),
        ("karma = {0 = 1}", "step[0].expect.karma: the zodiac variant is not in play"),
        ("spiritual_leader = 5", "step[0].expect.spiritual_leader: the zodiac variant"),
        ('view = {"players..lucre" = 1}', "step[0].expect.view: 'players..lucre'"),
        ("view = 3", "step[0].expect.view: expected a table"),
        ('pending = {includes = "pass"}', "step[0].expect.pending.includes"),
        ('pending = {seat = 0, wants = ["x"]}', "step[0].expect.pending: expected a table of"),
        ('seen = [{to = 0, match = "("}]', "step[0].expect.seen[0].match: '(' is not a regular"),
        ("seen = [{to = 0, text = [1]}]", "step[0].expect.seen[0].text: expected text"),
        (
            'seen = [{to = 0, kind = "x"}]',
            "needs 'to' (a player or 'public') and 'text' or 'match'",
        ),
    ],
)
def test_new_keys_malformed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, expect: str, expected: str
) -> None:
    message = _error(tmp_path, _with(expect + "\n"), monkeypatch)
    assert expected in message, message


@pytest.mark.parametrize(
    ("expect", "text", "expected"),
    [
        ("prisons = {0 = [0, 4]}", PRISONS, "step[0].expect.prisons.0: expected 3 token counts"),
        ("prisons = {5 = [0, 4, 0]}", PRISONS, "seat 5 is not in a 3-player game"),
        ('zodiac_cards = {0 = "ophiuchus"}', ZODIAC, "step[0].expect.zodiac_cards.0: 'ophiuchus'"),
        ('nemesis = "B"', ZODIAC, "step[0].expect.nemesis: 'B' is not a seat"),
    ],
)
def test_variant_keys_malformed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, expect: str, text: str, expected: str
) -> None:
    message = _error(tmp_path, _with(expect + "\n", text=text), monkeypatch)
    assert expected in message, message


@pytest.mark.parametrize(
    ("answers", "expected"),
    [
        ('cone = [{reject = "A1", because = "x"}, "B1"]', "step[0].answers.cone[0]: a refused"),
        ('cone = [{reject = 3}, "B1"]', "step[0].answers.cone[0]: a refused move is"),
        ("cone = [3]", "step[0].answers.cone[0]: expected an option key"),
    ],
)
def test_malformed_refusals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answers: str, expected: str
) -> None:
    message = _error(tmp_path, _with(answers=answers), monkeypatch)
    assert expected in message, message


@pytest.mark.parametrize(
    ("setup", "text", "expected"),
    [
        ('zodiac = {karma_from = {0 = ["A1"]}}', ZODIAC, "setup.zodiac.karma_from.0: expected two"),
        ('zodiac = {karma_from = {0 = ["B1", "B2"]}}', ZODIAC, "setup.zodiac.karma_from.0"),
        ('zodiac = {karma_from = {x = ["A1", "A2"]}}', ZODIAC, "setup.zodiac.karma_from.x: 'x'"),
        ('zodiac = {cards = {9 = "leo"}}', ZODIAC, "setup.zodiac.cards.9: seat 9 is not in"),
        ("zodiac = {stars = 1}", ZODIAC, "setup.zodiac.stars: unknown key"),
        ("prisoners = {prisons = {0 = [1, 0, 0]}}", PRISONS, "own colour"),
        ("prisoners = {prisons = {a = [0, 1, 0]}}", PRISONS, "setup.prisoners.prisons.a: 'a'"),
        (
            "prisoners = {prisons = {0 = [0, -1, 0]}}",
            PRISONS,
            "setup.prisoners.prisons.0: expected",
        ),
        ('prisoners = {destiny = "capture"}', PRISONS, "setup.prisoners.destiny: expected a list"),
        ("prisoners = {prisons = {1 = [0, 0, 1]}}", GOOD, "setup.prisoners: unknown key"),
    ],
)
def test_malformed_variant_setups_name_the_field(
    tmp_path: Path, setup: str, text: str, expected: str
) -> None:
    # the file's own line of that variant, if any, gives way to the malformed one
    lines = [line for line in text.splitlines() if not line.startswith(setup.split(" ")[0] + " =")]
    text = "\n".join(lines).replace("[[step]]", f"{setup}\n\n[[step]]", 1)
    path = _write(tmp_path, text)
    with pytest.raises(ScenarioError) as info:
        run(load(path), str(path))
    assert expected in str(info.value) and str(path) in str(info.value), str(info.value)
