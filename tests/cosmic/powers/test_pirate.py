"""Pirate: once a turn, outside the main players, it raids a main player's Lucre in a challenge
of its own while the challenge waits; the victim may buy it off with half his Lucre; its
(designed) Flares; seed 002 (tokens lost in a raid go to prison in a capture challenge)."""

from __future__ import annotations

from typing import Any

import pytest

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.engine import Decision, Driver

from ..support import challenges_done, new_game, pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import DESTINY, ZAP, log
from .support import checked_play

# Seat 0 challenges seat 1 (B1); Pirate (seat 2) raids seat 1's six Lucre with two tokens, then
# the challenge goes on. Seat 1's first card answers the raid, his second the challenge.
LUCRE = [4, 6, 4]
# Seat 0 keeps a card, so that he is asked to challenge again once he has won (where tests stop).
STRONG = {0: ["attack-20", "attack-8"], 1: ["attack-1", "attack-4"], 2: ["attack-20"]}
WEAK = {0: ["attack-20", "attack-8"], 1: ["attack-20", "attack-4"], 2: ["attack-1"]}
AGAIN = pending_kind("second-challenge")
RAID = pending_kind("pirate-victim")


def raid_or_again(driver: Driver) -> bool:
    """``until``: a raid is about to be made, or the challenge is over (seat 0 won it)."""
    return RAID(driver) or AGAIN(driver)


def lucre_game(
    powers: dict[int, str], hands: Any, lucre: list[int] | None = LUCRE, **setup: Any
) -> Driver:
    """Three players, with ``lucre`` (None: a game without Lucre); seat 0 challenges seat 1."""
    position = {"offense": 0, "destiny": DESTINY, "powers": powers, "hands": hands, **setup}
    if lucre is not None:
        position["lucre"] = lucre
    return new_game(0, players=3, use_powers=False, lucre=lucre is not None, setup=position)


def raid(driver: Driver, **answers: Any) -> Any:
    """The answers of the raid on seat 1 (two raiders from C1 and C2), then of the challenge."""
    table = {
        "pirate-victim": "player:1",
        "launch": {0: ["A1"], 2: ["C1+C2"]},
        "pirate-offer": "fight",
        "challenge-card": {0: "attack-20", 1: list(state(driver).players[1].hand)},
        **answers,
    }
    return checked_play(driver, table, until=AGAIN)


def test_pirate_raids_and_plunders_then_the_challenge_goes_on() -> None:
    driver = lucre_game({2: "pirate"}, STRONG)
    raid(driver)
    s = state(driver)
    assert log(driver, "pirate-raid") == [{"seat": 2, "victim": 1}]
    assert log(driver, "pirate-loot") == [
        {"seat": 2, "victim": 1, "lucre": 6, "outcome": "offense"}
    ]
    assert log(driver, "pirate-resume") == [
        {"seat": 2, "offense": 0, "defense": 1, "resumes": True}
    ]
    assert log(driver, "challenge") == [{"offense": 0, "number": 1}, {"offense": 2, "number": 0}]
    assert [p.lucre for p in s.players][1:] == [0, 10]
    assert s.tokens_on((2, 0), 2) == 4 and s.tokens_on((2, 1), 2) == 4  # the raiders went home
    assert s.outcomes == {"offense": 2}
    assert s.tokens_on((1, 0), 0) == 1  # then seat 0 won B1
    assert s.features["pirate_raids"] == 1 and s.features["pirate_loot"] == 1


def test_the_victim_buys_the_pirate_off_with_half_his_lucre() -> None:
    driver = lucre_game({2: "pirate"}, STRONG)
    answers = raid(driver, **{"pirate-offer": "pay"})
    s = state(driver)
    assert log(driver, "pirate-payoff") == [{"seat": 2, "victim": 1, "lucre": 3, "outcome": "deal"}]
    assert [p.lucre for p in s.players][1:] == [3, 7]
    assert [d.seat for d in answers.asked("challenge-card")] == [0, 1]  # no cards in the raid
    assert s.outcomes == {"deal": 1, "offense": 1}
    assert s.tokens_on((2, 0), 2) == 4 and s.tokens_on((2, 1), 2) == 4


