"""Lloyd, the Power of Insurance.

In any challenge, once alliances are made, Lloyd may offer insurance for a fee in Lucre it sets and
announces; every player with tokens in the challenge (main players and allies, either side; Lloyd
aside) may take out a policy. A policy covers only the tokens the player has in the challenge (in
the Cone or on the defended planet) and lasts for the challenge. An insured player who loses tokens
pays no fee and puts the lost tokens back on his bases; an insured player who loses none pays Lloyd
the fee. Without Lucre in the game, fees are paid in cards taken at random (C-465).

Source: the Eon text (expansion 6, Lucre), in full on the Cosmic Encounter wiki (POWER_TEXTS.md
"Lloyd", confidence HIGH); the Fantasy Flight Lloyd is another design. No Flare text was found:
both are designed (C-466). Seed 002: insured tokens that are imprisoned count as not lost, so the
insured player pays Lloyd (C-467). The Eon Lloyd came with Lucre; in a game without Lucre a fee
of n Lucre is paid as n cards taken at random from the payer's hand (C-465).

Timing (C-465): offered at ``alliances_made``; a claim is paid as the covered tokens go to the Warp
(``tokens_to_warp``: losses in defeat and in a failed deal); fees are paid at the end of the
challenge. A policy is a contract: once taken out it is honoured even if Lloyd's power is lost or
zapped afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, immune, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import take_random
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import Loss, return_to_bases
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import plural

# challenge.data: {insured seat: [fee, tokens covered, tokens claimed, fee paid in advance (0/1)]}
POLICIES: Final = "lloyd-policies"
SUPER: Final = "lloyd-super"  # challenge.data: the Super Flare is in force this challenge
WILD: Final = "lloyd-wild"  # challenge.data: seats that used the Wild Flare this challenge
FEES: Final = (1, 2, 3, 4, 5)  # the fees Lloyd may set, in Lucre (C-465)
COVERED: Final = ("defeat", "failed-deal")  # losses of the tokens in the challenge


def in_challenge(state: CosmicState) -> dict[int, int]:
    """Every player's tokens in the challenge: in the Cone, on the defended planet, in the
    defensive end."""
    challenge = state.challenge
    assert challenge is not None
    counts: dict[int, int] = {}
    for colour, origins in [*challenge.cone.items(), *challenge.defense_end.items()]:
        seat = state.colour_owner[colour]  # a player's tokens of all his colours (C-554)
        counts[seat] = counts.get(seat, 0) + len(origins)
    if challenge.planet is not None and challenge.defense is not None:
        defense = challenge.defense
        for colour in state.colours_of(defense):
            counts[defense] = counts.get(defense, 0) + state.tokens_on(challenge.planet, colour)
    return {seat: n for seat, n in sorted(counts.items()) if n}


def insurable(state: CosmicState, seat: int) -> list[int]:
    """The players Lloyd (``seat``) may insure: those with tokens in the challenge, not Lloyd, not
    immune to it (the Con, C-150)."""
    return exposed(state, Lloyd.name, [s for s in in_challenge(state) if s != seat])


def claimable(state: CosmicState, colour: int, cause: str) -> int:
    """How many more of ``colour``'s lost tokens his policy covers (0 without one): its owner's
    policy covers all his colours (C-554)."""
    challenge = state.challenge
    if challenge is None or cause not in COVERED:
        return 0
    owner = state.colour_owner[colour]
    policy = challenge.data.get(POLICIES, {}).get(owner)
    if policy is None or immune(state, Lloyd.name, owner):
        return 0
    return int(policy[1] - policy[2])


class Lloyd(Power):
    name = "lloyd"
    title = "Lloyd"
    short = "Power of Insurance"
    text = (
        "Once alliances are made you may offer insurance for a fee in Lucre that you set; each "
        "player with tokens in the challenge may take it. An insured player who loses tokens in "
        "the challenge pays nothing and puts them back on his bases; one who loses none pays you "
        "the fee (without Lucre, that many cards at random)."
    )
    source = "Eon text, expansion 6 (Cosmic Encounter wiki; POWER_TEXTS 'Lloyd', HIGH); C-465"

    @ability(
        "alliances_made",
        can_use=lambda power, state, seat, ctx: bool(insurable(state, seat)),
        optional=True,
    )
    async def offer(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Lloyd sets and announces a fee; each player in the challenge may take out a policy.
        challenge = state.challenge
        assert challenge is not None
        keys = tuple(f"fee:{fee}" for fee in FEES)
        answer = await ask(Decision(seat, "lloyd-fee", keys, "Set the fee"))
        fee = int(answer.removeprefix("fee:"))
        state.note("lloyd-offers", {"seat": seat, "fee": fee})
        policies = challenge.data.setdefault(POLICIES, {})
        counts = in_challenge(state)
        for player in insurable(state, seat):
            prompt = f"Insure your tokens in the challenge for a fee of {fee}?"
            context = {"fee": fee, "player": seat}
            decision = Decision(player, "lloyd-insure", ("decline", "insure"), prompt, context)
            if await ask(decision) == "decline":
                continue
            prepaid = int(bool(challenge.data.get(SUPER)))  # the Super Flare (C-466)
            policies[player] = [fee, counts[player], 0, prepaid]
            state.features["lloyd_policies"] += 1
            state.note("lloyd-insures", {"seat": player, "by": seat, "fee": fee})
            if prepaid:
                pay_fee(state, player, seat)

    @ability(
        "tokens_to_warp",
        can_use=lambda power, state, seat, loss: claimable(state, loss.colour, loss.cause) > 0,
        always=True,  # a policy is a contract: honoured whatever becomes of the power (C-465)
    )
    async def pay_claim(self, state: CosmicState, seat: int, loss: Loss) -> None:
        # An insured player's lost tokens go back to his bases.
        assert state.challenge is not None
        colour = loss.colour
        count = min(loss.count, claimable(state, colour, loss.cause), state.warp[colour])
        state.challenge.data[POLICIES][state.colour_owner[colour]][2] += count
        await return_to_bases(state, colour, count, "insured", state.warp)
        state.features["lloyd_claims"] += 1
        state.note("lloyd-claim", {"seat": seat, "player": colour, "tokens": count})

    @ability("end_of_challenge", always=True)
    async def collect(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # An insured player who lost no tokens pays the fee (twice with the Pro, C-468).
        challenge = state.challenge
        if challenge is None:
            return
        for player, (_, _, claimed, prepaid) in sorted(challenge.data.get(POLICIES, {}).items()):
            if not claimed and not prepaid and not immune(state, Lloyd.name, player):
                pay_fee(state, player, seat)


def pay_fee(state: CosmicState, player: int, lloyd: int) -> None:
    """``player`` pays Lloyd his policy's fee (twice with the Pro), as much as he has: in Lucre,
    or without Lucre in cards taken at random from his hand (C-465)."""
    challenge = state.challenge
    assert challenge is not None
    fee = int(challenge.data[POLICIES][player][0]) * (2 if pro(state, Lloyd.name) else 1)
    if state.config.lucre:
        paid = min(fee, state.players[player].lucre)
        state.players[player].lucre -= paid
        state.players[lloyd].lucre += paid
        unit = "lucre"
    else:
        paid = len(take_random(state, player, lloyd, fee))
        unit = "cards"
    state.features["lloyd_fees"] += paid
    state.note("lloyd-fee-paid", {"seat": player, "to": lloyd, unit: paid})


class WildLloyd(Flare):
    """As your tokens in the challenge go to the Warp, put them back on your bases (once a
    challenge)."""

    events = frozenset({"tokens_to_warp"})
    text = (
        "Once a challenge, as tokens you had in the challenge go to the Warp (in a defeat or a "
        "failed deal), put them back on your bases."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and seat not in challenge.data.get(WILD, ())
            and isinstance(ctx, Loss)
            and ctx.colour == seat
            and ctx.cause in COVERED
            and ctx.count > 0
            and state.warp[seat] > 0
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None and isinstance(ctx, Loss)
        state.challenge.data.setdefault(WILD, []).append(seat)
        count = min(ctx.count, state.warp[seat])
        await return_to_bases(state, seat, count, "self-insured", state.warp)
        state.note("wild-lloyd", {"seat": seat, "tokens": count})


class SuperLloyd(SwitchFlare):
    """For the rest of the challenge every policy's fee is paid when it is taken out."""

    moments = frozenset({START, DESTINY, ALLIANCES})  # before the insurance is offered
    text = (
        "For the rest of the challenge each player you insure pays the fee when he takes out the "
        "policy, whether or not he loses tokens."
    )
    flag = SUPER
    kind = "super-lloyd"


