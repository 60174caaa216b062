"""Delegator, the Power of Delegation.

When Delegator loses tokens other than by the outcome of a challenge (a defeat or a failed deal):
to Plague, Assassin, Vacuum, Grudge, Extortionist and the like, it may delegate the loss: its
tokens go back to its bases, and for each of them Delegator names another player, who gives up a
token from a base of his own choosing instead; those go to the Warp. Optional.

Source: no Eon text was found, and the Fantasy Flight Delegator (main players handing their roles
to allies) is a redesign. The reading is reconstructed (C-483) from seed 002 ("Super Delegator
does not delegate loss when imprisoned", so the Super delegated the losses of a challenge and
plain Delegator other losses) and a 2013 fan revival of the classic aliens (POWER_TEXTS_ADDENDUM
2.5), whose Delegator "delegates a loss of ships other than by an encounter among other players".
Confidence LOW+.

Flares (C-484): Super, from the text the seed implies: for the rest of the challenge Delegator
may delegate the losses of the challenge's outcome too, but never tokens that are imprisoned
(seed 002: they are not lost to the Warp, and prisons take them before any power acts); Wild,
designed: once a challenge, delegate a loss of your own as Delegator does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import CosmicState, parse_planet, planet_key
from hyperspace.cosmic.tokens import Loss
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing

SUPER: Final = "delegator-super"  # challenge.data: the Super Flare is in force this challenge
# challenge.data: seats that played the Wild Delegator this challenge
WILD: Final = "delegator-wild"
# The losses of a challenge's outcome: only the Super delegates them (C-484). Tokens dying in
# prison were imprisoned already: never delegated (seed 002).
OUTCOME: Final = frozenset({"defeat", "failed-deal"})
NEVER: Final = frozenset({"prison-deaths"})


def stand_ins(state: CosmicState, seat: int) -> list[int]:
    """The other players who could lose a token instead: with a base, not immune (the Con)."""
    others = [p.seat for p in state.players if p.seat != seat and state.bases(p.seat)]
    return exposed(state, Delegator.name, others)


def delegable(state: CosmicState, seat: int, loss: Loss, outcome: bool) -> bool:
    """Whether ``seat`` may delegate ``loss`` of his own tokens (``outcome``: a defeat's or a
    failed deal's too)."""
    return (
        loss.colour == seat
        and loss.count > 0
        and loss.cause not in NEVER
        and (outcome or loss.cause not in OUTCOME)
        and bool(state.bases(seat))  # somewhere for his own tokens to go back to
        and bool(stand_ins(state, seat))
    )


def _may_delegate(power: Power, state: CosmicState, seat: int, loss: Loss) -> bool:
    challenge = state.challenge
    outcome = challenge is not None and bool(challenge.data.get(SUPER))
    return delegable(state, seat, loss, outcome)


class Delegator(Power):
    name = "delegator"
    title = "Delegator"
    short = "Power of Delegation"
    text = (
        "When you lose tokens other than by a defeat or a failed deal, you may delegate the loss: "
        "your tokens return to your bases and, for each, another player you name gives up one of "
        "his tokens from a base of his choice to the Warp instead."
    )
    source = (
        "reconstructed (C-483) from seed 002 and a fan revival of the classic aliens "
        "(POWER_TEXTS_ADDENDUM 2.5, LOW+); no Eon text found, FFG's is a redesign"
    )

    @ability("tokens_lost", can_use=_may_delegate, optional=True)
    async def delegate(self, state: CosmicState, seat: int, loss: Loss) -> None:
        # "Delegator delegates the loss among other players, who lose those tokens instead."
        await delegate(state, seat, loss, "delegation")


async def delegate(state: CosmicState, seat: int, loss: Loss, cause: str) -> None:
    """``seat``'s tokens being lost go back to his bases; for each, a player he names loses one
    of his instead (to the Warp: a delegated loss is never a prison's)."""
    saved = loss.save(loss.count)
    await tokens.return_to_bases(state, seat, saved, "delegated", state.transit)
    named: dict[int, int] = {}
    for _ in range(saved):
        keys = tuple(f"player:{v}" for v in stand_ins(state, seat) if _left(state, v, named))
        if not keys:
            break
        prompt = f"Who loses a token instead of you ({sum(named.values()) + 1} of {saved})?"
        answer = await ask(Decision(seat, "delegate-to", keys, prompt, {"tokens": saved}))
        victim = int(answer.removeprefix("player:"))
        named[victim] = named.get(victim, 0) + 1
    state.note(cause, {"seat": seat, "tokens": saved, "to": {str(v): n for v, n in named.items()}})
    state.features[f"{cause.replace('-', '_')}_tokens"] += saved
    for victim, count in named.items():
        if pro(state, Delegator.name):  # the Pro: Delegator picks the bases (C-485)
            taken = await _picked(state, seat, victim, count)
        else:
            taken = await tokens.take_from_bases(state, victim, count, "delegated to you")
        await tokens.lose(state, victim, taken, cause)


def _left(state: CosmicState, victim: int, named: dict[int, int]) -> bool:
    """``victim`` still has a token on his bases beyond those already named."""
    on_bases = sum(state.tokens_on(p, victim) for p in state.bases(victim))
    return on_bases > named.get(victim, 0)


async def _picked(state: CosmicState, seat: int, victim: int, count: int) -> int:
    """``seat`` picks the bases ``count`` of ``victim``'s tokens come from."""
    taken = 0
    for _ in range(count):
        keys = tuple(planet_key(p) for p in state.bases(victim))
        if not keys:
            break
        prompt = "Which base does the delegated token come from?"
        answer = await ask(Decision(seat, "delegate-base", keys, prompt, {"victim": victim}))
        tokens.remove(state, victim, parse_planet(answer))
        tokens.lift(state, victim, 1)
        taken += 1
    return taken


class WildDelegator(Flare):
    """Once a challenge, as you lose tokens (not imprisoned): delegate the loss as Delegator does
    (C-484)."""

    events = frozenset({"tokens_lost"})
    text = (
        "Once a challenge, as you lose tokens to the Warp: they return to your bases, and other "
        "players you name each lose one instead."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and seat not in challenge.data.get(WILD, ())
            and isinstance(ctx, Loss)
            and delegable(state, seat, ctx, True)
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data.setdefault(WILD, []).append(seat)
        await delegate(state, seat, ctx, "wild-delegator")


class SuperDelegator(SwitchFlare):
    """For the rest of the challenge Delegator may delegate the losses of the challenge's outcome
    too, never imprisoned tokens (seed 002, C-484)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = (
        "For the rest of the challenge you may delegate the tokens you lose in a defeat or a "
        "failed deal too (not tokens that are imprisoned)."
    )
    flag = SUPER
    kind = "super-delegator"


Delegator.flare = FlareSides(
    WildDelegator(),
    SuperDelegator(),
    "Super from seed 002 (C-484: it delegates the challenge's losses, never imprisonment); Wild "
    "designed by the project",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Delegator.pulsar_pro = (
    "For the rest of the challenge you choose the bases the delegated tokens come from (C-485)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("delegation", "wild-delegator", important=True)
def _delegation_entry(entry: Mapping[str, Any], say: Say) -> str:
    how = "Wild Delegator" if entry.get("kind") == "wild-delegator" else "Delegator"
    named = entry.get("to") or {}
    losers = listing([f"{say.name(v)} {say.tokens(n)}" for v, n in named.items()], "nobody")
    return (
        f"{say.name(entry.get('seat'))} delegates the loss of {say.tokens(entry.get('tokens', 0))}"
        f" ({how}); lost instead: {losers}."
    )


@BOOK.entry("super-delegator")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Delegator: the challenge's losses may be "
        "delegated too."
    )


@BOOK.option("delegate-to")
def _to_option(decision: Decision, key: str, say: Say) -> str:
    return f"{say.name(key.removeprefix('player:'))} loses a token instead"


@BOOK.option("delegate-base")
def _base_option(decision: Decision, key: str, say: Say) -> str:
    return f"the token on {say.planet(key)}"


@BOOK.prompt("delegate-base")
def _base_prompt(decision: Decision, say: Say) -> str:
    victim = say.name((decision.context or {}).get("victim"))
    return f"Which base of {victim}'s does the delegated token come from?"


POWER: Final = Delegator
