"""The Pulsars variant (seed 004), rule by rule: set-up (point 1), a played Pulsar returns to hand
and is played once a challenge (point 2, AMB-U03/U04/U08 amended), the Con's shut-off (point 4,
AMB-U05, AMB-U06), one's own Pulsar and home bases (point 6), keeping the power against Cosmic Zap
and Power Outage (point 7, AMB-U09 amended), a card type of its own (point 8, AMB-U14, AMB-G20),
the Super Flare beats the Con (point 10), and the Edicts Pulsar Zap, Sanity and Insanity."""

from __future__ import annotations

from typing import Any

import pytest

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers import POWERS as ALL_POWERS
from hyperspace.cosmic.rules import specials
from hyperspace.cosmic.rules.deck import has_challenge_card
from hyperspace.cosmic.view import view
from hyperspace.engine import Driver

from ..powers.batch_a_support import OFFENSIVE_ALLY, TWO, ZAP, first_challenge, log
from ..powers.support import checked_play, powerless
from ..support import new_game, state
from .support import game, plays

# Virus (seat 0) attack-6 with two tokens and an ally's one; the defense attack-12 with four:
# 18 against 16 with the power, 9 against 16 without it.
HANDS = {0: ["attack-6"], 1: ["attack-12", "attack-3", "pulsar-virus"], 2: ["attack-5"]}
ALLY: dict[str, Any] = {**TWO, **OFFENSIVE_ALLY}
POWERS = ("virus", "zombie", "healer")


def pulsars_in(hands_and_deck: list[str]) -> list[str]:
    return sorted(c for c in hands_and_deck if cards.kind(c) == cards.PULSAR)


def test_one_pulsar_per_power_in_play_and_the_three_edicts() -> None:
    driver = new_game(3, use_powers=True, powers=POWERS, variants=("pulsars",))
    s = state(driver)
    everywhere = s.deck + [c for p in s.players for c in p.hand]
    assert pulsars_in(everywhere) == ["pulsar-healer", "pulsar-virus", "pulsar-zombie"]
    for edict in ("edict-pulsar-zap", "edict-sanity", "edict-insanity"):
        assert everywhere.count(edict) == 1


def test_no_pulsars_without_the_variant() -> None:
    s = state(new_game(3, use_powers=True, powers=POWERS))
    assert pulsars_in(s.deck + [c for p in s.players for c in p.hand]) == []


def test_pulsar_is_a_type_of_its_own_and_no_challenge_card() -> None:
    assert cards.PULSAR in cards.TYPES
    assert cards.kind("pulsar-virus") == cards.PULSAR
    assert not cards.is_challenge_card("pulsar-virus")
    assert cards.is_card_name("pulsar-virus") and cards.is_card_name("edict-pulsar-zap")


def test_a_hand_of_pulsars_is_no_challenge_card_hand() -> None:
    driver = game({0: "virus"}, {0: ["attack-6"], 1: ["pulsar-virus"], 2: []}, deck=["attack-9"])
    s = state(driver)
    assert not has_challenge_card(s, 1)
    checked_play(driver, TWO, until=first_challenge)
    assert next(e.public for e in s.log if e.kind == "new-hand") == {"seat": 1, "cards": 2}


def test_played_pulsar_returns_to_hand_and_is_offered_once_a_challenge() -> None:
    driver = game({0: "virus"}, HANDS)
    answers = checked_play(
        driver,
        {**ALLY, "pulsar-mode": "immunity", "play-card": plays({1: ["pulsar-virus"] * 3})},
        until=first_challenge,
    )
    assert len(answers.asked("pulsar-mode")) == 1
    offered = [d for d in answers.asked("play-card") if "pulsar-virus" in d.options]
    assert len(offered) == 1  # never again once played this challenge (AMB-U04)
    assert "pulsar-virus" in state(driver).players[1].hand


def test_shut_off_discards_it_and_the_power_is_off() -> None:
    driver = game({0: "virus"}, HANDS)
    answers = {**ALLY, "pulsar-mode": "shut-off", "play-card": plays({1: ["pulsar-virus"]})}
    checked_play(driver, answers, first_challenge)
    assert log(driver, "virus") == []
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]
    assert "pulsar-virus" in state(driver).discard


