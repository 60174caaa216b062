"""Parasite, the Power to Infest.

When it is Parasite's turn to accept or decline alliances, it may join either side as an ally
(with one to four tokens, as usual) as though it had been invited, even if nobody invited it.

Source: no Eon text was found (Parasite was in Mayfair-era play: Seattle 2000, jergames 2009).
This is the Fantasy Flight (2008) text, base set, credited to Future Pastimes (POWER_TEXTS.md
"Parasite", confidence MEDIUM, from the aliens.json data of the Cosmic-Encounter-Bot repository).
Flares, FFG text (same source): Wild, whenever another player loses his power through having too
few home bases, you may put one of your tokens on one of his home planets, sharing it (C-47: at
any card window while he is without it); Super, as an ally, commit as many tokens as you like.

Joining uninvited is a use of the power, so a Cosmic Zap then stops the alliance
(rules.alliances). Force Field still cancels it afterwards, as it cancels any alliance.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import DESTINY, MOMENTS, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, immune, modifier, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import TOKENS, Challenge, CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

PRO_EXTRA: Final = 1  # the Parasite Pro: one token past the limit (C-172)
SUPER: Final = "parasite-super"  # challenge.data: the Super Flare is in force this challenge


class Parasite(Power):
    name = "parasite"
    title = "Parasite"
    short = "Power to Infest"
    text = (
        "When allies are chosen you may join either side as an ally, as though invited, even if "
        "nobody invited you."
    )
    source = "FFG text (base set, Future Pastimes; POWER_TEXTS 'Parasite', MEDIUM); no Eon text"

    @modifier("may_join")
    def uninvited(self, state: CosmicState, seat: int, value: bool, ctx: tuple[int, str]) -> bool:
        # Parasite may join either side as though invited; not against a main player immune to
        # it (the Parasite Con, C-187).
        if value or ctx[0] != seat:
            return value
        challenge = state.challenge
        if challenge is None or challenge.defense is None:
            return True
        opposed = challenge.defense if ctx[1] == "offense" else challenge.offense
        return not immune(state, self.name, opposed)

    @modifier("max_tokens")
    def any_number(self, state: CosmicState, seat: int, value: int, committer: int) -> int:
        # Super Flare: as an ally, as many tokens as it likes.
        challenge = state.challenge
        if (
            committer == seat
            and challenge is not None
            and challenge.data.get(SUPER)
            and challenge.offense != seat
        ):
            return TOKENS
        if committer == seat and pro(state, self.name) and challenge is not None:
            return value + PRO_EXTRA  # the Parasite Pro (C-172)
        return value


def hosts(state: CosmicState, seat: int) -> list[int]:
    """Players without their power for lack of home bases (AMB-G07), on whose home planets ``seat``
    has no token yet but could put one (C-47)."""
    threshold = state.config.power_threshold
    return [
        p.seat
        for p in state.players
        if p.seat != seat
        and p.power is not None
        and state.home_bases(p.seat) < threshold
        and not any(state.owns(seat, state.cell(planet)) for planet in state.home_planets(p.seat))
        and home_bases_of(state, p.seat)
    ]


def home_bases_of(state: CosmicState, seat: int) -> list[Planet]:
    return [p for p in state.home_planets(seat) if state.owns(seat, state.cell(p))]


class WildParasite(Flare):
    """When another player has lost his power for lack of home bases, put one of your tokens on one
    of his home bases, sharing it (C-47)."""

    moments = frozenset(MOMENTS)
    text = "A player lost his power (home bases): put a token of yours on one of his home bases."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        from hyperspace.cosmic.tokens import launch_sources  # (import cycle)

        return bool(hosts(state, seat)) and bool(launch_sources(state, seat, None))

    async def play(self, state: CosmicState, seat: int) -> None:
        from hyperspace.cosmic.tokens import launch_sources, place, remove  # (import cycle)

        keys = tuple(
            f"{planet_key(planet)}"
            for host in hosts(state, seat)
            for planet in home_bases_of(state, host)
        )
        target = parse_planet(
            await ask(Decision(seat, "parasite-planet", keys, "Put a token on which planet?"))
        )
        sources = tuple(planet_key(p) for p in launch_sources(state, seat, None))
        source = parse_planet(
            await ask(Decision(seat, "parasite-source", sources, "Take the token from?"))
        )
        remove(state, seat, source)
        place(state, seat, target)
        state.note("wild-parasite", {"seat": seat, "to": planet_key(target)})


class SuperParasite(SwitchFlare):
    """As an ally this challenge, commit as many tokens as you like."""

    moments = frozenset({START, DESTINY})
    text = "As an ally this challenge, you may commit any number of tokens."
    flag = SUPER
    kind = "super-parasite"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.offense != seat


Parasite.flare = FlareSides(WildParasite(), SuperParasite(), "FFG text (POWER_TEXTS 'Parasite')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Parasite.pulsar_pro = (
    "For the rest of the challenge you may commit one token more than the usual limit as an "
    "ally or offense (C-172)."
)
Parasite.pulsar_con = (
    "For the rest of the challenge Parasite may not join, uninvited, the side opposing you (C-187)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("wild-parasite")
def _parasite_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} puts a token on {say.planet(entry.get('to'))}."


@BOOK.option("parasite-planet", "parasite-source")
def _parasite_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "parasite-source":
        return say.token_from(key)
    return f"put a token on {say.holding(key)}"


POWER: Final = Parasite
