"""Cosmic Encounter on the command line: the board, readable option labels, the log as sentences,
the summary of a simulation, the benchmark table and the list of powers.

Everything shown of a game comes from the seat's view (:mod:`hyperspace.cosmic.view`); the power
and Edict names and texts come from their classes (public, fixed information).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from hyperspace.cli_common import View, counted, rates_table
from hyperspace.cosmic.rules.proposals import Malformed, parse_terms, prisoner_colour
from hyperspace.engine.decision import Decision

COLOURS = ("red", "blue", "green", "yellow", "magenta", "cyan")
SYSTEMS = "ABCDEF"
OUTCOME_NAMES = {
    "offense": "offense wins",
    "defense": "defense wins",
    "deal": "deals",
    "no-deal": "failed deals",
    "none": "no outcome",
}


# -- cards, powers, terms -------------------------------------------------------------------------


def power_title(name: str | None) -> str:
    if name is None:
        return "-"
    from hyperspace.cosmic.powers import POWERS

    power = POWERS.get(name)
    return power.title if power is not None else name


def card_label(card: str, detail: bool = False) -> str:
    """ "attack-8" -> "Attack 8"; Edicts and Flares by title (with the Edict's text if
    ``detail``)."""
    if card == "compromise":
        return "Compromise"
    head, _, tail = card.partition("-")
    if head == "attack":
        return f"Attack {tail}"
    if head == "edict":
        from hyperspace.cosmic.edicts import EDICTS

        edict = EDICTS.get(tail)
        if edict is None:
            return f"Edict {tail}"
        return f"Edict {edict.title}" + (f": {edict.text}" if detail else "")
    if head == "flare":
        return f"Flare of the {power_title(tail)}"
    if head == "kicker":
        return f"Kicker x{tail}"  # (with additive Kickers the same card adds its value)
    if head == "zodiac":
        return f"Zodiac {tail.capitalize()}"
    if head == "pulsar":
        return f"Pulsar of the {power_title(tail)}"
    if head == "ruling":
        from hyperspace.cosmic.variants.prisoners.rulings import RULINGS

        ruling = RULINGS.get(tail)
        return f"Ruling {ruling.title}" + (f": {ruling.text}" if detail else "") if ruling else card
    return card


def _terms(key: str, plain: Sequence[str] = ()) -> str:
    """One side of a proposal, "2p1+1c+base" -> "2 of B's tokens, 1 card and a base"."""
    try:
        terms = parse_terms(key)
    except Malformed:
        return key
    parts = []
    for unit, count in terms.items():
        colour = prisoner_colour(unit)
        if colour is not None:
            owner = plain[colour] if colour < len(plain) else f"colour {colour}"
            parts.append(f"{count} of {owner}'s tokens")
        elif unit == "base":
            parts.append("a base")
        else:
            parts.append(f"{count} {TERM_WORDS[unit][count != 1]}")
    if not parts:
        return "nothing"
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]


TERM_WORDS = {
    "c": ("card", "cards"),
    "L": ("Lucre", "Lucre"),
    "W": ("token freed from the Warp", "tokens freed from the Warp"),
    "P": ("prisoner of the giver's choice", "prisoners of the giver's choice"),
}


def deal_label(key: str, proposer: str = "you", plain: Sequence[str] = ()) -> str:
    """ "give:1c/get:base" -> "you give 1 card; you get a base" (deals and exchanges)."""
    give, _, get = key.removeprefix("give:").partition("/get:")
    verb = ("give", "get") if proposer == "you" else ("gives", "gets")
    return f"{proposer} {verb[0]} {_terms(give, plain)}; {proposer} {verb[1]} {_terms(get, plain)}"


def swap_label(key: str, plain: Sequence[str], proposer: str = "you") -> str:
    """ "swap:1/give:1p0/get:1p2" -> "to B: you give 1 of A's tokens; you get 1 of C's tokens"."""
    holder, _, proposal = key.removeprefix("swap:").partition("/")
    to = plain[int(holder)] if holder.isdigit() and int(holder) < len(plain) else holder
    return f"to {to}: {deal_label(proposal, proposer, plain)}"


def _seats(text: str) -> list[int]:
    return [int(s) for s in text.split(",") if s.strip().isdigit()]


# -- the log --------------------------------------------------------------------------------------

SEAT_FIELDS = ("seat", "offense", "defense", "winner", "from", "by", "of", "with", "watches")
SEATS_FIELDS = ("winners", "seats", "between", "colours")


class Names:
    """Players' names (coloured for the terminal, or plain)."""

    def __init__(self, names: Sequence[str], colour: bool = True) -> None:
        self.plain = list(names)
        self.colour = colour

    def __call__(self, seat: Any) -> str:
        try:
            index = int(seat)
        except (TypeError, ValueError):
            return escape(str(seat))
        if not 0 <= index < len(self.plain):
            return escape(str(seat))
        name = escape(self.plain[index])
        return f"[{COLOURS[index % len(COLOURS)]}]{name}[/]" if self.colour else name

    def many(self, seats: Sequence[Any]) -> str:
        return ", ".join(self(s) for s in seats) or "nobody"


