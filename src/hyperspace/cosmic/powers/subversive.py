"""Subversive, the Power of Subversion (designed, C-583).

Subversive turns its opponent's allies: as a main player, once alliances are made, it may subvert
one of its opponent's allies. He becomes Subversive's ally for the rest of the challenge: his
tokens in it change sides (from the Cone to the defensive end, or back), keeping the bases they
came from, and he wins, loses and is rewarded as an ally of Subversive's side. Optional, once a
challenge.

Source: Mayfair power; no text of any edition was found, nor any description (POWER_TEXTS.md
section 35 and the addendum's section 2.7: LOW, "nothing found"). The one trace is seed 002
(Prisoners, [M]): "Wild Subversive tokens go to the Warp, not Prison", so its Wild Flare sent
tokens away in the course of a challenge. The power is designed from its name alone (C-583); how
sure: not at all, a design of the project.

Flares (designed, C-584): Wild, as a main player once alliances are made, two tokens of one of your
opponent's allies desert: they leave the challenge for the Warp (never for a Prison, seed 002);
Super, for the challenge Subversive subverts as many of its opponent's allies as it likes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare, side_main
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.tokens import lift, lose
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

# challenge.data: Subversive has used its power this challenge
SUBVERTED: Final = "subversive-subverted"
SUPER: Final = "subversive-super"  # challenge.data: the Super Flare is in force this challenge
DESERTERS: Final = 2  # tokens of an ally the Wild Subversive sends to the Warp
DONE: Final = "done"


def opposing_allies(challenge: Challenge, seat: int) -> list[int]:
    """The allies of the main player opposing ``seat``'s side."""
    main = side_main(challenge, seat)
    if main is None or challenge.defense is None:
        return []
    return list(challenge.offense_allies if main == challenge.defense else challenge.defense_allies)


def ends(challenge: Challenge, main: int) -> dict[int, list[Any]]:
    """Where the allies of the main player ``main`` have their tokens: the Cone or the defensive
    end."""
    return challenge.cone if main == challenge.offense else challenge.defense_end


def subvert(state: CosmicState, challenge: Challenge, main: int, ally: int) -> int:
    """``ally`` leaves the side opposing the main player ``main`` for his side, his tokens of all
    his colours with their origins. Returns how many tokens changed sides."""
    theirs = challenge.opponent(main)
    allies = (challenge.offense_allies, challenge.defense_allies)
    ours, others = allies if main == challenge.offense else allies[::-1]
    others.remove(ally)
    ours.append(ally)
    moved = 0
    for colour in state.colours_of(ally):
        origins = ends(challenge, theirs).pop(colour, [])
        if origins:
            ends(challenge, main)[colour] = origins
            moved += len(origins)
    return moved


