"""Proposals as structured answers: the key grammar shared by deals and the prisoner exchange,
its parser, and the form that judges a proposal against what each side may give (AMB-P08 second
amendment: a proposal is an answer with structure, not one of a pre-enumerated list).

A proposal key says what the proposer gives and what he gets::

    give:<terms>/get:<terms>        terms: "nothing", or items joined by "+"
    <n>p<colour>   n prisoners of that colour (the seat number of the tokens' owner)
    <n>c           n cards (drawn at random in an exchange; picked by the giver in a deal, C-6)
    <n>L           n Lucre
    base           a base (deals, at most one each way: AMB-B07)
    <n>W           n of the receiver's tokens freed from the Warp (deals, Zombie: C-25)
    <n>P           n prisoners the giver picks (deals, C-111)

for example ``give:2p1+1L/get:3c`` or ``give:1c/get:0c+base``. Counts of 0 are allowed and mean
nothing. Each item appears at most once a side. Named cards and prisoners without a colour are
recognised only to be refused with the seeds' reasons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.state import CosmicState

SIDES: Final = ("give", "get")
NOTHING: Final = "nothing"
BASE: Final = "base"


class Malformed(ValueError):
    """A proposal key that does not follow the grammar; the message says what is wrong."""


Terms = dict[str, int]
"""One side of a proposal: item unit ("p2", "c", "L", "base", "W", "P") -> count (above 0)."""


def parse(key: str) -> tuple[Terms, Terms]:
    """What the proposer gives and gets; Malformed with the reason for a key off the grammar."""
    give, sep, get = key.removeprefix("give:").partition("/get:")
    if not key.startswith("give:") or not sep:
        raise Malformed(f"{key!r} is not a proposal: write give:<terms>/get:<terms>")
    return parse_terms(give), parse_terms(get)


def parse_terms(text: str) -> Terms:
    """One side: "nothing" or items such as "2p1+3c+1L"."""
    terms: Terms = {}
    if text == NOTHING:
        return terms
    for part in text.split("+"):
        unit, count = _item(part)
        if unit in terms:
            raise Malformed(f"{part!r} repeats an item already named on the same side")
        terms[unit] = count
    return {unit: count for unit, count in terms.items() if count}


def _item(part: str) -> tuple[str, int]:
    if part == BASE:
        return BASE, 1
    if cards.is_card_name(part) or part.startswith(("attack-", "edict-", "flare-", "kicker-")):
        raise Malformed(  # seed 002: "offers of, or demands for, specific cards are not permitted"
            f"{part!r} names a specific card: a proposal may only say how many cards"
        )
    digits = len(part) - len(part.lstrip("0123456789"))
    count, unit = part[:digits], part[digits:]
    if not count:
        raise Malformed(f"{part!r} does not start with a number (write e.g. 2p1, 3c, 1L or base)")
    if unit in ("c", "L", "W", "P") or (unit[:1] == "p" and unit[1:].isdigit()):
        return unit, int(count)
    if unit == "p":
        raise Malformed(f"{part!r} does not say whose prisoners (write e.g. {count}p1)")
    raise Malformed(f"{part!r} is not an item: write <n>p<colour>, <n>c, <n>L, base, <n>W or <n>P")


def key_of(give: Terms, get: Terms) -> str:
    """The canonical key of a proposal (items in a fixed order)."""
    return f"give:{terms_key(give)}/get:{terms_key(get)}"


ORDER: Final = ("c", BASE, "L", "W", "P")  # after the prisoners by colour


def terms_key(terms: Terms) -> str:
    colours = sorted((u for u in terms if prisoner_colour(u) is not None), key=lambda u: int(u[1:]))
    order = colours + [u for u in ORDER if u in terms]
    parts = [BASE if u == BASE else f"{terms[u]}{u}" for u in order if terms[u]]
    return "+".join(parts) or NOTHING


def prisoner_colour(unit: str) -> int | None:
    """The colour of a "p<colour>" item, None for any other item."""
    return int(unit[1:]) if unit[:1] == "p" and unit[1:].isdigit() else None


class Field:
    """One counter of a proposal form: how many of ``unit`` ``side`` moves, 0 to ``most``."""

    __slots__ = ("label", "most", "side", "unit")

    def __init__(self, side: str, unit: str, label: str, most: int) -> None:
        self.side = side
        self.unit = unit
        self.label = label
        self.most = most

    def describe(self) -> dict[str, Any]:
        return {
            "name": f"{self.side}.{self.unit}",
            "side": self.side,
            "unit": self.unit,
            "label": self.label,
            "min": 0,
            "max": self.most,
        }


class Parties:
    """The two players of a proposal, and the players' names to speak of colours."""

    __slots__ = ("names", "other", "owners", "proposer")

    def __init__(self, state: CosmicState, proposer: int, other: int) -> None:
        self.proposer = proposer
        self.other = other
        self.names = [player.name for player in state.players]
        self.owners = list(state.colour_owner)

    def giver(self, side: str) -> int:
        return self.proposer if side == "give" else self.other

    def receiver(self, side: str) -> int:
        return self.other if side == "give" else self.proposer

    def colour(self, colour: int) -> str:
        """A colour in words: the player whose tokens they are (his second colour, C-550)."""
        owner = self.owners[colour]
        return f"{self.names[owner]}'s" + (" second" if colour != owner else "")


