"""The guard's pieces on their own (server/guard.py): secrets and their digests, cookie names,
the Origin check, the cleaning of people's text, the rate limit and the body limit. The API and
websocket tests (test_security.py) show them at work; these pin down their exact edges."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from hyperspace.server import guard
from hyperspace.server.guard import (
    MAX_BODY,
    TOKEN,
    BodyLimit,
    RateLimit,
    clean_text,
    digest,
    host_cookie,
    matches,
    new_secret,
    same_origin,
    seat_cookie,
)

from .support import run as run_on_own_loop


def test_a_new_secret_is_a_fresh_url_safe_token_of_128_bits() -> None:
    made = {new_secret() for _ in range(50)}
    assert len(made) == 50
    assert all(TOKEN.fullmatch(secret) for secret in made)


def test_a_secret_matches_only_its_own_digest() -> None:
    assert digest("abc") == hashlib.sha256(b"abc").hexdigest()
    assert matches("abc", digest("abc"))
    assert not matches("abd", digest("abc"))
    assert not matches("abc", None)  # a seat whose secret was never set, or was revoked


def test_the_cookies_are_named_after_the_game() -> None:
    assert seat_cookie("g1") == "hs_seat_g1"
    assert host_cookie("g1") == "hs_host_g1"


@pytest.mark.parametrize(
    ("origin", "host", "same"),
    [
        (None, "example.test:8000", True),  # a program, not a browser
        (None, None, True),
        ("http://example.test:8000", "example.test:8000", True),
        ("https://example.test:8000", "example.test:8000", True),
        ("http://evil.test:8000", "example.test:8000", False),
        ("http://example.test:8001", "example.test:8000", False),
        ("http://example.test:8000", None, False),  # an Origin but no Host: never trusted
    ],
)
def test_only_this_servers_origin_or_none_is_accepted(
    origin: str | None, host: str | None, same: bool
) -> None:
    assert same_origin(origin, host) is same


def test_clean_text_trims_and_keeps_text_up_to_the_limit() -> None:
    assert clean_text("  Ann  ", 3, "the name") == "Ann"
    assert clean_text("Zoë ☄", 5, "the name") == "Zoë ☄"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the name is empty"),
        ("   ", "the name is empty"),
        ("Anna", "the name is longer than 3 characters"),
        ("A\nn", "the name contains control characters or invalid unicode"),  # Cc
        ("A\u200en", "the name contains control characters or invalid unicode"),  # Cf
        ("A\ud800n", "the name contains control characters or invalid unicode"),  # Cs
    ],
)
def test_clean_text_refuses_with_a_message_that_says_why(text: str, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        clean_text(text, 3, "the name")
    assert str(refused.value) == message


class Clock:
    """Stands in for time.monotonic in the guard module."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(guard.time, "monotonic", fake)
    return fake


def test_the_rate_limit_allows_a_burst_then_refills_at_its_rate(clock: Clock) -> None:
    limit = RateLimit(rate=2.0, burst=3.0)
    assert [limit.allow() for _ in range(4)] == [True, True, True, False]
    clock.now += 0.5  # one token back at two a second
    assert [limit.allow(), limit.allow()] == [True, False]
    clock.now += 0.25  # half a token: not enough
    assert limit.allow() is False
    clock.now += 0.25
    assert limit.allow() is True


def test_the_rate_limit_never_saves_more_than_its_burst(clock: Clock) -> None:
    limit = RateLimit(rate=2.0, burst=3.0)
    clock.now += 60.0
    assert [limit.allow() for _ in range(4)] == [True, True, True, False]


def test_a_refused_message_costs_no_token(clock: Clock) -> None:
    limit = RateLimit(rate=1.0, burst=1.0)
    assert limit.allow() is True
    assert [limit.allow() for _ in range(5)] == [False] * 5
    clock.now += 1.0
    assert limit.allow() is True


class Exchange:
    """One ASGI exchange through BodyLimit: what the app behind it received, what was sent."""

    def __init__(self, chunks: list[bytes], headers: list[tuple[bytes, bytes]]) -> None:
        self.incoming: list[dict[str, Any]] = [
            {"type": "http.request", "body": chunk, "more_body": i < len(chunks) - 1}
            for i, chunk in enumerate(chunks)
        ] + [{"type": "http.disconnect"}]
        self.scope = {"type": "http", "headers": headers}
        self.sent: list[dict[str, Any]] = []
        self.app_saw: list[dict[str, Any]] | None = None

    async def receive(self) -> dict[str, Any]:
        return self.incoming.pop(0)

    async def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    async def app(self, scope: Any, receive: Any, send: Any) -> None:
        self.app_saw = [await receive(), await receive()]

    def run(self) -> None:
        run_on_own_loop(BodyLimit(self.app)(self.scope, self.receive, self.send))

    def refused(self) -> bool:
        return [m.get("status") for m in self.sent if m["type"] == "http.response.start"] == [413]


def test_a_body_of_the_limit_reaches_the_app_whole_then_the_disconnect() -> None:
    exchange = Exchange([b"a" * 10, b"b" * (MAX_BODY - 10)], [])
    exchange.run()
    assert exchange.sent == []
    assert exchange.app_saw == [
        {"type": "http.request", "body": b"a" * 10 + b"b" * (MAX_BODY - 10), "more_body": False},
        {"type": "http.disconnect"},
    ]


def test_a_body_over_the_limit_is_refused_before_the_app_sees_it() -> None:
    exchange = Exchange([b"a" * MAX_BODY, b"b"], [])
    exchange.run()
    assert exchange.app_saw is None
    assert exchange.refused()
    assert exchange.sent[-1] == {
        "type": "http.response.body",
        "body": b'{"detail":"request body too large (at most 16384 bytes)"}',
    }
    assert exchange.sent[0]["headers"] == [(b"content-type", b"application/json")]


@pytest.mark.parametrize(
    ("length", "refused"),
    [(str(MAX_BODY).encode(), False), (str(MAX_BODY + 1).encode(), True), (b"-1", True)],
)
def test_a_declared_length_over_the_limit_or_not_a_number_is_refused_unread(
    length: bytes, refused: bool
) -> None:
    exchange = Exchange([b"{}"], [(b"content-length", length)])
    exchange.run()
    assert exchange.refused() is refused
    assert (exchange.app_saw is None) is refused
    assert len(exchange.incoming) == (2 if refused else 0)  # nothing read when refused


def test_a_client_gone_before_its_body_ends_reaches_no_app() -> None:
    exchange = Exchange([b"a"], [])
    exchange.incoming[0]["more_body"] = True
    exchange.run()
    assert exchange.app_saw is None and exchange.sent == []


def test_websockets_pass_through_untouched() -> None:
    exchange = Exchange([b"x" * (MAX_BODY + 1)], [(b"content-length", b"999999")])
    exchange.scope["type"] = "websocket"
    exchange.run()
    assert exchange.sent == []
    assert exchange.app_saw is not None and exchange.app_saw[0]["body"] == b"x" * (MAX_BODY + 1)


def test_a_request_message_without_a_body_adds_nothing() -> None:
    exchange = Exchange([b"ab"], [])
    exchange.incoming.insert(0, {"type": "http.request", "more_body": True})  # ASGI: body optional
    exchange.run()
    assert exchange.app_saw is not None
    assert exchange.app_saw[0] == {"type": "http.request", "body": b"ab", "more_body": False}
