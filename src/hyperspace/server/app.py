"""The FastAPI app: the pages, the JSON API and the websocket (docs/server.md).

Who is asking is settled in one place (:func:`caller`): a seat by its secret (cookie or bearer
token), the host by the host cookie, anyone else a spectator. Everything a caller receives is a
:meth:`LiveGame.snapshot` for that caller, built from the game's allow-list view.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import re
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union, cast

import orjson
from fastapi import Body, FastAPI, HTTPException, Path, Query, Request, Response, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from fastapi_offline import FastAPIOffline
from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, create_model
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match
from starlette.websockets import WebSocketDisconnect

from hyperspace.bots.base import BOTS
from hyperspace.cosmic import cards as cosmic_cards
from hyperspace.engine.driver import replay
from hyperspace.nuclear.cards import ALL_LABELS, ULTIMATE
from hyperspace.server.catalog import GAMES, GameSpec, catalog
from hyperspace.server.guard import (
    CHAT_LENGTH,
    MAX_BODY,
    MAX_MESSAGE,
    NAME_LENGTH,
    TEXT_PATTERN,
    TOKEN,
    BodyLimit,
    RateLimit,
    clean_text,
    host_cookie,
    matches,
    same_origin,
    seat_cookie,
)
from hyperspace.server.hub import Hub
from hyperspace.server.live import LiveGame, Refused, Subscriber, worded
from hyperspace.server.storage import Storage

log = logging.getLogger("hyperspace.server")
STATIC = resources.files("hyperspace.server") / "static"
COOKIE_AGE = 60 * 60 * 24 * 365
WS_RATE = 20.0  # messages a second on one connection, on average
# The garbage collector's thresholds while serving (`hyperspace serve` sets them): young garbage
# collected every 50,000 net allocations, not 700 (docs/benchmarks.md, "Server load").
GC_THRESHOLD = (50_000, 20, 20)
GAME_ID = re.compile(r"[0-9a-f]{12}")  # the shape of the ids the hub makes
GameId = Annotated[str, Path(pattern=f"^{GAME_ID.pattern}$", description="The game's id")]
SeatNumber = Annotated[int, Path(ge=0, description="The seat, counted from 0")]


class FieldProblem(BaseModel):
    loc: list[str | int] = Field(description="where in the request: body, query, path, then names")
    msg: str = Field(description="what is wrong there, in words")
    type: str = Field(description="the kind of problem, a stable key for programs")


class Problem(BaseModel):
    """Every error the API answers, whatever its status."""

    detail: str | list[FieldProblem] = Field(
        description="A sentence saying what was refused and why; for a request that does not fit "
        "this document's schema (422), one entry per bad field instead."
    )


# What each error status means, for the document.
ERRORS: dict[int, str] = {
    400: "The request is not what this operation takes (a body that is not JSON, say).",
    403: "Not allowed: a request from another site, a seat secret that fits no seat, no seat "
    "secret where a seated player must act, or no host cookie where the host must.",
    404: "No such game, seat or invite.",
    409: "Not now: the game is over or not over yet, the decision is stale or not yours, or the "
    "seat is played by a bot.",
    413: f"The request body is over {MAX_BODY} bytes.",
    422: "The request is refused: it does not fit the schema (a list of bad fields), or the game "
    "refuses it (a sentence naming the field or the rule).",
    503: "The game could not be saved (its database did not answer): nothing changed; send the "
    "request again.",
}


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The documented error responses of an operation: each status with the one error model."""
    shown = sorted({422, *statuses})
    return {status: {"model": Problem, "description": ERRORS[status]} for status in shown}


BODY_ERRORS = (400, 413)  # any operation with a body: not JSON, or too large
STRICT = ConfigDict(strict=True, extra="forbid")  # a field of another type is refused, not read
Text = Annotated[str, Field(pattern=TEXT_PATTERN)]