def _generic(part: View, name: Names) -> str:
    """A log entry of a kind this module does not know (a power's): its fields, seats named."""
    fields = []
    for key, value in part.items():
        if key in ("kind", "round"):
            continue
        if key in SEAT_FIELDS:
            fields.append(f"{key} {name(value)}")
        elif key in SEATS_FIELDS and isinstance(value, list):
            fields.append(f"{key} {name.many(value)}")
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            fields.append(f"{key} {escape(', '.join(card_label(v) for v in value)) or '-'}")
        elif isinstance(value, str):
            fields.append(f"{key} {escape(card_label(value))}")
        else:
            fields.append(f"{key} {escape(str(value))}")
    return f"{escape(str(part.get('kind')))}: " + "; ".join(fields)


def _proposal(part: View, name: Names) -> str:
    """The terms of a proposal, for the two players who may see them."""
    proposal = part.get("proposal")
    return f" ({escape(deal_label(str(proposal), 'proposer', name.plain))})." if proposal else "."


def format_event(part: View, name: Names) -> str:
    """One log entry as a sentence (rich markup: players' names are coloured)."""
    kind = part.get("kind")
    get = part.get
    texts: dict[str, Callable[[], str]] = {
        "challenge": lambda: (
            f"Challenge {'one' if get('number') == 1 else 'two'} of the turn: "
            f"{name(get('offense'))} is the offense."
        ),
        "destiny": lambda: f"Destiny: {name(get('colour'))}'s colour.",
        "cone": lambda: f"The Cone points at {get('planet')}; {name(get('defense'))} defends.",
        "launch": lambda: f"{name(get('seat'))} launches {get('tokens')} token(s).",
        "invitations": lambda: (
            f"Invited to the offense: {name.many(get('offense', []))}; "
            f"to the defense: {name.many(get('defense', []))}."
        ),
        "ally": lambda: (
            f"{name(get('seat'))} joins the {get('side')} with {get('tokens')} token(s)."
        ),
        "card-played": lambda: (
            f"{name(get('seat'))} plays a Challenge Card face down"
            + (f" ({card_label(str(get('card')))})." if get("card") else ".")
        ),
        "reveal": lambda: (
            "Cards revealed: "
            + ", ".join(f"{name(s)} {card_label(c)}" for s, c in get("cards", {}).items())
            + "."
        ),
        "kicker-played": lambda: (
            f"{name(get('seat'))} puts a Kicker face down"
            + (f" ({card_label(str(get('card')))})." if get("card") else ".")
        ),
        "kickers-revealed": lambda: (
            "Kickers revealed: "
            + ", ".join(f"{name(s)} {card_label(c)}" for s, c in get("kickers", {}).items())
            + "."
        ),
        "zodiac-played": lambda: (
            f"{name(get('seat'))} plays {card_label(str(get('card')))} on {name(get('target'))}"
            f" ({card_label(str(get('replaced')))} discarded)."
        ),
        "zodiac-draw": lambda: (
            f"{name(get('seat'))} draws {get('cards')} card(s)"
            + (f": {', '.join(map(card_label, get('drawn') or ()))}." if get("drawn") else ".")
        ),
        "karma-changes": lambda: (
            "Karma changes: "
            + (", ".join(f"{name(s)} {d:+d}" for s, d in get("changes", {}).items()) or "none")
            + "."
        ),
        "karma": lambda: (
            f"{name(get('seat'))}: Karma {get('change'):+d}"
            + (" (the card used as a base)." if get("card_as_base") else f" ({get('planet')}).")
        ),
        "karma-unchanged": lambda: f"{name(get('seat'))}: Karma unchanged (no move possible).",
        "spiritual-leader": lambda: (
            f"{name(get('seat'))} is the Spiritual Leader now."
            if get("seat") is not None
            else "There is no Spiritual Leader now."
        ),
        "totals": lambda: f"Totals: offense {get('offense')}, defense {get('defense')}.",
        "outcome": lambda: (
            f"{name(get('winner'))} wins as the offense and lands on {get('planet')}."
            if get("side") == "offense"
            else f"{name(get('winner'))} wins as the defense."
        ),
        "to-warp": lambda: (
            f"{name(get('colour'))}: {get('tokens')} token(s) to the Warp ({get('cause')})."
        ),
        "rewards": lambda: f"{name(get('seat'))} collects {get('count')} defensive reward(s).",
        "consolation": lambda: (
            f"{name(get('seat'))} takes {get('cards')} card(s) of consolation from "
            f"{name(get('from'))}"
            + (f": {', '.join(map(card_label, get('taken') or []))}." if get("taken") else ".")
        ),
        "deal-proposal": lambda: f"{name(get('seat'))} proposes a deal" + _proposal(part, name),
        "exchange-proposal": lambda: (
            f"{name(get('seat'))} proposes a prisoner exchange" + _proposal(part, name)
        ),
        "exchange-answer": lambda: f"{name(get('seat'))} answers: {get('answer')}.",
        "swap-offer": lambda: (
            f"{name(get('from'))} offers {name(get('to'))} a swap "
            f"({escape(swap_label(str(get('offer')), name.plain, 'proposer'))}): {get('answer')}."
        ),
        "deal-answer": lambda: f"{name(get('seat'))} answers: {get('answer')}.",
        "deal": lambda: f"Deal made between {name.many(get('between', []))}.",
        "no-deal": lambda: f"No deal: {name.many(get('seats', []))} lose three tokens each.",
        "regroup": lambda: f"{name(get('seat'))} brings a token back from the Warp to {get('to')}.",
        "new-hand": lambda: f"{name(get('seat'))} draws a new hand of {get('cards')} card(s).",
        "reshuffle": lambda: f"The discard pile becomes a new deck ({get('cards')} cards).",
        "win": lambda: f"{name.many(get('winners', []))} win(s) the game!",
        "capped": lambda: f"The game stops at the challenge cap ({get('challenges')}).",
        "play": lambda: (
            f"{name(get('seat'))} plays {card_label(str(get('card')))}"
            + (f" against {escape(card_label(str(get('against'))))}." if get("against") else ".")
        ),
        "cancelled": lambda: f"{card_label(str(get('card')))} is cancelled.",
        "zapped": lambda: f"{name(get('seat'))}'s power ({power_title(get('power'))}) is zapped.",
        "pulsar-pro": lambda: (
            f"{name(get('seat'))} plays his own {power_title(get('power'))} Pulsar: its Pro holds "
            "for this challenge."
        ),
        "pulsar-immunity": lambda: (
            f"{name(get('seat'))} plays the {power_title(get('power'))} Pulsar: that power cannot "
            "affect him this challenge."
        ),
        "pulsar-shut-off": lambda: (
            f"{name(get('seat'))} discards the {power_title(get('power'))} Pulsar: that power is "
            "off for this challenge."
        ),
        "pulsar-overridden": lambda: (
            f"The {power_title(get('power'))} Super Flare prevails: {name(get('seat'))}'s Pulsar "
            "has no effect and goes back to his hand."
        ),
        "pulsar-keeps-power": lambda: (
            f"{name(get('seat'))} discards his own {power_title(get('power'))} Pulsar to keep his "
            "power."
        ),
        "pulsar-zap": lambda: (
            f"{name(get('seat'))} ends the {power_title(get('power'))} Pulsar's shut-off."
        ),
        "freed": lambda: (
            f"{name(get('by'))} frees the tokens of {name.many(get('colours', []))} from the Warp."
        ),
        "plague": lambda: (
            f"Plague: {name(get('seat'))} loses {get('tokens')} token(s) and a card of each type."
        ),
        "force-field": lambda: (
            f"{name(get('seat'))}'s Force Field sends home "
            f"{name.many(_seats(str(get('cancelled', ''))))}."
        ),
        "quash": lambda: f"{name(get('seat'))} quashes the deal.",
        "praw": lambda: "Critical mass: every token in the Warp drops into the Praw.",
        "no-challenge-card": lambda: (
            f"{name(get('seat'))} has no Challenge Card: the challenge ends."
        ),
    }
    text = texts.get(str(kind))
    return text() if text is not None else _generic(part, name)


