"""Phantom's Pulsar: the Pro (C-582: each ghost adds two) and the Con (C-582: the main player
opposing Phantom's side is not haunted: the ghosts add nothing against him)."""

from __future__ import annotations

from hyperspace.engine import Decision

from ..powers.batch_a_support import TWO, first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

HANDS = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
WARP = {"planets": {"A5": [0, 0, 0]}, "warp": [4, 0, 0]}
# Three ghosts; if they come back to life, all three go to A3.
HAUNT = {**TWO, "power:phantom": "use", "phantom-ghosts": "3", "return-token": "3A3"}


def test_pro_ghosts_add_two_each() -> None:
    driver = game({0: "phantom"}, {**HANDS, 0: ["attack-20", "pulsar-phantom"]}, **WARP)
    checked_play(
        driver, {**HAUNT, "play-card": plays({0: ["pulsar-phantom"]})}, until=first_challenge
    )
    assert log(driver, "totals") == [{"offense": 20 + 2 + 3 * 2, "defense": 8}]
    assert state(driver).warp[0] == 1


def test_con_the_ghosts_add_nothing_against_the_defense() -> None:
    driver = game({0: "phantom"}, {**HANDS, 1: ["attack-4", "pulsar-phantom"]}, **WARP)
    checked_play(
        driver,
        {**HAUNT, "play-card": plays({1: ["pulsar-phantom"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "totals") == [{"offense": 20 + 2, "defense": 8}]
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "phantom"}]


def test_shut_off_at_the_reveal_the_raised_ghosts_add_nothing_and_go_back() -> None:
    # The defense discards Phantom's Pulsar at the reveal, once the ghosts are raised (C-580):
    # they add nothing (6 + 2 ties 4 + 4, the defense wins), and go back to the Warp.
    def at_reveal(decision: Decision) -> str:
        moment = (decision.context or {}).get("moment")
        card = "pulsar-phantom"
        return card if moment == "reveal" and card in decision.options else "pass"

    hands = {0: ["attack-6"], 1: ["attack-4", "pulsar-phantom"], 2: ["attack-5"]}
    driver = game({0: "phantom"}, hands, **WARP)
    checked_play(
        driver, {**HAUNT, "play-card": at_reveal, "pulsar-mode": "shut-off"}, until=first_challenge
    )
    assert log(driver, "totals") == [{"offense": 6 + 2, "defense": 8}]
    assert log(driver, "ghosts-back") == [{"seat": 0, "tokens": 3}]
    assert state(driver).warp[0] == 4 + 2
