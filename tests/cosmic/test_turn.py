"""Turns: the safety cap on challenges stops a game where it stands, flagged and said (the
simulations' guard; a game it stops has no winner)."""

from __future__ import annotations

import random

from hyperspace.cosmic import COSMIC
from hyperspace.engine import Driver


def test_the_cap_stops_the_game_flagged_and_logged() -> None:
    driver = Driver(COSMIC, {"players": 3, "use_powers": False, "max_challenges": 2}, 5)
    rng = random.Random(5)
    while not driver.finished:
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
    state = driver.state
    assert state.over and state.capped and state.winners == []
    assert state.challenges == 2
    last = state.log[-1]
    assert last.kind == "capped" and last.public == {"challenges": 2}
