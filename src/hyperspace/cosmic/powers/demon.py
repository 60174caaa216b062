"""Demon, the Power of Possession.

When Demon is neither a main player nor an ally, once the Challenge Cards are chosen and before
they are revealed, it may possess the offense: the offense's tokens in the Cone go back to his
bases, and Demon puts as many of its own tokens, from its bases, into the Cone in their place.
The outcome then counts for Demon as to bases (its tokens land if the offense wins, and go to the
Warp if he loses), and for the offense as to his turn (a win still gives him his second
challenge). Optional.

Source: the Eon power as the Cosmic Encounter wiki paraphrases it (POWER_TEXTS.md section 31,
MEDIUM); the Fantasy Flight Demon is a different power. Pirate's text says a raiding Pirate cannot
be possessed: Demon never acts in a raid (C-523).

Flares: POWER_TEXTS infers the Wild from seed 002 ("Wild Demon takes all tokens on planet prisoner
if he wins in a capture challenge"): played by the winning offense, every other token on the
planet is lost to him too, to the Warp (imprisoned by him in a capture challenge); the addendum
(section 2.9) says it is used once. The Super is designed (C-524): Demon possesses with one to four
tokens, as it likes, instead of as many as the offense had.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import RAID, SwitchFlare
from hyperspace.cosmic.rules.alliances import max_tokens
from hyperspace.cosmic.rules.resolution import OFFENSE_WINS
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision

SUPER: Final = "demon-super"  # challenge.data: the Super Flare is in force this challenge
POSSESSED: Final = "demon-possessed"  # challenge.data: Demon possessed the offense this challenge


def _may_possess(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Neither a main player nor an ally (its Pro: the offense's ally may), once a challenge, and
    # the offense has tokens in the Cone, is not immune (the Con), and Demon can match them.
    challenge = state.challenge
    if challenge is None or challenge.defense is None or POSSESSED in challenge.data:
        return False
    if RAID in challenge.data:  # "a raiding Pirate cannot be possessed" (Pirate's text)
        return False
    if challenge.is_main(seat) or seat in challenge.defense_allies:
        return False
    if seat in challenge.offense_allies and not pro(state, power.name):
        return False
    offense = challenge.offense
    launched = len(challenge.cone.get(offense, ()))
    return (
        launched > 0
        and bool(exposed(state, power.name, [offense]))
        and tokens.spare_tokens(state, seat, challenge.planet)
        >= (1 if SUPER in challenge.data else launched)
    )


class Demon(Power):
    name = "demon"
    title = "Demon"
    short = "Power of Possession"
    text = (
        "When you are neither a main player nor an ally, once the Challenge Cards are chosen and "
        "before they are revealed, you may possess the offense: his tokens in the Cone go back to "
        "his bases and you put as many of yours, from your bases, in their place. The outcome "
        "counts for you as to bases, and for him as to his turn."
    )
    source = (
        "Eon power as the Cosmic Encounter wiki paraphrases it (POWER_TEXTS 'Demon', MEDIUM); "
        "no card text found"
    )

    @ability("cards_chosen", can_use=_may_possess, optional=True)
    async def possess(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "The offense's tokens return to his bases; Demon puts as many of its own in."
        challenge = state.challenge
        assert challenge is not None
        offense = challenge.offense
        origins = challenge.cone[offense]
        count = len(origins)
        tokens.send_home(state, offense, origins)
        least, most = (1, max_tokens(state, seat)) if SUPER in challenge.data else (count, count)
        put = await tokens.commit(
            state, seat, challenge.cone, least, most, "demon-token", challenge.planet
        )
        challenge.data[POSSESSED] = seat
        state.note("possession", {"seat": seat, "offense": offense, "out": count, "in": put})
        state.features["demon_possessions"] += 1

    @ability(
        "resolved", can_use=lambda power, state, seat, ctx: _left_in_cone(state, seat), always=True
    )
    async def go_home(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # A deal (or a failed one) is the main players' alone: Demon's tokens go back to their
        # bases, as allies' do (C-523). Bookkeeping, no use of the power.
        challenge = state.challenge
        assert challenge is not None
        tokens.send_home(state, seat, challenge.cone[seat])

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro does something only before the cards are revealed, for an ally of the offense.
        challenge = state.challenge
        return challenge is not None and not challenge.revealed and not challenge.is_main(seat)


def _left_in_cone(state: CosmicState, seat: int) -> bool:
    """Demon possessed the offense and its tokens are still in the Cone once the outcome is
    decided: the outcome was a deal or a failed one, which neither lands nor loses them."""
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.data.get(POSSESSED) == seat
        and bool(challenge.cone.get(seat))
    )


class WildDemon(Flare):
    """Played by the offense once he has won: every other token on the planet is lost to him too
    (to the Warp; imprisoned by him in a capture challenge, seed 002). Used once (addendum
    section 2.9)."""

    events = frozenset({"resolved"})
    one_shot = True
    text = (
        "When you have won as the offense: every token on the planet that is neither yours nor "
        "your allies' is lost to you too (to the Warp). Then discard this card."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(_victims(state, seat))

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None and challenge.planet is not None
        planet = challenge.planet
        for colour, count in _victims(state, seat).items():
            tokens.remove(state, colour, planet, count)
            tokens.lift(state, colour, count)
            state.note("wild-demon", {"seat": seat, "victim": colour, "tokens": count})
            await tokens.lose(state, colour, count, "defeat", seat)  # prisoners: seed 002
            state.features["demon_wild_tokens"] += count


def _victims(state: CosmicState, seat: int) -> dict[int, int]:
    """The tokens the Wild Demon would take, by colour: on the planet ``seat`` just won as the
    offense, neither his nor his allies'."""
    challenge = state.challenge
    if (
        challenge is None
        or challenge.outcome != OFFENSE_WINS
        or challenge.offense != seat
        or challenge.planet is None
    ):
        return {}
    winners = {seat, *challenge.cone}
    cell = state.planets[challenge.planet[0]][challenge.planet[1]]
    return {c: n for c, n in enumerate(cell) if n and c not in winners}


