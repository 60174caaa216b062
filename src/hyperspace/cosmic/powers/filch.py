"""Filch, the Power of Theft.

As a main player, once the played Challenge Cards have gone to the discard pile, Filch may take
the card its opponent played from the discard pile into its own hand.

Source: no Eon text was found (the Prisoners seed shows that Eon and Mayfair versions existed).
This is the Fantasy Flight (2008) text, base set, credited to Future Pastimes (POWER_TEXTS.md
"Filch", confidence MEDIUM, from the aliens.json data of the Cosmic-Encounter-Bot repository).
Flares, FFG text (same source); the Eon Wild side (moving Filch's own tokens to bases, per seed
002) is only hinted at, with no number or timing, so FFG's is used: Wild, discard a Compromise to
take an Edict or Flare as another player plays it: it has no effect and goes to your hand
instead; Super, use the power even when not a main player, taking either main player's card
(C-46). Seed 002 forbids taking Prisoner Rulings; this project has none.

Timing (C-46): the ``cards_discarded`` moment, right after clean-up sends the Challenge Cards to
the discard pile: a card a power kept out of it (Clone's) cannot be filched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import discard
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "filch-super"  # challenge.data: the Super Flare is in force this challenge


def targets(state: CosmicState, seat: int, discarded: dict[int, str]) -> list[int]:
    """Whose discarded Challenge Card Filch may take: its opponent's, as a main player; with the
    Super Flare, when not a main player, either main player's."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None:
        return []
    if challenge.is_main(seat):
        chosen = [challenge.opponent(seat)]
    elif challenge.data.get(SUPER):
        chosen = list(challenge.sides())
    elif pro(state, Filch.name) and seat in challenge.offense_allies:
        chosen = [challenge.sides()[1]]  # the Filch Pro: as an ally, the opposed card (C-165)
    elif pro(state, Filch.name) and seat in challenge.defense_allies:
        chosen = [challenge.sides()[0]]
    else:
        chosen = []
    return exposed(state, Filch.name, [s for s in chosen if s in discarded])  # the Filch Con


class Filch(Power):
    name = "filch"
    title = "Filch"
    short = "Power of Theft"
    text = (
        "As a main player, after the played cards are discarded, you may take the Challenge Card "
        "your opponent played from the discard pile into your hand."
    )
    source = "FFG text (base set, Future Pastimes; POWER_TEXTS 'Filch', MEDIUM); no Eon text"

    @ability(
        "cards_discarded",
        can_use=lambda power, state, seat, discarded: bool(targets(state, seat, discarded)),
        optional=True,
    )
    async def steal(self, state: CosmicState, seat: int, discarded: dict[int, str]) -> None:
        choices = targets(state, seat, discarded)
        victim = choices[0]
        if len(choices) > 1:  # Super Flare: either main player's card
            keys = tuple(f"player:{s}" for s in choices)
            answer = await ask(Decision(seat, "filch-whose", keys, "Take whose card?"))
            victim = int(answer.removeprefix("player:"))
        card = discarded[victim]
        pile = state.discard
        if card not in pile:  # reshuffled into the deck meanwhile: nothing left to take
            return
        del pile[len(pile) - 1 - pile[::-1].index(card)]  # the copy just discarded
        state.players[seat].hand.append(card)
        state.note("filch-takes", {"seat": seat, "from": victim, "card": card})


class WildFilch(Flare):
    """Discard a Compromise to take an Edict or Flare as another player plays it: it has no effect
    and goes to your hand."""

    text = "Discard a Compromise: an Edict or Flare just played has no effect and goes to you."

    def can_cancel(
        self, state: CosmicState, seat: int, card: str, player: int, target: int | None
    ) -> bool:
        kind = cards.kind(card)
        return kind in (cards.EDICT, cards.FLARE) and cards.COMPROMISE in state.players[seat].hand

    async def cancel(self, state: CosmicState, seat: int, card: str, player: int) -> int | None:
        hand = state.players[seat].hand
        hand.remove(cards.COMPROMISE)
        await discard(state, seat, [cards.COMPROMISE])
        state.note("wild-filch", {"seat": seat, "card": card, "from": player})
        return seat


class SuperFilch(SwitchFlare):
    """Use the power even when not a main player (this challenge)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "Your power works when you are not a main player too: take either main player's card."
    flag = SUPER
    kind = "super-filch"


Filch.flare = FlareSides(WildFilch(), SuperFilch(), "FFG text (POWER_TEXTS 'Filch')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Filch.pulsar_pro = (
    "For the rest of the challenge you may also use your power as an ally: take the Challenge "
    "Card of the main player you opposed (C-165)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("filch-takes", "wild-filch", important=True)
def _filch_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} takes {say.card(entry.get('card'))}, played by "
        f"{say.name(entry.get('from'))}, into his hand."
    )


@BOOK.option("filch-whose")
def _filch_option(decision: Decision, key: str, say: Say) -> str:
    return f"take the card {say.name(key.removeprefix('player:'))} played"


POWER: Final = Filch
