"""The Zodiac variant (seed 001; DECISIONS.md AMB-Z..; docs/rulings.md C-90..C-109)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.cosmic.support import challenges_done, new_game, pending_kind, play, state

from hyperspace.cosmic import cards, tokens
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.zodiac import (
    ALL_CARDS,
    NONE,
    YANG,
    YIN,
    Zodiac,
    sign_relation,
)
from hyperspace.cosmic.view import view
from hyperspace.engine import Decision, Driver

SIGNS = cards.ZODIAC_SIGNS


def zodiac(s: CosmicState) -> Zodiac:
    variant = s.variants["zodiac"]
    assert isinstance(variant, Zodiac)
    return variant


def game(zodiac_setup: dict[str, Any] | None = None, seed: int = 0, **setup: Any) -> Driver:
    """A three-player Zodiac game without powers; ``zodiac_setup`` is the scenario's ``zodiac``
    key (cards in front of players and Karma)."""
    if zodiac_setup is not None:
        setup["zodiac"] = zodiac_setup
    return new_game(seed, variants=("zodiac",), setup=setup or None)


def conserved(s: CosmicState) -> None:
    assert all(s.token_total(c) == 20 for c in range(s.config.players))


# -- (1) the cards, the chart and the Yin / Yang / none relation ----------------------------------


def test_fifteen_zodiac_cards() -> None:
    """Seed 001 components: twelve Signs, two Cusps, one Nemesis; all are card names of their own
    kind and none is a Challenge Card (AMB-Z07)."""
    assert len(ALL_CARDS) == 15
    assert sorted(set(ALL_CARDS)) == sorted(
        [cards.zodiac(s) for s in SIGNS] + ["zodiac-cusp", "zodiac-nemesis"]
    )
    for card in ALL_CARDS:
        assert cards.is_card_name(card) and cards.kind(card) == cards.ZODIAC
        assert not cards.is_challenge_card(card)
    assert not cards.is_card_name("zodiac-ophiuchus")


def test_the_seeds_taurus_example() -> None:
    """Seed 001: Taurus is Yin to Aries, Gemini, Cancer and Pisces, Yang to Virgo, Libra, Scorpio,
    Sagittarius and Capricorn, unrelated to Leo and Aquarius (exactly three away) (AMB-Z04)."""
    expected = {
        "aries": YIN, "gemini": YIN, "cancer": YIN, "pisces": YIN,
        "virgo": YANG, "libra": YANG, "scorpio": YANG, "sagittarius": YANG, "capricorn": YANG,
        "leo": NONE, "aquarius": NONE,
    }  # fmt: skip
    assert {s: sign_relation("taurus", s) for s in SIGNS if s != "taurus"} == expected


def test_relation_is_symmetric_and_measured_the_short_way() -> None:
    """AMB-Z04: distance the shorter way round (at most 6): 1-2 Yin, 3 none, 4-6 Yang."""
    for a in SIGNS:
        for b in SIGNS:
            if a != b:
                assert sign_relation(a, b) == sign_relation(b, a)
    assert sign_relation("pisces", "aries") == YIN  # across the top of the chart
    assert sign_relation("aries", "libra") == YANG  # six apart, the most
    assert sign_relation("capricorn", "cancer") == YANG
    assert sign_relation("aquarius", "taurus") == NONE


# -- set-up -----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_setup_a_sign_and_two_karma_each(players: int) -> None:
    """Seed 001 set-up (rule 3 of "Rules an implementer must not miss"): a Sign face up in front of
    each player, not in his hand; 2 Karma tokens on it and 18 on the home planets as evenly as
    possible (C-91: 4, 4, 4, 3, 3); all tied, so no Spiritual Leader. The rest of the Zodiac cards
    are in the deck or the hands (hands dealt after they were added). Two players are allowed
    (AMB-Z21 amended)."""
    driver = new_game(players, players=players, variants=("zodiac",))
    s = state(driver)
    z = zodiac(s)
    assert len(z.front) == players and all(c in ALL_CARDS[:12] for c in z.front)
    assert len(set(z.front)) == players
    assert z.karma == [2] * players
    for seat in range(players):
        assert [s.tokens_on((seat, i), seat) for i in range(5)] == [4, 4, 4, 3, 3]
        assert len(s.players[seat].hand) == 7
        assert not set(z.front) & set(s.players[seat].hand)
    conserved(s)
    elsewhere = s.deck + [c for p in s.players for c in p.hand]
    assert sorted(c for c in elsewhere if cards.kind(c) == cards.ZODIAC) == sorted(
        c for c in ALL_CARDS if c not in z.front
    )
    assert z.leader() is None and z.nemesis() is None


def test_setup_is_deterministic_by_seed() -> None:
    a, b = state(new_game(7, variants=("zodiac",))), state(new_game(7, variants=("zodiac",)))
    assert zodiac(a).front == zodiac(b).front and a.deck == b.deck


def test_card_total_counts_the_face_up_cards() -> None:
    """Face-up Zodiac cards are counted by the variant (conservation)."""
    s = state(game())
    s_plain = state(new_game(0))
    assert s.card_total() == s_plain.card_total() + 15


def test_scenario_sets_cards_and_karma() -> None:
    """The scenario key ``zodiac`` puts named cards in front of players (swapping with wherever
    they were) and sets Karma; the tokens still add up to 20 (C-10)."""
    driver = game(
        {"cards": {"0": "taurus", "1": "scorpio", "2": "cusp"}, "karma": [3, 1, 2]},
        planets={"A5": [2, 0, 0], "B4": [0, 4, 0]},
    )
    s = state(driver)
    z = zodiac(s)
    assert z.front == ["zodiac-taurus", "zodiac-scorpio", "zodiac-cusp"]
    assert z.karma == [3, 1, 2] and z.leader() == 0
    conserved(s)
    assert (
        sum(c.startswith("zodiac-") for c in s.deck + [c for p in s.players for c in p.hand]) == 12
    )


def test_scenario_rejects_bad_zodiac_keys() -> None:
    with pytest.raises(ValueError, match=r"setup\.zodiac"):
        game({"signs": {}})
    with pytest.raises(ValueError, match=r"setup\.zodiac\.cards"):
        game({"cards": {"0": "ophiuchus"}})
    with pytest.raises(ValueError, match=r"setup\.zodiac\.karma"):
        game({"karma": [-1, 2, 2]})
    with pytest.raises(ValueError, match="colour 0 has"):
        game({"karma": [3, 2, 2]})  # a token out of nowhere


# -- relationships between players (rule 1) -------------------------------------------------------


def test_player_relationships_rule_1() -> None:
    """Rule 1: in cusp, Spiritual Leader or Nemesis: no relationships; others are Yin to the
    Spiritual Leader (even if Scorpio is Yang to their Taurus), Yang to Nemesis, unrelated to a
    player in cusp, and otherwise follow the signs."""
    driver = new_game(
        0,
        players=5,
        variants=("zodiac",),
        setup={
            "zodiac": {
                "cards": {
                    "0": "taurus",
                    "1": "scorpio",
                    "2": "gemini",
                    "3": "cusp",
                    "4": "nemesis",
                },
                "karma": [2, 3, 2, 2, 1],
            },
            "planets": {"B5": [0, 2, 0, 0, 0], "E4": [0, 0, 0, 0, 4]},
        },
    )
    z = zodiac(state(driver))
    assert z.leader() == 1 and z.nemesis() == 4
    assert z.relation(0, 1) == YIN  # Taurus to the Scorpio Spiritual Leader: Yin, not Yang
    assert z.relation(0, 2) == YIN  # Taurus - Gemini
    assert z.relation(0, 3) == NONE  # a player in cusp
    assert z.relation(0, 4) == YANG  # Nemesis
    assert z.relation(2, 4) == YANG
    for seat in (1, 3, 4):  # the Spiritual Leader, cusp and Nemesis have none
        assert all(z.relation(seat, other) == NONE for other in range(5))


# -- the view -----------------------------------------------------------------------------------


def test_view_shows_face_up_cards_and_karma_not_hands() -> None:
    """Zodiac cards in front of players and Karma are public; Zodiac cards in hands stay hidden
    (issue 4 point 5)."""
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "pisces"}},
        hands={0: ["attack-8", "zodiac-cusp"], 1: ["attack-9", "zodiac-nemesis"], 2: ["attack-4"]},
    )
    s = state(driver)
    public = view(s, None)["variants"]["zodiac"]
    assert public == {
        "cards": ["taurus", "leo", "pisces"],
        "karma": [2, 2, 2],
        "spiritual_leader": None,
        "nemesis": None,
    }
    seen = view(s, 0)
    assert seen["variants"]["zodiac"] == public
    assert "zodiac-cusp" in seen["hand"]
    text = repr({k: v for k, v in seen.items() if k != "hand"})
    assert "zodiac-nemesis" not in text and "zodiac-cusp" not in text


def test_plague_discards_a_zodiac_card_too() -> None:
    """AMB-Z07: a Zodiac card is a card type of its own, so Plague's "one of each type" takes
    one."""
    driver = game(
        hands={0: ["attack-8"], 1: ["attack-4", "edict-plague"], 2: ["zodiac-cusp", "attack-5"]},
    )
    play(driver, {"play-card": {1: "edict-plague"}, "plague-target": "player:2"},
         until=challenges_done(1))  # fmt: skip
    s = state(driver)
    assert "zodiac-cusp" in s.discard
    conserved(s)


# -- (2) Karma after every challenge outcome ---------------------------------------------------

WIN = {0: ["attack-20"], 1: ["attack-4"], 2: ["attack-5"]}  # the offense (seat 0) wins
LOSE = {0: ["attack-4"], 1: ["attack-20"], 2: ["attack-5"]}  # the defense (seat 1) wins
COMPROMISES = {0: ["compromise"], 1: ["compromise"], 2: ["attack-5"]}
FIRST = {"destiny": [1]}  # seat 0 challenges seat 1


def one_challenge(driver: Driver, answers: dict[str, Any] | None = None) -> CosmicState:
    play(driver, answers or {}, until=challenges_done(1))
    s = state(driver)
    conserved(s)
    return s


def test_the_seeds_karma_example_winner_yang_to_the_loser() -> None:
    """Seed 001: a main player Yang to his opponent who wins loses 2 Karma (1 as the winner, 1 for
    being Yang to the loser); the loser gains 1 and 1 more for being Yang to the winner; Leo,
    three from Taurus and three from Scorpio, is unrelated to both and keeps his Karma."""
    driver = game({"cards": {"0": "taurus", "1": "scorpio", "2": "leo"}}, hands=WIN, **FIRST)
    s = one_challenge(driver)
    assert s.outcomes == {"offense": 1} and s.planets[1][0][0]  # seat 0 won and landed on B1
    z = zodiac(s)
    assert z.karma == [0, 4, 2]
    assert z.leader() == 1  # most Karma: the Spiritual Leader
    assert s.features["spiritual_leader_changes"] == 1
    assert s.features["karma_moves"] == 4


def test_losing_side_and_yin_players() -> None:
    """A main player who loses gains 1; players Yin to him gain 1 too; Yang to the winner gains 1
    (rule 1 and 2 of Gaining and Losing Karma)."""
    # Taurus (offense) loses to Cancer (defense); Gemini is Yin to both.
    driver = game({"cards": {"0": "taurus", "1": "cancer", "2": "gemini"}}, hands=LOSE, **FIRST)
    s = one_challenge(driver)
    # Taurus: +1 lost, Yin to Cancer the winner: -1 -> 0.  Cancer: -1 won, Yin to the loser: +1
    # -> 0.  Gemini: Yin to the loser +1, Yin to the winner -1 -> 0.
    assert zodiac(s).karma == [2, 2, 2]
    assert s.features["karma_moves"] == 0


def test_a_deal_gains_karma_and_yin_and_yang_cancel() -> None:
    """Both main players gain 1 for a deal; a player Yin to one and Yang to the other is unchanged
    (the seed's cancellation example)."""
    # Aries offense, Libra defense (six apart: Yang); Taurus is Yin to Aries, Yang to Libra.
    driver = game(
        {"cards": {"0": "aries", "1": "libra", "2": "taurus"}}, hands=COMPROMISES, **FIRST
    )
    s = one_challenge(driver, {"deal-propose": lambda d: d.options[-1], "deal-answer": "accept"})
    assert s.outcomes == {"deal": 1}
    # Aries: +1 deal, Yang to Libra who made a deal: -1 -> 2.  Libra likewise -> 2.
    # Taurus: Yin to Aries +1, Yang to Libra -1 -> 2.
    assert zodiac(s).karma == [2, 2, 2]


def test_a_failed_deal_loses_karma() -> None:
    """Both main players lose 1 for failing to make a deal; a player Yin to both loses 2."""
    driver = game(
        {"cards": {"0": "aries", "1": "gemini", "2": "taurus"}}, hands=COMPROMISES, **FIRST
    )
    s = one_challenge(driver)
    assert s.outcomes == {"no-deal": 1}
    # Aries: -1, Yin to Gemini who failed: -1 -> 0; Gemini likewise -> 0; Taurus -2 -> 0.
    assert zodiac(s).karma == [0, 0, 0]


def test_changes_are_computed_together_then_applied() -> None:
    """AMB-Z10/Z11: every change is computed before any is made. Gemini is the Spiritual Leader
    (no change) when the outcome is known; the offense's gain then ties her, so there is no
    Spiritual Leader afterwards, but Gemini still does not change (she would gain 1 for being Yin
    to the losing Taurus if changes were made one after the other)."""
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "gemini"}, "karma": [2, 2, 3]},
        hands=LOSE,
        planets={"C5": [0, 0, 2]},
        **FIRST,
    )
    s = one_challenge(driver)
    assert zodiac(s).karma == [3, 1, 3]
    assert zodiac(s).leader() is None


