"""Amoeba's Pulsar, from the WARP database's Amoeba lines: the Pro (C-160: ooze out after the
reveal) and the Con (C-181: against the holder, Amoeba oozes only before the cards are chosen)."""

from __future__ import annotations

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {0: ["attack-12", "attack-13"], 1: ["attack-30", "attack-31"], 2: []}
CARDS = {"challenge-card": {0: "attack-12", 1: "attack-30"}, "pulsar-mode": "immunity"}
TWO = {"launch": ["A1+A2"]}


def test_pro_oozes_out_after_the_reveal() -> None:
    # Amoeba (seat 0) loses 12 + 2 against 34; after the reveal it pulls both tokens out.
    driver = game({0: "amoeba"}, {**HANDS, 0: ["attack-12", "attack-13", "pulsar-amoeba"]})
    ooze = {"power:amoeba": ["pass", "use"], "amoeba-ooze": ["out:A1", "out:A2", "done"]}
    answers = {**CARDS, **TWO, **ooze, "play-card": plays({0: ["pulsar-amoeba"]})}
    checked_play(driver, answers, first_challenge)
    assert log(driver, "amoeba-ooze") == [{"seat": 0, "way": "out", "tokens": 2}]
    assert state(driver).warp[0] == 0


def test_without_pro_no_ooze_after_the_reveal() -> None:
    driver = game({0: "amoeba"}, HANDS)
    asked = checked_play(driver, {**CARDS, **TWO, "power:amoeba": "pass"}, first_challenge)
    assert len(asked.asked("power:amoeba")) == 1
    assert state(driver).warp[0] == 2


def test_con_moves_the_ooze_before_the_cards_are_chosen() -> None:
    driver = game({0: "amoeba"}, {**HANDS, 1: ["attack-30", "attack-31", "pulsar-amoeba"]})
    answers = {**CARDS, **TWO, "power:amoeba": "pass", "play-card": plays({1: ["pulsar-amoeba"]})}
    asked = checked_play(driver, answers, first_challenge)
    (early,) = asked.asked("power:amoeba")
    kinds = [d.kind for d, _ in asked.seen]
    assert kinds.index("power:amoeba") < kinds.index("challenge-card")
    assert early.seat == 0
