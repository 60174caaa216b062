"""Mesmer's Pulsar: the Pro (C-457: an Edict Mesmer changes goes to its hand once it took effect)
and the Con (Mesmer cannot change the holder's Edicts: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import WINNING, first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

OUTAGE = "edict-power-outage"
CHANGE = {"power:mesmer": "use", "mesmer-edict": "edict-plague", "plague-target": "player:2"}


def test_pro_takes_the_changed_edict_into_mesmers_hand() -> None:
    # Mesmer (seat 0, the offense) plays its Pulsar before seat 1 plays Power Outage.
    hands = {**WINNING, 0: ["attack-20", "pulsar-mesmer"], 1: ["attack-4", OUTAGE]}
    driver = game({0: "mesmer"}, hands)
    answers = {**CHANGE, "play-card": plays({1: [OUTAGE], 0: ["pulsar-mesmer"]})}
    checked_play(driver, answers, first_challenge)
    s = state(driver)
    assert log(driver, "plague") and OUTAGE in s.players[0].hand and OUTAGE not in s.discard


def test_without_the_pro_the_changed_edict_is_discarded() -> None:
    driver = game({2: "mesmer"}, {**WINNING, 1: ["attack-4", OUTAGE]})
    checked_play(driver, {**CHANGE, "play-card": plays({1: [OUTAGE]})}, first_challenge)
    assert log(driver, "plague") and OUTAGE in state(driver).discard


def test_con_keeps_mesmer_from_changing_the_holders_edict() -> None:
    hands = {**WINNING, 1: ["attack-4", "pulsar-mesmer", OUTAGE]}
    driver = game({2: "mesmer"}, hands)
    answers = {
        **CHANGE, "play-card": plays({1: ["pulsar-mesmer", OUTAGE]}), "pulsar-mode": "immunity",
    }  # fmt: skip
    asked = checked_play(driver, answers, first_challenge)
    assert asked.asked("power:mesmer") == [] and not log(driver, "plague")
