"""The hook index: how powers and cards change the rules without the rules asking each of them.

Four kinds of hook, declared on a power or card and indexed by event name at setup:

* **modifier**: a pure function ``(value, ctx) -> value`` adjusting a number, applied in layer order
  (set, multiply, add, cap), then in registration order;
* **replacement**: "if X would happen, Y happens instead": ``(ctx) -> replacement or None``;
  the first hook that answers wins;
* **trigger**: "after X happens": ``(ctx) -> None``, called in registration order;
* **window**: an ability a player may use at a named moment: ``(ctx) -> bool`` says whether it is
  usable now.

Hooks hold no game data: they read it from the context (which carries the state), so one index can
serve every game of a kind.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum, IntEnum
from typing import Any, Final


class HookKind(Enum):
    # Members are singletons: hash them by identity in C (Enum's own __hash__ is Python code,
    # and every lookup of the index hashes one).
    __hash__ = object.__hash__

    MODIFIER = "modifier"
    REPLACEMENT = "replacement"
    TRIGGER = "trigger"
    WINDOW = "window"


# The kinds as constants: a compiled module reads a Final name directly, an Enum's member through
# the class's attribute lookup.
MODIFIER: Final = HookKind.MODIFIER
REPLACEMENT: Final = HookKind.REPLACEMENT
WINDOW: Final = HookKind.WINDOW


class Layer(IntEnum):
    """Modifier layers, applied in this order."""

    SET = 0
    MULTIPLY = 1
    ADD = 2
    CAP = 3


class Duration(Enum):
    """How long an effect lasts; expiry happens at the matching boundary event."""

    INSTANT = "instant"
    END_OF_CHALLENGE = "end_of_challenge"
    END_OF_TURN = "end_of_turn"
    ROUNDS = "rounds"  # N rounds counted from the round it began (that round is round 1)
    PERMANENT = "permanent"


class Hook:
    """One hook; ``meta`` is whatever else a game needs to know about it (a power's ability
    carries its precondition there)."""

    __slots__ = ("event", "fn", "kind", "layer", "meta", "owner")

    def __init__(
        self,
        kind: HookKind,
        event: str,
        fn: Callable[..., Any],
        owner: str,
        layer: Layer = Layer.ADD,
        meta: Any = None,
    ) -> None:
        self.kind = kind
        self.event = event
        self.fn = fn
        self.owner = owner
        self.layer = layer
        self.meta = meta

    def __repr__(self) -> str:
        return f"Hook({self.kind.value}, {self.event!r}, owner={self.owner!r})"


def modifier(event: str, owner: str, layer: Layer) -> Callable[[Callable[..., Any]], Hook]:
    """Decorator: declare ``fn(value, ctx) -> value`` as a modifier of ``event``."""
    return lambda fn: Hook(HookKind.MODIFIER, event, fn, owner, layer)


def replacement(event: str, owner: str) -> Callable[[Callable[..., Any]], Hook]:
    return lambda fn: Hook(HookKind.REPLACEMENT, event, fn, owner)


def trigger(event: str, owner: str) -> Callable[[Callable[..., Any]], Hook]:
    return lambda fn: Hook(HookKind.TRIGGER, event, fn, owner)


def window(event: str, owner: str) -> Callable[[Callable[..., Any]], Hook]:
    return lambda fn: Hook(HookKind.WINDOW, event, fn, owner)


NO_HOOKS: Final[tuple[Hook, ...]] = ()


class HookIndex:
    """Hooks by kind and event, in the order they apply. One table per kind, found by identity:
    the rules look hooks up dozens of times a challenge, and a (kind, event) key would be a
    tuple built and hashed each time."""

    __slots__ = ("_modifiers", "_replacements", "_triggers", "_windows")

    def __init__(self, hooks: list[Hook] | tuple[Hook, ...] = ()) -> None:
        self._modifiers: dict[str, list[Hook]] = {}
        self._replacements: dict[str, list[Hook]] = {}
        self._triggers: dict[str, list[Hook]] = {}
        self._windows: dict[str, list[Hook]] = {}
        for hook in hooks:
            self.add(hook)

    def _events(self, kind: HookKind) -> dict[str, list[Hook]]:
        if kind is MODIFIER:
            return self._modifiers
        if kind is WINDOW:
            return self._windows
        if kind is REPLACEMENT:
            return self._replacements
        return self._triggers

    def add(self, hook: Hook) -> None:
        bucket = self._events(hook.kind).setdefault(hook.event, [])
        bucket.append(hook)
        if hook.kind is MODIFIER:
            bucket.sort(key=lambda h: h.layer)  # stable: registration order within a layer

    def remove_owner(self, owner: str) -> None:
        """Drop every hook of ``owner`` (a power lost, a card leaving play)."""
        for events in (self._modifiers, self._replacements, self._triggers, self._windows):
            for event, bucket in list(events.items()):
                events[event] = [h for h in bucket if h.owner != owner]

    def owners(self) -> set[str]:
        """Every owner with a hook in the index, of any kind and at any event."""
        tables = (self._modifiers, self._replacements, self._triggers, self._windows)
        return {hook.owner for events in tables for bucket in events.values() for hook in bucket}

    def hooks(self, kind: HookKind, event: str) -> Sequence[Hook]:
        """The hooks of ``kind`` at ``event`` (to read, not to change)."""
        return self._events(kind).get(event, NO_HOOKS)

    # One method per kind for the rules' busiest look-ups: no dispatch on the kind, and a typed
    # list (or None: no hook) that a compiled caller walks without an iterator.
    def modifiers(self, event: str) -> list[Hook] | None:
        """The modifiers of ``event`` in the order they apply, or None (to read, not to change)."""
        return self._modifiers.get(event)

    def replacements(self, event: str) -> list[Hook] | None:
        """The replacements of ``event``, or None (to read, not to change)."""
        return self._replacements.get(event)

    def windows(self, event: str) -> list[Hook] | None:
        """The window abilities at ``event``, or None (to read, not to change)."""
        return self._windows.get(event)

    def modify(self, event: str, value: Any, ctx: Any) -> Any:
        for hook in self._modifiers.get(event, NO_HOOKS):
            value = hook.fn(value, ctx)
        return value

    def replace(self, event: str, ctx: Any) -> Any:
        for hook in self._replacements.get(event, NO_HOOKS):
            outcome = hook.fn(ctx)
            if outcome is not None:
                return outcome
        return None

    def fire(self, event: str, ctx: Any) -> None:
        for hook in self._triggers.get(event, NO_HOOKS):
            hook.fn(ctx)

    def usable(self, event: str, ctx: Any) -> list[str]:
        """The owners whose window abilities can be used at ``event`` now."""
        return [h.owner for h in self._windows.get(event, NO_HOOKS) if h.fn(ctx)]
