"""Crash resume: the real server (`hyperspace serve` in a subprocess) is killed with SIGKILL right
after a decision was acknowledged, restarted on the same database, and must hold every game exactly
where it was (docs/server.md, "Authority and storage").

The test plays every human seat itself, choosing among each decision's options with a seeded
random stream, and checks after the restart:

- every seat's state (`seq`, `decision`, `view`, and the rest of the snapshot) is exactly what it
  was just before the kill, and every acknowledged decision is in the database;
- a client that retries its last (acknowledged) request after the crash is refused as stale;
- played on to the end, the record's decisions are exactly the (seat, key) pairs the test
  submitted, in order (nothing lost, nothing duplicated), and replaying the record with the engine
  gives the server's result and each seat's final view;
- on SQLite, an uninterrupted twin (the same game cloned from the database before any decision,
  driven in-process by the server's own LiveGame with the same random stream) gives the identical
  record.

With bots in seats, the game must come back at the same decision with the stored decisions
unchanged, also when the server is killed in the middle of the bots' play, and the bots must go
on choosing as an uninterrupted server's would. A window left open (seats still to pass) must be
open again after the restart, and a simultaneous decision that one seat has answered must keep
its number for the other. A burst of concurrent requests must not cost any acknowledged decision
its durability.

PostgreSQL: set HYPERSPACE_TEST_DATABASE_URL to a role that may CREATE DATABASE (scripts/check.sh
does); each test gets a database of its own. Without it those cases skip, or fail when CI=true.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import threading
import uuid
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx2
import pytest
from tests.slices import run_until

from hyperspace.engine.driver import replay
from hyperspace.engine.record import Record
from hyperspace.server.catalog import GAMES
from hyperspace.server.hub import Hub
from hyperspace.server.live import LOG_SHOWN, LiveGame, worded
from hyperspace.server.storage import Storage, sqlite_url

from .procs import Server, Servers
from .support import drop_database, run

DATABASE_ENV = "HYPERSPACE_TEST_DATABASE_URL"
TIMEOUT = 10.0  # seconds for one HTTP request
MAX_DECISIONS = 3000  # a game that goes on longer than this is a bug (nuclear games are capped)


# -- fixtures --------------------------------------------------------------------------------------


@pytest.fixture
def servers(tmp_path: Path) -> Iterator[Servers]:
    started = Servers(tmp_path / "logs")
    try:
        yield started
    finally:
        started.close()
        # Shown by pytest only when the test failed: what each server printed.
        print(started.report())


def _postgres_admin_url() -> str:
    url = os.environ.get(DATABASE_ENV, "").strip()
    if not url:
        reason = (
            f"{DATABASE_ENV} is not set: no PostgreSQL server to test against "
            "(scripts/check.sh installs and starts one as root)"
        )
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"CI=true and {reason}")
        pytest.skip(reason)
    return url


@dataclass
class Database:
    """Where a test's server keeps its games: SQLite in data_dir, or a PostgreSQL database."""

    data_dir: Path
    url: str | None = None  # None: SQLite in data_dir

    @property
    def sqlite_path(self) -> Path:
        return self.data_dir / "hyperspace.sqlite3"

    def stored_decisions(self, game_id: str) -> list[tuple[int, str]]:
        """The decisions in the database, read directly (the server may be dead)."""
        query = "SELECT seat, option_key FROM decisions WHERE game_id = {} ORDER BY seq"
        if self.url is None:
            with sqlite3.connect(self.sqlite_path) as conn:
                rows = conn.execute(query.format("?"), (game_id,)).fetchall()
        else:
            import psycopg

            with psycopg.connect(self.url) as conn:
                rows = conn.execute(query.format("%s"), (game_id,)).fetchall()
        return [(int(seat), str(key)) for seat, key in rows]


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    data_dir = tmp_path / "data"
    if request.param == "sqlite":
        yield Database(data_dir)
        return
    import psycopg

    admin_url = _postgres_admin_url()
    name = f"hs_crash_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield Database(data_dir, urlsplit(admin_url)._replace(path=f"/{name}").geturl())
    finally:
        drop_database(admin_url, name)


