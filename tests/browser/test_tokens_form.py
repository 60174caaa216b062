"""Tokens going back to bases (C-601) and tokens given up (C-602), each composed in the page as
one answer: a counter a base, labelled "Tokens to ..." or "Tokens from ...", sent by a button
that says what is done ("Place", "Give up"), and carried out by the rules.

The game is written straight into the database (as in test_prisoners.py): Ann, the offense, frees
her three tokens from the Warp with Mobius Tubes; then Bob plagues her, and she gives up three
tokens; one challenge."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_browser import Seat
from test_prisoners import joined, play_in_pages, storage_decisions

from conftest import Server

CONFIG = {
    "players": 3, "names": ["Ann", "Bob", "Cy"], "use_powers": False, "max_challenges": 1,
    "setup": {
        "offense": 0,
        "planets": {"A5": [1, 0, 0]}, "warp": [3, 0, 0],
        "hands": {"0": ["attack-20", "edict-mobius-tubes"], "1": ["attack-4", "edict-plague"],
                  "2": ["attack-5"]},
        "destiny": [1, 1, 1, 2, 0],
    },
}  # fmt: skip
WANTED = ("edict-mobius-tubes", "edict-plague", "player:0", "invite:none", "attack-20", "pass")


def compose(seat: Seat, counts: dict[str, str], button: str) -> None:
    """Fill the decision's tokens form, base by base, and send it with its button."""
    form = seat.page.locator("#decision form.proposal")
    for label, value in counts.items():
        form.get_by_label(label, exact=True).fill(value)
    submit = form.locator("button[type=submit]")
    assert submit.text_content() == button
    submit.click()


def test_tokens_placed_and_given_up_in_one_answer_each(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    game_id, seats = joined(browser, server, tmp_path, CONFIG)
    live = server.game(game_id)
    state = live.driver.state
    composed = []

    def answer(seat: Seat, kind: str, keys: list[str]) -> str | None:
        if kind == "return-token":
            compose(seat, {"Tokens to your planet 5": "3"}, "Place")
        elif kind == "give-up-token":
            compose(seat, {"Tokens from your planet 1": "2", "Tokens from your planet 2": "1"},
                    "Give up")  # fmt: skip
        else:
            return next((k for k in WANTED if k in keys), keys[0])  # a launch: a suggestion
        composed.append(kind)
        return None

    play_in_pages(server, game_id, seats, answer)
    assert composed == ["return-token", "give-up-token"]
    stored = storage_decisions(tmp_path, game_id)
    assert (0, "3A5") in stored and (0, "2A1+A2") in stored  # the composed keys, stored
    assert [e.public for e in state.log if e.kind == "plague"] == [{"seat": 0, "tokens": 3}]
    assert not seats[0].errors and not seats[1].errors
