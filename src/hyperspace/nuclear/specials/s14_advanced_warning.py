"""S14, Advanced Warning System.

Card text (paraphrased): before D-cards; if the player used no D-card this round and another player
attacks them, they may cancel this round's action and choose a D-card instead; opponents are not
told; it does not work if the player used W-cards in their turn. Active for 4 rounds.
Source: seed 003, special cards; SPEC §11; rulings amended R-20 (any attack by another player
except the stealth bomber), R-19 (S7 comes first), R-56 (not while EMP-locked).
"""

from typing import Final

from hyperspace.engine.decision import Decision, ask
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import holders
from hyperspace.nuclear.state import TurnPlan

W_MOVES: Final = ("launch", "sublaunch", "ufo", "stealth")
HOSTILE: Final = ("launch", "sublaunch", "ufo", "propaganda")


def attacks_on(res: Resolution, holder: int) -> int:
    """How many moves of other players attack ``holder`` this round (stealth bombs excepted)."""
    count = 0
    for plan in res.live_plans():
        if plan.seat == holder:
            continue
        if plan.terminal in HOSTILE and plan.target == holder and not plan.sabotaged:
            count += 1
        special = plan.special
        if (
            special is not None
            and special.label != "S18"
            and not plan.special_failed
            and plan.special_target == holder
        ):
            count += 1
    return count


def can_switch(res: Resolution, plan: TurnPlan | None) -> bool:
    if plan is None or plan.void or plan.terminal == "defense" or plan.terminal in W_MOVES:
        return False
    if plan.special is not None and plan.special.label == "S6":
        return False  # the player used a W-card in their turn
    return res.state.players[plan.seat].emp_locked_until < res.state.round


async def process(res: Resolution) -> None:
    for seat in holders(res, "S14"):
        plan = res.plans.get(seat)
        if not can_switch(res, plan) or seat in res.shielded:
            continue
        assert plan is not None
        committed = plan.committed()
        defenses = sorted(
            {
                c.label: c
                for c in res.state.players[seat].hand
                if c.type == "D" and c.id not in committed
            }.items()
        )
        incoming = attacks_on(res, seat)
        if not defenses or not incoming:
            continue
        options = [f"aws:{label}" for label, _ in defenses] + ["decline"]
        prompt = f"Incoming attack(s) this round: {incoming}. Switch your action to a D-card?"
        key = await ask(Decision(seat, "aws", options, prompt, {"incoming": incoming}))
        if key == "decline":
            continue
        plan.terminal, plan.cards = "defense", [dict(defenses)[key.partition(":")[2]]]
        plan.target, plan.pick = None, ""


CARD: Final = SpecialCard(
    "S14", "Advanced Warning System", Kind.DURATION, step=6, rounds=4, process=process
)