class SuperDemon(SwitchFlare):
    """For the challenge, Demon possesses with one to four tokens, as it likes (C-524)."""

    moments = frozenset({ALLIANCES})
    text = (
        "Once alliances are made: this challenge, when you possess the offense, you put in one "
        "to four tokens, as you like, instead of as many as he had."
    )
    flag = SUPER
    kind = "super-demon"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return not challenge.is_main(seat)


Demon.flare = FlareSides(
    WildDemon(),
    SuperDemon(),
    "Wild inferred from seed 002 (POWER_TEXTS 'Demon'), used once (addendum section 2.9); Super "
    "designed by the project (C-524)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Demon.pulsar_pro = (
    "For the rest of the challenge you may possess the offense even as his ally (C-525)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("possession", important=True)
def _possession_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} possesses {say.name(entry.get('offense'))} (Demon): his "
        f"{say.tokens(entry.get('out', 0))} go home and {say.tokens(entry.get('in', 0))} of "
        f"{say.name(entry.get('seat'))}'s take their place."
    )


@BOOK.entry("wild-demon", important=True)
def _wild_demon_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))}'s Wild Demon takes {say.tokens(entry.get('tokens', 0))} "
        f"of {say.name(entry.get('victim'))} off the planet as well."
    )


@BOOK.entry("super-demon")
def _super_demon_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Demon: a possession this challenge puts "
        "in one to four tokens."
    )


@BOOK.option("demon-token")
def _demon_option(decision: Decision, key: str, say: Say) -> str:
    return say.commitment(key)


@BOOK.prompt("demon-token")
def _demon_prompt(decision: Decision, say: Say) -> str:
    return "Which of your tokens possess the offense, from which bases?"


POWER: Final = Demon
