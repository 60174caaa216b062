"""Start and stop the real server (`hyperspace serve`) as a subprocess, for tests and benchmarks.

A server gets a free port (found by binding to port 0) and a data directory of the caller's; its
output goes to a log file, which every error message here includes. The interpreter is the one
running the tests, with the same environment, so the compiled build is tested when PYTHONPATH
points at it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx2

# Seconds for the server to answer GET /api/catalog: a start takes 1 - 3 s, but on a machine
# shared with other work its imports alone have taken over 30 s (CI at load average 20)
START_TIMEOUT = 120.0
STOP_TIMEOUT = 10.0
LOG_TAIL = 4000  # characters of the server's output shown in an error


class ServerError(AssertionError):
    """The server did not start, or died: the message carries its output."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """One `hyperspace serve` process."""

    def __init__(
        self, proc: subprocess.Popen[bytes], port: int, data_dir: Path, log_path: Path
    ) -> None:
        self.proc = proc
        self.port = port
        self.data_dir = data_dir
        self.log_path = log_path

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def alive(self) -> bool:
        return self.proc.poll() is None

    def output(self, tail: int = LOG_TAIL) -> str:
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no output)"
        return text if len(text) <= tail else "..." + text[-tail:]

    def describe(self) -> str:
        state = "running" if self.alive() else f"exited with {self.proc.returncode}"
        return (
            f"server pid {self.pid} on port {self.port} ({state}), output "
            f"({self.log_path}):\n{self.output()}"
        )

    def kill(self) -> None:
        """kill -9, as a crash would: no shutdown code runs. Returns once the process is gone."""
        if self.alive():
            os.kill(self.pid, signal.SIGKILL)
        self.proc.wait(timeout=STOP_TIMEOUT)

    def pause(self) -> None:
        """SIGSTOP: the process runs no more until SIGCONT (tests/slices.py); the kernel still
        accepts connections for it."""
        os.kill(self.pid, signal.SIGSTOP)

    def stop(self) -> None:
        """A clean stop (SIGTERM, then SIGKILL if it lingers); a paused server is resumed to
        receive it."""
        if self.alive():
            self.proc.terminate()
            os.kill(self.pid, signal.SIGCONT)
            try:
                self.proc.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                self.kill()


def start_server(
    data_dir: Path,
    database_url: str | None = None,
    log_dir: Path | None = None,
    timeout: float = START_TIMEOUT,
    attempts: int = 3,
) -> Server:
    """Start `hyperspace serve` on a free port and wait until GET /api/catalog answers.

    The port is free when chosen but may be taken before the server binds it (other tests run in
    parallel); then the server exits at once and another port is tried.
    """
    last: ServerError | None = None
    for _ in range(attempts):
        server = _spawn(data_dir, database_url, log_dir or data_dir)
        try:
            _wait_ready(server, timeout)
        except ServerError as exc:
            server.kill()
            if "address already in use" not in server.output().lower():
                raise
            last = exc
            continue
        return server
    assert last is not None
    raise last


def _spawn(data_dir: Path, database_url: str | None, log_dir: Path) -> Server:
    port = free_port()
    log_dir.mkdir(parents=True, exist_ok=True)
    log_path = log_dir / f"server-{port}-{time.monotonic_ns()}.log"
    args = [sys.executable, "-m", "hyperspace", "serve", "--host", "127.0.0.1"]
    args += ["--port", str(port), "--data-dir", str(data_dir)]
    if database_url is not None:
        args += ["--database-url", database_url]
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "COLUMNS": "200"}
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            args, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env
        )
    return Server(proc, port, data_dir, log_path)


def _wait_ready(server: Server, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    with httpx2.Client(base_url=server.url, timeout=2.0) as client:
        while True:
            if not server.alive():
                raise ServerError(f"the server exited before it answered: {server.describe()}")
            with contextlib.suppress(httpx2.TransportError):
                if client.get("/api/catalog").status_code == 200:
                    return
            if time.monotonic() > deadline:
                raise ServerError(
                    f"GET /api/catalog did not answer within {timeout:.0f} s: {server.describe()}"
                )
            time.sleep(0.05)


class Servers:
    """The servers a test starts: all stopped at the end, their output kept for failures."""

    def __init__(self, log_dir: Path) -> None:
        self.log_dir = log_dir
        self.started: list[Server] = []

    def start(self, data_dir: Path, database_url: str | None = None) -> Server:
        server = start_server(data_dir, database_url, self.log_dir)
        self.started.append(server)
        return server

    def close(self) -> None:
        for server in self.started:
            server.stop()

    def report(self) -> str:
        return "\n\n".join(server.describe() for server in self.started)
