"""S9, spy satellite.

Card text (paraphrased): tells the player which cards the other players took and which missiles
they prepped, for 5 rounds counting this one. Its priority is printed as "(???)". Source: seed 003,
special cards; SPEC §11; rulings R-15 (delivered after cleanup), R-16 (picks and preps only;
secret; the setting ``s9_reports_gifts_and_thefts`` adds the cards obtained by gift or theft).
"""

from typing import Any, Final

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
    received = obtained(res) if state.config.s9_reports_gifts_and_thefts else None
    for holder in state.players:
        if (holder.seat, "S9") not in res.fired or not holder.alive:
            continue
        report: dict[int, dict[str, Any]] = {}
        for other in state.players:
            if other is holder or other.seat not in {p.seat for p in res.alive_at_start}:
                continue
            prepped = (
                other.prepped.label if other.prepped and other.prepped_due > state.round else None
            )
            report[other.seat] = {"picked": [c.label for c in other.picked], "prepped": prepped}
            if received is not None:
                report[other.seat]["received"] = received.get(other.seat, [])
        state.emit("intel", None, {holder.seat: {"intel": report, "text": "Spy satellite report"}})


def obtained(res: Resolution) -> dict[int, list[str]]:
    """R-16's configurable alternative (``s9_reports_gifts_and_thefts``): the cards each player
    obtained this round by gift or theft, in the order they came."""
    cards: dict[int, list[str]] = {}
    for plan in res.live_plans():
        if plan.terminal == "give" and plan.target is not None:
            cards.setdefault(plan.target, []).append(plan.cards[0].label)
    for thief, _victim, card, _label in res.thefts:
        if card is not None:
            cards.setdefault(thief, []).append(card.label)
    return cards


# Step 24: informational only; it just records the holders after every other step.
CARD: Final = SpecialCard(
    "S9", "Spy satellite", Kind.DURATION, step=24, rounds=5, hooks=(_intel,), process=process
)
