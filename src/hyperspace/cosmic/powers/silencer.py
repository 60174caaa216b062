"""Silencer, the Power to Silence.

As a main player, once the defense is known, Silencer may silence one other player for the rest of
the challenge: his power is not in use (its Super Flare neither). A silenced power is not zapped:
no Unzap and no discarded Pulsar brings it back (seed 004 point 7: "you are still bound by
Silencer"). Optional; a Cosmic Zap stops it.

Source: no text of the power was found, in any edition (POWER_TEXTS.md "Silencer" and
POWER_TEXTS_ADDENDUM §2.4, LOW). Known: it existed by 1986 (a fan power of that year "may even
ignore the Silencer"); the Mayfair Silencer was a strong silencing power, harsher than the 2022
Odyssey one, which acts on every Destiny draw; and seed 004 says a player keeping his power with
his Pulsar is still bound by it, so Silencer takes a player's power away by other means than a
zap. The power is reconstructed from these facts alone (C-425); the Flares are designed (C-426).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import DESTINY, START
from hyperspace.cosmic.powers.base import (
    SILENCED,
    Flare,
    FlareSides,
    Power,
    ability,
    exposed,
    pro,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing

# challenge.data: the Super Flare is in force (silence everyone, C-426)
SUPER: Final = "silencer-super"


def silenceable(state: CosmicState, seat: int) -> list[int]:
    """The other players with a power Silencer may silence: not yet silenced, not immune to it
    (the Con)."""
    challenge = state.challenge
    assert challenge is not None
    done = challenge.data.get(SILENCED, ())
    others = [
        p.seat
        for p in state.players
        if p.seat != seat and p.power is not None and p.seat not in done
    ]
    return exposed(state, Silencer.name, others)


def silence(state: CosmicState, seat: int, targets: list[int]) -> None:
    """``seat`` silences the ``targets`` for the rest of the challenge."""
    challenge = state.challenge
    assert challenge is not None
    challenge.data.setdefault(SILENCED, []).extend(targets)
    state.features["silencer_silenced"] += len(targets)
    state.note("silenced", {"seat": seat, "players": targets})


def _may_silence(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.defense is not None
        and (challenge.is_main(seat) or pro(state, Silencer.name))  # the Pro: from anywhere
        and bool(silenceable(state, seat))
    )


class Silencer(Power):
    name = "silencer"
    title = "Silencer"
    short = "Power to Silence"
    text = (
        "As a main player, once the defense is known, you may silence one other player for the "
        "rest of the challenge: his power is not in use. Nothing brings it back this challenge, "
        "not even his own Pulsar."
    )
    source = (
        "reconstructed (C-425): no text found in any edition (POWER_TEXTS 'Silencer', "
        "ADDENDUM §2.4, LOW); seed 004 point 7"
    )

    @ability("destiny", can_use=_may_silence, optional=True)
    async def silence_one(self, state: CosmicState, seat: int, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None
        targets = silenceable(state, seat)
        if challenge.data.get(SUPER):  # every other player (the Super Flare)
            silence(state, seat, targets)
            return
        # "Silence one other player: his power is not in use for the rest of the challenge."
        keys = tuple(f"player:{s}" for s in targets)
        answer = await ask(Decision(seat, "silencer-target", keys, "Silence whose power?"))
        silence(state, seat, [int(answer.removeprefix("player:"))])


class WildSilencer(Flare):
    """As a main player once the defense is known: silence your opponent's power for the rest of
    the challenge, as Silencer does (C-426)."""

    moments = frozenset({DESTINY})
    text = (
        "As a main player once the defense is known: your opponent's power is silenced for the "
        "rest of the challenge; not even his own Pulsar brings it back."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        if challenge is None or challenge.defense is None or not challenge.is_main(seat):
            return False
        opponent = challenge.opponent(seat)
        silenced = challenge.data.get(SILENCED, ())
        return state.players[opponent].power is not None and opponent not in silenced

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        silence(state, seat, [challenge.opponent(seat)])


class SuperSilencer(SwitchFlare):
    """This challenge Silencer silences every other player instead of one (C-426)."""

    moments = frozenset({START, DESTINY})
    text = "This challenge, when you silence, you silence every other player instead of one."
    flag = SUPER
    kind = "super-silencer"


Silencer.flare = FlareSides(WildSilencer(), SuperSilencer(), "designed (C-426); no text found")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Silencer.pulsar_pro = (
    "For the rest of the challenge you may silence even when you are not a main player (C-427)."
)
Silencer.pulsar_con = "For the rest of the challenge Silencer cannot silence you (C-427)."

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("silenced", important=True)
def _silencer_entry(entry: Mapping[str, Any], say: Say) -> str:
    players = [say.name(s) for s in entry.get("players", ())]
    return (
        f"{say.name(entry.get('seat'))} silences {listing(players)}: no power for them until the "
        "challenge ends."
    )


@BOOK.option("silencer-target")
def _silencer_option(decision: Decision, key: str, say: Say) -> str:
    return f"silence {say.name(key.removeprefix('player:'))}'s power"


@BOOK.prompt("silencer-target")
def _silencer_prompt(decision: Decision, say: Say) -> str:
    return "Whose power do you silence for the rest of the challenge?"


POWER: Final = Silencer
