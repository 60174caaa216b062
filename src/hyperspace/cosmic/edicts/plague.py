"""Plague: at the start of a challenge, a chosen player loses three tokens to the Warp (from bases
of his choice) and discards one card of each type he holds (Attack, Compromise, Edict, Flare, and
the variants' Kicker, Ruling and Zodiac card: AMB-G20), choosing which.

Source: FFG wording (Cosmic Encounter wiki, Plague; POWER_TEXTS E7, MEDIUM), AMB-B02. Losses go to
the Warp even in a capture challenge (seed 002).
"""

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import START, Edict
from hyperspace.cosmic.rules.deck import discard
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import lose, take_from_bases
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

LOSS: Final = 3


class Plague(Edict):
    name = "plague"
    title = "Plague"
    text = "A chosen player loses 3 tokens to the Warp and discards one card of each type."
    source = "FFG wording (POWER_TEXTS E7), AMB-B02"
    moments = frozenset({START})

    async def play(self, state: CosmicState, seat: int) -> None:
        keys = tuple(f"player:{s}" for s in range(state.config.players))
        victim = int(
            (await ask(Decision(seat, "plague-target", keys, "Who gets the Plague?")))
            .removeprefix("player:")
        )  # fmt: skip
        taken = await take_from_bases(state, victim, LOSS, "Plague")
        await lose(state, victim, taken, "plague")
        hand = state.players[victim].hand
        for kind in cards.TYPES:  # every type is its own: Kickers and Rulings too (AMB-G20)
            of_kind = tuple(dict.fromkeys(c for c in hand if cards.kind(c) == kind))
            if of_kind:
                card = await ask(Decision(victim, "plague-discard", of_kind, f"Discard a {kind}"))
                hand.remove(card)
                await discard(state, victim, [card])
        state.note("plague", {"seat": victim, "tokens": taken})


EDICT: Final = Plague()


# -- words (docs/architecture.md, "Words") --------------------------------------------------------


@BOOK.entry("plague", important=True)
def _entry(entry: Mapping[str, Any], say: Say) -> str:
    tokens = say.tokens(entry.get("tokens", 0))
    return f"Plague: {say.name(entry.get('seat'))} loses {tokens} and a card of each type."


@BOOK.prompt("plague-discard")
def _prompt(decision: Decision, say: Say) -> str:
    return "The Plague: discard one card of this type."


@BOOK.option("plague-target")
def _option(decision: Decision, key: str, say: Say) -> str:
    return f"give the Plague to {say.name(key.removeprefix('player:'))}"
