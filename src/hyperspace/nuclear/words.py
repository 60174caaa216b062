"""The nuclear game's words (:class:`hyperspace.engine.words.Words`): its decisions and log in
sentences with cards by name, the result explained, and the rules text of every card.

The rules write each log entry's sentence themselves (its ``text``, naming cards by label: W500n);
here the labels become names. The special and ultimate cards' texts are their modules' "Card text"
paragraphs, beside their rules. Everything reads the seat's view.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Callable
from typing import Final

from hyperspace.engine.decision import Decision
from hyperspace.engine.words import Text, View, humane, listing, plural, sentence
from hyperspace.nuclear.specials import CARDS

LABEL: Final = re.compile(r"\b([MWPD])(\d+)([nb]?)\b|\b([SU])(\d{1,2})\b")
TYPES: Final = {"M": "missile", "P": "propaganda", "D": "defense"}
PICKS: Final = {"M": "a missile", "W": "a warhead", "P": "a propaganda card", "D": "a defense card"}


def card_name(label: str) -> str:
    """ "W500b" -> "500 biological warhead", "M200" -> "200 missile", "S6" -> "S6 (Warhead sold to
    terrorists)"."""
    match = LABEL.fullmatch(label)
    return _named(match) if match is not None else humane(label)


def _named(match: re.Match[str]) -> str:
    kind, value, bio, special, number = match.groups()
    if special:
        card = CARDS.get(f"{special}{number}")
        return f"{special}{number} ({card.name})" if card is not None else match.group(0)
    if kind == "W":
        return f"{value} {'biological' if bio == 'b' else 'nuclear'} warhead"
    return f"{value} {TYPES[kind]}"


def named(text: str) -> str:
    """Every card label in ``text`` by its name."""
    return LABEL.sub(_named, text)


# -- options --------------------------------------------------------------------------------------

VERBS: Final[dict[str, Callable[[str], str]]] = {
    "pick": lambda label: f"pick {PICKS.get(label, card_name(label))}",
    "prep": lambda label: f"prepare your {card_name(label)} (launch it next round)",
    "launch": lambda label: f"launch your prepped missile with the {card_name(label)}",
    "sublaunch": lambda label: f"launch from a submarine with your {card_name(label)}",
    "ufo": lambda label: f"launch the {card_name(label)} by UFO",
    "defense": lambda label: f"defend with your {card_name(label)} this round",
    "propaganda": lambda label: f"broadcast your {card_name(label)}",
    "give": lambda label: f"give away {card_name(label)}",
    "activate": lambda label: f"activate {card_name(label)}",
    "deactivate": lambda label: f"take the idle {card_name(label)} back into your hand",
    "discard": lambda label: f"throw away the active {card_name(label)}",
    "undo": lambda label: f"undo this turn's {card_name(label)}",
    "warhead": lambda label: f"use the {card_name(label)}",
    "add": lambda label: f"add the {card_name(label)} (MIRV)",
    "aws": lambda label: f"switch this round's action to your {card_name(label)}",
}
PLAIN: Final = {
    "pass": "pass",
    "done": "no more warheads",
    "confirm": "yes, go ahead",
    "back": "no, go back",
    "decline": "keep your action",
}


# The words of each option key but a target's, worded once: they read nothing of the view (the
# server words every decision's options for its seat's state; the keys are the decks' cards).
_WORDED: Final[dict[str, str]] = {}


def option_words(key: str, seen: View) -> str:
    verb, _, label = key.partition(":")
    if verb == "target":
        player = seen["players"][int(label)]
        population = player["population"]
        known = "unknown" if population is None else f"{population:,}"
        return f"{player['name']} (population {known})"
    words = _WORDED.get(key)
    if words is None:
        words = _WORDED[key] = (
            VERBS[verb](label) if verb in VERBS else PLAIN.get(key) or humane(key)
        )
    return words


# -- texts ----------------------------------------------------------------------------------------

BASIC_TEXTS: Final = (
    Text("Missile", "card", "Prepare it one round, launch it the next with a warhead.", "M"),
    Text("Warhead", "card", "Launched on a missile, it kills its yield in population.", "W"),
    Text("Propaganda", "card", "Takes its value in population from a player for you.", "P"),
    Text("Defense", "card", "Destroys an incoming missile of at most its value this round.", "D"),
)


