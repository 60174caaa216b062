"""Pentaform: five life stages laid out at set-up (C-590, C-594), the current one its power in
every respect besides its own (C-592), one stage on for each foreign base gained and back for
each lost (C-591), zapping one does not zap the other; its designed Flares (C-596); seed 004 point
1 (only Pentaform's Pulsar in the deck, C-593)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import STAGE, STAGE_ZAPPED
from hyperspace.cosmic.powers.pentaform import AT, SHEETS, STAGES, may_be_stage, move
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Decision, Driver

from ..support import Answers, new_game, pending_kind, state
from .batch_a_support import LOSING, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

LIFE = ["zombie", "oracle", "virus", "terrorist", "macron"]
ORACLE_FIRST = ["oracle", "zombie", "virus", "terrorist", "macron"]


def pentaform(**setup: Any) -> Driver:
    """Seat 0 holds Pentaform with the life stages ``LIFE`` unless ``pentaform`` says others."""
    return game({0: "pentaform"}, **{"pentaform": LIFE, **setup})


def owners(driver: Driver) -> set[str]:
    """The owners of every hook indexed in the game."""
    return state(driver).hooks.owners()


def zap_only(power: str) -> Any:
    """A ``cosmic-zap`` answer: zap the use of ``power``, let every other use pass."""
    return lambda d: ZAP if d.context.get("power") == power else "pass"


def test_a_dealt_game_draws_five_unused_powers_and_pentaform_orders_them() -> None:
    driver = new_game(3, players=3, use_powers=True, powers=["pentaform", "zombie", "oracle"])
    s = state(driver)
    drawn = s.players[0].power_data[STAGES]
    assert len(drawn) == 5 and len(set(drawn)) == 5
    assert all(may_be_stage(name) and name not in ("zombie", "oracle") for name in drawn)
    assert STAGE not in s.players[0].power_data and not set(drawn) & owners(driver)
    assert log(driver, "pentaform-drawn") == [{"seat": 0, "stages": drawn}]
    # At the start of the game Pentaform orders them, stage by stage (C-590).
    wanted = list(reversed(drawn))
    answers = checked_play(
        driver, {"pentaform-order": wanted[:4]}, until=lambda d: s.challenges == 1
    )
    asked = answers.asked("pentaform-order")
    assert [len(d.options) for d in asked] == [5, 4, 3, 2] and asked[0].options == tuple(drawn)
    assert s.players[0].power_data[STAGES] == wanted
    assert s.players[0].power_data[STAGE] == wanted[0] and s.power_seat[wanted[0]] == 0
    assert wanted[0] in owners(driver) and not set(wanted[1:]) & owners(driver)
    assert log(driver, "pentaform-stages") == [{"seat": 0, "stages": wanted}]


def test_the_stages_flares_are_removed_from_the_game() -> None:
    # "Remove those Flares from the game" (C-592): the Flares are drawn from the others only.
    config = {"players": 3, "use_powers": True, "powers": ["pentaform", "zombie", "oracle"]}
    for seed in range(8):
        s = state(new_game(seed, **config))
        laid_out = set(s.players[0].power_data[STAGES])
        everywhere = s.deck + [c for p in s.players for c in p.hand]
        dealt = {cards.flare_power(c) for c in everywhere if c.startswith("flare-")}
        assert len(dealt) == 3 * s.config.flares_per_player and not dealt & laid_out


def test_seed_004_only_the_pentaform_pulsar_goes_in_the_deck() -> None:
    # Seed 004 point 1: "only the Pentaform Pulsar Card is placed in the deck, not its life
    # stages" (C-593).
    config = {"players": 3, "use_powers": True, "powers": ["pentaform", "zombie", "oracle"]}
    driver = new_game(3, variants=["pulsars"], **config)
    s = state(driver)
    everywhere = s.deck + [c for p in s.players for c in p.hand]
    pulsars = sorted(c for c in everywhere if c.startswith("pulsar-"))
    assert pulsars == [cards.pulsar(n) for n in ("oracle", "pentaform", "zombie")]
    assert not {cards.pulsar(n) for n in s.players[0].power_data[STAGES]} & set(everywhere)


def test_a_scenario_names_the_stages() -> None:
    driver = pentaform()
    s = state(driver)
    assert s.players[0].power_data[STAGES] == LIFE and s.players[0].power_data[STAGE] == "zombie"
    assert s.power_seat["zombie"] == 0 and "oracle" not in s.powers


@pytest.mark.parametrize(
    ("stages", "message"),
    [
        (LIFE[:4], "expected 5 different power names"),
        (["zombie"] * 5, "expected 5 different power names"),
        ([*LIFE[:4], "gnome"], "'gnome' is not a power"),
        ([*LIFE[:4], "fungus"], "Fungus cannot be a life stage"),
        ([*LIFE[:4], "dragon"], "Dragon cannot be a life stage"),
    ],
)
def test_bad_stages_are_refused(stages: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        pentaform(pentaform=stages)


def test_a_stage_in_play_is_refused() -> None:
    with pytest.raises(ValueError, match="Virus is in play already"):
        game({0: "pentaform", 1: "virus"}, pentaform=LIFE)


def test_the_current_stage_is_its_power() -> None:
    # Stage 1 is Zombie: Pentaform's tokens lost in its defeat go back to its bases.
    driver = pentaform(hands=LOSING)
    checked_play(driver, {**TWO, "return-token": "2A5"}, until=first_challenge)
    s = state(driver)
    assert s.warp[0] == 0 and s.tokens_on((0, 4), 0) == 6
    assert log(driver, "zombie") == [{"seat": 0, "tokens": 2, "cause": "defeat"}]
    assert s.players[0].power_data[STAGE] == "zombie"  # no foreign base gained


def test_gaining_a_foreign_base_moves_one_stage_on() -> None:
    driver = pentaform(hands=WINNING)
    checked_play(driver, TWO, until=first_challenge)
    s = state(driver)
    assert s.external_bases(0) == 1
    assert s.players[0].power_data[STAGE] == "oracle" and s.players[0].power_data[AT] == 1
    assert "zombie" not in s.powers and "zombie" not in s.power_seat
    assert "zombie" not in owners(driver) and "oracle" in owners(driver)
    assert s.power_seat["oracle"] == 0
    entry = {"seat": 0, "from": "zombie", "to": "oracle", "stage": 2, "why": "base"}
    assert log(driver, "pentaform-stage") == [entry]
    assert s.features["pentaform_advances"] == 1 and s.features["pentaform_stage_moves"] == 1


def test_losing_a_foreign_base_moves_one_stage_back() -> None:
    # Pentaform (stage 2, Oracle) has one token on C1; a Plague takes it, and the base.
    planets = {"A1": [3, 0, 0], "C1": [1, 0, 4]}
    hands = {**LOSING, 2: ["attack-5", "edict-plague"]}
    driver = pentaform(hands=hands, planets=planets)
    s = state(driver)
    move(s, 0, 1, "flare")
    plague = {"play-card": {2: "edict-plague", 0: "pass", 1: "pass"}, "plague-target": "player:0"}
    answers = {**plague, "give-up-token": "C1+2A2"}
    checked_play(driver, answers, until=first_challenge)
    assert s.external_bases(0) == 0 and s.tokens_on((2, 0), 0) == 0
    assert s.players[0].power_data[STAGE] == "zombie"
    assert log(driver, "pentaform-stage")[-1] == {
        "seat": 0, "from": "oracle", "to": "zombie", "stage": 1, "why": "base",
    }  # fmt: skip
    assert s.features["pentaform_retreats"] == 1


def test_no_stage_before_the_first_nor_after_the_last() -> None:
    driver = pentaform(hands=WINNING)
    s = state(driver)
    move(s, 0, 4, "flare")
    assert s.players[0].power_data[STAGE] == "macron"
    checked_play(driver, {**TWO, "launch": "A1"}, until=first_challenge)  # Macron: one token
    assert s.players[0].power_data[STAGE] == "macron"  # a base gained, but no stage 6
    assert log(driver, "pentaform-stage")[-1]["to"] == "macron"
    move(s, 0, -9, "flare")
    assert s.players[0].power_data[AT] == 0


def test_zapping_the_stage_does_not_zap_pentaform() -> None:
    # Stage 1 is Oracle: its foresight is zapped, yet the base gained still moves Pentaform on.
    hands = {**WINNING, 1: ["attack-4", "attack-3"], 2: ["attack-5", ZAP]}
    driver = pentaform(hands=hands, pentaform=ORACLE_FIRST)
    s = state(driver)
    stage_zaps: list[list[str]] = []

    def until(d: Driver) -> bool:
        if s.challenge is not None and s.challenge.data.get(STAGE_ZAPPED):
            assert 0 not in s.challenge.zapped  # the stage is zapped, not the seat's own power
            stage_zaps.append(list(s.challenge.data[STAGE_ZAPPED]))
        return first_challenge(d)

    checked_play(driver, {**TWO, "cosmic-zap": zap_only("oracle")}, until=until)
    assert log(driver, "zapped") == [{"seat": 0, "power": "oracle"}]
    assert log(driver, "oracle-sees") == []  # the cards were chosen as usual
    assert stage_zaps and stage_zaps[0] == ["oracle"]
    assert s.players[0].power_data[STAGE] == "zombie"


def test_zapping_pentaform_does_not_zap_the_stage() -> None:
    hands = {**WINNING, 2: ["attack-5", ZAP]}
    driver = pentaform(hands=hands, pentaform=ORACLE_FIRST)
    answers = checked_play(
        driver, {**TWO, "cosmic-zap": zap_only("pentaform")}, until=first_challenge
    )
    s = state(driver)
    assert [d.context["power"] for d in answers.asked("cosmic-zap")] == ["oracle", "pentaform"]
    assert log(driver, "oracle-sees") == [{"seat": 0, "of": 1}]  # the stage was used
    assert log(driver, "zapped") == [{"seat": 0, "power": "pentaform"}]
    assert s.players[0].power_data[STAGE] == "oracle"  # the move was zapped
    assert log(driver, "pentaform-stage") == []


def test_a_base_gained_while_zapped_is_not_counted_later() -> None:
    hands = {0: ["attack-20", "attack-19"], 1: ["attack-4"], 2: ["attack-5", ZAP]}
    driver = pentaform(hands=hands, pentaform=ORACLE_FIRST)
    s = state(driver)
    checked_play(driver, {**TWO, "cosmic-zap": zap_only("pentaform")}, until=first_challenge)
    assert s.players[0].power_data["pentaform-bases"] == 1
    checked_play(driver, {"second-challenge": "end-turn"}, until=lambda d: s.challenges == 3)
    assert s.players[0].power_data[STAGE] == "oracle"


def test_below_three_home_bases_neither_power_works() -> None:
    # AMB-G07: the seat's power is lost, its stage's too (C-592): Zombie saves nothing, and the
    # stage does not move.
    driver = pentaform(hands=LOSING, planets=powerless(0))
    checked_play(driver, {"launch": ["A1+A2"]}, until=first_challenge)
    s = state(driver)
    assert s.warp[0] == 2 and log(driver, "zombie") == []


def test_a_stage_keeps_what_it_remembered_while_set_aside() -> None:
    # Terrorist's bombs stay with its stage while another is current, and come back with it.
    driver = pentaform(pentaform=["terrorist", *LIFE[:2], "virus", "macron"])
    s = state(driver)
    data = s.players[0].power_data
    data["bombs"] = ["C2"]
    move(s, 0, 1, "flare")
    assert "bombs" not in data and data[SHEETS]["terrorist"] == {"bombs": ["C2"]}
    move(s, 0, -1, "flare")
    assert data["bombs"] == ["C2"] and "terrorist" not in data[SHEETS]


def test_the_view_shows_the_stages_and_keeps_the_stage_s_secrets() -> None:
    driver = pentaform(pentaform=["terrorist", *LIFE[:2], "virus", "macron"])
    s = state(driver)
    s.players[0].power_data["bombs"] = ["C2"]
    mine, theirs = view(s, 0)["players"][0]["power_data"], view(s, 1)["players"][0]["power_data"]
    assert theirs == {
        "bombs": 1,
        "stages": ["terrorist", "zombie", "oracle", "virus", "macron"],
        "stage": "terrorist",
        "stage_number": 1,
    }
    assert mine == {**theirs, "bombed": ["C2"]}


def test_stage_abilities_ask_as_the_stage() -> None:
    # Terrorist at stage 1 plants its bomb at the start of Pentaform's challenge.
    driver = pentaform(pentaform=["terrorist", *LIFE[:2], "virus", "macron"], hands=LOSING)
    answers = checked_play(
        driver, {"power:terrorist": "use", "terrorist-bomb": "C2"}, until=first_challenge
    )
    assert [d.seat for d in answers.asked("power:terrorist")] == [0]
    assert state(driver).players[0].power_data["bombs"] == ["C2"]


# -- Flares (designed, C-596) --------------------------------------------------------------------


def flare_plays(seat: int) -> Any:
    """``play-card``: ``seat`` plays the Pentaform Flare as soon as it may; the others pass."""

    def answer(d: Decision) -> str:
        wanted = d.seat == seat and "flare-pentaform" in d.options
        return "flare-pentaform" if wanted else "pass"

    return answer


def test_super_pentaform_moves_a_stage_as_it_likes() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-pentaform"]}
    driver = pentaform(hands=hands)
    s = state(driver)
    checked_play(driver, {"play-card": flare_plays(0)}, until=first_challenge)
    # At stage 1 the only way is on (a single option, answered by itself); once a challenge.
    assert log(driver, "pentaform-stage") == [
        {"seat": 0, "from": "zombie", "to": "oracle", "stage": 2, "why": "flare"}
    ]
    assert "flare-pentaform" in s.players[0].hand  # back to the hand


def test_super_pentaform_may_move_back() -> None:
    hands = {**LOSING, 0: ["attack-1", "flare-pentaform"]}
    driver = pentaform(hands=hands)
    s = state(driver)
    move(s, 0, 2, "flare")
    answers = checked_play(
        driver, {"play-card": flare_plays(0), "super-pentaform": "back"}, until=first_challenge
    )
    assert answers.asked("super-pentaform")[0].options == ("on", "back")
    assert s.players[0].power_data[STAGE] == "oracle"


def test_wild_pentaform_brings_a_token_back_from_the_warp() -> None:
    hands = {**LOSING, 2: ["attack-5", "flare-pentaform"]}
    driver = pentaform(hands=hands, warp=[0, 0, 2], planets={"C1": [0, 0, 2]})
    answers = checked_play(
        driver,
        {"play-card": flare_plays(2), "return-token": {2: "C2", 0: "A1"}},
        until=first_challenge,
    )
    s = state(driver)
    assert s.warp[2] == 1 and s.tokens_on((2, 1), 2) == 5
    assert log(driver, "wild-pentaform") == [{"seat": 2}]
    (reborn,) = [d for d in answers.asked("return-token") if d.seat == 2]
    assert WORDS.prompt(reborn, view(s, 2)) == "Return a token (Wild Pentaform) to:"
    assert "flare-pentaform" in s.players[2].hand


def test_words() -> None:
    from hyperspace.cosmic.words import WORDS

    driver = pentaform(hands=WINNING)
    checked_play(driver, TWO, until=first_challenge)
    seen = view(state(driver), 0)
    texts = [WORDS.entry(e, seen) for e in seen["log"] if e["kind"].startswith("pentaform")]
    assert texts == [
        "A's life stages, in order: Zombie, Oracle, Virus, Terrorist, Macron.",
        "A moves from the Zombie to life stage 2, the Oracle.",
    ]


class RandomAnswers(Answers):
    """Random legal answers, from a seeded generator."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.rng = random.Random(seed)

    def _pick(self, decision: Decision) -> str:
        return self.rng.choice(decision.options)


