"""Demon: neither a main player nor an ally, once the cards are chosen it may possess the offense,
its own tokens taking the place of his in the Cone (Eon power as the wiki paraphrases it, C-523);
its Flares (the Wild inferred from seed 002, the Super designed, C-524)."""

from __future__ import annotations

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, OFFENSIVE_ALLY, TWO, WINNING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

POSSESS = {**TWO, "power:demon": "use", "demon-token": ["C1+C2"]}


def test_possessing_a_winning_offense_lands_demon_not_him() -> None:
    driver = game({2: "demon"}, hands={**WINNING, 0: ["attack-20", "attack-1"]})
    answers = checked_play(driver, POSSESS, until=pending_kind("second-challenge"))
    s = state(driver)
    assert s.tokens_on((1, 0), 2) == 2 and s.tokens_on((1, 0), 0) == 0
    assert s.tokens_on((0, 0), 0) == 4 and s.tokens_on((0, 1), 0) == 4  # his tokens went home
    assert s.tokens_on((2, 0), 2) == 3 and s.tokens_on((2, 1), 2) == 3
    assert s.warp == [0, 4, 0]
    assert log(driver, "possession") == [{"seat": 2, "offense": 0, "out": 2, "in": 2}]
    assert len(answers.asked("demon-token")) == 1  # both tokens named at once
    assert s.features["demon_possessions"] == 1
    # The win counts for the offense as to his turn: he is offered a second challenge.
    assert pending_kind("second-challenge")(driver) and s.offense == 0


def test_possessing_a_losing_offense_loses_demon_s_tokens() -> None:
    driver = game({2: "demon"}, hands={**LOSING, 0: ["attack-1", "attack-20"]})
    answers = checked_play(driver, POSSESS, until=lambda d: state(d).challenges == 2)
    s = state(driver)
    assert s.warp == [0, 0, 2] and s.tokens_on((0, 0), 0) == 4
    assert answers.asked("second-challenge") == [] and s.offense == 1  # his turn is over


def test_a_deal_is_the_main_players_alone_and_demon_s_tokens_go_home() -> None:
    # Both play Compromises and make no deal: each main player loses three tokens, the offense
    # from his bases (he has none in the Cone); Demon's go back to C1 and C2 (C-523).
    hands = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
    driver = game({2: "demon"}, hands=hands)
    checked_play(driver, {**POSSESS, "deal-propose": "pass"}, until=first_challenge)
    s = state(driver)
    assert s.planets[2][0][2] == 4 and s.planets[2][1][2] == 4 and s.warp == [3, 3, 0]
    assert s.outcomes == {"no-deal": 1}


def test_is_optional_and_asked_once_the_cards_are_chosen() -> None:
    driver = game({2: "demon"}, hands=WINNING)
    answers = checked_play(driver, {**TWO, "power:demon": "pass"}, until=first_challenge)
    s = state(driver)
    assert answers.asked("power:demon")[0].context == {"moment": "cards_chosen"}
    assert s.tokens_on((1, 0), 0) == 2 and s.tokens_on((1, 0), 2) == 0


def test_an_ally_cannot_possess() -> None:
    driver = game({2: "demon"}, hands=WINNING)
    answers = checked_play(driver, {**TWO, **OFFENSIVE_ALLY}, until=first_challenge)
    assert answers.asked("power:demon") == []


def test_a_main_player_cannot_possess() -> None:
    driver = game({1: "demon"}, hands=WINNING)
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:demon") == []


def test_too_few_tokens_to_match_the_offense_cannot_possess() -> None:
    # Demon has five bases of one token (and the rest in the Warp): it may not empty a base.
    planets = {f"C{i}": [0, 0, 1] for i in range(1, 6)}
    driver = game({2: "demon"}, hands=WINNING, planets=planets, warp=[0, 0, 15])
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:demon") == []


def test_zapped_possesses_nothing() -> None:
    driver = game({2: "demon"}, hands={**WINNING, 1: ["attack-4", ZAP]})
    answers = checked_play(driver, {**POSSESS, "cosmic-zap": {1: ZAP}}, until=first_challenge)
    s = state(driver)
    assert answers.asked("demon-token") == [] and s.tokens_on((1, 0), 0) == 2


def test_lost_power_possesses_nothing() -> None:
    planets = {**powerless(2), "C1": [0, 0, 6], "C2": [0, 0, 14]}
    driver = game({2: "demon"}, hands=WINNING, planets=planets)
    answers = checked_play(driver, TWO, until=first_challenge)
    assert answers.asked("power:demon") == []


def test_super_flare_possesses_with_up_to_four() -> None:
    hands = {**WINNING, 2: ["attack-5", "flare-demon"]}
    driver = game({2: "demon"}, hands=hands)
    answers = checked_play(
        driver,
        {**TWO, "play-card": {2: "flare-demon"}, "power:demon": "use",
         "demon-token": ["C1+C2+C3+C4"]},
        until=first_challenge,
    )  # fmt: skip
    s = state(driver)
    (possess,) = answers.asked("demon-token")
    assert s.tokens_on((1, 0), 2) == 4
    assert possess.form is not None and possess.form.describe()["least"] == 1  # one to four
    assert log(driver, "super-demon") == [{"seat": 2}]
    assert log(driver, "possession") == [{"seat": 2, "offense": 0, "out": 2, "in": 4}]
    assert "flare-demon" in s.players[2].hand


def test_wild_flare_takes_every_other_token_on_the_won_planet() -> None:
    # Seat 2 shares B1 with the defense; the winning offense plays the Wild Demon.
    hands = {0: ["attack-20", "flare-demon"], 1: ["attack-4"], 2: ["attack-5"]}
    planets = {"C1": [0, 0, 1], "B1": [0, 4, 3]}
    driver = game({}, hands=hands, planets=planets)
    checked_play(driver, {**TWO, "play-card": {0: "flare-demon"}}, until=first_challenge)
    s = state(driver)
    assert s.planets[1][0] == [2, 0, 0] and s.warp == [0, 4, 3]
    assert log(driver, "wild-demon") == [{"seat": 0, "victim": 2, "tokens": 3}]
    assert s.features["demon_wild_tokens"] == 3
    assert "flare-demon" in s.discard  # used once


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_wild_demon_imprisons_every_token_on_the_planet_in_a_capture_challenge() -> None:
    # "DEMON [E] -- Wild Demon takes all tokens on planet prisoner if he wins in a capture
    # challenge" (seed 002).
    hands = {**prisoners.WINNING, 0: ["attack-20", "flare-demon"]}
    planets = {"C1": [0, 0, 1], "B1": [0, 4, 3]}
    driver = prisoners.game({}, hands=hands, planets=planets)
    checked_play(driver, {"play-card": {0: "flare-demon"}}, until=first_challenge)
    s = state(driver)
    assert prisoners.held(driver)[0] == [0, 4, 3] and s.warp == [0, 0, 0]
    assert log(driver, "wild-demon") == [{"seat": 0, "victim": 2, "tokens": 3}]
