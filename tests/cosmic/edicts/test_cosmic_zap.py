"""Cosmic Zap: stops one use of a power as it is used; the power is off for the rest of the
challenge. Anyone but the power's holder may play it, only in answer to a power's use (BASE_RULES
§6a, AMB-B02, C-4); Card Zap or Unzap (C-7) cancels it (scenarios CE-18, CE-19)."""

from __future__ import annotations

from hyperspace.cosmic.powers.base import active

from ..support import pending_kind, state
from .support import cancel_offers, game, log, offers, run

ZAP = "edict-cosmic-zap"
TRADE = {"cone": "B1", "launch": ["A1"], "power:trader": "use"}


def hands(zapper: list[str], offense: list[str] | None = None) -> dict[int, list[str]]:
    return {0: ["attack-4", "compromise", *(offense or [])], 1: ["attack-30", "attack-20"],
            2: ["attack-5", *zapper]}  # fmt: skip


def test_zap_stops_the_use_and_the_power_for_the_challenge() -> None:
    driver = game(powers={0: "trader"}, hands=hands([ZAP]))
    answers = run(driver, {**TRADE, "cosmic-zap": {2: ZAP}}, until=pending_kind("challenge-card"))
    s = state(driver)
    assert [d.seat for d in answers.asked("cosmic-zap")] == [2]
    assert s.challenge is not None and s.challenge.zapped == {0}
    assert not active(s, 0)
    assert log(driver, "trader-trade") == [] and log(driver, "zapped")[0]["seat"] == 0
    assert sorted(s.players[0].hand) == ["attack-4", "compromise"]
    assert s.players[2].hand == ["attack-5"] and s.discard == [ZAP]


def test_passing_lets_the_power_work() -> None:
    driver = game(powers={0: "trader"}, hands=hands([ZAP]))
    run(driver, {**TRADE, "cosmic-zap": "pass"}, until=pending_kind("challenge-card"))
    s = state(driver)
    assert len(log(driver, "trader-trade")) == 1 and ZAP in s.players[2].hand


def test_never_offered_to_the_power_holder_nor_at_a_window() -> None:
    driver = game(powers={0: "trader"}, hands=hands([ZAP], offense=[ZAP]))
    answers = run(driver, {**TRADE, "cosmic-zap": "pass"}, until=pending_kind("challenge-card"))
    assert [d.seat for d in answers.asked("cosmic-zap")] == [2]
    assert offers(answers, ZAP) == []  # no moments of its own: only in answer to a power


def test_unzap_cancels_it() -> None:  # C-7
    driver = game(powers={0: "trader"}, hands=hands([ZAP], offense=["edict-unzap"]))
    run(driver, {**TRADE, "cosmic-zap": {2: ZAP}, "cancel-card": {0: "edict-unzap"}},
        until=pending_kind("challenge-card"))  # fmt: skip
    s = state(driver)
    assert s.challenge is not None and s.challenge.zapped == set() and active(s, 0)
    assert len(log(driver, "trader-trade")) == 1
    assert sorted(s.discard) == [ZAP, "edict-unzap"]


def test_card_zap_cancels_it() -> None:
    driver = game(powers={0: "trader"}, hands=hands([ZAP], offense=["edict-card-zap"]))
    answers = run(driver, {**TRADE, "cosmic-zap": {2: ZAP}, "cancel-card": {0: "edict-card-zap"}},
                  until=pending_kind("challenge-card"))  # fmt: skip
    s = state(driver)
    assert cancel_offers(answers, "edict-card-zap") == [0]
    assert s.challenge is not None and s.challenge.zapped == set()
    assert len(log(driver, "trader-trade")) == 1
    assert sorted(s.discard) == ["edict-card-zap", ZAP]
