"""Chronos: time travel after the reveal, the second choice stands (C-30); its Flares."""

from __future__ import annotations

from ..support import pending_kind, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Chronos (seat 0, offense) reveals attack-4 against attack-12, travels, and plays attack-20.
HANDS = {0: ["attack-4", "attack-20"], 1: ["attack-12", "attack-5"], 2: []}
FIRST = {0: "attack-4", 1: "attack-12"}
SECOND = {0: "attack-20", 1: "attack-5"}


def pick(first: dict[int, str], second: dict[int, str]) -> dict[int, list[str]]:
    return {seat: [first[seat], second.get(seat, first[seat])] for seat in first}


def test_travel_and_replay() -> None:
    driver = game({0: "chronos"}, hands=HANDS)
    checked_play(
        driver,
        {"challenge-card": pick(FIRST, SECOND), "power:chronos": "use"},
        until=first_challenge,
    )
    s = state(driver)
    assert log(driver, "time-travel") == [{"seat": 0, "aside": "attack-12"}]
    assert [e["cards"] for e in log(driver, "reveal")] == [
        {"0": "attack-4", "1": "attack-12"},
        {"0": "attack-20", "1": "attack-5"},
    ]
    assert log(driver, "totals") == [{"offense": 21, "defense": 9}]
    assert s.players[0].hand == ["attack-4"]
    assert s.players[1].hand == ["attack-12"]  # the set-aside card came back


def test_offered_after_the_reveal() -> None:
    driver = game({0: "chronos"}, hands=HANDS)
    checked_play(
        driver, {"challenge-card": pick(FIRST, SECOND)}, until=pending_kind("power:chronos")
    )
    s = state(driver)
    assert s.challenge is not None and s.challenge.revealed


def test_set_aside_while_replaying() -> None:
    driver = game({0: "chronos"}, hands=HANDS)
    checked_play(
        driver,
        {"challenge-card": pick(FIRST, SECOND), "power:chronos": "use"},
        until=lambda d: log(d, "time-travel") != [] and pending_kind("challenge-card")(d),
    )
    s = state(driver)
    assert s.challenge is not None and not s.challenge.revealed and s.challenge.cards == {}
    assert s.players[1].hand == ["attack-5"]  # attack-12 is neither in his hand nor played


def test_opponent_without_another_challenge_card_takes_it_back() -> None:
    hands = {0: ["attack-4", "attack-20"], 1: ["attack-12", "edict-quash"], 2: []}
    driver = game({0: "chronos"}, hands=hands)
    checked_play(driver, {"challenge-card": {0: ["attack-4", "attack-20"]}, "power:chronos": "use"},
                 until=first_challenge)  # fmt: skip
    assert log(driver, "time-travel") == [{"seat": 0, "aside": None}]
    assert log(driver, "totals") == [{"offense": 21, "defense": 16}]


def test_only_once_a_challenge() -> None:
    driver = game({0: "chronos"}, hands=HANDS)
    answers = checked_play(
        driver,
        {"challenge-card": pick(FIRST, SECOND), "power:chronos": "use"},
        until=first_challenge,
    )
    assert len(answers.asked("power:chronos")) == 1


def test_passing_keeps_the_cards() -> None:
    driver = game({0: "chronos"}, hands=HANDS)
    checked_play(driver, {"challenge-card": FIRST, "power:chronos": "pass"}, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 5, "defense": 16}]


def test_zapped_no_time_travel() -> None:
    driver = game({0: "chronos"}, hands={**HANDS, 2: [ZAP]})
    checked_play(
        driver,
        {"challenge-card": FIRST, "power:chronos": "use", "cosmic-zap": {2: ZAP}},
        until=first_challenge,
    )
    assert log(driver, "time-travel") == []
    assert log(driver, "totals") == [{"offense": 5, "defense": 16}]


def test_lost_power_is_not_offered() -> None:
    driver = game({0: "chronos"}, hands=HANDS, planets=powerless(0))
    answers = checked_play(driver, {"challenge-card": FIRST}, until=first_challenge)
    assert answers.asked("power:chronos") == []


def test_super_flare_opponent_replays_the_same_card() -> None:
    hands = {**HANDS, 0: ["attack-4", "attack-20", "flare-chronos"]}
    driver = game({0: "chronos"}, hands=hands)
    answers = checked_play(
        driver,
        {"challenge-card": pick(FIRST, SECOND), "power:chronos": "use",
         "play-card": {0: "flare-chronos"}},
        until=first_challenge,
    )  # fmt: skip
    assert log(driver, "super-chronos") == [{"seat": 0}]
    assert log(driver, "totals") == [{"offense": 21, "defense": 16}]  # attack-12 again
    assert len([d for d in answers.asked("challenge-card") if d.seat == 1]) == 1


def test_wild_flare_takes_from_the_discard_and_goes_to_chronos() -> None:
    hands = {0: ["attack-4"], 1: ["attack-12"], 2: ["flare-chronos"]}
    discard = ["attack-30", "compromise", "attack-7"]
    driver = game({1: "chronos"}, hands=hands, discard=discard, deck=["attack-8"])
    checked_play(driver, {"play-card": {2: "flare-chronos"}, "chronos-card": "attack-30"},
                 until=pending_kind("cone"))  # fmt: skip
    s = state(driver)
    assert log(driver, "wild-chronos") == [{"seat": 2, "card": "attack-30", "deck": 3}]
    assert s.players[2].hand == ["attack-30"]
    assert "flare-chronos" in s.players[1].hand  # it goes to Chronos
    assert s.discard == [] and sorted(s.deck) == ["attack-7", "attack-8", "compromise"]


def test_wild_flare_discarded_without_chronos() -> None:
    hands = {0: ["attack-4"], 1: ["attack-12"], 2: ["flare-chronos"]}
    driver = game({}, hands=hands, discard=["attack-30"], deck=["attack-8"])
    checked_play(driver, {"play-card": {2: "flare-chronos"}}, until=pending_kind("cone"))
    s = state(driver)
    assert s.discard == ["flare-chronos"] and s.players[2].hand == ["attack-30"]
