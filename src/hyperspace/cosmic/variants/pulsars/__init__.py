"""Pulsars, the WARP's (seed 004, by Gerald Katz): one Pulsar card for each power in play.

* Set-up: once the powers are known, the Pulsar of each power in play is shuffled into the deck
  before the hands are dealt; no others, and none added or removed later (point 1, AMB-U10,
  AMB-U11). The Edicts Pulsar Zap, Sanity and Insanity come with them (AMB-U06, AMB-U07).
* A Pulsar is a card of its own type, never a Challenge Card (point 8, AMB-U14, AMB-G20).
* Played (at any window), it goes back to its player's hand at once; its effect lasts to the end
  of the challenge; a given Pulsar once a challenge (points 2, AMB-U03/U04/U08 amended). See
  :mod:`.card` for the Pro and the two modes of the Con; the powers read them through
  :mod:`hyperspace.cosmic.powers.base` (``immune``, ``exposed``, ``shut_off``, ``pro``).
* Your own power's Pulsar in your hand keeps that power below three home bases, without the Pro
  (point 6, AMB-U08 amended); discarded, it keeps the power against Cosmic Zap or Power Outage
  (point 7, AMB-U09 amended).

A power that changes which Pulsars go in the deck (Pentaform: its own only, C-593; Progenitor,
not built yet: the second system's power's, AMB-U12) modifies ``pulsar_powers``; secret
powers' Pulsars go in face down like every card (AMB-U10). Negator negates a Pulsar as it is played,
as any other card (point 8, C-421); Witch lists ``cards.PULSAR`` among her curses (point 8,
C-431); Cripple's opponent may still play Pulsars (AMB-U13, C-428).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import IMMUNE, OFF, PROS, modifier, modify
from hyperspace.cosmic.variants.base import Variant

if TYPE_CHECKING:
    from hyperspace.cosmic.config import Config
    from hyperspace.cosmic.state import CosmicState


class Pulsars(Variant):
    name = "pulsars"
    title = "Pulsars"
    text = (
        "Each power in play has a Pulsar card in the deck. Played by the power's holder it makes "
        "the power stronger for the challenge (the Pro); played by anyone else it makes him "
        "immune to the power for the challenge, or, discarded, shuts the power off for the "
        "challenge (the Con). A played Pulsar goes back to its player's hand unless discarded. "
        "Your own power's Pulsar in hand keeps that power below three home bases, and discarded "
        "it keeps the power against Cosmic Zap or Power Outage."
    )
    source = "seed 004 (The WARP Pulsars); AMB-U01..U16 with U01, U03, U05, U08, U09 amended"

    def deck_cards(self, config: Config) -> list[str]:
        return [cards.edict(name) for name in config.pulsars_edicts]

    def power_cards(self, state: CosmicState) -> list[str]:
        # "The Pulsar Cards of the powers are shuffled into the deck ... no extra" (point 1).
        names: list[str] = modify(state, "pulsar_powers", list(state.powers))
        return [cards.pulsar(name) for name in names]

    def setup(self, state: CosmicState) -> None:
        for mode in ("pro", "immunity", "shut_off"):
            state.features[f"pulsars_{mode}"] += 0  # reported even when none is ever played

    @modifier("keeps_power")
    def own_pulsar(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "If you have the Pulsar Card of your power but lack three home bases, you may still use
        # that power only" (point 6): holding it in hand (AMB-U08 amended).
        # (Any power of his: Progenitor's second system's too.)
        hand = state.players[int(ctx)].hand
        return value or any(
            cards.pulsar(power) in hand for power, seat in state.power_seat.items() if seat == ctx
        )

    def public(self, state: CosmicState) -> dict[str, Any]:
        """The Pulsar effects in force this challenge: who is immune to what, what is shut off,
        whose Pro is on."""
        challenge = state.challenge
        data = challenge.data if challenge is not None else {}
        return {
            "immune": {power: sorted(seats) for power, seats in data.get(IMMUNE, {}).items()},
            "shut_off": sorted(data.get(OFF, ())),
            "pro": sorted(data.get(PROS, ())),
        }


VARIANT: Final = Pulsars