def _whole(value: Any) -> Any:
    """JSON Schema counts 9.0 as an integer: so does the API (and nothing else as one)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def whole(least: float | None = None, most: float | None = None) -> Any:
    """The type of a whole number between ``least`` and ``most`` (None: unbounded)."""
    return Annotated[int, Field(ge=least, le=most), BeforeValidator(_whole)]


def listed(item: Any, least: float | None, most: float | None) -> Any:
    """The type of a list of ``item`` with ``least`` to ``most`` entries (None: unbounded)."""
    size = [None if bound is None else int(bound) for bound in (least, most)]
    return Annotated[list[item], Field(min_length=size[0], max_length=size[1])]


def one_of(names: Iterable[str]) -> Any:
    """The type of a string that is one of ``names`` (an enum in the document)."""
    return cast(Any, Literal)[tuple(names)]


if TYPE_CHECKING:
    BotName = str
    Number = int
    Seconds = int
else:
    BotName = one_of(BOTS)
    Number = whole()
    Seconds = whole(5, 3600)  # a seat's time to decide


class SeatIn(BaseModel):
    model_config = STRICT
    name: Text = Field(
        max_length=NAME_LENGTH, description="The seat's name: trimmed; every seat's must differ"
    )
    bot: BotName | None = Field(
        default=None, description="A bot kind plays this seat; none: a person, invited"
    )


def _options_model(name: str, spec: GameSpec) -> type[BaseModel]:
    """The settings the lobby offers for ``spec``'s game, each with its type and bounds (the
    game's Config checks the same: docs/server.md, "Settings")."""
    bounds = spec.game.config.bounds()
    fields: dict[str, Any] = {}
    for option, about in spec.options().items():
        least, most = bounds.get(option, (None, None))
        kind: Any
        if about["type"] == "list":
            kind = listed(_LIST_ITEMS[option], least, most)  # every list setting names its items
            if option in _EACH_ONCE:
                kind = Annotated[kind, Field(json_schema_extra={"uniqueItems": True}), _ONCE]
        elif about["type"] == "int":
            kind = whole(least, most)
        else:
            kind = Annotated[
                {"bool": bool, "float": float}[about["type"]], Field(ge=least, le=most)
            ]
        if about["nullable"]:
            kind = kind | None
        fields[option] = (kind, about["default"])
    return create_model(f"{name.title()}Options", __config__=STRICT, **fields)


def _once(items: list[Any]) -> list[Any]:
    if len(set(items)) != len(items):
        raise ValueError("name each one once")
    return items


_ONCE = AfterValidator(_once)
_EACH_ONCE = frozenset({"powers", "power_pool", "variants"})  # each power or variant is in once

# The items of the settings that are lists: names the games know, numbers within the rules' range.
_LIST_ITEMS: dict[str, Any] = {
    "powers": one_of(GAMES["cosmic"].powers),
    "power_pool": one_of(GAMES["cosmic"].powers),
    "variants": one_of(GAMES["cosmic"].variants),
    "edicts": one_of(cosmic_cards.KNOWN_EDICTS),
    "prisoners_rulings": one_of(cosmic_cards.PRISONER_RULINGS),
    "pulsars_edicts": one_of(cosmic_cards.PULSAR_EDICTS),
    "kickers_values": whole(-cosmic_cards.KICKER_LIMIT, cosmic_cards.KICKER_LIMIT),
    "attacks": whole(0, 99),
    "starting_hand": one_of(c for c in ALL_LABELS if not c.startswith(ULTIMATE)),
}


class CreateBase(BaseModel):
    """What creating a game takes; each game's own model (below) gives its name, its number of
    seats and its settings."""

    model_config = STRICT
    game: str
    seats: list[SeatIn]
    options: BaseModel
    timer: Seconds | None = Field(
        default=None, description="Seconds each seat has to decide; none: no timer"
    )


def _create_model(name: str, spec: GameSpec) -> type[CreateBase]:
    low, high = spec.players
    options = _options_model(name, spec)
    return create_model(
        f"Create{name.title()}",
        __base__=CreateBase,
        game=(one_of([name]), Field(description=spec.title)),
        seats=(list[SeatIn], Field(min_length=low, max_length=high)),
        options=(options, Field(default_factory=options)),
    )


if TYPE_CHECKING:
    CreateIn = CreateBase
else:
    CreateIn = Union[tuple(_create_model(name, spec) for name, spec in GAMES.items())]  # noqa: UP007


class ClaimIn(BaseModel):
    model_config = STRICT
    token: str = Field(pattern=f"^{TOKEN.pattern}$", description="The invite link's token")


class DecideIn(BaseModel):
    model_config = STRICT
    seq: Number = Field(description="The decision's number, from the state")
    key: str = Field(max_length=500, description="One of the decision's options")


class ChatIn(BaseModel):
    model_config = STRICT
    text: Text = Field(max_length=CHAT_LENGTH)


