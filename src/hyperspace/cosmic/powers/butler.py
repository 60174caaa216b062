"""Butler, the Power to Serve.

Butler does the offense's chores in every challenge but his own. Once the defense is known, before
the Cone is aimed, Butler may offer his service; unless the offense then tips him one card at
random from his hand, Butler either aims the Cone himself (at any planet it may legally point at)
or picks the bases the offense's tokens come from (the offense still says how many). A tipped
Butler serves the offense as he is told for the rest of the challenge. One tip a challenge.

Source: no Eon text was found. This is the Fantasy Flight Alliance text (POWER_TEXTS.md §30,
confidence MEDIUM, FFGDATA), which looks like a light modernisation of the older card; its
courtesy and unpaid chores (dealing cards owed, flipping Destiny) have no effect in play and are
left out (C-570). Flares, designed (no text found): Wild, from seed 002 ("Wild Butler may NOT
secretly take his own tokens from Prison and put them in the Warp"), once a challenge, as he
moves tokens about, its player slips one of his own tokens out of the Warp onto one of his bases;
a prison is never a source (C-572). Super: untipped, Butler does both chores (C-573).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import DESTINY, MOMENTS, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    immune,
    modifier,
    pro,
)
from hyperspace.cosmic.powers.common import Other, SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

# challenge.data: the untipped Butler's chores: AIM, TOKENS or BOTH
SERVICE: Final = "butler-service"
SUPER: Final = "butler-super"  # challenge.data: the Super Flare is in force this challenge
WILD: Final = "butler-wild"  # challenge.data: the seats that played the Wild Butler this challenge
AIM, TOKENS, BOTH = "aim", "tokens", "both"
TIP, PRO_TIP = 1, 2  # cards in a tip; the Butler Pro doubles it (C-574)


def _may_serve(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Every challenge but his own, once the defense is known; not for an offense immune to
    # Butler (the Con, C-574).
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.defense is not None
        and state.offense != seat
        and SERVICE not in challenge.data
        and not immune(state, Butler.name, state.offense)
    )


class Butler(Power):
    name = "butler"
    title = "Butler"
    short = "Power to Serve"
    text = (
        "In another player's challenge, once the defense is known, you may offer your service: "
        "unless the offense tips you one card at random from his hand, you either aim the Cone "
        "at any planet it may point at, or pick the bases the offense's tokens come from (he "
        "says how many). At most one tip a challenge."
    )
    source = (
        "FFG Alliance text (POWER_TEXTS §30, MEDIUM), its courtesy clauses left out (C-570); "
        "no Eon text found"
    )

    @ability("destiny", can_use=_may_serve, optional=True)
    async def serve(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Unless the offense tips you one card at random, you may aim the Cone or take his
        # tokens."
        challenge = state.challenge
        assert challenge is not None
        offense = state.offense
        challenge.data[SERVICE] = ""  # offered: one tip a challenge
        if state.players[offense].hand and await _tipped(state, seat, offense):
            return
        keys = (AIM, TOKENS, BOTH) if challenge.data.get(SUPER) else (AIM, TOKENS)
        chore = await ask(Decision(seat, "butler-chore", keys, "Which chore do you take on?"))
        challenge.data[SERVICE] = chore
        state.features[f"butler_{chore}"] += 1
        state.note("butler-chore", {"seat": seat, "offense": offense, "chore": chore})

    @modifier("cone_aimed_by")
    def aims(self, state: CosmicState, seat: int, value: int, challenge: Challenge) -> int:
        # The untipped Butler aims the Cone.
        return seat if challenge.data.get(SERVICE) in (AIM, BOTH) else value

    @modifier("tokens_picked_by")
    def picks(self, state: CosmicState, seat: int, value: Other, ctx: tuple[int, str]) -> Other:
        # The untipped Butler takes the offense's tokens, from any of his bases.
        challenge = state.challenge
        if challenge is None or ctx != (state.offense, "launch"):
            return value
        serves = challenge.data.get(SERVICE) in (TOKENS, BOTH)
        return (seat, "butler_picked_launches", None) if serves else value  # (used: serve)


async def _tipped(state: CosmicState, seat: int, offense: int) -> bool:
    """The offense tips Butler (one card at random from his hand; two under the Pro), or not."""
    from hyperspace.cosmic.rules.deck import gained, take_random  # (import cycle)

    count = PRO_TIP if pro(state, Butler.name) else TIP
    prompt = f"Tip the Butler {count} card{'s' if count > 1 else ''} at random from your hand?"
    context = {"butler": seat, "cards": count}
    if await ask(Decision(offense, "butler-tip", ("tip", "refuse"), prompt, context)) != "tip":
        return False
    taken = take_random(state, offense, seat, count)
    state.features["butler_tips"] += 1
    state.note(
        "butler-tip",
        {"seat": seat, "from": offense, "cards": len(taken)},
        {seat: {"taken": taken}, offense: {"taken": taken}},
    )
    await gained(state, seat, taken)
    return True


class WildButler(Flare):
    """Once a challenge, at any card window: move one of your own tokens from the Warp to one of
    your bases, quietly. Never a token in a prison (seed 002, C-572)."""

    moments = frozenset(MOMENTS)
    text = (
        "Once a challenge: quietly move one of your tokens from the Warp to one of your bases "
        "(never from a prison)."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and seat not in challenge.data.get(WILD, ())
            and state.warp[seat] > 0  # prisoners are not in the Warp (seed 002)
            and bool(state.bases(seat))
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        from hyperspace.cosmic.tokens import warp_to_base  # (import cycle)

        challenge = state.challenge
        assert challenge is not None
        challenge.data.setdefault(WILD, []).append(seat)
        keys = tuple(planet_key(p) for p in state.bases(seat))
        prompt = "Which base does your token slip back to?"
        base = await ask(Decision(seat, "wild-butler-base", keys, prompt))
        warp_to_base(state, seat, parse_planet(base))
        state.features["wild_butler"] += 1
        state.note("wild-butler", {"seat": seat}, {seat: {"to": base}})


class SuperButler(SwitchFlare):
    """For the rest of the challenge an untipped Butler may do both chores (C-573)."""

    moments = frozenset({START, DESTINY})
    text = "Untipped this challenge, you may both aim the Cone and pick the offense's bases."
    flag = SUPER
    kind = "super-butler"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return state.offense != seat and SERVICE not in challenge.data


Butler.flare = FlareSides(WildButler(), SuperButler(), "designed from seed 002 (C-572, C-573)")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Butler.pulsar_pro = "For the rest of the challenge a tip to you is two cards at random (C-574)."
Butler.pulsar_con = (
    "Immunity (C-150): in your challenges Butler cannot ask you for a tip, aim your Cone or "
    "pick your bases."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------

CHORES: Final = {
    AIM: "aim the Cone",
    TOKENS: "pick the bases the offense's tokens come from",
    BOTH: "aim the Cone and pick the bases the offense's tokens come from",
}


@BOOK.entry("butler-tip", "butler-chore", "super-butler", "wild-butler", important=True)
def _butler_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "butler-tip":
        taken = f" ({say.cards(entry['taken'])})" if entry.get("taken") else ""
        count = entry.get("cards", 0)
        tip = f"{count} card{'s' if count != 1 else ''}"
        return f"{say.name(entry.get('from'))} tips {seat} {tip}{taken}."
    if kind == "butler-chore":
        chore = CHORES.get(str(entry.get("chore")), "serve")
        return f"Untipped, {seat} will {chore} for {say.name(entry.get('offense'))}."
    if kind == "super-butler":
        return f"{seat} plays the Super Butler: untipped, both chores this challenge."
    to = f" to {say.planet(entry['to'])}" if entry.get("to") else ""
    return f"{seat} slips a token out of the Warp{to} (Wild Butler)."


@BOOK.option("butler-tip", "butler-chore", "wild-butler-base")
def _butler_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "butler-tip":
        return "tip the Butler" if key == "tip" else "refuse the tip"
    if decision.kind == "butler-chore":
        return CHORES.get(key, key)
    return f"put the token on {say.holding(key)}"


POWER: Final = Butler
