"""Will, the Power of Choice.

As the offense, once the Destiny Pile is flipped, Will challenges any other player it likes instead
of the one Destiny named, and on any planet where that player has a base, in any system (but not
a planet outside Will's home system where Will already has a base, C-1). The flip still happens:
it gives the type of challenge (seed 002, a capture challenge), and powers tied to the Destiny
colour read Will's choice as that colour (POWERS.md, SPECDEST). Will may keep the colour flipped.

Source: no Eon text was found; the Fantasy Flight text (FFGDATA, the wiki's Will; POWER_TEXTS.md
section 26, MEDIUM), read with the older "not controlled by destiny"; the project rulings are
C-306. Flares, from the same page (edition unclear, probably FFG): Wild, when you are the offense
and the defense is known, you may challenge him on any planet where he has a base, in any system;
Super, before choosing, look at one other player's hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import DESTINY
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    abilities,
    ability,
    exposed,
    immune,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.dictator import decree
from hyperspace.cosmic.state import CosmicState, Planet
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask


def anywhere(state: CosmicState, targets: list[Planet], challenge: Any) -> list[Planet]:
    """The Cone's ``targets`` and every other planet where the defense has a base, in any system,
    but not one outside the offense's home system where the offense already has a base (C-306)."""
    offense, defense = challenge.offense, challenge.defense
    if defense is None or immune(state, Will.name, defense):  # the Con
        return targets
    more = [
        planet
        for planet in state.bases(defense)
        if planet not in targets
        and (
            state.system_owner[planet[0]] == offense or not state.owns(offense, state.cell(planet))
        )
    ]
    return [*targets, *more]


async def look(state: CosmicState, seat: int) -> None:
    """``seat`` looks at the hand of one other player of his choice (the Super Flare, the Pro)."""
    others = exposed(state, Will.name, [p.seat for p in state.players if p.seat != seat])
    if not others:
        return
    keys = tuple(f"player:{o}" for o in others)
    answer = await ask(Decision(seat, "will-look", keys, "Whose hand do you look at?"))
    other = int(answer.removeprefix("player:"))
    hand = list(state.players[other].hand)
    state.note("will-look", {"seat": seat, "of": other}, {seat: {"hand": hand}})


def _offense(power: Power, state: CosmicState, seat: int, flip: Any) -> bool:
    return bool(seat == flip.offense)


class Will(Power):
    name = "will"
    title = "Will"
    short = "Power of Choice"
    text = (
        "As the offense, once the Destiny Pile is flipped, you may challenge any other player "
        "instead of the one it named, on any planet where he has a base, in any system; the flip "
        "still gives the type of challenge."
    )
    source = (
        "FFG text (FFGDATA, the wiki's Will; POWER_TEXTS 'Will', MEDIUM) with seed 002's "
        "clarification; no Eon text found"
    )

    @ability("destiny_colour", can_use=_offense)
    async def choose(self, state: CosmicState, seat: int, flip: Any) -> None:
        # "Will is not controlled by destiny": it names the player it challenges.
        await abilities(state, "will_choosing", flip)  # the Super Flare: a look at a hand first
        if pro(state, self.name):
            await look(state, seat)
        await decree(state, seat, flip, "will-choice", self.name)

    @modifier("cone_targets")
    def any_planet(self, state: CosmicState, seat: int, value: Any, challenge: Any) -> Any:
        # "...on any planet of your choice" where the defense has a base.
        return anywhere(state, value, challenge) if challenge.offense == seat else value

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and challenge.offense == seat and challenge.defense is None


class WildWill(Flare):
    """As the offense, once the defense is known: the Cone may go to any planet where he has a
    base, in any system."""

    moments = frozenset({DESTINY})
    text = (
        "As the offense, once the defense is known: challenge him on any planet where he has a "
        "base."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and challenge.offense == seat and challenge.defense is not None

    async def play(self, state: CosmicState, seat: int) -> None:
        put_in_force(state, seat, self)
        state.note("wild-will", {"seat": seat})
        state.features["wild_will"] += 1

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        if event != "cone_targets" or ctx.offense != seat:
            return value
        return anywhere(state, value, ctx)


class SuperWill(Flare):
    """Before Will chooses whom to challenge: it looks at one other player's hand."""

    events = frozenset({"will_choosing"})
    text = "Before you choose whom to challenge: look at one other player's hand."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.offense == seat)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        await look(state, seat)


Will.flare = FlareSides(
    WildWill(),
    SuperWill(),
    "the Flare texts on the wiki's Will page (POWER_TEXTS 'Will'; edition unclear, probably FFG)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Will.pulsar_pro = (
    "For the rest of the challenge, before you choose whom to challenge, you look at one other "
    "player's hand (C-307)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("will-choice", important=True)
def _will_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} (Will) challenges {say.name(entry.get('colour'))} instead "
        f"of {say.name(entry.get('flipped'))}, whom Destiny named."
    )


@BOOK.entry("wild-will", "will-look")
def _will_other_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "will-look":
        hand = entry.get("hand")
        seen = f": {say.cards(hand)}" if hand is not None else ""
        return f"{seat} looks at {say.name(entry.get('of'))}'s hand (Will){seen}."
    return f"{seat} may challenge the defense on any planet where he has a base (Wild Will)."


@BOOK.option("will-look")
def _will_option(decision: Decision, key: str, say: Say) -> str:
    return f"look at {say.name(key.removeprefix('player:'))}'s hand"


POWER: Final = Will
