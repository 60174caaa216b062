"""Warrior, the Power of Mastery.

After each challenge in which Warrior was a main player it gains experience: one marker if it
won or made a deal, two if it lost or the deal failed (a challenge without an outcome gives
none). Markers are never spent. When Warrior, as a main player, has revealed an Attack card
against an Attack card, it adds one to its side's total for each marker it has. Mandatory. It
gains markers even in a challenge where it was zapped, but not while the power is lost (C-29).

Source: no Eon text was found (seed 002 shows an Eon Warrior and an Eon Wild Warrior). This is
the Fantasy Flight (2008) text with its errata (base set, Future Pastimes; POWER_TEXTS.md
"Warrior", MEDIUM: aliens.json of Cosmic-Encounter-Bot, a Rails seed file, the WARP FAQ); the
extra marker of four-planet games does not apply (five planets a system). The markers are kept in
``Player.power_data["markers"]`` and shown to everyone.

Flares, the Fantasy Flight texts (the Eon Wild, seed 002, also makes an extra challenge "of the
same type as the preceding one"; no Eon Flare text was found): Wild, as the defense, right after
the challenge, you may challenge the offense in his home system, then play goes on as before
(C-29: a secondary challenge, no Destiny flip); Super, Warrior adds its markers as an ally too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import REVEAL
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    modifier,
    pro,
    use_power,
)
from hyperspace.cosmic.powers.common import attacks_revealed, opponent_immune
from hyperspace.cosmic.rules.deck import has_challenge_card
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.words import plural

MARKERS: Final = "markers"  # Player.power_data: Warrior's markers
USED: Final = "warrior-used"  # challenge.data: the main players whose markers count this challenge
ALLY: Final = "warrior-ally"  # challenge.data: the main player whose side the Super Flare helps
PRO_FACTOR: Final = 2  # the Warrior Pro: each marker counts two (C-179)
WON, LOST = 1, 2  # markers for winning or dealing, for losing or failing to deal (FFG)


def markers(state: CosmicState, seat: int) -> int:
    return int(state.players[seat].power_data.get(MARKERS, 0))


def _may_add(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.is_main(seat)
        and markers(state, seat) > 0
        and attacks_revealed(state)
        and seat not in challenge.data.get(USED, ())
    )


class Warrior(Power):
    name = "warrior"
    title = "Warrior"
    short = "Power of Mastery"
    text = (
        "After each challenge as a main player, gain one marker if you won or dealt, two if you "
        "lost or failed to deal. When you reveal an Attack card against an Attack card as a main "
        "player, add one to your total for each marker."
    )
    source = (
        "FFG text with errata (base set, Future Pastimes; POWER_TEXTS 'Warrior', MEDIUM); no Eon "
        "text found"
    )

    @ability("end_of_challenge", always=True)
    async def experience(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "After each challenge as a main player: 1 marker for a win or deal, 2 for a loss or a
        # failed deal", even if zapped (FFG errata), but not while the power is lost (C-29).
        from hyperspace.cosmic.rules.resolution import DEAL, NO_DEAL

        challenge = state.challenge
        assert challenge is not None
        lost_power = state.home_bases(seat) < state.config.power_threshold
        if lost_power or challenge.defense is None or not challenge.is_main(seat):
            return
        if challenge.outcome == DEAL or challenge.winner_side == seat:
            gain = WON
        elif challenge.outcome == NO_DEAL or challenge.winner_side is not None:
            gain = LOST
        else:
            return
        data = state.players[seat].power_data
        data[MARKERS] = markers(state, seat) + gain
        state.note("warrior", {"seat": seat, "gained": gain, "markers": data[MARKERS]})

    @ability("reveal", can_use=_may_add)
    async def mastery(self, state: CosmicState, seat: int, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data.setdefault(USED, []).append(seat)

    @modifier("side_total")
    def add_markers(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Add one to the total for each marker" (as a main player, or with the Super as an
        # ally of the main player ``ctx``).
        challenge = state.challenge
        if challenge is None or not attacks_revealed(state):
            return value
        if opponent_immune(state, self.name, seat):  # the Warrior Con (C-186)
            return value
        if (ctx == seat and seat in challenge.data.get(USED, ())) or challenge.data.get(
            ALLY
        ) == ctx:
            return value + markers(state, seat) * (PRO_FACTOR if pro(state, self.name) else 1)
        return value

    def public(self, state: CosmicState) -> dict[str, Any]:
        seat = state.power_seat[self.name]
        return {"markers": markers(state, seat)}


class WildWarrior(Flare):
    """As the defense, right after the challenge: challenge the offense in his home system (a
    secondary challenge, without Destiny); then play goes on as before."""

    events = frozenset({"challenge_over"})
    text = "Defense, right after the challenge: challenge the offense in his home system."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge: Challenge = ctx
        if challenge.defense != seat or challenge.number == 0 or state.over:
            return False
        target = state.home_planets(challenge.offense)
        return has_challenge_card(state, seat) and any(
            not state.owns(seat, state.cell(p)) for p in target
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        from hyperspace.cosmic.rules.challenge import challenge

        offense = state.offense
        state.note("wild-warrior", {"seat": seat, "against": ctx.offense})
        # No try/finally: a game dropped mid-challenge (its coroutine closed) must stay as it was.
        state.offense = seat
        await challenge(state, 0, defense=ctx.offense)
        state.offense = offense


class SuperWarrior(Flare):
    """As an ally whose side revealed an Attack card against an Attack card: add your markers to
    your side's total (a use of the power)."""

    moments = frozenset({REVEAL})
    text = "As an ally, add your markers to your side's total."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and ALLY not in challenge.data
            and (seat in challenge.offense_allies or seat in challenge.defense_allies)
            and markers(state, seat) > 0
            and attacks_revealed(state)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        side = challenge.offense if seat in challenge.offense_allies else challenge.defense
        if await use_power(state, seat, "warrior"):
            challenge.data[ALLY] = side
            state.note("super-warrior", {"seat": seat, "side": side})


Warrior.flare = FlareSides(
    WildWarrior(),
    SuperWarrior(),
    "FFG Flare texts (POWER_TEXTS 'Warrior'; the Eon Wild's secondary challenge per seed 002); no "
    "Eon Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Warrior.pulsar_pro = "For the rest of the challenge each of your markers adds two (C-179)."
Warrior.pulsar_con = (
    "For the rest of the challenge, as Warrior's opponent, Warrior's markers add nothing against "
    "you (C-186)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("warrior", "wild-warrior", "super-warrior")
def _warrior_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "warrior":
        return (
            f"{seat} gains {plural(int(entry.get('gained', 0)), 'mastery marker')} "
            f"(now {entry.get('markers')})."
        )
    if kind == "wild-warrior":
        return f"{seat} challenges {say.name(entry.get('against'))} back (Wild Warrior)."
    return f"{seat}'s markers count for the whole {entry.get('side')} (Super Warrior)."


POWER: Final = Warrior
