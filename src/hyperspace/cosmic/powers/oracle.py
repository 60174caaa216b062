"""Oracle, the Power of Foresight.

As a main player, Oracle makes its opponent choose his Challenge Card first and sees it; only then
does Oracle choose its own. The power is not optional.

Source: no Eon text was found. Secondhand (the designers' history at kenwhitman.com, via
POWERS.md): Oracle sees the opponent's card before choosing its own. The Fantasy Flight (2008)
text, base set, credited to Future Pastimes (POWER_TEXTS.md "Oracle", confidence MEDIUM, from the
aliens.json data of the Cosmic-Encounter-Bot repository), has the opponent play his card face up
first. C-44 follows the older wording: the card is shown to Oracle alone and stays face down for
everybody else until the reveal. Flares, FFG text (same source): Wild, as a main player before
the cards are chosen, shuffle your hand with your opponent's and take back at random as many cards
as you had, the opponent getting the rest; Super, as a main player, once you have seen your
opponent's card you may end the challenge instead of playing yours: he takes his card back, every
token in the challenge goes home, and play goes on as if a deal had been made (C-44).
"""

from __future__ import annotations

from collections.abc import Awaitable, Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    immune,
    pro,
    replacement,
    use_power,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

SUPER: Final = "oracle-super"  # challenge.data: the Super Flare is in force this challenge


async def foresee(state: CosmicState, seat: int) -> bool:
    """The opponent chooses first and Oracle sees his card; then Oracle chooses (or, with the
    Super Flare, ends the challenge: False)."""
    from hyperspace.cosmic.rules.challenge import (  # (import cycle)
        both_choose,
        card_decision,
        cards_ready,
        chosen,
        play_card,
    )

    challenge = state.challenge
    assert challenge is not None
    zapped = not await use_power(state, seat, Oracle.name)
    # A card played in the Cosmic Zap window may have cost a main player his last Challenge Card:
    # C-12 applies again, as when the cards are about to be chosen.
    if not await cards_ready(state):
        return False
    if zapped:  # the cards are chosen as usual
        await both_choose(state)
        return True
    other = challenge.opponent(seat)
    if pro(state, Oracle.name):  # the Oracle Pro: his whole hand first (C-171)
        hand = sorted(state.players[other].hand)
        state.note("oracle-sees-hand", {"seat": seat, "of": other}, {seat: {"hand": hand}})
    card = await chosen(state, other, await ask(card_decision(state, other)))  # (Negator)
    play_card(state, other, card)
    state.note("oracle-sees", {"seat": seat, "of": other}, {seat: {"card": card}})
    if challenge.data.get(SUPER):
        keys = ("play", "end")
        if await ask(Decision(seat, "oracle-end", keys, "End the challenge?")) == "end":
            end_as_a_deal(state, other)
            return False
    play_card(state, seat, await chosen(state, seat, await ask(card_decision(state, seat))))
    return True


def end_as_a_deal(state: CosmicState, other: int) -> None:
    """Super Oracle: the opponent takes his card back, every token in the challenge goes back to
    the base it came from, and the challenge counts as a deal made."""
    from hyperspace.cosmic.rules.resolution import DEAL, return_all  # (import cycle)

    challenge = state.challenge
    assert challenge is not None
    state.players[other].hand.append(challenge.cards.pop(other))
    return_all(state)
    challenge.outcome = DEAL
    state.note("oracle-ends", {"seat": challenge.opponent(other), "outcome": DEAL})


class Oracle(Power):
    name = "oracle"
    title = "Oracle"
    short = "Power of Foresight"
    text = (
        "As a main player, your opponent chooses his Challenge Card first and shows it to you; "
        "then you choose yours."
    )
    source = (
        "FFG text (base set, Future Pastimes; POWER_TEXTS 'Oracle', MEDIUM), shown to Oracle "
        "alone as in the designers' account (C-44); no Eon text"
    )

    @replacement("choose_cards")
    def first_the_opponent(self, state: CosmicState, seat: int, ctx: Any) -> Awaitable[bool] | None:
        challenge = state.challenge
        if challenge is None or not challenge.is_main(seat):
            return None
        if immune(state, self.name, challenge.opponent(seat)):  # the Oracle Con
            return None
        return foresee(state, seat)


class WildOracle(Flare):
    """As a main player before the cards are chosen: shuffle your hand with your opponent's, take
    back at random as many cards as you had; he gets the rest."""

    moments = frozenset({ALLIANCES})
    text = "Main player: shuffle both hands together; take back as many as you had at random."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and challenge.has_opponent(seat)

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        other = challenge.opponent(seat)
        mine, theirs = state.players[seat], state.players[other]
        count = len(mine.hand)
        pool = mine.hand + theirs.hand
        state.streams["oracle"].shuffle(pool)
        mine.hand, theirs.hand = pool[:count], pool[count:]
        state.note(
            "wild-oracle",
            {"seat": seat, "with": other, "cards": count},
            {seat: {"hand": sorted(mine.hand)}, other: {"hand": sorted(theirs.hand)}},
        )


class SuperOracle(SwitchFlare):
    """As a main player, after seeing your opponent's card, you may end the challenge as if a deal
    had been made (C-44)."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "After seeing your opponent's card you may end the challenge as if a deal were made."
    flag = SUPER
    kind = "super-oracle"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.is_main(seat)


Oracle.flare = FlareSides(WildOracle(), SuperOracle(), "FFG text (POWER_TEXTS 'Oracle')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Oracle.pulsar_pro = (
    "For the rest of the challenge, before your opponent chooses his card, you see his whole "
    "hand (C-171)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("oracle-sees", "oracle-sees-hand", "oracle-ends", "wild-oracle")
def _oracle_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "oracle-sees":
        card = f" ({say.card(entry['card'])})" if entry.get("card") else ""
        return f"{seat} sees {say.name(entry.get('of'))}'s Challenge Card first{card}."
    if kind == "oracle-sees-hand":  # the Oracle's Pulsar (C-171); the hand shown to him alone
        hand = f": {say.cards(entry['hand'])}" if "hand" in entry else ""
        return f"{seat} sees {say.name(entry.get('of'))}'s whole hand first (Oracle Pulsar){hand}."
    if kind == "oracle-ends":
        return f"{seat} ends the challenge as a deal."
    return f"{seat} trades hands with {say.name(entry.get('with'))} (Wild Oracle)."


@BOOK.option("oracle-end")
def _oracle_option(decision: Decision, key: str, say: Say) -> str:
    return "end the challenge as a deal" if key == "end" else "play a Challenge Card"


POWER: Final = Oracle
