"""Force Field: once alliances are made, cancel the alliances of any allies chosen by its player;
their tokens go back to the bases they came from.

Source: FFG wording (Cosmic Encounter wiki, Artifact; BASE_RULES §6a), AMB-B02.
"""

from collections.abc import Mapping
from itertools import combinations
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, Edict
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import withdraw
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask


class ForceField(Edict):
    name = "force-field"
    title = "Force Field"
    text = "After alliances: cancel the alliances of any allies you choose; they go home."
    source = "FFG wording (BASE_RULES §6a), AMB-B02"
    moments = frozenset({ALLIANCES})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        assert challenge is not None
        return bool(challenge.offense_allies or challenge.defense_allies)

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        allies = sorted(challenge.offense_allies + challenge.defense_allies)
        keys = tuple(
            "cancel:" + ",".join(map(str, group))
            for size in range(1, len(allies) + 1)
            for group in combinations(allies, size)
        )
        answer = await ask(Decision(seat, "force-field", keys, "Cancel whose alliances?"))
        for ally in map(int, answer.removeprefix("cancel:").split(",")):
            for side, allies_of_side in (
                (challenge.cone, challenge.offense_allies),
                (challenge.defense_end, challenge.defense_allies),
            ):
                if ally in allies_of_side:
                    allies_of_side.remove(ally)
                    withdraw(state, ally, side)
        state.note("force-field", {"seat": seat, "cancelled": answer.removeprefix("cancel:")})


EDICT: Final = ForceField()


# -- words (docs/architecture.md, "Words") --------------------------------------------------------


@BOOK.entry("force-field", important=True)
def _entry(entry: Mapping[str, Any], say: Say) -> str:
    sent = say.many(str(entry.get("cancelled", "")))
    return f"{say.name(entry.get('seat'))}'s Force Field sends {sent} home from the challenge."


@BOOK.option("force-field")
def _option(decision: Decision, key: str, say: Say) -> str:
    return f"send {say.many(key.removeprefix('cancel:'))} home"
