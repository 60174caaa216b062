"""What a bot is, and the registry that makes one by name.

A bot answers one :class:`~hyperspace.engine.decision.Decision` at a time. It may look at nothing
but the decision and what ``observe()`` returns: the seat's own view (built by the game's allow-list
view function). ``observe`` is a zero-argument callable so the view is only built when a bot asks
for it: a random bot never does, and costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Protocol

from hyperspace.engine.decision import Decision

Observe = Callable[[], dict[str, Any]]
"""Returns the deciding seat's view (a plain dict); built lazily, on call."""


class Bot(Protocol):
    """An automatic player for one seat."""

    def choose(self, decision: Decision, observe: Observe) -> str:
        """One of ``decision.options``."""
        ...


BotFactory = Callable[[str, int], Bot]
"""``factory(game_name, seed) -> Bot``; raises ValueError if it cannot play that game."""


def _random(game: str, seed: int) -> Bot:
    from hyperspace.bots.random_bot import RandomBot

    return RandomBot(seed)


def _heuristic(game: str, seed: int) -> Bot:
    if game == "nuclear":
        from hyperspace.bots.nuclear_heuristic import NuclearHeuristicBot

        return NuclearHeuristicBot(seed)
    if game == "cosmic":
        from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot

        return CosmicHeuristicBot(seed)
    raise ValueError(f"no heuristic bot for game {game!r} (available for: nuclear, cosmic)")


BOTS: Final[dict[str, BotFactory]] = {"random": _random, "heuristic": _heuristic}
"""Bot kinds by name."""


def make_bot(kind: str, game: str, seed: int) -> Bot:
    """A new bot of ``kind`` for ``game``, with its own random stream seeded by ``seed``."""
    factory = BOTS.get(kind)
    if factory is None:
        raise ValueError(f"unknown bot kind {kind!r} (known: {', '.join(BOTS)})")
    return factory(game, seed)
