"""Taking, keeping and losing a seat in the browser: the defects of issue 11 that live in the
pages (a host who hands his own seat to a bot, a new seat shown offline to its own player, a
used invite reopened in the browser that used it)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urljoin

from conftest import Server

WAIT_MS = 10_000  # far longer than the pages need on loopback


def lobby_game(browser: Any, server: Server) -> tuple[Any, dict[int, str]]:
    """A nuclear game for Ann and Bob made in the lobby: the host's page, each seat's invite."""
    host = browser.new_context().new_page()
    host.goto(server.url + "/")
    host.select_option("#game-select", "nuclear")
    host.select_option("#players", "2")
    rows = host.locator(".seat-row")
    for index, name in enumerate(("Ann", "Bob")):
        rows.nth(index).locator("input.seat-name").fill(name)
        rows.nth(index).locator("select.seat-kind").select_option("human")
    host.click("#create")
    host.wait_for_selector("#invites a.invite")
    links = host.locator("#invites a.invite").all()
    invites = {
        int(a.get_attribute("data-seat") or -1): urljoin(server.url, a.get_attribute("href") or "")
        for a in links
    }
    return host, invites


def seat_tags(page: Any, seat: int) -> list[str]:
    tags: list[str] = page.eval_on_selector_all(
        f'#seats li[data-seat="{seat}"] .tag', "tags => tags.map(tag => tag.textContent)"
    )
    return tags


def test_a_new_seat_is_shown_connected_to_its_own_player(browser: Any, server: Server) -> None:
    """The page asks for the state and connects at once: the answer to the question, built
    before the connection, may arrive after the connection's first state. Held back here until
    then (and answered as it was built then), it must not roll the seat back to "offline"."""
    _, invites = lobby_game(browser, server)
    page = browser.new_context().new_page()
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)

    page.route("**/api/games/*/state", hold)
    page.goto(invites[0])
    page.wait_for_url("**/games/*")
    page.wait_for_selector('#seats li[data-seat="0"] .tag:text-is("connected")', timeout=WAIT_MS)
    assert len(held) == 1
    before = server.game(page.url.rsplit("/", 1)[1]).snapshot(0)
    before["seats"][0]["connected"] = False  # as the server built it before the connection
    held[0].fulfill(json=before)
    page.wait_for_timeout(500)
    assert seat_tags(page, 0) == ["you", "human", "claimed", "connected"]


def test_reopening_a_used_invite_in_the_same_browser_goes_to_the_seat(
    browser: Any, server: Server
) -> None:
    _, invites = lobby_game(browser, server)
    page = browser.new_context().new_page()
    page.goto(invites[0])
    page.wait_for_url("**/games/*")
    game_url = page.url
    page.goto(server.url + "/")
    page.goto(invites[0])  # the same link again, as from a bookmark or the chat it came in
    page.wait_for_url(game_url, timeout=WAIT_MS)
    page.wait_for_selector("#who:has-text('You are seat 1: Ann')", timeout=WAIT_MS)
    elsewhere = browser.new_context().new_page()  # another browser: the invite is used
    elsewhere.goto(invites[0])
    elsewhere.wait_for_selector("#error:has-text('unknown, already used, or revoked')")
    assert elsewhere.url == invites[0]


def test_a_host_who_hands_his_own_seat_to_a_bot_watches_at_once(
    browser: Any, server: Server
) -> None:
    host, invites = lobby_game(browser, server)
    host.goto(invites[0])  # the host plays seat 1 in the browser that made the game
    host.wait_for_url("**/games/*")
    host.wait_for_selector("#decision button[data-key]", timeout=WAIT_MS)
    host.click('button.to-bot[data-seat="0"]')
    host.wait_for_selector("#who:has-text('You are watching (spectator)')", timeout=WAIT_MS)
    host.wait_for_selector("#error:has-text('Your seat is no longer yours')", timeout=WAIT_MS)
    host.wait_for_selector("#connection:text('live')", timeout=WAIT_MS)
    assert host.locator("#decision button[data-key]").count() == 0
    assert seat_tags(host, 0) == ["bot heuristic"]
