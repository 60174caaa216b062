"""Cripple, the Power to Cripple.

As a main player, once the defense is known, Cripple cripples the opposing main player: for the
rest of the challenge he may play no card but his Challenge Card (no Edict, Flare, Kicker, Ruling
or Zodiac card), Pulsars excepted (seed 004 point 1, AMB-U13). Mandatory; a Cosmic Zap stops it.

Source: no text of the power was found in any edition (POWER_TEXTS.md "Cripple", LOW; POWERS.md;
ADDENDUM §2.7). The one fact known is seed 004's sentence: "The main player opposing Cripple has
no restriction in regards to Pulsar Cards", so Cripple restricts the cards its opposing main player
may play, and Pulsars are cards that restriction would otherwise cover: cards other than Challenge
Cards. The power is reconstructed from that sentence (C-428); the Flares are designed (C-429).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import DESTINY, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    immune,
    in_force,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say

# challenge.data: the Super Flare is in force (the allies too, C-429)
SUPER: Final = "cripple-super"
CRIPPLING: Final = (
    "cripple-on"  # challenge.data: Cripple announced its crippling (no Cosmic Zap stopped it)
)


def opposed(challenge: Challenge, seat: int, as_ally: bool) -> int | None:
    """The main player ``seat`` opposes: his opponent as a main player; as an ally (``as_ally``:
    the Pro), the main player of the other side; else None."""
    if challenge.is_main(seat):
        return challenge.opponent(seat)
    if not as_ally:
        return None
    if seat in challenge.offense_allies:
        return challenge.defense
    if seat in challenge.defense_allies:
        return challenge.offense
    return None


def bound(state: CosmicState, seat: int, player: int, card: str) -> bool:
    """Whether ``seat``'s crippling keeps ``player`` from playing ``card``: ``player`` is the main
    player ``seat`` opposes (with the Super Flare, or his allies), and ``card`` is no Pulsar."""
    challenge = state.challenge
    if challenge is None or not challenge.data.get(CRIPPLING) or cards.kind(card) == cards.PULSAR:
        return False  # AMB-U13: Pulsars are never restricted
    rival = opposed(challenge, seat, pro(state, Cripple.name))
    if rival is None:
        return False
    if player == rival:
        return True
    allies = challenge.offense_allies if rival == challenge.offense else challenge.defense_allies
    return bool(challenge.data.get(SUPER)) and player in allies


def _opponent_known(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return challenge is not None and challenge.has_opponent(seat)


def _ally_with_pro(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and pro(state, Cripple.name)
        and not challenge.data.get(CRIPPLING)
        and opposed(challenge, seat, True) is not None
    )


class Cripple(Power):
    name = "cripple"
    title = "Cripple"
    short = "Power to Cripple"
    text = (
        "As a main player, once the defense is known, you cripple your opponent: for the rest of "
        "the challenge he may play no card but his Challenge Card (Pulsars excepted)."
    )
    source = (
        "reconstructed (C-428) from seed 004's one sentence on it; no text found in any edition "
        "(POWER_TEXTS 'Cripple', LOW)"
    )

    @ability("destiny_determined", can_use=_opponent_known)
    async def cripple(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Your opponent may play no card but his Challenge Card", from the moment it is
        # announced, as the defense is known (a Cosmic Zap then stops it).
        announce(state, seat, as_ally=False)

    @ability("alliances_made", can_use=_ally_with_pro)
    async def cripple_as_ally(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # The Pro: as an ally, the main player Cripple opposes (C-430).
        announce(state, seat, as_ally=True)

    @modifier("may_play_card")
    def no_cards(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        player, card = ctx
        if immune(state, self.name, player):  # the Cripple Con
            return value
        return value and not bound(state, seat, player, card)


def announce(state: CosmicState, seat: int, as_ally: bool) -> None:
    """``seat``'s crippling is in force for the rest of the challenge."""
    challenge = state.challenge
    assert challenge is not None
    challenge.data[CRIPPLING] = True
    state.features["cripple_crippled"] += 1
    state.note("crippled", {"seat": seat, "player": opposed(challenge, seat, as_ally)})


class WildCripple(Flare):
    """As a main player once the defense is known: your opponent may play no card but his
    Challenge Card for the rest of the challenge, Pulsars excepted (C-429)."""

    moments = frozenset({DESTINY})
    text = (
        "As a main player once the defense is known: your opponent may play no card but his "
        "Challenge Card this challenge (Pulsars excepted)."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.has_opponent(seat)
            and seat not in in_force(state, self)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        put_in_force(state, seat, self)
        state.features["cripple_wild"] += 1
        state.note("crippled", {"seat": seat, "player": challenge.opponent(seat), "wild": True})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        if event != "may_play_card":
            return value
        player, card = ctx
        challenge = state.challenge
        assert challenge is not None
        return value and not (
            player == challenge.opponent(seat) and cards.kind(card) != cards.PULSAR
        )


class SuperCripple(SwitchFlare):
    """This challenge your crippling binds your opponent's allies too (C-429)."""

    moments = frozenset({START, DESTINY})
    text = "This challenge your crippling binds your opponent's allies too."
    flag = SUPER
    kind = "super-cripple"


Cripple.flare = FlareSides(WildCripple(), SuperCripple(), "designed (C-429); no text found")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Cripple.pulsar_pro = (
    "For the rest of the challenge you cripple as an ally too: the main player you oppose may "
    "play no card but his Challenge Card (C-430)."
)
Cripple.pulsar_con = "For the rest of the challenge Cripple's crippling does not bind you (C-430)."

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("crippled", important=True)
def _cripple_entry(entry: Mapping[str, Any], say: Say) -> str:
    wild = " (Wild Cripple)" if entry.get("wild") else ""
    return (
        f"{say.name(entry.get('seat'))} cripples {say.name(entry.get('player'))}{wild}: no card "
        "but the Challenge Card (and Pulsars) for him this challenge."
    )


POWER: Final = Cripple
