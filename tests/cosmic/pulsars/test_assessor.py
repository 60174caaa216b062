"""Assessor's Pulsar: the Pro (C-492: two tokens of the offense's taxed) and the Con (the holder
is not taxed: immunity, C-150)."""

from __future__ import annotations

from typing import Any

from hyperspace.engine import Driver

from ..powers.batch_a_support import DESTINY, WINNING, log
from ..powers.support import checked_play
from ..support import new_game, pending_kind, state
from .support import PULSARS, plays

AFTER_LAUNCH = pending_kind("invite")
THREE = {"launch": ["A1+A2+A3"]}


def game(hands: dict[int, list[str]], **setup: Any) -> Driver:
    """Assessor is seat 2; seat 0 challenges seat 1, with Lucre."""
    position = {"offense": 0, "destiny": DESTINY, "powers": {2: "assessor"}, "hands": hands,
                "lucre": [0, 0, 0], **setup}  # fmt: skip
    return new_game(0, use_powers=False, lucre=True, variants=PULSARS, setup=position)


def test_pro_taxes_two_tokens() -> None:
    driver = game({**WINNING, 2: ["attack-5", "pulsar-assessor"]})
    checked_play(driver, {**THREE, "play-card": plays({2: ["pulsar-assessor"]})}, AFTER_LAUNCH)
    assert state(driver).players[2].power_data["held"] == [2, 0, 0]
    assert log(driver, "assessor-tax") == [{"seat": 2, "payer": 0, "tokens": 2}]


def test_con_spares_the_holder() -> None:
    driver = game({**WINNING, 0: ["attack-20", "pulsar-assessor"]})
    answers = {**THREE, "pulsar-mode": "immunity", "play-card": plays({0: ["pulsar-assessor"]})}
    checked_play(driver, answers, AFTER_LAUNCH)
    assert log(driver, "assessor-tax") == []
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "assessor"}]
