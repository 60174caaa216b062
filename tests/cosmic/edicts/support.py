"""Helpers shared by the tests of the Edicts: a three-player position (seat 0 challenges seat 1
first, no powers unless named), the play checked for conservation, and the windows a card was
offered at."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from copy import deepcopy
from typing import Any

from hyperspace.cosmic.state import TOKENS
from hyperspace.engine import Driver

from ..support import Answers, new_game, play, state

# The Destiny Pile names seat 1 first, then seat 2 (four players: seat 3 in turn).
DESTINY = [1, 2, 0, 2, 1, 0, 1, 2, 0]
DESTINY4 = [1, 2, 3, 0, 2, 1, 3, 0, 1, 2, 3, 0]


def game(players: int = 3, **setup: Any) -> Driver:
    """``players`` players, seat 0 the offense; ``setup`` adds scenario keys (hands, warp, ...)."""
    position = {"offense": 0, "destiny": DESTINY if players == 3 else DESTINY4, **setup}
    return new_game(0, players=players, use_powers=False, setup=position)


def run(
    driver: Driver,
    answers: Mapping[str, Any] | None = None,
    until: Callable[[Driver], bool] | None = None,
) -> Answers:
    """:func:`play` until ``until`` (else the end of the first challenge), checking before every
    decision that no card appeared or vanished and that every colour keeps its 20 tokens. The
    lists in ``answers`` are copied, so a table may serve several games."""
    s = state(driver)
    cards = s.card_total()

    def conserved() -> None:
        assert s.card_total() == cards, "cards not conserved"
        assert all(s.token_total(c) == TOKENS for c in range(s.config.players))

    def stop(d: Driver) -> bool:
        conserved()
        if until is not None:
            return until(d)
        return s.challenges > 1 or (s.challenges == 1 and s.challenge is None) or s.over

    chooser = play(driver, Answers(deepcopy(dict(answers or {}))), stop)
    conserved()
    return chooser


def log(driver: Driver, kind: str) -> list[dict[str, Any]]:
    """The public parts of the log entries of ``kind``."""
    return [dict(e.public or {}) for e in state(driver).log if e.kind == kind]


def offers(answers: Answers, card: str) -> list[tuple[int, str]]:
    """(seat, window) of every play-card decision that offered ``card``."""
    return [
        (d.seat, (d.context or {})["moment"])
        for d in answers.asked("play-card")
        if card in d.options
    ]


def cancel_offers(answers: Answers, card: str) -> list[int]:
    """The seats asked whether to cancel something with ``card``."""
    return [d.seat for d in answers.asked("cancel-card") if card in d.options]
