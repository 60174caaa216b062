"""Judge, the Power of Fiat.

As a main player, before the Challenge Cards are chosen, Judge may issue a fiat: extra gains for
the winner or for the loser of the challenge (not both), of the kinds a deal may hold (cards, a
base, Lucre, prisoners). The fiat is added to the normal outcome and carried out as soon as the
outcome is known, the other main player giving what it names as far as he can. It lapses when a
Compromise is revealed (no Attack against Attack) or the challenge ends otherwise. In Lucre games
the opponent may cancel the fiat, before the cards are chosen, by paying Judge 4 Lucre.

Source: the Mayfair-era German text (cosmicencounter.de, "judge"; POWER_TEXTS.md "Judge",
confidence MEDIUM) and the Fantasy Flight text, nearly the same without the Lucre clause. The fiat's
terms are those of a deal (C-460). Super Flare: the fiat may cover both the winner and the loser (a
fan designer's note on the original Super, edition unverified, C-461); the Wild Flare is designed
(C-461). Seed 002: a fiat may hand prisoners over ("loser gives winner all the tokens he has
imprisoned") but may not imprison anybody (C-462).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    immune,
    modify,
    pro,
)
from hyperspace.cosmic.powers.common import SwitchFlare, attacks_down
from hyperspace.cosmic.rules.deck import take_random
from hyperspace.cosmic.rules.proposals import BASE, Malformed, Terms, parse_terms, terms_key
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

FIAT: Final = "judge-fiat"  # challenge.data: the fiat issued this challenge (its key)
SUPER: Final = "judge-super"  # challenge.data: the Super Flare is in force this challenge
WILD_CARDS: Final = 2  # the Wild Judge's small fiat: two cards at random from the loser (C-461)
BUY_OFF: Final = 4  # Lucre the opponent pays Judge to cancel the fiat (DE text)
WINNER, LOSER = "winner", "loser"


def fiat_key(winner: Terms, loser: Terms) -> str:
    """``winner:<terms>``, ``loser:<terms>`` or, with the Super Flare, both joined by ``/``."""
    parts = [f"{who}:{terms_key(t)}" for who, t in ((WINNER, winner), (LOSER, loser)) if t]
    return "/".join(parts)


def parse_fiat(key: str) -> tuple[Terms, Terms]:
    """What the fiat gives the winner and the loser; Malformed with the reason otherwise."""
    gains: dict[str, Terms] = {WINNER: {}, LOSER: {}}
    for part in key.split("/"):
        who, sep, terms = part.partition(":")
        if not sep or who not in gains:
            raise Malformed(f"{part!r}: a fiat is winner:<terms> or loser:<terms>")
        if gains[who]:
            raise Malformed(f"{part!r}: the {who} is named twice")
        gains[who] = parse_terms(terms)
    return gains[WINNER], gains[LOSER]


class FiatForm:
    """The form of a fiat (:class:`hyperspace.engine.decision.Form`): the gains of the winner or
    of the loser (both with the Super Flare): cards of the giver's choice, a base, Lucre, prisoners
    of the giver's choice, each up to what either main player has now (the giver gives what he
    still has when the fiat is carried out)."""

    def __init__(self, bounds: dict[str, int], both: bool) -> None:
        self.bounds = bounds
        self.both = both

    def describe(self) -> dict[str, Any]:
        fields = [
            {"name": f"{who}.{unit}", "group": who, "side": who, "unit": unit,
             "label": LABELS[unit], "min": 0, "max": most,
             "question": QUESTIONS[unit].format(who=who)}
            for who in (WINNER, LOSER)
            for unit, most in self.bounds.items()
        ]  # fmt: skip
        return {"kind": "grouped", "grammar": "winner:<terms> or loser:<terms>", "joiner": "/",
                "empty": f"{WINNER}:nothing", "fields": fields}  # fmt: skip

    def refusal(self, key: str) -> str | None:
        try:
            winner, loser = parse_fiat(key)
        except Malformed as exc:
            return str(exc)
        if not winner and not loser:
            return "a fiat must give the winner or the loser something"
        if winner and loser and not self.both:
            return "a fiat favours the winner or the loser, not both (the Super Flare allows both)"
        for unit, count in (*winner.items(), *loser.items()):
            if unit not in self.bounds:  # seed 002: a fiat never imprisons (C-462)
                return f"{unit!r} cannot be in a fiat: cards (c), base, Lucre (L), prisoners (P)"
            if count > self.bounds[unit]:
                return f"{LABELS[unit]}: at most {self.bounds[unit]}, not {count}"
        return None


LABELS: Final = {"c": "cards of the giver's choice", BASE: "base", "L": "Lucre", "P": "prisoners"}
QUESTIONS: Final = {  # each field of the form, asked of a person composing a fiat
    "c": "How many cards of the giver's choice does the {who} gain?",
    BASE: "How many bases does the {who} gain?",
    "L": "How much Lucre does the {who} gain?",
    "P": "How many prisoners of the giver's choice does the {who} gain?",
}


def fiat_form(state: CosmicState, seat: int) -> FiatForm:
    """What Judge (``seat``) may decree against its opponent now."""
    challenge = state.challenge
    assert challenge is not None
    pair = (seat, challenge.opponent(seat))
    bounds = {"c": max(len(state.players[s].hand) for s in pair), BASE: 1}
    if state.config.lucre:
        bounds["L"] = max(state.players[s].lucre for s in pair)
    held = max(int(modify(state, "deal_prisoners", 0, (s, 0))) for s in pair)
    if held:
        bounds["P"] = held
    return FiatForm(bounds, bool(challenge.data.get(SUPER)))


def suggestions(form: FiatForm) -> tuple[str, ...]:
    """A few fiats to list (random bots choose among them)."""
    most = form.bounds["c"]
    picks = [{"c": most}, {"c": most, BASE: 1}, {BASE: 1}, {"P": form.bounds.get("P", 0)}]
    keys = [fiat_key(t, {}) for t in picks] + [fiat_key({}, t) for t in picks]
    return tuple(dict.fromkeys(k for k in keys if form.refusal(k) is None))


def in_force(state: CosmicState, seat: int) -> bool:
    """Judge's fiat stands at the outcome: a winner on Attack against Attack (against a Compromise
    too with the Pro, C-463), the opponent not immune (the Con)."""
    challenge = state.challenge
    if challenge is None or FIAT not in challenge.data or challenge.winner_side is None:
        return False
    if not challenge.is_main(seat) or immune(state, Judge.name, challenge.opponent(seat)):
        return False
    return attacks_down(state) or pro(state, Judge.name)


class Judge(Power):
    name = "judge"
    title = "Judge"
    short = "Power of Fiat"
    text = (
        "As a main player, before the cards are chosen, you may issue a fiat: extra gains for the "
        "winner or for the loser (not both), as a deal may hold: cards, a base, Lucre, prisoners. "
        "It is carried out right after the outcome, unless a Compromise is revealed. In Lucre "
        "games your opponent may cancel it by paying you 4 Lucre before the cards are chosen."
    )
    source = (
        "Mayfair-era German text (cosmicencounter.de) with the FFG text (POWER_TEXTS 'Judge', "
        "MEDIUM); no Eon text; C-460"
    )

    @ability(
        "before_cards",
        can_use=lambda power, state, seat, ctx: (
            state.challenge is not None
            and state.challenge.is_main(seat)
            and FIAT not in state.challenge.data
            and not immune(state, Judge.name, state.challenge.opponent(seat))
        ),
        optional=True,
    )
    async def decree(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Judge issues a fiat against its opponent.
        challenge = state.challenge
        assert challenge is not None
        form = fiat_form(state, seat)
        prompt = "Issue which fiat (gains for the winner or the loser)?"
        fiat = await ask(Decision(seat, "judge-fiat", suggestions(form), prompt, form=form))
        challenge.data[FIAT] = fiat
        state.features["judge_fiats"] += 1
        state.note("judge-fiat", {"seat": seat, "fiat": fiat})
        await buy_off(state, seat, challenge.opponent(seat))

    @ability("resolved", can_use=lambda power, state, seat, ctx: in_force(state, seat))
    async def carry_out(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Right after the outcome the loser gives the winner (or the winner the loser) the fiat.
        from hyperspace.cosmic.rules.deals import transfer  # (import cycle)

        challenge = state.challenge
        assert challenge is not None and challenge.winner_side is not None
        winner = challenge.winner_side
        loser = challenge.opponent(winner)
        for_winner, for_loser = parse_fiat(challenge.data.pop(FIAT))
        await transfer(state, loser, winner, for_winner)
        await transfer(state, winner, loser, for_loser)
        state.features["judge_fiats_carried_out"] += 1
        state.note("judge-carried-out", {"seat": seat, "winner": winner, "loser": loser})


async def buy_off(state: CosmicState, judge: int, opponent: int) -> None:
    """In Lucre games the opponent may cancel the fiat by paying Judge 4 Lucre (DE text)."""
    challenge = state.challenge
    assert challenge is not None
    payer = state.players[opponent]
    if not state.config.lucre or payer.lucre < BUY_OFF:
        return
    keys = ("accept", "pay")
    prompt = f"Pay {BUY_OFF} Lucre to cancel the fiat?"
    context = {"fiat": challenge.data[FIAT], "player": judge}
    if await ask(Decision(opponent, "judge-buy-off", keys, prompt, context)) == "accept":
        return
    payer.lucre -= BUY_OFF
    state.players[judge].lucre += BUY_OFF
    del challenge.data[FIAT]
    state.features["judge_bought_off"] += 1
    state.note("judge-bought-off", {"seat": opponent, "to": judge, "lucre": BUY_OFF})


class WildJudge(Flare):
    """Winning on Attack against Attack as a main player, take two cards at random from the
    loser's hand."""

    events = frozenset({"resolved"})
    text = (
        "When you win a challenge as a main player, Attack against Attack, take two cards at "
        "random from the loser's hand."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.winner_side == seat
            and attacks_down(state)
            and bool(state.players[challenge.opponent(seat)].hand)
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None
        loser = challenge.opponent(seat)
        taken = take_random(state, loser, seat, WILD_CARDS)
        seen = {"cards": taken}
        state.note("wild-judge", {"seat": seat, "from": loser, "count": len(taken)},
                   {seat: seen, loser: seen})  # fmt: skip


class SuperJudge(SwitchFlare):
    """For this challenge the fiat may give gains to both the winner and the loser."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "For this challenge your fiat may give gains to both the winner and the loser."
    flag = SUPER
    kind = "super-judge"


Judge.flare = FlareSides(
    WildJudge(), SuperJudge(), "Super: a fan designer's note (edition unverified); Wild designed"
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Judge.pulsar_pro = (
    "For the rest of the challenge your fiat is carried out whenever there is a winner, even "
    "against a Compromise (C-463)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


def fiat_words(key: Any, say: Say) -> str:
    """ "winner:3c+base" -> "the loser gives the winner 3 cards and a base"."""
    try:
        winner, loser = parse_fiat(str(key))
    except Malformed:
        return "a fiat"
    parts = [
        f"the {other} gives the {who} {say.terms(terms_key(terms))}"
        for who, other, terms in ((WINNER, LOSER, winner), (LOSER, WINNER, loser))
        if terms
    ]
    return " and ".join(parts)


@BOOK.entry("judge-fiat", important=True)
def _fiat_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} decrees: {fiat_words(entry.get('fiat'), say)}."


@BOOK.entry("judge-carried-out", important=True)
def _carried_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"The fiat of {say.name(entry.get('seat'))} is carried out between "
        f"{say.name(entry.get('winner'))} (the winner) and {say.name(entry.get('loser'))}."
    )


@BOOK.entry("judge-bought-off", important=True)
def _bought_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} pays {say.name(entry.get('to'))} "
        f"{entry.get('lucre')} Lucre to cancel the fiat."
    )


@BOOK.entry("wild-judge", important=True)
def _wild_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} takes {entry.get('count')} cards at random from "
        f"{say.name(entry.get('from'))}."
    )


@BOOK.entry("super-judge")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} may decree gains for both the winner and the loser."


@BOOK.option("judge-fiat")
def _fiat_option(decision: Decision, key: str, say: Say) -> str:
    return fiat_words(key, say)


@BOOK.option("judge-buy-off")
def _buy_option(decision: Decision, key: str, say: Say) -> str:
    return f"pay {BUY_OFF} Lucre to cancel it" if key == "pay" else "let the fiat stand"


@BOOK.prompt("judge-buy-off")
def _buy_prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    return (
        f"{say.name(context.get('player'))} decrees: {fiat_words(context.get('fiat'), say)}. "
        f"Pay {BUY_OFF} Lucre to cancel the fiat?"
    )


POWER: Final = Judge
