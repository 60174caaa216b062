"""The server's JSON API and pages (docs/server.md "API", "Seats, invites and secrets"): the
catalog, creating and claiming games, whole games played over HTTP on SQLite and PostgreSQL, the
record and replays, host operations, chat, bearer tokens and resuming after a restart."""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from hyperspace.engine.driver import replay
from hyperspace.engine.record import Record
from hyperspace.server.catalog import GAMES
from hyperspace.server.guard import host_cookie, seat_cookie
from hyperspace.server.live import STORE_FAILED, worded

from .support import SHORT_NUCLEAR, Reader, Server, Table, dumps, invite_token

DOCS = Path(__file__).resolve().parents[2] / "docs" / "server.md"
THREE = [("Ann", None), ("Bob", None), ("Cyd", "heuristic")]
COSMIC_FAST = {"use_powers": False}


def documented_api() -> list[tuple[str, str]]:
    """(method, path) of every JSON API row of docs/server.md's table, ``{...}`` as ``{}``."""
    rows = re.findall(r"^\| `(GET|POST) (/api/[^`]*)`", DOCS.read_text(encoding="utf-8"), re.M)
    return [(method, re.sub(r"\{[^}]*\}", "{}", path.split("?")[0])) for method, path in rows]


# -- catalog, OpenAPI, pages -----------------------------------------------------------------------


