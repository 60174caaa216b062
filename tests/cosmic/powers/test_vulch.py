"""Vulch: another player's discarded Edicts go to Vulch's hand; its own stay discarded; on a new
hand it keeps its Edicts (FFG text in Edict terms, C-450); the designed Flares (C-451); seed 002:
Prisoner Rulings are never salvaged, even by Super Vulch (C-452)."""

from __future__ import annotations

from hyperspace.cosmic.powers.vulch import Vulch
from hyperspace.engine import Driver

from ..pulsars.support import plays
from ..support import new_game, play, state
from .batch_a_support import DESTINY, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

PLAGUE = "edict-plague"
PLAGUE_ON_A = {"plague-target": "player:0"}


def test_vulch_takes_an_edict_another_player_plays() -> None:
    driver = game({2: "vulch"}, hands={**WINNING, 1: ["attack-4", PLAGUE]})
    s = state(driver)
    checked_play(driver, {"play-card": plays({1: [PLAGUE]}), **PLAGUE_ON_A}, first_challenge)
    assert PLAGUE in s.players[2].hand and PLAGUE not in s.discard
    assert log(driver, "plague")  # it took effect first
    assert log(driver, "vulch-salvages") == [{"seat": 2, "from": 1, "cards": [PLAGUE]}]
    assert s.features["vulch_salvages"] == 1


def test_edicts_vulch_plays_itself_are_discarded_as_usual() -> None:
    driver = game({2: "vulch"}, hands={**WINNING, 2: ["attack-5", PLAGUE]})
    s = state(driver)
    checked_play(driver, {"play-card": plays({2: [PLAGUE]}), **PLAGUE_ON_A}, first_challenge)
    assert PLAGUE in s.discard and PLAGUE not in s.players[2].hand
    assert not log(driver, "vulch-salvages")


def test_a_cancelled_edict_and_the_card_zap_both_go_to_vulch() -> None:
    # Seat 0 plays Plague, seat 1 cancels it with Card Zap: both cards are discarded by others.
    hands = {**WINNING, 0: ["attack-20", PLAGUE], 1: ["attack-4", "edict-card-zap"]}
    driver = game({2: "vulch"}, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {"play-card": plays({0: [PLAGUE]}), "cancel-card": "edict-card-zap", **PLAGUE_ON_A},
        first_challenge,
    )
    assert sorted(s.players[2].hand) == ["attack-5", "edict-card-zap", PLAGUE]
    assert not log(driver, "plague")


def test_edicts_a_plague_victim_discards_go_to_vulch() -> None:
    hands = {**WINNING, 0: ["attack-20", "edict-quash"], 1: ["attack-4", PLAGUE]}
    driver = game({2: "vulch"}, hands=hands)
    s = state(driver)
    checked_play(driver, {"play-card": plays({1: [PLAGUE]}), **PLAGUE_ON_A}, first_challenge)
    assert sorted(s.players[2].hand) == ["attack-5", PLAGUE, "edict-quash"]
    assert "attack-20" in s.discard  # a Challenge Card is no Edict


def test_a_discarded_hand_gives_vulch_its_edicts() -> None:
    # The defense (seat 1) has no Challenge Card: his hand, an Edict with it, is discarded.
    hands = {**WINNING, 1: ["edict-quash"]}
    driver = game({2: "vulch"}, hands=hands)
    s = state(driver)
    play(driver, {}, lambda d: bool(log(d, "new-hand")))
    assert "edict-quash" in s.players[2].hand
    assert log(driver, "vulch-salvages") == [{"seat": 2, "from": 1, "cards": ["edict-quash"]}]


def test_vulch_keeps_its_edicts_and_draws_a_full_new_hand() -> None:
    hands = {**WINNING, 1: ["edict-quash", PLAGUE, "kicker-2"]}
    driver = game({1: "vulch"}, hands=hands)
    s = state(driver)
    play(driver, {}, lambda d: bool(log(d, "new-hand")))
    hand = s.players[1].hand
    assert len(hand) == 2 + s.config.hand_size  # the Edicts besides a full hand of seven
    assert hand[:2] == ["edict-quash", PLAGUE] and "kicker-2" in s.discard
    assert log(driver, "vulch-keeps") == [{"seat": 1, "cards": ["edict-quash", PLAGUE]}]


def test_a_cosmic_zap_stops_the_salvage_and_is_not_salvaged() -> None:
    # Seat 1 plays Plague on seat 0, then zaps Vulch as it salvages the Plague.
    hands = {**WINNING, 0: ["attack-20", "attack-9"], 1: ["attack-4", PLAGUE, ZAP]}
    driver = game({2: "vulch"}, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {"play-card": plays({1: [PLAGUE]}), "cosmic-zap": ZAP, **PLAGUE_ON_A},
        first_challenge,
    )
    assert PLAGUE in s.discard and ZAP in s.discard
    assert s.players[2].hand == ["attack-5"]


