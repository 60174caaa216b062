"""Sniveler: whine about the Warp, bases or a kind of card (FFG text, C-50)."""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic.powers.sniveler import Sniveler
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS

from ..support import pending_kind, play, state
from .batch_b_support import game, log_of, seen_by
from .support import checked_play, conserved, powerless

POWERS = ["sniveler", "clone", "mind"]
QUIET = {"power:mind": "pass", "power:clone": "pass"}
# Sniveler (seat 0) holds Attacks, a Compromise and an Edict, but no Flare.
HANDS = {0: ["attack-12", "compromise", "edict-quash"], 1: ["attack-30", "attack-31"], 2: []}
# Three of Sniveler's tokens are in the Warp (from A1).
IN_WARP = {"planets": {"A1": [1, 0, 0]}, "warp": [3, 0, 0]}


def test_the_others_may_let_sniveler_take_its_tokens_out_of_the_warp():
    driver = game(POWERS, hands=HANDS, **IN_WARP)
    s = state(driver)
    answers = checked_play(driver, {**QUIET, "power:sniveler": "use", "sniveler-whine": "warp"},
                           until=pending_kind("invite"))  # fmt: skip
    assert answers.asked("sniveler-whine")[0].options == ("warp", "cards:flare")
    assert [d.seat for d in answers.asked("sniveler-answer")] == [1, 2]
    assert s.warp == [0, 0, 0]


def test_kickers_are_a_kind_of_card_to_whine_about():
    """AMB-G20 (C-142): with the Kickers variant in play, a Kicker is a kind of card of its own, so
    Sniveler holding none may whine about it; kinds not in the game (Rulings, Zodiac) are not
    offered."""
    driver = game(POWERS, config={"variants": ["kickers"]}, hands=HANDS, **IN_WARP)
    answers = checked_play(driver, {**QUIET, "power:sniveler": "use", "sniveler-whine": "warp",
                                    "kickers-play": "pass"},
                           until=pending_kind("invite"))  # fmt: skip
    assert answers.asked("sniveler-whine")[0].options == ("warp", "cards:flare", "cards:kicker")


def test_one_refusal_sends_everybody_else_to_match_the_warp():
    driver = game(POWERS, hands=HANDS, **IN_WARP)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:sniveler": "use", "sniveler-whine": "warp",
                          "sniveler-answer": {1: "let", 2: "refuse"}},
                 until=pending_kind("invite"))  # fmt: skip
    assert s.warp == [3, 3, 3]


def test_whining_about_bases_when_the_others_let_it():
    # Seats 1 and 2 each have one external base; Sniveler has none.
    planets = {"A1": [4, 1, 0], "B1": [0, 4, 1], "C1": [0, 0, 3], "B2": [0, 3, 0]}
    driver = game(POWERS, hands=HANDS, planets=planets)
    s = state(driver)
    answers = checked_play(driver, {**QUIET, "power:sniveler": "use", "sniveler-whine": "bases",
                                    "cone": "B2", "sniveler-planet": "C2", "sniveler-source": "A3"},
                           until=pending_kind("invite"))  # fmt: skip
    assert "bases" in answers.asked("sniveler-whine")[0].options
    assert s.tokens_on((2, 1), 0) == 1 and s.external_bases(0) == 1


def test_refused_bases_cost_each_other_player_an_external_base():
    planets = {"A1": [4, 1, 0], "B1": [0, 4, 1], "C1": [0, 0, 3], "B2": [0, 3, 0]}
    driver = game(POWERS, hands=HANDS, planets=planets)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:sniveler": "use", "sniveler-whine": "bases", "cone": "B2",
                          "sniveler-answer": "refuse"}, until=pending_kind("invite"))  # fmt: skip
    assert s.external_bases(1) == 0 and s.external_bases(2) == 0
    assert s.tokens_on((0, 0), 1) == 0 and s.tokens_on((1, 0), 2) == 0


