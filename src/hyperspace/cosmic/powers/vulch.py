"""Vulch, the Power of Salvage.

Whenever another player discards an Edict, whether he played it or simply threw it away, Vulch
takes it into its hand. Edicts Vulch plays itself go to the discard pile as usual and stay there.
When Vulch must draw a new hand it first shows its Edicts and keeps them, then draws a full new
hand besides. Mandatory; it works whether or not Vulch is in the challenge.

Source: no Eon text was found. This is the Fantasy Flight text (Encounter set), which speaks of
"artifacts"; read with Eon's Edicts (POWER_TEXTS.md "Vulch", confidence MEDIUM; SRC-POLTR and the
WARP house rules confirm the Eon Vulch picked up Edicts and was mandatory). The hand size is Eon's
(seven, AMB-G02), so the new hand is seven cards besides the Edicts kept (C-450). Neither Flare
text was found: the Super side is designed from seed 002 ("Super Vulch does not salvage Prisoner
Rulings", so it salvages more kinds of card), the Wild side in the power's spirit (C-451).
Seed 002: Prisoner Rulings are not Edicts, so Vulch never picks them up, even as Super Vulch
(C-452). Mesmer and Vulch may be dealt together: only Mayfair forbade it (C-453).

Timing (C-450): the ``discarded`` moment, each time a card goes to the discard pile other than
at clean-up (an Edict or Flare played or cancelled, a Plague's discards, a discarded hand...); the
``new_hand`` moment, before a hand is thrown away.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, immune, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import Discarded, NewHand
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say

SUPER: Final = "vulch-super"  # challenge.data: the Super Flare is in force this challenge
WILD: Final = "vulch-wild"  # challenge.data: seats that used the Wild Flare this challenge


def salvage_kinds(state: CosmicState) -> tuple[str, ...]:
    """What Vulch picks up: Edicts; with the Super Flare Flares too (C-451). Never Prisoner
    Rulings, which are not Edicts (seed 002, VULCH [EM], C-452)."""
    challenge = state.challenge
    if challenge is not None and challenge.data.get(SUPER):
        return (cards.EDICT, cards.FLARE)
    return (cards.EDICT,)


def still_discarded(state: CosmicState, ctx: Discarded, kinds: tuple[str, ...]) -> list[str]:
    """The cards of ``kinds`` just discarded that are still on the discard pile."""
    pile = list(state.discard)
    found = []
    for card in ctx.cards:
        if cards.kind(card) in kinds and card in pile:
            pile.remove(card)
            found.append(card)
    return found


def salvageable(state: CosmicState, seat: int, ctx: Discarded) -> list[str]:
    """What Vulch (``seat``) takes of a discard: another player's (its own too with the Pro,
    C-454), not a player immune to it (the Con, C-150)."""
    if (ctx.seat == seat and not pro(state, Vulch.name)) or immune(state, Vulch.name, ctx.seat):
        return []
    return still_discarded(state, ctx, salvage_kinds(state))


def take_back(state: CosmicState, seat: int, taken: list[str]) -> None:
    """``seat`` takes ``taken`` from the discard pile (the copies nearest its top) into his hand."""
    pile = state.discard
    for card in taken:
        del pile[len(pile) - 1 - pile[::-1].index(card)]
        state.players[seat].hand.append(card)


class Vulch(Power):
    name = "vulch"
    title = "Vulch"
    short = "Power of Salvage"
    text = (
        "Whenever another player discards an Edict, played or not, you take it into your hand; "
        "Edicts you play yourself are discarded as usual. When you must draw a new hand, you show "
        "and keep your Edicts and draw a full new hand besides. Mandatory."
    )
    source = (
        "FFG text in Edict terms (POWER_TEXTS 'Vulch', MEDIUM; SRC-POLTR, WARP house rules); no "
        "Eon text; C-450"
    )

    @ability(
        "discarded",
        can_use=lambda power, state, seat, ctx: bool(salvageable(state, seat, ctx)),
    )
    async def salvage(self, state: CosmicState, seat: int, ctx: Discarded) -> None:
        # Another player's discarded Edicts go to Vulch's hand.
        taken = salvageable(state, seat, ctx)
        take_back(state, seat, taken)
        state.features["vulch_salvages"] += len(taken)
        state.note("vulch-salvages", {"seat": seat, "from": ctx.seat, "cards": taken})

    @ability(
        "new_hand",
        can_use=lambda power, state, seat, ctx: (
            ctx.seat == seat and any(cards.kind(c) == cards.EDICT for c in state.players[seat].hand)
        ),
    )
    async def keep_edicts(self, state: CosmicState, seat: int, ctx: NewHand) -> None:
        # Drawing a new hand, Vulch shows its Edicts and keeps them besides.
        kept = [c for c in state.players[seat].hand if cards.kind(c) == cards.EDICT]
        ctx.kept.extend(kept)
        state.features["vulch_keeps"] += 1
        state.note("vulch-keeps", {"seat": seat, "cards": kept})


class WildVulch(Flare):
    """As another player discards Edicts, take them into your hand (once a challenge)."""

    events = frozenset({"discarded"})
    text = (
        "Once a challenge, as another player discards Edicts, take them into your hand (Vulch, "
        "when its power works, takes them first)."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and seat not in challenge.data.get(WILD, ())
            and isinstance(ctx, Discarded)
            and ctx.seat != seat
            and bool(still_discarded(state, ctx, (cards.EDICT,)))
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None and isinstance(ctx, Discarded)
        state.challenge.data.setdefault(WILD, []).append(seat)
        taken = still_discarded(state, ctx, (cards.EDICT,))
        take_back(state, seat, taken)
        state.note("wild-vulch", {"seat": seat, "from": ctx.seat, "cards": taken})


class SuperVulch(SwitchFlare):
    """For the rest of the challenge Vulch salvages Flares too (never Prisoner Rulings)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = (
        "For the rest of the challenge you also take the Flares other players discard (never "
        "Prisoner Rulings)."
    )
    flag = SUPER
    kind = "super-vulch"


Vulch.flare = FlareSides(WildVulch(), SuperVulch(), "designed (no text found; C-451)")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Vulch.pulsar_pro = (
    "For the rest of the challenge you also take back the Edicts you discard yourself (C-454)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("vulch-salvages", "wild-vulch", important=True)
def _salvage_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} takes {say.cards(entry.get('cards'))}, discarded by "
        f"{say.name(entry.get('from'))}, into his hand."
    )


@BOOK.entry("vulch-keeps")
def _keep_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} shows and keeps {say.cards(entry.get('cards'))} as he "
        "draws a new hand."
    )


@BOOK.entry("super-vulch")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} will also take the Flares others discard."


POWER: Final = Vulch
