"""Vampire (designed from the seeds, C-568, C-569): the opponent's lost tokens become its slaves,
as many as it had in the challenge; slaves are its tokens; Mobius Tubes and Warp Break free them;
its Flares; seed 002 (prisoners instead of slaves in a capture challenge, slaves stay slaves in
prison and are freed there, Super Vampire never in a capture challenge) and seed 001 (slaves are
never Karma)."""

from __future__ import annotations

from hyperspace.cosmic.powers.vampire import SLAVES
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import CosmicWords
from hyperspace.engine import Decision, Driver

from ..support import new_game, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, TWO, WINNING, first_challenge, game, log
from .support import checked_play, sources

MOBIUS = "edict-mobius-tubes"


def enslave(s: CosmicState, count: int, planet: tuple[int, int] = (0, 1)) -> None:
    """``count`` of seat 1's tokens (from B5) made Vampire's slaves (colour 3) on ``planet``."""
    s.planets[1][4][1] -= count
    s.planets[planet[0]][planet[1]][3] += count


def test_set_up_gives_vampire_a_colour_of_slaves_for_each_other_player() -> None:
    s = state(game({0: "vampire"}))
    assert s.players[0].power_data == {SLAVES: {"1": 3, "2": 4}}
    assert s.colour_owner == [0, 1, 2, 0, 0] and s.colour_set == [0, 1, 2, 1, 2]
    assert s.set_totals() == {0: 20, 1: 20, 2: 20}
    seen = view(s, 2)["extra_colours"]
    assert seen["3"] == {"owner": 0, "of": 1, "planets": {}, "warp": 0, "praw": 0, "removed": 0}


def test_the_opponents_lost_tokens_become_slaves_as_many_as_vampire_had() -> None:
    driver = game({0: "vampire"}, hands=WINNING)
    answers = checked_play(driver, {**TWO, "return-token": "2A3/3"}, until=first_challenge)
    s = state(driver)
    # Seat 1 lost its four tokens on B1: two (as many as Vampire launched) are slaves now.
    assert log(driver, "vampire-enslaves") == [{"seat": 0, "colour": 1, "tokens": 2}]
    assert s.tokens_on((0, 2), 3) == 2 and s.warp == [0, 2, 0, 0, 0]
    assert all(d.seat == 0 for d in answers.asked("return-token"))
    assert s.features["vampire_slaves"] == 2


def test_slaves_are_vampire_tokens_committed_and_based_like_its_own() -> None:
    driver = game({0: "vampire"}, hands=WINNING)
    s = state(driver)
    enslave(s, 2, (0, 1))  # two slaves on A2
    answers = checked_play(driver, {"launch": ["2A2/3"]}, until=first_challenge)
    assert {"A2/3", "A1"} <= sources(answers.asked("launch")[0])
    assert s.tokens_on((1, 0), 3) == 2 and s.external_bases(0) == 1  # slaves landed: a base
    assert log(driver, "vampire-enslaves") == [{"seat": 0, "colour": 1, "tokens": 2}]


def test_vampire_losing_as_a_main_player_takes_no_slaves() -> None:
    driver = game({0: "vampire"}, hands=LOSING)
    checked_play(driver, TWO, until=first_challenge)
    assert log(driver, "vampire-enslaves") == []
    assert state(driver).warp == [2, 0, 0, 0, 0]


def test_mobius_tubes_frees_the_slaves_to_their_owners_bases() -> None:
    hands = {**WINNING, 0: ["attack-20", MOBIUS]}
    driver = game({0: "vampire"}, hands=hands, planets={"A1": [3, 0, 0]}, warp=[1, 0, 0])
    s = state(driver)
    enslave(s, 2)
    answers = {"play-card": MOBIUS, "return-token": {1: "2B2"}}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "vampire-freed") == [{"seat": 0, "colour": 1, "tokens": 2}]
    assert s.tokens_on((0, 1), 3) == 0 and s.tokens_on((1, 1), 1) == 6
    assert s.features["vampire_freed"] == 2


def test_seed_002_in_a_capture_challenge_vampire_takes_prisoners_instead() -> None:
    """Seed 002 line 105: "In a capture challenge, takes prisoners instead of slaves"."""
    driver = prisoners.game({0: "vampire"}, hands=prisoners.WINNING)
    checked_play(driver, prisoners.TWO, until=prisoners.first_challenge)
    assert prisoners.held(driver)[0] == [0, 4, 0, 0, 0]
    assert prisoners.log(driver, "vampire-enslaves") == []