@pytest.mark.parametrize(
    ("front", "karma", "after"),
    [
        # Nemesis won, the player in cusp lost; Aries: Yang to the winning Nemesis +1, nothing
        # for the player in cusp.
        ({"0": "nemesis", "1": "cusp", "2": "aries"}, [2, 2, 2], [2, 2, 3]),
        # Aries, the Spiritual Leader (most Karma), won against the player in cusp: she would
        # lose 1 as the winner but does not; Taurus, Yin to the Spiritual Leader, -1.
        ({"0": "aries", "1": "cusp", "2": "taurus"}, [3, 2, 2], [3, 2, 1]),
    ],
    ids=["nemesis-against-cusp", "spiritual-leader-against-cusp"],
)
def test_cusp_leader_and_nemesis_do_not_change_even_as_main_players(
    front: dict[str, str], karma: list[int], after: list[int]
) -> None:
    """Players in cusp, the Spiritual Leader and Nemesis do not gain or lose Karma through
    challenge outcomes, even as main players; the others are Yang to Nemesis, Yin to the
    Spiritual Leader."""
    planets = {"A5": [2, 0, 0]} if karma[0] == 3 else {}  # the third Karma token came from A5
    driver = game({"cards": front, "karma": karma}, hands=WIN, planets=planets, **FIRST)
    leader, nemesis = zodiac(state(driver)).leader(), zodiac(state(driver)).nemesis()
    assert (leader, nemesis) == ((None, 0) if front["0"] == "nemesis" else (0, None))
    s = one_challenge(driver)
    assert [e.public["winner"] for e in s.log if e.kind == "outcome"] == [0]  # seat 0 won
    assert zodiac(s).karma == after


