"""Gambler, the Power to Bluff.

As a main player, once the opponent's Challenge Card is revealed, Gambler may leave its own card
face down and announce what it is, truly or not. The opponent either accepts the claim, and the
challenge is then resolved as if the claim were true (Gambler's real card, never shown, goes to
the bottom of the deck), or calls the bluff: the card is turned up; if Gambler lied it loses as
many tokens as it has in the challenge, if it told the truth the caller loses as many as he has
in it, from their bases to the Warp; then the challenge is resolved with the real cards.

Source: the power's wording was not seen for Eon; the Fantasy Flight text (POWER_TEXTS.md
"Gambler", MEDIUM), which the fan wiki's summary of the old power matches, is played. Seed 002:
tokens lost when the bluff is called go to the Warp, even in a capture challenge (a loss of cause
"gambler" is no defeat, so the Prisoners variant leaves it to the Warp). The card kept face down
uses the rules' ``held_back`` and ``kept_face_down`` points (C-396): only Gambler sees it.

Flares, the Eon texts (HIGH): Wild, as a main player before the cards are revealed, call a
"spread"; if the two revealed Attack cards differ by at least that much, add it to your card.
Super: when you announce your card, up the ante with 1 to 20 tokens: a caught lie, or a wrong
call, then costs that many tokens instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards, tokens
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
from hyperspace.cosmic.powers.common import SwitchFlare, attacks_down, card_of
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.hooks import Layer

ACCEPT: Final = "accept"
CALL: Final = "call"
CLAIM: Final = "gambler-claim"  # challenge.data: {"seat", "card": the claim, "ante"} while accepted
SUPER: Final = "gambler-super"  # challenge.data: the Super Flare was played
ANTES: Final = range(1, 21)  # the Super's ante: 1 to 20 tokens (Eon)
SPREADS: Final = range(1, 21)  # the Wild's spread


def _may_bluff(state: CosmicState, seat: int) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.has_opponent(seat)
        and seat in challenge.cards
        and not immune(state, Gambler.name, challenge.opponent(seat))  # the Con
    )


def claims(state: CosmicState) -> tuple[str, ...]:
    """The cards Gambler may announce: any Challenge Card of the deck."""
    attacks = sorted(set(state.config.attacks))
    return (cards.COMPROMISE, *(f"attack-{value}" for value in attacks))


def _claim(state: CosmicState) -> dict[str, Any] | None:
    challenge = state.challenge
    return challenge.data.get(CLAIM) if challenge is not None else None


def in_challenge(state: CosmicState, challenge: Challenge, seat: int) -> int:
    """The tokens of ``seat``'s own colour on his side of the challenge."""
    from hyperspace.cosmic.rules.resolution import side_tokens  # (import cycle)

    return side_tokens(challenge, state, seat).get(seat, 0)