Lloyd.flare = FlareSides(WildLloyd(), SuperLloyd(), "designed (no text found; C-466)")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Lloyd.pulsar_pro = "For the rest of the challenge each fee paid to you is doubled (C-468)."

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("lloyd-offers", important=True)
def _offer_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} offers insurance for a fee of {entry.get('fee')}."


@BOOK.entry("lloyd-insures")
def _insure_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} insures his tokens with {say.name(entry.get('by'))}."


@BOOK.entry("lloyd-claim", important=True)
def _claim_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))}'s insurance puts {say.tokens(entry.get('tokens', 0))} of "
        f"{say.name(entry.get('player'))} back on his bases."
    )


@BOOK.entry("lloyd-fee-paid", important=True)
def _fee_entry(entry: Mapping[str, Any], say: Say) -> str:
    paid = f"{entry['lucre']} Lucre" if "lucre" in entry else plural(entry.get("cards", 0), "card")
    return f"{say.name(entry.get('seat'))} pays {say.name(entry.get('to'))} {paid} for insurance."


@BOOK.entry("wild-lloyd", important=True)
def _wild_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} puts {say.tokens(entry.get('tokens', 0))} back on his "
        "bases instead of the Warp."
    )


@BOOK.entry("super-lloyd")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))}'s insurance fees are now paid in advance."


@BOOK.option("lloyd-fee")
def _fee_option(decision: Decision, key: str, say: Say) -> str:
    return f"a fee of {key.removeprefix('fee:')} (Lucre, or cards without Lucre)"


@BOOK.option("lloyd-insure")
def _insure_option(decision: Decision, key: str, say: Say) -> str:
    fee = (decision.context or {}).get("fee")
    return f"insure your tokens for a fee of {fee}" if key == "insure" else "no insurance"


POWER: Final = Lloyd
