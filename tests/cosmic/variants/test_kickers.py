"""The Kickers variant (seed 000): a scenario for each rule and each ruling it relies on
(AMB-K01..K11 with K05, K07 and K09 amended, AMB-W01, AMB-W04, DECISIONS rule 7, C-80..C-84).

Three players, no powers unless named; seat 0 challenges seat 1 first (B1, four tokens).
"""

from __future__ import annotations

from typing import Any

import pytest

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.cosmic import cards
from hyperspace.cosmic.config import Config
from hyperspace.cosmic.variants import VARIANTS
from hyperspace.cosmic.variants.kickers import Kickers
from hyperspace.cosmic.view import view
from hyperspace.engine import Decision, Driver

from ..powers.batch_a_support import DESTINY, first_challenge, log
from ..powers.support import checked_play, conserved
from ..support import new_game, pending_kind, play, state
from .prisoners_support import CAPTURE_FIRST, held

KICKERS = ("kickers",)
THREE = {"launch": ["A1+A2+A3"]}  # the offense launches three tokens
OFFENSIVE_ALLY = {"invite": {0: "invite:2"}, "alliance": "offense:C1"}
FILLER = ["edict-quash"] * 11  # cards to take as consolation


def game(hands: dict[int, list[str]], seed: int = 0, **setup: Any) -> Driver:
    """Seat 0 challenges seat 1 first; only the seats in ``setup["powers"]`` hold a power."""
    extra = {k: setup.pop(k) for k in ("kickers_values", "kickers_additive") if k in setup}
    position = {"offense": 0, "destiny": DESTINY, "hands": hands, **setup}
    return new_game(seed, use_powers=False, variants=KICKERS, setup=position, **extra)


def kick(table: dict[int, str]) -> dict[str, Any]:
    """Answers: seat -> the Kicker it plays (the others pass)."""
    return {"kickers-play": {seat: table.get(seat, "pass") for seat in range(3)}}


# -- the cards (AMB-K02, AMB-K03, rule 7) ---------------------------------------------------------


def test_the_variant_is_registered() -> None:
    assert VARIANTS["kickers"] is Kickers


def test_default_deck_holds_one_kicker_of_each_value() -> None:
    s = state(new_game(1, variants=KICKERS))
    everywhere = s.deck + [c for p in s.players for c in p.hand]
    kickers = sorted(cards.kicker_value(c) for c in everywhere if cards.kind(c) == cards.KICKER)
    assert kickers == [-2, -1, 0, 1, 2, 3]  # AMB-K02, C-80
    assert s.features["kickers_played"] == 0  # reported even before any is played


def test_deck_composition_is_configurable() -> None:
    s = state(new_game(1, variants=KICKERS, kickers_values=(3, 3, 5)))
    everywhere = s.deck + [c for p in s.players for c in p.hand]
    assert sorted(c for c in everywhere if c.startswith("kicker")) == ["kicker-3"] * 2 + [
        "kicker-5"
    ]


def test_no_kickers_without_the_variant() -> None:
    s = state(new_game(1))
    assert not [c for c in s.deck + s.players[0].hand if c.startswith("kicker")]


