"""Secrets, cookies, Origin checks, size caps, rate limits and the cleaning of people's text."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY = 16 * 1024  # bytes in an HTTP request body
MAX_MESSAGE = 4 * 1024  # bytes in a websocket message (UTF-8)
TOKEN = re.compile(r"[A-Za-z0-9_-]{22}")  # what new_secret() makes
NAME_LENGTH = 24
CHAT_LENGTH = 300
# The characters people's text may not hold: Unicode's control and format categories (Cc, Cf, as
# of Unicode 15), as a regular expression class that Python and the JSON Schema of /openapi.json
# read the same way (the schema states what clean_text accepts). Lone surrogates (Cs) are not
# text at all: JSON Schema cannot name them, so clean_text refuses them besides.
_UNPRINTABLE = (
    (0x0, 0x1F), (0x7F, 0x9F), (0xAD, 0xAD), (0x600, 0x605), (0x61C, 0x61C), (0x6DD, 0x6DD),
    (0x70F, 0x70F), (0x890, 0x891), (0x8E2, 0x8E2), (0x180E, 0x180E), (0x200B, 0x200F),
    (0x202A, 0x202E), (0x2060, 0x2064), (0x2066, 0x206F), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB),
    (0x110BD, 0x110BD), (0x110CD, 0x110CD), (0x13430, 0x13438), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0001, 0xE0001), (0xE0020, 0xE007F),
)  # fmt: skip


def _char(code: int) -> str:
    """``code`` in a regular expression: escaped in the Basic Multilingual Plane, itself above it
    (JSON Schema has no escape for it)."""
    return f"\\u{code:04x}" if code <= 0xFFFF else chr(code)


UNPRINTABLE = "".join(_char(a) if a == b else f"{_char(a)}-{_char(b)}" for a, b in _UNPRINTABLE)
# Text with something besides spaces in it, and nothing unprintable.
TEXT_PATTERN = f"^[^{UNPRINTABLE}]*[^{UNPRINTABLE}\\s][^{UNPRINTABLE}]*$"
_UNPRINTABLE_CHAR = re.compile(f"[{UNPRINTABLE}\\ud800-\\udfff]")


def new_secret() -> str:
    """A random 128-bit secret, URL-safe."""
    return secrets.token_urlsafe(16)


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def matches(secret: str, stored_hash: str | None) -> bool:
    return stored_hash is not None and hmac.compare_digest(digest(secret), stored_hash)


def seat_cookie(game_id: str) -> str:
    return f"hs_seat_{game_id}"


def host_cookie(game_id: str) -> str:
    return f"hs_host_{game_id}"


def same_origin(origin: str | None, host: str | None) -> bool:
    """A browser's Origin must name this server; programs that send none are let through (they
    carry no ambient cookies of a victim's browser)."""
    if origin is None:
        return True
    return host is not None and urlsplit(origin).netloc == host


def clean_text(text: str, limit: int, what: str) -> str:
    """People's text: trimmed, no control characters, at most ``limit`` characters; ValueError
    otherwise. (The page shows it as text, never as markup.)"""
    text = text.strip()
    if not text:
        raise ValueError(f"{what} is empty")
    if len(text) > limit:
        raise ValueError(f"{what} is longer than {limit} characters")
    if _UNPRINTABLE_CHAR.search(text):
        raise ValueError(f"{what} contains control characters or invalid unicode")
    return text


class RateLimit:
    """A token bucket: ``rate`` events a second on average, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class BodyLimit:
    """ASGI middleware: a request body over ``MAX_BODY`` bytes gets 413 before the app sees any
    of it (the body is read here, chunk by chunk, and handed on whole)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await _too_large(send)
            return
        chunks: list[bytes] = []
        received = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            chunks.append(message.get("body", b""))
            received += len(chunks[-1])
            if received > MAX_BODY:
                await _too_large(send)
                return
            if not message.get("more_body", False):
                break
        whole: Message = {"type": "http.request", "body": b"".join(chunks), "more_body": False}
        handed = False

        async def replay() -> Message:
            nonlocal handed
            if handed:
                return await receive()  # after the body: a disconnect, when it comes
            handed = True
            return whole

        await self.app(scope, replay, send)


async def _too_large(send: Send) -> None:
    body = b'{"detail":"request body too large (at most 16384 bytes)"}'
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"application/json")],
        }
    )
    await send({"type": "http.response.body", "body": body})