class Gambler(Power):
    name = "gambler"
    title = "Gambler"
    short = "Power to Bluff"
    text = (
        "As a main player, once your opponent's card is revealed, you may keep yours face down "
        "and announce what it is, truly or not. If he accepts, the challenge is resolved as if "
        "you told the truth and your card goes to the bottom of the deck unseen. If he calls "
        "your bluff, your card is turned up: if you lied you lose as many tokens as you have in "
        "the challenge, if not he loses as many as he has in it, from bases to the Warp."
    )
    source = (
        "FFG text (POWER_TEXTS 'Gambler', MEDIUM; the wiki's summary of the old power agrees); "
        "Eon Flares (HIGH); seed 002: tokens lost to a called bluff go to the Warp"
    )

    @modifier("held_back", Layer.ADD)
    def card_last(self, state: CosmicState, seat: int, held: Any, ctx: Any) -> Any:
        # "After your opponent reveals his card": Gambler's is turned up last, if at all.
        return held | {seat} if _may_bluff(state, seat) else held

    @ability("held_back", can_use=lambda p, state, seat, held: seat in held, optional=True)
    async def bluff(self, state: CosmicState, seat: int, held: Any) -> None:
        # "Leave your card face down and announce it; your opponent accepts or calls."
        challenge = state.challenge
        assert challenge is not None
        prompt = "Announce your face-down card (you may lie)"
        keys = tuple(f"claim:{card}" for card in claims(state))
        claim = (await ask(Decision(seat, "gambler-claim", keys, prompt))).removeprefix("claim:")
        ante = await _ante(state, seat) if challenge.data.get(SUPER) else 0
        caller = challenge.opponent(seat)
        state.note("gambler-claims", {"seat": seat, "card": claim, "ante": ante})
        state.features["gambler_bluff"] += 1
        context = {"gambler": seat, "claim": claim, "ante": ante}
        prompt = "The Gambler announces its card: accept the claim, or call the bluff?"
        if await ask(Decision(caller, "gambler-call", (ACCEPT, CALL), prompt, context)) == ACCEPT:
            challenge.data[CLAIM] = {"seat": seat, "card": claim}
            put_in_force(state, seat, CLAIMED)  # a done deal, whatever becomes of the power
            state.note("gambler-accepted", {"seat": caller, "gambler": seat, "card": claim})
            state.features["gambler_accepted"] += 1
            return
        await called(state, seat, caller, claim, ante)

    @modifier("kept_face_down", Layer.ADD)
    def still_down(self, state: CosmicState, seat: int, kept: Any, ctx: Any) -> Any:
        claim = _claim(state)
        return kept | {seat} if claim is not None and claim["seat"] == seat else kept

    @ability("end_of_challenge", can_use=lambda p, state, seat, ctx: _claim(state) is not None,
             always=True)  # fmt: skip
    async def unseen(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Your real card goes face down to the bottom of the deck" (to your hand under the Pro).
        challenge = state.challenge
        assert challenge is not None
        gambler = challenge.data.pop(CLAIM)["seat"]
        card = challenge.cards.pop(gambler)
        if pro(state, self.name):  # C-397
            state.players[gambler].hand.append(card)
        else:
            state.deck.insert(0, card)  # the deck's top is its end
        challenge.face_down.discard(gambler)

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro matters while a bluff may still be made.
        challenge = state.challenge
        return challenge is not None and challenge.is_main(seat) and not challenge.revealed


class Claimed(Flare):
    """No card: an accepted claim, in force for the rest of the challenge (:func:`put_in_force`)
    even if the power is then switched off (a Pulsar's shut-off at the reveal): "the challenge is
    resolved as if the claim were true"."""

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        claim = _claim(state)
        if event == "challenge_card" and claim is not None and claim["seat"] == ctx:
            return claim["card"]
        return value


CLAIMED: Final = Claimed()


async def _ante(state: CosmicState, seat: int) -> int:
    keys = tuple(f"ante:{n}" for n in ANTES)
    prompt = "Up the ante: how many tokens does a caught lie or a wrong call cost?"
    return int((await ask(Decision(seat, "gambler-ante", keys, prompt))).removeprefix("ante:"))


async def called(state: CosmicState, gambler: int, caller: int, claim: str, ante: int) -> None:
    """The bluff is called: the card is turned up, and the liar, or else the caller, pays."""
    challenge = state.challenge
    assert challenge is not None
    card = challenge.cards[gambler]
    challenge.face_down.discard(gambler)
    state.note("reveal", {"cards": {str(gambler): card}})
    lied = card != claim
    payer = gambler if lied else caller
    count = ante or in_challenge(state, challenge, payer)
    state.note("gambler-called", {"seat": caller, "gambler": gambler, "lied": lied})
    state.features["gambler_called"] += 1
    if count and not immune(state, Gambler.name, payer):
        # "Penalty tokens come from outside the challenge": not the defending planet.
        taken = await tokens.take_from_bases(state, payer, count, "Gambler", challenge.planet)
        state.note("gambler-pays", {"seat": payer, "tokens": taken})
        await tokens.lose(state, payer, taken, "gambler")


class WildGambler(Flare):
    """As a main player before the cards are revealed: call a spread (Eon)."""

    moments = frozenset({ALLIANCES})
    text = (
        "As a main player, before the cards are revealed: call a spread. If both revealed "
        "Attack cards differ by at least that much, add the spread to your card."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.has_opponent(seat)
            and not challenge.revealed
            and seat not in in_force(state, self)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        keys = tuple(f"spread:{n}" for n in SPREADS)
        answer = await ask(Decision(seat, "gambler-spread", keys, "Call your spread"))
        state.challenge.data[f"gambler-spread-{seat}"] = int(answer.removeprefix("spread:"))
        put_in_force(state, seat, self)
        state.note("wild-gambler", {"seat": seat, "spread": int(answer.removeprefix("spread:"))})
        state.features["gambler_wild"] += 1

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        # "If the two revealed cards differ by at least the spread, add it to your card."
        challenge = state.challenge
        if event != "card_value" or ctx != seat or challenge is None or not attacks_down(state):
            return value
        spread = int(challenge.data[f"gambler-spread-{seat}"])
        printed = [cards.attack_value(card_of(state, s)) for s in challenge.sides()]
        return value + spread if abs(printed[0] - printed[1]) >= spread else value


class SuperGambler(SwitchFlare):
    """When you announce your card, up the ante with 1 to 20 tokens (Eon)."""

    moments = frozenset({ALLIANCES})
    text = (
        "When you announce your face-down card, up the ante with 1 to 20 tokens: a caught lie, "
        "or a wrong call, costs that many tokens instead."
    )
    flag = SUPER
    kind = "super-gambler"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.has_opponent(seat)

    async def play(self, state: CosmicState, seat: int) -> None:
        await super().play(state, seat)
        state.features["gambler_super"] += 1


Gambler.flare = FlareSides(
    WildGambler(),
    SuperGambler(),
    "Eon Flare texts (POWER_TEXTS 'Gambler', from the Cosmic Encounter wiki, HIGH)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Gambler.pulsar_pro = (
    "For the rest of the challenge, when your claim is accepted, your real card goes back to your "
    "hand instead of the bottom of the deck (C-397)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry(
    "gambler-claims", "gambler-accepted", "gambler-called", "gambler-pays", "wild-gambler",
    "super-gambler", important=True,
)  # fmt: skip
def _gambler_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    kind = entry.get("kind")
    if kind == "gambler-claims":
        ante = entry.get("ante")
        upped = f", upping the ante to {say.tokens(ante)}" if ante else ""
        return (
            f"{seat} keeps its card face down and says it is {say.card(entry.get('card'))}{upped}."
        )
    if kind == "gambler-accepted":
        return f"{seat} accepts: {say.name(entry.get('gambler'))}'s card counts as claimed."
    if kind == "gambler-called":
        how = "lied" if entry.get("lied") else "told the truth"
        return f"{seat} calls the bluff: {say.name(entry.get('gambler'))} {how}."
    if kind == "gambler-pays":
        return f"{seat} loses {say.tokens(entry.get('tokens', 0))} to the Gambler's bluff."
    if kind == "wild-gambler":
        spread = entry.get("spread")
        return f"{seat} plays the Wild Flare of the Gambler, calling a spread of {spread}."
    return f"{seat} plays the Super Flare of the Gambler: the ante may be upped."


@BOOK.option("gambler-claim")
def _claim_option(decision: Decision, key: str, say: Say) -> str:
    return f"say it is {say.card(key.removeprefix('claim:'))}"


@BOOK.option("gambler-call")
def _call_option(decision: Decision, key: str, say: Say) -> str:
    claim = say.card((decision.context or {}).get("claim"))
    return f"accept that it is {claim}" if key == ACCEPT else f"call the bluff: it is not {claim}"


@BOOK.option("gambler-ante", "gambler-spread")
def _number_option(decision: Decision, key: str, say: Say) -> str:
    number = key.split(":")[1]
    return say.tokens(number) if decision.kind == "gambler-ante" else f"a spread of {number}"


POWER: Final = Gambler
