"""Crystal's Pulsar: the Pro (C-578: it names the allies' numbers even uninvolved) and the Con
(immunity, C-150: Crystal cannot name the holder's number)."""

from __future__ import annotations

from ..powers.batch_a_support import DESTINY, log
from ..powers.support import checked_play
from ..support import new_game, pending_kind
from .support import PULSARS, game, plays

AT_CARDS = pending_kind("challenge-card")
HANDS = {0: ["attack-1", "attack-2"], 1: ["attack-12", "attack-13"], 2: ["attack-5"]}
ALLY = {"invite": {0: "invite:3"}, "alliance": {2: "decline", 3: "offense"}}


def test_pro_names_the_allies_numbers_even_uninvolved() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-crystal"], 3: ["attack-6"]}
    position = {"offense": 0, "destiny": DESTINY, "powers": {2: "crystal"}, "hands": hands}
    driver = new_game(0, players=4, use_powers=False, variants=PULSARS, setup=position)
    table = {
        **ALLY,
        "play-card": plays({2: ["pulsar-crystal"]}),
        "token-count": "tokens:1",
        "ally-token": "D1",
    }
    answers = checked_play(driver, table, AT_CARDS)
    assert [(d.seat, d.context["seat"]) for d in answers.asked("token-count")] == [(2, 3)]
    assert log(driver, "ally") == [{"seat": 3, "side": "offense", "tokens": 1}]


def test_con_keeps_the_holder_s_number_his_own() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-crystal"]}
    driver = game({1: "crystal"}, hands)
    table = {
        "invite": {0: "invite:2"},
        "alliance": "offense:C1+C2",
        "pulsar-mode": "immunity",
        "play-card": plays({2: ["pulsar-crystal"]}),
    }
    answers = checked_play(driver, table, AT_CARDS)
    assert answers.asked("token-count") == []
    assert log(driver, "pulsar-immunity") == [{"seat": 2, "power": "crystal"}]
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 2}]
