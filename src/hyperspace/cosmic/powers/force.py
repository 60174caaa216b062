"""Force, the Power to Alter Edicts.

Whenever anyone plays a card that frees tokens (the Edicts Mobius Tubes and Warp Break, the
Prisoner Rulings General Amnesty and Jailbreak), Force may alter its effect once it has freed
what it frees: the card then frees the tokens of the players it reaches from everywhere tokens are
held out of play, the Warp, the Praw and (with Prisoners) every prison, and not only from the one
place it names. Force widens the card for all of those players, or for one of them only (the
Force is with whom it chooses). Optional.

Source: no card text of any edition was found (POWER_TEXTS.md section 29, LOW); the FFG Force
(it swaps a main player's encounter card) is a different design and is not followed. Seed 002
(Prisoners) gives what is known of the Eon power: it "may modify effects of Prisoner Rulings,
including modifying General Amnesty and Jailbreak to include the Warp/Praw/Fan and modifying
Mobius Tubes and Warpbreak to include Prisons", and "Mobius Tubes and Warp Break have no effect on
imprisoned tokens (unless the Force is with you...)". The project reconstructs the power from those
two sentences alone (C-390): it alters the freeing cards, in the one way the seed shows. The Fan
holds tokens of a power the project does not have, so there is nothing to free there.

Flares: no text was found; both sides are designed (C-391). Wild: as a freeing card takes effect,
widen it as Force would. Super: as a freeing card takes effect, it also frees Force's own tokens
from everywhere, whoever the card was for.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import FREEING, Freeing
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.tokens import return_to_bases
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing

ALL: Final = "all"


def held_out(state: CosmicState, colour: int) -> int:
    """``colour``'s tokens held out of play that a widened card frees: in the Warp, in the Praw
    and in the prisons (seed 002)."""
    return state.warp[colour] + state.praw[colour] + _prisons(state, colour)


def _prisons(state: CosmicState, colour: int) -> int:
    from hyperspace.cosmic.variants.prisoners import prison  # (the variant imports the powers)

    return prison.prisons(state).of_colour(colour) if prison.in_play(state) else 0


async def free_everywhere(state: CosmicState, colour: int, why: str) -> None:
    """Every token of ``colour`` in the Warp, the Praw and the prisons goes back to its bases."""
    from hyperspace.cosmic.variants.prisoners import prison

    for place in (state.warp, state.praw):
        await return_to_bases(state, colour, place[colour], why, place)
    if prison.in_play(state):
        for holder in range(state.config.players):
            await prison.free(
                state, holder, colour, prison.prisons(state).held[holder][colour], why
            )


def reach(state: CosmicState, power: str, seat: int, freeing: Freeing) -> list[int]:
    """The players a widening may be for: those the card reached (with Force itself under the
    Pro), not immune to ``power`` (the Con), with tokens still held out."""
    colours = list(freeing.colours)
    if power == Force.name and pro(state, power):
        colours.append(seat)  # the Pro (C-392): the card may free Force's own tokens too
    players = exposed(state, power, sorted(set(colours)))
    return [c for c in players if held_out(state, c)]


async def widen(state: CosmicState, seat: int, freeing: Freeing, power: str, how: str) -> None:
    """``seat`` widens the card for all the players it reached or for one (or lets it be):
    they get back every token held out of play (decision ``force-widen``)."""
    players = reach(state, power, seat, freeing)
    keys = ("pass", *((ALL,) if len(players) > 1 else ()), *(f"player:{c}" for c in players))
    context = {"card": freeing.card, "player": freeing.player}
    prompt = f"Widen {freeing.card} to free tokens from the Warp, the Praw and the prisons?"
    answer = await ask(Decision(seat, "force-widen", keys, prompt, context))
    if answer == "pass":
        return
    chosen = players if answer == ALL else [int(answer.removeprefix("player:"))]
    state.note(how, {"seat": seat, "card": freeing.card, "for": chosen})
    state.features[how.replace("-", "_")] += 1  # force_widen, wild_force
    for colour in chosen:
        await free_everywhere(state, colour, f"{freeing.card}, widened by the Force")


def _may_widen(power: Power, state: CosmicState, seat: int, freeing: Freeing) -> bool:
    return bool(reach(state, power.name, seat, freeing))


class Force(Power):
    name = "force"
    title = "Force"
    short = "Power to Alter Edicts"
    text = (
        "Whenever a card that frees tokens is played (Mobius Tubes, Warp Break, General Amnesty, "
        "Jailbreak), you may widen it, once it has taken effect, for all the players it reached "
        "or for one of them: their tokens in the Warp, the Praw and every prison go back to "
        "their bases too."
    )
    source = (
        "reconstructed from seed 002's Force and Mobius Tubes sentences (C-390); no card text "
        "found (POWER_TEXTS 'Force', LOW); the FFG redesign not followed"
    )

    @ability(FREEING, can_use=_may_widen)
    async def alter(self, state: CosmicState, seat: int, freeing: Freeing) -> None:
        # "Force may modify Amnesty and Jailbreak to include the Warp and Praw, Mobius Tubes and
        # Warp Break to include prisons" (seed 002, C-390).
        await widen(state, seat, freeing, self.name, "force-widen")

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The cards it alters are played at the start of a challenge: only then would it matter.
        challenge = state.challenge
        return challenge is not None and challenge.defense is None


class WildForce(Flare):
    """As a card that frees tokens takes effect: widen it as Force would (C-391)."""

    events = frozenset({FREEING})
    text = (
        "As a card that frees tokens takes effect: widen it for all the players it reached or "
        "for one of them, freeing their tokens from the Warp, the Praw and the prisons too."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(reach(state, "wild-force", seat, ctx))

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        await widen(state, seat, ctx, "wild-force", "wild-force")


class SuperForce(Flare):
    """As a card that frees tokens takes effect: it frees Force's own tokens from everywhere too,
    whoever it was played for (C-391)."""

    events = frozenset({FREEING})
    text = (
        "As a card that frees tokens takes effect: it also frees your own tokens from the Warp, "
        "the Praw and the prisons, whoever it was played for."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return bool(held_out(state, seat))

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        state.note("super-force", {"seat": seat, "card": ctx.card})
        state.features["force_super"] += 1
        await free_everywhere(state, seat, f"{ctx.card}, widened by the Super Force")


Force.flare = FlareSides(
    WildForce(),
    SuperForce(),
    "designed by the project (C-391): no Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Force.pulsar_pro = (
    "For the rest of the challenge you may widen a card that frees tokens for yourself too, "
    "whoever it was played for (C-392)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("force-widen", "wild-force", "super-force", important=True)
def _force_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "super-force":
        return (
            f"{seat} plays the Super Flare of the Force: {entry.get('card')} frees its tokens "
            "from the Warp, the Praw and the prisons too."
        )
    how = " with the Wild Flare of the Force" if entry.get("kind") == "wild-force" else ""
    players = listing([say.name(c) for c in entry.get("for", ())])
    return (
        f"{seat} widens {entry.get('card')}{how}: every token of {players} in the Warp, the Praw "
        "and the prisons goes back to its bases."
    )


@BOOK.option("force-widen")
def _force_option(decision: Decision, key: str, say: Say) -> str:
    if key == "pass":
        return "leave the card as it is"
    if key == ALL:
        return "widen it for every player it freed"
    return f"widen it for {say.name(key.removeprefix('player:'))} only"


POWER: Final = Force
