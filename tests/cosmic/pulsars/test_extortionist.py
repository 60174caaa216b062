"""Extortionist's Pulsar: the Pro (C-482: nobody can buy Extortionist off with a token) and the
Con (Extortionist cannot extort the holder: immunity, C-150)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

# Seat 0 beats seat 1's Compromise; seat 1 takes four cards of consolation (B1's four tokens).
HANDS = {
    0: ["attack-20", "attack-7", "attack-8", "attack-9", "attack-10"],
    1: ["compromise", "attack-3"],
    2: ["attack-5"],
}
CARDS = {"challenge-card": {0: "attack-20", 1: "compromise"}, "extortion-answer": "token"}


def test_pro_leaves_no_buying_off() -> None:
    driver = game({2: "extortionist"}, {**HANDS, 2: ["attack-5", "pulsar-extortionist"]})
    answers = checked_play(
        driver, {**CARDS, "play-card": plays({2: ["pulsar-extortionist"]})}, first_challenge
    )
    assert answers.asked("extortion-answer") == []
    assert log(driver, "extortion-cards") == [{"seat": 2, "from": 1, "cards": 2}]
    assert state(driver).warp[1] == 4  # only the tokens lost in the challenge


def test_con_keeps_extortionist_from_the_holder() -> None:
    driver = game({2: "extortionist"}, {**HANDS, 1: ["compromise", "pulsar-extortionist"]})
    answers = {**CARDS, "pulsar-mode": "immunity", "play-card": plays({1: ["pulsar-extortionist"]})}
    asked = checked_play(driver, answers, first_challenge)
    assert asked.asked("power:extortionist") == []
    # The four cards of consolation stay, and the Pulsar came back to the hand (AMB-U02).
    assert len(state(driver).players[1].hand) == 5
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "extortionist"}]


def test_without_the_pulsar_the_victim_may_pay_a_token() -> None:
    driver = game({2: "extortionist"}, HANDS)
    answers = checked_play(driver, CARDS, first_challenge)
    assert [d.seat for d in answers.asked("extortion-answer")] == [1]
    assert state(driver).warp[1] == 5
