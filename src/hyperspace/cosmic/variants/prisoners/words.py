"""The Prisoners variant's words (docs/architecture.md, "Words"): its decisions and log entries in
sentences, registered beside its rules in :data:`hyperspace.cosmic.wording.BOOK`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.wording import BOOK, Say, moment
from hyperspace.engine.decision import Decision
from hyperspace.engine.words import humane, plural


@BOOK.entry("imprisoned", "prisoners-moved", "rescued", important=True)
def _prison_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind = entry.get("kind")
    tokens = f"{say.tokens(entry.get('tokens', 1))} of {say.name(entry.get('colour'))}"
    if kind == "imprisoned":
        why = f" ({humane(str(entry['cause']))})" if entry.get("cause") else ""
        return f"{say.name(entry.get('holder'))} takes {tokens} prisoner{why}."
    if kind == "prisoners-moved":  # to their owner, the tokens go home; to another, to prison
        to, why = entry.get("to"), humane(str(entry.get("cause", "")))
        if to == entry.get("colour"):
            count = say.tokens(entry.get("tokens", 1))
            return f"{say.name(entry.get('from'))} returns {count} to {say.name(to)} ({why})."
        return (
            f"{say.name(entry.get('from'))} hands {tokens} over to {say.name(to)}'s prison ({why})."
        )
    return (
        f"{say.name(entry.get('seat'))} rescues a token from {say.name(entry.get('from'))}'s "
        f"prison to {say.planet(entry.get('to'))}."
    )


@BOOK.entry("capture-challenge", "prisoner-exchange", "exchange-pass", "exchange-proposal",
            "exchange-answer", "exchange-cards", "swap-offer", "ruling", "raid")  # fmt: skip
def _exchange_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "capture-challenge":
        return f"{say.name(entry.get('offense'))}'s challenge is a capture challenge."
    if kind == "prisoner-exchange":
        return (
            f"{say.name(entry.get('defense'))} and {say.name(entry.get('offense'))} may exchange "
            "prisoners."
        )
    if kind == "exchange-pass":
        return f"{seat} proposes no exchange."
    if kind == "exchange-proposal":
        terms = (
            f": {say.proposal(str(entry['proposal']), entry.get('seat'))}"
            if entry.get("proposal")
            else ""
        )
        return f"{seat} proposes a prisoner exchange{terms}."
    if kind == "exchange-answer":
        return f"{seat} {'accepts' if entry.get('answer') == 'accept' else 'rejects'} it."
    if kind == "exchange-cards":
        cards = f": {say.cards(entry['cards'])}" if isinstance(entry.get("cards"), list) else ""
        count = len(entry["cards"]) if cards else int(entry.get("cards", 0))
        return (
            f"{say.name(entry.get('from'))} gives {say.name(entry.get('to'))} "
            f"{plural(count, 'card')} at random{cards}."
        )
    if kind == "swap-offer":
        proposer = entry.get("from")
        answer = "accepted" if entry.get("answer") == "accept" else "rejected"
        return (
            f"{say.name(proposer)} offers {say.name(entry.get('to'))} a swap "
            f"({say.swap(str(entry.get('offer')), proposer)}): {answer}."
        )
    if kind == "ruling":
        return f"{seat} plays {say.card(entry.get('card'))}."
    return f"{say.name(entry.get('raider'))} raids {say.name(entry.get('defense'))}'s prison."


ANSWERS: Final = {
    "pass": "pass",
    "done": "offer nothing this time",
    "accept": "accept",
    "reject": "reject",
}


@BOOK.option("prisoners-exchange", "prisoners-swap", "prisoners-exchange-answer",
             "prisoners-swap-answer", "prisoners-deal-give", "prisoners-jailbreak",
             "prisoners-entebbe-target", "prisoners-deaths", "prisoners-ruling")  # fmt: skip
def _option(decision: Decision, key: str, say: Say) -> str:
    kind = decision.kind
    fixed = {
        "pass": "pass",
        "done": "offer nothing this time",
        "accept": "accept",
        "reject": "reject",
    }
    if key in fixed:
        return (
            "propose no exchange" if kind == "prisoners-exchange" and key == "pass" else fixed[key]
        )
    if kind == "prisoners-exchange":
        return say.proposal(key)
    if kind == "prisoners-swap":
        return say.swap(key)
    if kind == "prisoners-ruling":
        return f"play {say.card(key)}"
    verb, _, tail = key.partition(":")
    if verb == "colour":
        return f"a prisoner of {say.name(tail)}"
    if kind == "prisoners-jailbreak":
        return f"break {say.name(tail)}'s prison"
    return f"{say.name(tail)}'s prison"


@BOOK.option("prisoners-entebbe-defend")
def _defend_option(decision: Decision, key: str, say: Say) -> str:
    return say.commitment(key)


@BOOK.prompt("prisoners-deaths", "prisoners-ruling")
def _prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    if decision.kind == "prisoners-ruling":
        return f"Play a Ruling {moment(context.get('moment'))}?"
    return f"Which prison loses a token of {say.name(context.get('colour'))}?"
