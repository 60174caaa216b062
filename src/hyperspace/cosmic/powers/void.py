"""Void, the Power of Eradication.

When Void wins a challenge as a main player, the losing side's tokens (the opposing main
player's and his allies') do not go to the Warp: they are removed from the game. This comes
before any other effect on tokens headed for the Warp, so Zombie cannot save them and Healer
cannot heal them. A player left with too few tokens ever to win stays in the game (AMB-W02).
Tokens Void removes still count as lost for consolation (the consolation amendment: wherever they
went). Mandatory.

Source: no Eon text was found. This is the Fantasy Flight (2008) text (base set, Future Pastimes;
POWER_TEXTS.md "Void", MEDIUM: aliens.json of Cosmic-Encounter-Bot, a Rails seed file, the
Cosmic Encounter wiki's Void and The Void pages) without FFG's floor, Eon style, and without the
old elimination (AMB-W02). Seed 002 (Prisoners): in a capture challenge Void takes prisoners
instead, which is for that variant.

Flares, the Fantasy Flight texts (seed 002 shows an Eon Super Void that "eradicates", consistent
with the FFG Super; no Eon Flare text was found): Wild, once a challenge, send one of your tokens
that is not in the challenge to the Warp to cancel an Edict as it is played; Super, Void may use
its power as an ally (C-26).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES, REVEAL
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "void-super"  # challenge.data: the Super Flare lets Void use its power as an ally
WILD: Final = "void-wild"  # challenge.data: seats that used the Wild Void this challenge


def on_winning_side(state: CosmicState, seat: int, winner: int | None) -> bool:
    """Whether ``seat`` won as the main player, or (with the Super Flare) as the winner's ally."""
    challenge = state.challenge
    if challenge is None or winner is None:
        return False
    if seat == winner:
        return True
    allies = challenge.offense_allies if winner == challenge.offense else challenge.defense_allies
    reach = challenge.data.get(SUPER) or pro(state, Void.name)  # the Super, the Pro (C-178)
    return bool(reach) and seat in allies


def _defeated(power: Power, state: CosmicState, seat: int, loss: Any) -> bool:
    return bool(
        loss.cause == "defeat"
        and loss.count > 0
        and loss.colour != seat
        and on_winning_side(state, seat, loss.winner)
    )


class Void(Power):
    name = "void"
    title = "Void"
    short = "Power of Eradication"
    text = (
        "When you win a challenge as a main player, the losing side's tokens are removed from "
        "the game instead of going to the Warp, before any other effect on them."
    )
    source = (
        "FFG text (base set, Future Pastimes; POWER_TEXTS 'Void', MEDIUM) without FFG's floor and "
        "without elimination (AMB-W02); no Eon text found"
    )

    @ability("tokens_lost_first", can_use=_defeated)
    async def eradicate(self, state: CosmicState, seat: int, loss: Any) -> None:
        # "The losing side's tokens are removed from the game instead of going to the Warp."
        count = loss.divert(loss.count)
        state.transit[loss.colour] -= count
        state.removed[loss.colour] += count
        state.note("eradicated", {"seat": seat, "colour": loss.colour, "tokens": count})


def spare_bases(state: CosmicState, seat: int) -> list[Planet]:
    """``seat``'s bases whose tokens are not in the challenge (the defense's tokens on the target
    planet are)."""
    challenge = state.challenge
    excluded = challenge.planet if challenge is not None and challenge.defense == seat else None
    return [p for p in state.bases(seat) if p != excluded]


class WildVoid(Flare):
    """Once a challenge, send one of your tokens that is not in the challenge to the Warp to
    cancel an Edict as it is played."""

    text = "Once a challenge: send one of your tokens to the Warp to cancel an Edict being played."

    def can_cancel(
        self, state: CosmicState, seat: int, card: str, player: int, target: int | None
    ) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and card.startswith("edict-")
            and seat not in challenge.data.get(WILD, ())
            and bool(spare_bases(state, seat))
        )

    async def cancel(self, state: CosmicState, seat: int, card: str, player: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        challenge.data.setdefault(WILD, []).append(seat)
        keys = tuple(planet_key(p) for p in spare_bases(state, seat))
        planet = parse_planet(
            await ask(Decision(seat, "void-token", keys, "Send a token to the Warp from:"))
        )
        tokens.remove(state, seat, planet)
        tokens.lift(state, seat, 1)
        await tokens.lose(state, seat, 1, "wild-void")
        state.note("wild-void", {"seat": seat, "cancels": card})


class SuperVoid(SwitchFlare):
    """Void may use its power as an ally this challenge."""

    moments = frozenset({ALLIANCES, REVEAL})
    text = "This challenge you eradicate the losers' tokens as an ally of the winning side too."
    flag = SUPER
    kind = "super-void"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return seat in challenge.offense_allies or seat in challenge.defense_allies


Void.flare = FlareSides(
    WildVoid(),
    SuperVoid(),
    "FFG Flare texts (POWER_TEXTS 'Void'; seed 002 shows an Eon Super Void that eradicates); no "
    "Eon Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Void.pulsar_pro = (
    "For the rest of the challenge you eradicate the losing side's tokens also when you win as "
    "the winner's ally (C-178)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("eradicated", "wild-void", important=True)
def _void_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "wild-void":
        return f"{seat} cancels {say.card(entry.get('cancels'))} (Wild Void)."
    return (
        f"{seat}'s Void eradicates {say.tokens(entry.get('tokens', 0))} of "
        f"{say.name(entry.get('colour'))}: they leave the game."
    )


@BOOK.option("void-token")
def _void_option(decision: Decision, key: str, say: Say) -> str:
    return f"send {say.token_from(key)} to the Warp"


POWER: Final = Void
