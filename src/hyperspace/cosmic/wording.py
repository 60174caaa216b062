"""The registry of Cosmic Encounter's words, and how they name seats, planets, cards and terms.

A power, Edict, Ruling or variant module registers the words of its own decision kinds and log
entries in :data:`BOOK`, beside its rules::

    @BOOK.entry("trader-trade", important=True)
    def _trade(entry: View, say: Say) -> str: ...

:mod:`hyperspace.cosmic.words` (the game's :class:`~hyperspace.engine.words.Words`) dispatches by
kind. Everything here reads the seat's view only; titles of powers, Edicts and Rulings are public.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import commitment
from hyperspace.engine.words import Book, View, humane, listing, plural

BOOK: Final = Book()
SYSTEMS: Final = "ABCDEFGH"
ORDINALS: Final = ("", "first", "second", "third", "fourth")


def power_title(name: Any) -> str:
    """ "trader" -> "Trader"."""
    from hyperspace.cosmic.powers import POWERS

    power = POWERS.get(str(name))
    return power.title if power is not None else humane(str(name)).title()


def card_label(card: Any) -> str:
    """A card as players call it: "attack-8" -> "Attack 8", "flare-trader" -> "Flare of the
    Trader", Edicts and Rulings by title; "a card" when it is not known."""
    if card is None:
        return "a card"
    card = str(card)
    if card == "compromise":
        return "Compromise"
    head, _, tail = card.partition("-")
    if head == "attack":
        return f"Attack {tail}"
    if head == "edict":
        from hyperspace.cosmic.edicts import EDICTS

        edict = EDICTS.get(tail)
        return f"Edict {edict.title if edict is not None else humane(tail).title()}"
    if head == "flare":
        return f"Flare of the {power_title(tail)}"
    if head == "kicker":
        value = f"({tail})" if tail.startswith("-") else tail  # "Kicker x(-2)"
        return f"Kicker x{value}"  # (with additive Kickers the same card adds its value)
    if head == "zodiac":
        return f"Zodiac {tail.capitalize()}"
    if head == "pulsar":
        return f"Pulsar of the {power_title(tail)}"
    if head == "ruling":
        from hyperspace.cosmic.variants.prisoners.rulings import RULINGS

        ruling = RULINGS.get(tail)
        return f"Ruling {ruling.title if ruling is not None else humane(tail).title()}"
    return humane(card)


TERM_WORDS: Final = {
    "c": ("card", "cards"),
    "L": ("Lucre", "Lucre"),
    "W": ("token freed from the Warp", "tokens freed from the Warp"),
    "P": ("prisoner of the giver's choice", "prisoners of the giver's choice"),
}


NUMBERS: Final = dict(enumerate(("none", "one", "two", "three", "four", "five", "six", "seven")))


