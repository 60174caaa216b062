"""Vampire, the Power of Slaves (designed from the seeds: no text of any edition was found).

When Vampire wins a challenge as a main player, some of the tokens its opponent loses do not go
to the Warp: Vampire keeps them as its slaves (turned upside down), as many as it had tokens of its
own in the challenge, and puts them on its bases. A slave is a Vampire token for every purpose:
Vampire commits it, defends with it, has bases with it, loses it (to the Warp as its own). Mobius
Tubes and Warp Break free slaves from the Vampire: those on planets go back to their owner's bases,
those in the Warp or a prison become their owner's tokens there. Mandatory.

Source: none (POWER_TEXTS.md "Vampire", LOW: "no text found"; SKILL names a Mayfair Vampire
holding other players' tokens captive). Everything is built from the seeds and recorded (C-568,
C-569). Seed 002: in a capture challenge Vampire takes prisoners instead of slaves (the Prisoners
variant imprisons the losses first); slaves keep their state in prison and count as Vampire
tokens there; Mobius Tubes and Warp Break free them from the Vampire but they stay in prison
unless they then belong to the prison's owner; Super Vampire may not be used in a capture
challenge. Seed 001: slaves cannot be taken as Karma (only a player's own colour can, C-555).
The state holds slaves as colours Vampire controls whose tokens are another player's (a colour of
Vampire's for each other seat, ``CosmicState.add_colour(of=...)``, C-568).

Flares (designed, C-569): Wild (one-shot, POWER_TEXTS_ADDENDUM 2.9): when you win as a main player,
one of your tokens comes back from the Warp for each token your opponent loses. Super: as a main
player who wins, you enslave the opposing allies' lost tokens too (never in a capture challenge).
Pulsar: the Pro lifts the limit (every token the opponent loses is enslaved); the Con is immunity.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, REVEAL
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, immune, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.tokens import Loss, return_to_bases
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.words import agree

# power_data: {victim's colour (str): the colour of Vampire's slaves of it}
SLAVES: Final = "slaves"
SUPER: Final = "vampire-super"  # challenge.data: the Super Flare is in force
CAPTURE: Final = "capture"  # challenge.flags: a capture challenge (the Prisoners variant)
FREED: Final = "freed from the Vampire"


def slave_colour(state: CosmicState, colour: int) -> int | None:
    """The colour of the Vampire's slaves taken from ``colour`` (a seat's own), if any."""
    seat = state.power_seat.get(Vampire.name)
    if seat is None:
        return None
    slave = state.players[seat].power_data.get(SLAVES, {}).get(str(colour))
    return int(slave) if slave is not None else None


def own_tokens(state: CosmicState, seat: int) -> int:
    """``seat``'s tokens (of all his colours, slaves too) on his side of the challenge."""
    from hyperspace.cosmic.rules.resolution import side_tokens  # (import cycle)

    challenge = state.challenge
    assert challenge is not None
    counts = side_tokens(challenge, state, seat)
    return sum(counts.get(colour, 0) for colour in state.colours_of(seat))


def _may_enslave(power: Power, state: CosmicState, seat: int, loss: Loss) -> bool:
    # Vampire won as a main player; the loser is its opponent (or, with the Super, an opposing
    # ally), a player's own colour, not immune (the Con); what the Prisoners variant imprisons
    # in a capture challenge is gone already (seed 002).
    challenge = state.challenge
    if challenge is None or loss.winner != seat or loss.cause != "defeat" or loss.count <= 0:
        return False
    if slave_colour(state, loss.colour) is None or immune(state, power.name, loss.colour):
        return False
    opponent = challenge.defense is not None and challenge.opponent(seat) == loss.colour
    return opponent or bool(challenge.data.get(SUPER))


class Vampire(Power):
    name = "vampire"
    title = "Vampire"
    short = "Power of Slaves"
    text = (
        "When you win as a main player, of the tokens your opponent loses, as many as you had in "
        "the challenge become your slaves, on your bases, instead of going to the Warp. Slaves "
        "are your tokens in every way until Mobius Tubes or Warp Break frees them."
    )
    source = (
        "designed from seeds 001 and 002 (C-568, C-569): no text of any edition found "
        "(POWER_TEXTS 'Vampire', LOW)"
    )

    def set_up(self, state: CosmicState, seat: int) -> None:
        # A colour of slaves for each other player's tokens (C-568).
        if SLAVES in state.players[seat].power_data:
            return  # set up already (a scenario's second pass)
        state.players[seat].power_data[SLAVES] = {
            str(p.seat): state.add_colour(seat, of=p.seat) for p in state.players if p.seat != seat
        }

    def public(self, state: CosmicState) -> dict[str, Any]:
        seat = state.power_seat.get(self.name)
        if seat is None:
            return {}
        return {SLAVES: dict(state.players[seat].power_data.get(SLAVES, {}))}

    @ability("tokens_lost_first", can_use=_may_enslave)
    async def enslave(self, state: CosmicState, seat: int, loss: Loss) -> None:
        # "Instead of going to the Warp, as many as you had in the challenge become your slaves"
        # (all of them with the Pro, C-569).
        slave = slave_colour(state, loss.colour)
        assert slave is not None
        most = loss.count if pro(state, self.name) else own_tokens(state, seat)
        count = loss.divert(min(loss.count, most))
        if not count:
            return
        state.transit[loss.colour] -= count  # upside down: they are Vampire's now
        state.transit[slave] += count
        state.features["vampire_slaves"] += count
        state.note("vampire-enslaves", {"seat": seat, "colour": loss.colour, "tokens": count})
        await return_to_bases(state, slave, count, "enslaved", state.transit)

    @ability("tokens_freed", always=True)
    async def lose_slaves(self, state: CosmicState, seat: int, colours: list[int]) -> None:
        # Mobius Tubes and Warp Break free the slaves of the colours they free (seed 002).
        for colour in colours:
            slave = slave_colour(state, colour)
            if slave is not None and colour != slave:
                await free_slaves(state, seat, colour, slave)


