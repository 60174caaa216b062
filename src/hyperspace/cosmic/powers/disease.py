"""Disease, the Power to Infect.

Each time the Destiny Pile turns up another player's colour, Disease may infect him: if it has a
base of at least three tokens on a planet of that player's home system, it moves one or more of
those tokens to other planets of the same system, one by one, to planets it already holds or not
(so it spreads colonies through his system). Disease need not be in the challenge. Optional.

Source: the FFG text (Cosmic Incursion; POWER_TEXTS.md section 39, MEDIUM); no Eon text was
found, and the FFG power is taken as the Eon one (C-520). Its clause for a special destiny aimed at
another player has no occasion here: the Destiny Pile holds one disc per colour, and the Wild
Capture Challenge card carries none (as for Assassin, C-300). Seed 002: tokens lost to the Wild
Disease in a capture challenge go to the Warp, not to prison.

Flares: no text was found; seed 002 shows a Wild Disease that makes tokens be lost, and the
addendum (section 2.9) says it is used once and discarded. Both sides are designed (C-521): Wild,
once the defense is known, an epidemic in his home system: every other player loses one token to
the Warp from each base of three or more tokens there; Super, for the challenge Disease infects
from a base of any size.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import DESTINY, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    exposed,
    pro,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

CROWD: Final = 3  # an infection starts from a base of at least three tokens (C-520)
PRO_CROWD: Final = 2  # the Disease Pro: from a base of two (C-522)
SUPER_CROWD: Final = 1  # the Super Disease: from any base (C-521)
EPIDEMIC: Final = 3  # the Wild Disease strikes bases of three tokens or more (C-521)
SUPER: Final = "disease-super"  # challenge.data: the Super Flare is in force this challenge
DONE: Final = "done"


def crowd(state: CosmicState) -> int:
    """How many tokens a base needs for an infection to start from it now."""
    challenge = state.challenge
    if challenge is not None and SUPER in challenge.data:
        return SUPER_CROWD
    return PRO_CROWD if pro(state, Disease.name) else CROWD


def sources(state: CosmicState, seat: int, victim: int) -> list[Planet]:
    """Disease's bases in ``victim``'s home system big enough to infect from."""
    least = crowd(state)
    return [p for p in state.home_planets(victim) if state.tokens_on(p, seat) >= least]


def _may_infect(power: Power, state: CosmicState, seat: int, colour: Any) -> bool:
    # Another player's colour (its own does nothing), not immune (the Con), and a base there.
    return (
        colour != seat
        and bool(exposed(state, power.name, [colour]))
        and bool(sources(state, seat, colour))
    )


class Disease(Power):
    name = "disease"
    title = "Disease"
    short = "Power to Infect"
    text = (
        "Each time the Destiny Pile turns up another player's colour, you may infect him: from a "
        "base of at least three of your tokens on a planet of his home system, move one or more "
        "of them to other planets of that system, whether you are in the challenge or not."
    )
    source = (
        "FFG text (Cosmic Incursion; POWER_TEXTS 'Disease', MEDIUM) taken as the Eon power "
        "(C-520); no Eon text found"
    )

    @ability("destiny_flipped", can_use=_may_infect, optional=True)
    async def infect(self, state: CosmicState, seat: int, colour: Any) -> None:
        # "Infect him: from a base of three in his home system, move one or more tokens to his
        # other planets."
        keys = tuple(planet_key(p) for p in sources(state, seat, colour))
        prompt = "Which of your bases does the infection start from?"
        origin = parse_planet(
            await ask(Decision(seat, "disease-base", keys, prompt, {"victim": colour}))
        )
        moved: list[str] = []
        while state.tokens_on(origin, seat):
            others = [planet_key(p) for p in state.home_planets(colour)]
            others.remove(planet_key(origin))
            options = (*others, DONE) if moved else tuple(others)
            prompt = "Which planet does the next infected token go to?"
            answer = await ask(Decision(seat, "disease-to", options, prompt, {"victim": colour}))
            if answer == DONE:
                break
            tokens.remove(state, seat, origin)
            tokens.place(state, seat, parse_planet(answer))
            moved.append(answer)
        state.note(
            "infection", {"seat": seat, "victim": colour, "from": planet_key(origin), "to": moved}
        )
        state.features["disease_infections"] += 1
        state.features["disease_tokens_moved"] += len(moved)

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro does something only before the Destiny Pile is flipped.
        challenge = state.challenge
        return challenge is not None and challenge.defense is None


class WildDisease(Flare):
    """Once the defense is known, an epidemic in his home system: every other player loses one
    token to the Warp from each of his bases of three or more tokens there (C-521). Used once and
    discarded (addendum section 2.9)."""

    moments = frozenset({DESTINY})
    one_shot = True
    text = (
        "Once the defense is known: every other player loses one token to the Warp from each of "
        "his bases of three or more tokens in the defense's home system. Then discard this card."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return bool(_stricken(state, seat))

    async def play(self, state: CosmicState, seat: int) -> None:
        for colour, planets in _stricken(state, seat).items():
            for planet in planets:
                tokens.remove(state, colour, planet)
            tokens.lift(state, colour, len(planets))
            state.note("wild-disease", {"seat": seat, "victim": colour, "tokens": len(planets)})
            # Seed 002: lost to the Wild Disease, even in a capture challenge: to the Warp.
            await tokens.lose(state, colour, len(planets), "wild-disease")
            state.features["disease_wild_tokens"] += len(planets)


def _stricken(state: CosmicState, seat: int) -> dict[int, list[Planet]]:
    """The bases the Wild Disease would strike, by colour: three tokens or more, in the defense's
    home system, of players other than ``seat`` and not immune to Disease (the Con)."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None:
        return {}
    system = challenge.defense
    others = exposed(state, Disease.name, [p.seat for p in state.players if p.seat != seat])
    found = {
        colour: [p for p in state.home_planets(system) if state.tokens_on(p, colour) >= EPIDEMIC]
        for colour in others
    }
    return {colour: planets for colour, planets in found.items() if planets}


