"""The Edicts, one module each (every module here but ``base`` holds one, as ``EDICT``)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Final

from hyperspace.cosmic.edicts.base import Edict


def _discover() -> dict[str, Edict]:
    found: dict[str, Edict] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name != "base":
            edict: Edict = importlib.import_module(f"{__name__}.{info.name}").EDICT
            found[edict.name] = edict
    return found


EDICTS: Final[dict[str, Edict]] = _discover()
"""Every Edict, by name ("cosmic-zap")."""

__all__ = ["EDICTS", "Edict"]
