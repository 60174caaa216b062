"""Every game the server holds: the unfinished ones are rebuilt from their records at start."""

from __future__ import annotations

import logging
import secrets
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hyperspace.bots.base import make_bot
from hyperspace.engine.errors import RecordError
from hyperspace.server.catalog import GAMES, check_options
from hyperspace.server.guard import NAME_LENGTH, clean_text, digest, new_secret
from hyperspace.server.live import LiveGame, seat_data
from hyperspace.server.storage import GameRow, SeatRow, Storage

log = logging.getLogger("hyperspace.server")
# A finished game nobody has asked for in this long leaves memory; its record stays in the
# database, and the next request for it (a replay, its final state) rebuilds it from there.
FINISHED_KEPT = 600.0  # seconds
SWEEP_EVERY = 60.0  # seconds between two looks for such games
# And however recent, no more finished games nobody watches than this stay: a finished game holds
# its whole log (about 1 MB for a long nuclear game), and a busy server finishing a few games a
# second would otherwise hold gigabytes of them (docs/benchmarks.md, "Server load").
FINISHED_HELD = 100


@dataclass
class Created:
    game: LiveGame
    host_secret: str
    invites: dict[int, str]  # seat -> invite token


class Hub:
    def __init__(
        self,
        storage: Storage,
        clock: Callable[[], float] = time.monotonic,
        finished_held: int = FINISHED_HELD,
    ) -> None:
        self.storage = storage
        self.games: dict[str, LiveGame] = {}
        self.clock = clock
        self.finished_held = finished_held
        self._used: dict[str, float] = {}  # game id -> when it was last asked for
        self._swept = clock()

    async def start(self) -> None:
        """Load every running game: each replays its record, back at its pending decision, and
        bots whose answers were not stored yet answer now."""
        for game_id in self.storage.game_ids("running"):
            game = self.get(game_id)
            if game is not None:
                await game.advance()
                log.info("game %s loaded at decision %d", game_id, game.driver.seq)

    def get(self, game_id: str) -> LiveGame | None:
        now = self.clock()
        self._sweep(now)
        game = self.games.get(game_id)
        if game is None:
            row = self.storage.load(game_id)
            if row is None or row.game not in GAMES:
                return None
            try:
                game = LiveGame(row, self.storage)
            except RecordError as exc:  # another ruleset version, say: the other games go on
                log.error(
                    "game %s cannot be replayed by this build, left as stored: %s", game_id, exc
                )
                return None
            self.games[game_id] = game
            self._used[game_id] = now
            self._hold_few_finished(now)  # one more held: the newest asked for stays
            return game
        self._used[game_id] = now
        return game

    def _sweep(self, now: float) -> None:
        """Let go of the finished games nobody has asked for nor watched for FINISHED_KEPT
        seconds: without this, every game ever finished would stay in memory until the server
        restarts."""
        if now - self._swept < SWEEP_EVERY:
            return
        self._swept = now
        for game_id in self._idle(now):
            if now - self._used[game_id] > FINISHED_KEPT:
                self._let_go(game_id)

    def _hold_few_finished(self, now: float) -> None:
        """Let go of the finished games nobody watches beyond ``finished_held``, those asked for
        longest ago first."""
        idle = sorted(self._idle(now), key=self._used.__getitem__)
        for game_id in idle[: max(0, len(idle) - self.finished_held)]:
            self._let_go(game_id)

    def _let_go(self, game_id: str) -> None:
        del self.games[game_id], self._used[game_id]

    def _idle(self, now: float) -> list[str]:
        """The finished games nobody watches and that nothing changes (a request holding one
        asked for it moments ago): those that may leave memory. Only one LiveGame of a game may
        exist at a time, so one still in use is never let go. A watched game counts as asked
        for now."""
        idle = []
        for game_id, game in self.games.items():
            if game.subscribers:
                self._used[game_id] = now
            elif game.finished and not game.lock.locked():
                idle.append(game_id)
        return idle

    def listing(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest games, as the lobby lists them (read from storage: nothing is replayed)."""
        return [summary(row) for row in self.storage.recent(limit)]

    async def create(
        self, name: str, seats: list[tuple[str, str | None]], options: dict[str, Any],
        timer: int | None,
    ) -> Created:  # fmt: skip
        """A new game; ValueError naming what is wrong with the request."""
        spec = GAMES.get(name)
        if spec is None:
            raise ValueError(f"game: unknown game {name!r} (known: {', '.join(GAMES)})")
        low, high = spec.players
        if not low <= len(seats) <= high:
            raise ValueError(f"seats: {spec.title} takes {low} to {high} players")
        names = [clean_text(n, NAME_LENGTH, f"seats[{i}].name") for i, (n, _) in enumerate(seats)]
        if len(set(names)) != len(names):
            raise ValueError("seats: every seat needs a different name")
        for index, (_, bot) in enumerate(seats):
            if bot is not None:
                try:
                    make_bot(bot, name, 0)
                except ValueError as exc:
                    raise ValueError(f"seats[{index}].bot: {exc}") from exc
        if timer is not None and not 5 <= timer <= 3600:
            raise ValueError("timer: between 5 and 3600 seconds, or none")
        check_options(spec, options)
        config = {**options, "players": len(seats), "names": names}
        seed = secrets.randbits(63)
        spec.game.new_state(config, seed)  # raises ValueError naming a bad option
        host_secret = new_secret()
        invites = {i: new_secret() for i, (_, bot) in enumerate(seats) if bot is None}
        row = GameRow(
            id=uuid.uuid4().hex[:12], game=name, ruleset=spec.game.ruleset, config=config,
            seed=seed, bot_seed=secrets.randbits(63), timer=timer, host_hash=digest(host_secret),
            seats=[
                SeatRow(i, n, bot, digest(invites[i]) if i in invites else None)
                for i, (n, (_, bot)) in enumerate(zip(names, seats, strict=True))
            ],
        )  # fmt: skip
        self.storage.create_game(row)
        game = self.games[row.id] = LiveGame(row, self.storage)
        self._used[row.id] = now = self.clock()
        await game.advance()
        self._hold_few_finished(now)
        return Created(game, host_secret, invites)

    def claim(self, token: str) -> tuple[LiveGame, int, str]:
        """Use an invite: the seat's new secret. LookupError if the invite is unknown or used."""
        found = self.storage.find_invite(digest(token))
        game = None if found is None else self.get(found[0])
        if found is None or game is None:
            raise LookupError("this invite is unknown, already used, or revoked")
        seat = found[1]
        secret = new_secret()
        self.storage.claim_seat(game.id, seat, digest(secret))
        held = game.seats[seat]
        held.invite_hash, held.secret_hash = None, digest(secret)
        game.seat_taken(seat)
        return game, seat, secret

    def reissue(self, game: LiveGame, seat: int) -> str:
        token = new_secret()
        self.storage.reissue_invite(game.id, seat, digest(token))
        held = game.seats[seat]
        held.invite_hash, held.secret_hash = digest(token), None
        game.notify()
        return token


def summary(row: GameRow) -> dict[str, Any]:
    """A game's public line in the lobby's list."""
    return {
        "id": row.id,
        "game": row.game,
        "status": row.status,
        "created": row.created,
        "open": any(s.bot is None and s.secret_hash is None for s in row.seats),
        "seats": [seat_data(s) for s in row.seats],
    }
