"""Terrorist, the Power of Bombs.

At the start of each of its own challenges Terrorist may secretly bomb one planet outside its home
system, up to three bombs at once; only Terrorist knows where they are (the old editions' pencil
and paper). When the winners of a challenge land on a bombed planet, the bomb goes off once they
have landed: every token on the planet goes to the Warp, and the bomb is spent. Mandatory once
planted.

Source: no text of any edition was found. Reconstructed (C-526) from secondhand accounts: Fantasy
Flight's Saboteur, formerly the Terrorist, traps planets, and a landing on a trapped planet sends
every ship there to the Warp; the old Terrorist noted its planets secretly on paper
(POWER_TEXTS_ADDENDUM section 2.1, LOW+). Seed 002 [EM]: in a capture challenge the winner first
takes his prisoners, then lands, and only then does the bomb go off, sending every token on the
planet to the Warp. The project has no hidden-power games, so the Mayfair rule that Terrorist "must
be revealed right away" in them has no occasion.

Flares (designed, C-527): Wild, after a fan rewrite of the Saboteur's: as a main player once
alliances are made, take one base of another player hostage (not on the target planet); if you lose
the challenge, its tokens go to the Warp, even in a capture challenge (seed 002). Super: a bomb
going off this challenge spares your own tokens.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.resolution import OFFENSE_WINS
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

# power_data: the planets bombed, secret (only Terrorist's own view shows them)
BOMBS: Final = "bombs"
MOST_BOMBS: Final = 3  # bombs planted and not yet gone off, at most (C-526)
SUPER: Final = "terrorist-super"  # challenge.data: the Super Flare is in force this challenge
# challenge.data: (Wild player, colour, planet key) of a hostage
HOSTAGE: Final = "terrorist-hostage"


def bombs(state: CosmicState, seat: int) -> list[str]:
    """The planets ``seat`` (Terrorist) has bombed, by key (a copy: reading changes nothing)."""
    return list(state.players[seat].power_data.get(BOMBS, ()))


def _targets(state: CosmicState, seat: int) -> list[str]:
    """The planets Terrorist may bomb: outside its home system, not bombed already."""
    planted = bombs(state, seat)
    return [
        planet_key((system, i))
        for system, planets in enumerate(state.planets)
        if system != seat
        for i in range(len(planets))
        if planet_key((system, i)) not in planted
    ]


def _may_plant(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Its own challenge (its Pro: any), with fewer than three bombs planted.
    challenge = state.challenge
    own = challenge is not None and challenge.offense == seat
    return (own or pro(state, power.name)) and len(bombs(state, seat)) < MOST_BOMBS


def _set_off(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # The winners of the challenge landed on a bombed planet.
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.outcome == OFFENSE_WINS
        and challenge.planet is not None
        and planet_key(challenge.planet) in bombs(state, seat)
    )


class Terrorist(Power):
    name = "terrorist"
    title = "Terrorist"
    short = "Power of Bombs"
    text = (
        "At the start of each of your challenges you may secretly bomb one planet outside your "
        "home system, up to three bombs at once. When the winners of a challenge land on a bombed "
        "planet, the bomb goes off once they have landed: every token there goes to the Warp, and "
        "the bomb is spent."
    )
    source = (
        "reconstructed by the project (C-526): no text found; Fantasy Flight's Saboteur, formerly "
        "the Terrorist, and the old editions' secret notes (POWER_TEXTS_ADDENDUM 2.1, LOW+), with "
        "seed 002's order of events"
    )

    @ability("start_of_challenge", can_use=_may_plant, optional=True)
    async def plant(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Secretly bomb one planet outside its home system."
        keys = tuple(_targets(state, seat))
        prompt = "Which planet do you bomb (secretly)?"
        answer = await ask(Decision(seat, "terrorist-bomb", keys, prompt))
        state.players[seat].power_data.setdefault(BOMBS, []).append(answer)
        state.note("bomb-planted", {"seat": seat}, {seat: {"planet": answer}})
        state.features["terrorist_bombs_planted"] += 1

    @ability("resolved", can_use=_set_off)
    async def explode(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Once they have landed the bomb goes off: every token on the planet to the Warp" (after
        # prisoners are taken: seed 002).
        challenge = state.challenge
        assert challenge is not None and challenge.planet is not None
        planet = challenge.planet
        key = planet_key(planet)
        state.players[seat].power_data[BOMBS].remove(key)
        spared = {seat} if SUPER in challenge.data else set()
        cell = state.planets[planet[0]][planet[1]]
        blasted = exposed(state, self.name, [c for c in range(len(cell)) if c not in spared])
        killed = {c: cell[c] for c in blasted if cell[c]}
        state.note("bomb", {"seat": seat, "planet": key, "tokens": sum(killed.values())})
        for colour, count in killed.items():
            tokens.remove(state, colour, planet, count)
            tokens.lift(state, colour, count)
        for colour, count in killed.items():
            await tokens.lose(state, colour, count, "bomb")
        state.features["terrorist_bombs_exploded"] += 1
        state.features["terrorist_tokens_killed"] += sum(killed.values())

    @ability("resolved", can_use=lambda power, state, seat, ctx: _hostages_lost(state), always=True)
    async def hostages_die(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # The Wild Terrorist's card, whoever played it: no use of the power (C-527).
        await execute_hostages(state)

    def public(self, state: CosmicState) -> dict[str, Any]:
        # Everybody knows how many bombs there are, not where (C-526).
        seat = state.power_seat[self.name]
        return {"bombs": len(bombs(state, seat))}

    def private(self, state: CosmicState) -> dict[str, Any]:
        seat = state.power_seat[self.name]
        return {"bombed": list(bombs(state, seat))}

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro does something only at the start of another player's challenge.
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.defense is None
            and challenge.offense != seat
            and len(bombs(state, seat)) < MOST_BOMBS
        )


class WildTerrorist(Flare):
    """As a main player once alliances are made: take one base of another player hostage (not on
    the target planet); if you lose the challenge, its tokens go to the Warp (C-527)."""

    moments = frozenset({ALLIANCES})
    text = (
        "As a main player, once alliances are made: take one base of another player hostage (not "
        "on the target planet). If you lose the challenge, its tokens go to the Warp."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.is_main(seat)
            and HOSTAGE not in challenge.data
            and bool(_hostages(state, seat))
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        keys = tuple(_hostages(state, seat))
        prompt = "Which base do you take hostage?"
        answer = await ask(Decision(seat, "wild-terrorist-hostage", keys, prompt))
        colour, key = answer.split("@")
        challenge.data[HOSTAGE] = (seat, int(colour), key)
        state.note("hostage", {"seat": seat, "victim": int(colour), "planet": key})


def _hostages(state: CosmicState, seat: int) -> list[str]:
    """The bases ``seat`` may take hostage, as "colour@planet": another player's, not on the
    target planet, not immune to Terrorist (the Con)."""
    challenge = state.challenge
    target = challenge.planet if challenge is not None else None
    others = exposed(state, Terrorist.name, [p.seat for p in state.players if p.seat != seat])
    return [
        f"{colour}@{planet_key(planet)}"
        for colour in others
        for planet in state.bases(colour)
        if planet != target
    ]


def _hostages_lost(state: CosmicState) -> bool:
    """A Wild Terrorist's hostages are held and its player lost the challenge (a deal, made or
    failed, has no loser: they are freed)."""
    challenge = state.challenge
    if challenge is None or HOSTAGE not in challenge.data:
        return False
    winner = challenge.winner_side
    return winner is not None and winner != challenge.data[HOSTAGE][0]


async def execute_hostages(state: CosmicState) -> None:
    """The Wild Terrorist's player lost the challenge: the hostages' tokens go to the Warp (to the
    Warp in a capture challenge too, seed 002)."""
    challenge = state.challenge
    assert challenge is not None
    seat, colour, key = challenge.data.pop(HOSTAGE)
    planet: Planet = parse_planet(key)
    count = state.tokens_on(planet, colour)
    tokens.remove(state, colour, planet, count)
    tokens.lift(state, colour, count)
    state.note("wild-terrorist", {"seat": seat, "victim": colour, "planet": key, "tokens": count})
    await tokens.lose(state, colour, count, "wild-terrorist")
    state.features["terrorist_wild_tokens"] += count


class SuperTerrorist(SwitchFlare):
    """A bomb going off this challenge spares your own tokens (C-527)."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "This challenge, a bomb of yours going off spares your own tokens."
    flag = SUPER
    kind = "super-terrorist"