Unknown = Callable[[str, str], str]
"""Why an item (side, unit) may not appear in a proposal at all."""
Whole = Callable[[Terms, Terms], str | None]
"""Why an otherwise acceptable proposal (give, get) is refused as a whole; None if it is not."""


class ProposalForm:
    """The form (:class:`hyperspace.engine.decision.Form`) of a proposal between two parties: a
    counter per item either side may give, bounded by what the giver has; any item without a
    counter is refused with ``unknown``'s reason, and the whole with ``whole``'s. Deals, the
    prisoner exchange and the Prisoner Swap each give their own fields and reasons."""

    __slots__ = ("bounds", "fields", "parties", "unknown", "whole")

    def __init__(
        self, parties: Parties, fields: list[Field], unknown: Unknown, whole: Whole
    ) -> None:
        self.parties = parties
        self.fields = fields
        self.bounds = {(f.side, f.unit): f for f in fields}
        self.unknown = unknown
        self.whole = whole

    def describe(self) -> dict[str, Any]:
        return {
            "grammar": "give:<terms>/get:<terms>",
            "empty": NOTHING,
            "fields": [field.describe() for field in self.fields],
        }

    def refusal(self, key: str) -> str | None:
        try:
            give, get = parse(key)
        except Malformed as exc:
            return str(exc)
        return self.terms_refusal(give, get)

    def terms_refusal(self, give: Terms, get: Terms) -> str | None:
        beyond = self._beyond(give, get)
        if beyond is None:
            return self.whole(give, get)
        side, unit, count = beyond
        field = self.bounds.get((side, unit))
        if field is None:
            return self.unknown(side, unit)
        who = "you" if side == "give" else self.parties.names[self.parties.other]
        return f"{field.label}: {who} can give at most {field.most}, not {count}"

    def allows(self, give: Terms, get: Terms) -> bool:
        """:meth:`terms_refusal` is None, told without wording the reason (the suggestions
        random bots choose among are judged by the dozen)."""
        return self._beyond(give, get) is None and self.whole(give, get) is None

    def units(self, side: str) -> set[str]:
        """The units ``side`` may move at least one of (a counter above zero)."""
        return {
            field.unit for field in self.bounds.values() if field.side == side and field.most > 0
        }

    def _beyond(self, give: Terms, get: Terms) -> tuple[str, str, int] | None:
        """The first item (side, unit, count) without a counter or beyond it; None if none."""
        return self._side_beyond("give", give) or self._side_beyond("get", get)

    def _side_beyond(self, side: str, terms: Terms) -> tuple[str, str, int] | None:
        bounds = self.bounds
        for unit, count in terms.items():
            field = bounds.get((side, unit))
            if field is None or count > field.most:
                return side, unit, count
        return None
