"""Plague: at the start of a challenge a chosen player loses three tokens to the Warp and
discards one card of each type he holds (POWER_TEXTS E7, AMB-B02; scenario CE-22)."""

from __future__ import annotations

from ..support import pending_kind, state
from .support import cancel_offers, game, log, offers, run

PLAGUE = "edict-plague"
HANDS = {
    0: ["attack-7", PLAGUE],
    1: ["attack-6", "attack-9", "compromise", "edict-quash", "edict-unzap"],
    2: ["attack-5"],
}
ON_B = {
    "play-card": {0: PLAGUE},
    "plague-target": "player:1",
    "give-up-token": "2B2+B3",
    "plague-discard": {1: ["attack-6", "edict-unzap"]},
}


def test_three_tokens_to_the_warp_and_one_card_of_each_type() -> None:
    driver = game(hands=HANDS)
    answers = run(driver, ON_B, until=pending_kind("cone"))
    s = state(driver)
    assert s.warp == [0, 3, 0]
    assert s.planets[1][1] == [0, 2, 0] and s.planets[1][2] == [0, 3, 0]
    assert sorted(s.players[1].hand) == ["attack-9", "edict-quash"]
    assert sorted(s.discard) == ["attack-6", "compromise", PLAGUE, "edict-unzap"]
    assert PLAGUE not in s.players[0].hand
    # The victim chooses which Attack and which Edict; a single Compromise goes without asking.
    assert [d.options for d in answers.asked("plague-discard")] == [
        ("attack-6", "attack-9"),
        ("edict-quash", "edict-unzap"),
    ]
    assert log(driver, "plague") == [{"seat": 1, "tokens": 3}]


def test_any_player_may_plague_himself_or_others() -> None:
    driver = game(hands={0: ["attack-7"], 1: ["attack-6"], 2: ["attack-5", PLAGUE]})
    answers = run(driver, {"play-card": {2: PLAGUE}, "plague-target": "player:0"},
                  until=pending_kind("cone"))  # fmt: skip
    target = answers.asked("plague-target")
    assert [d.seat for d in target] == [2]
    assert target[0].options == ("player:0", "player:1", "player:2")
    assert state(driver).warp[0] == 3 and state(driver).players[0].hand == []


def test_offered_only_at_the_start_of_the_challenge() -> None:
    driver = game(hands={0: ["attack-7", PLAGUE], 1: ["attack-6"], 2: ["attack-5"]})
    answers = run(driver, {"cone": "B1"})
    assert offers(answers, PLAGUE) == [(0, "start")]
    assert PLAGUE in state(driver).players[0].hand


def test_card_zap_cancels_it() -> None:
    hands = {0: ["attack-7", "edict-card-zap"], 1: ["attack-6"], 2: ["attack-5", PLAGUE]}
    driver = game(hands=hands)
    answers = run(driver, {"play-card": {2: PLAGUE}, "cancel-card": {0: "edict-card-zap"}},
                  until=pending_kind("cone"))  # fmt: skip
    s = state(driver)
    assert cancel_offers(answers, "edict-card-zap") == [0]
    assert answers.asked("plague-target") == [] and log(driver, "plague") == []
    assert s.warp == [0, 0, 0]
    assert sorted(s.discard) == ["edict-card-zap", PLAGUE]