async def free_slaves(state: CosmicState, vampire: int, colour: int, slave: int) -> None:
    """The slaves of ``colour`` are freed: on planets they go back to their owner's bases; in
    the Warp, the Praw or a prison they are his tokens there (and in his own prison, freed to his
    bases: seed 002)."""
    on_planets = 0
    for system in state.planets:
        for cell in system:
            on_planets += cell[slave]
            cell[slave] = 0
    freed = on_planets + _free_prisoners(state, colour, slave)
    for place in (state.warp, state.praw, state.removed):
        freed += place[slave]
        place[colour] += place[slave]
        place[slave] = 0
    if not freed:
        return
    state.features["vampire_freed"] += freed
    state.note("vampire-freed", {"seat": vampire, "colour": colour, "tokens": freed})
    state.transit[colour] += on_planets
    await return_to_bases(state, colour, on_planets, FREED, state.transit)
    if "prisoners" in state.variants:  # his own, in his own prison: home (seed 002)
        from hyperspace.cosmic.variants.prisoners.prison import free, prisons

        await free(state, colour, colour, prisons(state).held[colour][colour], FREED)


def _free_prisoners(state: CosmicState, colour: int, slave: int) -> int:
    """Imprisoned slaves of ``colour`` turn back into his tokens, in the same prisons."""
    if "prisoners" not in state.variants:
        return 0
    from hyperspace.cosmic.variants.prisoners.prison import prisons

    count = 0
    for prison in prisons(state).held:
        count += prison[slave]
        prison[colour] += prison[slave]
        prison[slave] = 0
    return count


class WildVampire(Flare):
    """One-shot (POWER_TEXTS_ADDENDUM 2.9): when you win as a main player, one of your tokens
    comes back from the Warp for each token your opponent loses (C-569)."""

    events = frozenset({"tokens_to_warp"})
    one_shot = True
    text = (
        "One use: when you win as a main player, a token of yours comes back from the Warp for "
        "each token your opponent loses."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        loss: Loss = ctx
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.defense is not None
            and loss.winner == seat
            and loss.cause == "defeat"
            and state.colour_owner[loss.colour] == challenge.opponent(seat)
            and state.warp[seat] > 0
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        loss: Loss = ctx
        count = min(loss.lost, state.warp[seat])  # (those it lost, wherever they went)
        state.features["vampire_wild"] += 1
        state.note("wild-vampire", {"seat": seat, "tokens": count})
        await return_to_bases(state, seat, count, "Wild Vampire", state.warp)


class SuperVampire(SwitchFlare):
    """As a main player: you enslave the opposing allies' lost tokens too; never in a capture
    challenge (seed 002)."""

    moments = frozenset({ALLIANCES, REVEAL})
    text = "As a main player, you enslave the opposing allies' lost tokens too (not in a capture)."
    flag = SUPER
    kind = "super-vampire"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return (
            challenge.defense is not None
            and challenge.is_main(seat)
            and (CAPTURE not in challenge.flags)
        )


Vampire.flare = FlareSides(WildVampire(), SuperVampire(), "designed (C-569): no text")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Vampire.pulsar_pro = (
    "For the rest of the challenge you enslave every token your opponent loses, however many "
    "you had in the challenge (C-569)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("vampire-enslaves", "vampire-freed", "wild-vampire", important=True)
def _vampire_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    tokens = say.tokens(entry.get("tokens", 0))
    if kind == "vampire-enslaves":
        return f"{seat} enslaves {tokens} of {say.name(entry.get('colour'))}'s (Vampire)."
    if kind == "vampire-freed":
        are = agree(int(entry.get("tokens", 0)), "is", "are")
        return f"{tokens} of {say.name(entry.get('colour'))}'s {are} freed from {seat}'s slavery."
    return f"{seat} brings back {tokens} from the Warp (Wild Vampire)."


POWER: Final = Vampire
