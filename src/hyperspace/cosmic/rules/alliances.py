"""Alliances (BASE_RULES §2 phase 7): the offense invites, then the defense; then each invited
player, clockwise from the offense's left (AMB-B03), accepts one side with 1 to 4 tokens or
declines. Uninvited players may not join (unless a power says so: ``may_join``); a power may bar
a player from a side (``may_ally``: the Super Sniveler's last challenge)."""

from __future__ import annotations

from itertools import combinations

from hyperspace.cosmic.powers.base import Choice, modify, negated, use_power
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import commit, launch_tokens
from hyperspace.engine.decision import Decision, ask

OFFENSE = "offense"
DEFENSE = "defense"
DECLINE = "decline"
INVITED = "invited"  # challenge.data: {main player: the seats he invited} (Grudge reads it)


def invitation_keys(candidates: list[int]) -> tuple[str, ...]:
    """Every set of players one may invite, as keys: "invite:none", "invite:1", "invite:1,3"."""
    keys = ["invite:none"]
    for size in range(1, len(candidates) + 1):
        keys += ["invite:" + ",".join(map(str, group)) for group in combinations(candidates, size)]
    return tuple(keys)


def invited(key: str) -> set[int]:
    tail = key.removeprefix("invite:")
    return set() if tail == "none" else {int(s) for s in tail.split(",")}


def max_tokens(state: CosmicState, seat: int) -> int:
    """How many tokens ``seat`` may commit to a challenge: 4, unless a power limits it (Macron)."""
    return int(modify(state, "max_tokens", 4, seat))


async def alliances(state: CosmicState) -> None:
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    offense, defense = challenge.sides()
    n = state.config.players
    others = [(offense + i) % n for i in range(1, n)]
    others.remove(defense)
    # Only players who could commit a token are worth inviting; inviting others changes nothing.
    able = [s for s in others if launch_tokens(state, s, challenge.planet)]
    asked_by_offense: set[int] = set()
    asked_by_defense: set[int] = set()
    if able:
        keys = invitation_keys(able)
        asked_by_offense = invited(
            await ask(Decision(offense, "invite", keys, "Invite allies to the offense"))
        )
        asked_by_defense = invited(
            await ask(Decision(defense, "invite", keys, "Invite allies to the defense"))
        )
        state.note("invitations", {"offense": sorted(asked_by_offense),
                                   "defense": sorted(asked_by_defense)})  # fmt: skip
    challenge.data[INVITED] = {offense: sorted(asked_by_offense), defense: sorted(asked_by_defense)}
    for seat in others:
        sides = []
        if seat in asked_by_offense or modify(state, "may_join", False, (seat, OFFENSE)):
            sides.append(OFFENSE)
        if seat in asked_by_defense or modify(state, "may_join", False, (seat, DEFENSE)):
            sides.append(DEFENSE)
        sides = [side for side in sides if modify(state, "may_ally", True, (seat, side))]
        if not sides or not launch_tokens(state, seat, challenge.planet):
            continue
        answer = await ask(
            Decision(seat, "alliance", (DECLINE, *sides), "Join the challenge as an ally?")
        )
        if answer != DECLINE and await negated(state, Choice(seat, "alliance", answer)):
            # Negated: he chooses again, never that side (Negator).
            sides.remove(answer)
            answer = await ask(
                Decision(seat, "alliance", (DECLINE, *sides), "Join the challenge as an ally?")
            )
        if answer == DECLINE:
            continue
        uninvited = seat not in (asked_by_offense if answer == OFFENSE else asked_by_defense)
        if uninvited and not await use_power(state, seat):
            continue  # joining uninvited is a use of his power (Parasite): a Cosmic Zap stops it
        into = challenge.cone if answer == OFFENSE else challenge.defense_end
        count = await commit(
            state, seat, into, 1, max_tokens(state, seat), "ally-token", challenge.planet
        )
        (challenge.offense_allies if answer == OFFENSE else challenge.defense_allies).append(seat)
        state.note("ally", {"seat": seat, "side": answer, "tokens": count})