class PrefsIn(BaseModel):
    model_config = STRICT
    auto_pass: bool


class BotIn(BaseModel):
    model_config = STRICT
    bot: Literal[tuple(BOTS)] = "heuristic"  # type: ignore[valid-type]


@dataclass
class Caller:
    seat: int | None
    host: bool


def create_app(database_url: str) -> FastAPI:
    """The server for the database at ``database_url`` (sqlite:///path or postgresql://...)."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        storage = Storage(database_url)
        app.state.hub = hub = Hub(storage)
        await hub.start()
        gc.freeze()  # what start-up loaded stays: later collections need not walk it
        try:
            yield
        finally:
            storage.close()

    # /docs and /redoc with Swagger UI and ReDoc served from the package, not from a CDN
    app = FastAPIOffline(
        title="Hyperspace",
        summary="Cosmic Encounter and the nuclear game, played in the browser or by programs",
        lifespan=lifespan,
    )
    app.add_middleware(BodyLimit)
    app.add_exception_handler(RequestValidationError, _invalid_request)
    app.add_exception_handler(405, _not_allowed)
    app.add_exception_handler(Refused, _refused)
    _pages(app)
    _api(app)
    _websocket(app)
    return app


async def _invalid_request(request: Request, exc: Exception) -> JSONResponse:
    """422 naming each bad field and why, without echoing what was sent (it may not even be
    valid text)."""
    assert isinstance(exc, RequestValidationError)
    detail = [_problem(e) for e in exc.errors()]
    return JSONResponse({"detail": detail}, status_code=422)


def _problem(error: dict[str, Any]) -> dict[str, Any]:
    """One bad field: where (without the game's name that picks the body's schema), in words."""
    loc = list(error["loc"])
    if loc[:1] == ["body"] and len(loc) > 2 and loc[1] in GAMES:
        del loc[1]
    message = error["msg"]
    if error["type"] == "string_pattern_mismatch":
        message = _PATTERN_WORDS.get(error.get("ctx", {}).get("pattern"), message)
        if message == _TEXT_WORDS:
            try:
                clean_text(str(error.get("input", "")), 10**6, "the text")
            except ValueError as why:
                message = str(why)
    return {"loc": loc, "msg": message, "type": error["type"]}


_TEXT_WORDS = "the text is empty or contains control characters"
_PATTERN_WORDS = {
    TEXT_PATTERN: _TEXT_WORDS,
    f"^{TOKEN.pattern}$": "this is not an invite token",
    f"^{GAME_ID.pattern}$": "this is not a game id",
}


async def _refused(request: Request, exc: Exception) -> JSONResponse:
    """A change the live game refused, from any operation that makes one (its status and
    sentence; 503 when the database could not store it, SRV-23)."""
    assert isinstance(exc, Refused)
    return JSONResponse({"detail": exc.message}, status_code=exc.status)


async def _not_allowed(request: Request, exc: Exception) -> JSONResponse:
    """405 with an ``Allow`` header naming every method of the path (each method of a path is a
    route of its own, and the first route alone would name only its own)."""
    assert isinstance(exc, StarletteHTTPException)
    methods = {
        method
        for route in request.app.router.routes
        if route.matches(request.scope)[0] is Match.PARTIAL
        for method in getattr(route, "methods", None) or ()
    }
    return JSONResponse(
        {"detail": exc.detail}, status_code=405, headers={"Allow": ", ".join(sorted(methods))}
    )


def _hub(request: Request | WebSocket) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _game(request: Request | WebSocket, game_id: str) -> LiveGame:
    game = _hub(request).get(game_id) if GAME_ID.fullmatch(game_id) else None
    if game is None:
        raise HTTPException(404, "no such game")
    return game


def caller(request: Request | WebSocket, game: LiveGame) -> Caller:
    """The seat whose secret the request carries (403 if it carries one that fits no seat), and
    whether it carries the host's."""
    secret = request.cookies.get(seat_cookie(game.id))
    bearer = request.headers.get("authorization", "")
    if bearer.lower().startswith("bearer "):
        secret = bearer[7:].strip()
    seat = None
    if secret is not None:
        seat = next((s.seat for s in game.seats if matches(secret, s.secret_hash)), None)
        if seat is None:
            raise HTTPException(403, "this seat secret is not valid for this game")
    host_secret = request.cookies.get(host_cookie(game.id))
    return Caller(seat, host_secret is not None and matches(host_secret, game.row.host_hash))


