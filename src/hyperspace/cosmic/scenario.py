"""The Cosmic Encounter scenario body (format: docs/scenarios.md, "Cosmic Encounter scenarios").

A scenario sets the game up (``[config]``, ``[setup]``: hands, deck, Destiny Pile, planets, Warp,
powers by seat, Lucre), then plays ``[[step]]`` tables: each answers decisions from a table of
answers by decision kind (and seat) until its ``until`` point (the end of a challenge, of a turn,
of the game, or a decision of some kind coming up), then checks its ``[step.expect]`` table.

Answers: a key (used every time), a list of keys (used in turn; when it runs out the neutral
default applies), or a table by seat of either. ``!key`` must be rejected with the game unchanged.
A decision with no listed answer gets its neutral option (``pass``, ``skip``, ``invite:none``,
``decline``, ``done``, ``reject``, ``end-turn``) or, without one, stops the scenario as a failure.

The whole file is checked before anything runs, so a malformed file is reported (ScenarioError
naming the field) and plays nothing. After every answer the runner checks that each colour still
has 20 tokens and that no card appeared or vanished.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hyperspace.cosmic import cards
from hyperspace.cosmic.config import Config
from hyperspace.cosmic.game import COSMIC
from hyperspace.cosmic.powers.base import active
from hyperspace.cosmic.state import TOKENS, Challenge, CosmicState, parse_planet, planet_key
from hyperspace.cosmic.variants.prisoners.prison import prisons
from hyperspace.cosmic.variants.zodiac import Zodiac, zodiac_of
from hyperspace.cosmic.view import view
from hyperspace.engine.decision import Decision
from hyperspace.engine.driver import Driver
from hyperspace.engine.errors import IllegalDecision
from hyperspace.engine.events import visible_log
from hyperspace.scenario import (
    Check,
    Message,
    Move,
    Outcome,
    Refusal,
    ScenarioError,
    message_check,
    parse_message,
    parse_move,
    parse_pending,
    pending_checks,
    refusal_check,
)

TOP_FIELDS = (
    "game",
    "title",
    "note",
    "source",
    "ruleset",
    "seed",
    "config",
    "setup",
    "answers",
    "step",
)
STEP_FIELDS = ("until", "note", "answers", "expect")
# Options a decision falls back to when no answer is listed: doing nothing, in every kind that
# has such an option (regroup, invitations, alliances, card windows, a second launch token...).
NEUTRAL = ("pass", "skip", "invite:none", "decline", "done", "none", "reject", "end-turn")
UNTIL = ("challenge", "turn", "end", "ask:KIND")
OUTCOMES = ("offense", "defense", "deal", "no-deal", "none")


# -- the parsed file ---------------------------------------------------------------------------


@dataclass
class Names:
    """What a file may name: seats (by number or by the configured name) and planets."""

    players: int
    names: tuple[str, ...]
    variants: tuple[str, ...] = ()

    def seat(self, value: Any, where: str) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            seat = value
        elif isinstance(value, str) and value.isdigit():
            seat = int(value)
        elif isinstance(value, str) and value in self.names:
            return self.names.index(value)
        else:
            known = ", ".join(self.names) if self.names else "0 to " + str(self.players - 1)
            raise ScenarioError(f"{where}: {value!r} is not a seat (seats: {known})")
        if not 0 <= seat < self.players:
            raise ScenarioError(f"{where}: seat {seat} is not in a {self.players}-player game")
        return seat

    def viewer(self, value: Any, where: str) -> int | None:
        """A seat, or None for ``"public"`` (what every observer sees)."""
        return None if value == "public" else self.seat(value, where)

    def planet(self, value: Any, where: str) -> tuple[int, int]:
        try:
            planet = parse_planet(str(value))
        except ValueError as exc:
            raise ScenarioError(f"{where}: {exc}") from None
        if planet[0] >= self.players:
            raise ScenarioError(f"{where}: no system {value[0]} in a {self.players}-player game")
        return planet


@dataclass
class Answer:
    """The listed answers of one decision kind (for one seat, or for anyone)."""

    keys: list[Move]
    repeat: bool  # a single key answers every time; a list is used up in turn

    def fresh(self) -> Answer:
        return Answer(list(self.keys), self.repeat)


Answers = dict[str, "Answer | dict[int, Answer]"]


@dataclass
class Expectation:
    name: str
    check: Callable[[Context, Any, str], list[Check]]
    value: Any


@dataclass
class Step:
    where: str
    until: str
    answers: Answers
    expect: list[Expectation]


# -- running -----------------------------------------------------------------------------------


def run_cosmic(data: dict[str, Any]) -> Outcome:
    for key in data:
        if key not in TOP_FIELDS:
            raise ScenarioError(f"field '{key}': unknown (known: {', '.join(TOP_FIELDS)})")
    if data.get("ruleset", COSMIC.ruleset) != COSMIC.ruleset:
        raise ScenarioError(
            f"field 'ruleset': {data['ruleset']!r} is not this build's {COSMIC.ruleset!r}"
        )
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(f"field 'seed': expected a whole number, found {seed!r}")
    config = _config(data)
    checked = Config.from_mapping(config)  # ValueError naming config.<field> -> ScenarioError
    names = Names(checked.players, checked.names, tuple(checked.variants))
    defaults = _answers(data.get("answers", {}), "answers", names, lists=False)
    steps = data.get("step", [])
    if not isinstance(steps, list) or not all(isinstance(s, dict) for s in steps):
        raise ScenarioError("field 'step': expected [[step]] tables")
    parsed = [_step(entry, f"step[{i}]", names) for i, entry in enumerate(steps)]
    if not any(step.expect or _refusals(step.answers) for step in parsed):
        raise ScenarioError(
            "no expectations: a scenario must check something (a [step.expect] table or a "
            "refused move)"
        )
    driver = Driver(COSMIC, config, seed)  # ValueError (config.x, setup.x) -> ScenarioError
    outcome = Outcome(str(data.get("title", "untitled scenario")), [])
    run = _Run(driver, defaults, names)
    for step in parsed:
        if not run.play(step, outcome.checks):
            break
    return outcome


def _config(data: dict[str, Any]) -> dict[str, Any]:
    config = data.get("config", {})
    if not isinstance(config, dict):
        raise ScenarioError("field 'config': expected a table of settings")
    for key in ("setup", "script"):
        if key in config:
            raise ScenarioError(f"config.{key}: give the position as [{key}], not in [config]")
    setup = data.get("setup", {})
    if not isinstance(setup, dict):
        raise ScenarioError("field 'setup': expected a table")
    return {**config, "setup": setup}


class _Run:
    """One scenario being played: the driver, the answers and the running checks."""

    def __init__(self, driver: Driver, defaults: Answers, names: Names) -> None:
        self.driver = driver
        self.state: CosmicState = driver.state
        self.defaults = defaults
        self.names = names
        self.cards = self.state.card_total()
        self.log_mark = 0  # a step's log starts where the last one ended (the first: at set-up)
        self.ended_mark = 0

    def play(self, step: Step, checks: list[Check]) -> bool:
        """Answer decisions until the step's ``until`` point, then check its expectations. False
        stops the scenario (a listed move was illegal, or a decision had no answer)."""
        driver, state = self.driver, self.state
        if driver.finished:
            checks.append(Check(f"{step.where}: a game to play", False, "the game is over"))
            return False
        answers = {
            kind: (
                {s: a.fresh() for s, a in entry.items()}
                if isinstance(entry, dict)
                else entry.fresh()
            )
            for kind, entry in step.answers.items()
        }
        start_log, start_ended = self.log_mark, self.ended_mark
        start_turn = state.turn
        target = state.challenges if state.challenge is not None else state.challenges + 1
        asked: list[tuple[int, str]] = []
        broken: list[str] = []
        reached = False
        while not driver.finished:
            if _reached(step.until, state, driver, target, start_turn):
                reached = True
                break
            decision = driver.pending[0]
            asked.append((decision.seat, decision.kind))
            key = self._answer(answers, decision)
            while isinstance(key, Refusal):
                checks.append(self._rejected(decision, key, step.where))
                key = self._answer(answers, decision)
            if key is None:
                checks.append(
                    Check(
                        f"{step.where}: an answer for seat {decision.seat}'s "
                        f"{decision.kind!r} decision",
                        False,
                        f"none listed (options: {', '.join(decision.options)})",
                    )
                )
                return False
            try:
                driver.submit(decision.seat, key)
            except IllegalDecision as exc:
                checks.append(Check(f"{step.where}: seat {decision.seat} answers {key!r}", False,
                                    str(exc)))  # fmt: skip
                return False
            if not broken:
                broken = self._conservation()
        if not reached and not _reached(step.until, state, driver, target, start_turn):
            checks.append(Check(f"{step.where}: until {step.until}", False, "the game ended first"))
        checks.append(
            Check(f"{step.where}: tokens and cards conserved", not broken, "; ".join(broken))
        )
        for kind, entry in answers.items():
            for seat, left in entry.items() if isinstance(entry, dict) else [(None, entry)]:
                if left.keys and not left.repeat:
                    who = "" if seat is None else f" for seat {seat}"
                    checks.append(
                        Check(f"{step.where}: every listed {kind!r} answer{who} was used", False,
                              f"left over: {left.keys}")
                    )  # fmt: skip
        self.log_mark, self.ended_mark = len(state.log), len(_outcomes(state))
        context = Context(self.state, driver, self.names, start_log, start_ended, asked)
        for item in step.expect:
            checks.extend(item.check(context, item.value, f"{step.where}: {item.name}"))
        return True

    def _answer(self, answers: Answers, decision: Decision) -> Move | None:
        for table in (answers, self.defaults):
            entry = table.get(decision.kind)
            if isinstance(entry, dict):
                entry = entry.get(decision.seat)
            if entry is not None and entry.keys:
                return entry.keys[0] if entry.repeat else entry.keys.pop(0)
        return next((key for key in NEUTRAL if key in decision.options), None)

    def _rejected(self, decision: Decision, refusal: Refusal, where: str) -> Check:
        name = f"{where}: seat {decision.seat}'s {refusal.key!r} ({decision.kind}) is rejected"
        if refusal.reason is not None:
            name += f" ({refusal.reason!r})"
        before, seq = snapshot(self.state), self.driver.seq
        try:
            self.driver.submit(decision.seat, refusal.key)
        except IllegalDecision as exc:
            unchanged = snapshot(self.state) == before and self.driver.seq == seq
            return refusal_check(name, refusal, str(exc), unchanged)
        return refusal_check(name, refusal, None, False)

    def _conservation(self) -> list[str]:
        state = self.state
        wrong = [
            f"colour {c} has {total} tokens"
            for c, total in state.set_totals().items()
            if total != TOKENS
        ]
        if state.card_total() != self.cards:
            wrong.append(f"{state.card_total()} cards instead of {self.cards}")
        if wrong:
            wrong.append(f"after decision {self.driver.seq}")
        return wrong


def _reached(until: str, state: CosmicState, driver: Driver, target: int, turn: int) -> bool:
    if until == "challenge":
        return state.challenges > target or (state.challenges == target and state.challenge is None)
    if until == "turn":
        return state.turn > turn or state.over
    if until == "end":
        return driver.finished
    kind = until.removeprefix("ask:")
    return any(d.kind == kind for d in driver.pending)


def _outcomes(state: CosmicState) -> list[str]:
    """The outcome of every challenge that has ended, in order, read from the log (an entry with
    an ``outcome`` field, as a power that ends a challenge as a deal notes, says it)."""
    found: list[str] = []
    current: str | None = None
    for event in state.log:
        if event.kind == "challenge":
            if current is not None:
                found.append(current)
            current = "none"
        elif current is not None and event.public is not None:
            if event.public.get("resumes"):
                # A power's own challenge (Boomerang's, Pirate's raid) ended inside the one it
                # interrupted, which had been taken as ended when it began: that one goes on.
                current, found[-1:] = found[-1], [current]
            elif event.kind == "outcome":
                current = str(event.public["side"])
            elif event.kind in ("deal", "no-deal"):
                current = event.kind
            elif "outcome" in event.public:
                current = str(event.public["outcome"])
    if current is not None and state.challenge is None:
        found.append(current)
    return found


def snapshot(state: CosmicState) -> dict[str, Any]:
    """Everything in a game state, as plain data (equal snapshots: the same game)."""
    challenge = state.challenge
    streams = {
        name: hashlib.sha256(repr(stream.getstate()).encode()).hexdigest()
        for name, stream in sorted(state.streams._streams.items())
    }
    plain: dict[str, Any] = json.loads(
        json.dumps(
            {
                "turn": state.turn,
                "offense": state.offense,
                "challenges": state.challenges,
                "over": state.over,
                "capped": state.capped,
                "winners": state.winners,
                "outcomes": state.outcomes,
                "colour_owner": state.colour_owner,
                "colour_set": state.colour_set,
                "system_owner": state.system_owner,
                "planets": state.planets,
                "warp": state.warp,
                "praw": state.praw,
                "removed": state.removed,
                "transit": state.transit,
                "deck": state.deck,
                "discard": state.discard,
                "limbo": state.limbo,
                "destiny": state.destiny,
                "destiny_discard": state.destiny_discard,
                "players": [
                    [p.name, p.power, p.hand, p.lucre, p.power_data] for p in state.players
                ],
                "power_seat": state.power_seat,
                "challenge": None
                if challenge is None
                else {
                    name: getattr(challenge, name)
                    for name in dir(challenge)
                    if not name.startswith("_") and not callable(getattr(challenge, name))
                },
                "main_type": sorted(state.main_type),
                "variants": {name: v.public(state) for name, v in state.variants.items()},
                "log": [event.to_dict() for event in state.log],
                "streams": streams,
            },
            sort_keys=True,
            default=lambda v: sorted(v, key=repr) if isinstance(v, set) else repr(v),
        )
    )
    return plain


# -- parsing -----------------------------------------------------------------------------------


def _step(entry: dict[str, Any], where: str, names: Names) -> Step:
    for key in entry:
        if key not in STEP_FIELDS:
            raise ScenarioError(f"{where}.{key}: unknown field (known: {', '.join(STEP_FIELDS)})")
    until = entry.get("until", "challenge")
    if not isinstance(until, str) or not (
        until in UNTIL[:3] or (until.startswith("ask:") and len(until) > 4)
    ):
        raise ScenarioError(f"{where}.until: expected one of {', '.join(UNTIL)}, found {until!r}")
    answers = _answers(entry.get("answers", {}), f"{where}.answers", names, lists=True)
    expect = entry.get("expect", {})
    if not isinstance(expect, dict):
        raise ScenarioError(f"{where}.expect: expected a table")
    parsed = []
    for name, value in expect.items():
        spec = EXPECTATIONS.get(name)
        if spec is None:
            raise ScenarioError(
                f"{where}.expect.{name}: unknown expectation "
                f"(known: {', '.join(sorted(EXPECTATIONS))})"
            )
        parse, check = spec
        parsed.append(Expectation(name, check, parse(value, f"{where}.expect.{name}", names)))
    return Step(where, until, answers, parsed)


def _answers(table: Any, where: str, names: Names, lists: bool) -> Answers:
    if not isinstance(table, dict):
        raise ScenarioError(f"{where}: expected a table of decision kind = answer")
    parsed: Answers = {}
    for kind, value in table.items():
        if isinstance(value, dict):
            parsed[kind] = {
                names.seat(seat, f"{where}.{kind}"): _answer(v, f"{where}.{kind}.{seat}", lists)
                for seat, v in value.items()
            }
        else:
            parsed[kind] = _answer(value, f"{where}.{kind}", lists)
    return parsed


def _answer(value: Any, where: str, lists: bool) -> Answer:
    if isinstance(value, str) and value.startswith("!"):
        raise ScenarioError(f"{where}: a rejection ({value!r}) goes in a list, before the answer")
    if isinstance(value, str) and value:
        return Answer([value], True)
    if lists and isinstance(value, list):
        return Answer([parse_move(v, f"{where}[{i}]") for i, v in enumerate(value)], False)
    wanted = "an option key or a list of them" if lists else "an option key"
    raise ScenarioError(f"{where}: expected {wanted}, found {value!r}")


def _refusals(answers: Answers) -> bool:
    """Whether the answers list a move that must be refused (an expectation of its own)."""
    lists = [e for entry in answers.values() for e in (entry.values() if isinstance(entry, dict)
             else [entry])]  # fmt: skip
    return any(isinstance(key, Refusal) for answer in lists for key in answer.keys)


# -- expectations ------------------------------------------------------------------------------


class Context:
    """What the expectations of one step look at."""

    def __init__(
        self,
        state: CosmicState,
        driver: Driver,
        names: Names,
        start_log: int,
        start_ended: int,
        asked: list[tuple[int, str]],
    ) -> None:
        self.state = state
        self.driver = driver
        self.names = names
        self.start_log = start_log
        self.start_ended = start_ended
        self.asked = asked

    def outcomes(self) -> list[str]:
        return _outcomes(self.state)[self.start_ended :]

    def seen(self, seat: int | None, kind: str | None) -> list[str]:
        return [
            json.dumps(entry, sort_keys=True)
            for entry in visible_log(self.state.log, seat, self.start_log)
            if kind is None or entry["kind"] == kind
        ]

    def kinds(self) -> list[str]:
        return [event.kind for event in self.state.log[self.start_log :]]

    def sentences(self, kinds: list[str]) -> str:
        """This step's public log entries of ``kinds``, in the game's words (for the report)."""
        from hyperspace.cosmic.view import view
        from hyperspace.cosmic.words import WORDS

        seen = view(self.state, None, None)
        entries = visible_log(self.state.log, None, self.start_log)
        return " ".join(WORDS.entry(entry, seen) for entry in entries if entry["kind"] in kinds)


Parse = Callable[[Any, str, Names], Any]
Checker = Callable[[Context, Any, str], list[Check]]


def _equal(label: str, actual: Any, expected: Any) -> Check:
    return Check(f"{label} = {expected}", actual == expected, f"actual {actual}")


def _whole(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioError(f"{where}: expected a whole number, found {value!r}")
    return value


def _counts(value: Any, where: str, names: Names) -> list[int]:
    if not isinstance(value, list) or len(value) != names.players:
        raise ScenarioError(f"{where}: expected {names.players} token counts, one per colour")
    return [_whole(v, f"{where}[{i}]") for i, v in enumerate(value)]


def _card_list(value: Any, where: str) -> list[str]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: expected a list of card names")
    for i, card in enumerate(value):
        if not isinstance(card, str) or not cards.is_card_name(card):
            raise ScenarioError(f"{where}[{i}]: {card!r} is not a card")
    return sorted(value)


def _by_seat(item: Callable[[Any, str], Any]) -> Parse:
    def parse(value: Any, where: str, names: Names) -> dict[int, Any]:
        if not isinstance(value, dict):
            raise ScenarioError(f"{where}: expected a table of seat = value")
        return {names.seat(s, where): item(v, f"{where}.{s}") for s, v in value.items()}

    return parse


def _per_seat(read: Callable[[CosmicState, int], Any], sort: bool = False) -> Checker:
    def check(ctx: Context, wanted: dict[int, Any], label: str) -> list[Check]:
        out = []
        for seat, expected in wanted.items():
            actual = read(ctx.state, seat)
            out.append(_equal(f"{label} {seat}", sorted(actual) if sort else actual, expected))
        return out

    return check


def _holds(present: bool) -> Checker:
    def check(ctx: Context, wanted: dict[int, list[str]], label: str) -> list[Check]:
        out = []
        for seat, listed in wanted.items():
            hand = ctx.state.players[seat].hand
            for card in listed:
                out.append(Check(f"{label} {seat} {card}", (card in hand) == present,
                                 f"hand {sorted(hand)}"))  # fmt: skip
        return out

    return check


def _parse_planets(value: Any, where: str, names: Names) -> dict[str, list[int]]:
    if not isinstance(value, dict):
        raise ScenarioError(f"{where}: expected a table of planet = [tokens by colour]")
    for planet, counts in value.items():
        names.planet(planet, f"{where}.{planet}")
        _counts(counts, f"{where}.{planet}", names)
    return dict(value)


def _check_planets(ctx: Context, wanted: dict[str, list[int]], label: str) -> list[Check]:
    out = []
    for name, counts in wanted.items():
        system, index = parse_planet(name)
        out.append(_equal(f"{label} {name}", ctx.state.planets[system][index], counts))
    return out


def _state_counts(attr: str) -> tuple[Parse, Checker]:
    return _counts, lambda ctx, wanted, label: [_equal(label, getattr(ctx.state, attr), wanted)]


def _compare(read: Callable[[Context], Any]) -> Checker:
    return lambda ctx, wanted, label: [_equal(label, read(ctx), wanted)]


def _scalar(
    read: Callable[[Context], Any], parse: Callable[[Any, str], Any]
) -> tuple[Parse, Checker]:
    return lambda value, where, names: parse(value, where), _compare(read)


def _boolean(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(f"{where}: expected true or false")
    return value


def _outcome(value: Any, where: str) -> str:
    if value not in OUTCOMES:
        raise ScenarioError(f"{where}: expected one of {', '.join(OUTCOMES)}, found {value!r}")
    return str(value)


def _parse_outcomes(value: Any, where: str, names: Names) -> list[str]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: expected a list of outcomes")
    return [_outcome(v, f"{where}[{i}]") for i, v in enumerate(value)]


def _check_outcome(ctx: Context, wanted: str, label: str) -> list[Check]:
    """The outcome of the first challenge that ended in this step."""
    ended = ctx.outcomes()
    if not ended:
        return [Check(f"{label} = {wanted}", False, "no challenge ended in this step")]
    return [_equal(label, ended[0], wanted)]


def _parse_seats(value: Any, where: str, names: Names) -> list[int]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: expected a list of seats")
    return sorted(names.seat(v, f"{where}[{i}]") for i, v in enumerate(value))


def _parse_kinds(value: Any, where: str, names: Names) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ScenarioError(f"{where}: expected a list of log entry kinds")
    return list(value)


def _check_logged(ctx: Context, wanted: list[str], label: str) -> list[Check]:
    """The kinds appear in this step's log in this order (others may come between them)."""
    kinds = iter(ctx.kinds())
    found = all(any(kind == k for k in kinds) for kind in wanted)
    told = ctx.sentences(wanted) if found else f"log kinds {ctx.kinds()}"  # what a player read
    return [Check(f"{label} {wanted}", found, told)]