def test_a_card_given_to_sniveler_is_known_to_the_two_of_them():
    hands = {**HANDS, 1: ["attack-30", "attack-31", "flare-clone"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(
        driver,
        {**QUIET, "power:sniveler": "use", "sniveler-whine": "cards:flare",
         "sniveler-give": "flare-clone"},
        until=pending_kind("invite"),
    )  # fmt: skip
    assert "flare-clone" in s.players[0].hand and "flare-clone" not in s.players[1].hand
    assert log_of(driver, 0, "sniveler-given")[0]["card"] == "flare-clone"
    assert "card" not in log_of(driver, 2, "sniveler-given")[0]
    assert "flare-clone" not in seen_by(driver, 2)


def test_when_nobody_gives_every_other_player_discards_that_kind():
    hands = {**HANDS, 1: ["attack-30", "flare-clone", "flare-mind"], 2: ["flare-trader"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    checked_play(driver, {**QUIET, "power:sniveler": "use", "sniveler-whine": "cards:flare",
                          "sniveler-give": "refuse"}, until=pending_kind("invite"))  # fmt: skip
    assert s.players[1].hand == ["attack-30"] and s.players[2].hand == []
    assert {"flare-clone", "flare-mind", "flare-trader"} <= set(s.discard)
    seen = view(s, None)
    told = [WORDS.entry(e, seen) for e in seen["log"] if e["kind"] == "sniveler-discards"]
    assert told == [
        "B discards Flare of the Clone and Flare of the Mind.",
        "C discards Flare of the Trader.",
    ]


def test_sniveler_whines_after_the_launch_before_the_invitations():
    driver = game(["clone", "sniveler", "mind"], hands={**HANDS, 1: ["attack-30", "attack-31"]})
    answers = play(driver, {**QUIET, "power:sniveler": "use"}, until=pending_kind("invite"))
    kinds = [d.kind for d, _ in answers.seen]
    assert kinds.index("launch") < kinds.index("power:sniveler")
    assert answers.asked("power:sniveler")[0].seat == 1  # as the defense too


def test_sniveler_with_nothing_to_whine_about_is_not_asked():
    full = {**HANDS, 0: ["attack-12", "compromise", "edict-quash", "flare-mind"]}
    driver = game(POWERS, hands=full)
    answers = play(driver, {**QUIET, "power:sniveler": "use"}, until=pending_kind("invite"))
    assert not answers.asked("power:sniveler")


def test_a_cosmic_zap_stops_the_whine():
    hands = {**HANDS, 2: ["edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands, **IN_WARP)
    s = state(driver)
    answers = checked_play(
        driver,
        {**QUIET, "power:sniveler": "use", "cosmic-zap": "edict-cosmic-zap"},
        until=pending_kind("invite"),
    )  # fmt: skip
    assert not answers.asked("sniveler-whine")
    assert s.warp == [3, 0, 0]


def test_a_sniveler_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(0))
    answers = play(driver, {**QUIET, "power:sniveler": "use"}, until=pending_kind("invite"))
    assert not answers.asked("power:sniveler")


FOUR = ["clone", "mind", "trader", "sniveler"]
FOUR_HANDS = {0: ["attack-12", "attack-13"], 1: ["attack-30", "attack-31"],
              2: ["flare-sniveler"], 3: []}  # fmt: skip
FOUR_QUIET = {**QUIET, "power:sniveler": "pass", "power:trader": "pass"}


def test_wild_sniveler_refused_sends_that_main_player_s_allies_home():
    driver = game(FOUR, hands=FOUR_HANDS)
    s = state(driver)
    answers = checked_play(
        driver,
        {**FOUR_QUIET, "invite": {0: "invite:3"}, "alliance": {3: "offense:D1"},
         "play-card": {2: ["flare-sniveler", "pass"]},
         "sniveler-complain": "player:0", "sniveler-invite": "refuse"},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    assert answers.asked("sniveler-invite")[0].seat == 0
    challenge = s.challenge
    assert challenge is not None and not challenge.offense_allies and 3 not in challenge.cone
    assert s.tokens_on((3, 0), 3) == 4  # the ally's token went home


def test_wild_sniveler_invited_joins_that_side():
    driver = game(FOUR, hands=FOUR_HANDS)
    s = state(driver)
    play(driver, {**FOUR_QUIET, "play-card": {2: ["flare-sniveler", "pass"]},
                  "sniveler-complain": "player:1", "sniveler-invite": "invite"},
         until=pending_kind("challenge-card"))  # fmt: skip
    challenge = s.challenge
    assert challenge is not None and challenge.defense_allies == [2]
    assert len(challenge.defense_end[2]) == 1


def test_wild_sniveler_needs_to_have_been_left_out():
    driver = game(FOUR, hands=FOUR_HANDS)
    answers = play(driver, {**FOUR_QUIET, "invite": {1: "invite:2"}, "alliance": {2: "decline"}},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert not [d for d in answers.asked("play-card") if "flare-sniveler" in d.options]


# Seat 0 (offense) and seat 3 (its ally) each have four external bases and take B1, their fifth;
# Sniveler (seat 2) has four external bases and the Super Flare.
ENDGAME = {
    "planets": {
        "A1": [4, 0, 0, 1], "A2": [4, 0, 0, 1], "A3": [4, 0, 0, 1], "A4": [2, 0, 0, 1],
        "A5": [2, 0, 0, 0], "C1": [1, 0, 4, 0], "C2": [1, 0, 4, 0], "C3": [1, 0, 4, 0],
        "C4": [1, 0, 2, 0], "C5": [0, 0, 2, 0], "D1": [0, 0, 1, 4], "D2": [0, 0, 1, 4],
        "D3": [0, 0, 1, 4], "D4": [0, 0, 1, 2], "D5": [0, 0, 0, 2],
    },
    "hands": {0: ["attack-40", "attack-2"], 1: ["attack-1", "attack-5"],
              2: ["attack-30", "flare-sniveler"], 3: []},
}  # fmt: skip


def endgame_answers() -> dict[str, Any]:
    """Answers for the end-game position (fresh each time: the answer lists are used up)."""
    return {
        "power:mind": "pass", "power:clone": "pass",
        "power:sniveler": "pass", "power:trader": "pass",
        "invite": {0: ["invite:3", "invite:none"], 1: "invite:none", 2: "invite:3,1"},
        "alliance": {3: "offense:D1", 1: "offense:B2"},
        "challenge-card": {0: ["attack-40", "attack-2"], 1: "attack-1"},
        "play-card": {2: "flare-sniveler"}, "cone": {0: "B1", 2: "A5"},
    }  # fmt: skip


def test_super_sniveler_joins_a_win_the_winners_share():
    driver = game(["mind", "clone", "sniveler", "trader"], **ENDGAME)
    s = state(driver)
    answers = checked_play(driver, {**endgame_answers(), "sniveler-share": "share"})
    assert driver.finished and s.winners == [0, 3, 2]
    assert [d.seat for d in answers.asked("sniveler-share")] == [0, 3]


def test_super_sniveler_wins_the_last_challenge_with_its_allies():
    driver = game(["mind", "clone", "sniveler", "trader"], **ENDGAME)
    s = state(driver)
    answers = checked_play(
        driver,
        {**endgame_answers(), "sniveler-share": {0: "refuse", 3: "share"}},
    )
    assert driver.finished and s.winners == [2, 1]
    # The winners could not ally with the Sniveler: seat 3, invited, was offered no side.
    assert log_of(driver, None, "invitations")[-1]["offense"] == [1, 3]
    assert [d.seat for d in answers.asked("alliance")] == [3, 1]  # 3 in the first challenge only
    assert s.tokens_on((0, 4), 2) == 1  # the Sniveler took A5


def test_the_win_stands_if_the_sniveler_loses_the_last_challenge():
    hands = {**ENDGAME["hands"], 0: ["attack-40", "attack-50"]}
    driver = game(["mind", "clone", "sniveler", "trader"], **{**ENDGAME, "hands": hands})
    s = state(driver)
    total = s.card_total()
    table = {**endgame_answers(), "sniveler-share": "refuse",
             "challenge-card": {0: ["attack-40", "attack-50"], 1: "attack-1"}}  # fmt: skip
    answers = play(driver, table)
    assert driver.finished and s.winners == [0, 3]
    assert conserved(s, total)
    # Both winners refused to share: the Sniveler is asked which one he challenges.
    (last,) = answers.asked("sniveler-last")
    assert last.options == ("player:0", "player:3")
    assert WORDS.prompt(last, view(s, 2)) == "Challenge which winner?"


def test_the_power_names_its_source():
    assert Sniveler.name == "sniveler" and "FFG" in Sniveler.source
    assert Sniveler.flare is not None and Sniveler.flare.wild and Sniveler.flare.super_


def test_what_sniveler_whines_about_reads_as_words() -> None:
    # Each thing to whine about is named in words, as an option and in the log.
    from hyperspace.cosmic.words import WORDS
    from hyperspace.engine import Decision

    seen = {"seat": None, "players": [{"name": n} for n in ("Ann", "Bob", "Cy")]}
    whine = Decision(0, "sniveler-whine", ("warp", "bases", "cards:flare"), "")
    assert [WORDS.option(whine, key, seen) for key in whine.options] == [
        "whine about the Warp", "whine about bases", "whine about having no Flare card",
    ]  # fmt: skip
    told = [
        WORDS.entry({"kind": "sniveler-whines", "seat": 0, "about": about}, seen)
        for about in ("warp", "bases", "cards:compromise")
    ]
    assert told == [
        "Ann whines about the Warp.",
        "Ann whines about bases.",
        "Ann whines about having no Compromise card.",
    ]


def test_a_refused_whine_never_takes_a_base_in_progenitors_second_system() -> None:
    """Progenitor's second system is its home (C-552): its planets there are no external bases
    to give up (they were offered as if they were)."""
    planets = {"A1": [4, 1, 0], "B1": [0, 4, 1], "C1": [0, 0, 3], "B2": [0, 3, 0]}
    planets |= {f"D{i}": [0, 1, 0] for i in range(1, 5)}  # Progenitor's 20 tokens, as set up
    driver = game(["sniveler", "progenitor", "mind"], hands=HANDS, planets=planets)
    answers = checked_play(driver, {**QUIET, "power:sniveler": "use", "sniveler-whine": "bases",
                                    "cone": "B2", "sniveler-answer": "refuse"},
                           until=pending_kind("invite"))  # fmt: skip
    gave_up = [d for d in answers.asked("sniveler-give-up") if d.seat == 1]
    assert gave_up == []  # A1 alone: the rules answer it
    assert state(driver).tokens_on((0, 0), 1) == 0
