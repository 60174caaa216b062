"""Gambler: its card kept face down after the opponent's reveal and announced; the claim accepted
(the challenge resolved as claimed, the real card to the bottom of the deck unseen) or called (the
liar, or else the caller, pays the tokens he has in the challenge); its Eon Flares; seed 002:
tokens lost to a called bluff go to the Warp (C-396)."""

from __future__ import annotations

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.cosmic.powers.gambler import in_challenge
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Decision

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, home, powerless

# Gambler (seat 0, the offense, one token) holds an Attack 4 against the defense's Attack 12.
WEAK = {0: ["attack-4"], 1: ["attack-12"], 2: ["attack-5"]}
STRONG = {0: ["attack-20"], 1: ["attack-12"], 2: ["attack-5"]}
LIE = {"gambler-claim": "claim:attack-20"}


def test_an_accepted_claim_counts_and_the_real_card_goes_under_the_deck() -> None:
    driver = game({0: "gambler"}, hands=WEAK)
    answers = checked_play(driver, {**LIE, "gambler-call": "accept"}, until=first_challenge)
    s = state(driver)
    assert log(driver, "reveal") == [{"cards": {"1": "attack-12"}}]  # Gambler's never shown
    assert log(driver, "gambler-claims") == [{"seat": 0, "card": "attack-20", "ante": 0}]
    assert answers.asked("gambler-call")[0].context == {
        "gambler": 0, "claim": "attack-20", "ante": 0
    }  # fmt: skip
    assert log(driver, "totals") == [{"offense": 21, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 0
    assert s.deck[0] == "attack-4" and "attack-4" not in s.discard
    assert s.discard == ["attack-12"]
    assert s.features["gambler_bluff"] == 1 and s.features["gambler_accepted"] == 1


def test_a_called_lie_costs_the_gambler_its_tokens_in_the_challenge() -> None:
    driver = game({0: "gambler"}, hands=WEAK)
    checked_play(driver, {**LIE, "gambler-call": "call", "launch": ["A1+A2"]},
                 until=first_challenge)  # fmt: skip
    s = state(driver)
    assert log(driver, "gambler-called") == [{"seat": 1, "gambler": 0, "lied": True}]
    assert log(driver, "gambler-pays") == [{"seat": 0, "tokens": 2}]
    assert log(driver, "reveal")[-1] == {"cards": {"0": "attack-4"}}
    assert log(driver, "outcome")[0]["winner"] == 1  # resolved with the real cards
    assert s.warp == [4, 0, 0] and s.discard == ["attack-4", "attack-12"]


def test_a_called_truth_costs_the_caller_his_tokens_in_the_challenge() -> None:
    driver = game({0: "gambler"}, hands=STRONG)
    checked_play(driver, {**LIE, "gambler-call": "call"}, until=first_challenge)
    s = state(driver)
    assert log(driver, "gambler-called") == [{"seat": 1, "gambler": 0, "lied": False}]
    assert log(driver, "gambler-pays") == [{"seat": 1, "tokens": 4}]
    assert s.warp == [0, 8, 0]  # the penalty from his bases, then the defeat


def test_without_a_bluff_the_card_is_turned_up_after_the_others() -> None:
    driver = game({0: "gambler"}, hands=WEAK)
    answers = checked_play(driver, {"power:gambler": "pass"}, until=first_challenge)
    assert answers.asked("gambler-claim") == []
    assert log(driver, "reveal") == [{"cards": {"1": "attack-12"}}, {"cards": {"0": "attack-4"}}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_a_called_lie_with_no_token_in_the_challenge_costs_nothing() -> None:
    # Gambler's bases hold one token each: none may be launched (AMB-B04), the Cone stays empty.
    planets = home(0, [1, 1, 1, 1, 1])
    driver = game({0: "gambler"}, hands=WEAK, planets=planets, warp=[15, 0, 0])
    checked_play(driver, LIE, until=pending_kind("gambler-call"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.cone == {}
    assert in_challenge(s, s.challenge, 0) == 0  # no token: a count, not "none"
    checked_play(driver, {"gambler-call": "call"}, until=first_challenge)
    assert log(driver, "gambler-called") == [{"seat": 1, "gambler": 0, "lied": True}]
    assert log(driver, "gambler-pays") == [] and s.warp == [15, 0, 0]


def test_on_defense_too() -> None:
    hands = {0: ["attack-12"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({1: "gambler"}, hands=hands)
    checked_play(driver, {**LIE, "gambler-call": "accept"}, until=first_challenge)
    assert log(driver, "reveal") == [{"cards": {"0": "attack-12"}}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_zapped_gambler_shows_its_card() -> None:
    driver = game({0: "gambler"}, hands={**WEAK, 2: ["attack-5", ZAP]})
    answers = checked_play(driver, {**LIE, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert answers.asked("gambler-claim") == []
    assert log(driver, "reveal")[-1] == {"cards": {"0": "attack-4"}}
    assert log(driver, "outcome")[0]["winner"] == 1


def test_lost_power_reveals_as_usual() -> None:
    driver = game({0: "gambler"}, hands=WEAK, planets=powerless(0))
    answers = checked_play(driver, {"launch": "A1"}, until=first_challenge)
    assert answers.asked("power:gambler") == []
    assert log(driver, "reveal") == [{"cards": {"0": "attack-4", "1": "attack-12"}}]


def test_super_ups_the_ante() -> None:
    hands = {**WEAK, 0: ["attack-4", "flare-gambler"]}
    driver = game({0: "gambler"}, hands=hands)
    answers = checked_play(
        driver,
        {**LIE, "play-card": {0: "flare-gambler"}, "gambler-ante": "ante:6",
         "gambler-call": "call"},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    (ante,) = answers.asked("gambler-ante")
    asked = "Up the ante: how many tokens does a caught lie or a wrong call cost?"
    assert WORDS.prompt(ante, view(s, 0)) == asked
    assert log(driver, "gambler-claims") == [{"seat": 0, "card": "attack-20", "ante": 6}]
    assert log(driver, "gambler-pays") == [{"seat": 0, "tokens": 6}]
    assert s.warp == [7, 0, 0] and s.features["gambler_super"] == 1


def test_wild_spread_adds_itself_when_the_cards_differ_enough() -> None:
    # Seat 1 (no power) calls a spread of 5: the cards differ by 8, so its 12 counts 17.
    hands = {0: ["attack-20"], 1: ["attack-12", "flare-gambler"], 2: ["attack-5"]}
    driver = game({2: "gambler"}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-gambler"}, "gambler-spread": "spread:5"},
                 until=first_challenge)  # fmt: skip
    s = state(driver)
    assert log(driver, "wild-gambler") == [{"seat": 1, "spread": 5}]
    assert log(driver, "totals") == [{"offense": 21, "defense": 21}]  # a tie: the defense wins
    assert log(driver, "outcome")[0]["winner"] == 1 and s.features["gambler_wild"] == 1


def test_wild_spread_adds_nothing_when_the_cards_are_close() -> None:
    hands = {0: ["attack-20"], 1: ["attack-12", "flare-gambler"], 2: ["attack-5"]}
    driver = game({2: "gambler"}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-gambler"}, "gambler-spread": "spread:9"},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "totals") == [{"offense": 21, "defense": 16}]


def test_seed_002_tokens_lost_to_a_called_bluff_go_to_the_warp() -> None:
    # Seed 002: "GAMBLER [EM] -- Tokens lost when opponent calls bluff go to the Warp."
    hands = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = prisoners.game({0: "gambler"}, hands=hands)
    checked_play(driver, {"gambler-claim": "claim:attack-20", "gambler-call": "call"},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "gambler-pays") == [{"seat": 1, "tokens": 4}]
    assert state(driver).warp == [0, 4, 0]  # the penalty: to the Warp
    assert prisoners.held(driver)[0] == [0, 4, 0]  # the defeat: to prison


def test_the_heuristic_bot_bluffs_just_enough_and_the_caller_calls_a_big_claim() -> None:
    driver = game({0: "gambler"}, hands=WEAK)

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    answers = checked_play(driver, {"gambler-claim": bot, "gambler-call": bot},
                           until=first_challenge)  # fmt: skip
    # One token against four and an Attack 12: an Attack 16 is the least that wins.
    assert [key for d, key in answers.seen if d.kind == "gambler-claim"] == ["claim:attack-16"]
    assert [key for d, key in answers.seen if d.kind == "gambler-call"] == ["call"]
