"""Terrorist: secretly bombs planets at the start of its challenges; the winners landing on a
bombed planet set it off, every token there going to the Warp (reconstructed, C-526); its designed
Flares (C-527); seed 002's clarifications in a capture challenge."""

from __future__ import annotations

from hyperspace.cosmic.powers.terrorist import _may_plant
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Driver

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

AT_CONE = pending_kind("cone")
PLANT = {"power:terrorist": "use", "terrorist-bomb": "B1"}


def bombs(driver: Driver) -> list[str]:
    return list(state(driver).players[0].power_data.get("bombs", []))


def test_plants_a_secret_bomb_outside_its_home_system_at_the_start_of_its_challenge() -> None:
    driver = game({0: "terrorist"}, hands=LOSING)
    answers = checked_play(
        driver, {"power:terrorist": "use", "terrorist-bomb": "C2"}, until=AT_CONE
    )
    s = state(driver)
    assert answers.asked("terrorist-bomb")[0].options == tuple(
        f"{x}{i}" for x in "BC" for i in range(1, 6)
    )
    assert bombs(driver) == ["C2"] and s.features["terrorist_bombs_planted"] == 1
    planted = [e for e in s.log if e.kind == "bomb-planted"]
    assert planted[0].public == {"seat": 0} and planted[0].private == {0: {"planet": "C2"}}


def test_the_winners_landing_set_it_off_every_token_there_to_the_warp() -> None:
    # Seat 0 bombs B1 and attacks it: it wins, lands its two tokens, and the bomb goes off. Seat
    # 2's token on B1 goes too.
    planets = {"C1": [0, 0, 3], "B1": [0, 4, 1]}
    driver = game({0: "terrorist"}, hands=WINNING, planets=planets)
    checked_play(driver, {**PLANT, **TWO}, until=first_challenge)
    s = state(driver)
    assert s.planets[1][0] == [0, 0, 0] and s.warp == [2, 4, 1]
    assert log(driver, "bomb") == [{"seat": 0, "planet": "B1", "tokens": 3}]
    assert bombs(driver) == [] and s.features["terrorist_bombs_exploded"] == 1
    assert s.features["terrorist_tokens_killed"] == 3


def test_another_player_s_win_sets_it_off() -> None:
    # Seat 0 bombs C1 and loses its challenge; seat 1, next, wins on C1 and is blown up.
    hands = {0: ["attack-1"], 1: ["attack-12", "attack-20"], 2: ["attack-5", "attack-4"]}
    driver = game({0: "terrorist"}, hands=hands)
    checked_play(
        driver,
        {"power:terrorist": "use", "terrorist-bomb": "C1", "cone": ["B1", "C1"],
         "challenge-card": {1: ["attack-12", "attack-20"], 2: "attack-4"}},
        until=lambda d: state(d).challenges == 3,
    )  # fmt: skip
    s = state(driver)
    assert s.planets[2][0] == [0, 0, 0] and s.warp == [1, 1, 4]
    assert log(driver, "bomb") == [{"seat": 0, "planet": "C1", "tokens": 1}]


def test_a_defense_that_holds_does_not_set_it_off() -> None:
    driver = game({0: "terrorist"}, hands=LOSING)
    checked_play(driver, PLANT, until=first_challenge)
    assert bombs(driver) == ["B1"] and state(driver).planets[1][0] == [0, 4, 0]


def test_at_most_three_bombs() -> None:
    driver = game({0: "terrorist"}, hands=LOSING)
    s = state(driver)
    power = s.powers["terrorist"]
    s.players[0].power_data["bombs"] = ["B2", "B3"]
    assert _may_plant(power, s, 0, None)
    s.players[0].power_data["bombs"] = ["B2", "B3", "B4"]
    assert not _may_plant(power, s, 0, None)


def test_zapped_plants_nothing() -> None:
    driver = game({0: "terrorist"}, hands={**LOSING, 1: ["attack-12", ZAP]})
    answers = checked_play(driver, {**PLANT, "cosmic-zap": {1: ZAP}}, until=AT_CONE)
    assert answers.asked("terrorist-bomb") == [] and bombs(driver) == []


