"""Friends playing in their browsers: a game made in the lobby, two seats claimed from two browser
contexts, a nuclear game played to its end and a Cosmic Encounter challenge played through the
pages, and neither seat's page ever shows or receives the other's hand."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin

from conftest import Server

Page = Any
STEP_TIMEOUT = 15.0  # seconds for the pages to catch up with the server after a click


class Seat:
    """One player's browser: its page and every state message its websocket received."""

    def __init__(self, browser: Any, seat: int) -> None:
        self.seat = seat
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.page: Page = self.context.new_page()
        self.states: list[dict[str, Any]] = []
        self.errors: list[str] = []  # script errors on the page: none are expected
        self.page.on("websocket", self._watch)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def _watch(self, socket: Any) -> None:
        socket.on("framereceived", self._frame)

    def _frame(self, payload: str | bytes) -> None:
        message = json.loads(payload)
        if message.get("type") == "state":
            self.states.append(message)

    def join(self, invite_url: str) -> str:
        """Open the invite: the page claims the seat and goes to the game page; the game id."""
        self.page.goto(invite_url)
        self.page.wait_for_url("**/games/*")
        return self.page.url.rsplit("/", 1)[1]

    def hand_shown(self) -> list[str]:
        cards = self.page.eval_on_selector_all(
            "#hand [data-card]", "cards => cards.map(card => card.dataset.card)"
        )
        return sorted(cards)

    def keys_offered(self) -> list[str]:
        """The option keys of the decision's enabled buttons, read in one go (the page may
        redraw between two reads)."""
        keys: list[str] = self.page.eval_on_selector_all(
            "#decision button[data-key]:not([disabled])",
            "buttons => buttons.map(b => b.dataset.key).filter(k => k)",  # a form's submit: none
        )
        return keys


def create_in_lobby(
    browser: Any, server: Server, game: str, seats: list[tuple[str, str]],
    variants: tuple[str, ...] = (), options: dict[str, str] | None = None,
) -> dict[int, str]:  # fmt: skip
    """Fill in the lobby's form; the invite link of each human seat."""
    host = browser.new_context().new_page()
    host.goto(server.url + "/")
    host.select_option("#game-select", game)
    host.select_option("#players", str(len(seats)))
    rows = host.locator(".seat-row")
    for index, (name, kind) in enumerate(seats):
        rows.nth(index).locator("input.seat-name").fill(name)
        rows.nth(index).locator("select.seat-kind").select_option(kind)
    for variant in variants:
        host.check(f"#variants input[value={variant}]")
    for field, value in (options or {}).items():
        host.fill(f"#opt-{field}", value)
    host.click("#create")
    host.wait_for_selector("#invites a.invite")
    links = host.locator("#invites a.invite").all()
    return {
        int(a.get_attribute("data-seat") or -1): urljoin(server.url, a.get_attribute("href") or "")
        for a in links
    }


def hand_of(server: Server, game_id: str, seat: int) -> list[str]:
    """The seat's hand as the server's view for that seat has it (the nuclear game's view keeps
    a card being played in the hand until the turn's move is confirmed)."""
    seen = server.game(game_id).driver.view(seat)
    return sorted(seen["hand"] if "hand" in seen else seen["me"]["hand"])


def settle(server: Server, game_id: str, seats: list[Seat], after: int = -1) -> None:
    """Wait until the server is past decision ``after`` (a click's answer has arrived) and every
    page has received its latest state."""
    deadline = time.monotonic() + STEP_TIMEOUT
    while True:
        seq = server.game(game_id).driver.seq
        if seq > after and all(s.states and s.states[-1]["seq"] == seq for s in seats):
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"the pages did not reach decision {seq} in {STEP_TIMEOUT} s")
        seats[0].page.wait_for_timeout(20)


def check_hands(server: Server, game_id: str, seats: list[Seat]) -> None:
    """Each page shows exactly its own seat's hand, which differs from the other's here."""
    for seat in seats:
        deadline = time.monotonic() + STEP_TIMEOUT
        while seat.hand_shown() != (truth := hand_of(server, game_id, seat.seat)):
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"seat {seat.seat} shows {seat.hand_shown()}, holds {truth} "
                    f"(page errors: {seat.errors}; last state {seat.states[-1]['seq']}: "
                    f"{seat.states[-1]['view'].get('me')}, server seq "
                    f"{server.game(game_id).driver.seq})"
                )
            seat.page.wait_for_timeout(20)


def check_messages(seats: list[Seat]) -> None:
    """Every state a page received was its own: its seat, only its own decision, no other hand
    (a view holds one hand only, the seat's own: the hand tests above check whose it is)."""
    assert all(seat.states for seat in seats)
    for seat in seats:
        for state in seat.states:
            assert state["seat"] == seat.seat
            decision = state["decision"]
            assert decision is None or decision["seat"] == seat.seat
            assert all("hand" not in player for player in state["view"]["players"])
            text = json.dumps(state)
            for forbidden in ('"seed"', '"bot_seed"', '"secret', '"deck_order"', '"record"'):
                assert forbidden not in text


