"""Lloyd: insurance, once alliances are made, for a fee Lloyd sets; an insured player who loses
tokens puts them back on his bases, one who loses none pays the fee (Eon text, C-465); fees in
cards without Lucre (C-465); the designed Flares (C-466); seed 002: insured tokens imprisoned count
as not lost, and the insured player pays Lloyd (C-467)."""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic.powers.lloyd import Lloyd
from hyperspace.engine import Driver

from ..pulsars.support import plays
from ..support import new_game, play, state
from .batch_a_support import DESTINY, ZAP, first_challenge, log
from .support import checked_play, powerless

# Seat 0 attacks seat 1 (B1) with two tokens and loses: Attack 1 against Attack 12.
LOSING = {0: ["attack-1", "attack-6"], 1: ["attack-12", "attack-9"], 2: ["attack-5", "attack-7"]}
WINNING = {0: ["attack-20", "attack-6"], 1: ["attack-4", "attack-9"], 2: ["attack-5", "attack-7"]}
INSURE = {"power:lloyd": "use", "lloyd-fee": "fee:2", "lloyd-insure": "insure",
          "launch": ["A1+A2"]}  # fmt: skip


def game(hands: dict[int, list[str]], lloyd: int = 2, lucre: bool = True, **setup: Any) -> Driver:
    position = {"offense": 0, "destiny": DESTINY, "powers": {lloyd: "lloyd"}, "hands": hands}
    return new_game(0, use_powers=False, lucre=lucre, setup={**position, **setup})


def test_an_insured_loser_gets_his_tokens_back_and_the_other_pays() -> None:
    driver = game(LOSING)
    s = state(driver)
    lucre = [p.lucre for p in s.players]
    answers = checked_play(driver, INSURE, first_challenge)
    assert [d.seat for d in answers.asked("lloyd-insure")] == [0, 1]
    assert log(driver, "lloyd-offers") == [{"seat": 2, "fee": 2}]
    assert log(driver, "lloyd-claim") == [{"seat": 2, "player": 0, "tokens": 2}]
    assert s.warp[0] == 0  # the offense's two tokens back on its bases
    assert log(driver, "lloyd-fee-paid") == [{"seat": 1, "to": 2, "lucre": 2}]
    assert s.players[2].lucre - lucre[2] == 2
    assert s.features["lloyd_policies"] == 2 and s.features["lloyd_claims"] == 1


def test_without_lucre_the_fee_is_paid_in_cards() -> None:
    driver = game(LOSING, lucre=False)
    s = state(driver)
    checked_play(driver, INSURE, first_challenge)
    assert log(driver, "lloyd-fee-paid") == [{"seat": 1, "to": 2, "cards": 1}]
    assert len(s.players[2].hand) == 3  # the defense had one card left to pay with


def test_lloyd_may_offer_nothing() -> None:
    driver = game(LOSING)
    answers = play(driver, {**INSURE, "power:lloyd": "pass"}, first_challenge)
    assert not answers.asked("lloyd-fee") and state(driver).warp[0] == 2


def test_lloyd_does_not_insure_itself() -> None:
    driver = game(LOSING, lloyd=0)
    answers = checked_play(driver, INSURE, first_challenge)
    assert [d.seat for d in answers.asked("lloyd-insure")] == [1]
    assert state(driver).warp[0] == 2


def test_a_cosmic_zap_stops_the_offer() -> None:
    driver = game({**LOSING, 1: ["attack-12", ZAP]})
    answers = play(driver, {**INSURE, "cosmic-zap": ZAP}, first_challenge)
    assert log(driver, "zapped") and not answers.asked("lloyd-fee")


def test_a_lloyd_below_three_home_bases_offers_nothing() -> None:
    driver = game(LOSING, planets=powerless(2))
    answers = play(driver, INSURE, first_challenge)
    assert not answers.asked("power:lloyd")


def test_super_lloyd_takes_the_fees_at_once() -> None:
    driver = game({**LOSING, 2: ["attack-5", "flare-lloyd"]})
    s = state(driver)
    checked_play(driver, {**INSURE, "play-card": plays({2: ["flare-lloyd"]})}, first_challenge)
    paid = log(driver, "lloyd-fee-paid")
    assert paid == [{"seat": 0, "to": 2, "lucre": 2}, {"seat": 1, "to": 2, "lucre": 2}]
    assert log(driver, "lloyd-claim") and s.warp[0] == 0  # the claim is paid all the same


def test_wild_lloyd_brings_ones_own_tokens_home() -> None:
    driver = game({**LOSING, 0: ["attack-1", "flare-lloyd"]}, lloyd=2)
    s = state(driver)
    checked_play(
        driver, {**INSURE, "power:lloyd": "pass", "play-card": plays({0: ["flare-lloyd"]})},
        first_challenge,
    )  # fmt: skip
    assert log(driver, "wild-lloyd") == [{"seat": 0, "tokens": 2}] and s.warp[0] == 0


def test_a_failed_deal_is_covered_up_to_the_tokens_in_the_challenge() -> None:
    # Both reveal Compromises and make no deal: the offense loses its two Cone tokens and one from
    # a base; the policy covers the two.
    hands = {**LOSING, 0: ["compromise", "attack-6"], 1: ["compromise", "attack-9"]}
    driver = game(hands)
    s = state(driver)
    checked_play(driver, {**INSURE, "deal-propose": "pass"}, first_challenge)
    claims = {e["player"]: e["tokens"] for e in log(driver, "lloyd-claim")}
    assert claims[0] == 2 and s.warp[0] == 1


# -- Prisoners (seed 002): "If insured tokens are imprisoned, the insured player pays the Lloyd."


def test_imprisoned_insured_tokens_are_not_lost_so_the_fee_is_due() -> None:
    position = {"prisoners": {"destiny": ["capture", 1, 2, 0, 1, 2, 0]}}
    driver = new_game(
        0, use_powers=False, lucre=True, variants=["prisoners"],
        setup={"offense": 0, "powers": {2: "lloyd"}, "hands": LOSING, **position},
    )  # fmt: skip
    s = state(driver)
    checked_play(driver, INSURE, first_challenge)
    assert log(driver, "imprisoned") and not log(driver, "lloyd-claim")
    paid = {e["seat"]: e["lucre"] for e in log(driver, "lloyd-fee-paid")}
    assert paid == {0: 2, 1: 2}  # the imprisoned offense pays too
    assert s.variants["prisoners"].prisons.held[1][0] == 2  # type: ignore[attr-defined]


def test_the_power_names_its_source() -> None:
    assert Lloyd.name == "lloyd" and "Eon" in Lloyd.source
    assert Lloyd.flare is not None and Lloyd.flare.wild and Lloyd.flare.super_


def test_a_policy_covers_every_colour_of_the_insured() -> None:
    """Symbiote (seat 0) insures its tokens of both colours: one policy, asked of the seat, and
    the claim brings both colours back (C-554; it used to ask a seat for the second colour)."""
    position = {"offense": 0, "destiny": DESTINY, "hands": LOSING,
                "powers": {0: "symbiote", 2: "lloyd"}}  # fmt: skip
    driver = new_game(0, use_powers=False, lucre=True, setup=position)
    s = state(driver)
    answers = checked_play(driver, {**INSURE, "launch": ["A1+A1/3"]}, first_challenge)
    assert [d.seat for d in answers.asked("lloyd-insure")] == [0, 1]
    assert log(driver, "lloyd-claim") == [
        {"seat": 2, "player": 0, "tokens": 1},
        {"seat": 2, "player": 3, "tokens": 1},
    ]
    assert s.warp[0] == s.warp[3] == 0
