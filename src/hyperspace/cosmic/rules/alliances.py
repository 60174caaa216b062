"""Alliances (BASE_RULES §2 phase 7): the offense invites, then the defense; then each invited
player, clockwise from the offense's left (AMB-B03), accepts one side with 1 to 4 tokens or
declines. Uninvited players may not join (unless a power says so: ``may_join``); a power may bar
a player from a side (``may_ally``: the Super Sniveler's last challenge).

An ally names his side and his tokens in one answer, "offense:2A1+B3" (C-604): the side, then
the tokens in the grammar of :mod:`hyperspace.cosmic.commitment`. Where another player names how
many or picks the bases (Crystal, Butler), he names only the side, and the tokens are asked
after, as they always were."""

from __future__ import annotations

from itertools import combinations
from typing import Final

from hyperspace.cosmic.commitment import DECLINE, LISTED, AllianceForm, CommitForm
from hyperspace.cosmic.powers.base import Choice, modify, negated, power_with, use_power
from hyperspace.cosmic.powers.common import Other
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import commit, commit_form, committed, spare_tokens
from hyperspace.engine.decision import Decision, ask

OFFENSE: Final = "offense"
DEFENSE: Final = "defense"
INVITED: Final = "invited"  # challenge.data: {main player: the seats he invited} (Grudge reads it)


def invitation_keys(candidates: list[int]) -> tuple[str, ...]:
    """Every set of players one may invite, as keys: "invite:none", "invite:1", "invite:1,3"."""
    known = _INVITATIONS.get(tuple(candidates))
    if known is not None:
        return known
    keys = ["invite:none"]
    for size in range(1, len(candidates) + 1):
        keys += ["invite:" + ",".join(map(str, group)) for group in combinations(candidates, size)]
    _INVITATIONS[tuple(candidates)] = tuple(keys)
    return tuple(keys)


# the same few sets, challenge after
_INVITATIONS: Final[dict[tuple[int, ...], tuple[str, ...]]] = {}
# challenge: each written once (keys depend on the candidates alone)


def invited(key: str) -> frozenset[int]:
    """The seats an invitation key names (each key read once: the same few come back)."""
    seats = _INVITED.get(key)
    if seats is None:
        tail = key.removeprefix("invite:")
        seats = frozenset() if tail == "none" else frozenset(int(s) for s in tail.split(","))
        _INVITED[key] = seats
    return seats


_INVITED: Final[dict[str, frozenset[int]]] = {}


def max_tokens(state: CosmicState, seat: int) -> int:
    """How many tokens ``seat`` may commit to a challenge: 4, unless a power limits it (Macron)."""
    return int(modify(state, "max_tokens", 4, seat))


def _room(state: CosmicState, seat: int, side: str) -> int:
    """How many more tokens ``seat`` may put into ``side`` of the challenge."""
    challenge = state.challenge
    assert challenge is not None
    into = challenge.cone if side == OFFENSE else challenge.defense_end
    return max_tokens(state, seat) - committed(into, state, seat)


async def commit_tokens(
    state: CosmicState, seat: int, side: str, kind: str, tokens: str | None = None
) -> int:
    """``seat`` puts 1 to 4 tokens from his bases into ``side`` of the challenge (``kind``:
    "launch", "ally-token"; ``tokens``: named already, by an ally with his side, C-604). A power
    may name how many instead of him (``tokens_named_by``: Crystal), or pick the bases they come
    from (``tokens_picked_by``: Butler, told the number first): each answers the seat that does
    it, the ``features`` counter of that use, and whether it is a use of his power now, which a
    Cosmic Zap stops (C-571)."""
    challenge = state.challenge
    assert challenge is not None
    into, exclude = challenge.cone if side == OFFENSE else challenge.defense_end, challenge.planet
    most = _room(state, seat, side)
    if tokens is not None:  # named with his side (C-604): no one else names or picks them
        return await commit(state, seat, into, 1, most, kind, exclude, None, tokens)
    named = modify(state, "tokens_named_by", None, (seat, kind))
    namer = None if named is None else await _acting(state, named)
    picked = modify(state, "tokens_picked_by", None, (seat, kind))
    picker = None if picked is None else await _acting(state, picked)
    spare = min(most, spare_tokens(state, seat, exclude))
    if (namer is None and picker is None) or spare < 1:
        return await commit(state, seat, into, 1, most, kind, exclude)
    keys = tuple(f"tokens:{n}" for n in range(1, spare + 1))
    by = seat if namer is None else namer[0]
    prompt = "How many tokens go into the challenge?"
    context = {"seat": seat, "side": side}
    count = int((await ask(Decision(by, "token-count", keys, prompt, context)))[len("tokens:") :])
    for other in (namer, picker):
        if other is not None:
            state.features[other[1]] += 1
    if namer is not None:
        state.note("tokens-named", {"seat": by, "for": seat, "tokens": count})
    chooser = None if picker is None else picker[0]
    return await commit(state, seat, into, count, count, kind, exclude, chooser)


