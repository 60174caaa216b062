"""Filth, the Power of Stench.

No one may stay on a planet where Filth has tokens. When Filth's tokens land on a planet, every
other player's tokens there must leave to their other bases; Filth's fellow winners in an offensive
challenge land on another planet of the defending system instead. A player who beats Filth's
tokens on a planet gains no base there: the winners go back to their bases and the planet is left
empty (fumigated). In a deal giving a base, whoever already held the planet leaves it to the other.
Mandatory, continuous.

Source: the Eon text (Cosmic Encounter wiki, 'Filth'; POWER_TEXTS.md section 5, HIGH), with its
Eon Flares. Seed 002 [EM]: Filth may share prisons with other players' tokens (prisons are no
planets), and the Wild and Super Filth send tokens that have no base to the Warp, not to prison.
The continuous exclusion is checked where tokens arrive: after a challenge's outcome and at its end
(C-529).

Flares (Eon): Wild, declare one planet filthy: every token there goes to its other bases (the Warp
with none), and tokens that would land there this challenge go to their bases instead; used once.
Super: as the offense, once the defense is known, every other player's tokens on the target
planet move at once to their other bases (the Warp with none).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.resolution import DEAL, OFFENSE_WINS
from hyperspace.cosmic.state import Challenge, CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

HELD: Final = "filth-planets"  # challenge.data: Filth's planets once the cards are chosen (deals)
FILTHY: Final = "filth-filthy"  # challenge.data: the planet the Wild Filth declared filthy
SUPER: Final = "filth-super"  # challenge.data: the Super Flare is in force this challenge


def planets_of(state: CosmicState, seat: int) -> list[Planet]:
    return state.bases(seat)


async def leave(state: CosmicState, colour: int, planet: Planet, why: str) -> int:
    """Every token of ``colour`` on ``planet`` leaves to its owner's other bases, one by one (the
    Warp when he has none: seed 002, C-5). Returns how many."""
    count = state.tokens_on(planet, colour)
    if count:
        tokens.remove(state, colour, planet, count)
        tokens.lift(state, colour, count)
        await tokens.return_to_bases(state, colour, count, why, state.transit)
    return count


def _others(state: CosmicState, seat: int, planet: Planet) -> list[int]:
    """The players other than Filth with tokens on ``planet`` that Filth may move (the Con)."""
    cell = state.planets[planet[0]][planet[1]]
    return exposed(state, Filth.name, [c for c, n in enumerate(cell) if n and c != seat])


def _won_at(state: CosmicState) -> Planet | None:
    """The planet the offense just won, if he did."""
    challenge = state.challenge
    if challenge is None or challenge.outcome != OFFENSE_WINS:
        return None
    return challenge.planet


def _beaten(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # The offense beat Filth's tokens on the planet (Filth defended it, with tokens there).
    challenge, planet = state.challenge, _won_at(state)
    return (
        challenge is not None
        and planet is not None
        and challenge.defense == seat
        and planet_key(planet) in challenge.data.get(HELD, ())
        and bool(_others(state, seat, planet))
    )


def _landed(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Filth's tokens landed (as a winner) with others on the planet won.
    challenge, planet = state.challenge, _won_at(state)
    return (
        challenge is not None
        and planet is not None
        and seat in challenge.cone
        and bool(state.tokens_on(planet, seat))
        and bool(_others(state, seat, planet))
    )


def _shared(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    return any(_others(state, seat, p) for p in planets_of(state, seat))


def _dealt(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return challenge is not None and challenge.outcome == DEAL and _shared(power, state, seat, ctx)


class Filth(Power):
    name = "filth"
    title = "Filth"
    short = "Power of Stench"
    text = (
        "No one may stay on a planet where you have tokens. When your tokens land on a planet, "
        "every other player's tokens there leave to their other bases; your fellow winners land on "
        "another planet of the defending system instead. A player who beats your tokens on a "
        "planet gains no base there: the winners go back to their bases and the planet is left "
        "empty. In a deal giving a base, whoever held the planet leaves it to the other."
    )
    source = "Eon text (Cosmic Encounter wiki 'Filth'; POWER_TEXTS 'Filth', HIGH)"

    @ability("cards_chosen", always=True)
    async def note_planets(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Where Filth was before any deal or landing: who arrived, and who must leave (C-529).
        challenge = state.challenge
        assert challenge is not None
        challenge.data[HELD] = [planet_key(p) for p in planets_of(state, seat)]

    @ability("resolved", can_use=_beaten)
    async def fumigate(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Whoever beats Filth's tokens gains no base: the winners go back to their bases."
        planet = _won_at(state)
        assert planet is not None
        for colour in _others(state, seat, planet):
            await leave(state, colour, planet, "Filth's planet is fumigated")
        state.note("fumigated", {"seat": seat, "planet": planet_key(planet)})
        state.features["filth_fumigated"] += 1

    @ability("resolved", can_use=_landed)
    async def repel_on_landing(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Filth's fellow winners land on another planet of the defending system; anyone else
        # there leaves to his other bases."
        challenge = state.challenge
        planet = _won_at(state)
        assert challenge is not None and planet is not None
        winners = set(challenge.cone) | {challenge.offense}
        for colour in _others(state, seat, planet):
            if colour not in winners:
                await leave(state, colour, planet, "Filth landed there")
            else:
                await _land_elsewhere(state, seat, colour, planet)
        state.features["filth_repelled"] += 1

    @ability("resolved", can_use=_dealt)
    async def vacate_for_deal(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "In a deal trading bases, each vacates a planet for the other": on a planet Filth
        # already held, Filth leaves; where Filth arrived, the other leaves.
        challenge = state.challenge
        assert challenge is not None
        held = challenge.data.get(HELD, ())
        for planet in planets_of(state, seat):
            others = _others(state, seat, planet)
            if others and planet_key(planet) in held:
                await leave(state, seat, planet, "Filth vacates the planet for the deal")
            for colour in others if planet_key(planet) not in held else ():
                await leave(state, colour, planet, "Filth arrived there by the deal")
        state.features["filth_deals"] += 1

    @ability("end_of_challenge", can_use=_shared)
    async def repel(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "No one may stay on a planet where Filth has tokens": they leave at once (C-529).
        for planet in planets_of(state, seat):
            for colour in _others(state, seat, planet):
                await leave(state, colour, planet, "no one may stay with Filth")
        state.features["filth_repelled"] += 1

    @ability(
        "resolved", can_use=lambda power, state, seat, ctx: _filthy_landing(state), always=True
    )
    async def filthy_landing(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # The Wild Filth's planet, whoever played it: the tokens landing there go to their bases.
        planet = _won_at(state)
        assert planet is not None
        cell = state.planets[planet[0]][planet[1]]
        for colour in [c for c, n in enumerate(cell) if n]:
            await leave(state, colour, planet, "the planet is filthy")

    @ability("launched", can_use=lambda power, state, seat, ctx: _super_aimed(state, seat))
    async def clear_target(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # The Super Filth: every other player's tokens on the target planet leave at once.
        challenge = state.challenge
        assert challenge is not None and challenge.planet is not None
        for colour in _others(state, seat, challenge.planet):
            await leave(state, colour, challenge.planet, "the Super Filth")
        state.note("super-filth-cleared", {"seat": seat, "planet": planet_key(challenge.planet)})
        state.features["filth_super_cleared"] += 1

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro does something only before the outcome.
        challenge = state.challenge
        return challenge is not None and not challenge.revealed


async def _land_elsewhere(state: CosmicState, seat: int, colour: int, planet: Planet) -> None:
    """A fellow winner's tokens on the planet Filth landed on move, one by one, to another planet
    of that system without Filth (his choice; Filth's with its Pro, C-531), or to his bases if
    there is none."""
    system = planet[0]
    keys = tuple(
        planet_key((system, i))
        for i, cell in enumerate(state.planets[system])
        if (system, i) != planet and not cell[seat]
    )
    if not keys:
        await leave(state, colour, planet, "Filth landed there")
        return
    for _ in range(state.tokens_on(planet, colour)):
        prompt = "Filth landed there: which planet of this system do you land on instead?"
        chooser = seat if pro(state, Filth.name) else state.colour_owner[colour]
        answer = await ask(Decision(chooser, "filth-to", keys, prompt, {"colour": colour}))
        tokens.remove(state, colour, planet)
        tokens.place(state, colour, parse_planet(answer))


def _filthy_landing(state: CosmicState) -> bool:
    challenge, planet = state.challenge, _won_at(state)
    return (
        challenge is not None
        and planet is not None
        and challenge.data.get(FILTHY) == planet_key(planet)
        and any(state.planets[planet[0]][planet[1]])
    )


def _super_aimed(state: CosmicState, seat: int) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and SUPER in challenge.data
        and challenge.offense == seat
        and challenge.planet is not None
        and bool(_others(state, seat, challenge.planet))
    )


class WildFilth(Flare):
    """Declare one planet filthy: every token there goes to its other bases (the Warp with none),
    and tokens that would land there this challenge go to their bases instead. Used once."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    one_shot = True
    text = (
        "Declare one planet filthy: every token there goes to its other bases (to the Warp with "
        "none), and tokens that would land there this challenge go to their bases instead. Then "
        "discard this card."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and FILTHY not in challenge.data and bool(_occupied(state))

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        keys = tuple(planet_key(p) for p in _occupied(state))
        answer = await ask(Decision(seat, "wild-filth-planet", keys, "Which planet is filthy?"))
        challenge.data[FILTHY] = answer
        planet = parse_planet(answer)
        cell = state.planets[planet[0]][planet[1]]
        moved = 0
        for colour in [c for c, n in enumerate(cell) if n]:
            moved += await leave(state, colour, planet, "the planet is filthy")
        state.note("wild-filth", {"seat": seat, "planet": answer, "tokens": moved})
        state.features["filth_wild_tokens"] += moved


def _occupied(state: CosmicState) -> list[Planet]:
    return [
        (s, i)
        for s, planets in enumerate(state.planets)
        for i, cell in enumerate(planets)
        if any(cell)
    ]


class SuperFilth(SwitchFlare):
    """As the offense, once the defense is known: every other player's tokens on the planet the
    Cone points at move at once to their other bases (the Warp with none)."""

    moments = frozenset({DESTINY})
    text = (
        "As the offense, once the defense is known: when you aim the Cone, every other player's "
        "tokens on the target planet move at once to their other bases (to the Warp with none)."
    )
    flag = SUPER
    kind = "super-filth"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.offense == seat and challenge.planet is None


Filth.flare = FlareSides(
    WildFilth(), SuperFilth(), "Eon text (Cosmic Encounter wiki 'Filth'; POWER_TEXTS, HIGH)"
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Filth.pulsar_pro = (
    "For the rest of the challenge, when your fellow winners must land on another planet, you "
    "choose which (C-531)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("fumigated", important=True)
def _fumigated_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.planet(entry.get('planet'))} is fumigated (Filth): the winners gain no base there "
        "and go back to their bases."
    )


@BOOK.entry("wild-filth", important=True)
def _wild_filth_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} declares {say.planet(entry.get('planet'))} filthy (Wild "
        f"Filth): {say.tokens(entry.get('tokens', 0))} leave it."
    )


@BOOK.entry("super-filth")
def _super_filth_entry(entry: Mapping[str, Any], say: Say) -> str:
    return f"{say.name(entry.get('seat'))} plays the Super Filth."


@BOOK.entry("super-filth-cleared", important=True)
def _cleared_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"Super Filth: every other player's tokens leave {say.planet(entry.get('planet'))} at once."
    )


@BOOK.option("filth-to", "wild-filth-planet")
def _filth_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "wild-filth-planet":
        return f"declare {say.planet(key)} filthy"
    return f"land on {say.planet(key)}"


POWER: Final = Filth
