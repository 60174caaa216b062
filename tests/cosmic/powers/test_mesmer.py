"""Mesmer: as any player plays an Edict, Mesmer may change it into another Edict that player could
play now (the Eon power reconstructed, C-455); the designed Flares (C-456); seed 002: Mesmer does
not affect Prisoner Rulings and may not turn Edicts into Rulings (C-458); dealt with Vulch (C-453).
"""

from __future__ import annotations

from hyperspace.cosmic.powers.mesmer import Mesmer
from hyperspace.engine import Driver

from ..pulsars.support import plays
from ..support import new_game, play, state
from .batch_a_support import DESTINY, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

PLAGUE = "edict-plague"
OUTAGE = "edict-power-outage"
# Seat 1 plays Power Outage at the start; Mesmer (seat 2) turns it into a Plague on seat 2
# (seat 2 is no main player: the challenge goes on). With Warp tokens of seat 1, Warp Break is
# another choice.
HANDS = {**WINNING, 1: ["attack-4", OUTAGE]}


def table(**more: object) -> dict[str, object]:
    """Seat 1 plays Power Outage (a fresh ``plays``: it remembers what was played); Mesmer
    changes it into a Plague on seat 2."""
    chosen = {
        "play-card": plays({1: [OUTAGE]}), "power:mesmer": "use", "mesmer-edict": PLAGUE,
        "plague-target": "player:2",
    }  # fmt: skip
    return {**chosen, **more}


WARP = {"warp": [0, 2, 0], "planets": {"B1": [0, 2, 0]}}


def test_mesmer_changes_an_edict_another_player_plays() -> None:
    driver = game({2: "mesmer"}, hands=HANDS, **WARP)
    s = state(driver)
    answers = checked_play(driver, table(), first_challenge)
    (asked,) = answers.asked("mesmer-edict")
    assert asked.seat == 2 and asked.options == (PLAGUE, "edict-warp-break")
    assert [d.seat for d in answers.asked("plague-target")] == [1]  # its player chooses
    assert log(driver, "plague") == [{"seat": 2, "tokens": 3}]
    assert log(driver, "mesmer-changes") == [
        {"seat": 2, "player": 1, "card": OUTAGE, "into": PLAGUE}
    ]
    assert OUTAGE in s.discard  # the card played is put away as usual
    assert s.features["mesmer_changes"] == 1


def test_the_printed_edict_does_nothing_once_changed() -> None:
    driver = game({2: "mesmer"}, hands=HANDS)
    play(driver, table(), lambda d: bool(log(d, "plague")))
    challenge = state(driver).challenge
    assert challenge is not None and "power-outage" not in challenge.flags


def test_mesmer_may_let_an_edict_be() -> None:
    driver = game({2: "mesmer"}, hands=HANDS)
    answers = play(driver, table(**{"power:mesmer": "pass"}), lambda d: bool(log(d, "cone")))
    assert answers.asked("power:mesmer") and not log(driver, "plague")
    assert "power-outage" in state(driver).challenge.flags


def test_mesmer_changes_its_own_edicts_too() -> None:
    driver = game({2: "mesmer"}, hands={**WINNING, 2: ["attack-5", OUTAGE]})
    answers = table(**{"play-card": plays({2: [OUTAGE]})})
    checked_play(driver, answers, first_challenge)
    assert log(driver, "plague") == [{"seat": 2, "tokens": 3}]


def test_a_cosmic_zap_leaves_the_printed_edict() -> None:
    hands = {**HANDS, 0: ["attack-20", ZAP]}
    driver = game({2: "mesmer"}, hands=hands)
    answers = play(driver, table(**{"cosmic-zap": ZAP}), lambda d: bool(log(d, "cone")))
    assert log(driver, "zapped") and not answers.asked("mesmer-edict")
    assert "power-outage" in state(driver).challenge.flags and not log(driver, "plague")


