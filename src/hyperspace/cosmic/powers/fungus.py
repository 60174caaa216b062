"""Fungus, the Power to Adhere.

When Fungus's side wins a challenge (Fungus a main player or ally with at least one token in it),
the losing side's tokens do not go to the Warp: Fungus captures them and stacks them under one of
its own tokens in the challenge. Warp-saving powers (Zombie, Healer) cannot stop this. A stack
moves with its Fungus token and counts as one token for everything but totals; when Fungus is a
main player or ally, each stack in the challenge adds all its captured tokens to its side's
total (used at the reveal). Captured tokens lose their own traits (a captured Macron counts 1).
They go free only when their stack goes to the Warp: they are then ordinary Warp tokens of their
owners. Zapping Fungus frees nobody. Mandatory.

Source: no Eon text was found (Eon and Mayfair versions exist, seed 002 [EM]). This is the
Fantasy Flight (2010, Cosmic Incursion, Future Pastimes) text (POWER_TEXTS.md "Fungus", MEDIUM:
aliens.json of Cosmic-Encounter-Bot and the Cosmic Encounter wiki). The captives are kept off the
board in ``Player.power_data["stacks"]`` (counted by :meth:`Fungus.tokens_held`, shown to all);
how stacks follow their tokens is C-31. Seeds 001 and 002 (Karma stacks, prison stacks, no
adhering in capture challenges) are for those variants.

Flares, the Fantasy Flight texts (seed 002 tells that the Eon Wild Fungus's captives went back to
their owners; no Eon Flare text was found): Super, Fungus's stacks stay together in the Warp and
come out of it with their tokens (played as a stack would go to the Warp, C-31). The Wild Fungus
(win as the defense at home: capture the whole opposing side and keep them around your home
system until the Flare leaves your hand) is not implemented: its captives would be held by a
player who may not hold Fungus, and this state has no place to keep tokens outside the powers in
play (``CosmicState.token_total``); the card has only its Super side here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    abilities,
    ability,
    modifier,
    pro,
)
from hyperspace.cosmic.powers.common import attacks_down, side_of
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing, plural

# Player.power_data of Fungus's holder: {"carrier", "at", "from", "tokens"}
STACKS: Final = "stacks"
# a stack's place while its token is in the Cone or the defensive end
CHALLENGE: Final = "challenge"
WARP: Final = "warp"  # a stack's place in the Warp (Super Flare)
# a stack's place in a player's prison (the Prisoners variant): "prison:2"
PRISON: Final = "prison:"
USED: Final = "fungus-used"  # challenge.data: the stacks were counted at the reveal

Stack = dict[str, Any]
PRO_WORTH: Final = 2  # the Fungus Pro: a captive adds two to the total (C-166)


def holder(state: CosmicState) -> int:
    """The seat holding Fungus."""
    return next(p.seat for p in state.players if p.power == Fungus.name)


def all_stacks(state: CosmicState) -> list[Stack]:
    """Every stack, kept with Fungus's holder (whoever's tokens carry it: C-31)."""
    found: list[Stack] = state.players[holder(state)].power_data.setdefault(STACKS, [])
    return found


def stacks(state: CosmicState, seat: int) -> list[Stack]:
    """The stacks carried by ``seat``'s tokens."""
    return [s for s in all_stacks(state) if s["carrier"] == seat]


def captives(stack: Stack) -> int:
    return int(sum(stack["tokens"]))


def here(state: CosmicState, seat: int) -> str | None:
    """Where Fungus's tokens in the challenge are, as a stack's place: the target planet for the
    defense, else the challenge; None if it has none there."""
    challenge = state.challenge
    if challenge is None or challenge.planet is None:
        return None
    if seat == challenge.defense:
        return planet_key(challenge.planet) if state.tokens_on(challenge.planet, seat) else None
    if challenge.cone.get(seat) or challenge.defense_end.get(seat):
        return CHALLENGE
    return None


def carriers(state: CosmicState, seat: int, at: str) -> int:
    """How many of Fungus's tokens are at ``at`` (each may carry one stack)."""
    if at == WARP:
        return state.warp[seat] + state.praw[seat]
    if at.startswith(PRISON):
        from hyperspace.cosmic.variants.prisoners.prison import prisons

        return prisons(state).held[int(at.removeprefix(PRISON))][seat]
    if at == CHALLENGE:
        challenge = state.challenge
        if challenge is None:
            return 0
        return len(challenge.cone.get(seat, ())) + len(challenge.defense_end.get(seat, ()))
    return state.tokens_on(parse_planet(at), seat)


