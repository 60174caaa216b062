"""Witch: at the start of her own challenges she curses one item of her list until she curses
another (reconstructed, C-431; Flares C-432); seed 002's curse on prisoners; seed 004's Pulsars
on her list (and the Pro and Con in tests/cosmic/pulsars/test_witch.py)."""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic.powers.witch import Witch

from ..support import challenges_done, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

EC = "edict-emotion-control"  # played at the reveal
HANDS = {0: ["attack-20", EC], 1: ["attack-8", EC], 2: ["attack-5", EC]}
CURSE_EDICTS = {"witch-curse": "curse:edict"}


def reveal_offers(answers: Any, seat: int) -> list[Any]:
    return [
        d for d in answers.asked("play-card") if d.seat == seat and d.context["moment"] == "reveal"
    ]


def test_a_cursed_kind_of_card_is_played_by_nobody_but_witch() -> None:
    driver = game({0: "witch"}, hands=HANDS)
    answers = checked_play(driver, CURSE_EDICTS, until=first_challenge)
    (asked,) = answers.asked("witch-curse")
    assert asked.options == ("keep", "curse:edict", "curse:flare")
    assert log(driver, "curse") == [{"seat": 0, "item": "edict"}]
    assert reveal_offers(answers, 0)  # Witch herself may
    assert not reveal_offers(answers, 1) and not reveal_offers(answers, 2)
    assert state(driver).features["witch_curses"] == 1


def test_the_curse_lasts_until_she_curses_another() -> None:
    hands = {**HANDS, 1: ["attack-8", "attack-9", EC]}
    driver = game({0: "witch"}, hands=hands)
    answers = checked_play(driver, CURSE_EDICTS, until=challenges_done(2))
    assert len(answers.asked("witch-curse")) == 1  # only in her own challenge
    assert not reveal_offers(answers, 1)  # in seat 1's own challenge too
    assert driver.state.players[0].power_data == {"curse": "edict"}


def test_a_cosmic_zap_stops_the_curse() -> None:
    hands = {**HANDS, 1: ["attack-8", EC, ZAP]}
    driver = game({0: "witch"}, hands=hands)
    answers = checked_play(driver, {**CURSE_EDICTS, "cosmic-zap": ZAP}, until=first_challenge)
    assert not answers.asked("witch-curse") and not log(driver, "curse")
    assert reveal_offers(answers, 2)


def test_the_curse_binds_only_while_witch_has_her_power() -> None:
    driver = game({0: "witch"}, hands=HANDS, planets=powerless(0))
    answers = checked_play(driver, CURSE_EDICTS, until=first_challenge)
    assert not answers.asked("witch-curse") and reveal_offers(answers, 1)


def test_outside_her_own_challenges_witch_lays_no_curse() -> None:
    driver = game({1: "witch"}, hands=HANDS)
    answers = checked_play(driver, CURSE_EDICTS, until=first_challenge)
    assert not answers.asked("power:witch") and not answers.asked("witch-curse")


def test_witch_list_with_the_variants_seed_002_and_004() -> None:
    from ..support import new_game
    from .batch_a_support import DESTINY

    variants = ("kickers", "zodiac", "prisoners", "pulsars")
    position = {"offense": 0, "destiny": DESTINY, "powers": {0: "witch"}, "hands": HANDS}
    driver = new_game(0, use_powers=False, variants=variants, setup=position)
    answers = checked_play(driver, {"witch-curse": "keep"}, until=first_challenge)
    options = answers.asked("witch-curse")[0].options
    # Seed 002: "curse affecting prisoners"; seed 004 point 8: Pulsars are a new option.
    assert options == (
        "keep", "curse:edict", "curse:flare", "curse:kicker", "curse:zodiac", "curse:ruling",
        "curse:prisoners", "curse:pulsar",
    )  # fmt: skip


def test_seed_002_cursed_prisoners_are_freed_by_mobius_tubes() -> None:
    from ..variants.prisoners_support import PLAIN, held
    from ..variants.prisoners_support import game as prisoners_game

    # Seat 0 (Witch) holds two of seat 2's tokens; seat 2 has one in the Warp. Seat 1 plays
    # Mobius Tubes at the start of his challenge, after Witch cursed the prisoners.
    hands = {0: ["attack-20"], 1: ["attack-8", "attack-9", "edict-mobius-tubes"], 2: ["attack-5"]}
    for curse, freed in (("curse:prisoners", True), ("keep", False)):
        driver = prisoners_game(
            {0: "witch"}, destiny=PLAIN, jail={"0": [0, 0, 2]}, hands=hands,
            planets={"C1": [0, 0, 1]}, warp=[0, 0, 1],
        )  # fmt: skip
        checked_play(
            driver, {"witch-curse": curse, "play-card": {1: "edict-mobius-tubes"}},
            until=challenges_done(2),
        )  # fmt: skip
        assert held(driver)[0][2] == (0 if freed else 2)
        assert {"by": 1, "colours": [0, 1, 2]} in log(driver, "freed")  # the Warp, either way


def test_wild_witch_curses_a_kind_for_the_challenge() -> None:
    hands = {**HANDS, 2: ["attack-5", EC, "flare-witch"]}
    driver = game({1: "witch"}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {2: ["flare-witch", "pass"]}, "witch-wild": "curse:edict"},
        until=first_challenge,
    )
    assert log(driver, "curse") == [{"seat": 2, "item": "edict", "wild": True}]
    assert not reveal_offers(answers, 0) and not reveal_offers(answers, 1)
    assert reveal_offers(answers, 2)


def test_super_witch_lays_a_curse_at_any_window() -> None:
    hands = {**HANDS, 1: ["attack-8", EC, "flare-witch"]}
    driver = game({1: "witch"}, hands=hands)
    answers = checked_play(
        driver, {**CURSE_EDICTS, "play-card": {1: ["flare-witch", "pass"]}}, until=first_challenge
    )
    assert log(driver, "curse") == [{"seat": 1, "item": "edict"}]  # in seat 0's challenge
    assert not reveal_offers(answers, 0) and reveal_offers(answers, 1)


def test_the_power_names_its_source() -> None:
    assert Witch.name == "witch" and "C-431" in Witch.source
    assert Witch.flare is not None and Witch.flare.wild and Witch.flare.super_
