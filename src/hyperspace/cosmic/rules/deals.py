"""Deals (BASE_RULES §3c; C-6): when both main players reveal Compromise cards, the allies go home
and the two negotiate.

The offense proposes first, then the players take turns, ``deal_proposals`` turns in all (AMB-G08
amended: a turn is "propose or pass"). A proposal is a structured answer (:func:`deal_form`, the
grammar of :mod:`hyperspace.cosmic.rules.proposals`; C-131): what each side gives, anything the
rules allow: any number of cards from hand (each giver picks his own when the deal is carried
out), a base (the receiver puts one of his tokens on a planet where the giver has a base and he has
none; at most one each way, AMB-B07), with Lucre any Lucre the giver has, and what the powers add:
Zombie frees tokens of the receiver from the Warp (C-25), a prisoner holder hands over prisoners
(C-111). It must transfer something (BASE_RULES §3c). The other player accepts or rejects it. With
no agreement, each main player loses three tokens to the Warp, first from his tokens in the
challenge, then from bases of his choice (AMB-K07).
"""

from __future__ import annotations

from functools import partial
from typing import Final

from hyperspace.cosmic.edicts.base import DEAL
from hyperspace.cosmic.powers.base import abilities, modify
from hyperspace.cosmic.rules.deck import gained
from hyperspace.cosmic.rules.proposals import (
    BASE,
    SIDES,
    Field,
    Parties,
    ProposalForm,
    Terms,
    key_of,
    parse,
    prisoner_colour,
)
from hyperspace.cosmic.rules.specials import window
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.tokens import (
    lift,
    lose,
    place,
    remove,
    return_to_bases,
    send_home,
    take_from_seat,
)
from hyperspace.engine.decision import Decision, ask

FAILED_DEAL_LOSS: Final = 3


def base_planets(state: CosmicState, giver: int, receiver: int) -> list[Planet]:
    """Planets where ``giver`` has a base and ``receiver`` none, of any of his colours (C-551)."""
    return [p for p in state.bases(giver) if not state.owns(receiver, state.cell(p))]


def deal_form(state: CosmicState, proposer: int, other: int) -> ProposalForm:
    """What ``proposer`` may propose to ``other``: cards, a base, Lucre, and the powers' terms,
    each way, up to what the giver has."""
    parties = Parties(state, proposer, other)
    fields = []
    for side in SIDES:
        giver, receiver = parties.giver(side), parties.receiver(side)
        player = state.players[giver]
        fields.append(Field(side, "c", "cards of the giver's choice", len(player.hand)))
        if base_planets(state, giver, receiver) and state.bases(receiver):
            fields.append(Field(side, BASE, "base", 1))  # AMB-B07: one each way
        if state.config.lucre:
            fields.append(Field(side, "L", "Lucre", player.lucre))
        # Zombie (C-25): the receiver's tokens freed from the Warp; prisoners (C-111)
        freed = int(modify(state, "deal_free_tokens", 0, (giver, receiver)))
        if freed:
            fields.append(Field(side, "W", "tokens freed from the Warp", freed))
        prisoners = int(modify(state, "deal_prisoners", 0, (giver, receiver)))
        if prisoners:
            fields.append(Field(side, "P", "prisoners of the giver's choice", prisoners))
    return ProposalForm(parties, fields, partial(not_dealt, parties), something_moves)


def not_dealt(parties: Parties, side: str, unit: str) -> str:
    """Why ``unit`` may not be in this deal at all."""
    giver = parties.names[parties.giver(side)]
    receiver = parties.names[parties.receiver(side)]
    if prisoner_colour(unit) is not None:
        return "a deal names how many prisoners (for example 2P): the giver picks which"
    if unit == BASE:
        return (
            f"{giver} has no base to give {receiver} (a planet where {giver} has a base and "
            f"{receiver} none, and a base of {receiver}'s to move a token from)"
        )
    if unit == "L":
        return "Lucre is not in play in this game"
    if unit == "W":
        return f"{giver} cannot free {receiver}'s tokens from the Warp (Zombie can, C-25)"
    return f"{giver} holds no prisoners to hand over"


def _unit(terms: Terms) -> str:
    """The one unit of ``terms`` (one of :data:`_ONE`), or "" for none."""
    return next(iter(terms), "")


def something_moves(give: Terms, get: Terms) -> str | None:
    # BASE_RULES §3c: a deal needs at least one real transfer
    return None if give or get else "a deal must transfer something"


_ONE: Final[list[Terms]] = [{BASE: 1}, {"c": 1}, {"W": 1}, {"P": 1}]
# Every proposal :func:`suggestions` considers, with its key and the unit given and got ("" for
# none): bases and single cards each way, and one of each power's terms (made once: they never
# change).
_SUGGESTED: Final[list[tuple[Terms, Terms, str, str, str]]] = [
    (give, get, key_of(give, get), _unit(give), _unit(get))
    for give in [{}, *_ONE]
    for get in [{}, *_ONE]
    if give or get
]


def suggestions(form: ProposalForm) -> list[str]:
    """A few proposals to list beside "pass" (random bots choose among them): those of
    :data:`_SUGGESTED` the form allows. One of a unit each way is within the form's counters when
    the giver has at least one: the counters are read once, not once a proposal."""
    gives, gets = form.units("give"), form.units("get")
    return [
        key
        for give, get, key, given, got in _SUGGESTED
        if (not given or given in gives)
        and (not got or got in gets)
        and form.whole(give, get) is None
    ]