def test_catalog_lists_both_games_the_bots_variants_and_powers(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        catalog = server.browser().get("/api/catalog").json()
    assert {"cosmic", "nuclear"} <= set(catalog["games"])
    assert {"random", "heuristic"} <= set(catalog["bots"])
    cosmic = catalog["games"]["cosmic"]
    assert {"kickers", "zodiac", "prisoners"} <= set(cosmic["variants"])
    assert len(cosmic["powers"]) >= 20 and "zombie" in cosmic["powers"]
    assert cosmic["players"] == [2, 6]
    assert cosmic["options"]["use_powers"] == {"type": "bool", "nullable": False, "default": True}
    assert cosmic["options"]["variants"]["type"] == "list"
    for spec in catalog["games"].values():  # settings only scenario files use are not offered
        assert not {"seed", "setup", "script", "players", "names"} & set(spec["options"])
    assert "max_rounds" in catalog["games"]["nuclear"]["options"]


def test_openapi_has_every_documented_api_path_and_docs_page(sqlite_url: str) -> None:
    documented = documented_api()
    assert len(documented) >= 12, documented  # the table was read
    with Server(sqlite_url) as server:
        browser = server.browser()
        paths = browser.get("/openapi.json").json()["paths"]
        docs = browser.get("/docs")
        # Swagger UI's script and style come from this server (no CDN: it works offline)
        assets = re.findall(r"""(?:src|href)=['"]([^'"]+\.(?:js|css))['"]""", docs.text)
        fetched = {url: browser.get(url) for url in assets}
    served = {
        (method.upper(), re.sub(r"\{[^}]*\}", "{}", path))
        for path, operations in paths.items()
        for method in operations
    }
    assert [row for row in documented if row not in served] == []
    assert docs.status_code == 200 and docs.headers["content-type"].startswith("text/html")
    assert len(assets) == 2 and all(url.startswith("/") for url in assets), assets
    assert all(r.status_code == 200 and len(r.content) > 1000 for r in fetched.values())


def test_pages_are_served_as_html(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        browser = server.browser()
        for path, marker in (("/", "lobby"), (f"/games/{table.id}", "game"), ("/invite", "invite")):
            page = browser.get(path)
            assert page.status_code == 200, path
            assert page.headers["content-type"].startswith("text/html"), path
            assert "<html" in page.text.lower(), path
            assert marker in page.text.lower(), path


# -- creating and claiming -------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["nuclear", "cosmic"])
def test_creating_a_game_gives_one_invite_per_human_seat(sqlite_url: str, game: str) -> None:
    seats = [("Ann", None), ("Bot", "random"), ("Cyd", None)]
    with Server(sqlite_url) as server:
        host = server.browser()
        response = host.post(
            "/api/games",
            json={"game": game, "seats": [{"name": n, "bot": b} for n, b in seats]},
        )
        assert response.status_code == 201, response.text
        made = response.json()
        game_id = made["id"]
        assert made["url"] == f"/games/{game_id}"
        assert sorted(made["invites"]) == ["0", "2"]
        tokens = [invite_token(url) for url in made["invites"].values()]
        assert len(set(tokens)) == 2 and all(len(t) >= 16 for t in tokens)
        assert host.cookies.get(host_cookie(game_id))  # the creator is the host
        cookie = response.headers["set-cookie"].lower()
        assert cookie.startswith(host_cookie(game_id)) and "httponly" in cookie
        assert "samesite=lax" in cookie
        listed = server.browser().get("/api/games").json()["games"]
        assert [g["id"] for g in listed] == [game_id]
        entry = listed[0]
        assert entry["game"] == game and entry["status"] == "running" and entry["open"]
        assert [(s["name"], s["kind"], s["bot"]) for s in entry["seats"]] == [
            ("Ann", "human", None), ("Bot", "bot", "random"), ("Cyd", "human", None)
        ]  # fmt: skip
        assert not any(s["claimed"] for s in entry["seats"])
        assert server.browser().get(f"/api/games/{game_id}/state").json()["host"] is False
        assert host.get(f"/api/games/{game_id}/state").json()["host"] is True


def test_claiming_an_invite_sets_an_httponly_cookie_once(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        host = server.browser()
        made = host.post(
            "/api/games",
            json={"game": "nuclear", "seats": [{"name": "Ann"}, {"name": "Bob"}],
                  "options": SHORT_NUCLEAR},
        ).json()  # fmt: skip
        game_id, token = made["id"], invite_token(made["invites"]["0"])
        ann = server.browser()
        claimed = ann.post("/api/invites/claim", json={"token": token})
        assert claimed.status_code == 200, claimed.text
        body = claimed.json()
        assert body["game_id"] == game_id and body["seat"] == 0 and len(body["secret"]) >= 16
        cookie = claimed.headers["set-cookie"]
        assert cookie.startswith(f"{seat_cookie(game_id)}={body['secret']};")
        assert "httponly" in cookie.lower()
        assert "samesite=lax" in cookie.lower()
        seen = ann.get(f"/api/games/{game_id}/state").json()
        assert seen["seat"] == 0 and seen["prefs"] == {"auto_pass": True, "pass_rest": False}
        assert seen["decision"] is not None and seen["decision"]["seat"] == 0  # seat 0 starts
        assert "me" in seen["view"]  # its own private block
        assert [s["claimed"] for s in seen["seats"]] == [True, False]

        before = ann.get(f"/api/games/{game_id}/state").json()
        thief = server.browser()
        again = thief.post("/api/invites/claim", json={"token": token})
        assert again.status_code == 404
        assert "invite" in again.json()["detail"]
        assert seat_cookie(game_id) not in thief.cookies
        spectated = thief.get(f"/api/games/{game_id}/state").json()
        assert spectated["seat"] is None and "me" not in spectated["view"]
        assert ann.get(f"/api/games/{game_id}/state").json() == before  # nothing changed


# -- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "options"),
    [("nuclear", {"max_rounds": 40}), ("cosmic", COSMIC_FAST)],
    ids=["nuclear", "cosmic"],
)
def test_a_whole_game_over_http_then_its_record_and_replays(
    database_url: str, game: str, options: dict[str, Any]
) -> None:
    rng = random.Random(f"whole-{game}")
    with Server(database_url) as server:
        table = Table.create(server, game, THREE, options)
        for path in ("record", "replay?step=0"):  # secret until the end
            early = table.spectator.get(f"{table.base}/{path}")
            assert early.status_code == 409 and "not over" in early.json()["detail"]
        final = table.play_to_end(rng)
        assert final["result"] is not None and len(final["result"]) == 3
        assert final["decision"] is None and final["waiting"] == [] and final["window"] is None
        listed = table.spectator.get("/api/games").json()["games"]
        assert [g["status"] for g in listed] == ["finished"]

        response = table.spectator.get(f"{table.base}/record")
        assert response.status_code == 200
        record = Record.from_json(response.text)
        assert record.game == game and len(record.decisions) == final["seq"]
        assert record.config["names"] == ["Ann", "Bob", "Cyd"]
        rules = GAMES[game].game
        replayed = replay(rules, record)
        assert replayed.finished
        assert replayed.returns() == final["result"]

        steps = len(record.decisions)
        for step, seat in ((0, 0), (steps // 3, 1), (steps // 2, None), (steps, 2)):
            query = f"step={step}" + ("" if seat is None else f"&seat={seat}")
            shown = table.spectator.get(f"{table.base}/replay?{query}")
            assert shown.status_code == 200, shown.text
            data = shown.json()
            assert data["steps"] == steps and data["step"] == step
            # the view, with each log entry in the game's words (its text and importance)
            expected = worded(rules, replay(rules, record, step).view(seat))
            assert dumps(data["view"]) == dumps(expected)
            assert all(entry["text"] for entry in data["view"]["log"])
        assert table.spectator.get(f"{table.base}/replay?step=0&seat=3").status_code == 404
        beyond = table.spectator.get(f"{table.base}/replay?step={steps + 50}&seat=0").json()
        assert beyond["step"] == steps
        assert dumps(beyond["view"]) == dumps(worded(rules, replayed.view(0)))
        assert table.spectator.get(f"{table.base}/replay?step=-1").status_code == 422


# -- host operations -----------------------------------------------------------------------------


def test_host_hands_a_seat_to_a_bot_and_the_game_goes_on(sqlite_url: str) -> None:
    rng = random.Random(7)
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", [("Ann", None), ("Bob", None)], SHORT_NUCLEAR)
        table.step(rng)  # a few decisions first
        table.step(rng)
        gone = table.host.post(f"{table.base}/seats/1/bot", json={"bot": "random"})
        assert gone.status_code == 200, gone.text
        assert gone.json() == {"seat": 1, "bot": "random"}
        bob = table.seats.pop(1)
        refused = bob.get(f"{table.base}/state")
        assert refused.status_code == 403 and "not valid" in refused.json()["detail"]
        seen = table.state(0)
        assert seen["seats"][1]["kind"] == "bot" and seen["seats"][1]["bot"] == "random"
        before = seen["seq"]
        final = table.play_to_end(rng)  # only Ann answers: the bot plays seat 1
        assert final["seq"] > before
        stored = server.hub.storage.load(table.id)
        assert stored is not None
        assert any(seat == 1 for seat, _ in stored.decisions[before:])


def test_host_reissues_an_invite_and_the_old_one_and_old_secret_stop_working(
    sqlite_url: str,
) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        old_browser, old_secret = table.seats[1], table.secrets[1]
        first = table.host.post(f"{table.base}/seats/1/invite")
        assert first.status_code == 200, first.text
        second = table.host.post(f"{table.base}/seats/1/invite")
        assert second.status_code == 200
        first_token = invite_token(first.json()["invite"])
        second_token = invite_token(second.json()["invite"])
        assert first_token != second_token
        assert old_browser.get(f"{table.base}/state").status_code == 403
        bearer = {"authorization": f"Bearer {old_secret}"}
        assert server.browser().get(f"{table.base}/state", headers=bearer).status_code == 403
        assert table.state()["seats"][1]["claimed"] is False
        newcomer = server.browser()
        stale = newcomer.post("/api/invites/claim", json={"token": first_token})
        assert stale.status_code == 404
        claimed = newcomer.post("/api/invites/claim", json={"token": second_token})
        assert claimed.status_code == 200 and claimed.json()["seat"] == 1
        seen = newcomer.get(f"{table.base}/state").json()
        assert seen["seat"] == 1 and seen["seats"][1]["claimed"] is True
        assert "me" in seen["view"]


def test_only_the_host_may_hand_seats_to_bots_or_reissue_invites(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        before = table.snapshot()
        for browser in (table.seats[0], table.spectator):
            for path, body in (("seats/1/bot", {"bot": "random"}), ("seats/1/invite", None)):
                response = browser.post(f"{table.base}/{path}", json=body)
                assert response.status_code == 403, path
                assert "host" in response.json()["detail"]
        assert table.snapshot() == before
        bad = table.host.post(f"{table.base}/seats/7/invite")
        assert bad.status_code == 404 and "seat 7" in bad.json()["detail"]
        unknown = table.host.post(f"{table.base}/seats/1/bot", json={"bot": "genius"})
        assert unknown.status_code == 422  # the schema names the bots
        assert unknown.json()["detail"] == [
            {
                "loc": ["body", "bot"],
                "type": "literal_error",
                "msg": "Input should be 'random' or 'heuristic'",
            }
        ]
        botted = table.host.post(f"{table.base}/seats/2/invite")
        assert botted.status_code == 409 and "bot" in botted.json()["detail"]
        assert table.snapshot() == before


# -- chat, bearer tokens ---------------------------------------------------------------------------


def test_chat_reaches_every_seat_with_the_name_and_spectators_may_not_post(
    sqlite_url: str,
) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "cosmic", THREE, COSMIC_FAST)
        said = table.seats[1].post(f"{table.base}/chat", json={"text": "  good luck all  "})
        assert said.status_code == 200, said.text
        for seat in (None, 0, 1):
            assert table.state(seat)["chat"] == [
                {"seat": 1, "name": "Bob", "text": "good luck all"}
            ]
        before = table.snapshot()
        refused = table.spectator.post(f"{table.base}/chat", json={"text": "hi"})
        assert refused.status_code == 403 and "seat" in refused.json()["detail"]
        assert table.snapshot() == before


def test_a_bearer_secret_works_like_the_cookie(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        program = server.browser()  # no cookies: only the bearer token
        bearer = {"authorization": f"Bearer {table.secrets[0]}"}
        seen = program.get(f"{table.base}/state", headers=bearer).json()
        assert seen == table.state(0)
        decision = seen["decision"]
        answered = program.post(
            f"{table.base}/decide", json={"seq": decision["seq"], "key": decision["options"][0]},
            headers=bearer,
        )  # fmt: skip
        assert answered.status_code == 200, answered.text
        assert answered.json()["seq"] > decision["seq"]
        chat = program.post(f"{table.base}/chat", json={"text": "from a program"}, headers=bearer)
        assert chat.status_code == 200
        assert table.state()["chat"][-1] == {"seat": 0, "name": "Ann", "text": "from a program"}
        prefs = program.post(f"{table.base}/prefs", json={"auto_pass": False}, headers=bearer)
        assert prefs.status_code == 200
        assert table.state(0)["prefs"] == {"auto_pass": False, "pass_rest": False}


def test_an_answer_the_database_cannot_store_is_refused_with_503_and_changes_nothing(
    sqlite_url: str,
) -> None:
    """The database fails while an answer is stored (a full disk, say): 503 with the words of
    SRV-23, the state exactly as before, nothing stored; once it works again, the same answer is
    taken."""
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        storage = server.hub.storage
        store_all = storage.store_all

        def full_disk(changes: Any) -> None:
            raise sqlite3.OperationalError("database or disk is full")

        before = table.state(0)
        decision = before["decision"]
        answer = {"seq": decision["seq"], "key": decision["options"][0]}
        storage.store_all = full_disk  # type: ignore[method-assign]
        try:
            refused = table.seats[0].post(f"{table.base}/decide", json=answer)
        finally:
            storage.store_all = store_all  # type: ignore[method-assign]
        assert refused.status_code == 503
        assert refused.json() == {"detail": STORE_FAILED}
        assert table.state(0) == before
        stored = storage.load(table.id)
        assert stored is not None and len(stored.decisions) == before["seq"]
        taken = table.seats[0].post(f"{table.base}/decide", json=answer)
        assert taken.status_code == 200, taken.text


# -- restarts --------------------------------------------------------------------------------------


def test_a_restarted_server_resumes_every_game_where_it_was(database_url: str) -> None:
    rng = random.Random(11)
    with Server(database_url) as server:
        table = Table.create(server, "cosmic", THREE, COSMIC_FAST)
        for _ in range(12):
            assert table.step(rng) == "moved"
        table.seats[0].post(f"{table.base}/chat", json={"text": "brb"})
        before = {seat: table.state(seat) for seat in (None, 0, 1)}
        cookies = {seat: dict(table.seats[seat].cookies) for seat in table.seats}
        host_cookies = dict(table.host.cookies)
    assert before[None]["seq"] > 12
    with Server(database_url) as again:
        assert table.id in again.hub.games  # loaded at start
        table.server, table.host = again, again.browser(host_cookies)
        table.seats = {seat: again.browser(jar) for seat, jar in cookies.items()}
        table.spectator = again.browser()
        after = {seat: table.state(seat) for seat in (None, 0, 1)}
        assert after == before
        assert after[0]["decision"] == before[0]["decision"]
        assert table.host.get(f"{table.base}/state").json()["host"] is True
        final = table.play_to_end(rng)
        assert final["result"] is not None


def test_a_game_this_build_cannot_replay_does_not_stop_the_others(sqlite_url: str) -> None:
    """A stored game from another ruleset version is left as it is and reported; the server
    starts and serves every other game."""
    rng = random.Random(12)
    with Server(sqlite_url) as server:
        kept = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        stale = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        assert kept.step(rng) == "moved"
        before = kept.state(0)
    with sqlite3.connect(sqlite_url.removeprefix("sqlite:///")) as db:
        db.execute("UPDATE games SET ruleset = 'nuclear-1.0/0' WHERE id = ?", (stale.id,))
    with Server(sqlite_url) as again:
        assert kept.id in again.hub.games and stale.id not in again.hub.games
        watcher = again.browser()
        assert watcher.get(f"/api/games/{stale.id}/state").status_code == 404
        kept.server, kept.seats = again, {0: again.browser(dict(kept.seats[0].cookies))}
        assert kept.state(0) == before


# -- the websocket ---------------------------------------------------------------------------------


def test_the_websocket_sends_states_and_takes_decisions_and_chat(sqlite_url: str) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "nuclear", THREE, SHORT_NUCLEAR)
        assert [s["connected"] for s in table.state()["seats"]] == [False, False, False]
        with table.seats[0].websocket_connect(f"/ws/games/{table.id}") as socket:
            ws = Reader(socket)
            first = ws.json()
            assert first["type"] == "state"
            assert {k: v for k, v in first.items() if k != "type"} == table.state(0)
            assert [s["connected"] for s in table.state()["seats"]] == [True, False, False]
            decision = first["decision"]
            ws.send_json({"type": "decide", "seq": decision["seq"], "key": decision["options"][0]})
            message = ws.json()
            while message["seq"] == decision["seq"]:
                message = ws.json()
            assert message["type"] == "state" and message["seq"] > decision["seq"]
            ws.send_json({"type": "chat", "text": "over the socket"})
            while not message["chat"]:
                message = ws.json()
            assert message["chat"] == [{"seat": 0, "name": "Ann", "text": "over the socket"}]
            ws.send_json({"type": "ping"})
            assert ws.json()["type"] == "state"  # a ping asks for the state again
        assert [s["connected"] for s in table.state()["seats"]] == [False, False, False]
        stored = server.hub.storage.load(table.id)
        assert stored is not None and stored.decisions[0] == (0, decision["options"][0])
