"""Cosmic Encounter with the Eon-era rules, as The WARP played it."""

from hyperspace.cosmic.game import COSMIC

__all__ = ["COSMIC"]
