"""Butler: untipped, he aims the offense's Cone or picks the bases of his tokens (FFG Alliance
text, C-570, C-571); his designed Flares (C-572, C-573); seed 002's clarification of the Wild
Butler with prisoners."""

from __future__ import annotations

from hyperspace.cosmic.powers.butler import Butler
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine import Decision

from ..support import pending_kind, state
from ..variants import prisoners_support as prisoners
from .batch_a_support import LOSING, ZAP, first_challenge, game, log
from .support import checked_play, powerless

AT_INVITE = pending_kind("invite")  # the offense's tokens are in the Cone
SERVE = {"power:butler": "use", "butler-tip": "refuse"}


def test_untipped_butler_aims_the_cone() -> None:
    driver = game({2: "butler"}, hands=LOSING)
    answers = checked_play(driver, {**SERVE, "butler-chore": "aim", "cone": "B3"}, AT_INVITE)
    (aim,) = answers.asked("cone")
    assert aim.seat == 2 and aim.options == ("B1", "B2", "B3", "B4", "B5")
    assert [d.seat for d in answers.asked("butler-tip")] == [0]
    assert log(driver, "butler-chore") == [{"seat": 2, "offense": 0, "chore": "aim"}]
    assert log(driver, "cone") == [{"defense": 1, "planet": "B3"}]
    assert {d.seat for d in answers.asked("launch")} == {0}  # the offense picks his own bases
    assert state(driver).features["butler_aim"] == 1


def test_untipped_butler_picks_the_bases_the_offense_names_the_number() -> None:
    driver = game({2: "butler"}, hands=LOSING)
    table = {**SERVE, "butler-chore": "tokens", "token-count": "tokens:2", "launch": ["A3+A5"]}
    answers = checked_play(driver, table, AT_INVITE)
    (count,) = answers.asked("token-count")
    assert count.seat == 0 and count.options == ("tokens:1", "tokens:2", "tokens:3", "tokens:4")
    picks = answers.asked("launch")
    assert [d.seat for d in picks] == [2] and picks[0].context == {"side": "offense", "for": 0}
    assert picks[0].form is not None  # the number named is the number taken
    assert picks[0].form.describe()["least"] == picks[0].form.describe()["most"] == 2
    s = state(driver)
    assert [s.tokens_on((0, i), 0) for i in range(5)] == [4, 4, 3, 4, 3]
    assert log(driver, "launch") == [{"seat": 0, "tokens": 2}]
    assert [d.seat for d in answers.asked("cone")] == [0]
    assert s.features["butler_tokens"] == 1


def test_a_tip_of_one_random_card_keeps_the_chores_the_offense_s() -> None:
    hands = {**LOSING, 0: ["attack-1", "attack-7"], 2: []}
    driver = game({2: "butler"}, hands=hands)
    answers = checked_play(driver, {"power:butler": "use", "butler-tip": "tip"}, AT_INVITE)
    s = state(driver)
    assert len(s.players[0].hand) == 1 and len(s.players[2].hand) == 1
    assert sorted(s.players[0].hand + s.players[2].hand) == ["attack-1", "attack-7"]
    assert answers.asked("butler-chore") == []
    assert [d.seat for d in answers.asked("cone")] == [0]
    assert log(driver, "butler-tip") == [{"seat": 2, "from": 0, "cards": 1}]
    assert s.features["butler_tips"] == 1
    # The offense is asked in words, with the size of the tip.
    (tip,) = answers.asked("butler-tip")
    assert WORDS.prompt(tip, view(s, 0)) == "Tip the Butler 1 card at random from your hand?"
    assert tip.context == {"butler": 2, "cards": 1}


def test_butler_may_decline_to_serve() -> None:
    driver = game({2: "butler"}, hands=LOSING)
    answers = checked_play(driver, {"power:butler": "pass"}, AT_INVITE)
    assert answers.asked("butler-tip") == [] and [d.seat for d in answers.asked("cone")] == [0]


def test_butler_as_the_defense_aims_at_his_own_planet() -> None:
    driver = game({1: "butler"}, hands=LOSING)
    answers = checked_play(driver, {**SERVE, "butler-chore": "aim", "cone": "B5"}, AT_INVITE)
    assert [d.seat for d in answers.asked("cone")] == [1]
    assert log(driver, "cone") == [{"defense": 1, "planet": "B5"}]


def test_not_in_his_own_challenge() -> None:
    driver = game({0: "butler"}, hands=LOSING)
    answers = checked_play(driver, {}, AT_INVITE)
    assert answers.asked("power:butler") == [] and answers.asked("butler-tip") == []


def test_a_cosmic_zap_stops_the_service() -> None:
    driver = game({2: "butler"}, hands={**LOSING, 0: ["attack-1", ZAP]})

    def zap(decision: Decision) -> str:
        return ZAP if decision.context.get("power") == "butler" else "pass"

    answers = checked_play(driver, {**SERVE, "cosmic-zap": zap}, AT_INVITE)
    assert answers.asked("butler-tip") == [] and [d.seat for d in answers.asked("cone")] == [0]


