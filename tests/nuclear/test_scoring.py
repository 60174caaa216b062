"""Who wins when the round cap ends the game (R-37, ruling H-1): the best score among the players
still standing, never a dead player however high his score. Random games almost never reach a
dead player with the best score at the cap, so the position is built."""

from __future__ import annotations

from support import Game, three

from hyperspace.nuclear.scoring import returns, winners
from hyperspace.nuclear.view import view

CAP = 4


def capped_with_a_dead_leader(b_population: int, c_population: int) -> Game:
    """A is dead with a credit of 500 (the best score); B and C stand; the capped last round is
    played with everyone passing."""
    game = three(
        {"population": 0, "alive": False, "credit": 500},
        {"population": b_population, "credit": 0},
        {"population": c_population, "credit": 0},
        round=CAP,
        max_rounds=CAP,
    )
    game.play()
    s = game.state
    assert s.over and s.survivor is None and s.round == CAP  # the cap ended it, two standing
    assert [game.score(name) for name in "ABC"] == [500, 2 * b_population, 2 * c_population]
    return game


def test_at_the_round_cap_a_dead_player_with_the_best_score_does_not_win() -> None:
    game = capped_with_a_dead_leader(10, 12)
    assert winners(game.state) == [2]  # C: 24 beats B's 20; A's 500 does not count
    assert returns(game.state) == [0.0, 0.0, 1.0]
    for seat in (None, 0, 1, 2):
        assert view(game.state, seat)["result"]["winners"] == [2]


def test_at_the_round_cap_a_tie_among_those_standing_is_shared() -> None:
    game = capped_with_a_dead_leader(11, 11)
    assert winners(game.state) == [1, 2]
    assert returns(game.state) == [0.0, 0.5, 0.5]
