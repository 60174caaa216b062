"""Empath: a Compromise against an Attack card, and Empath may turn the Attack into a Compromise
so that the main players must try to deal; its designed Flares (C-334) and the seed
clarification (002: Wild Empath sends tokens to the Warp, not to prison)."""

from __future__ import annotations

from hyperspace.cosmic.powers.empath import compromise_meets_attack
from hyperspace.engine import Driver

from ..support import challenges_done, pending_kind, state
from ..variants import prisoners_support as prison
from .batch_a_support import ZAP, first_challenge, game, log
from .support import checked_play, powerless

# Empath (seat 0, the offense) has a Compromise against an Attack 20: it would lose.
LOSING = {0: ["compromise"], 1: ["attack-20"], 2: ["attack-5"]}
USE = {"power:empath": "use", "deal-propose": "pass"}
PASS = {"deal-propose": "pass"}


def test_turns_the_attack_into_a_compromise_and_a_failed_deal_costs_three() -> None:
    driver = game({0: "empath"}, hands=LOSING)
    checked_play(driver, USE, until=first_challenge)
    s = state(driver)
    assert log(driver, "empath") == [{"seat": 0, "turned": [1]}]
    assert s.outcomes == {"no-deal": 1}
    assert s.warp == [3, 3, 0]
    assert "attack-20" in s.discard  # the card itself stays what it was
    assert s.features["empath_harmony"] == 1


def test_a_deal_made() -> None:
    answers = {**USE, "deal-propose": {0: "give:1c/get:0c"}, "deal-answer": "accept"}
    driver = game({0: "empath"}, hands={**LOSING, 0: ["compromise", "attack-1"]})
    checked_play(driver, answers, until=first_challenge)
    assert state(driver).outcomes == {"deal": 1}


def test_optional_passing_the_attack_wins() -> None:
    driver = game({0: "empath"}, hands=LOSING)
    answers = checked_play(driver, {"power:empath": "pass"}, until=first_challenge)
    assert len(answers.asked("power:empath")) == 1
    assert log(driver, "outcome")[0]["winner"] == 1


def test_used_at_the_reveal_and_zapped_the_attack_wins() -> None:
    driver = game({0: "empath"}, hands={**LOSING, 2: ["attack-5", ZAP]})
    checked_play(driver, {"power:empath": "use"}, until=pending_kind("cosmic-zap"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.revealed
    driver = game({0: "empath"}, hands={**LOSING, 2: ["attack-5", ZAP]})
    checked_play(driver, {**USE, "cosmic-zap": {2: ZAP}}, until=first_challenge)
    assert log(driver, "outcome")[0]["winner"] == 1


def test_not_offered_for_two_attacks_nor_without_the_power() -> None:
    hands = {0: ["attack-4"], 1: ["attack-20"], 2: ["attack-5"]}
    answers = checked_play(game({0: "empath"}, hands=hands), USE, until=first_challenge)
    assert answers.asked("power:empath") == []
    driver = game({0: "empath"}, hands=LOSING, planets=powerless(0))
    answers = checked_play(driver, USE, until=first_challenge)
    assert answers.asked("power:empath") == []


def test_super_turns_two_attacks() -> None:
    hands = {0: ["attack-4", "flare-empath"], 1: ["attack-20"], 2: ["attack-5"]}
    driver = game({0: "empath"}, hands=hands)
    checked_play(driver, {**USE, "play-card": {0: "flare-empath"}}, until=first_challenge)
    assert log(driver, "super-empath") == [{"seat": 0}]
    assert log(driver, "empath") == [{"seat": 0, "turned": [0, 1]}]
    assert state(driver).warp == [3, 3, 0]


def test_wild_turns_the_attack_into_a_compromise() -> None:
    # Seat 1 (no Empath in play) defends with a Compromise against an Attack 20.
    hands = {0: ["attack-20"], 1: ["compromise", "flare-empath"], 2: ["attack-5"]}
    driver = game({}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-empath"}, **PASS}, until=first_challenge)
    s = state(driver)
    assert log(driver, "wild-empath") == [{"seat": 1, "turned": [0]}]
    assert s.outcomes == {"no-deal": 1} and s.warp == [3, 3, 0]
    assert s.features["empath_wild"] == 1


def test_wild_empath_is_counted_each_time_it_is_played() -> None:
    """Mutation survivor (seed 21): the game's count of Wild Empaths adds one per use. Seat 1
    plays its Compromise and the Flare against seat 0's Attack, then again in its own challenge
    against seat 0: two failed deals, counted two."""
    hands = {0: ["attack-20", "attack-10"], 1: ["compromise"] * 2 + ["flare-empath"]}
    driver = game({}, hands={**hands, 2: ["attack-5"]}, destiny=[1, 0])
    checked_play(driver, {"play-card": {1: "flare-empath"}, **PASS}, until=challenges_done(2))
    s = state(driver)
    assert log(driver, "wild-empath") == [{"seat": 1, "turned": [0]}] * 2
    assert s.outcomes == {"no-deal": 2} and s.warp == [6, 6, 0]
    assert s.features["empath_wild"] == 2


def test_seed_002_wild_empath_sends_tokens_to_the_warp() -> None:
    # Seed 002 (EMPATH [E]): "Wild Empath sends tokens to Warp." The failed deal's losses in a
    # capture challenge go to the Warp, not to the opponent's prison.
    hands = {0: ["attack-20"], 1: ["compromise", "flare-empath"], 2: ["attack-5"]}
    driver = prison.game({}, hands=hands)
    checked_play(driver, {"play-card": {1: "flare-empath"}, **PASS}, until=first_challenge)
    assert state(driver).warp == [3, 3, 0]
    assert prison.held(driver)[0] == [0, 0, 0] and prison.held(driver)[1] == [0, 0, 0]


def test_a_compromise_meets_an_attack_only_in_a_challenge_once_the_cards_are_revealed() -> None:
    # Whether the cards meet, at the first decision of each kind: not before the reveal, yes at
    # Empath's choice, no longer once Empath has turned the Attack, and never without a challenge
    # (seat 1, who took the next turn and won, is asked whether to have a second challenge).
    driver = game({0: "empath"}, hands=LOSING)
    met: dict[str, bool] = {}

    def watch(d: Driver) -> bool:
        s = state(d)
        for decision in d.pending:
            met.setdefault(decision.kind, compromise_meets_attack(s))
        return s.challenge is None

    checked_play(driver, USE, until=watch)
    assert state(driver).challenge is None
    assert {k: met[k] for k in ("launch", "power:empath", "deal-propose", "second-challenge")} == {
        "launch": False,
        "power:empath": True,
        "deal-propose": False,
        "second-challenge": False,
    }
