"""The driver: runs a game's rules coroutine, holds the pending decisions, takes submissions.

``submit`` checks the seat, the option key, the game's end and the sequence number *before* touching
anything, so a rejected submission changes nothing. A key is legal when it is one of the decision's
options or, for a decision with a form, when the form accepts it. Decisions with a single option
and no form are answered automatically and not recorded: replay makes the same automatic answers,
so records stay short.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping, Sequence
from typing import Any

from hyperspace.engine.decision import Ask, Decision, answering
from hyperspace.engine.errors import (
    GameOver,
    RecordError,
    RefusedAnswer,
    StaleSequence,
    UnknownOption,
    WrongSeat,
)
from hyperspace.engine.game import Game
from hyperspace.engine.record import Record


class Driver:
    """One game in progress."""

    __slots__ = (
        "_answers",
        "_coro",
        "_pending",
        "asked",
        "auto",
        "finished",
        "game",
        "record",
        "state",
    )

    def __init__(self, game: Game, config: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.state = game.new_state(config, seed)
        self.record = Record(game.name, game.ruleset, dict(config), seed)
        self._coro: Coroutine[Ask, tuple[str, ...], None] = game.play(self.state)
        self._pending: tuple[Decision, ...] = ()
        self._answers: list[str | None] = []
        self.finished = False
        self.asked = 0  # decisions put to a seat (auto-answered ones excluded)
        self.auto = 0  # single-option decisions answered automatically
        self._resume(None)

    @property
    def seq(self) -> int:
        """The sequence number the next submission must carry."""
        return len(self.record.decisions)

    @property
    def pending(self) -> list[Decision]:
        """The decisions still waiting for an answer."""
        if len(self._pending) == 1:
            return list(self._pending)  # the common case: one decision, unanswered
        return [d for d, a in zip(self._pending, self._answers, strict=True) if a is None]

    def decision_for(self, seat: int) -> Decision:
        for decision, answer in zip(self._pending, self._answers, strict=True):
            if decision.seat == seat and answer is None:
                return decision
        if self.finished:
            raise GameOver("the game is over")
        waiting = sorted({d.seat for d in self.pending})
        raise WrongSeat(f"seat {seat} has no pending decision (waiting for seat(s) {waiting})")

    def submit(self, seat: int, key: str, seq: int | None = None) -> None:
        """Answer ``seat``'s pending decision with option ``key``; ``seq`` guards against stale
        requests. Every check comes before any change."""
        answers = self._accept(seat, key, seq)
        if answers is not None:
            self._resume(answers)

    def check(self, seat: int, key: str, seq: int | None = None) -> Decision:
        """The pending decision that ``seat`` would answer with ``key``; raises the error
        ``submit`` would raise, and changes nothing (a server checks before it stores)."""
        if self.finished:
            raise GameOver("the game is over; no more decisions are accepted")
        if seq is not None and seq != len(self.record.decisions):
            raise StaleSequence(f"sequence number {seq} is stale; the next one is {self.seq}")
        pending = self._pending
        decision = pending[0] if len(pending) == 1 else self.decision_for(seat)
        if decision.seat != seat:
            raise WrongSeat(
                f"seat {seat} has no pending decision (waiting for seat {decision.seat})"
            )
        if key not in decision.options:
            refuse(decision, key)
        return decision

    def _accept(self, seat: int, key: str, seq: int | None = None) -> tuple[str, ...] | None:
        """Check and record one answer; the answers to resume with once all are in."""
        decision = self.check(seat, key, seq)
        pending = self._pending
        self.record.decisions.append((seat, key))
        if len(pending) == 1:
            return (key,)
        answers = self._answers
        answers[pending.index(decision)] = key
        if None in answers:
            return None
        return tuple(a for a in answers if a is not None)

    def _resume(self, answers: tuple[str, ...] | None) -> None:
        """Run the rules until they ask something that needs a seat's answer, or end. Outside
        ``play_out`` (even inside a bot's ``choose`` there) decisions always come up here."""
        token = answering.set(None)
        try:
            self._run(answers)
        finally:
            answering.reset(token)

    def _run(self, answers: tuple[str, ...] | None) -> None:
        send = self._coro.send
        while True:
            try:
                decisions = send(answers).decisions  # type: ignore[arg-type]
            except StopIteration:
                self.finished = True
                self._pending, self._answers = (), []
                return
            if len(decisions) == 1:
                if decisions[0].automatic():  # a single option is answered automatically
                    answers = (decisions[0].options[0],)
                    self.auto += 1
                    continue
                self._pending, self._answers = decisions, [None]
                self.asked += 1
                return
            auto = [d.options[0] if d.automatic() else None for d in decisions]
            self.auto += len(auto) - auto.count(None)
            if None not in auto:
                answers = tuple(a for a in auto if a is not None)
                continue
            self._pending, self._answers = decisions, auto
            self.asked += auto.count(None)
            return

    def play_out(self, choose: Callable[[Decision], str]) -> None:
        """Simulation mode: answer every remaining decision with ``choose`` until the game ends.

        Decisions are answered inline, without suspending the rules, and recorded exactly as
        ``submit`` records them (single-option decisions are answered automatically). An answer
        that is not legal raises UnknownOption (RefusedAnswer for one its form refuses); the game
        cannot go on after that.
        """
        record = self.record.decisions

        def answer(decision: Decision) -> str:
            options = decision.options
            if len(options) == 1 and decision.form is None:
                self.auto += 1
                return options[0]
            key = choose(decision)
            if not listed(key, options):
                refuse(decision, key)
            record.append((decision.seat, key))
            self.asked += 1
            return key

        token = answering.set(answer)
        try:
            while not self.finished:  # what is pending now is answered the usual way
                for decision in self.pending:
                    answers = self._accept(decision.seat, choose(decision))
                    if answers is not None:
                        self._run(answers)  # from here on the rules run without suspending
        finally:
            answering.reset(token)

    def fork(self) -> Driver:
        """An independent copy of this game at this point (rebuilt by replaying the record)."""
        return replay(self.game, self.record)

    def returns(self) -> list[float]:
        return self.game.returns(self.state)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view(self.state, seat)


def listed(key: str, options: Sequence[str]) -> bool:
    """Whether ``key`` is one of ``options``. A bot answers with one of the option strings itself,
    so they are compared by identity first: equality (``in``) compares the characters of every
    option before the key, the dearest step of an inline answer in the compiled build."""
    if isinstance(options, list):
        for option in options:
            if option is key:
                return True
    return key in options


def refuse(decision: Decision, key: str) -> None:
    """Raise the error for ``key``, not among ``decision``'s options, unless its form accepts it:
    UnknownOption without a form, RefusedAnswer with the form's reason."""
    reason = decision.refusal(key)
    if reason is None:
        return
    raise UnknownOption(reason) if decision.form is None else RefusedAnswer(reason)


def replay(game: Game, record: Record, upto: int | None = None) -> Driver:
    """Rebuild a game from its record, stopping after ``upto`` decisions (default: all)."""
    if record.game != game.name:
        raise RecordError("game", f"record is for {record.game!r}, not {game.name!r}")
    if record.ruleset != game.ruleset:
        raise RecordError(
            "ruleset", f"record uses ruleset {record.ruleset!r}; this build plays {game.ruleset!r}"
        )
    try:
        driver = Driver(game, record.config, record.seed)
    except ValueError as exc:
        raise RecordError("config", str(exc)) from exc
    driver.record.meta = dict(record.meta)
    decisions = record.decisions if upto is None else record.decisions[:upto]
    for index, (seat, key) in enumerate(decisions):
        try:
            driver.submit(seat, key)
        except ValueError as exc:
            raise RecordError(f"decisions[{index}]", str(exc)) from exc
    return driver
