"""Empath's Pulsar: the Con (C-336: Empath cannot make the holder deal) and the Pro (C-335:
Empath may use its power as an ally)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

LOSING = {0: ["compromise"], 1: ["attack-20", "pulsar-empath"], 2: ["attack-5"]}
USE = {"power:empath": "use", "deal-propose": "pass"}


def test_con_empath_cannot_make_the_holder_deal() -> None:
    driver = game({0: "empath"}, LOSING)
    answers = checked_play(
        driver,
        {**USE, "play-card": plays({1: ["pulsar-empath"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "empath"}]
    assert answers.asked("power:empath") == []
    assert log(driver, "outcome")[0]["winner"] == 1


def test_without_the_con_empath_makes_him_deal() -> None:
    driver = game({0: "empath"}, {**LOSING, 1: ["attack-20"]})
    checked_play(driver, USE, until=first_challenge)
    assert state(driver).outcomes == {"no-deal": 1}


def test_pro_empath_uses_its_power_as_an_ally() -> None:
    # Seat 2, Empath, allies with the offense's Compromise against the defense's Attack 20.
    hands = {0: ["compromise"], 1: ["attack-20"], 2: ["attack-5", "pulsar-empath"]}
    ally = {"invite": {0: "invite:2"}, "alliance": "offense:C1"}
    answers = {**USE, **ally, "play-card": plays({2: ["pulsar-empath"]})}
    driver = game({2: "empath"}, hands)
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "empath"}]
    assert log(driver, "empath") == [{"seat": 2, "turned": [1]}]
    assert state(driver).outcomes == {"no-deal": 1}
    # Without the Pro an ally may not.
    driver = game({2: "empath"}, {**hands, 2: ["attack-5"]})
    asked = checked_play(driver, {**USE, **ally}, until=first_challenge)
    assert asked.asked("power:empath") == []
