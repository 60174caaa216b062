"""A round (SPEC §4.1): every living, non-frozen player takes a turn in seat order, then the round
resolves in two phases: the processing steps of §6.2 in order [R-3, R-13, R-14], then cleanup."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, Final

from hyperspace.nuclear.rules.cleanup import cleanup
from hyperspace.nuclear.rules.damage import defense_step, missile_step, warhead_step
from hyperspace.nuclear.rules.propaganda import propaganda_step
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.rules.turn import take_turn
from hyperspace.nuclear.specials import CARDS, HOOKS
from hyperspace.nuclear.state import NuclearState

Step = tuple[float, str, Callable[[Resolution], Any], bool]
CORE: Final = frozenset({"D", "M", "W", "P"})


def _steps() -> list[Step]:
    """The processing order: the card types' own steps plus every card's declared step."""
    core: list[tuple[float, str, Callable[[Resolution], Any]]] = [
        (9, "D", defense_step),
        (12, "M", missile_step),
        (17, "W", warhead_step),
        (22, "P", propaganda_step),
    ]
    core += [
        (card.step, label, card.process)
        for label, card in CARDS.items()
        if card.step is not None and card.process is not None
    ]
    return [(n, label, fn, inspect.iscoroutinefunction(fn)) for n, label, fn in sorted(core)]


STEPS: Final = _steps()
CORE_STEPS: Final = [step for step in STEPS if step[1] in CORE]
# Each label's step as a bit (its position in STEPS), and the card types' own steps' bits: a
# round's steps are chosen by a mask, in order, without a set lookup per step.
STEP_BIT: Final = {step[1]: 1 << position for position, step in enumerate(STEPS)}
CORE_BITS: Final = sum(STEP_BIT[label] for label in CORE)


def steps_for(in_play: set[str]) -> list[Step]:
    """This round's steps: the card types' own, and those of the cards somebody has in play."""
    if not in_play:
        return CORE_STEPS
    bits = CORE_BITS
    for label in in_play:
        bits |= STEP_BIT.get(label, 0)
    return [step for position, step in enumerate(STEPS) if bits >> position & 1]


async def play_round(state: NuclearState) -> None:
    state.plans = {}
    time_machine = state.time_machine_owner()  # the others are frozen
    for player in state.players:
        if player.alive and time_machine in (None, player.seat):
            await take_turn(state, player)
    await resolve(state)


async def resolve(state: NuclearState) -> None:
    res = state.resolution = Resolution(state, HOOKS)
    for _, _, process, is_async in steps_for(res.in_play):
        if res.doomsday is not None:
            break  # U1: the rest of phase 1 is skipped (§12.1)
        if is_async:
            await process(res)
        else:
            process(res)
    cleanup(res)
    state.resolution = None