class Say:
    """Names for one seat's view: players by name ("you" for the seat itself where asked),
    planets in words, cards by name, proposals' terms in words."""

    def __init__(self, seen: View) -> None:
        self.seen = seen
        self.me: int | None = seen.get("seat")
        self.names = [str(p["name"]) for p in seen.get("players", ())]

    def name(self, seat: Any) -> str:
        """A seat's player by name (a colour is the player of that colour, C-550)."""
        try:
            index = int(seat)
        except (TypeError, ValueError):
            return humane(str(seat))
        owners = self.seen.get("colour_owner", ())
        if len(self.names) <= index < len(owners):
            index = int(owners[index])
        if 0 <= index < len(self.names):
            return self.names[index]
        return "nobody"

    def colour(self, colour: int) -> str:
        """A colour beyond a seat's own, by its owner and rank: "your second colour"; slaves by
        whose they were: "your slaves taken from B" (C-568)."""
        owners = list(self.seen.get("colour_owner", ()))
        owner = owners[colour] if colour < len(owners) else None
        whose = "your" if owner == self.me else f"{self.name(owner)}'s"
        of = self.seen.get("extra_colours", {}).get(str(colour), {}).get("of", colour)
        if of != colour:
            return f"{whose} slaves taken from {self.name(of)}"
        rank = owners[: colour + 1].count(owner) if owner is not None else 0
        ordinal = ORDINALS[rank] if rank < len(ORDINALS) else f"number {rank}"
        return f"{whose} {ordinal} colour"

    def many(self, seats: Any, empty: str = "nobody") -> str:
        """Several seats by name; a comma-separated text of seats works too."""
        if isinstance(seats, str):
            seats = [s for s in seats.split(",") if s.strip().isdigit()]
        return listing([self.name(s) for s in seats or ()], empty)

    def by_seat(self, counts: Mapping[str, Any]) -> str:
        """ "{"0": 7, "3": 2}" -> "A 7, D 2"."""
        return listing([f"{self.name(s)} {n}" for s, n in counts.items()])

    def card(self, card: Any) -> str:
        return card_label(card)

    def cards(self, cards: Any, empty: str = "no card") -> str:
        return listing([card_label(c) for c in cards or ()], empty)

    def power(self, name: Any) -> str:
        return power_title(name)

    def planet(self, key: Any) -> str:
        """ "C3" -> "C's planet 3" ("your planet 3" for the seat's own); other places in words."""
        key = str(key)
        if key == "card":
            return "your Zodiac card"
        if key in ("warp", "praw", "cone"):
            return f"the {key.capitalize()}"
        key, _, colour = key.partition("/")  # a token of another colour of his: "B3/5" (C-553)
        if len(key) == 2 and key[0] in SYSTEMS and key[1].isdigit():
            system = SYSTEMS.index(key[0])
            owners = self.seen.get("system_owner") or range(len(SYSTEMS))
            seat = owners[system] if system < len(owners) else system
            owner = "your" if seat == self.me else f"{self.name(seat)}'s"
            where = f"{owner} planet {key[1]}"
            if not colour.isdigit():
                return where
            named = self.colour(int(colour))  # a slave is one of them, a colour's token in it
            return f"{where}, one of {named}" if " slaves " in named else f"{where} in {named}"
        return humane(key)

    def mine(self, key: str) -> int:
        """How many of the seat's tokens are at ``key`` (a planet, or the Zodiac card)."""
        if self.me is None:
            return 0
        if key == "card":
            return int(self.seen["variants"]["zodiac"]["karma"][self.me])
        key, _, colour = key.partition("/")
        if colour:  # a colour beyond his own (C-553)
            extra = self.seen.get("extra_colours", {}).get(colour, {})
            return int(extra.get("planets", {}).get(key, 0))
        counts = self.seen.get("planets", {}).get(key)
        return int(counts[self.me]) if counts is not None else 0

    def holding(self, key: str) -> str:
        """A planet with who has tokens there: "B's planet 2 (A 1, B 4)"."""
        counts = self.seen.get("planets", {}).get(key)
        if counts is None:
            return self.planet(key)
        held = [f"{self.name(c)} {n}" for c, n in enumerate(counts) if n]
        return f"{self.planet(key)} ({', '.join(held) or 'empty'})"

    def token_from(self, key: str) -> str:
        """ "A1" -> "a token from your planet 1 (you have 3 there)"."""
        return f"a token from {self.planet(key)} (you have {self.mine(key)} there)"

    def commitment(self, key: str, whose: Any = None, way: str = "from") -> str:
        """Tokens committed at once (:mod:`hyperspace.cosmic.commitment`): "A1" -> "a token from
        your planet 1 (you have 3 there)", "2A1+B3" -> "3 tokens: two from your planet 1 (you
        have 3 there) and one from ..."; ``whose``: another player's tokens, picked (Butler);
        ``way`` "to" for tokens going back to bases (C-601)."""
        try:
            spread = commitment.parse(key)
        except commitment.Malformed:
            return "tokens that cannot be read"
        of = "" if whose is None else f" of {self.name(whose)}'s"
        total = sum(spread.values())
        if total == 0:
            return "no tokens"
        if total == 1:
            return f"a token{of} {way} {self._source(next(iter(spread)), whose)}"
        parts = [f"{NUMBERS.get(n, n)} {way} {self._source(u, whose)}" for u, n in spread.items()]
        return f"{plural(total, 'token')}{of}: {listing(parts)}"

    def _source(self, unit: str, whose: Any) -> str:
        if whose is None:
            return f"{self.planet(unit)} (you have {self.mine(unit)} there)"
        return f"{self.name(whose)}'s Zodiac card" if unit == "card" else self.holding(unit)

    def terms(self, text: str) -> str:
        """One side of a proposal, "2p1+1c+base" -> "2 of B's tokens, 1 card and a base"."""
        from hyperspace.cosmic.rules.proposals import Malformed, parse_terms, prisoner_colour

        try:
            terms = parse_terms(text)
        except Malformed:
            return "terms that cannot be read"
        parts = []
        for unit, count in terms.items():
            colour = prisoner_colour(unit)
            if colour is not None:
                parts.append(f"{count} of {self.name(colour)}'s tokens")
            elif unit == "base":
                parts.append("a base")
            else:
                parts.append(f"{count} {TERM_WORDS[unit][count != 1]}")
        return listing(parts)

    def proposal(self, key: str, proposer: Any = None) -> str:
        """ "give:1c/get:base" -> "you give 1 card; you get a base" (deals, exchanges)."""
        give, _, get = str(key).removeprefix("give:").partition("/get:")
        if proposer is None or proposer == self.me:
            return f"you give {self.terms(give)}; you get {self.terms(get)}"
        who = self.name(proposer)
        return f"{who} gives {self.terms(give)}; {who} gets {self.terms(get)}"

    def swap(self, key: str, proposer: Any = None) -> str:
        """ "swap:1/give:1p0/get:1p2" -> "to B: you give 1 of A's tokens; ..."."""
        holder, _, proposal = str(key).removeprefix("swap:").partition("/")
        return f"to {self.name(holder)}: {self.proposal(proposal, proposer)}"

    def tokens(self, count: Any) -> str:
        return plural(int(count), "token")

    def value(self, field: str, value: Any) -> str:
        """Any field of an entry in words, when its kind has no words of its own: seats by name,
        cards by name, counts by seat, lists spelled out."""
        if field in SEAT_FIELDS:
            return self.name(value)
        if isinstance(value, bool):
            return "yes" if value else "no"
        if value is None:
            return "none"
        if isinstance(value, Mapping):
            if field in SEATS_FIELDS or all(str(k).isdigit() for k in value):
                return self.by_seat({str(k): self.value("", v) for k, v in value.items()})
            return listing([f"{humane(str(k))} {self.value('', v)}" for k, v in value.items()])
        if isinstance(value, (list, tuple)):
            if field in SEATS_FIELDS:
                return self.many(value)
            return listing([self.value("", v) for v in value], "none")
        if isinstance(value, str):
            return (
                self.planet(value)
                if value[:1] in SYSTEMS and len(value) == 2
                else card_label(value)
            )
        return str(value)

    def fields(self, entry: View) -> str:
        """An entry's fields in words (the last resort of an entry kind without words)."""
        shown = [
            f"{humane(key)} {self.value(key, value)}"
            for key, value in entry.items()
            if key not in ("kind", "round", "text")
        ]
        return "; ".join(shown)


