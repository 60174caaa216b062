"""Each Cosmic Encounter power's words, catalogued for review: every sentence a power puts before
people in a few seeded games, one a line, in ``tests/cosmic/words/<power>.txt``.

The power sits at the first seat of four, its Flare (and, in the Pulsars game, its Pulsar) dealt
into a hand; every decision is answered at random from the game's seed. What a person would read
is taken through :data:`hyperspace.cosmic.words.WORDS` with the seat's own view, never the state:

* ``ask <kind>:`` and ``option <kind>:`` — the prompt and every option of each decision put to a
  seat that belongs to the power (below), as the asked seat reads them;
* ``log <kind>:`` — each log entry belonging to the power, as each seat that sees it reads it.

A kind belongs to the power when it is ``power:<name>``, starts with ``<name>-``, ``wild-<name>``
or ``super-<name>``, or with one of the power's own words listed in :data:`OWN_KINDS` (the kinds
its module asks and notes under another name). Of the rules' own kinds (no power's), a sentence
naming the power's title belongs to it (its Flare or Pulsar played, a Cosmic Zap of it, tokens lost
to it), and so do the decisions of the power's action under way: a decision of the rules' (a token
given up) asked after one of the power's own decisions and before its own log entry, with nothing
else logged between. Another power's sentences naming it stay in that power's catalogue.

``python -m hyperspace.golden --write`` rewrites the files with the golden playthroughs;
tests/cosmic/test_power_words.py compares them, one test per power.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hyperspace.cosmic import COSMIC, cards
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.view import view
from hyperspace.cosmic.words import WORDS
from hyperspace.engine.decision import Decision
from hyperspace.engine.driver import Driver
from hyperspace.engine.events import Event

WORDS_DIR = Path(__file__).resolve().parents[2] / "tests" / "cosmic" / "words"
PLAYERS = 4
SEAT = 0  # the catalogued power's seat
MAX_CHALLENGES = 60
# The other seats' powers, fixed so that a power added to the package changes no catalogue: game
# g takes the next three of this list (from 3g on) other than the catalogued power.
COMPANIONS = (
    "trader", "mind", "clone", "zombie", "oracle", "vulch",
    "macron", "filch", "empath", "loser", "pacifist", "negator",
)  # fmt: skip

# Kinds a power's module asks or notes under words of its own rather than its name.
OWN_KINDS: dict[str, tuple[str, ...]] = {
    "chronos": ("time-travel",),
    "cripple": ("crippled",),
    "delegator": ("delegate",),
    "demon": ("possession",),
    "disease": ("infection",),
    "extortionist": ("extortion",),
    "filth": ("fumigated",),
    "fungus": ("adhered", "stack-imprisoned"),
    "grudge": ("revenge",),
    "healer": ("healed",),
    "negator": ("negated",),
    "phantom": ("ghosts",),
    "philanthropist": ("power-lent",),
    "silencer": ("silenced",),
    "subversive": ("subverted",),
    "terrorist": ("bomb", "hostage"),
    "vacuum": ("catharsis",),
    "void": ("eradicated",),
    "witch": ("curse",),
    "wrack": ("torment",),
}


@dataclass(frozen=True)
class Game:
    """One catalogue game: its seed, the variants in play, and who is dealt the power's cards."""

    seed: int
    variants: tuple[str, ...] = ()
    holder: int = SEAT  # the seat dealt the power's Flare (another seat plays its Wild side)
    win_bases: int = 5  # fewer: shared wins come sooner (Sniveler's last challenge)
    lucre: bool = False  # on for every game of a power that needs it (C-486)

    def describe(self) -> str:
        held = "its own seat" if self.holder == SEAT else f"seat {self.holder + 1}"
        extra = f", variants {', '.join(self.variants)}" if self.variants else ""
        extra += f", {self.win_bases} foreign bases to win" if self.win_bases != 5 else ""
        extra += ", Lucre" if self.lucre else ""
        cards = "Flare and Pulsar" if "pulsars" in self.variants else "Flare"
        return f"seed {self.seed}{extra}, its {cards} dealt to {held}"


GAMES: tuple[Game, ...] = (
    Game(1),
    Game(2),
    Game(3, holder=1),
    Game(4, variants=("pulsars",)),
)


