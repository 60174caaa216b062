"""Mutant, the Power to Regenerate.

As a main player, before the Challenge Cards are played, Mutant may fill its hand back up to the
hand size (seven, or whatever the game uses: AMB-W05). It draws one card at a time, each either
from the deck or at random from any other player's hand, mixing sources as it pleases.

Source: no Eon text was found. This is the Mayfair (1991) text, "Maintains Seven-Card Hand"
(POWER_TEXTS.md "Mutant", confidence MEDIUM, from https://m.everything2.com/user/bane221/writeups/
mutant); AMB-W05 reads its seven as the hand size in force. No Eon or Mayfair Flare text was found;
the Flares are Fantasy Flight's (2008, base set, Future Pastimes; aliens.json of the
Cosmic-Encounter-Bot repository, POWER_TEXTS): Wild, as a main player who wins or makes a deal,
take one card at random from the opponent and from each of the opponent's allies; Super, discard
up to three cards before refilling.

Timing (C-40, C-45): the refill comes once alliances are made, before the cards are chosen. The
Wild Mutant is played as the challenge is resolved (the ``resolved`` event).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import discard, draw, take_random
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing, plural

SUPER: Final = "mutant-super"  # challenge.data: the Super Flare is in force this challenge
SUPER_DISCARDS: Final = 3
PRO_EXTRA: Final = 2  # the Mutant Pro refills two cards past the hand size (C-170)


def may_refill(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    if challenge is None or challenge.defense is None or not challenge.is_main(seat):
        return False
    return len(state.players[seat].hand) < hand_limit(state) or bool(challenge.data.get(SUPER))


def hand_limit(state: CosmicState) -> int:
    """The hand size Mutant refills to: two more with the Mutant Pro (C-170)."""
    return state.config.hand_size + (PRO_EXTRA if pro(state, Mutant.name) else 0)


def sources(state: CosmicState, seat: int) -> tuple[str, ...]:
    """Where Mutant's next card may come from: the deck (while any card is left to draw) or the
    hand of any other player holding cards."""
    keys = ["deck"] if state.deck or state.discard else []
    others = [p.seat for p in state.players if p.seat != seat and p.hand]
    keys += [f"player:{s}" for s in exposed(state, Mutant.name, others)]  # the Mutant Con
    return tuple(keys)


class Mutant(Power):
    name = "mutant"
    title = "Mutant"
    short = "Power to Regenerate"
    text = (
        "As a main player, before the cards are played, you may refill your hand to the hand size "
        "(7), one card at a time, each from the deck or at random from any other player's hand."
    )
    source = "Mayfair text (everything2; POWER_TEXTS 'Mutant', MEDIUM), hand size per AMB-W05"

    @ability("alliances_made", can_use=may_refill, optional=True)
    async def regenerate(self, state: CosmicState, seat: int, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None
        hand = state.players[seat].hand
        discarded: list[str] = []
        if challenge.data.get(SUPER):
            # Super Flare: first discard up to three cards.
            while hand and len(discarded) < SUPER_DISCARDS:
                keys = ("done", *dict.fromkeys(hand))
                card = await ask(Decision(seat, "mutant-discard", keys, "Discard a card?"))
                if card == "done":
                    break
                hand.remove(card)
                await discard(state, seat, [card])
                discarded.append(card)
        # Draw one card at a time until the hand is full, each from the deck or from another
        # player's hand at random (C-45: the whole way, once the power is used).
        from_deck: list[str] = []
        taken: dict[int, list[str]] = {}
        while len(hand) < hand_limit(state):
            keys = sources(state, seat)
            if not keys:
                break
            answer = await ask(Decision(seat, "mutant-draw", keys, "Draw your next card from?"))
            if answer == "deck":
                draw(state, seat)
                from_deck.append(hand[-1])
            else:
                victim = int(answer.removeprefix("player:"))
                taken.setdefault(victim, []).extend(take_random(state, victim, seat, 1))
        private: dict[int, dict[str, Any]] = {
            victim: {"lost": cards} for victim, cards in taken.items()
        }
        private[seat] = {"drawn": from_deck, "taken": {str(v): c for v, c in taken.items()}}
        state.note(
            "mutant-refill",
            {"seat": seat, "discarded": discarded, "deck": len(from_deck),
             "from": {str(v): len(c) for v, c in taken.items()}},
            private,
        )  # fmt: skip


class WildMutant(Flare):
    """As a main player who wins or makes a deal: take one card at random from the opponent and
    from each of his allies."""

    events = frozenset({"resolved"})
    text = "Main player who wins or deals: take a random card from the opponent and each ally."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.has_opponent(seat)
            and (challenge.winner_side == seat or challenge.outcome == "deal")
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None
        opponent = challenge.opponent(seat)
        allies = (
            challenge.defense_allies if opponent == challenge.defense else challenge.offense_allies
        )
        private: dict[int, dict[str, Any]] = {seat: {"taken": {}}}
        for victim in (opponent, *allies):
            taken = take_random(state, victim, seat, 1)
            if taken:
                private[seat]["taken"][str(victim)] = taken[0]
                private[victim] = {"lost": taken[0]}
        state.note("wild-mutant", {"seat": seat, "from": sorted(private[seat]["taken"])}, private)


class SuperMutant(SwitchFlare):
    """Before refilling, discard up to three cards (this challenge)."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "Before your power refills your hand, you may discard up to three cards."
    flag = SUPER
    kind = "super-mutant"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.is_main(seat)


Mutant.flare = FlareSides(WildMutant(), SuperMutant(), "FFG text (POWER_TEXTS 'Mutant')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Mutant.pulsar_pro = (
    "For the rest of the challenge you refill your hand to two cards more than the hand size "
    "(C-170)."
)
Mutant.pulsar_con = (
    "For the rest of the challenge Mutant cannot draw cards from your hand (seed 004)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("mutant-refill", "wild-mutant", important=True)
def _mutant_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "wild-mutant":
        return f"{seat} takes a card from each of {say.many(entry.get('from', []))}."
    taken = [f"{plural(int(n), 'card')} from {say.name(s)}" for s, n in entry["from"].items()]
    if entry.get("deck"):
        taken.append(f"{plural(int(entry['deck']), 'card')} from the deck")
    discarded = entry.get("discarded")
    gone = f" after discarding {say.cards(discarded)}" if discarded else ""
    return f"{seat} fills his hand to eight{gone}: {listing(taken, 'nothing')}."


@BOOK.option("mutant-discard", "mutant-draw")
def _mutant_option(decision: Decision, key: str, say: Say) -> str:
    if key == "done":
        return "discard no more"
    if key == "deck":
        return "draw from the deck"
    if key.startswith("player:"):
        return f"take a card at random from {say.name(key.removeprefix('player:'))}"
    return f"discard {say.card(key)}"


POWER: Final = Mutant
