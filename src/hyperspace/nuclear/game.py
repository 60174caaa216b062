"""The nuclear game as an engine :class:`~hyperspace.engine.game.Game`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, Final

from hyperspace.engine.config import ConfigBase
from hyperspace.engine.words import Words
from hyperspace.nuclear import scoring
from hyperspace.nuclear.config import Config
from hyperspace.nuclear.rules.round import play_round
from hyperspace.nuclear.setup import apply_setup, check_script, deal_starting_hands
from hyperspace.nuclear.state import NuclearState
from hyperspace.nuclear.view import view

_WORDS: Final[dict[str, Words]] = {}  # NuclearGame.words, once imported


class NuclearGame:
    name = "nuclear"
    config: type[ConfigBase] = Config
    ruleset = "nuclear-1.1/2"  # rules version "Updated rules 1.1", engine ruleset revision 2
    # Decisions that poll for a card any player may hold: a server offers them as windows to
    # every seat, so the pattern of prompts shows nobody who holds what (docs/server.md).
    window_kinds = frozenset({"aws"})

    def new_state(self, config: Mapping[str, Any], seed: int) -> NuclearState:
        parsed = Config.from_mapping(config)
        state = NuclearState(parsed, seed)
        if parsed.starting_hand:
            deal_starting_hands(state)
        if parsed.setup is not None:
            apply_setup(state, parsed.setup)
        if parsed.script is not None:
            state.script = check_script(parsed.script)
        return state

    async def play(self, state: NuclearState) -> None:
        """Rounds until at most one player stands, or the round cap (§4.1, §14)."""
        while not state.over:
            await play_round(state)
            if not state.over:
                state.round += 1

    def view(self, state: NuclearState, seat: int | None, since: int | None = 0) -> dict[str, Any]:
        return view(state, seat, since)

    def observer(self, state: NuclearState, seat: int) -> Callable[[], dict[str, Any]]:
        return partial(view, state, seat, None)

    def returns(self, state: NuclearState) -> list[float]:
        return scoring.returns(state)

    @property
    def words(self) -> Words:
        """The game's words for people (imported on first use: simulations never need them)."""
        words = _WORDS.get("words")
        if words is None:  # the server asks for every log entry it words: import once
            from hyperspace.nuclear.words import WORDS

            words = _WORDS["words"] = WORDS
        return words

    def num_seats(self, state: NuclearState) -> int:
        return len(state.players)


NUCLEAR: Final = NuclearGame()
