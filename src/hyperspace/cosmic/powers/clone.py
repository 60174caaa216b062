"""Clone, the Power of Replication.

As a main player, once the challenge is settled (consolation taken), Clone may keep the Challenge
Card it played: the card goes back to its hand instead of the discard pile.

Source: no Eon text was found. This is the Fantasy Flight (2008) text, base set, credited to
Future Pastimes (POWER_TEXTS.md "Clone", confidence MEDIUM, from the aliens.json data of the
Cosmic-Encounter-Bot repository). Flares, FFG text (same source), with the Eon note there that
the Wild side applies to Edicts: Wild, an Edict you played need not be discarded, you keep it to
play again later (C-42: played at a later window of the same challenge, it takes that Edict back
from the discard pile); Super, as a main player you may take up to twice the usual consolation
(the loser's hand caps it, as usual).

Timing (C-42): Clone decides at the end of the challenge (``end_of_challenge``), which is after
consolation and rewards; the card then skips the discard pile at clean-up (``keep_card``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, MOMENTS, REVEAL, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    modifier,
    pro,
    replacement,
)
from hyperspace.cosmic.powers.common import SwitchFlare, opponent_immune
from hyperspace.cosmic.rules.deck import draw
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

KEEPS: Final = "clone-keeps"  # challenge.data: Clone chose to keep its card this challenge
SUPER: Final = "clone-super"  # challenge.data: the Super Flare is in force this challenge


def played_a_card(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Not against an opponent holding the Clone Con (C-188).
    challenge = state.challenge
    return (
        challenge is not None
        and seat in challenge.cards
        and not opponent_immune(state, Clone.name, seat)
    )


class Clone(Power):
    name = "clone"
    title = "Clone"
    short = "Power of Replication"
    text = (
        "As a main player, after the challenge is settled, you may return the Challenge Card you "
        "played to your hand instead of discarding it."
    )
    source = "FFG text (base set, Future Pastimes; POWER_TEXTS 'Clone', MEDIUM); no Eon text"

    @ability("end_of_challenge", can_use=played_a_card, optional=True)
    async def keep(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Clone keeps the card it played (a Cosmic Zap here stops it: the card is discarded).
        assert state.challenge is not None
        state.challenge.data[KEEPS] = True
        state.note("clone-keeps", {"seat": seat, "card": state.challenge.cards[seat]})
        if pro(state, self.name):  # the Clone Pro: a copy besides (C-164)
            draw(state, seat)

    @replacement("keep_card")
    def back_to_hand(self, state: CosmicState, seat: int, ctx: tuple[int, str]) -> int | None:
        # ... into its hand instead of the discard pile.
        challenge = state.challenge
        owner, _ = ctx
        if owner == seat and challenge is not None and challenge.data.get(KEEPS):
            return seat
        return None

    @modifier("consolation")
    def double(self, state: CosmicState, seat: int, value: int, loser: int) -> int:
        # Super Flare: as a main player Clone takes twice the usual consolation.
        challenge = state.challenge
        if loser == seat and challenge is not None and challenge.data.get(SUPER):
            return value * 2
        return value


def edicts_played(state: CosmicState, seat: int) -> list[str]:
    """The Edicts ``seat`` played in this challenge (answers included) that are now in the
    discard pile, one entry per copy that could be taken back."""
    start = state.challenge.log_start if state.challenge is not None else 0
    played = [
        str(event.public["card"])
        for event in state.log[start:]
        if event.kind == "play"
        and event.public is not None
        and event.public.get("seat") == seat
        and str(event.public.get("card", "")).startswith(cards.EDICT + "-")
    ]
    found = []
    pile = list(state.discard)
    for card in played:
        if card in pile:
            pile.remove(card)
            found.append(card)
    return found


class WildClone(Flare):
    """After you played an Edict this challenge, take it back from the discard pile to your hand,
    to play again later (C-42)."""

    moments = frozenset(MOMENTS)
    text = "Take back into your hand an Edict you played earlier in this challenge."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return bool(edicts_played(state, seat))

    async def play(self, state: CosmicState, seat: int) -> None:
        options = tuple(dict.fromkeys(edicts_played(state, seat)))
        card = await ask(Decision(seat, "clone-edict", options, "Keep which Edict you played?"))
        state.discard.reverse()  # take the copy nearest the top of the pile
        state.discard.remove(card)
        state.discard.reverse()
        state.players[seat].hand.append(card)
        state.note("wild-clone", {"seat": seat, "card": card})


class SuperClone(SwitchFlare):
    """As a main player, take up to twice the usual consolation this challenge."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "As a main player this challenge, you take twice the usual consolation."
    flag = SUPER
    kind = "super-clone"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.is_main(seat)


Clone.flare = FlareSides(WildClone(), SuperClone(), "FFG text (POWER_TEXTS 'Clone')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Clone.pulsar_pro = (
    "For the rest of the challenge, when you keep your Challenge Card you also draw one card "
    "from the deck (C-164)."
)
Clone.pulsar_con = (
    "For the rest of the challenge, as Clone's opponent, Clone cannot keep the card it played "
    "against you (C-188)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("clone-keeps", "wild-clone")
def _clone_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, card = say.name(entry.get("seat")), say.card(entry.get("card"))
    return f"{seat} keeps {card} instead of discarding it."


@BOOK.option("clone-edict")
def _clone_option(decision: Decision, key: str, say: Say) -> str:
    return f"keep {say.card(key)}"


POWER: Final = Clone
