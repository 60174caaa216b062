"""Prisoner Swap: between challenges; everybody may trade prisoners one for one, whatever their
colours; any offer may be accepted or refused. No power, Flare or Edict is used meanwhile (none is
offered). Turn-based (AMB-P14, C-115): clockwise from the player of the card, each player may
offer one swap to another; rounds go on until one in which nobody offers, three at most (the
seed's one minute)."""

from __future__ import annotations

from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import hand_over, prisons
from hyperspace.cosmic.variants.prisoners.rulings.base import BETWEEN, Ruling
from hyperspace.engine.decision import Decision, ask

ROUNDS = 3  # C-115


def offers(state: CosmicState, seat: int) -> tuple[str, ...]:
    """Every one-for-one swap ``seat`` can offer: "swap:<other>:<colour given>:<colour taken>"."""
    held = prisons(state).held
    mine = [c for c, n in enumerate(held[seat]) if n]
    return tuple(
        f"swap:{other}:{give}:{take}"
        for other in range(state.config.players)
        if other != seat
        for give in mine
        for take in (c for c, n in enumerate(held[other]) if n)
    )


class Swap(Ruling):
    name = "swap"
    title = "Prisoner Swap"
    text = "Between challenges: everybody may swap prisoners one for one."
    moments = frozenset({BETWEEN})

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        return sum(1 for prison in prisons(state).held if any(prison)) >= 2

    async def play(self, state: CosmicState, seat: int) -> None:
        n = state.config.players
        for _ in range(ROUNDS):
            offered = False
            for proposer in ((seat + i) % n for i in range(n)):
                keys = offers(state, proposer)
                if not keys:
                    continue
                answer = await ask(
                    Decision(proposer, "prisoners-swap", ("done", *keys), "Offer a swap?")
                )
                if answer == "done":
                    continue
                offered = True
                other, give, take = (int(x) for x in answer.removeprefix("swap:").split(":"))
                reply = await ask(
                    Decision(
                        other, "prisoners-swap-answer", ("accept", "reject"),
                        "Accept this swap?", {"from": proposer, "give": give, "take": take},
                    )
                )  # fmt: skip
                state.note("swap-offer", {"from": proposer, "to": other, "answer": reply})
                if reply == "accept":
                    await hand_over(state, proposer, other, give, 1, "Prisoner Swap")
                    await hand_over(state, other, proposer, take, 1, "Prisoner Swap")
            if not offered:
                return


RULING = Swap()
