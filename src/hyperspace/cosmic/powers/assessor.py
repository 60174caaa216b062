"""Assessor, the Power of Taxation (a Lucre power: without Lucre it is not dealt).

Whenever another player, as the offense, launches tokens into the Cone, Assessor taxes the use of
the Cone: it takes one of the tokens he launched and holds it captive on its Star Disc. Taxed
tokens are not prisoners. At the start of each of his challenges, a player whose tokens Assessor
holds may buy them back, one Lucre each, paid to Assessor; each comes back to a base of his
choice. Mandatory.

Source: no Eon text was found; reconstructed (C-490). The Cosmic Odyssey designers describe the
Eon Assessor as taxing players for using the Cone by taking ships and then dealing with them, and
say Mayfair made it a Lucre power that could not be played without Lucre (POWER_TEXTS_ADDENDUM
2.2); the WARP names tokens "held captive by Assessor" and a fan text has "tokens on Star Discs
traded per the Assessor" (POWER_TEXTS.md 37). Seed 002 [E]: tax tokens are not prisoners (no
exchange, rescue or Ruling reaches them). Confidence LOW+.

Flares: no text was found; both sides are designed (C-491). Wild, once a challenge, as the offense
launches: capture one of his tokens from the Cone; he may ransom it at once for one Lucre paid to
you (it goes back to a base), else it goes to the Warp (seed 002: Wild Assessor's captives are not
prisoners). Super: for the rest of the challenge Assessor taxes the offensive allies too, one
token each from the Cone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import DESTINY, START
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, exposed, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import CosmicState, parse_planet
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

HELD: Final = "held"  # Player.power_data of Assessor's owner: its captive tax tokens, by colour
SUPER: Final = "assessor-super"  # challenge.data: the Super Flare is in force this challenge
WILD: Final = "assessor-wild"  # challenge.data: seats that played the Wild Assessor this challenge
PRO_TAX: Final = 2  # the Assessor Pro: two tokens of the offense's (C-492)


def held(state: CosmicState) -> list[int]:
    """The tax tokens Assessor holds, by colour: on its owner's Star Disc, even while the power is
    lent for a challenge (Wild Philanthropist), so that they are never lost with the loan."""
    owner = next(p for p in state.players if p.power == Assessor.name)
    found: list[int] = owner.power_data.setdefault(HELD, [0] * len(state.colour_owner))
    return found


def in_cone(state: CosmicState, colour: int) -> int:
    challenge = state.challenge
    return len(challenge.cone.get(colour, ())) if challenge is not None else 0


def take_from_cone(state: CosmicState, colour: int) -> None:
    """One of ``colour``'s tokens leaves the Cone (counted off it: the caller puts it
    somewhere)."""
    challenge = state.challenge
    assert challenge is not None
    origins = challenge.cone[colour]
    origins.pop()
    if not origins:
        del challenge.cone[colour]


def _taxable_offense(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Another player's launch, with a token in the Cone, and he is not immune (the Con).
    offense = state.offense
    return (
        offense != seat
        and in_cone(state, offense) > 0
        and bool(exposed(state, power.name, [offense]))
    )


def _taxable_allies(state: CosmicState, seat: int) -> list[int]:
    challenge = state.challenge
    if challenge is None or not challenge.data.get(SUPER):
        return []
    allies = [a for a in challenge.offense_allies if a != seat and in_cone(state, a)]
    return exposed(state, Assessor.name, allies)


def _may_ransom(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    offense = state.offense
    return bool(
        offense != seat
        and held(state)[offense]
        and state.players[offense].lucre
        and tokens.base_keys(state, offense, taking=False)
    )


class Assessor(Power):
    name = "assessor"
    title = "Assessor"
    short = "Power of Taxation"
    text = (
        "Whenever another player launches tokens into the Cone as the offense, you take one of "
        "them as tax and hold it captive (not a prisoner). At the start of each of his "
        "challenges he may buy his taxed tokens back, one Lucre each, paid to you."
    )
    source = (
        "reconstructed (C-490) from the Cosmic Odyssey designers' description of the Eon card "
        "and the WARP's hints (POWER_TEXTS_ADDENDUM 2.2, LOW+); no Eon text found"
    )
    needs = ("lucre",)

    @ability("launched", can_use=_taxable_offense)
    async def tax(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Assessor taxes the use of the Cone by taking ships" (C-490); two with the Pro.
        await levy(state, seat, state.offense, PRO_TAX if pro(state, self.name) else 1)

    @ability(
        "alliances_made", can_use=lambda p, state, seat, ctx: bool(_taxable_allies(state, seat))
    )
    async def tax_allies(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # The Super Flare: the offensive allies pay for the Cone too (C-491).
        for ally in _taxable_allies(state, seat):
            await levy(state, seat, ally, 1)

    @ability("start_of_challenge", can_use=_may_ransom, always=True)
    async def ransom(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Bookkeeping, no use of the power: the taxed offense may buy his tokens back (C-490).
        offense = state.offense
        payer = state.players[offense]
        bought = 0
        while held(state)[offense] and payer.lucre:
            keys = ("done", *(f"buy:{k}" for k in tokens.base_keys(state, offense, False)))
            context = {"assessor": seat, "held": held(state)[offense]}
            prompt = "Buy back a taxed token?"
            answer = await ask(Decision(offense, "assessor-ransom", keys, prompt, context))
            if answer == "done":
                break
            payer.lucre -= 1
            state.players[seat].lucre += 1  # to Assessor, not the box: no purchase (C-490)
            held(state)[offense] -= 1
            _back_to_base(state, offense, answer.removeprefix("buy:"))
            bought += 1
        if bought:
            state.note("assessor-ransom", {"seat": offense, "assessor": seat, "tokens": bought})
            state.features["assessor_ransomed"] += bought

    def tokens_held(self, state: CosmicState, colour: int) -> int:
        return self._held(state)[colour]

    def public(self, state: CosmicState) -> dict[str, Any]:
        return {"held": self._held(state)}

    def _held(self, state: CosmicState) -> list[int]:
        """The captives, read without changing anything (none yet: zeros)."""
        owner = next((p for p in state.players if p.power == self.name), None)
        data = owner.power_data if owner is not None else {}
        return list(data.get(HELD, [0] * len(state.colour_owner)))


def _back_to_base(state: CosmicState, colour: int, key: str) -> None:
    """A captive token comes back to the base (or place off the board) named ``key``."""
    if key == tokens.CARD_KEY:
        tokens.move_off_board(state, colour, 1)
    else:
        tokens.place(state, colour, parse_planet(key))


async def levy(state: CosmicState, seat: int, payer: int, count: int) -> None:
    """``seat`` takes ``count`` of ``payer``'s tokens out of the Cone, captive (not prisoners)."""
    taken = min(count, in_cone(state, payer))
    for _ in range(taken):
        take_from_cone(state, payer)
    held(state)[payer] += taken
    state.note("assessor-tax", {"seat": seat, "payer": payer, "tokens": taken})
    state.features["assessor_taxed"] += taken