SEAT_FIELDS: Final = frozenset(
    {"seat", "offense", "defense", "winner", "from", "by", "of", "with", "watches", "to",
     "target", "victim", "owner", "holder", "player", "giver", "receiver", "colour", "raider"}
)  # fmt: skip
SEATS_FIELDS: Final = frozenset({"winners", "seats", "between", "colours", "cancelled", "players"})


def generic_entry(entry: View, say: Say) -> str:
    """A log entry of a kind without words of its own: its name, then its fields in words."""
    kind = humane(str(entry.get("kind", "")))
    details = say.fields(entry)
    return f"{kind.capitalize()}: {details}." if details else f"{kind.capitalize()}."


def generic_option(decision: Any, key: str, say: Say) -> str:
    """An option of a decision without words of its own: seats, planets and cards by name."""
    verb, _, tail = key.partition(":")
    if verb in ("player", "seat", "target", "to", "from") and tail.isdigit():
        return say.name(tail)
    if key in say.seen.get("planets", {}):
        return say.holding(key)
    if key in ("pass", "done", "skip", "none"):
        return {"pass": "pass", "done": "no more", "skip": "skip it", "none": "none"}[key]
    if key in ("use", "yes"):
        return "yes"
    if key in ("decline", "no"):
        return "no"
    return card_label(key) if not tail else f"{humane(verb)} {say.value('', tail)}"


