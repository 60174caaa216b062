"""Load benchmark of the game server (`hyperspace serve`) over loopback websockets.

Usage::

    python benchmarks/bench_server.py [--games 100] [--seconds 30] [--database-url URL]
        [--game nuclear|cosmic] [--think MS] [--seed N] [--json] [--profile FILE]

Starts the server as a subprocess on a free port of 127.0.0.1 with a temporary data directory
(SQLite), or on the given PostgreSQL database (use an empty one), and keeps ``--games`` games
going at once:

- nuclear (default): 3 players, seats 0 and 1 human, seat 2 the heuristic bot, default rules;
- cosmic: 3 players, all human, powers dealt, default rules.

Every human seat is claimed and played by a client on its own websocket
(``ws://127.0.0.1:<port>/ws/games/<id>``, ``Authorization: Bearer <secret>``): each state message
that offers the seat a decision with a new sequence number is answered with
``{"type": "decide", "seq", "key"}``, the key a random legal option, at once (``--think 0``, the
default: the server is saturated) or after a random think time (exponential, mean ``--think`` ms).
A client never sends more than 15 messages a second (the server closes a connection that sends
more than 20). When a game ends, a new one takes its place.

Decision latency: from sending a decide to receiving the first state message on that connection
whose ``seq`` is past the one answered (the server applies the decision, lets its bot play, stores
them in one transaction, and sends the new state). Measured over ``--seconds`` once every game is
running. Reported: latency p50/p90/p99/max, decisions answered per second, decisions stored per
second (the bots' included, counted in the database), games finished, and the CPU used by the
server and by this client process (1.0 = one core busy). The clients run in this one process: when
its share nears 1.0, the clients, not the server, are the limit.

``--idle N`` measures memory instead: the server creates N games of the same kind (their human
seats claimed, nobody connected: idle live games, each held in memory at its pending decision)
and the report gives the server's resident memory (RSS, from /proc) before and after, and per game.

``--profile FILE`` samples the server with py-spy (``pip install py-spy``) during the measurement
and writes its collapsed stacks to FILE; the report then adds the functions where the server spent
most of its time (inclusive share of the samples).

Traffic goes to 127.0.0.1 only; the run stops by itself and stops the server.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

import httpx2
import orjson
import websockets

import hyperspace

ROOT = Path(__file__).resolve().parents[1]
TARGET_P99_MS = 50.0
RECEIVE_TIMEOUT = 60.0  # seconds without any message on a connection: the game is stuck
MAX_RATE = 15.0  # messages a second per connection, at most (the server closes at 20)
MAX_ERRORS = 50  # more than this many failed games or connections ends the run
T = TypeVar("T")
SETUPS: dict[str, tuple[list[str | None], dict[str, Any]]] = {
    "nuclear": ([None, None, "heuristic"], {}),
    "cosmic": ([None, None, None], {}),
}


def _procs() -> ModuleType:
    """tests/server/procs.py: starting and stopping the server (shared with the tests)."""
    spec = importlib.util.spec_from_file_location("server_procs", ROOT / "tests/server/procs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TooManyErrors(Exception):
    pass


@dataclass
class Stats:
    measuring: bool = False
    latencies: list[float] = field(default_factory=list)  # seconds
    answered: int = 0  # decisions sent while measuring
    finished: int = 0  # games that ended while measuring
    started: int = 0  # games created (all of them)
    paced: int = 0  # decides held back to stay under the server's rate limit
    stale: int = 0  # decides refused as stale (a simultaneous decision moved seq on)
    messages: int = 0  # state messages received while measuring
    message_chars: int = 0  # their total size (JSON text, before the websocket's compression)
    errors: list[str] = field(default_factory=list)
    game_ids: list[str] = field(default_factory=list)  # every game the run created
    last_message: dict[int, float] = field(default_factory=dict)  # table -> monotonic time

    def error(self, text: str) -> None:
        self.errors.append(text)
        if len(self.errors) > MAX_ERRORS:
            raise TooManyErrors(f"{len(self.errors)} errors, the first: {self.errors[:3]}")


@dataclass
class Run:
    """What every table shares."""

    base: str
    game: str
    http: httpx2.AsyncClient
    stats: Stats
    seed: int
    think: float  # seconds, mean


class _NoCookies(httpx2.Cookies):
    def extract_cookies(self, response: httpx2.Response) -> None:
        pass


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, from /proc (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def stored_decisions(database_url: str | None, data_dir: Path) -> int:
    query = "SELECT count(*) FROM decisions"
    if database_url is None:
        with contextlib.closing(sqlite3.connect(data_dir / "hyperspace.sqlite3")) as conn:
            return int(conn.execute(query).fetchone()[0])
    import psycopg

    with psycopg.connect(database_url) as conn:
        row = conn.execute(query).fetchone()
        return int(row[0]) if row else 0


def start_profiler(pid: int, seconds: float, output: Path) -> subprocess.Popen[bytes]:
    py_spy = shutil.which("py-spy")
    if py_spy is None:
        raise SystemExit("--profile needs py-spy on PATH (pip install py-spy)")
    args = [py_spy, "record", "--pid", str(pid), "--duration", str(max(1, int(seconds)))]
    args += ["--rate", "200", "--format", "raw", "--output", str(output)]
    return subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


# Where the server's threads wait for work (SQLite's checkpoints, PostgreSQL's writers): py-spy
# samples them as busy, so they are left out of the shares
IDLE_FRAMES = ("Condition.wait (threading.py", "Event.wait (threading.py", "_worker (thread.py")


def profile_summary(path: Path, top: int = 15) -> dict[str, list[tuple[str, float]]]:
    """From py-spy's collapsed stacks: the server's own functions (hyperspace.*) on most samples'
    stacks (inclusive share; the framework's frames would crowd them out), and the functions of
    any module most often at the top of the stack (self share); threads waiting for work left
    out."""
    inclusive: dict[str, int] = {}
    own: dict[str, int] = {}
    total = 0
    for line in path.read_text().splitlines():
        stack, _, number = line.rpartition(" ")
        if not stack or not number.isdigit():
            continue
        count = int(number)
        frames = stack.split(";")
        if frames[-1].startswith(IDLE_FRAMES):
            continue
        total += count
        for name in {_frame_name(f) for f in frames if "(hyperspace/" in f}:
            inclusive[name] = inclusive.get(name, 0) + count
        top_frame = _frame_name(frames[-1])
        own[top_frame] = own.get(top_frame, 0) + count
    total = max(1, total)

    def ranked(counts: dict[str, int]) -> list[tuple[str, float]]:
        shares = ((name, n / total) for name, n in counts.items())
        kept = sorted((item for item in shares if item[1] < 0.99), key=lambda item: -item[1])
        return [(name, round(share, 3)) for name, share in kept[:top]]

    return {"inclusive": ranked(inclusive), "self": ranked(own)}


def _frame_name(frame: str) -> str:
    """'func (path/to/file.py:12)' -> 'func (file.py)'."""
    function, _, where = frame.partition(" (")
    return f"{function} ({where.split(':')[0].rsplit('/', 1)[-1].rstrip(')')})"


EXCEPTION = "Exception in ASGI application"  # what uvicorn logs with a handler's traceback


def first_exception(server_log: str, most: int = 4000) -> str | None:
    """The first traceback the server logged (its log goes with the temporary directory)."""
    start = server_log.find(EXCEPTION)
    return None if start < 0 else server_log[start : start + most]


def rss_bytes(pid: int) -> int:
    """Resident memory of a process, from /proc (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise SystemExit(f"no VmRSS in /proc/{pid}/status")


async def hold_idle(args: argparse.Namespace, server: Any) -> dict[str, Any]:
    """``--idle``: create ``args.idle`` games, 20 requests at a time, and measure the server's RSS
    before and after."""
    async with httpx2.AsyncClient(base_url=server.url, timeout=60.0, cookies=_NoCookies()) as http:
        await http.get("/api/games")  # the lobby path warmed up before the first figure
        run = Run(server.url, args.game, http, Stats(), args.seed, 0.0)
        before = rss_bytes(server.pid)
        started = time.perf_counter()
        gate = asyncio.Semaphore(20)

        async def one() -> None:
            async with gate:
                await new_game(run)

        await asyncio.gather(*(one() for _ in range(args.idle)))
        setup = time.perf_counter() - started
        await asyncio.sleep(2)  # let the last replies and collections settle
        after = rss_bytes(server.pid)
    mib = 1024 * 1024
    return {
        "game": args.game,
        "seats": ["human" if s is None else f"bot:{s}" for s in SETUPS[args.game][0]],
        "idle_games": args.idle,
        "build": "compiled" if hyperspace.compiled() else "pure",
        "database": "postgresql" if args.database_url else "sqlite",
        "setup_s": round(setup, 2),
        "rss_before_mib": round(before / mib, 1),
        "rss_after_mib": round(after / mib, 1),
        "kib_per_game": round((after - before) / args.idle / 1024, 1),
    }


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of an ascending list (0 for an empty one)."""
    if not sorted_values:
        return 0.0
    rank = max(1, min(len(sorted_values), round(q * len(sorted_values) + 0.5)))
    return sorted_values[rank - 1]


async def new_game(run: Run) -> tuple[str, dict[int, str]]:
    """Create a game and claim its human seats: (game id, seat -> secret)."""
    seats, options = SETUPS[run.game]
    body = {
        "game": run.game,
        "seats": [{"name": f"p{i}", "bot": bot} for i, bot in enumerate(seats)],
        "options": options,
    }
    made = await run.http.post("/api/games", json=body)
    made.raise_for_status()
    created = made.json()
    secrets = {}
    for invite in created["invites"].values():
        token = invite.split("#", 1)[1]
        claimed = await run.http.post("/api/invites/claim", json={"token": token})
        claimed.raise_for_status()
        secrets[claimed.json()["seat"]] = claimed.json()["secret"]
    return created["id"], secrets


async def play_seat(
    run: Run, url: str, secret: str, table: int, rng: random.Random, connected: asyncio.Event
) -> None:
    """One human seat's client: answers each new decision offered to it until the game ends."""
    stats = run.stats
    headers = {"Authorization": f"Bearer {secret}"}
    try:
        ws = await websockets.connect(url, additional_headers=headers, max_size=2**23)
    finally:
        connected.set()
    async with ws:
        answered: tuple[int, str] | None = None  # (seq, kind) of the last decision answered
        waiting_seq: int | None = None  # the seq of our decide not yet seen applied
        sample: int | None = None  # index in stats.latencies of our last decide's latency
        sent_at = -1.0
        sent_measuring = False
        while True:
            async with asyncio.timeout(RECEIVE_TIMEOUT):  # no task a message, as wait_for makes
                text = await ws.recv()
            now = time.perf_counter()
            stats.last_message[table] = time.monotonic()
            message = orjson.loads(text)
            if stats.measuring:
                stats.messages += 1
                stats.message_chars += len(text)
            if message.get("type") == "error":
                if message.get("status") == 409 and "stale" in str(message.get("detail")):
                    # Not applied (servers before e81ac88 refused a simultaneous decision once
                    # another seat had answered first): answer it again when it is offered anew.
                    stats.stale += 1
                    if sent_measuring and stats.measuring:
                        stats.answered -= 1  # counted again when re-sent
                    waiting_seq, answered = None, None
                    if sample is not None:
                        stats.latencies[sample] = -1.0  # that state was not ours applied
                        sample = None
                    continue
                stats.error(f"server said {message.get('status')}: {message.get('detail')}")
                continue
            if message.get("type") != "state":
                continue
            if waiting_seq is not None and message["seq"] > waiting_seq:
                if sent_measuring and stats.measuring:
                    sample = len(stats.latencies)
                    stats.latencies.append(now - sent_at)
                waiting_seq = None
            if message["status"] == "finished":
                return
            decision = message["decision"]
            if decision is None or waiting_seq is not None:
                continue
            if answered == (decision["seq"], decision["kind"]):
                continue
            if run.think > 0:
                await asyncio.sleep(rng.expovariate(1.0 / run.think))
            pause = sent_at + 1.0 / MAX_RATE - time.perf_counter()
            if pause > 0:
                stats.paced += 1
                await asyncio.sleep(pause)
            key = rng.choice(decision["options"])
            await ws.send(
                orjson.dumps({"type": "decide", "seq": decision["seq"], "key": key}).decode()
            )
            sent_at = time.perf_counter()
            sample = None
            answered = (decision["seq"], decision["kind"])
            if decision["kind"] != "window":  # a window's pass does not advance seq
                waiting_seq = decision["seq"]
                sent_measuring = stats.measuring
                if sent_measuring:
                    stats.answered += 1


async def keep_playing(run: Run, table: int, ready: asyncio.Event) -> None:
    """One table: a game played to its end, then the next one, until cancelled."""
    stats = run.stats
    rng = random.Random(f"{run.seed}:{table}")
    try:
        while True:
            try:
                game_id, secrets = await new_game(run)
            except httpx2.HTTPError as exc:
                stats.error(f"creating a game: {type(exc).__name__}: {exc}")
                continue
            stats.started += 1
            stats.game_ids.append(game_id)
            url = f"{run.base.replace('http://', 'ws://')}/ws/games/{game_id}"
            connected = [asyncio.Event() for _ in secrets]
            clients = [
                asyncio.create_task(play_seat(run, url, secret, table, rng, event))
                for (_, secret), event in zip(sorted(secrets.items()), connected, strict=True)
            ]
            try:
                await asyncio.gather(*(event.wait() for event in connected))
                ready.set()
                await asyncio.gather(*clients)
            except (OSError, TimeoutError, websockets.WebSocketException) as exc:
                stats.error(f"game {game_id}: {type(exc).__name__}: {exc}")
                continue
            finally:  # also when the run ends while the clients connect: none plays on unseen
                for client in clients:
                    client.cancel()
                await asyncio.gather(*clients, return_exceptions=True)
            if stats.measuring:
                stats.finished += 1
    finally:
        ready.set()  # a table that failed to start must not hold the others up


async def measure(args: argparse.Namespace, server: Any, data_dir: Path) -> dict[str, Any]:
    stats = Stats()
    # No cookies: the host and seat cookies the server sets are not needed (bearer secrets are).
    async with httpx2.AsyncClient(base_url=server.url, timeout=60.0, cookies=_NoCookies()) as http:
        run = Run(server.url, args.game, http, stats, args.seed, args.think / 1e3)
        started = time.perf_counter()
        readies = [asyncio.Event() for _ in range(args.games)]
        tables = [
            asyncio.create_task(keep_playing(run, n, ready)) for n, ready in enumerate(readies)
        ]
        try:
            await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 300)
            for task in tables:
                if task.done():
                    task.result()  # a table that stopped: its error
            setup = time.perf_counter() - started
            stored_before = stored_decisions(args.database_url, data_dir)
            cpu_server, cpu_client = cpu_seconds(server.pid), time.process_time()
            profiler = None
            if args.profile is not None:
                profiler = start_profiler(server.pid, args.seconds, args.profile)
            wall = time.perf_counter()
            stats.measuring = True
            done, _ = await asyncio.wait(tables, timeout=args.seconds)
            stats.measuring = False
            for task in done:
                task.result()  # a table only ends by an error (too many of them)
            wall = time.perf_counter() - wall
            cpu_server = cpu_seconds(server.pid) - cpu_server
            cpu_client = time.process_time() - cpu_client
            stored = stored_decisions(args.database_url, data_dir) - stored_before
            now = time.monotonic()
            quiet = max(10.0, 10 * run.think)  # no message to a table for that long: stalled
            stalled = sum(1 for t in stats.last_message.values() if now - t > quiet)
            if profiler is not None:
                _, errors = profiler.communicate(timeout=60)
                if profiler.returncode != 0:
                    raise SystemExit(f"py-spy failed: {errors.decode(errors='replace')[-500:]}")
        finally:
            for task in tables:
                task.cancel()
            await asyncio.gather(*tables, return_exceptions=True)
        # Every client has closed its connection: no seat should still count as connected.
        ghosts = 0
        deadline = time.monotonic() + 10
        for game_id in stats.game_ids:
            while True:
                seen = (await http.get(f"/api/games/{game_id}/state")).json()
                still = sum(1 for seat in seen["seats"] if seat["connected"])
                if still == 0 or time.monotonic() > deadline:
                    break
                await asyncio.sleep(0.05)
            ghosts += still
    latencies = sorted(x for x in stats.latencies if x >= 0)
    ms = [round(1000 * percentile(latencies, q), 1) for q in (0.5, 0.9, 0.99)]
    server_log = server.output(10**9)
    return {
        "game": args.game,
        "seats": ["human" if s is None else f"bot:{s}" for s in SETUPS[args.game][0]],
        "games": args.games,
        "think_ms": args.think,
        "database": "postgresql" if args.database_url else "sqlite",
        "build": "compiled" if hyperspace.compiled() else "pure",
        "machine": f"{os.cpu_count()} cores, Python {sys.version.split()[0]}",
        "seconds": round(wall, 2),
        "setup_s": round(setup, 2),
        "decisions_answered": stats.answered,
        "decisions_per_s": round(stats.answered / wall, 1),
        "decisions_stored_per_s": round(stored / wall, 1),
        "latency_ms": {
            "p50": ms[0],
            "p90": ms[1],
            "p99": ms[2],
            "max": round(1000 * latencies[-1], 1) if latencies else 0.0,
            "samples": len(latencies),
        },
        "target_p99_ms": TARGET_P99_MS,
        "target_met": bool(latencies) and ms[2] < TARGET_P99_MS,
        "games_finished": stats.finished,
        "games_started": stats.started,
        "stalled_tables": stalled,
        "server_cpu": round(cpu_server / wall, 3),
        "client_cpu": round(cpu_client / wall, 3),
        "state_messages_per_s": round(stats.messages / wall, 1),
        "mean_message_kb": round(stats.message_chars / max(1, stats.messages) / 1000, 1),
        "paced_sends": stats.paced,
        "stale_refusals": stats.stale,
        "connected_after_close": ghosts,
        "server_exceptions": server_log.count(EXCEPTION),
        "first_server_exception": first_exception(server_log),
        "errors": len(stats.errors),
        "first_errors": stats.errors[:3],
        "profile": None if args.profile is None else profile_summary(args.profile),
    }


def text_table(report: dict[str, Any]) -> str:
    lat = report["latency_ms"]
    met = "met" if report["target_met"] else "NOT met"
    rows = [
        f"server load: {report['games']} {report['game']} games at once "
        f"({', '.join(report['seats'])}), think {report['think_ms']:g} ms, "
        f"{report['database']}, {report['build']} build, {report['machine']}",
        f"  measured             {report['seconds']} s (setup {report['setup_s']} s)",
        f"  decisions answered   {report['decisions_answered']} ({report['decisions_per_s']}/s;"
        f" stored, bots included: {report['decisions_stored_per_s']}/s)",
        f"  latency ms           p50 {lat['p50']}  p90 {lat['p90']}  p99 {lat['p99']}  "
        f"max {lat['max']}  ({lat['samples']} samples)",
        f"  p99 < {report['target_p99_ms']:g} ms         {met}",
        f"  games finished       {report['games_finished']} (started {report['games_started']}"
        f" in all; stalled tables {report['stalled_tables']})",
        f"  CPU (1.0 = one core) server {report['server_cpu']}, clients {report['client_cpu']}",
        f"  messages received    {report['state_messages_per_s']}/s, "
        f"{report['mean_message_kb']} kB of JSON each on average",
        f"  paced sends          {report['paced_sends']}; refused as stale and re-sent "
        f"{report['stale_refusals']}",
        f"  errors               {report['errors']} {report['first_errors'] or ''}",
        f"  server exceptions    {report['server_exceptions']} in its log; seats still "
        f"'connected' after every client closed: {report['connected_after_close']}",
    ]
    if report["profile"]:
        for kind in ("inclusive", "self"):
            rows.append(f"  server profile, {kind} share of the samples:")
            rows += [f"    {share:6.1%}  {name}" for name, share in report["profile"][kind]]
    return "\n".join(rows)


def run_fast(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` on uvloop where it is installed (uvicorn[standard] brings it, as the
    server's loop): the clients' own work is overhead, and they share the machine's cores with
    the server."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(coroutine)
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        return runner.run(coroutine)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games going at once")
    parser.add_argument("--seconds", type=float, default=30.0, help="measurement time")
    parser.add_argument("--database-url", default=None, help="postgresql://... (default SQLite)")
    parser.add_argument("--game", choices=sorted(SETUPS), default="nuclear")
    parser.add_argument("--think", type=float, default=0.0, help="mean think time, ms")
    parser.add_argument("--seed", type=int, default=1, help="seed of the clients' choices")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--profile", type=Path, help="py-spy the server; collapsed stacks here")
    parser.add_argument("--idle", type=int, help="measure the memory of this many idle games")
    args = parser.parse_args(argv)
    if args.idle is not None and args.idle < 1:
        parser.error("--idle must be positive")
    if args.games < 1 or args.seconds <= 0 or args.think < 0:
        parser.error("--games and --seconds must be positive, --think not negative")
    procs = _procs()
    with tempfile.TemporaryDirectory(prefix="hs-bench-") as tmp:
        data_dir = Path(tmp) / "data"
        server = procs.start_server(data_dir, args.database_url, Path(tmp) / "logs")
        try:
            if args.idle is not None:
                report = run_fast(hold_idle(args, server))
            else:
                report = run_fast(measure(args, server, data_dir))
        except BaseException:
            print(server.describe(), file=sys.stderr)
            raise
        finally:
            server.stop()
    if args.idle is not None and not args.json:
        print(
            f"{report['idle_games']} idle {report['game']} games ({report['database']}, "
            f"{report['build']} build): server RSS {report['rss_before_mib']} MiB before, "
            f"{report['rss_after_mib']} MiB after, {report['kib_per_game']} KiB a game"
        )
        return 0
    print(json.dumps(report, indent=1) if args.json else text_table(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
