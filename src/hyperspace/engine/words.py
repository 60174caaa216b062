"""Words: how a game says itself to people.

Every game provides a :class:`Words` (``Game.words``): the sentence for a decision's prompt, for
each of its options, for each log entry, the result, and the rules text of every card and power.
The front ends (the terminal, the server's JSON, replays, scenario reports) take every sentence
from there and keep only their layout. Words are built from a seat's view, never from the state,
so they cannot tell a seat what its view hides; they are used only by front ends, never by
simulations.

A game's words dispatch by kind through a :class:`Book`: a power, card or variant module writes
the words of its own decision kinds and log entries beside its rules and registers them, and the
game's words find them there. Nothing else needs editing when a power is added.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from hyperspace.engine.decision import Decision

View = Mapping[str, Any]


@dataclass(frozen=True)
class Text:
    """The rules text of one card, power, Flare, Edict, Ruling, variant... (public, fixed)."""

    name: str  # as players call it: "Trader", "Flare of the Trader", "S6 Terrorists"
    kind: str  # in words: "power", "Flare", "Edict", "special card"
    text: str
    key: str = ""  # how views and options name it ("trader", "flare-trader", "S6"), for clients

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "text": self.text, "key": self.key}


class Words(Protocol):
    """A game's words for people, each built from the view ``seen`` of the seat it is for."""

    def prompt(self, decision: Decision, seen: View) -> str:
        """What ``decision`` asks, as a sentence (with what the seat needs to know to answer)."""
        ...

    def option(self, decision: Decision, key: str, seen: View) -> str:
        """Option ``key`` of ``decision``, as the seat would say it (what moves where)."""
        ...

    def entry(self, entry: View, seen: View) -> str:
        """One log entry (as ``seen``'s seat sees it) as a sentence."""
        ...

    def important(self, entry: View) -> bool:
        """Whether the entry changes a player's position (front ends highlight it)."""
        ...

    def result(self, seen: View) -> list[str]:
        """Why each winner won and what each player ended with (or where an unfinished game
        stands)."""
        ...

    def texts(self) -> list[Text]:
        """The rules text of everything that can be in play."""
        ...


# -- the registry of words by kind ----------------------------------------------------------------

S = Any  # a game's own helper for naming seats, cards and places (its "say")
EntryWords = Callable[[View, S], str]
OptionWords = Callable[[Decision, str, S], str]
PromptWords = Callable[[Decision, S], str]


class Book:
    """The words of each decision kind and log entry kind of one game, registered by the module
    that owns the kind (a power beside its rules)."""

    def __init__(self) -> None:
        self.entries: dict[str, EntryWords] = {}
        self.options: dict[str, OptionWords] = {}
        self.prompts: dict[str, PromptWords] = {}
        self.important: set[str] = set()

    def entry(self, *kinds: str, important: bool = False) -> Callable[[EntryWords], EntryWords]:
        """Decorator: the sentence of log entries of ``kinds``; ``important`` ones are
        highlighted (they change a player's position)."""

        def register(words: EntryWords) -> EntryWords:
            for kind in kinds:
                self.entries[kind] = words
                if important:
                    self.important.add(kind)
            return words

        return register

    def option(self, *kinds: str) -> Callable[[OptionWords], OptionWords]:
        """Decorator: the label of an option of decisions of ``kinds``."""

        def register(words: OptionWords) -> OptionWords:
            for kind in kinds:
                self.options[kind] = words
            return words

        return register

    def prompt(self, *kinds: str) -> Callable[[PromptWords], PromptWords]:
        """Decorator: the prompt of decisions of ``kinds`` (else the rules' own prompt)."""

        def register(words: PromptWords) -> PromptWords:
            for kind in kinds:
                self.prompts[kind] = words
            return words

        return register


# -- small helpers for sentences ------------------------------------------------------------------


def listing(items: Sequence[str], empty: str = "nothing") -> str:
    """ "a", "a and b", "a, b and c"; ``empty`` for none."""
    if not items:
        return empty
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def plural(count: int, one: str, many: str | None = None) -> str:
    """ "1 token", "3 tokens"."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def agree(count: int, one: str, many: str) -> str:
    """The verb agreeing with a count: ``agree(1, "goes", "go")`` -> "goes"."""
    return one if count == 1 else many


SEPARATORS: Final = re.compile(r"[_-]+")


def humane(identifier: str) -> str:
    """An identifier in words, when nothing better is known: "cards_chosen" -> "cards chosen"."""
    return SEPARATORS.sub(" ", identifier).strip()


def sentence(text: str) -> str:
    """A capital first letter and a final stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?:" else text + "."


# -- what a person must never read ----------------------------------------------------------------

SNAKE: Final = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")  # snake_case: never English
KEBAB: Final = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b")  # kebab-case: English has some too
LITERAL: Final = re.compile(r"[{}\[\]]|\b(?:None|True|False|null|true|false)\b")
# "in:A1", "player:2": an option key's shape
KEY_LIKE: Final = re.compile(r"\b[A-Za-z]+:[A-Za-z0-9]")
SEAT_NUMBER: Final = re.compile(r"\bseats? -?\d", re.IGNORECASE)  # "seat 3": seats are named


def raw(
    text: str, keys: Sequence[str] = (), identifiers: frozenset[str] = frozenset()
) -> str | None:
    """Why ``text`` is not fit for a person (an empty text, an option key, a snake_case
    identifier, a kebab-case one with a digit or among the game's ``identifiers`` (its kinds and
    card ids: "failed-deal" is English, "force-field" an entry's kind), a JSON or Python literal,
    a seat number), or None when it reads as words."""
    if not text.strip():
        return "empty text"
    for key in keys:
        if len(key) > 2 and not key.isalpha() and key in text:
            return f"option key {key!r}"
    for pattern in (KEY_LIKE, SNAKE, LITERAL, SEAT_NUMBER):
        match = pattern.search(text)
        if match is not None:
            return f"raw text {match.group(0)!r}"
    for match in KEBAB.finditer(text):
        word = match.group(0)
        if word in identifiers or any(c.isdigit() for c in word):
            return f"identifier {word!r}"
    return None
