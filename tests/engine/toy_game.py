"""A tiny game for the engine tests: no nuclear rules, just the shapes the driver must handle.

Each round, every seat first acknowledges (a single-option decision, answered automatically),
then adds 1, 2 or 3 to its total; then all seats bid at once (``ask_all``), where a seat whose
total is even has a single bid option (answered automatically) and the others choose.
Randomness comes from a named stream, so replays must reproduce it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hyperspace.engine import Decision, Event, Streams, ask, ask_all
from hyperspace.engine.events import visible_log


class ToyState:
    def __init__(self, players: int, rounds: int, seed: int) -> None:
        self.players = players
        self.rounds = rounds
        self.round = 1
        self.totals = [0] * players
        self.bids: list[list[str]] = []
        self.streams = Streams(seed)
        self.bonus: list[int] = []
        self.log: list[Event] = []


class Toy:
    name = "toy"
    ruleset = "toy/1"
    window_kinds: frozenset[str] = frozenset()

    def new_state(self, config: Mapping[str, Any], seed: int) -> ToyState:
        players = config.get("players", 2)
        rounds = config.get("rounds", 3)
        if not isinstance(players, int) or players < 2:
            raise ValueError("config.players: at least 2")
        if not isinstance(rounds, int) or rounds < 1:
            raise ValueError("config.rounds: at least 1")
        return ToyState(players, rounds, seed)

    async def play(self, state: ToyState) -> None:
        for number in range(1, state.rounds + 1):
            state.round = number
            for seat in range(state.players):
                await ask(Decision(seat, "ack", ["ok"]))  # single option: never recorded
                key = await ask(Decision(seat, "add", ["add:1", "add:2", "add:3"]))
                state.totals[seat] += int(key.partition(":")[2])
                state.log.append(Event("add", number, {"seat": seat}, {seat: {"amount": key}}))
            bids = await ask_all(
                [
                    Decision(
                        s, "bid", ["bid:0"] if state.totals[s] % 2 == 0 else ["bid:0", "bid:1"]
                    )
                    for s in range(state.players)
                ]
            )
            state.bids.append(list(bids))
            state.bonus.append(state.streams["bonus"].randbelow(100))

    def view(self, state: ToyState, seat: int | None, since: int | None = 0) -> dict[str, Any]:
        return {"round": state.round, "log": visible_log(state.log, seat)}

    def returns(self, state: ToyState) -> list[float]:
        best = max(state.totals)
        won = [s for s, t in enumerate(state.totals) if t == best]
        return [1.0 / len(won) if s in won else 0.0 for s in range(state.players)]

    def num_seats(self, state: ToyState) -> int:
        return state.players


TOY = Toy()


def toy_snapshot(state: ToyState) -> dict[str, Any]:
    return {
        "round": state.round,
        "totals": list(state.totals),
        "bids": [list(b) for b in state.bids],
        "bonus": list(state.bonus),
        "stream": state.streams["bonus"].getstate(),
        "log": [e.to_dict() for e in state.log],
    }
