"""A commitment of tokens as one answer: the key grammar, and the form that judges a key.

A player putting tokens into the challenge (launching, allying, and the powers' own commitments)
names them all at once::

    <n><source>+<n><source>...      the count omitted when 1; "none" for no token at all

where a source is a token key of :func:`hyperspace.cosmic.tokens.token_key` ("A1", "B3/5" for a
token of a second colour, C-553) or ``card``, his place off the board (the Zodiac card, AMB-Z13):
"A1", "2A1+B3", "A1+card". Each source appears once; the tokens are taken in the order named.

What is legal (:class:`CommitForm`): between ``least`` and ``most`` tokens, never ``not_`` of
them (a number the Negator negated may not be chosen again), and from each source no more than
it may give now (:class:`Source`), nor more from one planet, of all of the player's colours,
than that planet may give (one token of his left on each base, AMB-B04, C-551). When these few
answers are at most :data:`LISTED` in number they are listed as the decision's options, with no
form; otherwise the form judges the answer and the options are :meth:`CommitForm.suggestions`.

Tokens going back to bases (C-601) and tokens given up (C-602) are named the same way, with
the form's ``verb`` "place" (the sources are then the places they go to) or "give up"; the
number is then fixed.
"""

from __future__ import annotations

from typing import Any, Final, Protocol

from hyperspace.cosmic.state import Planet

NONE: Final = "none"  # the key of a commitment of no token (only where none is allowed)
DECLINE: Final = "decline"  # an invited player's answer staying out of the challenge
LISTED: Final = 12  # at most this many legal answers are listed as options, each one (C-600)

Spread = dict[str, int]
"""The tokens of a commitment: how many from each source, in the order named."""


class Malformed(ValueError):
    """A key off the grammar; its message says why, in words."""


def parse(key: str) -> Spread:
    """The spread a key names; Malformed with the reason for a key off the grammar."""
    if key == NONE:
        return {}
    spread: Spread = {}
    for term in key.split("+"):
        digits = len(term) - len(term.lstrip("0123456789"))
        source = term[digits:]
        if not source:
            raise Malformed(f"{term!r} names no base: write e.g. A1, 2A1+B3 or A1+card")
        count = int(term[:digits]) if digits else 1
        if count < 1:
            raise Malformed(f"{term!r} takes no token: leave it out")
        if source in spread:
            raise Malformed(f"{source!r} is named twice: write it once, with its count")
        spread[source] = count
    return spread


def compose(spread: Spread) -> str:
    """The key of a spread (sources with no token left out)."""
    return "+".join([_term(n, unit) for unit, n in spread.items() if n > 0]) or NONE


def _term(count: int, unit: str) -> str:
    return unit if count == 1 else f"{count}{unit}"


class Source:
    """A place tokens may come from (or go to, in a placing form): its key (``unit``), the planet
    it is on (``place``, shared by the player's colours there, and ``slot``, that planet's rank in
    the form's ``room``; ``planet`` and ``colour`` for its words, ``planet`` None for the place off
    the board), and how many it may give or take (``most``) and its rank for the suggestions
    (``held``: they take from the source that holds most first, one token lowering it by one; a
    placing form gives minus the tokens there, so that they fill the emptiest first)."""

    __slots__ = ("colour", "held", "most", "place", "planet", "slot", "unit")

    def __init__(
        self,
        unit: str,
        place: str,
        slot: int,
        most: int,
        held: int,
        planet: Planet | None,
        colour: int,
    ) -> None:
        self.unit = unit
        self.place = place
        self.slot = slot
        self.most = most
        self.held = held
        self.planet = planet
        self.colour = colour


class Naming(Protocol):
    """Words for a commitment's sources (:func:`hyperspace.cosmic.tokens.commit_form` gives
    them), asked for only when a person reads the form or a refusal: the bots' commitments, most
    of them, are never worded."""

    def where(self, source: Source) -> str:
        """The planet (or place off the board) in words: "your planet 1"."""
        ...

    def label(self, source: Source) -> str:
        """The source itself: the place, and the colour when it is not the player's own."""
        ...


