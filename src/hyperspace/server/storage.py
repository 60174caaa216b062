"""Games, seats, decisions and chat, stored in SQLite (the default) or PostgreSQL (by URL).

Every write is one transaction. A decision's row has the primary key ``(game_id, seq)``, so the
same decision can never be stored twice. A live game stores what one change played (a person's
answer and the bots' and automatic passes' decisions that follow it) in one transaction,
:meth:`Storage.commit`, before anyone is told of it; changes of several games that wait at
the same moment are stored together (a group commit).
Secrets and invite tokens are stored only as SHA-256 hashes.

A live game's writes go through :meth:`Storage.write`: on PostgreSQL a pool of worker threads, each
with its own connection, commits them while the event loop goes on with other games (a commit
waits for the server's disk); SQLite's commit is quicker than the hop to a thread, so there it
runs at once, and only its checkpoints (copying the write-ahead log back into the database, which
waits for the disk) run in a thread of their own (:class:`Checkpoints`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, ruleset TEXT NOT NULL, config TEXT NOT NULL,
        seed BIGINT NOT NULL, bot_seed BIGINT NOT NULL, timer INTEGER, status TEXT NOT NULL,
        created DOUBLE PRECISION NOT NULL, host_hash TEXT NOT NULL, open_window TEXT)""",
    """CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, name TEXT NOT NULL,
        bot TEXT, bot_since INTEGER NOT NULL, invite_hash TEXT UNIQUE, secret_hash TEXT,
        auto_pass INTEGER NOT NULL, PRIMARY KEY (game_id, seat))""",
    """CREATE TABLE IF NOT EXISTS decisions (
        game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, seat INTEGER NOT NULL,
        option_key TEXT NOT NULL, PRIMARY KEY (game_id, seq))""",
    # The decisions the server made for a seat whose time ran out (SRV-2), logged as such
    """CREATE TABLE IF NOT EXISTS timeouts (
        game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq))""",
    """CREATE TABLE IF NOT EXISTS chat (
        game_id TEXT NOT NULL REFERENCES games(id), n INTEGER NOT NULL, seat INTEGER NOT NULL,
        text TEXT NOT NULL, PRIMARY KEY (game_id, n))""",
)


WRITERS = 4  # PostgreSQL connections that may commit at once (see Storage.commit)
# Seconds changes wait for a PostgreSQL writer busy with a commit before another writer starts.
STALLED = 0.02
# Decisions stored by one INSERT: 800 values, under the 999 of SQLite's oldest builds.
ROWS_AT_ONCE = 200
CHECKPOINT_EVERY = 1.0  # seconds between SQLite's checkpoints (see Checkpoints)
log = logging.getLogger("hyperspace.server")


@dataclass
class Changes:
    """What one change of a live game played, to be stored at once: its decisions (number, seat,
    option), those among them the timer answered, the open window if it changed, and whether
    the game ended."""

    decisions: list[tuple[int, int, str]] = field(default_factory=list)
    timeouts: list[int] = field(default_factory=list)
    window: tuple[str, list[int]] | None = None
    window_changed: bool = False
    finished: bool = False

    def __bool__(self) -> bool:
        return bool(self.decisions or not self.only_decisions())

    def only_decisions(self) -> bool:
        return not (self.timeouts or self.window_changed or self.finished)


class Conflict(Exception):
    """A write that clashes with what is stored (a decision already stored at that number)."""


@dataclass
class SeatRow:
    seat: int
    name: str
    bot: str | None = None
    invite_hash: str | None = None
    secret_hash: str | None = None
    auto_pass: bool = True
    bot_since: int = 0  # the decision from which the bot plays the seat (handed over mid-game)