# -- a game played over HTTP -----------------------------------------------------------------------


@dataclass
class Table:
    """One game on a server, every human seat played by the test through its secret."""

    server: Server
    game_id: str
    secrets: dict[int, str]  # human seat -> seat secret
    client: httpx2.Client = field(init=False)
    submitted: list[tuple[int, str]] = field(default_factory=list)  # what the test decided
    last: tuple[int, int, str] | None = None  # (seat, seq, key) of the last acknowledged decision

    def __post_init__(self) -> None:
        self.client = httpx2.Client(base_url=self.server.url, timeout=TIMEOUT)

    @property
    def humans(self) -> list[int]:
        return sorted(self.secrets)

    def reconnect(self, server: Server) -> None:
        """The same game on a restarted server."""
        self.client.close()
        self.server = server
        self.client = httpx2.Client(base_url=server.url, timeout=TIMEOUT)

    def _auth(self, seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.secrets[seat]}"}

    def state(self, seat: int) -> dict[str, Any]:
        response = self.client.get(f"/api/games/{self.game_id}/state", headers=self._auth(seat))
        assert response.status_code == 200, (response.status_code, response.text)
        state: dict[str, Any] = response.json()
        assert state["seat"] == seat
        return state

    def states(self) -> dict[int, dict[str, Any]]:
        return {seat: self.state(seat) for seat in self.humans}

    def post_decision(self, seat: int, seq: int, key: str) -> httpx2.Response:
        return self.client.post(
            f"/api/games/{self.game_id}/decide",
            json={"seq": seq, "key": key},
            headers=self._auth(seat),
        )

    def next_turn(self) -> tuple[int, dict[str, Any]] | None:
        """The lowest human seat offered a decision, with its state; None once the game is over.
        The game names the seats it waits for (except while a window is open): those are asked
        first; otherwise every seat."""
        probe = self.state(self.humans[0])
        if probe["status"] == "finished":
            return None
        asked = [s for s in probe["waiting"] if s in self.secrets]
        for seats in (asked, self.humans):
            for seat in seats:
                state = probe if seat == probe["seat"] else self.state(seat)
                if state["decision"] is not None:
                    return seat, state
        raise AssertionError(
            f"game {self.game_id} is running but offers no human seat a decision: waiting "
            f"{probe['waiting']}, window {probe['window']}, seq {probe['seq']}"
        )

    def play(self, rng: random.Random, decisions: int | None = None) -> int:
        """Answer up to ``decisions`` decisions (all, to the end, if None) with ``rng``'s choices;
        the number answered."""
        answered = 0
        while decisions is None or answered < decisions:
            if self.answer(rng) is None:
                break
            answered += 1
            assert answered <= MAX_DECISIONS, f"game {self.game_id} does not end"
        return answered

    def answer(self, rng: random.Random) -> dict[str, Any] | None:
        """The next seat answers what it is offered with ``rng``'s choice: that decision, or
        None once the game is over."""
        turn = self.next_turn()
        if turn is None:
            return None
        seat, state = turn
        decision: dict[str, Any] = state["decision"]
        key = rng.choice(decision["options"])
        response = self.post_decision(seat, decision["seq"], key)
        assert response.status_code == 200, (seat, decision["kind"], key, response.text)
        acknowledged = response.json()
        assert acknowledged["accepted"] is True
        if decision["kind"] != "window":  # a window prompt's "pass" is not a decision
            assert acknowledged["seq"] > decision["seq"]
            self.submitted.append((seat, key))
            self.last = (seat, decision["seq"], key)
        return decision

    def record(self) -> Record:
        response = self.client.get(f"/api/games/{self.game_id}/record")
        assert response.status_code == 200, response.text
        return Record.from_json(response.text)