# -- option labels --------------------------------------------------------------------------------


class Labels:
    """Readable labels for the options of each decision kind, from the seat's view."""

    def __init__(self, name: Names, seen: View) -> None:
        self.name = name
        self.seen = seen
        self.me: int | None = seen.get("seat")

    def mine(self, planet: str) -> int:
        if planet == "card" and self.me is not None:  # the Zodiac card used as a base: Karma
            return int(self.seen["variants"]["zodiac"]["karma"][self.me])
        counts = self.seen["planets"].get(planet)
        return int(counts[self.me]) if counts is not None and self.me is not None else 0

    def planet(self, planet: str) -> str:
        counts = self.seen["planets"].get(planet)
        if counts is None:
            return planet
        held = [f"{self.name.plain[c]} {n}" for c, n in enumerate(counts) if n]
        return f"{planet} ({', '.join(held) or 'empty'})"

    def label(self, key: str, decision: Decision) -> str:
        kind = decision.kind
        plain = self.name.plain
        tail = key.partition(":")[2]
        fixed = {
            ("regroup", "skip"): "leave your tokens where they are",
            ("regroup", "lift"): "lift a token from the Praw into the Warp",
            ("own-colour", "flip-again"): "flip the Destiny Pile again",
            ("alliance", "decline"): "stay out of this challenge",
            ("second-challenge", "challenge"): "challenge again",
            ("second-challenge", "end-turn"): "end your turn",
            ("reward", "card"): "draw a card from the deck",
            ("reward", "lift"): "lift a token from the Praw into the Warp",
            ("deal-propose", "pass"): "propose nothing this time",
            ("prisoners-exchange", "pass"): "propose no exchange",
            ("prisoners-swap", "done"): "offer nothing this time",
            ("deal-answer", "accept"): "accept the deal",
            ("deal-answer", "reject"): "reject the deal",
            ("play-card", "pass"): "play nothing now",
            ("cancel-card", "pass"): "let it stand",
            ("cosmic-zap", "pass"): "let the power work",
            ("lucre-buy-token", "done"): "buy no (more) tokens",
            ("lucre-buy-card", "done"): "buy no (more) cards",
            ("lucre-buy-card", "buy"): "buy a card from the deck (1 Lucre)",
            ("empty", "warp"): "free every token in the Warp",
            ("empty", "praw"): "free every token in the Praw",
            ("kickers-play", "pass"): "play no Kicker",
        }
        if (kind, key) in fixed:
            return fixed[(kind, key)]
        challenge = self.seen.get("challenge") or {}
        if kind == "regroup":
            if tail == "cone":
                return "bring a token from the Warp straight into the Cone"
            return f"bring a token from the Warp to {tail} (you have {self.mine(tail)} there)"
        if kind == "own-colour":
            return f"challenge {plain[int(tail)]}'s base in your home system"
        if kind == "cone":
            return "point the Cone at " + self.planet(key)
        if kind in ("launch", "ally-token"):
            if key == "done":
                return "no more tokens"
            return f"a token from {key} (you have {self.mine(key)} there)"
        if kind == "invite":
            seats = [] if tail == "none" else _seats(tail)
            return "invite " + (", ".join(plain[s] for s in seats) or "nobody")
        if kind == "alliance":
            main = challenge.get(key)
            return f"join the {key}" + (f" ({plain[main]})" if isinstance(main, int) else "")
        if kind in ("challenge-card", "deal-card", "plague-discard"):
            return card_label(key)
        if kind in ("play-card", "cancel-card", "cosmic-zap"):
            return "play " + card_label(key, detail=True)
        if kind == "kickers-play":
            return "put down " + card_label(key)
        if kind == "zodiac-play":
            if key == "done":
                return "play no (more) Zodiac cards now"
            card, _, target = key.partition("@")
            return f"play {card_label(card)} on {plain[int(target)]} (you draw 2 cards)"
        if kind == "zodiac-karma-gain":
            return f"a token from {key} onto your Zodiac card (you have {self.mine(key)} there)"
        if kind in ("zodiac-karma-release", "zodiac-release"):
            return f"release a Karma token to {key} (you have {self.mine(key)} there)"
        if kind == "reward":
            return f"a token from the Warp to {tail} (you have {self.mine(tail)} there)"
        if kind in ("deal-propose", "prisoners-exchange"):
            return deal_label(key, plain=plain)
        if kind == "prisoners-swap" and key.startswith("swap:"):
            return swap_label(key, plain)
        if kind == "deal-base":
            return f"your new base: {self.planet(key)}"
        if kind == "deal-base-token":
            return f"move a token from {key} (you have {self.mine(key)} there)"
        if kind == "give-up-token":
            return f"lose a token from {key} (you have {self.mine(key)} there)"
        if kind == "return-token":
            return f"to {key} (you have {self.mine(key)} there)"
        if kind == "lucre-buy-token":
            return f"buy a token back to {tail} (1 Lucre)"
        if kind == "force-field":
            return "send home " + ", ".join(plain[s] for s in _seats(tail))
        if kind.startswith("power:"):
            title = power_title(kind.removeprefix("power:"))
            return f"use the {title}'s power" if key == "use" else "do not use it now"
        return self.guess(key)

    def guess(self, key: str) -> str:
        """Options of decisions this module does not know (a power's own): seats, planets and
        cards by name, anything else as it is."""
        verb, _, tail = key.partition(":")
        plain = self.name.plain
        if verb in ("player", "seat", "target") and tail.isdigit() and int(tail) < len(plain):
            return plain[int(tail)]
        if key in self.seen["planets"]:
            return self.planet(key)
        if (
            key.startswith(("attack-", "edict-", "flare-", "kicker-", "pulsar-"))
            or key == "compromise"
        ):
            return card_label(key)
        return key

    def context(self, decision: Decision) -> str | None:
        """What the decision's context tells (who played what, which power is used, a deal)."""
        context = decision.context or {}
        name = self.name
        if decision.kind == "cancel-card" and "card" in context:
            return (
                f"{name(context.get('player'))} just played "
                f"{escape(card_label(str(context['card'])))}."
            )
        if decision.kind == "cosmic-zap" and "power" in context:
            return (
                f"{name(context.get('player'))} is using the "
                f"{escape(power_title(context['power']))}'s power."
            )
        if decision.kind in ("deal-answer", "prisoners-exchange-answer") and "proposal" in context:
            proposer = name.plain[int(context.get("from", 0))]
            return f"{escape(deal_label(str(context['proposal']), proposer, name.plain))}."
        if decision.kind == "prisoners-swap-answer" and "offer" in context:
            proposer = name.plain[int(context.get("from", 0))]
            offer = swap_label(str(context["offer"]), name.plain, proposer)
            return f"{proposer} offers a swap {escape(offer)}."
        return None