@dataclass
class GameRow:
    id: str
    game: str
    ruleset: str
    config: dict[str, Any]
    seed: int
    bot_seed: int
    timer: float | None  # seconds an offered decision may wait (the API takes whole seconds)
    host_hash: str
    status: str = "running"
    created: float = field(default_factory=time.time)
    seats: list[SeatRow] = field(default_factory=list)
    decisions: list[tuple[int, str]] = field(default_factory=list)
    chat: list[tuple[int, str]] = field(default_factory=list)
    timed_out: set[int] = field(default_factory=set)  # decisions the timer answered
    # An open window (docs/server.md): its moment and the seats still to pass; kept across restarts
    window: tuple[str, list[int]] | None = None


def _sqlite_path(url: str) -> Path:
    return Path(url.removeprefix("sqlite:///"))


class Checkpoints:
    """SQLite's checkpoints, in a thread of their own with a connection of its own, every
    ``CHECKPOINT_EVERY`` seconds. SQLite's automatic checkpoint runs inside the commit that takes
    the write-ahead log past 1,000 pages, and waits for the disk (two fsyncs): on the event loop,
    that held up every game for 5 - 30 ms a few times a minute under load (docs/benchmarks.md,
    "Server load", fourth pass). A PASSIVE checkpoint neither waits for nor blocks the commits
    and reads going on meanwhile, and SQLite lets go of the interpreter while it works, so it
    runs beside the event loop."""

    def __init__(self, path: Path) -> None:
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(path,), name="hyperspace-checkpoints", daemon=True
        )
        self._thread.start()

    def _run(self, path: Path) -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            while not self._stop.wait(CHECKPOINT_EVERY):
                try:
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                except sqlite3.Error:  # a disk error: the commits themselves will say so
                    log.exception("checkpointing %s failed", path)
        finally:
            conn.close()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


