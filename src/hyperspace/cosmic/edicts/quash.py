"""Quash: kill a deal just made; both main players suffer the failed-deal penalty.

Source: FFG wording (Cosmic Encounter wiki, Artifact; BASE_RULES §6a), AMB-B02.
"""

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import DEAL, Edict
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say


class Quash(Edict):
    name = "quash"
    title = "Quash"
    text = "Kill a deal just made: both main players suffer the failed-deal penalty."
    source = "FFG wording (BASE_RULES §6a), AMB-B02"
    moments = frozenset({DEAL})

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.flags.add("quashed")
        state.note("quash", {"seat": seat})


EDICT: Final = Quash()


# -- words (docs/architecture.md, "Words") --------------------------------------------------------


@BOOK.entry("quash", important=True)
def _entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} quashes the deal: it fails."