def test_impossible_moves_are_skipped() -> None:
    """With no Karma to lose, or no token on a base to gain, Karma stays as it is."""
    # Leo (offense) wins against Taurus; Gemini, Yin to Taurus and... Gemini - Leo: 2, Yin.
    # Gemini: Yin to the winner -1 (has no Karma: skipped), Yin to the loser +1 (no token on
    # any base: skipped).
    planets = {f"C{i}": [0, 0, 0] for i in range(1, 6)}
    driver = game(
        {"cards": {"0": "leo", "1": "aquarius", "2": "gemini"}, "karma": [2, 2, 0]},
        hands=WIN,
        planets=planets,
        warp=[0, 0, 20],
        **FIRST,
    )
    s = one_challenge(driver)
    z = zodiac(s)
    assert z.karma[2] == 0
    # Leo won (-1), Aquarius is Yang... Leo - Aquarius: 5 apart, Yang: Leo -1 -1; Aquarius +1 +1.
    assert z.karma[:2] == [0, 4]


def test_karma_goes_to_and_comes_from_bases_of_ones_choice() -> None:
    """AMB-Z12: the player chooses the base his Karma token comes from or goes to."""
    driver = game({"cards": {"0": "taurus", "1": "scorpio", "2": "leo"}}, hands=WIN, **FIRST)
    answers = play(
        driver,
        {"launch": ["A2"], "zodiac-karma-gain": "B2", "zodiac-karma-release": {0: "A1"}},
        until=challenges_done(1),
    )
    s = state(driver)
    assert [d.seat for d in answers.asked("zodiac-karma-gain")] == [1, 1]
    assert [d.seat for d in answers.asked("zodiac-karma-release")] == [0, 0]
    assert s.tokens_on((1, 1), 1) == 2 and s.tokens_on((0, 0), 0) == 6


def test_a_deal_between_yin_players_gains_two_each() -> None:
    """A deal: each main player gains 1, and 1 more for being Yin to the other; Leo, Yang to
    Aries and unrelated to Taurus, loses 1."""
    driver = game({"cards": {"0": "aries", "1": "taurus", "2": "leo"}}, hands=COMPROMISES, **FIRST)
    s = one_challenge(driver, {"deal-propose": lambda d: d.options[-1], "deal-answer": "accept"})
    assert s.outcomes == {"deal": 1}
    assert zodiac(s).karma == [4, 4, 1]


# -- (3) the Spiritual Leader and Nemesis -----------------------------------------------------


def test_spiritual_leader_most_karma_ties_mean_none() -> None:
    """The player with most Karma is the Spiritual Leader; a tie for most means there is none."""
    z = zodiac(state(game({"karma": [3, 3, 2]}, planets={"A5": [2, 0, 0], "B5": [0, 2, 0]})))
    assert z.leader() is None
    z.karma = [3, 2, 4]
    assert z.leader() == 2


# Seat 0 (Spiritual Leader or Nemesis) already has three external bases, B2, B3 and C2 (a token
# each, from A1..A3), and wins a fourth on B1.
FOUR_BASES = {
    "A1": [3, 0, 0], "A2": [3, 0, 0], "A3": [3, 0, 0],
    "B2": [1, 4, 0], "B3": [1, 4, 0], "C2": [1, 0, 4],
}  # fmt: skip


