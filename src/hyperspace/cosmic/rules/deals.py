"""Deals (BASE_RULES §3c; C-6): when both main players reveal Compromise cards, the allies go home
and the two negotiate.

The negotiation is a bounded exchange of structured proposals: the offense proposes first, then
the players take turns, ``deal_proposals`` turns in all (AMB-G08 amended: a turn is "propose or
pass"). A proposal names what each side gives: cards from hand (each giver picks his own when the
deal is carried out), a base (the receiver puts one of his tokens on a planet where the giver has
a base and he has none), with Lucre, Lucre, and where a power lets the giver (Zombie, C-25), some
of the receiver's tokens freed from the Warp. It must transfer something (BASE_RULES §3c). The
other player accepts or rejects it. With no agreement, each main player loses three tokens to the
Warp, first from his tokens in the challenge, then from bases of his choice (AMB-K07).
"""

from __future__ import annotations

from functools import cache
from itertools import product

from hyperspace.cosmic.edicts.base import DEAL
from hyperspace.cosmic.powers.base import abilities, modify
from hyperspace.cosmic.rules.specials import window
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.tokens import (
    lift,
    lose,
    place,
    remove,
    return_to_bases,
    send_home,
    take_from_bases,
)
from hyperspace.engine.decision import Decision, ask

FAILED_DEAL_LOSS = 3


class Terms:
    """One side's part of a deal: cards, a base, Lucre, tokens of the receiver freed from the
    Warp, prisoners (the Prisoners variant: the giver picks which, C-111)."""

    __slots__ = ("base", "cards", "freed", "lucre", "prisoners")

    def __init__(
        self, cards: int, base: bool, lucre: int, freed: int = 0, prisoners: int = 0
    ) -> None:
        self.cards = cards
        self.base = base
        self.lucre = lucre
        self.freed = freed
        self.prisoners = prisoners

    def key(self) -> str:
        parts = [f"{self.cards}c"] + ["base"] * self.base + ([f"{self.lucre}L"] * bool(self.lucre))
        parts += [f"{self.freed}W"] * bool(self.freed)
        return "+".join(parts + [f"{self.prisoners}P"] * bool(self.prisoners))

    def empty(self) -> bool:
        return not (self.cards or self.base or self.lucre or self.freed or self.prisoners)


def parse_terms(key: str) -> Terms:
    parts = key.split("+")
    lucre = next((int(p[:-1]) for p in parts if p.endswith("L")), 0)
    freed = next((int(p[:-1]) for p in parts if p.endswith("W")), 0)
    prisoners = next((int(p[:-1]) for p in parts if p.endswith("P")), 0)
    return Terms(int(parts[0][:-1]), "base" in parts, lucre, freed, prisoners)


def base_planets(state: CosmicState, giver: int, receiver: int) -> list[Planet]:
    """Planets where ``giver`` has a base and ``receiver`` none."""
    return [p for p in state.bases(giver) if not state.tokens_on(p, receiver)]


def can_give(state: CosmicState, giver: int, receiver: int) -> tuple[int, bool, int, int, int]:
    """The most ``giver`` can give ``receiver``: cards, a base, Lucre, the receiver's tokens
    freed from the Warp (none unless a power says so: ``deal_free_tokens``), and prisoners (the
    Prisoners variant: ``deal_prisoners``)."""
    cards_max = min(state.config.deal_cards, len(state.players[giver].hand))
    base = bool(base_planets(state, giver, receiver)) and bool(state.bases(receiver))
    lucre = min(2, state.players[giver].lucre) if state.config.lucre else 0
    freed = int(modify(state, "deal_free_tokens", 0, (giver, receiver)))
    prisoners = int(modify(state, "deal_prisoners", 0, (giver, receiver)))
    return cards_max, base, lucre, freed, prisoners


def proposal_keys(state: CosmicState, proposer: int, other: int) -> tuple[str, ...]:
    """Every legal proposal of ``proposer``, as "give:<terms>/get:<terms>" keys."""
    return _keys(can_give(state, proposer, other), can_give(state, other, proposer))


@cache
def _keys(
    mine: tuple[int, bool, int, int, int], theirs: tuple[int, bool, int, int, int]
) -> tuple[str, ...]:
    return tuple(
        f"give:{g.key()}/get:{t.key()}"
        for g, t in product(_all_terms(*mine), _all_terms(*theirs))
        if not (g.empty() and t.empty())
    )


def _all_terms(cards_max: int, base: bool, lucre: int, freed: int, prisoners: int) -> list[Terms]:
    return [
        Terms(c, b, lu, w, p)
        for c in range(cards_max + 1)
        for b in ((False, True) if base else (False,))
        for lu in range(lucre + 1)
        for w in range(freed + 1)
        for p in range(prisoners + 1)
    ]


