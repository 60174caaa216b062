"""Virus: the card times every token on its side (AMB-W01); its Flares (C-20)."""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic.powers.base import IMMUNE

from ..support import pending_kind, state
from .batch_a_support import OFFENSIVE_ALLY, TWO, ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Offense (seat 0) attack-6 with two tokens, ally seat 2 with one token; defense attack-12 with
# its four tokens: 6 x 3 = 18 against 16 with the power, 6 + 3 = 9 without.
HANDS = {0: ["attack-6"], 1: ["attack-12"], 2: ["attack-5"]}
ALLY: dict[str, Any] = {**TWO, **OFFENSIVE_ALLY}


def test_card_times_all_tokens_on_its_side() -> None:
    driver = game({0: "virus"}, hands=HANDS)
    checked_play(driver, ALLY, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 0


def test_used_at_the_reveal() -> None:
    driver = game({0: "virus"}, hands={**HANDS, 1: ["attack-12", ZAP]})
    checked_play(driver, ALLY, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.revealed
    assert log(driver, "totals") == []


def test_zapped_adds_as_usual() -> None:
    driver = game({0: "virus"}, hands={**HANDS, 1: ["attack-12", ZAP]})
    checked_play(driver, {**ALLY, "cosmic-zap": {1: ZAP}}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]
    assert log(driver, "outcome")[0]["winner"] == 1


def test_lost_power_adds_as_usual() -> None:
    driver = game({0: "virus"}, hands=HANDS, planets=powerless(0))
    checked_play(driver, ALLY, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]


def test_defending_virus_with_no_token_on_the_planet_totals_zero() -> None:
    # Virus defends B1, where it has no token: 20 x 0 = 0 against the offense's 1 + 1.
    planets = {"B1": [0, 0, 0], "B2": [0, 8, 0]}
    driver = game({1: "virus"}, hands={0: ["attack-1"], 1: ["attack-20"], 2: []}, planets=planets)
    checked_play(driver, {}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 2, "defense": 0}]


def test_no_use_against_a_compromise() -> None:
    hands = {0: ["attack-6"], 1: ["compromise"], 2: ["attack-5", ZAP]}
    driver = game({0: "virus"}, hands=hands)
    answers = checked_play(driver, {}, until=first_challenge)
    assert answers.asked("cosmic-zap") == []
    assert log(driver, "virus") == []


TWO_CARDS = {**ALLY, "challenge-card": {0: "attack-6"}}


def test_virus_con_leaves_allies_added() -> None:
    # The Pulsars variant's Con (seed 004 §3): Virus's own tokens multiply, the ally's add.
    driver = game({0: "virus"}, hands={**HANDS, 0: ["attack-6", "attack-7"]})
    checked_play(driver, TWO_CARDS, until=pending_kind("challenge-card"))
    s = state(driver)
    assert s.challenge is not None
    s.challenge.data[IMMUNE] = {"virus": [1]}  # the defense played the Virus Con
    checked_play(driver, TWO_CARDS, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 13, "defense": 16}]  # 6 x 2 + 1


def test_super_flare_overrides_the_con() -> None:
    hands = {**HANDS, 0: ["attack-6", "attack-7", "flare-virus"]}
    driver = game({0: "virus"}, hands=hands)
    checked_play(driver, TWO_CARDS, until=pending_kind("challenge-card"))
    s = state(driver)
    assert s.challenge is not None
    s.challenge.data[IMMUNE] = {"virus": [1]}  # the defense played the Virus Con
    checked_play(driver, {**TWO_CARDS, "play-card": {0: "flare-virus"}}, until=first_challenge)
    assert log(driver, "super-virus") == [{"seat": 0}]
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]


def test_super_flare_not_offered_without_the_con() -> None:
    hands = {**HANDS, 0: ["attack-6", "flare-virus"]}
    driver = game({0: "virus"}, hands=hands)
    answers = checked_play(driver, ALLY, until=first_challenge)
    assert [d for d in answers.asked("play-card") if d.seat == 0] == []


def test_wild_flare_multiplies_own_by_allied_tokens() -> None:
    # No Virus in play: seat 0 holds the Flare; 6 + 2 x 1 = 8 instead of 6 + 3 = 9.
    hands = {**HANDS, 0: ["attack-6", "flare-virus"]}
    driver = game({}, hands=hands)
    checked_play(driver, {**ALLY, "play-card": {0: "flare-virus"}}, until=first_challenge)
    assert log(driver, "wild-virus") == [{"seat": 0}]
    assert log(driver, "totals") == [{"offense": 8, "defense": 16}]


def test_wild_flare_not_offered_against_a_compromise() -> None:
    # The Wild Flare needs an Attack revealed against an Attack: the defense's Compromise bars it.
    hands = {0: ["attack-6", "flare-virus"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({}, hands=hands)
    answers = checked_play(
        driver, {**TWO, "challenge-card": {0: "attack-6"}}, until=first_challenge
    )
    offered = [d.options for d in answers.asked("play-card") if d.seat == 0]
    assert not any("flare-virus" in options for options in offered)
    assert log(driver, "wild-virus") == []