class SuperDisease(SwitchFlare):
    """For the challenge: Disease infects from a base of any size (C-521)."""

    moments = frozenset({START})
    text = (
        "Before the Destiny Pile is flipped: this challenge you may infect from a base of any size."
    )
    flag = SUPER
    kind = "super-disease"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.defense is None


Disease.flare = FlareSides(
    WildDisease(),
    SuperDisease(),
    "designed by the project (C-521): no Flare text found; seed 002 shows a Wild Disease that "
    "makes tokens be lost, the addendum (section 2.9) that it is used once",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Disease.pulsar_pro = (
    "For the rest of the challenge you may infect from a base of two tokens instead of three "
    "(C-522)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("infection", important=True)
def _infection_entry(entry: Mapping[str, Any], say: Say) -> str:
    moved = list(entry.get("to", ()))
    where = ", ".join(say.planet(key) for key in moved) or "nowhere"
    return (
        f"{say.name(entry.get('seat'))} infects {say.name(entry.get('victim'))} (Disease): "
        f"{say.tokens(len(moved))} spread from {say.planet(entry.get('from'))} to {where}."
    )


@BOOK.entry("wild-disease", important=True)
def _wild_disease_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))}'s Wild Disease strikes {say.name(entry.get('victim'))}: "
        f"{say.tokens(entry.get('tokens', 0))} to the Warp."
    )


@BOOK.entry("super-disease")
def _super_disease_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Disease: this challenge an infection may "
        "start from a base of any size."
    )


@BOOK.option("disease-base", "disease-to")
def _disease_option(decision: Decision, key: str, say: Say) -> str:
    if key == DONE:
        return "stop spreading"
    if decision.kind == "disease-base":
        return f"infect from {say.planet(key)}"
    return f"spread a token to {say.planet(key)}"


@BOOK.prompt("disease-base", "disease-to")
def _disease_prompt(decision: Decision, say: Say) -> str:
    victim = say.name((decision.context or {}).get("victim"))
    if decision.kind == "disease-base":
        return f"Which of your bases in {victim}'s home system does the infection start from?"
    return f"Which planet of {victim}'s home system does the next infected token go to?"


POWER: Final = Disease
