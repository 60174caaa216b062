"""Hidden information is sacred: whole games played through websockets, two people, a bot and a
spectator, and every message each connection receives checked against the true game.

The true game is rebuilt afterwards from the record the server serves once the game is over:
replayed one decision at a time, it gives every seat's hand and pending decisions at each
sequence number, which is what a message with that ``seq`` was built from. Checked for each
message: (1) the receiver's own hidden cards and nobody else's (a spectator: none), its hand and
its face-down Challenge Card; (2) no secret
key at any depth and neither the game's seed nor its bot seed anywhere in the text; (3) a decision
only of the receiver's own (or its window prompt), exactly the one the rules ask; (4) whom the
game waits for is named outside windows only. Error messages never say whom the game waits for.
"""

from __future__ import annotations

import contextlib
import json
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from hyperspace.cosmic.variants.kickers import PLAYED as KICKERS_DOWN
from hyperspace.cosmic.variants.kickers import SHOWN as KICKERS_SHOWN
from hyperspace.engine.driver import Driver
from hyperspace.engine.record import Record
from hyperspace.server import app as app_module
from hyperspace.server.catalog import GAMES
from hyperspace.server.live import WINDOW_PROMPT

from .support import Feed, Reader, Server, Table, keys_in, secret_keys_in, walk

SEATS = [("Ann", None), ("Bob", None), ("Cyd", "heuristic")]
HUMANS = (0, 1)
MESSAGES = 60_000  # a bound on the messages one game may take
PROBES = 20  # submissions out of turn, to collect error messages (as many again in windows)
# Fixed powers, each player's Flare his own power's: powers added later do not change this game.
VARIANTS = {
    "variants": ["kickers", "zodiac", "prisoners"],
    "powers": ["calculator", "oracle", "trader"],
    "flares_per_player": 1,
}
# Powers that stop a challenge while both Challenge Cards lie face down (Calculator and Amoeba
# before the reveal, AMB-W04) or while one does (Oracle's opponent plays first).
FACE_DOWN_POWERS = {"powers": ["calculator", "amoeba", "oracle"]}


