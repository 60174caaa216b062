"""Amoeba, the Power to Ooze.

As a main player, once the Challenge Cards are chosen (face down) and before they are revealed,
Amoeba may change how many of its own tokens are in the challenge: pull some or all of them back
to any of its bases, or bring in as many more as it likes from its bases, as long as it already
has at least one token in the challenge. As the offense it may go past four tokens in the Cone.

Source: no Eon text was found. This is the Mayfair (1991) text, "Unlimited Token Movement" (The
WARP's Amazing Alien Database, author=Mayfair page; POWER_TEXTS.md "Amoeba", confidence MEDIUM);
FFG's text says the same and adds that an Amoeba winning with no token left in the challenge gains
no base, which these rules give anyway. Flares: the Fantasy Flight (2008) texts (aliens.json of
the Cosmic-Encounter-Bot repository, POWER_TEXTS), which are kept after use like Eon Flares; the
Mayfair one-shot Flares say the same in substance. Wild, as a main player before the cards are
chosen, add or remove up to four of your tokens (going past four allowed); Super, use the power as
an ally too. The Mayfair Pulsar lines are not used: this project has no Pulsars yet.

C-48: one use moves tokens one way only (in or out), one token a decision; tokens come in from
bases Amoeba could launch from (AMB-B04) and go out to any of its other bases.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, pro
from hyperspace.cosmic.powers.common import SwitchFlare, opponent_immune
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "amoeba-super"  # challenge.data: the Super Flare is in force this challenge
WILD_MOST: Final = 4  # the Wild Amoeba moves up to four tokens


def side_of(state: CosmicState, seat: int) -> dict[int, list[Planet]] | None:
    """Where ``seat``'s tokens in the challenge are kept, by the origins of each: the Cone (the
    offense and his allies) or the defensive end (defensive allies); None for the defense, whose
    tokens in the challenge are those on the target planet."""
    challenge = state.challenge
    assert challenge is not None
    if seat == challenge.defense:
        return None
    if seat == challenge.offense or seat in challenge.offense_allies:
        return challenge.cone
    return challenge.defense_end


def count(state: CosmicState, seat: int) -> int:
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    side = side_of(state, seat)
    return state.tokens_on(challenge.planet, seat) if side is None else len(side.get(seat, ()))


def ooze_options(state: CosmicState, seat: int, way: str) -> tuple[str, ...]:
    """``seat``'s next possible move: "in:<base>" (while it has a token in the challenge) or
    "out:<base>" (while it has one to pull back), restricted to ``way`` once it has moved."""
    from hyperspace.cosmic.tokens import launch_sources  # (import cycle)

    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    here = count(state, seat)
    keys = ["done"]
    if way != "out" and here:
        keys += ["in:" + planet_key(p) for p in launch_sources(state, seat, challenge.planet)]
    if way != "in" and here:
        keys += ["out:" + planet_key(p) for p in state.bases(seat) if p != challenge.planet]
    return tuple(keys)


async def ooze(state: CosmicState, seat: int, most: int | None = None, way: str = "") -> None:
    """``seat`` moves its own tokens into or out of the challenge, one at a time (C-48); only
    ``way`` ("in", "out") when given."""
    from hyperspace.cosmic.tokens import place, remove  # (import cycle)

    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    moved = 0
    while most is None or moved < most:
        keys = ooze_options(state, seat, way)
        if len(keys) == 1:
            break
        answer = await ask(Decision(seat, "amoeba-ooze", keys, "Ooze a token in or out?"))
        if answer == "done":
            break
        way, _, key = answer.partition(":")
        base = parse_planet(key)
        side = side_of(state, seat)
        if way == "in":
            remove(state, seat, base)
            if side is None:
                place(state, seat, challenge.planet)
            else:
                side[seat].append(base)
        else:
            if side is None:
                remove(state, seat, challenge.planet)
            else:
                side[seat].pop()
                if not side[seat]:
                    del side[seat]
            place(state, seat, base)
        moved += 1
    if moved:
        state.note("amoeba-ooze", {"seat": seat, "way": way, "tokens": moved})


def may_ooze(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    if challenge is None or challenge.planet is None or challenge.defense is None:
        return False
    ally = seat in challenge.offense_allies or seat in challenge.defense_allies
    if not (challenge.is_main(seat) or (ally and challenge.data.get(SUPER))):
        return False
    return len(ooze_options(state, seat, "")) > 1


def _may_ooze_after_choosing(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Against a main player holding the Amoeba Con, only before the cards are chosen (C-181).
    return may_ooze(power, state, seat, ctx) and not opponent_immune(state, Amoeba.name, seat)


def _may_ooze_before_choosing(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    return may_ooze(power, state, seat, ctx) and opponent_immune(state, Amoeba.name, seat)


def _may_ooze_out(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # The Amoeba Pro: out of the challenge after the reveal (C-160); not in a Raid on Entebbe,
    # which has no planet (as the power itself, may_ooze).
    challenge = state.challenge
    return (
        pro(state, Amoeba.name)
        and challenge is not None
        and challenge.planet is not None
        and challenge.is_main(seat)
        and len(ooze_options(state, seat, "out")) > 1
    )


class Amoeba(Power):
    name = "amoeba"
    title = "Amoeba"
    short = "Power to Ooze"
    text = (
        "As a main player, after the cards are chosen and before they are revealed, you may pull "
        "any of your tokens in the challenge back to your bases, or add more from your bases if "
        "you have at least one in it (as the offense, past four)."
    )
    source = "Mayfair text (The WARP, author=Mayfair; POWER_TEXTS 'Amoeba', MEDIUM); no Eon text"

    @ability("cards_chosen", can_use=_may_ooze_after_choosing, optional=True)
    async def change_size(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await ooze(state, seat)

    @ability("before_cards", can_use=_may_ooze_before_choosing, optional=True)
    async def change_size_early(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await ooze(state, seat)

    @ability("reveal", can_use=_may_ooze_out, optional=True)
    async def ooze_out(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await ooze(state, seat, way="out")


class WildAmoeba(Flare):
    """As a main player before the cards are chosen: add or remove up to four of your tokens
    (past four allowed)."""

    moments = frozenset({ALLIANCES})
    text = "Main player, before cards are chosen: add or remove up to 4 of your tokens."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.planet is not None
            and challenge.has_opponent(seat)
            and len(ooze_options(state, seat, "")) > 1
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        await ooze(state, seat, WILD_MOST)


class SuperAmoeba(SwitchFlare):
    """Use the power as an ally too (this challenge)."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "Your power works when you are an ally too."
    flag = SUPER
    kind = "super-amoeba"