# Games of a power whose words the four above do not all reach (found by trying seeds).
EXTRA_GAMES: dict[str, tuple[Game, ...]] = {
    "negator": (Game(5, lucre=True),),  # Lucre spent: "buying tokens back with Lucre"
    "sniveler": (Game(25, win_bases=3),),  # two winners refuse to share: "sniveler-last"
    "terrorist": (Game(7, holder=1),),  # the Wild Terrorist loses: his hostages are executed
}


def games(power: str) -> tuple[Game, ...]:
    return GAMES + EXTRA_GAMES.get(power, ())


def companions(power: str, game: int) -> list[str]:
    others = [name for name in COMPANIONS if name != power]
    return [others[(3 * game + i) % len(others)] for i in range(PLAYERS - 1)]


def config(power: str, game: int) -> dict[str, Any]:
    """The game's settings: the power at seat 0, only the Flares of the powers in play, and every
    setting the power needs switched on (C-486)."""
    spec = games(power)[game]
    settings: dict[str, Any] = {
        "players": PLAYERS,
        "powers": [power, *companions(power, game)],
        "flares_per_player": 1,
        "max_challenges": MAX_CHALLENGES,
        "variants": list(spec.variants),
        "win_bases": spec.win_bases,
        "lucre": spec.lucre,
    }
    for need in POWERS[power].needs:
        settings[need] = True
    settings["setup"] = dealt(power, settings, spec)
    return settings


def dealt(power: str, settings: dict[str, Any], spec: Game) -> dict[str, Any]:
    """The set-up that puts the power's Flare (and Pulsar, in the Pulsars game) in
    ``spec.holder``'s hand: each changes place with one of his cards, from a hand or the deck."""
    state = COSMIC.new_state(settings, spec.seed)
    wanted = [cards.flare(power), cards.pulsar(power)]
    places = [p.hand for p in state.players] + [state.deck]
    for card in wanted:
        place = next((p for p in places if card in p), None)
        mine = places[spec.holder]
        if place is None or place is mine:
            continue  # not in play (no Flare, no Pulsars), or already his
        given = next(c for c in mine if c not in wanted)
        mine[mine.index(given)] = card
        place[place.index(card)] = given
    hands = {str(p.seat): list(p.hand) for p in state.players}
    return {"hands": hands, "deck": list(reversed(state.deck))}  # the deck from the top


def belongs(kind: str, power: str) -> bool:
    """Whether decisions or log entries of ``kind`` are the power's own."""
    if kind == f"power:{power}":
        return True
    heads = (power, f"wild-{power}", f"super-{power}", *OWN_KINDS.get(power, ()))
    return any(kind == head or kind.startswith(f"{head}-") for head in heads)


