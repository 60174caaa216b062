"""Force: a card that frees tokens, once it took effect, may be widened to free the tokens of the
players it reached from the Warp, the Praw and every prison (C-390); its Flares (C-391); seed
002's two Force sentences."""

from __future__ import annotations

from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot
from hyperspace.engine import Decision

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import WINNING, ZAP, game, log
from .support import checked_play, powerless

TUBES = "edict-mobius-tubes"
# Seat 0, the offense, plays Mobius Tubes at the start of its challenge; Force is seat 2.
TUBES_HANDS = {**WINNING, 0: ["attack-20", TUBES]}


def tubes() -> dict[str, dict[int, list[str]]]:
    """The offense plays Mobius Tubes once offered (a fresh table: answers pop their lists)."""
    return {"play-card": {0: [TUBES, "pass"]}}


CONE = pending_kind("cone")


def bases(*out: int) -> dict[str, list[int]]:
    """Home planets for three seats, each short of the tokens ``out[seat]`` it has elsewhere
    (in the Warp, the Praw, a prison), taken from its last planets."""
    planets: dict[str, list[int]] = {}
    for seat, missing in enumerate(out):
        left = 20 - missing
        for i in range(5):
            here = min(4, max(0, left - 4 * i))
            planets[f"{'ABC'[seat]}{i + 1}"] = [here if c == seat else 0 for c in range(3)]
    return planets


def test_mobius_tubes_widened_free_the_praw_too() -> None:
    driver = game(
        {2: "force"}, hands=TUBES_HANDS, warp=[2, 1, 0], praw=[1, 1, 3], planets=bases(3, 2, 3)
    )
    answers = checked_play(driver, {**tubes(), "force-widen": "all"}, until=CONE)
    s = state(driver)
    assert s.warp == [0, 0, 0] and s.praw == [0, 0, 0]
    [asked] = answers.asked("force-widen")
    assert asked.seat == 2 and asked.options == ("pass", "all", "player:0", "player:1", "player:2")
    assert log(driver, "force-widen") == [{"seat": 2, "card": "Mobius Tubes", "for": [0, 1, 2]}]
    assert s.features["force_widen"] == 1


def test_force_may_widen_for_one_player_only() -> None:
    driver = game(
        {2: "force"}, hands=TUBES_HANDS, warp=[2, 1, 0], praw=[1, 1, 3], planets=bases(3, 2, 3)
    )
    checked_play(driver, {**tubes(), "force-widen": "player:2"}, until=CONE)
    s = state(driver)
    assert s.warp == [0, 0, 0] and s.praw == [1, 1, 0]  # the Force is with itself
    assert sum(s.tokens_on((2, i), 2) for i in range(5)) == 20


def test_force_may_leave_the_card_as_it_is() -> None:
    driver = game(
        {2: "force"}, hands=TUBES_HANDS, warp=[2, 1, 0], praw=[1, 1, 3], planets=bases(3, 2, 3)
    )
    checked_play(driver, {**tubes(), "force-widen": "pass"}, until=CONE)
    s = state(driver)
    assert s.warp == [0, 0, 0] and s.praw == [1, 1, 3]
    assert log(driver, "force-widen") == []


def test_nothing_left_to_free_nothing_asked() -> None:
    driver = game({2: "force"}, hands=TUBES_HANDS, warp=[2, 1, 0], planets=bases(2, 1, 0))
    answers = checked_play(driver, tubes(), until=CONE)
    assert answers.asked("force-widen") == [] and state(driver).warp == [0, 0, 0]


def test_warp_break_widened_frees_its_player_from_the_praw() -> None:
    hands = {**WINNING, 1: ["attack-4", "edict-warp-break"]}
    driver = game({2: "force"}, hands=hands, warp=[0, 2, 0], praw=[0, 3, 4], planets=bases(0, 5, 4))
    answers = checked_play(
        driver, {"play-card": {1: ["edict-warp-break", "pass"]}, "force-widen": "player:1"},
        until=CONE,
    )  # fmt: skip
    s = state(driver)
    assert answers.asked("force-widen")[0].options == ("pass", "player:1")  # only whom it reached
    assert s.warp == [0, 0, 0] and s.praw == [0, 0, 4]


def test_zapped_force_widens_nothing() -> None:
    hands = {**TUBES_HANDS, 1: ["attack-4", ZAP]}
    driver = game({2: "force"}, hands=hands, warp=[2, 1, 0], praw=[1, 1, 3], planets=bases(3, 2, 3))
    answers = checked_play(
        driver, {**tubes(), "cosmic-zap": {1: ZAP}, "force-widen": "all"}, until=CONE
    )
    assert answers.asked("force-widen") == []
    assert state(driver).praw == [1, 1, 3]


def test_lost_power_widens_nothing() -> None:
    planets = {**bases(3, 2, 0), **powerless(2)}
    driver = game({2: "force"}, hands=TUBES_HANDS, warp=[2, 1, 0], praw=[1, 1, 0],
                  planets=planets)  # fmt: skip
    answers = checked_play(driver, {**tubes(), "force-widen": "all"}, until=CONE)
    assert answers.asked("force-widen") == [] and state(driver).praw == [1, 1, 0]