def test_every_pulsar_may_be_played_at_the_four_windows_of_a_challenge_and_no_other() -> None:
    # "At any time" (AMB-U02): the start, destiny, alliances and reveal windows. The table of the
    # cards each window may take is built once, at import; it is rebuilt here, so that a change to
    # how it is built is seen, and it is the table the rules use.
    table = specials._cards_by("moments")
    pulsars = {cards.pulsar(name) for name in ALL_POWERS}
    windows = {START, DESTINY, ALLIANCES, REVEAL}
    assert {moment for moment, names in table.items() if names & pulsars} == windows
    assert all(pulsars <= table[moment] for moment in windows)
    assert table == specials.MOMENT_CARDS


@pytest.mark.parametrize(
    ("mode", "in_force"),
    [
        ("shut-off", {"immune": {}, "shut_off": ["virus"], "pro": []}),
        ("immunity", {"immune": {"virus": [1]}, "shut_off": [], "pro": []}),
    ],
)
def test_everybody_sees_the_pulsar_effect_in_force(mode: str, in_force: dict[str, Any]) -> None:
    # Seat 1 plays Virus's Pulsar against the offense: every seat and the observer see its effect.
    driver = game({0: "virus"}, HANDS)

    def played(d: Driver) -> bool:
        return any(view(state(d), None)["variants"]["pulsars"].values())

    answers = {**ALLY, "pulsar-mode": mode, "play-card": plays({1: ["pulsar-virus"]})}
    checked_play(driver, answers, until=played)
    for seat in (None, 0, 1, 2):
        assert view(state(driver), seat)["variants"]["pulsars"] == in_force


def test_pulsar_zap_ends_a_shut_off() -> None:
    hands = {**HANDS, 2: ["attack-5", "edict-pulsar-zap"]}
    driver = game({0: "virus"}, hands)
    table = plays({1: ["pulsar-virus"], 2: ["edict-pulsar-zap"]})
    checked_play(driver, {**ALLY, "pulsar-mode": "shut-off", "play-card": table}, first_challenge)
    assert log(driver, "pulsar-zap") == [{"seat": 2, "power": "virus"}]
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]


def test_unzap_does_not_end_a_shut_off() -> None:
    hands = {**HANDS, 2: ["attack-5", "edict-unzap"]}
    driver = game({0: "virus"}, hands)
    answers = checked_play(
        driver,
        {**ALLY, "pulsar-mode": "shut-off", "play-card": plays({1: ["pulsar-virus"]})},
        first_challenge,
    )
    assert not any("edict-unzap" in d.options for d in answers.asked("play-card"))
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]


def test_pulsar_zap_cancels_a_pulsar_as_it_is_played() -> None:
    hands = {**HANDS, 2: ["attack-5", "edict-pulsar-zap"]}
    driver = game({0: "virus"}, hands)
    table = {**ALLY, "play-card": plays({1: ["pulsar-virus"]}), "cancel-card": "edict-pulsar-zap"}
    answers = checked_play(driver, table, first_challenge)
    assert answers.asked("pulsar-mode") == []
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]
    assert "pulsar-virus" in state(driver).discard


def test_card_zap_does_not_answer_a_pulsar() -> None:
    hands = {**HANDS, 2: ["attack-5", "edict-card-zap"]}
    driver = game({0: "virus"}, hands)
    answers = checked_play(
        driver,
        {**ALLY, "pulsar-mode": "immunity", "play-card": plays({1: ["pulsar-virus"]})},
        first_challenge,
    )
    assert answers.asked("cancel-card") == []


def test_own_pulsar_keeps_the_power_below_three_home_bases_without_the_pro() -> None:
    hands = {**HANDS, 0: ["attack-6", "pulsar-virus"], 1: ["attack-12"]}
    driver = game({0: "virus"}, hands, planets=powerless(0))
    answers = checked_play(driver, {**ALLY, "launch": ["A1+A2"]}, first_challenge)
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]
    assert not any("pulsar-virus" in d.options for d in answers.asked("play-card"))


def test_without_own_pulsar_the_power_is_lost_below_three_home_bases() -> None:
    hands = {**HANDS, 1: ["attack-12"]}
    driver = game({0: "virus"}, hands, planets=powerless(0))
    checked_play(driver, ALLY, first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]


