"""Timegash: at the start of someone else's challenge, its player calls a time gash: as soon as
that challenge is over he plays a challenge out of turn, a whole one of his own (Destiny, his
Challenge Card, his allies' invitations), and then play goes back to where it was.

Source: no text of any edition survives. Timegash was a card of the editions before Mayfair's, not
an alien power (POWER_TEXTS_ADDENDUM §2.3, LOW: a Cosmic Dominion developer recalls it as the card
that gave an out-of-turn challenge, after which turn order went back to normal). The Prisoners
seed's "but not Timegash" (AMB-P22) follows: its challenge is a challenge in its own right, so its
losses are imprisoned only if it is itself a capture challenge. Ruling C-510 designs the rest:
who may play it, when, and what a player with no Challenge Card does.
"""

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import START, Edict
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say


class Timegash(Edict):
    name = "timegash"
    title = "Timegash"
    text = (
        "At the start of another player's challenge: when it is over, you play a challenge out "
        "of turn; then play goes back to where it was."
    )
    source = "a card before Mayfair's, no text found (POWER_TEXTS_ADDENDUM §2.3); C-510"
    moments = frozenset({START})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        # Out of turn: the offense's own extra challenge is the second challenge of his turn.
        return seat != state.offense and seat not in state.out_of_turn

    async def play(self, state: CosmicState, seat: int) -> None:
        state.out_of_turn.append(seat)
        state.features["timegash"] += 1
        state.note("timegash", {"seat": seat})


EDICT: Final = Timegash()


# -- words (docs/architecture.md, "Words") --------------------------------------------------------


@BOOK.entry("timegash", important=True)
def _called(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    return f"Timegash: {seat} will play a challenge out of turn when this one is over."


@BOOK.entry("out-of-turn", important=True)
def _out_of_turn(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} plays a challenge out of turn (Timegash)."
