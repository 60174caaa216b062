"""Extortionist, the Power of Extortion.

After the opening hands, whenever another player gains cards (a new hand, defensive rewards,
cards bought with Lucre, consolation, cards received in a deal or a prisoner exchange),
Extortionist may claim half of them, rounded down, taken at random from the cards he just gained.
Before any card is taken the victim may buy Extortionist off instead: Extortionist then sends one
of the victim's tokens, from a base Extortionist chooses, to the Warp. Optional.

Source: no Eon text was found. This is the Fantasy Flight (Alliance) text (POWER_TEXTS.md 17,
MEDIUM), read for the Eon game with seed 002's clarifications: Extortionist does extort the cards
that change hands in a prisoner exchange, so "gains cards" covers cards received from another
player by the rules, not only cards drawn (C-480). Cards a power hands out for its own reasons
(Clone, Mutant, Healer's fee, Filch, Trader...) are that power's business and are not extorted.

Flares: no text was found; seed 002 says the Wild Extortionist always sends tokens to the Warp.
Both sides are designed (C-481): Wild, once a challenge, extort a player who gains two or more
cards as Extortionist would (a token he pays goes to the Warp, never to prison); Super, for the
rest of the challenge Extortionist claims half rounded up (so a single card too).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import Gain
from hyperspace.cosmic.state import CosmicState, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import plural

SUPER: Final = "extortionist-super"  # challenge.data: the Super Flare is in force this challenge
WILD: Final = "extortionist-wild"  # challenge.data: seats that played the Wild Extortionist


def claim(gain: Gain, rounded_up: bool) -> int:
    """How many of the cards just gained Extortionist claims: half, rounded down (the Super:
    rounded up)."""
    return (len(gain.cards) + rounded_up) // 2


def _super(state: CosmicState) -> bool:
    challenge = state.challenge
    return challenge is not None and bool(challenge.data.get(SUPER))


def _may_extort(power: Power, state: CosmicState, seat: int, gain: Gain) -> bool:
    # Another player's gain, worth at least one card, and he is not immune (the Con).
    return (
        gain.seat != seat
        and claim(gain, _super(state)) > 0
        and bool(exposed(state, power.name, [gain.seat]))
    )


class Extortionist(Power):
    name = "extortionist"
    title = "Extortionist"
    short = "Power of Extortion"
    text = (
        "Whenever another player gains cards after the opening hands (a new hand, rewards, "
        "cards bought, consolation, cards received in a deal or prisoner exchange), you may take "
        "half of them, rounded down, at random. Before any card is taken he may instead let you "
        "send one of his tokens, from a base you choose, to the Warp."
    )
    source = (
        "FFG Alliance text (POWER_TEXTS 'Extortionist', MEDIUM) with seed 002's clarifications; "
        "no Eon text found (C-480)"
    )

    @ability("cards_gained", can_use=_may_extort, optional=True)
    async def extort(self, state: CosmicState, seat: int, gain: Gain) -> None:
        # "Extortionist takes half of the cards he gains, unless he gives up a token instead."
        payable = not pro(state, self.name)  # the Pro: no buying off (C-482)
        await extort(state, seat, gain, claim(gain, _super(state)), payable, "extortion")


async def extort(
    state: CosmicState, seat: int, gain: Gain, count: int, payable: bool, cause: str
) -> None:
    """``seat`` claims ``count`` of the cards ``gain.seat`` just gained; the victim decides
    first whether to pay a token instead (when ``payable`` and he has a base)."""
    victim = gain.seat
    if payable and state.bases(victim):
        context = {"by": seat, "cards": count}
        prompt = "Give up cards you just gained, or a token?"
        keys = ("cards", "token")
        if await ask(Decision(victim, "extortion-answer", keys, prompt, context)) == "token":
            await _take_token(state, seat, victim, cause)
            return
    _take_cards(state, seat, gain, count, cause)


def _take_cards(state: CosmicState, seat: int, gain: Gain, count: int, cause: str) -> None:
    """``count`` of the cards just gained, at random, go to ``seat``'s hand."""
    hand = state.players[gain.seat].hand
    stream = state.streams["extortionist"]
    taken = []
    for _ in range(min(count, len(gain.cards))):
        card = gain.cards.pop(stream.randbelow(len(gain.cards)))
        if card in hand:
            hand.remove(card)
            taken.append(card)
    state.players[seat].hand.extend(taken)
    seen = {"taken": taken}
    state.note(
        f"{cause}-cards",
        {"seat": seat, "from": gain.seat, "cards": len(taken)},
        {seat: seen, gain.seat: seen},
    )
    state.features[f"{cause.replace('-', '_')}_cards"] += len(taken)


