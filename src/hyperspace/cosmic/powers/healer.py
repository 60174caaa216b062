"""Healer, the Power of Healing.

Whenever another player's tokens go to the Warp, Healer may heal that player: the tokens he just
lost come back out of the Warp to his bases (he picks which). For each player healed Healer draws
one card from the deck (C-27). Being healed does not take away the healed player's consolation:
the tokens were lost all the same. Tokens that never reach the Warp (saved by Zombie, removed by
Void) cannot be healed. Optional, each time.

Source: the Eon tagline (save others' tokens from the Warp, any phase) and the Eon Flares are in
the Cosmic Encounter wiki's Healer infobox (POWER_TEXTS.md "Healer": power MEDIUM, Flares HIGH);
the power's wording is the Fantasy Flight (2008) text (base set, Future Pastimes; aliens.json of
Cosmic-Encounter-Bot), limited to the Warp as the Eon tagline says (FFG's Healer also heals
tokens removed from the game). The basic fee (one card per player healed) is FFG's; the Eon
Super implies the same (C-27). Seed 002: Healer cannot heal prisoners (for that variant).

Flares, Eon (HIGH): Wild, its player is immune to Cosmic Zap: he may answer a Cosmic Zap aimed at
his power with this Flare, which cancels it (C-27); Super, Healer's fee becomes one card from the
deck for each token healed (played as Healer heals).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards, tokens
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, abilities, ability, pro
from hyperspace.cosmic.rules.deck import draw
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.words import agree, plural

COSMIC_ZAP: Final = cards.edict("cosmic-zap")


class Heal:
    """One healing under way: ``healer`` heals ``tokens`` of ``colour``; the Super Flare makes
    ``per_token`` true."""

    __slots__ = ("colour", "healer", "per_token", "tokens")

    def __init__(self, healer: int, colour: int, count: int) -> None:
        self.healer = healer
        self.colour = colour
        self.tokens = count
        self.per_token = False


def _may_heal(power: Power, state: CosmicState, seat: int, loss: Any) -> bool:
    # Another player's tokens; with the Healer Pro your own too (C-167).
    patient = loss.colour != seat or pro(state, Healer.name)
    return bool(patient and loss.count > 0 and state.warp[loss.colour] > 0)


class Healer(Power):
    name = "healer"
    title = "Healer"
    short = "Power of Healing"
    text = (
        "When another player's tokens go to the Warp you may heal him: they come back to his "
        "bases, and you draw one card from the deck for each player healed."
    )
    source = (
        "Eon tagline and Eon Flares (Cosmic Encounter wiki; POWER_TEXTS 'Healer', Flares HIGH); "
        "wording and fee from the FFG text (base set, Future Pastimes), per C-27"
    )

    @ability("tokens_to_warp", can_use=_may_heal, optional=True)
    async def heal(self, state: CosmicState, seat: int, loss: Any) -> None:
        # "Healer returns the tokens that player just lost to that player's bases" (those still
        # in the Warp: with the Praw some may have fallen further).
        colour = loss.colour
        heal = Heal(seat, colour, min(loss.count, state.warp[colour]))
        await tokens.return_to_bases(state, colour, heal.tokens, "healed", state.warp)
        await abilities(state, "healing", heal)  # the Super Flare may raise the fee
        fee = draw(state, seat, heal.tokens if heal.per_token else 1)
        state.note("healed", {"seat": seat, "player": colour, "tokens": heal.tokens, "fee": fee})


class WildHealer(Flare):
    """Its player is immune to Cosmic Zap: he may answer a Cosmic Zap aimed at his power with
    this Flare, cancelling the Zap."""

    text = "You are immune to Cosmic Zap: answer a Cosmic Zap on your power to cancel it."

    def can_cancel(
        self, state: CosmicState, seat: int, card: str, player: int, target: int | None
    ) -> bool:
        return card == COSMIC_ZAP and target == seat

    async def cancel(self, state: CosmicState, seat: int, card: str, player: int) -> None:
        state.note("wild-healer", {"seat": seat, "zap_by": player})


class SuperHealer(Flare):
    """As Healer heals: the fee is one card from the deck for each token healed."""

    events = frozenset({"healing"})
    text = "As you heal: draw one card from the deck for each token healed."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.healer == seat and ctx.tokens > 1 and not ctx.per_token)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        ctx.per_token = True
        state.note("super-healer", {"seat": seat, "tokens": ctx.tokens})


Healer.flare = FlareSides(
    WildHealer(),
    SuperHealer(),
    "Eon Flare texts (Cosmic Encounter wiki Healer infobox; POWER_TEXTS 'Healer', HIGH)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Healer.pulsar_pro = (
    "For the rest of the challenge you may heal your own tokens too when they go to the Warp "
    "(C-167)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("healed", "wild-healer", "super-healer", important=True)
def _healer_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "healed":
        return (
            f"{seat} heals {say.name(entry.get('player'))}: {say.tokens(entry['tokens'])} "
            f"{agree(int(entry['tokens']), 'goes', 'go')} home "
            f"instead of to the Warp, for a fee of {plural(int(entry.get('fee', 0)), 'card')}."
        )
    if kind == "wild-healer":
        return f"{seat} heals the power zapped by {say.name(entry.get('zap_by'))} (Wild Healer)."
    return f"{seat} heals his own {say.tokens(entry.get('tokens', 0))} (Super Healer)."


POWER: Final = Healer
