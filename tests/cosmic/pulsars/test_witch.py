"""Witch's Pulsar: the Con frees the holder from the curse, the Pro lets Witch curse at the start
of any challenge (C-433); Pulsars on her list (seed 004 point 8)."""

from __future__ import annotations

from hyperspace.engine import Decision

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..powers.test_witch import EC, HANDS, reveal_offers
from .support import game, plays


def late(decision: Decision) -> str:
    """Seat 1 plays his Pulsar at any window after the start."""
    if decision.context["moment"] != "start" and "pulsar-witch" in decision.options:
        return "pulsar-witch"
    return "pass"


def test_cursed_pulsars_are_played_by_nobody_but_witch() -> None:
    hands = {**HANDS, 1: ["attack-8", "pulsar-witch"]}
    driver = game({0: "witch"}, hands)
    answers = checked_play(
        driver,
        {"witch-curse": "curse:pulsar", "play-card": late},
        until=first_challenge,
    )
    assert "curse:pulsar" in answers.asked("witch-curse")[0].options
    # Offered at the start, before the curse (and passed); never after it.
    assert [d.context["moment"] for d in answers.asked("play-card") if d.seat == 1] == ["start"]
    assert not log(driver, "pulsar-immunity") and not log(driver, "pulsar-shut-off")


def test_con_frees_the_holder_from_the_curse() -> None:
    hands = {**HANDS, 1: ["attack-8", EC, "pulsar-witch"]}
    driver = game({0: "witch"}, hands)
    answers = checked_play(
        driver,
        {"witch-curse": "curse:edict", "play-card": plays({1: ["pulsar-witch"]}),
         "pulsar-mode": "immunity"},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "witch"}]
    assert reveal_offers(answers, 1) and not reveal_offers(answers, 2)


def test_pro_curses_at_the_start_of_any_challenge() -> None:
    hands = {**HANDS, 1: ["attack-8", EC, "pulsar-witch"]}
    driver = game({1: "witch"}, hands)
    answers = checked_play(
        driver,
        {"witch-curse": "curse:edict", "play-card": plays({1: ["pulsar-witch"]})},
        until=first_challenge,
    )
    assert log(driver, "pulsar-pro") == [{"seat": 1, "power": "witch"}]
    assert log(driver, "curse") == [{"seat": 1, "item": "edict"}]
    assert not reveal_offers(answers, 0) and reveal_offers(answers, 1)
