"""Negator: before the reveal, negate another player's choice; he makes it again, another way
(Mayfair text, C-420, C-421; Flares C-422, C-423; seed 002 in test_negator_prisoners below)."""

from __future__ import annotations

from hyperspace.cosmic.powers.negator import Negator, choice_words
from hyperspace.cosmic.view import view
from hyperspace.cosmic.wording import Say
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Decision, Driver

from ..support import pending_kind, state
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Seat 0 attacks seat 1 (B1 first); Negator is seat 2, outside the challenge.
HANDS = {0: ["attack-20", "attack-4"], 1: ["attack-8", "attack-6"], 2: ["attack-5"]}
NEGATOR = {2: "negator"}


def negate(kind: str) -> object:
    """A ``negator-negate`` answer: negate the first choice of ``kind``, let the rest stand."""
    return lambda d: "negate" if d.context["choice"] == kind else "pass"


def test_a_negated_cone_is_aimed_again_never_at_that_planet() -> None:
    driver = game(NEGATOR, hands=HANDS)
    answers = checked_play(
        driver, {"cone": ["B1", "B2"], "negator-negate": negate("cone")}, until=first_challenge
    )
    first, again = answers.asked("cone")
    assert "B1" in first.options and "B1" not in again.options
    (asked,) = [d for d in answers.asked("negator-negate") if d.context["choice"] == "cone"]
    assert asked.seat == 2 and asked.context == {"player": 0, "choice": "cone", "answer": "B1"}
    assert log(driver, "negated") == [{"seat": 2, "player": 0, "choice": "cone", "answer": "B1"}]
    assert [e["planet"] for e in log(driver, "cone")] == ["B2"]
    assert state(driver).features["negator_negations"] == 1


def test_each_choice_negated_reads_as_words() -> None:
    # What Negator negates, as the log and the question tell it.
    driver = game(NEGATOR, hands=HANDS)
    checked_play(
        driver, {"cone": ["B1", "B2"], "negator-negate": negate("cone")}, until=first_challenge
    )
    seen = view(state(driver), 2)
    say = Say(seen)
    assert choice_words("cone", "B1", say) == "aiming the Cone at B's planet 1"
    assert choice_words("lucre-token", None, say) == "buying tokens back with Lucre"
    assert choice_words("challenge-card", None, say) == "choosing a Challenge Card"
    (negated,) = [e for e in seen["log"] if e["kind"] == "negated"]
    told = "C negates A's aiming the Cone at B's planet 1; A must choose again."
    assert WORDS.entry(negated, seen) == told


def test_once_a_challenge() -> None:
    driver = game(NEGATOR, hands=HANDS)
    answers = checked_play(
        driver,
        {"cone": ["B1", "B2"], "launch": ["A1+A2"], "negator-negate": "negate"},
        until=first_challenge,
    )
    assert len(answers.asked("negator-negate")) == 1  # the cone; nothing after it
    assert len(log(driver, "negated")) == 1


