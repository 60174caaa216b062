"""Shared helpers for the nuclear card tests: set up a position, play rounds from lists of option
keys, and read back the state and what each seat was told.

A game is built from plain data (the ``setup`` and ``script`` config entries, see
``hyperspace.nuclear.setup``). A round is played from ``{name: [option keys...]}``: each seat's keys
are used in the order that seat is asked; a seat with nothing left answers ``pass`` to a ``turn``
decision, ``decline`` to an ``aws`` prompt (SPEC §11 S14: tests default to "decline") and
``confirm`` to the warning before a due missile is forfeited (R-61). Player
names may stand for seats in ``target:B``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hyperspace.engine import Driver
from hyperspace.engine.events import visible_log
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.scoring import score
from hyperspace.nuclear.state import Player

DEFAULTS = {"turn": "pass", "aws": "decline", "confirm_forfeit": "confirm"}
# Follow-up decisions the driver answers by itself when they have a single option (the only
# warhead that fits, the only opponent): a listed key for one of them is skipped in that case.
AUTO = ("warhead", "target")


@dataclass
class Asked:
    name: str
    kind: str
    options: tuple[str, ...]
    prompt: str
    context: dict[str, Any]
    answer: str = ""


@dataclass
class RoundResult:
    number: int
    asked: list[Asked] = field(default_factory=list)

    def kinds(self, name: str) -> list[str]:
        """The kinds of decision put to ``name`` this round, in order."""
        return [a.kind for a in self.asked if a.name == name]

    def prompts(self, name: str, kind: str) -> list[Asked]:
        return [a for a in self.asked if a.name == name and a.kind == kind]


class Game:
    """One nuclear game set up from data. ``players`` maps each name (in seat order) to its setup
    row (``hand``, ``active``, ``idle``, ``prepped``, ``population``, ``credit``...)."""

    def __init__(
        self,
        players: Mapping[str, Mapping[str, Any]],
        *,
        round: int = 1,
        fallout: Sequence[str] = (),
        draw: Sequence[str] = (),
        deal: Sequence[str] = (),
        ultimate: Sequence[str] = (),
        seed: int = 0,
        **config: Any,
    ) -> None:
        names = list(players)
        rows = [{"name": name, **dict(row)} for name, row in players.items()]
        script: dict[str, list[Any]] = {"fallout": list(fallout), "draw": list(draw)}
        if deal:
            script["deal"] = list(deal)
        script["ultimate"] = list(ultimate)
        data = {
            "players": len(names),
            "names": names,
            "setup": {"round": round, "players": rows},
            "script": script,
            **config,
        }
        self.driver = Driver(NUCLEAR, data, seed)
        self.state = self.driver.state
        self.state.rng_log = []
        self.rounds: list[RoundResult] = []

    # -- reading the state ---------------------------------------------------------------------

    def seat(self, name: str) -> int:
        return next(p.seat for p in self.state.players if p.name == name)

    def p(self, name: str) -> Player:
        return self.state.players[self.seat(name)]

    def pop(self, name: str) -> int:
        return self.p(name).population

    def credit(self, name: str) -> int:
        return self.p(name).credit

    def score(self, name: str) -> int:
        return score(self.p(name))

    def hand(self, name: str) -> list[str]:
        return sorted(card.label for card in self.p(name).hand)

    def active(self, name: str) -> dict[str, tuple[int, int]]:
        return {label: (a.first, a.last) for label, a in self.p(name).active.items()}

    def idle(self, name: str) -> list[str]:
        return sorted(self.p(name).idle)

    def prepped(self, name: str) -> str | None:
        card = self.p(name).prepped
        return card.label if card is not None else None

    def log(self, who: str | None, round: int | None = None) -> list[dict[str, Any]]:
        """What ``who`` (a name, or None for the public) may see of the log, optionally only the
        entries of game round ``round``."""
        seat = None if who is None else self.seat(who)
        seen = visible_log(self.state.log, seat)
        return [e for e in seen if round is None or e.get("round") == round]

    def entries(self, who: str | None, kind: str, round: int | None = None) -> list[dict[str, Any]]:
        """The log entries of ``kind`` that ``who`` may see."""
        return [e for e in self.log(who, round) if e.get("kind") == kind]

    def texts(self, who: str | None, round: int | None = None) -> list[str]:
        return [str(e.get("text", "")) for e in self.log(who, round)]

    def told(self, who: str | None, fragment: str, round: int | None = None) -> bool:
        """Whether ``who`` can see a log entry whose text contains ``fragment``."""
        return any(fragment in text for text in self.texts(who, round))

    # -- playing ----------------------------------------------------------------------------

    def key(self, key: str) -> str:
        verb, sep, arg = key.partition(":")
        if verb == "target" and not arg.isdigit():
            return f"{verb}{sep}{self.seat(arg)}"
        return key

    def options(self) -> tuple[str, ...]:
        """The options of the decision waiting now (target seats shown as numbers)."""
        return self.driver.pending[0].options

    def waiting(self) -> tuple[str, str]:
        decision = self.driver.pending[0]
        return self.state.players[decision.seat].name, decision.kind

    def play(
        self, moves: Mapping[str, Sequence[str]] | None = None, *, stop: str | None = None
    ) -> RoundResult:
        """Play the rest of the current round from ``moves``. With ``stop``, return as soon as
        ``stop`` must answer and has no listed key left (the decision stays pending)."""
        number = self.state.round
        result = self.rounds[-1] if self.rounds and self.rounds[-1].number == number else None
        if result is None:
            result = RoundResult(number)
            self.rounds.append(result)
        queues = {
            self.seat(name): [self.key(k) for k in keys] for name, keys in (moves or {}).items()
        }
        while not self.driver.finished and self.state.round == number:
            decision = self.driver.pending[0]
            name = self.state.players[decision.seat].name
            queue = queues.get(decision.seat, [])
            if not queue and stop == name:
                return result
            while (
                queue
                and queue[0].partition(":")[0] in AUTO
                and (decision.kind != queue[0].partition(":")[0])
            ):
                queue.pop(0)  # a follow-up with a single option was answered automatically
            if decision.kind == "confirm_prep" and queue[:1] not in (["confirm"], ["back"]):
                key: str | None = "confirm"  # H-40's warning, unless the moves answer it
            else:
                key = queue.pop(0) if queue else DEFAULTS.get(decision.kind)
            asked = Asked(
                name,
                decision.kind,
                decision.options,
                decision.prompt,
                dict(decision.context or {}),
                key or "",
            )
            result.asked.append(asked)
            if key is None:
                raise AssertionError(
                    f"no answer for {name}'s {decision.kind!r} decision "
                    f"(options: {decision.options})"
                )
            if key not in decision.options:
                raise AssertionError(
                    f"{name}: {key!r} is not an option of the "
                    f"{decision.kind!r} decision (options: {decision.options})"
                )
            self.driver.submit(decision.seat, key)
        left = {self.state.players[s].name: q for s, q in queues.items() if q}
        assert not left, f"moves never asked for: {left}"
        return result

    def options_for(
        self, name: str, keys: Sequence[str] = (), moves: Mapping[str, Sequence[str]] | None = None
    ) -> tuple[str, ...]:
        """Play the round up to ``name``'s decision after ``keys`` (other seats from ``moves``),
        and return that decision's options, leaving it pending."""
        plan = dict(moves or {})
        plan[name] = list(keys)
        self.play(plan, stop=name)
        assert self.waiting()[0] == name
        return self.options()


def game(players: Mapping[str, Mapping[str, Any]], **kwargs: Any) -> Game:
    return Game(players, **kwargs)


def three(
    a: Mapping[str, Any] | None = None,
    b: Mapping[str, Any] | None = None,
    c: Mapping[str, Any] | None = None,
    **kwargs: Any,
) -> Game:
    """Players A, B, C (seat order), with the given setup rows."""
    return Game({"A": a or {}, "B": b or {}, "C": c or {}}, **kwargs)
