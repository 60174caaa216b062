"""Extortionist: half of the cards another player gains, or one of his tokens to the Warp (FFG
text read for the Eon game, C-480); its designed Flares (C-481); seed 002's clarifications."""

from __future__ import annotations

from hyperspace.cosmic.powers.extortionist import Extortionist

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import ZAP, first_challenge, game, log
from .batch_b_support import log_of
from .support import checked_play, powerless

# Seat 0 beats seat 1's Compromise: seat 1 loses the four tokens of B1 and takes four cards of
# consolation from seat 0's hand. Extortionist is seat 2, out of the challenge.
HANDS = {
    0: ["attack-20", "attack-7", "attack-8", "attack-9", "attack-10"],
    1: ["compromise", "attack-3"],
    2: ["attack-5"],
}
CARDS = {"challenge-card": {0: "attack-20", 1: "compromise"}}
CONSOLATION = ["attack-7", "attack-8", "attack-9", "attack-10"]


def extorted(driver) -> list[str]:  # type: ignore[no-untyped-def]
    """The cards the extortion took, as the victim's own view shows them."""
    (entry,) = log_of(driver, 1, "extortion-cards")
    return list(entry["taken"])


def test_extortionist_takes_half_of_the_cards_gained_at_random() -> None:
    driver = game({2: "extortionist"}, hands=HANDS)
    answers = checked_play(
        driver, {**CARDS, "power:extortionist": "use", "extortion-answer": "cards"}, first_challenge
    )
    s = state(driver)
    taken = extorted(driver)
    assert len(taken) == 2 and set(taken) <= set(CONSOLATION)
    assert sorted(s.players[2].hand) == sorted(["attack-5", *taken])
    assert sorted(s.players[1].hand) == sorted(
        ["attack-3", *(c for c in CONSOLATION if c not in taken)]
    )
    (asked,) = answers.asked("extortion-answer")
    assert asked.seat == 1 and asked.context == {"by": 2, "cards": 2}
    assert log(driver, "extortion-cards") == [{"seat": 2, "from": 1, "cards": 2}]
    assert s.features["extortion_cards"] == 2


def test_only_the_two_players_see_which_cards_were_taken() -> None:
    driver = game({2: "extortionist"}, hands=HANDS)
    checked_play(driver, {**CARDS, "extortion-answer": "cards"}, first_challenge)
    (public,) = log_of(driver, 0, "extortion-cards")
    assert "taken" not in public
    assert log_of(driver, 2, "extortion-cards")[0]["taken"] == extorted(driver)


def test_the_victim_may_buy_extortionist_off_with_a_token_of_its_choosing() -> None:
    driver = game({2: "extortionist"}, hands=HANDS)
    answers = checked_play(
        driver,
        {**CARDS, "extortion-answer": "token", "extortion-base": "B3"},
        first_challenge,
    )
    s = state(driver)
    assert sorted(s.players[1].hand) == sorted(["attack-3", *CONSOLATION])
    assert s.players[2].hand == ["attack-5"]
    assert s.tokens_on((1, 2), 1) == 3 and s.warp[1] == 5  # four lost in defeat, one extorted
    (asked,) = answers.asked("extortion-base")
    assert asked.seat == 2 and asked.options == ("B2", "B3", "B4", "B5")  # B1's tokens are lost
    assert log(driver, "extortion-token") == [{"seat": 2, "victim": 1, "planet": "B3"}]
    assert s.features["extortion_tokens"] == 1


def test_extortionist_may_pass() -> None:
    driver = game({2: "extortionist"}, hands=HANDS)
    answers = checked_play(driver, {**CARDS, "power:extortionist": "pass"}, first_challenge)
    assert answers.asked("extortion-answer") == []
    assert len(state(driver).players[1].hand) == 5


def test_a_single_card_gained_is_not_extorted() -> None:
    # One token lost: one card of consolation; half of one, rounded down, is nothing.
    driver = game({2: "extortionist"}, hands=HANDS, planets={"B1": [0, 1, 0]}, warp=[0, 3, 0])
    answers = checked_play(driver, CARDS, first_challenge)
    assert answers.asked("power:extortionist") == []
    assert len(state(driver).players[1].hand) == 2


def test_its_own_gains_are_not_extorted() -> None:
    driver = game({1: "extortionist"}, hands=HANDS)
    answers = checked_play(driver, CARDS, first_challenge)
    assert answers.asked("power:extortionist") == []


