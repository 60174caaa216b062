"""Dictator's Pulsar: the Con (seed 004: immunity: the holder's colour is not re-coloured, and he
is never named) and the Pro (C-305: it decrees in its own challenge too)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-1"], 1: ["attack-12"], 2: ["attack-5"]}
AT_CONE = pending_kind("cone")


def con() -> dict[str, object]:
    """Seat 1 plays the Con at the start of the challenge."""
    return {"play-card": plays({1: ["pulsar-dictator"]}), "pulsar-mode": "immunity"}


def test_con_keeps_the_holder_s_colour_as_it_came() -> None:
    driver = game({2: "dictator"}, {**HANDS, 1: ["attack-12", "pulsar-dictator"]})
    answers = checked_play(driver, con(), until=AT_CONE)
    s = state(driver)
    assert answers.asked("dictator-colour") == []
    assert s.challenge is not None and s.challenge.defense == 1


def test_con_keeps_the_holder_from_being_named() -> None:
    hands = {**HANDS, 1: ["attack-12", "pulsar-dictator"]}
    driver = game({2: "dictator"}, hands, destiny=[0, 2, 1])
    answers = checked_play(driver, con(), until=AT_CONE)
    assert answers.asked("dictator-colour")[0].options == ("keep", "colour:2")


def test_pro_decrees_in_its_own_challenge() -> None:
    driver = game({0: "dictator"}, {**HANDS, 0: ["attack-1", "pulsar-dictator"]})
    answers = checked_play(
        driver,
        {"play-card": plays({0: ["pulsar-dictator"]}), "dictator-colour": "colour:2"},
        until=AT_CONE,
    )
    s = state(driver)
    assert [d.seat for d in answers.asked("dictator-colour")] == [0]
    assert s.challenge is not None and s.challenge.defense == 2
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "dictator"}]


def test_pro_is_offered_only_in_its_own_challenge_before_destiny() -> None:
    # Another player's challenge: Dictator decrees there anyway, the Pro would add nothing.
    driver = game({2: "dictator"}, {**HANDS, 2: ["attack-5", "pulsar-dictator"]})
    answers = checked_play(driver, {}, until=first_challenge)
    assert [d for d in answers.asked("play-card") if "pulsar-dictator" in d.options] == []
    # Its own: passed at the start, it is not offered again once the Destiny Pile is flipped.
    driver = game({0: "dictator"}, {**HANDS, 0: ["attack-1", "pulsar-dictator"]})
    answers = checked_play(driver, {}, until=first_challenge)
    offered = [d for d in answers.asked("play-card") if "pulsar-dictator" in d.options]
    assert len(offered) == 1 and offered[0].seat == 0 and log(driver, "pulsar-pro") == []