def _check_not_logged(ctx: Context, wanted: list[str], label: str) -> list[Check]:
    kinds = ctx.kinds()
    return [
        Check(f"{label} {kind}", kind not in kinds, "logged" * (kind in kinds)) for kind in wanted
    ]


def _parse_messages(
    value: Any, where: str, names: Names
) -> list[tuple[int | None, str | None, Message]]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: expected a list of {{to = ..., text = ...}}")
    parsed = []
    for i, item in enumerate(value):
        to, kind, message = parse_message(item, f"{where}[{i}]")
        parsed.append((names.viewer(to, f"{where}[{i}].to"), kind, message))
    return parsed


def _messages(present: bool) -> Checker:
    def check(
        ctx: Context, wanted: list[tuple[int | None, str | None, Message]], label: str
    ) -> list[Check]:
        out = []
        for seat, kind, message in wanted:
            who = "public" if seat is None else f"seat {seat}"
            name = f"{label} {who}" + (f" [{kind}]" if kind else "")
            out.append(message_check(name, message, ctx.seen(seat, kind), present))
        return out

    return check


def _parse_asked(value: Any, where: str, names: Names) -> list[tuple[int, str]]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: expected a list of {{seat = ..., kind = ...}}")
    parsed = []
    for i, item in enumerate(value):
        if not isinstance(item, dict) or set(item) != {"seat", "kind"}:
            raise ScenarioError(f"{where}[{i}]: expected {{seat = SEAT, kind = DECISION}}")
        if not isinstance(item["kind"], str):
            raise ScenarioError(f"{where}[{i}].kind: expected a decision kind")
        parsed.append((names.seat(item["seat"], f"{where}[{i}].seat"), item["kind"]))
    return parsed


