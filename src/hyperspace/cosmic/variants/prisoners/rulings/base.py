"""What a Prisoner Ruling is (seed 002): a card of the main deck, like any other card for
consolation and deals, played face up in front of its player and then discarded. Rulings are not
Edicts (Mesmer and Vulch ignore them, AMB-P20): they are offered at their own moments, not in the
Edict windows, and neither Card Zap nor a Flare cancels them.

The moments (C-114): ``start`` (the start of a challenge, before the offense regains a token;
AMB-P13), ``destiny`` (the defense is known), ``alliances`` (alliances made), ``reveal`` (cards face
up, outcome not yet determined), ``resolved`` (the outcome determined) and ``between`` (a
challenge just ended, the next not begun).
"""

from __future__ import annotations

from abc import abstractmethod
from typing import TYPE_CHECKING, ClassVar, Final

if TYPE_CHECKING:
    from hyperspace.cosmic.state import CosmicState

START: Final = "start"
DESTINY: Final = "destiny"
ALLIANCES: Final = "alliances"
REVEAL: Final = "reveal"
RESOLVED: Final = "resolved"
BETWEEN: Final = "between"
BEFORE_OUTCOME: Final = frozenset({START, DESTINY, ALLIANCES, REVEAL})
ANY_TIME: Final = frozenset({*BEFORE_OUTCOME, RESOLVED, BETWEEN})


class Ruling:
    name: ClassVar[str]  # "amnesty": the card is "ruling-amnesty"
    title: ClassVar[str]
    text: ClassVar[str]  # the seed's text, paraphrased
    moments: ClassVar[frozenset[str]]

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        """Whether ``seat`` may play it now (besides the moment)."""
        return True

    @abstractmethod
    async def play(self, state: CosmicState, seat: int) -> None:
        """What the ruling does when ``seat`` plays it (each ruling says)."""
