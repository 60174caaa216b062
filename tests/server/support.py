"""Helpers for the server tests: a running app, browsers, a table of seated players, websockets.

One :class:`Server` runs the app's lifespan once (its storage and hub) on one event loop. Each
:meth:`Server.browser` is a TestClient with its own cookie jar that sends its requests to that same
loop: entering a second TestClient as a context manager would run the lifespan again and replace
the app's hub, and a TestClient that is not entered runs each request on a fresh event loop of its
own (so the server's timers and websocket wake-ups would not work across browsers).
"""

from __future__ import annotations

import asyncio
import json
import queue
import random
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from fastapi.testclient import TestClient

from hyperspace.engine.view import FORBIDDEN_KEYS
from hyperspace.server import hub as hub_module
from hyperspace.server.app import create_app
from hyperspace.server.guard import digest
from hyperspace.server.hub import Hub
from hyperspace.server.live import LiveGame
from hyperspace.server.storage import GameRow, SeatRow, Storage

T = TypeVar("T")

# Keys no message to a browser may hold, at any depth.
SECRET_KEYS = FORBIDDEN_KEYS | {"bot_seed", "secret", "secret_hash", "invite_hash", "host_hash"}
SERVER_ORIGIN = "http://testserver"
FOREIGN_ORIGIN = "http://evil.example"
# Bounds for random play (a nuclear game with 2-3 seats takes 300-700 decisions, Cosmic 200-500).
GAME_BUDGET = 1500
# Options that keep whole games short: the nuclear game's round limit.
SHORT_NUCLEAR = {"max_rounds": 12}


class _Seeds:
    """Stands in for the ``secrets`` module in hub.py, which draws each game's seed and bot seed
    from it: the games a test creates are then the same on every run."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def randbits(self, bits: int) -> int:
        return self._rng.getrandbits(bits)


class Server:
    """The app on one database, its lifespan running (use as a context manager). Games created
    while it runs get their seeds from ``random.Random(seed)`` (None: the server's own secret
    randomness)."""

    def __init__(self, database_url: str, seed: int | None = 1) -> None:
        self.url = database_url
        self.app = create_app(database_url)
        self.client = TestClient(self.app)
        self._browsers: list[TestClient] = []
        self._seed = seed
        self._secrets: Any = None

    def __enter__(self) -> Server:
        if self._seed is not None:
            self._secrets = hub_module.secrets
            hub_module.secrets = _Seeds(self._seed)  # type: ignore[assignment]
        self.client.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            for browser in self._browsers:
                browser.close()
            self.client.__exit__(*exc)
        finally:
            if self._secrets is not None:
                hub_module.secrets = self._secrets

    @property
    def hub(self) -> Hub:
        hub: Hub = self.app.state.hub
        return hub

    def game(self, game_id: str) -> LiveGame:
        return self.hub.games[game_id]

    def browser(
        self, cookies: dict[str, str] | None = None, raise_server_exceptions: bool = True
    ) -> TestClient:
        """A new browser (its own cookies) talking to this server's event loop. With
        ``raise_server_exceptions=False`` a crash in the server is a 500 response."""
        browser = TestClient(
            self.app, cookies=cookies, raise_server_exceptions=raise_server_exceptions
        )
        browser.portal = self.client.portal
        self._browsers.append(browser)
        return browser


def invite_token(url: str) -> str:
    """The token of an invite link (the part after '#')."""
    assert url.startswith("/invite#"), url
    return url.partition("#")[2]


def seat_list(seats: list[tuple[str, str | None]]) -> list[dict[str, Any]]:
    return [{"name": name, "bot": bot} for name, bot in seats]


@dataclass
class Table:
    """A game created through the API, each human seat claimed by its own browser."""

    server: Server
    id: str
    game: str
    host: TestClient  # the browser that created the game: it holds the host cookie
    seats: dict[int, TestClient]  # human seat -> its browser
    secrets: dict[int, str]
    bots: dict[int, str]
    spectator: TestClient
    created: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def create(
        cls,
        server: Server,
        game: str,
        seats: list[tuple[str, str | None]],
        options: dict[str, Any] | None = None,
        timer: int | None = None,
    ) -> Table:
        host = server.browser()
        body: dict[str, Any] = {"game": game, "seats": seat_list(seats), "options": options or {}}
        if timer is not None:
            body["timer"] = timer
        response = host.post("/api/games", json=body)
        assert response.status_code == 201, response.text
        created = response.json()
        browsers, secrets = {}, {}
        for seat_text, url in created["invites"].items():
            browser = server.browser()
            claimed = browser.post("/api/invites/claim", json={"token": invite_token(url)})
            assert claimed.status_code == 200, claimed.text
            seat = int(seat_text)
            assert claimed.json()["seat"] == seat
            browsers[seat], secrets[seat] = browser, claimed.json()["secret"]
        bots = {i: bot for i, (_, bot) in enumerate(seats) if bot is not None}
        return cls(server, created["id"], game, host, browsers, secrets, bots, server.browser(),
                   created)  # fmt: skip

    @property
    def base(self) -> str:
        return f"/api/games/{self.id}"

    @property
    def live(self) -> LiveGame:
        return self.server.game(self.id)

    def client(self, seat: int | None) -> TestClient:
        return self.spectator if seat is None else self.seats[seat]

    def state(self, seat: int | None = None) -> dict[str, Any]:
        """GET state as ``seat``'s browser (None: a spectator)."""
        response = self.client(seat).get(f"{self.base}/state")
        assert response.status_code == 200, response.text
        data: dict[str, Any] = response.json()
        return data

    def decide(self, seat: int, seq: int, key: str) -> Any:
        return self.seats[seat].post(f"{self.base}/decide", json={"seq": seq, "key": key})

    def snapshot(self) -> dict[str, Any]:
        """Everything a database change could show: every seat's and a spectator's state, the
        stored decisions and the list of games."""
        states = {str(seat): self.state(seat) for seat in [None, *sorted(self.seats)]}
        games = self.spectator.get("/api/games").json()
        stored = self.server.hub.storage.load(self.id)
        assert stored is not None
        return {"states": states, "games": games, "decisions": stored.decisions,
                "chat": stored.chat}  # fmt: skip

    def step(self, rng: random.Random) -> str:
        """One pass over the human seats, each answering what it is offered with a random option:
        "finished" when the game is over, "moved" when some seat answered, "stuck" otherwise."""
        moved = False
        for seat in sorted(self.seats):
            seen = self.state(seat)
            if seen["status"] == "finished":
                return "finished"
            decision = seen["decision"]
            if decision is None:
                continue
            assert decision["seat"] == seat
            response = self.decide(seat, decision["seq"], rng.choice(decision["options"]))
            assert response.status_code == 200, response.text
            moved = True
        return "moved" if moved else "stuck"

    def play(self, rng: random.Random, budget: int = GAME_BUDGET) -> int:
        """Random play until the game is over or ``budget`` passes have run; the passes run."""
        for done in range(budget):
            outcome = self.step(rng)
            if outcome == "finished":
                return done
            assert outcome == "moved", f"nobody is offered anything: {self.state()}"
        return budget

    def play_to_end(self, rng: random.Random, budget: int = GAME_BUDGET) -> dict[str, Any]:
        self.play(rng, budget)
        final = self.state()
        assert final["status"] == "finished", f"not over after {budget} passes"
        return final


