"""Mind, the Power of Knowledge.

Once a challenge, before allies are invited, Mind may look at the whole hand of one main player
(its opponent's, when Mind is a main player itself). What it sees it keeps to itself.

Source: no Eon text was found. This is the Fantasy Flight (2008) text, base set, credited to
Future Pastimes (POWER_TEXTS.md "Mind", confidence MEDIUM, from the aliens.json data of the
Cosmic-Encounter-Bot repository); Kevin Wilson (FFG forum) says Mind was in every edition since the
first and was used once a challenge. Flares, FFG text (same source; the Wild in the wording of
FFG's FAQ correction, POWER_TEXTS): Wild, once another player draws from the deck, you see every
card he draws from the deck for the rest of the challenge (C-43: played at any window, naming that
player); Super, when not a main player, look at both main players' hands.

Timing: after the offense has launched, before invitations (the ``launched`` moment). Everything
Mind sees goes only into Mind's private part of the log.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import DESTINY, MOMENTS, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.deck import SHOWN_DRAWS
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "mind-super"  # challenge.data: the Super Flare is in force this challenge


def defense_known(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return challenge is not None and challenge.defense is not None and bool(readable(state, seat))


def readable(state: CosmicState, seat: int) -> list[int]:
    """Whose hands Mind may look at: its opponent as a main player, else either main player;
    every other player with the Mind Pro (C-169); never a player immune to Mind (the Con)."""
    challenge = state.challenge
    assert challenge is not None
    if pro(state, Mind.name):
        chosen = [s for s in range(state.config.players) if s != seat]
    elif challenge.is_main(seat):
        chosen = [challenge.opponent(seat)]
    else:
        chosen = [s for s in challenge.sides() if s != seat]
    return exposed(state, Mind.name, chosen)


def look(state: CosmicState, seat: int, target: int) -> None:
    """``seat`` sees ``target``'s hand; only ``seat``'s part of the log says what is in it."""
    hand = sorted(state.players[target].hand)
    state.note("mind-look", {"seat": seat, "of": target}, {seat: {"hand": hand}})


class Mind(Power):
    name = "mind"
    title = "Mind"
    short = "Power of Knowledge"
    text = (
        "Once a challenge, before allies are invited, you may look at the whole hand of one main "
        "player (your opponent's if you are a main player)."
    )
    source = "FFG text (base set, Future Pastimes; POWER_TEXTS 'Mind', MEDIUM); no Eon text"

    @ability("launched", can_use=defense_known, optional=True)
    async def read(self, state: CosmicState, seat: int, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None
        targets = readable(state, seat)
        if challenge.is_main(seat) or pro(state, self.name) or challenge.data.get(SUPER):
            # As a main player the opponent's hand; with the Super Flare both main players';
            # with the Pro every other player's.
            for target in targets:
                look(state, seat, target)
        else:
            # Otherwise the hand of one main player, of Mind's choice.
            keys = tuple(f"player:{s}" for s in targets)
            answer = await ask(Decision(seat, "mind-target", keys, "Look at whose hand?"))
            look(state, seat, int(answer.removeprefix("player:")))


class WildMind(Flare):
    """Name another player: for the rest of the challenge, every card he draws from the deck is
    shown to you (C-43)."""

    moments = frozenset(MOMENTS)
    text = "Name a player: you see every card he draws from the deck for the rest of the challenge."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        if challenge is None:
            return False
        shown = challenge.data.get(SHOWN_DRAWS, {})
        return any(
            seat not in shown.get(other, ())
            for other in range(state.config.players)
            if other != seat
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        shown: dict[int, list[int]] = challenge.data.setdefault(SHOWN_DRAWS, {})
        keys = tuple(
            f"player:{s}"
            for s in range(state.config.players)
            if s != seat and seat not in shown.get(s, ())
        )
        answer = await ask(Decision(seat, "mind-watch", keys, "See whose draws?"))
        other = int(answer.removeprefix("player:"))
        shown.setdefault(other, []).append(seat)
        state.note("wild-mind", {"seat": seat, "watches": other})


class SuperMind(SwitchFlare):
    """When not a main player, look at both main players' hands (this challenge)."""

    moments = frozenset({START, DESTINY})
    text = "When you are not a main player, your power looks at both main players' hands."
    flag = SUPER
    kind = "super-mind"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return not challenge.is_main(seat)


Mind.flare = FlareSides(WildMind(), SuperMind(), "FFG text and FAQ (POWER_TEXTS 'Mind')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Mind.pulsar_pro = (
    "For the rest of the challenge, when you use your power you see the whole hand of every "
    "other player (C-169)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("mind-look", "wild-mind")
def _mind_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "wild-mind":
        return f"{seat} will see every card {say.name(entry.get('watches'))} draws."
    hand = entry.get("hand")
    seen = f": {say.cards(hand)}" if hand is not None else ""
    return f"{seat} looks at {say.name(entry.get('of'))}'s hand{seen}."


@BOOK.option("mind-target", "mind-watch")
def _mind_option(decision: Decision, key: str, say: Say) -> str:
    who = say.name(key.removeprefix("player:"))
    return f"look at {who}'s hand" if decision.kind == "mind-target" else f"see {who}'s draws"


POWER: Final = Mind