# -- the board ------------------------------------------------------------------------------------


class CosmicPresenter:
    """Cosmic Encounter in the terminal (see :class:`hyperspace.cli_common.Presenter`)."""

    unit = "turn"

    def __init__(self, state: Any, seat: int | None, config: Mapping[str, Any]) -> None:
        from hyperspace.cosmic.view import view

        self._view = partial(view, state)
        first = self._view(None, since=None)
        self.name = Names([p["name"] for p in first["players"]])
        self.seat = seat
        self.praw = bool(config.get("praw"))
        self.lucre = bool(config.get("lucre"))
        self._turn = 0
        self._board_at: str | None = None  # the board last shown

    def view(self, seat: int | None, since: int | None) -> View:
        seen: View = self._view(seat, since=since)
        return seen

    def intro(self, console: Console, seat: int, seed: int, kinds: Mapping[int, str]) -> None:
        seen = self.view(seat, None)
        powers = [p["power"] for p in seen["players"]]
        others = ", ".join(
            f"{self.name(s)} ({k}, {escape(power_title(powers[s]))})" for s, k in kinds.items()
        )
        mine = f", power {escape(power_title(powers[seat]))}" if powers[seat] else ""
        console.print(
            f"[bold]Cosmic Encounter[/], seed {seed}. You are {self.name(seat)} (seat {seat}"
            f"{mine}); opponents: {others}. Five external bases win."
        )

    def log(self, console: Console, parts: Sequence[View]) -> None:
        for part in parts:
            if int(part.get("round", 0)) != self._turn:
                self._turn = int(part.get("round", 0))
                console.rule(f"Turn {self._turn}")
            style = "bold" if part.get("kind") in ("win", "outcome", "deal", "no-deal") else None
            console.print("  " + format_event(part, self.name), style=style)

    def after_bot(self, console: Console, shown: int) -> int:
        return shown

    def board(self, console: Console, seen: View, decision: Decision) -> None:
        """The whole board when it changed since it was last shown, then what this decision is
        about."""
        at = json.dumps({k: v for k, v in seen.items() if k not in ("log", "log_size")})
        if at != self._board_at:
            self._board_at = at
            for part in self.board_parts(seen):
                console.print(part)
        labels = Labels(self.name, seen)
        context = labels.context(decision)
        if context is not None:
            console.print(context)

    def board_parts(self, seen: View) -> list[Any]:
        return [
            systems_table(seen, self.name),
            players_table(seen, self.name, self.praw, self.lucre),
            *challenge_lines(seen, self.name),
            *zodiac_lines(seen, self.name),
            *prisoners_lines(seen, self.name),
            *hand_lines(seen),
        ]

    def label(self, key: str, decision: Decision, seen: View) -> str:
        return Labels(Names(self.name.plain, colour=False), seen).label(key, decision)

    def result(self, console: Console, seen: View) -> None:
        if not seen["over"]:
            console.print(
                f"The record ends before the game does (turn {seen['turn']}, "
                f"{seen['challenges']} challenges)."
            )
            return
        console.print(result_table(seen, self.name))


