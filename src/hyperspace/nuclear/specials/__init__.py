"""The 22 special cards and 4 ultimate cards, one module each (found by name: sNN_*.py, uN_*.py)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Final

from hyperspace.engine.hooks import HookIndex
from hyperspace.nuclear.specials.base import Kind, SpecialCard


def _discover() -> dict[str, SpecialCard]:
    cards: dict[str, SpecialCard] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name[0] in "su" and info.name[1].isdigit():
            card: SpecialCard = importlib.import_module(f"{__name__}.{info.name}").CARD
            cards[card.label] = card
    return cards


CARDS: Final[dict[str, SpecialCard]] = _discover()
# Hooks apply in the cards' processing order (SPEC §6.2): S13 reflects before S12 and S11 fail.
HOOKS: Final = HookIndex(
    [hook for card in sorted(CARDS.values(), key=lambda c: c.step or 0.0) for hook in card.hooks]
)

__all__ = ["CARDS", "HOOKS", "Kind", "SpecialCard"]
