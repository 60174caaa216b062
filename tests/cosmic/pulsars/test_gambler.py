"""Gambler's Pulsar: the Con (seed 004: immunity, Gambler cannot bluff against the holder) and the
Pro (C-397: an accepted claim's real card goes back to Gambler's hand)."""

from __future__ import annotations

from hyperspace.engine import Decision

from ..powers.batch_a_support import first_challenge, log
from ..powers.support import checked_play
from ..support import state
from .support import game, plays

# Gambler (seat 0) holds an Attack 4 against seat 1's Attack 12.
HANDS = {0: ["attack-4"], 1: ["attack-12"], 2: ["attack-5"]}
LIE = {"gambler-claim": "claim:attack-20", "gambler-call": "accept"}


def test_con_keeps_gambler_from_bluffing_against_the_holder() -> None:
    hands = {**HANDS, 1: ["attack-12", "pulsar-gambler"]}
    driver = game({0: "gambler"}, hands)
    answers = checked_play(
        driver,
        {**LIE, "play-card": plays({1: ["pulsar-gambler"]}), "pulsar-mode": "immunity"},
        until=first_challenge,
    )
    assert log(driver, "pulsar-immunity") == [{"seat": 1, "power": "gambler"}]
    assert answers.asked("power:gambler") == []
    assert log(driver, "reveal") == [{"cards": {"0": "attack-4", "1": "attack-12"}}]


def test_pro_returns_the_real_card_to_the_hand() -> None:
    hands = {**HANDS, 0: ["attack-4", "pulsar-gambler"]}
    driver = game({0: "gambler"}, hands)
    in_deck = state(driver).deck.count("attack-4")
    checked_play(
        driver, {**LIE, "play-card": plays({0: ["pulsar-gambler"]})}, until=first_challenge
    )
    s = state(driver)
    assert log(driver, "pulsar-pro") == [{"seat": 0, "power": "gambler"}]
    assert log(driver, "outcome")[0]["winner"] == 0
    assert s.players[0].hand == ["pulsar-gambler", "attack-4"]
    assert s.deck.count("attack-4") == in_deck and "attack-4" not in s.discard


def test_an_accepted_claim_stands_when_the_power_is_shut_off_afterwards() -> None:
    # Seat 2 discards the Gambler Pulsar at the reveal window, after the claim was accepted: the
    # power is off, but the challenge is still resolved as claimed (C-396).
    hands = {**HANDS, 2: ["attack-5", "pulsar-gambler"]}
    driver = game({0: "gambler"}, hands)
    in_deck = state(driver).deck.count("attack-4")

    def shut_off_at_the_reveal(decision: Decision) -> str:
        s = state(driver)
        late = s.challenge is not None and s.challenge.revealed
        wanted = decision.seat == 2 and late and "pulsar-gambler" in decision.options
        return "pulsar-gambler" if wanted else "pass"

    checked_play(
        driver,
        {**LIE, "play-card": shut_off_at_the_reveal, "pulsar-mode": "shut-off"},
        until=first_challenge,
    )
    s = state(driver)
    assert log(driver, "pulsar-shut-off") == [{"seat": 2, "power": "gambler"}]
    assert log(driver, "outcome")[0]["winner"] == 0  # Attack 20 as claimed
    assert s.deck.count("attack-4") == in_deck + 1  # under the deck, unseen