def systems_table(seen: View, name: Names) -> Table:
    """Each home system, its five planets and the tokens on them by player."""
    challenge = seen.get("challenge") or {}
    target = challenge.get("planet")
    table = Table(title="Planets", title_justify="left", caption="tokens by player; *: the target")
    table.add_column("System")
    for index in range(1, 6):
        table.add_column(str(index))
    for system in range(len(seen["players"])):
        letter = SYSTEMS[system]
        cells = []
        for index in range(1, 6):
            key = f"{letter}{index}"
            held = [f"{name(c)} {n}" for c, n in enumerate(seen["planets"][key]) if n]
            cells.append(("*" if key == target else "") + (" ".join(held) or "-"))
        table.add_row(f"{letter}: {name(system)}'s home", *cells)
    return table


def players_table(seen: View, name: Names, praw: bool, lucre: bool) -> Table:
    me = seen.get("seat")
    challenge = seen.get("challenge") or {}
    table = Table(title=f"Turn {seen['turn']}", title_justify="left")
    columns = ["Seat", "Player", "Power", "Hand", "Bases", "Home", "Warp"]
    columns += ["Praw"] * praw + ["Lucre"] * lucre + ["Role"]
    for column in columns:
        table.add_column(
            column, justify="left" if column in ("Player", "Power", "Role") else "right"
        )
    table.caption = "Bases: external bases (five win); Home: home planets with a base"
    for player in seen["players"]:
        seat = player["seat"]
        role = ""
        if seat == challenge.get("offense"):
            role = "offense"
        elif seat == challenge.get("defense"):
            role = "defense"
        elif seat in challenge.get("offense_allies", ()):
            role = "ally (off.)"
        elif seat in challenge.get("defense_allies", ()):
            role = "ally (def.)"
        power = power_title(player["power"])
        if player["power"] and seat in challenge.get("zapped", ()):
            power += " (zapped)"
        row = [
            str(seat),
            name(seat) + (" (you)" if seat == me else ""),
            escape(power),
            str(player["hand_size"]),
            str(player["external_bases"]),
            str(player["home_bases"]),
            str(player["warp"]),
            *([str(player["praw"])] * praw),
            *([str(player["lucre"])] * lucre),
            role,
        ]
        table.add_row(*row)
    return table


