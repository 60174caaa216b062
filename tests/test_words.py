"""The words layer: every sentence any seat receives reads as words (issue 11).

Seeded games of both games are played by bots over every power, every variant and the config
options that change decisions; each prompt, option label, log entry (as each seat sees it) and
result line is checked by :func:`hyperspace.engine.words.raw`. Powers added later are played too:
the power list comes from the registry. A planted raw label shows each example of the issue fails.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import partial
from typing import Any

import pytest

from hyperspace.bots.base import make_bot
from hyperspace.cosmic.game import COSMIC
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.wording import BOOK
from hyperspace.cosmic.words import WORDS as _LOADED  # noqa: F401  (registers every kind)
from hyperspace.engine.decision import Decision
from hyperspace.engine.driver import Driver
from hyperspace.engine.game import Game
from hyperspace.engine.words import raw, sentence
from hyperspace.nuclear.game import NUCLEAR

COSMIC_POWERS = sorted(POWERS)
# The game's own names that a person must never read (with the kinds met during play).
IDENTIFIERS = frozenset(
    {*BOOK.entries, *BOOK.options, *BOOK.prompts, *(f"flare-{name}" for name in POWERS)}
)
# Four powers a game; the last game takes the rest (two to five).
CHUNKS = [COSMIC_POWERS[i : i + 4] for i in range(0, len(COSMIC_POWERS) - 5, 4)]
CHUNKS.append(COSMIC_POWERS[len(CHUNKS) * 4 :])
VARIANT_SETS: list[dict[str, Any]] = [
    {},
    {"variants": ("kickers",)},
    {"variants": ("zodiac",)},
    {"variants": ("prisoners",)},
    {"variants": ("kickers", "zodiac", "prisoners"), "lucre": True, "praw": True},
    {"variants": ("kickers",), "kickers_additive": True},
    {"variants": ("prisoners",), "prisoners_capture_coloured": True, "prisoners_rescue": True},
    {"variants": ("pulsars",)},
    {"variants": ("pulsars", "kickers", "zodiac", "prisoners"), "lucre": True},
    {"use_powers": False, "second_challenge": False, "launch_may_empty_base": True},
]


def cosmic_configs() -> Iterator[tuple[dict[str, Any], int]]:
    """Every power (four a game), under each set of variants in turn."""
    for index, powers in enumerate(CHUNKS):
        variants = VARIANT_SETS[index % len(VARIANT_SETS)]
        needed = {need: True for name in powers for need in POWERS[name].needs}  # Lucre (C-486)
        yield (
            {"players": len(powers), "powers": tuple(powers), **variants, **needed,
             "max_challenges": 60},
            index,
        )  # fmt: skip
    for index, variants in enumerate(VARIANT_SETS):
        yield {"players": 5, **variants, "max_challenges": 60}, 100 + index


def nuclear_configs() -> Iterator[tuple[dict[str, Any], int]]:
    for players in (2, 3, 5):
        yield {"players": players, "max_rounds": 30}, players
    # The settings that change what is asked or told (passing, populations, gifts, a shared
    # special deck, fast ultimates).
    changed = {
        "allow_pass": False,
        "public_population": False,
        "gift_special_cards": False,
        "finite_special_deck": True,
        "special_deal_every": 1,
        "ultimate_every": 2,
        "ultimate_reveal_delay": 2,
        "voided_launch_keeps_missile": True,
        "s9_reports_gifts_and_thefts": True,
    }
    yield {"players": 4, "max_rounds": 30, **changed}, 9


class Reader:
    """Plays a game with bots and reads every sentence each seat would receive."""

    def __init__(self, game: Game, config: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.driver = Driver(game, dict(config), seed)
        self.words = game.words
        self.bad: list[str] = []
        self.identifiers: set[str] = set(IDENTIFIERS)

    def check(self, where: str, text: str, keys: tuple[str, ...] = ()) -> None:
        reason = raw(text, keys, frozenset(self.identifiers))
        if reason is not None:
            self.bad.append(f"{where}: {reason} in {text!r}")

    def decision(self, decision: Decision) -> None:
        self.identifiers |= {decision.kind, *(k for k in decision.options if "-" in k)}
        seen = self.game.view(self.driver.state, decision.seat, None)
        keys = tuple(decision.options)
        prompt = self.words.prompt(decision, seen)
        self.check(f"prompt of {decision.kind}", prompt, keys)
        for key in decision.options:
            label = self.words.option(decision, key, seen)
            self.check(f"option {key} of {decision.kind}", label, keys)

    def play(self, bots: str) -> list[str]:
        driver = self.driver
        seats = self.game.num_seats(driver.state)
        robots = [make_bot(bots, self.game.name, seat) for seat in range(seats)]
        while not driver.finished:
            decision = driver.pending[0]
            self.decision(decision)
            driver.submit(
                decision.seat,
                robots[decision.seat].choose(
                    decision, partial(self.game.view, driver.state, decision.seat, None)
                ),
            )
        self.identifiers |= {event.kind for event in driver.state.log}
        for seat in [None, *range(seats)]:
            seen = self.game.view(driver.state, seat, 0)
            for entry in seen["log"]:
                self.check(f"log {entry['kind']}", self.words.entry(entry, seen))
            for line in self.words.result(seen):
                self.check("result", line)
        return self.bad


@pytest.mark.parametrize(("config", "seed"), list(cosmic_configs()))
def test_cosmic_words_are_words(config: dict[str, Any], seed: int) -> None:
    bad = Reader(COSMIC, config, seed).play("heuristic")
    assert sorted(set(bad))[:20] == []


@pytest.mark.parametrize(("config", "seed"), list(nuclear_configs()))
@pytest.mark.parametrize("bots", ["heuristic", "random"])
def test_nuclear_words_are_words(config: dict[str, Any], seed: int, bots: str) -> None:
    bad = Reader(NUCLEAR, config, seed).play(bots)
    assert sorted(set(bad))[:20] == []


@pytest.mark.parametrize("game", [COSMIC, NUCLEAR], ids=["cosmic", "nuclear"])
def test_every_card_and_power_has_a_text(game: Game) -> None:
    texts = game.words.texts()
    assert len({t.name for t in texts}) == len({t.key for t in texts}) == len(texts)
    for text in texts:
        assert raw(text.text) is None, text
        assert len(text.text.split()) >= 4 and text.text.rstrip()[-1] in ".!?", text


def test_cosmic_texts_cover_every_power_and_flare() -> None:
    names = {t.name for t in COSMIC.words.texts()}
    for power in POWERS.values():
        assert power.title in names
        if power.flare is not None:
            assert f"Flare of the {power.title}" in names
    kinds = {t.kind.partition(" ")[0] for t in COSMIC.words.texts()}
    assert {"power", "Flare", "Edict", "Ruling", "Kicker", "Zodiac", "variant"} <= kinds


def test_nuclear_texts_cover_every_special_card() -> None:
    texts = {t.name: t for t in NUCLEAR.words.texts()}
    assert texts["S6 (Warhead sold to terrorists)"].kind == "special card"
    assert sum(t.kind == "ultimate card" for t in texts.values()) == 4
    assert sum(t.kind == "special card" for t in texts.values()) == 22


# The raw texts quoted in issue 11: each fails the check.
PLANTED = [
    ('trader-trade: seat Player 4; with Alice; cards {"0":7,"3":7}', ()),
    ("force-field: seat Player 3; cancelled 3", ()),
    ("Use Amoeba now (cards_chosen)?", ()),
    ("ruling-jailbreak", ("ruling-jailbreak",)),
    ("give:nothing/get:1p0+1c", ("give:nothing/get:1p0+1c",)),
    ("in:A1 out:A5", ("in:A1+out:A5",)),
    ("Player None wins", ()),
    ("cards [3, 4]", ()),
    ("send home seat 0", ()),
    ("", ()),
]


@pytest.mark.parametrize(("text", "keys"), PLANTED)
def test_raw_examples_fail(text: str, keys: tuple[str, ...]) -> None:
    assert raw(text, keys, IDENTIFIERS | {"trader-trade", "force-field"}) is not None


def test_words_pass() -> None:
    assert raw("Alice trades hands with Bob: each now holds 7 cards.") is None
    assert raw("Bring a token from the Warp to Bob's planet 3 (you have 2 there).") is None
    assert sentence("alice wins") == "Alice wins."


# -- the terminal takes its sentences from the words -----------------------------------------------


def test_help_at_a_prompt_prints_the_texts_of_what_is_in_play(tmp_path: Any) -> None:
    from typer.testing import CliRunner

    from hyperspace.cli import app

    args = "play cosmic --players 3 --seed 5 --powers trader,amoeba,virus --save"
    result = CliRunner().invoke(app, [*args.split(), str(tmp_path / "c.json")], input="help\n")
    assert result.exit_code == 1  # the input ran out after the help
    output = " ".join(result.output.split())
    assert "Trader (power): The Power of Transference. As a main player" in output
    assert "Amoeba (power)" in output and "Virus (power)" in output


def test_powers_name_and_cards_print_full_texts() -> None:
    from typer.testing import CliRunner

    from hyperspace.cli import app

    runner = CliRunner()
    trader = " ".join(runner.invoke(app, ["powers", "Trader"]).output.split())
    assert trader.startswith("Trader (power): The Power of Transference. As a main player")
    assert "Flare of the Trader (Flare): Wild: Main player, before alliances" in trader
    unknown = runner.invoke(app, ["powers", "nobody"])
    assert unknown.exit_code == 2 and "No power named 'nobody'" in unknown.stderr
    nuclear = " ".join(runner.invoke(app, ["cards", "nuclear"]).output.split())
    assert "S6 (Warhead sold to terrorists) (special card):" in nuclear
    assert "U1 (Doomsday Device) (ultimate card):" in nuclear
    cosmic = " ".join(runner.invoke(app, ["cards", "cosmic"]).output.split())
    assert "Edict Plague (Edict):" in cosmic and "Ruling Jailbreak (Ruling):" in cosmic


def test_the_terminal_lists_options_in_an_order_stable_between_turns() -> None:
    from hyperspace.cli_common import stable_order

    def labels(keys: list[str]) -> dict[str, str]:
        seen = {"seat": 0, "players": [{"name": "A"}, {"name": "B"}], "planets": {}}
        decision = Decision(0, "play-card", tuple(keys), "")
        return {key: COSMIC.words.option(decision, key, seen) for key in keys}

    one = ["pass", "attack-10", "edict-plague", "attack-4", "compromise"]
    other = ["pass", "edict-plague", "attack-4", "compromise", "attack-10"]  # the hand reordered
    expected = ["pass", "attack-4", "attack-10", "compromise", "edict-plague"]
    assert stable_order(one, labels(one)) == stable_order(other, labels(other)) == expected


def test_results_say_why_each_winner_won() -> None:
    cosmic = Reader(COSMIC, {"players": 3, "powers": ("trader", "virus", "zombie")}, 4)
    cosmic.play("heuristic")
    seen = COSMIC.view(cosmic.driver.state, None, None)
    lines = COSMIC.words.result(seen)
    winners = seen["winners"]
    assert winners and len(lines) == len(winners) + 3
    for line, seat in zip(lines, winners, strict=False):
        bases = seen["players"][seat]["external_bases"]
        assert line == f"{seen['players'][seat]['name']} won with {bases} foreign bases."
    assert lines[-1].startswith("C (the Zombie) ended with ")

    nuclear = Reader(NUCLEAR, {"players": 2}, 2)
    nuclear.play("heuristic")
    seen = NUCLEAR.view(nuclear.driver.state, 0, None)
    result = seen["result"]
    lines = NUCLEAR.words.result(seen)
    (winner,) = result["winners"]
    name = seen["players"][winner]["name"]
    if result["survivor"] == winner:
        assert lines[0] == f"{name} won as the last population standing."
    else:
        assert lines[0].startswith(f"{name} won with the best score, ")
    assert len(lines) == 3 and lines[1].startswith("A ended with ")


def test_simulations_never_load_the_words() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from hyperspace.sim.runner import play_game\n"
        "play_game('cosmic', {'players': 3, 'max_challenges': 20}, ['heuristic'] * 3, 1)\n"
        "play_game('nuclear', {'players': 3, 'max_rounds': 5}, ['heuristic'] * 3, 1)\n"
        "print(sorted(m for m in sys.modules if m.endswith('.words')))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = run.stdout.strip()  # the registry and its helpers load, the games' words do not
    assert "hyperspace.cosmic.words'" not in loaded and "hyperspace.nuclear.words'" not in loaded
    assert "hyperspace.engine.words'" in loaded


def test_scenario_reports_show_the_log_in_words() -> None:
    from pathlib import Path

    from hyperspace.scenario import load, run

    path = Path(__file__).parents[1] / "scenarios" / "cosmic" / "ce01_attack_offense_wins.toml"
    outcome = run(load(path), str(path))
    logged = next(c for c in outcome.checks if " logged [" in c.name)
    assert logged.detail.startswith("Destiny: B's colour. The Cone points at B's planet 1;")


def test_a_cosmic_zap_reads_as_played_against_a_power_not_a_card() -> None:
    """A Cosmic Zap's "play" entry names the power it answers ("against": its key); another
    answer names the card it answers."""
    from hyperspace.cosmic.words import CosmicWords

    seen = {"players": [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Bob"}]}
    zap = {"kind": "play", "seat": 1, "card": "edict-cosmic-zap", "against": "gambler"}
    card_zap = {"kind": "play", "seat": 0, "card": "edict-card-zap", "against": "edict-plague"}
    words = CosmicWords()
    assert words.entry(zap, seen) == "Bob plays Edict Cosmic Zap against the Gambler's power."
    assert words.entry(card_zap, seen) == "Ann plays Edict Card Zap against Edict Plague."


@pytest.mark.parametrize(
    ("cause", "words"),
    [
        ("skeptic", "Ann loses 2 tokens to the Warp (the Skeptic)."),
        ("wild-assassin", "Ann loses 2 tokens to the Warp (the Wild Assassin)."),
        ("failed-deal", "Ann loses 2 tokens to the Warp (failed deal)."),
    ],
)
def test_tokens_lost_to_the_warp_name_their_cause_as_players_do(cause: str, words: str) -> None:
    from hyperspace.cosmic.words import CosmicWords

    seen = {"players": [{"seat": 0, "name": "Ann"}]}
    entry = {"kind": "to-warp", "colour": 0, "tokens": 2, "cause": cause}
    assert CosmicWords().entry(entry, seen) == words


def test_every_moment_a_power_or_variant_names_has_words() -> None:
    """Each moment passed to ``abilities`` or a Flare's ``events`` reads as words ("as the
    Healer heals"), not as its key in brackets."""
    from hyperspace.cosmic.powers.base import ABILITY, MARKS, response_events
    from hyperspace.cosmic.wording import MOMENTS

    abilities = {mark[1] for mark in MARKS.values() if mark[0] is ABILITY}
    events = abilities | response_events()
    assert events <= set(MOMENTS), sorted(events - set(MOMENTS))


def test_a_decision_without_a_prompt_still_reads_as_one_question() -> None:
    from hyperspace.cosmic.words import CosmicWords
    from hyperspace.engine.decision import Decision

    decision = Decision(0, "butler-tip", ("tip", "refuse"), "")
    assert CosmicWords().prompt(decision, {"players": []}) == "Butler tip?"
