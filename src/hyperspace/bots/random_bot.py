"""A bot that picks uniformly among the legal options. It never looks at the view."""

from __future__ import annotations

import random

from hyperspace.bots.base import Observe
from hyperspace.engine.decision import Decision


class RandomBot:
    """Uniform over ``decision.options``, from its own ``random.Random(seed)``."""

    __slots__ = ("_rng",)

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, decision: Decision, observe: Observe) -> str:
        options = decision.options
        return options[int(self._rng.random() * len(options))]
