"""Progenitor, the Power of Offspring (designed: no text of any edition exists).

Progenitor has two home systems. At set-up its second system (a new system of five planets) is
placed beside its own and a second power, the power of that system, is dealt to it at random from
the powers nobody holds; Progenitor's 20 tokens start two on each of its ten home planets. It uses
the second power as its own, besides this one, for the whole game; both are kept while it has
three home bases in either system (its home bases count over both), and a Cosmic Zap or Power
Outage takes both away for the challenge, as they are one player's powers. Both systems are its
home: the Cone aims at either when its colour is flipped, and bases there are not foreign bases
for it, while other players' bases there are foreign bases for them.

Source: none: POWER_TEXTS.md "Progenitor" (LOW) knows only seed 004 point 1, which says Progenitor
has a second system with its own power, and that this power's Pulsar is the one shuffled into the
deck (AMB-U12): Progenitor's own Pulsar never is. Everything else is designed and recorded (C-564
to C-567). The second power is dealt from the powers that fit the game and can share a seat: not
one with set-up of its own (Symbiote, Progenitor, Vampire) nor one that reads the seat's own
power (C-565).

Flares (designed, C-567): Wild: at the start of your challenge, one of your tokens from the Warp
to any planet of your home system, even one where you have no base (a colony founded anew).
Super: the same with up to two tokens, to any of your home planets in either system.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, modifier
from hyperspace.cosmic.state import PLANETS, CosmicState, parse_planet, planet_key
from hyperspace.cosmic.tokens import warp_to_base
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SECOND_POWER: Final = "second_power"  # power_data: the power of Progenitor's second system
SECOND_SYSTEM: Final = "second_system"  # power_data: that system
# Powers that cannot be a second system's power (C-565): set-up of their own, or rules that read
# the one power of a seat (``Player.power``).
UNSHARED: Final = frozenset(
    {
        "progenitor",
        "symbiote",
        "vampire",
        "pentaform",
        "assessor",
        "fungus",
        "philanthropist",
        "silencer",
    }
)


def offspring_pool(state: CosmicState) -> list[str]:
    """The powers the second system's may be dealt from: nobody holds them, they fit the game
    (C-486, C-558), and they can share a seat (C-565)."""
    from hyperspace.cosmic.powers import POWERS
    from hyperspace.cosmic.setup import fits

    return sorted(
        name
        for name in POWERS
        if name not in state.powers and name not in UNSHARED and fits(state.config, name)
    )


def give_second_power(state: CosmicState, seat: int, name: str) -> None:
    """``name`` becomes the power of ``seat``'s second system (instead of any it had): its hooks
    are indexed under it, its holder is ``seat`` (C-565)."""
    from hyperspace.cosmic.powers import POWERS

    data = state.players[seat].power_data
    old = data.get(SECOND_POWER)
    if old is not None:
        state.hooks.remove_owner(old)
        del state.powers[old], state.power_seat[old]
    power = POWERS[name]()
    state.powers[name] = power
    state.power_seat[name] = seat
    for hook in power.hooks():
        state.hooks.add(hook)
    data[SECOND_POWER] = name


def home_keys(state: CosmicState, seat: int, systems: list[int]) -> tuple[str, ...]:
    """Every planet of ``seat``'s home ``systems``, base or not."""
    return tuple(planet_key((system, i)) for system in systems for i in range(PLANETS))


def spread(state: CosmicState, seat: int) -> None:
    """``seat``'s tokens on his home planets, spread evenly over all of them (two a planet at
    set-up), the odd ones on the first."""
    planets = state.home_planets(seat)
    tokens = sum(state.tokens_on(p, seat) for p in planets)
    for i, planet in enumerate(planets):
        state.cell(planet)[seat] = tokens // len(planets) + (i < tokens % len(planets))


