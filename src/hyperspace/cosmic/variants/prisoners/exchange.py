"""The prisoner exchange (seed 002; AMB-P04 and AMB-G08 amended, AMB-P08, AMB-P09).

Right after the destiny colour is determined, if either main player holds prisoners of the other,
the two may exchange. The defense proposes first (or passes); the offense accepts it unchanged or
rejects it, and then may propose in turn, which the defense accepts or rejects. At most two
proposals; nothing happens if none is accepted, and the challenge goes on either way.

A proposal must move at least one prisoner (of any colour either of them holds, AMB-P09), naming
how many of which colour; it may add Lucre (only with Lucre in play, AMB-P08) and cards drawn at
random from hands, never named cards, and never bases (rule 4). Like the deals' (C-6), proposals
are bounded (C-110): each way, prisoners of one colour (1 to 3), up to 2 random cards and up to 2
Lucre. Proposals are seen only by the two players.
"""

from __future__ import annotations

from itertools import product

from hyperspace.cosmic.rules.deck import take_random
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import hand_over, prisons
from hyperspace.engine.decision import Decision, ask

MOST_PRISONERS = 3  # C-110
MOST_CARDS = 2
MOST_LUCRE = 2


class Offer:
    """What one side gives: ``count`` prisoners of ``colour`` (count 0: none), random cards,
    Lucre. Its key: "2p1+1c+2L" (two prisoners of colour 1, a card, two Lucre), or "nothing"."""

    __slots__ = ("cards", "colour", "count", "lucre")

    def __init__(self, colour: int, count: int, cards: int, lucre: int) -> None:
        self.colour = colour
        self.count = count
        self.cards = cards
        self.lucre = lucre

    def key(self) -> str:
        parts = [f"{self.count}p{self.colour}"] * bool(self.count)
        parts += [f"{self.cards}c"] * bool(self.cards) + [f"{self.lucre}L"] * bool(self.lucre)
        return "+".join(parts) or "nothing"


def parse_offer(key: str) -> Offer:
    offer = Offer(0, 0, 0, 0)
    for part in key.split("+") if key != "nothing" else ():
        if "p" in part:
            count, colour = part.split("p")
            offer.count, offer.colour = int(count), int(colour)
        elif part.endswith("c"):
            offer.cards = int(part[:-1])
        else:
            offer.lucre = int(part[:-1])
    return offer


def offers(state: CosmicState, giver: int) -> list[Offer]:
    """Everything ``giver`` could put into a proposal."""
    prison = prisons(state).held[giver]
    prisoners = [(0, 0)] + [
        (colour, n)
        for colour, held in enumerate(prison)
        for n in range(1, min(held, MOST_PRISONERS) + 1)
    ]
    player = state.players[giver]
    cards = min(MOST_CARDS, len(player.hand))
    lucre = min(MOST_LUCRE, player.lucre) if state.config.lucre else 0
    return [
        Offer(colour, n, c, lu)
        for (colour, n), c, lu in product(prisoners, range(cards + 1), range(lucre + 1))
    ]


def proposals(state: CosmicState, proposer: int, other: int) -> tuple[str, ...]:
    """Every legal proposal of ``proposer`` to ``other``: "give:<offer>/get:<offer>", moving at
    least one prisoner (AMB-P08)."""
    return tuple(
        f"give:{give.key()}/get:{get.key()}"
        for give, get in product(offers(state, proposer), offers(state, other))
        if give.count or get.count
    )


def due(state: CosmicState) -> bool:
    """Whether the main players must hold an exchange: one of them holds the other's tokens."""
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    offense, defense = challenge.sides()
    held = prisons(state).held
    return bool(held[offense][defense] or held[defense][offense])


async def exchange(state: CosmicState) -> bool:
    """The prisoner exchange between the main players; True if a proposal was accepted."""
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    offense, defense = challenge.sides()
    state.features["exchanges"] += 1
    state.note("prisoner-exchange", {"offense": offense, "defense": defense})
    for proposer, other in ((defense, offense), (offense, defense)):
        keys = proposals(state, proposer, other)
        proposal = await ask(
            Decision(proposer, "prisoners-exchange", ("pass", *keys), "Propose an exchange?")
        )
        if proposal == "pass":
            state.note("exchange-pass", {"seat": proposer})
            continue
        seen = {proposer: {"proposal": proposal}, other: {"proposal": proposal}}
        state.note("exchange-proposal", {"seat": proposer}, seen)
        answer = await ask(
            Decision(
                other, "prisoners-exchange-answer", ("accept", "reject"),
                "Accept this prisoner exchange?", {"proposal": proposal, "from": proposer},
            )
        )  # fmt: skip
        state.note("exchange-answer", {"seat": other, "answer": answer})
        if answer == "accept":
            give, get = proposal.removeprefix("give:").split("/get:")
            await carry_out(state, proposer, other, parse_offer(give))
            await carry_out(state, other, proposer, parse_offer(get))
            state.features["exchanges_agreed"] += 1
            return True
    return False


async def carry_out(state: CosmicState, giver: int, receiver: int, offer: Offer) -> None:
    """``giver`` hands over his part: the prisoners named, random cards, Lucre."""
    if offer.count:
        await hand_over(state, giver, receiver, offer.colour, offer.count, "prisoner exchange")
    if offer.cards:
        taken = take_random(state, giver, receiver, offer.cards)
        seen = {"cards": taken}
        state.note(
            "exchange-cards", {"from": giver, "to": receiver, "cards": len(taken)},
            {giver: seen, receiver: seen},
        )  # fmt: skip
    lucre = min(offer.lucre, state.players[giver].lucre)
    state.players[giver].lucre -= lucre
    state.players[receiver].lucre += lucre
