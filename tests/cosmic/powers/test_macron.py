"""Macron: one token at most, each worth 4 in totals from the reveal (AMB-W03); its Flares."""

from __future__ import annotations

from hyperspace.cosmic.state import CosmicState

from ..support import pending_kind, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

HANDS = {0: ["attack-13", "attack-4"], 1: ["attack-12", "compromise"], 2: ["attack-6"]}
CARDS = {"challenge-card": {0: "attack-13", 1: "attack-12"}}


def cone_size(s: CosmicState, seat: int) -> int:
    assert s.challenge is not None
    return len(s.challenge.cone.get(seat, ()))


def test_one_token_worth_four_wins() -> None:
    # Offense 13 + one token worth 4 = 17 beats the defense's 12 + 4 tokens = 16.
    driver = game({0: "macron"}, hands=HANDS)
    answers = checked_play(driver, {**CARDS, "launch": "A1"}, until=first_challenge)
    assert len(answers.asked("launch")) == 1  # one token, then no more choice
    assert log(driver, "totals") == [{"offense": 17, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 0


def test_used_at_the_reveal() -> None:
    driver = game({0: "macron"}, hands={**HANDS, 2: ["attack-6", ZAP]})
    checked_play(driver, CARDS, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.revealed
    assert cone_size(s, 0) == 1


def test_zapped_at_the_reveal_counts_one() -> None:
    driver = game({0: "macron"}, hands={**HANDS, 2: ["attack-6", ZAP]})
    checked_play(driver, {**CARDS, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 14, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 1
    assert log(driver, "zapped") == [{"seat": 0, "power": "macron"}]


def test_lost_power_launches_four_worth_one() -> None:
    driver = game({0: "macron"}, hands=HANDS, planets=powerless(0))
    answers = checked_play(driver, {**CARDS, "launch": "4A1"}, until=first_challenge)
    assert len(answers.asked("launch")) == 1
    assert log(driver, "totals") == [{"offense": 17, "defense": 16}]  # 13 + 4 tokens of 1


def test_ally_commits_one_token_worth_four() -> None:
    hands = {0: ["attack-10"], 1: ["attack-12"], 2: ["attack-6"]}
    driver = game({2: "macron"}, hands=hands)
    answers = checked_play(
        driver,
        {"invite": {0: "invite:2"}, "alliance": "offense:C1", "launch": ["A1"]},
        until=first_challenge,
    )
    (alliance,) = answers.asked("alliance")  # his one token named with his side (C-604)
    one_each = tuple(f"offense:C{planet}" for planet in range(1, 6))
    assert alliance.options == ("decline", *one_each)  # never two tokens
    assert answers.asked("ally-token") == []
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 1}]
    assert log(driver, "totals") == [{"offense": 15, "defense": 16}]  # 10 + 1 + 4


def test_defending_tokens_on_the_planet_count_four() -> None:
    hands = {0: ["attack-20"], 1: ["attack-1"], 2: ["attack-6"]}
    driver = game({1: "macron"}, hands=hands)
    checked_play(driver, {"launch": ["A1+A2+A3+A4"]}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 24, "defense": 17}]  # 1 + 4 tokens x 4


def test_consolation_counts_one_a_token() -> None:
    hands = {0: ["attack-20", *["attack-8"] * 8], 1: ["compromise"], 2: ["attack-6"]}
    driver = game({1: "macron"}, hands=hands)
    checked_play(driver, {"challenge-card": {0: "attack-20"}}, until=first_challenge)
    assert log(driver, "consolation")[0]["cards"] == 4  # four tokens lost, not sixteen


def test_super_flare_lifts_the_limit() -> None:
    hands = {**HANDS, 0: ["attack-13", "flare-macron"]}
    driver = game({0: "macron"}, hands=hands)
    answers = checked_play(
        driver,
        {**CARDS, "play-card": {0: "flare-macron"}, "launch": ["A1+A2+A3+A4"]},
        until=first_challenge,
    )
    assert len(answers.asked("launch")) == 1
    assert log(driver, "totals") == [{"offense": 29, "defense": 16}]  # 13 + 4 x 4
    assert "flare-macron" in state(driver).players[0].hand  # Eon style: kept


def test_wild_flare_adds_one_per_own_token() -> None:
    hands = {0: ["attack-10"], 1: ["attack-12"], 2: ["attack-6", "flare-macron"]}
    driver = game({}, hands=hands)
    checked_play(
        driver,
        {
            "invite": {0: "invite:2"},
            "alliance": "offense:C1+C2",
            "play-card": {2: "flare-macron"},
        },
        until=first_challenge,
    )
    # 10 + offense's token + two ally tokens, each of the ally's counting one more.
    assert log(driver, "totals") == [{"offense": 15, "defense": 16}]
    assert log(driver, "wild-macron") == [{"seat": 2, "tokens": 2}]


def test_no_use_when_a_compromise_is_revealed() -> None:
    hands = {0: ["attack-13"], 1: ["compromise"], 2: ["attack-6", ZAP]}
    driver = game({0: "macron"}, hands=hands)
    answers = checked_play(driver, {}, until=first_challenge)
    assert answers.asked("cosmic-zap") == []
    assert log(driver, "macron") == []