Terrorist.flare = FlareSides(
    WildTerrorist(),
    SuperTerrorist(),
    "designed by the project (C-527): the Wild after a fan rewrite of the Saboteur's hostage "
    "flare, matching seed 002's 'tokens held hostage by Wild Terrorist go to Warp'",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Terrorist.pulsar_pro = (
    "For the rest of the challenge you may plant a bomb at the start of another player's "
    "challenge too (C-528)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("bomb-planted")
def _planted_entry(entry: Mapping[str, Any], say: Say) -> str:
    where = entry.get("planet")
    what = f"bombs {say.planet(where)}" if where else "plants a bomb somewhere, secretly"
    return f"{say.name(entry.get('seat'))} {what} (Terrorist)."


@BOOK.entry("bomb", important=True)
def _bomb_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))}'s bomb goes off on {say.planet(entry.get('planet'))}: "
        f"{say.tokens(entry.get('tokens', 0))} to the Warp."
    )


@BOOK.entry("hostage")
def _hostage_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} takes {say.name(entry.get('victim'))}'s base on "
        f"{say.planet(entry.get('planet'))} hostage (Wild Terrorist)."
    )


@BOOK.entry("wild-terrorist", important=True)
def _wild_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} lost: the hostages on {say.planet(entry.get('planet'))}, "
        f"{say.tokens(entry.get('tokens', 0))} of {say.name(entry.get('victim'))}, go to the Warp."
    )


@BOOK.entry("super-terrorist")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Terrorist: a bomb going off this challenge "
        "spares its tokens."
    )


@BOOK.option("terrorist-bomb", "wild-terrorist-hostage")
def _terrorist_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "terrorist-bomb":
        return f"bomb {say.planet(key)}"
    colour, planet = key.split("@")
    return f"take {say.name(colour)}'s base on {say.planet(planet)} hostage"


POWER: Final = Terrorist
