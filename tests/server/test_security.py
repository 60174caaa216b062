"""Bad input gets a clear error and changes nothing (docs/server.md "API", "Seats, invites and
secrets", the websocket rules).

Each refused request is checked three ways: its status, a ``detail`` that says what is wrong, and
a snapshot of everything the database could show (every seat's and a spectator's state, the
stored decisions and chat, the list of games) that is identical before and after.
"""

from __future__ import annotations

import json
import random
import re
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from hyperspace.server import app
from hyperspace.server.app import _handle as handle_message
from hyperspace.server.guard import RateLimit, host_cookie, seat_cookie
from hyperspace.server.storage import Storage

from .support import (
    FOREIGN_ORIGIN,
    PATIENCE,
    SERVER_ORIGIN,
    SHORT_NUCLEAR,
    Reader,
    Server,
    Table,
    invite_token,
    wait_for,
)

THREE = [("Ann", None), ("Bob", None), ("Cyd", "heuristic")]
JSON = {"content-type": "application/json"}


@pytest.fixture
def server(sqlite_url: str) -> Iterator[Server]:
    with Server(sqlite_url) as running:
        yield running


@pytest.fixture
def table(server: Server) -> Table:
    """A nuclear game: Ann and Bob (people), Cyd (a bot). Ann moves first."""
    made = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
    assert made.state(0)["decision"] is not None and made.state(1)["decision"] is None
    return made


def detail(response: Any) -> str:
    """The error's sentence, or its bad fields as ``seats[1].name: why; ...``."""
    text = response.json()["detail"]
    if isinstance(text, str):
        return text
    return "; ".join(f"{field_path(p['loc'])}: {p['msg']}" for p in text)


def field_path(loc: list[str | int]) -> str:
    """``["body", "seats", 1, "name"]`` as ``seats[1].name``."""
    parts = loc[1:] or loc
    return "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in parts)[1:]


def refused(response: Any, status: int, *words: str) -> str:
    """The response has ``status`` and a detail naming each of ``words``; the detail."""
    assert response.status_code == status, (response.status_code, response.text)
    said = detail(response)
    for word in words:
        assert word.lower() in said.lower(), f"{word!r} not in {said!r}"
    return said


def names_no_seat(message: str) -> None:
    """An error for the wrong seat must not say whom the game waits for."""
    assert "waiting" not in message.lower(), message
    assert not re.search(r"seats?\s*\(?s?\)?\s*\[?\d", message, re.I), message


def game_count(server: Server) -> int:
    return len(server.browser().get("/api/games").json()["games"])


# -- secrets ---------------------------------------------------------------------------------------


def test_a_forged_seat_secret_is_refused_with_403(table: Table) -> None:
    other = Table.create(table.server, "nuclear", THREE, SHORT_NUCLEAR)  # a secret of another game
    before = table.snapshot()
    forged = table.server.browser({seat_cookie(table.id): "not-a-secret"})
    refused(forged.get(f"{table.base}/state"), 403, "secret")
    decision = table.state(0)["decision"]
    body = {"seq": decision["seq"], "key": decision["options"][0]}
    refused(forged.post(f"{table.base}/decide", json=body), 403, "secret")
    bearer = {"authorization": "Bearer " + table.secrets[0][::-1]}
    program = table.server.browser()
    refused(program.post(f"{table.base}/decide", json=body, headers=bearer), 403, "secret")
    refused(program.get(f"{table.base}/state", headers=bearer), 403, "secret")
    elsewhere = {"authorization": f"Bearer {other.secrets[0]}"}
    refused(program.post(f"{table.base}/decide", json=body, headers=elsewhere), 403, "secret")
    assert table.snapshot() == before


