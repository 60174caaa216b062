"""The hook index: modifier layers, replacements, triggers, windows, remove_owner."""

from __future__ import annotations

from typing import Any

from hyperspace.engine.hooks import (
    Hook,
    HookIndex,
    HookKind,
    Layer,
    modifier,
    replacement,
    trigger,
    window,
)


def test_modifiers_apply_in_layer_order_whatever_the_registration_order() -> None:
    cap = modifier("damage", "cap", Layer.CAP)(lambda v, ctx: min(v, 10))
    add = modifier("damage", "add", Layer.ADD)(lambda v, ctx: v + 3)
    mul = modifier("damage", "mul", Layer.MULTIPLY)(lambda v, ctx: v * 2)
    set_ = modifier("damage", "set", Layer.SET)(lambda v, ctx: 4)
    index = HookIndex([cap, add, mul, set_])
    assert [h.owner for h in index.hooks(HookKind.MODIFIER, "damage")] == [
        "set",
        "mul",
        "add",
        "cap",
    ]
    assert index.modify("damage", 100, None) == 10  # ((4 * 2) + 3) = 11, capped at 10
    index.remove_owner("cap")
    assert index.modify("damage", 100, None) == 11


def test_registration_order_within_a_layer() -> None:
    index = HookIndex()
    index.add(modifier("x", "first", Layer.ADD)(lambda v, ctx: v * 10))
    index.add(modifier("x", "cap", Layer.CAP)(lambda v, ctx: v))
    index.add(modifier("x", "second", Layer.ADD)(lambda v, ctx: v + 1))
    index.add(modifier("x", "third", Layer.ADD)(lambda v, ctx: v * 2))
    assert [h.owner for h in index.hooks(HookKind.MODIFIER, "x")] == [
        "first",
        "second",
        "third",
        "cap",
    ]
    assert index.modify("x", 1, None) == 22


def test_modifiers_receive_the_context_and_other_events_are_untouched() -> None:
    index = HookIndex([modifier("a", "o", Layer.ADD)(lambda v, ctx: v + ctx["bonus"])])
    assert index.modify("a", 1, {"bonus": 5}) == 6
    assert index.modify("b", 1, {"bonus": 5}) == 1
    assert index.modify("a", True, {"bonus": 0}) == 1


def test_replacement_first_answer_wins() -> None:
    calls: list[str] = []

    def make(name: str, answer: Any) -> Hook:
        def fn(ctx: Any) -> Any:
            calls.append(name)
            return answer

        return replacement("hit", name)(fn)

    index = HookIndex([make("none", None), make("first", "shield"), make("second", "mirror")])
    assert index.replace("hit", None) == "shield"
    assert calls == ["none", "first"]  # the later one is not even asked
    assert index.replace("miss", None) is None
    index.remove_owner("first")
    assert index.replace("hit", None) == "mirror"


def test_replacement_with_no_answer_is_none() -> None:
    index = HookIndex([replacement("hit", "o")(lambda ctx: None)])
    assert index.replace("hit", {}) is None


def test_falsy_but_not_none_answers_count() -> None:
    index = HookIndex(
        [replacement("hit", "zero")(lambda ctx: 0), replacement("hit", "other")(lambda ctx: 5)]
    )
    assert index.replace("hit", None) == 0


def test_triggers_fire_in_registration_order() -> None:
    seen: list[tuple[str, Any]] = []
    index = HookIndex()
    for name in ("c", "a", "b"):
        index.add(trigger("after", name)(lambda ctx, name=name: seen.append((name, ctx))))
    index.fire("after", 1)
    index.fire("before", 2)  # nobody listens
    assert seen == [("c", 1), ("a", 1), ("b", 1)]


def test_windows_list_the_usable_owners_in_order() -> None:
    index = HookIndex(
        [
            window("start", "always")(lambda ctx: True),
            window("start", "never")(lambda ctx: False),
            window("start", "even")(lambda ctx: ctx % 2 == 0),
            window("end", "late")(lambda ctx: True),
        ]
    )
    assert index.usable("start", 1) == ["always"]
    assert index.usable("start", 2) == ["always", "even"]
    assert index.usable("end", 2) == ["late"]
    assert index.usable("middle", 2) == []


def test_remove_owner_drops_every_kind() -> None:
    owner = "S15"
    index = HookIndex(
        [
            modifier("d", owner, Layer.MULTIPLY)(lambda v, ctx: v // 2),
            replacement("d", owner)(lambda ctx: "x"),
            trigger("t", owner)(lambda ctx: None),
            window("w", owner)(lambda ctx: True),
            modifier("d", "other", Layer.ADD)(lambda v, ctx: v + 1),
        ]
    )
    index.remove_owner(owner)
    for kind, event in (
        (HookKind.MODIFIER, "d"),
        (HookKind.REPLACEMENT, "d"),
        (HookKind.TRIGGER, "t"),
        (HookKind.WINDOW, "w"),
    ):
        assert all(h.owner != owner for h in index.hooks(kind, event))
    assert index.modify("d", 10, None) == 11
    assert index.replace("d", None) is None
    assert index.usable("w", None) == []
    index.remove_owner("nobody")  # harmless


def test_decorators_build_hooks_of_the_right_kind() -> None:
    m = modifier("e", "o", Layer.CAP)(lambda v, c: v)
    r = replacement("e", "o")(lambda c: None)
    t = trigger("e", "o")(lambda c: None)
    w = window("e", "o")(lambda c: True)
    assert (m.kind, m.layer) == (HookKind.MODIFIER, Layer.CAP)
    assert r.kind is HookKind.REPLACEMENT
    assert t.kind is HookKind.TRIGGER
    assert w.kind is HookKind.WINDOW
    assert "modifier" in repr(m) and "'e'" in repr(m)
    assert list(Layer) == [Layer.SET, Layer.MULTIPLY, Layer.ADD, Layer.CAP]
