"""U3, time machine.

Card text (paraphrased): nobody but the player can move for 8 rounds; all opponents' S- and D-cards
are ignored; a penalty of 20,000 bonus points. Source: seed 003, ultimate cards; SPEC §12.3; rulings
R-35 (the activation round counts; the others' moves that round are void; later they are skipped;
their missiles due then are forfeited; periodic deals still reach them), amended R-9.
"""

from typing import Any, Final

from hyperspace.engine.hooks import trigger
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import announce_ultimate

PENALTY: Final = 20_000


def process(res: Resolution) -> None:
    for plan in res.live_plans():
        if plan.ultimate is not None and plan.ultimate.label == "U3":
            for other in res.alive_at_start:
                if other.seat != plan.seat:
                    res.void(other.seat)
                    res.disabled.add(other.seat)
            announce_ultimate(res, "U3", names_user=True)  # only one player moves: it shows
            return


@trigger("installed", "U3")
def _penalty(ctx: tuple[Resolution, Any, Any]) -> None:
    _res, player, card = ctx
    if card.label == "U3":
        player.penalty_u3 += PENALTY


CARD: Final = SpecialCard(
    "U3", "Time machine", Kind.DURATION, step=3.52, rounds=8, hooks=(_penalty,), process=process
)
