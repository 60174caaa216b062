"""The drawn boards (issue 16): a Cosmic challenge played by clicking planets and cards on the
board, a nuclear round by clicking a country, the board showing the true state after every move
(ships per planet, populations) at desktop and phone widths, and axe-core finding no serious
accessibility violation. With HYPERSPACE_SCREENSHOTS=<folder> the tests save the boards there
(docs/screenshots/ holds the committed ones)."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from test_browser import STEP_TIMEOUT, Seat, aggressive, create_in_lobby, resolved, settle

from conftest import Server

SCREENSHOTS = os.environ.get("HYPERSPACE_SCREENSHOTS")
WIDTHS = {"desktop": (1280, 900), "phone": (360, 740)}


def shoot(seat: Seat, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        seat.page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=True)


def seated(browser: Any, invites: dict[int, str], size: tuple[int, int]) -> list[Seat]:
    seats = [Seat(browser, seat) for seat in sorted(invites)]
    for seat in seats:
        seat.page.set_viewport_size({"width": size[0], "height": size[1]})
        seat.join(invites[seat.seat])
    return seats


def planets_shown(seat: Seat) -> dict[str, list[int]]:
    """Every planet drawn on the board: its ships by colour, read from the stacks."""
    shown: dict[str, dict[str, int]] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board g.planet')].map(p =>
             [p.dataset.planet, Object.fromEntries([...p.querySelectorAll('g.stack')]
               .map(s => [s.dataset.colour, Number(s.dataset.count)]))]))"""
    )
    return {
        key: [n for _, n in sorted((int(c), n) for c, n in ships.items())]
        for key, ships in shown.items()
    }


def planets_true(server: Server, game_id: str, seat: int) -> dict[str, list[int]]:
    planets = server.game(game_id).driver.view(seat)["planets"]
    return {key: [n for n in counts if n] for key, counts in planets.items()}


def check_planets(server: Server, game_id: str, seats: list[Seat]) -> None:
    """Each page's board shows every planet's ships as the game's view has them."""
    for seat in seats:
        deadline = time.monotonic() + STEP_TIMEOUT
        while planets_shown(seat) != (truth := planets_true(server, game_id, seat.seat)):
            if time.monotonic() > deadline:
                raise AssertionError(f"seat {seat.seat} shows {planets_shown(seat)}, truth {truth}")
            seat.page.wait_for_timeout(20)


def choosable(seat: Seat) -> list[tuple[str, str]]:
    """The board's clickable choices now: (what, option key), what being planet, player or card."""
    found: list[tuple[str, str]] = seat.page.eval_on_selector_all(
        "#board .choosable",
        "nodes => nodes.map(n => [n.dataset.target.split(':')[0], n.dataset.key])",
    )
    return found


def next_move(seats: list[Seat], done: Any) -> Seat | None:
    deadline = time.monotonic() + STEP_TIMEOUT
    while not done():
        for seat in seats:
            if seat.keys_offered():
                return seat
        if time.monotonic() > deadline:
            raise AssertionError("no page offers a decision, yet the game goes on")
        seats[0].page.wait_for_timeout(20)
    return None


def serious(seat: Seat) -> list[str]:
    """axe-core's serious and critical violations on the page."""
    from axe_playwright_python.sync_playwright import Axe

    found = Axe().run(seat.page).response["violations"]
    return [
        f"{v['id']}: {v['help']}, at {[n['target'] for n in v['nodes'][:3]]}"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_cosmic_challenge_clicked_on_the_board(browser: Any, server: Server, width: str) -> None:
    invites = create_in_lobby(
        browser, server, "cosmic",
        [("Ann", "human"), ("Bob", "human"), ("Cy", "heuristic")], ("kickers",),
    )  # fmt: skip
    seats = seated(browser, invites, WIDTHS[width])
    game_id = seats[0].page.url.rsplit("/", 1)[1]
    state = server.game(game_id).driver.state
    rng = random.Random(3)
    clicked: list[str] = []
    answered = -1
    shot = False
    while not resolved(state) and not state.over:
        settle(server, game_id, seats, answered)
        check_planets(server, game_id, seats)
        seat = next_move(seats, lambda: resolved(state) or state.over)
        if seat is None:
            break
        answered = seat.states[-1]["decision"]["seq"]
        board = choosable(seat)
        if board:
            what, key = rng.choice(board)
            seat.page.click(f'#board .choosable[data-key="{key}"]')
            clicked.append(what)
        else:
            keys = seat.keys_offered()
            seat.page.click(f'#decision button[data-key="{rng.choice(keys)}"]:not([disabled])')
        revealed = state.challenge is not None and state.challenge.revealed
        if revealed and not shot and width == "desktop":
            settle(server, game_id, seats, answered)
            shoot(seats[0], "cosmic-reveal")
            shot = True
        assert len(clicked) < 200
    settle(server, game_id, seats, answered)
    check_planets(server, game_id, seats)
    assert resolved(state)
    assert "planet" in clicked and "card" in clicked, clicked  # the Cone or a launch; a card
    for seat in seats:
        assert not seat.errors, seat.errors
        assert serious(seat) == []
    shoot(seats[0], f"cosmic-{width}")


def populations_shown(seat: Seat) -> dict[int, int | None]:
    shown: dict[str, str] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board g.country')].map(c =>
             [c.dataset.seat, c.querySelector('.country-pop').dataset.population]))"""
    )
    return {int(s): int(n) if n else None for s, n in shown.items()}


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_nuclear_round_clicked_on_the_board(browser: Any, server: Server, width: str) -> None:
    invites = create_in_lobby(
        browser, server, "nuclear", [("Ann", "human"), ("Bob", "heuristic"), ("Cy", "heuristic")]
    )
    seats = seated(browser, invites, WIDTHS[width])
    ann = seats[0]
    game_id = ann.page.url.rsplit("/", 1)[1]
    live = server.game(game_id)
    choose = aggressive(random.Random(4))
    aimed_in: int | None = None  # the round in which Ann chose a target by clicking a country
    answered = -1
    for _ in range(300):
        settle(server, game_id, seats, answered)
        view = live.driver.view(0)
        assert populations_shown(ann) == {p["seat"]: p["population"] for p in view["players"]}
        if live.finished or (aimed_in is not None and view["round"] > aimed_in):
            break
        if next_move(seats, lambda: live.finished) is None:
            break
        answered = ann.states[-1]["decision"]["seq"]
        countries = [key for what, key in choosable(ann) if what == "player"]
        if countries:
            ann.page.click(f'#board .choosable[data-key="{countries[0]}"]')
            aimed_in = view["round"]
        else:
            key = choose(ann.keys_offered())
            ann.page.click(f'#decision button[data-key="{key}"]:not([disabled])')
    assert aimed_in is not None, "no target was chosen on the board"
    assert ann.page.locator("#board .panel h3", has_text="report").count() == 1
    assert not ann.errors, ann.errors
    assert serious(ann) == []
    shoot(ann, f"nuclear-{width}")
