"""H-40: a missile no warhead in hand can carry is warned of when prepped, and when it is due
the turn's prompt says why no launch is offered."""

from __future__ import annotations

from support import Game


def test_a_due_missile_that_nothing_fits_says_why_there_is_no_launch() -> None:
    game = Game({"A": {"hand": ["W1000n"], "prepped": "M500"}, "B": {}, "C": {}}, fallout=[])
    turn = game.driver.decision_for(game.seat("A"))
    assert turn.kind == "turn"
    assert not any(option.startswith("launch:") for option in turn.options)
    assert turn.prompt == (
        "Choose your move (your M500 is due, but no warhead in your hand yields 500 or less: "
        "it cannot be launched)"
    )


def test_a_due_missile_with_a_warhead_to_carry_keeps_the_plain_prompt() -> None:
    game = Game({"A": {"hand": ["W500n"], "prepped": "M500"}, "B": {}, "C": {}}, fallout=[])
    turn = game.driver.decision_for(game.seat("A"))
    assert "launch:W500n" in turn.options and turn.prompt == "Choose your move"
