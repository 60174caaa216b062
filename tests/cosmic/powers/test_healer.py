"""Healer: heals others' tokens out of the Warp for a card (C-27); its Eon Flares."""

from __future__ import annotations

from ..support import pending_kind, state
from .batch_a_support import LOSING, TWO, ZAP, first_challenge, game, log
from .support import checked_play, powerless

# The offense (seat 0) launches two tokens and loses them: 1 + 2 against 12 + 4.


def test_heals_the_losers_tokens_for_a_card() -> None:
    driver = game({2: "healer"}, hands=LOSING, deck=["attack-9", "attack-10"])
    checked_play(driver, {**TWO, "power:healer": "use", "return-token": "2A5"},
                 until=first_challenge)  # fmt: skip
    s = state(driver)
    assert s.warp[0] == 0 and s.tokens_on((0, 4), 0) == 6
    assert log(driver, "healed") == [{"seat": 2, "player": 0, "tokens": 2, "fee": 1}]
    assert s.players[2].hand == ["attack-5", "attack-9"]


def test_heals_after_the_tokens_went_to_the_warp() -> None:
    driver = game({2: "healer"}, hands=LOSING)
    checked_play(driver, TWO, until=pending_kind("power:healer"))
    s = state(driver)
    assert s.warp[0] == 2
    assert log(driver, "to-warp") == [{"colour": 0, "tokens": 2, "cause": "defeat"}]


def test_healed_player_keeps_his_consolation() -> None:
    hands = {0: ["compromise"], 1: ["attack-12", "attack-9", "attack-8"], 2: []}
    driver = game({2: "healer"}, hands=hands)
    checked_play(driver, {**TWO, "power:healer": "use"}, until=first_challenge)
    assert state(driver).warp[0] == 0
    assert log(driver, "consolation")[0]["cards"] == 2


def test_passing_leaves_them_in_the_warp() -> None:
    driver = game({2: "healer"}, hands=LOSING)
    checked_play(driver, {**TWO, "power:healer": "pass"}, until=first_challenge)
    s = state(driver)
    assert s.warp[0] == 2 and log(driver, "healed") == []


def test_not_its_own_tokens() -> None:
    driver = game({0: "healer"}, hands=LOSING)
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:healer") == []
    assert state(driver).warp[0] == 2


def test_zapped_heals_nothing() -> None:
    driver = game({2: "healer"}, hands={**LOSING, 1: ["attack-12", ZAP]})
    checked_play(driver, {**TWO, "power:healer": "use", "cosmic-zap": {1: ZAP}},
                 until=first_challenge)  # fmt: skip
    s = state(driver)
    assert s.warp[0] == 2 and len(s.players[2].hand) == 1
    assert log(driver, "zapped") == [{"seat": 2, "power": "healer"}]


def test_lost_power_is_not_offered() -> None:
    driver = game({2: "healer"}, hands=LOSING, planets=powerless(2))
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:healer") == []


def test_cannot_heal_what_void_removed() -> None:
    hands = {0: ["attack-20"], 1: ["attack-4"], 2: []}
    driver = game({0: "void", 2: "healer"}, hands=hands)
    answers = checked_play(driver, {}, until=first_challenge)
    assert answers.asked("power:healer") == []
    assert state(driver).removed[1] == 4


def test_super_flare_one_card_per_token() -> None:
    hands = {**LOSING, 2: ["flare-healer"]}
    driver = game({2: "healer"}, hands=hands, deck=["attack-9", "attack-10", "attack-11"])
    checked_play(driver, {**TWO, "power:healer": "use", "play-card": {2: "flare-healer"}},
                 until=first_challenge)  # fmt: skip
    s = state(driver)
    assert log(driver, "healed") == [{"seat": 2, "player": 0, "tokens": 2, "fee": 2}]
    assert sorted(s.players[2].hand) == ["attack-10", "attack-9", "flare-healer"]


def test_wild_flare_makes_its_player_immune_to_cosmic_zap() -> None:
    # Zombie (seat 0) holds the Wild Healer; seat 1 zaps Zombie as it saves its tokens.
    hands = {0: ["attack-1", "flare-healer"], 1: ["attack-12", ZAP], 2: []}
    driver = game({0: "zombie"}, hands=hands)
    checked_play(
        driver,
        {**TWO, "cosmic-zap": {1: ZAP}, "cancel-card": {0: "flare-healer"}},
        until=first_challenge,
    )
    s = state(driver)
    assert log(driver, "cancelled") == [{"card": ZAP}]
    assert log(driver, "wild-healer") == [{"seat": 0, "zap_by": 1}]
    assert s.warp[0] == 0  # Zombie's power worked
    assert "flare-healer" in s.players[0].hand and ZAP in s.discard