def create_game(
    server: Server, game: str, seats: list[str | None], options: dict[str, Any]
) -> Table:
    """A new game (None: a human seat, else a bot kind) with every human seat claimed."""
    body = {
        "game": game,
        "seats": [{"name": f"seat{i}", "bot": bot} for i, bot in enumerate(seats)],
        "options": options,
    }
    made = httpx2.post(f"{server.url}/api/games", json=body, timeout=TIMEOUT)
    assert made.status_code == 201, made.text
    created = made.json()
    assert sorted(int(s) for s in created["invites"]) == [
        i for i, bot in enumerate(seats) if bot is None
    ]
    secrets = {}
    for invite in created["invites"].values():
        token = invite.split("#", 1)[1]
        claimed = httpx2.post(
            f"{server.url}/api/invites/claim", json={"token": token}, timeout=TIMEOUT
        )
        assert claimed.status_code == 200, claimed.text
        answer = claimed.json()
        assert answer["game_id"] == created["id"]
        secrets[answer["seat"]] = answer["secret"]
    return Table(server, created["id"], secrets)


# -- the uninterrupted twin ------------------------------------------------------------------------


def clone_sqlite(database: Database, into: Path) -> Path:
    """A consistent copy of the (live) SQLite database in ``into``."""
    into.mkdir(parents=True)
    copy = into / "hyperspace.sqlite3"
    source = sqlite3.connect(database.sqlite_path)
    target = sqlite3.connect(copy)
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()
    return into


def play_twin(data_dir: Path, game_id: str, humans: list[int], rng: random.Random) -> LiveGame:
    """The game as an uninterrupted server plays it: the server's own Hub and LiveGame on a copy
    of the database, each human decision chosen as :meth:`Table.play` chooses it."""
    hub = Hub(Storage(sqlite_url(data_dir)))
    run(hub.start())  # as the server starts: bots answer up to the first person's turn
    game = hub.get(game_id)
    assert game is not None
    for _ in range(MAX_DECISIONS):
        if game.finished:
            return game
        seat = next(s for s in humans if game.offered(s) is not None)
        offered = game.snapshot(seat)["decision"]  # as GET .../state shows it
        run(game.decide(seat, offered["seq"], rng.choice(offered["options"])))
    raise AssertionError(f"the twin of game {game_id} does not end")


# -- checks ----------------------------------------------------------------------------------------


def check_finished(table: Table, name: str) -> Record:
    """The game is over; its record replays to the server's result and final views."""
    final = table.states()
    assert all(s["status"] == "finished" and s["decision"] is None for s in final.values())
    result = final[table.humans[0]]["result"]
    assert result is not None
    record = table.record()
    assert record.game == name
    replayed = replay(GAMES[name].game, record)
    assert replayed.finished
    assert replayed.returns() == result
    for seat, state in final.items():
        view = worded(replayed.game, replayed.view(seat))  # the log in words, as the server sends
        if isinstance(view.get("log"), list):
            view["log"] = view["log"][-LOG_SHOWN:]
        view = json.loads(json.dumps(view))  # as sent: JSON object keys are strings
        assert view == state["view"], f"seat {seat}'s final view differs from the replay's"
    return record


def half_answered(states: dict[int, dict[str, Any]]) -> list[int]:
    """The seats offered a decision asked before the last one stored: another seat has answered
    its part of a simultaneous decision."""
    return [s for s, st in states.items() if st["decision"] and st["decision"]["seq"] < st["seq"]]


def crash_and_restart(
    servers: Servers, table: Table, database: Database
) -> tuple[dict[int, dict[str, Any]], dict[int, dict[str, Any]]]:
    """kill -9 the table's server, restart it on the same database; every seat's state just
    before the kill and just after the restart."""
    before = table.states()
    table.server.kill()
    assert not table.server.alive()
    restarted = servers.start(database.data_dir, database.url)
    table.reconnect(restarted)
    return before, table.states()


# -- tests -----------------------------------------------------------------------------------------