def test_a_new_hand_is_extorted() -> None:
    # The offense has no Challenge Card at the start of his turn: he draws a new hand of seven,
    # and Extortionist takes three of them.
    hands = {0: ["edict-plague"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = game({2: "extortionist"}, hands=hands)
    checked_play(driver, {"extortion-answer": "cards"}, pending_kind("cone"))
    s = state(driver)
    taken = extorted_from(driver, 0)
    assert len(taken) == 3 and len(s.players[0].hand) == 4
    assert sorted(s.players[2].hand) == sorted(["attack-5", *taken])


def extorted_from(driver, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    (entry,) = log_of(driver, seat, "extortion-cards")
    return list(entry["taken"])


def test_a_cosmic_zap_stops_the_extortion() -> None:
    hands = {**HANDS, 1: ["compromise", ZAP]}
    driver = game({2: "extortionist"}, hands=hands)
    answers = checked_play(driver, {**CARDS, "cosmic-zap": {1: ZAP}}, first_challenge)
    assert answers.asked("extortion-answer") == []
    assert len(state(driver).players[1].hand) == 4


def test_an_extortionist_below_three_home_bases_has_no_power() -> None:
    driver = game({2: "extortionist"}, hands=HANDS, planets=powerless(2))
    answers = checked_play(driver, CARDS, first_challenge)
    assert answers.asked("power:extortionist") == []


# -- seed 002 (Prisoners) ----------------------------------------------------------------------


def test_extorts_cards_exchanged_for_prisoners() -> None:
    # "EXTORTIONIST [E] -- Does extort cards exchanged for prisoners" (seed 002): seat 1 gives
    # back one of seat 0's tokens for two of seat 0's cards; Extortionist takes one of them.
    hands = {0: ["attack-20", "attack-7", "attack-8"], 1: ["attack-4"], 2: ["attack-5"]}
    driver = prisoners.game(
        {2: "extortionist"},
        destiny=prisoners.PLAIN,
        jail={"1": [1, 0, 0]},
        hands=hands,
        planets={"A1": [3, 0, 0]},
    )
    answers = {
        "prisoners-exchange": {1: "give:1p0/get:2c"},
        "prisoners-exchange-answer": {0: "accept"},
        "extortion-answer": "cards",
    }
    checked_play(driver, answers, pending_kind("cone"))
    s = state(driver)
    taken = extorted_from(driver, 1)
    assert len(taken) == 1 and len(s.players[1].hand) == 2
    assert sorted(s.players[2].hand) == sorted(["attack-5", *taken])


def test_wild_extortionist_sends_the_token_to_the_warp_even_in_a_capture_challenge() -> None:
    # "EXTORTIONIST [E] -- Wild Extortionist always sends tokens to Warp" (seed 002): seat 0 wins
    # a capture challenge and imprisons B1's four tokens; seat 1 takes four cards of consolation;
    # seat 2 plays the Wild Extortionist on them, and seat 1 pays a token: to the Warp.
    hands = {**HANDS, 2: ["attack-5", "flare-extortionist"]}
    driver = prisoners.game({}, hands=hands)
    answers = {
        **CARDS,
        "play-card": {2: "flare-extortionist"},
        "extortion-answer": "token",
        "extortion-base": "B2",
    }
    checked_play(driver, answers, prisoners.first_challenge)
    s = state(driver)
    assert s.warp[1] == 1 and prisoners.held(driver)[0] == [0, 4, 0]
    assert log(driver, "wild-extortionist-token") == [{"seat": 2, "victim": 1, "planet": "B2"}]
    assert s.features["wild_extortionist_tokens"] == 1


def test_wild_extortionist_takes_half_the_cards() -> None:
    hands = {**HANDS, 2: ["attack-5", "flare-extortionist"]}
    driver = game({}, hands=hands)
    answers = {**CARDS, "play-card": {2: "flare-extortionist"}, "extortion-answer": "cards"}
    checked_play(driver, answers, first_challenge)
    s = state(driver)
    (entry,) = log_of(driver, 1, "wild-extortionist-cards")
    assert len(entry["taken"]) == 2 and len(s.players[1].hand) == 3
    assert "flare-extortionist" in s.players[2].hand  # an Eon Flare goes back to the hand


def test_super_extortionist_claims_half_rounded_up() -> None:
    # Three tokens lost, three cards of consolation: the Super claims two instead of one.
    hands = {**HANDS, 2: ["attack-5", "flare-extortionist"]}
    driver = game({2: "extortionist"}, hands=hands, planets={"B1": [0, 3, 0]}, warp=[0, 1, 0])
    answers = {**CARDS, "play-card": {2: "flare-extortionist"}, "extortion-answer": "cards"}
    checked_play(driver, answers, first_challenge)
    assert log(driver, "super-extortionist") == [{"seat": 2}]
    assert log(driver, "extortion-cards") == [{"seat": 2, "from": 1, "cards": 2}]


def test_the_power_is_listed_with_its_source() -> None:
    assert Extortionist.source.startswith("FFG Alliance text")
    assert Extortionist.flare is not None and Extortionist.flare.wild is not None
