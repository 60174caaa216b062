"""Many games between bots: the runner (process pool, results in game order), statistics, and
the throughput benchmark."""

from hyperspace.sim.runner import GAMES, GameResult, lineup, play_game, simulate
from hyperspace.sim.stats import wilson

__all__ = ["GAMES", "GameResult", "lineup", "play_game", "simulate", "wilson"]
