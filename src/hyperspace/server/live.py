"""A game being played on the server: its driver, seats, windows, timer, bots and subscribers.

Everything here runs on the server's event loop. A game changes only under its lock, so it never
sees two submissions at once, and nobody is sent a state half-way through a change, while the
game waits for the database (other games go on meanwhile). A change (a person's answer, and the
bots' and automatic passes' decisions it sets off, until a person must answer) is checked, played,
then stored in one transaction before anyone is told of it: the answer is acknowledged, and states
are sent, only once it is committed. If storing fails, the game is rebuilt from what the database
holds, as if the change had never been made. A rejected answer raises :class:`Refused` and changes
nothing.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import logging
import time
from collections.abc import Callable, Coroutine, Iterable
from dataclasses import dataclass, field
from typing import Any, Concatenate, ParamSpec, TypeVar

import orjson

from hyperspace.bots.base import Bot, make_bot
from hyperspace.engine.decision import Decision
from hyperspace.engine.driver import Driver
from hyperspace.engine.errors import IllegalDecision, RecordError, RefusedAnswer, UnknownOption
from hyperspace.engine.events import visible_log
from hyperspace.engine.game import Game
from hyperspace.server.catalog import GAMES, GameSpec
from hyperspace.server.storage import Changes, Conflict, GameRow, SeatRow, Storage

log = logging.getLogger("hyperspace.server")
# What a person is told when the database fails to store his answer (SRV-23)
STORE_FAILED = (
    "the game could not be saved (its database did not answer): your answer was not taken, "
    "and the game is as it was; send it again"
)
STORED_ELSEWHERE = (
    "an answer to this decision was already stored by another server: yours was not taken; "
    "the game goes on from that answer"
)

WINDOW_PROMPT = "window"  # the prompt every other human seat gets while a window is open
# The server's own option on card windows: pass now and at every window until this challenge (the
# nuclear game: this round) ends (docs/server.md, windows). Not one of the rules' options: a
# decision offers it with "pass_rest", and pages show it after the options, so their order stays
# the rules' own from one window to the next.
PASS_REST = "pass-rest"
PASS_REST_LABEL = "Pass for the rest of this challenge"
# A change stores what it played in one transaction; only bots playing on for long (a game whose
# seats are all bots) store it in parts of this many decisions, so that a restart resumes near
# where they were (the answer that set them off is acknowledged once the last part is stored).
STORED_AT_ONCE = 64
LOG_SHOWN = 300  # the newest log entries sent with each state (the whole log is in replays)
CHAT_SHOWN = 100
# A connection whose seat is asked nothing, and did not make the change, is sent at most one
# state this often (seconds); the changes made meanwhile come together in the next (ruling SRV-22).
BYSTANDER_PACE = 0.25


class Refused(Exception):
    """A request the game cannot accept: an HTTP status and a message safe to show the sender."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass
class Window:
    """Cards any player may play: open while the rules poll for them, and until every human seat
    that asked to be offered windows has passed (docs/server.md, ruling SRV-1)."""

    moment: str
    waiting: set[int]


@dataclass
class Subscriber:
    """One live connection: its seat (None: a spectator) and a flag that something changed."""

    seat: int | None
    host: bool
    secret_hash: str | None  # the seat's secret when it connected: revoked secrets stop acting
    log_sent: int = 0  # the log entries this connection has been sent (later states send the rest)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    sent: str | None = None  # the last state message sent (one the same is not sent again)
    asked_again: bool = False  # a ping asked for the state: sent even if it is the same
    sent_at: float = float("-inf")  # the event loop's time when the last state was sent
    due: asyncio.TimerHandle | None = None  # a bystander's next state, when it is paced

    def wake(self, urgent: bool) -> None:
        """Something changed: the new state is built at once when ``urgent`` (the seat is asked
        something, or made the change) or when none was sent for ``BYSTANDER_PACE``; else once
        that time is up, with whatever changes more are made until then."""
        loop = asyncio.get_running_loop()
        at = self.sent_at + BYSTANDER_PACE
        if urgent or loop.time() >= at:
            if self.due is not None:
                self.due.cancel()
                self.due = None
            self.changed.set()
        elif self.due is None:
            self.due = loop.call_at(at, self._due)

    def _due(self) -> None:
        self.due = None
        self.changed.set()