def _asked(present: bool) -> Checker:
    def check(ctx: Context, wanted: list[tuple[int, str]], label: str) -> list[Check]:
        out = []
        for seat, kind in wanted:
            hit = (seat, kind) in ctx.asked
            detail = "" if hit == present else ("asked" if hit else "never asked")
            out.append(Check(f"{label} seat {seat}: {kind}", hit == present, detail))
        return out

    return check


def _parse_decisions(value: Any, where: str, names: Names) -> dict[int, list[str]]:
    parsed: dict[int, list[str]] = _by_seat(lambda v, at: _parse_kinds(v, at, names))(
        value, where, names
    )
    return parsed


def _check_decisions(ctx: Context, wanted: dict[int, list[str]], label: str) -> list[Check]:
    return [
        _equal(f"{label} {seat}", [k for s, k in ctx.asked if s == seat], kinds)
        for seat, kinds in wanted.items()
    ]


def _parse_pending(value: Any, where: str, names: Names) -> dict[str, Any]:
    parsed = parse_pending(value, where)
    if "seat" in parsed:
        parsed["seat"] = names.seat(parsed["seat"], f"{where}.seat")
    return parsed


def _check_pending(ctx: Context, wanted: dict[str, Any], label: str) -> list[Check]:
    pending = ctx.driver.pending
    if not pending:
        return [Check(f"{label} {wanted}", False, "nothing is pending")]
    decision = pending[0]
    return pending_checks(label, wanted, decision.seat, decision.kind, decision.options)


