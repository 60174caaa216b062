"""Trader, the Power of Transference.

As a main player, before the Challenge Cards are chosen, Trader may trade hands with his opponent:
each gives the other his whole hand and keeps the one he gets.

Source: no Eon text was found. This is the Fantasy Flight (2008) text, base set, credited to
Future Pastimes (POWER_TEXTS.md "Trader", confidence MEDIUM, from the aliens.json data of the
Cosmic-Encounter-Bot repository). Flares, FFG text (the same source): Wild, as a main player before
alliances, take one card at random from the opponent's hand, then give him any one card (possibly
that one); Super, trade hands with any other player instead of only the opponent.

Timing (C-40): the trade comes once alliances are made, before Challenge Cards are chosen (the
``alliances_made`` moment), so that a main player left without a Challenge Card by it still gets
a new hand (C-12). The Wild Flare is played once the defense is known (the destiny window), which
is before alliances; the Super Flare at any window up to the trade (C-41).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import take_random
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing, plural

SUPER: Final = "trader-super"  # challenge.data: the Super Flare is in force this challenge


def main_player(state: CosmicState, seat: int) -> bool:
    """Whether ``seat`` is a main player of the challenge under way (its defense known)."""
    challenge = state.challenge
    return challenge is not None and challenge.has_opponent(seat)


def partners(state: CosmicState, seat: int) -> list[int]:
    """Whom Trader may trade hands with: its opponent, or any other player with the Super Flare
    or the Trader Pro (C-175); never a player immune to Trader (the Con)."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None or not challenge.is_main(seat):
        return []
    anyone = challenge.data.get(SUPER) or pro(state, Trader.name)
    others = [s for s in range(state.config.players) if s != seat]
    return exposed(state, Trader.name, others if anyone else [challenge.opponent(seat)])


def swap_hands(state: CosmicState, seat: int, other: int) -> None:
    """``seat`` and ``other`` exchange their whole hands; each sees only the hand he receives."""
    mine, theirs = state.players[seat], state.players[other]
    mine.hand, theirs.hand = theirs.hand, mine.hand
    state.note(
        "trader-trade",
        {"seat": seat, "with": other, "cards": {str(seat): len(mine.hand),
                                                str(other): len(theirs.hand)}},
        {seat: {"received": sorted(mine.hand)}, other: {"received": sorted(theirs.hand)}},
    )  # fmt: skip


class Trader(Power):
    name = "trader"
    title = "Trader"
    short = "Power of Transference"
    text = (
        "As a main player, once alliances are made and before Challenge Cards are chosen, you may "
        "trade hands with your opponent; each keeps the hand he receives."
    )
    source = "FFG text (base set, Future Pastimes; POWER_TEXTS 'Trader', MEDIUM); no Eon text"

    @ability(
        "alliances_made",
        can_use=lambda p, state, seat, ctx: (
            main_player(state, seat) and bool(partners(state, seat))
        ),
        optional=True,
    )
    async def trade(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Trade your whole hand for your opponent's (the Super Flare: for any other player's).
        challenge = state.challenge
        assert challenge is not None
        others = partners(state, seat)
        other = others[0]
        if len(others) > 1 or others[0] != challenge.opponent(seat):
            keys = tuple(f"player:{s}" for s in others)
            answer = await ask(Decision(seat, "trader-partner", keys, "Trade hands with whom?"))
            other = int(answer.removeprefix("player:"))
        swap_hands(state, seat, other)


class WildTrader(Flare):
    """As a main player before alliances: take one card at random from the opponent's hand, then
    give him any one card of yours (possibly the one just taken)."""

    moments = frozenset({DESTINY})
    text = (
        "Main player, before alliances: take a random card from your opponent, then give him one."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            main_player(state, seat)
            and challenge is not None
            and bool(state.players[challenge.opponent(seat)].hand)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        other = challenge.opponent(seat)
        taken = take_random(state, other, seat, 1)
        hand = state.players[seat].hand
        given = await ask(
            Decision(seat, "trader-give", tuple(dict.fromkeys(hand)), "Give your opponent a card")
        )
        hand.remove(given)
        state.players[other].hand.append(given)
        state.note(
            "wild-trader",
            {"seat": seat, "with": other},
            {seat: {"taken": taken, "given": given}, other: {"taken": taken, "given": given}},
        )


class SuperTrader(SwitchFlare):
    """Trade hands with any other player, not only the opponent (this challenge)."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "Your power may trade hands with any other player, not only your opponent."
    flag = SUPER
    kind = "super-trader"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.is_main(seat)


Trader.flare = FlareSides(WildTrader(), SuperTrader(), "FFG text (POWER_TEXTS 'Trader')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Trader.pulsar_pro = (
    "For the rest of the challenge you may trade hands with any other player, not only your "
    "opponent (C-175)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("trader-trade", "wild-trader", important=True)
def _trade_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, other = say.name(entry.get("seat")), say.name(entry.get("with"))
    if entry.get("kind") == "wild-trader":
        taken = f" ({say.cards(entry['taken'])})" if entry.get("taken") else ""
        given = f" ({say.card(entry['given'])})" if entry.get("given") else ""
        return f"{seat} takes a card from {other}{taken} and gives one back{given}."
    counts = entry.get("cards", {})
    held = listing([f"{say.name(s)} {plural(int(n), 'card')}" for s, n in counts.items()])
    received = f" You receive {say.cards(entry['received'])}." if entry.get("received") else ""
    return f"{seat} trades hands with {other}: now {held}.{received}"


@BOOK.option("trader-partner", "trader-give")
def _trade_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "trader-give":
        return f"give {say.card(key)}"
    return f"trade hands with {say.name(key.removeprefix('player:'))}"


POWER: Final = Trader
