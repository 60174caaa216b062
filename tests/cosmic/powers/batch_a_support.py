"""Helpers shared by the tests of Anti-Matter, Calculator, Chronos, Fungus, Healer, Macron, Vacuum,
Virus, Void, Warrior and Zombie: three-player positions where only the seats named hold a power,
and the usual hands and answers of their first challenge."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hyperspace.engine import Driver

from ..support import new_game, state

# Seat 0 is the offense; the Destiny Pile names seat 1 first, then goes round.
DESTINY = [1, 2, 0, 1, 2, 0, 1, 2, 0]
ZAP = "edict-cosmic-zap"

# Hands for the first challenge (seat 0 against seat 1; seat 2 may ally): the offense wins, or
# loses, whatever the tokens.
WINNING = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
LOSING = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
# Answers: the offense launches two tokens (one unless told); seat 2 allies with the offense, or
# the defense, with one token, named with the side (C-604).
TWO = {"launch": ["A1+A2"]}
OFFENSIVE_ALLY = {"invite": {0: "invite:2"}, "alliance": "offense:C1"}
DEFENSIVE_ALLY = {"invite": {1: "invite:2"}, "alliance": "defense:C1"}


def game(powers: Mapping[int, str], seed: int = 0, players: int = 3, **setup: Any) -> Driver:
    """``players`` players, only the seats in ``powers`` holding one; seat 0 challenges seat 1
    first. ``setup`` adds scenario keys (hands, planets, warp, deck, ...)."""
    position = {"offense": 0, "destiny": DESTINY, "powers": dict(powers), **setup}
    return new_game(seed, players=players, use_powers=False, setup=position)


def log(driver: Driver, kind: str) -> list[dict[str, Any]]:
    """The public parts of the log entries of ``kind``."""
    return [dict(e.public or {}) for e in state(driver).log if e.kind == kind]


def first_challenge(driver: Driver) -> bool:
    """``until``: the first challenge has ended."""
    s = state(driver)
    return s.challenges > 1 or (s.challenges == 1 and s.challenge is None) or s.over