@pytest.mark.parametrize(
    ("front", "karma", "wins"),
    [
        ({"0": "aries", "1": "leo", "2": "capricorn"}, [3, 2, 2], True),  # Spiritual Leader
        ({"0": "nemesis", "1": "leo", "2": "capricorn"}, [2, 2, 2], True),  # Nemesis
        ({"0": "aries", "1": "leo", "2": "capricorn"}, [2, 2, 2], False),  # neither
    ],
)
def test_leader_and_nemesis_win_with_one_base_fewer(
    front: dict[str, str], karma: list[int], wins: bool
) -> None:
    """Privilege 5 (AMB-Z15): four external bases win for the Spiritual Leader and Nemesis (five
    for everybody else)."""
    planets = dict(FOUR_BASES)
    if karma[0] == 3:
        planets["A1"] = [2, 0, 0]
    driver = game({"cards": front, "karma": karma}, hands=WIN, planets=planets, **FIRST)
    play(driver, {}, until=challenges_done(1))
    s = state(driver)
    assert s.external_bases(0) == 4
    assert s.over is wins and (s.winners == [0]) is wins


def test_leader_and_nemesis_keep_their_powers_below_three_home_bases() -> None:
    """Privilege 4 (AMB-G07): the Spiritual Leader and Nemesis keep their powers with fewer than
    three home bases; a Cosmic Zap still stops the power: the privileges are positions, not
    powers (rule 2)."""
    from hyperspace.cosmic.powers.base import active

    planets = {"A1": [0, 0, 0], "A2": [0, 0, 0], "A3": [0, 0, 0], "A4": [12, 0, 0],
               "C1": [0, 0, 0], "C2": [0, 0, 0], "C3": [0, 0, 0]}  # fmt: skip
    driver = game(
        {"cards": {"0": "aries", "1": "leo", "2": "nemesis"}, "karma": [5, 2, 3]},
        planets=planets,
        warp=[0, 0, 11],
        powers={"0": "virus", "1": "zombie", "2": "mind"},
        hands=WIN,
        **FIRST,
    )
    s = state(driver)
    z = zodiac(s)
    assert s.home_bases(0) == 2 and s.home_bases(2) == 2 and z.leader() == 0
    assert active(s, 0) and active(s, 2)
    z.karma[0] = 2  # no longer the Spiritual Leader: the power goes
    assert not active(s, 0) and active(s, 2)
    z.karma[0] = 5
    assert s.challenge is not None
    s.challenge.zapped.add(0)
    assert not active(s, 0)  # a Cosmic Zap stops the power, not the position
    assert z.privileged(0)


def test_nemesis_who_becomes_spiritual_leader_wins_at_once() -> None:
    """Seed 001: a Nemesis whose Karma becomes the most wins the game at once (AMB-Z14, C-92). A
    failed deal takes 1 Karma from each main player (Taurus and Leo are unrelated); Nemesis, tied
    at 3 with Taurus, is left alone with the most."""
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "nemesis"}, "karma": [3, 2, 3]},
        hands=COMPROMISES,
        planets={"A5": [2, 0, 0], "C5": [0, 0, 2]},
        **FIRST,
    )
    play(driver, {})
    s = state(driver)
    assert driver.finished and s.over and s.winners == [2]
    assert zodiac(s).karma == [2, 1, 3]
    wins = [e.public for e in s.log if e.kind == "win"]
    assert wins == [{"winners": [2], "zodiac": "nemesis-spiritual-leader"}]
    assert s.features["nemesis_wins"] == 1
    conserved(s)


# -- (4) playing Zodiac cards ------------------------------------------------------------------


def kinds(s: CosmicState) -> list[str]:
    return [e.kind for e in s.log]


def test_the_offense_may_play_at_the_start_and_after_destiny() -> None:
    """AMB-Z06 amended: the window is offered at the start of the challenge and again after
    Destiny, before the Cone is pointed; only the offense has it (the defense holds a card too)."""
    driver = game(
        {"cards": {"0": "taurus", "1": "virgo", "2": "aquarius"}},
        hands={0: ["attack-8", "zodiac-gemini"], 1: ["attack-6", "zodiac-cusp"], 2: ["attack-5"]},
        **FIRST,
    )
    answers = play(driver, {"zodiac-play": ["done", "zodiac-gemini@0"]}, until=challenges_done(1))
    s = state(driver)
    asked = answers.asked("zodiac-play")
    assert [d.seat for d in asked] == [0, 0]
    assert asked[0].options == ("done", "zodiac-gemini@0")  # Gemini: Yin to Taurus only
    log = kinds(s)
    assert log.index("destiny") < log.index("zodiac-played") < log.index("cone")
    assert zodiac(s).front[0] == "zodiac-gemini"


def test_playing_a_card_replaces_the_targets_card_releases_karma_and_draws_two() -> None:
    """Seed 001: the target discards his card for the new one, releases one Karma token to a base
    of his choice and the rest move onto the new card; the player draws two cards."""
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "aquarius"}},
        hands={0: ["attack-8", "zodiac-pisces"], 1: ["attack-6"], 2: ["attack-5"]},
        deck=["attack-30", "edict-quash", "attack-9"],
        **FIRST,
    )
    answers = play(
        driver,
        {"zodiac-play": ["zodiac-pisces@2", "done"], "zodiac-release": "C1"},
        until=pending_kind("cone"),
    )
    s = state(driver)
    z = zodiac(s)
    assert z.front[2] == "zodiac-pisces" and "zodiac-aquarius" in s.discard
    assert z.karma == [2, 2, 1] and s.tokens_on((2, 0), 2) == 5
    assert [d.seat for d in answers.asked("zodiac-release")] == [2]
    assert sorted(s.players[0].hand) == ["attack-30", "attack-8", "edict-quash"]
    assert s.features["zodiac_cards_played"] == 1
    assert z.leader() is None  # Taurus and Leo tie for most
    conserved(s)


def test_the_draw_is_private() -> None:
    """The two cards drawn are seen by the drawer only; the card played is public."""
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "aquarius"}},
        hands={0: ["attack-8", "zodiac-gemini"], 1: ["attack-6"], 2: ["attack-5"]},
        deck=["edict-quash", "attack-9"],
        **FIRST,
    )
    play(driver, {"zodiac-play": ["zodiac-gemini@0", "done"]}, until=pending_kind("cone"))
    s = state(driver)
    other = repr(view(s, 1)["log"])
    mine = repr(view(s, 0)["log"])
    assert "zodiac-gemini" in other and "edict-quash" not in other
    assert "edict-quash" in mine


