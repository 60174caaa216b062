"""S7, mercenary missile sabotage (anonymous).

Card text (paraphrased): before M-cards, the opponent loses the M-card of their current launch
preparation (not a submarine launch); if they are launching it, the W-card goes too. Overrides S14.
One use. Source: seed 003, special cards; SPEC §11; rulings R-19 (the current missile; processed
before S14, and an AWS switch does not save it), R-66 (a sabotaged launch is reported to its user
and to its target, without the saboteur's name).
"""

from typing import Final

from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


def process(res: Resolution) -> None:
    # No shield check here: S10 fires at step 1 on every anonymous card aimed at its holder, so an
    # S7 aimed at a shielded player has already failed and is not among the live plans.
    for plan in res.live_plans("S7"):
        target = plan.special_target
        assert target is not None
        victim = res.plans.get(target)
        if victim is None or victim.void or victim.terminal not in ("prep", "launch"):
            continue  # no applicable missile: no effect
        victim.sabotaged = True
        if victim.terminal == "prep":
            res.consumed.append(victim.cards[0])
            lost = victim.cards[0].label
        else:
            missile = res.state.players[target].prepped
            lost = " and ".join(
                [missile.label if missile else "missile", *(w.label for w in victim.cards)]
            )
            aimed_at = victim.target
            assert aimed_at is not None
            # the launch's target hears of it too; the saboteur stays anonymous.
            text = f"{res.name(target)}'s launch against you was stopped by sabotage."
            res.tell(aimed_at, "stopped", text)
        res.tell(target, "sabotage", f"Your missile was sabotaged: you lost {lost}.")


CARD: Final = SpecialCard(
    "S7",
    "Mercenary missile sabotage",
    Kind.ONE_SHOT,
    step=5,
    targeted=True,
    anonymous=True,
    process=process,
)
