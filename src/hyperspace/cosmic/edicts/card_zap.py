"""Card Zap: cancel an Edict or Flare as it is played; it is discarded with no effect.

Source: FFG wording (Cosmic Encounter wiki, Artifact; BASE_RULES §6a), AMB-B02. Played only in
answer to another card (rules.specials.cancelled); a Card Zap can itself be Card Zapped.
"""

from typing import Final

from hyperspace.cosmic.edicts.base import Edict


class CardZap(Edict):
    name = "card-zap"
    title = "Card Zap"
    text = "Cancel an Edict or Flare as it is played."
    source = "FFG wording (BASE_RULES §6a), AMB-B02"


EDICT: Final = CardZap()
