"""A form of groups composed in the browser (docs/architecture.md, "Forms"): Judge's fiat, one
counter per question, sent as one key that the rules carry out. Diplomat's three-way deal uses the
same composer with its own joiner (its terminal dialogue is tested in tests/cosmic/powers).

The game is written straight into the database (as in test_prisoners.py): Ann, the Judge, is the
offense with an Attack 20 against Bob's Attack 4, capped at one challenge."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_browser import Seat
from test_prisoners import joined, play_in_pages, propose, storage_decisions

from conftest import Server

CONFIG = {
    "players": 3, "names": ["Ann", "Bob", "Cy"], "use_powers": False, "max_challenges": 1,
    "setup": {
        "offense": 0,
        "powers": {"0": "judge"},
        "hands": {"0": ["attack-20", "attack-6"], "1": ["attack-4", "attack-9", "attack-11"],
                  "2": ["attack-5"]},
        "destiny": [1, 1, 1, 2, 0],
    },
}  # fmt: skip
FIAT = "winner:2c+base"  # Ann, if she wins, takes two cards of Bob's choice and a base


def choice(kind: str, keys: list[str]) -> str:
    """Judge's power used; no allies; Ann's Attack 20, Bob's Attack 4; the first choice else."""
    for wanted in ("use", "invite:none", "attack-20", "attack-4", "pass"):
        if wanted in keys:
            return wanted
    return keys[0]


def test_a_fiat_composed_in_the_page_is_carried_out(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    game_id, seats = joined(browser, server, tmp_path, CONFIG)
    live = server.game(game_id)
    state = live.driver.state
    fiats = []

    def answer(seat: Seat, kind: str, keys: list[str]) -> str | None:
        if kind != "judge-fiat":
            return choice(kind, keys)
        propose(seat, {"How many cards of the giver's choice does the winner gain?": "2",
                       "How many bases does the winner gain?": "1"})  # fmt: skip
        fiats.append(seat.seat)
        return None

    play_in_pages(server, game_id, seats, answer, limit=60)
    assert fiats == [0]
    assert (0, FIAT) in storage_decisions(tmp_path, game_id)  # the composed key, stored
    carried = [e.public for e in state.log if e.kind == "judge-fiat"]
    assert carried == [{"seat": 0, "fiat": FIAT}]
    assert "judge-carried-out" in [e.kind for e in state.log]
    assert len(state.players[0].hand) == 3  # her Attack 6 and Bob's two cards
    assert not seats[0].errors and not seats[1].errors
