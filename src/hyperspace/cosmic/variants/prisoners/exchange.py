"""The prisoner exchange (seed 002; AMB-P04 and AMB-G08 amended, AMB-P08, AMB-P09).

Right after the destiny colour is determined, if either main player holds prisoners of the other,
the two may exchange. The defense proposes first (or passes); the offense accepts it unchanged or
rejects it, and then may propose in turn, which the defense accepts or rejects. At most two
proposals; nothing happens if none is accepted, and the challenge goes on either way.

A proposal may name any prisoners its proposer holds and ask for any the other holds, of any
colours and in any numbers (AMB-P08 second amendment, AMB-P09), saying how many of which colour;
it may add Lucre (only with Lucre in play) and cards drawn at random from hands (at most the
giver's), never named cards and never bases (rule 4); at least one prisoner moves. A proposal is
a structured answer (:func:`exchange_form`; the key grammar is in
:mod:`hyperspace.cosmic.rules.proposals`, C-130); the options are "pass" and a few suggestions.
Proposals are seen only by the two players.
"""

from __future__ import annotations

from functools import partial

from hyperspace.cosmic.powers.base import Choice, negated
from hyperspace.cosmic.rules.deck import gained, take_random
from hyperspace.cosmic.rules.proposals import (
    SIDES,
    Field,
    Parties,
    ProposalForm,
    Terms,
    key_of,
    parse,
    prisoner_colour,
)
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import hand_over, prisons
from hyperspace.engine.decision import Decision, ask


def exchange_form(state: CosmicState, proposer: int, other: int) -> ProposalForm:
    """What ``proposer`` may propose to ``other``: prisoners by colour, random cards and Lucre,
    each way, up to what the giver has."""
    parties = Parties(state, proposer, other)
    held = prisons(state).held
    fields = []
    for side in SIDES:
        giver = state.players[parties.giver(side)]
        fields += [
            Field(side, f"p{colour}", f"prisoners of {parties.colour(colour)} colour", count)
            for colour, count in enumerate(held[giver.seat])
            if count
        ]
        fields.append(Field(side, "c", "cards drawn at random", len(giver.hand)))
        if state.config.lucre:
            fields.append(Field(side, "L", "Lucre", giver.lucre))
    return ProposalForm(parties, fields, partial(not_exchanged, parties), at_least_one_prisoner)


def not_exchanged(parties: Parties, side: str, unit: str) -> str:
    """Why ``unit`` may not be in this exchange at all."""
    colour = prisoner_colour(unit)
    if colour is not None:
        if colour >= len(parties.names):
            last = len(parties.names) - 1
            return f"{unit!r}: there is no colour {colour} (colours are seats 0 to {last})"
        who = "you hold" if side == "give" else f"{parties.names[parties.other]} holds"
        return f"{who} no prisoners of {parties.colour(colour)} colour"
    if unit == "L":
        return "Lucre is not in play in this game"
    if unit == "P":  # seed 002: "The number and colors of the tokens ... must be specified"
        return "say which prisoners: how many of each colour (for example 2p1), not just how many"
    if unit == "base":  # rule 4: prisoners, Lucre and cards only
        return "bases are not traded in a prisoner exchange (only prisoners, cards and Lucre)"
    return "freeing tokens from the Warp belongs to deals, not to a prisoner exchange"


def at_least_one_prisoner(give: Terms, get: Terms) -> str | None:
    # "In a prisoner exchange, at least one imprisoned token (of any color) must be exchanged."
    if any(prisoner_colour(unit) is not None for unit in (*give, *get)):
        return None
    return "at least one prisoner must be exchanged"


def suggestions(state: CosmicState, proposer: int, other: int) -> list[str]:
    """A few proposals to list beside "pass" (random bots choose among them): each prisoner
    colour one for one, one for a card, or for nothing; and all of each other's tokens back."""
    held = prisons(state).held
    mine = [f"p{c}" for c, n in enumerate(held[proposer]) if n]
    theirs = [f"p{c}" for c, n in enumerate(held[other]) if n]
    keys = [key_of({g: 1}, {t: 1}) for g in mine for t in theirs]
    keys += [key_of({g: 1}, {}) for g in mine] + [key_of({}, {t: 1}) for t in theirs]
    if state.players[other].hand:
        keys += [key_of({g: 1}, {"c": 1}) for g in mine]
    if state.players[proposer].hand:
        keys += [key_of({"c": 1}, {t: 1}) for t in theirs]
    # all of each other's tokens (key_of leaves out a count of 0; the exchange is due: one isn't)
    keys.append(
        key_of({f"p{other}": held[proposer][other]}, {f"p{proposer}": held[other][proposer]})
    )
    return list(dict.fromkeys(keys))


def due(state: CosmicState) -> bool:
    """Whether the main players must hold an exchange: one of them holds the other's tokens."""
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    offense, defense = challenge.sides()
    held = prisons(state).held
    # Any colour of the other's counts: a Symbiote's second colour too (seed 002, C-563).
    return any(held[offense][c] for c in state.colours_of(defense)) or any(
        held[defense][c] for c in state.colours_of(offense)
    )


async def exchange(state: CosmicState) -> bool:
    """The prisoner exchange between the main players; True if a proposal was accepted."""
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    offense, defense = challenge.sides()
    state.features["exchanges"] += 1
    state.note("prisoner-exchange", {"offense": offense, "defense": defense})
    for proposer, other in ((defense, offense), (offense, defense)):
        form = exchange_form(state, proposer, other)
        options = ("pass", *suggestions(state, proposer, other))
        proposal = await ask(
            Decision(proposer, "prisoners-exchange", options, "Propose an exchange?", form=form)
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
        if await negated(state, Choice(other, "exchange-answer", answer)):
            # Seed 002 (NEGATOR [E]): an acceptance or rejection may be negated; the only other
            # answer is the opposite one.
            answer = "reject" if answer == "accept" else "accept"
            state.note("exchange-answer", {"seat": other, "answer": answer})
        if answer == "accept":
            give, get = parse(proposal)
            await carry_out(state, proposer, other, give)
            await carry_out(state, other, proposer, get)
            state.features["exchanges_agreed"] += 1
            return True
    return False


async def carry_out(state: CosmicState, giver: int, receiver: int, terms: Terms) -> None:
    """``giver`` hands over his part: the prisoners named, colour by colour; random cards; Lucre."""
    for unit in sorted(terms):
        colour = prisoner_colour(unit)
        if colour is not None:
            await hand_over(state, giver, receiver, colour, terms[unit], "prisoner exchange")
    if terms.get("c"):
        taken = take_random(state, giver, receiver, terms["c"])
        seen = {"cards": taken}
        state.note(
            "exchange-cards", {"from": giver, "to": receiver, "cards": len(taken)},
            {giver: seen, receiver: seen},
        )  # fmt: skip
        await gained(state, receiver, taken)  # Extortionist extorts them (seed 002)
    lucre = min(terms.get("L", 0), state.players[giver].lucre)
    state.players[giver].lucre -= lucre
    state.players[receiver].lucre += lucre
