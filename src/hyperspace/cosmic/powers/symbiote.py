"""Symbiote, the Power of Two.

Symbiote plays with a second set of tokens: at set-up it takes the 20 tokens of a colour nobody
plays and puts four of them on each of its home planets beside its own four, so that it starts
with eight on each and has twice the tokens of anyone else all game. The second colour's tokens
are Symbiote's in every way: it commits them, defends with them, has bases with them (a planet
holding both its colours is one base) and loses them like its own. The power is used only at
set-up and is mandatory.

Source: no Mayfair text was found (POWER_TEXTS.md "Symbiote", MEDIUM). This is the Fantasy Flight
text (Incursion): a second colour's tokens, twice the tokens on each home planet, twice the
tokens all game, and a power that "cannot be zapped, lost, stolen or copied"; our reading keeps
the last clause as a fact about a power spent at set-up: nothing remains to zap, lose, steal or
copy, and the second set stays Symbiote's whatever happens to its power (C-559). It needs an
unused colour: with six players none is free and it is not dealt (C-558). Seed 002: the second
colour's tokens can be imprisoned, each counting as one Symbiote token (a prison holds any colour,
C-550); Wild Symbiote's tokens on the planet do not go to prison. Seed 001: the second set cannot
be taken as Karma (C-555). The Mayfair rule that Symbiote must be revealed at once in games with
hidden powers (POWER_TEXTS_ADDENDUM 2.10) has no occasion: the project has no hidden powers.

Flares: no text of any edition was found that seed 002 fits (a fan page's Fantasy Flight Flares
do not); both are designed (C-560, C-561). Wild: as the defense, when the offense wins, your
tokens on the planet are not lost: they stay there beside the winners (seed 002: so they do not go
to prison). Super: at the start of your challenge, bring one token of each of your colours back
from the Warp to your bases. Pulsar (C-562): the Pro lets Symbiote commit up to eight tokens, the
Con makes the second colour count nothing against the holder.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, immune, modifier, pro
from hyperspace.cosmic.powers.common import side_of
from hyperspace.cosmic.rules.resolution import Defeat
from hyperspace.cosmic.state import PLANETS, CosmicState
from hyperspace.cosmic.tokens import return_to_bases
from hyperspace.cosmic.wording import BOOK, Say

SECOND: Final = "second_colour"  # power_data: the colour of Symbiote's second set
SECOND_SET: Final = 4  # of the second colour on each home planet: twice the tokens (FFG)
PRO_TOKENS: Final = 8  # the Pro: up to eight tokens in a challenge (C-562)


def second_colour(state: CosmicState, seat: int) -> int | None:
    """The colour of ``seat``'s second set, if Symbiote gave him one."""
    colour = state.players[seat].power_data.get(SECOND)
    return int(colour) if colour is not None else None


def symbiote_colour(state: CosmicState) -> int | None:
    """The second colour of the Symbiote in play, if any."""
    seat = state.power_seat.get(Symbiote.name)
    return second_colour(state, seat) if seat is not None else None


