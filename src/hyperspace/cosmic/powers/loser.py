"""Loser, the Power of Upsets.

As a main player, before the Challenge Cards are chosen, Loser may declare an upset: both main
players must then play Attack cards if they can, and once the cards are revealed the side that
would have won loses and the side that would have lost wins. The reversal comes after every other
effect. Optional.

Source: the Eon power wording was not seen; this is the Fantasy Flight text (POWER_TEXTS.md
"Loser", MEDIUM; FFG data and the FFG preview forum topic 229), which agrees with the Mayfair one.
Flares: the Eon Super (fan wiki, HIGH): the upset may be declared later, after the cards are
chosen and before they are revealed (nobody is then obliged to play an Attack). The Eon Wild, a
"hot potato" that costs a base to whoever draws it and is never discarded, is not played; the
Mayfair and Fantasy Flight Wild is, which the Prisoners seed (002, [M]) clarifies: as a main player
before the cards are chosen, declare that both sides lose: every token in the challenge is lost,
each main player taking (in a capture challenge, imprisoning) the other side's (C-337).
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
    in_force,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import SwitchFlare, opponent_immune
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.hooks import Layer

# challenge.data: the upset is declared (True: before the cards are chosen)
UPSET: Final = "loser-upset"
SUPER: Final = "loser-super"  # challenge.data: the Super Flare is in force this challenge


def _may_declare(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.has_opponent(seat)
        and UPSET not in challenge.data
        and not opponent_immune(state, Loser.name, seat)  # the Loser Con (C-339)
    )


def _may_declare_late(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Super (and the Pro, C-338): after the cards are chosen, before they are revealed.
    challenge = state.challenge
    late = challenge is not None and (challenge.data.get(SUPER) or pro(state, Loser.name))
    return bool(late) and _may_declare(power, state, seat, ctx)


class Loser(Power):
    name = "loser"
    title = "Loser"
    short = "Power of Upsets"
    text = (
        "As a main player, before the Challenge Cards are chosen, you may declare an upset: both "
        "main players must play Attack cards if they can, and after the reveal the side that "
        "would have won loses and the side that would have lost wins."
    )
    source = (
        "FFG text (POWER_TEXTS 'Loser', MEDIUM; Eon wording not seen); Eon Super, Mayfair/FFG "
        "Wild (C-337)"
    )

    @ability("before_cards", can_use=_may_declare, optional=True)
    async def declare(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Declare an upset": both must then play Attack cards if they can.
        self._upset(state, seat, forced=True)

    @ability("cards_chosen", can_use=_may_declare_late, optional=True)
    async def declare_late(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Declared after the cards are chosen: nobody was obliged to play an Attack.
        self._upset(state, seat, forced=False)

    def _upset(self, state: CosmicState, seat: int, forced: bool) -> None:
        assert state.challenge is not None
        state.challenge.data[UPSET] = forced
        state.features["loser_upsets"] += 1
        state.note("loser-upset", {"seat": seat, "late": not forced})

    @modifier("card_options", Layer.CAP)
    def attacks_only(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Both main players must play Attack cards if they can."
        challenge = state.challenge
        if challenge is None or not challenge.data.get(UPSET) or not challenge.is_main(int(ctx)):
            return value
        attacks = tuple(c for c in value if c != cards.COMPROMISE)
        return attacks or value

    @modifier("challenge_winner", Layer.CAP)
    def upset(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "The side that would have won loses, and the side that would have lost wins": last.
        challenge = state.challenge
        if challenge is None or UPSET not in challenge.data or not challenge.is_main(seat):
            return value
        return challenge.opponent(int(value))


class WildLoser(Flare):
    """As a main player before the cards are chosen: both sides lose (C-337)."""

    moments = frozenset({ALLIANCES})
    text = "Main player, before the cards are chosen: both sides lose every token in the challenge."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        # Not in a Raid on Entebbe: there is no planet, and the raid's outcomes are its own.
        return (
            challenge is not None
            and challenge.defense is not None
            and challenge.planet is not None
            and challenge.is_main(seat)
            and not in_force(state, self)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        put_in_force(state, seat, self)
        state.features["loser_wild"] += 1
        state.note("wild-loser", {"seat": seat})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        return True if event == "both_lose" else value


class SuperLoser(SwitchFlare):
    """Loser may declare the upset after the cards are chosen, before the reveal."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "This challenge you may declare the upset after the cards are chosen, before the reveal."
    flag = SUPER
    kind = "super-loser"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.has_opponent(seat)


Loser.flare = FlareSides(
    WildLoser(),
    SuperLoser(),
    "Super: Eon (fan wiki, HIGH); Wild: Mayfair and FFG, as seed 002 reads it (C-337)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Loser.pulsar_pro = (
    "For the rest of the challenge you may declare the upset after the cards are chosen, before "
    "the reveal (C-338)."
)
Loser.pulsar_con = (
    "For the rest of the challenge, as Loser's opponent, no upset can be declared against you "
    "(C-339)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("loser-upset", "wild-loser", "both-lose")
def _loser_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind = entry.get("kind")
    if kind == "both-lose":
        offense, defense = say.name(entry.get("offense")), say.name(entry.get("defense"))
        return f"Both sides lose: {offense} and {defense} lose every token in the challenge."
    seat = say.name(entry.get("seat"))
    if kind == "wild-loser":
        return f"{seat} declares that both sides lose (Wild Loser)."
    when = " after the cards are chosen" if entry.get("late") else ""
    return f"{seat} declares an upset{when}: the side that would win loses, and the loser wins."


POWER: Final = Loser
