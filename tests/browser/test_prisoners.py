"""A Cosmic Encounter game with the Prisoners variant played in two browsers (issue 11): a prisoner
exchange proposed in its form, a capture challenge, a deal proposed in its form, a power's text
read by hovering, and the end screen's result lines.

The game is set up as a scenario is (docs/scenarios.md: a Capture Challenge card on top of the
Destiny Pile, each main player holding the other's tokens) so every moment comes deterministically,
and capped at two challenges. With HYPERSPACE_SCREENSHOTS=<folder> the test saves the board, the
exchange form and the end screen there (docs/screenshots/ holds the committed ones).
"""

from __future__ import annotations

import copy
import os
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from test_browser import STEP_TIMEOUT, Seat, settle

from conftest import Server
from hyperspace.server.catalog import GAMES
from hyperspace.server.guard import digest, new_secret
from hyperspace.server.storage import GameRow, SeatRow, Storage, sqlite_url

SCREENSHOTS = os.environ.get("HYPERSPACE_SCREENSHOTS")
EXCHANGE = "give:1p0/get:1p1"  # Bob gives back one of Ann's tokens for one of his own
DEAL = "give:nothing/get:base"  # Ann asks a base of Bob and gives nothing
CONFIG = {
    "players": 3, "names": ["Ann", "Bob", "Cy"], "use_powers": False,
    "variants": ["prisoners"], "max_challenges": 2,
    "setup": {
        "offense": 0,
        "powers": {"2": "zombie"},  # a power on the board whose text the test reads
        "hands": {"0": ["attack-20", "compromise"], "1": ["attack-4", "compromise"],
                  "2": ["attack-5"]},
        "planets": {"A1": [2, 0, 0], "B1": [0, 3, 0]},
        # the capture card first, then Bob's colour for both challenges; Bob holds two of Ann's
        # tokens and Ann one of Bob's, so each challenge begins with a prisoner exchange
        "prisoners": {"destiny": ["capture", 1, 1, 1, 2, 0],
                      "prisons": {"0": [0, 1, 0], "1": [2, 0, 0]}},
    },
}  # fmt: skip


def set_up(tmp_path: Path, config: dict[str, Any] = CONFIG) -> tuple[str, dict[int, str]]:
    """The game written straight into the server's database (the lobby offers no scenario set-up;
    the server loads a stored game when its invite is used): its id and each seat's invite."""
    invites = {0: new_secret(), 1: new_secret()}
    row = GameRow(
        id=uuid.uuid4().hex[:12], game="cosmic", ruleset=GAMES["cosmic"].game.ruleset,
        config=config, seed=7, bot_seed=7, timer=None, host_hash=digest(new_secret()),
        seats=[SeatRow(0, "Ann", None, digest(invites[0])),
               SeatRow(1, "Bob", None, digest(invites[1])), SeatRow(2, "Cy", "heuristic")],
    )  # fmt: skip
    storage = Storage(sqlite_url(tmp_path))
    try:
        storage.create_game(row)
    finally:
        storage.close()
    return row.id, invites


def joined(
    browser: Any, server: Server, tmp_path: Path, config: dict[str, Any] = CONFIG
) -> tuple[str, list[Seat]]:
    """The game of :func:`set_up`, Ann's and Bob's pages joined to it by their invites."""
    game_id, invites = set_up(tmp_path, config)
    seats = [Seat(browser, 0), Seat(browser, 1)]
    for seat in seats:
        assert seat.join(f"{server.url}/invite#{invites[seat.seat]}") == game_id
    return game_id, seats


def shoot(seat: Seat, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        seat.page.wait_for_timeout(800)  # the ships' flights (0.7 s) have landed
        seat.page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=True)


def next_decision(server: Server, game_id: str, seats: list[Seat]) -> tuple[Seat, str, list[str]]:
    """The page that offers a decision now: its kind and option keys, read in one go."""
    deadline = time.monotonic() + STEP_TIMEOUT
    while time.monotonic() < deadline:
        for seat in seats:
            shown: dict[str, Any] = seat.page.evaluate(
                """() => { const box = document.querySelector('#decision');
                   const keys = [...box.querySelectorAll('button[data-key]:not([disabled])')]
                     .map(b => b.dataset.key).filter(k => k);
                   return {kind: box.dataset.kind || '', keys}; }"""
            )
            if shown["keys"]:
                return seat, shown["kind"], shown["keys"]
        seats[0].page.wait_for_timeout(20)
    raise AssertionError(f"no page offers a decision (server at {server.game(game_id).driver.seq})")


