"""Zombie, the Power of Immortality.

Zombie's tokens never go to the Warp: whenever they would, they go back to Zombie's bases, of its
choice, and are not lost (so Zombie never earns consolation for them). Besides, as part of a deal
Zombie may free tokens from the Warp to their owner's bases. Mandatory, except the deal.

Source: no Eon text was found. This is the Fantasy Flight (2008) text (base set, Future Pastimes;
POWER_TEXTS.md "Zombie", MEDIUM: aliens.json of Cosmic-Encounter-Bot and the Cosmic Encounter
wiki). Seeds: Zombie tokens can be imprisoned (Prisoners, for that variant); the Zombie Con
(Pulsars) limits the freeing to deals. Void's eradication comes first, so Zombie cannot save
tokens Void removes (the wiki's FAQ; the ``tokens_lost_first`` moment). The deal clause (C-25):
a deal term Zombie may give the other main player, "free n of your tokens from the Warp" (n up to
the deal's card limit), carried out with the deal as a use of the power.

Flares, the Fantasy Flight texts (the Eon Super Zombie took "zombie slaves", seeds 001 and 002,
but its text was not found): Wild, each time you lose tokens to the Warp, save one of them (to
your bases); Super, each of Zombie's allies may bring one of his tokens from the Warp into the
challenge, beyond the limit of four (C-25: played at the alliances window).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, modifier, pro
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import agree


def _own_loss(power: Power, state: CosmicState, seat: int, loss: Any) -> bool:
    # Zombie's own tokens; with the Zombie Pro its allies' too (C-180).
    spared = loss.colour == seat or (
        pro(state, Zombie.name) and loss.colour in allies_of(state, seat)
    )
    return bool(spared and loss.count > 0)


class Zombie(Power):
    name = "zombie"
    title = "Zombie"
    short = "Power of Immortality"
    text = (
        "Your tokens never go to the Warp: when they would, they return to your bases. As part "
        "of a deal you may free tokens from the Warp to their owner's bases."
    )
    source = (
        "FFG text (base set, Future Pastimes; POWER_TEXTS 'Zombie', MEDIUM); the deal term per "
        "C-25; no Eon text found"
    )

    @ability("tokens_lost", can_use=_own_loss)
    async def immortal(self, state: CosmicState, seat: int, loss: Any) -> None:
        # "Zombie's tokens never go to the Warp; they go back to any of its bases."
        saved = loss.save(loss.count)
        await tokens.return_to_bases(state, loss.colour, saved, "Zombie", state.transit)
        state.note("zombie", {"seat": seat, "tokens": saved, "cause": loss.cause})

    @modifier("deal_free_tokens")
    def may_free(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "As part of a deal Zombie may free tokens from the Warp" (C-25: the other party's).
        giver, receiver = ctx
        if giver != seat:
            return value
        return max(value, state.warp[receiver])  # any number of them (C-131)

    @ability("deal_free_tokens", can_use=lambda p, state, seat, ctx: bool(ctx[0] == seat))
    async def free(self, state: CosmicState, seat: int, ctx: Any) -> None:
        _, receiver, count = ctx
        count = min(count, state.warp[receiver])
        await tokens.return_to_bases(state, receiver, count, "freed by Zombie", state.warp)
        state.note("zombie-frees", {"seat": seat, "player": receiver, "tokens": count})


class WildZombie(Flare):
    """Each time you lose tokens to the Warp, save one of them: it goes back to one of your
    bases."""

    events = frozenset({"tokens_lost"})
    text = "When you lose tokens to the Warp, save one of them (to one of your bases)."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(ctx.colour == seat and ctx.count > 0)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        saved = ctx.save(1)
        await tokens.return_to_bases(state, seat, saved, "Wild Zombie", state.transit)
        state.note("wild-zombie", {"seat": seat, "tokens": saved})


def allies_of(state: CosmicState, seat: int) -> list[int]:
    challenge = state.challenge
    if challenge is None or challenge.defense is None:
        return []
    if seat == challenge.offense:
        return list(challenge.offense_allies)
    if seat == challenge.defense:
        return list(challenge.defense_allies)
    return []


class SuperZombie(Flare):
    """Each of Zombie's allies may bring one of his tokens from the Warp into the challenge,
    beyond the limit of four (played once alliances are made)."""

    moments = frozenset({ALLIANCES})
    text = "Each of your allies may bring one token from the Warp into the challenge."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return any(state.warp[ally] for ally in allies_of(state, seat))

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        side = challenge.cone if seat == challenge.offense else challenge.defense_end
        for ally in allies_of(state, seat):
            if not state.warp[ally]:
                continue
            answer = await ask(
                Decision(ally, "zombie-token", ("bring", "pass"), "Bring a token from the Warp?")
            )
            if answer == "bring":
                state.warp[ally] -= 1
                side.setdefault(ally, []).append(tokens.NOWHERE)
                state.note("super-zombie", {"seat": seat, "ally": ally})


Zombie.flare = FlareSides(
    WildZombie(),
    SuperZombie(),
    "FFG Flare texts (POWER_TEXTS 'Zombie'); the Eon Super's text was not found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Zombie.pulsar_pro = (
    "For the rest of the challenge your allies' tokens do not go to the Warp either: they return "
    "to their bases (C-180)."
)
Zombie.pulsar_con = (
    "For the rest of the challenge Zombie can free your tokens from the Warp only as part of a "
    "deal; Zombie's own tokens still never go to the Warp (seed 004, C-183)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("zombie", "zombie-frees", "wild-zombie", "super-zombie", important=True)
def _zombie_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "zombie-frees":
        return (
            f"{seat} frees {say.tokens(entry.get('tokens', 0))} of "
            f"{say.name(entry.get('player'))} from the Warp as part of the deal."
        )
    if kind == "super-zombie":
        return f"{say.name(entry.get('ally'))} brings a token back from the Warp (Super Zombie)."
    count = int(entry.get("tokens", 0))
    return f"{seat}'s {say.tokens(count)} {agree(count, 'goes', 'go')} home instead of to the Warp."


@BOOK.option("zombie-token")
def _zombie_option(decision: Decision, key: str, say: Say) -> str:
    return "bring a token back from the Warp" if key == "bring" else "leave it there"


POWER: Final = Zombie
