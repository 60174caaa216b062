"""Siren, the Power of Allure.

When another player is chosen as the defense and Siren has a base in his home system, Siren may
lure the offense: the Cone is aimed at one of Siren's home planets where it has a base (and the
offense has none), and Siren becomes the defense instead. Whenever Siren wins as the defense, it
gains a free base: one token from any of its bases to a planet of its choice in the offense's
home system. When Siren lures, the flip still decides the type of challenge (seed 002).

Source: no Eon text was found; the Fantasy Flight text (FFGDATA, quoted in an FFG forum thread;
POWER_TEXTS.md section 24, MEDIUM); project rulings C-308. Flares: the Super follows the fan notes
on the same page (Siren's defensive allies also gain bases; edition not confirmed); the Wild there
(naming a card type) is too unsure to follow, so the Wild is designed (C-309): when you win as
the defense, you gain a free base in the offense's home system.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    abilities,
    ability,
    exposed,
    modifier,
    pro,
)
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

LURE: Final = "siren-lure"  # challenge.data: the planet key Siren lured the Cone to
WILD: Final = "siren-wild"  # challenge.data: seats that played the Wild Siren this challenge


def lairs(state: CosmicState, seat: int) -> list[Planet]:
    """Siren's home planets where it has a base and the offense has none (C-1)."""
    challenge = state.challenge
    assert challenge is not None
    return [
        planet
        for planet in state.home_planets(seat)
        if state.owns(seat, state.cell(planet))
        and not state.owns(challenge.offense, state.cell(planet))
    ]


def _may_lure(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Another player is the defense, Siren has a base in his home system (not needed under its
    # Pro), the offense is not immune (the Con), and Siren has a home planet to lure him to.
    challenge = state.challenge
    if challenge is None or challenge.defense is None or seat in challenge.sides():
        return False
    near = pro(state, power.name) or any(
        state.owns(seat, state.cell(p)) for p in state.home_planets(challenge.defense)
    )
    return (
        near and bool(exposed(state, power.name, [challenge.offense])) and bool(lairs(state, seat))
    )


def won_defending(state: CosmicState, seat: int) -> bool:
    challenge = state.challenge
    return challenge is not None and challenge.defense == seat and challenge.outcome == "defense"


def _won_defending(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    return won_defending(state, seat)


async def free_base(state: CosmicState, seat: int, how: str) -> None:
    """``seat`` moves one token from any of its bases to a planet of its choice in the offense's
    home system (C-308)."""
    challenge = state.challenge
    assert challenge is not None
    sources = tokens.launch_sources(state, seat, None)
    if not sources:
        return
    source = parse_planet(
        await ask(Decision(seat, "siren-from", tuple(planet_key(p) for p in sources),
                           "Take the token for your free base from:"))
    )  # fmt: skip
    keys = tuple(planet_key(p) for p in state.home_planets(challenge.offense))
    target = parse_planet(await ask(Decision(seat, "siren-to", keys, "Your free base on:")))
    tokens.remove(state, seat, source)
    tokens.place(state, seat, target)
    state.note(how, {"seat": seat, "planet": planet_key(target)})
    state.features[how.replace("-", "_")] += 1


class Siren(Power):
    name = "siren"
    title = "Siren"
    short = "Power of Allure"
    text = (
        "When another player is chosen as the defense and you have a base in his home system, you "
        "may aim the Cone at one of your own home planets where you have a base and be the defense "
        "instead. When you win as the defense, you gain a free base in the offense's home system."
    )
    source = (
        "FFG text (FFGDATA; POWER_TEXTS 'Siren', MEDIUM) with seed 002's clarification; no Eon "
        "text found"
    )

    @ability("destiny", can_use=_may_lure, optional=True)
    async def lure(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "...re-aim the Cone at one of your home planets and become the defense instead."
        challenge = state.challenge
        assert challenge is not None
        keys = tuple(planet_key(p) for p in lairs(state, seat))
        planet = await ask(Decision(seat, "siren-lair", keys, "Lure the offense to which planet?"))
        state.note("siren-lure", {"seat": seat, "from": challenge.defense, "planet": planet})
        state.features["siren_lures"] += 1
        challenge.defense = seat
        challenge.data.pop("home_system", None)
        challenge.data[LURE] = planet

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro matters only in another's challenge, before the defense is known.
        challenge = state.challenge
        return challenge is not None and challenge.offense != seat and challenge.defense is None

    @modifier("cone_targets")
    def lured(self, state: CosmicState, seat: int, value: Any, challenge: Any) -> Any:
        return [parse_planet(challenge.data[LURE])] if LURE in challenge.data else value

    @ability("resolved", can_use=_won_defending)
    async def reward(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Whenever Siren wins as the defense, it gains a free base in the offense's home system."
        await free_base(state, seat, "siren-base")
        await abilities(state, "siren_won", seat)  # the Super Flare: its allies too


class WildSiren(Flare):
    """When you win as the defense: you gain a free base in the offense's home system (C-309)."""

    events = frozenset({"resolved"})
    text = "When you win as the defense: gain a free base in the offense's home system."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            won_defending(state, seat)
            and challenge is not None
            and seat not in challenge.data.get(WILD, ())
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data.setdefault(WILD, []).append(seat)
        await free_base(state, seat, "wild-siren")


class SuperSiren(Flare):
    """When Siren gains its free base: each of its defensive allies gains one too."""

    events = frozenset({"siren_won"})
    text = "When you gain your free base: each of your allies gains one too."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return bool(ctx == seat and challenge is not None and challenge.defense_allies)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None
        for ally in list(state.challenge.defense_allies):
            await free_base(state, ally, "siren-base")


Siren.flare = FlareSides(
    WildSiren(),
    SuperSiren(),
    "the Super from fan notes on the FFG text's page (edition not confirmed); the Wild designed "
    "(C-309)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Siren.pulsar_pro = (
    "For the rest of the challenge you may lure the offense even without a base in the defense's "
    "home system (C-310)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("siren-lure", "siren-base", "wild-siren", important=True)
def _siren_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    planet = say.planet(entry.get("planet"))
    if entry.get("kind") == "siren-lure":
        instead = say.name(entry.get("from"))
        return f"{seat} (Siren) lures the offense to {planet} and defends instead of {instead}."
    how = " (Wild Siren)" if entry.get("kind") == "wild-siren" else " (Siren)"
    return f"{seat} gains a free base on {planet}{how}."


@BOOK.option("siren-lair", "siren-from", "siren-to")
def _siren_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "siren-from":
        return f"take the token from {say.planet(key)}"
    return say.planet(key)


POWER: Final = Siren