# -- waiting for a condition -----------------------------------------------------------------------

# How long a test waits for something the server does by itself (a timer firing, a request
# arriving): far longer than it takes, so a slow machine does not fail the test.
PATIENCE = 10.0


def wait_for(condition: Callable[[], bool], what: str, timeout: float = PATIENCE) -> float:
    """Poll ``condition`` until it holds; the seconds it took. Fails naming ``what`` after
    ``timeout`` seconds."""
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > timeout:
            raise AssertionError(f"{what}: not within {timeout} s")
        time.sleep(0.01)
    return time.monotonic() - started


async def until(condition: Callable[[], bool], what: str, timeout: float = PATIENCE) -> float:
    """:func:`wait_for` on an event loop: the loop runs on while it waits."""
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > timeout:
            raise AssertionError(f"{what}: not within {timeout} s")
        await asyncio.sleep(0.01)
    return time.monotonic() - started


# -- websockets ----------------------------------------------------------------------------------


class Feed:
    """Several websocket connections read at once: a thread per connection puts each message it
    receives on one queue, as (connection name, message)."""

    def __init__(self) -> None:
        self.queue: queue.Queue[tuple[str, dict[str, Any]]] = queue.Queue()
        self.sockets: dict[str, Any] = {}
        self._threads: list[threading.Thread] = []

    def add(self, name: str, socket: Any) -> None:
        self.sockets[name] = socket
        thread = threading.Thread(target=self._read, args=(name, socket), daemon=True)
        self._threads.append(thread)
        thread.start()

    def _read(self, name: str, socket: Any) -> None:
        while True:
            try:
                message = socket.receive()
            except Exception:  # the connection was closed by the test: nothing more to read
                return
            self.queue.put((name, message))
            if message["type"] == "websocket.close":
                return

    def next(self, timeout: float = 20.0) -> tuple[str, dict[str, Any]]:
        """The next message: (name, {"type": "websocket.send", "text": ...} or a close)."""
        try:
            return self.queue.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no websocket message for {timeout} s") from None