def test_repelled_raiders_go_to_the_warp() -> None:
    driver = lucre_game({2: "pirate"}, WEAK)
    raid(driver)
    s = state(driver)
    assert log(driver, "pirate-repelled") == [{"seat": 2, "victim": 1, "outcome": "defense"}]
    assert s.warp[2] == 2 and [p.lucre for p in s.players][1:] == [6, 4]
    assert s.outcomes == {"defense": 1, "offense": 1}


def test_without_lucre_pirate_is_not_dealt_nor_may_be_named() -> None:
    # C-371, C-486: Pirate needs Lucre, as Dragon and Assessor do.
    for seed in range(6):
        dealt = new_game(seed, use_powers=True, power_pool=("pirate", "mind", "trader", "filch"))
        assert sorted(state(dealt).powers) == ["filch", "mind", "trader"]
    with pytest.raises(ValueError, match=r"setup.powers.2: Pirate needs Lucre"):
        lucre_game({2: "pirate"}, STRONG, lucre=None)


def test_only_a_main_player_with_lucre_is_raided() -> None:
    # Seat 1 has no Lucre; seat 0 has the one he took at the start of his turn.
    driver = lucre_game({2: "pirate"}, STRONG, lucre=[0, 0, 4])
    answers = checked_play(driver, until=lambda d: bool(log(d, "pirate-raid")))
    assert log(driver, "pirate-raid") == [{"seat": 2, "victim": 0}]
    assert answers.asked("pirate-victim") == []  # a single choice: not asked


def test_no_raid_as_a_main_player() -> None:
    driver = lucre_game({1: "pirate"}, STRONG)
    answers = checked_play(driver, {"challenge-card": {0: "attack-20", 1: "attack-4"}}, until=AGAIN)
    assert answers.asked("power:pirate") == []


def test_once_a_turn() -> None:
    # Four players: seat 0 challenges seat 1, then seat 3; Pirate (seat 2) raids the first only.
    hands = {
        0: ["attack-20", "attack-20", "attack-8"],
        1: ["attack-1", "attack-4"],
        2: ["attack-20"],
        3: ["attack-4"],
    }
    position = {
        "offense": 0,
        "destiny": [1, 3, 1, 3],
        "powers": {2: "pirate"},
        "hands": hands,
        "lucre": [4, 6, 4, 6],
    }
    driver = new_game(0, players=4, use_powers=False, lucre=True, setup=position)
    answers = checked_play(
        driver,
        {
            "pirate-victim": "player:1",
            "launch": {2: ["C1"]},
            "pirate-offer": "fight",
            "challenge-card": {0: "attack-20", 1: ["attack-1", "attack-4"], 3: "attack-4"},
            "second-challenge": ["challenge", "end-turn"],
        },
        until=challenges_done(3),  # the challenge, the raid, the second challenge
    )
    assert len(answers.asked("power:pirate")) == 1
    assert [e["defense"] for e in log(driver, "cone")][:2] == [1, 3]


def test_zapped_pirate_does_not_raid() -> None:
    driver = lucre_game({2: "pirate"}, {**STRONG, 0: [*STRONG[0], ZAP]})
    raid(driver, **{"cosmic-zap": {0: ZAP}, "challenge-card": {0: "attack-20", 1: "attack-4"}})
    assert log(driver, "pirate-raid") == [] and state(driver).challenges == 1


def test_super_flare_forbids_buying_pirate_off() -> None:
    hands = {**STRONG, 2: ["attack-20", "flare-pirate"]}
    driver = lucre_game({2: "pirate"}, hands)
    answers = raid(driver, **{"play-card": {2: "flare-pirate"}})
    assert log(driver, "super-pirate") == [{"seat": 2}]
    assert answers.asked("pirate-offer") == []
    assert log(driver, "pirate-loot") == [
        {"seat": 2, "victim": 1, "lucre": 6, "outcome": "offense"}
    ]


