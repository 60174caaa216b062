"""Power Outage: no alien power may be used for the rest of the challenge; played by anyone at
the start of a challenge or once the defense is known (POWER_TEXTS E2, C-8; scenario CE-29)."""

from __future__ import annotations

from hyperspace.cosmic.powers.base import active
from hyperspace.engine import Decision

from ..support import challenges_done, pending_kind, state
from .support import game, offers, run

OUTAGE = "edict-power-outage"
HANDS = {0: ["attack-4", "compromise"], 1: ["attack-30", "attack-20"], 2: ["attack-5", OUTAGE]}


def first(decision: Decision) -> str:
    return decision.options[0]


REST = {"cone": "B1", "launch": ["A1"], "power:trader": "use"}


def test_no_power_is_used_for_the_rest_of_the_challenge() -> None:
    driver = game(powers={0: "trader"}, hands=HANDS)
    answers = run(driver, {**REST, "play-card": {2: OUTAGE}}, until=pending_kind("challenge-card"))
    s = state(driver)
    assert s.challenge is not None and "power-outage" in s.challenge.flags
    assert not active(s, 0) and answers.asked("power:trader") == []
    assert sorted(s.players[0].hand) == ["attack-4", "compromise"]
    assert s.players[2].hand == ["attack-5"] and s.discard == [OUTAGE]


def test_the_power_is_back_next_challenge() -> None:
    # B challenges A next (the second disc names seat 0): Trader, a main player again, may trade.
    driver = game(powers={0: "trader"}, hands=HANDS, destiny=[1, 0, 2, 1, 0, 2])
    answers = run(driver, {**REST, "cone": first, "launch": first, "play-card": {2: OUTAGE}},
                  until=challenges_done(2))  # fmt: skip
    assert [d.seat for d in answers.asked("power:trader")] == [0]  # in the second challenge only


def test_offered_at_the_start_and_once_the_defense_is_known() -> None:
    driver = game(powers={0: "trader"}, hands=HANDS)
    answers = run(driver, {**REST, "play-card": ["pass", OUTAGE]},
                  until=pending_kind("challenge-card"))  # fmt: skip
    assert offers(answers, OUTAGE) == [(2, "start"), (2, "destiny")]
    assert answers.asked("power:trader") == []  # played at the second window: still in time


def test_card_zap_cancels_it() -> None:
    hands = {**HANDS, 1: ["attack-30", "attack-20", "edict-card-zap"]}
    driver = game(powers={0: "trader"}, hands=hands)
    answers = run(driver, {**REST, "play-card": {2: OUTAGE}, "cancel-card": "edict-card-zap"},
                  until=pending_kind("challenge-card"))  # fmt: skip
    s = state(driver)
    assert s.challenge is not None and "power-outage" not in s.challenge.flags
    assert len(answers.asked("power:trader")) == 1 and active(s, 0)
    assert sorted(s.discard) == ["edict-card-zap", OUTAGE]
