"""Automatic players: a uniform random bot for any game, and a heuristic bot per game.

Bots see only the decision they are asked and their seat's view (see :mod:`hyperspace.bots.base`).
"""

from hyperspace.bots.base import BOTS, Bot, Observe, make_bot

__all__ = ["BOTS", "Bot", "Observe", "make_bot"]
