"""Diplomat, the Power of Negotiation.

When Diplomat is not a main player, once the Challenge Cards are revealed and at least one of them
is an Attack card, Diplomat may play a Compromise from its hand: the revealed Attack cards count as
Compromises, and Diplomat and both main players try to make a three-way deal. All three must agree
to a proposal; if they do not, each of the three loses three tokens, as in a failed deal.

Source: no Eon text was found. The Eon mechanic ("Diplomat three-player deals") is confirmed by the
Washington-University Arbiter text on the WARP site; the wording is the Fantasy Flight text
(Dominion set; POWER_TEXTS.md "Diplomat", confidence MEDIUM), with Eon's deal rules: a deal is
proposals in turn, each answered (C-6, AMB-G08 amended). The three-way deal and its failure are
C-470; the Flares are designed (C-471; seed 002 names a Wild Diplomat deal). Seed 002: in a capture
challenge the three tokens each party loses in a failed three-way deal are imprisoned by the party
to his right; in a Wild Diplomat deal they go to the Warp (C-472).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import DEAL, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    exposed,
    modify,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import (
    FAILED_DEAL_TAKER,
    FAILED_DEAL_TO_WARP,
    SwitchFlare,
    card_of,
)
from hyperspace.cosmic.rules.deck import discard
from hyperspace.cosmic.rules.proposals import (
    BASE,
    NOTHING,
    Malformed,
    Terms,
    parse_terms,
    terms_key,
)
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "diplomat-super"  # challenge.data: the Super Flare is in force this challenge
# challenge.data: the seat that brought a three-way deal about
THREE_WAY: Final = "diplomat-three-way"
UNITS: Final = ("c", BASE, "L", "P")  # what a three-way deal may move (a deal's terms, C-470)


# -- the proposal: "giver>receiver:terms", joined by ";" -----------------------------------------


def parse_three_way(key: str, names: Sequence[str] = ()) -> dict[tuple[int, int], Terms]:
    """What each party gives each other one; Malformed with the reason otherwise (players by
    ``names`` in it, when given)."""
    moves: dict[tuple[int, int], Terms] = {}
    if key == NOTHING:  # what an empty composition says: moves nothing
        return moves
    for part in key.split(";"):
        pair, sep, text = part.partition(":")
        giver, arrow, receiver = pair.partition(">")
        if not sep or not arrow or not giver.isdigit() or not receiver.isdigit():
            raise Malformed(f"{part!r}: write <giver>><receiver>:<terms>, e.g. 0>2:1c+base")
        route = (int(giver), int(receiver))
        if route in moves:
            raise Malformed(
                f"{part!r}: {_who(names, route[0])} gives {_who(names, route[1])} twice"
            )
        moves[route] = parse_terms(text)
    return {route: terms for route, terms in moves.items() if terms}


def _who(names: Sequence[str], seat: int) -> str:
    """A seat named in a proposal, in words: the player's name (a number no player has, as it
    was written)."""
    return names[seat] if 0 <= seat < len(names) else str(seat)


def three_way_key(moves: Mapping[tuple[int, int], Terms]) -> str:
    return ";".join(f"{g}>{r}:{terms_key(t)}" for (g, r), t in sorted(moves.items()) if t)


class ThreeWayForm:
    """The form of a three-way deal (:class:`hyperspace.engine.decision.Form`): for each party and
    each other party, what he gives: cards of his choice, a base, Lucre, prisoners of his choice,
    each up to what he has."""

    def __init__(
        self, parties: tuple[int, ...], bounds: dict[tuple[int, int, str], int], names: list[str]
    ) -> None:
        self.parties = parties
        self.bounds = bounds
        self.names = names  # every seat's, for the reasons people read

    def describe(self) -> dict[str, Any]:
        names = self.names
        fields = [
            {"name": f"{g}>{r}.{unit}", "group": f"{g}>{r}", "giver": g, "receiver": r,
             "unit": unit, "label": LABELS[unit], "min": 0, "max": most,
             "question": QUESTIONS[unit].format(giver=names[g], receiver=names[r])}
            for (g, r, unit), most in self.bounds.items()
        ]  # fmt: skip
        return {"kind": "grouped", "grammar": "<giver>><receiver>:<terms>;...", "joiner": ";",
                "empty": NOTHING, "fields": fields}  # fmt: skip

    def refusal(self, key: str) -> str | None:
        names = self.names
        try:
            moves = parse_three_way(key, names)
        except Malformed as exc:
            return str(exc)
        if not moves:
            return "a deal must transfer something"
        for (giver, receiver), terms in moves.items():
            g, r = _who(names, giver), _who(names, receiver)
            if giver not in self.parties or receiver not in self.parties or giver == receiver:
                three = ", ".join(names[p] for p in self.parties[:-1])
                return (
                    f"{g} may not give {r} anything: the three parties ({three} and "
                    f"{names[self.parties[-1]]}) give only to one another"
                )
            for unit, count in terms.items():
                most = self.bounds.get((giver, receiver, unit))
                if most is None:
                    what = LABELS.get(unit, repr(unit))
                    return f"{g} cannot give {r} {what} in this deal"
                if count > most:
                    return f"{g} can give {r} at most {most} ({LABELS[unit]}), not {count}"
        return None


LABELS: Final = {"c": "cards of the giver's choice", BASE: "base", "L": "Lucre", "P": "prisoners"}
QUESTIONS: Final = {  # each field of the form, asked of a person composing a proposal
    "c": "How many cards of {giver}'s choice does {giver} give {receiver}?",
    BASE: "How many bases does {giver} give {receiver}?",
    "L": "How much Lucre does {giver} give {receiver}?",
    "P": "How many prisoners of {giver}'s choice does {giver} give {receiver}?",
}


def three_way_form(state: CosmicState, parties: tuple[int, ...]) -> ThreeWayForm:
    from hyperspace.cosmic.rules.deals import base_planets  # (import cycle)

    bounds: dict[tuple[int, int, str], int] = {}
    for giver in parties:
        player = state.players[giver]
        for receiver in parties:
            if receiver == giver:
                continue
            bounds[(giver, receiver, "c")] = len(player.hand)
            if base_planets(state, giver, receiver) and state.bases(receiver):
                bounds[(giver, receiver, BASE)] = 1  # AMB-B07: one each way
            if state.config.lucre:
                bounds[(giver, receiver, "L")] = player.lucre
            held = int(modify(state, "deal_prisoners", 0, (giver, receiver)))
            if held:
                bounds[(giver, receiver, "P")] = held
    return ThreeWayForm(parties, bounds, [player.name for player in state.players])


def suggestions(form: ThreeWayForm) -> list[str]:
    """A few proposals to list beside "pass": one card or a base from one party to another."""
    keys = [
        three_way_key({(g, r): {unit: 1}}) for (g, r, unit) in form.bounds if unit in ("c", BASE)
    ]
    return [key for key in keys if form.refusal(key) is None]


# -- the negotiation ------------------------------------------------------------------------------


def parties(state: CosmicState) -> tuple[int, ...]:
    """The offense, the defense and the Diplomat, in that order (the order of proposals)."""
    challenge = state.challenge
    assert challenge is not None
    return (*challenge.sides(), int(challenge.data[THREE_WAY]))


async def negotiate(state: CosmicState) -> bool:
    """The three negotiate, proposals in turn; True if all agreed (and it was not quashed). A
    failed deal costs each of the three his tokens (C-470)."""
    from hyperspace.cosmic.rules.deals import offense_home, transfer  # (import cycle)
    from hyperspace.cosmic.rules.specials import window
    from hyperspace.cosmic.tokens import send_home

    challenge = state.challenge
    assert challenge is not None
    for ally in (*challenge.offense_allies, *challenge.defense_allies):
        for colour in state.colours_of(ally):  # all his colours (C-554)
            send_home(
                state, colour, challenge.cone.get(colour) or challenge.defense_end.get(colour, [])
            )
    three = parties(state)
    for turn in range(state.config.deal_proposals):
        proposer = three[turn % len(three)]
        form = three_way_form(state, three)
        proposal = await ask(
            Decision(proposer, "diplomat-propose", ("pass", *suggestions(form)),
                     "Propose a three-way deal", form=form)
        )  # fmt: skip
        if proposal == "pass":
            continue
        state.note("diplomat-proposal", {"seat": proposer, "proposal": proposal})
        if await agreed(state, proposer, three, proposal):
            await window(state, DEAL)  # Quash
            if "quashed" in challenge.flags:
                break
            offense_home(state)
            for (giver, receiver), terms in sorted(parse_three_way(proposal).items()):
                await transfer(state, giver, receiver, terms)
            state.features["diplomat_deals"] += 1
            state.note("diplomat-deal", {"seats": list(three), "terms": proposal})
            return True
    await failed(state, three)
    return False


async def agreed(state: CosmicState, proposer: int, three: tuple[int, ...], proposal: str) -> bool:
    """Each of the other two accepts or rejects; all must agree."""
    for other in (s for s in three if s != proposer):
        answer = await ask(
            Decision(other, "diplomat-answer", ("accept", "reject"), "Accept this deal?",
                     {"proposal": proposal, "from": proposer})
        )  # fmt: skip
        state.note("diplomat-answer", {"seat": other, "answer": answer})
        if answer == "reject":
            return False
    return True


def right_of(state: CosmicState, seat: int, three: tuple[int, ...]) -> int:
    """The party nearest ``seat`` on his right (against the order of play)."""
    n = state.config.players
    return next((seat - i) % n for i in range(1, n) if (seat - i) % n in three)


async def failed(state: CosmicState, three: tuple[int, ...]) -> None:
    """No three-way deal: the main players lose their tokens as in a failed deal, and the
    Diplomat three from its bases (none with its Super Flare); in a capture challenge each party's
    are imprisoned by the party to his right, in a Wild Diplomat deal they go to the Warp."""
    from hyperspace.cosmic.rules.deals import FAILED_DEAL_LOSS
    from hyperspace.cosmic.rules.deals import failed as two_failed
    from hyperspace.cosmic.tokens import lose, take_from_bases

    challenge = state.challenge
    assert challenge is not None
    challenge.data[FAILED_DEAL_TAKER] = {seat: right_of(state, seat, three) for seat in three}
    await two_failed(state)
    diplomat = three[2]
    if not challenge.data.get(SUPER):
        count = int(modify(state, "failed_deal_loss", FAILED_DEAL_LOSS, diplomat))
        taken = await take_from_bases(state, diplomat, count, "a failed three-way deal")
        await lose(state, diplomat, taken, "failed-deal")
    state.features["diplomat_no_deals"] += 1
    state.note("diplomat-no-deal", {"seats": list(three)})


# -- the power ------------------------------------------------------------------------------------


def may_step_in(state: CosmicState, seat: int) -> bool:
    """``seat`` may bring a three-way deal about: not a main player, the cards face up with an
    Attack among them (or, with the Pro, two Compromises: C-473), a Compromise in hand, and
    neither main player immune to Diplomat (the Con); not in a Raid on Entebbe."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None or not challenge.revealed:
        return False
    if challenge.planet is None:  # a Raid on Entebbe: its failed deals are its own (C-470)
        return False
    if challenge.is_main(seat) or THREE_WAY in challenge.data or len(challenge.cards) != 2:
        return False
    if cards.COMPROMISE not in state.players[seat].hand:
        return False
    sides = list(challenge.sides())
    if exposed(state, Diplomat.name, sides) != sides:
        return False
    attack = any(card_of(state, s) != cards.COMPROMISE for s in sides)
    return attack or pro(state, Diplomat.name)


