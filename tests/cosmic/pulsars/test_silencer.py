"""Silencer's Pulsar and seed 004 point 7 ("You are still bound by Silencer"): the Con keeps
Silencer from silencing the holder, the Pro lets Silencer silence from outside the main players
(C-427), and a silenced player's own Pulsar does not keep his power."""

from __future__ import annotations

from hyperspace.engine import Decision

from ..powers.batch_a_support import ZAP, first_challenge, log
from ..powers.support import checked_play
from .support import game, plays

HANDS = {0: ["attack-20", "attack-4"], 1: ["attack-8", "attack-6"], 2: ["attack-5"]}


def late_pro(decision: Decision) -> str:
    """Oracle tries its Pro only once alliances are made (after the silence)."""
    late = decision.context["moment"] == "alliances" and "pulsar-oracle" in decision.options
    return "pulsar-oracle" if late else "pass"


def test_seed_004_point_7_a_silenced_player_is_still_bound_with_his_own_pulsar() -> None:
    # Oracle (seat 1) holds its own Pulsar: it would keep the power against a Cosmic Zap, but
    # not against Silencer; nor may the Pro be played while silenced.
    hands = {**HANDS, 1: ["attack-8", "attack-6", "pulsar-oracle"]}
    driver = game({0: "silencer", 1: "oracle"}, hands)
    answers = checked_play(
        driver,
        {"silencer-target": "player:1", "play-card": late_pro},
        until=first_challenge,
    )
    assert log(driver, "silenced") == [{"seat": 0, "players": [1]}]
    assert not answers.asked("pulsar-keep")
    assert not log(driver, "oracle-sees") and not log(driver, "pulsar-pro")
    assert "pulsar-oracle" in driver.state.players[1].hand


def test_against_a_cosmic_zap_the_own_pulsar_keeps_the_power() -> None:
    # The contrast of point 7: a Cosmic Zap on Oracle is answered with its own Pulsar.
    hands = {0: ["attack-20", "attack-4", ZAP], 1: ["attack-8", "attack-6", "pulsar-oracle"],
             2: ["attack-5"]}  # fmt: skip
    driver = game({1: "oracle"}, hands)
    answers = checked_play(
        driver, {"cosmic-zap": ZAP, "pulsar-keep": "keep"}, until=first_challenge
    )
    assert answers.asked("pulsar-keep")
    assert log(driver, "oracle-sees")


def test_con_keeps_silencer_from_silencing_the_holder() -> None:
    hands = {**HANDS, 1: ["attack-8", "attack-6", "pulsar-silencer"]}
    driver = game({0: "silencer", 1: "oracle", 2: "mind"}, hands)
    answers = checked_play(
        driver,
        {"play-card": plays({1: ["pulsar-silencer"]}), "pulsar-mode": "immunity",
         "power:mind": "pass"},
        until=first_challenge,
    )  # fmt: skip
    assert [d.options for d in answers.asked("silencer-target")] in ([], [("player:2",)])
    assert log(driver, "silenced") == [{"seat": 0, "players": [2]}]
    assert log(driver, "oracle-sees")


def test_pro_silences_from_outside_the_main_players() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-silencer"]}
    driver = game({0: "oracle", 2: "silencer"}, hands)
    checked_play(
        driver,
        {"play-card": plays({2: ["pulsar-silencer"]}), "silencer-target": "player:0"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-pro") == [{"seat": 2, "power": "silencer"}]
    # (Oracle alone has a power to silence: the target is chosen without asking.)
    assert log(driver, "silenced") == [{"seat": 2, "players": [0]}]
    assert not log(driver, "oracle-sees")