@dataclass
class Shown:
    """What a seat was shown while the rules have not run since (``rules``: the driver's count
    of decisions asked, and whether it is over): its view of the game, and the words of the
    decision it is offered. Both hold until the rules run again, as nothing else changes the
    game's state: while another seat answers a simultaneous decision, say, this seat's view and
    its own pending decision are the same (only who is waited for and the log's notes change)."""

    rules: tuple[int, bool]
    view: dict[str, Any]
    decision: Decision | None = None  # the decision whose words these are
    words: dict[str, Any] = field(default_factory=dict)


P = ParamSpec("P")
T = TypeVar("T")


def change(
    method: Callable[Concatenate[LiveGame, P], Coroutine[Any, Any, T]],
) -> Callable[Concatenate[LiveGame, P], Coroutine[Any, Any, T]]:
    """A change to the game: made under its lock, and made whole even if the caller goes away
    meanwhile (a connection closed while its decisions were being stored): what is stored is
    always what is played. A change that fails before what it played is stored is undone."""

    @functools.wraps(method)
    async def whole(game: LiveGame, /, *args: P.args, **kwargs: P.kwargs) -> T:
        async def locked() -> T:
            async with game.lock:
                try:
                    return await method(game, *args, **kwargs)
                except BaseException:
                    if game.unstored:
                        game.roll_back()
                    raise

        return await asyncio.shield(locked())

    return whole