@pytest.mark.parametrize(
    ("values", "message"),
    [((11,), "between -10 and 10"), ((True,), "whole numbers"), (("x2",), "whole numbers")],
)
def test_bad_kicker_values_are_refused(values: tuple[Any, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Config.from_mapping({"kickers_values": values})


def test_kicker_names() -> None:
    assert cards.kicker(-2) == "kicker--2" and cards.kicker_value("kicker--2") == -2
    assert cards.is_card_name("kicker-3") and cards.is_card_name("kicker--1")
    assert not cards.is_card_name("kicker-x")


def test_kickers_are_not_challenge_cards() -> None:
    # Rule 7 (AMB-K03): a defense holding only Kickers has no Challenge Card, so it gets a new
    # hand when the Cone points at it.
    assert not cards.is_challenge_card("kicker-3")
    driver = game(
        {0: ["attack-10", "attack-3"], 1: ["kicker-3", "kicker-2"], 2: []}, deck=["attack-7"] * 7
    )
    play(driver, {}, until=pending_kind("challenge-card"))
    assert {"seat": 1, "cards": 7} in log(driver, "new-hand")
    assert state(driver).players[1].hand == ["attack-7"] * 7


# -- the window (AMB-K01, AMB-K11) ----------------------------------------------------------------


def asked(driver: Driver, answers: dict[str, Any]) -> list[int]:
    chooser = checked_play(driver, answers, until=first_challenge)
    return [d.seat for d in chooser.asked("kickers-play")]


def test_offense_first_then_defense() -> None:
    driver = game({0: ["attack-10", "kicker-2"], 1: ["attack-8", "kicker-3"], 2: []})
    assert asked(driver, kick({0: "kicker-2"})) == [0, 1]


def test_offense_asked_again_when_the_defense_plays_after_he_passed() -> None:
    driver = game({0: ["attack-10", "kicker-2"], 1: ["attack-8", "kicker-3"], 2: []})
    seats = asked(driver, {"kickers-play": {0: ["pass", "kicker-2"], 1: "kicker-3"}})
    assert seats == [0, 1, 0]
    assert log(driver, "kickers-revealed") == [{"kickers": {"0": "kicker-2", "1": "kicker-3"}}]


def test_both_passing_ends_the_window() -> None:
    driver = game({0: ["attack-10", "kicker-2"], 1: ["attack-8", "kicker-3"], 2: []})
    assert asked(driver, {}) == [0, 1]
    assert log(driver, "kickers-revealed") == []


def test_one_kicker_each_at_most() -> None:
    driver = game({0: ["attack-10", "kicker-2", "kicker-3"], 1: ["attack-8"], 2: []})
    assert asked(driver, kick({0: "kicker-2"})) == [0]  # the defense holds none to play
    assert state(driver).players[0].hand == ["kicker-3"]


def test_only_main_players_play_kickers() -> None:
    # AMB-K11: the ally holding a Kicker is never asked.
    hands = {0: ["attack-10", "kicker-2"], 1: ["attack-8"], 2: ["attack-5", "kicker-3"]}
    driver = game(hands)
    assert asked(driver, {**OFFENSIVE_ALLY, **kick({0: "kicker-2"})}) == [0]


def test_after_alliances_and_before_challenge_cards() -> None:
    hands = {0: ["attack-10", "attack-4", "kicker-2"], 1: ["attack-8", "attack-9"], 2: ["attack-5"]}
    chooser = checked_play(game(hands), {**OFFENSIVE_ALLY}, until=first_challenge)
    kinds = [d.kind for d, _ in chooser.seen]
    assert kinds.index("alliance") < kinds.index("kickers-play") < kinds.index("challenge-card")


# -- face down, hidden, revealed with the cards, discarded (seed 000, AMB-K10) -------------------


def test_face_down_until_revealed() -> None:
    hands = {0: ["compromise", "attack-4", "kicker-3"], 1: ["compromise", "attack-9"], 2: []}
    driver = game(hands)
    answers = {**kick({0: "kicker-3"}), "challenge-card": "compromise"}
    play(driver, answers, until=pending_kind("challenge-card"))
    s = state(driver)
    for seat in (None, 1, 2):
        seen = view(s, seat)
        assert seen["variants"]["kickers"] == {"additive": False, "down": [0]}
        assert "kicker-3" not in str(seen)
    assert view(s, 0)["variants"]["kickers"]["kickers"] == {"0": "kicker-3"}
    entry = next(e for e in s.log if e.kind == "kicker-played")
    assert entry.public == {"seat": 0} and entry.private == {0: {"card": "kicker-3"}}
    play(driver, answers, until=pending_kind("deal-propose"))  # the cards are face up
    assert view(s, 2)["variants"]["kickers"]["kickers"] == {"0": "kicker-3"}


def test_discarded_at_clean_up() -> None:
    driver = game({0: ["attack-10", "kicker-3"], 1: ["attack-8", "kicker--1"], 2: []})
    checked_play(driver, kick({0: "kicker-3", 1: "kicker--1"}), until=first_challenge)
    s = state(driver)
    assert {"kicker-3", "kicker--1"} <= set(s.discard)
    assert s.features["kickers_played"] == 2
    assert view(s, None)["variants"]["kickers"] == {"additive": False, "down": []}


# -- the Attack value, first (seed 000, AMB-K04, AMB-W04, AMB-W01) -------------------------------


@pytest.mark.parametrize(
    ("kicker", "offense"),
    [("kicker-3", 16), ("kicker-0", 1), ("kicker--2", -9), ("kicker-1", 6)],
)
def test_attack_value_times_the_kicker(kicker: str, offense: int) -> None:
    # attack-5 with one token in the Cone; the defense attack-8 with its four tokens: 12.
    driver = game({0: ["attack-5", kicker], 1: ["attack-8"], 2: []})
    checked_play(driver, kick({0: kicker}), until=first_challenge)
    assert log(driver, "totals") == [{"offense": offense, "defense": 12}]


def test_negative_times_negative_is_positive() -> None:
    # "-8 x -2 = 16" (seed 000; AMB-K02 supports negative Attack cards).
    driver = game({0: ["attack--8", "kicker--2"], 1: ["attack-8"], 2: []})
    checked_play(driver, kick({0: "kicker--2"}), until=first_challenge)
    assert log(driver, "totals") == [{"offense": 17, "defense": 12}]


def test_kicker_multiplies_before_calculator_equalizes() -> None:
    # 5 x 3 = 15 against 8: the higher (15) loses the lower (8): 7 + 1 against 8 + 4. Without
    # the Kicker first it would be 5 against 8 - 5 = 3.
    driver = game({0: ["attack-5", "kicker-3"], 1: ["attack-8"], 2: []}, powers={1: "calculator"})
    checked_play(
        driver, {**kick({0: "kicker-3"}), "power:calculator": "use"}, until=first_challenge
    )
    assert log(driver, "totals") == [{"offense": 8, "defense": 12}]


def test_kicker_multiplies_before_virus() -> None:
    # Virus: (6 x 2) x (two own tokens + one ally token) = 36 (AMB-W01: a Kicker first).
    hands = {0: ["attack-6", "kicker-2"], 1: ["attack-12"], 2: ["attack-5"]}
    driver = game(hands, powers={0: "virus"})
    answers = {"launch": ["A1+A2"], **OFFENSIVE_ALLY, **kick({0: "kicker-2"})}
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 36, "defense": 16}]


