"""Subversive's Pulsar: the Con (C-585: plain immunity, Subversive cannot subvert the player) and
the Pro (C-585: Subversive subverts as an ally too)."""

from __future__ import annotations

from ..powers.batch_a_support import TWO, first_challenge, log
from ..powers.support import checked_play
from ..support import new_game, state
from .support import PULSARS, game, plays

HANDS = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
DEFENSIVE_ALLY = {"invite": {1: "invite:2"}, "alliance": "defense:C1"}


def test_con_cannot_be_subverted() -> None:
    driver = game({0: "subversive"}, {**HANDS, 2: ["attack-5", "pulsar-subversive"]})
    answers = checked_play(
        driver,
        {**TWO, **DEFENSIVE_ALLY, "play-card": plays({2: ["pulsar-subversive"]}),
         "pulsar-mode": "immunity"},
        until=first_challenge,
    )  # fmt: skip
    assert answers.asked("power:subversive") == [] and log(driver, "subverted") == []
    assert state(driver).warp == [0, 4, 1]


def test_pro_subverts_as_an_ally() -> None:
    # Four players: Subversive (seat 2) allies with the offense, seat 3 with the defense.
    hands = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5", "pulsar-subversive"],
             3: ["attack-6"]}  # fmt: skip
    position = {"offense": 0, "destiny": [1, 2, 3, 0] * 3, "powers": {2: "subversive"},
                "hands": hands}  # fmt: skip
    driver = new_game(0, players=4, use_powers=False, variants=PULSARS, setup=position)
    checked_play(
        driver,
        {**TWO, "invite": {0: "invite:2", 1: "invite:3"},
         "alliance": {2: "offense:C1", 3: "defense:D1"},
         "play-card": plays({2: ["pulsar-subversive"]}), "power:subversive": "use"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert log(driver, "subverted") == [{"seat": 2, "ally": 3, "tokens": 1, "to": 0}]
    assert s.planets[1][0] == [2, 0, 1, 1]
