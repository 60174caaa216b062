"""Vacuum, the Power of Catharsis.

Whenever Vacuum loses tokens to the Warp, it drags other players' tokens along: up to as many
tokens as it lost, Vacuum naming the victims and how many each loses; each victim gives up his
from his bases (seed 002: from bases, whatever the card's wording), and they go to the Warp too,
besides the challenge's usual losses. Mandatory.

Source: no Eon text was found (Vacuum is from Eon Expansion 3). This is the Fantasy Flight (2008)
text (base set, Future Pastimes; POWER_TEXTS.md "Vacuum", MEDIUM: aliens.json of
Cosmic-Encounter-Bot and a guide to the power), with the Prisoners seed's [EM] clarification
that the victims choose tokens from bases (AMB-P23). Vacuum takes no catharsis when its tokens
are imprisoned (seed 002, for that variant); the Vacuum Con (seed 004) is the Pulsars variant's.

Flares, the Fantasy Flight texts (seed 002 shows an Eon Super Vacuum that selects the tokens; no
Eon Flare text was found): Wild, at the reveal, take one of your tokens out of the Warp for each
other main player who revealed an Attack card; Super, Vacuum picks exactly which of the victims'
tokens go, base by base (C-28).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards, tokens
from hyperspace.cosmic.edicts.base import REVEAL
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    abilities,
    ability,
    exposed,
    pro,
)
from hyperspace.cosmic.state import CosmicState, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing

PRO_FACTOR: Final = 2  # the Vacuum Pro drags twice as many (C-176)
WILD: Final = "vacuum-wild"  # challenge.data: seats that played the Wild Vacuum this challenge


class Catharsis:
    """One catharsis under way: ``vacuum`` drags up to ``count`` tokens; the Super Flare makes
    ``select`` true (Vacuum picks the bases)."""

    __slots__ = ("count", "select", "vacuum")

    def __init__(self, vacuum: int, count: int) -> None:
        self.vacuum = vacuum
        self.count = count
        self.select = False


def victims(state: CosmicState, seat: int) -> list[int]:
    """The other players with a token on a base to give up, and not immune to Vacuum (the
    Vacuum Con, seed 004 point 3)."""
    others = [p.seat for p in state.players if p.seat != seat and state.bases(p.seat)]
    return exposed(state, Vacuum.name, others)


def _own_loss(power: Power, state: CosmicState, seat: int, loss: Any) -> bool:
    return bool(loss.colour == seat and loss.count > 0 and victims(state, seat))


class Vacuum(Power):
    name = "vacuum"
    title = "Vacuum"
    short = "Power of Catharsis"
    text = (
        "When you lose tokens to the Warp, other players lose up to as many: you name who loses "
        "how many; each gives up tokens from his bases, and they go to the Warp too."
    )
    source = (
        "FFG text (base set, Future Pastimes; POWER_TEXTS 'Vacuum', MEDIUM) with seed 002's "
        "clarification (AMB-P23); no Eon text found"
    )

    @ability("tokens_to_warp", can_use=_own_loss)
    async def catharsis(self, state: CosmicState, seat: int, loss: Any) -> None:
        # "Vacuum drags along up to the same number of other players' tokens; it names the
        # victims and how many each loses."
        drag = Catharsis(seat, loss.count * (PRO_FACTOR if pro(state, self.name) else 1))
        named: dict[int, int] = {}
        for _ in range(drag.count):
            keys = ("done", *(f"player:{v}" for v in victims(state, seat)))
            answer = await ask(
                Decision(seat, "vacuum-victim", keys, f"Drag a token along ({sum(named.values())} "
                         f"of up to {drag.count})", {"tokens": drag.count})
            )  # fmt: skip
            if answer == "done":
                break
            victim = int(answer.removeprefix("player:"))
            named[victim] = named.get(victim, 0) + 1
        state.note("catharsis", {"seat": seat, "victims": {str(v): n for v, n in named.items()}})
        if named:
            await abilities(state, "catharsis", drag)  # the Super Flare: Vacuum picks the tokens
        for victim, count in named.items():
            if drag.select:
                taken = await _selected(state, seat, victim, count)
            else:  # "the victims choose which bases" (from bases, AMB-P23)
                taken = await tokens.take_from_bases(state, victim, count, "Vacuum")
            await tokens.lose(state, victim, taken, "vacuum")


async def _selected(state: CosmicState, vacuum: int, victim: int, count: int) -> int:
    """Vacuum picks ``count`` of ``victim``'s tokens, base by base (Super Flare)."""
    taken = 0
    for _ in range(count):
        bases = state.bases(victim)
        if not bases:
            break
        keys = tuple(planet_key(p) for p in bases)
        planet = parse_planet(
            await ask(Decision(vacuum, "vacuum-token", keys, f"Take player {victim}'s token from:"))
        )
        tokens.remove(state, victim, planet)
        tokens.lift(state, victim, 1)
        taken += 1
    return taken


