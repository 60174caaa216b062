"""What several powers read the same way: the Challenge Cards as they count now, whether both
main players' cards are Attack cards (only then do totals decide, BASE_RULES §3), the Super
Flares that only switch the power's wider use on for the challenge, and a challenge of a power's
own played while the current one waits (Boomerang, Pirate).

This module holds no power (``cosmic.powers.POWERS`` passes it over, like ``base``). The rules
import the powers, so the rules' own readings are imported here when called.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, ClassVar, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import CanUse, Flare, Power, con_played, super_played
from hyperspace.cosmic.state import Challenge, CosmicState

# challenge.data: a failed deal's losses go to the Warp even in a capture challenge, where they
# would be imprisoned (Wild Empath, seed 002); the Prisoners variant reads it.
FAILED_DEAL_TO_WARP: Final = "failed-deal-to-warp"
# challenge.data: a power called the challenge off once the defense was known (Super Boomerang):
# the Cone is never pointed, so it ends without an outcome.
CALLED_OFF: Final = "called-off"

# challenge.data: the challenge is Pirate's raid, whose raiders cannot be possessed (Demon, C-523).
RAID: Final = "raid"

# challenge.data: {colour: holder}: who imprisons each party's failed-deal losses in a capture
# challenge, when it is not his opponent (a three-way deal: the party to his right, Diplomat).
FAILED_DEAL_TAKER: Final = "failed-deal-taker"


# Another seat naming a committer's tokens or picking their bases (``tokens_named_by``,
# ``tokens_picked_by``: Crystal, Butler), with the ``features`` counter of that use and the power
# it is a use of now, which a Cosmic Zap may stop (C-571), or None (a Flare, a service paid for).
Other = tuple[int, str, str | None] | None


def card_of(state: CosmicState, seat: int) -> str:
    """``seat``'s Challenge Card as it counts now (Emotion Control turns Attack cards into
    Compromises)."""
    from hyperspace.cosmic.rules.resolution import card_of as rules_card_of  # (import cycle)

    return rules_card_of(state, seat)


def card_value(state: CosmicState, seat: int) -> int:
    """The value of ``seat``'s Attack card, as powers and Kickers change it."""
    from hyperspace.cosmic.rules.resolution import card_value as rules_card_value  # (import cycle)

    return rules_card_value(state, seat)


def token_values(state: CosmicState, seat: int) -> dict[int, int]:
    """What the tokens of each colour on ``seat``'s side count for in the total."""
    from hyperspace.cosmic.rules.resolution import token_values as rules_values  # (import cycle)

    return rules_values(state, seat)


def side_main(challenge: Challenge, seat: int) -> int | None:
    """The main player of the side ``seat`` is on (as main player or ally), or None."""
    if seat == challenge.offense or seat in challenge.offense_allies:
        return challenge.offense
    if seat == challenge.defense or seat in challenge.defense_allies:
        return challenge.defense
    return None


def side_of(state: CosmicState, seat: int) -> int | None:
    """The main player of the side ``seat`` is on in the challenge under way, once the defense is
    known; None if he is on no side."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None:
        return None
    return side_main(challenge, seat)


def opponent_con(state: CosmicState, power: str, seat: int) -> bool:
    """``seat`` (holding ``power``) is a main player whose opponent played ``power``'s Pulsar as
    a Con this challenge (its Super Flare aside: a power's Super may override its own Con)."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None or not challenge.is_main(seat):
        return False
    return con_played(state, power, challenge.opponent(seat))


def opponent_immune(state: CosmicState, power: str, seat: int) -> bool:
    """:func:`opponent_con`, unless ``power``'s Super Flare overrides it (AMB-U05 amended)."""
    return opponent_con(state, power, seat) and not super_played(state, power)


def attacks_down(state: CosmicState) -> bool:
    """Both main players have Attack cards down (as they count now), revealed or not."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None or len(challenge.cards) != 2:
        return False
    return all(card_of(state, s) != cards.COMPROMISE for s in challenge.sides())


def attacks_revealed(state: CosmicState) -> bool:
    """Both main players have revealed Attack cards (as they count now)."""
    challenge = state.challenge
    return challenge is not None and challenge.revealed and attacks_down(state)


def attack_against_attack(state: CosmicState, seat: int) -> bool:
    """``seat`` is a main player and both main players have revealed Attack cards."""
    challenge = state.challenge
    return challenge is not None and challenge.is_main(seat) and attacks_revealed(state)


def once_attack_against_attack(used: str) -> CanUse:
    """The ``can_use`` of a power used at the reveal by a main player when both main players
    revealed Attack cards, once a challenge (``used`` in ``challenge.data`` marks the use)."""

    def can_use(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            attack_against_attack(state, seat)
            and challenge is not None
            and not challenge.data.get(used)
        )

    return can_use


class SwitchFlare(Flare):
    """A Flare side that only switches something on for the rest of the challenge (C-41): playing
    it sets ``flag`` in ``challenge.data``, which the power's own hooks read, and is announced as
    ``kind``. Once a challenge, by whoever :meth:`may_play` lets (anyone unless the text says)."""

    flag: ClassVar[str]  # the challenge.data key the power reads: "mutant-super"
    kind: ClassVar[str]  # the log entry announcing it: "super-mutant"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return True

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and self.flag not in challenge.data
            and self.may_play(state, challenge, seat)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        assert state.challenge is not None
        state.challenge.data[self.flag] = True
        state.note(self.kind, {"seat": seat})


# -- a challenge of a power's own, in the middle of another (Boomerang, Pirate) --------------------

WAITING: Final = (
    "waiting"  # Player.power_data: the tokens, by colour, waiting in the interrupted challenge
)
INTERRUPTED: Final = "interrupted"  # challenge.data: a power's own challenge was played in this one


async def interrupt(state: CosmicState, seat: int, play: Callable[[], Awaitable[bool]]) -> bool:
    """``seat``'s power plays a challenge of its own (``play``, with ``seat`` the offense) while
    the current one waits; then the current one goes on, with its offense. Returns what ``play``
    returned. Meanwhile the power holds the waiting tokens (:func:`waiting`, for conservation).
    If that challenge won the game, the interrupted one never resumes (C-365)."""
    from hyperspace.cosmic.rules.turn import GameEnded  # (import cycle)

    main, offense = state.challenge, state.offense
    assert main is not None
    main.data[INTERRUPTED] = True
    data = state.players[seat].power_data
    ends = (main.cone, main.defense_end)
    data[WAITING] = {
        c: sum(len(e.get(c, ())) for e in ends) for c in {*main.cone, *main.defense_end}
    }
    # No try/finally: a game dropped mid-challenge (its coroutine closed) must stay as it was.
    state.offense = seat
    result = await play()
    state.offense, state.challenge = offense, main
    del data[WAITING]
    if state.over:
        raise GameEnded
    return result


def waiting(state: CosmicState, power: str, colour: int) -> int:
    """The tokens of ``colour`` waiting in a challenge ``power`` interrupted (``tokens_held``)."""
    seat = state.power_seat.get(power)
    if seat is None:
        return 0
    return int(state.players[seat].power_data.get(WAITING, {}).get(colour, 0))
