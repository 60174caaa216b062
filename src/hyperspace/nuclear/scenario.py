"""The nuclear game's scenario body (format: docs/scenarios.md).

A scenario names its players in ``[setup]``, scripts random outcomes in ``[random]``, and lists its
rounds as ``[[round]]`` tables: each player's option keys in the order they are asked, then an
``[round.expect]`` table checked after the round's cleanup. Player names may stand for seat numbers
in keys (``target:B``). A key written ``!key`` must be rejected, and the game must be unchanged.
Unlisted answers default to ``pass`` (turn) and ``decline`` (AWS); a listed ``target:``/``warhead:``
key is skipped when the engine answered that follow-up itself (it had a single option).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hyperspace.engine.driver import Driver
from hyperspace.engine.errors import IllegalDecision
from hyperspace.engine.events import visible_log
from hyperspace.nuclear import scoring
from hyperspace.nuclear.game import NUCLEAR
from hyperspace.nuclear.state import NuclearState, Player, snapshot
from hyperspace.scenario import (
    Check,
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

TOP_FIELDS = {
    "game",
    "title",
    "note",
    "ruleset",
    "seed",
    "config",
    "setup",
    "random",
    "round",
    "source",
}
DEFAULT_ANSWERS = {"turn": "pass", "aws": "decline"}  # SPEC §11 S14: tests default to "decline"
# Follow-up decisions the driver answers by itself when they have a single option.
AUTO_ANSWERED = frozenset({"target", "warhead"})


def run_nuclear(data: dict[str, Any]) -> Outcome:
    for key in data:
        if key not in TOP_FIELDS:
            raise ScenarioError(f"field '{key}': unknown (known: {', '.join(sorted(TOP_FIELDS))})")
    if data.get("ruleset", NUCLEAR.ruleset) != NUCLEAR.ruleset:
        raise ScenarioError(
            f"field 'ruleset': {data['ruleset']!r} is not this build's {NUCLEAR.ruleset!r}"
        )
    rounds = data.get("round", [])
    if not isinstance(rounds, list):
        raise ScenarioError("field 'round': expected [[round]] tables")
    if not any(_expects(entry) for entry in rounds):
        raise ScenarioError(
            "no expectations: a scenario must check something (a [round.expect] table or a "
            "refused move)"
        )
    driver = Driver(NUCLEAR, _config(data), int(data.get("seed", 0)))
    driver.state.rng_log = []
    outcome = Outcome(str(data.get("title", "untitled scenario")), [])
    for index, entry in enumerate(rounds):
        if driver.finished:
            raise ScenarioError(f"round[{index}]: the game is already over")
        if not _play_round(driver, entry, index, outcome.checks):
            break
    return outcome


def _expects(entry: Any) -> bool:
    """Whether a round checks something: expectations, or a move that must be refused."""
    if not isinstance(entry, dict):
        return False
    moves = [m for k, v in entry.items() if k not in ("expect", "note") and isinstance(v, list)
             for m in v]  # fmt: skip
    return bool(entry.get("expect")) or any(
        isinstance(m, dict) or (isinstance(m, str) and m.startswith("!")) for m in moves
    )


def _config(data: dict[str, Any]) -> dict[str, Any]:
    setup = data.get("setup")
    if not isinstance(setup, dict) or not isinstance(setup.get("players"), list):
        raise ScenarioError("field 'setup.players': expected a list of players")
    names = [row.get("name") if isinstance(row, dict) else None for row in setup["players"]]
    if not all(isinstance(n, str) and n for n in names):
        raise ScenarioError("field 'setup.players': every player needs a name")
    if not isinstance(data.get("config", {}), dict):
        raise ScenarioError("field 'config': expected a table of settings")
    config = dict(data.get("config", {}))
    config.update(players=len(names), names=names, setup=setup, script=data.get("random", {}))
    return config


def _play_round(driver: Driver, entry: Any, index: int, checks: list[Check]) -> bool:
    """Feed one round's moves, then check its expectations. False stops the scenario."""
    state: NuclearState = driver.state
    where = f"round[{index}] (game round {state.round})"
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where}: expected a table")
    seats = {p.name: p.seat for p in state.players}
    queues: dict[int, list[Move]] = {}
    for name, value in entry.items():
        if name in ("expect", "note"):
            continue
        if name not in seats:
            raise ScenarioError(f"{where}.{name}: not a player (players: {', '.join(seats)})")
        if not isinstance(value, list):
            raise ScenarioError(f"{where}.{name}: expected a list of option keys")
        queues[seats[name]] = [
            _seat_move(parse_move(k, f"{where}.{name}[{i}]"), seats) for i, k in enumerate(value)
        ]
    start_log, start_rng = len(state.log), len(state.rng_log or [])
    asked: list[tuple[int, str]] = []
    current = state.round
    last = None
    while not driver.finished and state.round == current:
        decision = driver.pending[0]
        if decision is not last:  # a rejected ``!key`` leaves the same decision pending
            asked.append((decision.seat, decision.kind))
            last = decision
        queue = queues.get(decision.seat, [])
        while queue and _answered_automatically(queue[0], decision.kind):
            queue.pop(0)
        key: Move | None = queue.pop(0) if queue else DEFAULT_ANSWERS.get(decision.kind)
        if key is None:
            checks.append(
                Check(
                    f"{where}: an answer for {state.name(decision.seat)}",
                    False,
                    f"no move left for the {decision.kind!r} decision "
                    f"(options: {', '.join(decision.options)})",
                )
            )
            return False
        if isinstance(key, Refusal):
            checks.append(_rejected(driver, decision.seat, key, where))
            continue
        try:
            driver.submit(decision.seat, key)
        except IllegalDecision as exc:
            checks.append(
                Check(f"{where}: {state.name(decision.seat)} plays {key!r}", False, str(exc))
            )
            return False
    for seat, left in queues.items():
        while left and _answered_automatically(left[0], ""):
            left.pop(0)  # the round's last follow-ups were answered automatically
        if left:
            checks.append(
                Check(
                    f"{where}: every listed move was asked for",
                    False,
                    f"{state.name(seat)} still has {left}",
                )
            )
    expect = entry.get("expect", {})
    if not isinstance(expect, dict):
        raise ScenarioError(f"{where}.expect: expected a table")
    context = _Context(state, start_log, (state.rng_log or [])[start_rng:], asked, driver)
    for name, wanted in expect.items():
        check = CHECKS.get(name)
        if check is None:
            raise ScenarioError(
                f"{where}.expect.{name}: unknown expectation (known: {', '.join(sorted(CHECKS))})"
            )
        label = f"{where}: {name}"
        try:
            checks.extend(check(context, wanted, label))
        except ScenarioError as exc:  # named as the file's field: round[0].expect.pending.seat
            raise ScenarioError(str(exc).replace(label, f"{where}.expect.{name}", 1)) from None
    return True


