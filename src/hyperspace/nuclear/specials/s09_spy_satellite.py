"""S9, spy satellite.

Card text (paraphrased): tells the player which cards the other players took and which missiles
they prepped, for 5 rounds counting this one. Its priority is printed as "(???)". Source: seed 003,
special cards; SPEC §11; rulings R-15 (delivered after cleanup), R-16 (picks and preps only; secret).
"""

from hyperspace.engine.hooks import trigger
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


# "Tells player what cards the other players took and what M-cards they prepped."
@trigger("after_cleanup", "S9")
def _intel(res: Resolution) -> None:
    if "S9" not in res.in_play:
        return
    state = res.state
    for holder in state.players:
        if "S9" not in holder.active or holder.seat in res.disabled or not holder.alive:
            continue
        report = {}
        for other in state.players:
            if other is holder or other.seat not in {p.seat for p in res.alive_at_start}:
                continue
            prepped = other.prepped.label if other.prepped and other.prepped_due > state.round \
                else None
            report[other.seat] = {"picked": [c.label for c in other.picked], "prepped": prepped}
        state.emit("intel", None, {holder.seat: {"intel": report, "text": "Spy satellite report"}})


CARD = SpecialCard("S9", "Spy satellite", Kind.DURATION, rounds=5, hooks=(_intel,))
