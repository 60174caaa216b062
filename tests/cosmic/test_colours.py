"""Colours and systems beyond seats (C-550..C-557): a state with an extra colour and an extra
system built by hand. Bases are counted per seat over his colours and systems, a seat with two
colours chooses which token he commits, tokens are conserved colour by colour, and the views show
each colour with its owner."""

from __future__ import annotations

from typing import Any

from hyperspace.bots.cosmic_heuristic import Board, weakest_base
from hyperspace.cosmic.commitment import CommitForm, compose
from hyperspace.cosmic.config import Config
from hyperspace.cosmic.rules.deals import base_planets
from hyperspace.cosmic.rules.proposals import Parties
from hyperspace.cosmic.rules.resolution import side_tokens
from hyperspace.cosmic.state import PLANETS, CosmicState
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import CosmicWords
from hyperspace.engine import Decision, Driver

from .powers.batch_a_support import first_challenge
from .powers.support import checked_play
from .support import new_game, pending_kind, state

FOUR_EACH = [[4] * PLANETS, [0] * PLANETS, [0] * PLANETS]  # four on each of seat 0's planets
LAUNCH = "A2/3+A2"  # one token of each of seat 0's colours from A2


def two_colours() -> CosmicState:
    """Three seats; seat 0 holds a second colour (3), four of it on each of his home planets."""
    s = CosmicState(Config(players=3), 0)
    assert s.add_colour(0, FOUR_EACH) == 3
    return s


def test_without_a_power_adding_one_colours_and_systems_are_the_seats() -> None:
    s = CosmicState(Config(players=4), 0)
    assert s.colour_owner == s.system_owner == [0, 1, 2, 3]
    assert s.colours_of(2) == [2] and s.systems_of(2) == [2]
    assert s.home_planets(1) == [(1, i) for i in range(PLANETS)]
    assert s.order[2][:6] == [(2, i) for i in range(PLANETS)] + [(0, 0)]
    # each planet's counts beside it: the very lists of ``planets`` (changed in place)
    assert all(
        s.counts[c][i] is s.planets[p[0]][p[1]] for c in range(4) for i, p in enumerate(s.order[c])
    )


def test_an_added_colour_is_sized_everywhere_and_counts_twenty() -> None:
    s = two_colours()
    assert s.colours_of(0) == [0, 3] and s.colour_owner == [0, 1, 2, 0]
    assert all(len(cell) == 4 for system in s.planets for cell in system)
    assert len(s.warp) == len(s.praw) == len(s.removed) == len(s.transit) == 4
    assert s.token_total(3) == 20 and s.token_total(0) == 20
    # its cells are the planets themselves (changes show), its owner's home planets first
    s.planets[1][2][3] = 1
    assert s.bases(3) == [(0, i) for i in range(PLANETS)] + [(1, 2)]


def test_bases_count_a_planet_once_whatever_colours_are_on_it() -> None:
    s = two_colours()
    s.planets[1][0][0] = 1  # both of seat 0's colours on B1: one base (C-551)
    s.planets[1][0][3] = 2
    s.planets[2][4][3] = 1  # his second colour alone on C5: a base too
    assert s.external_bases(0) == 2
    assert s.home_bases(0) == 5
    s.planets[0][0][0] = s.planets[0][0][3] = 0  # A1 empty of both: a home base fewer
    assert s.home_bases(0) == 4
    assert s.owner_bases(3) == [(0, i) for i in range(1, PLANETS)] + [(1, 0), (2, 4)]


def test_an_added_system_is_its_owners_home() -> None:
    s = two_colours()
    g = s.add_system(1)
    assert g == 3 and s.system_owner == [0, 1, 2, 1] and s.systems_of(1) == [1, 3]
    assert len(s.planets) == 4 and all(len(cell) == 4 for cell in s.planets[g])
    s.planets[g][0][1] = 2  # seat 1 on his second system: a home base, not a foreign one
    s.planets[g][1][3] = 1  # seat 0's second colour there: a foreign base of seat 0
    assert s.home_bases(1) == 6 and s.external_bases(1) == 0
    assert s.external_bases(0) == 1
    assert s.home_planets(1)[PLANETS:] == [(g, i) for i in range(PLANETS)]
    # seat 1's colour finds his second system right after his first
    assert s.order[1][: 2 * PLANETS] == s.home_planets(1)
    assert s.counts[1][PLANETS] is s.planets[g][0]


