"""Parasite: join either side as an ally without an invitation (FFG text, C-47)."""

from __future__ import annotations

from hyperspace.cosmic.powers.parasite import Parasite

from ..support import pending_kind, play, state
from .batch_b_support import game, log_of
from .support import checked_play, conserved, powerless

# Seat 0 (Mind) challenges seat 1 (Clone); seat 2 is Parasite and nobody invites it.
POWERS = ["mind", "clone", "parasite"]
QUIET = {"power:mind": "pass", "power:clone": "pass"}
HANDS = {0: ["attack-12", "attack-13"], 1: ["attack-30", "attack-31"], 2: ["attack-6"]}


def test_parasite_joins_a_side_nobody_invited_it_to():
    driver = game(POWERS, hands=HANDS)
    s = state(driver)
    total = s.card_total()
    joins = {"alliance": {2: "offense:C1+C2"}}
    answers = play(driver, {**QUIET, **joins}, until=pending_kind("challenge-card"))
    (asked,) = answers.asked("alliance")
    sides = list(dict.fromkeys(key.partition(":")[0] for key in asked.options))
    assert asked.seat == 2 and sides == ["decline", "offense", "defense"]
    assert not answers.asked("ally-token")  # the tokens named with the side (C-604)
    challenge = s.challenge
    assert challenge is not None
    assert challenge.offense_allies == [2] and len(challenge.cone[2]) == 2
    kinds = [d.kind for d, _ in answers.seen]
    assert kinds.index("invite") < kinds.index("alliance")
    assert conserved(s, total)


def test_parasite_may_still_decline():
    driver = game(POWERS, hands=HANDS)
    play(driver, {**QUIET, "alliance": {2: "decline"}}, until=pending_kind("challenge-card"))
    challenge = state(driver).challenge
    assert challenge is not None and not challenge.offense_allies and not challenge.defense_allies


def test_a_main_player_parasite_has_nobody_to_join():
    driver = game(["parasite", "clone", "mind"], hands=HANDS)
    answers = play(driver, QUIET, until=pending_kind("challenge-card"))
    assert all(d.seat != 0 for d in answers.asked("alliance"))


def test_a_cosmic_zap_stops_an_uninvited_alliance():
    hands = {**HANDS, 0: ["attack-12", "attack-13", "edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    answers = checked_play(
        driver,
        {**QUIET, "alliance": {2: "defense:C1"}, "cosmic-zap": "edict-cosmic-zap"},
        until=pending_kind("challenge-card"),
    )  # fmt: skip
    assert answers.asked("cosmic-zap")[0].context == {"power": "parasite", "player": 2}
    challenge = s.challenge
    assert challenge is not None and not challenge.defense_allies and 2 not in challenge.defense_end
    assert s.tokens_on((2, 0), 2) == 4  # no token left its base


def test_an_invited_parasite_uses_no_power():
    hands = {**HANDS, 0: ["attack-12", "attack-13", "edict-cosmic-zap"]}
    driver = game(POWERS, hands=hands)
    answers = play(driver, {**QUIET, "invite": {1: "invite:2"}, "alliance": {2: "defense:C1"}},
                   until=pending_kind("challenge-card"))  # fmt: skip
    assert not answers.asked("cosmic-zap")
    challenge = state(driver).challenge
    assert challenge is not None and challenge.defense_allies == [2]


def test_a_parasite_below_three_home_bases_has_no_power():
    driver = game(POWERS, hands=HANDS, planets=powerless(2))
    answers = play(
        driver, {**QUIET, "alliance": {2: "offense"}}, until=pending_kind("challenge-card")
    )
    assert not answers.asked("alliance")


def test_super_parasite_commits_more_than_four_tokens():
    hands = {**HANDS, 2: ["attack-6", "flare-parasite"]}
    driver = game(POWERS, hands=hands)
    s = state(driver)
    total = s.card_total()
    tokens = "3C1+3C2"
    play(driver, {**QUIET, "play-card": {2: ["flare-parasite", "pass"]},
                  "alliance": {2: f"offense:{tokens}"}},
         until=pending_kind("challenge-card"))  # fmt: skip
    challenge = s.challenge
    assert challenge is not None and len(challenge.cone[2]) == 6
    assert conserved(s, total)


def test_without_the_super_flare_four_is_the_most():
    driver = game(POWERS, hands=HANDS)
    answers = play(driver, {**QUIET, "alliance": {2: "offense:3C1+C2"}},
                   until=pending_kind("challenge-card"))  # fmt: skip
    (ally,) = answers.asked("alliance")
    assert ally.refusal("offense:3C1+3C2") == "that is 6 tokens: commit at most 4"
    challenge = state(driver).challenge
    assert challenge is not None and len(challenge.cone[2]) == 4


def test_wild_parasite_shares_a_home_base_of_a_player_without_his_power():
    # Seat 1 (Clone) is down to two home bases: seat 0 puts one of its tokens on B1 (C-47).
    hands = {**HANDS, 0: ["attack-12", "attack-13", "flare-parasite"]}
    driver = game(POWERS, hands=hands, planets=powerless(1))
    s = state(driver)
    answers = checked_play(driver, {**QUIET, "play-card": {0: ["flare-parasite", "pass"]},
                                    "parasite-planet": "B1", "parasite-source": "A2"},
                           until=pending_kind("cone"))  # fmt: skip
    assert answers.asked("parasite-planet")[0].options == ("B1", "B2")
    assert s.tokens_on((1, 0), 0) == 1 and s.tokens_on((0, 1), 0) == 3
    assert log_of(driver, None, "wild-parasite")[0]["to"] == "B1"
    assert "flare-parasite" in s.players[0].hand


def test_wild_parasite_needs_a_player_without_his_power():
    hands = {**HANDS, 0: ["attack-12", "attack-13", "flare-parasite"]}
    driver = game(POWERS, hands=hands)
    answers = play(driver, QUIET, until=pending_kind("challenge-card"))
    assert not [d for d in answers.asked("play-card") if "flare-parasite" in d.options]


def test_the_power_names_its_source():
    assert Parasite.name == "parasite" and "FFG" in Parasite.source
    assert Parasite.flare is not None and Parasite.flare.wild and Parasite.flare.super_