class Storage:
    """The database: one SQLite connection, or one PostgreSQL connection per thread using it."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.postgres = url.startswith(("postgresql://", "postgres://"))
        self._local = threading.local()
        self._opened: list[Any] = []
        self._opened_lock = threading.Lock()
        self._sqlite: Any = None if self.postgres else self._connect(url)
        self._writers = None
        # Live games' changes waiting to be stored together (:meth:`commit`), and the tasks
        # storing them: as many as commits can run at once (SQLite: one, on the event loop)
        self._queued: list[tuple[str, Changes, asyncio.Future[None]]] = []
        self._taken = 0  # how many times a commit task has taken the queue
        self._relief: asyncio.TimerHandle | None = None  # another writer to start if stalled
        self._committing = 0
        self._tasks: set[asyncio.Task[None]] = set()  # kept: the loop holds tasks only weakly
        self._most_committing = WRITERS if self.postgres else 1
        if self.postgres:
            self._writers = ThreadPoolExecutor(WRITERS, thread_name_prefix="hyperspace-db")
        with self._tx() as cur:
            for statement in SCHEMA:
                cur.execute(statement)
        self._checkpoints = None if self.postgres else Checkpoints(_sqlite_path(url))

    def _connect(self, url: str) -> Any:
        if self.postgres:
            import psycopg

            return psycopg.connect(url, autocommit=True)
        if not url.startswith("sqlite:///"):
            raise ValueError(f"unsupported database URL {url!r} (sqlite:///path or postgresql://)")
        path = _sqlite_path(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")  # a committed row survives kill -9
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA wal_autocheckpoint=0")  # checkpointed by Checkpoints, off the loop
        conn.execute("PRAGMA foreign_keys=ON")
        return conn

    def _connection(self) -> Any:
        """The connection for the calling thread (SQLite: the only one). A PostgreSQL connection
        found closed (the database restarted, or dropped it) is opened again: the write that
        found it lost failed, and the next one goes through."""
        if self._sqlite is not None:
            return self._sqlite
        lost = getattr(self._local, "conn", None)
        if lost is not None and not lost.closed:
            return lost
        conn = self._local.conn = self._connect(self.url)
        with self._opened_lock:
            if lost is not None:
                self._opened.remove(lost)
            self._opened.append(conn)
        return conn

    def close(self) -> None:
        if self._relief is not None:
            self._relief.cancel()
        if self._writers is not None:
            self._writers.shutdown(wait=True)
        if self._checkpoints is not None:
            self._checkpoints.stop()
        for conn in [self._sqlite, *self._opened]:
            if conn is not None:
                conn.close()

    async def write(self, change: Callable[..., None], *args: Any) -> None:
        """Run one of the writes below, e.g. ``await storage.write(storage.set_status, id, s)``;
        the caller goes on once it is committed (on PostgreSQL, in a worker thread)."""
        if self._writers is None:
            change(*args)
            return
        await asyncio.get_running_loop().run_in_executor(self._writers, change, *args)

    async def commit(self, game_id: str, changes: Changes) -> None:
        """Store what a change of a live game played, together with the changes other games
        ask to store meanwhile (a group commit: under load, one transaction for many games
        instead of one each); back once it is committed, raising what storing this change alone
        would raise.

        One writer stores the groups while it keeps up: the fewer the transactions, the less of
        the server's CPU each change costs (docs/benchmarks.md, "One writer while it keeps up").
        On PostgreSQL, if changes wait ``STALLED`` seconds for a writer held up in a commit (a
        lock, a slow disk), another starts beside it, up to ``WRITERS``: a slow commit holds up
        no other game's for longer than that."""
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self._queued.append((game_id, changes, done))
        if self._committing == 0:
            self._start_writer()
        elif self._committing < self._most_committing and self._relief is None:
            self._relief = loop.call_later(STALLED, self._relieve, self._taken)
        await done

    def _start_writer(self) -> None:
        self._committing += 1
        task = asyncio.get_running_loop().create_task(self._commit_queued())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _relieve(self, taken: int) -> None:
        """``STALLED`` seconds after a change was queued beside a busy writer: another writer
        starts if no writer has taken the queue since (``taken``), else the wait starts over
        for the changes queued since."""
        self._relief = None
        if not self._queued or self._committing >= self._most_committing:
            return
        if self._taken == taken:
            self._start_writer()
        else:
            self._relief = asyncio.get_running_loop().call_later(
                STALLED, self._relieve, self._taken
            )

    async def _commit_queued(self) -> None:
        """Store the queued changes, then those queued meanwhile, until none is left (counted
        out at once then, so that a change queued next starts a task of its own)."""
        try:
            await self._commit_all_queued()
        finally:
            self._committing -= 1

    async def _commit_all_queued(self) -> None:
        while self._queued:
            group, self._queued = self._queued, []
            self._taken += 1
            outcomes = await self._store_group([(game, changes) for game, changes, _ in group])
            for (_, _, done), outcome in zip(group, outcomes, strict=True):
                if done.done():  # its waiter is gone (the server is stopping)
                    continue
                if outcome is None:
                    done.set_result(None)
                else:
                    done.set_exception(outcome)

    async def _store_group(self, group: list[tuple[str, Changes]]) -> list[Exception | None]:
        """Each change's outcome: stored together, or, if that fails (one game's clash, say),
        each alone, so that each game has its own outcome and no other's."""
        try:
            await self.write(self.store_all, group)
            return [None] * len(group)
        except Exception as exc:
            if len(group) == 1:
                return [exc]
        return [await self._store_alone(change) for change in group]

    async def _store_alone(self, change: tuple[str, Changes]) -> Exception | None:
        try:
            await self.write(self.store_all, [change])
        except Exception as exc:
            return exc
        return None

    @contextmanager
    def _tx(self) -> Iterator[Any]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        conn = self._connection()
        if self.postgres:
            with conn.transaction(), conn.cursor() as cur:
                yield _Cursor(cur, postgres=True)
            return
        cur = conn.cursor()
        cur.execute("BEGIN IMMEDIATE")
        try:
            yield _Cursor(cur, postgres=False)
        except BaseException:
            conn.rollback()
            raise
        conn.commit()

    def failures(self) -> tuple[type[Exception], ...]:
        """What the database's driver raises when the database fails (away, full, refusing): a
        write that raised one of these stored nothing of itself."""
        return (self._errors()[0],)

    def _errors(self) -> tuple[type[Exception], type[Exception]]:
        """The driver's errors: any failure, and a clash with what is stored (a key taken)."""
        if self.postgres:
            import psycopg

            return psycopg.Error, psycopg.errors.IntegrityError
        return sqlite3.Error, sqlite3.IntegrityError

    # -- writes ------------------------------------------------------------------------------

    def create_game(self, row: GameRow) -> None:
        with self._tx() as cur:
            cur.execute(
                "INSERT INTO games (id, game, ruleset, config, seed, bot_seed, timer, status,"
                " created, host_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (row.id, row.game, row.ruleset, json.dumps(row.config), row.seed, row.bot_seed,
                 row.timer, row.status, row.created, row.host_hash),
            )  # fmt: skip
            for seat in row.seats:
                cur.execute(
                    "INSERT INTO seats (game_id, seat, name, bot, bot_since, invite_hash,"
                    " secret_hash, auto_pass) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (row.id, seat.seat, seat.name, seat.bot, seat.bot_since, seat.invite_hash,
                     seat.secret_hash, int(seat.auto_pass)),
                )  # fmt: skip

    def store_all(self, changes: Sequence[tuple[str, Changes]]) -> None:
        """Store what changes of live games played (game, changes), in one transaction: all of
        it, or nothing (it raises); Conflict if one of their decisions' numbers is already
        stored.

        On PostgreSQL that is one statement, :data:`STORE_ALL`, whatever the changes: their rows
        go as three JSON texts, which the database unpacks, and it commits on its own (one round
        trip; a tenth of the client's CPU of a statement per row, docs/benchmarks.md, "One writer
        while it keeps up"). On SQLite the decisions go in multi-row INSERTs (up to
        ``ROWS_AT_ONCE`` rows each); changes that are only that (most are) are one statement in
        autocommit, however many games they are."""
        try:
            if self.postgres:
                self._one(STORE_ALL, _as_json(changes))
                return
            inserts = _decisions([(game_id, *d) for game_id, c in changes for d in c.decisions])
            if len(inserts) == 1 and all(change.only_decisions() for _, change in changes):
                self._one(*inserts[0])
                return
            with self._tx() as cur:
                for insert in inserts:
                    cur.execute(*insert)
                for game_id, change in changes:
                    _write_rest(cur, game_id, change)
        except self._errors()[1] as exc:
            games = ", ".join(game_id for game_id, _ in changes)
            raise Conflict(f"a decision of game {games} is already stored") from exc

    def claim_seat(self, game_id: str, seat: int, secret_hash: str) -> None:
        """The invite is used up; the seat's secret is now ``secret_hash``."""
        self._one(
            "UPDATE seats SET invite_hash = NULL, secret_hash = ? WHERE game_id = ? AND seat = ?",
            (secret_hash, game_id, seat),
        )

    def reissue_invite(self, game_id: str, seat: int, invite_hash: str) -> None:
        """A new invite for the seat; its old invite and secret stop working."""
        self._one(
            "UPDATE seats SET invite_hash = ?, secret_hash = NULL WHERE game_id = ? AND seat = ?",
            (invite_hash, game_id, seat),
        )

    def set_bot(self, game_id: str, seat: int, bot: str, since: int) -> None:
        """A bot plays the seat from decision ``since`` on; its invite and secret stop working."""
        self._one(
            "UPDATE seats SET bot = ?, bot_since = ?, invite_hash = NULL, secret_hash = NULL"
            " WHERE game_id = ? AND seat = ?",
            (bot, since, game_id, seat),
        )

    def set_auto_pass(self, game_id: str, seat: int, auto_pass: bool) -> None:
        self._one(
            "UPDATE seats SET auto_pass = ? WHERE game_id = ? AND seat = ?",
            (int(auto_pass), game_id, seat),
        )

    def add_chat(self, game_id: str, n: int, seat: int, text: str) -> None:
        self._one(
            "INSERT INTO chat (game_id, n, seat, text) VALUES (?, ?, ?, ?)",
            (game_id, n, seat, text),
        )

    def _one(self, sql: str, params: Sequence[Any]) -> None:
        """One statement, committed on its own: both connections are in autocommit mode, which
        saves the BEGIN and COMMIT round trips of :meth:`_tx`."""
        _Cursor(self._connection(), self.postgres).execute(sql, params)

    # -- reads -------------------------------------------------------------------------------

    def find_invite(self, invite_hash: str) -> tuple[str, int] | None:
        with self._tx() as cur:
            cur.execute("SELECT game_id, seat FROM seats WHERE invite_hash = ?", (invite_hash,))
            found = cur.fetchone()
        return None if found is None else (str(found[0]), int(found[1]))

    def load(self, game_id: str) -> GameRow | None:
        """A game with its seats, decisions and chat."""
        with self._tx() as cur:
            cur.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
            found = cur.fetchone()
            if found is None:
                return None
            row = _game_row(found)
            row.seats = _seats(cur, game_id)
            cur.execute(
                "SELECT seat, option_key FROM decisions WHERE game_id = ? ORDER BY seq",
                (game_id,),
            )
            row.decisions = [(int(s), str(k)) for s, k in cur.fetchall()]
            cur.execute("SELECT seat, text FROM chat WHERE game_id = ? ORDER BY n", (game_id,))
            row.chat = [(int(s), str(t)) for s, t in cur.fetchall()]
            cur.execute("SELECT seq FROM timeouts WHERE game_id = ?", (game_id,))
            row.timed_out = {int(seq) for (seq,) in cur.fetchall()}
        return row

    def recent(self, limit: int) -> list[GameRow]:
        """The newest games with their seats (no decisions): the lobby's list."""
        with self._tx() as cur:
            cur.execute(f"SELECT {GAME_COLUMNS} FROM games ORDER BY created DESC LIMIT ?", (limit,))
            rows = [_game_row(found) for found in cur.fetchall()]
            for row in rows:
                row.seats = _seats(cur, row.id)
        return rows

    def game_ids(self, status: str | None = None) -> list[str]:
        """Every stored game's id (oldest first), or those with ``status``."""
        with self._tx() as cur:
            if status is None:
                cur.execute("SELECT id FROM games ORDER BY created, id")
            else:
                cur.execute("SELECT id FROM games WHERE status = ? ORDER BY created, id", (status,))
            return [str(r[0]) for r in cur.fetchall()]