class Progenitor(Power):
    name = "progenitor"
    title = "Progenitor"
    short = "Power of Offspring"
    text = (
        "You have a second home system with a power of its own, dealt at set-up from the powers "
        "nobody holds; you use it as yours. Your tokens start two on each of your ten home "
        "planets."
    )
    source = (
        "designed (C-564..C-568): no text of any edition; seed 004 point 1 gives the second "
        "system's power and its Pulsar (AMB-U12)"
    )

    def set_up(self, state: CosmicState, seat: int) -> None:
        # "A second system with its own power" (seed 004): five more home planets, its tokens
        # spread two a planet over the ten, and a power dealt to the new system (C-564, C-565).
        if SECOND_SYSTEM in state.players[seat].power_data:
            return  # set up already (a scenario's second pass)
        system = state.add_system(seat)
        spread(state, seat)
        pool = offspring_pool(state)
        name = pool[state.streams["progenitor"].randbelow(len(pool))]
        give_second_power(state, seat, name)
        state.players[seat].power_data[SECOND_SYSTEM] = system
        state.features["progenitor_systems"] += 1
        state.note("progenitor-system", {"seat": seat, "power": name, "system": system})

    def public(self, state: CosmicState) -> dict[str, Any]:
        seat = state.power_seat.get(self.name)
        if seat is None:
            return {}
        data = state.players[seat].power_data
        return {key: data[key] for key in (SECOND_POWER, SECOND_SYSTEM) if key in data}

    @modifier("pulsar_powers")
    def offspring_pulsar(self, state: CosmicState, seat: int, names: list[str], ctx: Any) -> Any:
        # "Progenitor: the second system's power's Pulsar goes in" (seed 004 point 1, AMB-U12).
        return [name for name in names if name != self.name]


async def found(state: CosmicState, seat: int, count: int, systems: list[int], why: str) -> int:
    """Up to ``count`` of ``seat``'s tokens from the Warp, each to a planet of his home
    ``systems`` of his choice, base or not. Returns how many."""
    keys = home_keys(state, seat, systems)
    moved = 0
    while moved < count and state.warp[seat]:
        answer = await ask(Decision(seat, "progenitor-planet", keys, f"Found a colony ({why}) on:"))
        warp_to_base(state, seat, parse_planet(answer))
        moved += 1
    return moved


class WildProgenitor(Flare):
    """At the start of your challenge: one of your tokens from the Warp to any planet of your home
    system, base or not (C-567)."""

    moments = frozenset({START})
    text = (
        "At the start of your challenge: a token from the Warp to any planet of your home system."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return seat == state.offense and state.warp[seat] > 0

    async def play(self, state: CosmicState, seat: int) -> None:
        count = await found(state, seat, 1, state.systems_of(seat)[:1], "Wild Progenitor")
        state.features["progenitor_wild"] += 1
        state.note("wild-progenitor", {"seat": seat, "tokens": count})


class SuperProgenitor(Flare):
    """At the start of your challenge: up to two of your tokens from the Warp to any of your home
    planets, in either system, base or not (C-567)."""

    moments = frozenset({START})
    text = "At the start of your challenge: two tokens from the Warp to any of your home planets."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return seat == state.offense and state.warp[seat] > 0

    async def play(self, state: CosmicState, seat: int) -> None:
        count = await found(state, seat, 2, state.systems_of(seat), "Super Progenitor")
        state.features["progenitor_super"] += 1
        state.note("super-progenitor", {"seat": seat, "tokens": count})


Progenitor.flare = FlareSides(WildProgenitor(), SuperProgenitor(), "designed (C-567): no text")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

# Never in the deck: the second system's power's Pulsar goes in instead (seed 004 point 1).
Progenitor.pulsar_pro = (
    "Never shuffled into the deck: the Pulsar of Progenitor's second system's power goes in "
    "instead (seed 004 point 1)."
)
Progenitor.pulsar_con = Progenitor.pulsar_pro

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("progenitor-system", "wild-progenitor", "super-progenitor")
def _progenitor_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "progenitor-system":
        power = say.power(entry.get("power"))
        return f"{seat}'s second home system holds the {power}'s power (Progenitor)."
    flare = "Wild" if kind == "wild-progenitor" else "Super"
    tokens = say.tokens(entry.get("tokens", 0))
    return f"{seat} founds colonies with {tokens} from the Warp ({flare} Progenitor)."


@BOOK.option("progenitor-planet")
def _progenitor_option(decision: Decision, key: str, say: Say) -> str:
    return f"to {say.holding(key)}"


POWER: Final = Progenitor