# -- in play ---------------------------------------------------------------------------------------


def with_second_colour(seed: int = 0, **config: Any) -> Driver:
    """A three-seat game without powers where seat 0 has been given a second colour (3), four of
    it on each of his home planets, before the first decision."""
    driver = new_game(seed, **config)
    state(driver).add_colour(0, FOUR_EACH)
    return driver


def test_a_seat_with_two_colours_chooses_which_token_he_commits() -> None:
    driver = with_second_colour()
    s = state(driver)
    answers = checked_play(driver, {"launch": LAUNCH}, pending_kind("challenge-card"))
    launch = answers.asked("launch")[0]
    # every base of both colours is a source, his own colour by the planet's name (C-553)
    assert launch.form is not None
    units = [field["unit"] for field in launch.form.describe()["fields"]]
    assert units == [f"A{i}" for i in range(1, 6)] + [f"A{i}/3" for i in range(1, 6)]
    assert s.challenge is not None and s.challenge.cone == {0: [(0, 1)], 3: [(0, 1)]}
    assert s.planets[0][1] == [3, 0, 0, 3]
    assert [e.public for e in s.log if e.kind == "launch"][-1] == {"seat": 0, "tokens": 2}
    assert side_tokens(s.challenge, s, 0) == {0: 1, 3: 1}


def test_both_colours_in_the_cone_land_and_make_one_base() -> None:
    answers = {
        "launch": LAUNCH,
        "challenge-card": {0: "attack-40", 1: "attack-00", 2: "attack-00"},
    }
    hands = {"0": ["attack-40"] * 8, "1": ["attack-00"] * 8, "2": ["attack-00"] * 8}
    driver = with_second_colour(setup={"hands": hands, "destiny": [1] * 9})
    s = state(driver)
    checked_play(driver, answers, lambda d: state(d).challenges == 1 and not state(d).challenge)
    target = next(e.public for e in s.log if e.kind == "cone")["planet"]
    system, index = "ABC".index(target[0]), int(target[1]) - 1
    assert s.planets[system][index][0] == 1 and s.planets[system][index][3] == 1
    assert s.external_bases(0) == 1  # one base, two colours (C-551)


def test_a_defense_defends_with_every_colour_on_the_planet() -> None:
    driver = new_game(setup={"destiny": [1] * 9})
    s = state(driver)
    extra = [[0] * PLANETS, [2] * PLANETS, [0] * PLANETS]  # seat 1's second colour: 2 a planet
    assert s.add_colour(1, extra) == 3
    s.removed[3] = 10  # (the rest of that colour out of the game, for conservation's sake)
    checked_play(driver, {}, pending_kind("launch"))
    assert s.challenge is not None and s.challenge.planet is not None
    assert side_tokens(s.challenge, s, 1) == {1: 4, 3: 2}


def test_the_view_shows_each_colour_with_its_owner_and_the_words_name_it() -> None:
    driver = with_second_colour()
    s = state(driver)
    s.warp[3], s.planets[0][0][3] = 1, 3
    seen = view(s, 0)
    assert seen["colour_owner"] == [0, 1, 2, 0] and seen["system_owner"] == [0, 1, 2]
    assert seen["planets"]["A1"] == [4, 0, 0]  # the seats' own colours, as before
    assert seen["extra_colours"] == {
        "3": {
            "owner": 0,
            "of": 3,
            "planets": {f"A{i + 1}": 3 if i == 0 else 4 for i in range(PLANETS)},
            "warp": 1,
            "praw": 0,
            "removed": 0,
        }
    }
    words = CosmicWords()
    launch = Decision(0, "launch", ("A1", "A1/3"), "Take a token")
    assert (
        words.option(launch, "A1/3", seen)
        == "a token from your planet 1 in your second colour (you have 3 there)"
    )
    assert words.option(launch, "A1", seen) == "a token from your planet 1 (you have 4 there)"
    other = view(s, 1)
    assert words.option(launch, "A1/3", other) == (
        "a token from A's planet 1 in A's second colour (you have 3 there)"
    )


