"""Every game the server holds (server/hub.py): a finished game nobody asks for nor watches leaves
memory after a while and is rebuilt from its record when asked for again; a game still being
played, or watched, or asked for lately, stays."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hyperspace.server.hub import FINISHED_KEPT, SWEEP_EVERY, Hub
from hyperspace.server.live import LiveGame, Subscriber
from hyperspace.server.storage import Storage

from .support import run

BOTS_ONLY = [("Ann", "random"), ("Bob", "random"), ("Cyd", "random")]  # over once created
WITH_A_PERSON = [("Ann", None), ("Bob", "random"), ("Cyd", "random")]
SHORT = {"max_rounds": 5}


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def hub(tmp_path: Path) -> Iterator[Hub]:
    storage = Storage(f"sqlite:///{tmp_path / 'hub.sqlite3'}")
    yield Hub(storage, clock=Clock())
    storage.close()


def create(hub: Hub, seats: list[tuple[str, str | None]]) -> LiveGame:
    return run(hub.create("nuclear", seats, SHORT, None)).game


def later(hub: Hub, seconds: float) -> None:
    assert isinstance(hub.clock, Clock)
    hub.clock.now += seconds


def test_a_finished_game_nobody_asks_for_leaves_memory_and_comes_back_from_its_record(
    hub: Hub,
) -> None:
    finished, playing = create(hub, BOTS_ONLY), create(hub, WITH_A_PERSON)
    assert finished.finished and not playing.finished
    later(hub, FINISHED_KEPT + 1)
    assert hub.get(playing.id) is playing  # the look happens at the next request
    assert set(hub.games) == {playing.id}
    again = hub.get(finished.id)
    assert again is not None and again is not finished and again.finished
    assert again.driver.seq == finished.driver.seq
    assert again.driver.returns() == finished.driver.returns()
    assert again.snapshot(0) == finished.snapshot(0)


def test_a_finished_game_asked_for_lately_or_watched_stays(hub: Hub) -> None:
    asked, watched = create(hub, BOTS_ONLY), create(hub, BOTS_ONLY)
    watched.subscribers.append(Subscriber(None, False, None))
    later(hub, FINISHED_KEPT - 1)
    assert hub.get(asked.id) is asked  # asked for again: its time starts over
    later(hub, SWEEP_EVERY + 2)
    hub.get("0" * 12)
    assert set(hub.games) == {asked.id, watched.id}
    # Nobody watches it any more: it stays FINISHED_KEPT seconds from the last look that saw a
    # watcher, then goes
    watched.subscribers.clear()
    later(hub, FINISHED_KEPT - 1)
    hub.get("0" * 12)
    assert watched.id in hub.games
    later(hub, SWEEP_EVERY + 2)
    hub.get("0" * 12)
    assert set(hub.games) == set()


def test_a_finished_game_changing_now_stays(hub: Hub) -> None:
    finished = create(hub, BOTS_ONLY)
    later(hub, FINISHED_KEPT + 1)

    async def look_while_locked() -> None:
        async with finished.lock:
            hub.get("0" * 12)

    run(look_while_locked())
    assert finished.id in hub.games


def test_the_look_for_finished_games_runs_at_most_once_a_sweep_interval(hub: Hub) -> None:
    finished = create(hub, BOTS_ONLY)
    later(hub, FINISHED_KEPT - 1)
    hub.get("0" * 12)  # a look: the game is not old enough yet
    later(hub, 2)  # old enough now, but the last look was recent
    hub.get("0" * 12)
    assert finished.id in hub.games
    later(hub, SWEEP_EVERY)
    hub.get("0" * 12)
    assert finished.id not in hub.games


def test_no_more_finished_games_than_the_hub_holds_stay_the_least_recently_asked_for_go(
    tmp_path: Path,
) -> None:
    """However recent, at most ``finished_held`` finished games nobody watches stay in memory
    (FINISHED_HELD); the one asked for longest ago goes first, and comes back from its record."""
    storage = Storage(f"sqlite:///{tmp_path / 'held.sqlite3'}")
    try:
        hub = Hub(storage, clock=Clock(), finished_held=2)
        watched = create(hub, BOTS_ONLY)
        watched.subscribers.append(Subscriber(None, False, None))  # watched: never let go
        first = create(hub, BOTS_ONLY)
        later(hub, 1)
        second = create(hub, BOTS_ONLY)
        playing = create(hub, WITH_A_PERSON)  # being played: never let go
        assert set(hub.games) == {watched.id, first.id, second.id, playing.id}
        later(hub, 1)
        assert hub.get(first.id) is first  # asked for again: now the newest of the finished
        later(hub, 1)
        third = create(hub, BOTS_ONLY)
        assert set(hub.games) == {first.id, third.id, watched.id, playing.id}
        again = hub.get(second.id)
        assert again is not None and again is not second
        assert again.snapshot(0) == second.snapshot(0)
        assert set(hub.games) == {again.id, third.id, watched.id, playing.id}
    finally:
        storage.close()
