"""Dictator, the Power of Command.

In another player's challenge, once the Destiny Pile is flipped, Dictator decrees which player's
colour the flip counts as: the offense then has that player as the defense. It changes the colour
only, never the challenge's type (a capture challenge stays one, seed 002). Dictator may leave the
colour as it came (C-303).

Source: no card text of any edition was found for the old Dictator; two independent accounts give
its mechanism (the FFG designer's preview, KW-DICT: the old Dictator re-coloured the drawn destiny
disc as it liked; Jack Reda's 2010 blog: it "would simply decree the color of each Destiny flip";
POWER_TEXTS.md section 28 and the addendum's 2.8, MEDIUM). The FFG Dictator (it picks the card
from the destiny deck) is a redesign and is not followed. The project rules (C-303) that it acts
in other players' challenges only (as POWER_TEXTS reads it), may not name the offense's own colour
(that would make no defense at all), and is optional.

Flares: no text was found; both sides are designed (C-304). Wild, as the Destiny Pile is flipped
in your own challenge: you name the colour it counts as (after any decree). Super: Dictator
decrees in its own challenges too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

KEEP: Final = "keep"


def colours(state: CosmicState, flip: Any, power: str = "dictator") -> list[int]:
    """The colours a decree may name: any player's but the offense's and the one flipped, and
    none immune to the ``power`` deciding (the Con)."""
    others = [p.seat for p in state.players if p.seat not in (flip.offense, flip.colour)]
    return exposed(state, power, others)


async def decree(
    state: CosmicState, seat: int, flip: Any, how: str, power: str = "dictator"
) -> None:
    """``seat`` names the colour ``flip`` counts as, or keeps it (decision ``<power>-colour``)."""
    keys = (KEEP, *(f"colour:{c}" for c in colours(state, flip, power)))
    context = {"colour": flip.colour, "offense": flip.offense}
    prompt = "Which player's colour does this Destiny flip count as?"
    answer = await ask(Decision(seat, f"{power}-colour", keys, prompt, context))
    if answer == KEEP:
        return
    colour = int(answer.removeprefix("colour:"))
    state.note(how, {"seat": seat, "flipped": flip.colour, "colour": colour})
    state.features[how.replace("-", "_")] += 1  # dictator_decree, wild_dictator
    flip.colour = colour


def _may_decree(power: Power, state: CosmicState, seat: int, flip: Any) -> bool:
    # In another player's challenge (in its own too under its Pro), with a colour to name.
    return (seat != flip.offense or pro(state, power.name)) and bool(colours(state, flip))


class Dictator(Power):
    name = "dictator"
    title = "Dictator"
    short = "Power of Command"
    text = (
        "In another player's challenge, once the Destiny Pile is flipped, you may decree which "
        "other player's colour it counts as (not the offense's); the challenge's type does not "
        "change."
    )
    source = (
        "the old mechanism as told by Kevin Wilson (KW-DICT) and Jack Reda's blog (POWER_TEXTS "
        "'Dictator', MEDIUM); no card text found; the FFG redesign not followed"
    )

    @ability("destiny_colour", can_use=_may_decree)
    async def command(self, state: CosmicState, seat: int, flip: Any) -> None:
        # "Dictator decrees the colour of each Destiny flip" (other players' challenges).
        await decree(state, seat, flip, "dictator-decree")

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro matters only in its own challenge, before the Destiny Pile is flipped.
        challenge = state.challenge
        return challenge is not None and challenge.offense == seat and challenge.defense is None


class WildDictator(Flare):
    """As the Destiny Pile is flipped in your own challenge: name the colour it counts as, after
    any decree (C-304)."""

    events = frozenset({"destiny_colour"})
    text = "As Destiny is flipped in your own challenge: you name the colour it counts as."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.offense == seat and colours(state, ctx))

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        await decree(state, seat, ctx, "wild-dictator")


class SuperDictator(WildDictator):
    """Dictator decrees the colour of the Destiny flips of its own challenges too (C-304)."""

    text = "As Destiny is flipped in your own challenge: you decree the colour it counts as."

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        await decree(state, seat, ctx, "dictator-decree")


Dictator.flare = FlareSides(
    WildDictator(),
    SuperDictator(),
    "designed by the project (C-304): no Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Dictator.pulsar_pro = (
    "For the rest of the challenge you decree the colour of the Destiny flips of your own "
    "challenge too (C-305)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("dictator-decree", "wild-dictator", important=True)
def _dictator_entry(entry: Mapping[str, Any], say: Say) -> str:
    how = " (Wild Dictator)" if entry.get("kind") == "wild-dictator" else ""
    flipped = say.name(entry.get("flipped"))
    return (
        f"{say.name(entry.get('seat'))} decrees{how} that Destiny's {flipped} colour counts as "
        f"{say.name(entry.get('colour'))}'s."
    )


@BOOK.option("dictator-colour", "will-colour")
def _dictator_option(decision: Decision, key: str, say: Say) -> str:
    if key == KEEP:
        return f"leave it as {say.name((decision.context or {}).get('colour'))}'s colour"
    return f"{say.name(key.removeprefix('colour:'))}'s colour"


POWER: Final = Dictator