async def negotiate(state: CosmicState) -> bool:
    """The two main players negotiate; True if a deal was made (and not quashed)."""
    challenge = state.challenge
    assert challenge is not None
    offense, defense = challenge.sides()
    for ally in (*challenge.offense_allies, *challenge.defense_allies):
        send_home(state, ally, challenge.cone.get(ally) or challenge.defense_end.get(ally, []))
    proposer, other = offense, defense
    for turn in range(state.config.deal_proposals):
        options = ("pass", *proposal_keys(state, proposer, other))
        proposal = await ask(
            Decision(
                proposer,
                "deal-propose",
                options,
                f"Propose a deal ({turn + 1} of {state.config.deal_proposals})",
            )
        )
        if proposal != "pass":
            seen = {proposer: {"proposal": proposal}, other: {"proposal": proposal}}
            state.note("deal-proposal", {"seat": proposer}, seen)
            answer = await ask(
                Decision(
                    other, "deal-answer", ("accept", "reject"), "Accept this deal?",
                    {"proposal": proposal, "from": proposer},
                )
            )  # fmt: skip
            state.note("deal-answer", {"seat": other, "answer": answer})
            if answer == "accept":
                return await _made(state, proposer, other, proposal)
        proposer, other = other, proposer
    return False


async def _made(state: CosmicState, proposer: int, other: int, proposal: str) -> bool:
    challenge = state.challenge
    assert challenge is not None
    await window(state, DEAL)  # Quash
    if "quashed" in challenge.flags:
        return False
    send_home(state, challenge.offense, challenge.cone.get(challenge.offense, []))
    give, get = proposal.removeprefix("give:").split("/get:")
    await _transfer(state, proposer, other, parse_terms(give))
    await _transfer(state, other, proposer, parse_terms(get))
    state.note("deal", {"between": sorted((proposer, other)), "terms": proposal})
    return True


async def _transfer(state: CosmicState, giver: int, receiver: int, terms: Terms) -> None:
    hand = state.players[giver].hand
    for _ in range(min(terms.cards, len(hand))):
        card = await ask(
            Decision(giver, "deal-card", tuple(dict.fromkeys(hand)), "Give which card?")
        )
        hand.remove(card)
        state.players[receiver].hand.append(card)
    if terms.base:
        targets = base_planets(state, giver, receiver)
        sources = state.bases(receiver)
        if targets and sources:
            to = parse_planet(
                await ask(
                    Decision(receiver, "deal-base", tuple(map(planet_key, targets)),
                             "Where will your new base be?")
                )
            )  # fmt: skip
            source = parse_planet(
                await ask(
                    Decision(receiver, "deal-base-token", tuple(map(planet_key, sources)),
                             "Move a token from which base?")
                )
            )  # fmt: skip
            remove(state, receiver, source)
            place(state, receiver, to)
    lucre = min(terms.lucre, state.players[giver].lucre)
    state.players[giver].lucre -= lucre
    state.players[receiver].lucre += lucre
    if terms.freed:
        await abilities(state, "deal_free_tokens", (giver, receiver, terms.freed))
    if terms.prisoners:
        await abilities(state, "deal_prisoners", (giver, receiver, terms.prisoners))


async def failed(state: CosmicState) -> None:
    """No deal: each main player loses three tokens to the Warp (BASE_RULES §3c), first those he
    has in the challenge, then from his bases (AMB-K07)."""
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    for seat in challenge.sides():
        count = int(modify(state, "failed_deal_loss", FAILED_DEAL_LOSS, seat))
        if count < 0:  # a negative Kicker: he takes tokens back from the Warp (seed 000, AMB-K07)
            back = min(-count, state.warp[seat])
            await return_to_bases(state, seat, back, "a negative Kicker", state.warp)
            continue
        if seat == challenge.offense:
            origins = challenge.cone.get(seat, [])
            from_challenge = min(count, len(origins))
            del origins[:from_challenge]
        else:
            planet = challenge.planet
            from_challenge = min(count, state.tokens_on(planet, seat))
            remove(state, seat, planet, from_challenge)
        lift(state, seat, from_challenge)
        taken = from_challenge + await take_from_bases(
            state, seat, count - from_challenge, "a failed deal"
        )
        await lose(state, seat, taken, "failed-deal")
    send_home(state, challenge.offense, challenge.cone.get(challenge.offense, []))
    state.note("no-deal", {"seats": list(challenge.sides())})
