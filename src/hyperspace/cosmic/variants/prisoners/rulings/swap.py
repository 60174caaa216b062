"""Prisoner Swap: between challenges; everybody may trade prisoners one for one, whatever their
colours; any offer may be accepted or refused. No power, Flare or Edict is used meanwhile (none is
offered). Turn-based (AMB-P14 second amendment, C-132): clockwise from the player of the card,
each player in turn may offer any number of one-for-one swaps to any holder, or pass; the Swap
ends after a full pass in which nobody offers anything. An offer identical to one already refused
in this Swap may not be made again, which keeps it finite.

An offer is a structured answer (:class:`SwapForm`): ``swap:<seat>/give:<terms>/get:<terms>``, the
terms naming prisoners by colour as in :mod:`hyperspace.cosmic.rules.proposals`, as many given as
taken, for example ``swap:1/give:1p0+1p2/get:2p1``.
"""

from __future__ import annotations

from typing import Any, Final

from hyperspace.cosmic.rules.proposals import (
    Field,
    Malformed,
    Terms,
    key_of,
    parse,
    prisoner_colour,
)
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.prison import hand_over, prisons
from hyperspace.cosmic.variants.prisoners.rulings.base import BETWEEN, Ruling
from hyperspace.engine.decision import Decision, ask

PREFIX: Final = "swap:"


def parse_offer(key: str) -> tuple[int, Terms, Terms]:
    """The holder an offer goes to, the prisoners given and those taken; Malformed otherwise."""
    seat, sep, proposal = key.removeprefix(PREFIX).partition("/")
    if not key.startswith(PREFIX) or not sep or not seat.isdigit():
        raise Malformed(f"{key!r} is not a swap offer: write swap:<seat>/give:<terms>/get:<terms>")
    give, get = parse(proposal)
    return int(seat), give, get


def offer_key(holder: int, give: Terms, get: Terms) -> str:
    """The canonical key of an offer: two offers are identical when their keys are."""
    return f"{PREFIX}{holder}/{key_of(give, get)}"


class SwapForm:
    """The offers ``seat`` may make (a :class:`hyperspace.engine.decision.Form`): to any other
    holder, prisoners he holds for as many of the holder's, never one already refused in this
    Swap."""

    __slots__ = ("held", "names", "refused", "seat")

    def __init__(self, state: CosmicState, seat: int) -> None:
        self.seat = seat
        self.held = [list(prison) for prison in prisons(state).held]
        self.names = [player.name for player in state.players]
        self.refused = tuple(prisons(state).refused_swaps)

    def describe(self) -> dict[str, Any]:
        def fields(side: str, holder: int) -> list[dict[str, Any]]:
            return [
                Field(
                    side, f"p{colour}", f"prisoners of {self.names[colour]}'s colour", count
                ).describe()
                for colour, count in enumerate(self.held[holder])
                if count
            ]

        return {
            "grammar": "swap:<seat>/give:<terms>/get:<terms>",
            "empty": "nothing",
            "fields": fields("give", self.seat),
            "targets": [
                {"seat": holder, "label": self.names[holder], "fields": fields("get", holder)}
                for holder in self.holders()
            ],
        }

    def no_holder(self, seat: int) -> str:
        if seat == self.seat:
            return "you cannot swap with yourself"
        if seat >= len(self.names):
            return f"there is no seat {seat}"
        return f"{self.names[seat]} holds no prisoners to swap"

    def holders(self) -> list[int]:
        return [h for h, prison in enumerate(self.held) if h != self.seat and any(prison)]

    def refusal(self, key: str) -> str | None:
        try:
            holder, give, get = parse_offer(key)
        except Malformed as exc:
            return str(exc)
        if holder not in self.holders():
            return self.no_holder(holder)
        if any(prisoner_colour(unit) is None for unit in (*give, *get)):
            return "a Prisoner Swap trades prisoners only"
        for giver, terms in ((self.seat, give), (holder, get)):
            for unit, count in terms.items():
                colour = int(unit[1:])
                if colour >= len(self.names):
                    return f"{unit!r}: there is no colour {colour}"
                if count > self.held[giver][colour]:
                    who = "you hold" if giver == self.seat else f"{self.names[holder]} holds"
                    return f"{who} {self.held[giver][colour]} prisoners of " \
                        f"{self.names[colour]}'s colour, not {count}"  # fmt: skip
        given, taken = sum(give.values()), sum(get.values())
        if given != taken or not given:
            return f"swaps are one for one: this offer gives {given} prisoners for {taken}"
        if offer_key(holder, give, get) in self.refused:  # AMB-P14 second amendment
            return "this offer was already refused in this Swap; it may not be repeated"
        return None


def suggestions(form: SwapForm) -> list[str]:
    """Single swaps to each holder (random bots choose among them), minus refused ones."""
    keys = [
        offer_key(holder, {f"p{give}": 1}, {f"p{take}": 1})
        for holder in form.holders()
        for give, mine in enumerate(form.held[form.seat])
        if mine
        for take, theirs in enumerate(form.held[holder])
        if theirs
    ]
    return [key for key in keys if key not in form.refused]


class Swap(Ruling):
    name = "swap"
    title = "Prisoner Swap"
    text = "Between challenges: everybody may swap prisoners one for one."
    moments = frozenset({BETWEEN})

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        return sum(1 for prison in prisons(state).held if any(prison)) >= 2

    async def play(self, state: CosmicState, seat: int) -> None:
        n = state.config.players
        refused = prisons(state).refused_swaps  # empty between Swaps: "refused in this Swap"
        quiet = 0  # players in a row who offered nothing: n of them make a full pass
        proposer = seat
        while quiet < n:
            offered = await self.turn(state, proposer, refused)
            quiet = 0 if offered else quiet + 1
            proposer = (proposer + 1) % n
        refused.clear()

    async def turn(self, state: CosmicState, proposer: int, refused: list[str]) -> bool:
        """``proposer`` may make one offer; True if he did."""
        form = SwapForm(state, proposer)
        if not any(form.held[proposer]) or not form.holders():
            return False
        options = ("done", *suggestions(form))
        answer = await ask(
            Decision(proposer, "prisoners-swap", options, "Offer a swap?", form=form)
        )
        if answer == "done":
            return False
        holder, give, get = parse_offer(answer)
        key = offer_key(holder, give, get)
        reply = await ask(
            Decision(
                holder, "prisoners-swap-answer", ("accept", "reject"), "Accept this swap?",
                {"from": proposer, "offer": key},
            )
        )  # fmt: skip
        state.note("swap-offer", {"from": proposer, "to": holder, "offer": key, "answer": reply})
        if reply == "reject":
            refused.append(key)
            return True
        for giver, receiver, terms in ((proposer, holder, give), (holder, proposer, get)):
            for unit in sorted(terms):
                await hand_over(state, giver, receiver, int(unit[1:]), terms[unit], "Prisoner Swap")
        return True


RULING: Final = Swap()
