"""Mesmer, the Power of Mesmerism.

Whenever any player (Mesmer included) plays an Edict at one of the challenge's windows, Mesmer may
change it, before it takes effect, into a different Edict that player could play at that moment;
the new Edict takes effect instead, its player making its choices, and the card played is then put
away as usual. A Cosmic Zap stops the change: the Edict takes its printed effect.

Source: no Eon text was found. The Eon power is known by its description (POWERS.md: "changes an
Edict being played into a different Edict"), by seed 002 (Mesmer "does not affect Prisoner
Rulings; may not turn Edicts into Rulings"; "the Mesmer may not change Rulings into other
Rulings") and by the Fantasy Flight text (Dominion set, POWER_TEXTS.md "Mesmer", confidence
MEDIUM), where Mesmer plays an Edict from its own hand as another it names. The Eon reading is
reconstructed from the description: Mesmer acts on any player's Edict as it is played (C-455).
Neither Flare text was found; both are designed (C-456), as is its Pulsar Pro (C-457).

Timing (C-455): the ``edict_played`` moment, once an Edict played at a window has survived Card
Zap, before it takes effect. Answer Edicts (Card Zap, Unzap, Cosmic Zap, Pulsar Zap) are not
played at a window and are never changed, nor are Prisoner Rulings, which are not Edicts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts import EDICTS
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START, EdictPlay
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, immune, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "mesmer-super"  # challenge.data: the Super Flare is in force this challenge
WILD: Final = "mesmer-wild"  # challenge.data: seats that used the Wild Flare this challenge


def in_game(state: CosmicState) -> list[str]:
    """The Edicts of this game's deck (the Pulsars' Edicts only with Pulsars), in a fixed order."""
    names = list(state.config.edicts)
    if "pulsars" in state.config.variants:
        names += state.config.pulsars_edicts
    return list(dict.fromkeys(names))


def changes(state: CosmicState, play: EdictPlay) -> tuple[str, ...]:
    """The Edicts ``play`` may be changed into: any other Edict of the game its player could play
    at this moment. Only Edicts: never a Ruling (seed 002, MESMER [E], C-458)."""
    player = play.player
    found = []
    for name in in_game(state):
        edict = EDICTS[name]
        if edict is play.effect or play.moment not in edict.moments:
            continue
        if edict.offense_only and player != state.offense:
            continue
        if edict.can_play(state, player):
            found.append(cards.edict(name))
    return tuple(found)


def may_change(state: CosmicState, seat: int, play: Any) -> bool:
    """Whether Mesmer (``seat``) may change ``play``: not an Edict of a player immune to it (the
    Con, C-150), and there is something to change it into."""
    return (
        isinstance(play, EdictPlay)
        and not immune(state, Mesmer.name, play.player)
        and bool(changes(state, play))
    )


async def change(state: CosmicState, seat: int, play: EdictPlay, kind: str) -> None:
    """``seat`` changes the Edict being played into one he names (announced as ``kind``)."""
    keys = changes(state, play)
    prompt = f"Change the {cards.edict_name(play.card)} into which Edict?"
    context = {"card": play.card, "player": play.player}
    answer = await ask(Decision(seat, "mesmer-edict", keys, prompt, context))
    play.effect = EDICTS[cards.edict_name(answer)]
    state.features["mesmer_changes"] += 1
    state.note(kind, {"seat": seat, "player": play.player, "card": play.card, "into": answer})


class Mesmer(Power):
    name = "mesmer"
    title = "Mesmer"
    short = "Power of Mesmerism"
    text = (
        "Whenever any player plays an Edict, you may change it, before it takes effect, into a "
        "different Edict that player could play now; the new Edict takes effect instead."
    )
    source = (
        "Eon reconstructed from its description (POWERS.md) and seed 002, with the FFG text "
        "(POWER_TEXTS 'Mesmer', MEDIUM); C-455"
    )

    @ability(
        "edict_played",
        can_use=lambda power, state, seat, play: may_change(state, seat, play),
        optional=True,
    )
    async def mesmerize(self, state: CosmicState, seat: int, play: EdictPlay) -> None:
        # Mesmer changes the Edict being played into another.
        await change(state, seat, play, "mesmer-changes")
        challenge = state.challenge
        if challenge is not None and challenge.data.get(SUPER):
            play.by = seat  # the Super Flare: Mesmer makes its choices (C-456)
        if pro(state, self.name):
            play.keeper = seat  # the Pro: the card goes to Mesmer's hand (C-457)


class WildMesmer(Flare):
    """Once a challenge, change an Edict being played into another, as Mesmer does."""

    events = frozenset({"edict_played"})
    text = (
        "Once a challenge, as a player plays an Edict, change it into a different Edict he could "
        "play now; the new one takes effect instead."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and seat not in challenge.data.get(WILD, ())
            and isinstance(ctx, EdictPlay)
            and bool(changes(state, ctx))
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None and isinstance(ctx, EdictPlay)
        state.challenge.data.setdefault(WILD, []).append(seat)
        await change(state, seat, ctx, "wild-mesmer")


class SuperMesmer(SwitchFlare):
    """For the rest of the challenge, Mesmer makes the choices of the Edicts it changes."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = (
        "For the rest of the challenge the Edicts you change take effect as if you had played "
        "them: you make their choices."
    )
    flag = SUPER
    kind = "super-mesmer"


Mesmer.flare = FlareSides(WildMesmer(), SuperMesmer(), "designed (no text found; C-456)")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Mesmer.pulsar_pro = (
    "For the rest of the challenge each Edict you change goes to your hand once it has taken "
    "effect, instead of the discard pile (C-457)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("mesmer-changes", "wild-mesmer", important=True)
def _change_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} changes the {say.card(entry.get('card'))} "
        f"{say.name(entry.get('player'))} plays into {say.card(entry.get('into'))}."
    )


@BOOK.entry("super-mesmer")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} will make the choices of the Edicts he changes."


@BOOK.prompt("power:mesmer")
def _use_prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    return (
        f"{say.name(context.get('player'))} plays {say.card(context.get('card'))}: use the "
        "Mesmer's power to change it into another Edict?"
    )


@BOOK.prompt("mesmer-edict")
def _prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    return (
        f"Change the {say.card(context.get('card'))} {say.name(context.get('player'))} plays "
        "into which Edict?"
    )


POWER: Final = Mesmer