def test_a_game_without_a_power_adding_colours_shows_none() -> None:
    seen = view(state(new_game()), None)
    assert seen["extra_colours"] == {} and seen["colour_owner"] == [0, 1, 2]


def test_only_a_players_own_twenty_tokens_can_be_taken_as_karma() -> None:
    """Seed 001 line 87: "Only a player's original set of 20 tokens can be used as Karma tokens"
    (not Symbiote's second set): gaining Karma takes his own colour only (C-555). A token of the
    second colour taken as Karma would leave that colour short: conservation is checked after
    every decision of a whole game."""
    driver = with_second_colour(3, variants=["zodiac"])  # a game where seat 0 gains Karma
    answers = checked_play(driver, {"give-up-token": first_bases})
    gains = [
        e.public
        for e in state(driver).log
        if e.kind == "karma" and e.public and e.public["seat"] == 0 and e.public["change"] == 1
    ]
    assert len(gains) == 14
    offered = [d.options for d in answers.asked("zodiac-karma-gain") if d.seat == 0]
    assert len(offered) == 12 and all("/" not in key for keys in offered for key in keys)


def first_bases(decision: Decision) -> str:
    """Each token given up from the first base listed that may still give one. This is what the
    test support chose when each token was its own decision, so the Karma test still plays the
    game its counts come from."""
    form = decision.form
    if not isinstance(form, CommitForm):  # a single token: a plain choice of base
        return decision.options[0]
    spread: dict[str, int] = {}
    for _ in range(form.most):
        unit = next(s.unit for s in form.sources if form.may_add(spread, s.unit))
        spread[unit] = spread.get(unit, 0) + 1
    return compose(spread)


def test_a_proposal_names_a_second_colour_by_its_owner() -> None:
    """A prisoner exchange's form names a second colour's prisoners by their owner (it failed on
    the colour's number as a seat)."""
    s = two_colours()
    parties = Parties(s, 1, 2)
    assert parties.colour(3) == f"{s.players[0].name}'s second"
    assert parties.colour(1) == f"{s.players[1].name}'s"


def test_the_heuristic_bot_weighs_a_second_colours_tokens() -> None:
    """The heuristic bot picks a victim's weakest base by the victim's colour, a second colour's
    too (it failed on the colour's number as a seat: IndexError)."""
    s = two_colours()
    s.planets[1][0][3] = 1  # seat 0's second colour: one token on B1, four on each home planet
    decision = Decision(1, "bully-token", ("A1/3", "B1/3"), "Which?", {"victim": 3})
    assert weakest_base(decision, Board(lambda: view(s, 1), 1), ["A1/3", "B1/3"]) == "B1/3"


def test_a_deals_new_base_is_where_the_receiver_has_none_of_any_colour() -> None:
    """A base given in a deal goes where the receiver has no base, a second colour's counting
    (C-551; it offered a planet where only his second colour was)."""
    s = two_colours()
    s.planets[1][0][3] = 1  # seat 0's second colour on B1
    assert base_planets(s, 1, 0) == [(1, i) for i in range(1, PLANETS)]


def test_a_failed_deal_takes_three_tokens_from_the_cone_own_colour_first() -> None:
    """A seat with two colours in the Cone (one of his own, three of the second) loses three
    tokens for a failed deal: his own colour's one, then two of the second (AMB-K07, C-557); the
    third of the second colour goes home with the Cone."""
    hands = {"0": ["compromise"], "1": ["compromise"], "2": []}
    driver = with_second_colour(setup={"hands": hands, "destiny": [1] * 9, "offense": 0})
    s = state(driver)
    launch = {0: "A2+A2/3+A3/3+A4/3"}
    checked_play(driver, {"launch": launch, "cone": {0: "B1"}}, first_challenge)
    assert [e.public for e in s.log if e.kind == "to-warp"] == [
        {"colour": 0, "tokens": 1, "cause": "failed-deal"},
        {"colour": 3, "tokens": 2, "cause": "failed-deal"},
        {"colour": 1, "tokens": 3, "cause": "failed-deal"},
    ]
    assert s.warp == [1, 3, 0, 2]
