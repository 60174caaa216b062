"""The contract a game implements to be driven by the engine."""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping
from typing import Any, Protocol

from hyperspace.engine.config import ConfigBase
from hyperspace.engine.decision import Ask
from hyperspace.engine.words import Words


class Game(Protocol):
    """A game: builds its state, plays it as a coroutine of decisions, and shows it seat by seat."""

    name: str
    ruleset: str
    config: type[ConfigBase]  # its settings, and the type each takes (``field_types``)
    window_kinds: frozenset[str]  # decision kinds that poll for a card any player may hold

    def new_state(self, config: Mapping[str, Any], seed: int) -> Any:
        """A fresh state for ``config`` (validated; raises ValueError naming the bad field)."""
        ...

    def play(self, state: Any) -> Coroutine[Ask, tuple[str, ...], None]:
        """The whole game, as rules code that awaits decisions."""
        ...

    def view(self, state: Any, seat: int | None, since: int | None = 0) -> dict[str, Any]:
        """What ``seat`` may see (``None``: the public observer), built by allow-list; its log
        from visible entry ``since`` on (``None``: no log)."""
        ...

    def observer(self, state: Any, seat: int) -> Callable[[], dict[str, Any]]:
        """What a bot of ``seat`` looks through: a call builds ``view(state, seat, None)``, as
        the game is then (a game may also build it by parts: ``engine.view.SeatView``)."""
        ...

    def returns(self, state: Any) -> list[float]:
        """Each seat's result once the game is over (1 for a win, shared on ties, else 0)."""
        ...

    def num_seats(self, state: Any) -> int: ...

    @property
    def words(self) -> Words:
        """How the game says itself to people (prompts, options, log, result, rules texts)."""
        ...