def _challenge_part(read: Callable[[Challenge], Any]) -> Callable[[Context], Any]:
    """A fact about the challenge under way (None between challenges)."""

    def value(ctx: Context) -> Any:
        return None if ctx.state.challenge is None else read(ctx.state.challenge)

    return value


def _in_challenge(attr: str) -> Checker:
    def check(ctx: Context, wanted: dict[int, int], label: str) -> list[Check]:
        challenge = ctx.state.challenge
        if challenge is None:
            return [Check(label, False, "no challenge is under way")]
        held = getattr(challenge, attr)
        return [_equal(f"{label} {s}", len(held.get(s, ())), n) for s, n in wanted.items()]

    return check


def _parse_flags(value: Any, where: str, names: Names) -> list[str]:
    return sorted(_parse_kinds(value, where, names))


def _parse_text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ScenarioError(f"{where}: expected text")
    return value


# -- the variants' state and the public view ---------------------------------------------------


def _in_play(variant: str, parse: Parse) -> Parse:
    """``parse``, once the file is known to play with ``variant`` (its key means nothing else)."""

    def checked(value: Any, where: str, names: Names) -> Any:
        if variant not in names.variants:
            raise ScenarioError(
                f"{where}: the {variant} variant is not in play (config.variants = "
                f"{list(names.variants)})"
            )
        return parse(value, where, names)

    return checked