async def _acting(state: CosmicState, other: tuple[int, str, str | None]) -> Other:
    """``other``, unless it is a use of a power that a Cosmic Zap stops."""
    seat, _, power = other
    if power is not None and not await use_power(state, seat, power):  # his own or a life stage's
        return None
    return other


async def alliances(state: CosmicState) -> None:
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    offense, defense = challenge.sides()
    n = state.config.players
    others = [(offense + i) % n for i in range(1, n)]
    others.remove(defense)
    # Only players who could commit a token are worth inviting; inviting others changes nothing.
    able = [s for s in others if spare_tokens(state, s, challenge.planet)]
    asked_by_offense: frozenset[int] = frozenset()
    asked_by_defense: frozenset[int] = frozenset()
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
        if not sides or not spare_tokens(state, seat, challenge.planet):
            continue
        side, tokens = await join_as_ally(state, seat, sides)
        if side != DECLINE and await negated(state, Choice(seat, "alliance", side)):
            # Negated: he chooses again, never that side (Negator).
            sides.remove(side)
            side, tokens = await join_as_ally(state, seat, sides)
        if side == DECLINE:
            continue
        uninvited = seat not in (asked_by_offense if side == OFFENSE else asked_by_defense)
        joining = power_with(state, seat, "may_join")  # his own, or his life stage (C-592)
        if uninvited and not await use_power(state, seat, joining):
            continue  # joining uninvited is a use of his power (Parasite): a Cosmic Zap stops it
        count = await commit_tokens(state, seat, side, "ally-token", tokens)
        (challenge.offense_allies if side == OFFENSE else challenge.defense_allies).append(seat)
        state.note("ally", {"seat": seat, "side": side, "tokens": count})


async def join_as_ally(
    state: CosmicState, seat: int, sides: list[str], may_decline: bool = True, by: str = ""
) -> tuple[str, str | None]:
    """``seat``'s answer to the invitations: a side and the tokens he commits to it, named
    together (C-604), or DECLINE (``may_decline``: not after playing the Wild Skeptic; ``by``:
    how he comes to join, for the prompt). Only the side, the tokens asked after, where another
    player names how many or picks them (Crystal, Butler), or where he may put no more in."""
    declining = (DECLINE,) if may_decline else ()
    if _tokens_apart(state, seat):
        prompt = f"Join the challenge as an ally{by}?"
        return await ask(Decision(seat, "alliance", (*declining, *sides), prompt)), None
    challenge = state.challenge
    assert challenge is not None
    options = list(declining)
    forms: dict[str, CommitForm] = {}
    listed = True
    # The sides' room alike (as it mostly is), one form and its answers serve both.
    made: dict[int, tuple[CommitForm, list[str], bool]] = {}
    for side in sides:
        most = _room(state, seat, side)
        if most not in made:
            form = commit_form(state, seat, 1, most, challenge.planet, -1, seat)
            keys = form.answers(LISTED) if form.most else []
            made[most] = (form, form.suggestions() if keys is None else keys, keys is not None)
        form, keys, all_keys = made[most]
        if form.most == 0:
            options.append(side)  # no token may go: he joins with none (no question after)
            continue
        forms[side] = form
        listed = listed and all_keys
        options += [f"{side}:{key}" for key in keys]
    prompt = f"Join the challenge as an ally{by}, and with which of your tokens?"
    judged = None if listed else AllianceForm(forms, may_decline)
    answer = await ask(Decision(seat, "alliance", tuple(options), prompt, None, judged))
    side, _, tokens = answer.partition(":")
    return side, tokens or None


def _tokens_apart(state: CosmicState, seat: int) -> bool:
    """Whether another player names how many tokens ``seat`` commits as an ally, or picks them."""
    return any(
        modify(state, hook, None, (seat, "ally-token")) is not None
        for hook in ("tokens_named_by", "tokens_picked_by")
    )
