"""Events: what each seat sees is the public part merged with its own private part."""

from __future__ import annotations

from hyperspace.engine import Event
from hyperspace.engine.events import visible_log


def test_seen_by_merges_public_and_own_private_part() -> None:
    event = Event("damage", 3, {"victim": 1, "loss": 200}, {0: {"card": "W200n"}, 1: {"x": 1}})
    assert event.seen_by(0) == {
        "kind": "damage",
        "round": 3,
        "victim": 1,
        "loss": 200,
        "card": "W200n",
    }
    assert event.seen_by(1) == {"kind": "damage", "round": 3, "victim": 1, "loss": 200, "x": 1}
    assert event.seen_by(2) == {"kind": "damage", "round": 3, "victim": 1, "loss": 200}
    assert event.seen_by(None) == {"kind": "damage", "round": 3, "victim": 1, "loss": 200}


def test_the_private_part_overrides_the_public_one_for_its_seat_only() -> None:
    event = Event(
        "damage", 1, {"attacker": None, "text": "hit by terrorists"}, {2: {"attacker": 2}}
    )
    assert event.seen_by(2) is not None and event.seen_by(2)["attacker"] == 2  # type: ignore[index]
    for seat in (None, 0, 1, 3):
        seen = event.seen_by(seat)
        assert seen is not None and seen["attacker"] is None


def test_an_anonymous_actor_is_only_in_its_own_part() -> None:
    actor = 0
    event = Event("terror", 5, {"victim": 1, "attacker": None}, {actor: {"attacker": actor}})
    for seat in (None, 1, 2, 3):
        seen = event.seen_by(seat)
        assert seen is not None
        assert actor not in [v for k, v in seen.items() if k in ("attacker", "user")]
    assert event.seen_by(actor) == {"kind": "terror", "round": 5, "victim": 1, "attacker": 0}


def test_private_only_events_are_invisible_to_others() -> None:
    event = Event("picked", 2, None, {1: {"card": "M500"}})
    assert event.seen_by(1) == {"kind": "picked", "round": 2, "card": "M500"}
    assert event.seen_by(0) is None
    assert event.seen_by(None) is None
    assert Event("nothing", 1).seen_by(0) is None


def test_seen_by_does_not_alias_the_event() -> None:
    event = Event("x", 1, {"a": 1}, {0: {"b": 2}})
    seen = event.seen_by(0)
    assert seen is not None
    seen["a"] = 99
    seen["b"] = 99
    assert event.public == {"a": 1} and event.private == {0: {"b": 2}}


def test_visible_log_filters_and_slices() -> None:
    log = [
        Event("turn", 1, {"actor": 0}),
        Event("picked", 1, None, {0: {"card": "M200"}}),
        Event("picked", 1, None, {1: {"card": "D200"}}),
        Event("report", 1, {"populations": {0: 10, 1: 10}}),
    ]
    assert [e["kind"] for e in visible_log(log, 0)] == ["turn", "picked", "report"]
    assert [e.get("card") for e in visible_log(log, 1)] == [None, "D200", None]
    assert [e["kind"] for e in visible_log(log, None)] == ["turn", "report"]
    assert [e["kind"] for e in visible_log(log, 1, since=2)] == ["picked", "report"]
    assert visible_log(log, 0, since=4) == []


def test_to_dict_holds_everything() -> None:
    event = Event("damage", 4, {"victim": 1}, {0: {"attacker": 0}})
    assert event.to_dict() == {
        "kind": "damage",
        "round": 4,
        "public": {"victim": 1},
        "private": {"0": {"attacker": 0}},
    }
    assert Event("x", 1).to_dict()["private"] == {}
