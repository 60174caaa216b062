"""What every special (S1-S22) and ultimate (U1-U4) card declares about itself.

A card module defines one ``CARD = Card(...)``: its kind, duration, target, anonymity, its place in
the round's processing order (SPEC §6.2), the own card it cancels, its hooks, and its ``process``
step. The registry in this package finds the modules by themselves: a new card is a new file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from hyperspace.engine.hooks import Hook


class Kind(Enum):
    ONE_SHOT = "one-shot"  # resolves this round, then is consumed
    TRIGGER = "idle trigger"  # waits idle until its trigger fires, then is consumed
    DURATION = "duration"  # in force for ``rounds`` rounds counted from activation


@dataclass(frozen=True)
class SpecialCard:
    label: str  # "S15", "U2"
    name: str
    kind: Kind
    step: float | None = None  # position in SPEC §6.2; None: the card acts only through hooks
    rounds: int = 0  # for DURATION cards
    targeted: bool = False  # needs an opponent as target
    anonymous: bool = False  # the target is not told who used it
    needs_warhead: bool = False  # S6 and S18 name a W-card from hand
    ends_turn: bool = False  # S18, U1: the activation is also the terminal action
    cancels: str | None = None  # the own active card this activation cancels (with a warning)
    hooks: tuple[Hook, ...] = ()
    process: Callable[[Any], Any] | None = field(default=None, compare=False)

    @property
    def is_ultimate(self) -> bool:
        return self.label.startswith("U")
