"""Each power's words, pinned: the sentences a power put before people in its seeded games
(:mod:`hyperspace.power_words`) must match ``words/<power>.txt``. A change to a power's words, or
to what it asks, fails here until the catalogue is rewritten (``python -m hyperspace.golden
--write``) and its diff reviewed."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from hyperspace.cosmic.powers import POWERS
from hyperspace.golden import REGENERATE
from hyperspace.power_words import belongs, catalogue, file_name

# Beside this file, whichever build of the package (source tree or compiled) is under test.
WORDS_DIR = Path(__file__).parent / "words"


@pytest.mark.parametrize("power", sorted(POWERS))
def test_the_power_says_what_its_catalogue_lists(power: str) -> None:
    path = WORDS_DIR / file_name(power)
    assert path.exists(), f"{path} is missing; write it with {REGENERATE}"
    stored = path.read_text(encoding="utf-8")
    generated = catalogue(power)
    if stored != generated:
        diff = difflib.unified_diff(
            stored.splitlines(keepends=True),
            generated.splitlines(keepends=True),
            fromfile=str(path),
            tofile=f"{path.name} (generated)",
        )
        pytest.fail(
            f"{power}'s words changed; if that is meant, rewrite them with {REGENERATE} and review "
            f"the diff\n{''.join(diff)}",
            pytrace=False,
        )


def test_every_power_has_a_catalogue_and_no_other_file_is_there() -> None:
    assert sorted(p.name for p in WORDS_DIR.glob("*.txt")) == sorted(map(file_name, POWERS))


def test_kinds_belong_by_name_flare_and_own_words() -> None:
    assert belongs("power:gambler", "gambler") and belongs("gambler-ante", "gambler")
    assert belongs("wild-terrorist-hostage", "terrorist") and belongs("super-sniveler", "sniveler")
    assert belongs("extortion-base", "extortionist") and belongs("power-lent", "philanthropist")
    assert not belongs("power:trader", "gambler") and not belongs("gambler", "gamblers")
    assert not belongs("give-up-token", "philanthropist") and not belongs("reveal", "gambler")


def test_the_catalogue_is_the_same_twice() -> None:
    assert catalogue("gambler") == catalogue("gambler")