def run_crash_test(
    servers: Servers,
    database: Database,
    tmp_path: Path,
    name: str,
    seats: int,
    options: dict[str, Any],
    kill_after: int,
    seed: int,
) -> None:
    server = servers.start(database.data_dir, database.url)
    table = create_game(server, name, [None] * seats, options)
    twin_dir = clone_sqlite(database, tmp_path / "twin") if database.url is None else None
    rng = random.Random(seed)
    assert table.play(rng, kill_after) > 0
    assert table.last is not None
    chat = httpx2.post(
        f"{server.url}/api/games/{table.game_id}/chat",
        json={"text": "just before the crash"},
        headers={"Authorization": f"Bearer {table.secrets[table.humans[-1]]}"},
        timeout=TIMEOUT,
    )
    assert chat.status_code == 200, chat.text

    before, after = crash_and_restart(servers, table, database)

    # Every acknowledged decision was stored, and nothing else.
    assert database.stored_decisions(table.game_id) == table.submitted
    for seat in table.humans:
        for part in ("seq", "decision", "view"):
            assert after[seat][part] == before[seat][part], f"seat {seat}: {part} changed"
        assert after[seat] == before[seat], f"seat {seat}'s state changed"
    assert after[table.humans[0]]["chat"][-1]["text"] == "just before the crash"
    # A client that did not see the acknowledgement retries: refused, nothing changes.
    seat, seq, key = table.last
    retried = table.post_decision(seat, seq, key)
    assert retried.status_code == 409, retried.text
    assert table.states() == after

    table.play(rng)
    record = check_finished(table, name)
    assert record.decisions == table.submitted
    if twin_dir is not None:
        twin = play_twin(twin_dir, table.game_id, table.humans, random.Random(seed))
        assert twin.driver.record.decisions == record.decisions
        assert twin.driver.returns() == table.state(table.humans[0])["result"]


def test_nuclear_crash_resume(servers: Servers, database: Database, tmp_path: Path) -> None:
    """Three human seats (two on PostgreSQL), killed after 60 (40) decisions."""
    seats, kill_after = (3, 60) if database.url is None else (2, 40)
    run_crash_test(
        servers, database, tmp_path, "nuclear", seats, {"max_rounds": 40}, kill_after, seed=11
    )


def test_cosmic_crash_resume(servers: Servers, tmp_path: Path) -> None:
    """Cosmic Encounter with powers dealt, three human seats, killed after 60 decisions."""
    database = Database(tmp_path / "data")
    run_crash_test(servers, database, tmp_path, "cosmic", 3, {}, 60, seed=23)


def test_cosmic_without_powers_crash_resume(servers: Servers, tmp_path: Path) -> None:
    database = Database(tmp_path / "data")
    options = {"use_powers": False}
    run_crash_test(servers, database, tmp_path, "cosmic", 3, options, 45, seed=5)


BOT_SEATS: list[str | None] = [None, "heuristic", "random", "heuristic"]


def test_bot_game_crash_resume(servers: Servers, tmp_path: Path) -> None:
    """Bots in three seats: each human decision makes the bots play before it is acknowledged.
    After the kill the game is at the same decision, and what was stored stays the record's
    beginning."""
    database = Database(tmp_path / "data")
    server = servers.start(database.data_dir)
    table = create_game(server, "nuclear", BOT_SEATS, {"max_rounds": 40})
    rng = random.Random(3)
    table.play(rng, 25)
    stored = database.stored_decisions(table.game_id)
    assert len(stored) > len(table.submitted)  # the bots played too

    before, after = crash_and_restart(servers, table, database)

    assert database.stored_decisions(table.game_id) == stored
    assert after == before
    assert after[0]["seq"] == len(stored)
    table.play(rng)
    record = check_finished(table, "nuclear")
    assert record.decisions[: len(stored)] == stored
    assert [(s, k) for s, k in record.decisions if s == 0] == table.submitted


def test_bot_choices_match_an_uninterrupted_server(servers: Servers, tmp_path: Path) -> None:
    """A restarted server makes the same bot choices as one that never stopped (ruling SRV-3): the
    record equals an uninterrupted twin's, cloned from the database before any bot played."""
    database = Database(tmp_path / "data")
    server = servers.start(database.data_dir)
    table = create_game(server, "nuclear", BOT_SEATS, {"max_rounds": 40})
    twin_dir = clone_sqlite(database, tmp_path / "twin")  # before any bot has played
    rng = random.Random(8)
    table.play(rng, 15)
    before, after = crash_and_restart(servers, table, database)
    assert after == before
    table.play(rng)
    record = check_finished(table, "nuclear")
    twin = play_twin(twin_dir, table.game_id, [0], random.Random(8))
    assert record.decisions == twin.driver.record.decisions
    assert twin.driver.returns() == table.state(0)["result"]


