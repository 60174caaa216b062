"""Lloyd's Pulsar: the Pro (C-468: every fee paid to Lloyd is doubled) and the Con (Lloyd cannot
insure the holder, nor take a fee from him: immunity, C-150). Without Lucre, fees are cards."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

HANDS = {
    0: ["attack-1", "attack-6"], 1: ["attack-12", "attack-9", "attack-3", "attack-8", "attack-7"],
    2: ["attack-5"],
}  # fmt: skip
INSURE = {"power:lloyd": "use", "lloyd-fee": "fee:2", "lloyd-insure": "insure"}


def test_pro_doubles_the_fee() -> None:
    driver = game({2: "lloyd"}, {**HANDS, 2: ["attack-5", "pulsar-lloyd"]})
    checked_play(driver, {**INSURE, "play-card": plays({2: ["pulsar-lloyd"]})}, first_challenge)
    assert log(driver, "lloyd-fee-paid") == [{"seat": 1, "to": 2, "cards": 4}]


def test_without_the_pro_the_fee_is_as_set() -> None:
    driver = game({2: "lloyd"}, HANDS)
    checked_play(driver, INSURE, first_challenge)
    assert log(driver, "lloyd-fee-paid") == [{"seat": 1, "to": 2, "cards": 2}]


def test_con_keeps_lloyd_from_insuring_the_holder() -> None:
    hands = {**HANDS, 1: [*HANDS[1], "pulsar-lloyd"]}
    driver = game({2: "lloyd"}, hands)
    answers = {**INSURE, "play-card": plays({1: ["pulsar-lloyd"]}), "pulsar-mode": "immunity"}
    asked = checked_play(driver, answers, first_challenge)
    assert [d.seat for d in asked.asked("lloyd-insure")] == [0]
    assert log(driver, "lloyd-fee-paid") == []