def test_a_vulch_below_three_home_bases_takes_nothing() -> None:
    hands = {**WINNING, 1: ["attack-4", PLAGUE]}
    driver = game({2: "vulch"}, hands=hands, planets=powerless(2))
    s = state(driver)
    play(driver, {"play-card": plays({1: [PLAGUE]}), **PLAGUE_ON_A}, first_challenge)
    assert PLAGUE in s.discard and PLAGUE not in s.players[2].hand


def test_wild_vulch_takes_an_edict_once_a_challenge() -> None:
    hands = {
        0: ["attack-20", "edict-quash"], 1: ["attack-4", PLAGUE], 2: ["attack-5", "flare-vulch"],
    }  # fmt: skip
    driver = game({0: "zombie"}, hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {"play-card": plays({1: [PLAGUE], 2: ["flare-vulch"]}), **PLAGUE_ON_A},
        first_challenge,
    )
    # The victim's Edict, discarded as the Plague takes effect, comes first; the Plague itself,
    # discarded after, stays on the pile: once a challenge.
    assert sorted(s.players[2].hand) == ["attack-5", "edict-quash", "flare-vulch"]
    assert PLAGUE in s.discard
    assert log(driver, "wild-vulch") == [{"seat": 2, "from": 0, "cards": ["edict-quash"]}]
    offered = [d for d in answers.asked("play-card") if "flare-vulch" in d.options]
    assert len(offered) == 1


def test_super_vulch_salvages_flares_too() -> None:
    # Vulch (the defense) plays its Super Flare before seat 2 plays Plague on seat 0.
    hands = {
        0: ["attack-20", "flare-zombie", "edict-quash"], 1: ["attack-4", "flare-vulch"],
        2: ["attack-5", PLAGUE],
    }  # fmt: skip
    driver = game({1: "vulch"}, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {"play-card": plays({1: ["flare-vulch"], 2: [PLAGUE]}), **PLAGUE_ON_A},
        first_challenge,
    )
    assert log(driver, "super-vulch") == [{"seat": 1}]
    assert {"flare-zombie", "edict-quash", PLAGUE} <= set(s.players[1].hand)


# -- Prisoners (seed 002): "the Vulch does not pick up Rulings after they are discarded" ----------

PRISONERS = {"variants": ["prisoners"]}


def prisoners_game(hands: dict[int, list[str]], vulch: int = 2) -> Driver:
    position = {"offense": 0, "destiny": DESTINY, "powers": {vulch: "vulch"}, "hands": hands}
    return new_game(0, use_powers=False, setup=position, **PRISONERS)


def test_vulch_does_not_pick_up_a_played_ruling() -> None:
    # VULCH [EM]: does not salvage Prisoner Rulings; Take Prisoners played by seat 1.
    hands = {**WINNING, 1: ["attack-4", "ruling-take-prisoners"]}
    driver = prisoners_game(hands)
    s = state(driver)
    checked_play(driver, {"prisoners-ruling": {1: ["ruling-take-prisoners", "pass"]}},
                 first_challenge)  # fmt: skip
    assert log(driver, "ruling")
    assert "ruling-take-prisoners" in s.discard
    assert s.players[2].hand == ["attack-5"]


def test_super_vulch_does_not_salvage_rulings_either() -> None:
    # VULCH [EM] (Flares): Super Vulch does not salvage Prisoner Rulings. The Plague's victim
    # discards a Ruling and a Flare: Super Vulch takes the Flare, the Ruling stays discarded.
    hands = {
        0: ["attack-20", "ruling-jailbreak", "flare-zombie"], 1: ["attack-4", "flare-vulch"],
        2: ["attack-5", PLAGUE],
    }  # fmt: skip
    driver = prisoners_game(hands, vulch=1)
    s = state(driver)
    checked_play(
        driver,
        {"play-card": plays({1: ["flare-vulch"], 2: [PLAGUE]}), **PLAGUE_ON_A},
        first_challenge,
    )
    assert "ruling-jailbreak" in s.discard and "ruling-jailbreak" not in s.players[1].hand
    assert "flare-zombie" in s.players[1].hand


def test_the_power_names_its_source() -> None:
    assert Vulch.name == "vulch" and "FFG" in Vulch.source
    assert Vulch.flare is not None and Vulch.flare.wild and Vulch.flare.super_