@pytest.mark.parametrize("seed", range(4))
def test_tokens_and_cards_are_conserved_through_whole_games(seed: int) -> None:
    # Random legal play with the variants: the stages come and go, nothing appears or vanishes
    # (checked before every decision).
    config = {"players": 4, "powers": ["pentaform", "zombie", "terrorist", "philanthropist"]}
    variants = ["kickers", "prisoners", "pulsars"]
    driver = new_game(seed, use_powers=True, variants=variants, max_challenges=120, **config)
    checked_play(driver, RandomAnswers(seed), until=lambda d: d.finished)
    assert state(driver).over


def test_a_parasite_stage_joining_uninvited_is_zapped_alone() -> None:
    # Pentaform (seat 2) at its Parasite stage joins the offense uninvited; seat 1 zaps that use:
    # the stage is zapped, Pentaform's own power is not (C-592).
    hands = {**WINNING, 1: ["attack-4", "attack-3", ZAP]}
    driver = game({2: "pentaform"}, hands=hands, pentaform=["parasite", *LIFE[:4]])
    s = state(driver)
    zapped_seats: list[list[int]] = []

    def until(d: Driver) -> bool:
        if s.challenge is not None and s.challenge.data.get(STAGE_ZAPPED):
            zapped_seats.append(sorted(s.challenge.zapped))
        return first_challenge(d)

    answers = {**TWO, "alliance": {2: "offense:C1"}, "cosmic-zap": zap_only("parasite")}
    checked_play(driver, answers, until=until)
    assert log(driver, "zapped") == [{"seat": 2, "power": "parasite"}]
    assert log(driver, "ally") == [] and zapped_seats and zapped_seats[0] == []


