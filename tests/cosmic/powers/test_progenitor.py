"""Progenitor (designed, C-564..C-568): a second home system with a power of its own dealt at
set-up, the tokens spread over ten home planets, the second power used as Progenitor's own, both
systems home for it (Destiny, the Cone, bases); its designed Flares."""

from __future__ import annotations

from hyperspace.cosmic.powers.progenitor import (
    SECOND_POWER,
    SECOND_SYSTEM,
    UNSHARED,
    give_second_power,
    offspring_pool,
)
from hyperspace.cosmic.view import view

from ..support import new_game, pending_kind, state
from .batch_a_support import DESTINY, WINNING, first_challenge, game, log
from .support import checked_play


def test_set_up_gives_a_second_system_its_power_and_spreads_the_tokens() -> None:
    driver = game({0: "progenitor"})
    s = state(driver)
    assert s.system_owner == [0, 1, 2, 0] and s.colour_owner == [0, 1, 2]
    second = s.players[0].power_data[SECOND_POWER]
    assert s.players[0].power_data[SECOND_SYSTEM] == 3
    assert s.power_seat[second] == 0 and second in s.powers and second not in UNSHARED
    assert [s.tokens_on(p, 0) for p in s.home_planets(0)] == [2] * 10
    assert s.home_bases(0) == 10 and s.external_bases(0) == 0 and s.token_total(0) == 20
    assert log(driver, "progenitor-system") == [{"seat": 0, "power": second, "system": 3}]
    seen = view(s, 1)
    assert seen["system_owner"] == [0, 1, 2, 0] and "D1" in seen["planets"]
    assert seen["players"][0]["power_data"] == {SECOND_POWER: second, SECOND_SYSTEM: 3}
    assert s.features["progenitor_systems"] == 1


def test_the_second_power_is_dealt_from_the_powers_nobody_holds() -> None:
    s = state(new_game(5, players=5, use_powers=True, powers=("progenitor", "oracle", "bully",
                                                              "zombie", "vacuum")))  # fmt: skip
    second = s.players[0].power_data[SECOND_POWER]
    assert second not in ("progenitor", "oracle", "bully", "zombie", "vacuum", *UNSHARED)
    assert len(s.powers) == 6 and second not in offspring_pool(s)


def test_progenitor_uses_its_second_systems_power_in_a_challenge() -> None:
    driver = game({0: "progenitor"}, hands={0: ["attack-20"], 1: ["attack-4", "attack-6"]})
    s = state(driver)
    give_second_power(s, 0, "oracle")  # Oracle: the opponent chooses his card first
    assert "oracle" in s.powers and s.power_seat["oracle"] == 0
    checked_play(driver, until=first_challenge)
    assert log(driver, "oracle-sees") == [{"seat": 0, "of": 1}]


def test_the_cone_aims_at_either_home_system_when_progenitors_colour_comes_up() -> None:
    driver = game({0: "progenitor"}, offense=1, destiny=[0, *DESTINY])
    answers = checked_play(driver, until=pending_kind("launch"))
    cone = answers.asked("cone")[0]
    assert set(cone.options) == {f"{x}{i}" for x in "AD" for i in range(1, 6)}


def test_other_players_bases_in_the_second_system_are_foreign_bases() -> None:
    driver = game({1: "progenitor"}, hands=WINNING, destiny=[1, *DESTINY])
    s = state(driver)
    checked_play(driver, {"cone": "D1"}, until=first_challenge)
    assert s.tokens_on((3, 0), 0) == 1 and s.external_bases(0) == 1
    assert s.tokens_on((3, 0), 1) == 0 and s.home_bases(1) == 9


def test_wild_progenitor_founds_a_colony_on_an_empty_home_planet() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-progenitor"]}
    planets = {"A1": [7, 0, 0], "A2": [0, 0, 0]}  # one of seat 0's tokens in the Warp
    driver = game({1: "progenitor"}, hands=hands, planets=planets, warp=[1, 0, 0])
    s = state(driver)
    answers = {"play-card": "flare-progenitor", "progenitor-planet": "A2"}
    asked = checked_play(driver, answers, until=first_challenge).asked("progenitor-planet")
    assert asked[0].options == tuple(f"A{i}" for i in range(1, 6))  # base or not
    assert log(driver, "wild-progenitor") == [{"seat": 0, "tokens": 1}]
    assert s.tokens_on((0, 1), 0) == 1 and s.warp[0] == 0
    assert s.features["progenitor_wild"] == 1


def test_super_progenitor_brings_two_tokens_to_its_second_system() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-progenitor"]}
    driver = game({0: "progenitor"}, hands=hands, planets={"A1": [0, 0, 0]}, warp=[2, 0, 0])
    s = state(driver)
    answers = {"play-card": "flare-progenitor", "progenitor-planet": ["D5", "D4"]}
    asked = checked_play(driver, answers, until=first_challenge).asked("progenitor-planet")
    assert set(asked[0].options) == {f"{x}{i}" for x in "AD" for i in range(1, 6)}
    assert log(driver, "super-progenitor") == [{"seat": 0, "tokens": 2}]
    assert s.tokens_on((3, 4), 0) == 3 and s.tokens_on((3, 3), 0) == 3
    assert s.features["progenitor_super"] == 1


def test_a_scenario_may_place_tokens_on_the_second_system() -> None:
    driver = game({0: "progenitor"}, planets={"D1": [2, 1, 0], "B1": [0, 3, 0]})
    s = state(driver)
    assert s.tokens_on((3, 0), 1) == 1 and s.external_bases(1) == 1