def test_wild_flare_plunders_a_card_from_the_loser() -> None:
    hands = {0: ["attack-20", "attack-8", "flare-pirate"], 1: ["attack-4", "attack-6"], 2: []}
    driver = lucre_game({2: "pirate"}, hands)
    checked_play(
        driver,
        {"play-card": {0: "flare-pirate"}, "challenge-card": {0: "attack-20", 1: "attack-4"}},
        until=AGAIN,
    )
    s = state(driver)
    assert log(driver, "wild-pirate") == [{"seat": 0, "from": 1}]
    assert s.players[1].hand == [] and "attack-6" in s.players[0].hand
    assert s.features["pirate_wild"] == 1


def test_seed_002_tokens_lost_in_a_raid_go_to_prison_in_a_capture_challenge() -> None:
    # Seed 002: "PIRATE [E] -- Tokens lost in raid go to prison in a capture challenge."
    driver = prisoners.game({2: "pirate"}, hands=WEAK, lucre=LUCRE, config={"lucre": True})
    raid(driver)
    assert log(driver, "pirate-repelled") == [{"seat": 2, "victim": 1, "outcome": "defense"}]
    assert prisoners.held(driver)[1] == [0, 0, 2]  # the victim imprisons the two raiders
    assert state(driver).warp[2] == 0


def test_the_heuristic_bots_raid_the_richest_and_fight_with_a_strong_card() -> None:
    driver = lucre_game({2: "pirate"}, WEAK, lucre=[9, 6, 4])

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    answers = checked_play(
        driver,
        {"pirate-victim": bot, "pirate-offer": bot, "launch": {2: ["C1"]}},
        until=lambda d: bool(log(d, "pirate-resume")),
    )
    assert [key for d, key in answers.seen if d.kind == "pirate-victim"] == ["player:0"]
    assert [key for d, key in answers.seen if d.kind == "pirate-offer"] == ["fight"]  # attack-20


def test_the_heuristic_bot_pays_without_a_strong_card() -> None:
    driver = lucre_game({2: "pirate"}, {**WEAK, 1: ["attack-4", "attack-6"]})

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    answers = raid(driver, **{"pirate-offer": bot})
    assert [key for d, key in answers.seen if d.kind == "pirate-offer"] == ["pay"]


def test_the_heuristic_bot_raids_only_with_a_strong_card() -> None:
    for hand, use in ((["attack-20"], "use"), (["attack-4"], "pass")):
        driver = lucre_game({2: "pirate"}, {**STRONG, 2: hand})

        def bot(decision: Decision, driver: Driver = driver) -> str:
            return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

        table = {"power:pirate": bot, "challenge-card": {0: "attack-20", 1: "attack-1"}}
        answers = checked_play(driver, table, until=raid_or_again)
        assert [key for d, key in answers.seen if d.kind == "power:pirate"] == [use]


def test_a_raiding_pirate_cannot_be_possessed() -> None:
    # Pirate's text (C-523): Demon (seat 3, outside both challenges) is asked to possess the
    # offense of the main challenge only, never the raiding Pirate.
    hands = {**STRONG, 3: ["attack-5"]}
    position = {"offense": 0, "destiny": DESTINY, "powers": {2: "pirate", 3: "demon"},
                "hands": hands, "lucre": [4, 6, 4, 0]}  # fmt: skip
    driver = new_game(0, players=4, use_powers=False, lucre=True, setup=position)
    asked_in: list[int] = []

    def demon(decision: Decision) -> str:
        challenge = state(driver).challenge
        assert challenge is not None
        asked_in.append(challenge.number)
        return "pass"

    raid(driver, **{"power:demon": demon})
    assert log(driver, "pirate-raid") == [{"seat": 2, "victim": 1}]
    assert asked_in == [1]
