"""Golden Cosmic Encounter playthroughs: fixed seeds and configurations, random legal play; the text
(every decision, and what each seat saw) must match the stored files. Regenerate them with
``python -m hyperspace.golden --write`` after a deliberate rules change, and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hyperspace.golden import COSMIC_GOLDEN, REGENERATE, cosmic_file_name, cosmic_playthrough

# Beside this file, whichever build of the package (source tree or compiled) is under test.
GOLDEN_DIR = Path(__file__).parent / "golden"


def first_difference(stored: str, generated: str, context: int = 3) -> str:
    old, new = stored.splitlines(), generated.splitlines()
    at = next(
        (i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b),
        min(len(old), len(new)),
    )
    shown = [f"first difference at line {at + 1}:"]
    shown += [f"  {line}" for line in old[max(0, at - context) : at]]
    shown += [f"- {line}" for line in old[at : at + context]]
    shown += [f"+ {line}" for line in new[at : at + context]]
    return "\n".join(shown)


@pytest.mark.parametrize(
    ("seed", "config"), COSMIC_GOLDEN, ids=[f"seed_{s}" for s, _ in COSMIC_GOLDEN]
)
def test_golden_playthrough(seed: int, config: dict[str, Any]) -> None:
    path = GOLDEN_DIR / cosmic_file_name(seed)
    assert path.exists(), f"{path} is missing; regenerate with {REGENERATE}"
    stored = path.read_text(encoding="utf-8")
    generated = cosmic_playthrough(seed, config)
    if stored != generated:
        pytest.fail(
            f"{path.name} differs from a fresh playthrough; regenerate with {REGENERATE}"
            f" (and review the diff)\n{first_difference(stored, generated)}",
            pytrace=False,
        )


def test_golden_games_end_by_the_rules_and_stay_small() -> None:
    for seed, _ in COSMIC_GOLDEN:
        text = (GOLDEN_DIR / cosmic_file_name(seed)).read_text(encoding="utf-8")
        assert len(text.encode()) < 100_000
        assert "capped False" in text and "\nwinners []" not in text
        # every seat's private view shows somewhere (a hand drawn, a card played face down)
        assert "\nS0 " in text and "\nS1 " in text


def test_the_golden_text_is_the_same_twice() -> None:
    seed, config = COSMIC_GOLDEN[0]
    assert cosmic_playthrough(seed, config) == cosmic_playthrough(seed, config)