class CommitForm:
    """The form (:class:`hyperspace.engine.decision.Form`) of a commitment: a counter per source;
    ``room`` is how many tokens each planet may give, of all the player's colours together.
    ``verb``: what the player does with them, "commit", "place" (tokens going to the sources
    rather than coming from them, C-601) or "give up" (C-602)."""

    __slots__ = (
        "allowed",
        "least",
        "most",
        "naming",
        "not_",
        "room",
        "sources",
        "units",
        "verb",
    )

    def __init__(
        self,
        sources: list[Source],
        room: dict[str, int],
        least: int,
        most: int,
        not_: int,
        naming: Naming,
        verb: str = "commit",
    ) -> None:
        self.sources = sources
        self.verb = verb
        self.naming = naming
        self.units = {source.unit: source for source in sources}
        self.room = room
        self.least = least
        self.most = most
        self.not_ = not_
        self.allowed = [t for t in range(least, most + 1) if t != not_]

    def describe(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": "tokens",
            "grammar": "<n><source>+<n><source>...",
            "least": self.least,
            "most": self.most,
            "fields": [
                {"unit": s.unit, "label": self.naming.label(s), "min": 0, "max": s.most}
                for s in self.sources
            ],
        }
        if self.not_ >= 0:
            data["not"] = self.not_
        data["verb"] = self.verb
        return data

    def refusal(self, key: str) -> str | None:
        try:
            spread = parse(key)
        except Malformed as exc:
            return str(exc)
        return self.spread_refusal(spread)

    def spread_refusal(self, spread: Spread) -> str | None:
        """Why the tokens of ``spread`` may not be committed; None when they may."""
        for unit, count in spread.items():
            source = self.units.get(unit)
            if source is None:
                return f"{unit!r} is not a place you may take a token from now"
            if count > source.most:
                label, most = self.naming.label(source), tokens(source.most)
                if self.verb == "place":
                    return f"{label} may take only {most} now, not {count}"
                return f"{label} has only {most} you may take, not {count}"
        for place, count in self.taken(spread).items():
            if count > self.room[place]:
                where = self.naming.where(next(s for s in self.sources if s.place == place))
                return f"{where} has only {tokens(self.room[place])} you may take, of all colours"
        return self.total_refusal(sum(spread.values()))

    def total_refusal(self, total: int) -> str | None:
        if self.verb != "commit" and total != self.most:  # a number fixed by the rules
            return f"that is {tokens(total)}: {self.verb} {tokens(self.most)}"
        if total < self.least:
            return f"that is {tokens(total)}: commit at least {self.least}"
        if total > self.most:
            return f"that is {tokens(total)}: commit at most {self.most}"
        if total == self.not_:
            return (
                f"{tokens(total)} {'was' if total == 1 else 'were'} negated: choose another number"
            )
        return None

    def taken(self, spread: Spread) -> dict[str, int]:
        """How many tokens ``spread`` takes from each planet (of all the colours there)."""
        places: dict[str, int] = {}
        for unit, count in spread.items():
            place = self.units[unit].place
            places[place] = places.get(place, 0) + count
        return places

    def may_add(self, spread: Spread, unit: str) -> bool:
        """Whether one more token from ``unit`` stays within what the sources may give and the
        most (whatever the total then is)."""
        source = self.units[unit]
        if spread.get(unit, 0) >= source.most or sum(spread.values()) >= self.most:
            return False
        on_place = sum(n for u, n in spread.items() if self.units[u].place == source.place)
        return on_place < self.room[source.place]

    def totals(self) -> list[int]:
        """Every number of tokens he may commit, fewest first."""
        return self.allowed

    def suggestions(self) -> list[str]:
        """For each allowed total, the tokens taken one by one from the source with the most
        tokens left (the first in order on a tie): the first tokens of one greedy sequence."""
        sources = self.sources
        count = len(sources)
        room = list(self.room.values())  # what each planet may still give, by slot
        left = [s.most for s in sources]  # what each source may still give
        held = [s.held for s in sources]  # and still holds
        taken = [0] * count
        terms = [""] * count  # each source's term of the key ("" while none is taken)
        keys = [NONE] if self.allowed and self.allowed[0] == 0 else []
        for total in range(1, self.most + 1):
            best, most = -1, 0
            for i in range(count):
                # The fullest first: a planet's room is looked up only for a fuller source.
                if (best < 0 or held[i] > most) and left[i] > 0 and room[sources[i].slot] > 0:
                    best, most = i, held[i]
            if best < 0:
                break
            source = sources[best]
            taken[best] = taken[best] + 1  # (``x[i] += 1`` is a generic, boxed addition)
            left[best] = left[best] - 1
            held[best] = held[best] - 1
            room[source.slot] = room[source.slot] - 1
            terms[best] = _term(taken[best], source.unit)  # the one term that changed
            if total != self.not_ and total >= self.least:
                keys.append("+".join([term for term in terms if term]))
        return keys

    def count(self) -> int:
        """How many legal answers there are: the ways to take each allowed total, planet by
        planet (each within its room), multiplied out as polynomials in the number taken."""
        places: dict[str, list[int]] = {}
        for source in self.sources:  # the ways to take n tokens from each planet
            here, one = places.get(source.place), [1] * (source.most + 1)
            room = self.room[source.place]
            places[source.place] = one if here is None else _times(here, one, room)
        ways = [1]
        for here in places.values():
            ways = _times(ways, here, self.most)
        return sum(ways[t] for t in self.totals() if t < len(ways))

    def answers(self, limit: int) -> list[str] | None:
        """Every legal key (fewest tokens first; within a number, the most from the first
        sources first), or None when there are more than ``limit``."""
        places = len(self.room)  # one token from each of t planets: a few answers at least
        if _fewest(places, self.allowed) > limit or self.count() > limit:
            return None
        keys: list[str] = []
        taken = [0] * len(self.sources)  # by source
        on_place = [0] * places  # by slot
        room = list(self.room.values())
        for total in self.totals():
            self._spreads(0, taken, on_place, room, total, keys)
        return keys

    def _spreads(
        self,
        index: int,
        taken: list[int],
        on_place: list[int],
        room: list[int],
        left: int,
        keys: list[str],
    ) -> None:
        """Adds to ``keys`` every spread taking ``left`` more tokens from the sources from
        ``index`` on (the most from the first first), ``taken`` from each source before it and
        ``on_place`` from each planet (by slot), each planet within its ``room``."""
        sources = self.sources
        if left == 0:
            terms = [_term(taken[i], sources[i].unit) for i in range(index) if taken[i]]
            keys.append("+".join(terms) or NONE)
            return
        if index == len(sources):
            return
        source = sources[index]
        slot = source.slot
        most = max(0, min(left, source.most, room[slot] - on_place[slot]))
        for count in range(most, -1, -1):
            taken[index] = count
            on_place[slot] = on_place[slot] + count
            self._spreads(index + 1, taken, on_place, room, left - count, keys)
            on_place[slot] = on_place[slot] - count
        taken[index] = 0