def test_a_target_without_karma_releases_nothing() -> None:
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "aquarius"}, "karma": [2, 0, 2]},
        hands={0: ["attack-8", "zodiac-cusp"], 1: ["attack-6"], 2: ["attack-5"]},
        planets={"B1": [0, 6, 0]},
        **FIRST,
    )
    answers = play(driver, {"zodiac-play": ["zodiac-cusp@1", "done"]}, until=pending_kind("cone"))
    s = state(driver)
    assert zodiac(s).front[1] == "zodiac-cusp" and zodiac(s).karma[1] == 0
    assert not answers.asked("zodiac-release")
    conserved(s)


def test_restrictions_r1_to_r4() -> None:
    """R1: nothing on the Spiritual Leader or Nemesis; R2: a Sign only on a player Yin to it or in
    cusp; R3: no Cusp on a player in cusp; R4: no Nemesis card while there is a Spiritual Leader
    (AMB-Z01, Z05, Z20)."""
    z = zodiac(state(new_game(0, players=5, variants=("zodiac",))))
    z.front = ["zodiac-taurus", "zodiac-scorpio", "zodiac-cusp", "zodiac-nemesis", "zodiac-leo"]
    z.karma = [2, 3, 2, 2, 2]  # Scorpio (seat 1) is the Spiritual Leader, seat 3 Nemesis
    assert not z.may_play(0, "zodiac-libra", 1)  # R1 (Libra is Yin to Scorpio, still no)
    assert not z.may_play(0, "zodiac-cusp", 1) and not z.may_play(0, "zodiac-cusp", 3)  # R1
    assert z.may_play(0, "zodiac-gemini", 0)  # R2: Gemini is Yin to Taurus (on oneself too)
    assert not z.may_play(0, "zodiac-virgo", 0)  # Virgo is Yang to Taurus
    assert not z.may_play(0, "zodiac-aquarius", 0)  # Aquarius: three from Taurus, unrelated
    assert z.may_play(0, "zodiac-aquarius", 2)  # R2: anything on a player in cusp
    assert not z.may_play(0, "zodiac-cusp", 2) and z.may_play(0, "zodiac-cusp", 4)  # R3
    z.front[3] = "zodiac-aries"  # no Nemesis in play now, the card is in a hand
    assert not z.may_play(0, "zodiac-nemesis", 4)  # R4: there is a Spiritual Leader
    z.karma = [2, 2, 2, 2, 2]
    assert z.may_play(0, "zodiac-nemesis", 4) and z.may_play(0, "zodiac-nemesis", 0)


def test_the_leader_and_nemesis_may_play_signs_on_anybody() -> None:
    """The exception (AMB-Z01, Z02, Z03): the Spiritual Leader and Nemesis may play a Sign on any
    player, each other and themselves included; not a Cusp on the Spiritual Leader or Nemesis."""
    z = zodiac(state(new_game(0, players=4, variants=("zodiac",))))
    z.front = ["zodiac-taurus", "zodiac-scorpio", "zodiac-nemesis", "zodiac-leo"]
    z.karma = [2, 3, 2, 2]  # seat 1 Spiritual Leader, seat 2 Nemesis
    for player in (1, 2):
        for target in range(4):
            assert z.may_play(player, "zodiac-virgo", target)
        assert not z.may_play(player, "zodiac-cusp", 1) and not z.may_play(player, "zodiac-cusp", 2)
    assert z.may_play(0, "zodiac-virgo", 3)  # an ordinary player: Virgo is Yin to Leo
    assert not z.may_play(0, "zodiac-virgo", 0)  # but Yang to his own Taurus


def test_nemesis_playing_a_sign_on_herself_ends_her_nemesis_status() -> None:
    """AMB-Z03: the Nemesis card is discarded for the Sign; she is an ordinary player again."""
    driver = game(
        {"cards": {"0": "nemesis", "1": "leo", "2": "aquarius"}},
        hands={0: ["attack-8", "zodiac-virgo"], 1: ["attack-6"], 2: ["attack-5"]},
        **FIRST,
    )
    play(driver, {"zodiac-play": ["zodiac-virgo@0", "done"]}, until=pending_kind("cone"))
    s = state(driver)
    z = zodiac(s)
    assert z.nemesis() is None and z.front[0] == "zodiac-virgo" and "zodiac-nemesis" in s.discard


def test_a_zodiac_play_that_makes_nemesis_spiritual_leader_ends_the_game_at_once() -> None:
    """A Cusp played on Taurus, tied with Nemesis at 3 Karma, costs him a token: Nemesis alone
    has the most Karma and wins at once, before the Cone is pointed (C-92)."""
    driver = game(
        {"cards": {"0": "leo", "1": "taurus", "2": "nemesis"}, "karma": [2, 3, 3]},
        hands={0: ["attack-8", "zodiac-cusp"], 1: ["attack-6"], 2: ["attack-5"]},
        planets={"B5": [0, 2, 0], "C5": [0, 0, 2]},
        **FIRST,
    )
    answers = play(driver, {"zodiac-play": "zodiac-cusp@1"})
    s = state(driver)
    assert driver.finished and s.winners == [2]
    assert not answers.asked("cone")
    conserved(s)


# -- the heuristic bot and whole games ---------------------------------------------------------


def test_heuristic_bot_plays_zodiac_cards_sensibly() -> None:
    """The bot plays the Nemesis card on itself, otherwise a card on itself while it has Karma
    and no position; a Spiritual Leader keeps his Karma."""
    from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
    from hyperspace.engine import Decision

    s = state(game({"cards": {"0": "taurus", "1": "leo", "2": "aquarius"}}))
    bot = CosmicHeuristicBot()

    def choose(*options: str) -> str:
        decision = Decision(0, "zodiac-play", ("done", *options), "")
        return bot.choose(decision, lambda: view(s, 0))

    assert choose("zodiac-cusp@1", "zodiac-nemesis@0", "zodiac-cusp@0") == "zodiac-nemesis@0"
    assert choose("zodiac-cusp@1", "zodiac-cusp@0") == "zodiac-cusp@0"
    assert choose("zodiac-cusp@1") == "done"
    zodiac(s).karma[0] = 3  # the Spiritual Leader
    assert choose("zodiac-cusp@1", "zodiac-cusp@0") == "done"