Amoeba.flare = FlareSides(WildAmoeba(), SuperAmoeba(), "FFG text (POWER_TEXTS 'Amoeba')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Amoeba.pulsar_pro = (
    "For the rest of the challenge you may ooze your tokens out of the challenge after the "
    "cards are revealed (the WARP database's Amoeba Pro, C-160)."
)
Amoeba.pulsar_con = (
    "For the rest of the challenge, as Amoeba's opponent, Amoeba may ooze only before the "
    "Challenge Cards are chosen (the WARP database's Amoeba Con, C-181)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.option("amoeba-ooze")
def _ooze_option(decision: Decision, key: str, say: Say) -> str:
    # "in:A1": a token from that base into the challenge; "out:A1": one back to that base.
    if key == "done":
        return "ooze no more tokens"
    way, _, planet = key.partition(":")
    if way == "in":
        return f"ooze {say.token_from(planet)} into the challenge"
    return f"ooze a token out of the challenge back to {say.planet(planet)}"


@BOOK.entry("amoeba-ooze", important=True)
def _ooze_entry(entry: Mapping[str, Any], say: Say) -> str:
    way = "into" if entry.get("way") == "in" else "out of"
    return f"{say.name(entry.get('seat'))} oozes {say.tokens(entry['tokens'])} {way} the challenge."


POWER: Final = Amoeba