class Reader:
    """One websocket connection read with timeouts (a test fails instead of hanging)."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self._feed = Feed()
        self._feed.add("socket", socket)

    def next(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next raw message: {"type": "websocket.send", "text"} or a close."""
        return self._feed.next(timeout)[1]

    def json(self, timeout: float = 10.0) -> dict[str, Any]:
        raw = self.next(timeout)
        assert raw["type"] == "websocket.send", f"the server closed the connection: {raw}"
        data: dict[str, Any] = json.loads(raw["text"])
        return data

    def until(self, kind: str, timeout: float = 10.0) -> dict[str, Any]:
        """The next message of type ``kind`` ("state", "error"), skipping others."""
        for _ in range(1000):
            message = self.json(timeout)
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind!r} message in 1000")

    def until_closed(self, timeout: float = 10.0, limit: int = 1000) -> dict[str, Any]:
        """Read until the server closes the connection; the close message."""
        for _ in range(limit):
            raw = self.next(timeout)
            if raw["type"] == "websocket.close":
                return raw
        raise AssertionError(f"the connection was not closed within {limit} messages")

    def send_json(self, data: Any) -> None:
        self.socket.send_json(data)

    def send_text(self, text: str) -> None:
        self.socket.send_text(text)


# -- hidden information ----------------------------------------------------------------------------


def walk(data: Any, path: str = "") -> Iterator[tuple[str, str, Any]]:
    """Every (path, key, value) of every dict at any depth."""
    if isinstance(data, dict):
        for key, value in data.items():
            here = f"{path}.{key}"
            yield here, str(key), value
            yield from walk(value, here)
    elif isinstance(data, list | tuple):
        for index, item in enumerate(data):
            yield from walk(item, f"{path}[{index}]")


def keys_in(data: Any) -> set[str]:
    """Every key of every dict at any depth (fast: no paths)."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.update(str(key) for key in item)
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


def secret_keys_in(data: Any) -> list[str]:
    return sorted(keys_in(data) & SECRET_KEYS)


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


# -- live games without HTTP ---------------------------------------------------------------------


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` on an event loop of its own, in a thread of its own: in the same test
    process the browser tests' Playwright keeps a loop running in the main thread, where
    ``asyncio.run`` would refuse."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def live_game(
    storage: Storage,
    game: str,
    seed: int,
    seats: list[tuple[str, str | None]],
    options: dict[str, Any] | None = None,
    timer: int | None = None,
    game_id: str = "g1",
    bot_seed: int = 12345,
    auto_pass: dict[int, bool] | None = None,
) -> LiveGame:
    """A LiveGame with a chosen seed, stored in ``storage`` and advanced to its first decision
    (bots moved). Each call runs on a loop of its own (:func:`run`), which is gone when a
    timer would fire: tests call ``time_out`` themselves."""
    from hyperspace.server.catalog import GAMES

    spec = GAMES[game]
    names = [name for name, _ in seats]
    row = GameRow(
        id=game_id, game=game, ruleset=spec.game.ruleset,
        config={**(options or {}), "players": len(seats), "names": names},
        seed=seed, bot_seed=bot_seed, timer=timer, host_hash="0" * 64,
        seats=[
            SeatRow(i, name, bot, auto_pass=(auto_pass or {}).get(i, True),
                    secret_hash=None if bot else digest(f"{game_id}:{i}"))  # taken by a person
            for i, (name, bot) in enumerate(seats)
        ],
    )  # fmt: skip
    storage.create_game(row)
    live = LiveGame(row, storage)
    run(live.advance())
    return live


DROP_ATTEMPTS = 10


def drop_database(admin_url: str, name: str) -> None:
    """Drop a test's database. FORCE ends the test's own leftover connections, but not a
    background worker of the server's own (autovacuum) that happens to be in it: that refusal
    is waited out, a few times."""
    import psycopg

    for attempt in range(DROP_ATTEMPTS):
        try:
            with psycopg.connect(admin_url, autocommit=True) as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            return
        except psycopg.errors.InsufficientPrivilege:
            if attempt == DROP_ATTEMPTS - 1:
                raise
            time.sleep(1.0)