class Symbiote(Power):
    name = "symbiote"
    title = "Symbiote"
    short = "Power of Two"
    text = (
        "At set-up, take the tokens of a colour nobody plays as a second set: four on each of "
        "your home planets beside your own, twice the tokens all game. They are yours in every "
        "way; this power cannot be zapped, lost, stolen or copied."
    )
    source = (
        "FFG text (Incursion; POWER_TEXTS 'Symbiote', MEDIUM), no Mayfair text found; a power "
        "spent at set-up (C-559); needs a colour nobody plays (C-558)"
    )
    colours = 1  # it takes a colour nobody plays (C-558)

    def set_up(self, state: CosmicState, seat: int) -> None:
        # "Take an unused colour's 20 tokens; four on each home planet besides your own."
        if SECOND in state.players[seat].power_data:
            return  # set up already (a scenario's second pass)
        home = set(state.systems_of(seat))
        tokens = [
            [SECOND_SET if system in home else 0 for _ in range(PLANETS)]
            for system in range(len(state.planets))
        ]
        colour = state.add_colour(seat, tokens)
        state.players[seat].power_data[SECOND] = colour
        state.note("symbiote-colour", {"seat": seat, "colour": colour})

    def public(self, state: CosmicState) -> dict[str, Any]:
        colour = symbiote_colour(state)
        return {} if colour is None else {SECOND: colour}

    @ability("cards_chosen", always=True)
    async def count_use(self, state: CosmicState, seat: int, ctx: object) -> None:
        # Bookkeeping (features): a challenge Symbiote takes part in with its second colour.
        from hyperspace.cosmic.rules.resolution import side_tokens  # (import cycle)

        colour, challenge = second_colour(state, seat), state.challenge
        side = side_of(state, seat)
        if colour is None or challenge is None or side is None:
            return
        if side_tokens(challenge, state, side).get(colour):
            state.features["symbiote_second_colour_in_challenge"] += 1

    @modifier("max_tokens")
    def pro_tokens(self, state: CosmicState, seat: int, value: int, ctx: int) -> int:
        # The Pro: up to eight tokens in the challenge, of both colours (C-562).
        return max(value, PRO_TOKENS) if ctx == seat and pro(state, self.name) else value

    @modifier("token_value")
    def con_nothing(self, state: CosmicState, seat: int, value: int, ctx: int) -> int:
        # The Con: the second colour counts nothing on a side opposing the holder (C-562).
        challenge = state.challenge
        if ctx != second_colour(state, seat) or challenge is None or challenge.defense is None:
            return value
        side = side_of(state, seat)
        opponent = challenge.opponent(side) if side is not None else None
        return 0 if opponent is not None and immune(state, self.name, opponent) else value

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        return side_of(state, seat) is not None


class WildSymbiote(Flare):
    """As the defense, when the offense wins: your tokens on the planet are not lost; they stay
    there beside the winners (C-560; seed 002: they do not go to prison)."""

    events = frozenset({"defeated"})
    text = (
        "As the defense, when the offense wins: your tokens on the planet are not lost; they "
        "stay there beside the winners."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        defeat: Defeat = ctx
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.defense == seat
            and defeat.winner == challenge.offense
            and state.colour_owner[defeat.colour] == seat
            and not defeat.taken
            and defeat.count > 0
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        defeat: Defeat = ctx
        defeat.taken = True  # they stay on the planet, sharing it (as Bully's leave them)
        state.features["symbiote_wild"] += 1
        state.note("wild-symbiote", {"seat": seat, "tokens": defeat.count})


class SuperSymbiote(Flare):
    """At the start of your challenge: one token of each of your colours comes back from the Warp
    to your bases (C-561)."""

    moments = frozenset({START})
    text = "At the start of your challenge: one token of each of your colours from the Warp."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return seat == state.offense and any(state.warp[c] for c in state.colours_of(seat))

    async def play(self, state: CosmicState, seat: int) -> None:
        back = [c for c in state.colours_of(seat) if state.warp[c]]
        for colour in back:
            await return_to_bases(state, colour, 1, "Super Symbiote", state.warp)
        state.features["symbiote_super"] += 1
        state.note("super-symbiote", {"seat": seat, "tokens": len(back)})


Symbiote.flare = FlareSides(
    WildSymbiote(), SuperSymbiote(), "designed (C-560, C-561): no Flare text fits seed 002"
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Symbiote.pulsar_pro = (
    "For the rest of the challenge you may commit up to eight tokens, of both your colours (C-562)."
)
Symbiote.pulsar_con = (
    "For the rest of the challenge the tokens of Symbiote's second colour count nothing on a "
    "side opposing you (C-562)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("symbiote-colour", "wild-symbiote", "super-symbiote")
def _symbiote_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "symbiote-colour":
        return f"{seat} takes a second colour: four more tokens on each home planet (Symbiote)."
    count = say.tokens(entry.get("tokens", 0))
    if kind == "wild-symbiote":
        return f"{seat}'s {count} on the planet stay there beside the winners (Wild Symbiote)."
    return f"{seat} brings back {count} from the Warp (Super Symbiote)."


POWER: Final = Symbiote