def in_challenge(state: CosmicState, seat: int) -> list[Stack]:
    """The stacks whose tokens are in the challenge."""
    place = here(state, seat)
    return [s for s in stacks(state, seat) if place is not None and s["at"] == place]


def origin(planets: list[Planet]) -> str | None:
    """A planet a token in the challenge came from (None: from nowhere, C-5)."""
    found = [p for p in planets if p != tokens.NOWHERE]
    return planet_key(found[0]) if found else None


def carriers_of(state: CosmicState, seat: int) -> list[int]:
    """``seat`` and every other player whose tokens carry stacks (a power lent for a challenge
    may leave stacks with another player's tokens)."""
    return list(dict.fromkeys([seat, *(s["carrier"] for s in all_stacks(state))]))


class Release:
    """A stack about to go to the Warp; the Super Flare makes ``keep`` true."""

    __slots__ = ("fungus", "keep", "stack")

    def __init__(self, fungus: int, stack: Stack) -> None:
        self.fungus = fungus
        self.stack = stack
        self.keep = False


async def release(state: CosmicState, seat: int, stack: Stack) -> None:
    """``stack`` goes to the Warp: its captives are ordinary Warp tokens again, unless the Super
    Flare keeps it together there."""
    going = Release(seat, stack)
    await abilities(state, "stack_to_warp", going)
    if going.keep:
        stack["at"], stack["from"] = WARP, None
        return
    all_stacks(state).remove(stack)
    for colour, count in enumerate(stack["tokens"]):
        if count:
            tokens.to_warp(state, colour, count)
    state.note("fungus-frees", {"seat": seat, "tokens": list(stack["tokens"])})


async def reconcile(state: CosmicState, seat: int, lost: bool, only: str | None = None) -> None:
    """Wherever more stacks lie than Fungus has tokens, the extra stacks' tokens have gone: to
    the Warp (``lost``: the smallest stacks go first, C-31), or elsewhere, where the stacks
    follow them to a base with a token to spare, of Fungus's choice."""
    for at in sorted({s["at"] for s in stacks(state, seat)}):
        if only is not None and at != only:
            continue
        there = sorted((s for s in stacks(state, seat) if s["at"] == at), key=captives)
        for stack in there[: max(0, len(there) - carriers(state, seat, at))]:
            if lost:
                await release(state, seat, stack)
                continue
            spare = tuple(
                planet_key(p)
                for p in state.bases(seat)
                if carriers(state, seat, planet_key(p))
                > sum(1 for s in stacks(state, seat) if s["at"] == planet_key(p))
            )
            if not spare:
                await release(state, seat, stack)
                continue
            # Fungus moved its tokens itself: it says which one carried the stack.
            prompt = f"Which of your tokens carried the stack of {captives(stack)} from {at}?"
            context = {"tokens": captives(stack), "at": at}  # public: stacks are shown to all
            stack["at"] = await ask(Decision(seat, "fungus-stack-place", spare, prompt, context))
            stack["from"] = None


def _captures(power: Power, state: CosmicState, seat: int, loss: Any) -> bool:
    return bool(
        loss.cause == "defeat"
        and loss.count > 0
        and loss.colour != seat
        and loss.winner is not None
        and side_of(state, seat) == loss.winner
        and here(state, seat) is not None
    )


