"""The moments of the rules at which powers and Flares may act: a moment nobody listens to
awaits a shared awaitable that is done at once; one that a power listens to runs its abilities."""

from __future__ import annotations

from collections.abc import Awaitable, Coroutine

import pytest

from hyperspace.cosmic.powers.base import NOTHING, abilities

from .support import new_game, state


def _run(awaitable: Awaitable[None]) -> None:
    """Await ``awaitable`` in a coroutine that must finish without suspending."""

    async def main() -> None:
        await awaitable

    with pytest.raises(StopIteration) as done:
        main().send(None)
    assert done.value.value is None


def test_a_moment_nobody_listens_to_is_done_at_once() -> None:
    game = state(new_game(1))
    assert abilities(game, "nobody-listens-here") is NOTHING
    _run(abilities(game, "nobody-listens-here"))
    _run(abilities(game, "nobody-listens-here"))  # shared, and still done


def test_a_moment_a_power_or_a_flare_listens_to_is_offered() -> None:
    game = state(new_game(1, use_powers=True, players=4))
    assert game.hooks.windows("reveal")  # a power dealt here acts at the reveal
    assert game.flare_events  # and the Flares dealt answer some events
    for event in {"reveal", *game.flare_events}:
        offered = abilities(game, event)
        assert offered is not NOTHING
        assert isinstance(offered, Coroutine)
        offered.close()  # made, not run