class Catalogue:
    """The sentences of one power collected from its games."""

    def __init__(self, power: str) -> None:
        self.power = power
        title = POWERS[power].title
        # A sentence names it by title, or by a cause in lower case: "to the Warp (wild terrorist)".
        self.named = re.compile(rf"\b{re.escape(title)}\b", re.IGNORECASE)
        # Words can name the power only where the decision or entry carries its name (a card
        # "flare-<name>", a "power" or "cause" field) or its title: the others need no view.
        self.name = re.compile(rf"(^|-){re.escape(power)}($|-)")
        self.title_text = title
        self.title_case = re.compile(rf"\b{re.escape(title)}\b")
        self.lines: set[str] = set()
        self.own: dict[str, bool] = {}  # kind -> whether it is the power's (memoized)
        self.generics: dict[str, bool] = {}  # kind -> whether it is no power's (memoized)
        # Generic decisions of the power's action under way: kept once its own entry follows.
        self.acting: list[tuple[Decision, dict[str, Any]]] | None = None

    def belongs(self, kind: str) -> bool:
        own = self.own.get(kind)
        if own is None:
            own = self.own[kind] = belongs(kind, self.power)
        return own

    def generic(self, kind: str) -> bool:
        """Whether ``kind`` is the rules' own, no power's (another power's sentences naming this
        one stay in that power's catalogue)."""
        mine = self.generics.get(kind)
        if mine is None:
            mine = self.generics[kind] = not any(belongs(kind, name) for name in POWERS)
        return mine

    def carries(self, data: Any) -> bool:
        """Whether any text in ``data`` (nested) is the power's name, a key holding it, or a text
        naming its title."""
        text = repr(data)
        return (self.power in text or self.title_text in text) and self._carries(data)

    def _carries(self, data: Any) -> bool:
        if isinstance(data, str):
            return self.name.search(data) is not None or self.title_case.search(data) is not None
        if isinstance(data, dict):
            return any(self._carries(k) or self._carries(v) for k, v in data.items())
        if isinstance(data, (list, tuple)):
            return any(self._carries(item) for item in data)
        return False

    def decision(self, decision: Decision, state: CosmicState) -> None:
        kind = decision.kind
        if self.belongs(kind):
            self._all_of(decision, view(state, decision.seat, since=None))
            self.acting = []
            return
        if not self.generic(kind):
            return  # another power's: in its own catalogue
        carried = (kind, decision.options, decision.prompt, decision.context)
        if self.acting is None and not self.carries(carried):
            return
        seen = view(state, decision.seat, since=None)
        if self.acting is not None:
            self.acting.append((decision, seen))
        self._add("ask", kind, [WORDS.prompt(decision, seen)], generic=True)
        options = (WORDS.option(decision, key, seen) for key in decision.options)
        self._add("option", kind, options, generic=True)

    def entries(self, log: list[Event], cursor: int, state: CosmicState) -> None:
        """The entries ``log[cursor:]`` as each seat that sees them reads them."""
        views: dict[int, dict[str, Any]] = {}
        for event in log[cursor:]:
            own = self.belongs(event.kind)
            if own and self.acting:
                for decision, seen in self.acting:
                    self._all_of(decision, seen)
            self.acting = None
            carried = (event.public, event.private)
            if not own and not (self.generic(event.kind) and self.carries(carried)):
                continue
            for seat in range(len(state.players)):
                part = event.seen_by(seat)
                if part is None:
                    continue
                if seat not in views:
                    views[seat] = view(state, seat, since=None)
                self._add("log", event.kind, [WORDS.entry(part, views[seat])], generic=not own)

    def _all_of(self, decision: Decision, seen: dict[str, Any]) -> None:
        kind = decision.kind
        self._add("ask", kind, [WORDS.prompt(decision, seen)])
        self._add("option", kind, (WORDS.option(decision, key, seen) for key in decision.options))

    def _add(self, what: str, kind: str, texts: Iterable[str], generic: bool = False) -> None:
        """Each of ``texts``; only those naming the power when the kind is not its own."""
        for text in texts:
            if not generic or self.named.search(text) is not None:
                self.lines.add(f"{what} {kind}: {text}")


def play(power: str, game: int, catalogue: Catalogue) -> None:
    """One catalogue game, random legal play from the game's seed; each decision put to a seat
    and each entry logged goes through ``catalogue``."""
    seed = games(power)[game].seed
    driver = Driver(COSMIC, config(power, game), seed)
    state: CosmicState = driver.state
    rng = random.Random(seed)
    cursor = 0
    while True:
        catalogue.entries(state.log, cursor, state)
        cursor = len(state.log)
        if driver.finished:
            return
        decision = driver.pending[0]
        catalogue.decision(decision, state)
        driver.submit(decision.seat, rng.choice(decision.options))


def header(power: str) -> list[str]:
    title = POWERS[power].title
    lines = [
        f"# The {title}'s words: every sentence it put before people in {len(games(power))} "
        f"games of {PLAYERS} players, the {title} at seat {SEAT + 1},",
        f"# random legal play from each seed, at most {MAX_CHALLENGES} challenges, one Flare a "
        "player (those of the powers in play).",
        "# ask/option <kind>: a decision's prompt and options as the asked seat reads them;",
        "# log <kind>: an entry as each seat seeing it reads it. Made by hyperspace.power_words;",
        "# rewrite: python -m hyperspace.golden --write, then review the diff.",
    ]
    for number, spec in enumerate(games(power)):
        others = ", ".join(companions(power, number))
        needs = "".join(f", {need} on" for need in POWERS[power].needs)
        lines.append(f"# game {number + 1}: {spec.describe()}{needs}; the others: {others}")
    return lines


def generate() -> dict[str, str]:
    """File name -> text, for every power."""
    return {file_name(power): catalogue(power) for power in sorted(POWERS)}


def catalogue(power: str) -> str:
    """The text of ``tests/cosmic/words/<power>.txt``."""
    collected = Catalogue(power)
    for game in range(len(games(power))):
        play(power, game, collected)
    return "\n".join(header(power) + sorted(collected.lines)) + "\n"


def file_name(power: str) -> str:
    return f"{power}.txt"
