"""Bully's Pulsar: the Con (immunity: Bully cannot choose the holder's losses) and the Pro (C-369:
Bully chooses whatever Challenge Cards were revealed)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play, home
from ..support import state
from .support import game, plays

# Bully (seat 0) beats seat 1 on B1; seat 1 has a colony on C1.
HANDS = {0: ["attack-20"], 1: ["attack-4"], 2: []}
COLONY = {**home(1, [4, 4, 4, 4, 3]), "C1": [0, 1, 4]}


def test_con_keeps_bully_from_choosing_the_holders_losses() -> None:
    hands = {**HANDS, 1: ["attack-4", "pulsar-bully"]}
    driver = game({0: "bully"}, hands, planets=COLONY)
    checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-bully"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    s = state(driver)
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "bully"}]
    assert log(driver, "bully") == []
    assert s.tokens_on((1, 0), 1) == 0 and s.tokens_on((2, 0), 1) == 1  # the usual loss


def test_pro_bullies_a_compromise() -> None:
    hands = {0: ["attack-20", "pulsar-bully"], 1: ["compromise"], 2: []}
    driver = game({0: "bully"}, hands, planets=COLONY)
    checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-bully"]}), "bully-token": ["C1", "B2", "B2", "B2"]},
        until=first_challenge,
    )
    s = state(driver)
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "bully"}]
    assert log(driver, "bully") == [{"seat": 0, "victim": 1, "from": ["C1", "B2", "B2", "B2"]}]
    assert s.tokens_on((1, 0), 1) == 4 and s.tokens_on((2, 0), 1) == 0
    # Four tokens lost: consolation, as many cards as Bully holds (its Pulsar, back in hand).
    assert log(driver, "consolation") == [{"seat": 1, "from": 0, "cards": 1}]