def attacks_against(state: CosmicState, seat: int) -> int:
    """How many main players other than ``seat`` revealed an Attack card."""
    from hyperspace.cosmic.rules.resolution import card_of

    challenge = state.challenge
    if challenge is None or not challenge.revealed or challenge.defense is None:
        return 0
    return sum(
        1
        for main in challenge.sides()
        if main != seat and main in challenge.cards and card_of(state, main) != cards.COMPROMISE
    )


class WildVacuum(Flare):
    """At the reveal: take one of your tokens out of the Warp (to your bases) for each other main
    player who revealed an Attack card."""

    moments = frozenset({REVEAL})
    text = "At the reveal: one of your tokens out of the Warp per other main player's Attack."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and state.warp[seat] > 0
            and seat not in challenge.data.get(WILD, ())
            and attacks_against(state, seat) > 0
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.data.setdefault(WILD, []).append(seat)
        count = min(attacks_against(state, seat), state.warp[seat])
        await tokens.return_to_bases(state, seat, count, "Wild Vacuum", state.warp)
        state.note("wild-vacuum", {"seat": seat, "tokens": count})


class SuperVacuum(Flare):
    """As Vacuum drags tokens along: Vacuum picks exactly which of the victims' tokens go."""

    events = frozenset({"catharsis"})
    text = "As you drag tokens along: you pick which of the victims' tokens go."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.vacuum == seat and not ctx.select)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        ctx.select = True
        state.note("super-vacuum", {"seat": seat})


Vacuum.flare = FlareSides(
    WildVacuum(),
    SuperVacuum(),
    "FFG Flare texts (POWER_TEXTS 'Vacuum'; seed 002 shows an Eon Super Vacuum that selects "
    "tokens); no Eon Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Vacuum.pulsar_pro = (
    "For the rest of the challenge you drag along up to twice as many tokens as you lose (C-176)."
)
Vacuum.pulsar_con = (
    "For the rest of the challenge Vacuum cannot name you to lose tokens (seed 004)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("catharsis", "wild-vacuum", important=True)
def _vacuum_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "wild-vacuum":
        return f"{seat} sends {say.tokens(entry.get('tokens', 0))} to the Warp (Wild Vacuum)."
    victims = [f"{say.tokens(n)} of {say.name(v)}" for v, n in entry.get("victims", {}).items()]
    return f"{seat}'s Vacuum drags {listing(victims)} into the Warp."


@BOOK.option("vacuum-victim", "vacuum-token")
def _vacuum_option(decision: Decision, key: str, say: Say) -> str:
    if key == "done":
        return "drag no more tokens"
    if decision.kind == "vacuum-victim":
        return f"drag a token of {say.name(key.removeprefix('player:'))}"
    return f"take the token from {say.holding(key)}"


@BOOK.prompt("vacuum-token")
def _vacuum_prompt(decision: Decision, say: Say) -> str:
    return "Which planet does the dragged token come from?"


POWER: Final = Vacuum
