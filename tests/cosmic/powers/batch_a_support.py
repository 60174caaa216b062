"""Helpers shared by the tests of Anti-Matter, Calculator, Chronos, Fungus, Healer, Macron, Vacuum,
Virus, Void, Warrior and Zombie: three-player positions where only the seats named hold a power,
the power lost or zapped, and conservation checks."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hyperspace.cosmic.state import TOKENS, CosmicState
from hyperspace.engine import Driver

from ..support import Answers, new_game, play, state

# Seat 0 is the offense; the Destiny Pile names seat 1 first, then goes round.
DESTINY = [1, 2, 0, 1, 2, 0, 1, 2, 0]
ZAP = "edict-cosmic-zap"


def game(powers: Mapping[int, str], seed: int = 0, players: int = 3, **setup: Any) -> Driver:
    """``players`` players, only the seats in ``powers`` holding one; seat 0 challenges seat 1
    first. ``setup`` adds scenario keys (hands, planets, warp, deck, ...)."""
    position = {"offense": 0, "destiny": DESTINY, "powers": dict(powers), **setup}
    return new_game(seed, players=players, use_powers=False, setup=position)


def home(seat: int, counts: list[int], players: int = 3) -> dict[str, list[int]]:
    """``seat``'s five home planets holding ``counts`` of his own tokens (and nobody else's)."""
    letter = "ABCDEF"[seat]
    return {
        f"{letter}{i + 1}": [n if c == seat else 0 for c in range(players)]
        for i, n in enumerate(counts)
    }


def powerless(seat: int, players: int = 3) -> dict[str, list[int]]:
    """Planets that leave ``seat`` two home bases (below the threshold of three, AMB-G07), with
    all his 20 tokens there."""
    return home(seat, [10, 10, 0, 0, 0], players)


def conserved(s: CosmicState, cards: int) -> bool:
    """Every colour still has its 20 tokens and no card appeared or vanished."""
    return s.card_total() == cards and all(
        s.token_total(c) == TOKENS for c in range(s.config.players)
    )


def checked_play(
    driver: Driver,
    answers: Answers | Mapping[str, Any] | None = None,
    until: Callable[[Driver], bool] | None = None,
) -> Answers:
    """:func:`play`, checking conservation of tokens and cards before every decision."""
    s = state(driver)
    cards = s.card_total()

    def stop(d: Driver) -> bool:
        assert conserved(s, cards), "tokens or cards not conserved"
        return until is not None and until(d)

    chooser = answers if isinstance(answers, Answers) else Answers(answers)
    play(driver, chooser, stop)
    assert conserved(s, cards)
    return chooser


def log(driver: Driver, kind: str) -> list[dict[str, Any]]:
    """The public parts of the log entries of ``kind``."""
    return [dict(e.public or {}) for e in state(driver).log if e.kind == kind]


def first_challenge(driver: Driver) -> bool:
    """``until``: the first challenge has ended."""
    s = state(driver)
    return s.challenges > 1 or (s.challenges == 1 and s.challenge is None) or s.over


def at(kind: str) -> Callable[[Driver], bool]:
    return lambda driver: any(d.kind == kind for d in driver.pending)
