"""Unzap: cancel a Cosmic Zap as it is played, so the power it aimed at works.

Source: no text found (POWER_TEXTS E1); the Pulsars seed names it and says it does not undo a
Pulsar shut-off. Ruling C-7 (docs/rulings.md): it answers a Cosmic Zap, like a Card Zap that only
works on Zaps.
"""

from typing import Final

from hyperspace.cosmic.edicts.base import Edict


class Unzap(Edict):
    name = "unzap"
    title = "Unzap"
    text = "Cancel a Cosmic Zap as it is played."
    source = "no text found; seed 004 names it; ruling C-7"


EDICT: Final = Unzap()