GAME_COLUMNS = (
    "id, game, ruleset, config, seed, bot_seed, timer, status, created, host_hash, open_window"
)


def _decisions(rows: list[tuple[str, int, int, str]]) -> list[tuple[str, list[Any]]]:
    """The INSERTs of these decisions (game, number, seat, option), ``ROWS_AT_ONCE`` a
    statement, with their values."""
    inserts = []
    for start in range(0, len(rows), ROWS_AT_ONCE):
        part = rows[start : start + ROWS_AT_ONCE]
        values = ", ".join(["(?, ?, ?, ?)"] * len(part))
        insert = f"INSERT INTO decisions (game_id, seq, seat, option_key) VALUES {values}"
        inserts.append((insert, [value for row in part for value in row]))
    return inserts


def _write_rest(cur: _Cursor, game_id: str, changes: Changes) -> None:
    """A change's statements other than its decisions', in the transaction of ``cur``."""
    for seq in changes.timeouts:
        cur.execute("INSERT INTO timeouts (game_id, seq) VALUES (?, ?)", (game_id, seq))
    if changes.window_changed:
        cur.execute(
            "UPDATE games SET open_window = ? WHERE id = ?", (_window_text(changes), game_id)
        )
    if changes.finished:
        cur.execute("UPDATE games SET status = 'finished' WHERE id = ?", (game_id,))


