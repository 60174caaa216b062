"""Browser tests: a real server on loopback (uvicorn in a thread) and Debian's Chromium driven by
Playwright. Chromium comes from apt (scripts/check.sh installs it); Playwright never downloads a
browser here."""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from hyperspace.server.app import create_app
from hyperspace.server.storage import sqlite_url

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# Without the background-networking flags Chromium keeps trying to reach Google, which this
# machine's closed network refuses (the tool library's env notes).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@dataclass
class Server:
    url: str
    app: Any

    def game(self, game_id: str) -> Any:
        """The live game as the server holds it (the tests' source of truth)."""
        return self.app.state.hub.games[game_id]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    app = create_app(sqlite_url(tmp_path))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the server did not start within 20 s")
        time.sleep(0.05)
    yield Server(f"http://127.0.0.1:{port}", app)
    running.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing: scripts/check.sh installs Debian's chromium")
        pytest.skip(f"{CHROMIUM} is missing (scripts/check.sh installs it with apt, as root)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()