def test_a_wrong_host_cookie_or_another_seats_cookie_is_not_the_host(table: Table) -> None:
    """Only the host's own secret makes a caller the host: a forged host cookie, another game's
    host secret, or a seat's cookie (with or without a forged host cookie) gets 403 for the host's
    actions, and the seat keeps its invite, secret and player."""
    other = Table.create(table.server, "nuclear", THREE, SHORT_NUCLEAR)
    other_host = other.host.cookies.get(host_cookie(other.id))
    assert other_host is not None and table.host.cookies.get(host_cookie(table.id)) is not None
    before = table.snapshot()
    callers = {
        "forged host cookie": table.server.browser({host_cookie(table.id): "not-the-host"}),
        "another game's host secret": table.server.browser({host_cookie(table.id): other_host}),
        "Bob's seat cookie": table.server.browser({seat_cookie(table.id): table.secrets[1]}),
        "Bob with a forged host cookie": table.server.browser(
            {seat_cookie(table.id): table.secrets[1], host_cookie(table.id): table.secrets[1]}
        ),
    }
    for name, browser in callers.items():
        for path, body in (("seats/0/invite", None), ("seats/0/bot", {"bot": "random"})):
            response = browser.post(f"{table.base}/{path}", json=body)
            assert response.status_code == 403, (name, path, response.text)
            assert "host" in detail(response), (name, path)
    assert table.snapshot() == before  # Ann is still seated with her secret: nothing changed
    assert table.host.post(f"{table.base}/seats/0/invite").status_code == 200  # the real host


def test_acting_without_a_seat_secret_is_refused_with_403(table: Table) -> None:
    before = table.snapshot()
    decision = table.state(0)["decision"]
    nobody = table.spectator
    for path, body in (
        ("decide", {"seq": decision["seq"], "key": decision["options"][0]}),
        ("chat", {"text": "hello"}),
        ("prefs", {"auto_pass": False}),
    ):
        refused(nobody.post(f"{table.base}/{path}", json=body), 403, "seat")
    assert table.snapshot() == before


def test_an_unknown_game_is_404(table: Table) -> None:
    before = table.snapshot()
    ann = table.seats[0]
    for method, path, body in (
        ("GET", "state", None),
        ("POST", "decide", {"seq": 0, "key": "x"}),
        ("POST", "chat", {"text": "hi"}),
        ("POST", "prefs", {"auto_pass": True}),
        ("GET", "record", None),
        ("GET", "replay", None),
        ("POST", "seats/0/invite", None),
    ):
        response = ann.request(method, f"/api/games/ffffffffffff/{path}", json=body)
        refused(response, 404, "no such game")
    with pytest.raises(WebSocketDisconnect) as closed, ann.websocket_connect("/ws/games/nope"):
        pass
    assert closed.value.code == 1008
    assert table.snapshot() == before


# -- decisions -----------------------------------------------------------------------------------


def test_a_stale_sequence_number_is_409(table: Table) -> None:
    rng = random.Random(3)
    for _ in range(3):
        table.step(rng)
    decision = table.state(0)["decision"] or table.state(1)["decision"]
    seat = decision["seat"]
    assert decision["seq"] > 0
    before = table.snapshot()
    for seq in (decision["seq"] - 1, 0, decision["seq"] + 1):
        said = refused(table.decide(seat, seq, decision["options"][0]), 409, "stale")
        assert str(decision["seq"]) in said  # tells the next number
    assert table.snapshot() == before


def test_the_same_submission_twice_is_stored_once(table: Table) -> None:
    decision = table.state(0)["decision"]
    seq, key = decision["seq"], decision["options"][-1]
    stored = table.server.hub.storage.load(table.id)
    assert stored is not None
    count = len(stored.decisions)
    first = table.decide(0, seq, key)
    assert first.status_code == 200, first.text
    after_first = table.snapshot()
    refused(table.decide(0, seq, key), 409)
    assert table.snapshot() == after_first
    decisions = after_first["decisions"]
    assert decisions[count] == (0, key)
    assert [d for d in decisions[count:] if d[0] == 0] == [(0, key)]