async def step_in(state: CosmicState, seat: int, wild: bool) -> None:
    """``seat`` plays a Compromise: the Attack cards count as Compromises, and the deal is made
    by three."""
    challenge = state.challenge
    assert challenge is not None
    challenge.data[THREE_WAY] = seat
    if wild:
        challenge.data[FAILED_DEAL_TO_WARP] = True  # seed 002: Wild Diplomat deals (C-472)
    put_in_force(state, seat, THREE_WAY_DEAL)
    state.features["diplomat_steps_in"] += 1
    state.note("diplomat-steps-in", {"seat": seat, "wild": wild})
    state.players[seat].hand.remove(cards.COMPROMISE)
    await discard(state, seat, [cards.COMPROMISE])


class ThreeWayDeal(Flare):
    """Not a card: what a Diplomat's Compromise puts in force for the challenge (the power's and
    the Wild Flare's alike): both revealed cards count as Compromises, and the negotiation is the
    three-way one."""

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        if event == "challenge_card":
            return cards.COMPROMISE
        if event == "negotiation" and value is None:
            return negotiate(state)
        return value


THREE_WAY_DEAL: Final = ThreeWayDeal()


class Diplomat(Power):
    name = "diplomat"
    title = "Diplomat"
    short = "Power of Negotiation"
    text = (
        "When you are not a main player, once the cards are revealed with an Attack among them, "
        "you may play a Compromise from your hand: the Attack cards count as Compromises and you "
        "and both main players try to make a three-way deal. All three must agree; if not, each "
        "of you loses three tokens."
    )
    source = (
        "FFG text (POWER_TEXTS 'Diplomat', MEDIUM) with the Eon three-way deal (WARP, "
        "Washington-University Arbiter text); no Eon text; C-470"
    )

    @ability(
        "reveal",
        can_use=lambda power, state, seat, ctx: may_step_in(state, seat),
        optional=True,
    )
    async def mediate(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Diplomat plays a Compromise and turns the challenge into a three-way deal.
        await step_in(state, seat, wild=False)


class WildDiplomat(Flare):
    """As the cards are revealed, step in as Diplomat does; a failed deal's tokens go to the
    Warp."""

    events = frozenset({"reveal"})
    text = (
        "Not a main player, once the cards are revealed with an Attack among them, play a "
        "Compromise from your hand: a three-way deal as the Diplomat's; if it fails, the tokens go "
        "to the Warp (even in a capture challenge)."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return may_step_in(state, seat)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        # Answers to the Flare (a Card Zap met by a Wild Filch...) may have cost him the
        # Compromise he needs: then it does nothing.
        if may_step_in(state, seat):
            await step_in(state, seat, wild=True)


class SuperDiplomat(SwitchFlare):
    """For this challenge a failed three-way deal costs Diplomat nothing."""

    moments = frozenset({START})
    text = "For this challenge, if a three-way deal you brought about fails, you lose no tokens."
    flag = SUPER
    kind = "super-diplomat"


Diplomat.flare = FlareSides(WildDiplomat(), SuperDiplomat(), "designed (no text found; C-471)")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Diplomat.pulsar_pro = (
    "For the rest of the challenge you may bring a three-way deal about even when both main "
    "players revealed Compromises (C-473)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


def deal_words(key: Any, say: Say) -> str:
    """ "0>2:1c;1>0:base" -> "A gives C 1 card; B gives A a base"."""
    try:
        moves = parse_three_way(str(key))
    except Malformed:
        return "a deal that cannot be read"
    return "; ".join(
        f"{say.name(g)} gives {say.name(r)} {say.terms(terms_key(t))}"
        for (g, r), t in sorted(moves.items())
    )


@BOOK.entry("diplomat-steps-in", important=True)
def _steps_in(entry: Mapping[str, Any], say: Say) -> str:
    how = "the Wild Diplomat" if entry.get("wild") else "a Compromise"
    return (
        f"{say.name(entry.get('seat'))} steps in with {how}: the cards count as Compromises and "
        "the deal is made by three."
    )


@BOOK.entry("diplomat-proposal")
def _proposal(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} proposes: {deal_words(entry.get('proposal'), say)}."


@BOOK.entry("diplomat-answer")
def _answer(entry: Mapping[str, Any], say: Say) -> str:
    verb = "accepts" if entry.get("answer") == "accept" else "rejects"
    return f"{say.name(entry.get('seat'))} {verb} the three-way deal."


@BOOK.entry("diplomat-deal", important=True)
def _deal(entry: Mapping[str, Any], say: Say) -> str:
    return f"Three-way deal: {deal_words(entry.get('terms'), say)}."


@BOOK.entry("diplomat-no-deal", important=True)
def _no_deal(entry: Mapping[str, Any], say: Say) -> str:
    return f"No three-way deal between {say.many(entry.get('seats'))}: each loses tokens."


@BOOK.entry("super-diplomat")
def _super(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} will lose nothing if a three-way deal fails."


@BOOK.option("diplomat-propose")
def _propose_option(decision: Decision, key: str, say: Say) -> str:
    return "pass" if key == "pass" else deal_words(key, say)


@BOOK.prompt("diplomat-answer")
def _answer_prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    return (
        f"{say.name(context.get('from'))} proposes: {deal_words(context.get('proposal'), say)}. "
        "Accept this three-way deal?"
    )


POWER: Final = Diplomat