def test_a_negated_number_of_tokens_is_committed_again_differently() -> None:
    driver = game(NEGATOR, hands=HANDS)
    s = state(driver)
    answers = checked_play(
        driver,
        {"launch": ["A1+A2", "A1+A2+A3"],
         "negator-negate": negate("tokens")},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    launches = answers.asked("launch")
    assert len(launches) == 2 and launches[0].form is not None and launches[1].form is not None
    assert "not" not in launches[0].form.describe()
    assert launches[1].form.describe()["not"] == 2  # not two again
    assert launches[1].refusal("A1+A2") == "2 tokens were negated: choose another number"
    assert log(driver, "launch") == [{"seat": 0, "tokens": 3}]
    assert s.challenge is not None and len(s.challenge.cone[0]) == 3
    assert log(driver, "negated")[0]["answer"] == "2"


def test_a_negated_alliance_is_chosen_again_never_that_side() -> None:
    driver = game({1: "negator"}, hands=HANDS)
    answers = checked_play(
        driver,
        {"invite": {0: "invite:2", 1: "invite:2"}, "alliance": ["offense:C1", "defense:C1"],
         "negator-negate": negate("alliance")},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    first, again = answers.asked("alliance")

    def sides(decision: Decision) -> set[str]:  # "defense:C1+C2" is the defense (C-604)
        return {key.partition(":")[0] for key in decision.options}

    assert sides(first) == {"decline", "offense", "defense"}
    assert sides(again) == {"decline", "defense"}
    s = state(driver)
    assert s.challenge is not None and s.challenge.defense_allies == [2]
    assert s.challenge.offense_allies == []


def test_a_negated_number_of_ally_tokens_is_asked_again() -> None:
    # The ally names his tokens with his side (C-604); Negator (the defense) negates their
    # number: they go back, and a fresh ally-token decision asks for another number.
    driver = game({1: "negator"}, hands=HANDS)

    def negate_the_ally(decision: Decision) -> str:
        context = decision.context
        return "negate" if context["choice"] == "tokens" and context["player"] == 2 else "pass"

    answers = checked_play(
        driver,
        {"invite": {0: "invite:2"}, "alliance": "offense:C1+C2", "ally-token": "C1+C2+C3",
         "negator-negate": negate_the_ally},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    (again,) = answers.asked("ally-token")
    assert again.seat == 2
    assert again.refusal("C1+C2") == "2 tokens were negated: choose another number"
    assert log(driver, "negated")[0] == {"seat": 1, "player": 2, "choice": "tokens", "answer": "2"}
    assert log(driver, "ally") == [{"seat": 2, "side": "offense", "tokens": 3}]
    s = state(driver)
    assert s.challenge is not None and len(s.challenge.cone[2]) == 3
    assert [s.tokens_on((2, i), 2) for i in range(3)] == [3, 3, 3]


def test_a_negated_challenge_card_goes_back_and_another_is_played() -> None:
    driver = game(NEGATOR, hands=HANDS)
    answers = checked_play(
        driver,
        {"challenge-card": {0: ["attack-20", "attack-4"], 1: "attack-8"},
         "negator-negate": negate("challenge-card")},
        until=first_challenge,
    )  # fmt: skip
    asked = [d for d in answers.asked("negator-negate") if d.context["choice"] == "challenge-card"]
    assert asked[0].context == {"player": 0, "choice": "challenge-card", "answer": ""}
    # The negated card may not be chosen again: the Attack 4 alone is left (played at once).
    assert len([d for d in answers.asked("challenge-card") if d.seat == 0]) == 1
    s = state(driver)
    assert "attack-20" in s.players[0].hand  # it went back to his hand
    assert "attack-4" in s.discard and "attack-8" in s.discard
    assert s.tokens_on((1, 0), 1) == 4  # the 8 beat the 4: the defense held


def test_a_negated_edict_goes_back_to_the_hand_and_is_not_offered_again() -> None:
    hands = {**HANDS, 0: ["attack-20", "edict-power-outage"]}
    driver = game(NEGATOR, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {0: "edict-power-outage"}, "negator-negate": negate("card")},
        until=first_challenge,
    )
    offered = [d for d in answers.asked("play-card") if d.seat == 0]
    assert len(offered) == 1  # at the start; not again at Destiny this challenge
    assert "edict-power-outage" in state(driver).players[0].hand
    assert not log(driver, "power-outage")


def test_a_choice_that_cannot_be_made_otherwise_is_not_negated() -> None:
    # One planet left to aim at (seat 0 has bases on the four others): the aim is not offered.
    planets = {"A2": [0, 0, 0], "A3": [0, 0, 0], "A4": [0, 0, 0], "A5": [0, 0, 0],
               "B2": [4, 4, 0], "B3": [4, 4, 0], "B4": [4, 4, 0], "B5": [4, 4, 0]}  # fmt: skip
    driver = game(NEGATOR, hands=HANDS, planets=planets)
    answers = checked_play(driver, {"negator-negate": "pass"}, until=first_challenge)
    assert all(d.context["choice"] != "cone" for d in answers.asked("negator-negate"))


def test_negator_does_not_negate_its_own_choices_nor_after_the_reveal() -> None:
    driver = game({0: "negator"}, hands=HANDS)
    answers = checked_play(driver, {"negator-negate": "pass"}, until=first_challenge)
    assert {d.context["player"] for d in answers.asked("negator-negate")} == {1}


def test_a_cosmic_zap_stops_the_negation() -> None:
    hands = {**HANDS, 0: ["attack-20", ZAP]}
    driver = game(NEGATOR, hands=hands)
    answers = checked_play(
        driver,
        {"cosmic-zap": ZAP, "negator-negate": negate("cone"), "cone": "B1"},
        until=first_challenge,
    )
    assert len(answers.asked("cone")) == 1  # the aim stood
    assert not log(driver, "negated")
    assert log(driver, "zapped") == [{"seat": 2, "power": "negator"}]


def test_below_three_home_bases_negator_has_no_power() -> None:
    driver = game(NEGATOR, hands=HANDS, planets=powerless(2))
    answers = checked_play(driver, {}, until=first_challenge)
    assert not answers.asked("negator-negate")


def test_wild_negator_sends_a_card_back_to_its_player() -> None:
    hands = {**HANDS, 0: ["attack-20", "edict-power-outage"], 2: ["attack-5", "flare-negator"]}
    driver = game({1: "negator"}, hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {"play-card": {0: "edict-power-outage"}, "cancel-card": {2: "flare-negator"}},
        until=first_challenge,
    )
    assert answers.asked("cancel-card")[0].seat == 2
    assert "edict-power-outage" in s.players[0].hand
    assert "flare-negator" in s.players[2].hand  # an Eon Flare goes back to the hand
    assert len([d for d in answers.asked("play-card") if d.seat == 0]) == 1
    assert log(driver, "wild-negator") == [{"seat": 2, "player": 0, "card": "edict-power-outage"}]


def test_super_negator_negates_twice() -> None:
    hands = {**HANDS, 2: ["attack-5", "flare-negator"]}
    driver = game(NEGATOR, hands=hands)
    checked_play(
        driver,
        {"play-card": {2: ["flare-negator", "pass"]}, "cone": ["B1", "B2", "B3"],
         "negator-negate": "negate"},
        until=pending_kind("launch"),
    )  # fmt: skip
    assert [e["answer"] for e in log(driver, "negated")] == ["B1", "B2"]
    assert [e["planet"] for e in log(driver, "cone")] == ["B3"]


def test_the_power_names_its_source() -> None:
    assert Negator.name == "negator" and "C-420" in Negator.source
    assert Negator.flare is not None and Negator.flare.wild and Negator.flare.super_


# -- seed 002 (NEGATOR [E]) and Kickers ---------------------------------------------------------


def test_negator_prisoners_an_acceptance_of_an_exchange_may_be_negated() -> None:
    # Seed 002: "may negate acceptance or rejection of an exchange proposal".
    from ..variants.prisoners_support import PLAIN, WINNING, held
    from ..variants.prisoners_support import game as prisoners_game

    driver = prisoners_game(
        NEGATOR, destiny=PLAIN, jail={"1": [2, 0, 0], "0": [0, 1, 0]},
        planets={"A1": [2, 0, 0], "B1": [0, 3, 0]}, hands=WINNING,
    )  # fmt: skip
    answers = checked_play(
        driver,
        {"prisoners-exchange": {1: "give:1p0/get:1p1", 0: "pass"},
         "prisoners-exchange-answer": "accept", "negator-negate": negate("exchange-answer")},
        until=pending_kind("cone"),
    )  # fmt: skip
    (asked,) = answers.asked("negator-negate")
    assert asked.context == {"player": 0, "choice": "exchange-answer", "answer": "accept"}
    assert [e["answer"] for e in log(driver, "exchange-answer")] == ["accept", "reject"]
    assert held(driver)[1] == [2, 0, 0] and held(driver)[0] == [0, 1, 0]  # nothing exchanged


def test_negator_prisoners_the_taking_of_prisoners_is_not_negated() -> None:
    # Seed 002: "may not negate the taking of prisoners": a capture challenge's win imprisons
    # the losers with no choice offered to Negator.
    from ..variants.prisoners_support import WINNING, held
    from ..variants.prisoners_support import game as prisoners_game

    driver = prisoners_game(NEGATOR, hands=WINNING)
    answers = checked_play(driver, {"negator-negate": "pass"}, until=first_challenge)
    kinds = {d.context["choice"] for d in answers.asked("negator-negate")}
    assert kinds <= {"cone", "tokens"}
    assert held(driver)[0][1] == 4  # seat 1's four tokens on B1 imprisoned by the offense


def test_a_negated_kicker_goes_back_to_the_hand() -> None:
    hands = {**HANDS, 0: ["attack-20", "kicker-2", "kicker-3"]}
    driver = _kickers_game(hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {"kickers-play": {0: ["kicker-2", "kicker-3"]}, "negator-negate": negate("kicker")},
        until=pending_kind("challenge-card"),
    )
    again = [d for d in answers.asked("kickers-play") if d.seat == 0][1]
    assert again.options == ("pass", "kicker-3")  # not the negated Kicker
    assert "kicker-2" in s.players[0].hand
    assert s.challenge is not None and s.challenge.data["kickers"] == {0: "kicker-3"}


def _kickers_game(hands: dict[int, list[str]]) -> Driver:
    from ..support import new_game
    from .batch_a_support import DESTINY

    position = {"offense": 0, "destiny": DESTINY, "powers": NEGATOR, "hands": hands}
    return new_game(0, use_powers=False, variants=("kickers",), setup=position)


def test_a_card_zap_sent_back_by_the_wild_is_not_offered_again_this_challenge() -> None:
    outage, wild = "edict-power-outage", "flare-negator"
    hands = {0: ["attack-20", outage, "edict-plague"], 1: ["attack-8", "edict-card-zap"],
             2: ["attack-5", "flare-negator"]}  # fmt: skip
    driver = game({1: "negator"}, hands=hands)
    answers = checked_play(
        driver,
        {"play-card": {0: [outage, "edict-plague", "pass"]}, "plague-target": "player:2",
         "cancel-card": {1: "edict-card-zap", 2: lambda d: wild if "card-zap" in d.context["card"]
                         else "pass"}},
        until=pending_kind("launch"),
    )  # fmt: skip
    assert len(log(driver, "play")) == 4  # Power Outage, Card Zap, Wild Negator, Plague
    by_seat_1 = [d for d in answers.asked("cancel-card") if d.seat == 1]
    assert len(by_seat_1) == 1  # against the Power Outage, not the Plague
    assert "edict-card-zap" in state(driver).players[1].hand
    assert log(driver, "wild-negator") == [{"seat": 2, "player": 1, "card": "edict-card-zap"}]


def test_negated_flipping_again_makes_him_challenge_a_visitor() -> None:
    # Seat 0's own colour comes up; seat 1 has a token on A1 (taken from B1).
    driver = game(
        NEGATOR, hands=HANDS, destiny=[0, 2, 2], planets={"A1": [4, 1, 0], "B1": [0, 3, 0]}
    )
    answers = checked_play(
        driver, {"own-colour": "flip-again", "negator-negate": negate("flip-again")},
        until=pending_kind("launch"),
    )  # fmt: skip
    assert len(answers.asked("own-colour")) == 1  # the one visitor is challenged at once
    s = state(driver)
    assert s.challenge is not None and s.challenge.defense == 1 and s.challenge.planet == (0, 0)


def test_negated_buying_of_cards_stops_it_for_the_challenge() -> None:
    from ..support import new_game
    from .batch_a_support import DESTINY

    position = {"offense": 0, "destiny": DESTINY, "powers": NEGATOR, "hands": HANDS,
                "lucre": [5, 5, 5]}  # fmt: skip
    driver = new_game(0, use_powers=False, lucre=True, setup=position)
    s = state(driver)
    table = {"lucre-buy-card": "buy", "negator-negate": negate("lucre-card")}
    checked_play(driver, table, until=pending_kind("lucre-buy-card"))
    lucre, hand = s.players[0].lucre, len(s.players[0].hand)
    answers = checked_play(driver, table, until=pending_kind("challenge-card"))
    by_offense = [d for d in answers.asked("lucre-buy-card") if d.seat == 0]
    assert len(by_offense) == 1  # negated at once: no more buying this challenge
    assert s.players[0].lucre == lucre and len(s.players[0].hand) == hand  # nothing bought
    assert len([d for d in answers.asked("lucre-buy-card") if d.seat == 1]) == 4  # he buys on