def _zodiac(ctx: Context) -> Zodiac:
    zodiac = zodiac_of(ctx.state)
    assert zodiac is not None  # the file plays with the variant (checked when parsed)
    return zodiac


def _parse_prisons(value: Any, where: str, names: Names) -> dict[int, list[int]]:
    if not isinstance(value, dict):
        raise ScenarioError(f"{where}: expected a table of holder = [tokens by colour]")
    return {names.seat(h, where): _counts(v, f"{where}.{h}", names) for h, v in value.items()}


def _check_prisons(ctx: Context, wanted: dict[int, list[int]], label: str) -> list[Check]:
    held = prisons(ctx.state).held
    return [_equal(f"{label} {holder}", held[holder], counts) for holder, counts in wanted.items()]


def _seat_or_none(value: Any, where: str, names: Names) -> int | None:
    return None if value == "none" else names.seat(value, where)


def _sign(value: Any, where: str) -> str:
    if not isinstance(value, str) or not cards.is_card_name(cards.zodiac(value)):
        raise ScenarioError(f"{where}: {value!r} is not a Zodiac card (a Sign, cusp or nemesis)")
    return value


def _parse_view(value: Any, where: str, names: Names) -> dict[str, Any]:
    if not isinstance(value, dict) or not value:
        raise ScenarioError(f'{where}: expected a table of "dotted.path" = value')
    for path in value:
        if not path or any(not part for part in path.split(".")):
            raise ScenarioError(f"{where}: {path!r} is not a dotted path (players.0.lucre)")
    return dict(value)