def _may_count(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    if challenge is None or challenge.data.get(USED) or side_of(state, seat) is None:
        return False
    return attacks_down(state) and bool(in_challenge(state, seat))


class Fungus(Power):
    name = "fungus"
    title = "Fungus"
    short = "Power to Adhere"
    text = (
        "When your side wins with a token of yours in the challenge, the losing tokens do not go "
        "to the Warp: you stack them under your token. A stack moves as one token; in your "
        "challenges it adds all its tokens to your total; its tokens go free when it goes to the "
        "Warp."
    )
    source = (
        "FFG text (Cosmic Incursion, Future Pastimes; POWER_TEXTS 'Fungus', MEDIUM); stacks per "
        "C-31; no Eon text found"
    )

    @ability("tokens_lost_first", can_use=_captures)
    async def adhere(self, state: CosmicState, seat: int, loss: Any) -> None:
        # "The losing tokens do not go to the Warp: Fungus captures them and stacks them under
        # one of its tokens in the challenge" (all of one challenge under one token, C-31).
        challenge = state.challenge
        assert challenge is not None
        count = loss.divert(loss.count)
        state.transit[loss.colour] -= count
        place = here(state, seat)
        assert place is not None
        found = [s for s in stacks(state, seat) if s["at"] == place]
        if found:
            stack = max(found, key=captives)
        else:
            came = origin(challenge.cone.get(seat, []) + challenge.defense_end.get(seat, []))
            stack = {
                "carrier": seat, "at": place, "from": came, "tokens": [0] * len(state.colour_owner)
            }  # fmt: skip
            all_stacks(state).append(stack)
        stack["tokens"][loss.colour] += count
        state.note("adhered", {"seat": seat, "colour": loss.colour, "tokens": count})

    @ability("launched", always=True)
    async def launch_stacks(self, state: CosmicState, seat: int, ctx: Any) -> None:
        for carrier in carriers_of(state, seat):
            await self._carry(state, carrier)

    @ability("alliances_made", always=True)
    async def ally_stacks(self, state: CosmicState, seat: int, ctx: Any) -> None:
        for carrier in carriers_of(state, seat):
            await self._carry(state, carrier)

    async def _carry(self, state: CosmicState, seat: int) -> None:
        # "A stack moves with its token": tokens committed from a planet holding stacks take
        # them along, as many as must (the tokens left there cannot carry them all) or as Fungus
        # chooses (C-31).
        challenge = state.challenge
        assert challenge is not None
        await reconcile(state, seat, lost=False, only=WARP)  # stacks out of the Warp with theirs
        committed = challenge.cone.get(seat, []) + challenge.defense_end.get(seat, [])
        for planet in dict.fromkeys(p for p in committed if p != tokens.NOWHERE):
            key = planet_key(planet)
            there = sorted((s for s in stacks(state, seat) if s["at"] == key), key=captives)
            carried = sum(
                1 for s in stacks(state, seat) if s["at"] == CHALLENGE and s["from"] == key
            )
            forced = max(0, len(there) - state.tokens_on(planet, seat))
            most = min(len(there), committed.count(planet) - carried)
            count = forced
            if most > forced:
                keys = tuple(str(k) for k in range(forced, most + 1))
                count = int(
                    await ask(
                        Decision(
                            seat,
                            "fungus-stacks",
                            keys,
                            f"How many stacks go along from {key}?",
                            {"planet": key},
                        )
                    )
                )
            for stack in reversed(there[len(there) - count :]):  # the biggest go along
                stack["at"], stack["from"] = CHALLENGE, key
        if any(s["at"] == CHALLENGE for s in stacks(state, seat)):
            state.note("fungus-stacks", {"seat": seat, "stacks": len(in_challenge(state, seat))})

    @ability("reveal", can_use=_may_count)
    async def stack_values(self, state: CosmicState, seat: int, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data[USED] = True

    @modifier("side_total")
    def add_stacks(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Each stack adds its full token count to the total" of Fungus's side.
        challenge = state.challenge
        if challenge is None or not challenge.data.get(USED) or side_of(state, seat) != ctx:
            return value
        worth = PRO_WORTH if pro(state, self.name) else 1  # the Fungus Pro (C-166)
        return value + worth * sum(captives(s) for s in in_challenge(state, seat))

    @ability(
        "tokens_to_warp",
        always=True,
        can_use=lambda p, state, seat, loss: bool(stacks(state, loss.colour)),
    )
    async def stacks_to_warp(self, state: CosmicState, seat: int, loss: Any) -> None:
        # "Stacked tokens go free when the stack goes to the Warp."
        await reconcile(state, loss.colour, lost=True)

    @ability(
        "karma_taken",
        always=True,
        can_use=lambda p, state, seat, taken: bool(stacks(state, taken[0])),
    )
    async def stack_as_karma(self, state: CosmicState, seat: int, taken: Any) -> None:
        # Seed 001 (AMB-Z17): a token carrying a stack taken as Karma goes onto the Zodiac card
        # alone; its captives are released to the Warp.
        carrier, planet = taken
        await reconcile(state, carrier, lost=True, only=planet_key(planet))

    @ability(
        "tokens_imprisoned",
        always=True,
        can_use=lambda p, state, seat, ctx: bool(stacks(state, ctx[1])),
    )
    async def stacks_to_prison(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Seed 002 (Prisoners, FUNGUS [EM], AMB-P25): stacks do not break up in prison; each
        # counts as one Fungus token there. Stacks left without their tokens follow them in.
        holder, carrier, count = ctx
        into = f"{PRISON}{holder}"
        for at in sorted({s["at"] for s in stacks(state, carrier)} - {into}):
            there = sorted((s for s in stacks(state, carrier) if s["at"] == at), key=captives)
            for stack in there[: max(0, len(there) - carriers(state, carrier, at))][:count]:
                stack["at"], stack["from"] = into, None
                count -= 1
                state.note("stack-imprisoned", {"holder": holder, "tokens": captives(stack)})

    @ability(
        "prisoners_freed",
        always=True,
        can_use=lambda p, state, seat, ctx: bool(stacks(state, ctx[1])),
    )
    async def stacks_freed(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Freed prisoners take their stacks along to the bases they go to (C-31).
        holder, carrier, _ = ctx
        await reconcile(state, carrier, lost=False, only=f"{PRISON}{holder}")

    @ability("end_of_challenge", always=True)
    async def settle(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # The stacks in the challenge land with their tokens on the planet, or go home with
        # them; then every stack follows its token (C-31).
        from hyperspace.cosmic.rules.resolution import OFFENSE_WINS

        challenge = state.challenge
        assert challenge is not None
        for carrier in carriers_of(state, seat):
            side = side_of(state, carrier)
            landed = challenge.outcome == OFFENSE_WINS and side == challenge.offense
            for stack in [s for s in stacks(state, carrier) if s["at"] == CHALLENGE]:
                if landed and challenge.planet is not None:
                    stack["at"] = planet_key(challenge.planet)
                elif stack["from"] is not None:
                    stack["at"] = stack["from"]
                else:
                    bases = state.bases(carrier)
                    stack["at"] = planet_key(bases[0]) if bases else WARP
                stack["from"] = None
            await reconcile(state, carrier, lost=False)

    def tokens_held(self, state: CosmicState, colour: int) -> int:
        return sum(s["tokens"][colour] for s in all_stacks(state))

    def public(self, state: CosmicState) -> dict[str, Any]:
        return {
            "stacks": [
                {"carrier": s["carrier"], "at": s["at"], "tokens": list(s["tokens"])}
                for s in all_stacks(state)
            ]
        }


class SuperFungus(Flare):
    """As one of Fungus's stacks would go to the Warp: it stays together there, and comes out of
    the Warp with its token."""

    events = frozenset({"stack_to_warp"})
    text = "As a stack of yours goes to the Warp, it stays together and comes out with its token."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.fungus == seat and not ctx.keep)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        ctx.keep = True
        state.note("super-fungus", {"seat": seat, "tokens": list(ctx.stack["tokens"])})


Fungus.flare = FlareSides(
    None,
    SuperFungus(),
    "FFG Super Flare text (POWER_TEXTS 'Fungus'); the Wild is not implemented (see the module)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Fungus.pulsar_pro = (
    "For the rest of the challenge each token stacked under yours adds two to your total (C-166)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("adhered", "fungus-frees", "fungus-stacks", "stack-imprisoned", "super-fungus",
            important=True)  # fmt: skip
def _fungus_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "adhered":
        return (
            f"{seat}'s Fungus adheres {say.tokens(entry['tokens'])} of "
            f"{say.name(entry.get('colour'))} instead of their going to the Warp."
        )
    if kind == "fungus-stacks":
        return f"{seat} takes {plural(int(entry.get('stacks', 0)), 'stack')} into the challenge."
    if kind == "stack-imprisoned":
        return f"{say.name(entry.get('holder'))} imprisons a Fungus stack."
    counts = entry.get("tokens", [])  # by colour
    freed = listing([f"{say.tokens(n)} of {say.name(c)}" for c, n in enumerate(counts) if n])
    return f"{seat}'s Fungus lets {freed} go to the Warp."


@BOOK.option("fungus-stacks", "fungus-stack-place")
def _fungus_option(decision: Decision, key: str, say: Say) -> str:
    if decision.kind == "fungus-stacks":
        return f"take {plural(int(key), 'stack')} along"
    return f"put the stack on {say.planet(key)}"


@BOOK.prompt("fungus-stacks")
def _fungus_stacks_prompt(decision: Decision, say: Say) -> str:
    planet = say.planet((decision.context or {}).get("planet"))
    return f"How many of your stacks go along with the tokens leaving {planet}?"


@BOOK.prompt("fungus-stack-place")
def _fungus_place_prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    at = str(context.get("at", ""))
    where = (
        f"{say.name(at.removeprefix(PRISON))}'s prison" if at.startswith(PRISON) else say.planet(at)
    )
    stack = plural(int(context.get("tokens", 0)), "token")
    return f"Which of your tokens carried the stack of {stack} from {where}?"


POWER: Final = Fungus