@pytest.mark.parametrize("seed", range(4))
def test_whole_games_with_the_heuristic_bot(seed: int) -> None:
    """Bot games end by the rules, tokens (Karma included) and cards conserved at every
    decision."""
    from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
    from hyperspace.cosmic import COSMIC

    players = 3 + seed % 3
    driver = Driver(COSMIC, {"players": players, "variants": ["zodiac"]}, seed)
    s = state(driver)
    cards_at_start = s.card_total()
    bot = CosmicHeuristicBot(seed)

    def choose(decision: Any) -> str:
        conserved(s)
        assert s.card_total() == cards_at_start
        return bot.choose(decision, lambda: COSMIC.view(s, decision.seat))

    driver.play_out(choose)
    assert s.over and not s.capped and s.winners
    assert s.features["karma_moves"] > 0


def test_fungus_stack_taken_as_karma_frees_its_captives() -> None:
    """Seed 001 (AMB-Z17): Fungus may take a token carrying a stack as Karma; only that token goes
    onto the Zodiac card, the captives are released to the Warp."""
    driver = game(
        {"cards": {"0": "taurus", "1": "scorpio", "2": "gemini"}, "karma": [2, 2, 2]},
        hands=LOSE,
        planets={"A1": [2, 0, 0], "C1": [0, 0, 1], "C2": [0, 0, 7]},
        warp=[2, 0, 0],
        powers={"2": "fungus"},
        **FIRST,
    )
    s = state(driver)
    assert driver.pending[0].kind == "regroup"
    s.warp[0] = 0  # the two tokens are Fungus's captives, stacked under its token on C1
    s.players[2].power_data["stacks"] = [
        {"carrier": 2, "at": "C1", "from": None, "tokens": [2, 0, 0]}
    ]
    conserved(s)
    play(driver, {"zodiac-karma-gain": {2: ["C1", "C2"]}}, until=challenges_done(1))
    # Gemini: Yin to the losing Taurus, Yang to the winning Scorpio: +2, the first from C1.
    assert zodiac(s).karma[2] == 4
    assert s.players[2].power_data["stacks"] == []
    assert s.warp[0] == 3  # the two freed captives and the offense's lost token
    assert any(e.kind == "fungus-frees" for e in s.log)
    conserved(s)


# -- the Zodiac card as a base (privilege 3, AMB-Z13) ----------------------------------------


def test_when_the_card_may_be_used_as_a_base() -> None:
    """The Spiritual Leader keeps the most Karma, alone; Nemesis neither becomes Spiritual Leader
    nor deposes one; nobody else may use his card."""
    z = zodiac(state(new_game(0, players=4, variants=("zodiac",))))
    z.front = ["zodiac-taurus", "zodiac-scorpio", "zodiac-nemesis", "zodiac-leo"]
    z.karma = [4, 2, 1, 2]  # seat 0 Spiritual Leader, seat 2 Nemesis
    assert z.card_usable(0, taking=True) and z.card_usable(0, taking=False)
    z.karma[0] = 3
    assert not z.card_usable(0, taking=True)  # 2 would tie: no longer Spiritual Leader
    assert z.card_usable(2, taking=False) and z.card_usable(2, taking=True)
    z.karma[2] = 2
    assert not z.card_usable(2, taking=False)  # 3 would tie and depose the Spiritual Leader
    assert not z.card_usable(1, taking=False) and not z.card_usable(3, taking=True)
    z.karma = [2, 2, 2, 1]  # no Spiritual Leader: Nemesis may not make herself one
    assert not z.card_usable(2, taking=False) and z.card_usable(2, taking=True)
    z.karma[2] = 1
    assert z.card_usable(2, taking=False)  # a tie for most: still nobody
    z.karma[2] = 0
    assert not z.card_usable(2, taking=True)  # nothing to take


def test_the_spiritual_leader_launches_from_his_card() -> None:
    """The card is a source wherever a base is: launching. Taking a token off it lowers the
    Spiritual Leader's Karma, only as long as he keeps the lead; the token goes home to a base
    after the challenge (C-93)."""
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "cancer"}, "karma": [4, 2, 2]},
        hands=LOSE,
        planets={"A4": [1, 0, 0]},
        **FIRST,
    )
    answers = play(driver, {"launch": ["card+A1"]}, until=challenges_done(1))
    s = state(driver)
    launches = answers.asked("launch")
    assert len(launches) == 1 and launches[0].form is not None
    fields = launches[0].form.describe()["fields"]
    assert fields[-1] == {"unit": "card", "label": "your Zodiac card", "min": 0, "max": 1}
    # one token off it keeps his lead (4 to 3 against 2), a second would not (C-600)
    assert launches[0].refusal("2card") == "your Zodiac card has only 1 token you may take, not 2"
    assert s.features["card_as_base_moves"] == 1
    z = zodiac(s)
    # He lost, but the Spiritual Leader's Karma does not change with outcomes; Leo (-1 won, +1
    # Yin to the losing Spiritual Leader) and Cancer (Yin to both) do not change either.
    assert z.karma == [3, 2, 2] and z.leader() == 0
    assert s.warp[0] == 2  # both launched tokens lost
    conserved(s)


@pytest.mark.parametrize(
    ("cards", "karma", "room"),
    [
        ({"0": "taurus", "1": "leo", "2": "cancer"}, [6, 2, 3], 2),  # 6 to 4 keeps him above 3
        ({"0": "taurus", "1": "leo", "2": "cancer"}, [3, 3, 2], 0),  # no Spiritual Leader
        ({"0": "nemesis", "1": "leo", "2": "cancer"}, [3, 5, 2], 3),  # below the leader anyway
        ({"0": "nemesis", "1": "leo", "2": "cancer"}, [4, 4, 2], 4),  # no leader: none is made
        ({"0": "taurus", "1": "leo", "2": "cancer"}, [2, 5, 0], 0),  # neither leader nor Nemesis
    ],
)
def test_the_card_says_how_many_tokens_may_come_off_it_at_once(
    cards: dict[str, str], karma: list[int], room: int
) -> None:
    """A commitment names all its tokens at once: as many off the card as one after another
    would be allowed (AMB-Z13, C-600)."""
    planets = {}  # each player's twenty: his Karma, the rest spread over his home planets
    for seat, letter in enumerate("ABC"):
        left, spread = divmod(20 - karma[seat], 5)
        for i in range(5):
            held = left + (i < spread)
            planets[f"{letter}{i + 1}"] = [held if c == seat else 0 for c in range(3)]
    s = state(game({"cards": cards, "karma": karma}, planets=planets, **FIRST))
    assert tokens.card_room(s, 0) == room


