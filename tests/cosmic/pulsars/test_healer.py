"""Healer's Pulsar: the Con (immunity: Healer cannot heal the holder, C-150) and the Pro (C-167:
Healer may heal its own tokens)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

TWO = {"launch": ["A1+A2"]}
HEAL = {"power:healer": "use"}


def test_pro_heals_healers_own_tokens() -> None:
    # Healer (seat 0) loses two tokens as the offense; with its Pro it heals itself.
    hands = {0: ["attack-1", "pulsar-healer"], 1: ["attack-20"], 2: []}
    driver = game({0: "healer"}, hands)
    checked_play(
        driver, {**TWO, **HEAL, "play-card": plays({0: ["pulsar-healer"]})}, until=first_challenge
    )
    assert log(driver, "healed") == [{"seat": 0, "player": 0, "tokens": 2, "fee": 1}]
    assert driver.state.warp[0] == 0


def test_without_the_pro_healer_cannot_heal_itself() -> None:
    hands = {0: ["attack-1"], 1: ["attack-20"], 2: []}
    driver = game({0: "healer"}, hands)
    checked_play(driver, {**TWO, **HEAL}, until=first_challenge)
    assert log(driver, "healed") == []
    assert driver.state.warp[0] == 2


def test_con_keeps_healer_from_healing_the_holder() -> None:
    # Healer (seat 2) watches seat 0 lose two tokens; seat 0 played the Healer Con.
    hands = {0: ["attack-1", "pulsar-healer"], 1: ["attack-20"], 2: []}
    driver = game({2: "healer"}, hands)
    answers = checked_play(
        driver,
        {**TWO, **HEAL, "play-card": plays({0: ["pulsar-healer"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert answers.asked("power:healer") == []
    assert log(driver, "healed") == []
    assert driver.state.warp[0] == 2


def test_healer_heals_without_the_con() -> None:
    hands = {0: ["attack-1"], 1: ["attack-20"], 2: []}
    driver = game({2: "healer"}, hands)
    checked_play(driver, {**TWO, **HEAL}, until=first_challenge)
    assert log(driver, "healed") == [{"seat": 2, "player": 0, "tokens": 2, "fee": 1}]
