"""What a WARP variant is: optional rules (Kickers, Zodiac, Prisoners) switched on by the
configuration (``variants = ["kickers", ...]``, ``--variants kickers,zodiac``).

A variant is one module of this package holding ``VARIANT``, a :class:`Variant` subclass. It plugs
into the base rules exactly as a power does: methods marked ``@modifier``, ``@replacement`` or
``@ability`` (from :mod:`hyperspace.cosmic.powers.base`), indexed in the state's hook index under
the owner ``variant:<name>``. Its hooks belong to the rules, not to a player: they get the seat
``RULES`` (-1), always apply (no Cosmic Zap, no power loss) and come before the powers' at the same
event (so a Kicker multiplies a card before any power changes it, AMB-K04). Its own decisions are
asked with ``ask`` as anywhere in the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from hyperspace.cosmic.powers.base import Hooked

if TYPE_CHECKING:
    from hyperspace.cosmic.config import Config
    from hyperspace.cosmic.state import CosmicState


class Variant(Hooked):
    name: ClassVar[str]  # the key: "kickers"
    title: ClassVar[str]
    text: ClassVar[str]  # what it adds, paraphrased
    source: ClassVar[str]  # the seed file, and the rulings it relies on

    @property
    def owner(self) -> str:
        return f"variant:{self.name}"

    def deck_cards(self, config: Config) -> list[str]:
        """Cards this variant shuffles into the main deck before hands are dealt."""
        return []

    def power_cards(self, state: CosmicState) -> list[str]:
        """Cards this variant shuffles in that depend on the powers in play (Pulsars), once the
        powers are known and before hands are dealt."""
        return []

    def setup(self, state: CosmicState) -> None:
        """Set-up once the deck is shuffled and hands are dealt (Karma tokens, prisons...)."""

    def seen(self, state: CosmicState, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None: the public observer) may see of this variant's data: the public
        part, plus what only that seat knows (his own face-down Kicker...)."""
        return self.public(state)

    def apply_setup(self, state: CosmicState, value: Any) -> None:
        """A scenario's ``setup.<name>`` (docs/scenarios.md): this variant's own position."""
        raise ValueError(f"setup.{self.name}: this variant takes no set-up of its own")
