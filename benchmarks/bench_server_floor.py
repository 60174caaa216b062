"""The floor under the game server's latency: the same web stack with no game behind it.

Usage::

    python benchmarks/bench_server_floor.py [--connections 200] [--frames 2] [--seconds 20]
        [--bytes 1300] [--json]

Starts a bare FastAPI application on uvicorn, configured as ``hyperspace serve`` runs (websockets'
sans-I/O protocol, no per-message compression, uvloop where installed), whose one websocket
endpoint answers every message it receives with ``--frames`` text frames of ``--bytes`` bytes: a
decision answered and the states of the change sent, with no rules, views, words or database.
``--connections`` clients, in this process, each send a message, wait for its frames and send
again, never more than 15 messages a second each, as ``benchmarks/bench_server.py`` paces its
clients (200 connections: 100 games of two human seats).

Reported: messages answered per second, the server's CPU per message (ms; user + system, from
/proc), the clients' CPU, and the latency from a message sent to its last frame received (p50,
p99). What the server spends per message here, it spends per decision in the game server before
doing anything of the game's: the part of its time that no change to Hyperspace's own code can
remove.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import websockets

MAX_RATE = 15.0  # messages a second per connection, as bench_server.py paces them
SERVER = """
import sys
import uvicorn
from fastapi import FastAPI, WebSocket, WebSocketDisconnect

frames, size, port = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
payload = "x" * size
app = FastAPI()


@app.websocket("/ws")
async def answer(websocket: WebSocket) -> None:
    await websocket.accept()
    try:
        while True:
            await websocket.receive_text()
            for _ in range(frames):
                await websocket.send_text(payload)
    except WebSocketDisconnect:
        pass


uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning",
            ws_per_message_deflate=False, ws="websockets-sansio", loop="auto")
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_listening(port: int, timeout: float = 30.0) -> None:
    """Until the server accepts connections on ``port``."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1.0).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                message = f"the server did not listen on port {port} in {timeout} s"
                raise SystemExit(message) from None
            time.sleep(0.1)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, from /proc (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def client(url: str, frames: int, latencies: list[float], stop: asyncio.Event) -> None:
    """Send, wait for the frames, send again: at most MAX_RATE messages a second."""
    async with websockets.connect(url, compression=None) as connection:
        sent = 0.0
        while not stop.is_set():
            pause = sent + 1 / MAX_RATE - time.perf_counter()
            if pause > 0:
                await asyncio.sleep(pause)
            sent = time.perf_counter()
            await connection.send("decide")
            for _ in range(frames):
                await connection.recv()
            latencies.append(time.perf_counter() - sent)


async def measure(args: argparse.Namespace, url: str, pid: int) -> dict[str, float]:
    latencies: list[float] = []
    stop = asyncio.Event()
    clients = [
        asyncio.create_task(client(url, args.frames, latencies, stop))
        for _ in range(args.connections)
    ]
    await asyncio.sleep(3.0)  # every connection open and sending
    latencies.clear()
    server_before, clients_before = cpu_seconds(pid), time.process_time()
    started = time.perf_counter()
    await asyncio.sleep(args.seconds)
    wall = time.perf_counter() - started
    answered = sorted(latencies)
    server_cpu = cpu_seconds(pid) - server_before
    clients_cpu = time.process_time() - clients_before
    stop.set()
    failures = [f for f in await asyncio.gather(*clients, return_exceptions=True) if f]
    if failures:
        raise SystemExit(f"{len(failures)} connections failed, the first: {failures[0]!r}")
    return {
        "connections": args.connections,
        "frames_per_message": args.frames,
        "frame_bytes": args.bytes,
        "answered_per_s": round(len(answered) / wall, 1),
        "server_cpu": round(server_cpu / wall, 2),
        "server_ms_cpu_per_message": round(server_cpu / len(answered) * 1000, 3),
        "clients_cpu": round(clients_cpu / wall, 2),
        "p50_ms": round(answered[len(answered) // 2] * 1000, 1),
        "p99_ms": round(answered[int(len(answered) * 0.99)] * 1000, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--connections", type=int, default=200)
    parser.add_argument("--frames", type=int, default=2, help="frames answering each message")
    parser.add_argument("--bytes", type=int, default=1300, help="size of each frame")
    parser.add_argument("--seconds", type=float, default=20.0, help="measurement time")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    port = free_port()
    command = [sys.executable, "-c", SERVER, str(args.frames), str(args.bytes), str(port)]
    server = subprocess.Popen(command)
    try:
        wait_listening(port)
        report = asyncio.run(measure(args, f"ws://127.0.0.1:{port}/ws", server.pid))
    finally:
        server.terminate()
        server.wait(timeout=10)
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
