"""Crystal, the Power of Arrangement.

As a main player or an ally, Crystal decides how many tokens every other ally commits, on either
side (one to as many as he may and can take); the ally still picks the bases they come from.

Source: no text of any edition survives for the Eon Crystal (the Fantasy Flight Crystal, squaring
an Attack card, is a different alien: POWER_TEXTS.md §34 warns never to fill the gap from it).
Reconstructed (C-575) from three hints: the WARP Skill Tokens page (Crystal, as a main player or
an ally, "may determine" how many tokens an ally brings), an Eon collector's list of the official
ally-based aliens naming Crystal (POWER_TEXTS_ADDENDUM §2.6), and seed 002's Super Crystal, whose
"arrangements" are made in advance. Confidence LOW+.

Flares, designed (C-576, C-577): Super, the arrangements of seed 002, made at the start of the
challenge, so before the prisoner exchange: for this challenge Crystal also names the offense's
launch and every ally's number, whether it takes part or not. Wild: for the challenge, as a main
player or an ally, its player names the numbers of the allies who join after him, as Crystal does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import DESTINY, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    immune,
    in_force,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import Other, SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say

SUPER: Final = "crystal-super"  # challenge.data: the Super Flare's arrangements hold this challenge
ALLY: Final = "ally-token"  # the commitment kind of an ally's tokens (rules.alliances)
LAUNCH: Final = "launch"  # the offense's


def involved(challenge: Challenge, seat: int) -> bool:
    """A main player, or an ally who has already joined."""
    allies = challenge.offense_allies + challenge.defense_allies
    return challenge.is_main(seat) or seat in allies


class Crystal(Power):
    name = "crystal"
    title = "Crystal"
    short = "Power of Arrangement"
    text = (
        "As a main player or an ally, you decide how many tokens every other ally commits, on "
        "either side (one up to his limit); he still picks the bases they come from."
    )
    source = (
        "reconstructed (C-575) from the WARP Skill Tokens page, an Eon collector's list of "
        "ally-based aliens (POWER_TEXTS_ADDENDUM 2.6) and seed 002 (LOW+); no text found, FFG's "
        "Crystal is another alien"
    )

    @modifier("tokens_named_by")
    def arranges(self, state: CosmicState, seat: int, value: Other, ctx: tuple[int, str]) -> Other:
        # Crystal, involved, names each other ally's number; the Pro, uninvolved too (C-578);
        # the Super's arrangements, the offense's launch too (C-576); never an immune player's.
        committer, kind = ctx
        challenge = state.challenge
        if value is not None or challenge is None or committer == seat:
            return value
        if immune(state, self.name, committer):  # the Con (C-150)
            return value
        arranged = bool(challenge.data.get(SUPER))
        if kind == LAUNCH:
            return (seat, "crystal_arranged_launches", self.name) if arranged else value
        if arranged or pro(state, self.name) or involved(challenge, seat):
            return (seat, "crystal_named_allies", self.name)
        return value


class WildCrystal(Flare):
    """For the challenge, as a main player or an ally, name the number of each ally who joins
    after you, as Crystal does (C-577)."""

    moments = frozenset({START, DESTINY})
    text = (
        "This challenge, as a main player or an ally, you decide how many tokens each ally who "
        "joins after you commits."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return state.challenge is not None and seat not in in_force(state, self)

    async def play(self, state: CosmicState, seat: int) -> None:
        put_in_force(state, seat, self)
        state.features["wild_crystal"] += 1
        state.note("wild-crystal", {"seat": seat})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        challenge = state.challenge
        if event != "tokens_named_by" or value is not None or challenge is None:
            return value
        committer, kind = ctx
        if kind != ALLY or committer == seat or not involved(challenge, seat):
            return value
        return (seat, "wild_crystal_named_allies", None)  # a Flare, no use of a power


class SuperCrystal(SwitchFlare):
    """At the start, before the Destiny flip and so before any prisoner exchange: for this
    challenge Crystal also names the offense's launch, and every ally's number even uninvolved
    (seed 002, C-576)."""

    moments = frozenset({START})
    text = (
        "At the start, arrange the challenge in advance: you decide how many tokens the offense "
        "launches and every ally commits, whether you take part or not."
    )
    flag = SUPER
    kind = "super-crystal"


Crystal.flare = FlareSides(WildCrystal(), SuperCrystal(), "designed from seed 002 (C-576, C-577)")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Crystal.pulsar_pro = (
    "For the rest of the challenge you decide how many tokens every ally commits even if you "
    "take no part in the challenge (C-578)."
)
Crystal.pulsar_con = "Immunity (C-150): Crystal cannot decide how many tokens you commit."

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("super-crystal", "wild-crystal")
def _crystal_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "super-crystal":
        return f"{seat} arranges the challenge in advance, naming every commitment (Super Crystal)."
    return f"{seat} will name the commitments of the allies joining after him (Wild Crystal)."


POWER: Final = Crystal