def test_a_butler_below_three_home_bases_has_no_power() -> None:
    driver = game({2: "butler"}, hands=LOSING, planets=powerless(2))
    answers = checked_play(driver, {}, AT_INVITE)
    assert answers.asked("power:butler") == []


def test_super_butler_does_both_chores() -> None:
    hands = {**LOSING, 2: ["flare-butler"]}
    driver = game({2: "butler"}, hands=hands)
    table = {
        **SERVE,
        "play-card": {2: "flare-butler"},
        "butler-chore": "both",
        "cone": "B2",
        "token-count": "tokens:1",
        "launch": "A2",
    }
    answers = checked_play(driver, table, AT_INVITE)
    assert answers.asked("butler-chore")[0].options == ("aim", "tokens", "both")
    assert [d.seat for d in answers.asked("cone") + answers.asked("launch")] == [2, 2]
    assert log(driver, "super-butler") == [{"seat": 2}]
    assert log(driver, "cone") == [{"defense": 1, "planet": "B2"}]
    assert state(driver).tokens_on((0, 1), 0) == 3


def test_without_the_super_there_is_no_both() -> None:
    driver = game({2: "butler"}, hands=LOSING)
    answers = checked_play(driver, {**SERVE, "butler-chore": "aim"}, AT_INVITE)
    assert answers.asked("butler-chore")[0].options == ("aim", "tokens")


def test_wild_butler_slips_a_token_out_of_the_warp_once_a_challenge() -> None:
    # Seat 2 holds no power: the Flare is its Wild side.
    hands = {**LOSING, 2: ["flare-butler"]}
    driver = game({1: "butler"}, hands=hands, planets={"C5": [0, 0, 2]}, warp=[0, 0, 2])
    table = {"play-card": {2: "flare-butler"}, "wild-butler-base": "C1", "power:butler": "pass"}
    answers = checked_play(driver, table, first_challenge)
    s = state(driver)
    assert s.tokens_on((2, 0), 2) == 5 and s.warp[2] == 1
    (base,) = answers.asked("wild-butler-base")
    assert base.seat == 2 and base.options == ("C1", "C2", "C3", "C4", "C5")
    plays = [d for d in answers.asked("play-card") if d.seat == 2]
    assert "flare-butler" in plays[0].options
    assert all("flare-butler" not in d.options for d in plays[1:])  # once a challenge
    entries = [e for e in s.log if e.kind == "wild-butler"]
    assert [e.public for e in entries] == [{"seat": 2}]  # where it went: his own part only
    assert "flare-butler" in s.players[2].hand  # an Eon Flare goes back to the hand
    assert s.features["wild_butler"] == 1


def test_wild_butler_never_takes_a_token_out_of_prison() -> None:
    # "BUTLER [E] -- Wild Butler may NOT secretly take his own tokens from Prison and put them
    # in the Warp." (seed 002). Seat 1 holds two of seat 2's tokens; one more is in the Warp.
    hands = {**prisoners.LOSING, 2: ["flare-butler"]}
    driver = prisoners.game(
        {1: "butler"},
        destiny=prisoners.PLAIN,
        jail={"1": [0, 0, 2]},
        planets={"C5": [0, 0, 1]},
        warp=[0, 0, 1],
        hands=hands,
    )
    table = {"play-card": {2: "flare-butler"}, "wild-butler-base": "C2", "power:butler": "pass"}
    checked_play(driver, table, prisoners.first_challenge)
    s = state(driver)
    assert s.tokens_on((2, 1), 2) == 5 and s.warp[2] == 0
    assert prisoners.held(driver)[1] == [0, 0, 2]  # the prisoners stay in prison


def test_wild_butler_is_not_offered_with_tokens_only_in_prison() -> None:
    hands = {**prisoners.LOSING, 2: ["flare-butler"]}
    driver = prisoners.game(
        {1: "butler"},
        destiny=prisoners.PLAIN,
        jail={"1": [0, 0, 2]},
        planets={"C5": [0, 0, 2]},
        hands=hands,
    )
    answers = checked_play(driver, {"power:butler": "pass"}, prisoners.first_challenge)
    assert all("flare-butler" not in d.options for d in answers.asked("play-card"))
    assert prisoners.held(driver)[1] == [0, 0, 2]


def test_the_power_is_listed_with_its_source() -> None:
    assert Butler.source.startswith("FFG Alliance text")


def test_negator_cannot_negate_the_butler_s_aim() -> None:
    # The aim is part of Butler's power, which Negator's text puts out of its reach (C-571).
    driver = game({1: "negator", 2: "butler"}, hands=LOSING)
    table = {**SERVE, "butler-chore": "aim", "cone": "B3", "negator-negate": "negate"}
    answers = checked_play(driver, table, AT_INVITE)
    assert [d.context["choice"] for d in answers.asked("negator-negate")] == ["tokens"]
    assert log(driver, "cone") == [{"defense": 1, "planet": "B3"}]
