"""The Flare base class's two guards: a Flare played at a window defines ``play``, one that answers
an event defines ``respond``; one that declares neither is never asked to, and if it were, the
base class says so by name rather than doing nothing."""

from __future__ import annotations

import asyncio

import pytest

from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.powers.base import Flare

from ..support import new_game, state

SIDES = [
    side
    for power in POWERS.values()
    if getattr(power, "flare", None) is not None
    for side in (power.flare.wild, power.flare.super_)
    if side is not None
]


def test_every_flare_side_defines_what_it_declares() -> None:
    assert len(SIDES) > 50
    for side in SIDES:
        if side.moments:
            assert type(side).play is not Flare.play, type(side).__name__
        if side.events:
            assert type(side).respond is not Flare.respond, type(side).__name__


def test_the_guards_name_the_flare_that_declares_nothing() -> None:
    quiet, position = Flare(), state(new_game())  # a Flare of no moments and no events
    with pytest.raises(NotImplementedError, match="Flare is played at no window"):
        asyncio.run(quiet.play(position, 0))
    with pytest.raises(NotImplementedError, match="Flare answers no event"):
        asyncio.run(quiet.respond(position, 0, "event", None))
