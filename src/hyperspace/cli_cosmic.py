"""Cosmic Encounter on the command line: the board's layout, the summary of a simulation, the
benchmark table and the list of powers.

Everything shown of a game comes from the seat's view (:mod:`hyperspace.cosmic.view`); every
sentence (prompts, options, the log, the result, rules texts) from the game's words
(:mod:`hyperspace.cosmic.words`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from hyperspace.cli_common import View, counted, rates_table
from hyperspace.cosmic.wording import SYSTEMS, card_label, power_title
from hyperspace.engine.decision import Decision
from hyperspace.engine.words import Words, humane

COLOURS = ("red", "blue", "green", "yellow", "magenta", "cyan")
OUTCOME_NAMES = {
    "offense": "offense wins",
    "defense": "defense wins",
    "deal": "deals",
    "no-deal": "failed deals",
    "none": "no outcome",
}


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


# -- the board ------------------------------------------------------------------------------------


class CosmicPresenter:
    """Cosmic Encounter in the terminal (see :class:`hyperspace.cli_common.Presenter`)."""

    unit = "turn"

    def __init__(self, state: Any, seat: int | None, config: Mapping[str, Any]) -> None:
        from hyperspace.cosmic.view import view
        from hyperspace.cosmic.words import WORDS

        self.words: Words = WORDS
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
            f"{self.name(s)} ({k}" + (f", {escape(power_title(powers[s]))})" if powers[s] else ")")
            for s, k in kinds.items()
        )
        mine = f" (the {escape(power_title(powers[seat]))})" if powers[seat] else ""
        console.print(
            f"[bold]Cosmic Encounter[/], seed {seed}. You are {self.name(seat)}{mine}; "
            f"opponents: {others}. Five external bases win. Type help or ? at a prompt for the "
            "rules texts of what is in play."
        )

    def log(self, console: Console, parts: Sequence[View]) -> None:
        seen = self.view(self.seat, None)
        for part in parts:
            if int(part.get("round", 0)) != self._turn:
                self._turn = int(part.get("round", 0))
                console.rule(f"Turn {self._turn}")
            style = "bold" if self.words.important(part) else None  # it changes a position
            console.print("  " + escape(self.words.entry(part, seen)), style=style)

    def after_bot(self, console: Console, shown: int) -> int:
        return shown

    def board(self, console: Console, seen: View, decision: Decision) -> None:
        """The whole board when it changed since it was last shown (the prompt says what this
        decision is about)."""
        at = json.dumps({k: v for k, v in seen.items() if k not in ("log", "log_size")})
        if at != self._board_at:
            self._board_at = at
            for part in self.board_parts(seen):
                console.print(part)

    def board_parts(self, seen: View) -> list[Any]:
        return [
            systems_table(seen, self.name),
            players_table(seen, self.name, self.praw, self.lucre),
            *challenge_lines(seen, self.name),
            *zodiac_lines(seen, self.name),
            *prisoners_lines(seen, self.name),
            *hand_lines(seen),
        ]

    def in_play(self, seen: View) -> list[str]:
        """The powers at the table and the cards in the seat's hand and the discard pile, by
        name (``help`` prints their texts)."""
        powers = [power_title(p["power"]) for p in seen["players"] if p["power"]]
        cards = [card_label(c) for c in (*seen.get("hand", ()), *seen["discard"][-1:])]
        return powers + cards

    def result(self, console: Console, seen: View) -> None:
        if seen["over"]:
            console.print(result_table(seen, self.name))
        for line in self.words.result(seen):
            console.print(escape(line))


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
        stage = player["power_data"].get("stage")  # Pentaform's current life stage (C-595)
        if stage:
            power += f" (stage {player['power_data'].get('stage_number')}: {power_title(stage)})"
        if player["power"] and seat in challenge.get("zapped", ()):
            power += " (zapped)"
        row = [
            str(seat + 1),  # seats count from 1 for people
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
        lines.append(f"  In force: {escape(', '.join(map(humane, challenge['flags'])))}")
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
            str(seat + 1),
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
    build = next(iter(report.values()))["build"]  # which build ran: compiled or pure
    table = Table(
        title=f"cosmic: {games} games per line, one process, {build} build", title_justify="left"
    )
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