@pytest.fixture(autouse=True)
def unlimited_websockets(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test answers far faster than people: lift the per-connection rate limit (it has its
    own test in test_security.py)."""
    monkeypatch.setattr(app_module, "WS_RATE", 100_000.0)


@dataclass
class Received:
    """Everything one game sent: (connection, text) in order; the errors; the probes sent."""

    messages: list[tuple[int | None, str]] = field(default_factory=list)
    errors: list[tuple[int | None, dict[str, Any]]] = field(default_factory=list)
    probes: int = 0
    window_probes: int = 0
    windows: int = 0


@dataclass
class Truth:
    """The true game at each sequence number."""

    hands: dict[int, list[list[str]]] = field(default_factory=dict)
    face_down: dict[int, dict[int, str]] = field(default_factory=dict)  # Challenge Cards not shown
    kickers_down: dict[int, dict[int, str]] = field(default_factory=dict)  # Kickers not shown
    pending: dict[int, list[tuple[int, str, list[str]]]] = field(default_factory=dict)


def play_over_websockets(server: Server, table: Table, rng: random.Random) -> Received:
    """Each seat answers its own decisions as they arrive; a spectator watches."""
    got = Received()
    who: dict[str, int | None] = {"ann": 0, "bob": 1, "spectator": None}
    acted: dict[str, set[tuple[int, str]]] = {name: set() for name in who}
    finished: set[str] = set()
    url = f"/ws/games/{table.id}"
    with contextlib.ExitStack() as stack:
        feed = Feed()
        sockets = {
            "ann": stack.enter_context(table.seats[0].websocket_connect(url)),
            "bob": stack.enter_context(table.seats[1].websocket_connect(url)),
            "spectator": stack.enter_context(table.spectator.websocket_connect(url)),
        }
        for name, socket in sockets.items():
            feed.add(name, socket)
        for _ in range(MESSAGES):
            name, raw = feed.next()
            assert raw["type"] == "websocket.send", f"{name}: connection closed: {raw}"
            seat = who[name]
            got.messages.append((seat, raw["text"]))
            message = json.loads(raw["text"])
            if message["type"] == "error":
                got.errors.append((seat, message))
                continue
            assert message["type"] == "state"
            if message["status"] == "finished":
                finished.add(name)
                if len(finished) == len(sockets):
                    return got
                continue
            if message["window"] is not None:
                got.windows += 1
                assert message["waiting"] == [], f"{name}: whom a window waits for was sent"
            decision = message["decision"]
            if seat is None:
                assert decision is None, "a spectator was sent a decision"
                continue
            if decision is not None:
                assert decision["seat"] == seat, f"{name} was sent seat {decision['seat']}'s"
                mark = (decision["seq"], decision["kind"])
                if mark not in acted[name]:
                    acted[name].add(mark)
                    key = rng.choice(decision["options"])
                    sockets[name].send_json({"type": "decide", "seq": decision["seq"], "key": key})
            elif (got.window_probes if message["window"] else got.probes) < PROBES:
                # not this seat's turn (or a window open for another): ask anyway, for the error
                if message["window"] is not None:
                    got.window_probes += 1
                else:
                    got.probes += 1
                sockets[name].send_json(
                    {"type": "decide", "seq": message["seq"], "key": "probe-not-an-option"}
                )
        raise AssertionError(f"the game did not end within {MESSAGES} messages")


def truth_of(record: Record) -> Truth:
    """Replay the record one decision at a time: the hands and pending decisions at each seq."""
    rules = GAMES[record.game].game
    driver = Driver(rules, record.config, record.seed)
    truth = Truth()

    def note(seq: int) -> None:
        state: Any = driver.state
        if record.game == "cosmic":
            truth.hands[seq] = [sorted(p.hand) for p in state.players]
            challenge = state.challenge
            if challenge is not None and challenge.cards and not challenge.revealed:
                truth.face_down[seq] = dict(challenge.cards)
            if challenge is not None and not challenge.data.get(KICKERS_SHOWN):
                truth.kickers_down[seq] = dict(challenge.data.get(KICKERS_DOWN, {}))
        else:
            truth.hands[seq] = [[card.label for card in p.hand] for p in state.players]
        truth.pending[seq] = [(d.seat, d.kind, list(d.options)) for d in driver.pending]

    note(0)
    for seq, (seat, key) in enumerate(record.decisions, start=1):
        driver.submit(seat, key)
        note(seq)
    assert driver.finished
    return truth


def check_message(
    game: str, receiver: int | None, text: str, truth: Truth, seeds: tuple[int, int]
) -> tuple[int, int]:
    """Check one message (the points above); how many Challenge Cards and Kickers lay face down
    when it was sent."""
    message = json.loads(text)
    where = f"seat {receiver}, seq {message.get('seq')}"
    # (2) no secret key at any depth, no seed
    assert secret_keys_in(message) == [], where
    for seed in seeds:
        assert str(seed) not in text, f"{where}: the seed {seed} was sent"
    if message["type"] == "error":
        return 0, 0
    seq = message["seq"]
    view = message["view"]
    private_keys = {"hand", "me"}
    # (1) hidden cards: only the receiver's own (the log's entries are each seat's own parts)
    if receiver is None:
        assert keys_in(message) & private_keys == set(), where
    else:
        outside_log = {**message, "view": {k: v for k, v in view.items() if k != "log"}}
        private = [path for path, key, _ in walk(outside_log) if key in private_keys]
        if game == "cosmic":
            assert view["hand"] == truth.hands[seq][receiver], where
            assert private == [".view.hand"], where
        else:
            assert view["me"]["hand"] == truth.hands[seq][receiver], where
            assert private == [".view.me", ".view.me.hand"], where
    face_down = truth.face_down.get(seq, {})
    if face_down:  # (1) a face-down Challenge Card shows only to its own player
        shown = {int(s): c for s, c in view["challenge"].get("cards", {}).items()}
        mine = {s: c for s, c in face_down.items() if s == receiver}
        assert shown == mine, f"{where}: face-down cards {face_down} shown as {shown}"
    kickers_down = truth.kickers_down.get(seq, {})
    if kickers_down:  # (1) and so does a face-down Kicker
        kickers = view["variants"]["kickers"]
        shown = {int(s): c for s, c in kickers.get("kickers", {}).items()}
        mine = {s: c for s, c in kickers_down.items() if s == receiver}
        assert shown == mine, f"{where}: face-down Kickers {kickers_down} shown as {shown}"
        assert kickers["down"] == sorted(kickers_down), where  # who has one down is public
    # (3) the receiver's own decision only, exactly as the rules ask it
    decision = message["decision"]
    if receiver is None:
        assert decision is None, where
    elif decision is not None:
        assert decision["seat"] == receiver, where
        if decision["kind"] == WINDOW_PROMPT:
            assert decision["options"] == ["pass"] and message["window"] is not None, where
        else:
            asked = (receiver, decision["kind"], decision["options"])
            assert asked in truth.pending[seq], where
    # (4) nobody named during windows; the true waiting seats otherwise
    if message["window"] is not None:
        assert message["waiting"] == [], where
    elif message["status"] == "running":
        assert message["waiting"] == sorted({s for s, _, _ in truth.pending[seq]}), where
    return len(face_down), len(kickers_down)


def names_no_seat(detail: str) -> None:
    assert "waiting" not in detail.lower(), detail
    assert not re.search(r"seats?\s*\(?s?\)?\s*\[?\d", detail, re.I), detail


@pytest.mark.parametrize(
    ("game", "options", "face_down"),
    [
        ("nuclear", {"max_rounds": 100}, (0, 0)),
        # This game reaches face-down Kickers; face-down Challenge Cards, the next game
        ("cosmic", VARIANTS, (0, 1)),
        ("cosmic", FACE_DOWN_POWERS, (2, 0)),
    ],
    ids=["nuclear", "cosmic-powers-variants", "cosmic-face-down-powers"],
)
def test_no_message_of_a_whole_game_leaks_hidden_information(
    sqlite_url: str, game: str, options: dict[str, Any], face_down: tuple[int, int]
) -> None:
    """``face_down``: how many Challenge Cards and Kickers at least lie face down at once while
    messages are sent (the moments are reached: the checks of face-down cards are not vacuous)."""
    with Server(sqlite_url, seed=17) as server:
        table = Table.create(server, game, SEATS, options)
        response = table.seats[1].post(f"{table.base}/prefs", json={"auto_pass": False})
        assert response.status_code == 200  # Bob is offered every window
        live = table.live
        seeds = (live.row.seed, live.row.bot_seed)
        got = play_over_websockets(server, table, random.Random(f"leaks-{game}"))
        response = table.spectator.get(f"{table.base}/record")
        assert response.status_code == 200
        record = Record.from_json(response.text)
    assert record.seed == seeds[0]
    truth = truth_of(record)
    down = [check_message(game, r, text, truth, seeds) for r, text in got.messages]
    reached = (max(cards for cards, _ in down), max(kickers for _, kickers in down))
    assert reached[0] >= face_down[0] and reached[1] >= face_down[1], reached
    assert {r for r, _ in got.messages} == {0, 1, None}
    assert got.probes > 0 and any("no decision" in e["detail"] for _, e in got.errors)
    for receiver, error in got.errors:
        assert receiver is not None
        assert error["status"] in (409, 422), error
        names_no_seat(error["detail"])
    if game == "cosmic":  # the nuclear game's windows (S14) are rare: checked when they come
        assert got.windows > 0 and got.window_probes > 0  # windows were seen and probed


@pytest.mark.parametrize("revoke", ["reissue", "bot"])
def test_a_revoked_seat_connection_stops_receiving_the_seats_secrets(
    sqlite_url: str, revoke: str
) -> None:
    """The host reissues Ann's invite (or hands her seat to a bot): her old secret stops working,
    so a websocket opened with it must not go on receiving the seat's hand and decisions."""
    with Server(sqlite_url) as server:
        table = Table.create(server, "cosmic", SEATS, {"use_powers": False})
        with table.seats[0].websocket_connect(f"/ws/games/{table.id}") as socket:
            ws = Reader(socket)
            first = ws.json()
            assert first["seat"] == 0 and "hand" in first["view"]
            if revoke == "reissue":
                response = table.host.post(f"{table.base}/seats/0/invite")
            else:
                response = table.host.post(f"{table.base}/seats/0/bot", json={"bot": "random"})
            assert response.status_code == 200
            raw = ws.next()
            if raw["type"] == "websocket.send":  # still open: it must be a spectator's view now
                message = json.loads(raw["text"])
                assert message["seat"] is None, "the revoked connection still gets seat 0's state"
                assert "hand" not in message["view"] and message["decision"] is None