def test_seed_002_slaves_stay_slaves_in_prison_and_are_freed_there() -> None:
    """Seed 002 lines 53 and 105-107: imprisoned slaves remain slaves, counted as Vampire tokens;
    Mobius Tubes frees them from the Vampire, and they stay in prison unless they then belong to
    the prison's owner."""
    hands = {**prisoners.LOSING, 2: ["attack-5", "attack-6", "attack-7", MOBIUS]}
    driver = prisoners.game({0: "vampire"}, hands=hands, planets={"C1": [0, 0, 3]}, warp=[0, 0, 1])
    s = state(driver)
    enslave(s, 2)
    s.planets[2][4][2] -= 1  # and one of seat 2's tokens, a slave of colour 4, on A2
    s.planets[0][1][4] += 1
    answers = {"launch": ["2A2/3+A2/4"]}
    checked_play(driver, answers, until=prisoners.first_challenge)
    # Seat 1 won the capture challenge: it holds Vampire's three tokens, slaves still.
    assert prisoners.held(driver)[1] == [0, 0, 0, 2, 1]
    assert s.set_totals() == {0: 20, 1: 20, 2: 20}
    # Seat 2's challenge: Mobius Tubes frees the slaves from the Vampire. Seat 1's own go home
    # from its own prison; seat 2's stay in seat 1's prison, as its tokens now.
    checked_play(driver, {"play-card": {2: MOBIUS}}, until=lambda d: state(d).challenges > 3)
    assert prisoners.log(driver, "vampire-freed") == [
        {"seat": 0, "colour": 1, "tokens": 2},
        {"seat": 0, "colour": 2, "tokens": 1},
    ]
    assert prisoners.held(driver)[1][2:] == [1, 0, 0]
    assert prisoners.held(driver)[1][1] == 0
    assert s.set_totals() == {0: 20, 1: 20, 2: 20}


def test_seed_002_super_vampire_is_never_used_in_a_capture_challenge() -> None:
    """Seed 002 line 145: "Super Vampire may not be used in a capture challenge"."""
    hands = {**prisoners.WINNING, 0: ["attack-20", "flare-vampire"]}
    driver = prisoners.game({0: "vampire"}, hands=hands)
    answers = checked_play(driver, prisoners.TWO, until=prisoners.first_challenge)
    assert not [d for d in answers.asked("play-card") if "flare-vampire" in d.options]


def test_super_vampire_enslaves_the_opposing_allies_too() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-vampire"]}
    driver = game({0: "vampire"}, hands=hands)
    ally = {"invite": {1: "invite:2"}, "alliance": "defense:C1"}
    answers = {**TWO, **ally, "play-card": "flare-vampire"}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "super-vampire") == [{"seat": 0}]
    assert [e["colour"] for e in log(driver, "vampire-enslaves")] == [1, 2]


def test_wild_vampire_brings_back_one_token_a_token_lost_once() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-vampire"]}
    driver = game({2: "vampire"}, hands=hands, planets={"A1": [2, 0, 0]}, warp=[2, 0, 0])
    checked_play(driver, {"play-card": "flare-vampire"}, until=first_challenge)
    s = state(driver)
    assert log(driver, "wild-vampire") == [{"seat": 0, "tokens": 2}]
    assert s.warp[0] == 0 and "flare-vampire" in s.discard  # one-shot (ADDENDUM 2.9)


def test_seed_001_slaves_are_never_karma() -> None:
    """Seed 001 line 87: Vampire's captives cannot be taken as Karma."""
    driver: Driver = new_game(3, variants=["zodiac"], setup={"powers": {0: "vampire"}})
    answers = checked_play(driver)  # a slave as Karma would break its set's count
    offered = [d.options for d in answers.asked("zodiac-karma-gain") if d.seat == 0]
    assert offered and all("/" not in key for keys in offered for key in keys)


def test_the_words_name_a_slave_by_whose_it_was() -> None:
    s = state(game({0: "vampire"}))
    enslave(s, 2)
    launch = Decision(0, "launch", ("A2", "A2/3"), "Take a token")
    words = CosmicWords().option(launch, "A2/3", view(s, 0))
    name = s.players[1].name
    assert (
        words
        == f"a token from your planet 2, one of your slaves taken from {name} (you have 2 there)"
    )