@pytest.mark.parametrize(
    ("cards", "karma", "room"),
    [
        ({"0": "taurus", "1": "leo", "2": "cancer"}, [6, 2, 3], 5),  # the leader: all five
        ({"0": "nemesis", "1": "leo", "2": "cancer"}, [3, 5, 2], 1),  # Nemesis: 4, still below 5
        ({"0": "nemesis", "1": "leo", "2": "cancer"}, [4, 4, 2], 0),  # 5 would make her leader
        ({"0": "taurus", "1": "leo", "2": "cancer"}, [2, 5, 0], 0),  # neither leader nor Nemesis
    ],
)
def test_the_card_says_how_many_returning_tokens_it_takes_at_once(
    cards: dict[str, str], karma: list[int], room: int
) -> None:
    """Five tokens going back to bases at once (C-601): as many onto the card as one after another
    would be allowed (AMB-Z13), and the placing form offers the card for that many."""
    planets = {}
    for seat, letter in enumerate("ABC"):
        left = 20 - karma[seat] - (5 if seat == 0 else 0)  # seat 0 has five in the Warp
        for i in range(5):
            held = left // 5 + (i < left % 5)
            planets[f"{letter}{i + 1}"] = [held if c == seat else 0 for c in range(3)]
    warp = [5, 0, 0]
    s = state(game({"cards": cards, "karma": karma}, planets=planets, warp=warp, **FIRST))
    assert tokens.card_room(s, 0, taking=False, limit=5) == room
    card = [src.most for src in tokens.placing_form(s, 0, 5).sources if src.unit == "card"]
    assert card == ([room] if room else [])


def test_the_card_as_a_destination_regroup() -> None:
    """Regroup: the Spiritual Leader may bring a token out of the Warp onto his card; Nemesis,
    placing, may not take the lead."""
    driver = game(
        {"cards": {"0": "taurus", "1": "nemesis", "2": "aquarius"}, "karma": [3, 2, 2]},
        hands=WIN,
        planets={"A1": [2, 0, 0]},
        warp=[1, 0, 0],
        **FIRST,
    )
    answers = play(driver, {"regroup": "regain:card"}, until=pending_kind("cone"))
    s = state(driver)
    regroup = answers.asked("regroup")[0]
    assert "regain:card" in regroup.options and "regain:A1" in regroup.options
    assert zodiac(s).karma == [4, 2, 2] and s.warp[0] == 0
    conserved(s)


def test_the_card_as_a_source_for_tokens_given_up() -> None:
    """A failed deal: the Spiritual Leader may give up tokens from his card (as long as he keeps
    the lead), like tokens from any base."""
    driver = game(
        {"cards": {"0": "taurus", "1": "leo", "2": "aquarius"}, "karma": [5, 2, 2]},
        hands=COMPROMISES,
        planets={"A4": [0, 0, 0]},
        **FIRST,
    )
    answers = play(
        driver, {"launch": ["A1"], "give-up-token": {0: "2card"}}, until=challenges_done(1)
    )
    s = state(driver)
    assert s.outcomes == {"no-deal": 1}
    # One decision for both tokens (C-602), the card a source that may give both.
    (asked,) = [d for d in answers.asked("give-up-token") if d.seat == 0]
    fields = asked.to_dict()["form"]["fields"]
    assert {field["unit"]: field["max"] for field in fields}["card"] == 2
    assert zodiac(s).karma[0] == 3 and s.warp[0] == 3
    conserved(s)


def run(coro: Any, *answers: str) -> list[Any]:
    """Drive a rules coroutine by hand, answering its decisions in turn; the decisions asked."""
    asked = []
    try:
        request = coro.send(None)
        for answer in answers:
            asked.append(request.decisions[0])
            request = coro.send((answer,))
    except StopIteration:
        return asked
    raise AssertionError("the coroutine asked more than was answered")


def test_the_card_as_a_destination_for_returning_tokens_and_rewards() -> None:
    """Tokens returning to "a base of the owner's choice" (return_to_bases) and defensive rewards
    may go onto the card of the Spiritual Leader."""
    from hyperspace.cosmic.rules.resolution import rewards
    from hyperspace.cosmic.tokens import return_to_bases

    s = state(game({"karma": [3, 2, 2]}, planets={"A1": [1, 0, 0]}, warp=[2, 0, 0]))
    asked = run(return_to_bases(s, 0, 1, "a test", s.warp), "card")
    assert asked[0].kind == "return-token" and "card" in asked[0].options
    assert zodiac(s).karma[0] == 4 and s.warp[0] == 1
    asked = run(rewards(s, 0, 1), "token:card")
    assert "token:card" in asked[0].options and "token:A1" in asked[0].options
    assert zodiac(s).karma[0] == 5 and s.warp[0] == 0
    assert s.features["card_as_base_moves"] == 2
    conserved(s)
    asked = run(return_to_bases(s, 1, 0, "nothing", s.warp))
    assert asked == []


@pytest.mark.parametrize("secondary", [True, False])
def test_karma_after_secondary_challenges_is_an_option(secondary: bool) -> None:
    """AMB-Z08: Karma changes after secondary challenges too (here the Wild Warrior's), unless
    ``zodiac_karma_on_secondary`` is off."""
    driver = new_game(
        0,
        variants=("zodiac",),
        zodiac_karma_on_secondary=secondary,
        setup={
            "offense": 0,
            "destiny": [1, 2, 0, 2, 1, 0],
            "powers": {},
            "hands": {
                0: ["attack-10", "attack-4"],
                1: ["attack-12", "attack-20", "flare-warrior"],
                2: [],
            },
            "zodiac": {"cards": {"0": "taurus", "1": "scorpio", "2": "leo"}},
        },
    )
    play(
        driver,
        {"challenge-card": {0: "attack-10", 1: "attack-12"}, "play-card": {1: "flare-warrior"}},
        until=lambda d: state(d).challenges >= 3,
    )
    s = state(driver)
    numbers = [e.public["number"] for e in s.log if e.kind == "challenge"]
    assert numbers[:2] == [1, 0]  # the Wild Warrior's secondary challenge came second
    changes = [e.public for e in s.log if e.kind == "karma-changes"]
    assert len(changes) == (2 if secondary else 1)
    conserved(s)


