"""Cosmic Zap: stop one use of an alien power as it is being used; that power is off for the rest
of the challenge.

Source: FFG wording (Cosmic Encounter wiki, Cosmic Zap; BASE_RULES §6a), AMB-B02. Played only in
answer to a power's use (rules.specials.zap_window), by any player but the power's holder (C-4).
"""

from typing import Final

from hyperspace.cosmic.edicts.base import Edict


class CosmicZap(Edict):
    name = "cosmic-zap"
    title = "Cosmic Zap"
    text = "Stop a use of a power as it is used; the power is off for the rest of the challenge."
    source = "FFG wording (BASE_RULES §6a), AMB-B02"


EDICT: Final = CosmicZap()
