"""Assassin, the Power of Murder.

Each time the Destiny Pile turns up another player's colour, Assassin must send one token of that
colour, from any of that player's bases Assassin chooses, to the Warp. Assassin need not be in the
challenge, and the player is hit even if he then is not the defense (the offense's own colour, a
power changing the defense). Mandatory. Its own colour does nothing.

Source: the Mayfair text (everything2, "Assassin", explicitly labelled; POWER_TEXTS.md section 2,
MEDIUM); no Eon text was found. The Mayfair clause for a wild destiny (kill any one token) has no
occasion here: the Destiny Pile holds one disc per colour, and the Wild Capture Challenge card
carries no colour (a second card is flipped, AMB-P03) (C-300). Seed 002 [EM]: Assassin may not
assassinate a prisoner (prisoners are on no base), and in a capture challenge the tokens it kills
go to the Warp, not to prison.

Flares: no text was found; seed 002 shows a Wild Assassin that sends tokens to the Warp. Both
sides are designed (C-301): Wild, at the Destiny window, send one token of another player of your
choice, from a base of his you choose, to the Warp; Super, as Assassin strikes, it kills three
tokens instead of one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import DESTINY
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    abilities,
    ability,
    exposed,
    pro,
)
from hyperspace.cosmic.state import CosmicState, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

PRO_KILLS: Final = 2  # the Assassin Pro kills two tokens a strike (C-302)
SUPER_KILLS: Final = 3  # the Super Assassin kills three (C-301)
WILD: Final = "assassin-wild"  # challenge.data: seats that played the Wild Assassin this challenge


class Strike:
    """One assassination under way: ``assassin`` kills ``count`` of ``victim``'s tokens."""

    __slots__ = ("assassin", "count", "victim")

    def __init__(self, assassin: int, victim: int, count: int) -> None:
        self.assassin = assassin
        self.victim = victim
        self.count = count


def _other_colour(power: Power, state: CosmicState, seat: int, colour: Any) -> bool:
    # Another player's colour (its own does nothing), one with a base, and not immune (the Con).
    return (
        colour != seat and bool(state.bases(colour)) and bool(exposed(state, power.name, [colour]))
    )


class Assassin(Power):
    name = "assassin"
    title = "Assassin"
    short = "Power of Murder"
    text = (
        "Each time the Destiny Pile turns up another player's colour, you must send one of his "
        "tokens, from a base of his you choose, to the Warp, whether you are in the challenge or "
        "not."
    )
    source = (
        "Mayfair text (everything2 'Assassin'; POWER_TEXTS 'Assassin', MEDIUM) with seed 002's "
        "clarifications; no Eon text found"
    )

    @ability("destiny_flipped", can_use=_other_colour)
    async def assassinate(self, state: CosmicState, seat: int, colour: Any) -> None:
        # "Each time destiny turns up another player's colour, Assassin kills one of his tokens."
        strike = Strike(seat, colour, PRO_KILLS if pro(state, self.name) else 1)
        await abilities(state, "assassination", strike)  # the Super Flare: three tokens
        await kill(state, strike, "assassination")
        state.features["assassin_kills"] += 1

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro does something only before the Destiny Pile is flipped.
        challenge = state.challenge
        return challenge is not None and challenge.defense is None


async def kill(state: CosmicState, strike: Strike, cause: str) -> None:
    """``strike.assassin`` picks the bases ``strike.victim``'s tokens come from, one by one; they
    go to the Warp (never to prison: seed 002)."""
    taken = 0
    for _ in range(strike.count):
        bases = state.bases(strike.victim)
        if not bases:
            break
        keys = tuple(planet_key(p) for p in bases)
        prompt = "Which base does the token you kill come from?"
        answer = await ask(
            Decision(strike.assassin, "assassin-base", keys, prompt, {"victim": strike.victim})
        )
        planet = parse_planet(answer)
        tokens.remove(state, strike.victim, planet)
        tokens.lift(state, strike.victim, 1)
        taken += 1
    state.note(cause, {"seat": strike.assassin, "victim": strike.victim, "tokens": taken})
    await tokens.lose(state, strike.victim, taken, cause)


class WildAssassin(Flare):
    """At the Destiny window: send one token of another player of your choice, from a base of his
    you choose, to the Warp (C-301)."""

    moments = frozenset({DESTINY})
    text = (
        "Once the defense is known: send one token of any other player, from a base you choose, "
        "to the Warp."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and seat not in challenge.data.get(WILD, ())
            and bool(_targets(state, seat))
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.data.setdefault(WILD, []).append(seat)
        keys = tuple(f"player:{v}" for v in _targets(state, seat))
        answer = await ask(Decision(seat, "wild-assassin-victim", keys, "Whose token do you kill?"))
        victim = int(answer.removeprefix("player:"))
        await kill(state, Strike(seat, victim, 1), "wild-assassin")
        state.features["assassin_wild_kills"] += 1


def _targets(state: CosmicState, seat: int) -> list[int]:
    """The other players with a token on a base, not immune to Assassin (the Con)."""
    others = [p.seat for p in state.players if p.seat != seat and state.bases(p.seat)]
    return exposed(state, Assassin.name, others)


class SuperAssassin(Flare):
    """As Assassin strikes: it kills three tokens instead of one (C-301)."""

    events = frozenset({"assassination"})
    text = "As you strike: you kill three tokens instead of one."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.assassin == seat and ctx.count < SUPER_KILLS)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        ctx.count = SUPER_KILLS
        state.note("super-assassin", {"seat": seat})


Assassin.flare = FlareSides(
    WildAssassin(),
    SuperAssassin(),
    "designed by the project (C-301): no Flare text found; seed 002 shows a Wild Assassin that "
    "sends tokens to the Warp",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Assassin.pulsar_pro = (
    "For the rest of the challenge each of your strikes kills two tokens instead of one (C-302)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("assassination", "wild-assassin", important=True)
def _assassin_entry(entry: Mapping[str, Any], say: Say) -> str:
    how = "Wild Assassin" if entry.get("kind") == "wild-assassin" else "Assassin"
    return (
        f"{say.name(entry.get('seat'))} kills {say.tokens(entry.get('tokens', 0))} of "
        f"{say.name(entry.get('victim'))} ({how}): to the Warp."
    )


@BOOK.entry("super-assassin")
def _super_assassin_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Assassin: three tokens die instead of one."
    )


@BOOK.option("assassin-base", "wild-assassin-victim")
def _assassin_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "wild-assassin-victim":
        return f"kill a token of {say.name(key.removeprefix('player:'))}"
    return f"kill the token on {say.planet(key)}"


@BOOK.prompt("assassin-base")
def _assassin_prompt(decision: Decision, say: Say) -> str:
    victim = say.name((decision.context or {}).get("victim"))
    return f"Which base of {victim}'s does the token you kill come from?"


POWER: Final = Assassin
