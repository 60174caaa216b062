"""Calculator, the Power of Equalizing.

As a main player, once both Challenge Cards are down and before they are revealed, Calculator may
declare that it equalizes. If both cards then turn out to be Attack cards, the higher card is
reduced by the value of the lower one (15 against 8 becomes 7 against 8); equal cards stay as
they are; values compare as signed numbers; a Kicker multiplies first (AMB-W04, seed 000). Then
the totals are worked out as usual. Optional.

Source: no Eon text was found (the Kickers seed names the Calculator's "equalizing"). This is the
Fantasy Flight (2008) text (base set, Future Pastimes; POWER_TEXTS.md "Calculator", MEDIUM:
aliens.json of Cosmic-Encounter-Bot and a Rails seed file), as AMB-W04 reads it.

Flares, the Fantasy Flight texts (no Eon Flare text was found): Wild, as a main player once the
cards are down and before they are revealed, call "odd" or "even": if both cards are Attack cards
and their sum has the parity called, the opponent's card is reduced by yours, otherwise yours is
reduced by the opponent's (C-23: the values as Calculator would see them, before any equalizing);
Super, Calculator may use its power as an ally too (it declares as the main players may).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    immune,
    in_force,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import SwitchFlare, attacks_down, card_value
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.hooks import Layer

EQUALIZE: Final = "calculator-equalize"  # challenge.data: Calculator declared it equalizes
# challenge.data: the Super Flare lets Calculator declare as an ally
SUPER: Final = "calculator-super"
CALL: Final = "calculator-call"  # challenge.data: the Wild Flare's call, "odd" or "even"
# challenge.data: set while the values before equalizing are read
BEFORE: Final = "calculator-before"


def before_equalizing(state: CosmicState, seat: int) -> int:
    """``seat``'s card value with every change but equalizing (Kickers first, seed 000): the
    equalizing modifiers leave values alone while this is read."""
    challenge = state.challenge
    assert challenge is not None
    challenge.data[BEFORE] = True
    try:
        return card_value(state, seat)
    finally:
        del challenge.data[BEFORE]


def in_challenge(state: CosmicState, seat: int) -> bool:
    challenge = state.challenge
    return challenge is not None and (
        challenge.is_main(seat)
        or seat in challenge.offense_allies
        or seat in challenge.defense_allies
    )


def _may_declare(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    if challenge is None or challenge.defense is None or challenge.data.get(EQUALIZE):
        return False
    as_ally = challenge.data.get(SUPER) and in_challenge(state, seat)
    return len(challenge.cards) == 2 and (challenge.is_main(seat) or bool(as_ally))


class Calculator(Power):
    name = "calculator"
    title = "Calculator"
    short = "Power of Equalizing"
    text = (
        "As a main player, once the Challenge Cards are down and before they are revealed, you "
        "may declare that you equalize: if both are Attack cards, the higher is reduced by the "
        "value of the lower (equal cards stay as they are)."
    )
    source = (
        "FFG text (base set, Future Pastimes; POWER_TEXTS 'Calculator', MEDIUM) as AMB-W04 "
        "reads it; no Eon text found"
    )

    @ability("cards_chosen", can_use=_may_declare, optional=True)
    async def declare(self, state: CosmicState, seat: int, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data[EQUALIZE] = True
        state.note("calculator", {"seat": seat})

    @modifier("card_value", Layer.CAP)
    def equalize(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "The higher card is reduced by the value of the lower; equal cards are unchanged"
        # (AMB-W04), after Kickers (seed 000).
        challenge = state.challenge
        if challenge is None or not challenge.data.get(EQUALIZE) or challenge.data.get(BEFORE):
            return value
        if not attacks_down(state):
            return value
        owner = int(ctx)
        if owner != seat and immune(state, self.name, owner):  # the Calculator Con
            return value
        if owner == seat and pro(state, self.name):  # the Calculator Pro (C-162)
            return value
        lower = before_equalizing(state, challenge.opponent(owner))
        return value - lower if value > lower else value


class WildCalculator(Flare):
    """As a main player, cards down and not yet revealed: call odd or even. If both are Attack
    cards and their sum has that parity, the opponent's card is reduced by yours; if not, yours
    by his."""

    events = frozenset({"cards_chosen"})
    text = "Main player, before the reveal: call odd or even on the sum of the two cards."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.has_opponent(seat)
            and len(challenge.cards) == 2
            and not in_force(state, self)
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None
        call = await ask(Decision(seat, "calculator-call", ("odd", "even"), "Odd or even?"))
        state.challenge.data[CALL] = call
        put_in_force(state, seat, self)
        state.note("wild-calculator", {"seat": seat, "call": call})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        challenge = state.challenge
        if event != "card_value" or challenge is None or challenge.data.get(BEFORE):
            return value
        if not attacks_down(state):
            return value
        other = challenge.opponent(seat)
        mine, theirs = before_equalizing(state, seat), before_equalizing(state, other)
        right = (mine + theirs) % 2 == (1 if challenge.data.get(CALL) == "odd" else 0)
        if right and ctx == other:
            return value - mine  # "the opponent's card is reduced by yours"
        if not right and ctx == seat:
            return value - theirs  # "if you were wrong, yours is reduced by theirs"
        return value


class SuperCalculator(SwitchFlare):
    """Calculator may use its power as an ally this challenge (played once alliances are
    made)."""

    moments = frozenset({ALLIANCES})
    text = "You may equalize as an ally this challenge."
    flag = SUPER
    kind = "super-calculator"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return seat in challenge.offense_allies or seat in challenge.defense_allies


Calculator.flare = FlareSides(
    WildCalculator(),
    SuperCalculator(),
    "FFG Flare texts (POWER_TEXTS 'Calculator'); no Eon Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Calculator.pulsar_pro = (
    "For the rest of the challenge, when you equalize, your own card is never reduced: only a "
    "higher opposing card is (C-162)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("calculator", "wild-calculator")
def _calculator_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "calculator":
        return f"{seat} uses the Calculator: the higher Attack card is lowered to the other's."
    return f"{seat} plays the Wild Flare of the Calculator and calls {entry.get('call')}."


@BOOK.option("calculator-call")
def _call_option(decision: Decision, key: str, say: Say) -> str:
    return f"call {key}"


POWER: Final = Calculator
