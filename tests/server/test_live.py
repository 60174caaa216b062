"""A live game on the event loop (server/live.py): it changes only under its lock, a game waiting
for its commit holds up no other game for long (PostgreSQL: another writer starts), nobody is sent a
state half-way through a change, and a deadline that ran out while the game was busy answers
nothing offered after it."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hyperspace.server.app import _handle as handle_message
from hyperspace.server.app import _send_states as send_states
from hyperspace.server.live import (
    BYSTANDER_PACE,
    STORE_FAILED,
    STORED_ELSEWHERE,
    LiveGame,
    Refused,
    Subscriber,
)
from hyperspace.server.storage import STALLED, Changes, Storage

from .support import PATIENCE, dumps, live_game, run, until

SEATS = [("Ann", None), ("Bob", None), ("Cyd", "heuristic")]
HUMANS = (0, 1)
NUCLEAR = {"max_rounds": 5}


@pytest.fixture
def sqlite_storage(tmp_path: Path) -> Iterator[Storage]:
    opened = Storage(f"sqlite:///{tmp_path / 'live.sqlite3'}")
    yield opened
    opened.close()


def first_offer(game: LiveGame) -> tuple[int, int, str]:
    """A human seat with a decision, its number and an option, as GET .../state shows them."""
    seat = next(s for s in HUMANS if game.offered(s) is not None)
    decision = game.snapshot(seat)["decision"]
    return seat, decision["seq"], decision["options"][0]


def test_a_game_waiting_for_its_commit_holds_up_no_other_game_for_long(postgres_url: str) -> None:
    """While one writer commits, the other games' changes wait for it (one transaction for many
    games); when its commit is held up, another writer stores them after ``STALLED`` seconds."""
    storage = Storage(postgres_url)
    slow = live_game(storage, "nuclear", 3, SEATS, NUCLEAR, game_id="slow")
    other = live_game(storage, "nuclear", 4, SEATS, NUCLEAR, game_id="other")
    entered, release = hold_commits(storage, slow.id)
    started = commits_started(storage)

    async def scenario() -> None:
        seat, seq, key = first_offer(slow)
        answered = asyncio.create_task(slow.decide(seat, seq, key))
        await until(entered.is_set, "the slow game's commit starting")
        state = asyncio.create_task(slow.locked_snapshot(seat))
        other_seq = other.driver.seq
        asked = time.monotonic()
        await other.decide(*first_offer(other))  # the other game goes on meanwhile
        assert other.driver.seq > other_seq
        assert started["other"] - asked >= STALLED * 0.9  # it waited for the busy writer first
        await until(lambda: waiting(slow) > 0, "the state waiting for the slow game")
        assert not answered.done() and not state.done()  # no state of a game half-way changed
        release.set()
        await answered
        sent = await state
        assert sent["seq"] == slow.driver.seq > seq  # the state sent is the one after the change

    try:
        run(scenario())
    finally:
        release.set()
        storage.close()
    check_stored(postgres_url, slow, other)


def test_a_game_goes_on_once_the_database_has_dropped_its_connections(postgres_url: str) -> None:
    """PostgreSQL drops every connection of the server (a restart, say): the answer that finds
    them lost is refused (503, SRV-23) and undone; sent again, it is stored on new connections."""
    storage = Storage(postgres_url)
    game = live_game(storage, "nuclear", 3, SEATS, NUCLEAR)
    try:
        run(game.decide(*first_offer(game)))  # the writer has its connection
        before = list(game.driver.record.decisions)
        seat, seq, key = first_offer(game)
        drop_connections(postgres_url)
        with pytest.raises(Refused) as refused:
            run(game.decide(seat, seq, key))
        assert (refused.value.status, refused.value.message) == (503, STORE_FAILED)
        assert game.driver.record.decisions == before and first_offer(game) == (seat, seq, key)
        run(game.decide(seat, seq, key))
        assert game.driver.record.decisions[seq] == (seat, key)
    finally:
        storage.close()
    check_stored(postgres_url, game)


def drop_connections(url: str) -> None:
    """Every other connection to ``url``'s database dropped by the database, as a restart
    would."""
    import psycopg

    others = "FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"SELECT pg_terminate_backend(pid) {others}")
        deadline = time.monotonic() + PATIENCE
        while admin.execute(f"SELECT 1 {others}").fetchone():
            assert time.monotonic() < deadline, "the database never dropped them"
            time.sleep(0.01)


def test_a_decision_being_stored_is_applied_when_its_sender_goes_away(postgres_url: str) -> None:
    """The connection closes (its task is cancelled) while the decision is being committed: the
    game still applies it, so what is stored and what is played stay the same."""
    storage = Storage(postgres_url)
    game = live_game(storage, "nuclear", 3, SEATS, NUCLEAR)
    entered, release = hold_commits(storage, game.id)

    async def scenario() -> None:
        seat, seq, key = first_offer(game)
        answered = asyncio.create_task(game.decide(seat, seq, key))
        await until(entered.is_set, "the commit starting")
        answered.cancel()
        await asyncio.sleep(0)
        assert answered.cancelled()
        release.set()
        async with game.lock:  # the change, shielded from the cancel, is whole
            assert game.driver.record.decisions[seq] == (seat, key)

    try:
        run(scenario())
    finally:
        release.set()
        storage.close()
    check_stored(postgres_url, game)


def hold_commits(storage: Storage, game_id: str) -> tuple[threading.Event, threading.Event]:
    """Make ``game_id``'s commits wait (a slow disk) until the second event returned is set; the
    first is set once a commit has started waiting."""
    entered, release = threading.Event(), threading.Event()
    commit = storage.store_all

    def held_commit(changes: list[tuple[str, Changes]]) -> None:
        if any(game == game_id for game, _ in changes):
            entered.set()
            assert release.wait(PATIENCE), "the test never released the commit"
        commit(changes)

    storage.store_all = held_commit  # type: ignore[method-assign]
    return entered, release


def commits_started(storage: Storage) -> dict[str, float]:
    """When each game's first commit started (``time.monotonic()``), by game, filled in as the
    storage commits."""
    started: dict[str, float] = {}
    commit = storage.store_all

    def timed_commit(changes: list[tuple[str, Changes]]) -> None:
        for game, _ in changes:
            started.setdefault(game, time.monotonic())
        commit(changes)

    storage.store_all = timed_commit  # type: ignore[method-assign]
    return started


def waiting(game: LiveGame) -> int:
    """How many tasks wait for the game's lock (asyncio.Lock keeps them in ``_waiters``)."""
    return len(game.lock._waiters or ())