# -- the terminal -----------------------------------------------------------------------------


def test_terminal_shows_zodiac_cards_karma_and_labels() -> None:
    """The terminal names Zodiac cards and plays, shows every player's card and Karma (public)
    and, with two players, the author's advice against it (AMB-Z21 amended)."""
    from hyperspace.cli_cosmic import Names, zodiac_lines
    from hyperspace.cosmic.wording import card_label
    from hyperspace.cosmic.words import WORDS

    s = state(game({"cards": {"0": "taurus", "1": "leo", "2": "nemesis"}, "karma": [3, 2, 1]},
                   planets={"A5": [2, 0, 0], "C5": [0, 0, 4]}))  # fmt: skip
    seen = view(s, 0)
    names = Names(["Ann", "Bob", "Cy"], colour=False)
    assert zodiac_lines(seen, names) == [
        "[bold]Zodiac[/] (card, Karma): Ann Taurus 3 (Spiritual Leader), Bob Leo 2, Cy Nemesis 1"
    ]
    assert card_label("zodiac-cusp") == "Zodiac Cusp"
    seen["players"] = [{**p, "name": n} for p, n in zip(seen["players"], names.plain, strict=True)]
    play_decision = Decision(0, "zodiac-play", ("done", "zodiac-cusp@1"), "")
    assert (
        WORDS.option(play_decision, "zodiac-cusp@1", seen)
        == "play Zodiac Cusp on Bob (you draw two cards)"
    )
    launch = Decision(0, "launch", ("card", "A1"), "")
    assert WORDS.option(launch, "card", seen) == "a token from your Zodiac card (you have 3 there)"
    two = view(state(new_game(0, players=2, variants=("zodiac",))), 0)
    assert "advises against" in zodiac_lines(two, names)[-1]
    assert zodiac_lines(view(state(new_game(0)), 0), names) == []


def test_play_in_the_terminal_with_zodiac(tmp_path: Any) -> None:
    from typer.testing import CliRunner

    from hyperspace.cli import app

    args = "play cosmic --players 3 --seed 6 --variants zodiac --bots heuristic --save"
    result = CliRunner().invoke(app, [*args.split(), str(tmp_path / "z.json")], input="1\n" * 5000)
    assert result.exit_code == 0, result.output
    assert "Zodiac (card, Karma)" in result.stdout and "Play a Zodiac card?" in result.stdout


def test_terminal_tells_the_zodiac_events() -> None:
    from hyperspace.cosmic.words import WORDS

    seen = {"seat": None, "players": [{"name": n} for n in ("Ann", "Bob", "Cy")]}
    told = [
        WORDS.entry(part, seen)
        for part in (
            {"kind": "zodiac-played", "seat": 0, "card": "zodiac-cusp", "target": 1,
             "replaced": "zodiac-leo"},
            {"kind": "zodiac-draw", "seat": 0, "cards": 2, "drawn": ["attack-9", "compromise"]},
            {"kind": "zodiac-draw", "seat": 0, "cards": 2},
            {"kind": "karma-changes", "changes": {"0": -2, "1": 2}},
            {"kind": "karma", "seat": 1, "change": 1, "planet": "B2"},
            {"kind": "karma", "seat": 0, "change": -1, "card_as_base": True},
            {"kind": "karma-unchanged", "seat": 2, "change": 1},
            {"kind": "spiritual-leader", "seat": 1},
            {"kind": "spiritual-leader", "seat": None},
        )
    ]  # fmt: skip
    assert told == [
        "Ann plays Zodiac Cusp on Bob, who discards Zodiac Leo.",
        "Ann draws 2 cards: Attack 9 and Compromise.",
        "Ann draws 2 cards.",
        "Karma changes: Ann -2, Bob +2.",
        "Bob's Karma changes by +1 (Bob's planet 2).",
        "Ann's Karma changes by -1 (the card used as a base).",
        "Cy's Karma stays as it is: no token can move.",
        "Bob is the Spiritual Leader now.",
        "There is no Spiritual Leader now.",
    ]


@pytest.mark.parametrize(
    ("front", "karma", "needs"),
    [
        ({"0": "taurus", "1": "leo", "2": "capricorn"}, [3, 2, 2], [4, 5, 5]),  # Spiritual Leader
        ({"0": "aries", "1": "nemesis", "2": "capricorn"}, [2, 2, 2], [5, 4, 5]),  # Nemesis
        ({"0": "aries", "1": "leo", "2": "capricorn"}, [2, 2, 2], [5, 5, 5]),  # neither
    ],
)
def test_view_tells_each_players_win_target(
    front: dict[str, str], karma: list[int], needs: list[int]
) -> None:
    """Every view says how many foreign bases each player needs to win, the Spiritual Leader's
    and Nemesis' one fewer (AMB-Z15): public, as who they are is."""
    planets = {"A1": [3, 0, 0]} if karma[0] == 3 else {}  # the third Karma token from A1
    s = state(game({"cards": front, "karma": karma}, planets=planets))
    for seat in (None, 0, 1):
        assert [p["win_bases"] for p in view(s, seat)["players"]] == needs


def test_a_spiritual_leader_who_stays_is_not_announced_again() -> None:
    """Mutation survivor (seed 21): only a new Spiritual Leader is announced and counted. Bob
    becomes Spiritual Leader in the seeds' Karma example (4 Karma); in the next two challenges
    Cy gains 1 Karma (3) and Ann has none to lose: Bob still leads, announced once."""
    driver = game(
        {"cards": {"0": "taurus", "1": "scorpio", "2": "leo"}},
        hands={0: ["attack-20", "attack-20"], 1: ["attack-4"] * 2, 2: ["attack-5", "attack-6"]},
        destiny=[1, 0, 1],
    )
    play(driver, {}, until=challenges_done(3))
    s = state(driver)
    assert [e.public["changes"] for e in s.log if e.kind == "karma-changes"] == [
        {"0": -2, "1": 2},
        {"2": 1},
        {"0": -1},
    ]
    assert zodiac(s).karma == [0, 4, 3] and zodiac(s).leader() == 1
    assert [e.public for e in s.log if e.kind == "spiritual-leader"] == [{"seat": 1}]
    assert s.features["spiritual_leader_changes"] == 1