async def _take_token(state: CosmicState, seat: int, victim: int, cause: str) -> None:
    """``seat`` sends one of ``victim``'s tokens, from a base he picks, to the Warp (a loss other
    powers may act on; never a prison: seed 002)."""
    keys = tuple(planet_key(p) for p in state.bases(victim))
    prompt = "Which base does the token you send to the Warp come from?"
    answer = await ask(Decision(seat, "extortion-base", keys, prompt, {"victim": victim}))
    tokens.remove(state, victim, parse_planet(answer))
    tokens.lift(state, victim, 1)
    state.note(f"{cause}-token", {"seat": seat, "victim": victim, "planet": answer})
    state.features[f"{cause.replace('-', '_')}_tokens"] += 1
    await tokens.lose(state, victim, 1, cause)


class WildExtortionist(Flare):
    """Once a challenge, as another player gains two or more cards: extort him as Extortionist
    would; the token he may pay goes to the Warp, never to prison (seed 002, C-481)."""

    events = frozenset({"cards_gained"})
    text = (
        "Once a challenge, as another player gains two or more cards: take half of them at "
        "random, unless he lets you send one of his tokens to the Warp."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and seat not in challenge.data.get(WILD, ())
            and isinstance(ctx, Gain)
            and ctx.seat != seat
            and claim(ctx, False) > 0
            and bool(exposed(state, Extortionist.name, [ctx.seat]))
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data.setdefault(WILD, []).append(seat)
        await extort(state, seat, ctx, claim(ctx, False), True, "wild-extortionist")


class SuperExtortionist(SwitchFlare):
    """For the rest of the challenge Extortionist claims half rounded up (C-481)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "For the rest of the challenge you claim half of the cards rounded up: one card too."
    flag = SUPER
    kind = "super-extortionist"


Extortionist.flare = FlareSides(
    WildExtortionist(),
    SuperExtortionist(),
    "designed by the project (C-481): no Flare text found; seed 002 shows a Wild Extortionist "
    "that sends tokens to the Warp",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Extortionist.pulsar_pro = (
    "For the rest of the challenge nobody can buy you off with a token: you take the cards (C-482)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


def _how(entry: Mapping[str, Any]) -> str:
    return "Wild Extortionist" if str(entry.get("kind", "")).startswith("wild") else "Extortionist"


@BOOK.entry("extortion-cards", "wild-extortionist-cards", important=True)
def _cards_entry(entry: Mapping[str, Any], say: Say) -> str:
    taken = entry.get("taken")
    what = say.cards(taken) if taken else plural(int(entry.get("cards", 0)), "card")
    return (
        f"{say.name(entry.get('seat'))} extorts {what} from {say.name(entry.get('from'))} "
        f"({_how(entry)})."
    )


@BOOK.entry("extortion-token", "wild-extortionist-token", important=True)
def _token_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('victim'))} buys {say.name(entry.get('seat'))} off "
        f"({_how(entry)}): a token from {say.planet(entry.get('planet'))} goes to the Warp."
    )


@BOOK.entry("super-extortionist")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Extortionist: half the cards, rounded up."
    )


@BOOK.option("extortion-answer")
def _answer_option(decision: Decision, key: str, say: Say) -> str:
    by = say.name((decision.context or {}).get("by"))
    if key == "token":
        return f"let {by} send one of your tokens to the Warp"
    return f"give {by} the cards"


@BOOK.prompt("extortion-answer")
def _answer_prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    count = plural(int(context.get("cards", 0)), "card")
    return (
        f"{say.name(context.get('by'))} claims {count} of the cards you just gained: give them, "
        "or let him send one of your tokens to the Warp?"
    )


@BOOK.option("extortion-base")
def _base_option(decision: Decision, key: str, say: Say) -> str:
    return f"send the token on {say.planet(key)} to the Warp"


@BOOK.prompt("extortion-base")
def _base_prompt(decision: Decision, say: Say) -> str:
    victim = say.name((decision.context or {}).get("victim"))
    return f"Which base of {victim}'s does the token you send to the Warp come from?"


POWER: Final = Extortionist
