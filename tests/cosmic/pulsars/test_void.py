"""Void's Pulsar: the Pro (C-178: Void eradicates as the winner's ally too) and the Con (the
holder's tokens are not eradicated: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import OFFENSIVE_ALLY, first_challenge
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {0: ["attack-20"], 1: ["attack-4", "attack-3"], 2: ["attack-5"]}
CARD = {"challenge-card": {1: "attack-4"}, "pulsar-mode": "immunity"}


def test_without_con_the_defense_is_eradicated() -> None:
    driver = game({0: "void"}, HANDS)
    checked_play(driver, CARD, first_challenge)
    assert state(driver).removed[1] == 4 and state(driver).warp[1] == 0


def test_con_sends_the_holders_tokens_to_the_warp_instead() -> None:
    driver = game({0: "void"}, {**HANDS, 1: ["attack-4", "attack-3", "pulsar-void"]})
    checked_play(driver, {**CARD, "play-card": plays({1: ["pulsar-void"]})}, first_challenge)
    assert state(driver).removed[1] == 0 and state(driver).warp[1] == 4


def test_pro_eradicates_as_the_winners_ally() -> None:
    driver = game({2: "void"}, {**HANDS, 2: ["attack-5", "pulsar-void"]})
    answers = {**CARD, **OFFENSIVE_ALLY, "play-card": plays({2: ["pulsar-void"]})}
    checked_play(driver, answers, first_challenge)
    assert state(driver).removed[1] == 4


def test_without_pro_an_allied_void_does_nothing() -> None:
    driver = game({2: "void"}, HANDS)
    checked_play(driver, {**CARD, **OFFENSIVE_ALLY}, first_challenge)
    assert state(driver).removed[1] == 0 and state(driver).warp[1] == 4
