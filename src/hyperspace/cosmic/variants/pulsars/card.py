"""A Pulsar card in play (seed 004 points 2 to 5, 10): one rules object per power.

Played by the power's holder it puts the power's Pro in force; by anyone else, its Con: either
immunity to the power (the card goes back to the hand) or, discarded, the power shut off for the
challenge. It is put away like an Eon Flare (back to its player's hand, AMB-U03 amended), which is
why it is played through the same windows as Flares (:mod:`hyperspace.cosmic.rules.specials`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.powers.base import (
    IMMUNE,
    OFF,
    PLAYED,
    PROS,
    Flare,
    active,
    super_played,
)
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say, power_title
from hyperspace.engine.decision import Decision, ask

IMMUNITY: Final = "immunity"  # the Con's modes (seed 004 points 3 and 4)
SHUT_OFF: Final = "shut-off"
# challenge.data: {power: seat} Pulsars discarded to shut off
DISCARDED: Final = "pulsars-discarded"


class PulsarCard(Flare):
    """``power``'s Pulsar: played at any window (AMB-U02), a given Pulsar once a challenge
    (AMB-U04)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})

    def __init__(self, power: str) -> None:
        self.power = power

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        if challenge is None or self.power in challenge.data.get(PLAYED, ()):
            return False
        holder = state.power_seat.get(self.power)
        if holder is None:  # the power left the game: no Con, no Pro (AMB-U11)
            return False
        return holder != seat or self._pro_allowed(state, seat)

    def _pro_allowed(self, state: CosmicState, seat: int) -> bool:
        # Not below three home bases: then the Pulsar only keeps the power (point 6, AMB-U08).
        return (
            active(state, seat)
            and state.home_bases(seat) >= state.config.power_threshold
            and state.powers[self.power].pro_playable(state, seat)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        challenge.data.setdefault(PLAYED, []).append(self.power)
        # Pro or Con is decided now, by who holds the power now (AMB-U11).
        if state.power_seat.get(self.power) == seat:
            challenge.data.setdefault(PROS, []).append(self.power)
            _count(state, "pro", self.power)
            state.note("pulsar-pro", {"seat": seat, "power": self.power})
            return
        title = state.powers[self.power].title
        mode = await ask(
            Decision(
                seat, "pulsar-mode", (IMMUNITY, SHUT_OFF),
                f"Use the {title} Pulsar for immunity to the {title} (it comes back to your hand), "
                f"or discard it to shut the {title} off for this challenge?",
                {"power": self.power},
            )
        )  # fmt: skip
        if super_played(state, self.power):  # the Super Flare prevails (point 10, AMB-U05)
            state.note("pulsar-overridden", {"seat": seat, "power": self.power})
            return
        _count(state, mode.replace("-", "_"), self.power)
        state.note(f"pulsar-{mode}", {"seat": seat, "power": self.power})
        if mode == IMMUNITY:
            challenge.data.setdefault(IMMUNE, {}).setdefault(self.power, []).append(seat)
            return
        challenge.data.setdefault(OFF, []).append(self.power)
        challenge.data.setdefault(DISCARDED, {})[self.power] = seat

    def keeper(self, state: CosmicState, seat: int) -> int | None:
        challenge = state.challenge
        discarded = challenge.data.get(DISCARDED, {}) if challenge is not None else {}
        return None if discarded.get(self.power) == seat else seat


def _count(state: CosmicState, mode: str, power: str) -> None:
    """The simulate report counts Pulsars played by mode and by power."""
    state.features[f"pulsars_{mode}"] += 1
    state.features[f"pulsars_{mode}_{power}"] += 1


def super_beats_shut_off(state: CosmicState, power: str) -> None:
    """``power``'s Super Flare, played after its Pulsar shut it off: the Pulsar had no effect and
    is not discarded, so it goes back to its player's hand (point 10, AMB-U05 amended)."""
    challenge = state.challenge
    discarded = challenge.data.get(DISCARDED, {}) if challenge is not None else {}
    seat = discarded.pop(power, None)
    card = cards.pulsar(power)
    if seat is not None and card in state.discard:
        state.discard.remove(card)
        state.players[seat].hand.append(card)
        state.note("pulsar-overridden", {"seat": seat, "power": power})


PULSARS: Final[dict[str, PulsarCard]] = {name: PulsarCard(name) for name in POWERS}
"""Every power's Pulsar card, by power."""


# -- words (docs/architecture.md, "Words") --------------------------------------------------------


@BOOK.entry(
    "pulsar-pro", "pulsar-immunity", "pulsar-shut-off", "pulsar-overridden", "pulsar-keeps-power",
    important=True,
)  # fmt: skip
def _entry(entry: Mapping[str, Any], say: Say) -> str:
    who, power = say.name(entry.get("seat")), power_title(entry.get("power"))
    return {
        "pulsar-pro": f"{who} plays their own {power} Pulsar: its Pro holds for this challenge.",
        "pulsar-immunity": f"{who} plays the {power} Pulsar: {power} cannot affect them this "
        "challenge.",
        "pulsar-shut-off": f"{who} discards the {power} Pulsar: {power} is off for this challenge.",
        "pulsar-overridden": f"The {power} Super Flare prevails: {who}'s Pulsar has no effect and "
        "goes back to their hand.",
        "pulsar-keeps-power": f"{who} discards their own {power} Pulsar to keep their power.",
    }[str(entry.get("kind"))]


@BOOK.option("pulsar-mode")
def _mode(decision: Decision, key: str, say: Say) -> str:
    power = power_title((decision.context or {}).get("power"))
    if key == IMMUNITY:
        return f"immunity to the {power} for this challenge (the Pulsar comes back to your hand)"
    return f"discard the Pulsar to shut the {power} off for this challenge"
