"""Chronos, the Power of Time Travel.

As a main player, once the Challenge Cards are revealed, Chronos may travel back in time: it takes
its own card back into its hand; the opponent's card is set aside until the end of the challenge
(an opponent with no other Challenge Card takes it back instead); then both main players choose
their Challenge Cards again, and this second result stands (Chronos cannot travel twice in one
challenge). After the challenge the opponent gets the set-aside card back. Optional.

Source: no Eon text was found (a Mayfair starter power; "can have a challenge replayed", per a
description of the classic game). This is the Fantasy Flight (2010, Cosmic Incursion, Future
Pastimes) text (POWER_TEXTS.md "Chronos", MEDIUM: aliens.json of Cosmic-Encounter-Bot). Its
"every other card played since the play-cards step returns to its owner" finds nothing to return
here: Chronos travels at the first moment after the reveal, before any card may be played (C-30).

Flares, the Fantasy Flight texts (no Eon Flare text was found): Wild, at the start of a
challenge, before the offense regains a token, take one card of your choice from the discard
pile, then shuffle the discard pile into the deck; this Flare then goes to the player holding
Chronos, or to the discard pile when nobody does; Super, as Chronos travels in time, the opponent
must play the same card again while Chronos chooses anew (C-30).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    abilities,
    ability,
    immune,
    pro,
)
from hyperspace.cosmic.rules.deck import has_challenge_card
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask, ask_all

TRAVELLED: Final = "chronos-travelled"  # challenge.data: Chronos used its power this challenge
# challenge.data: (seat, card) set aside until the end of the challenge
ASIDE: Final = "chronos-aside"


class Travel:
    """A time travel under way; the Super Flare makes ``same_card`` true (the opponent replays
    his card)."""

    __slots__ = ("chronos", "same_card")

    def __init__(self, chronos: int) -> None:
        self.chronos = chronos
        self.same_card = False


def _may_travel(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.is_main(seat)
        and len(challenge.cards) == 2
        and not challenge.data.get(TRAVELLED)
        and not immune(state, Chronos.name, challenge.opponent(seat))  # the Chronos Con
    )


class Chronos(Power):
    name = "chronos"
    title = "Chronos"
    short = "Power of Time Travel"
    text = (
        "As a main player, after the reveal, you may travel in time: take your card back, the "
        "opponent's is set aside (or taken back if he has no other Challenge Card), and both "
        "choose again; the second result stands. The opponent gets his card back afterwards."
    )
    source = (
        "FFG text (Cosmic Incursion, Future Pastimes; POWER_TEXTS 'Chronos', MEDIUM); no Eon "
        "text found"
    )

    @ability("reveal", can_use=_may_travel, optional=True)
    async def time_travel(self, state: CosmicState, seat: int, ctx: Any) -> None:
        from hyperspace.cosmic.rules.challenge import card_decision, play_card

        challenge = state.challenge
        assert challenge is not None
        challenge.data[TRAVELLED] = True
        opponent = challenge.opponent(seat)
        travel = Travel(seat)
        await abilities(state, "time_travel", travel)  # the Super Flare
        # "Chronos takes its revealed card back into its hand."
        state.players[seat].hand.append(challenge.cards.pop(seat))
        if not travel.same_card:
            # "The opponent's card is set aside; with no other Challenge Card he takes it back."
            theirs = challenge.cards.pop(opponent)
            if has_challenge_card(state, opponent):
                challenge.data[ASIDE] = (opponent, theirs)
            else:
                state.players[opponent].hand.append(theirs)
        challenge.revealed = False
        aside = challenge.data[ASIDE][1] if ASIDE in challenge.data else None
        state.note("time-travel", {"seat": seat, "aside": aside})
        # "The play-cards step is replayed": the second choice is final.
        choosers = [seat] if travel.same_card else list(challenge.sides())
        picks = await ask_all([card_decision(state, s) for s in choosers])
        for chooser, card in zip(choosers, picks, strict=True):
            play_card(state, chooser, card)
        challenge.revealed = True
        state.note("reveal", {"cards": {str(s): c for s, c in challenge.cards.items()}})
        await abilities(state, "reveal")  # the powers used at the reveal see the new cards

    @ability("end_of_challenge", always=True)
    async def give_back(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "After the challenge the opponent gets the set-aside card back."
        challenge = state.challenge
        assert challenge is not None
        if ASIDE in challenge.data:
            owner, card = challenge.data.pop(ASIDE)
            # With the Chronos Pro the set-aside card is lost in time: discarded (C-163).
            pile = state.discard if pro(state, self.name) else state.players[owner].hand
            pile.append(card)

    def cards_held(self, state: CosmicState) -> int:
        challenge = state.challenge
        return 1 if challenge is not None and ASIDE in challenge.data else 0


class WildChronos(Flare):
    """At the start of a challenge, before the offense regains a token: take one card of your
    choice from the discard pile, then shuffle the discard pile into the deck. The Flare then
    goes to Chronos's player, or to the discard pile if nobody holds Chronos."""

    moments = frozenset({START})
    text = (
        "Start of a challenge: take a card from the discard pile, shuffle the rest into the deck."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return bool(state.discard)

    async def play(self, state: CosmicState, seat: int) -> None:
        keys = tuple(dict.fromkeys(state.discard))
        card = await ask(Decision(seat, "chronos-card", keys, "Take which card?"))
        state.discard.remove(card)
        state.players[seat].hand.append(card)
        state.deck.extend(state.discard)
        state.discard.clear()
        state.streams["deck"].shuffle(state.deck)
        state.note("wild-chronos", {"seat": seat, "card": card, "deck": len(state.deck)})

    def keeper(self, state: CosmicState, seat: int) -> int | None:
        return state.power_seat.get(Chronos.name)


class SuperChronos(Flare):
    """As Chronos travels in time: the opponent must play the same card again, while Chronos
    chooses anew."""

    events = frozenset({"time_travel"})
    text = "As you travel in time, your opponent must replay the same card."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.chronos == seat and not ctx.same_card)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        ctx.same_card = True
        state.note("super-chronos", {"seat": seat})


Chronos.flare = FlareSides(
    WildChronos(),
    SuperChronos(),
    "FFG Flare texts (POWER_TEXTS 'Chronos'); no Eon Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Chronos.pulsar_pro = (
    "For the rest of the challenge, the opponent's card you set aside by time travel is "
    "discarded instead of going back to him (C-163)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("time-travel", "wild-chronos", important=True)
def _chronos_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "time-travel":
        return (
            f"{seat} travels back in time: {say.card(entry.get('aside'))} is set aside and the "
            "Challenge Cards are chosen again."
        )
    return f"{seat} takes {say.card(entry.get('card'))} from the discard pile (Wild Chronos)."


@BOOK.option("chronos-card")
def _chronos_option(decision: Decision, key: str, say: Say) -> str:
    return f"take {say.card(key)}"


POWER: Final = Chronos