def _answered_automatically(move: Move, kind: str) -> bool:
    """A listed ``target:``/``warhead:`` key meets a decision of another kind: that follow-up had a
    single option (the only opponent, the only warhead that fits), so the driver answered it."""
    key = move.key if isinstance(move, Refusal) else move
    verb = key.partition(":")[0]
    return verb in AUTO_ANSWERED and verb != kind


def _seat_move(move: Move, seats: dict[str, int]) -> Move:
    if isinstance(move, Refusal):
        return Refusal(_seat_key(move.key, seats), move.reason)
    return _seat_key(move, seats)


def _seat_key(key: str, seats: dict[str, int]) -> str:
    verb, sep, arg = key.partition(":")
    if verb == "target" and arg in seats:
        return f"{verb}{sep}{seats[arg]}"
    return key


def _rejected(driver: Driver, seat: int, refusal: Refusal, where: str) -> Check:
    name = f"{where}: {driver.state.name(seat)}'s {refusal.key!r} is rejected"
    if refusal.reason is not None:
        name += f" ({refusal.reason!r})"
    before = json.dumps(snapshot(driver.state), sort_keys=True, default=str)
    seq = driver.seq
    try:
        driver.submit(seat, refusal.key)
    except IllegalDecision as exc:
        after = json.dumps(snapshot(driver.state), sort_keys=True, default=str)
        return refusal_check(name, refusal, str(exc), after == before and driver.seq == seq)
    return refusal_check(name, refusal, None, False)


