"""U2, salvaged UFO technology.

Card text (paraphrased): no M-card is needed to launch a W-card; every opponent's D-card is ignored;
works for 6 rounds; a penalty of 2 bonus points for every population point the player's W-card
launches destroy. Source: seed 003, ultimate cards; SPEC §12.2; rulings amended R-34 (the penalty
counts every point destroyed by the holder's launches in the window, fallout included, wherever it
falls), R-34 second amendment (stealth bombs count too; only S6 donations are exempt). The UFO
launch is offered in the turn (rules/turn.py); the penalty is counted at cleanup C1
(rules/cleanup.py, ``credit_warhead``).
"""

from typing import Any, Final

from hyperspace.engine.hooks import Layer, modifier
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import announce_ultimate


def process(res: Resolution) -> None:
    announce_ultimate(res, "U2", names_user=False)


# "All opponent's D-cards are ignored."
@modifier("defense_applies", "U2", Layer.SET)
def _ignore_defense(applies: bool, ctx: tuple[Resolution, Any]) -> bool:
    res, delivery = ctx
    return applies and not res.has(delivery.attacker, "U2")


CARD: Final = SpecialCard(
    "U2",
    "Salvaged UFO technology",
    Kind.DURATION,
    step=3.53,
    rounds=6,
    hooks=(_ignore_defense,),
    process=process,
)
