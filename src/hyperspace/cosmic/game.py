"""Cosmic Encounter as an engine :class:`~hyperspace.engine.game.Game`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from copy import deepcopy
from typing import Any, Final

from hyperspace.cosmic.config import Config
from hyperspace.cosmic.rules.turn import play_game
from hyperspace.cosmic.setup import new_game
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.view import part, view
from hyperspace.engine.config import ConfigBase
from hyperspace.engine.view import SeatView
from hyperspace.engine.words import Words


class CosmicGame:
    name = "cosmic"
    config: type[ConfigBase] = Config
    ruleset = "cosmic-eon/4"  # Eon-era rules as The WARP played them; revision 4: C-604
    # Decisions that poll for a card any player may hold: a server offers them as windows to
    # every seat, so the pattern of prompts shows nobody who holds what (docs/server.md).
    window_kinds = frozenset({"play-card", "cancel-card", "cosmic-zap"})

    def __init__(self) -> None:
        self._parsed: tuple[dict[str, Any], Config] | None = None  # the last config, parsed

    def new_state(self, config: Mapping[str, Any], seed: int) -> CosmicState:
        parsed = self._config(config)
        state = CosmicState(parsed, seed)
        new_game(state)
        if parsed.setup is not None:
            from hyperspace.cosmic.scenario_setup import apply_setup

            apply_setup(state, parsed.setup)
        return state

    def _config(self, config: Mapping[str, Any]) -> Config:
        """``config`` parsed and checked: once for the many games a bench or a study plays with
        one config (a Config is frozen: the games share it)."""
        last = self._parsed
        if last is not None and last[0] == config:
            return last[1]
        parsed = Config.from_mapping(config)
        self._parsed = (deepcopy(dict(config)), parsed)  # a copy: the caller may change his
        return parsed

    async def play(self, state: CosmicState) -> None:
        await play_game(state)

    def view(self, state: CosmicState, seat: int | None, since: int | None = 0) -> dict[str, Any]:
        return view(state, seat, since)

    def observer(self, state: CosmicState, seat: int) -> Callable[[], dict[str, Any]]:
        """The seat's view, by parts for the heuristic bot (cosmic.view.PARTS)."""
        return SeatView(view, part, state, seat)

    def returns(self, state: CosmicState) -> list[float]:
        """1 for a winner (shared wins each count 1), 0 otherwise; all 0 when capped."""
        return [1.0 if p.seat in state.winners else 0.0 for p in state.players]

    @property
    def words(self) -> Words:
        """The game's words for people (imported on first use: simulations never need them)."""
        from hyperspace.cosmic.words import WORDS

        return WORDS

    def num_seats(self, state: CosmicState) -> int:
        return len(state.players)


COSMIC: Final = CosmicGame()