class _Context:
    def __init__(
        self,
        state: NuclearState,
        start_log: int,
        rng: list[str],
        asked: list[tuple[int, str]],
        driver: Driver,
    ) -> None:
        self.state = state
        self.start_log = start_log
        self.rng = rng
        self.asked = asked
        self.driver = driver

    def player(self, name: str, where: str) -> Player:
        for player in self.state.players:
            if player.name == name:
                return player
        raise ScenarioError(f"{where}: {name!r} is not a player")

    def seen(self, who: str, where: str, kind: str | None = None) -> list[str]:
        """What ``who`` (a player, or "public") was shown this round, optionally only the log
        entries of one ``kind``, each as JSON text."""
        seat = None if who == "public" else self.player(who, where).seat
        return [
            json.dumps(e, default=str)
            for e in visible_log(self.state.log, seat, self.start_log)
            if kind is None or e.get("kind") == kind
        ]


Checker = Callable[[_Context, Any, str], list[Check]]


def _per_player(
    read: Callable[[Player], Any], normalise: Callable[[Any], Any] = lambda v: v
) -> Checker:
    def check(ctx: _Context, wanted: Any, where: str) -> list[Check]:
        if not isinstance(wanted, dict):
            raise ScenarioError(f"{where}: expected a table of player = value")
        out = []
        for name, value in wanted.items():
            actual = normalise(read(ctx.player(name, where)))
            try:
                expected = normalise(value)
            except ScenarioError as exc:
                raise ScenarioError(f"{where}.{name}: {exc}") from exc
            out.append(Check(f"{where} {name} = {value}", actual == expected, f"actual {actual}"))
        return out

    return check