class LiveGame:
    """One game on the server."""

    def __init__(self, row: GameRow, storage: Storage) -> None:
        self.row = row
        self.spec: GameSpec = GAMES[row.game]
        self.storage = storage
        self.seats: list[SeatRow] = row.seats
        self._bots: dict[int, Bot] = {}
        # Each pending decision's number: the decisions stored when it was asked. A simultaneous
        # decision keeps its number while the other seats answer theirs.
        self._asked: dict[int, int] = {}
        self.driver: Driver = self._rebuild()
        self.window = None if row.window is None else Window(row.window[0], set(row.window[1]))
        self._stored_window = row.window
        self.unstored = Changes()  # what the change under way has played and not stored yet
        self.subscribers: list[Subscriber] = []
        self.lock = asyncio.Lock()  # held while the game changes, and while a state is built
        self.deadline: float | None = None  # epoch seconds: when the offered decisions time out
        self._timer: asyncio.TimerHandle | None = None
        self._timer_number = 0  # which deadline is current: a late-firing old one does nothing
        self._timeouts: set[asyncio.Task[None]] = set()
        # What each seat has seen of the log: (entries, events read, time-out notes read)
        self._logs: dict[int | None, tuple[list[dict[str, Any]], int, int]] = {}
        # Seat -> the challenge (or round) during which it passes every window (PASS_REST)
        self._passing: dict[int, int] = {}
        # The state messages built since the last change, by (seat, host, log from): see message()
        self._messages: dict[tuple[int | None, bool, int], tuple[str, int]] = {}
        # The part of every state that is the same for every seat, as data and as the JSON text
        # that begins each state message: built once per change (see _public_part())
        self._public: tuple[dict[str, Any], bytes] | None = None
        self._shown: dict[int | None, Shown] = {}  # by seat (None: spectators), never shared

    def _rebuild(self) -> Driver:
        """The game at its stored decisions. Each bot is shown the decisions it made, so that its
        memory and random stream are where they were before a restart (ruling SRV-3)."""
        row = self.row
        if row.ruleset != self.spec.game.ruleset:
            raise RecordError("ruleset", f"game {row.id} uses {row.ruleset!r}")
        driver = Driver(self.spec.game, row.config, row.seed)
        self._asked = {}
        self._notes: list[tuple[int, dict[str, Any]]] = []
        for index, (seat, key) in enumerate(row.decisions):
            self._number(driver)
            try:
                if self._bot_plays(seat, index):
                    self._bot_choice(driver, driver.decision_for(seat))
                driver.submit(seat, key)
            except ValueError as exc:
                raise RecordError(f"game {row.id} decisions[{index}]", str(exc)) from exc
            if index in row.timed_out:
                self._note_timeout(driver, seat, key)
        self._number(driver)
        return driver

    def _number(self, driver: Driver) -> None:
        """Number the pending decisions that are new (see ``_asked``)."""
        self._asked = {id(d): self._asked.get(id(d), driver.seq) for d in driver.pending}

    def decision_number(self, decision: Decision) -> int:
        """The number an answer to ``decision`` (one of the pending ones) must carry."""
        return self._asked.get(id(decision), self.driver.seq)

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def finished(self) -> bool:
        return self.driver.finished

    def humans(self) -> list[int]:
        return [s.seat for s in self.seats if s.bot is None]

    def taken(self) -> list[int]:
        """The human seats a person has taken (claimed): only their clocks run (an open seat
        waits for its player, however long)."""
        return [s.seat for s in self.seats if s.bot is None and s.secret_hash is not None]

    def seat_taken(self, seat: int) -> None:
        """A person took ``seat``: if it has something to decide, its time starts now (the
        deadline is the game's: the other seats get a full time again too)."""
        if self.offered(seat) is not None:
            self._restart_timer()
        self.notify()

    # -- what each seat is offered ---------------------------------------------------------

    def holding(self) -> bool:
        """The rules have left a window that some human seat has not passed yet: nothing more is
        offered to anyone until it closes."""
        return self.window is not None and not self._in_window()

    def _in_window(self) -> bool:
        kinds = self.spec.game.window_kinds
        return any(d.kind in kinds for d in self.driver.pending)

    def offered(self, seat: int | None) -> Decision | None:
        """The decision ``seat`` may answer now: its own pending decision, or the window prompt."""
        if seat is None or self.finished:
            return None
        if not self.holding():
            for decision in self.driver.pending:
                if decision.seat == seat:
                    return decision
        if self.window is not None and seat in self.window.waiting:
            return Decision(
                seat,
                WINDOW_PROMPT,
                ("pass",),
                "Cards may be played now. Anyone holding one is offered it in turn order; pass "
                "when you are ready to go on.",
                {"moment": self.window.moment},
            )
        return None

    def waiting(self) -> list[int]:
        """The seats the game waits for, named only outside windows."""
        if self.window is not None or self.finished:
            return []
        return sorted({d.seat for d in self.driver.pending})

    # -- changes ---------------------------------------------------------------------------

    @change
    async def decide(self, seat: int, seq: int, key: str) -> None:
        """A person's answer. Refused (and nothing changed) unless it answers what ``seat`` is
        offered now, with the current sequence number and a legal option."""
        decision = self.offered(seat)
        if decision is None:
            raise Refused(409, "you have no decision to make now")
        if key == PASS_REST and self._may_pass_rest(decision):
            self._passing[seat] = self._challenge_now()
            key = "pass"
        if decision.kind == WINDOW_PROMPT:
            if key != "pass":
                raise Refused(422, "a window offers only to pass (now, or for this challenge)")
            self._passed(seat)
        else:
            asked = self.decision_number(decision)
            if seq != asked:
                raise Refused(409, f"decision {seq} is stale: yours now is {asked}")
            self._commit(seat, key)
        await self._advance(seat)

    def _may_pass_rest(self, decision: Decision) -> bool:
        """A card window (the prompt, or the rules asking for a card) that may be passed."""
        window = decision.kind == WINDOW_PROMPT or decision.kind in self.spec.game.window_kinds
        return window and "pass" in decision.options

    def _challenge_now(self) -> int:
        """Which challenge (the nuclear game: which round) is being played: the public view's
        count, so the server needs no game's internals."""
        seen = self.spec.game.view(self.driver.state, None, None)
        return int(seen.get("challenges", seen.get("round", 0)))

    def _passes_rest(self, seat: int) -> bool:
        """``seat`` asked to pass every window until this challenge ends, and it has not."""
        return seat in self._passing and self._passing[seat] == self._challenge_now()

    def _commit(self, seat: int, key: str) -> None:
        """Check, then play one decision (a person's or a bot's); stored with the rest of the
        change, at its end (:meth:`_store`)."""
        seq = self.driver.seq
        try:
            self.driver.check(seat, key, seq)
        except RefusedAnswer as exc:  # a proposal its form refuses: the form's reason, in words
            raise Refused(422, str(exc)) from exc
        except UnknownOption as exc:
            raise Refused(422, "that is not a legal option for this decision") from exc
        except IllegalDecision as exc:  # the engine's message may name the seat being polled
            raise Refused(409, "you have no decision to make now") from exc
        self.driver.submit(seat, key, seq)
        self.unstored.decisions.append((seq, seat, key))
        self._passed(seat)  # a seat the rules asked has been offered the window

    @change
    async def advance(self) -> None:
        """Open and close windows, let bots answer, until a person must act or the game ends."""
        await self._advance()

    async def _advance(self, by: int | None = None) -> None:
        while True:
            self._sync_window()
            if self.finished:
                self._finish()
                break
            if self.holding():
                break
            seq = self.driver.seq
            passing = next((d for d in self.driver.pending if self._passes_for(d)), None)
            if passing is not None:
                self._commit(passing.seat, "pass")
                continue
            bot_turn = next((d for d in self.driver.pending if self._bot_plays(d.seat, seq)), None)
            if bot_turn is None:
                break
            if len(self.unstored.decisions) >= STORED_AT_ONCE:
                await self._store()
            self._commit(bot_turn.seat, self._bot_choice(self.driver, bot_turn))
        self._number(self.driver)
        self._keep_window()
        await self._store()
        self._restart_timer()
        self.notify(by)

    async def _store(self) -> None:
        """Store what this change played, in one transaction; only then is anyone told of it."""
        changes = self.unstored
        if not changes:
            return
        try:
            await self.storage.commit(self.id, changes)
        except Conflict as exc:  # another server stored this game's next decision (SRV-23)
            raise Refused(409, STORED_ELSEWHERE) from exc
        except self.storage.failures() as exc:
            log.error("game %s: storing a change failed", self.id, exc_info=exc)
            raise Refused(503, STORE_FAILED) from exc
        self.unstored = Changes()
        self.row.timed_out.update(changes.timeouts)
        if changes.window_changed:
            self._stored_window = changes.window
        if changes.finished:
            self.row.status = "finished"

    def roll_back(self) -> None:
        """Storing a change failed (or the change itself did, half-way): the game goes back to
        what the database holds, read again (a commit that failed may yet have been made); if it
        cannot be read, to what this game stored last."""
        played = self.driver.record.decisions
        try:
            row = self.storage.load(self.id)
        except Exception:  # the database is away: what it held before this change
            log.exception("game %s: reading it back after a failed change failed", self.id)
            row = None
        if row is None:
            row = self.row
            row.decisions = played[: len(played) - len(self.unstored.decisions)]
            row.window = self._stored_window
        self.row, self.seats = row, row.seats
        self.unstored = Changes()
        self._bots = {}  # rebuilt from the decisions they made (their memory and random streams)
        self._logs = {}
        self._shown = {}  # the rebuilt driver counts its rules' runs afresh
        self.driver = self._rebuild()
        self.window = None if row.window is None else Window(row.window[0], set(row.window[1]))
        self._stored_window = row.window
        self._restart_timer()
        self.notify()

    def _passes_for(self, decision: Decision) -> bool:
        """The server passes this card window for a person who asked it to (PASS_REST)."""
        human = self.seats[decision.seat].bot is None
        return human and self._may_pass_rest(decision) and self._passes_rest(decision.seat)

    def _keep_window(self) -> None:
        """Keep the open window (who has still to pass) across a restart: stored with the
        change."""
        window = self.window
        stored = None if window is None else (window.moment, sorted(window.waiting))
        if stored != self._stored_window:
            self.unstored.window, self.unstored.window_changed = stored, True

    def _sync_window(self) -> None:
        polled = [d for d in self.driver.pending if d.kind in self.spec.game.window_kinds]
        if polled and self.window is None:
            waiting = {
                s.seat
                for s in self.seats
                if s.bot is None and not s.auto_pass and not self._passes_rest(s.seat)
            }
            self.window = Window(_moment(polled[0]), waiting)
        elif polled and self.window is not None:
            # The rules poll at another moment while the window is still open (not everyone
            # passed): the window names the moment polled now, as the decision does.
            self.window.moment = _moment(polled[0])
        elif not polled and self.window is not None and (self.finished or not self.window.waiting):
            self.window = None

    def _finish(self) -> None:
        self.window = None
        if self.row.status != "finished":
            self.unstored.finished = True

    def _passed(self, seat: int) -> None:
        """``seat`` no longer holds the open window (if one is open)."""
        if self.window is not None:
            self.window.waiting.discard(seat)

    def _bot_plays(self, seat: int, seq: int) -> bool:
        held = self.seats[seat]
        return held.bot is not None and seq >= held.bot_since

    def _bot_choice(self, driver: Driver, decision: Decision) -> str:
        seat = decision.seat
        bot = self._bots.get(seat)
        if bot is None:
            kind = self.seats[seat].bot or "random"
            bot = self._bots[seat] = make_bot(kind, self.row.game, self._bot_seed(seat))
        return self._ask(bot, driver, decision)

    def _ask(self, bot: Bot, driver: Driver, decision: Decision) -> str:
        """``bot``'s answer, seeing only the deciding seat's view (without the log, as in
        simulations: no bot reads it)."""
        state, seat = driver.state, decision.seat
        return bot.choose(decision, self.spec.game.observer(state, seat))

    def _bot_seed(self, seat: int, salt: int = 0) -> int:
        """A bot's seed, from the game's secret bot seed and the seat (``salt``: the decision a
        timed-out seat's stand-in answers)."""
        text = f"{self.row.bot_seed}:{seat}:{self.seats[seat].bot_since}:{salt}"
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1

    @change
    async def set_auto_pass(self, seat: int, auto_pass: bool) -> None:
        await self.storage.write(self.storage.set_auto_pass, self.id, seat, auto_pass)
        self.seats[seat].auto_pass = auto_pass
        if auto_pass:
            self._passed(seat)
        await self._advance(seat)

    @change
    async def hand_to_bot(self, seat: int, bot: str) -> None:
        make_bot(bot, self.row.game, 0)  # raises ValueError if that bot cannot play this game
        since = self.driver.seq
        await self.storage.write(self.storage.set_bot, self.id, seat, bot, since)
        held = self.seats[seat]
        held.bot, held.bot_since, held.invite_hash, held.secret_hash = bot, since, None, None
        self._bots.pop(seat, None)
        self._passed(seat)
        await self._advance(seat)

    @change
    async def add_chat(self, seat: int, text: str) -> None:
        await self.storage.write(self.storage.add_chat, self.id, len(self.row.chat), seat, text)
        self.row.chat.append((seat, text))
        self.notify(seat)

    # -- timers ------------------------------------------------------------------------------

    def _restart_timer(self) -> None:
        """A new deadline for whatever is offered now (timers are optional, per game)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._timer_number += 1
        self.deadline = None
        if self.row.timer is None or self.finished:
            return
        if not any(self.offered(s) for s in self.taken()):
            return
        self.deadline = time.time() + self.row.timer
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (tools, tests without a server): no timers
            return
        self._timer = loop.call_later(self.row.timer, self._time_is_up, self._timer_number)

    def _time_is_up(self, number: int) -> None:
        task = asyncio.get_running_loop().create_task(self.time_out(number))
        self._timeouts.add(task)  # kept until done: the loop holds tasks only weakly
        task.add_done_callback(self._timed_out)

    def _timed_out(self, task: asyncio.Task[None]) -> None:
        self._timeouts.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("game %s: answering a timed-out decision failed", self.id,
                      exc_info=task.exception())  # fmt: skip

    @change
    async def time_out(self, number: int | None = None) -> None:
        """The time is up: answer for every seat still offered something (pass where it may,
        otherwise the heuristic bot's choice: ruling SRV-2). ``number``: the deadline that ran
        out; if the game has moved on since (a new deadline), nothing happens."""
        if number is not None and number != self._timer_number:
            return
        self._timer = None
        offered = [d for d in map(self.offered, self.taken()) if d is not None]
        for decision in offered:  # only what was offered when the time ran out
            seat = decision.seat
            if decision.kind == WINDOW_PROMPT:
                self._passed(seat)
            elif decision in self.driver.pending:  # not answered since (by the seat itself)
                key = "pass" if "pass" in decision.options else self._default_choice(decision)
                seq = self.driver.seq
                self._commit(seat, key)
                self.unstored.timeouts.append(seq)
                self._note_timeout(self.driver, seat, key)
        await self._advance()

    def _note_timeout(self, driver: Driver, seat: int, key: str) -> None:
        """Log, after what it did, that the server answered for ``seat`` because its time ran
        out (everyone sees it: the table saw the seat's clock too)."""
        name, log = self.seats[seat].name, driver.state.log
        answered = "passed for them" if key == "pass" else "chose for them"
        note = {
            "kind": "timed-out", "round": log[-1].round if log else 0, "seat": seat,
            "text": f"{name} timed out: the server {answered}.",
        }  # fmt: skip
        self._notes.append((len(log), note))

    def _default_choice(self, decision: Decision) -> str:
        seed = self._bot_seed(decision.seat, self.driver.seq)
        try:
            bot = make_bot("heuristic", self.row.game, seed)
        except ValueError:  # a game without a heuristic bot
            bot = make_bot("random", self.row.game, seed)
        return self._ask(bot, self.driver, decision)

    # -- what is sent ------------------------------------------------------------------------

    def notify(self, by: int | None = None) -> None:
        """Something anyone may see changed (every change ends here; ``by``: the seat whose
        answer made it): the states built before are stale, and every connection is sent a new
        one, at once if its seat is asked something or is ``by``, else paced
        (:meth:`Subscriber.wake`)."""
        self._messages.clear()
        self._public = None
        for subscriber in self.subscribers:
            seat = subscriber.seat
            subscriber.wake(seat is not None and (seat == by or self.offered(seat) is not None))

    async def message(self, seat: int | None, host: bool, log_from: int) -> tuple[str, int]:
        """The state message a connection is sent (JSON text) and the log entries it has then
        had: :meth:`snapshot` once no change is under way, built once per change for each seat
        (spectators: once for all), and shared by the connections of that seat that have seen
        the same log (several tabs of one player), never by another seat's."""
        if self.lock.locked():  # a change is under way: built once it has ended
            async with self.lock:
                return self._message(seat, host, log_from)
        # No change is under way, and none can start while this builds (nothing here awaits):
        # the lock need not be taken, which costs every message a few calls into asyncio.
        return self._message(seat, host, log_from)

    def _message(self, seat: int | None, host: bool, log_from: int) -> tuple[str, int]:
        """:meth:`message`, built now (or found built since the last change)."""
        key = (seat, host, log_from)
        built = self._messages.get(key)
        if built is None:
            own = self._own(seat, host, log_from)
            text = state_text(self._public_part()[1], own)
            built = self._messages[key] = (text, own["view"]["log_size"])
        return built

    async def locked_snapshot(
        self, seat: int | None, host: bool = False, log_from: int = 0
    ) -> dict[str, Any]:
        """:meth:`snapshot` once no change is under way: what the server sends."""
        async with self.lock:
            return self.snapshot(seat, host, log_from)

    def snapshot(self, seat: int | None, host: bool = False, log_from: int = 0) -> dict[str, Any]:
        """Everything ``seat`` (None: a spectator) may see now, built from the game's view; the
        log from visible entry ``log_from`` on (at most the newest ``LOG_SHOWN``)."""
        return {**self._public_part()[0], **self._own(seat, host, log_from)}

    def _public_part(self) -> tuple[dict[str, Any], bytes]:
        """What every seat's state holds alike (the game, its status and number, the seats and
        who is connected, who is waited for, the open window, the chat, the result), and its JSON:
        built once per change for all seats, as only a change alters it and every change ends in
        :meth:`notify`."""
        if self._public is None:
            connected = {s.seat for s in self.subscribers}
            public = {
                "id": self.id,
                "game": self.row.game,
                "status": self.row.status,
                "seq": self.driver.seq,
                "seats": [{**seat_data(s), "connected": s.seat in connected} for s in self.seats],
                "waiting": self.waiting(),
                "window": None if self.window is None else {"moment": self.window.moment},
                "chat": [
                    {"seat": s, "name": self.seats[s].name, "text": t}
                    for s, t in self.row.chat[-CHAT_SHOWN:]
                ],
                "result": self.driver.returns() if self.finished else None,
            }
            self._public = public, orjson.dumps(public, option=orjson.OPT_NON_STR_KEYS)
        return self._public

    def _own(self, seat: int | None, host: bool, log_from: int) -> dict[str, Any]:
        """The part of ``seat``'s state that is its own: its view with its log, its decision in
        words, its preferences."""
        shown = self._shown_to(seat)
        seen = dict(shown.view)  # a copy: the log is added per connection
        log = self._log(seat, seen)
        seen["log"] = log[max(log_from, len(log) - LOG_SHOWN) :]
        seen["log_size"] = len(log)
        decision = self.offered(seat)
        return {
            "seat": seat,
            "host": host,
            "view": seen,
            "decision": None if decision is None else self._decision_data(decision, shown),
            "prefs": None if seat is None else self._prefs(seat),
            "result_lines": self.spec.game.words.result(seen) if self.finished else None,
        }

    def _prefs(self, seat: int) -> dict[str, Any]:
        return {"auto_pass": self.seats[seat].auto_pass, "pass_rest": self._passes_rest(seat)}

    def _log(self, seat: int | None, view: dict[str, Any]) -> list[dict[str, Any]]:
        """What ``seat`` sees of the log, kept up to date event by event (the log only grows, so
        each event is filtered for each seat once), worded from its ``view`` of the game now."""
        events = self.driver.state.log
        seen, done, told = self._logs.get(seat, ([], 0, 0))
        if done < len(events) or told < len(self._notes):
            game = self.spec.game
            for position, note in self._notes[told:]:  # each after the events before it
                seen.extend(worded_log(game, view, visible_log(events[:position], seat, done)))
                done = max(done, position)
                seen.append(note)
            seen.extend(worded_log(game, view, visible_log(events, seat, done)))
            self._logs[seat] = (seen, len(events), len(self._notes))
        return seen

    def _shown_to(self, seat: int | None) -> Shown:
        """``seat``'s view of the game, built again only once the rules have run."""
        driver = self.driver
        rules = (driver.asked, driver.finished)
        shown = self._shown.get(seat)
        if shown is None or shown.rules != rules:
            view = self.spec.game.view(driver.state, seat, None)
            shown = self._shown[seat] = Shown(rules, view)
        return shown

    def _decision_data(self, decision: Decision, shown: Shown) -> dict[str, Any]:
        """The decision offered, in words: its prompt and option labels are worded once while
        it is pending (the same decision, the same view: see :class:`Shown`)."""
        if shown.decision is not decision:
            shown.decision, shown.words = decision, self._decision_words(decision, shown.view)
        data = {**shown.words}
        data["seq"] = self.decision_number(decision)
        data["deadline"] = None if self.deadline is None else int(self.deadline * 1000)
        return data

    def _decision_words(self, decision: Decision, seen: dict[str, Any]) -> dict[str, Any]:
        data = decision.to_dict()
        if decision.kind == WINDOW_PROMPT:
            data["labels"] = {"pass": "pass: go on"}
        else:
            words = self.spec.game.words
            data["prompt"] = words.prompt(decision, seen)
            data["labels"] = {key: words.option(decision, key, seen) for key in decision.options}
        data["pass_rest"] = PASS_REST_LABEL if self._may_pass_rest(decision) else None
        return data


def state_text(public: bytes, own: dict[str, Any]) -> str:
    """A state as the JSON text of a websocket message: the JSON object of its public part (the
    same for every seat, encoded once: :meth:`LiveGame._public_part`) and its seat's own part,
    joined into one object. orjson, as encoding states is much of the server's work under load
    (docs/benchmarks.md, "Server load")."""
    own_text = orjson.dumps(own, option=orjson.OPT_NON_STR_KEYS)
    return b"".join((b'{"type":"state",', public[1:-1], b",", own_text[1:])).decode()


def worded(game: Game, view: dict[str, Any]) -> dict[str, Any]:
    """``view`` with each log entry's sentence and importance, in the words of its seat."""
    worded_log(game, view, view.get("log", ()))
    return view


def worded_log(
    game: Game, view: dict[str, Any], entries: Iterable[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``entries`` (of ``view``'s log), each given its sentence and importance for that seat."""
    done = []
    for entry in entries:
        entry["text"] = game.words.entry(entry, view)
        entry["important"] = game.words.important(entry)
        done.append(entry)
    return done


def _moment(polled: Decision) -> str:
    """What a window is open for: the moment the rules poll at (or the card they poll about)."""
    context = polled.context or {}
    return str(context.get("moment") or context.get("card") or polled.kind)


def seat_data(seat: SeatRow) -> dict[str, Any]:
    """A seat as everyone may see it."""
    return {
        "seat": seat.seat,
        "name": seat.name,
        "kind": "human" if seat.bot is None else "bot",
        "bot": seat.bot,
        "claimed": seat.bot is None and seat.secret_hash is not None,
    }