def check_stored(url: str, *games: LiveGame) -> None:
    """A new connection reads back exactly the decisions each game has played."""
    stored = Storage(url)
    try:
        for game in games:
            row = stored.load(game.id)
            assert row is not None and row.decisions == game.driver.record.decisions
    finally:
        stored.close()


def test_a_deadline_that_ran_out_while_the_game_was_busy_answers_nothing_offered_later(
    sqlite_storage: Storage,
) -> None:
    """The deadline runs out while an answer waits for the game (a slow commit, say); once that
    answer is in, the seats asked next get a full time of their own: nobody is answered for."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR, timer=1)

    async def scenario() -> int:
        await game.advance()  # the 1 s deadline now runs on this loop
        seat, seq, key = first_offer(game)
        async with game.lock:  # the game is busy...
            answered = asyncio.create_task(game.decide(seat, seq, key))
            # ...while its deadline runs out: the time-out is queued behind the answer
            await until(lambda: bool(game._timeouts), "the deadline running out")
            assert not answered.done()
        await answered
        async with game.lock:  # the time-out, queued behind the answer, has run
            return seq

    seq = run(scenario())
    later = game.driver.record.decisions[seq + 1 :]
    assert all(seat not in HUMANS for seat, _ in later), later
    assert any(game.offered(s) is not None for s in HUMANS)  # asked, and not answered for


def test_a_deadline_that_runs_out_answers_for_the_seats_offered(sqlite_storage: Storage) -> None:
    """The same 1 s deadline, with nobody answering: the server answers (ruling SRV-2)."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR, timer=1)

    async def scenario() -> tuple[int, float]:
        await game.advance()
        seq = game.driver.seq
        assert game.deadline is not None and any(game.offered(s) for s in HUMANS)

        def answered_for_a_person() -> bool:
            return any(seat in HUMANS for seat, _ in game.driver.record.decisions[seq:])

        waited = await until(answered_for_a_person, "the server answering when the time is up")
        return seq, waited

    seq, waited = run(scenario())
    assert waited >= 0.9  # answered by the deadline, not before it
    assert any(seat in HUMANS for seat, _ in game.driver.record.decisions[seq:])