def test_kicker_stays_down_through_a_chronos_time_travel() -> None:
    # C-84: the cards are replayed, the Kickers stay: attack-20 x 2 + 1 against 5 + 4 (the
    # Kickers are turned up once).
    hands = {0: ["attack-4", "attack-20", "kicker-2"], 1: ["attack-12", "attack-5"], 2: []}
    driver = game(hands, powers={0: "chronos"})
    answers = {
        **kick({0: "kicker-2"}),
        "challenge-card": {0: ["attack-4", "attack-20"], 1: ["attack-12", "attack-5"]},
        "power:chronos": "use",
    }
    checked_play(driver, answers, until=first_challenge)
    assert log(driver, "totals") == [{"offense": 41, "defense": 9}]
    assert log(driver, "kickers-revealed") == [{"kickers": {"0": "kicker-2"}}]
    assert "kicker-2" in state(driver).discard


# -- consolation (seed 000, AMB-K05 amended, C-81) ------------------------------------------------


def taken(driver: Driver) -> list[str]:
    """The cards taken as consolation, as both players saw them (private log parts)."""
    entry = next(e for e in state(driver).log if e.kind == "consolation")
    assert entry.private is not None and entry.private[0] == entry.private[1]
    return list(entry.private[0]["taken"])


def test_seed_example_x3_kicker_and_three_tokens_lost_gives_nine_cards() -> None:
    hands = {0: ["compromise", "kicker-3"], 1: ["attack-10", *FILLER], 2: []}
    driver = game(hands)
    checked_play(driver, {**THREE, **kick({0: "kicker-3"})}, until=first_challenge)
    assert log(driver, "consolation") == [{"seat": 0, "from": 1, "cards": 9}]
    assert taken(driver) == ["edict-quash"] * 9