def test_seed_002_mobius_tubes_reach_the_prisons_when_the_force_is_with_you() -> None:
    # Seed 002: "Mobius Tubes and Warp Break have no effect on imprisoned tokens (unless the Force
    # is with you...)"; FORCE [E]: "modifying Mobius Tubes and Warpbreak to include Prisons".
    driver = prisoners.game({2: "force"}, destiny=prisoners.PLAIN, jail={"1": [2, 0, 3]},
                            warp=[1, 0, 0], hands=TUBES_HANDS, planets=bases(3, 0, 3))  # fmt: skip
    checked_play(driver, {**tubes(), "force-widen": "player:0"}, until=CONE)
    assert state(driver).warp == [0, 0, 0]
    assert prisoners.held(driver) == [[0, 0, 0], [0, 0, 3], [0, 0, 0]]  # the Force was with 0


def test_seed_002_amnesty_widened_to_the_warp() -> None:
    # Seed 002, FORCE [E]: "modifying General Amnesty and Jailbreak to include the Warp/Praw".
    hands = {**WINNING, 0: ["attack-20", "ruling-amnesty"]}
    driver = prisoners.game({2: "force"}, destiny=prisoners.PLAIN, jail={"1": [2, 0, 0]},
                            warp=[3, 2, 4], hands=hands, planets=bases(5, 2, 4))  # fmt: skip
    checked_play(
        driver, {"prisoners-ruling": {0: "ruling-amnesty"}, "force-widen": "player:2"}, until=CONE
    )
    s = state(driver)
    assert prisoners.held(driver) == [[0, 0, 0]] * 3
    assert s.warp == [3, 2, 0]
    assert log(driver, "force-widen") == [{"seat": 2, "card": "General Amnesty", "for": [2]}]


def test_seed_002_jailbreak_widened_frees_the_prisoners_warp_tokens() -> None:
    hands = {**WINNING, 0: ["attack-20", "ruling-jailbreak"]}
    driver = prisoners.game({2: "force"}, destiny=prisoners.PLAIN, jail={"1": [2, 0, 0]},
                            warp=[3, 2, 4], hands=hands, planets=bases(5, 2, 4))  # fmt: skip
    answers = checked_play(
        driver,
        {"prisoners-ruling": {0: "ruling-jailbreak"}, "prisoners-jailbreak": "player:1",
         "force-widen": "player:0"},
        until=CONE,
    )  # fmt: skip
    (asked,) = answers.asked("force-widen")
    assert asked.options == ("pass", "player:0")  # the prisoners' owner
    assert asked.prompt == "Widen Jailbreak to free tokens from the Warp, the Praw and the prisons?"
    assert state(driver).warp == [0, 2, 4]
    assert log(driver, "force-widen") == [{"seat": 2, "card": "Jailbreak", "for": [0]}]


def test_wild_force_lets_another_player_widen_the_card() -> None:
    hands = {**TUBES_HANDS, 1: ["attack-4", "flare-force"]}
    driver = game({2: "force"}, hands=hands, warp=[2, 1, 0], praw=[1, 1, 3], planets=bases(3, 2, 3))
    checked_play(
        driver,
        {"play-card": {0: [TUBES, "pass"], 1: ["flare-force", "pass"]},
         "force-widen": {1: "player:1", 2: "pass"}},
        until=CONE,
    )  # fmt: skip
    s = state(driver)
    assert log(driver, "wild-force") == [{"seat": 1, "card": "Mobius Tubes", "for": [1]}]
    assert s.praw == [1, 0, 3] and s.features["wild_force"] == 1
    assert "flare-force" in s.players[1].hand  # an Eon Flare goes back to the hand


def test_super_force_frees_its_own_tokens_from_a_card_played_for_another() -> None:
    # Warp Break reaches only seat 1; the Super frees Force's own tokens too.
    hands = {0: ["attack-20"], 1: ["attack-4", "edict-warp-break"], 2: ["attack-5", "flare-force"]}
    driver = game({2: "force"}, hands=hands, warp=[0, 2, 3], planets=bases(0, 2, 3))
    answers = checked_play(
        driver,
        {"play-card": {1: ["edict-warp-break", "pass"], 2: ["flare-force", "pass"]}},
        until=CONE,
    )  # fmt: skip
    s = state(driver)
    assert log(driver, "super-force") == [{"seat": 2, "card": "Warp Break"}]
    assert answers.asked("force-widen") == []  # nothing left for the power itself
    assert s.warp == [0, 0, 0] and s.features["force_super"] == 1
    assert "flare-force" in s.players[2].hand


def test_the_heuristic_bot_widens_for_itself_only() -> None:
    driver = game(
        {2: "force"}, hands=TUBES_HANDS, warp=[2, 1, 0], praw=[1, 1, 3], planets=bases(3, 2, 3)
    )

    def bot(decision: Decision) -> str:
        return CosmicHeuristicBot().choose(decision, lambda: driver.view(decision.seat))

    answers = checked_play(driver, {**tubes(), "force-widen": bot}, until=CONE)
    assert [key for d, key in answers.seen if d.kind == "force-widen"] == ["player:2"]
    assert state(driver).praw == [1, 1, 0]
