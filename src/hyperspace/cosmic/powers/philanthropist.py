"""Philanthropist, the Power of Giving.

Once alliances are made, Philanthropist, as a main player or an ally, may give one card from its
hand to a main player: to its opponent when it is a main player itself, to either main player
when it is an ally. The player given the card may use it as usual. A main-player Philanthropist
left without a Challenge Card by its gift draws a new hand.

Source: no Eon text was found. This is the Fantasy Flight (2008) text, base set, credited to
Future Pastimes (POWER_TEXTS.md "Philanthropist", confidence MEDIUM, from the aliens.json data of
the Cosmic-Encounter-Bot repository). Flares, FFG text (same source): Wild, at the start of a
challenge, send one of your tokens to the Warp to lend your power to another player for the
challenge: you cannot use it meanwhile and he cannot refuse; Super, a player you give a Challenge
Card to must play it this challenge if he can (C-49).

Timing (C-40): the gift comes at the ``alliances_made`` moment, before the cards are chosen. What
was given is known to the giver and the receiver alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    active,
    exposed,
    modifier,
    pro,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import has_challenge_card, new_hand
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "philanthropist-super"  # challenge.data: the Super Flare is in force this challenge
GIFT: Final = "philanthropist-gift"  # challenge.data: (receiver, card) of this challenge's gift


def receivers(state: CosmicState, seat: int) -> list[int]:
    """Whom ``seat`` may give a card to: as a main player his opponent (anyone else with the
    Philanthropist Pro, C-173), as an ally either main player; never a player immune to
    Philanthropist (the Con)."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None:
        return []
    if challenge.is_main(seat):
        others = [s for s in range(state.config.players) if s != seat]
        chosen = others if pro(state, Philanthropist.name) else [challenge.opponent(seat)]
    elif seat in challenge.offense_allies or seat in challenge.defense_allies:
        chosen = list(challenge.sides())
    else:
        chosen = []
    return exposed(state, Philanthropist.name, chosen)


def may_give(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    return bool(state.players[seat].hand and receivers(state, seat))


class Philanthropist(Power):
    name = "philanthropist"
    title = "Philanthropist"
    short = "Power of Giving"
    text = (
        "Once alliances are made, as a main player or ally, you may give one card from your hand "
        "to a main player (your opponent if you are a main player), who may use it as usual."
    )
    source = "FFG text (base set, Future Pastimes; POWER_TEXTS 'Philanthropist', MEDIUM); no Eon"

    @ability("alliances_made", can_use=may_give, optional=True)
    async def give(self, state: CosmicState, seat: int, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None
        # As a main player to the opponent, as an ally to either main player.
        keys = tuple(f"player:{s}" for s in receivers(state, seat))
        answer = await ask(Decision(seat, "philanthropist-to", keys, "Give a card to whom?"))
        receiver = int(answer.removeprefix("player:"))
        hand = state.players[seat].hand
        if not hand:  # nothing left to give
            return
        card = await ask(
            Decision(seat, "philanthropist-card", tuple(dict.fromkeys(hand)), "Give which card?")
        )
        hand.remove(card)
        state.players[receiver].hand.append(card)
        challenge.data[GIFT] = (receiver, card)
        seen = {"card": card}
        state.note("philanthropist-gives", {"seat": seat, "to": receiver},
                   {seat: seen, receiver: seen})  # fmt: skip
        if challenge.is_main(seat) and not has_challenge_card(state, seat):
            await new_hand(state, seat)  # a main player left without a Challenge Card draws anew

    @modifier("card_options")
    def must_play(
        self, state: CosmicState, seat: int, options: tuple[str, ...], chooser: int
    ) -> tuple[str, ...]:
        # Super Flare: the player given a Challenge Card must play it if he can.
        challenge = state.challenge
        if challenge is None or not challenge.data.get(SUPER) or GIFT not in challenge.data:
            return options
        receiver, card = challenge.data[GIFT]
        if receiver == chooser and cards.is_challenge_card(card) and card in options:
            return (card,)
        return options


class WildPhilanthropist(Flare):
    """At the start of a challenge, send one of your tokens to the Warp to lend your power to
    another player for this challenge; you cannot use it meanwhile, he cannot refuse (C-49)."""

    moments = frozenset({START})
    text = "Start of a challenge: pay a token to the Warp to lend your power to another player."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        name = state.players[seat].power
        return (
            name is not None
            and state.power_seat.get(name) == seat
            and active(state, seat)
            and bool(state.bases(seat))
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        from hyperspace.cosmic.rules.challenge import LENT_POWERS  # (import cycle)
        from hyperspace.cosmic.tokens import take_from_bases, to_warp

        challenge = state.challenge
        assert challenge is not None
        name = state.players[seat].power
        assert name is not None
        keys = tuple(f"player:{s}" for s in range(state.config.players) if s != seat)
        answer = await ask(Decision(seat, "philanthropist-lend", keys, f"Lend {name} to whom?"))
        borrower = int(answer.removeprefix("player:"))
        if await take_from_bases(state, seat, 1, "lending your power"):
            state.transit[seat] -= 1  # the fee goes straight to the Warp
            to_warp(state, seat, 1)
        challenge.data.setdefault(LENT_POWERS, {})[name] = seat
        state.power_seat[name] = borrower
        state.note("power-lent", {"seat": seat, "power": name, "to": borrower})


class SuperPhilanthropist(SwitchFlare):
    """A player given a Challenge Card this challenge must play it if he can."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "Whoever you give a Challenge Card to this challenge must play it if he can."
    flag = SUPER
    kind = "super-philanthropist"


Philanthropist.flare = FlareSides(
    WildPhilanthropist(), SuperPhilanthropist(), "FFG text (POWER_TEXTS 'Philanthropist')"
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Philanthropist.pulsar_pro = (
    "For the rest of the challenge, as a main player, you may give your card to any player, not "
    "only your opponent (C-173)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("philanthropist-gives", "power-lent", important=True)
def _gift_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, to = say.name(entry.get("seat")), say.name(entry.get("to"))
    if entry.get("kind") == "power-lent":
        return f"{seat} lends the {say.power(entry.get('power'))}'s power to {to}."
    card = f" ({say.card(entry['card'])})" if entry.get("card") else ""
    return f"{seat} gives {to} a card{card}."


@BOOK.prompt("philanthropist-lend")
def _lend_prompt(decision: Decision, say: Say) -> str:
    """The Wild Philanthropist lends the power its player holds (C-49), named by its title."""
    power = say.seen["players"][decision.seat].get("power")
    return f"Lend your power, the {say.power(power)}, to whom?"


@BOOK.option("philanthropist-to", "philanthropist-card", "philanthropist-lend")
def _gift_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "philanthropist-card":
        return f"give {say.card(key)}"
    who = say.name(key.removeprefix("player:"))
    return f"give a card to {who}" if decision.kind == "philanthropist-to" else f"lend it to {who}"


POWER: Final = Philanthropist