def test_concurrent_duplicate_submissions_store_one_and_refuse_the_other(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two browsers of the same seat send the same answer at the same moment (a double click on a
    slow disk): one is accepted, the other refused with 409, one decision stored, the game whole.
    """
    decision = table.state(0)["decision"]
    body = {"seq": decision["seq"], "key": decision["options"][0]}
    game = table.live
    commit = Storage.store_all

    def waiting_for_the_game() -> int:
        # the requests queued on the game's lock (asyncio.Lock keeps them in ``_waiters``)
        return len(game.lock._waiters or ())

    def slow_append(self: Storage, *args: Any) -> None:
        # A slow disk: the first commit is held until the second request is inside the server,
        # waiting for the game.
        wait_for(lambda: waiting_for_the_game() > 0, "the second request reaching the game")
        commit(self, *args)

    # The commits run in a worker thread, as on PostgreSQL, so the server takes the second
    # request while the first is being committed.
    writers = ThreadPoolExecutor(1)
    monkeypatch.setattr(table.server.hub.storage, "_writers", writers)
    monkeypatch.setattr(Storage, "store_all", slow_append)
    bearer = {"authorization": f"Bearer {table.secrets[0]}"}
    browsers = [table.server.browser(raise_server_exceptions=False) for _ in range(2)]
    statuses: list[int] = []

    def send(index: int) -> None:
        statuses.append(
            browsers[index].post(f"{table.base}/decide", json=body, headers=bearer).status_code
        )

    threads = [threading.Thread(target=send, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(PATIENCE)
    assert not any(thread.is_alive() for thread in threads), "a request never came back"
    monkeypatch.undo()
    writers.shutdown(wait=True)
    stored = table.server.hub.storage.load(table.id)
    assert stored is not None
    assert sorted(statuses) == [200, 409]
    assert [d for d in stored.decisions if d[0] == 0] == [(0, body["key"])]
    assert table.live.driver.record.decisions == stored.decisions


def test_an_option_that_is_not_legal_is_422(table: Table) -> None:
    decision = table.state(0)["decision"]
    before = table.snapshot()
    for key in ("no-such-option", "", decision["options"][0] + " ", "pass; drop table games"):
        said = refused(table.decide(0, decision["seq"], key), 422, "not a legal option")
        names_no_seat(said)
    assert table.snapshot() == before


def test_not_your_turn_is_409_and_does_not_name_the_seat_waited_for(table: Table) -> None:
    decision = table.state(0)["decision"]
    before = table.snapshot()
    for seq in (decision["seq"], decision["seq"] + 1):
        for key in (decision["options"][0], "pass"):
            said = refused(table.decide(1, seq, key), 409, "no decision")
            names_no_seat(said)
    assert table.snapshot() == before


# -- malformed requests ----------------------------------------------------------------------------


def test_malformed_bodies_are_422_with_a_detail(table: Table) -> None:
    before = table.snapshot()
    ann = table.seats[0]
    decide = f"{table.base}/decide"
    cases: list[tuple[str, Any, str]] = [
        (decide, b"{not json", "json"),
        (decide, b"", "body"),
        (decide, {"seq": 0}, "key"),
        (decide, {"key": "x"}, "seq"),
        (decide, {"seq": "zero", "key": "x"}, "seq"),
        (decide, {"seq": 0, "key": 5}, "key"),
        (decide, [0, "x"], "body"),
        (f"{table.base}/chat", {"text": None}, "text"),
        (f"{table.base}/chat", {}, "text"),
        (f"{table.base}/prefs", {"auto_pass": "sometimes"}, "auto_pass"),
        ("/api/invites/claim", {}, "token"),
        ("/api/games", {"game": "nuclear"}, "seats"),
        ("/api/games", {"seats": [{"name": "A"}, {"name": "B"}]}, "game"),
    ]
    for path, body, field in cases:
        if isinstance(body, bytes):
            response = ann.post(path, content=body, headers=JSON)
        else:
            response = ann.post(path, json=body)
        refused(response, 422, field)
    assert table.snapshot() == before


def test_a_body_over_16_kib_is_413(table: Table) -> None:
    before = table.snapshot()
    big = json.dumps({"seq": 0, "key": "x" * 17_000}).encode()
    refused(table.seats[0].post(f"{table.base}/decide", content=big, headers=JSON), 413, "large")
    refused(table.host.post("/api/games", content=big, headers=JSON), 413, "large")
    assert table.snapshot() == before


def test_a_chunked_body_over_16_kib_is_413(table: Table) -> None:
    """A body sent without Content-Length (chunked) is capped as well: 413, not a parse error."""
    before = table.snapshot()

    def chunks() -> Iterator[bytes]:
        yield b'{"text": "'
        for _ in range(20):
            yield b"x" * 1024
        yield b'"}'

    response = table.seats[0].post(f"{table.base}/chat", content=chunks(), headers=JSON)
    refused(response, 413, "large")
    assert table.snapshot() == before


def test_invalid_unicode_in_text_is_a_clear_error_not_a_crash(table: Table) -> None:
    """JSON may escape a lone UTF-16 surrogate ("\\ud800"), which is no character at all: a
    name, a chat message, an invite token or an option key made of one is refused with 4xx."""
    server = table.server
    count = game_count(server)
    before = table.snapshot()
    bearer = {**JSON, "authorization": f"Bearer {table.secrets[0]}"}
    lone = "\\ud800"  # JSON text: a backslash escape, as a client would send it
    seq = table.state(0)["seq"]
    cases = [
        ("/api/games", '{"game": "nuclear", "seats": [{"name": "A' + lone + '"}, {"name": "B"}]}'),
        (f"{table.base}/chat", '{"text": "hi ' + lone + '"}'),
        ("/api/invites/claim", '{"token": "' + lone + '"}'),
        (f"{table.base}/decide", '{"seq": ' + str(seq) + ', "key": "x' + lone + '"}'),
    ]
    browser = server.browser(raise_server_exceptions=False)
    statuses = []
    for path, body in cases:
        response = browser.post(path, content=body.encode(), headers=bearer)
        statuses.append((path, response.status_code))
    assert [(path, status) for path, status in statuses if not 400 <= status < 500] == []
    assert table.snapshot() == before
    assert game_count(server) == count


# -- Origin and websockets -------------------------------------------------------------------------


def test_posts_from_another_site_are_refused(table: Table) -> None:
    decision = table.state(0)["decision"]
    create = {"game": "nuclear", "seats": [{"name": "A"}, {"name": "B"}]}
    made = table.host.post("/api/games", json=create, headers={"origin": SERVER_ORIGIN})
    assert made.status_code == 201  # the same site is let through
    token = invite_token(made.json()["invites"]["0"])
    count = game_count(table.server)
    before = table.snapshot()
    foreign = {"origin": FOREIGN_ORIGIN}
    for browser, path, body in (
        (table.host, "/api/games", create),
        (table.spectator, "/api/invites/claim", {"token": token}),
        (table.seats[0], f"{table.base}/decide", {"seq": decision["seq"],
                                                  "key": decision["options"][0]}),
        (table.seats[0], f"{table.base}/chat", {"text": "hi"}),
        (table.seats[0], f"{table.base}/prefs", {"auto_pass": False}),
        (table.host, f"{table.base}/seats/1/bot", {"bot": "random"}),
        (table.host, f"{table.base}/seats/0/invite", None),
    ):  # fmt: skip
        refused(browser.post(path, json=body, headers=foreign), 403, "other sites")
    for origin in ("null", "http://testserver.evil.example", "https://evil.example:443"):
        refused(table.seats[0].post(f"{table.base}/chat", json={"text": "hi"},
                                    headers={"origin": origin}), 403)  # fmt: skip
    assert table.snapshot() == before
    assert game_count(table.server) == count
    claimed = table.spectator.post("/api/invites/claim", json={"token": token})
    assert claimed.status_code == 200  # the refused claim did not use the invite up


def test_a_websocket_from_another_site_is_refused(table: Table) -> None:
    ann = table.seats[0]
    with (
        pytest.raises(WebSocketDisconnect) as closed,
        ann.websocket_connect(f"/ws/games/{table.id}", headers={"origin": FOREIGN_ORIGIN}),
    ):
        pass
    assert closed.value.code == 1008 and "other sites" in closed.value.reason
    with ann.websocket_connect(f"/ws/games/{table.id}", headers={"origin": SERVER_ORIGIN}) as ws:
        assert Reader(ws).json()["seat"] == 0  # the same site is let in


def test_a_websocket_with_a_forged_secret_is_refused(table: Table) -> None:
    forged = table.server.browser({seat_cookie(table.id): "forged"})
    with (
        pytest.raises(WebSocketDisconnect) as closed,
        forged.websocket_connect(f"/ws/games/{table.id}"),
    ):
        pass
    assert closed.value.code == 1008 and "secret" in closed.value.reason


def test_a_websocket_message_over_4_kib_closes_the_connection_with_1009(table: Table) -> None:
    before = table.snapshot()
    decision = table.state(0)["decision"]
    with table.seats[0].websocket_connect(f"/ws/games/{table.id}") as socket:
        ws = Reader(socket)
        ws.send_json({"type": "decide", "seq": decision["seq"], "key": decision["options"][0],
                      "padding": "x" * 4200})  # fmt: skip
        assert ws.until_closed()["code"] == 1009
    assert table.snapshot() == before


class NoRefill(RateLimit):
    """The connection's rate limit with a bucket that never refills: a burst of more messages
    than it holds is over the limit however slowly the machine sends and reads them."""

    def __init__(self, rate: float, burst: float) -> None:
        super().__init__(0.0, burst)


def test_a_burst_of_websocket_messages_closes_the_connection_with_1008(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over the burst the server closes the connection. The bucket does not refill in this test
    (on a machine loaded enough, 60 messages took so long to arrive that it did), and the close
    may come after a state for each ping, each awaited a generous minute: the test cannot fail
    on a slow machine, and fails if the server never closes."""
    monkeypatch.setattr(app, "RateLimit", NoRefill)
    before = table.snapshot()
    with table.seats[0].websocket_connect(f"/ws/games/{table.id}") as socket:
        ws = Reader(socket)
        for _ in range(60):
            ws.send_json({"type": "ping"})
        assert ws.until_closed(timeout=60.0)["code"] == 1008
    assert table.snapshot() == before


def test_websocket_errors_are_sent_back_and_change_nothing(table: Table) -> None:
    rng = random.Random(9)
    for _ in range(2):
        table.step(rng)
    decision = table.state(0)["decision"]
    assert decision is not None and decision["seq"] > 0
    first = decision["options"][0]
    before = table.snapshot()
    with table.seats[0].websocket_connect(f"/ws/games/{table.id}") as socket:
        ws = Reader(socket)
        assert ws.json()["type"] == "state"
        sent: list[tuple[str, int, str]] = [
            ("not json at all", 400, "JSON"),
            ("[1, 2]", 400, "JSON object"),
            ('{"type": "dance"}', 400, "unknown message type"),
            ('{"type": "decide", "seq": "1", "key": "x"}', 400, "decision is"),
            ('{"type": "decide", "seq": true, "key": "x"}', 400, "decision is"),
            (
                json.dumps({"type": "decide", "seq": decision["seq"] - 1, "key": first}),
                409,
                "stale",
            ),
            (json.dumps({"type": "decide", "seq": decision["seq"], "key": "nope"}), 422, "legal"),
            (json.dumps({"type": "chat", "text": "x" * 301}), 422, "longer than 300"),
            (json.dumps({"type": "chat", "text": "   "}), 422, "empty"),
        ]
        for text, status, words in sent:
            ws.send_text(text)
            message = ws.until("error")  # state messages may come in between
            assert message["status"] == status, (text, message)
            assert words.lower() in message["detail"].lower(), (text, message)
    assert table.snapshot() == before


def test_a_spectator_websocket_cannot_act(table: Table) -> None:
    before = table.snapshot()
    decision = table.state(0)["decision"]
    with table.spectator.websocket_connect(f"/ws/games/{table.id}") as socket:
        ws = Reader(socket)
        first = ws.json()
        assert first["seat"] is None and first["decision"] is None
        ws.send_json({"type": "decide", "seq": decision["seq"], "key": decision["options"][0]})
        ws.send_json({"type": "chat", "text": "boo"})
        errors = [ws.until("error"), ws.until("error")]
        assert [e["status"] for e in errors] == [403, 403]
        assert all("spectators" in e["detail"] for e in errors)
    assert table.snapshot() == before


@pytest.mark.parametrize("revoke", ["reissue", "bot"])
def test_a_revoked_seats_websocket_is_closed_and_its_messages_refused(
    table: Table, revoke: str
) -> None:
    """After the host reissues Ann's invite (or hands her seat to a bot), a connection opened with
    her old secret is closed with 1008, and a message that reaches the server on it anyway (sent
    before the close, handled after the revocation) is refused: nothing is stored."""
    decision = table.state(0)["decision"]
    decide = json.dumps({"type": "decide", "seq": decision["seq"], "key": decision["options"][0]})
    with table.seats[0].websocket_connect(f"/ws/games/{table.id}") as socket:
        ws = Reader(socket)
        assert ws.json()["seat"] == 0
        subscriber = next(s for s in table.live.subscribers if s.seat == 0)
        revoked = revoke_seat(table, 0, revoke)
        closed = ws.until_closed()
        assert closed["code"] == 1008 and "revoked" in closed["reason"], closed
    stored = table.server.hub.storage.load(table.id)
    assert stored is not None and stored.decisions == revoked
    portal = table.server.client.portal
    assert portal is not None
    for text in (decide, json.dumps({"type": "chat", "text": "still here?"})):
        error = portal.call(handle_message, table.live, subscriber, text)
        assert error == (403, "this seat's secret was revoked by the host"), text
    stored = table.server.hub.storage.load(table.id)
    assert stored is not None and stored.decisions == revoked and stored.chat == []


def revoke_seat(table: Table, seat: int, how: str) -> list[Any]:
    """The host revokes ``seat``'s secret (a new invite, or a bot); the stored decisions after."""
    if how == "reissue":
        response = table.host.post(f"{table.base}/seats/{seat}/invite")
    else:
        response = table.host.post(f"{table.base}/seats/{seat}/bot", json={"bot": "random"})
    assert response.status_code == 200, response.text
    stored = table.server.hub.storage.load(table.id)
    assert stored is not None
    return list(stored.decisions)


# -- creating games with bad values ----------------------------------------------------------------


def two(**extra: Any) -> dict[str, Any]:
    return {"game": "nuclear", "seats": [{"name": "Ann"}, {"name": "Bob"}], **extra}


BAD_GAMES: list[tuple[str, dict[str, Any], str] | tuple[str, dict[str, Any], str, str]] = [
    ("unknown game", {**two(), "game": "chess"}, "game"),
    ("one seat", {**two(), "seats": [{"name": "Ann"}]}, "seats"),
    ("seven seats", {**two(), "seats": [{"name": f"P{i}"} for i in range(7)]}, "seats"),
    ("nine seats", {**two(), "seats": [{"name": f"P{i}"} for i in range(9)]}, "seats"),
    ("no seats", {**two(), "seats": []}, "seats"),
    ("same names", {**two(), "seats": [{"name": "Ann"}, {"name": " Ann "}]}, "seats"),
    ("empty name", {**two(), "seats": [{"name": "Ann"}, {"name": "   "}]}, "seats[1].name"),
    ("long name", {**two(), "seats": [{"name": "A" * 25}, {"name": "B"}]}, "seats[0].name"),
    ("newline", {**two(), "seats": [{"name": "An\nn"}, {"name": "B"}]}, "seats[0].name"),
    ("escape", {**two(), "seats": [{"name": "A\x1b[2J"}, {"name": "B"}]}, "seats[0].name"),
    ("bidi", {**two(), "seats": [{"name": "A"}, {"name": "B\u202eC"}]}, "seats[1].name"),
    ("unknown bot", {**two(), "seats": [{"name": "A"}, {"name": "B", "bot": "hal"}]}, "bot"),
    ("seed", two(options={"seed": 42}), "options.seed"),
    ("setup", two(options={"setup": {"hands": {}}}), "options.setup"),
    ("script", two(options={"script": {}}), "options.script"),
    ("names", two(options={"names": ["x", "y"]}), "options.names"),
    ("players", two(options={"players": 5}), "options.players"),
    ("bad value", two(options={"max_rounds": 0}), "max_rounds"),
    ("bad type", two(options={"allow_pass": "yes"}), "allow_pass"),
    ("options list", two(options=["max_rounds"]), "options"),
    ("timer low", two(timer=2), "timer"),
    ("timer high", two(timer=99_999), "timer"),
    ("timer text", two(timer="soon"), "timer"),
    ("variant", {**two(), "game": "cosmic", "options": {"variants": ["nope"]}}, "variants"),
    ("variant type", {**two(), "game": "cosmic", "options": {"variants": [["x"]]}}, "variants"),
    ("power", {**two(), "game": "cosmic", "options": {"powers": ["x", "y"]}}, "powers"),
    ("max_challenges", {**two(), "game": "cosmic", "options": {"max_challenges": 1}}, "max_"),
    # Settings within bounds that make sense (a hand of 1000 emptied the deck, 99 bases to win)
    ("hand size", {**two(), "game": "cosmic", "options": {"hand_size": 1000}}, "hand_size: ", "12"),
    ("win bases", {**two(), "game": "cosmic", "options": {"win_bases": 99}}, "win_bases: ", "10"),
    ("hand length", two(options={"starting_hand": ["M1"] * 21}), "starting_hand: ", "20 items"),
    ("population", two(options={"starting_population": 0}), "starting_population: ", "1"),
]


@pytest.mark.parametrize(
    ("case", "body", "words"),
    [(c[0], c[1], c[2:]) for c in BAD_GAMES],
    ids=[c[0] for c in BAD_GAMES],
)
def test_a_game_with_bad_values_is_422_naming_the_field_and_not_created(
    server: Server, case: str, body: dict[str, Any], words: tuple[str, ...]
) -> None:
    browser = server.browser(raise_server_exceptions=False)
    response = browser.post("/api/games", json=body)
    refused(response, 422, *words)
    assert game_count(server) == 0
    assert not any(name.startswith("hs_host_") for name in browser.cookies)


# -- people's text ---------------------------------------------------------------------------------


def test_markup_in_names_and_chat_is_plain_text_returned_unchanged(server: Server) -> None:
    name, text = "<img src=x onerror=1>", "<script>alert(1)</script> & \"'"
    table = Table.create(server, "cosmic", [(name, None), ("Bob", "random")], {"use_powers": False})
    said = table.seats[0].post(f"{table.base}/chat", json={"text": text})
    assert said.status_code == 200
    response = table.spectator.get(f"{table.base}/state")
    assert response.headers["content-type"].startswith("application/json")
    seen = response.json()
    assert seen["seats"][0]["name"] == name
    assert seen["chat"] == [{"seat": 0, "name": name, "text": text}]
    listed = table.spectator.get("/api/games").json()["games"][0]
    assert listed["seats"][0]["name"] == name


def test_chat_over_300_characters_or_with_control_characters_is_422(table: Table) -> None:
    before = table.snapshot()
    chat = f"{table.base}/chat"
    ann = table.seats[0]
    refused(ann.post(chat, json={"text": "x" * 301}), 422, "at most 300 characters")
    refused(ann.post(chat, json={"text": "x" * 2001}), 422, "text")
    refused(ann.post(chat, json={"text": "bell\x07"}), 422, "control characters")
    refused(ann.post(chat, json={"text": "   "}), 422, "empty")
    assert table.snapshot() == before
    assert ann.post(chat, json={"text": "y" * 300}).status_code == 200  # the limit itself is fine


def test_an_id_with_a_nul_byte_is_422_on_every_database(database_url: str) -> None:
    """PostgreSQL refuses NUL in text parameters: a game id or invite token made of one is
    refused by its schema (422), before any database sees it, not a server error."""
    with Server(database_url) as server:
        browser = server.browser(raise_server_exceptions=False)
        for path in ("/api/games/ab%00cd/state", "/api/games/ab%00cd/record"):
            refused(browser.get(path), 422, "not a game id")
        claimed = browser.post("/api/invites/claim", json={"token": "ab\x00cd"})
        refused(claimed, 422, "not an invite token")


def test_each_refused_websocket_message_gets_its_exact_words(table: Table) -> None:
    """What the websocket handler answers each bad message, word for word (the websocket test
    above checks them through a connection, by a few words)."""
    from hyperspace.server.live import Subscriber

    live = table.live
    seated = Subscriber(0, False, live.seats[0].secret_hash)
    spectator = Subscriber(None, False, None)
    decision = table.state(0)["decision"]
    decide = json.dumps({"type": "decide", "seq": decision["seq"], "key": decision["options"][0]})
    form = 'a decision is {"type": "decide", "seq": <int>, "key": <option key>}'
    cases = [
        (seated, "not json", (400, "a message must be a JSON object")),
        (seated, "[1, 2]", (400, "a message must be a JSON object")),
        # As the server reads JSON (orjson): NaN is not JSON, an integer past 64 bits a float
        (
            seated,
            '{"type": "decide", "seq": NaN, "key": "x"}',
            (400, "a message must be a JSON object"),
        ),
        (seated, f'{{"type": "decide", "seq": {2**64}, "key": "x"}}', (400, form)),
        (spectator, decide, (403, "spectators cannot act (no seat secret sent)")),
        (
            spectator,
            '{"type": "chat", "text": "boo"}',
            (403, "spectators cannot act (no seat secret sent)"),
        ),
        (seated, '{"type": "dance"}', (400, "unknown message type 'dance' (decide, chat, ping)")),
        (seated, '{"type": "decide", "seq": "1", "key": "x"}', (400, form)),
        (seated, '{"type": "decide", "seq": true, "key": "x"}', (400, form)),
        (seated, json.dumps({"type": "decide", "seq": 0, "key": 3}), (400, form)),
        (
            seated,
            json.dumps({"type": "chat", "text": "x" * 301}),
            (422, "the message is longer than 300 characters"),
        ),
        (seated, json.dumps({"type": "chat", "text": " "}), (422, "the message is empty")),
        (seated, '{"type": "chat"}', (422, "the message is empty")),
    ]
    before = table.snapshot()
    portal = table.server.client.portal
    assert portal is not None
    for subscriber, text, error in cases:
        assert portal.call(handle_message, live, subscriber, text) == error, text
        assert not subscriber.changed.is_set()
    assert portal.call(handle_message, live, spectator, '{"type": "ping"}') is None
    assert spectator.changed.is_set()  # a ping asks for the state again, even a spectator's
    assert table.snapshot() == before


def test_who_may_do_what_is_refused_in_exact_words(table: Table) -> None:
    """A caller without a seat, a seat that is not the host, and the host naming a seat that
    does not exist (one past the last is not a seat) are each told why, word for word."""
    before = table.snapshot()
    said = table.spectator.post(f"{table.base}/chat", json={"text": "hi"})
    assert (said.status_code, said.json()["detail"]) == (
        403,
        "only a seated player may do this (no seat secret sent)",
    )
    reissued = table.seats[1].post(f"{table.base}/seats/0/invite")
    assert (reissued.status_code, reissued.json()["detail"]) == (
        403,
        "only the game's host may do this",
    )
    elsewhere = table.seats[0].post(
        f"{table.base}/chat", json={"text": "hi"}, headers={"origin": FOREIGN_ORIGIN}
    )
    assert (elsewhere.status_code, elsewhere.json()["detail"]) == (
        403,
        "requests from other sites are not accepted",
    )
    forged = table.server.browser()
    forged.cookies.set(seat_cookie(table.id), "A" * 22)
    for caller, headers in ((forged, {}), (table.spectator, {"authorization": "Bearer nope"})):
        looked = caller.get(f"{table.base}/state", headers=headers)
        assert (looked.status_code, looked.json()["detail"]) == (
            403,
            "this seat secret is not valid for this game",
        )
    missing = table.host.post(f"{table.base}/seats/3/invite")  # one past the last seat
    assert (missing.status_code, missing.json()["detail"]) == (404, "no seat 3 in this game")
    negative = table.host.post(f"{table.base}/seats/-1/invite")  # refused by the path's schema
    assert negative.status_code == 422
    assert table.snapshot() == before