def test_an_answer_edict_is_never_changed() -> None:
    # Seat 0 cancels the Power Outage with Card Zap: neither card takes effect, Mesmer is not asked.
    hands = {**HANDS, 0: ["attack-20", "edict-card-zap"]}
    driver = game({2: "mesmer"}, hands=hands)
    answers = checked_play(driver, table(**{"cancel-card": "edict-card-zap"}), first_challenge)
    assert not answers.asked("power:mesmer")


def test_a_mesmer_below_three_home_bases_changes_nothing() -> None:
    driver = game({2: "mesmer"}, hands=HANDS, planets=powerless(2))
    answers = play(driver, table(), first_challenge)
    assert not answers.asked("power:mesmer") and not log(driver, "plague")


def test_wild_mesmer_changes_an_edict_once_a_challenge() -> None:
    hands = {**HANDS, 0: ["attack-20", "flare-mesmer"]}
    driver = game({0: "zombie"}, hands=hands, **WARP)
    answers = checked_play(
        driver,
        table(**{"play-card": plays({1: [OUTAGE], 0: ["flare-mesmer"]})}),
        first_challenge,
    )  # fmt: skip
    assert [d.seat for d in answers.asked("mesmer-edict")] == [0]
    assert log(driver, "wild-mesmer") == [{"seat": 0, "player": 1, "card": OUTAGE, "into": PLAGUE}]
    assert "flare-mesmer" in state(driver).players[0].hand


def test_super_mesmer_makes_the_choices() -> None:
    # Mesmer (seat 0, the offense) plays its Super Flare before seat 1 plays Power Outage.
    hands = {**HANDS, 0: ["attack-20", "flare-mesmer"]}
    driver = game({0: "mesmer"}, hands=hands)
    answers = checked_play(
        driver, table(**{"play-card": plays({0: ["flare-mesmer"], 1: [OUTAGE]})}), first_challenge
    )
    assert log(driver, "super-mesmer") == [{"seat": 0}]
    assert [d.seat for d in answers.asked("plague-target")] == [0]


def test_mesmer_and_vulch_together() -> None:
    # C-453: both may be dealt; Vulch salvages the card played, whatever Mesmer made of it.
    driver = game({2: "mesmer", 0: "vulch"}, hands=HANDS)
    checked_play(driver, table(), first_challenge)
    assert log(driver, "plague") and OUTAGE in state(driver).players[0].hand


# -- Prisoners (seed 002): "the Mesmer may not change Rulings into other Rulings" ---------------


def prisoners_game(hands: dict[int, list[str]], **setup: object) -> Driver:
    position = {"offense": 0, "destiny": DESTINY, "powers": {2: "mesmer"}, "hands": hands, **setup}
    return new_game(0, use_powers=False, setup=position, variants=["prisoners"])


def test_mesmer_does_not_affect_a_ruling() -> None:
    # MESMER [E]: does not affect Prisoner Rulings.
    driver = prisoners_game({**WINNING, 1: ["attack-4", "ruling-take-prisoners"]})
    answers = checked_play(
        driver, {"prisoners-ruling": {1: ["ruling-take-prisoners", "pass"]}, "power:mesmer": "use"},
        first_challenge,
    )  # fmt: skip
    assert log(driver, "ruling") and not answers.asked("power:mesmer")


def test_mesmer_may_not_turn_an_edict_into_a_ruling() -> None:
    # MESMER [E]: may not turn Edicts into Rulings; the Rulings in the deck are never offered.
    driver = prisoners_game(HANDS, **WARP)
    answers = checked_play(driver, table(), first_challenge)
    (asked,) = answers.asked("mesmer-edict")
    assert all(key.startswith("edict-") for key in asked.options)


def test_the_power_names_its_source() -> None:
    assert Mesmer.name == "mesmer" and "FFG" in Mesmer.source
    assert Mesmer.flare is not None and Mesmer.flare.wild and Mesmer.flare.super_
