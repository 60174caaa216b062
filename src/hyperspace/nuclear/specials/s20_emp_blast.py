"""S20, EMP blast.

Card text (paraphrased): before D-cards; idle until the player sends a nuclear W-card by M-card or
stealth bomber; if the target used a D-card, its defense grid is fried: no D-card for 4 rounds
counting this one, so no defense against that warhead, which does its normal damage. One use.
Source: seed 003, special cards; SPEC §11; rulings R-21 (consumed at the first such delivery even
without effect; the setting ``s20_s22_spent_without_effect`` off spends it only when it fries), R-22
second amendment (spent even when the attack does not arrive: sabotaged by S7, stopped by S10; the
EMP then fries nothing), R-56 (the fried defense blocks nothing this round, from anyone).
"""

from typing import Final

from hyperspace.engine.hooks import trigger
from hyperspace.nuclear.rules.resolution import Resolution
from hyperspace.nuclear.specials.base import Kind, SpecialCard
from hyperspace.nuclear.specials.common import arrives, first_nuclear_strike, holders, spent

LOCK_ROUNDS: Final = 4  # "for 4 rounds, including this one"


def process(res: Resolution) -> None:
    for seat in holders(res, "S20"):
        strike = first_nuclear_strike(res, seat, stealth=True)
        if strike is None:
            continue
        target = strike.target
        assert target is not None
        victim = res.plans.get(target)
        defending = victim is not None and not victim.void and victim.terminal == "defense"
        fries = defending and arrives(res, strike)
        if spent(res, fries):  # R-22 second amendment: by default, spent by the use itself
            res.fired.add((seat, "S20"))
        if not fries:
            continue
        res.fried.add(target)
        last = res.state.round + LOCK_ROUNDS - 1
        res.tell(
            target,
            "emp",
            f"Your defense grid was fried by {res.name(seat)}'s EMP; "
            f"no D-cards until after round {last}.",
        )


# The lock-out outlives the round: it is written at cleanup, like every irreversible change.
@trigger("after_cleanup", "S20")
def _lock_out(res: Resolution) -> None:
    for seat in res.fried:
        res.state.players[seat].emp_locked_until = res.state.round + LOCK_ROUNDS - 1


CARD: Final = SpecialCard(
    "S20", "EMP blast", Kind.TRIGGER, step=8, hooks=(_lock_out,), process=process
)