def _window_text(changes: Changes) -> str | None:
    """The open window as stored: JSON text, or NULL when none is open."""
    return None if changes.window is None else json.dumps(changes.window)


STORE_ALL = """WITH decided AS (
    INSERT INTO decisions (game_id, seq, seat, option_key)
    SELECT d->>0, (d->>1)::integer, (d->>2)::integer, d->>3 FROM json_array_elements(?::json) AS d
), timed_out AS (
    INSERT INTO timeouts (game_id, seq)
    SELECT t->>0, (t->>1)::integer FROM json_array_elements(?::json) AS t
)
UPDATE games SET
    open_window = CASE WHEN (g->>2)::boolean THEN g->>1 ELSE open_window END,
    status = CASE WHEN (g->>3)::boolean THEN 'finished' ELSE status END
FROM json_array_elements(?::json) AS g WHERE id = g->>0"""
"""PostgreSQL's :meth:`Storage.store_all`: the decisions [game, number, seat, option], the
time-outs [game, number] and the games changed [game, window, window changed, finished], each a
JSON array of arrays, in one statement (its parts see the same rows, and commit together)."""


def _as_json(changes: Sequence[tuple[str, Changes]]) -> tuple[str, str, str]:
    """The three JSON arrays :data:`STORE_ALL` takes. A game changed twice in the group (which a
    live game, committing one change at a time, never is) is one row: its last window, finished
    if either change finished it."""
    changed: dict[str, list[Any]] = {}
    for game_id, change in changes:
        if change.window_changed or change.finished:
            row = changed.setdefault(game_id, [game_id, None, False, False])
            if change.window_changed:
                row[1], row[2] = _window_text(change), True
            row[3] = row[3] or change.finished
    return (
        json.dumps([[g, *d] for g, change in changes for d in change.decisions]),
        json.dumps([[g, seq] for g, change in changes for seq in change.timeouts]),
        json.dumps(list(changed.values())),
    )


