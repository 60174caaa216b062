"""The WARP variants, one module each (every module here but ``base`` holds one, as ``VARIANT``)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Final

from hyperspace.cosmic.variants.base import Variant


def _discover() -> dict[str, type[Variant]]:
    found: dict[str, type[Variant]] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name != "base":
            variant: type[Variant] = importlib.import_module(f"{__name__}.{info.name}").VARIANT
            found[variant.name] = variant
    return found


VARIANTS: Final[dict[str, type[Variant]]] = _discover()
"""Every implemented variant, by name."""

__all__ = ["VARIANTS", "Variant"]
