"""How often each card type was put to use, per seat: the simulation's per-card counters
(``hyperspace simulate nuclear --json``, ``card_uses``). They are statistics only: no rule reads
them."""

from __future__ import annotations

from typing import Final

from hyperspace.nuclear.cards import SPECIAL, ULTIMATE, Card
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.state import TurnPlan

NOTHING: Final = "found nothing"  # the counter of thefts that took nothing: "S2 found nothing"


def count_uses(res: Resolution) -> None:
    """Called once a round, before cleanup: every move that stood counts the cards it used. A
    move voided by S4, S5 or U3 used nothing (its cards come back). A theft that found nothing
    to take is also counted, as ``S1 found nothing`` (S2, S3 likewise)."""
    uses = res.state.uses
    for plan in res.live_plans():
        counts = uses[plan.seat]
        for card in used_cards(plan):
            key = card.label if card.type in (SPECIAL, ULTIMATE) else card.type
            counts[key] = counts.get(key, 0) + 1
    for thief, _victim, stolen, label in res.thefts:
        if stolen is None:
            key = f"{label} {NOTHING}"
            uses[thief][key] = uses[thief].get(key, 0) + 1


def used_cards(plan: TurnPlan) -> list[Card]:
    """The cards a move put to use: the terminal action's (a gift is no use; a launch's missile
    was counted at its prep, a submarine's is counted here), the S-card and its W-card (S6,
    S18), the U-card."""
    cards = [] if plan.terminal == "give" else list(plan.cards)
    if plan.terminal == "sublaunch" and plan.missile is not None:
        cards.append(plan.missile)
    for card in (plan.special, plan.special_warhead, plan.ultimate):
        if card is not None:
            cards.append(card)
    return cards
