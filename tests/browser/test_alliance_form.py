"""Joining as an ally (C-604), composed in the page as one answer: a counter a base and side,
each asked in words ("How many tokens from your planet 1 for the offense?"), sent by a button
that says "Join", and carried out by the rules: the ally's tokens go into the Cone.

The game is written straight into the database (as in test_prisoners.py): Ann attacks Cy (a
bot) and invites Bob, who joins the offense with three tokens; one challenge."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_browser import Seat
from test_prisoners import joined, play_in_pages, storage_decisions
from test_tokens_form import compose

from conftest import Server

CONFIG = {
    "players": 3, "names": ["Ann", "Bob", "Cy"], "use_powers": False, "max_challenges": 1,
    "setup": {
        "offense": 0,
        "hands": {"0": ["attack-20", "attack-4"], "1": ["attack-4", "attack-6"],
                  "2": ["attack-5"]},
        "destiny": [2, 2, 2, 1, 0],
    },
}  # fmt: skip
WANTED = ("invite:1", "attack-20", "attack-4", "pass")
COUNTS = {
    "How many tokens from your planet 1 for the offense?": "2",
    "How many tokens from your planet 2 for the offense?": "1",
}


def test_an_ally_joins_with_his_tokens_in_one_answer(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    game_id, seats = joined(browser, server, tmp_path, CONFIG)
    live = server.game(game_id)
    state = live.driver.state
    allies = []

    def answer(seat: Seat, kind: str, keys: list[str]) -> str | None:
        if kind == "alliance":
            compose(seat, COUNTS, "Join")
            allies.append(seat.seat)
            return None
        return next((k for k in WANTED if k in keys), keys[0])  # a launch: a suggestion

    play_in_pages(server, game_id, seats, answer)
    assert allies == [1]
    assert (1, "offense:2B1+1B2") in storage_decisions(tmp_path, game_id)  # the composed key
    allies = [e.public for e in state.log if e.kind == "ally"]
    assert {"seat": 1, "side": "offense", "tokens": 3} in allies
    assert all(not seat.errors for seat in seats)