def _game_row(found: Sequence[Any]) -> GameRow:
    return GameRow(
        id=found[0], game=found[1], ruleset=found[2], config=json.loads(found[3]),
        seed=int(found[4]), bot_seed=int(found[5]), timer=found[6], status=found[7],
        created=float(found[8]), host_hash=found[9],
        window=None if found[10] is None else _window(json.loads(found[10])),
    )  # fmt: skip


def _window(stored: list[Any]) -> tuple[str, list[int]]:
    moment, waiting = stored
    return str(moment), [int(seat) for seat in waiting]


def _seats(cur: _Cursor, game_id: str) -> list[SeatRow]:
    cur.execute(
        "SELECT seat, name, bot, invite_hash, secret_hash, auto_pass, bot_since FROM seats"
        " WHERE game_id = ? ORDER BY seat",
        (game_id,),
    )
    return [
        SeatRow(int(s), n, b, i, h, bool(a), int(since))
        for s, n, b, i, h, a, since in cur.fetchall()
    ]


class _Cursor:
    """A DB-API cursor (or a connection: both execute) that takes ``?`` placeholders on both
    databases."""

    def __init__(self, cur: Any, postgres: bool) -> None:
        self._cur = cur
        self._postgres = postgres

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._cur.execute(sql.replace("?", "%s") if self._postgres else sql, tuple(params))

    def fetchone(self) -> Any:
        return self._cur.fetchone()

    def fetchall(self) -> list[Any]:
        return list(self._cur.fetchall())


def sqlite_url(data_dir: Path) -> str:
    return f"sqlite:///{data_dir / 'hyperspace.sqlite3'}"
