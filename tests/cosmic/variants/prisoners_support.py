"""Positions for the Prisoners tests: three players, no powers unless named, seat 0 the offense;
the Destiny Pile starts with a Capture Challenge card, then seat 1's colour (seed 002)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import prisons
from hyperspace.engine import Driver

from ..support import new_game, state

CAPTURE_FIRST = ("capture", 1, 2, 0, 1, 2, 0, 1, 2, 0)
PLAIN = (1, 2, 0, 1, 2, 0, 1, 2, 0)

# Seat 0 against seat 1: the offense wins, or loses, whatever the tokens.
WINNING = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
LOSING = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
TWO = {"launch": ["A1+A2"]}
OFFENSIVE_ALLY = {"invite": {0: "invite:2"}, "alliance": "offense:C1"}
DEFENSIVE_ALLY = {"invite": {1: "invite:2"}, "alliance": "defense:C1"}


def game(
    powers: Mapping[int, str] | None = None,
    destiny: Sequence[Any] = CAPTURE_FIRST,
    jail: Mapping[str, list[int]] | None = None,
    seed: int = 0,
    config: Mapping[str, Any] | None = None,
    **setup: Any,
) -> Driver:
    own: dict[str, Any] = {"destiny": list(destiny)}
    if jail:
        own["prisons"] = dict(jail)
    position = {"offense": 0, "powers": dict(powers or {}), "prisoners": own, **setup}
    return new_game(
        seed, players=3, use_powers=False, variants=("prisoners",), setup=position,
        **(config or {}),
    )  # fmt: skip


def held(driver: Driver) -> list[list[int]]:
    return [list(p) for p in prisons(state(driver)).held]


def log(driver: Driver, kind: str) -> list[dict[str, Any]]:
    return [dict(e.public or {}) for e in state(driver).log if e.kind == kind]


def first_challenge(driver: Driver) -> bool:
    s = state(driver)
    return s.challenges > 1 or (s.challenges == 1 and s.challenge is None) or s.over


def capture(s: CosmicState) -> bool:
    return s.challenge is not None and "capture" in s.challenge.flags
