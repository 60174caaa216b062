"""The server's storage on SQLite and PostgreSQL (server/storage.py): every write one transaction,
a decision stored at most once, and everything read back the same by a new connection."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import hyperspace.server.storage as storage_module
from hyperspace.server.guard import digest
from hyperspace.server.storage import (
    STORE_ALL,
    Changes,
    Conflict,
    GameRow,
    SeatRow,
    Storage,
    _Cursor,
)

from .support import PATIENCE, run

SEED = 2**63 - 25  # the largest seeds fit (BIGINT)


@pytest.fixture
def storage(database_url: str) -> Iterator[Storage]:
    opened = Storage(database_url)
    yield opened
    opened.close()


def game_row(game_id: str = "abc123", created: float = 1_700_000_000.5, **extra: Any) -> GameRow:
    row = GameRow(
        id=game_id,
        game="cosmic",
        ruleset="cosmic-1",
        config={
            "players": 3,
            "names": ["Ann", "Bob", "Cyd"],
            "variants": ["zodiac"],
            "nested": {"a": [1, 2.5, None, True]},
        },
        seed=SEED,
        bot_seed=SEED - 1,
        timer=None,
        host_hash=digest("host"),
        created=created,
        seats=[
            SeatRow(0, "Ann", None, invite_hash=digest(f"{game_id}-invite-0")),
            SeatRow(1, "Bob <b>", None, invite_hash=digest(f"{game_id}-invite-1")),
            SeatRow(2, "Cyd", "heuristic", auto_pass=False),
        ],
    )
    return replace(row, **extra)


def reopen(storage: Storage) -> Storage:
    """A second connection to the same database (as a restarted server would open)."""
    storage.close()
    return Storage(storage.url)


def test_a_game_reads_back_as_it_was_written(storage: Storage) -> None:
    row = game_row(timer=90)
    storage.create_game(row)
    again = reopen(storage)
    try:
        loaded = again.load(row.id)
    finally:
        again.close()
    assert loaded == row
    assert loaded is not None and loaded.seed == SEED and isinstance(loaded.created, float)


def test_a_missing_game_loads_as_none(storage: Storage) -> None:
    storage.create_game(game_row())
    assert storage.load("other") is None


def store(storage: Storage, game_id: str, changes: Changes) -> None:
    storage.store_all([(game_id, changes)])


def played(*decisions: tuple[int, int, str], **rest: Any) -> Changes:
    return Changes(decisions=list(decisions), **rest)


def test_a_decision_is_stored_once_per_sequence_number(storage: Storage) -> None:
    storage.create_game(game_row())
    store(storage, "abc123", played((0, 0, "cone:B"), (1, 2, "pass")))
    with pytest.raises(Conflict, match="a decision of game abc123 is already stored"):
        store(storage, "abc123", played((1, 1, "other")))
    store(storage, "abc123", played((2, 1, "launch:A1")))  # the connection still works
    loaded = storage.load("abc123")
    assert loaded is not None
    assert loaded.decisions == [(0, "cone:B"), (2, "pass"), (1, "launch:A1")]


def test_what_a_change_played_is_stored_whole_or_not_at_all(storage: Storage) -> None:
    """A change's decisions, time-outs, window and end are one transaction: when one of its
    decisions clashes with a stored one, none of it is stored."""
    storage.create_game(game_row())
    store(storage, "abc123", played((0, 0, "cone:B")))
    clash = played(
        (1, 2, "pass"), (0, 1, "other"), timeouts=[1], window=("deploy", [0]),
        window_changed=True, finished=True,
    )  # fmt: skip
    with pytest.raises(Conflict, match="a decision of game abc123 is already stored"):
        store(storage, "abc123", clash)
    loaded = storage.load("abc123")
    assert loaded is not None
    assert (loaded.decisions, loaded.timed_out, loaded.window, loaded.status) == (
        [(0, "cone:B")], set(), None, "running",
    )  # fmt: skip
    store(storage, "abc123", played((1, 2, "pass"), timeouts=[1], window=("deploy", [0]),
                                   window_changed=True, finished=True))  # fmt: skip
    loaded = storage.load("abc123")
    assert loaded is not None
    assert (loaded.decisions, loaded.timed_out, loaded.window, loaded.status) == (
        [(0, "cone:B"), (2, "pass")], {1}, ("deploy", [0]), "finished",
    )  # fmt: skip


def test_decisions_are_read_in_sequence_order(storage: Storage) -> None:
    storage.create_game(game_row())
    for seq in (2, 0, 1, 10):
        store(storage, "abc123", played((seq, seq % 3, f"k{seq}")))
    loaded = storage.load("abc123")
    assert loaded is not None
    assert [key for _, key in loaded.decisions] == ["k0", "k1", "k2", "k10"]


def test_a_failed_write_leaves_nothing_behind(storage: Storage) -> None:
    """A game whose seats cannot all be stored is not stored at all (one transaction)."""
    bad = game_row(seats=[SeatRow(0, "Ann"), SeatRow(0, "Ann again")])
    with pytest.raises(Exception):  # noqa: B017 (the driver's own IntegrityError)
        storage.create_game(bad)
    assert storage.load(bad.id) is None
    assert storage.game_ids() == []
    storage.create_game(game_row())  # the connection still works
    assert storage.game_ids() == ["abc123"]


def test_seat_changes_and_chat_persist_across_connections(storage: Storage) -> None:
    storage.create_game(game_row())
    storage.claim_seat("abc123", 0, digest("ann-secret"))
    storage.reissue_invite("abc123", 1, digest("bob-new-invite"))
    storage.set_bot("abc123", 1, "random", 3)
    storage.set_auto_pass("abc123", 0, False)
    storage.set_auto_pass("abc123", 2, True)
    storage.add_chat("abc123", 0, 0, "hello")
    storage.add_chat("abc123", 1, 2, "<script>x</script> ok")
    store(storage, "abc123", Changes(finished=True))
    storage = reopen(storage)
    try:
        loaded = storage.load("abc123")
    finally:
        storage.close()
    assert loaded is not None
    ann, bob, cyd = loaded.seats
    assert (ann.invite_hash, ann.secret_hash, ann.auto_pass) == (None, digest("ann-secret"), False)
    assert (bob.bot, bob.invite_hash, bob.secret_hash) == ("random", None, None)
    assert cyd.auto_pass is True and cyd.bot == "heuristic"
    assert loaded.chat == [(0, "hello"), (2, "<script>x</script> ok")]
    assert loaded.status == "finished"


def test_a_reissued_invite_replaces_the_old_invite_and_secret(storage: Storage) -> None:
    storage.create_game(game_row())
    storage.claim_seat("abc123", 1, digest("bob-secret"))
    storage.reissue_invite("abc123", 1, digest("bob-new-invite"))
    loaded = storage.load("abc123")
    assert loaded is not None
    assert loaded.seats[1].secret_hash is None
    assert loaded.seats[1].invite_hash == digest("bob-new-invite")
    assert storage.find_invite(digest("abc123-invite-1")) is None
    assert storage.find_invite(digest("bob-new-invite")) == ("abc123", 1)


def test_invites_are_found_by_their_hash_until_used(storage: Storage) -> None:
    storage.create_game(game_row())
    storage.create_game(game_row("def456", created=1_700_000_001.0))
    assert storage.find_invite(digest("abc123-invite-1")) == ("abc123", 1)
    assert storage.find_invite(digest("def456-invite-0")) == ("def456", 0)
    assert storage.find_invite(digest("unknown")) is None
    assert storage.find_invite("abc123-invite-1") is None  # the hash, never the token itself
    storage.claim_seat("abc123", 1, digest("secret"))
    assert storage.find_invite(digest("abc123-invite-1")) is None
    assert storage.find_invite(digest("abc123-invite-0")) == ("abc123", 0)


def test_game_ids_come_oldest_first_and_by_status(storage: Storage) -> None:
    for game_id, created in (("late", 3.0), ("early", 1.0), ("middle", 2.0)):
        storage.create_game(game_row(game_id, created=created))
    store(storage, "middle", Changes(finished=True))
    assert storage.game_ids() == ["early", "middle", "late"]
    assert storage.game_ids("running") == ["early", "late"]
    assert storage.game_ids("finished") == ["middle"]
    assert storage.game_ids("open") == []


def test_a_postgresql_connection_the_database_dropped_is_opened_again(postgres_url: str) -> None:
    """The database drops the storage's connection (a restart, say): the write that finds it lost
    fails and stores nothing; the next opens a new connection and is stored."""
    import psycopg

    storage = Storage(postgres_url)
    try:
        storage.create_game(game_row("g1"))
        pid = storage._connection().info.backend_pid
        with psycopg.connect(postgres_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
            deadline = time.monotonic() + PATIENCE
            while admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone():
                assert time.monotonic() < deadline, "the connection was never dropped"
                time.sleep(0.01)
        with pytest.raises(psycopg.OperationalError):
            store(storage, "g1", played((0, 0, "a")))
        store(storage, "g1", played((0, 0, "a")))
        loaded = storage.load("g1")
        assert loaded is not None and loaded.decisions == [(0, "a")]
    finally:
        storage.close()


def test_an_unsupported_database_url_is_refused() -> None:
    with pytest.raises(ValueError, match="unsupported database URL"):
        Storage("mysql://localhost/db")


def test_changes_of_games_waiting_together_are_stored_together(storage: Storage) -> None:
    """Three games ask to store a change at the same moment: one transaction stores them all (a
    group commit). When one of them clashes with what is stored, that one is refused, and the
    others are stored each alone: no game gets another's outcome."""
    for game_id in ("g1", "g2", "g3"):
        storage.create_game(game_row(game_id))
    groups: list[list[str]] = []
    store_all = storage.store_all

    def counted(changes: list[tuple[str, Changes]]) -> None:
        groups.append([game_id for game_id, _ in changes])
        store_all(changes)

    storage.store_all = counted  # type: ignore[method-assign]

    async def at_once(*changes: tuple[str, Changes]) -> list[BaseException | None]:
        asked = [storage.commit(game_id, change) for game_id, change in changes]
        return list(await asyncio.gather(*asked, return_exceptions=True))

    first = run(at_once(*[(g, played((0, 0, "a"))) for g in ("g1", "g2", "g3")]))
    assert first == [None, None, None] and groups == [["g1", "g2", "g3"]]
    groups.clear()
    clash = played((1, 1, "b"), (0, 1, "again"))
    second = run(at_once(("g1", played((1, 2, "c"))), ("g2", clash), ("g3", played((1, 0, "d")))))
    assert second[0] is None and second[2] is None
    assert isinstance(second[1], Conflict)
    assert groups == [["g1", "g2", "g3"], ["g1"], ["g2"], ["g3"]]
    stored = {g: row.decisions for g in ("g1", "g2", "g3") if (row := storage.load(g))}
    assert stored == {"g1": [(0, "a"), (2, "c")], "g2": [(0, "a")], "g3": [(0, "a"), (0, "d")]}


