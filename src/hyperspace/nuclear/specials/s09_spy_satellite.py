"""S9, spy satellite.

Card text (paraphrased): tells the player which cards the other players took and which missiles
they prepped, for 5 rounds counting this one. Its priority is printed as "(???)". Source: seed 003,
special cards; SPEC §11; rulings R-15 (delivered after cleanup), R-16 (picks and preps only;
secret).
"""

from hyperspace.engine.hooks import trigger
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import holders


def process(res: Resolution) -> None:
    """Note who has a working S9 this round, before C5 expires it: the window's last round gets its
    report too (D(5) counting the activation round, R-16, R-29). Only S9's own mark, never read as
    an idle trigger (S9 is a duration card)."""
    for seat in holders(res, "S9"):
        res.fired.add((seat, "S9"))


# "Tells player what cards the other players took and what M-cards they prepped."
@trigger("after_cleanup", "S9")
def _intel(res: Resolution) -> None:
    if "S9" not in res.in_play:
        return
    state = res.state
    for holder in state.players:
        if (holder.seat, "S9") not in res.fired or not holder.alive:
            continue
        report = {}
        for other in state.players:
            if other is holder or other.seat not in {p.seat for p in res.alive_at_start}:
                continue
            prepped = (
                other.prepped.label if other.prepped and other.prepped_due > state.round else None
            )
            report[other.seat] = {"picked": [c.label for c in other.picked], "prepped": prepped}
        state.emit("intel", None, {holder.seat: {"intel": report, "text": "Spy satellite report"}})


# Step 24: informational only; it just records the holders after every other step.
CARD = SpecialCard(
    "S9", "Spy satellite", Kind.DURATION, step=24, rounds=5, hooks=(_intel,), process=process
)
