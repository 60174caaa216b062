"""Pacifist, the Power of Peace.

As a main player, when Pacifist reveals a Compromise and its opponent an Attack card, Pacifist
wins the challenge instead of losing it: it loses no tokens and takes no consolation (the loser is
the Attack player, who takes none either, since he did not play a Compromise). Two Compromises
make a deal as usual. Mandatory; used at the reveal.

Source: no Eon text was found. This is the Fantasy Flight text (POWER_TEXTS.md "Pacifist", from
the FFG data and the fan wiki; confidence MEDIUM); the Prisoners seed (002, [EM]) confirms the
Super Flare's numbers for the older editions. Flares, from the fan wiki's infobox (edition not
labelled): Wild, a main player who revealed a Compromise against an Attack may turn it into an
Attack 15; Super, when a deal fails, Pacifist loses two tokens fewer and its opponent two more
(one against five with the usual three). Seed 002: in a capture challenge those are the tokens
each imprisons (C-331). C-330 records the reading.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    in_force,
    modifier,
    pro,
    put_in_force,
    replacement,
)
from hyperspace.cosmic.powers.common import SwitchFlare, card_of, opponent_immune
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.hooks import Layer

USED: Final = "pacifist-used"  # challenge.data: the power was used at the reveal
SUPER: Final = "pacifist-super"  # challenge.data: the Super Flare is in force this challenge
SUPER_CHANGE: Final = 2  # Super: two fewer for Pacifist, two more for its opponent
PRO_CHANGE: Final = 1  # the Pro: one fewer for Pacifist (C-332)
WILD_CARD: Final = "attack-15"  # what Wild Pacifist turns the Compromise into


def compromise_against_attack(state: CosmicState, seat: int) -> bool:
    """``seat`` is a main player who revealed a Compromise against an Attack card."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None or not challenge.revealed:
        return False
    if not challenge.is_main(seat) or len(challenge.cards) != 2:
        return False
    other = challenge.opponent(seat)
    return card_of(state, seat) == cards.COMPROMISE and card_of(state, other) != cards.COMPROMISE


def _may_use(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and not challenge.data.get(USED)
        and compromise_against_attack(state, seat)
        and not opponent_immune(state, Pacifist.name, seat)  # the Pacifist Con
    )


class Pacifist(Power):
    name = "pacifist"
    title = "Pacifist"
    short = "Power of Peace"
    text = (
        "As a main player, when you reveal a Compromise and your opponent an Attack card, you "
        "win the challenge instead of losing it."
    )
    source = (
        "FFG text (POWER_TEXTS 'Pacifist', MEDIUM); no Eon text found; Super Flare confirmed by "
        "the Prisoners seed (002)"
    )

    @ability("reveal", can_use=_may_use)
    async def peace(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "A Compromise against an Attack wins": announced at the reveal, where it may be zapped.
        assert state.challenge is not None
        state.challenge.data[USED] = True
        state.features["pacifist_wins"] += 1
        state.note("pacifist", {"seat": seat})

    @replacement("compromise_winner")
    def compromise_wins(self, state: CosmicState, seat: int, ctx: Any) -> int | None:
        # Still a Compromise against an Attack when the outcome is decided (a Flare or an Edict
        # played after the reveal may have changed either card).
        challenge = state.challenge
        if challenge is None or not challenge.data.get(USED) or ctx != seat:
            return None
        return seat if compromise_against_attack(state, seat) else None

    @modifier("failed_deal_loss", Layer.ADD)
    def fewer_lost(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # Super: Pacifist loses two fewer and its opponent two more when a deal fails; the Pro
        # alone, one fewer for Pacifist (C-332; the Super wins over the Pro, AMB-U05 amended).
        challenge = state.challenge
        if challenge is None or not challenge.is_main(seat) or not challenge.is_main(int(ctx)):
            return value
        if challenge.data.get(SUPER):
            return value - SUPER_CHANGE if ctx == seat else value + SUPER_CHANGE
        if ctx == seat and pro(state, self.name):
            return value - PRO_CHANGE
        return value


class WildPacifist(Flare):
    """A main player who revealed a Compromise against an Attack may turn the Compromise into an
    Attack 15."""

    moments = frozenset({REVEAL})
    text = "Main player with a Compromise against an Attack: your Compromise becomes an Attack 15."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return compromise_against_attack(state, seat) and seat not in in_force(state, self)

    async def play(self, state: CosmicState, seat: int) -> None:
        put_in_force(state, seat, self)
        state.features["pacifist_wild"] += 1
        state.note("wild-pacifist", {"seat": seat})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        # Only the card that was played changes: "the Compromise becomes an Attack 15".
        if event == "challenge_card" and ctx == seat and value == cards.COMPROMISE:
            return WILD_CARD
        return value


class SuperPacifist(SwitchFlare):
    """When a deal fails this challenge, Pacifist loses two tokens fewer and its opponent two
    more."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "If a deal fails this challenge, you lose two tokens fewer and your opponent two more."
    flag = SUPER
    kind = "super-pacifist"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.has_opponent(seat)


Pacifist.flare = FlareSides(
    WildPacifist(),
    SuperPacifist(),
    "Fan wiki infobox (edition not labelled); the Super agrees with the Prisoners seed (002)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Pacifist.pulsar_pro = (
    "For the rest of the challenge, if a deal fails, you lose one token fewer (C-332)."
)
Pacifist.pulsar_con = (
    "For the rest of the challenge, as Pacifist's opponent, your Attack card beats its "
    "Compromise as usual (C-333)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("pacifist", "wild-pacifist")
def _pacifist_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "pacifist":
        return f"{seat} uses the Pacifist: the Compromise wins against the Attack card."
    return f"{seat}'s Compromise becomes an Attack 15 (Wild Pacifist)."


POWER: Final = Pacifist
