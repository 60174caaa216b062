"""Dragon's Pulsar: the Pro (C-489: each Lucre another player pays brings Dragon two) and the Con
(Dragon does not take the holder's payments: immunity, C-150)."""

from __future__ import annotations

from typing import Any

from hyperspace.engine import Driver

from ..powers.batch_a_support import DESTINY, WINNING, log
from ..powers.support import checked_play
from ..support import new_game, pending_kind, state
from .support import PULSARS, plays

AT_ALLIANCES = pending_kind("invite")


def buy() -> dict[str, Any]:
    """Seat 0 buys one card (a fresh table: answers in a list are used up)."""
    return {"lucre-buy-card": {0: ["buy", "done"], 1: "done"}}


def game(hands: dict[int, list[str]], **setup: Any) -> Driver:
    """Dragon is seat 2; seat 0 (2 Lucre, one more for his turn) challenges seat 1."""
    position = {"offense": 0, "destiny": DESTINY, "powers": {2: "dragon"}, "hands": hands,
                "lucre": [1, 0, 0], **setup}  # fmt: skip
    return new_game(0, use_powers=False, lucre=True, variants=PULSARS, setup=position)


def test_pro_brings_dragon_two_lucre_a_purchase() -> None:
    driver = game({**WINNING, 2: ["attack-5", "pulsar-dragon"]})
    checked_play(driver, {**buy(), "play-card": plays({2: ["pulsar-dragon"]})}, AT_ALLIANCES)
    assert [p.lucre for p in state(driver).players] == [1, 0, 2]
    assert log(driver, "dragon-lucre") == [{"seat": 2, "from": 0, "lucre": 2}]


def test_con_keeps_the_holders_payment_from_dragon() -> None:
    driver = game({**WINNING, 0: ["attack-20", "pulsar-dragon"]})
    answers = {**buy(), "pulsar-mode": "immunity", "play-card": plays({0: ["pulsar-dragon"]})}
    checked_play(driver, answers, AT_ALLIANCES)
    assert [p.lucre for p in state(driver).players] == [1, 0, 0]
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "dragon"}]
