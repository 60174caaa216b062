"""Witch, the Power to Curse.

At the start of each of her own challenges Witch may lay a curse on one item of her list; it lasts
until she lays another. Her list: Edicts, Flares, and with the variants in play Kickers, Zodiac
cards, Prisoner Rulings, prisoners (seed 002) and Pulsars (seed 004 point 8). While a kind of card
is cursed nobody but Witch may play a card of that kind. While prisoners are cursed, Mobius Tubes
and Warp Break free the imprisoned tokens of the colours they free (seed 002). A curse binds only
while Witch has her power.

Source: no text of the power was found (POWER_TEXTS.md "Witch", LOW; the Fantasy Flight Witch is
another design). The seeds show a Witch who picks curses from a list of game elements: Prisoners
adds "curse affecting prisoners" to the list, and Mobius Tubes and Warp Break reach prisoners "when
the Witch curses them"; Pulsars add Pulsar cards as "a new option in Witch's list". The power is
reconstructed from these facts (C-431); the Flares are designed (C-432).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    immune,
    in_force,
    modifier,
    pro,
    put_in_force,
)
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

PRISONERS: Final = "prisoners"  # the curse affecting prisoners (seed 002)
CURSE: Final = "curse"  # power_data: the item cursed now ("" for none)
WILD: Final = "witch-wild"  # challenge.data: {seat: the kind of card his Wild Witch curses}
# The items of the list, each with the variant that brings it (None: always on the list).
ITEMS: Final[tuple[tuple[str, str | None], ...]] = (
    (cards.EDICT, None),
    (cards.FLARE, None),
    (cards.KICKER, "kickers"),
    (cards.ZODIAC, "zodiac"),
    (cards.RULING, "prisoners"),
    (PRISONERS, "prisoners"),  # seed 002
    (cards.PULSAR, "pulsars"),  # seed 004 point 8
)
NAMES: Final = {
    cards.EDICT: "Edicts",
    cards.FLARE: "Flares",
    cards.KICKER: "Kickers",
    cards.ZODIAC: "Zodiac cards",
    cards.RULING: "Prisoner Rulings",
    PRISONERS: "prisoners",
    cards.PULSAR: "Pulsars",
}


def witch_list(state: CosmicState) -> list[str]:
    """The items Witch may curse in this game."""
    return [item for item, variant in ITEMS if variant is None or variant in state.variants]


def cursed(state: CosmicState, seat: int) -> str:
    """The item ``seat`` (Witch) has cursed now, or ""."""
    return str(state.players[seat].power_data.get(CURSE, ""))


async def lay_curse(state: CosmicState, seat: int) -> None:
    """Witch names the item she curses from now on (or keeps her curse)."""
    now = cursed(state, seat)
    keys = ("keep", *(f"curse:{item}" for item in witch_list(state) if item != now))
    answer = await ask(Decision(seat, "witch-curse", keys, "Curse what?", {"cursed": now}))
    if answer == "keep":
        return
    item = answer.removeprefix("curse:")
    state.players[seat].power_data[CURSE] = item
    state.features["witch_curses"] += 1
    state.note("curse", {"seat": seat, "item": item})


def _her_challenge(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    return seat == state.offense or pro(state, Witch.name)  # the Pro: any challenge


class Witch(Power):
    name = "witch"
    title = "Witch"
    short = "Power to Curse"
    text = (
        "At the start of each of your challenges you may curse one item of your list (Edicts, "
        "Flares; with the variants, Kickers, Zodiac cards, Prisoner Rulings, prisoners, "
        "Pulsars) until you curse another. Nobody but you may play a card of a cursed kind; "
        "cursed prisoners are freed by Mobius Tubes and Warp Break with the Warp's tokens."
    )
    source = (
        "reconstructed (C-431) from seeds 002 and 004 (a list of curses); no text found "
        "(POWER_TEXTS 'Witch', LOW)"
    )

    @ability("start_of_challenge", can_use=_her_challenge, optional=True)
    async def curse(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "The Witch picks a curse from her list."
        await lay_curse(state, seat)

    @modifier("may_play_card")
    def cursed_cards(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # Nobody but Witch may play a card of a cursed kind (not the Con's holder).
        player, card = ctx
        if player == seat or immune(state, self.name, player):
            return value
        return value and cards.kind(card) != cursed(state, seat)

    @modifier("frees_prisoners")
    def cursed_prisoners(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # Mobius Tubes and Warp Break free prisoners "when the Witch curses them" (seed 002).
        return value or cursed(state, seat) == PRISONERS

    def public(self, state: CosmicState) -> dict[str, Any]:
        seat = state.power_seat.get(self.name)
        return {"curse": cursed(state, seat)} if seat is not None else {}


class WildWitch(Flare):
    """At any window, name a kind of card of Witch's list: for the rest of the challenge nobody
    but you may play a card of that kind (C-432)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "Name a kind of card: nobody but you may play one this challenge."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return state.challenge is not None and seat not in in_force(state, self)

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        kinds = [item for item in witch_list(state) if item != PRISONERS]
        keys = tuple(f"curse:{item}" for item in kinds)
        answer = await ask(Decision(seat, "witch-wild", keys, "Curse which kind of card?"))
        kind = answer.removeprefix("curse:")
        challenge.data.setdefault(WILD, {})[seat] = kind
        put_in_force(state, seat, self)
        state.features["witch_wild"] += 1
        state.note("curse", {"seat": seat, "item": kind, "wild": True})

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        if event != "may_play_card":
            return value
        player, card = ctx
        challenge = state.challenge
        assert challenge is not None
        return value and (player == seat or cards.kind(card) != challenge.data[WILD][seat])


class SuperWitch(Flare):
    """At any window, lay a new curse now (C-432)."""

    moments = frozenset({START, DESTINY, ALLIANCES, REVEAL})
    text = "At any window: lay a new curse now."

    async def play(self, state: CosmicState, seat: int) -> None:
        await lay_curse(state, seat)


Witch.flare = FlareSides(WildWitch(), SuperWitch(), "designed (C-432); no text found")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Witch.pulsar_pro = (
    "For the rest of the challenge you may lay a curse at the start of any challenge, not only "
    "your own (C-433)."
)
Witch.pulsar_con = "For the rest of the challenge Witch's curse does not bind you (C-433)."

# -- words (docs/architecture.md, "Words") -------------------------------------------------


def item_words(item: Any) -> str:
    return NAMES.get(str(item), "nothing")


@BOOK.entry("curse", important=True)
def _witch_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, item = say.name(entry.get("seat")), item_words(entry.get("item"))
    if entry.get("wild"):
        return f"{seat} curses {item} for this challenge (Wild Witch): nobody else may play them."
    if entry.get("item") == PRISONERS:
        return f"{seat} curses the prisoners: Mobius Tubes and Warp Break free them too."
    return f"{seat} curses {item}: nobody but {seat} may play them."


@BOOK.option("witch-curse", "witch-wild")
def _witch_option(decision: Decision, key: str, say: Say) -> str:
    if key == "keep":
        now = (decision.context or {}).get("cursed")
        return f"keep the curse on {item_words(now)}" if now else "curse nothing"
    return f"curse {item_words(key.removeprefix('curse:'))}"


@BOOK.prompt("witch-curse")
def _witch_prompt(decision: Decision, say: Say) -> str:
    return "What do you curse from now on?"


POWER: Final = Witch
