"""Pulsar Zap: cancel a Pulsar as it is played (it is discarded without effect), or lift a Pulsar
shut-off already in force.

Source: no text found (WARP_EXTRAS §4); seed 004 says only that it, unlike Unzap, undoes a Pulsar
shut-off. AMB-U06 gives both uses; it is in the deck only with the Pulsars variant. As an answer
it is offered by the rules (:mod:`hyperspace.cosmic.rules.specials`); at a window it lifts one
shut-off, its player naming the power.
"""

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START, Edict
from hyperspace.cosmic.powers.base import OFF
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say, power_title
from hyperspace.engine.decision import Decision, ask


class PulsarZap(Edict):
    name = "pulsar-zap"
    title = "Pulsar Zap"
    text = (
        "Cancel a Pulsar as it is played (it is discarded), or end a Pulsar's shut-off of a "
        "power for this challenge."
    )
    source = "no text found (WARP_EXTRAS §4); seed 004 point 4; AMB-U06"
    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and bool(challenge.data.get(OFF))

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        off: list[str] = challenge.data[OFF]
        keys = tuple(f"power:{name}" for name in off)
        answer = await ask(
            Decision(seat, "pulsar-zap", keys, "Which power's Pulsar shut-off do you end?")
        )
        power = answer.removeprefix("power:")
        off.remove(power)
        state.note("pulsar-zap", {"seat": seat, "power": power})


EDICT: Final = PulsarZap()


# -- words (docs/architecture.md, "Words") --------------------------------------------------------


@BOOK.entry("pulsar-zap", important=True)
def _entry(entry: Mapping[str, Any], say: Say) -> str:
    power = power_title(entry.get("power"))
    return f"{say.name(entry.get('seat'))} ends the {power} Pulsar's shut-off: {power} is back."


@BOOK.option("pulsar-zap")
def _option(decision: Decision, key: str, say: Say) -> str:
    return f"end the shut-off of {power_title(key.removeprefix('power:'))}"
