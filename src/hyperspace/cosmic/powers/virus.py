"""Virus, the Power of Multiplication.

As a main player who has revealed an Attack card (against an Attack card: only then do totals
count), Virus multiplies instead of adding: its side's total is its card's value times the number
of tokens on its side, its own and its allies' (AMB-W01), rather than the card plus the tokens.
A Kicker multiplies the card first (seed 000); with no tokens on its side the product is 0.
Mandatory.

Source: no Eon text was found. The Fantasy Flight (2008) text (base set, Future Pastimes;
POWER_TEXTS.md "Virus", MEDIUM: aliens.json of Cosmic-Encounter-Bot and a Rails seed file)
multiplies only Virus's own tokens; the Pulsars seed (004 §3), whose Virus Con leaves the allies'
tokens "only added, not multiplied", shows that the older Virus multiplied its allies' tokens too,
and AMB-W01 rules so. That Con is played with the Pulsars variant (:func:`con_against`, C-20).

Flares, the Fantasy Flight texts (no Eon Flare text was found): Wild, as a main player who
revealed an Attack card, multiply your own tokens by your allies' tokens instead of adding them;
Super, all the tokens on Virus's side are multiplied by the card, which AMB-W01 already gives the
power, so the Super only matters against the Virus Con, which it overrides (AMB-U05 amended: the
Super Flare wins), and can be played only while that Con is in force (C-20).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import REVEAL
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
from hyperspace.cosmic.powers.common import (
    SwitchFlare,
    attack_against_attack,
    card_value,
    once_attack_against_attack,
    opponent_con,
    token_values,
)
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say

USED: Final = "virus-used"  # challenge.data: the power was used at the reveal
PRO_FACTOR: Final = 2  # the Virus Pro: Virus's own tokens count two in the product (C-177)
SUPER: Final = "virus-super"  # challenge.data: the Super Flare overrides the Con (AMB-U05 amended)


def own_and_allied(state: CosmicState, seat: int) -> tuple[int, int]:
    """What ``seat``'s own tokens and his allies' tokens count on his side (token values as
    powers change them)."""
    worths = token_values(state, seat)
    return worths.get(seat, 0), sum(worth for colour, worth in worths.items() if colour != seat)


class Virus(Power):
    name = "virus"
    title = "Virus"
    short = "Power of Multiplication"
    text = (
        "As a main player who revealed an Attack card against an Attack card, your side's total "
        "is your card times all the tokens on your side (yours and your allies'), not the card "
        "plus the tokens."
    )
    source = (
        "FFG text (base set, Future Pastimes; POWER_TEXTS 'Virus', MEDIUM) with the allies "
        "multiplied as seed 004 implies (AMB-W01); no Eon text found"
    )

    @ability("reveal", can_use=once_attack_against_attack(USED))
    async def infect(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Used at the reveal, after revealing an Attack card.
        assert state.challenge is not None
        state.challenge.data[USED] = True
        state.note("virus", {"seat": seat})

    @modifier("side_total")
    def multiply(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "The card's value times the tokens on Virus's side, instead of their sum" (AMB-W01);
        # against the Virus Con (unless the Super overrides it) the allies' tokens are only
        # added (seed 004 §3).
        challenge = state.challenge
        if ctx != seat or challenge is None or not challenge.data.get(USED):
            return value
        if not attack_against_attack(state, seat):
            return value
        card = card_value(state, seat)
        own, allied = own_and_allied(state, seat)
        infected = own * (PRO_FACTOR if pro(state, self.name) else 1)  # the Virus Pro (C-177)
        if opponent_con(state, self.name, seat) and not challenge.data.get(SUPER):
            return value - card - own + card * infected  # the Virus Con (seed 004)
        return value - card - own - allied + card * (infected + allied)


class WildVirus(Flare):
    """As a main player who revealed an Attack card (against an Attack card), after the reveal:
    your own tokens times your allies' tokens, instead of their sum, go into your total."""

    moments = frozenset({REVEAL})
    text = "Main player with an Attack revealed: multiply your tokens by your allies' tokens."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return attack_against_attack(state, seat) and seat not in in_force(state, self)

    async def play(self, state: CosmicState, seat: int) -> None:
        put_in_force(state, seat, self)
        state.note("wild-virus", {"seat": seat})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        if event != "side_total" or ctx != seat or not attack_against_attack(state, seat):
            return value
        own, allied = own_and_allied(state, seat)
        return value - own - allied + own * allied


class SuperVirus(SwitchFlare):
    """All the tokens on Virus's side are multiplied by its card, whatever limits the power (the
    Virus Con, seed 004 §3); playable only while that Con is in force (C-20)."""

    moments = frozenset({REVEAL})
    text = "All the tokens on your side are multiplied by your card, despite the Virus Con."
    flag = SUPER
    kind = "super-virus"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return opponent_con(state, Virus.name, seat) and attack_against_attack(state, seat)


Virus.flare = FlareSides(
    WildVirus(),
    SuperVirus(),
    "FFG Flare texts (POWER_TEXTS 'Virus'); the Super read against AMB-W01 per C-20; no Eon Flare "
    "text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Virus.pulsar_pro = (
    "For the rest of the challenge each of your own tokens counts two when your card multiplies "
    "the tokens on your side (C-177)."
)
Virus.pulsar_con = (
    "For the rest of the challenge, when you are Virus's opponent, Virus's allies' tokens are "
    "only added to its total, not multiplied; Virus's own tokens still multiply (seed 004)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("virus", "wild-virus")
def _virus_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} uses the Virus: the Attack card multiplies the tokens "
        "instead of adding to them."
    )


POWER: Final = Virus
