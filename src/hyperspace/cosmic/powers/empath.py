"""Empath, the Power of Harmony.

As a main player, when one main player reveals a Compromise and the other an Attack card, Empath
may turn the Attack card into a Compromise: the two main players then try to make a deal, as with
two Compromises (and lose three tokens each if they fail). Optional; used at the reveal.

Source: no Eon text was found, although Empath is one of the six original aliens (Eon prototype,
via POWERS.md). This is the Fantasy Flight text (POWER_TEXTS.md "Empath", confidence MEDIUM). No
Flare text was found; the Prisoners seed (002, [E]) says only that Wild Empath sends tokens to the
Warp, not to prison. Both Flares are designed (C-334): Wild, a main player whose Compromise meets
an Attack may turn the Attack into a Compromise, and if that deal fails the tokens lost go to the
Warp even in a capture challenge (the seed); Super, Empath may also turn two Attack cards into
Compromises.
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
    immune,
    in_force,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import (
    FAILED_DEAL_TO_WARP,
    SwitchFlare,
    attacks_revealed,
    card_of,
)
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.hooks import Layer

TURNED: Final = "empath-turned"  # challenge.data: the seats whose Attack cards Empath turned
SUPER: Final = "empath-super"  # challenge.data: the Super Flare is in force this challenge


def compromise_meets_attack(state: CosmicState) -> bool:
    """The main players revealed one Compromise and one Attack card (as they count now)."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None or not challenge.revealed:
        return False
    if len(challenge.cards) != 2:
        return False
    return sorted(card_of(state, s) == cards.COMPROMISE for s in challenge.sides()) == [
        False,
        True,
    ]


def attackers(state: CosmicState) -> list[int]:
    """The main players whose cards count as Attack cards now."""
    challenge = state.challenge
    assert challenge is not None
    return [s for s in challenge.sides() if card_of(state, s) != cards.COMPROMISE]


def in_the_challenge(challenge: Challenge, seat: int) -> bool:
    return (
        challenge.is_main(seat)
        or seat in challenge.offense_allies
        or seat in challenge.defense_allies
    )


def _may_use(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    if challenge is None or TURNED in challenge.data:
        return False
    # As a main player; with the Pro, as an ally too (C-335).
    if not (
        challenge.is_main(seat) or (pro(state, Empath.name) and in_the_challenge(challenge, seat))
    ):
        return False
    if not (
        compromise_meets_attack(state) or (challenge.data.get(SUPER) and attacks_revealed(state))
    ):
        return False
    # The Empath Con: no main player holding it is made to deal (C-336).
    return not any(immune(state, Empath.name, s) for s in challenge.sides() if s != seat)


class Empath(Power):
    name = "empath"
    title = "Empath"
    short = "Power of Harmony"
    text = (
        "As a main player, when one main player reveals a Compromise and the other an Attack "
        "card, you may turn the Attack card into a Compromise; the main players then try to deal."
    )
    source = "FFG text (POWER_TEXTS 'Empath', MEDIUM); no Eon text found; Flares designed (C-334)"

    @ability("reveal", can_use=_may_use, optional=True)
    async def harmony(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Turn the Attack card into a Compromise" (both of them, with the Super).
        challenge = state.challenge
        assert challenge is not None
        turned = attackers(state)
        challenge.data[TURNED] = turned
        state.features["empath_harmony"] += 1
        state.note("empath", {"seat": seat, "turned": turned})

    @modifier("challenge_card", Layer.ADD)
    def as_compromise(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        challenge = state.challenge
        if challenge is not None and ctx in challenge.data.get(TURNED, ()):
            return cards.COMPROMISE
        return value


class WildEmpath(Flare):
    """A main player whose Compromise meets an Attack may turn the Attack into a Compromise; if
    the deal then fails, the tokens lost go to the Warp, even in a capture challenge (C-334,
    seed 002)."""

    moments = frozenset({REVEAL})
    text = (
        "Main player with a Compromise against an Attack: the Attack becomes a Compromise; if the "
        "deal fails, the tokens lost go to the Warp, even in a capture challenge."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.is_main(seat)
            and compromise_meets_attack(state)
            and card_of(state, seat) == cards.COMPROMISE
            and not in_force(state, self)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        turned = attackers(state)
        challenge.data[FAILED_DEAL_TO_WARP] = True
        put_in_force(state, seat, self)
        state.features["empath_wild"] += 1
        state.note("wild-empath", {"seat": seat, "turned": turned})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        # Both main players' cards are Compromises now (one of them was already).
        challenge = state.challenge
        if event == "challenge_card" and challenge is not None and challenge.is_main(int(ctx)):
            return cards.COMPROMISE
        return value


class SuperEmpath(SwitchFlare):
    """This challenge Empath may also turn two Attack cards into Compromises (C-334)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "This challenge you may also use your power when both main players reveal Attacks."
    flag = SUPER
    kind = "super-empath"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.has_opponent(seat)


Empath.flare = FlareSides(
    WildEmpath(),
    SuperEmpath(),
    "No Flare text found: both sides designed (C-334), the Wild's Warp from seed 002",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Empath.pulsar_pro = "For the rest of the challenge you may use your power as an ally too (C-335)."
Empath.pulsar_con = (
    "For the rest of the challenge, as a main player, Empath cannot turn a card into a "
    "Compromise to make you deal (C-336)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("empath", "wild-empath")
def _empath_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    who = " and ".join(f"{say.name(s)}'s" for s in entry.get("turned", ()))
    flare = " (Wild Empath)" if entry.get("kind") == "wild-empath" else ""
    return f"{seat} turns {who} Attack card into a Compromise{flare}: they must try to deal."


POWER: Final = Empath
