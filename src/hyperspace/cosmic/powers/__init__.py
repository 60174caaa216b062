"""The alien powers, one module each (every module here but ``base`` and ``common`` holds one, as
``POWER``)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Final

from hyperspace.cosmic.powers.base import Power

NOT_POWERS: Final = ("base", "common")  # the framework, and helpers several powers share


def _discover() -> dict[str, type[Power]]:
    found: dict[str, type[Power]] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name not in NOT_POWERS:
            power: type[Power] = importlib.import_module(f"{__name__}.{info.name}").POWER
            found[power.name] = power
    return found


POWERS: Final[dict[str, type[Power]]] = _discover()
"""Every implemented power, by name."""

__all__ = ["POWERS", "Power"]
