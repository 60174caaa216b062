"""Phantom: as a main player or ally, before the cards are chosen, it may raise up to four of its
tokens out of the Warp as ghosts, each adding one to its side's total; they come back to life if
its side wins, else go back to the Warp, never to a Prison (reconstructed, C-580); its designed
Flares (C-581); seed 002."""

from __future__ import annotations

from ..support import state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, OFFENSIVE_ALLY, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, home

# Seat 0 (Phantom unless told) has four tokens in the Warp; its planet A5 is empty.
WARP = {"planets": {"A5": [0, 0, 0]}, "warp": [4, 0, 0]}
# Three ghosts; if they come back to life, all three go to A3.
HAUNT = {**TWO, "power:phantom": "use", "phantom-ghosts": "3", "return-token": "3A3"}


def test_winning_ghosts_add_to_the_total_and_come_back_to_life() -> None:
    driver = game({0: "phantom"}, hands=WINNING, **WARP)
    answers = checked_play(driver, HAUNT, until=first_challenge)
    s = state(driver)
    assert log(driver, "totals") == [{"offense": 20 + 2 + 3, "defense": 4 + 4}]
    assert log(driver, "ghosts-raised") == [{"seat": 0, "tokens": 3}]
    assert log(driver, "ghosts-revived") == [{"seat": 0, "tokens": 3}]
    assert s.warp[0] == 1 and s.tokens_on((0, 2), 0) == 4 + 3  # to the base Phantom chose
    assert s.tokens_on((1, 0), 0) == 2  # the ghosts did not land
    assert answers.asked("phantom-ghosts")[0].options == ("1", "2", "3", "4")
    assert answers.asked("power:phantom")[0].context == {"moment": "before_cards"}
    assert s.features["phantom_ghosts_raised"] == 3 and s.features["phantom_hauntings"] == 1
    assert s.features["phantom_ghosts_revived"] == 3


def test_losing_ghosts_go_back_to_the_warp() -> None:
    driver = game({0: "phantom"}, hands=LOSING, **WARP)
    checked_play(driver, HAUNT, until=first_challenge)
    s = state(driver)
    assert log(driver, "ghosts-back") == [{"seat": 0, "tokens": 3}]
    assert s.warp[0] == 4 + 2  # the ghosts and the two tokens lost
    assert s.features["phantom_ghosts_revived"] == 0


