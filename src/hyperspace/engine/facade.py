"""An OpenSpiel-style facade over the driver, for bots and research code.

``current_player`` is a seat, or :data:`TERMINAL` when the game is over, or :data:`SIMULTANEOUS`
when several seats must answer at once. Actions are the option keys of the pending decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.engine.driver import Driver
from hyperspace.engine.game import Game

TERMINAL: Final = -4
SIMULTANEOUS: Final = -2


class Env:
    __slots__ = ("driver",)

    def __init__(self, driver: Driver) -> None:
        self.driver = driver

    @classmethod
    def new(cls, game: Game, config: Mapping[str, Any], seed: int) -> Env:
        return cls(Driver(game, config, seed))

    def current_player(self) -> int:
        if self.driver.finished:
            return TERMINAL
        seats = {d.seat for d in self.driver.pending}
        return seats.pop() if len(seats) == 1 else SIMULTANEOUS

    def is_terminal(self) -> bool:
        return self.driver.finished

    def legal_actions(self, seat: int | None = None) -> list[str]:
        """The listed option keys of ``seat`` (default: the current player). For a decision with
        a form (a proposal) they are its listed answers and suggestions: any key the form
        accepts is legal too (``apply_action`` takes it; ``Decision.refusal`` judges one)."""
        if self.driver.finished:
            return []
        target = self.current_player() if seat is None else seat
        return list(self.driver.decision_for(target).options)

    def apply_action(self, action: str, seat: int | None = None) -> None:
        self.driver.submit(self.current_player() if seat is None else seat, action)

    def clone(self) -> Env:
        return Env(self.driver.fork())

    def returns(self) -> list[float]:
        return self.driver.returns()

    def observation(self, seat: int | None) -> dict[str, Any]:
        return self.driver.view(seat)

    def num_players(self) -> int:
        return int(self.driver.game.num_seats(self.driver.state))
