"""Symbiote: a second colour at set-up, four more tokens on each home planet, which it commits,
defends with and has bases with as its own; not dealt without a free colour (C-558); its Flares
(C-560, C-561); seed 002 (the second colour imprisoned; Wild Symbiote's tokens not imprisoned);
seed 001 (the second set is never Karma)."""

from __future__ import annotations

import pytest

from hyperspace.cosmic.config import Config
from hyperspace.cosmic.powers.symbiote import SECOND
from hyperspace.cosmic.setup import dealable, fits, flares_in_deck
from hyperspace.cosmic.view import view

from ..support import new_game, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, WINNING, first_challenge, game, log
from .support import checked_play, sources

SIX = ("symbiote", "oracle", "bully", "zombie", "vacuum", "will")
BOTH = {"launch": ["A1/3+A1"]}  # one token of each colour from A1


def test_set_up_gives_symbiote_a_second_colour_four_on_each_home_planet() -> None:
    driver = game({0: "symbiote"})
    s = state(driver)
    assert s.colour_owner == [0, 1, 2, 0] and s.players[0].power_data == {SECOND: 3}
    assert [s.planets[0][i] for i in range(5)] == [[4, 0, 0, 4]] * 5  # eight on each
    assert s.token_total(3) == 20 and s.home_bases(0) == 5
    assert log(driver, "symbiote-colour") == [{"seat": 0, "colour": 3}]
    seen = view(s, 2)
    assert seen["extra_colours"]["3"]["owner"] == 0
    assert seen["players"][0]["power_data"] == {SECOND: 3}


def test_both_colours_go_into_the_cone_and_land_as_one_base() -> None:
    driver = game({0: "symbiote"}, hands=WINNING)
    answers = checked_play(driver, BOTH, until=first_challenge)
    s = state(driver)
    assert {"A1", "A1/3"} <= sources(answers.asked("launch")[0])
    assert s.tokens_on((1, 0), 0) == 1 and s.tokens_on((1, 0), 3) == 1
    assert s.external_bases(0) == 1 and s.warp == [0, 4, 0, 0]
    assert s.features["symbiote_second_colour_in_challenge"] == 1


def test_symbiote_defends_with_both_colours_and_loses_both() -> None:
    # Seat 0 attacks Symbiote's B1 (eight tokens: 4 + 8 = 12 against 20 + 1).
    driver = game({1: "symbiote"}, hands=WINNING)
    checked_play(driver, until=first_challenge)
    s = state(driver)
    totals = log(driver, "totals")
    assert totals == [{"offense": 21, "defense": 12}]
    assert s.warp == [0, 4, 0, 4] and s.tokens_on((1, 0), 0) == 1


def test_a_failed_deal_takes_symbiotes_tokens_of_either_colour() -> None:
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({0: "symbiote"}, hands=hands)
    answers = checked_play(driver, {**BOTH, "give-up-token": "A2/3"}, until=first_challenge)
    s = state(driver)
    # Three lost: the two in the Cone (one of each colour), then one from a base, of either
    # colour, Symbiote's choice (C-557).
    offered = next(d for d in answers.asked("give-up-token") if d.seat == 0).options
    assert {"A2", "A2/3"} <= set(offered)
    assert s.warp == [1, 3, 0, 2] and s.tokens_on((0, 1), 3) == 3


def test_symbiote_needs_a_colour_nobody_plays() -> None:
    assert dealable(Config(players=5), "symbiote") and not dealable(Config(players=6), "symbiote")
    assert fits(Config(players=5), "symbiote") and not fits(Config(players=6), "symbiote")
    with pytest.raises(ValueError, match="Symbiote needs a colour nobody plays"):
        new_game(players=6, use_powers=True, powers=SIX)
    six = state(new_game(players=6, use_powers=True, powers=(*SIX[1:], "mind")))
    assert "symbiote" not in flares_in_deck(six)


def test_symbiote_is_never_dealt_in_a_six_player_game() -> None:
    pool = ("symbiote", "oracle", "bully", "zombie", "vacuum", "will", "mind")
    for seed in range(6):
        s = state(new_game(seed, players=6, use_powers=True, power_pool=pool))
        assert "symbiote" not in s.powers and len(s.colour_owner) == 6


def test_seed_002_second_colour_tokens_are_imprisoned_each_as_one_symbiote_token() -> None:
    """Seed 002 line 100: "Second-color tokens can be imprisoned; each counts as one Symbiote
    token"; the prisoner exchange is then due between the two."""
    driver = prisoners.game({1: "symbiote"}, hands=prisoners.WINNING)
    checked_play(driver, until=prisoners.first_challenge)
    s = state(driver)
    assert prisoners.held(driver)[0] == [0, 4, 0, 4]  # both colours in seat 0's prison
    assert s.token_total(3) == 20
    assert s.warp == [0, 0, 0, 0]


def test_seed_002_wild_symbiote_keeps_the_tokens_on_the_planet_out_of_prison() -> None:
    """Seed 002 line 142: "Tokens on planet when Wild Symbiote is used do not go to Prison"."""
    hands = {**prisoners.WINNING, 1: ["attack-4", "flare-symbiote"]}
    driver = prisoners.game({2: "symbiote"}, hands=hands)
    checked_play(driver, {"play-card": "flare-symbiote"}, until=prisoners.first_challenge)
    s = state(driver)
    assert prisoners.held(driver)[0] == [0, 0, 0, 0]
    assert s.tokens_on((1, 0), 1) == 4 and s.tokens_on((1, 0), 0) == 1  # they share B1
    assert prisoners.log(driver, "wild-symbiote") == [{"seat": 1, "tokens": 4}]
    assert s.features["symbiote_wild"] == 1


def test_wild_symbiote_is_only_for_the_defense_the_offense_beat() -> None:
    hands = {**LOSING, 1: ["attack-12", "flare-symbiote"]}
    driver = game({2: "symbiote"}, hands=hands)
    answers = checked_play(driver, {"play-card": "flare-symbiote"}, until=first_challenge)
    assert log(driver, "wild-symbiote") == []
    assert not [d for d in answers.asked("play-card") if "flare-symbiote" in d.options]


def test_super_symbiote_brings_one_token_of_each_colour_back_from_the_warp() -> None:
    hands = {**WINNING, 0: ["attack-20", "flare-symbiote"]}
    driver = game({0: "symbiote"}, hands=hands, planets={"A1": [2, 0, 0]}, warp=[2, 0, 0])
    s = state(driver)
    s.planets[0][1][3] -= 2  # two of the second colour in the Warp
    s.warp[3] += 2
    checked_play(driver, {"play-card": "flare-symbiote"}, until=first_challenge)
    assert log(driver, "super-symbiote") == [{"seat": 0, "tokens": 2}]
    assert s.warp[0] == 1 and s.warp[3] == 1
    assert s.features["symbiote_super"] == 1


def test_seed_001_the_second_set_is_never_taken_as_karma() -> None:
    """Seed 001 line 87: "Only a player's original set of 20 tokens can be used as Karma tokens.
    Others, such as ... Symbiote's [Mayfair] second set ... cannot be taken as Karma"."""
    driver = new_game(3, variants=["zodiac"], setup={"powers": {0: "symbiote"}})
    answers = checked_play(driver)  # a second-colour token as Karma would break conservation
    offered = [d.options for d in answers.asked("zodiac-karma-gain") if d.seat == 0]
    assert offered and all("/" not in key for keys in offered for key in keys)