def seat_of(text: str, sep: str = ":") -> int:
    """The seat number after ``sep`` in an option key ("player:2" -> 2)."""
    return int(text.rpartition(sep)[2])


__all__ = ["BOOK", "Say", "card_label", "generic_entry", "generic_option", "power_title"]


# When a card or power may be played, in words (the moments of the challenge and the powers'
# events); an event not listed reads as its name.
MOMENTS: Final = {
    "start": "at the start of the challenge",
    "destiny": "now that the defense is known",
    "alliances": "now that alliances are made",
    "reveal": "now that the cards are face up",
    "deal": "now that a deal is made",
    "resolved": "now that the challenge is resolved",
    "between": "between challenges",
    "start_of_challenge": "at the start of the challenge",
    "destiny_determined": "now that destiny is known",
    "launched": "now that the offense has launched",
    "alliances_made": "now that alliances are made",
    "before_cards": "before Challenge Cards are chosen",
    "cards_chosen": "now that Challenge Cards are chosen",
    "end_of_challenge": "at the end of the challenge",
    "challenge_over": "now that the challenge is over",
    "cards_discarded": "now that the cards are discarded",
    "cards_gained": "as a player gains cards",
    "tokens_lost": "as tokens are lost",
    "tokens_lost_first": "as tokens are lost",
    "tokens_to_warp": "as tokens go to the Warp",
    "regroup_chosen": "as the offense regroups",
    "game_start": "at the start of the game",
    "discarded": "as cards are discarded",
    "new_hand": "as a new hand is drawn",
    "edict_played": "as an Edict is played",
    # Moments the powers and variants name (abilities and Flares answer them).
    "assassination": "as the Assassin strikes",
    "catharsis": "as the Vacuum drags tokens along",
    "defeated": "as a player is defeated",
    "destiny_card": "as the Destiny card is turned up",
    "destiny_colour": "as the Destiny card's colour is decided",
    "destiny_flipped": "as a Destiny card is turned up",
    "game_won": "as the game is won",
    "healing": "as the Healer heals",
    "held_back": "as Challenge Cards are held back",
    "karma_taken": "as a token is taken for Karma",
    "lucre_paid": "as Lucre is paid",
    "prisoners_freed": "as prisoners are freed",
    "siren_won": "as the Siren wins",
    "stack_to_warp": "as a Fungus stack goes to the Warp",
    "time_travel": "as Chronos travels in time",
    "tokens_freed": "as tokens are freed",
    "tokens_imprisoned": "as tokens are taken prisoner",
    "will_choosing": "as the Will chooses",
    "freeing": "now that tokens are freed",
    "deal_free_tokens": "as a deal frees tokens from the Warp",
    "deal_prisoners": "as a deal hands over prisoners",
}


def moment(event: Any) -> str:
    """ "cards_chosen" -> "now that Challenge Cards are chosen"."""
    return MOMENTS.get(str(event), f"at this point ({humane(str(event))})")
