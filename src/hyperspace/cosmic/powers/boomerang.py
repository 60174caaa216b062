"""Boomerang, the Power of Return.

Whenever Boomerang becomes the defense, it at once challenges the offense first: a whole challenge
of its own (Boomerang the offense, without a Destiny flip), against any planet of the offense's
home system where Boomerang has no base. Then the challenge against Boomerang goes on where it
stopped. Mandatory.

Source: the Eon text (expansion 7), from the Cosmic Encounter wiki (POWER_TEXTS.md "Boomerang",
HIGH), with its two Flares. The wiki doubts that Boomerang's win earns it a second challenge; it
does not (its challenge is a secondary one, in another player's turn). Boomerang strikes back in a
main challenge only, not when it defends in a secondary one (C-364: no chains of secondary
challenges). Seed 002: the main challenge's Destiny card decides the type of the Boomerang
challenge (capture or not), and tokens lost in it are imprisoned if that type is capture (AMB-P22,
AMB-P30).

Flares, the Eon texts: Wild, whenever tokens of yours would go to the Warp you may keep them (back
to your bases); seed 002: it does not stop tokens being imprisoned. Super, after your Boomerang
challenge the challenge against you is skipped, and play passes to the left of its offense.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import DESTINY
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, immune, pro
from hyperspace.cosmic.powers.common import CALLED_OFF, SwitchFlare, interrupt, waiting
from hyperspace.cosmic.rules.deck import has_challenge_card
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.words import plural

STRUCK: Final = "boomerang-struck"  # challenge.data: Boomerang has struck back in this challenge
SUPER: Final = "boomerang-super"  # challenge.data: the Super Flare was played


def _struck_at(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    """Boomerang has just become the defense of a main challenge, and can challenge its offense:
    a Challenge Card in hand, a planet of his home system to aim at, no immunity (the Con)."""
    main = state.challenge
    if main is None or not main.number or main.defense != seat or STRUCK in main.data:
        return False
    offense = main.offense
    return (
        has_challenge_card(state, seat)
        and any(not state.owns(seat, state.cell(p)) for p in state.home_planets(offense))
        and not immune(state, power.name, offense)
    )


class Boomerang(Power):
    name = "boomerang"
    title = "Boomerang"
    short = "Power of Return"
    text = (
        "Whenever you become the defense, you at once challenge the offense first, anywhere in "
        "his home system, as a whole challenge of your own. Then the challenge against you goes "
        "on."
    )
    source = (
        "Eon text, expansion 7 (POWER_TEXTS 'Boomerang', from the Cosmic Encounter wiki, HIGH); "
        "seed 002: the main challenge's Destiny card decides the Boomerang challenge's type"
    )

    @ability("destiny", can_use=_struck_at)
    async def strike_back(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Whenever you become the defense, challenge the offense first, in his home system."
        from hyperspace.cosmic.rules.challenge import challenge, fix_type  # (import cycle)

        main = state.challenge
        assert main is not None
        offense = main.offense
        main.data[STRUCK] = True
        state.note("boomerang", {"seat": seat, "against": offense})
        state.features["boomerang_challenges"] += 1
        fix_type(state, main)  # the main challenge's Destiny decides its type (seed 002)
        won = await interrupt(state, seat, lambda: challenge(state, 0, defense=offense))
        # The Super (or the Pro, after a win): the challenge against Boomerang is skipped.
        if main.data.get(SUPER) or (won and pro(state, self.name)):
            main.data[CALLED_OFF] = True
            state.note("boomerang-skip", {"seat": seat, "offense": offense, "resumes": True})
            state.features["boomerang_skips"] += 1
        else:
            state.note("boomerang-resume", {"seat": seat, "offense": offense, "resumes": True})

    def tokens_held(self, state: CosmicState, colour: int) -> int:
        return waiting(state, self.name, colour)  # the interrupted challenge's, meanwhile

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        main = state.challenge
        return main is not None and main.number > 0 and main.defense in (None, seat)


class WildBoomerang(Flare):
    """Whenever your tokens would go to the Warp, keep them: they go back to your bases."""

    events = frozenset({"tokens_lost"})
    text = "Whenever tokens of yours would go to the Warp, you may keep them on your bases."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        # Imprisoned tokens are diverted first: the Wild cannot keep them (seed 002).
        return bool(ctx.colour == seat and ctx.count > 0)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        kept = ctx.save(ctx.count)
        await tokens.return_to_bases(state, seat, kept, "Wild Boomerang", state.transit)
        state.note("wild-boomerang", {"seat": seat, "tokens": kept})
        state.features["boomerang_wild"] += 1


class SuperBoomerang(SwitchFlare):
    """As the defense, before you strike back: after your Boomerang challenge, the challenge
    against you is skipped."""

    moments = frozenset({DESTINY})
    text = (
        "After your Boomerang challenge, the challenge against you is skipped: play passes to "
        "the left of its offense."
    )
    flag = SUPER
    kind = "super-boomerang"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return bool(challenge.number) and challenge.defense == seat and STRUCK not in challenge.data


Boomerang.flare = FlareSides(
    WildBoomerang(),
    SuperBoomerang(),
    "Eon Flare texts (POWER_TEXTS 'Boomerang', from the Cosmic Encounter wiki, HIGH)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Boomerang.pulsar_pro = (
    "For the rest of the challenge, if you win your Boomerang challenge, the challenge against "
    "you is skipped (C-366)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("boomerang-resume")
def _resume_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, offense = say.name(entry.get("seat")), say.name(entry.get("offense"))
    return f"The challenge of {offense} against {seat} goes on."


@BOOK.entry("boomerang", "boomerang-skip", "wild-boomerang", "super-boomerang", important=True)
def _boomerang_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    kind = entry.get("kind")
    if kind == "boomerang":
        against = say.name(entry.get("against"))
        return f"{seat} strikes back first: a Boomerang challenge against {against}'s home system."
    if kind == "boomerang-skip":
        offense = say.name(entry.get("offense"))
        return f"The challenge of {offense} against {seat} is skipped."
    if kind == "wild-boomerang":
        kept = plural(int(entry.get("tokens", 0)), "token")
        return f"{seat} plays the Wild Flare of the Boomerang and keeps {kept} out of the Warp."
    return f"{seat} plays the Super Flare of the Boomerang: the challenge against him is skipped."


POWER: Final = Boomerang