def statements(storage: Storage, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The statements ``storage`` runs from now on, and "transaction" where one begins."""
    ran: list[str] = []
    execute, tx = _Cursor.execute, storage._tx

    def counted(cursor: _Cursor, sql: str, params: Any = ()) -> None:
        ran.append(sql)
        execute(cursor, sql, params)

    def transaction() -> Any:
        ran.append("transaction")
        return tx()

    monkeypatch.setattr(_Cursor, "execute", counted)
    monkeypatch.setattr(storage, "_tx", transaction)
    return ran


def test_games_storing_only_decisions_together_take_one_statement(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three games' changes stored together, only decisions: one statement in autocommit (no
    transaction around it), read back per game; on SQLite one INSERT of all their rows."""
    for game_id in ("g1", "g2", "g3"):
        storage.create_game(game_row(game_id))
    ran = statements(storage, monkeypatch)
    storage.store_all([
        ("g1", played((0, 0, "a"), (1, 2, "b"))), ("g2", played((0, 1, "c"))),
        ("g3", played((0, 0, "d"))),
    ])  # fmt: skip
    if storage.postgres:
        assert ran == [STORE_ALL]
    else:
        assert [sql.split(" VALUES ")[0] for sql in ran] == [
            "INSERT INTO decisions (game_id, seq, seat, option_key)"
        ]
        assert ran[0].count("(?, ?, ?, ?)") == 4
    stored = {g: row.decisions for g in ("g1", "g2", "g3") if (row := storage.load(g))}
    assert stored == {"g1": [(0, "a"), (2, "b")], "g2": [(1, "c")], "g3": [(0, "d")]}


def test_many_decisions_windows_time_outs_and_ends_are_stored_in_one_transaction(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """450 decisions of three games, one of them opening a window and timed out, one ending: on
    PostgreSQL one statement that commits on its own; on SQLite, in one transaction, INSERTs of
    200, 200 and 50 rows, then the time-out, the window and the end. All of it reads back."""
    for game_id in ("g1", "g2", "g3"):
        storage.create_game(game_row(game_id))
    ran = statements(storage, monkeypatch)
    first = played(*[(n, n % 3, f"k{n}") for n in range(300)])
    second = played(*[(n, 0, "x") for n in range(150)], window=("deploy", [1]), window_changed=True)
    second.timeouts.append(149)
    storage.store_all([("g1", first), ("g2", second), ("g3", Changes(finished=True))])
    if storage.postgres:
        assert ran == [STORE_ALL]
    else:
        assert ran[0] == "transaction" and len(ran) == 7
        assert [sql.count("(?, ?, ?, ?)") for sql in ran[1:4]] == [200, 200, 50]
        assert ran[4:] == [
            "INSERT INTO timeouts (game_id, seq) VALUES (?, ?)",
            "UPDATE games SET open_window = ? WHERE id = ?",
            "UPDATE games SET status = 'finished' WHERE id = ?",
        ]
    g1, g2, g3 = storage.load("g1"), storage.load("g2"), storage.load("g3")
    assert g1 is not None and g2 is not None and g3 is not None
    assert (g1.decisions, g1.window, g1.status) == (
        [(n % 3, f"k{n}") for n in range(300)],
        None,
        "running",
    )
    assert (g2.decisions, g2.window, g2.timed_out, g2.status) == (
        [(0, "x")] * 150,
        ("deploy", [1]),
        {149},
        "running",
    )
    assert (g3.decisions, g3.status) == ([], "finished")


def test_two_changes_of_one_game_in_a_group_are_both_stored(storage: Storage) -> None:
    """A group holding two changes of one game (a live game never sends two at once, but storing
    must not depend on it): both changes' decisions, the window the first opened, and the end
    the second made."""
    storage.create_game(game_row("g1"))
    storage.store_all([
        ("g1", played((0, 0, "a"), window=("deploy", [1]), window_changed=True)),
        ("g1", played((1, 1, "b"), finished=True)),
    ])  # fmt: skip
    loaded = storage.load("g1")
    assert loaded is not None
    assert (loaded.decisions, loaded.window, loaded.status) == (
        [(0, "a"), (1, "b")],
        ("deploy", [1]),
        "finished",
    )


def test_a_window_closed_is_stored_as_none(storage: Storage) -> None:
    storage.create_game(game_row("g1"))
    store(storage, "g1", played((0, 0, "a"), window=("deploy", [1, 2]), window_changed=True))
    store(storage, "g1", played((1, 1, "b"), window=None, window_changed=True))
    loaded = storage.load("g1")
    assert loaded is not None and (loaded.decisions, loaded.window) == ([(0, "a"), (1, "b")], None)


def test_sqlite_checkpoints_run_beside_the_commits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No commit checkpoints the write-ahead log (it would wait for the disk on the event loop):
    a thread of the storage's own copies it back into the database file, which then grows."""
    monkeypatch.setattr(storage_module, "CHECKPOINT_EVERY", 0.02)
    opened = Storage(f"sqlite:///{tmp_path}/games.sqlite3")
    try:
        assert opened._connection().execute("PRAGMA wal_autocheckpoint").fetchone() == (0,)
        database = tmp_path / "games.sqlite3"
        before = database.stat().st_size
        for n in range(50):
            opened.create_game(game_row(f"game{n:02d}"))
        deadline = time.monotonic() + PATIENCE
        while database.stat().st_size == before and time.monotonic() < deadline:
            time.sleep(0.01)
        assert database.stat().st_size > before
        assert len(opened.recent(100)) == 50
    finally:
        opened.close()
