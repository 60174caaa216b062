"""The game-agnostic kernel: decisions, driver, record, random streams, events, hooks, views.

Nothing here imports a third-party package; every game plugs in through :class:`Game`.
"""

from hyperspace.engine.decision import Ask, Decision, Form, ask, ask_all
from hyperspace.engine.driver import Driver, replay
from hyperspace.engine.errors import (
    GameOver,
    IllegalDecision,
    RecordError,
    RefusedAnswer,
    StaleSequence,
    UnknownOption,
    WrongSeat,
)
from hyperspace.engine.events import Event
from hyperspace.engine.game import Game
from hyperspace.engine.record import Record
from hyperspace.engine.rng import Stream, Streams, WeightedTable
from hyperspace.engine.words import Text, Words

__all__ = [
    "Ask",
    "Decision",
    "Driver",
    "Event",
    "Form",
    "Game",
    "GameOver",
    "IllegalDecision",
    "Record",
    "RecordError",
    "RefusedAnswer",
    "StaleSequence",
    "Stream",
    "Streams",
    "Text",
    "UnknownOption",
    "WeightedTable",
    "Words",
    "WrongSeat",
    "ask",
    "ask_all",
    "replay",
]
