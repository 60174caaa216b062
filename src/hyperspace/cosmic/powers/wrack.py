"""Wrack, the Power of Torture.

As a main player, once alliances are made and before the Challenge Cards are chosen, Wrack may
torture its opponent instead of fighting: it proposes a deal, and each time he refuses Wrack
tortures him, once for each of its own tokens in the challenge: one of his tokens (from the
challenge or from a base, never from a prison) goes to the Warp, or a card drawn at random from
his hand goes to the discard pile. Whenever he accepts, the torture stops and the deal is made
(the challenge ends as a deal). Once it starts, Wrack must go through with every torture; if he
never accepts, the challenge goes on as usual.

Source: the Eon card as paraphrased in a StackExchange question (POWER_TEXTS.md "Wrack", MEDIUM),
with the WARP house rule that torture may strip the offense's Cone and seed 002's clarification
(no tokens from prisons). The Fantasy Flight Wrack is another design. Flares: the Super is the Eon
one (Wrack may stop the torture and fight as usual); the Wild is designed from what the seeds show
of it (a "power fee" in tokens that goes to the Warp and may take a player's power away; seed
004: his own Pulsar keeps it) (C-434..C-437).
"""

from __future__ import annotations

from collections.abc import Awaitable, Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import (
    FEES,
    Flare,
    FlareSides,
    Power,
    immune,
    pro,
    replacement,
    use_power,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import discard
from hyperspace.cosmic.state import Challenge, CosmicState, parse_planet, planet_key
from hyperspace.cosmic.tokens import lift, lose, remove
from hyperspace.cosmic.wording import BOOK, Say, card_label
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "wrack-super"  # challenge.data: the Super Flare is in force (Wrack may stop)
IN_CHALLENGE: Final = "challenge"  # torture key: one of the victim's tokens in the challenge
CARD: Final = "card"  # torture key: a random card of the victim's hand


def tortures(state: CosmicState, seat: int) -> int:
    """How many tortures Wrack inflicts: one per token of its own in the challenge (with the Pro,
    its allies' too, C-437)."""
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    side = [seat]
    if pro(state, Wrack.name):
        side += challenge.offense_allies if seat == challenge.offense else challenge.defense_allies
    count = 0
    for member in side:
        if seat == challenge.offense:
            count += len(challenge.cone.get(member, ()))
        elif member == seat:
            count += state.tokens_on(challenge.planet, seat)
        else:
            count += len(challenge.defense_end.get(member, ()))
    return count


def in_challenge(state: CosmicState, victim: int) -> int:
    """The victim's own tokens in the challenge (the Cone's, or the defended planet's)."""
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    if victim == challenge.offense:
        return len(challenge.cone.get(victim, ()))
    return state.tokens_on(challenge.planet, victim)


def torments(state: CosmicState, victim: int) -> tuple[str, ...]:
    """What a torture may take from ``victim``: a token in the challenge, a token on one of his
    other bases (never a prisoner, seed 002), a random card of his hand."""
    challenge = state.challenge
    assert challenge is not None
    keys = [IN_CHALLENGE] if in_challenge(state, victim) else []
    keys += [planet_key(p) for p in state.bases(victim) if p != challenge.planet]
    return (*keys, *((CARD,) if state.players[victim].hand else ()))


async def torment(state: CosmicState, seat: int, victim: int) -> None:
    """One torture: Wrack picks what ``victim`` loses."""
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    keys = torments(state, victim)
    if not keys:
        return
    prompt = "Torture: which token goes to the Warp, or a random card to the discard pile?"
    what = await ask(Decision(seat, "wrack-torment", keys, prompt, {"victim": victim}))
    if what == CARD:
        hand = state.players[victim].hand
        card = hand.pop(state.streams["wrack"].randbelow(len(hand)))
        await discard(state, victim, [card])  # Vulch may salvage it (C-450)
        state.features["wrack_tortured_cards"] += 1
        state.note("torment", {"seat": seat, "victim": victim, "card": card})
        return
    if what == IN_CHALLENGE and victim == challenge.offense:
        del challenge.cone[victim][:1]  # the Cone may be stripped bare (WARP house rule)
    else:
        remove(state, victim, challenge.planet if what == IN_CHALLENGE else parse_planet(what))
    lift(state, victim, 1)
    state.features["wrack_tortured_tokens"] += 1
    state.note("torment", {"seat": seat, "victim": victim, "from": what})
    await lose(state, victim, 1, "wrack")


async def torture(state: CosmicState, seat: int) -> bool:
    """Wrack decides whether to torture; if so, the proposal and the tortures, then (no deal) the
    cards are chosen as usual. False if the challenge ended (a deal made, or no card to play)."""
    from hyperspace.cosmic.rules import deals  # (import cycle)
    from hyperspace.cosmic.rules.challenge import both_choose, cards_ready
    from hyperspace.cosmic.rules.resolution import DEAL, return_all

    challenge = state.challenge
    assert challenge is not None
    other = challenge.opponent(seat)
    asked = Decision(seat, "wrack-use", ("fight", "torture"), "Torture your opponent?")
    if await ask(asked) == "torture" and await use_power(state, seat, "wrack"):
        form = deals.deal_form(state, seat, other)  # (the Zap window may have changed hands)
        keys = tuple(deals.suggestions(form))
        proposal = await ask(Decision(seat, "wrack-deal", keys, "Propose a deal", form=form))
        seen = {seat: {"proposal": proposal}, other: {"proposal": proposal}}
        state.note("wrack-proposal", {"seat": seat, "to": other}, seen)
        state.features["wrack_tortures"] += 1
        count = tortures(state, seat)
        # A deal accepted is made (a Quash makes it fail: the challenge goes on).
        if await _tortured(state, seat, other, proposal, count) and await deals.made(
            state, seat, other, proposal
        ):
            return_all(state)  # the allies' tokens and the defense's go home too
            challenge.outcome = DEAL
            state.features["wrack_deals"] += 1
            return False
    # C-12 again: a torture may have taken the last Challenge Card.
    if not await cards_ready(state):
        return False
    await both_choose(state)
    return True


async def _tortured(state: CosmicState, seat: int, other: int, proposal: str, count: int) -> bool:
    """The opponent answers the proposal before each torture and after the last; True once he
    accepts. With the Super Flare Wrack may stop before any torture."""
    challenge = state.challenge
    assert challenge is not None
    for left in range(count, -1, -1):
        context = {"proposal": proposal, "from": seat, "tortures": left}
        decision = Decision(
            other, "wrack-answer", ("accept", "reject"), "Accept the deal?", context
        )
        answer = await ask(decision)
        state.note("wrack-answer", {"seat": other, "answer": answer})
        if answer == "accept":
            return True
        if not left:
            return False
        if challenge.data.get(SUPER):  # the Eon Super: Wrack may stop and fight as usual
            keys = ("go-on", "stop")
            if await ask(Decision(seat, "wrack-stop", keys, "Stop the torture?")) == "stop":
                return False
        await torment(state, seat, other)
    return False


def _proposable(state: CosmicState, seat: int, other: int) -> bool:
    from hyperspace.cosmic.rules import deals  # (import cycle)

    return bool(deals.suggestions(deals.deal_form(state, seat, other)))


def _main(state: CosmicState, seat: int) -> Challenge | None:
    challenge = state.challenge
    if challenge is None or not challenge.is_main(seat) or challenge.planet is None:
        return None
    return challenge


class Wrack(Power):
    name = "wrack"
    title = "Wrack"
    short = "Power of Torture"
    text = (
        "As a main player, before the cards are chosen, you may torture your opponent instead of "
        "fighting: propose a deal; each time he refuses, one torture for each of your tokens in "
        "the challenge (one of his tokens, from the challenge or a base, to the Warp, or a random "
        "card of his hand to the discard pile). When he accepts, the deal is made; if he never "
        "does, the challenge goes on as usual. Once begun, the torture goes to the end."
    )
    source = (
        "Eon card as paraphrased on StackExchange (POWER_TEXTS 'Wrack', MEDIUM), WARP house rule "
        "and seed 002 (C-434); Super Eon, Wild designed from seeds 002 and 004 (C-435)"
    )

    @replacement("choose_cards")
    def instead_of_fighting(
        self, state: CosmicState, seat: int, ctx: Any
    ) -> Awaitable[bool] | None:
        challenge = _main(state, seat)
        if challenge is None or immune(state, self.name, challenge.opponent(seat)):  # the Con
            return None
        if not tortures(state, seat) or not _proposable(state, seat, challenge.opponent(seat)):
            return None  # no token in the challenge (no torture), or no deal to propose
        return torture(state, seat)


class WildWrack(Flare):
    """Name another player who has a power: for the rest of the challenge, before each use of it
    he pays a power fee of one token from his bases to the Warp, or loses the power for the
    challenge (his own Pulsar may keep it) (C-435)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = (
        "Name a player: this challenge, each use of his power costs him a token to the Warp, or "
        "he loses his power for the challenge."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return bool(_chargeable(state, seat))

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        keys = tuple(f"player:{s}" for s in _chargeable(state, seat))
        answer = await ask(Decision(seat, "wrack-fee", keys, "Charge whom a power fee?"))
        charged = int(answer.removeprefix("player:"))
        challenge.data.setdefault(FEES, []).append(charged)
        state.features["wrack_wild"] += 1
        state.note("wild-wrack", {"seat": seat, "player": charged})


def _chargeable(state: CosmicState, seat: int) -> list[int]:
    challenge = state.challenge
    if challenge is None:
        return []
    charged = challenge.data.get(FEES, ())
    return [
        p.seat
        for p in state.players
        if p.seat != seat and p.power is not None and p.seat not in charged
    ]


class SuperWrack(SwitchFlare):
    """This challenge Wrack may stop the torture before any torture and fight as usual (Eon)."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "This challenge you may stop the torture at any point and fight as usual."
    flag = SUPER
    kind = "super-wrack"


Wrack.flare = FlareSides(
    WildWrack(),
    SuperWrack(),
    "Super: Eon (POWER_TEXTS 'Wrack'); Wild designed from seeds 002 and 004 (C-435)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Wrack.pulsar_pro = (
    "For the rest of the challenge your allies' tokens count too: one torture for each token of "
    "your side in the challenge (C-437)."
)
Wrack.pulsar_con = "For the rest of the challenge Wrack cannot torture you (C-437)."

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("wrack-proposal", "wrack-answer", "torment", "wild-wrack", "power-fee",
            "power-fee-refused", important=True)  # fmt: skip
def _wrack_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "wrack-proposal":
        terms = entry.get("proposal")
        told = f": {say.proposal(str(terms), entry.get('seat'))}" if terms else ""
        return f"{seat} tortures {say.name(entry.get('to'))} into a deal{told}."
    if kind == "wrack-answer":
        return f"{seat} {'accepts' if entry.get('answer') == 'accept' else 'refuses'} the deal."
    if kind == "torment":
        victim = say.name(entry.get("victim"))
        if "card" in entry:
            return (
                f"{seat} tortures {victim}: {card_label(entry['card'])} goes to the discard pile."
            )
        where = entry.get("from")
        place = "the challenge" if where == IN_CHALLENGE else say.planet(where)
        return f"{seat} tortures {victim}: a token from {place} goes to the Warp."
    if kind == "wild-wrack":
        return f"{seat} charges {say.name(entry.get('player'))} a power fee (Wild Wrack)."
    if kind == "power-fee":
        return f"{seat} pays a token to the Warp to use his power."
    return f"{seat} refuses the power fee and loses his power for this challenge."


@BOOK.option("wrack-use", "wrack-answer", "wrack-torment", "wrack-stop", "wrack-fee", "power-fee")
def _wrack_option(decision: Decision, key: str, say: Say) -> str:
    words = {
        "fight": "fight as usual",
        "torture": "torture your opponent into a deal",
        "accept": "accept the deal",
        "reject": "refuse it",
        "go-on": "go on with the torture",
        "stop": "stop and fight as usual",
        "pay": "pay a token to the Warp",
        "refuse": "refuse and lose your power for this challenge",
        IN_CHALLENGE: "a token of his in the challenge, to the Warp",
        CARD: "a random card of his hand, to the discard pile",
    }
    if key.startswith("player:"):
        return f"charge {say.name(key.removeprefix('player:'))} a power fee"
    return words.get(key) or f"a token of his on {say.planet(key)}, to the Warp"


@BOOK.option("wrack-deal")
def _wrack_deal_option(decision: Decision, key: str, say: Say) -> str:
    return say.proposal(key, decision.seat)


@BOOK.prompt("wrack-answer")
def _wrack_prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    terms = say.proposal(str(context.get("proposal", "")), context.get("from"))
    left = int(context.get("tortures", 0))
    then = f"If you refuse, {left} more torture{'s' if left != 1 else ''}." if left else ""
    return f"{say.name(context.get('from'))} proposes: {terms}. Accept? {then}".strip()


POWER: Final = Wrack