class FailingDisk:
    """An SQLite connection whose statements storing a decision of ``seat`` fail (a full disk,
    say), and its reads too if ``reads_fail``, while ``failing`` is set; everything else goes
    through."""

    def __init__(self, connection: sqlite3.Connection, seat: int, reads_fail: bool) -> None:
        self.connection, self.seat, self.reads_fail = connection, seat, reads_fail
        self.failing = True

    def check(self, sql: str, params: Any) -> None:
        # a decision's values are (game, number, seat, option), one row after another
        stores_seat = "INSERT INTO decisions" in sql and self.seat in tuple(params)[2::4]
        if self.failing and (stores_seat or (self.reads_fail and sql.startswith("SELECT"))):
            raise sqlite3.OperationalError("disk I/O error")

    def execute(self, sql: str, params: Any = ()) -> Any:
        self.check(sql, params)
        return self.connection.execute(sql, params)

    def cursor(self) -> Any:
        return FailingCursor(self, self.connection.cursor())

    def __getattr__(self, name: str) -> Any:
        return getattr(self.connection, name)


class FailingCursor:
    def __init__(self, disk: FailingDisk, cursor: sqlite3.Cursor) -> None:
        self.disk, self.cursor = disk, cursor

    def execute(self, sql: str, params: Any = ()) -> Any:
        self.disk.check(sql, params)
        return self.cursor.execute(sql, params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.cursor, name)


@pytest.mark.parametrize("reads_fail", [False, True], ids=["read-back", "unreadable"])
def test_a_change_whose_storing_fails_is_undone_whole(
    sqlite_storage: Storage, reads_fail: bool
) -> None:
    """A person's answer sets off the bot's decisions; storing them fails: the answer is refused
    (503, SRV-23), neither it nor the bot's decisions are stored, and the game is back where it
    was (read back from the database, or, when that cannot be read either, to what it stored
    last), offering the same decision again. Once the disk works again, the same answer is taken
    and stored with the bot's."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    disk = FailingDisk(sqlite_storage._sqlite, seat=2, reads_fail=reads_fail)
    sqlite_storage._sqlite = disk

    async def scenario() -> tuple[int, int, str]:
        for _ in range(50):  # answer until an answer sets off the bot
            before = list(game.driver.record.decisions)
            seat, seq, key = first_offer(game)
            try:
                await game.decide(seat, seq, key)
            except Refused as refused:
                assert (refused.status, refused.message) == (503, STORE_FAILED)
                disk.failing = False
                stored = sqlite_storage.load(game.id)
                assert stored is not None and stored.decisions == before
                assert game.driver.record.decisions == before
                assert first_offer(game) == (seat, seq, key)
                return seat, seq, key
        raise AssertionError("no answer set off the bot's decisions")

    try:
        seat, seq, key = run(scenario())
        run(game.decide(seat, seq, key))
    finally:
        sqlite_storage._sqlite = disk.connection
    played = game.driver.record.decisions
    assert played[seq] == (seat, key) and played[seq + 1][0] == 2
    check_stored(sqlite_storage.url, game)


def test_an_answer_another_server_stored_first_is_refused_and_the_game_moves_on(
    sqlite_storage: Storage,
) -> None:
    """A second server on the same database stored this game's next decision first: the answer
    is refused (409, SRV-23), and the game, read back, goes on from what the database holds."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    seat, seq, key = first_offer(game)
    sqlite_storage.store_all([(game.id, Changes(decisions=[(seq, seat, key)]))])
    with pytest.raises(Refused) as refused:
        run(game.decide(seat, seq, key))
    assert (refused.value.status, refused.value.message) == (409, STORED_ELSEWHERE)
    assert game.driver.record.decisions[seq] == (seat, key)
    check_stored(sqlite_storage.url, game)


