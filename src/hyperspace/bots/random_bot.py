"""A bot that picks uniformly among the legal options. It never looks at the view."""

from __future__ import annotations

import random
from collections.abc import Callable

from hyperspace.bots.base import Observe
from hyperspace.engine.decision import Decision


class RandomBot:
    """Uniform over ``decision.options``, from its own ``random.Random(seed)``."""

    __slots__ = ("_random",)

    def __init__(self, seed: int) -> None:
        # The generator's bound ``random`` method, looked up once rather than at every decision.
        self._random: Callable[[], float] = random.Random(seed).random

    def choose(self, decision: Decision, observe: Observe) -> str:
        options = decision.options
        return options[int(self._random() * len(options))]