def play(
    server: Server, game_id: str, seats: list[Seat], choose: Callable[[list[str]], str],
    done: Callable[[], bool], budget: int,
) -> int:  # fmt: skip
    """Click through decisions on the pages until ``done``; the number of clicks."""
    clicks = 0
    answered = -1
    while not done():
        settle(server, game_id, seats, answered)
        check_hands(server, game_id, seats)
        seat, keys = offered(seats, done)
        if seat is None:
            break
        answered = seat.states[-1]["decision"]["seq"]
        seat.page.click(f'#decision button[data-key="{choose(keys)}"]:not([disabled])')
        clicks += 1
        assert clicks <= budget, f"still not done after {budget} clicks"
    return clicks


def offered(seats: list[Seat], done: Callable[[], bool]) -> tuple[Seat | None, list[str]]:
    """The first page that offers a decision, and its keys (None once ``done``)."""
    deadline = time.monotonic() + STEP_TIMEOUT
    while not done():
        for seat in seats:
            keys = seat.keys_offered()
            if keys:
                return seat, keys
        if time.monotonic() > deadline:
            raise AssertionError("no page offers a decision, yet the game goes on")
        seats[0].page.wait_for_timeout(20)
    return None, []


def aggressive(rng: random.Random) -> Callable[[list[str]], str]:
    """The nuclear game's moves that end it soonest: launch, prepare, arm, aim."""

    def choose(keys: list[str]) -> str:
        for prefix in ("launch", "sublaunch", "prep", "warhead", "target", "confirm"):
            found = [k for k in keys if k.startswith(prefix)]
            if found:
                return rng.choice(found)
        moves = [k for k in keys if k != "pass"]
        return rng.choice(moves or keys)

    return choose


def test_a_nuclear_game_to_its_end_in_two_browsers(browser: Any, server: Server) -> None:
    invites = create_in_lobby(
        browser, server, "nuclear", [("Ann", "human"), ("Bob", "human")],
        options={"starting_population": "2000"},  # a short game: one good hit decides it
    )  # fmt: skip
    assert sorted(invites) == [0, 1]
    seats = [Seat(browser, 0), Seat(browser, 1)]
    game_id = seats[0].join(invites[0])
    assert seats[1].join(invites[1]) == game_id
    live = server.game(game_id)
    assert live.driver.state.config.starting_population == 2000
    clicks = play(
        server, game_id, seats, aggressive(random.Random(5)), lambda: live.finished, budget=600
    )
    assert clicks > 10
    for seat in seats:
        seat.page.wait_for_selector("#result-box:not([hidden])")
        assert "finished" in (seat.page.text_content("#status") or "")
    check_messages(seats)
    record = json.loads(
        seats[0].page.request.get(f"{server.url}/api/games/{game_id}/record").text()
    )
    assert len(record["decisions"]) == live.driver.seq


def resolved(state: Any) -> bool:
    """Whether a challenge has had an outcome (a Super Oracle's deal or a power's outcome counts;
    a challenge that ended for want of a Challenge Card does not)."""
    return any(count for outcome, count in state.outcomes.items() if outcome != "none")


def test_a_cosmic_challenge_in_two_browsers(browser: Any, server: Server) -> None:
    invites = create_in_lobby(
        browser, server, "cosmic",
        [("Ann", "human"), ("Bob", "human"), ("Cy", "heuristic")], ("kickers",),
    )  # fmt: skip
    assert sorted(invites) == [0, 1]
    seats = [Seat(browser, 0), Seat(browser, 1)]
    game_id = seats[0].join(invites[0])
    assert seats[1].join(invites[1]) == game_id
    state = server.game(game_id).driver.state
    assert "kickers" in state.config.variants
    rng = random.Random(11)
    clicks = play(
        server, game_id, seats, lambda keys: rng.choice(keys),
        lambda: resolved(state) or state.over, budget=400,
    )  # fmt: skip
    assert clicks > 3
    check_hands(server, game_id, seats)
    check_messages(seats)
    assert resolved(state), "a challenge was resolved: won, lost, or a deal made or failed"


def test_the_game_page_fits_a_phone(browser: Any, server: Server) -> None:
    invites = create_in_lobby(browser, server, "cosmic", [("Ann", "human"), ("Bob", "random")])
    phone = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
    phone.goto(invites[0])
    phone.wait_for_url("**/games/*")
    phone.wait_for_selector("#hand [data-card]")
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width} px wide on a 360 px screen"