def test_lost_power_plants_nothing() -> None:
    driver = game({0: "terrorist"}, hands=LOSING, planets=powerless(0))
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("power:terrorist") == []


def test_super_flare_spares_its_own_tokens() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-terrorist"]}
    driver = game({0: "terrorist"}, hands=hands)
    checked_play(
        driver, {**PLANT, **TWO, "play-card": {0: "flare-terrorist"}}, until=first_challenge
    )
    s = state(driver)
    assert s.planets[1][0] == [2, 0, 0] and s.warp == [0, 4, 0]
    assert log(driver, "super-terrorist") == [{"seat": 0}]
    assert log(driver, "bomb") == [{"seat": 0, "planet": "B1", "tokens": 0}]


def test_wild_flare_hostages_die_when_its_player_loses() -> None:
    hands = {0: ["attack-1", "flare-terrorist"], 1: ["attack-12"], 2: ["attack-5"]}
    driver = game({1: "terrorist"}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {0: "flare-terrorist"}, "wild-terrorist-hostage": "2@C3"},
        until=first_challenge,
    )
    s = state(driver)
    assert "1@B1" not in answers.asked("wild-terrorist-hostage")[0].options  # the target
    assert s.planets[2][2] == [0, 0, 0] and s.warp == [1, 0, 4]
    assert log(driver, "hostage") == [{"seat": 0, "victim": 2, "planet": "C3"}]
    assert log(driver, "wild-terrorist") == [{"seat": 0, "victim": 2, "planet": "C3", "tokens": 4}]
    assert "flare-terrorist" in s.players[0].hand
    # The hostages' loss is told with its cause.
    lost = [e for e in log(driver, "to-warp") if e["colour"] == 2]
    assert lost == [{"colour": 2, "tokens": 4, "cause": "wild-terrorist"}]
    told = WORDS.entry({"kind": "to-warp", **lost[0]}, view(s, 2))
    assert told == "C loses 4 tokens to the Warp (the Wild Terrorist)."


def test_wild_flare_hostages_are_freed_when_its_player_wins() -> None:
    hands = {0: ["attack-20", "flare-terrorist"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({1: "terrorist"}, hands=hands)
    checked_play(
        driver,
        {"play-card": {0: "flare-terrorist"}, "wild-terrorist-hostage": "2@C3"},
        until=first_challenge,
    )
    assert state(driver).planets[2][2] == [0, 0, 4] and log(driver, "wild-terrorist") == []


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_in_a_capture_challenge_prisoners_first_then_the_landing_then_the_bomb() -> None:
    # "TERRORIST [EM] -- In capture challenge, winning player takes prisoners, then lands on the
    # planet; only then do bombs go off and send all tokens on the planet to the Warp" (seed 002).
    driver = prisoners.game({0: "terrorist"}, hands=prisoners.WINNING)
    checked_play(driver, PLANT, until=first_challenge)
    s = state(driver)
    assert "capture" in s.main_type
    assert prisoners.held(driver)[0] == [0, 4, 0]  # the defenders imprisoned first
    assert s.planets[1][0] == [0, 0, 0] and s.warp == [1, 0, 0]  # the lander blown up
    kinds = [e.kind for e in s.log if e.kind in ("outcome", "bomb")]
    assert kinds == ["outcome", "bomb"]


def test_wild_terrorist_hostages_go_to_the_warp_in_a_capture_challenge() -> None:
    # "TERRORIST [EM] -- Tokens held hostage by Wild Terrorist go to Warp" (seed 002).
    hands = {**prisoners.LOSING, 0: ["attack-1", "flare-terrorist"]}
    driver = prisoners.game({1: "terrorist"}, hands=hands)
    checked_play(
        driver,
        {"play-card": {0: "flare-terrorist"}, "wild-terrorist-hostage": "2@C3"},
        until=first_challenge,
    )
    s = state(driver)
    assert "capture" in s.main_type
    assert s.warp[2] == 4 and prisoners.held(driver)[1] == [1, 0, 0]
