"""The Prisoner Rulings (seed 002), one module each, and how they are offered.

At each of its moments (:mod:`.base`), every player holding a Ruling playable then is asked, in
challenge order (clockwise from the offense between challenges), whether to play it
(``prisoners-ruling``: "pass" or a card); one may play several, each card once per moment (as
C-16). A played Ruling is shown face up, takes effect and is discarded.
"""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.powers.base import challenge_order, may_play_card
from hyperspace.cosmic.rules.deck import discard
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants.prisoners.rulings import (
    amnesty,
    commando,
    deaths,
    entebbe,
    jailbreak,
    swap,
    take_prisoners,
    victory_or_death,
)
from hyperspace.cosmic.variants.prisoners.rulings.base import Ruling
from hyperspace.engine.decision import Decision, ask

PREFIX: Final = "ruling-"

RULINGS: Final[dict[str, Ruling]] = {
    module.RULING.name: module.RULING
    for module in (
        amnesty,
        jailbreak,
        swap,
        take_prisoners,
        victory_or_death,
        commando,
        entebbe,
        deaths,
    )
}


def card(name: str) -> str:
    return PREFIX + name


def playable(state: CosmicState, seat: int, moment: str) -> list[str]:
    held = dict.fromkeys(c for c in state.players[seat].hand if c.startswith(PREFIX))
    return [
        c
        for c in held
        if (ruling := RULINGS.get(c.removeprefix(PREFIX))) is not None
        and moment in ruling.moments
        and ruling.can_play(state, seat, moment)
        and may_play_card(state, seat, c)  # (Cripple)
    ]


async def offer(state: CosmicState, moment: str) -> None:
    """Offer every player the Rulings he may play at ``moment``."""
    players = state.players
    if not any(c.startswith(PREFIX) for p in players for c in p.hand):
        return
    for seat in challenge_order(state):
        played: set[str] = set()
        while not state.over:
            options = [c for c in playable(state, seat, moment) if c not in played]
            if not options:
                break
            answer = await ask(
                Decision(
                    seat, "prisoners-ruling", ("pass", *options), f"Play a Ruling ({moment})?",
                    {"moment": moment},
                )
            )  # fmt: skip
            if answer == "pass":
                break
            played.add(answer)
            await play(state, seat, answer)


async def play(state: CosmicState, seat: int, name: str) -> None:
    """``seat`` plays the Ruling ``name`` face up: it takes effect, then is discarded."""
    state.players[seat].hand.remove(name)
    state.limbo.append(name)
    state.note("ruling", {"seat": seat, "card": name})
    state.features["rulings_played"] += 1
    await RULINGS[name.removeprefix(PREFIX)].play(state, seat)
    state.limbo.remove(name)
    await discard(state, seat, [name])