def test_own_pulsar_discarded_keeps_the_power_against_cosmic_zap() -> None:
    hands = {**HANDS, 0: ["attack-6", "pulsar-virus"], 1: ["attack-12", ZAP]}
    driver = game({0: "virus"}, hands)
    table = {**ALLY, "cosmic-zap": {1: ZAP}, "pulsar-keep": "keep"}
    checked_play(driver, table, first_challenge)
    assert log(driver, "pulsar-keeps-power") == [{"seat": 0, "power": "virus"}]
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]
    assert "pulsar-virus" in state(driver).discard


def test_own_pulsar_discarded_keeps_the_power_against_power_outage() -> None:
    hands = {**HANDS, 0: ["attack-6", "pulsar-virus"], 1: ["attack-12", "edict-power-outage"]}
    driver = game({0: "virus"}, hands)
    table = {**ALLY, "play-card": plays({1: ["edict-power-outage"]}), "pulsar-keep": "keep"}
    checked_play(driver, table, first_challenge)
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]


def test_power_outage_holds_when_he_keeps_his_pulsar() -> None:
    hands = {**HANDS, 0: ["attack-6", "pulsar-virus"], 1: ["attack-12", "edict-power-outage"]}
    driver = game({0: "virus"}, hands)
    table = {**ALLY, "play-card": plays({1: ["edict-power-outage"]}), "pulsar-keep": "pass"}
    checked_play(driver, table, first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]


def test_super_flare_beats_the_con_and_the_pulsar_goes_back_to_hand() -> None:
    hands = {**HANDS, 0: ["attack-6", "flare-virus"]}
    driver = game({0: "virus"}, hands)
    table = plays({1: ["pulsar-virus"], 0: ["flare-virus"]})
    answers = checked_play(
        driver, {**ALLY, "pulsar-mode": "immunity", "play-card": table}, first_challenge
    )
    assert answers.asked("pulsar-mode")
    assert log(driver, "totals") == [{"offense": 18, "defense": 16}]
    assert "pulsar-virus" in state(driver).players[1].hand


def test_sanity_forbids_pulsars_and_powers() -> None:
    hands = {**HANDS, 0: ["attack-6", "edict-sanity"]}
    driver = game({0: "virus"}, hands)
    answers = checked_play(
        driver, {**ALLY, "play-card": plays({0: ["edict-sanity"], 1: ["pulsar-virus"]})},
        first_challenge,
    )  # fmt: skip
    assert answers.asked("pulsar-mode") == []
    assert log(driver, "totals") == [{"offense": 9, "defense": 16}]


def test_insanity_offers_no_pass_while_a_pulsar_can_be_played() -> None:
    hands = {**HANDS, 2: ["attack-5", "edict-insanity"]}
    driver = game({0: "virus"}, hands)
    answers = checked_play(
        driver,
        {**ALLY, "pulsar-mode": "immunity", "play-card": plays({2: ["edict-insanity"]})},
        first_challenge,
    )
    # Seat 1 passed before Insanity; at the next window his Pulsar is his only option, so it is
    # played without asking (a single option), in the mode he picks.
    assert [d.options for d in answers.asked("play-card") if d.seat == 1] == [
        ("pass", "pulsar-virus")
    ]
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "virus"}]


def test_plague_takes_a_pulsar_as_its_own_type() -> None:
    from hyperspace.cosmic.edicts.plague import EDICT as PLAGUE

    assert PLAGUE is not None
    hand = ["attack-6", "pulsar-virus", "kicker-2"]
    assert sorted({cards.kind(c) for c in hand}) == ["attack", "kicker", "pulsar"]


def test_consolation_takes_a_pulsar_like_any_card() -> None:
    # The defense loses with a Compromise against an Attack and takes consolation from the
    # offense, whose only card left is a Pulsar (AMB-U14).
    hands = {0: ["attack-20", "pulsar-virus"], 1: ["compromise", "attack-3"], 2: []}
    driver = game({0: "virus"}, hands)
    checked_play(driver, {"challenge-card": {1: "compromise"}}, first_challenge)
    assert "pulsar-virus" in state(driver).players[1].hand


def test_a_pulsar_whose_power_nobody_holds_cannot_be_played() -> None:
    hands = {**HANDS, 2: ["attack-5", "pulsar-healer"]}
    driver = game({0: "virus"}, hands)
    answers = checked_play(driver, ALLY, first_challenge)
    assert not any("pulsar-healer" in d.options for d in answers.asked("play-card"))
