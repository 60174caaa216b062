"""What an alien power is, and how the rules consult the powers in play.

A power is one class in one module of this package. It declares, with the decorators below, the
moments it acts at; the rules never name a power. At set-up each power in play is indexed in the
state's :class:`~hyperspace.engine.hooks.HookIndex` under those moments, owned by its name.

Kinds of hook, and what the rules pass them (``seat`` is the power's holder):

* ``@modifier(event)``: ``fn(state, seat, value, ctx) -> value``: adjusts a number (a card's value,
  a side's total, a token limit, a consolation count). Pure: no decisions, no changes.
* ``@replacement(event)``: ``fn(state, seat, ctx) -> value | None``: "instead of the usual rule";
  the first power (in challenge order) that answers decides.
* ``@ability(event)``: ``async fn(state, seat, ctx) -> None`` at a named moment, called with
  ``can_use(power, state, seat, ctx) -> bool`` first when given (``@ability(event, can_use=f)``).
  ``optional`` abilities ask the holder first ("use" or "pass"); every use is announced with
  :func:`use_power`, so that Cosmic Zap can stop it.

Powers work only while their holder may use them (:func:`active`): a power is lost below the
home-base threshold (AMB-G07), zapped for a challenge (Cosmic Zap), or switched off for everybody
(Power Outage).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar

from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.hooks import Hook, HookKind, Layer

if TYPE_CHECKING:
    from hyperspace.cosmic.state import CosmicState

ABILITY = HookKind.WINDOW

CanUse = Callable[["Power", "CosmicState", int, Any], bool]


def modifier(event: str, layer: Layer = Layer.ADD) -> Callable[[Any], Any]:
    def mark(fn: Any) -> Any:
        fn.hook = (HookKind.MODIFIER, event, layer, None, False)
        return fn

    return mark


def replacement(event: str) -> Callable[[Any], Any]:
    def mark(fn: Any) -> Any:
        fn.hook = (HookKind.REPLACEMENT, event, Layer.ADD, None, False)
        return fn

    return mark


def ability(
    event: str, can_use: CanUse | None = None, optional: bool = False
) -> Callable[[Any], Any]:
    def mark(fn: Any) -> Any:
        fn.hook = (ABILITY, event, Layer.ADD, can_use, optional)
        return fn

    return mark


class PowerHook(Hook):
    """A power's hook, with what an ability needs besides: its ``can_use`` test and whether it
    is ``optional`` (the engine's :class:`Hook` has fixed slots)."""

    __slots__ = ("can_use", "optional")

    def __init__(
        self, kind: HookKind, event: str, fn: Callable[..., Any], owner: str, layer: Layer,
        can_use: CanUse | None, optional: bool,
    ) -> None:  # fmt: skip
        super().__init__(kind, event, fn, owner, layer)
        self.can_use = can_use
        self.optional = optional


class Power:
    """One alien power. Subclasses set the class attributes and mark their hook methods."""

    name: ClassVar[str]  # the key: "zombie"
    title: ClassVar[str]  # "Zombie"
    short: ClassVar[str]  # its one-line tag: "Power of Immortality"
    text: ClassVar[str]  # the power's text, paraphrased
    source: ClassVar[str]  # which edition's text this is, and where it was found
    flare: ClassVar[FlareSides | None] = None  # its Flare card, when the flare's text is known

    def hooks(self) -> list[Hook]:
        found: list[Hook] = []
        for attr in dir(type(self)):
            fn = getattr(type(self), attr)
            mark = getattr(fn, "hook", None)
            if mark is None:
                continue
            kind, event, layer, can_use, optional = mark
            found.append(
                PowerHook(kind, event, getattr(self, attr), self.name, layer, can_use, optional)
            )
        return found

    # Tokens and cards a power keeps off the board (Fungus's captives...): conservation counts them.
    def tokens_held(self, state: CosmicState, colour: int) -> int:
        return 0

    def cards_held(self, state: CosmicState) -> int:
        return 0

    def public(self, state: CosmicState) -> dict[str, Any]:
        """What everybody may see of this power's own data (counters and the like)."""
        return {}


def active(state: CosmicState, seat: int) -> bool:
    """Whether ``seat`` may use its power now (AMB-G07, Cosmic Zap, Power Outage)."""
    challenge = state.challenge
    if challenge is not None and (seat in challenge.zapped or "power-outage" in challenge.flags):
        return False
    return state.home_bases(seat) >= state.config.power_threshold


def _seat(state: CosmicState, hook: Hook) -> int:
    return state.power_seat[hook.owner]


def in_order(state: CosmicState, hooks: list[Hook]) -> Iterator[tuple[int, Hook]]:
    """The hooks of active powers, offense first, then defense, then clockwise from the offense's
    left (BASE_RULES §2: simultaneous effects)."""
    if not hooks:
        return
    order = challenge_order(state)
    pairs = sorted(((order.index(_seat(state, h)), h) for h in hooks), key=lambda p: p[0])
    for _, hook in pairs:
        seat = _seat(state, hook)
        if active(state, seat):
            yield seat, hook


def challenge_order(state: CosmicState) -> list[int]:
    """Seats in the order simultaneous effects resolve: offense, defense, then clockwise."""
    n = state.config.players
    offense = state.offense
    clockwise = [(offense + i) % n for i in range(n)]
    challenge = state.challenge
    if challenge is not None and challenge.defense is not None:
        clockwise.remove(challenge.defense)
        clockwise.insert(1, challenge.defense)
    return clockwise


def modify(state: CosmicState, event: str, value: Any, ctx: Any = None) -> Any:
    """``value`` as the powers in play adjust it at ``event``, layer by layer."""
    for hook in state.hooks.hooks(HookKind.MODIFIER, event):
        seat = state.power_seat[hook.owner]
        if active(state, seat):
            value = hook.fn(state, seat, value, ctx)
    return value


def replace(state: CosmicState, event: str, ctx: Any = None) -> Any:
    """The first answer of a power replacing the usual rule at ``event``, or None."""
    for seat, hook in in_order(state, state.hooks.hooks(HookKind.REPLACEMENT, event)):
        outcome = hook.fn(state, seat, ctx)
        if outcome is not None:
            return outcome
    return None


async def abilities(state: CosmicState, event: str, ctx: Any = None) -> None:
    """Let each power with an ability at ``event`` use it, in challenge order."""
    hooks = state.hooks.hooks(ABILITY, event)
    if not hooks:
        return
    for seat, hook in list(in_order(state, hooks)):
        assert isinstance(hook, PowerHook)
        can_use = hook.can_use
        if not active(state, seat):  # an earlier ability may have switched this one off
            continue
        if can_use is not None and not can_use(state.powers[hook.owner], state, seat, ctx):
            continue
        if hook.optional:
            prompt = f"Use {state.powers[hook.owner].title} now ({event})?"
            answer = await ask(Decision(seat, f"power:{hook.owner}", ("use", "pass"), prompt))
            if answer == "pass":
                continue
        if await use_power(state, seat):
            await hook.fn(state, seat, ctx)


async def use_power(state: CosmicState, seat: int) -> bool:
    """Announce a use of ``seat``'s power; False if a Cosmic Zap stops it (the power is then off
    for the rest of the challenge)."""
    from hyperspace.cosmic.rules.specials import zap_window

    return not await zap_window(state, seat)


class Flare:
    """One side of a Flare card: its Wild side (anyone but the power's holder) or Super side (the
    holder). Eon style, a played Flare goes back to its player's hand (BASE_RULES §6b) unless it is
    ``one_shot``."""

    moments: ClassVar[frozenset[str]] = frozenset()
    one_shot: ClassVar[bool] = False
    text: ClassVar[str] = ""

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return True

    async def play(self, state: CosmicState, seat: int) -> None:
        raise NotImplementedError


class FlareSides:
    """A power's Flare card: its two sides, and where their texts come from."""

    def __init__(self, wild: Flare | None, super_: Flare | None, source: str) -> None:
        self.wild = wild
        self.super_ = super_
        self.source = source
