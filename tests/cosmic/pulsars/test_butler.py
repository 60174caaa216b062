"""Butler's Pulsar: the Pro (C-574: a tip is two cards) and the Con (immunity, C-150: Butler
neither asks the immune offense for a tip nor does his chores)."""

from __future__ import annotations

from ..powers.batch_a_support import LOSING, log
from ..powers.support import checked_play
from ..support import pending_kind, state
from .support import game, plays

AT_INVITE = pending_kind("invite")


def test_pro_makes_the_tip_two_cards() -> None:
    hands = {**LOSING, 0: ["attack-1", "attack-7", "attack-9"], 2: ["pulsar-butler"]}
    driver = game({2: "butler"}, hands)
    table = {"power:butler": "use", "butler-tip": "tip", "play-card": plays({2: ["pulsar-butler"]})}
    answers = checked_play(driver, table, AT_INVITE)
    s = state(driver)
    assert answers.asked("butler-tip")[0].context == {"butler": 2, "cards": 2}
    assert log(driver, "butler-tip") == [{"seat": 2, "from": 0, "cards": 2}]
    assert len(s.players[0].hand) == 1 and len(s.players[2].hand) == 3  # the Pulsar came back


def test_con_spares_the_offense_the_butler() -> None:
    hands = {**LOSING, 0: ["attack-1", "pulsar-butler"]}
    driver = game({2: "butler"}, hands)
    table = {
        "power:butler": "use",
        "butler-tip": "refuse",
        "butler-chore": "aim",
        "pulsar-mode": "immunity",
        "play-card": plays({0: ["pulsar-butler"]}),
    }
    answers = checked_play(driver, table, AT_INVITE)
    assert answers.asked("power:butler") == [] and answers.asked("butler-tip") == []
    assert [d.seat for d in answers.asked("cone")] == [0]
    assert log(driver, "pulsar-immunity") == [{"seat": 0, "power": "butler"}]