def test_ghosts_turn_a_tie_into_a_win() -> None:
    # 6 + 2 tokens against 4 + 4 is a tie, which the defense wins; two ghosts make it 10 to 8.
    hands = {0: ["attack-6"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({0: "phantom"}, hands=hands, **WARP)
    checked_play(
        driver, {**HAUNT, "phantom-ghosts": "2", "return-token": "2A3"}, until=first_challenge
    )
    assert log(driver, "totals") == [{"offense": 10, "defense": 8}]
    assert state(driver).tokens_on((1, 0), 0) == 2


def test_an_ally_raises_ghosts_for_its_side() -> None:
    planets = {"C5": [0, 0, 0]}
    driver = game({2: "phantom"}, hands=WINNING, planets=planets, warp=[0, 0, 4])
    answers = {**TWO, **OFFENSIVE_ALLY, "power:phantom": "use", "phantom-ghosts": "4",
               "return-token": "4C2"}  # fmt: skip
    checked_play(driver, answers, until=first_challenge)
    s = state(driver)
    assert log(driver, "totals") == [{"offense": 20 + 3 + 4, "defense": 8}]
    assert s.warp[2] == 0 and s.tokens_on((2, 1), 2) == 4 + 4


def test_not_offered_without_tokens_in_the_warp() -> None:
    driver = game({0: "phantom"}, hands=WINNING)
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:phantom") == []


def test_not_offered_outside_the_challenge() -> None:
    planets = {"C5": [0, 0, 0]}
    driver = game({2: "phantom"}, hands=WINNING, planets=planets, warp=[0, 0, 4])
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:phantom") == []


def test_is_optional() -> None:
    driver = game({0: "phantom"}, hands=WINNING, **WARP)
    checked_play(driver, {**TWO, "power:phantom": "pass"}, until=first_challenge)
    assert log(driver, "ghosts-raised") == [] and state(driver).warp[0] == 4


def test_zapped_raises_no_ghost() -> None:
    hands = {**WINNING, 1: ["attack-4", ZAP]}
    driver = game({0: "phantom"}, hands=hands, **WARP)
    answers = checked_play(driver, {**HAUNT, "cosmic-zap": {1: ZAP}}, until=first_challenge)
    assert answers.asked("phantom-ghosts") == [] and state(driver).warp[0] == 4


def test_lost_power_raises_no_ghost() -> None:
    planets = home(0, [9, 9, 0, 0, 0])
    driver = game({0: "phantom"}, hands=WINNING, planets=planets, warp=[2, 0, 0])
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:phantom") == []


def test_a_failed_deal_sends_the_ghosts_back() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({0: "phantom"}, hands=hands, **WARP)
    checked_play(driver, {**HAUNT, "deal-propose": "pass"}, until=first_challenge)
    s = state(driver)
    assert log(driver, "ghosts-back") == [{"seat": 0, "tokens": 3}]
    assert s.outcomes == {"no-deal": 1} and s.warp[0] == 4 + 3  # and three lost for the deal


def test_super_flare_raises_every_token_in_the_warp() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-phantom"]}
    planets = {"A4": [0, 0, 0], "A5": [0, 0, 0]}
    driver = game({0: "phantom"}, hands=hands, planets=planets, warp=[8, 0, 0])
    answers = checked_play(
        driver,
        {**HAUNT, "play-card": {0: "flare-phantom"}, "phantom-ghosts": "8", "return-token": "8A3"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    assert answers.asked("phantom-ghosts")[0].options == tuple(str(n) for n in range(1, 9))
    assert log(driver, "super-phantom") == [{"seat": 0}]
    assert s.warp[0] == 0 and s.tokens_on((0, 2), 0) == 4 + 8
    assert "flare-phantom" in s.players[0].hand


def test_wild_flare_makes_two_tokens_in_the_warp_count() -> None:
    # Phantom is seat 2's, out of the challenge; the offense plays the Wild Phantom.
    hands = {**WINNING, 0: ["attack-20", "flare-phantom"]}
    driver = game({2: "phantom"}, hands=hands, **WARP)
    checked_play(driver, {**TWO, "play-card": {0: "flare-phantom"}}, until=first_challenge)
    s = state(driver)
    assert log(driver, "wild-phantom") == [{"seat": 0, "tokens": 2}]
    assert log(driver, "totals") == [{"offense": 20 + 2 + 2, "defense": 8}]
    assert s.warp[0] == 4  # they stay in the Warp
    assert "flare-phantom" in s.players[0].hand and s.features["phantom_wild"] == 1


def test_wild_flare_without_phantom_in_play() -> None:
    # The extra Flares of the deck may be those of powers not in play (AMB-B06).
    hands = {0: ["attack-6", "flare-phantom"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({}, hands=hands, planets={"A5": [3, 0, 0]}, warp=[1, 0, 0])
    checked_play(driver, {**TWO, "play-card": {0: "flare-phantom"}}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 6 + 2 + 1, "defense": 8}]
    assert state(driver).tokens_on((1, 0), 0) == 2


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_ghost_tokens_cannot_be_imprisoned() -> None:
    # "PHANTOM [M] -- Ghost tokens cannot be imprisoned" (seed 002): the losing Phantom's launched
    # tokens are imprisoned by the winner; its ghosts go back to the Warp.
    driver = prisoners.game({0: "phantom"}, hands=prisoners.LOSING, **WARP)
    checked_play(driver, HAUNT, until=prisoners.first_challenge)
    s = state(driver)
    assert prisoners.held(driver)[1] == [2, 0, 0]
    assert s.warp[0] == 4 and log(driver, "ghosts-back") == [{"seat": 0, "tokens": 3}]
