"""Anti-Matter, the Power of Negation.

When both main players reveal Attack cards and Anti-Matter is one of them, the lower total wins.
Anti-Matter's own tokens and every ally's tokens, on both sides, count against their side's
total (they are subtracted); the opposing main player's own tokens still add. Ties go to the
defense as usual (C-21). Mandatory; used at the reveal.

Source: no Eon text was found. This is the Fantasy Flight (2008) text (base set, Future Pastimes;
POWER_TEXTS.md "Anti-Matter", MEDIUM: aliens.json of Cosmic-Encounter-Bot and a Rails seed file),
which agrees with the fan site's description of the original (magerblutooth.com, lowest total
wins, Anti-Matter's and both sides' allies' tokens subtract) and with the Pulsars seed, whose
Anti-Matter Pro (the opponent's allies then add) is for that variant. A Kicker multiplies the
card first (seed 000); totals may be negative and compare as signed numbers.

Flares, the Fantasy Flight texts (no Eon Flare text was found; the Mayfair Wild "puts tokens in
the Warp", seed 002, too little to implement): Wild, as a main player or ally, cancel another
player's Wild Flare as it is played, once a challenge; Super, once a challenge, cancel any other
player's Flare, Wild or Super, as it is played (C-22).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    modifier,
    pro,
    replacement,
)
from hyperspace.cosmic.powers.common import (
    attack_against_attack,
    once_attack_against_attack,
    opponent_immune,
    token_values,
)
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say

USED: Final = "anti-matter-used"  # challenge.data: the power was used at the reveal
CANCELLED: Final = "anti-matter-cancelled"  # challenge.data: seats that used a Flare to cancel one


def negated(state: CosmicState, side: int, anti_matter: int) -> int:
    """What the tokens that count negatively add to ``side``'s total as they stand: all the
    side's tokens on Anti-Matter's side, only the allies' on the other (none there with the
    Anti-Matter Pro: "his opponent's allies' tokens are added", seed 004)."""
    if side != anti_matter and pro(state, AntiMatter.name):
        return 0
    return sum(
        worth
        for colour, worth in token_values(state, side).items()
        if side == anti_matter or colour != side
    )


class AntiMatter(Power):
    name = "anti-matter"
    title = "Anti-Matter"
    short = "Power of Negation"
    text = (
        "When both main players reveal Attack cards and you are one of them, the lower total "
        "wins; your tokens and all allies' tokens, on both sides, are subtracted from their "
        "side's total, while your opponent's own tokens add."
    )
    source = "FFG text (base set, Future Pastimes; POWER_TEXTS 'Anti-Matter', MEDIUM)"

    @ability("reveal", can_use=once_attack_against_attack(USED))
    async def negate(self, state: CosmicState, seat: int, ctx: Any) -> None:
        assert state.challenge is not None
        state.challenge.data[USED] = True
        state.note("anti-matter", {"seat": seat})

    def _in_use(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and bool(challenge.data.get(USED))
            and attack_against_attack(state, seat)
        )

    @modifier("side_total")
    def subtract(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Anti-Matter's tokens and every allied token on both sides count negatively": what
        # they added, they now take away.
        if not self._in_use(state, seat):
            return value
        return value - 2 * negated(state, int(ctx), seat)

    @replacement("winner")
    def lower_wins(self, state: CosmicState, seat: int, ctx: Any) -> int | None:
        # "The lower total wins"; ties still go to the defense (C-21). Not against an opponent
        # holding the Anti-Matter Con: for him the higher total wins (C-182).
        if not self._in_use(state, seat) or opponent_immune(state, self.name, seat):
            return None
        challenge = state.challenge
        assert challenge is not None
        offense, defense = challenge.sides()
        return offense if ctx[0] < ctx[1] else defense


def played_side(state: CosmicState, player: int, card: str) -> Flare | None:
    """The side of the Flare ``card`` that ``player`` is playing (his own power's Super side, or
    a Wild side)."""
    from hyperspace.cosmic.rules.specials import special

    effect = special(state, player, card)
    return effect if isinstance(effect, Flare) else None


def _unused(state: CosmicState, seat: int) -> bool:
    challenge = state.challenge
    return challenge is not None and seat not in challenge.data.get(CANCELLED, ())


def _mark(state: CosmicState, seat: int, card: str, player: int) -> None:
    challenge = state.challenge
    assert challenge is not None
    challenge.data.setdefault(CANCELLED, []).append(seat)
    state.note("anti-matter-flare", {"seat": seat, "cancels": card, "player": player})


class WildAntiMatter(Flare):
    """As a main player or ally, cancel another player's Wild Flare as it is played; once a
    challenge."""

    text = "Main player or ally: cancel another player's Wild Flare as it is played (once)."

    def can_cancel(
        self, state: CosmicState, seat: int, card: str, player: int, target: int | None
    ) -> bool:
        challenge = state.challenge
        if challenge is None or not card.startswith("flare-") or not _unused(state, seat):
            return False
        if not (
            challenge.is_main(seat)
            or seat in challenge.offense_allies
            or seat in challenge.defense_allies
        ):
            return False
        from hyperspace.cosmic.powers import POWERS

        power = POWERS.get(cards.flare_power(card))
        side = played_side(state, player, card)
        return power is not None and power.flare is not None and side is power.flare.wild

    async def cancel(self, state: CosmicState, seat: int, card: str, player: int) -> None:
        _mark(state, seat, card, player)


class SuperAntiMatter(Flare):
    """Once a challenge, cancel any other player's Flare, Wild or Super, as it is played."""

    text = "Once a challenge: cancel another player's Flare, Wild or Super, as it is played."

    def can_cancel(
        self, state: CosmicState, seat: int, card: str, player: int, target: int | None
    ) -> bool:
        return (
            card.startswith("flare-")
            and _unused(state, seat)
            and played_side(state, player, card) is not None
        )

    async def cancel(self, state: CosmicState, seat: int, card: str, player: int) -> None:
        _mark(state, seat, card, player)


AntiMatter.flare = FlareSides(
    WildAntiMatter(),
    SuperAntiMatter(),
    "FFG Flare texts (POWER_TEXTS 'Anti-Matter'); no Eon Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

AntiMatter.pulsar_pro = (
    "For the rest of the challenge your opponent's allies' tokens are added to his total "
    "(seed 004)."
)
AntiMatter.pulsar_con = (
    "For the rest of the challenge, as Anti-Matter's opponent, the higher total wins for you as "
    "usual: Anti-Matter cannot make the lower total win against you (C-182)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("anti-matter", "anti-matter-flare")
def _anti_matter_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "anti-matter":
        return f"{seat} uses the Anti-Matter: the lower total wins this challenge."
    return f"{seat}'s Flare of the Anti-Matter cancels {say.card(entry.get('cancels'))}."


POWER: Final = AntiMatter
