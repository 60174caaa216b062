"""What an Edict is: a non-challenge card played at named moments, then discarded.

Each Edict is one module of this package holding ``EDICT``, an instance of a subclass. The moments
are the windows of the challenge (see :mod:`hyperspace.cosmic.rules.specials`); an Edict with no
moments is played only in answer to something (Cosmic Zap, Card Zap, Unzap).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

if TYPE_CHECKING:
    from hyperspace.cosmic.state import CosmicState

# The windows of a challenge where cards may be played, in the order they come.
START: Final = "start"  # the start of a challenge, before the offense regains a token
DESTINY: Final = "destiny"  # the defense is known, before the Cone is pointed
ALLIANCES: Final = "alliances"  # alliances are made, before Challenge Cards are chosen
REVEAL: Final = "reveal"  # the cards are face up, before the outcome
DEAL: Final = "deal"  # a deal has just been made
MOMENTS: Final = (START, DESTINY, ALLIANCES, REVEAL, DEAL)

FREEING: Final = "freeing"  # the ability moment after a card that frees tokens took effect (Force)


@dataclass
class Freeing:
    """A card that frees tokens (Mobius Tubes, Warp Break, General Amnesty, Jailbreak) has just
    taken effect: ``card`` (its title), played by ``player``, reached the players ``colours``.
    A power may then alter what it freed (the ``freeing`` moment: Force, seed 002)."""

    card: str
    player: int
    colours: tuple[int, ...]


async def freed(state: CosmicState, card: str, player: int, colours: list[int]) -> None:
    """The ``freeing`` moment, once ``card`` has freed what it names."""
    from hyperspace.cosmic.powers.base import abilities  # (the powers import this module)

    await abilities(state, FREEING, Freeing(card, player, tuple(colours)))


class Edict:
    name: ClassVar[str]  # "plague"; the card is "edict-plague"
    title: ClassVar[str]
    text: ClassVar[str]  # paraphrase of its effect
    source: ClassVar[str]  # the text's edition and source, and the ruling that fills any gap
    moments: ClassVar[frozenset[str]] = frozenset()
    offense_only: ClassVar[bool] = False

    def can_play(self, state: CosmicState, seat: int) -> bool:
        """Whether ``seat`` may play it now (beyond the moment and ``offense_only``)."""
        return True

    async def play(self, state: CosmicState, seat: int) -> None:
        """The effect (the card has left the hand and survived Card Zap). Answer Edicts (no
        moments) have no effect of their own: cancelling what they answer is their effect, and
        the rules apply it (:mod:`hyperspace.cosmic.rules.specials`)."""


class EdictPlay:
    """The ``edict_played`` moment's context: ``player`` plays ``card`` at the window ``moment``;
    a power may change what it does (``effect``: Mesmer), who makes its choices (``by``) and whose
    hand the card goes to once it took effect (``keeper``; None: the discard pile)."""

    __slots__ = ("by", "card", "effect", "keeper", "moment", "player")

    def __init__(self, player: int, card: str, moment: str, effect: Edict) -> None:
        self.player = player
        self.card = card
        self.moment = moment
        self.effect = effect
        self.by = player
        self.keeper: int | None = None

    def facts(self) -> dict[str, Any]:
        """What the holder of a power is shown when asked whether to use it (public: the card
        played and its player)."""
        return {"card": self.card, "player": self.player}
