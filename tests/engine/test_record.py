"""The game record: JSON round trip, and every malformed record raises RecordError naming the
field."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from toy_game import TOY, toy_snapshot

from hyperspace.engine import Driver, Record, RecordError, replay
from hyperspace.engine.record import FORMAT


def finished_record(seed: int = 3) -> tuple[Driver, Record]:
    d = Driver(TOY, {"players": 3, "rounds": 4}, seed)
    rng = random.Random(seed)
    while not d.finished:
        decision = d.pending[0]
        d.submit(decision.seat, rng.choice(decision.options))
    d.record.meta = {"note": "test", "bots": ["random", "random", "random"]}
    return d, d.record


def good() -> dict[str, Any]:
    _, record = finished_record()
    data: dict[str, Any] = json.loads(record.to_json())
    return data


def field_of(text: str) -> str:
    with pytest.raises(RecordError) as info:
        Record.from_json(text)
    return info.value.field


# -- round trip ----------------------------------------------------------------------------


def test_json_round_trip() -> None:
    d, record = finished_record()
    text = record.to_json()
    back = Record.from_json(text)
    assert back == record
    assert back.to_json() == text
    assert toy_snapshot(replay(TOY, back).state) == toy_snapshot(d.state)


def test_json_is_plain_and_stable() -> None:
    _, record = finished_record()
    data = json.loads(record.to_json())
    assert data["format"] == FORMAT
    assert data["game"] == "toy" and data["ruleset"] == "toy/1"
    assert data["decisions"] == [[seat, key] for seat, key in record.decisions]
    assert set(data) == {"format", "game", "ruleset", "config", "seed", "decisions", "meta"}


def test_save_and_load(tmp_path: Path) -> None:
    _, record = finished_record()
    path = tmp_path / "game.json"
    record.save(path)
    assert Record.load(path) == record
    with pytest.raises(RecordError) as info:
        Record.load(tmp_path / "missing.json")
    assert "missing.json" in info.value.field


def test_meta_is_optional() -> None:
    data = good()
    del data["meta"]
    assert Record.from_json(json.dumps(data)).meta == {}


# -- malformed records ------------------------------------------------------------------------


def test_malformed_json_names_the_line() -> None:
    field = field_of('{\n "format": "hyperspace-record/1",\n "game": \n}')
    assert field.startswith("line ")
    assert field_of("").startswith("line ")


def test_top_level_must_be_an_object() -> None:
    assert field_of("[1, 2]") == "(top level)"
    assert field_of("3") == "(top level)"


@pytest.mark.parametrize("value", [None, "hyperspace-record/2", 1, "other"])
def test_wrong_format(value: Any) -> None:
    data = good()
    data["format"] = value
    assert field_of(json.dumps(data)) == "format"


def test_missing_format() -> None:
    data = good()
    del data["format"]
    assert field_of(json.dumps(data)) == "format"


@pytest.mark.parametrize("name", ["game", "ruleset", "config", "seed", "decisions"])
def test_missing_field(name: str) -> None:
    data = good()
    del data[name]
    with pytest.raises(RecordError) as info:
        Record.from_json(json.dumps(data))
    assert info.value.field == name
    assert str(info.value).startswith(f"{name}: ")


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("game", 3),
        ("ruleset", ["toy/1"]),
        ("config", [1]),
        ("config", "players=3"),
        ("seed", "7"),
        ("seed", 1.5),
        ("seed", True),
        ("decisions", {"0": "add:1"}),
        ("decisions", "add:1"),
        ("meta", []),
    ],
)
def test_wrong_type(name: str, value: Any) -> None:
    data = good()
    data[name] = value
    assert field_of(json.dumps(data)) == name


@pytest.mark.parametrize(
    "entry",
    [
        [0],
        [0, "add:1", 2],
        ["0", "add:1"],
        [0, 1],
        {"seat": 0, "key": "add:1"},
        "add:1",
        None,
        [None, "add:1"],
        [True, "add:1"],
    ],
)
def test_bad_decisions_entry_names_its_index(entry: Any) -> None:
    data = good()
    data["decisions"][2] = entry
    assert field_of(json.dumps(data)) == "decisions[2]"


# -- replaying a record ------------------------------------------------------------------------


def test_record_for_another_ruleset() -> None:
    _, record = finished_record()
    record.ruleset = "toy/0"
    with pytest.raises(RecordError) as info:
        replay(TOY, record)
    assert info.value.field == "ruleset"
    assert "toy/0" in info.value.reason


def test_record_for_another_game() -> None:
    _, record = finished_record()
    record.game = "chess"
    with pytest.raises(RecordError) as info:
        replay(TOY, record)
    assert info.value.field == "game"


def test_record_with_a_bad_config() -> None:
    _, record = finished_record()
    record.config = {"players": 0}
    with pytest.raises(RecordError) as info:
        replay(TOY, record)
    assert info.value.field == "config"


@pytest.mark.parametrize(
    ("index", "change"),
    [
        (0, (1, "add:1")),  # the wrong seat
        (0, (0, "add:9")),  # an unknown option
        (4, (0, "fly")),
    ],
)
def test_an_illegal_decision_names_its_index(index: int, change: tuple[int, str]) -> None:
    _, record = finished_record()
    record.decisions[index] = change
    with pytest.raises(RecordError) as info:
        replay(TOY, record)
    assert info.value.field == f"decisions[{index}]"


def test_a_decision_after_the_end_names_its_index() -> None:
    _, record = finished_record()
    n = len(record.decisions)
    record.decisions.append((0, "add:1"))
    with pytest.raises(RecordError) as info:
        replay(TOY, record)
    assert info.value.field == f"decisions[{n}]"


def test_replay_upto_and_meta() -> None:
    d, record = finished_record()
    part = replay(TOY, record, upto=5)
    assert part.record.decisions == record.decisions[:5]
    assert part.record.meta == record.meta
    assert not part.finished
    assert replay(TOY, record, upto=0).record.decisions == []
    assert toy_snapshot(replay(TOY, record, upto=len(record.decisions)).state) == toy_snapshot(
        d.state
    )


# -- exact texts: what a person reads, and the stored format ---------------------------------


def reason_of(text: str) -> str:
    with pytest.raises(RecordError) as info:
        Record.from_json(text)
    assert str(info.value) == f"{info.value.field}: {info.value.reason}"
    return info.value.reason


def with_field(name: str, value: Any) -> str:
    data = good()
    data[name] = value
    return json.dumps(data)


def test_each_malformed_record_says_why() -> None:
    assert reason_of("{") == "not valid JSON (Expecting property name enclosed in double quotes)"
    assert reason_of("[1]") == "expected a JSON object"
    assert reason_of(with_field("format", "x/2")) == "expected 'hyperspace-record/1', found 'x/2'"
    assert reason_of(with_field("seed", "7")) == "missing or not a int"
    assert reason_of(with_field("config", [])) == "missing or not a dict"
    assert reason_of(with_field("decisions", {})) == "missing or not a list"
    assert reason_of(with_field("decisions", [[0]])) == "expected [seat, option_key]"
    assert reason_of(with_field("meta", [])) == "not an object"


def test_the_stored_text_is_sorted_and_indented_by_one() -> None:
    record = Record("toy", "toy/1", {"rounds": 2, "players": 3}, 9, [(0, "add:1")], {"b": 1})
    assert record.to_json() == (
        '{\n "config": {\n  "players": 3,\n  "rounds": 2\n },\n "decisions": [\n  [\n   0,\n'
        '   "add:1"\n  ]\n ],\n "format": "hyperspace-record/1",\n "game": "toy",\n'
        ' "meta": {\n  "b": 1\n },\n "ruleset": "toy/1",\n "seed": 9\n}'
    )


def test_a_saved_record_is_its_text_and_a_newline(tmp_path: Path) -> None:
    record = Record("toy", "toy/1", {"players": 3}, 9, [], {"note": "Zoë ☄"})
    path = tmp_path / "game.json"
    record.save(path)
    assert path.read_bytes() == (record.to_json() + "\n").encode("utf-8")
    assert Record.load(path).meta == {"note": "Zoë ☄"}


def test_a_record_file_in_utf8_loads(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(good_text_with_note("Zoë ☄").encode("utf-8"))
    assert Record.load(path).meta["note"] == "Zoë ☄"


def good_text_with_note(note: str) -> str:
    data = good()
    data["meta"] = {"note": note}
    return json.dumps(data, ensure_ascii=False)


def test_an_unreadable_file_says_why(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as info:
        Record.load(tmp_path / "missing.json")
    assert info.value.reason == "No such file or directory"

    class Unreadable(type(tmp_path)):  # type: ignore[misc]
        def read_text(self, *args: Any, **kwargs: Any) -> str:
            raise OSError  # no reason given by the system

    with pytest.raises(RecordError) as info:
        Record.load(Unreadable(tmp_path / "x.json"))
    assert info.value.reason == "cannot be read"