def _seated(request: Request, game: LiveGame) -> int:
    _check_origin(request)
    seat = caller(request, game).seat
    if seat is None:
        raise HTTPException(403, "only a seated player may do this (no seat secret sent)")
    return seat


def _hosted(request: Request, game: LiveGame, seat: int) -> None:
    _check_origin(request)
    if not caller(request, game).host:
        raise HTTPException(403, "only the game's host may do this")
    if not 0 <= seat < len(game.seats):
        raise HTTPException(404, f"no seat {seat} in this game")


def _check_origin(request: Request | WebSocket) -> None:
    if not same_origin(request.headers.get("origin"), request.headers.get("host")):
        raise HTTPException(403, "requests from other sites are not accepted")


def _pages(app: FastAPI) -> None:
    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    def page(name: str) -> FileResponse:
        return FileResponse(str(STATIC / name), media_type="text/html")

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return page("lobby.html")

    @app.get("/games/{game_id}", include_in_schema=False)
    async def game_page(game_id: str) -> FileResponse:
        return page("game.html")

    @app.get("/invite", include_in_schema=False)
    async def invite_page() -> FileResponse:
        return page("invite.html")


def _api(app: FastAPI) -> None:
    @app.get("/api/catalog", summary="Games on offer, their options, bots, powers, variants")
    async def get_catalog() -> dict[str, Any]:
        return catalog()

    @app.get("/api/games", summary="Every game: open, running and finished")
    async def list_games(request: Request) -> dict[str, Any]:
        return {"games": _hub(request).listing()}

    @app.post(
        "/api/games", status_code=201, summary="Create a game; invites for human seats",
        responses=errors(*BODY_ERRORS, 403),
    )  # fmt: skip
    async def create_game(
        body: Annotated[CreateIn, Body(discriminator="game")], request: Request, response: Response
    ) -> dict[str, Any]:
        _check_origin(request)
        seats = [(s.name, s.bot) for s in body.seats]
        options = body.options.model_dump(exclude_unset=True)
        try:
            made = await _hub(request).create(body.game, seats, options, body.timer)
        except ValueError as exc:
            raise HTTPException(422, str(exc)) from exc
        game_id = made.game.id
        response.set_cookie(
            host_cookie(game_id), made.host_secret, max_age=COOKIE_AGE, httponly=True,
            samesite="lax",
        )  # fmt: skip
        return {
            "id": game_id,
            "url": f"/games/{game_id}",
            "invites": {str(seat): f"/invite#{token}" for seat, token in made.invites.items()},
        }

    @app.post(
        "/api/invites/claim", summary="Claim a seat with an invite token",
        responses=errors(*BODY_ERRORS, 403, 404),
    )  # fmt: skip
    async def claim(body: ClaimIn, request: Request, response: Response) -> dict[str, Any]:
        _check_origin(request)
        try:
            if not TOKEN.fullmatch(body.token):
                raise LookupError("this is not an invite token")
            game, seat, secret = _hub(request).claim(body.token)
        except LookupError as exc:
            raise HTTPException(404, str(exc)) from exc
        response.set_cookie(
            seat_cookie(game.id), secret, max_age=COOKIE_AGE, httponly=True, samesite="lax"
        )
        return {"game_id": game.id, "seat": seat, "secret": secret}

    @app.get(
        "/api/games/{game_id}/state", summary="What the caller's seat may see now",
        responses=errors(403, 404),
    )  # fmt: skip
    async def state(game_id: GameId, request: Request) -> Any:
        game = _game(request, game_id)
        try:
            who = caller(request, game)
        except HTTPException as exc:  # a revoked secret: the cookie goes, the next visit watches
            refused = JSONResponse({"detail": exc.detail}, status_code=exc.status_code)
            refused.delete_cookie(seat_cookie(game.id))
            return refused
        return await game.locked_snapshot(who.seat, who.host)

    @app.post(
        "/api/games/{game_id}/decide", summary="Answer the pending decision",
        responses=errors(*BODY_ERRORS, 403, 404, 409, 503),
    )  # fmt: skip
    async def decide(game_id: GameId, body: DecideIn, request: Request) -> dict[str, Any]:
        game = _game(request, game_id)
        seat = _seated(request, game)
        await game.decide(seat, body.seq, body.key)
        return {"accepted": True, "seq": game.driver.seq}

    @app.post(
        "/api/games/{game_id}/chat", summary="Say something to the table",
        responses=errors(*BODY_ERRORS, 403, 404),
    )  # fmt: skip
    async def chat(game_id: GameId, body: ChatIn, request: Request) -> dict[str, Any]:
        game = _game(request, game_id)
        seat = _seated(request, game)
        try:
            text = clean_text(body.text, CHAT_LENGTH, "the message")
        except ValueError as exc:
            raise HTTPException(422, str(exc)) from exc
        await game.add_chat(seat, text)
        return {"accepted": True}

    @app.post(
        "/api/games/{game_id}/prefs", summary="Set the seat's auto-pass preference",
        responses=errors(*BODY_ERRORS, 403, 404, 503),
    )  # fmt: skip
    async def prefs(game_id: GameId, body: PrefsIn, request: Request) -> dict[str, Any]:
        game = _game(request, game_id)
        seat = _seated(request, game)
        await game.set_auto_pass(seat, body.auto_pass)
        return {"auto_pass": body.auto_pass}

    @app.post(
        "/api/games/{game_id}/seats/{seat}/bot", summary="Host: hand a seat to a bot",
        responses=errors(*BODY_ERRORS, 403, 404, 409, 503),
    )  # fmt: skip
    async def to_bot(
        game_id: GameId, seat: SeatNumber, request: Request, body: BotIn
    ) -> dict[str, Any]:
        game = _game(request, game_id)
        _hosted(request, game, seat)
        if game.finished:
            raise HTTPException(409, "the game is over")
        try:
            await game.hand_to_bot(seat, body.bot)
        except ValueError as exc:
            raise HTTPException(422, str(exc)) from exc
        return {"seat": seat, "bot": body.bot}

    @app.post(
        "/api/games/{game_id}/seats/{seat}/invite", summary="Host: a new invite for a seat",
        responses=errors(*BODY_ERRORS, 403, 404, 409),
    )  # fmt: skip
    async def reinvite(game_id: GameId, seat: SeatNumber, request: Request) -> dict[str, Any]:
        game = _game(request, game_id)
        _hosted(request, game, seat)
        if game.seats[seat].bot is not None:
            raise HTTPException(409, "this seat is played by a bot")
        token = _hub(request).reissue(game, seat)
        return {"seat": seat, "invite": f"/invite#{token}"}

    @app.get(
        "/api/games/{game_id}/replay", summary="A finished game's view after some decisions",
        responses=errors(404, 409),
    )  # fmt: skip
    async def replay_step(
        game_id: GameId,
        request: Request,
        step: Annotated[int, Query(ge=0)] = 0,
        seat: Annotated[int | None, Query(ge=0)] = None,
    ) -> dict[str, Any]:
        game = _finished(request, game_id)
        decisions = game.driver.record.decisions
        if seat is not None and seat >= len(game.seats):
            raise HTTPException(404, f"no seat {seat} in this game")
        upto = min(step, len(decisions))
        driver = replay(game.spec.game, game.driver.record, upto)
        view = worded(game.spec.game, driver.view(seat))
        return {"steps": len(decisions), "step": upto, "view": view}

    @app.get(
        "/api/games/{game_id}/record", summary="A finished game's record",
        responses=errors(404, 409),
    )  # fmt: skip
    async def record(game_id: GameId, request: Request) -> Response:
        game = _finished(request, game_id)
        return Response(game.driver.record.to_json(), media_type="application/json")

    def _finished(request: Request, game_id: str) -> LiveGame:
        game = _game(request, game_id)
        if not game.finished:
            raise HTTPException(409, "the game is not over yet: its record is secret until then")
        return game


