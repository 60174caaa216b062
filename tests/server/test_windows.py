"""Windows and timers (docs/server.md "Windows", "Timers"; ruling H-14): while cards any player may
play are polled, nobody is told who is asked, every human seat that turned auto-pass off gets a
`window` prompt, and nothing more is offered to anyone until each of them has passed.

Most tests drive the server's LiveGame directly, with chosen seeds (the server picks its own), on
a SQLite database in tmp_path; the last ones go through the HTTP API and the websocket.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hyperspace.engine.decision import Decision
from hyperspace.server.catalog import GAMES
from hyperspace.server.live import PASS_REST, WINDOW_PROMPT, LiveGame, Refused
from hyperspace.server.storage import Storage

from .support import (
    PATIENCE,
    Reader,
    Server,
    Table,
    invite_token,
    live_game,
    run,
    seat_list,
    wait_for,
)  # fmt: skip

KINDS = GAMES["cosmic"].game.window_kinds
SEATS = [("Ann", None), ("Bob", None), ("Cyd", "random")]
HUMANS = (0, 1)
FAST = {"use_powers": False}
SEEDS = range(1, 60)
STEPS = 500


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    opened = Storage(f"sqlite:///{tmp_path / 'windows.sqlite3'}")
    yield opened
    opened.close()


def answer(game: LiveGame, seat: int, rng: random.Random) -> None:
    """``seat`` answers what it is offered: pass on a window prompt, else a random option."""
    offered = game.offered(seat)
    assert offered is not None
    key = "pass" if offered.kind == WINDOW_PROMPT else rng.choice(list(offered.options))
    run(game.decide(seat, game.driver.seq, key))


def kind_offered(game: LiveGame, seat: int) -> str | None:
    offered = game.offered(seat)
    return None if offered is None else offered.kind


def pass_while_polled(game: LiveGame, seat: int) -> None:
    """``seat`` passes every window card it is asked about, until the rules ask it no more."""
    while kind_offered(game, seat) in KINDS:
        run(game.decide(seat, game.driver.seq, "pass"))


def polled_human(game: LiveGame) -> int | None:
    """The human seat the rules are asking about a window card now, if any."""
    for seat in HUMANS:
        offered = game.offered(seat)
        if offered is not None and offered.kind in KINDS:
            return seat
    return None


def windows(
    storage: Storage, auto_pass: dict[int, bool], timer: int | None = None
) -> Iterator[tuple[LiveGame, int, random.Random]]:
    """Games (seed after seed) played at random up to a moment where a window card is polled
    for a human seat: (game, that seat, the game's random stream)."""
    for seed in SEEDS:
        game = live_game(
            storage, "cosmic", seed, SEATS, FAST, timer=timer, game_id=f"w{seed}",
            auto_pass=auto_pass,
        )  # fmt: skip
        rng = random.Random(seed)
        for _ in range(STEPS):
            if game.finished:
                break
            holder = polled_human(game)
            if holder is not None:
                yield game, holder, rng
                break
            answer(game, next(s for s in HUMANS if game.offered(s) is not None), rng)


def offers(game: LiveGame) -> dict[int, Decision | None]:
    return {seat: game.offered(seat) for seat in range(len(SEATS))}


def held_window(storage: Storage) -> tuple[LiveGame, int, int, random.Random]:
    """A game where the holder passed everything the window polled it for, the rules have moved
    on, and the other human (auto-pass off) has not passed yet: (game, holder, other, rng)."""
    for game, holder, rng in windows(storage, {0: False, 1: False}):
        other = 1 - holder
        pass_while_polled(game, holder)
        if polled_human(game) is None and game.window is not None and not game.finished:
            prompt = game.offered(other)
            if prompt is not None and prompt.kind == WINDOW_PROMPT:
                return game, holder, other, rng
    raise AssertionError(f"no held window in seeds {SEEDS}")


def check_nobody_named(game: LiveGame) -> str:
    """During a window: no seat, spectator or bot is told whom the game waits for; the moment."""
    moments = set()
    for seat in [None, *range(len(SEATS))]:
        seen = game.snapshot(seat)
        assert seen["waiting"] == [], seat
        assert seen["window"] is not None and set(seen["window"]) == {"moment"}, seat
        moments.add(seen["window"]["moment"])
    assert len(moments) == 1
    return moments.pop()


# -- windows ---------------------------------------------------------------------------------------


def test_an_open_window_names_nobody_and_prompts_the_other_humans(storage: Storage) -> None:
    game, holder, _ = next(windows(storage, {0: False, 1: False}))
    other = 1 - holder
    assert game.seats[other].bot is None and not game.seats[other].auto_pass
    moment = check_nobody_named(game)
    assert moment
    real = game.snapshot(holder)["decision"]
    assert real["kind"] in KINDS and real["seat"] == holder and "pass" in real["options"]
    prompt = game.snapshot(other)["decision"]
    assert prompt["kind"] == WINDOW_PROMPT and prompt["seat"] == other
    assert prompt["options"] == ["pass"] and list(prompt["labels"]) == ["pass"]
    assert prompt["context"] == {"moment": moment}
    assert game.snapshot(None)["decision"] is None
    assert game.snapshot(2)["decision"] is None  # the bot's seat


def test_with_auto_pass_on_the_other_humans_get_nothing(storage: Storage) -> None:
    for game, holder, _ in windows(storage, {}):  # auto-pass on: the default
        other = 1 - holder
        check_nobody_named(game)
        assert game.offered(other) is None
        assert game.snapshot(other)["decision"] is None
        pass_while_polled(game, holder)
        if polled_human(game) is None:  # the rules moved on: nobody holds the window open
            assert game.window is None
            assert game.finished or any(offers(game).values())
            return
    raise AssertionError("no window passed by its holder")


def moved_on(game: LiveGame, seq: int) -> None:
    """The window closed and the game went on: the next decision is offered (or it is over)."""
    assert game.window is None or polled_human(game) is not None
    assert game.finished or any(offers(game).values())
    if game.window is None and not game.finished:
        waited = sorted({d.seat for d in game.driver.pending})
        assert game.snapshot(None)["waiting"] == waited  # named again once the window closed


def test_the_window_stays_open_until_every_human_who_asked_has_passed(storage: Storage) -> None:
    game, holder, other, _ = held_window(storage)
    seq = game.driver.seq
    moment = check_nobody_named(game)
    offered = offers(game)
    assert offered[holder] is None and offered[2] is None  # nothing further offered to anyone
    prompt = offered[other]
    assert prompt is not None and prompt.kind == WINDOW_PROMPT
    assert game.driver.pending  # the rules already ask the next question...
    assert game.driver.seq == seq  # ...and no bot answered it
    with pytest.raises(Refused) as wrong:
        run(game.decide(other, seq, "play"))
    assert wrong.value.status == 422 and "only to pass" in wrong.value.message
    with pytest.raises(Refused) as early:
        run(game.decide(holder, seq, game.driver.pending[0].options[0]))
    assert early.value.status == 409
    assert game.driver.seq == seq and check_nobody_named(game) == moment
    run(game.decide(other, seq, "pass"))
    moved_on(game, seq)


def test_turning_auto_pass_on_releases_a_waiting_window(storage: Storage) -> None:
    game, _, other, _ = held_window(storage)
    seq = game.driver.seq
    run(game.set_auto_pass(other, True))
    assert kind_offered(game, other) != WINDOW_PROMPT
    moved_on(game, seq)
    stored = storage.load(game.id)
    assert stored is not None and stored.seats[other].auto_pass is True


def test_handing_a_waiting_seat_to_a_bot_releases_the_window(storage: Storage) -> None:
    game, _, other, _ = held_window(storage)
    seq = game.driver.seq
    run(game.hand_to_bot(other, "random"))
    moved_on(game, seq)


def test_a_card_window_offers_to_pass_for_the_rest_of_the_challenge(storage: Storage) -> None:
    game, holder, _ = next(windows(storage, {0: False, 1: False}))
    real = game.offered(holder)
    assert real is not None
    shown = game.snapshot(holder)["decision"]
    assert shown["options"] == list(real.options)  # the rules' options, in their order
    assert shown["pass_rest"] == "Pass for the rest of this challenge"
    prompt = game.snapshot(1 - holder)["decision"]
    assert prompt["options"] == ["pass"]
    assert prompt["pass_rest"] == "Pass for the rest of this challenge"


def test_passing_for_the_rest_of_the_challenge_holds_until_the_challenge_ends(
    storage: Storage,
) -> None:
    game, _, other, rng = held_window(storage)
    challenge = game._challenge_now()
    assert game.snapshot(other)["prefs"] == {"auto_pass": False, "pass_rest": False}
    first = game.driver.seq
    run(game.decide(other, game.driver.seq, PASS_REST))
    assert game.offered(other) is None or game.offered(other).kind not in {WINDOW_PROMPT, *KINDS}
    # Server side: a reloaded page (a new snapshot) shows it too.
    assert game.snapshot(other)["prefs"] == {"auto_pass": False, "pass_rest": True}
    answered = []  # the decisions the test made for the other seat
    while not game.finished and game._challenge_now() == challenge:
        assert kind_offered(game, other) not in {WINDOW_PROMPT, *KINDS}
        seat = next(s for s in HUMANS if game.offered(s) is not None)
        shown = game.snapshot(seat)["decision"]  # its own number (a simultaneous one keeps it)
        key = rng.choice(shown["options"])
        answered += [(shown["kind"], key)] if seat == other else []
        run(game.decide(seat, shown["seq"], key))
    assert not game.finished, "the game ended before its next challenge: pick another seed"
    assert game.snapshot(other)["prefs"] == {"auto_pass": False, "pass_rest": False}
    stored = storage.load(game.id)
    assert stored is not None
    by_other = [key for seat, key in stored.decisions[first:] if seat == other]
    # The rules still asked the other seat for cards meanwhile: the server passed for it.
    for _, key in answered:
        by_other.remove(key)
    assert by_other and set(by_other) == {"pass"}  # the card windows that asked the other seat


def test_passing_for_the_rest_is_refused_outside_card_windows(storage: Storage) -> None:
    game = live_game(storage, "cosmic", 1, SEATS, FAST, game_id="r")
    for held in HUMANS:
        pass_while_polled(game, held)
    seat = next(s for s in HUMANS if game.offered(s) is not None)
    offered = game.offered(seat)
    assert offered is not None and offered.kind not in KINDS
    with pytest.raises(Refused) as refused:
        run(game.decide(seat, game.driver.seq, PASS_REST))
    assert refused.value.status == 422
    assert game.snapshot(seat)["decision"]["pass_rest"] is None


# -- timers ----------------------------------------------------------------------------------------


def test_a_decision_carries_its_deadline_only_when_a_timer_is_set(storage: Storage) -> None:
    timed = live_game(storage, "nuclear", 3, SEATS, {"max_rounds": 5}, timer=30, game_id="t")
    plain = live_game(storage, "nuclear", 3, SEATS, {"max_rounds": 5}, game_id="p")
    now = time.time() * 1000
    deadline = timed.snapshot(0)["decision"]["deadline"]
    assert isinstance(deadline, int) and now + 25_000 < deadline < now + 35_000
    assert plain.snapshot(0)["decision"]["deadline"] is None


def test_time_out_answers_for_every_offered_human_and_the_game_goes_on(storage: Storage) -> None:
    """Pass where the options have it (windows, card plays), otherwise a legal option."""
    seen_pass = seen_other = 0
    for game, _holder, _ in windows(storage, {0: False, 1: False}, timer=30):
        for _ in range(60):
            if game.finished:
                break
            offered = {s: d for s in HUMANS if (d := game.offered(s)) is not None}
            assert offered, "a timed game waits for nobody"
            seq = game.driver.seq
            run(game.time_out())
            new = game.driver.record.decisions[seq:]
            if any(d.kind != WINDOW_PROMPT for d in offered.values()):
                assert game.driver.seq > seq  # the game went on
            for seat, decision in offered.items():
                if decision.kind == WINDOW_PROMPT:
                    continue
                mine = [key for s, key in new if s == seat]
                assert mine, f"seat {seat} was not answered for"
                if "pass" in decision.options:
                    assert mine[0] == "pass"
                    seen_pass += 1
                else:
                    assert decision.refusal(mine[0]) is None  # listed, or its form's
                    seen_other += 1
        if seen_pass and seen_other:
            break
    assert seen_pass and seen_other


def test_time_out_answers_only_what_was_offered_when_the_time_ran_out(
    storage: Storage,
) -> None:
    """A decision that comes up for a seat while the server answers for another (a seat asked
    right after the timed-out one) gets its own full time: the time-out must not answer it."""
    game = live_game(storage, "cosmic", 1, SEATS, FAST, timer=30)
    for _ in range(300):
        if game.finished:
            break
        offered = {s for s in HUMANS if (d := game.offered(s)) is not None
                   and d.kind != WINDOW_PROMPT}  # fmt: skip
        seq = game.driver.seq
        run(game.time_out())
        answered = {s for s, _ in game.driver.record.decisions[seq:] if s in HUMANS}
        assert answered <= offered, f"decision {seq}: answered for {answered}, offered {offered}"


# -- over HTTP and the websocket ---------------------------------------------------------------


def window_prompt_table(server: Server) -> tuple[Table, int, dict[str, Any]]:
    """A Cosmic game over HTTP, both people with auto-pass off, played until one of them has a
    window prompt: (table, that seat, its state)."""
    table = Table.create(server, "cosmic", SEATS, FAST)
    for seat in HUMANS:
        response = table.seats[seat].post(f"{table.base}/prefs", json={"auto_pass": False})
        assert response.status_code == 200 and response.json() == {"auto_pass": False}
    rng = random.Random(2)
    for _ in range(STEPS):
        states = {seat: table.state(seat) for seat in HUMANS}
        for seat, seen in states.items():
            if seen["decision"] is not None and seen["decision"]["kind"] == WINDOW_PROMPT:
                return table, seat, seen
        assert table.step(rng) == "moved"
    raise AssertionError(f"no window prompt in {STEPS} passes")


def test_a_window_prompt_over_http(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        table, seat, seen = window_prompt_table(server)
        prompt = seen["decision"]
        assert prompt["options"] == ["pass"] and prompt["deadline"] is None
        for viewer in (None, *HUMANS):
            shown = table.state(viewer)
            assert shown["waiting"] == [] and shown["window"] == seen["window"]
        before = table.snapshot()
        for key in ("play", "edict-cosmic-zap", ""):
            wrong = table.decide(seat, prompt["seq"], key)
            assert wrong.status_code == 422, wrong.text
            assert "only to pass" in wrong.json()["detail"]
        assert table.snapshot() == before
        assert table.decide(seat, prompt["seq"], "pass").status_code == 200
        after = table.state(seat)["decision"]
        assert after is None or after["kind"] != WINDOW_PROMPT or after["seq"] != prompt["seq"]


def test_a_timer_fires_for_a_game_played_over_http(sqlite_url: str) -> None:
    """A timed game created and played through the JSON API: when the time is up, the server
    answers for the seat. (The timer is shortened to 0.3 s after creation: the API accepts 5 s
    at least.)"""
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", SEATS, {"max_rounds": 5}, timer=5)
        first = table.state(0)["decision"]
        assert first["deadline"] is not None
        table.live.row.timer = 0.3
        # Timed from before the request that sets the new deadline: on a loaded machine the
        # answer to it can come back when the 0.3 s have nearly run out
        started = time.monotonic()
        table.seats[0].post(f"{table.base}/prefs", json={"auto_pass": True})  # a new deadline
        assert table.live.deadline is not None
        wait_for(lambda: table.state(0)["seq"] > first["seq"], "the timer answering")
        assert time.monotonic() - started >= 0.25  # answered when the 0.3 s ran out, not before
        answered = table.server.hub.storage.load(table.id)
        assert answered is not None and answered.decisions[first["seq"]][0] == 0  # for Ann


def test_deadlines_restart_when_the_server_restarts(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", SEATS, {"max_rounds": 5}, timer=60)
        first = table.state(0)["decision"]
        cookies = dict(table.seats[0].cookies)
    assert first["deadline"] is not None
    started = first["deadline"] - 60_000  # when the first deadline was set, in ms
    wait_for(lambda: time.time() * 1000 > started + 1, "the clock moving on")
    with Server(sqlite_url) as again:
        seen = again.browser(cookies).get(f"/api/games/{table.id}/state").json()
        decision = seen["decision"]
        assert decision["seq"] == first["seq"] and decision["options"] == first["options"]
        now = time.time() * 1000
        assert decision["deadline"] > first["deadline"]
        assert now + 55_000 < decision["deadline"] <= now + 60_000


def test_a_timer_fires_for_a_game_played_over_the_websocket(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", SEATS, {"max_rounds": 5}, timer=5)
        table.live.row.timer = 0.3
        with table.seats[0].websocket_connect(f"/ws/games/{table.id}") as socket:
            ws = Reader(socket)
            decision = ws.json()["decision"]
            ws.send_json({"type": "decide", "seq": decision["seq"], "key": decision["options"][0]})
            deadline = time.monotonic() + PATIENCE
            while time.monotonic() < deadline:
                message = ws.json(timeout=PATIENCE)
                if message["type"] == "state" and message["seq"] > decision["seq"] + 2:
                    break  # Bob's decision was answered by the timer (Cyd, a bot, in between)
            else:
                raise AssertionError("the timer did not answer for Bob")


def test_a_seats_clock_starts_when_the_seat_is_taken_not_when_the_game_is_made(
    sqlite_url: str,
) -> None:
    """An open seat waits for its player: no deadline runs until a person takes a seat that has
    something to decide; then it gets the whole time."""
    with Server(sqlite_url) as server:
        host = server.browser()
        body = {"game": "nuclear", "seats": seat_list(SEATS), "timer": 60}
        created = host.post("/api/games", json=body).json()
        live = server.game(created["id"])
        first = next(s for s in live.humans() if live.offered(s) is not None)
        assert live.deadline is None and live._timer is None  # nobody has sat down yet
        player = server.browser()
        taken = time.time()
        token = invite_token(created["invites"][str(first)])
        assert player.post("/api/invites/claim", json={"token": token}).status_code == 200
        seen = player.get(f"/api/games/{created['id']}/state").json()
        deadline = seen["decision"]["deadline"]
        assert taken * 1000 + 59_000 <= deadline <= time.time() * 1000 + 60_000


def test_the_open_window_names_the_moment_the_rules_poll_now(storage: Storage) -> None:
    """A window stays open from one poll into the next (the rules moved from "start" to
    "destiny" while a seat had not passed): the header must name the moment of the decision
    pending now, not the one the window opened at."""
    checked, moved = 0, 0
    for seed in range(1, 25):
        game = live_game(
            storage, "cosmic", seed, SEATS, FAST, game_id=f"m{seed}", auto_pass={0: False, 1: False}
        )  # fmt: skip
        rng = random.Random(seed)
        opened_at = None
        for _ in range(300):
            if game.finished:
                break
            polled = [d for d in game.driver.pending if d.kind in KINDS]
            if polled and game.window is not None:
                context = polled[0].context or {}
                now = str(context.get("moment") or context.get("card") or polled[0].kind)
                assert game.snapshot(None)["window"] == {"moment": now}, (seed, game.driver.seq)
                checked += 1
                moved += opened_at is not None and opened_at != now
                opened_at = now
            elif game.window is None:
                opened_at = None
            seat = next(s for s in HUMANS if game.offered(s) is not None)
            offered = game.snapshot(seat)["decision"]
            key = "pass" if "pass" in offered["options"] else rng.choice(offered["options"])
            run(game.decide(seat, offered["seq"], key))
    assert checked > 100 and moved > 0, (checked, moved)


def test_a_move_made_by_the_timer_is_logged_as_timed_out_also_after_a_restart(
    storage: Storage,
) -> None:
    """The server's answer for a seat whose time ran out is said so in everyone's log, right
    after what it did, not shown as an ordinary move; a restarted server logs it the same."""
    game = live_game(storage, "nuclear", 3, SEATS, {"max_rounds": 5}, timer=30, game_id="to")
    seat = next(s for s in HUMANS if game.offered(s) is not None)
    seq = game.driver.seq
    run(game.time_out())
    key = game.driver.record.decisions[seq][1]
    answered = "passed for them" if key == "pass" else "chose for them"
    note = {
        "kind": "timed-out", "round": 1, "seat": seat,
        "text": f"{SEATS[seat][0]} timed out: the server {answered}.",
    }  # fmt: skip
    logs = {who: game.snapshot(who)["view"]["log"] for who in (None, *HUMANS)}
    assert all(log.count(note) == 1 for log in logs.values()), logs
    again = LiveGame(storage.load("to"), storage)  # type: ignore[arg-type]
    assert {who: again.snapshot(who)["view"]["log"] for who in (None, *HUMANS)} == logs