class WildAssessor(Flare):
    """Once a challenge, as the offense launches: capture one of his tokens from the Cone; he may
    ransom it at once for one Lucre paid to you, else it goes to the Warp (C-491)."""

    events = frozenset({"launched"})
    text = (
        "Once a challenge, as the offense launches: capture one of his tokens from the Cone. He "
        "may ransom it at once for one Lucre paid to you (it returns to a base); else it goes to "
        "the Warp."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        offense = state.offense
        return (
            challenge is not None
            and seat != offense
            and seat not in challenge.data.get(WILD, ())
            and in_cone(state, offense) > 0
            and bool(exposed(state, Assessor.name, [offense]))
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data.setdefault(WILD, []).append(seat)
        offense = state.offense
        take_from_cone(state, offense)
        tokens.lift(state, offense, 1)
        state.features["assessor_wild"] += 1
        payer = state.players[offense]
        keys = ("warp", "ransom") if payer.lucre else ("warp",)
        context = {"by": seat}
        prompt = "Ransom your captured token for one Lucre?"
        answer = await ask(Decision(offense, "wild-assessor-ransom", keys, prompt, context))
        state.note("wild-assessor", {"seat": seat, "offense": offense, "answer": answer})
        if answer == "ransom":
            payer.lucre -= 1
            state.players[seat].lucre += 1
            await tokens.return_to_bases(state, offense, 1, "ransomed", state.transit)
        else:  # to the Warp, never a prison (seed 002)
            await tokens.lose(state, offense, 1, "wild-assessor")


class SuperAssessor(SwitchFlare):
    """For the rest of the challenge Assessor taxes the offensive allies too (C-491)."""

    moments = frozenset({START, DESTINY})
    text = "For the rest of the challenge the offense's allies pay the tax too: one token each."
    flag = SUPER
    kind = "super-assessor"


Assessor.flare = FlareSides(
    WildAssessor(),
    SuperAssessor(),
    "designed by the project (C-491): no Flare text found; seed 002 shows a Wild Assessor that "
    "captures tokens which are not prisoners",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Assessor.pulsar_pro = "For the rest of the challenge you tax two of the offense's tokens (C-492)."

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("assessor-tax", important=True)
def _tax_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} taxes {say.name(entry.get('payer'))} for the Cone "
        f"(Assessor): {say.tokens(entry.get('tokens', 0))} held captive."
    )


@BOOK.entry("assessor-ransom", important=True)
def _ransom_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} buys back {say.tokens(entry.get('tokens', 0))} from "
        f"{say.name(entry.get('assessor'))} (Assessor), one Lucre each."
    )


@BOOK.entry("wild-assessor", important=True)
def _wild_entry(entry: Mapping[str, Any], say: Say) -> str:
    fate = (
        "ransoms it for one Lucre" if entry.get("answer") == "ransom" else "lets it go to the Warp"
    )
    return (
        f"{say.name(entry.get('seat'))} plays the Wild Assessor and captures a token of "
        f"{say.name(entry.get('offense'))}'s from the Cone; {say.name(entry.get('offense'))} "
        f"{fate}."
    )


@BOOK.entry("super-assessor")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Assessor: the offense's allies pay the "
        "tax too."
    )


@BOOK.option("assessor-ransom")
def _ransom_option(decision: Decision, key: str, say: Say) -> str:
    if key == "done":
        return "buy no more back"
    return f"buy a token back to {say.planet(key.removeprefix('buy:'))} for 1 Lucre"


@BOOK.option("wild-assessor-ransom")
def _wild_option(decision: Decision, key: str, say: Say) -> str:
    by = say.name((decision.context or {}).get("by"))
    return f"pay {by} 1 Lucre to get it back" if key == "ransom" else "let it go to the Warp"


POWER: Final = Assessor