def _websocket(app: FastAPI) -> None:
    @app.websocket("/ws/games/{game_id}")
    async def live(websocket: WebSocket, game_id: str) -> None:
        if not same_origin(websocket.headers.get("origin"), websocket.headers.get("host")):
            await websocket.close(code=1008, reason="requests from other sites are not accepted")
            return
        game = _hub(websocket).get(game_id) if GAME_ID.fullmatch(game_id) else None
        if game is None:
            await websocket.close(code=1008, reason="no such game")
            return
        try:
            who = caller(websocket, game)
        except HTTPException as exc:
            await websocket.close(code=1008, reason=str(exc.detail))
            return
        await websocket.accept()
        secret_hash = None if who.seat is None else game.seats[who.seat].secret_hash
        subscriber = Subscriber(who.seat, who.host, secret_hash)
        game.subscribers.append(subscriber)
        game.notify()
        sender = asyncio.create_task(_send_states(websocket, game, subscriber))
        try:
            await _receive(websocket, game, subscriber)
        finally:
            game.subscribers.remove(subscriber)
            if subscriber.due is not None:
                subscriber.due.cancel()
            game.notify()
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sender


async def _send_states(websocket: WebSocket, game: LiveGame, subscriber: Subscriber) -> None:
    """Whenever the game changes, the caller's new snapshot (changes in between coalesce), unless
    it is the very message sent last (another tab of the seat connected, say), which is sent
    again only when a ping asks for it. A seat whose secret the host revoked is disconnected
    before anything more is sent (checked again right before a state is written).

    A state is written once every connection woken with it has built its own (one turn of the
    event loop later): the frames of a change, and of the changes made meanwhile, then go out
    back to back. A frame written to a client that is asleep wakes it, in the kernel, on the
    server's time, and that wake-up cost more than the write itself on the benchmark's machine
    (docs/benchmarks.md, "Server load", fourth pass); frames in a row find it awake."""
    while True:
        await subscriber.changed.wait()
        subscriber.changed.clear()
        if not _still_seated(game, subscriber):
            break
        seat, host = subscriber.seat, subscriber.host
        text, subscriber.log_sent = await game.message(seat, host, subscriber.log_sent)
        if text == subscriber.sent and not subscriber.asked_again:
            continue
        subscriber.sent, subscriber.asked_again = text, False
        await asyncio.sleep(0)  # the other connections build theirs first (see above)
        if not _still_seated(game, subscriber):  # revoked while its state waited its turn
            break
        try:
            await websocket.send_text(text)
        except (WebSocketDisconnect, RuntimeError, OSError):
            return  # the client went away while we sent: the receiving side ends the connection
        subscriber.sent_at = asyncio.get_running_loop().time()
    await websocket.close(code=1008, reason="this seat's secret was revoked by the host")


