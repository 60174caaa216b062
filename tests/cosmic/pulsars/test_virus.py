"""Virus's Pulsar: the Con (seed 004: against its holder Virus's allies' tokens only add), which
the Super Virus overrides (AMB-U05 amended, C-20): before Pulsars nothing could set the Con, so
the Super Virus could never be played."""

from __future__ import annotations

from typing import Any

from ..powers.batch_a_support import OFFENSIVE_ALLY, TWO, first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

# Virus (seat 0) attack-6 with two tokens, ally seat 2 with one; the defense attack-12 with four:
# 6 x 3 = 18 against 16; with the Con 6 x 2 + 1 = 13.
HANDS = {0: ["attack-6"], 1: ["attack-12", "pulsar-virus"], 2: ["attack-5"]}
ALLY: dict[str, Any] = {**TWO, **OFFENSIVE_ALLY}
CON = {"pulsar-mode": "immunity"}


def test_con_leaves_the_allies_added() -> None:
    driver = game({0: "virus"}, HANDS)
    checked_play(
        driver, {**ALLY, **CON, "play-card": plays({1: ["pulsar-virus"]})}, first_challenge
    )
    assert log(driver, "totals") == [{"offense": 13, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_super_virus_is_playable_against_the_con_and_overrides_it() -> None:
    hands = {**HANDS, 0: ["attack-6", "flare-virus"]}
    driver = game({0: "virus"}, hands)
    table = plays({1: ["pulsar-virus"], 0: ["flare-virus"]})
    checked_play(driver, {**ALLY, **CON, "play-card": table}, first_challenge)
    assert log(driver, "super-virus") == [{"seat": 0}]
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]


def test_shut_off_makes_virus_add() -> None:
    driver = game({0: "virus"}, HANDS)
    answers = {**ALLY, "pulsar-mode": "shut-off", "play-card": plays({1: ["pulsar-virus"]})}
    checked_play(driver, answers, first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]
    assert "pulsar-virus" in driver.state.discard  # discarded in this mode (point 4)