def test_kill_while_bots_play(servers: Servers, tmp_path: Path) -> None:
    """The host hands the only human seat to a bot: the bots play the game out inside that one
    request. The server is killed in the middle of it (after at least 20 more decisions are
    stored, long before the end). Restarted, it resumes the stored game at the first decision not
    stored, and the bots finish it: the stored decisions are the record's beginning.

    The whole game takes the server about a tenth of a second: it is run in slices
    (tests/slices.py). A machine busy enough to hold the test back for that long during one slice
    lets a game end before the look (CI of f3d02ec, once): then another game is played, up to
    ``KILL_ATTEMPTS`` in all."""
    database = Database(tmp_path / "data")
    server = servers.start(database.data_dir)
    for _ in range(KILL_ATTEMPTS):
        game_id, host, thread, answers = bots_play_in_slices(server, database)
        if not answers:  # still playing: killed below, in the middle
            break
        os.kill(server.pid, signal.SIGCONT)  # that game ended before the look: another
        thread.join(TIMEOUT)
        host.close()
    else:
        raise AssertionError(f"the bots finished before the kill in all {KILL_ATTEMPTS} games")
    server.kill()
    thread.join(TIMEOUT)
    host.close()
    assert answers and isinstance(answers[0], Exception), "the request finished before the kill"
    stored = database.stored_decisions(game_id)
    with sqlite3.connect(database.sqlite_path) as conn:
        (status,) = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
    assert status == "running"

    restarted = servers.start(database.data_dir)  # the bots finish the game as it starts
    state = httpx2.get(f"{restarted.url}/api/games/{game_id}/state", timeout=TIMEOUT).json()
    assert state["status"] == "finished"
    assert [s["kind"] for s in state["seats"]] == ["bot"] * len(BOTS_GAME)
    record = Record.from_json(
        httpx2.get(f"{restarted.url}/api/games/{game_id}/record", timeout=TIMEOUT).text
    )
    assert len(record.decisions) > len(stored)
    assert record.decisions[: len(stored)] == stored
    replayed = replay(GAMES["nuclear"].game, record)
    assert replayed.finished and replayed.returns() == state["result"]


KILL_ATTEMPTS = 5
BOTS_GAME: list[str | None] = [None, "heuristic", "random", "heuristic", "random", "heuristic"]


def bots_play_in_slices(
    server: Server, database: Database
) -> tuple[str, httpx2.Client, threading.Thread, list[httpx2.Response | Exception]]:
    """A nuclear game of one person and five bots; the host hands the person's seat to a bot,
    and the (paused) server runs in slices until 20 more decisions are stored. Returns the game,
    the host's client, the thread waiting for the host's request and its answer (none yet if the
    game is still being played), the server left stopped."""
    created = httpx2.post(
        f"{server.url}/api/games",
        json={
            "game": "nuclear",
            "seats": [{"name": f"seat{i}", "bot": b} for i, b in enumerate(BOTS_GAME)],
            "options": {"max_rounds": 200},
        },
        timeout=TIMEOUT,
    )
    assert created.status_code == 201, created.text
    game_id = created.json()["id"]
    host = httpx2.Client(base_url=server.url, cookies=created.cookies, timeout=TIMEOUT)
    start = len(database.stored_decisions(game_id))
    answers: list[httpx2.Response | Exception] = []

    def hand_over() -> None:
        try:
            answers.append(host.post(f"/api/games/{game_id}/seats/0/bot", json={"bot": "random"}))
        except httpx2.TransportError as exc:  # the server died under the request
            answers.append(exc)

    server.pause()
    thread = threading.Thread(target=hand_over)
    thread.start()
    run_until(server.pid, lambda: len(database.stored_decisions(game_id)) >= start + 20, TIMEOUT)
    return game_id, host, thread, answers


def window_prompts(states: dict[int, dict[str, Any]]) -> list[int]:
    """The seats a window still waits for (offered its single option, pass)."""
    return [s for s, st in states.items() if st["decision"] and st["decision"]["kind"] == "window"]