def challenge_lines(seen: View, name: Names) -> list[str]:
    """The Cone: who challenges whom, where, the tokens on each side, the cards."""
    challenge = seen.get("challenge")
    if not challenge:
        return []
    lines = [f"[bold]Challenge[/] by {name(challenge['offense'])}"]
    defense, planet = challenge.get("defense"), challenge.get("planet")
    if defense is not None:
        lines[0] += f" against {name(defense)}"
    if planet:
        defending = seen["planets"][planet][defense] if defense is not None else 0
        lines[0] += f" at {planet} ({defending} defending token(s) there)"
        cone = ", ".join(f"{name(c)} {n}" for c, n in challenge["cone"].items() if n) or "empty"
        lines.append(f"  In the Cone: {cone}")
        allies = challenge["defense_end"].items()
        helping = ", ".join(f"{name(c)} {n}" for c, n in allies if n) or "none"
        lines.append(f"  Defensive allies: {helping}")
    if challenge.get("cards"):
        shown = ", ".join(
            f"{name(s)} {escape(card_label(c))}" for s, c in challenge["cards"].items()
        )
        lines.append(f"  Cards: {shown}")
    elif challenge.get("cards_played"):
        lines.append(f"  Cards face down: {name.many(challenge['cards_played'])}")
    if challenge.get("flags"):
        lines.append(f"  In force: {escape(', '.join(challenge['flags']))}")
    return lines


