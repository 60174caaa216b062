"""SC-01 (SCENARIOS.md): the random tables, statistically and structurally.

100,000 cards of each pickable type are drawn through ``chance.draw_card`` on a real, seeded game
state (no script): yields and propaganda values must land on the table's values with frequencies
within one percentage point of SPEC §2.1/§2.3, about 10 % of W-cards must be bio [R-57], and S- and
U-cards can never be picked (SPEC §4.2).
"""

from __future__ import annotations

from collections import Counter

import pytest

from hyperspace.engine import Driver
from hyperspace.engine.errors import UnknownOption
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.chance import draw_card
from hyperspace.nuclear.config import Config
from hyperspace.nuclear.state import NuclearState

DRAWS = 100_000
TOLERANCE = 0.01  # one percentage point
YIELD_TABLE = {200: 0.50, 500: 0.30, 700: 0.10, 1000: 0.05, 1500: 0.03, 2000: 0.02}
PROPAGANDA_TABLE = {100: 0.50, 200: 0.25, 300: 0.15, 400: 0.07, 500: 0.03}


def _draw(kind: str, seed: int = 20_260_101) -> tuple[Counter[int], int]:
    state = NuclearState(Config(players=3), seed)
    assert state.script is None  # the real streams, nothing scripted
    values: Counter[int] = Counter()
    bio = 0
    for _ in range(DRAWS):
        card = draw_card(state, kind)
        assert card.type == kind
        values[card.value] += 1
        bio += card.bio
    return values, bio


def _assert_frequencies(values: Counter[int], table: dict[int, float]) -> None:
    assert set(values) <= set(table), f"values off the table: {sorted(set(values) - set(table))}"
    for value, expected in table.items():
        share = values[value] / DRAWS
        assert abs(share - expected) <= TOLERANCE, (
            f"{value}: {share:.2%} drawn, {expected:.0%} expected (±1 pp)"
        )


@pytest.mark.parametrize("kind", ["M", "W", "D"])
def test_yield_tables(kind: str) -> None:
    """M, W and D share the yield table of SPEC §2.1."""
    values, bio = _draw(kind)
    _assert_frequencies(values, YIELD_TABLE)
    if kind == "W":
        assert abs(bio / DRAWS - 0.10) <= TOLERANCE, f"{bio / DRAWS:.2%} bio W-cards [R-57]"
    else:
        assert bio == 0


def test_propaganda_table() -> None:
    values, bio = _draw("P")
    _assert_frequencies(values, PROPAGANDA_TABLE)
    assert bio == 0


def test_special_and_ultimate_cards_cannot_be_picked() -> None:
    """PICK(S) and PICK(U) are not options, so a submission of either is rejected."""
    driver = Driver(NUCLEAR, {"players": 3}, 1)
    decision = driver.pending[0]
    assert decision.kind == "turn"
    assert {"pick:M", "pick:W", "pick:P", "pick:D"} <= set(decision.options)
    for key in ("pick:S", "pick:U"):
        assert key not in decision.options
        with pytest.raises(UnknownOption):
            driver.submit(decision.seat, key)
    assert driver.seq == 0  # nothing was accepted