class CaseNotReached(Exception):
    """The game never came to the situation a test needs (an error, not a failed assertion)."""


def test_open_window_survives_restart(servers: Servers, tmp_path: Path) -> None:
    """Auto-pass off for every seat: each window waits for all of them (docs/server.md, Windows).
    The server is killed right after a seat passed while the window still waits for another seat;
    restarted, the same seats are still to pass, and the game plays on to the end."""
    database = Database(tmp_path / "data")
    server = servers.start(database.data_dir)
    table = create_game(server, "cosmic", [None] * 3, {})
    for seat in table.humans:
        prefs = table.client.post(
            f"/api/games/{table.game_id}/prefs",
            json={"auto_pass": False},
            headers=table._auth(seat),
        )
        assert prefs.status_code == 200, prefs.text
    rng = random.Random(4)
    for _ in range(400):
        decision = table.answer(rng)
        if decision is None:
            raise CaseNotReached("the game ended before a window waited for a seat after a pass")
        if decision["kind"] == "window" and window_prompts(table.states()):
            break
    else:
        raise CaseNotReached("no window waited for a seat after a pass in 400 decisions")

    before, after = crash_and_restart(servers, table, database)

    assert after == before
    assert window_prompts(after)
    table.play(rng)
    record = check_finished(table, "cosmic")
    assert record.decisions == table.submitted


BURST = 30
LINE_UP = 120.0  # seconds for the threads to line up: a guard against a hang, not a measure


def test_acknowledged_decisions_survive_after_concurrent_requests(
    servers: Servers, database: Database
) -> None:
    """30 games created at once (as a busy lobby would), then one game played and the server
    killed: every request must have been served, and every acknowledged decision stored. (When
    the API ran in a thread pool over one shared connection, concurrent requests failed with 500
    and, on PostgreSQL, left the connection inside a transaction that was never committed.)"""
    server = servers.start(database.data_dir, database.url)

    body = {"game": "nuclear", "seats": [{"name": "a"}, {"name": "b"}]}
    start = threading.Barrier(BURST)

    def create() -> int:  # threads, not asyncio: other tests may leave an event loop running
        with httpx2.Client(base_url=server.url, timeout=TIMEOUT) as http:
            start.wait(LINE_UP)  # every request is sent at the same moment
            return http.post("/api/games", json=body).status_code

    with ThreadPoolExecutor(BURST) as pool:
        statuses = list(pool.map(lambda _: create(), range(BURST)))
    table = create_game(server, "nuclear", [None, None], {"max_rounds": 40})
    table.play(random.Random(2), 20)
    server.kill()
    stored = database.stored_decisions(table.game_id)
    problems = []
    if statuses != [201] * BURST:
        problems.append(f"{BURST} concurrent creates answered {dict(Counter(statuses))}")
    if stored != table.submitted:
        problems.append(
            f"{len(stored)} of {len(table.submitted)} acknowledged decisions stored after kill -9"
        )
    assert not problems, "; ".join(problems)


def test_simultaneous_decision_keeps_its_number_across_a_restart(
    servers: Servers, tmp_path: Path
) -> None:
    """Cosmic asks some decisions of several seats at once (the challenge cards). Once one seat
    has answered, the other's decision keeps the number it was asked with (docs/server.md). The
    server is killed at such a moment: restarted, the waiting seat is offered the same decision
    with the same number, and its answer with that number is accepted."""
    database = Database(tmp_path / "data")
    server = servers.start(database.data_dir)
    table = create_game(server, "cosmic", [None] * 3, {"use_powers": False})
    rng = random.Random(6)
    for _ in range(600):
        behind = half_answered(table.states())
        if behind:
            break
        if not table.play(rng, 1):
            raise CaseNotReached("the game ended before a simultaneous decision was half answered")
    else:
        raise CaseNotReached("no simultaneous decision was half answered in 600 decisions")
    seat = behind[0]
    before, after = crash_and_restart(servers, table, database)
    assert after[seat]["decision"] == before[seat]["decision"]
    assert after == before
    decision = before[seat]["decision"]
    answer = table.post_decision(seat, decision["seq"], rng.choice(decision["options"]))
    assert answer.status_code == 200, answer.text