def card_text(label: str) -> str:
    """A special or ultimate card's text: the "Card text" paragraph of its module."""
    card = CARDS[label]
    module = importlib.import_module(f"hyperspace.nuclear.specials.{_module_name(label)}")
    doc = module.__doc__ or _source_docstring(_module_name(label))
    text = doc.partition("Card text (paraphrased):")[2].partition("Source:")[0]
    return sentence(" ".join(text.split())) if text.strip() else f"{card.name}."


def _source_docstring(name: str) -> str:
    """The module's docstring read from its source file: the compiled build keeps no docstrings,
    and the sources are installed beside the compiled modules."""
    from importlib.resources import files

    source = files("hyperspace.nuclear.specials").joinpath(f"{name}.py").read_text("utf-8")
    return ast.get_docstring(ast.parse(source)) or ""


def _module_name(label: str) -> str:
    import pkgutil

    from hyperspace.nuclear import specials

    prefix = f"s{int(label[1:]):02d}_" if label[0] == "S" else f"u{label[1:]}_"
    return next(
        m.name for m in pkgutil.iter_modules(specials.__path__) if m.name.startswith(prefix)
    )


# -- the words ------------------------------------------------------------------------------------


class NuclearWords:
    """The nuclear game's :class:`~hyperspace.engine.words.Words`."""

    def prompt(self, decision: Decision, seen: View) -> str:
        if decision.kind == "aws":
            incoming = int((decision.context or {}).get("incoming", 0))
            attacks = plural(incoming, "incoming attack")
            return f"{attacks} this round. Switch your action to a defense card?"
        return named(decision.prompt) if decision.prompt else sentence(humane(decision.kind))

    def option(self, decision: Decision, key: str, seen: View) -> str:
        return option_words(key, seen)

    def entry(self, entry: View, seen: View) -> str:
        names = [str(p["name"]) for p in seen["players"]]
        if entry.get("kind") == "report":
            populations = entry.get("populations", {})
            shown = [f"{names[int(s)]} {pop:,}" for s, pop in populations.items()]
            return f"Populations: {listing(shown)}."
        text = sentence(named(str(entry.get("text") or humane(str(entry.get("kind"))))))
        if entry.get("kind") == "intel":
            details = [
                f"{names[int(seat)]} picked "
                f"{listing([card_name(c) for c in seen_.get('picked', [])])} and prepped "
                f"{card_name(seen_['prepped']) if seen_.get('prepped') else 'nothing'}"
                for seat, seen_ in entry.get("intel", {}).items()
            ]
            text += " " + sentence("; ".join(details))
        return text

    def important(self, entry: View) -> bool:
        return entry.get("kind") in ("damage", "terror", "propaganda", "eliminated", "game_over")

    def result(self, seen: View) -> list[str]:
        result = seen.get("result")
        if result is None:
            return [f"The game is not over: round {seen['round']}."]
        names = [str(p["name"]) for p in seen["players"]]
        scores = {int(s): n for s, n in result["scores"].items()}
        survivor = result["survivor"]
        lines = []
        for seat in result["winners"]:
            if seat == survivor:
                lines.append(f"{names[seat]} won as the last population standing.")
            else:
                lines.append(  # H-1: no survivor (or the round cap): the best score wins
                    f"{names[seat]} won with the best score, {scores[seat]:,} (twice the "
                    "population plus credit, less penalties)."
                )
        for player in seen["players"]:
            population = player["population"]
            known = "an unknown population" if population is None else f"population {population:,}"
            state = "" if player["alive"] else ", eliminated"
            lines.append(
                f"{player['name']} ended with {known}{state}, score {scores[player['seat']]:,}."
            )
        return lines

    def texts(self) -> list[Text]:
        kinds = {False: "special card", True: "ultimate card"}
        specials = [
            Text(card_name(label), kinds[card.is_ultimate], card_text(label), label)
            for label, card in CARDS.items()
        ]
        return [*BASIC_TEXTS, *specials]


WORDS: Final = NuclearWords()