def test_a_state_is_built_once_per_seat_and_change(sqlite_storage: Storage) -> None:
    """Two tabs of Ann, one of Bob, two spectators: after a change, five connections are sent
    three states, one per seat (and one for the spectators); Ann's tabs share hers, the very
    message built for the first (not built again), which is the one her allow-list snapshot
    gives, and Bob's is his own. The next change builds them anew."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    connections = [0, 0, 1, None, None]

    async def send_all() -> list[tuple[str, int]]:
        return [await game.message(seat, False, 0) for seat in connections]

    def built() -> list[int | None]:
        return sorted((seat for seat, _, _ in game._messages), key=str)

    sent = run(send_all())
    assert built() == [0, 1, None]
    assert sent[0][0] is sent[1][0] and sent[3][0] is sent[4][0]  # the same text, not rebuilt
    assert sent[0] != sent[2] != sent[3]
    assert json.loads(sent[0][0]) == {"type": "state", **json.loads(dumps(game.snapshot(0)))}
    assert json.loads(sent[2][0]) == {"type": "state", **json.loads(dumps(game.snapshot(1)))}
    assert sent[0][1] == game.snapshot(0)["view"]["log_size"]
    answer = first_offer(game)
    run(game.decide(*answer))
    assert built() == []  # the change made them stale
    again = run(send_all())
    assert built() == [0, 1, None]
    assert again[0][0] is again[1][0] and again[3][0] is again[4][0]
    assert again[0][0] is not sent[0][0] and again[2][0] is not sent[2][0]


def test_what_every_seat_sees_alike_is_built_once_per_change(sqlite_storage: Storage) -> None:
    """The seats, who is waited for and the chat are the same in every seat's state: built once
    per change for all seats and the spectators (the same objects in each), anew after a change."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    ann, bob, spectator = game.snapshot(0), game.snapshot(1), game.snapshot(None)
    for key in ("seats", "waiting", "chat"):
        assert ann[key] is bob[key] is spectator[key]
    assert ann["seat"] == 0 and bob["seat"] == 1 and spectator["seat"] is None
    run(game.decide(*first_offer(game)))
    after = game.snapshot(0)
    assert after["seats"] is not ann["seats"] and after["seq"] == ann["seq"] + 1
    assert after["seats"] is game.snapshot(1)["seats"]


