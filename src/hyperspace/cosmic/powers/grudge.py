"""Grudge, the Power of Revenge.

As a main player, once alliances are made, Grudge holds a grudge against every player it invited
to ally who did not join its side. If Grudge then wins the challenge or makes a deal, each
grudged player takes its revenge: he loses four tokens of his choice from his bases to the Warp.
Mandatory.

Source: the Eon power text was not found. The FFG (2008) text (POWER_TEXTS.md "Grudge", MEDIUM)
gives the trigger (invited, did not ally) and a loss of one token when Grudge wins or deals, four
when it loses or fails to deal; the Eon Flares (HIGH, from the Cosmic Encounter wiki) show an Eon
power narrower than that: its Super Flare "takes revenge, four tokens to the Warp, even when you
lose or fail to deal". So the Eon Grudge takes revenge only when it wins or deals, and the
revenge is four tokens (C-360, reconstructed; the wiki sentence giving the Eon condition is cut
off). The grudged give up tokens from their bases, as Vacuum's victims do (C-361), and seed 002
(Prisoners) says grudged tokens go to the Warp, never to prison: a loss of cause "grudge" is no
defeat, so the Prisoners variant leaves it to the Warp.

Flares, the Eon texts: Wild, as a main player, if your opponent wins his allies get nothing and
take their tokens home; Super, the revenge falls even when Grudge loses or fails to deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES, REVEAL
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    exposed,
    in_force,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.alliances import INVITED
from hyperspace.cosmic.rules.resolution import DEAL, NO_DEAL
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.words import listing

REVENGE: Final = 4  # tokens each grudged player loses (C-360)
GRUDGED: Final = "grudged"  # challenge.data: the seats Grudge holds a grudge against
SUPER: Final = "grudge-super"  # challenge.data: the Super Flare was played


def _main(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return challenge is not None and challenge.has_opponent(seat)


def _avenged(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    if challenge is None or not challenge.data.get(GRUDGED):
        return False
    won = challenge.winner_side == seat or challenge.outcome == DEAL
    lost = challenge.outcome == NO_DEAL or (
        challenge.winner_side is not None and challenge.winner_side != seat
    )
    return won or (lost and bool(challenge.data.get(SUPER)))


def allies_of(challenge: Challenge, seat: int) -> list[int]:
    return challenge.offense_allies if seat == challenge.offense else challenge.defense_allies


class Grudge(Power):
    name = "grudge"
    title = "Grudge"
    short = "Power of Revenge"
    text = (
        "As a main player, you hold a grudge against every player you invited to ally who did "
        "not join your side. If you win or make a deal, each of them loses four tokens of his "
        "choice from his bases to the Warp."
    )
    source = (
        "Eon power reconstructed (C-360) from the FFG text (POWER_TEXTS 'Grudge', MEDIUM) and "
        "the Eon Flares (HIGH); seed 002: grudged tokens go to the Warp"
    )

    @ability("alliances_made", can_use=_main)
    async def hold_grudges(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Every player you invited who did not ally with you is grudged."
        challenge = state.challenge
        assert challenge is not None
        invited = challenge.data.get(INVITED, {}).get(seat, [])
        grudged = [s for s in invited if s not in allies_of(challenge, seat)]
        if pro(state, self.name):  # the Pro: your opponent's allies too (C-362)
            grudged += allies_of(challenge, challenge.opponent(seat))
        grudged = exposed(state, self.name, sorted(set(grudged)))
        if grudged:
            challenge.data[GRUDGED] = grudged
            state.note("grudge", {"seat": seat, "grudged": grudged})
            state.features["grudge_grudges"] = state.features.get("grudge_grudges", 0) + 1

    @ability("resolved", can_use=_avenged)
    async def revenge(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "If you win or deal, each grudged player loses four tokens of his choice to the Warp."
        challenge = state.challenge
        assert challenge is not None
        victims = exposed(state, self.name, challenge.data.pop(GRUDGED))
        state.note("revenge", {"seat": seat, "grudged": victims})
        state.features["grudge_revenge"] = state.features.get("grudge_revenge", 0) + 1
        for victim in victims:
            taken = await tokens.take_from_bases(state, victim, REVENGE, "Grudge")
            await tokens.lose(state, victim, taken, "grudge")


class WildGrudge(Flare):
    """As a main player: if your opponent wins, his allies get nothing and go home."""

    moments = frozenset({ALLIANCES, REVEAL})
    text = (
        "As a main player: if your opponent wins this challenge, his allies get nothing and take "
        "their tokens home."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.has_opponent(seat)
            and not in_force(state, self)
            and bool(allies_of(challenge, challenge.opponent(seat)))
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        put_in_force(state, seat, self)
        state.note("wild-grudge", {"seat": seat})
        state.features["grudge_wild"] = state.features.get("grudge_wild", 0) + 1

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        # "If your opponent wins, his allies get nothing and take their tokens home."
        challenge = state.challenge
        if event != "ally_rewards" or challenge is None:
            return value
        return value and challenge.winner_side != challenge.opponent(seat)


class SuperGrudge(SwitchFlare):
    """Grudge takes its revenge even when it loses or fails to deal."""

    moments = frozenset({ALLIANCES, REVEAL})
    text = "Your grudges are avenged even when you lose or fail to make a deal."
    flag = SUPER
    kind = "super-grudge"


Grudge.flare = FlareSides(
    WildGrudge(),
    SuperGrudge(),
    "Eon Flare texts (POWER_TEXTS 'Grudge', from the Cosmic Encounter wiki, HIGH)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Grudge.pulsar_pro = (
    "For the rest of the challenge you also hold a grudge against your opponent's allies (C-362)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("grudge", "revenge", "wild-grudge", "super-grudge", important=True)
def _grudge_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    grudged = listing([say.name(s) for s in entry.get("grudged", ())])
    kind = entry.get("kind")
    if kind == "grudge":
        return f"{seat} holds a grudge against {grudged}."
    if kind == "revenge":
        return f"{seat} takes revenge: {grudged} each lose {REVENGE} tokens to the Warp."
    if kind == "wild-grudge":
        return f"{seat} plays the Wild Flare of the Grudge: the opponent's allies gain nothing."
    return f"{seat} plays the Super Flare of the Grudge: revenge whatever the outcome."


POWER: Final = Grudge