def play_in_pages(
    server: Server,
    game_id: str,
    seats: list[Seat],
    answer: Callable[[Seat, str, list[str]], str | None],
    limit: int = 80,
) -> None:
    """Play the game in its pages to the end: each decision a page offers is answered by
    ``answer(seat, kind, keys)``, the key of the button to click, or None when it answered in the
    page itself (a form it filled in)."""
    live = server.game(game_id)
    answered = -1
    for _ in range(limit):
        settle(server, game_id, seats, answered)
        if live.finished:
            return
        seat, kind, keys = next_decision(server, game_id, seats)
        answered = seat.states[-1]["decision"]["seq"]
        key = answer(seat, kind, keys)
        if key is not None:
            seat.page.click(f'#decision button[data-key="{key}"]')
    raise AssertionError(f"the game did not end within {limit} decisions")


def prisons_shown(seat: Seat) -> dict[str, dict[str, int]]:
    """Each prison drawn on the board (on its holder's Star Disc): the ships in it by colour."""
    shown: dict[str, dict[str, int]] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board g.prison')].map(p =>
             [p.dataset.place.split(':')[1], Object.fromEntries([...p.querySelectorAll('g.stack')]
               .map(s => [s.dataset.colour, Number(s.dataset.count)]))]))"""
    )
    return shown


def prisons_true(live: Any, seat: int) -> dict[str, dict[str, int]]:
    prisons = live.driver.view(seat)["variants"]["prisoners"]["prisons"]
    return {
        str(holder): {str(c): n for c, n in held.items() if n}
        for holder, held in prisons.items()
        if any(held.values())
    }


def propose(seat: Seat, fields: dict[str, str]) -> None:
    """Fill the decision's form (each number input by its label) and send it."""
    form = seat.page.locator("#decision form.proposal")
    for label, value in fields.items():
        form.get_by_label(label, exact=True).fill(value)
    form.locator("button[type=submit]").click()


def simple_choice(kind: str, keys: list[str]) -> str:
    """The plain answers: no allies, Ann's attack in the capture challenge, one token launched,
    accept what is proposed, the first choice otherwise."""
    for wanted in ("accept", "invite:none", "attack-20", "attack-4", "pass"):
        if wanted in keys:
            return wanted
    return keys[0]  # a launch: one token (the first suggestion, C-600)


