"""Each power's words, pinned: the sentences a power put before people in its seeded games
(:mod:`hyperspace.power_words`) must match ``words/<power>.txt``. A change to a power's words, or
to what it asks, fails here until the catalogue is rewritten (``python -m hyperspace.golden
--write``) and its diff reviewed."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.words import WORDS
from hyperspace.engine.decision import Decision
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


# -- words fixed after reading the catalogues ------------------------------------------------------

SEEN = {"seat": 1, "players": [{"name": n} for n in "ABCD"], "colour_owner": [0, 1, 2, 3]}


def test_the_gambler_counts_one_token_in_the_singular() -> None:
    pays = {"kind": "gambler-pays", "seat": 0, "tokens": 1}
    assert WORDS.entry(pays, SEEN) == "A loses 1 token to the Gambler's bluff."
    claims = {"kind": "gambler-claims", "seat": 0, "card": "attack-8", "ante": 1}
    assert WORDS.entry(claims, SEEN) == (
        "A keeps its card face down and says it is Attack 8, upping the ante to 1 token."
    )
    ante = Decision(0, "gambler-ante", ("ante:1", "ante:2"), "Up the ante?")
    assert [WORDS.option(ante, key, SEEN) for key in ante.options] == ["1 token", "2 tokens"]


def test_the_oracle_pulsar_s_look_at_a_hand_is_a_sentence() -> None:
    shown = {"kind": "oracle-sees-hand", "seat": 1, "of": 2, "hand": ["attack-8", "compromise"]}
    assert WORDS.entry(shown, SEEN) == (
        "B sees C's whole hand first (Oracle Pulsar): Attack 8 and Compromise."
    )
    public = {"kind": "oracle-sees-hand", "seat": 1, "of": 2}
    assert (
        WORDS.entry(public, {**SEEN, "seat": 0}) == "B sees C's whole hand first (Oracle Pulsar)."
    )


def test_the_sniveler_asks_for_an_attack_card_and_one_player_refuses() -> None:
    give = Decision(
        2, "sniveler-give", ("refuse", "attack-8", "attack-4"), "Give Sniveler a attack card?"
    )
    assert WORDS.prompt(give, SEEN) == "Give the Sniveler an Attack card?"
    flare = Decision(2, "sniveler-give", ("refuse", "flare-trader"), "Give Sniveler a flare card?")
    assert WORDS.prompt(flare, SEEN) == "Give the Sniveler a Flare card?"
    answers = {"kind": "sniveler-answers", "seat": 0, "answers": ["let", "refuse"]}
    assert WORDS.entry(answers, SEEN) == "1 player refuses."


def test_the_wild_philanthropist_names_the_power_lent_by_its_title() -> None:
    powers = ("filch", "mind", "trader", "zombie")
    players = [{"name": n, "power": p} for n, p in zip("ABCD", powers, strict=True)]
    lend = Decision(0, "philanthropist-lend", ("player:1", "player:2"), "Lend filch to whom?")
    seen = {**SEEN, "seat": 0, "players": players}
    assert WORDS.prompt(lend, seen) == "Lend your power, the Filch, to whom?"


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        (
            {"kind": "zombie", "seat": 0, "tokens": 1},
            "A's 1 token goes home instead of to the Warp.",
        ),
        (
            {"kind": "healed", "seat": 0, "player": 2, "tokens": 1, "fee": 1},
            "A heals C: 1 token goes home instead of to the Warp, for a fee of 1 card.",
        ),
        (
            {"kind": "ghosts-revived", "seat": 0, "tokens": 1},
            "A's ghosts come back to life: 1 token goes to the bases.",
        ),
        (
            {"kind": "ghosts-back", "seat": 0, "tokens": 1},
            "A's 1 token raised as ghosts goes back to the Warp.",
        ),
        (
            {"kind": "macron", "seat": 0, "tokens": 1},
            "A's 1 token in the challenge counts four each.",
        ),
        (
            {"kind": "vampire-freed", "seat": 0, "colour": 3, "tokens": 1},
            "1 token of D's is freed from A's slavery.",
        ),
        (
            {"kind": "zombie", "seat": 0, "tokens": 2},
            "A's 2 tokens go home instead of to the Warp.",
        ),
    ],
)
def test_one_token_takes_a_verb_in_the_singular(entry: dict[str, object], words: str) -> None:
    assert WORDS.entry(entry, SEEN) == words
