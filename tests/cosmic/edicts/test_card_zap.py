"""Card Zap: cancels an Edict or Flare as it is played; the cancelled card is discarded with no
effect, and a Card Zap can itself be Card Zapped (BASE_RULES §6a, AMB-B02, C-4; scenario CE-20)."""

from __future__ import annotations

from ..support import pending_kind, state
from .support import cancel_offers, game, log, offers, run

CARD_ZAP = "edict-card-zap"
PLAGUE = "edict-plague"
HANDS = {0: ["attack-7", CARD_ZAP], 1: ["attack-6"], 2: [PLAGUE, "attack-5"]}


def test_cancels_an_edict_which_has_no_effect() -> None:
    driver = game(hands=HANDS)
    answers = run(driver, {"play-card": {2: PLAGUE}, "cancel-card": {0: CARD_ZAP}},
                  until=pending_kind("cone"))  # fmt: skip
    s = state(driver)
    assert cancel_offers(answers, CARD_ZAP) == [0]
    assert answers.asked("cancel-card")[0].context == {"card": PLAGUE, "player": 2}
    assert answers.asked("plague-target") == [] and log(driver, "plague") == []
    assert s.warp == [0, 0, 0]
    assert s.players[0].hand == ["attack-7"] and s.players[2].hand == ["attack-5"]
    assert sorted(s.discard) == [CARD_ZAP, PLAGUE]
    assert log(driver, "play")[1] == {"seat": 0, "card": CARD_ZAP, "against": PLAGUE}


def test_a_card_zap_can_be_card_zapped() -> None:
    hands = {**HANDS, 1: ["attack-6", CARD_ZAP]}
    driver = game(hands=hands)
    run(driver, {"play-card": {2: PLAGUE}, "cancel-card": {0: CARD_ZAP, 1: CARD_ZAP},
                 "plague-target": "player:0"}, until=pending_kind("cone"))  # fmt: skip
    s = state(driver)
    assert log(driver, "plague") == [{"seat": 0, "tokens": 3}] and s.warp == [3, 0, 0]
    assert s.discard.count(CARD_ZAP) == 2 and PLAGUE in s.discard


def test_only_in_answer_and_never_against_ones_own_card() -> None:
    hands = {0: ["attack-7"], 1: ["attack-6"], 2: [PLAGUE, "attack-5", CARD_ZAP]}
    driver = game(hands=hands)
    answers = run(driver, {"play-card": {2: PLAGUE}, "plague-target": "player:1"},
                  until=pending_kind("cone"))  # fmt: skip
    assert answers.asked("cancel-card") == []  # its own player may not cancel it
    assert offers(answers, CARD_ZAP) == []  # no window of its own
    assert CARD_ZAP in state(driver).players[2].hand


def test_passing_lets_the_edict_work() -> None:
    driver = game(hands=HANDS)
    run(driver, {"play-card": {2: PLAGUE}, "cancel-card": "pass", "plague-target": "player:1"},
        until=pending_kind("cone"))  # fmt: skip
    s = state(driver)
    assert s.warp == [0, 3, 0] and CARD_ZAP in s.players[0].hand


def test_only_the_flares_that_say_so_are_asked_whether_they_cancel() -> None:
    """The Flares whose text lets them cancel a card just played are the ones asked (the others
    are passed over without judging them): Anti-Matter, Filch, Healer, Negator and Void."""
    from hyperspace.cosmic.rules.specials import CANCELLING, FLARE_SIDES

    assert sorted(CANCELLING) == [
        "flare-anti-matter",
        "flare-filch",
        "flare-healer",
        "flare-negator",
        "flare-void",
    ]
    assert FLARE_SIDES.keys() > CANCELLING