async def negotiate(state: CosmicState) -> bool:
    """The two main players negotiate; True if a deal was made (and not quashed)."""
    challenge = state.challenge
    assert challenge is not None
    offense, defense = challenge.sides()
    for ally in (*challenge.offense_allies, *challenge.defense_allies):
        for colour in state.colours_of(ally):
            send_home(
                state, colour, challenge.cone.get(colour) or challenge.defense_end.get(colour, [])
            )
    proposer, other = offense, defense
    for turn in range(state.config.deal_proposals):
        form = deal_form(state, proposer, other)
        proposal = await ask(
            Decision(
                proposer,
                "deal-propose",
                ("pass", *suggestions(form)),
                f"Propose a deal ({turn + 1} of {state.config.deal_proposals})",
                form=form,
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
                return await made(state, proposer, other, proposal)
        proposer, other = other, proposer
    return False


async def made(state: CosmicState, proposer: int, other: int, proposal: str) -> bool:
    """``proposer``'s accepted ``proposal`` to ``other`` is carried out (unless quashed: False):
    the offense's tokens go home, then each side's terms."""
    challenge = state.challenge
    assert challenge is not None
    await window(state, DEAL)  # Quash
    if "quashed" in challenge.flags:
        return False
    offense_home(state)
    give, get = parse(proposal)
    await transfer(state, proposer, other, give)
    await transfer(state, other, proposer, get)
    state.note("deal", {"between": sorted((proposer, other)), "terms": proposal})
    return True


async def transfer(state: CosmicState, giver: int, receiver: int, terms: Terms) -> None:
    """``giver`` gives ``receiver`` what ``terms`` name, as far as he can (a deal; Judge's fiat)."""
    hand = state.players[giver].hand
    given: list[str] = []
    for _ in range(min(terms.get("c", 0), len(hand))):
        card = await ask(
            Decision(giver, "deal-card", tuple(dict.fromkeys(hand)), "Give which card?")
        )
        hand.remove(card)
        state.players[receiver].hand.append(card)
        given.append(card)
    await gained(state, receiver, given)
    if BASE in terms:
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
    lucre = min(terms.get("L", 0), state.players[giver].lucre)
    state.players[giver].lucre -= lucre
    state.players[receiver].lucre += lucre
    if "W" in terms:
        await abilities(state, "deal_free_tokens", (giver, receiver, terms["W"]))
    if "P" in terms:
        await abilities(state, "deal_prisoners", (giver, receiver, terms["P"]))


async def failed(state: CosmicState) -> None:
    """No deal: each main player loses three tokens to the Warp (BASE_RULES §3c), first those he
    has in the challenge, then from his bases (AMB-K07). (Against a raid on his Lucre, Pirate's,
    the defense has none in the challenge: no planet.)"""
    challenge = state.challenge
    assert challenge is not None
    for seat in challenge.sides():
        count = int(modify(state, "failed_deal_loss", FAILED_DEAL_LOSS, seat))
        if count < 0:  # a negative Kicker: he takes tokens back from the Warp (seed 000, AMB-K07)
            back = min(-count, state.warp[seat])
            await return_to_bases(state, seat, back, "a negative Kicker", state.warp)
            continue
        await _lose_tokens(state, seat, count)
    offense_home(state)
    state.note("no-deal", {"seats": list(challenge.sides())})


def offense_home(state: CosmicState) -> None:
    """The offense's tokens in the Cone, of all his colours, go back where they came from."""
    challenge = state.challenge
    assert challenge is not None
    for colour in state.colours_of(challenge.offense):
        send_home(state, colour, challenge.cone.get(colour, []))


async def _lose_tokens(state: CosmicState, seat: int, count: int) -> None:
    """``seat`` loses ``count`` tokens for a failed deal: first those he has in the challenge (his
    own colour first), then from his bases, of any of his colours (AMB-K07, C-557)."""
    lost: dict[int, int] = {}
    for colour in state.colours_of(seat):
        lost[colour] = _from_challenge(state, seat, colour, count - sum(lost.values()))
        lift(state, colour, lost[colour])
    taken = await take_from_seat(state, seat, count - sum(lost.values()), "a failed deal")
    for colour, n in taken.items():
        lost[colour] += n
    for colour, n in lost.items():
        await lose(state, colour, n, "failed-deal")


def _from_challenge(state: CosmicState, seat: int, colour: int, most: int) -> int:
    """Up to ``most`` of ``seat``'s tokens of ``colour`` taken out of the challenge: the offense's
    from the Cone, the defense's from the planet (against a raid on his Lucre, Pirate's, the
    defense has none in the challenge: no planet)."""
    challenge = state.challenge
    assert challenge is not None
    if seat == challenge.offense:
        origins = challenge.cone.get(colour, [])
        taken = min(most, len(origins))
        del origins[:taken]
        return taken
    if challenge.planet is None:
        return 0
    taken = min(most, state.tokens_on(challenge.planet, colour))
    remove(state, colour, challenge.planet, taken)
    return taken