async def _receive(websocket: WebSocket, game: LiveGame, subscriber: Subscriber) -> None:
    limit = RateLimit(WS_RATE, 2 * WS_RATE)
    while True:
        try:
            text = await websocket.receive_text()
        except (WebSocketDisconnect, RuntimeError):
            return
        if not limit.allow():
            await websocket.close(code=1008, reason="too many messages")
            return
        if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
            await websocket.close(code=1009, reason=f"message over {MAX_MESSAGE} characters")
            return
        error = await _handle(game, subscriber, text)
        if error is not None:
            await websocket.send_json({"type": "error", "status": error[0], "detail": error[1]})


def _still_seated(game: LiveGame, subscriber: Subscriber) -> bool:
    seat = subscriber.seat
    return seat is None or game.seats[seat].secret_hash == subscriber.secret_hash


async def _handle(game: LiveGame, subscriber: Subscriber, text: str) -> tuple[int, str] | None:
    """One websocket message; an error (status, message) for the sender, or None."""
    try:
        message = orjson.loads(text)
    except orjson.JSONDecodeError:
        return 400, "a message must be a JSON object"
    if not isinstance(message, dict):
        return 400, "a message must be a JSON object"
    kind = message.get("type")
    if kind == "ping":
        subscriber.asked_again = True
        subscriber.changed.set()
        return None
    if subscriber.seat is None:
        return 403, "spectators cannot act (no seat secret sent)"
    if not _still_seated(game, subscriber):
        return 403, "this seat's secret was revoked by the host"
    if kind == "decide":
        seq, key = message.get("seq"), message.get("key")
        if not isinstance(seq, int) or isinstance(seq, bool) or not isinstance(key, str):
            return 400, 'a decision is {"type": "decide", "seq": <int>, "key": <option key>}'
        try:
            await game.decide(subscriber.seat, seq, key)
        except Refused as exc:
            return exc.status, exc.message
        return None
    if kind == "chat":
        try:
            text = clean_text(str(message.get("text", "")), CHAT_LENGTH, "the message")
        except ValueError as exc:
            return 422, str(exc)
        await game.add_chat(subscriber.seat, text)
        return None
    return 400, f"unknown message type {kind!r} (decide, chat, ping)"
