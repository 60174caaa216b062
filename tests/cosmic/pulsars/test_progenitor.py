"""Progenitor's Pulsar (seed 004 point 1, AMB-U12): the Pulsar of its second system's power goes
into the deck, not Progenitor's own; held, it keeps Progenitor's powers below three home bases
(point 6, as one's own Pulsar)."""

from __future__ import annotations

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import super_usable
from hyperspace.cosmic.powers.progenitor import SECOND_POWER

from ..support import new_game, state
from .support import game

POWERS = ("progenitor", "healer", "zombie")


def test_the_second_systems_pulsar_goes_in_not_progenitors() -> None:
    s = state(new_game(3, use_powers=True, powers=POWERS, variants=("pulsars",)))
    second = s.players[0].power_data[SECOND_POWER]
    everywhere = s.deck + [c for p in s.players for c in p.hand]
    pulsars = sorted(c for c in everywhere if cards.kind(c) == cards.PULSAR)
    assert pulsars == sorted(["pulsar-healer", "pulsar-zombie", cards.pulsar(second)])


def test_the_second_powers_pulsar_keeps_progenitor_powerful() -> None:
    lone = {"A1": [20, 0, 0], **{f"A{i}": [0, 0, 0] for i in range(2, 6)}}
    lone |= {f"D{i}": [0, 0, 0] for i in range(1, 6)}
    s = state(game({0: "progenitor"}, {0: ["attack-5"]}, planets=lone))
    assert s.home_bases(0) == 1 and not super_usable(s, 0)
    s.players[0].hand.append(cards.pulsar(s.players[0].power_data[SECOND_POWER]))
    assert super_usable(s, 0)