def test_a_seats_view_and_decision_words_are_built_again_only_once_the_rules_run(
    sqlite_storage: Storage,
) -> None:
    """Until the rules run again, a seat's states share its view and its decision's words (the
    same objects, built once); a change that runs the rules builds them anew."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    seat, seq, key = first_offer(game)
    first, again = game.snapshot(seat), game.snapshot(seat, log_from=1)
    assert again["view"]["players"] is first["view"]["players"]
    assert again["decision"]["labels"] is first["decision"]["labels"]
    assert again["decision"]["seq"] == first["decision"]["seq"] == seq
    run(game.decide(seat, seq, key))
    after = game.snapshot(seat)
    assert after["view"]["players"] is not first["view"]["players"]
    assert after["seq"] > seq


def test_the_states_built_once_are_those_a_game_read_again_would_send(
    sqlite_storage: Storage,
) -> None:
    """Cosmic with three people (simultaneous decisions, windows passed while the rules wait):
    after each answer, every seat's state is the one the same game read back from the database
    (nothing kept from before) sends."""
    seats = [("Ann", None), ("Bob", None), ("Cyd", None)]
    game = live_game(sqlite_storage, "cosmic", 5, seats, auto_pass={0: False, 1: False, 2: False})
    rng = random.Random(5)
    for _ in range(60):
        for seat in range(3):
            game.snapshot(seat)  # built (and kept) before the answer, as a connection would
        offers = [(seat, game.snapshot(seat)["decision"]) for seat in range(3)]
        seat, decision = rng.choice([(s, d) for s, d in offers if d is not None])
        run(game.decide(seat, decision["seq"], rng.choice(decision["options"])))
        row = sqlite_storage.load(game.id)
        assert row is not None
        fresh = LiveGame(row, sqlite_storage)
        for seat in range(3):
            assert dumps(game.snapshot(seat)) == dumps(fresh.snapshot(seat))


def test_a_state_the_same_as_the_last_sent_is_sent_again_only_when_a_ping_asks(
    sqlite_storage: Storage,
) -> None:
    """Nothing this seat sees changed (another tab of it connected, say): no second message;
    a ping asks for it again; the next change sends its new state."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    seat, seq, key = first_offer(game)
    socket = Socket()
    subscriber = Subscriber(seat, False, game.seats[seat].secret_hash)
    game.subscribers.append(subscriber)

    async def scenario() -> None:
        sender = asyncio.create_task(send_states(socket, game, subscriber))  # type: ignore[arg-type]
        game.notify()
        await until(lambda: len(socket.sent) == 1, "the first state")
        game.notify()
        await until(lambda: not subscriber.changed.is_set(), "the state looked at")
        assert len(socket.sent) == 1
        assert await handle_message(game, subscriber, '{"type": "ping"}') is None
        await until(lambda: len(socket.sent) == 2, "the state asked for again")
        assert socket.sent[1] == socket.sent[0]
        await game.decide(seat, seq, key)
        await until(lambda: len(socket.sent) == 3, "the state after the answer")
        assert json.loads(socket.sent[2])["seq"] > seq
        sender.cancel()

    run(scenario())


def test_the_states_of_a_change_are_all_built_before_the_first_is_written(
    sqlite_storage: Storage,
) -> None:
    """One change wakes every connection of the game: each builds its state, and only then are
    they written, back to back (docs/benchmarks.md, "Server load", fourth pass)."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    seat, seq, key = first_offer(game)
    done: list[tuple[str, int | None]] = []

    async def message(seat: int | None, host: bool, log_from: int) -> tuple[str, int]:
        done.append(("built", seat))
        return await game.message(seat, host, log_from)

    watched = Watched(game, message)
    subscribers = [Subscriber(s, False, game.seats[s].secret_hash) for s in HUMANS]
    game.subscribers.extend(subscribers)
    sockets = [Socket(lambda _, s=s: done.append(("written", s))) for s in HUMANS]

    async def scenario() -> None:
        senders = [
            asyncio.create_task(send_states(socket, watched, subscriber))  # type: ignore[arg-type]
            for socket, subscriber in zip(sockets, subscribers, strict=True)
        ]
        await game.decide(seat, seq, key)
        await until(lambda: all(socket.sent for socket in sockets), "every seat's state")
        for sender in senders:
            sender.cancel()

    run(scenario())
    assert sorted(done[:2]) == [("built", 0), ("built", 1)]
    assert sorted(done[2:]) == [("written", 0), ("written", 1)]


def test_a_seat_revoked_while_its_state_waits_to_be_written_is_closed_instead(
    sqlite_storage: Storage,
) -> None:
    """The host revokes the seat after its state was built and before it is written (the turn
    of the loop the other connections build theirs in): the state is not sent, the connection is
    closed."""
    game = live_game(sqlite_storage, "nuclear", 3, SEATS, NUCLEAR)
    seat = HUMANS[0]
    subscriber = Subscriber(seat, False, game.seats[seat].secret_hash)
    game.subscribers.append(subscriber)

    async def message(seat: int | None, host: bool, log_from: int) -> tuple[str, int]:
        built = await game.message(seat, host, log_from)
        game.seats[HUMANS[0]].secret_hash = "the seat's new secret"  # the host revoked the old
        return built

    watched = Watched(game, message)
    socket = Socket()

    async def scenario() -> None:
        sender = asyncio.create_task(send_states(socket, watched, subscriber))  # type: ignore[arg-type]
        game.notify()
        await until(lambda: socket.closed is not None, "the connection closed")
        await sender

    run(scenario())
    assert socket.sent == []
    assert socket.closed == (1008, "this seat's secret was revoked by the host")


class Watched:
    """A live game as ``_send_states`` uses it, its ``message`` seen through ``message``: the
    game's own methods cannot be replaced (the compiled build compiles the live game)."""

    def __init__(self, game: LiveGame, message: Callable[[int | None, bool, int], Any]) -> None:
        self.game = game
        self.message = message

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