def _labels(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(f"expected a list of card labels, found {value!r}")
    return sorted(value)


def _hand(player: Player, labels: list[str]) -> list[str]:
    """The hand as labels; as ``label#id`` when the expected ``labels`` name ids (R-44)."""
    with_ids = any("#" in label for label in labels)
    return [repr(c) if with_ids else c.label for c in player.hand]


def _whole_hand(ctx: _Context, wanted: Any, where: str) -> list[Check]:
    if not isinstance(wanted, dict):
        raise ScenarioError(f"{where}: expected a table of player = [card labels]")
    out = []
    for name, labels in wanted.items():
        try:
            expected = _labels(labels)
        except ScenarioError as exc:
            raise ScenarioError(f"{where}.{name}: {exc}") from exc
        actual = sorted(_hand(ctx.player(name, where), expected))
        out.append(Check(f"{where} {name} = {labels}", actual == expected, f"actual {actual}"))
    return out


def _has(ctx: _Context, wanted: Any, where: str, present: bool) -> list[Check]:
    if not isinstance(wanted, dict):
        raise ScenarioError(f"{where}: expected a table of player = [card labels]")
    out = []
    for name, labels in wanted.items():
        if not isinstance(labels, list) or not all(isinstance(v, str) for v in labels):
            raise ScenarioError(f"{where}.{name}: expected a list of card labels")
        hand = _hand(ctx.player(name, where), labels)
        for label in labels:
            out.append(
                Check(f"{where} {name} {label}", (label in hand) == present, f"hand {sorted(hand)}")
            )
    return out


def _messages(ctx: _Context, wanted: Any, where: str, present: bool) -> list[Check]:
    if not isinstance(wanted, list):
        raise ScenarioError(f"{where}: expected a list of {{to = ..., text = ...}}")
    out = []
    for i, item in enumerate(wanted):
        who, kind, message = parse_message(item, f"{where}[{i}]")
        if not isinstance(who, str):
            raise ScenarioError(f"{where}[{i}].to: expected a player's name or 'public'")
        label = f"{where} {who}" + (f" [{kind}]" if kind else "")
        out.append(message_check(label, message, ctx.seen(who, where, kind), present))
    return out


def _pending(ctx: _Context, wanted: Any, where: str) -> list[Check]:
    """The decision waiting once the round is over (the next round's first, usually)."""
    parsed = parse_pending(wanted, where)
    if "seat" in parsed:
        parsed["seat"] = ctx.player(str(parsed["seat"]), f"{where}.seat").seat
    pending = ctx.driver.pending
    if not pending:
        return [Check(f"{where} {wanted}", False, "nothing is pending")]
    decision = pending[0]
    return pending_checks(where, parsed, decision.seat, decision.kind, decision.options)


def _asked(ctx: _Context, wanted: Any, where: str, present: bool) -> list[Check]:
    if not isinstance(wanted, list) or not all(
        isinstance(item, dict)
        and set(item) == {"seat", "kind"}
        and all(isinstance(v, str) for v in item.values())
        for item in wanted
    ):
        raise ScenarioError(f"{where}: expected a list of {{seat = PLAYER, kind = DECISION}}")
    out = []
    for item in wanted:
        seat = ctx.player(item["seat"], where).seat
        hit = (seat, item["kind"]) in ctx.asked
        out.append(
            Check(
                f"{where} {item['seat']}: {item['kind']}",
                hit == present,
                "" if hit == present else "asked" if hit else "never asked",
            )
        )
    return out


def _decisions(ctx: _Context, wanted: Any, where: str) -> list[Check]:
    """The exact kinds of decision put to each listed player this round, in order (decisions the
    driver answered by itself, having a single option, are not put to anyone)."""
    if not isinstance(wanted, dict):
        raise ScenarioError(f"{where}: expected a table of player = [decision kinds]")
    out = []
    for name, kinds in wanted.items():
        if not isinstance(kinds, list) or not all(isinstance(k, str) for k in kinds):
            raise ScenarioError(f"{where}.{name}: expected a list of decision kinds")
        seat = ctx.player(name, where).seat
        actual = [kind for s, kind in ctx.asked if s == seat]
        out.append(Check(f"{where} {name} = {kinds}", actual == kinds, f"actual {actual}"))
    return out


def _game_end(ctx: _Context, wanted: Any, where: str) -> list[Check]:
    if not isinstance(wanted, bool):
        raise ScenarioError(f"{where}: expected true or false")
    return [Check(f"{where} = {wanted}", ctx.state.over == wanted, f"actual {ctx.state.over}")]


def _survivor(ctx: _Context, wanted: Any, where: str) -> list[Check]:
    if not isinstance(wanted, str):
        raise ScenarioError(f'{where}: expected a player\'s name or "none"')
    seat = ctx.state.survivor
    actual = "none" if seat is None else ctx.state.name(seat)
    return [Check(f"{where} = {wanted}", actual == wanted, f"actual {actual}")]


def _rng(ctx: _Context, wanted: Any, where: str) -> list[Check]:
    """The exact random calls of the round, in order: ``draw:M`` (a pick of that type),
    ``fallout`` (one roll of a delivery, victim included), ``deal``, ``ultimate``."""
    if not isinstance(wanted, list) or not all(isinstance(v, str) for v in wanted):
        raise ScenarioError(f"{where}: expected a list of random calls")
    return [Check(f"{where} = {wanted}", ctx.rng == list(wanted), f"actual {ctx.rng}")]


CHECKS: dict[str, Checker] = {
    "population": _per_player(lambda p: p.population),
    "credit": _per_player(lambda p: p.credit),
    "score": _per_player(scoring.score),
    "alive": _per_player(lambda p: p.alive),
    "hand": _whole_hand,
    "hand_count": _per_player(lambda p: len(p.hand)),
    "active": _per_player(lambda p: list(p.active), _labels),
    "active_until": _per_player(lambda p: {k: a.last for k, a in p.active.items()}),
    "idle": _per_player(lambda p: list(p.idle), _labels),
    "prepped": _per_player(lambda p: p.prepped.label if p.prepped else ""),
    "emp_locked_until": _per_player(lambda p: p.emp_locked_until),
    "penalty_u2": _per_player(lambda p: p.penalty_u2),
    "penalty_u3": _per_player(lambda p: p.penalty_u3),
    "penalty_u4": _per_player(lambda p: p.penalty_u4),
    "hand_has": lambda ctx, w, where: _has(ctx, w, where, True),
    "hand_lacks": lambda ctx, w, where: _has(ctx, w, where, False),
    "seen": lambda ctx, w, where: _messages(ctx, w, where, True),
    "not_seen": lambda ctx, w, where: _messages(ctx, w, where, False),
    "asked": lambda ctx, w, where: _asked(ctx, w, where, True),
    "not_asked": lambda ctx, w, where: _asked(ctx, w, where, False),
    "decisions": _decisions,
    "over": _game_end,
    "survivor": _survivor,
    "rng": _rng,
    "pending": _pending,
}
