"""Will's Pulsar: the Con (seed 004: immunity: Will cannot name the holder, nor change a flip of his
colour, nor widen the Cone against him) and the Pro (C-307: a look at a hand before choosing)."""

from __future__ import annotations

from typing import Any

from ..powers.batch_a_support import log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
AT_CONE = pending_kind("cone")


def con(seat: int) -> dict[str, Any]:
    return {"play-card": plays({seat: ["pulsar-will"]}), "pulsar-mode": "immunity"}


def test_con_keeps_will_from_naming_the_holder() -> None:
    driver = game({0: "will"}, {**HANDS, 2: ["attack-5", "pulsar-will"]})
    answers = checked_play(driver, con(2), until=AT_CONE)
    s = state(driver)
    assert answers.asked("will-colour") == []  # only "keep" was left: answered by itself
    assert s.challenge is not None and s.challenge.defense == 1


def test_con_holder_named_by_destiny_is_challenged_as_usual() -> None:
    planets = {"C1": [0, 1, 3], "C2": [0, 0, 5], "B1": [0, 3, 0]}
    driver = game({0: "will"}, {**HANDS, 1: ["attack-12", "pulsar-will"]}, planets=planets)
    answers = checked_play(driver, con(1), until=AT_CONE)
    assert answers.asked("will-colour") == []
    assert driver.pending[0].options == ("B1", "B2", "B3", "B4", "B5")  # not C1


def test_pro_looks_at_a_hand_before_choosing() -> None:
    driver = game({0: "will"}, {**HANDS, 0: ["attack-1", "pulsar-will"]})
    answers = checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-will"]}), "will-look": "player:1", "will-colour": "keep"},
        until=AT_CONE,
    )
    assert len(answers.asked("will-look")) == 1
    assert log(driver, "will-look") == [{"seat": 0, "of": 1}]
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "will"}]