def test_negative_kicker_makes_the_winner_draw_from_the_loser() -> None:
    # "Lost three tokens while playing a Compromise and a -2 Kicker: the winner would draw six
    # cards from the loser (3 x -2 = -6)."
    hands = {0: ["compromise", "kicker--2", *FILLER[:8]], 1: ["attack-10", *FILLER], 2: []}
    driver = game(hands)
    checked_play(driver, {**THREE, **kick({0: "kicker--2"})}, until=first_challenge)
    assert log(driver, "consolation") == [{"seat": 1, "from": 0, "cards": 6}]
    assert taken(driver) == ["edict-quash"] * 6


def test_zero_kicker_takes_no_consolation() -> None:
    hands = {0: ["compromise", "kicker-0"], 1: ["attack-10", *FILLER], 2: []}
    driver = game(hands)
    checked_play(driver, {**THREE, **kick({0: "kicker-0"})}, until=first_challenge)
    assert log(driver, "consolation") == []


def test_the_count_multiplied_is_capped_by_the_winners_hand() -> None:
    # AMB-K05 amended: he would normally take 2 (the winner holds 2 cards): x3 = 6, of which he
    # gets the 2 there are; with -2 the winner draws 2 x 2 = 4 from the loser.
    hands = {0: ["compromise", "kicker-3"], 1: ["attack-10", *FILLER[:2]], 2: []}
    driver = game(hands)
    checked_play(driver, {**THREE, **kick({0: "kicker-3"})}, until=first_challenge)
    assert log(driver, "consolation") == [{"seat": 0, "from": 1, "cards": 2}]
    hands = {0: ["compromise", "kicker--2", *FILLER[:6]], 1: ["attack-10", "edict-quash"], 2: []}
    driver = game(hands)
    checked_play(driver, {**THREE, **kick({0: "kicker--2"})}, until=first_challenge)
    assert log(driver, "consolation") == [{"seat": 1, "from": 0, "cards": 2}]


def test_winners_kicker_does_not_touch_consolation() -> None:
    hands = {0: ["compromise"], 1: ["attack-10", "kicker-3", *FILLER], 2: []}
    driver = game(hands)
    checked_play(driver, {**THREE, **kick({1: "kicker-3"})}, until=first_challenge)
    assert log(driver, "consolation") == [{"seat": 0, "from": 1, "cards": 3}]


# -- failed deals (seed 000, AMB-K06, AMB-K07 amended, C-82) --------------------------------------

BOTH_COMPROMISE = {0: ["compromise", "kicker-2"], 1: ["compromise", "kicker--1"], 2: []}


def test_seed_example_x2_kicker_in_a_failed_deal() -> None:
    # The defense loses 3 x 2 = 6 (four on B1, two from its bases); the offense still loses 3.
    driver = game(BOTH_COMPROMISE)
    checked_play(driver, kick({0: "kicker-2"}), until=first_challenge)
    assert state(driver).warp == [3, 6, 0]


def test_zero_kicker_means_the_opponent_loses_nothing() -> None:
    driver = game({0: ["compromise", "kicker-0"], 1: ["compromise"], 2: []})
    checked_play(driver, kick({0: "kicker-0"}), until=first_challenge)
    s = state(driver)
    assert s.warp == [3, 0, 0] and s.tokens_on((1, 0), 1) == 4


def test_negative_kicker_gives_the_opponent_tokens_back_from_the_warp() -> None:
    # The offense's -1: the defense takes 3 x -1 = -3, three of its tokens out of the Warp.
    hands = {0: ["compromise", "kicker--1"], 1: ["compromise"], 2: []}
    driver = game(hands, warp=[0, 3, 0], planets={"B5": [0, 1, 0]})
    checked_play(driver, kick({0: "kicker--1"}), until=first_challenge)
    s = state(driver)
    assert s.warp == [3, 0, 0]
    assert sum(s.tokens_on(p, 1) for p in s.bases(1)) == 20


