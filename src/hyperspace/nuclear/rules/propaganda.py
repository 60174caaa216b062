"""Step 22 (P): propaganda, after every warhead [R-13] (SPEC §10)."""

from __future__ import annotations

from hyperspace.nuclear.rules.resolution import PROPAGANDA, REFLECTED, PopEvent, Resolution
from hyperspace.nuclear.specials import CARDS


def propaganda_step(res: Resolution) -> None:
    """Each P-card, in seat order, passes the target's filters: S13 reflects the first one, S12 and
    S11 make it fail [R-48], as does an S10 shield (amended R-17), and the user and the target are
    told what stopped it (R-66); otherwise the target loses its value and the user gains half of
    what was actually lost [R-12]. Propaganda never earns credit [R-55]."""
    for plan in res.live_plans():
        if plan.terminal != "propaganda":
            continue
        user, target, card = plan.seat, plan.target, plan.cards[0]
        assert target is not None
        if res.shield_stops(user, target, "propaganda"):
            continue
        outcome = res.hooks.replace("propaganda", (res, plan))
        if outcome == "reflect":
            res.events.append(PopEvent(user, card.value, REFLECTED, user, gainer=target))
        elif outcome is not None:  # the filter that made it fail, S12 or S11
            # user and target both learn what stopped it.
            stopper = f"{res.name(target)}'s {CARDS[outcome].name} ({outcome})"
            text = (
                f"Propaganda by {res.name(user)} against {res.name(target)} failed, "
                f"stopped by {stopper}."
            )
            res.message("propaganda_failed", None, {user: {"text": text}, target: {"text": text}})
        else:
            res.events.append(PopEvent(target, card.value, PROPAGANDA, user, gainer=user))
