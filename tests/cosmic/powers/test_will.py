"""Will: as the offense it challenges whom it likes, on any planet where he has a base (C-306);
the flip still gives the type of challenge (seed 002); its Flares."""

from __future__ import annotations

from hyperspace.engine import Driver

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, ZAP, game, log
from .support import checked_play, powerless

AT_CONE = pending_kind("cone")


def defense(driver: Driver) -> int | None:
    s = state(driver)
    assert s.challenge is not None
    return s.challenge.defense


def cone(driver: Driver) -> tuple[str, ...]:
    return driver.pending[0].options


def test_challenges_whom_it_likes_on_any_planet_where_he_has_a_base() -> None:
    # Seat 2 has a colony on B1 (where Will has none) and one on A1, in Will's home system.
    planets = {"C1": [0, 0, 2], "B1": [0, 4, 1], "A1": [4, 0, 1]}
    driver = game({0: "will"}, hands=LOSING, planets=planets)
    answers = checked_play(driver, {"will-colour": "colour:2"}, until=AT_CONE)
    assert answers.asked("will-colour")[0].options == ("keep", "colour:2")
    assert defense(driver) == 2
    assert cone(driver) == ("C1", "C2", "C3", "C4", "C5", "A1", "B1")
    assert log(driver, "will-choice") == [{"seat": 0, "flipped": 1, "colour": 2}]
    assert state(driver).features["will_choice"] == 1


def test_may_keep_the_colour_and_still_has_any_planet() -> None:
    # Seat 1 has colonies on C2 (no offensive base) and C3 (where Will has one: not a target).
    planets = {"C2": [0, 1, 4], "C3": [1, 1, 4], "A1": [3, 0, 0], "B1": [0, 3, 0], "B2": [0, 3, 0]}
    driver = game({0: "will"}, hands=LOSING, planets=planets)
    checked_play(driver, {"will-colour": "keep"}, until=AT_CONE)
    assert defense(driver) == 1 and log(driver, "will-choice") == []
    assert cone(driver) == ("B1", "B2", "B3", "B4", "B5", "C2")


def test_not_as_an_ally_or_defense() -> None:
    driver = game({1: "will"}, hands=LOSING)
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("will-colour") == [] and cone(driver) == ("B1", "B2", "B3", "B4", "B5")


def test_zapped_chooses_nothing() -> None:
    driver = game({0: "will"}, hands={**LOSING, 1: ["attack-12", ZAP]})
    answers = checked_play(driver, {"cosmic-zap": {1: ZAP}}, until=AT_CONE)
    assert answers.asked("will-colour") == [] and defense(driver) == 1


def test_lost_power_chooses_nothing() -> None:
    driver = game({0: "will"}, hands=LOSING, planets=powerless(0))
    answers = checked_play(driver, {}, until=AT_CONE)
    assert answers.asked("will-colour") == [] and defense(driver) == 1


def test_still_flips_for_the_type_of_challenge() -> None:
    # "WILL [EM] -- Flips a card to determine the type of challenge" (seed 002).
    driver = prisoners.game({0: "will"}, hands=LOSING)
    checked_play(driver, {"will-colour": "colour:2"}, until=AT_CONE)
    assert prisoners.capture(state(driver)) and defense(driver) == 2


def test_assassin_reads_will_s_choice_as_the_colour() -> None:
    driver = game({0: "will", 1: "assassin"}, hands=LOSING)
    checked_play(driver, {"will-colour": "colour:2", "assassin-base": "C1"}, until=AT_CONE)
    assert state(driver).warp == [0, 0, 1]


def test_wild_flare_any_planet_where_the_defense_has_a_base() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-will"]}
    planets = {"C1": [0, 2, 2], "C2": [0, 0, 6], "B1": [0, 2, 0]}
    driver = game({}, hands=hands, planets=planets)
    checked_play(driver, {"play-card": {0: "flare-will"}}, until=AT_CONE)
    assert cone(driver) == ("B1", "B2", "B3", "B4", "B5", "C1")
    assert log(driver, "wild-will") == [{"seat": 0}]


def test_super_flare_looks_at_a_hand_first() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-will"]}
    driver = game({0: "will"}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {0: "flare-will"}, "will-look": "player:2", "will-colour": "keep"},
        until=AT_CONE,
    )
    assert [d.kind for d in answers.asked("will-look")] == ["will-look"]
    assert log(driver, "will-look") == [{"seat": 0, "of": 2}]
    entry = next(e for e in state(driver).log if e.kind == "will-look")
    assert entry.private == {0: {"hand": ["attack-5"]}}