def zodiac_lines(seen: View, name: Names) -> list[str]:
    """The Zodiac variant: each player's face-up card and Karma, the Spiritual Leader and
    Nemesis (public), and the seed author's advice against two-player games (AMB-Z21 amended)."""
    zodiac = seen.get("variants", {}).get("zodiac")
    if zodiac is None:
        return []
    leader = zodiac["spiritual_leader"]
    shown = [
        f"{name(seat)} {card.capitalize()} {karma}"
        + (" (Spiritual Leader)" if seat == leader else "")
        for seat, (card, karma) in enumerate(zip(zodiac["cards"], zodiac["karma"], strict=True))
    ]
    lines = ["[bold]Zodiac[/] (card, Karma): " + ", ".join(shown)]
    if len(shown) == 2:
        lines.append("(The Zodiac's author advises against it with two players.)")
    return lines


def prisoners_lines(seen: View, name: Names) -> list[str]:
    """The Prisoners variant: whether the challenge is a capture challenge, and every prison
    (public, seed 002)."""
    prisoners = seen.get("variants", {}).get("prisoners")
    if prisoners is None:
        return []
    held = [
        f"{name(int(holder))} holds "
        + ", ".join(f"{count} of {name(int(colour))}" for colour, count in prison.items())
        for holder, prison in prisoners["prisons"].items()
        if prison
    ]
    lines = ["[bold]Prisons[/]: " + ("; ".join(held) or "empty")]
    if prisoners["capture"]:
        lines.append("This is a [bold]capture challenge[/]: the losers' tokens are imprisoned.")
    return lines


def hand_lines(seen: View) -> list[str]:
    lines = [
        f"Deck {seen['deck_size']} cards, discard pile {len(seen['discard'])}"
        + (f" (top: {escape(card_label(seen['discard'][-1]))})" if seen["discard"] else "")
    ]
    if "hand" in seen:
        hand = [card_label(c) for c in seen["hand"]]
        lines.append(f"[bold]Your hand[/]: {escape(counted(hand))}")
    return lines


def result_table(seen: View, name: Names) -> Table:
    winners = set(seen["winners"])
    table = Table(title="Result", title_justify="left")
    for column in ("Seat", "Player", "Power", "External bases", ""):
        table.add_column(
            column, justify="right" if column in ("Seat", "External bases") else "left"
        )
    for player in seen["players"]:
        seat = player["seat"]
        table.add_row(
            str(seat),
            name(seat),
            escape(power_title(player["power"])),
            str(player["external_bases"]),
            "winner" if seat in winners else "",
        )
    if not winners:
        table.caption = "No winner: the game stopped at the challenge cap."
    return table


# -- simulation, benchmark, powers ----------------------------------------------------------------