def test_a_setup_key_of_a_power_without_one_is_refused() -> None:
    with pytest.raises(ValueError, match=r"setup\.zombie: Zombie takes no setup key"):
        game({0: "zombie"}, zombie=["x"])
    with pytest.raises(ValueError, match=r"setup\.pentaform: unknown key"):
        game({0: "zombie"}, pentaform=LIFE)  # Pentaform is not in play


def test_a_crystal_stage_naming_an_ally_s_number_is_zapped_alone() -> None:
    # Pentaform (seat 1, the defense) at its Crystal stage would name the offensive ally's number;
    # seat 0 zaps that use: the Crystal stage is zapped, not Pentaform (C-592, C-571).
    hands = {0: ["attack-1", ZAP], 1: ["attack-12", "attack-13"], 2: ["attack-5"]}
    driver = game({1: "pentaform"}, hands=hands, pentaform=["crystal", *LIFE[:4]])
    # the Crystal stage names his number: he names only his side, his tokens after (C-604)
    table = {"invite": {0: "invite:2"}, "alliance": "offense", "ally-token": ["C1"],
             "cosmic-zap": zap_only("crystal")}  # fmt: skip
    answers = checked_play(driver, table, until=pending_kind("challenge-card"))
    assert answers.asked("token-count") == []
    assert log(driver, "zapped") == [{"seat": 1, "power": "crystal"}]
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 1}]
    assert state(driver).challenge.zapped == set()  # type: ignore[union-attr]