def test_a_prisoners_game_with_an_exchange_a_capture_and_a_deal(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    game_id, seats = joined(browser, server, tmp_path)
    live = server.game(game_id)
    state = live.driver.state

    # The Zombie's text, read by hovering its name on the board (a popover, not a title).
    ann = seats[0].page
    zombie = ann.locator("#board [data-text]", has_text="Zombie").first
    zombie.hover()
    ann.wait_for_selector("#text-pop:not([hidden])")
    text = ann.text_content("#text-pop") or ""
    assert text.startswith("Zombie (power): The Power of Immortality."), text
    shoot(seats[0], "power-text")
    ann.mouse.move(0, 0)
    ann.wait_for_selector("#text-pop", state="hidden")

    proposed = {"exchange": False, "deal": False}
    board_shot = False
    answered = -1
    for _ in range(80):
        if live.finished:
            break
        settle(server, game_id, seats, answered)
        if live.finished:
            break
        seat, kind, keys = next_decision(server, game_id, seats)
        answered = seat.states[-1]["decision"]["seq"]
        if kind == "prisoners-exchange" and not proposed["exchange"]:
            assert seat.seat == 1  # the defense proposes first (AMB-P04)
            shoot(seat, "prisoners-exchange-form")
            propose(seat, {"You give: prisoners of Ann's colour": "1",
                           "You get: prisoners of Bob's colour": "1"})  # fmt: skip
            proposed["exchange"] = True
        elif kind == "deal-propose" and not proposed["deal"]:
            assert seat.seat == 0
            propose(seat, {"You get: base": "1"})
            proposed["deal"] = True
        else:
            seat.page.click(f'#decision button[data-key="{simple_choice(kind, keys)}"]')
        if state.challenges == 2 and not board_shot:  # after the capture: prisoners held
            board_shot = True
            settle(server, game_id, seats)
            assert prisons_shown(seats[0]) == prisons_true(live, 0)
            shoot(seats[0], "board")
    assert live.finished, "the two challenges did not end"

    decisions = storage_decisions(tmp_path, game_id)
    assert (1, EXCHANGE) in decisions and (0, DEAL) in decisions  # the forms' composed keys
    kinds = [event.kind for event in state.log]
    for moment in ("capture-challenge", "exchange-answer", "imprisoned", "deal"):
        assert moment in kinds, moment
    assert state.outcomes == {"offense": 1, "deal": 1}

    # The end screen: why the game ended and what each player ended with.
    for seat in seats:
        seat.page.wait_for_selector("#result-box:not([hidden])")
    lines = ann.eval_on_selector_all("#result p", "ps => ps.map(p => p.textContent)")
    assert lines == [
        "No winner: the game stopped at the challenge cap.",
        "Ann ended with 2 foreign bases, 5 home bases, 0 tokens in the Warp and 0 cards in hand.",
        "Bob ended with 0 foreign bases, 4 home bases, 0 tokens in the Warp and 7 cards in hand.",
        "Cy (the Zombie) ended with 0 foreign bases, 5 home bases, 0 tokens in the Warp and 1 "
        "card in hand.",
    ]
    shoot(seats[0], "end-screen")
    assert not seats[0].errors and not seats[1].errors


def storage_decisions(tmp_path: Path, game_id: str) -> list[tuple[int, str]]:
    storage = Storage(sqlite_url(tmp_path))
    try:
        row = storage.load(game_id)
    finally:
        storage.close()
    assert row is not None
    return row.decisions


def test_passing_card_windows_for_the_rest_of_the_challenge(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    """Bob holds Edicts for two windows of the first challenge (Plague at its start, Emotion
    Control at the reveal) and Plague again at the second's start: passing at the first for the
    rest of the challenge spares him the reveal's, survives a reload, ends with the challenge."""
    config = copy.deepcopy(CONFIG)
    config["setup"]["hands"]["1"] = [
        "attack-4", "compromise", "edict-plague", "edict-emotion-control", "edict-cosmic-zap",
    ]  # fmt: skip
    game_id, seats = joined(browser, server, tmp_path, config)
    live = server.game(game_id)
    bob = seats[1].page
    windows: list[tuple[int, str]] = []  # (challenge, moment) of each card window Bob is shown
    answered = -1
    while not live.finished:
        settle(server, game_id, seats, answered)
        if live.finished:
            break
        seat, kind, keys = next_decision(server, game_id, seats)
        decision = seat.states[-1]["decision"]
        answered = decision["seq"]
        if kind != "play-card":
            seat.page.click(f'#decision button[data-key="{simple_choice(kind, keys)}"]')
            continue
        windows.append((live.driver.state.challenges, decision["context"]["moment"]))
        assert keys == ["pass", "edict-plague", "pass-rest"]  # the rules' options, then ours
        if len(windows) > 1:
            bob.click('#decision button[data-key="pass"]')
            continue
        button = bob.locator('#decision button[data-key="pass-rest"]')
        assert button.text_content() == "Pass for the rest of this challenge"
        button.click()
        settle(server, game_id, seats, answered)
        bob.reload()  # the server remembers it, not the page
        bob.wait_for_selector("#pass-rest-note:not([hidden])")
    assert windows == [(1, "start"), (2, "start")]
    passed = [key for seat, key in storage_decisions(tmp_path, game_id) if seat == 1]
    assert passed == [
        "pass", "pass", "invite:none", "attack-4",  # challenge 1: start (for the rest), exchange
        "pass",  # the reveal's window: the server passed it for Bob
        "pass", "pass", "invite:none", "pass", "pass",  # challenge 2: start, exchange, deal
    ]  # fmt: skip
    assert bob.is_hidden("#pass-rest-note")