def test_negative_kicker_gives_back_only_what_is_in_the_warp() -> None:
    hands = {0: ["compromise", "kicker--2"], 1: ["compromise"], 2: []}
    driver = game(hands, warp=[0, 2, 0], planets={"B5": [0, 2, 0]})
    checked_play(driver, kick({0: "kicker--2"}), until=first_challenge)
    assert state(driver).warp == [3, 0, 0]


def test_both_kickers_multiply_both_losses() -> None:
    # The offense's x2 costs the defense 6; the defense's x3 costs the offense 9 (its Cone token,
    # then eight from bases).
    hands = {0: ["compromise", "kicker-2"], 1: ["compromise", "kicker-3"], 2: []}
    driver = game(hands)
    checked_play(driver, kick({0: "kicker-2", 1: "kicker-3"}), until=first_challenge)
    assert state(driver).warp == [9, 6, 0]


def test_a_deal_made_ignores_kickers() -> None:
    # AMB-K06: both propose and accept one card each way; nobody loses a token.
    driver = game(BOTH_COMPROMISE)
    answers = {
        **kick({0: "kicker-2", 1: "kicker--1"}),
        "deal-propose": "give:0c/get:0c+base",
        "deal-answer": "accept",
    }
    chooser = checked_play(driver, answers, until=first_challenge)
    assert chooser.asked("deal-propose")
    s = state(driver)
    assert s.warp == [0, 0, 0] and log(driver, "outcome") == []
    assert {"kicker-2", "kicker--1"} <= set(s.discard)


def capture_game(hands: dict[int, list[str]], **setup: Any) -> Driver:
    """Kickers with Prisoners: the first challenge is a capture challenge against seat 1."""
    own = {"destiny": list(CAPTURE_FIRST)}
    position = {"offense": 0, "hands": hands, "prisoners": own, **setup}
    variants = ("kickers", "prisoners")
    return new_game(0, players=3, use_powers=False, variants=variants, setup=position)


def test_multiplied_failed_deal_losses_are_imprisoned() -> None:
    # AMB-K08: in a capture challenge the defense's 3 x 2 = 6 tokens go to the offense's prison.
    driver = capture_game(BOTH_COMPROMISE)
    checked_play(driver, kick({0: "kicker-2"}), until=first_challenge)
    assert state(driver).warp == [0, 0, 0]
    assert held(driver)[0][1] == 6 and held(driver)[1][0] == 3


def test_negative_kicker_in_a_capture_challenge_takes_from_the_warp_only() -> None:
    # AMB-K08: "from the Warp never means from prison": the defense's three come out of the Warp.
    hands = {0: ["compromise", "kicker--1"], 1: ["compromise"], 2: []}
    driver = capture_game(hands, warp=[0, 3, 0], planets={"B5": [0, 1, 0]})
    checked_play(driver, kick({0: "kicker--1"}), until=first_challenge)
    assert state(driver).warp == [0, 0, 0]
    assert held(driver)[0][1] == 0 and held(driver)[1][0] == 3


# -- additive Kickers (AMB-K09 amended, C-83) -----------------------------------------------------


def test_additive_kicker_adds_to_the_attack_value() -> None:
    driver = game({0: ["attack-5", "kicker-3"], 1: ["attack-8"], 2: []}, kickers_additive=True)
    checked_play(driver, kick({0: "kicker-3"}), until=first_challenge)
    assert log(driver, "totals") == [{"offense": 9, "defense": 12}]
    assert view(state(driver), None)["variants"]["kickers"]["additive"] is True


