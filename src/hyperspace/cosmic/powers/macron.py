"""Macron, the Power of Mass.

Macron may commit only one token to a challenge, as the offense or as an ally. Each Macron token in
a challenge counts four, not one, in its side's total: the one it launched or sent as an ally,
and, when Macron defends, every token it has on the planet. The power is used at the reveal: a
Cosmic Zap there leaves each Macron token worth one. For consolation and defensive rewards each
Macron token counts one, as any token does.

Source: no Eon text was found. The power is the Fantasy Flight (2008) text with its errata (base
set, Future Pastimes; POWER_TEXTS.md "Macron", MEDIUM: aliens.json of Cosmic-Encounter-Bot, the
WARP FAQ), read the older way as AMB-W03 rules: one token, worth 4 in totals, used at the reveal
(a Zap there makes the tokens worth 1), worth 1 for consolation and rewards (Gerald Katz, "Power
Of The Day"). The Flares are the Fantasy Flight texts (no Eon Flare text was found): Wild, as a
main player or ally whose side revealed an Attack card, add one for each of your own tokens in the
challenge; Super, Macron may commit up to four tokens (the older Super Macron also lifted the
one-token limit, per the WARP Skill Tokens page); their timing is C-24. Seeds: a Macron token
counts 1 as Karma (Zodiac) and in prison (Prisoners), which is for those variants.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    in_force,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.powers.common import SwitchFlare, attacks_down, card_of, opponent_immune
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.hooks import Layer
from hyperspace.engine.words import agree

MASS: Final = "macron-mass"  # challenge.data: the power was used at the reveal (its tokens count 4)
SUPER: Final = "macron-super"  # challenge.data: the Super Flare lifts the one-token limit
PRO_TOKENS: Final = 2  # the Macron Pro: commit up to two tokens (C-168)
WORTH: Final = 4  # what a Macron token counts in a total (AMB-W03)


def tokens_in_challenge(state: CosmicState, seat: int) -> int:
    """``seat``'s tokens in the challenge: in the Cone, at the defensive end, and, for the defense,
    on the planet."""
    challenge = state.challenge
    if challenge is None:
        return 0
    count = len(challenge.cone.get(seat, ())) + len(challenge.defense_end.get(seat, ()))
    if seat == challenge.defense and challenge.planet is not None:
        count += state.tokens_on(challenge.planet, seat)
    return count


def side_card(state: CosmicState, seat: int) -> str | None:
    """The Challenge Card of the side ``seat`` is on (as a main player or an ally), once
    revealed."""
    challenge = state.challenge
    if challenge is None or not challenge.revealed or challenge.defense is None:
        return None
    if seat == challenge.offense or seat in challenge.offense_allies:
        main = challenge.offense
    elif seat == challenge.defense or seat in challenge.defense_allies:
        main = challenge.defense
    else:
        return None
    return card_of(state, main) if main in challenge.cards else None


def _may_use(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and not challenge.data.get(MASS)
        and attacks_down(state)
        and tokens_in_challenge(state, seat) > 0
    )


class Macron(Power):
    name = "macron"
    title = "Macron"
    short = "Power of Mass"
    text = (
        "You may commit only one token to a challenge, as offense or ally. Each of your tokens in "
        "a challenge counts 4 in your side's total (used at the reveal); for consolation and "
        "rewards each counts 1."
    )
    source = (
        "FFG text with errata (base set, Future Pastimes; POWER_TEXTS 'Macron', MEDIUM), read "
        "the older way per AMB-W03; no Eon text found"
    )

    @modifier("max_tokens", Layer.CAP)
    def one_token(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Macron may commit only one token, as offense or as an ally" (AMB-W03), unless the
        # Super Flare lifts the limit this challenge.
        challenge = state.challenge
        if ctx != seat or (challenge is not None and challenge.data.get(SUPER)):
            return value
        return min(value, PRO_TOKENS if pro(state, self.name) else 1)

    @ability("reveal", can_use=_may_use)
    async def mass(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Each Macron token counts four in the total" (AMB-W03): used at the reveal.
        assert state.challenge is not None
        state.challenge.data[MASS] = True
        state.note("macron", {"seat": seat, "tokens": tokens_in_challenge(state, seat)})

    @modifier("token_value", Layer.MULTIPLY)
    def worth_four(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        challenge = state.challenge
        if opponent_immune(state, self.name, seat):  # the Macron Con (C-185)
            return value
        if ctx == seat and challenge is not None and challenge.data.get(MASS):
            return value * WORTH
        return value


class WildMacron(Flare):
    """As a main player or ally whose side revealed an Attack card, after the reveal: add one to
    your side's total for each of your own tokens in the challenge."""

    moments = frozenset({REVEAL})
    text = "Main player or ally, your side revealed an Attack: +1 per token of yours in it."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        card = side_card(state, seat)
        return (
            card is not None
            and card != cards.COMPROMISE
            and tokens_in_challenge(state, seat) > 0
            and seat not in in_force(state, self)
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        put_in_force(state, seat, self)
        state.note("wild-macron", {"seat": seat, "tokens": tokens_in_challenge(state, seat)})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        # "+1 for each of your tokens in the challenge": each of them counts one more.
        return value + 1 if event == "token_value" and ctx == seat else value


class SuperMacron(SwitchFlare):
    """Macron may commit up to four tokens this challenge, as offense or ally (played before
    tokens are committed: at the start of the challenge or once the defense is known)."""

    moments = frozenset({START, DESTINY})
    text = "This challenge you may commit up to four tokens, as offense or ally."
    flag = SUPER
    kind = "super-macron"


Macron.flare = FlareSides(
    WildMacron(),
    SuperMacron(),
    "FFG Flare texts (POWER_TEXTS 'Macron'); the Super agrees with the older Super Macron (WARP "
    "Skill Tokens page); no Eon Flare text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Macron.pulsar_pro = "For the rest of the challenge you may commit up to two tokens (C-168)."
Macron.pulsar_con = (
    "For the rest of the challenge, as Macron's opponent, Macron's tokens count one each against "
    "you (C-185)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("macron", "wild-macron")
def _macron_entry(entry: Mapping[str, Any], say: Say) -> str:
    worth = "four each" if entry.get("kind") == "macron" else "one more each"
    return (
        f"{say.name(entry.get('seat'))}'s {say.tokens(entry.get('tokens', 0))} in the challenge "
        f"{agree(int(entry.get('tokens', 0)), 'counts', 'count')} {worth}."
    )


POWER: Final = Macron