def print_summary(console: Console, summary: View) -> None:
    options = summary.get("options") or {}
    if options.get("use_powers") is False:
        powers = "no powers"
    elif "powers" in options:
        powers = "powers " + ", ".join(options["powers"]) + " (one per seat)"
    elif "power_pool" in options:
        powers = "powers dealt from " + ", ".join(options["power_pool"])
    else:
        powers = "powers dealt from all implemented"
    extras = [word for word in ("lucre", "praw") if options.get(word)]
    extras += list(options.get("variants") or ())
    console.print(
        f"[bold]{summary['games']} games[/] of Cosmic Encounter, {summary['players']} players, "
        f"bots {', '.join(summary['bots'])}, seed {summary['seed']}, {escape(powers)}"
        + (f", with {' and '.join(extras)}" if extras else "")
    )
    rows = list(summary["by_bot"].items())
    console.print(rates_table("By bot kind (score: external bases)", "Bot", rows, score=".2f"))
    seats = [(str(entry["seat"]), entry) for entry in summary["seats"]]
    console.print(rates_table("By seat", "Seat", seats, seats=False, score=".2f"))
    if summary["by_power"]:
        by_power = sorted(summary["by_power"].items(), key=lambda item: -item[1]["win_rate"])
        titled = [(power_title(name), entry) for name, entry in by_power]
        console.print(rates_table("By power", "Power", titled, score=".2f"))
    length, turns = summary["challenges"], summary["turns"]
    console.print(
        f"Challenges per game: mean {length['mean']:.1f}, sd {length['std']:.1f}, "
        f"range {length['min']}-{length['max']}. Turns per game: mean {turns['mean']:.1f}, "
        f"range {turns['min']}-{turns['max']}."
    )
    outcomes = summary["outcomes"]
    counted = ", ".join(f"{OUTCOME_NAMES.get(k, k)} {n}" for k, n in outcomes.items())
    console.print(
        f"Challenges by outcome: {counted}. Capped at {summary['max_challenges']} challenges: "
        f"{summary['capped']}."
    )
    features = summary.get("features") or {}
    if features:
        counted = ", ".join(
            f"{name.replace('_', ' ')} {entry['total']} ({entry['per_game']:.2f} a game)"
            for name, entry in features.items()
        )
        console.print(f"Variant features: {counted}.")
    timing = summary["timing"]
    console.print(
        f"Time: {timing['wall_s']} s, {timing['games_per_s']} games/s, "
        f"{timing['workers']} worker(s)."
    )


def bench_table(report: Mapping[str, View], games: int) -> Table:
    table = Table(title=f"cosmic: {games} games per line, one process", title_justify="left")
    columns = ("Bots", "Games/s", "Challenges/s", "us/decision", "Asked/game", "Auto/game")
    for column in columns:
        table.add_column(column, justify="left" if column == "Bots" else "right", no_wrap=True)
    table.caption = "Asked: decisions put to the bots; Auto: single-option ones answered alone"
    for key, entry in report.items():
        table.add_row(
            key,
            f"{entry['games_per_s']:.1f}",
            f"{entry['challenges_per_s']:.0f}",
            f"{entry['us_per_decision']:.1f}",
            f"{entry['decisions_per_game']:.0f}",
            f"{entry['auto_decisions_per_game']:.0f}",
        )
    return table


def power_list() -> list[View]:
    """Every implemented power, by name: title, short description, text, source, Flare, and its
    Pulsar's Pro and Con (seed 004)."""
    from hyperspace.cosmic.powers import POWERS

    return [
        {
            "name": name,
            "title": power.title,
            "short": power.short,
            "text": power.text,
            "source": power.source,
            "flare": power.flare is not None,
            "pulsar_pro": power.pulsar_pro,
            "pulsar_con": power.pulsar_con,
        }
        for name, power in sorted(POWERS.items())
    ]


def powers_table(listed: Sequence[View]) -> Table:
    table = Table(title=f"{len(listed)} alien powers", title_justify="left")
    for column in ("Name", "Title", "Short", "Flare", "Source"):
        table.add_column(column)
    for entry in listed:
        table.add_row(
            entry["name"],
            escape(entry["title"]),
            escape(entry["short"]),
            "yes" if entry["flare"] else "",
            escape(entry["source"]),
        )
    return table
