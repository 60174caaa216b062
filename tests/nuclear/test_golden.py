"""Golden playthroughs: fixed seeds, random legal play; the text must match the stored files."""

from __future__ import annotations

from pathlib import Path

import pytest

from hyperspace.golden import GOLDEN, REGENERATE, file_name, playthrough

# Beside this file, whichever build of the package (source tree or compiled) is under test.
DEFAULT_DIR = Path(__file__).parent / "golden"


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


@pytest.mark.parametrize(("seed", "players"), GOLDEN)
def test_golden_playthrough(seed: int, players: int) -> None:
    path = DEFAULT_DIR / file_name(seed)
    assert path.exists(), f"{path} is missing; regenerate with {REGENERATE}"
    stored = path.read_text(encoding="utf-8")
    generated = playthrough(seed, players)
    if stored != generated:
        pytest.fail(
            f"{path.name} differs from a fresh playthrough; regenerate with {REGENERATE}"
            f" (and review the diff)\n{first_difference(stored, generated)}",
            pytrace=False,
        )


def test_golden_files_are_small() -> None:
    for seed, _ in GOLDEN:
        assert (DEFAULT_DIR / file_name(seed)).stat().st_size < 100_000