def _check_view(ctx: Context, wanted: dict[str, Any], label: str) -> list[Check]:
    """Each dotted path (keys of tables, numbers of list items) of the public view."""
    seen = view(ctx.state, None, None)
    out = []
    for path, expected in wanted.items():
        found, actual = _at(seen, path.split("."))
        if found:
            out.append(_equal(f"{label} {path}", actual, expected))
        else:
            out.append(
                Check(f"{label} {path} = {expected}", False, f"the view has no {path!r}: {actual}")
            )
    return out


def _at(data: Any, parts: list[str]) -> tuple[bool, Any]:
    """The value at ``parts`` in ``data``, or (False, what stops the path)."""
    for i, part in enumerate(parts):
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        else:
            return False, f"no {part!r} in {'.'.join(parts[:i]) or 'the view'}"
    return True, data


EXPECTATIONS: dict[str, tuple[Parse, Checker]] = {
    # the board
    "planets": (_parse_planets, _check_planets),
    "warp": _state_counts("warp"),
    "praw": _state_counts("praw"),
    "removed": _state_counts("removed"),
    "external_bases": (_by_seat(_whole), _per_seat(lambda s, seat: s.external_bases(seat))),
    "home_bases": (_by_seat(_whole), _per_seat(lambda s, seat: s.home_bases(seat))),
    "cone": (_by_seat(_whole), _in_challenge("cone")),
    "defense_end": (_by_seat(_whole), _in_challenge("defense_end")),
    # cards and Lucre
    "hand": (_by_seat(_card_list), _per_seat(lambda s, seat: s.players[seat].hand, sort=True)),
    "hand_size": (_by_seat(_whole), _per_seat(lambda s, seat: len(s.players[seat].hand))),
    "hand_has": (_by_seat(_card_list), _holds(True)),
    "hand_lacks": (_by_seat(_card_list), _holds(False)),
    "deck_size": _scalar(lambda ctx: len(ctx.state.deck), _whole),
    "discard": (
        lambda value, where, names: _card_list(value, where),
        lambda ctx, wanted, label: [_equal(label, sorted(ctx.state.discard), wanted)],
    ),
    "lucre": (_by_seat(_whole), _per_seat(lambda s, seat: s.players[seat].lucre)),
    "power": (_by_seat(_parse_text), _per_seat(lambda s, seat: s.players[seat].power or "")),
    "power_active": (_by_seat(_boolean), _per_seat(active)),
    # the challenge and the game
    "outcome": (lambda value, where, names: _outcome(value, where), _check_outcome),
    "outcomes": (
        _parse_outcomes,
        lambda ctx, wanted, label: [_equal(label, ctx.outcomes(), wanted)],
    ),
    "defense": _scalar(_challenge_part(lambda c: c.defense), _whole),
    "target": _scalar(
        _challenge_part(lambda c: planet_key(c.planet) if c.planet else None), _parse_text
    ),
    "flags": (_parse_flags, _compare(_challenge_part(lambda c: sorted(c.flags)))),
    "zapped": (_parse_seats, _compare(_challenge_part(lambda c: sorted(c.zapped)))),
    "offense": _scalar(lambda ctx: ctx.state.offense, _whole),
    "turn": _scalar(lambda ctx: ctx.state.turn, _whole),
    "challenges": _scalar(lambda ctx: ctx.state.challenges, _whole),
    "over": _scalar(lambda ctx: ctx.state.over, _boolean),
    "winners": (
        _parse_seats,
        lambda ctx, wanted, label: [_equal(label, sorted(ctx.state.winners), wanted)],
    ),
    # the variants, the powers: any of it through the public view
    "prisons": (_in_play("prisoners", _parse_prisons), _check_prisons),
    "karma": (
        _in_play("zodiac", _by_seat(_whole)),
        lambda ctx, wanted, label: [
            _equal(f"{label} {s}", _zodiac(ctx).karma[s], n) for s, n in wanted.items()
        ],
    ),
    "spiritual_leader": (
        _in_play("zodiac", _seat_or_none),
        _compare(lambda ctx: _zodiac(ctx).leader()),
    ),
    "nemesis": (_in_play("zodiac", _seat_or_none), _compare(lambda ctx: _zodiac(ctx).nemesis())),
    "zodiac_cards": (
        _in_play("zodiac", _by_seat(_sign)),
        lambda ctx, wanted, label: [
            _equal(f"{label} {s}", cards.zodiac_name(_zodiac(ctx).front[s]), name)
            for s, name in wanted.items()
        ],
    ),
    "view": (_parse_view, _check_view),
    # the log and the decisions
    "logged": (_parse_kinds, _check_logged),
    "not_logged": (_parse_kinds, _check_not_logged),
    "seen": (_parse_messages, _messages(True)),
    "not_seen": (_parse_messages, _messages(False)),
    "asked": (_parse_asked, _asked(True)),
    "not_asked": (_parse_asked, _asked(False)),
    "decisions": (_parse_decisions, _check_decisions),
    "pending": (_parse_pending, _check_pending),
}
