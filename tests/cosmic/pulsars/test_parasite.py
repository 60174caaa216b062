"""Parasite's Pulsar: the Pro (C-172: one token past the limit) and the Con (C-187: Parasite may
not join, uninvited, the side opposing the holder)."""

from __future__ import annotations

from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

HANDS = {0: ["attack-12", "attack-13"], 1: ["attack-30", "attack-31"], 2: ["attack-6"]}
CON = {"pulsar-mode": "immunity"}


def test_pro_commits_five_tokens() -> None:
    driver = game({2: "parasite"}, {**HANDS, 2: ["attack-6", "pulsar-parasite"]})
    answers = {
        **CON,
        "alliance": {2: "offense:3C1+2C2"},
        "play-card": plays({2: ["pulsar-parasite"]}),
    }
    checked_play(driver, answers, pending_kind("challenge-card"))
    challenge = state(driver).challenge
    assert challenge is not None and len(challenge.cone[2]) == 5


def test_without_pro_four_at_most() -> None:
    driver = game({2: "parasite"}, HANDS)
    asked = checked_play(
        driver, {**CON, "alliance": {2: "offense:3C1+C2"}}, pending_kind("challenge-card")
    )
    refusal = asked.asked("alliance")[0].refusal("offense:3C1+2C2")
    assert refusal == "that is 5 tokens: commit at most 4"
    assert asked.asked("ally-token") == []
    challenge = state(driver).challenge
    assert challenge is not None and len(challenge.cone[2]) == 4


def test_con_bars_parasite_from_the_side_opposing_the_holder() -> None:
    driver = game({2: "parasite"}, {**HANDS, 1: ["attack-30", "attack-31", "pulsar-parasite"]})
    answers = {**CON, "alliance": {2: "defense:C1"}, "play-card": plays({1: ["pulsar-parasite"]})}
    asked = checked_play(driver, answers, pending_kind("challenge-card"))
    options = asked.asked("alliance")[0].options
    assert options[0] == "decline" and "defense:C1" in options
    assert all(key.startswith("defense:") for key in options[1:])
    assert asked.asked("alliance")[0].refusal("offense:C1") is not None
