"""S8, greedy scientist sells defense passcodes.

Card text (paraphrased): before D-cards; this round the opponent's D-cards do not react to the
player's missile attacks. Active for 1 round. Source: seed 003, special cards; SPEC §11; ruling R-47
(the user's deliveries only; the target is told who).
"""

from typing import Any, Final

from hyperspace.engine.hooks import Layer, modifier
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard


def process(res: Resolution) -> None:
    for plan in res.live_plans("S8"):
        target = plan.special_target
        assert target is not None
        if res.shield_stops(plan.seat, target, "passcode theft"):
            continue
        res.passcodes.add((plan.seat, target))
        res.tell(target, "passcodes", f"{res.name(plan.seat)} bought your defense passcodes.")


# "Opponent's D-cards don't react to player's missile attacks during this round."
@modifier("defense_applies", "S8", Layer.SET)
def _passcodes(applies: bool, ctx: tuple[Resolution, Any]) -> bool:
    res, delivery = ctx
    return applies and (delivery.attacker, delivery.target) not in res.passcodes


CARD: Final = SpecialCard(
    "S8",
    "Defense passcodes",
    Kind.DURATION,
    step=7,
    rounds=1,
    targeted=True,
    hooks=(_passcodes,),
    process=process,
)
