"""Dragon, the Power of Greed (a Lucre power: without Lucre it is not dealt).

Dragon starts the game with four Lucre more than the others. Whenever another player buys (tokens
back from the Warp or out of the Praw, cards from the deck), the Lucre he pays goes to Dragon
instead of the box. Mandatory and continuous.

Source: the Eon text, expansion 6 (Cosmic Encounter wiki, "Dragon"; POWER_TEXTS.md 16, HIGH); the
later (Mayfair) wording on the same page, one Lucre of each purchase, is not used. Seed 002 [E]:
Lucre handed over in a prisoner exchange is no purchase, so Dragon gets none of it (nor of Lucre
given in a deal).

Flares: no text was found; both sides are designed (C-488). Wild, use once and discard (the
WARP's list of one-shot Wild Flares names Dragon, POWER_TEXTS_ADDENDUM 2.9): at the start of a
challenge take four Lucre from the box. Super: for the rest of the challenge, as a main player,
your Lucre counts twice in your total.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, modifier, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say

if TYPE_CHECKING:
    from hyperspace.cosmic.rules.challenge import Payment

HOARD: Final = 4  # Dragon's extra Lucre at the start; the Wild Dragon's take from the box
SUPER: Final = "dragon-super"  # challenge.data: the Super Flare is in force this challenge


def _others_purchase(power: Power, state: CosmicState, seat: int, payment: Payment) -> bool:
    # Another player's purchase, not yet taken, and he is not immune (the Con).
    return (
        payment.seat != seat
        and payment.payee is None
        and bool(exposed(state, power.name, [payment.seat]))
    )


class Dragon(Power):
    name = "dragon"
    title = "Dragon"
    short = "Power of Greed"
    text = (
        "You start with four Lucre more than the others. Whenever another player buys tokens or "
        "cards, the Lucre he pays goes to you instead of the box."
    )
    source = "Eon text, expansion 6 (Cosmic Encounter wiki 'Dragon'; POWER_TEXTS 'Dragon', HIGH)"
    needs = ("lucre",)

    @modifier("starting_lucre")
    def hoard(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Dragon starts with four extra Lucre."
        return value + HOARD if ctx == seat else value

    @ability("lucre_paid", can_use=_others_purchase)
    async def greed(self, state: CosmicState, seat: int, payment: Payment) -> None:
        # "The Lucre another player pays for a purchase goes to Dragon instead of the box"; with
        # the Pro the box adds as much again (C-489).
        gained = payment.lucre * (2 if pro(state, self.name) else 1)
        payment.payee = seat
        state.players[seat].lucre += gained
        state.note("dragon-lucre", {"seat": seat, "from": payment.seat, "lucre": gained})
        state.features["dragon_lucre"] += gained

    @modifier("side_total")
    def double_lucre(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # The Super Flare: as a main player, Dragon's Lucre counts twice (C-488).
        challenge = state.challenge
        if ctx != seat or challenge is None or not challenge.data.get(SUPER):
            return value
        return value + state.players[seat].lucre if challenge.is_main(seat) else value


class WildDragon(Flare):
    """At the start of a challenge: take four Lucre from the box; then discard it (C-488)."""

    moments = frozenset({START})
    one_shot = True
    text = "At the start of a challenge: take four Lucre from the box. Then discard this Flare."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return state.config.lucre

    async def play(self, state: CosmicState, seat: int) -> None:
        state.players[seat].lucre += HOARD
        state.note("wild-dragon", {"seat": seat, "lucre": HOARD})
        state.features["dragon_wild_lucre"] += HOARD


class SuperDragon(SwitchFlare):
    """For the rest of the challenge, as a main player, your Lucre counts twice in your total."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "For the rest of the challenge, as a main player, your Lucre counts twice in your total."
    flag = SUPER
    kind = "super-dragon"


Dragon.flare = FlareSides(
    WildDragon(),
    SuperDragon(),
    "designed by the project (C-488): no Flare text found; the Wild is one-shot, as the WARP "
    "lists it",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Dragon.pulsar_pro = (
    "For the rest of the challenge each Lucre another player pays for a purchase brings you two: "
    "his, and one from the box (C-489)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("dragon-lucre", important=True)
def _lucre_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} takes {entry.get('lucre', 0)} Lucre that "
        f"{say.name(entry.get('from'))} paid (Dragon)."
    )


@BOOK.entry("wild-dragon", important=True)
def _wild_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Wild Dragon: "
        f"{entry.get('lucre', 0)} Lucre from the box."
    )


@BOOK.entry("super-dragon")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Dragon: his Lucre counts twice in his "
        "total."
    )


POWER: Final = Dragon
