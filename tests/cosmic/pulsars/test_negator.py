"""Negator's Pulsar (seed 004): the Pro negates the use of a power (point 5, exact); the Con keeps
Negator off the holder's choices (C-424), and its play may itself be negated (point 8)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import pending_kind
from .support import game, plays

HANDS = {0: ["attack-20"], 1: ["attack-8"], 2: ["attack-5"]}


def test_con_keeps_negator_off_the_holders_choices() -> None:
    hands = {**HANDS, 0: ["attack-20", "pulsar-negator"]}
    driver = game({2: "negator"}, hands)
    answers = checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-negator"]}), "pulsar-mode": "immunity",
         "negator-negate": "pass"},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "negator"}]
    # Asked about the Pulsar's own play (point 8), then about nothing of the holder's.
    assert [d.context for d in answers.asked("negator-negate")] == [
        {"player": 0, "choice": "card", "answer": "pulsar-negator"}
    ]


def test_negating_the_con_is_legal() -> None:
    hands = {**HANDS, 0: ["attack-20", "pulsar-negator"]}
    driver = game({2: "negator"}, hands)
    answers = checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-negator"]}),
         "negator-negate": lambda d: "negate" if d.context["choice"] == "card" else "pass"},
        until=first_challenge,
    )  # fmt: skip
    first = answers.asked("negator-negate")[0]
    assert first.context == {"player": 0, "choice": "card", "answer": "pulsar-negator"}
    assert not log(driver, "pulsar-immunity")
    assert "pulsar-negator" in driver.state.players[0].hand  # back to his hand
    assert not answers.asked("pulsar-mode")


def test_without_the_pro_the_use_of_a_power_is_not_negated() -> None:
    driver = game({0: "oracle", 2: "negator"}, HANDS)
    answers = checked_play(driver, {"negator-negate": "pass"}, until=first_challenge)
    assert all(d.context["choice"] != "power" for d in answers.asked("negator-negate"))
    assert log(driver, "oracle-sees")


def test_pro_negates_the_use_of_a_power() -> None:
    hands = {0: ["attack-20", "attack-9"], 1: ["attack-8", "attack-7"],
             2: ["attack-5", "pulsar-negator"]}  # fmt: skip
    driver = game({0: "oracle", 2: "negator"}, hands)
    answers = checked_play(
        driver,
        {"play-card": plays({2: ["pulsar-negator"]}),
         "negator-negate": lambda d: "negate" if d.context["choice"] == "power" else "pass"},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "negator"}]
    (asked,) = [d for d in answers.asked("negator-negate") if d.context["choice"] == "power"]
    assert asked.context == {"player": 0, "choice": "power", "answer": "oracle"}
    assert {d.seat for d in driver.pending} == {0, 1}  # Oracle's use failed: both choose at once
    assert not log(driver, "oracle-sees")