def _fewest(places: int, totals: list[int]) -> int:
    """The sum of ``comb(places, t)`` over ``totals`` (ascending): the ways to take one token
    from each of t planets, each binomial found from the one before (no call a total)."""
    ways, t, ways_t = 0, 0, 1  # ways_t: comb(places, t)
    for total in totals:
        while t < total:
            t += 1
            ways_t = ways_t * (places - t + 1) // t
        ways += ways_t
    return ways


def _times(a: list[int], b: list[int], most: int) -> list[int]:
    """The product of two polynomials (coefficients by power), without powers above ``most``."""
    size = min(len(a) + len(b) - 1, most + 1)
    product = [0] * size
    for i in range(min(len(a), size)):  # by index: no slice made, no boxed ``+=``
        x = a[i]
        for j in range(min(len(b), size - i)):
            product[i + j] = product[i + j] + x * b[j]
    return product


def tokens(count: int) -> str:
    return f"{count} token" + ("" if count == 1 else "s")


class AllianceForm:
    """The form (:class:`hyperspace.engine.decision.Form`) of an ally's answer (C-604):
    "<side>:<tokens>", the tokens judged by that side's commitment form, or "decline" where he
    may. Described as groups of counters, one group a side, as a Judge's fiat is."""

    __slots__ = ("forms", "may_decline")

    def __init__(self, forms: dict[str, CommitForm], may_decline: bool = True) -> None:
        self.forms = forms
        self.may_decline = may_decline

    def describe(self) -> dict[str, Any]:
        fields = [
            {"name": f"{side}.{source.unit}", "group": side, "side": side, "unit": source.unit,
             "label": form.naming.label(source), "min": 0, "max": source.most,
             "question": f"How many tokens from {form.naming.label(source)} for the {side}?"}
            for side, form in self.forms.items()
            for source in form.sources
        ]  # fmt: skip
        return {"kind": "grouped", "grammar": self._grammar(), "joiner": "/", "empty": DECLINE,
                "submit": "Join", "fields": fields}  # fmt: skip

    def _grammar(self) -> str:
        return " or ".join(f"{side}:<tokens>" for side in self.forms)

    def refusal(self, key: str) -> str | None:
        if key == DECLINE:
            return None if self.may_decline else "you may not stay out now: join a side"
        side, colon, tokens = key.partition(":")
        if ":" in tokens:  # a second group, "offense:A1/defense:A2" (a token key has no colon)
            return "join one side only"
        form = self.forms.get(side)
        if form is None or not colon:
            other = ", or decline" if self.may_decline else ""
            return (
                f"{side!r} is not a side you may join with tokens: write {self._grammar()}{other}"
            )
        return form.refusal(tokens)