def _may_subvert(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # As a main player (with the Pro, as an ally too), once a challenge, an ally to subvert.
    challenge = state.challenge
    if challenge is None or challenge.defense is None or SUBVERTED in challenge.data:
        return False
    if not challenge.is_main(seat) and not pro(state, power.name):
        return False
    return bool(exposed(state, power.name, opposing_allies(challenge, seat)))


class Subversive(Power):
    name = "subversive"
    title = "Subversive"
    short = "Power of Subversion"
    text = (
        "As a main player, once alliances are made, you may subvert one of your opponent's "
        "allies: he becomes your side's ally for the challenge, and his tokens in it change sides "
        "with him."
    )
    source = (
        "Mayfair power, no text or description found (POWER_TEXTS 'Subversive', LOW); designed by "
        "the project from its name and seed 002's Wild line (C-583): not sure at all"
    )

    @ability("alliances_made", can_use=_may_subvert, optional=True)
    async def subversion(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Subvert one of your opponent's allies" (C-583); as many as it likes with the Super.
        challenge = state.challenge
        assert challenge is not None
        challenge.data[SUBVERTED] = True
        main = side_main(challenge, seat)
        assert main is not None
        again = SUPER in challenge.data
        done: tuple[str, ...] = ()
        while allies := exposed(state, self.name, opposing_allies(challenge, seat)):
            keys = (*done, *(f"player:{a}" for a in allies))
            answer = await ask(Decision(seat, "subversive-ally", keys, "Subvert which ally?"))
            if answer == DONE:
                return
            ally = int(answer.removeprefix("player:"))
            moved = subvert(state, challenge, main, ally)
            state.note("subverted", {"seat": seat, "ally": ally, "tokens": moved, "to": main})
            state.features["subversive_subversions"] += 1
            if not again:
                return
            done = (DONE,)

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro matters to an ally of a side, until alliances are made and the power used.
        challenge = state.challenge
        return (
            challenge is not None
            and not challenge.revealed
            and SUBVERTED not in challenge.data
            and side_main(challenge, seat) not in (None, seat)
        )


class WildSubversive(Flare):
    """As a main player, once alliances are made: two tokens of one of your opponent's allies (his
    only one, if one) desert: they leave the challenge for the Warp, never for a Prison (seed
    002) (C-584)."""

    moments = frozenset({ALLIANCES})
    text = (
        "As a main player, once alliances are made: two tokens (his only one, if one) of one of "
        "your opponent's allies desert: they leave the challenge for the Warp, not for a Prison."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and challenge.is_main(seat) and bool(_deserters(state, seat))

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        keys = tuple(f"player:{a}" for a in _deserters(state, seat))
        prompt = "Whose tokens desert?"
        answer = await ask(Decision(seat, "wild-subversive", keys, prompt))
        ally = int(answer.removeprefix("player:"))
        origins = ends(challenge, challenge.opponent(seat))[ally]
        count = min(DESERTERS, len(origins))
        del origins[-count:]
        if not origins:
            del ends(challenge, challenge.opponent(seat))[ally]
        lift(state, ally, count)
        state.note("wild-subversive", {"seat": seat, "ally": ally, "tokens": count})
        state.features["subversive_wild_tokens"] += count
        await lose(state, ally, count, "desertion")  # no defeat: to the Warp, not to a Prison


def _deserters(state: CosmicState, seat: int) -> list[int]:
    """The opposing allies of the main player ``seat`` with tokens in the challenge."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None:
        return []
    theirs = ends(challenge, challenge.opponent(seat))
    return [a for a in opposing_allies(challenge, seat) if theirs.get(a)]


class SuperSubversive(SwitchFlare):
    """As a main player, once the defense is known: for the challenge Subversive subverts as many
    of its opponent's allies as it likes, one after another (C-584)."""

    moments = frozenset({DESTINY})
    text = (
        "As a main player, once the defense is known: this challenge you may subvert as many of "
        "your opponent's allies as you like, one after another."
    )
    flag = SUPER
    kind = "super-subversive"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.has_opponent(seat)


Subversive.flare = FlareSides(
    WildSubversive(),
    SuperSubversive(),
    "designed by the project (C-584); the Wild follows seed 002's line; no Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Subversive.pulsar_pro = (
    "For the rest of the challenge you may subvert as an ally too: an ally of the main player "
    "you oppose (C-585)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("subverted", important=True)
def _subverted_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} subverts {say.name(entry.get('ally'))}: he now allies with "
        f"{say.name(entry.get('to'))}, and his {say.tokens(entry.get('tokens', 0))} change sides."
    )


@BOOK.entry("wild-subversive", important=True)
def _wild_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))}'s Wild Subversive: {say.tokens(entry.get('tokens', 0))} of "
        f"{say.name(entry.get('ally'))} desert the challenge for the Warp."
    )


@BOOK.entry("super-subversive")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Subversive: this challenge it may subvert "
        "every ally of its opponent."
    )


@BOOK.option("subversive-ally", "wild-subversive")
def _ally_option(decision: Decision, key: str, say: Say) -> str:
    if key == DONE:
        return "subvert no more allies"
    who = say.name(key.removeprefix("player:"))
    return f"subvert {who}" if decision.kind == "subversive-ally" else f"{who}'s tokens desert"


POWER: Final = Subversive