class Socket:
    """What _send_states uses of a websocket: what it sends is kept."""

    def __init__(self, writing: Callable[[str], None] = lambda _: None) -> None:
        self.sent: list[str] = []
        self.writing = writing  # told of each text as it is written
        self.closed: tuple[int, str] | None = None

    async def send_text(self, text: str) -> None:
        assert self.closed is None, "written to after it was closed"
        self.writing(text)
        self.sent.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed = code, reason


def test_a_bystander_is_sent_one_state_a_pace_and_the_changes_made_meanwhile_in_it(
    sqlite_storage: Storage,
) -> None:
    """After a change, the seat that made it and the seat asked next are woken at once; a seat
    asked nothing that was sent a state less than BYSTANDER_PACE ago is woken once that time is
    up, however many changes are made meanwhile (they come together in its next state: ruling
    SRV-22)."""
    three = [("Ann", None), ("Bob", None), ("Cyd", None)]
    game = live_game(sqlite_storage, "cosmic", 3, three, {"use_powers": False})
    subscribers = [Subscriber(s, False, game.seats[s].secret_hash) for s in range(3)]
    game.subscribers.extend(subscribers)

    def woken() -> set[int]:
        return {s.seat for s in subscribers if s.changed.is_set() and s.seat is not None}

    async def answer() -> tuple[int, int]:
        """The seat asked answers (each was just sent a state): it, and the seat asked next."""
        for subscriber in subscribers:
            subscriber.changed.clear()
            subscriber.sent_at = asyncio.get_running_loop().time()
        seat = next(s for s in range(3) if game.offered(s) is not None)
        decision = game.offered(seat)
        assert decision is not None
        await game.decide(
            seat, game._asked.get(id(decision), game.driver.seq), decision.options[-1]
        )
        return seat, next(s for s in range(3) if game.offered(s) is not None)

    async def scenario() -> None:
        answered, asked = await answer()
        bystanders = {0, 1, 2} - {answered, asked}
        assert bystanders and woken() == {answered, asked}
        due = {s: subscribers[s].due for s in bystanders}
        assert all(due.values())
        for subscriber in subscribers:
            subscriber.changed.clear()
        game.notify()  # another change meanwhile: the same wake-up, still to come
        assert {s: subscribers[s].due for s in bystanders} == due
        assert woken() == {asked}
        await until(lambda: woken() == {0, 1, 2}, "the bystanders woken", BYSTANDER_PACE * 5)
        assert all(subscribers[s].due is None for s in bystanders)
        subscribers[asked].changed.clear()
        subscribers[asked].sent_at = float("-inf")  # nothing sent for long: at once
        game.notify()
        assert woken() == {0, 1, 2}

    run(scenario())