def test_additive_kicker_on_consolation() -> None:
    # 3 lost + 3 = 6 cards; 3 lost - 5 = -2: the winner draws 2.
    hands = {0: ["compromise", "kicker-3"], 1: ["attack-10", *FILLER], 2: []}
    driver = game(hands, kickers_additive=True)
    checked_play(driver, {**THREE, **kick({0: "kicker-3"})}, until=first_challenge)
    assert log(driver, "consolation") == [{"seat": 0, "from": 1, "cards": 6}]
    hands = {0: ["compromise", "kicker--5", *FILLER[:3]], 1: ["attack-10", *FILLER], 2: []}
    driver = game(hands, kickers_additive=True)
    checked_play(driver, {**THREE, **kick({0: "kicker--5"})}, until=first_challenge)
    assert log(driver, "consolation") == [{"seat": 1, "from": 0, "cards": 2}]


def test_additive_kicker_on_a_failed_deal() -> None:
    # The offense's +2: the defense loses 5; the defense's -4: the offense takes 1 back.
    hands = {0: ["compromise", "kicker-2"], 1: ["compromise", "kicker--4"], 2: []}
    driver = game(hands, kickers_additive=True, warp=[2, 0, 0], planets={"A5": [2, 0, 0]})
    checked_play(driver, kick({0: "kicker-2", 1: "kicker--4"}), until=first_challenge)
    assert state(driver).warp == [1, 5, 0]


# -- bots and whole games -------------------------------------------------------------------------


def heuristic(kind: str, options: tuple[str, ...], seen: dict[str, Any], **ctx: Any) -> str:
    decision = Decision(0, kind, options, "", ctx)
    return CosmicHeuristicBot().choose(decision, lambda: seen)


def bot_view(hand: list[str]) -> dict[str, Any]:
    driver = game({0: hand, 1: ["attack-8"], 2: []})
    play(driver, {}, until=pending_kind("cone"))
    return view(state(driver), 0, since=None)


def test_heuristic_bot_kicks_a_good_attack_card_only() -> None:
    options = ("pass", "kicker-1", "kicker-3")
    assert heuristic("kickers-play", options, bot_view(["attack-12", "kicker-1", "kicker-3"])) == (
        "kicker-3"
    )
    assert heuristic("kickers-play", options, bot_view(["compromise", "kicker-1"])) == "pass"
    assert heuristic("kickers-play", ("pass", "kicker-1"), bot_view(["attack-12"])) == "pass"
    negative = bot_view(["attack--8", "kicker--2"])
    assert heuristic("kickers-play", ("pass", "kicker--2"), negative) == "kicker--2"
    assert heuristic("kickers-play", ("pass", "kicker-2"), negative, additive=True) == "kicker-2"


def test_heuristic_bot_weighs_its_own_kicker() -> None:
    # With its x0 down, an Attack card is worth nothing: it keeps its 20 and plays its 4.
    driver = game({0: ["attack-4", "attack-20", "kicker-0", "compromise"], 1: ["attack-8"], 2: []})
    play(driver, kick({0: "kicker-0"}), until=pending_kind("challenge-card"))
    seen = view(state(driver), 0, since=None)
    options = ("attack-4", "attack-20", "compromise")
    assert heuristic("challenge-card", options, seen) == "compromise"
    driver = game({0: ["attack-4", "attack-20", "kicker--1", "compromise"], 1: ["attack-8"], 2: []})
    play(driver, kick({0: "kicker--1"}), until=pending_kind("challenge-card"))
    seen = view(state(driver), 0, since=None)
    assert heuristic("challenge-card", options, seen) == "attack-4"  # lost anyway: keep the 20


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_kickers_conserve_tokens_and_cards(seed: int) -> None:
    driver = new_game(seed, players=4, variants=KICKERS, use_powers=True)
    s = state(driver)
    total = s.card_total()
    bots = [CosmicHeuristicBot(seed) for _ in range(4)]

    def choose(decision: Decision) -> str:
        assert conserved(s, total)
        return bots[decision.seat].choose(decision, lambda: view(s, decision.seat, since=None))

    for _ in range(50_000):
        if driver.finished:
            break
        decision = driver.pending[0]
        driver.submit(decision.seat, choose(decision))
    assert driver.finished and conserved(s, total)
