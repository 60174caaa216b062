"""The server speaks in the game's words (issue 11): the decision's prompt and option labels, each
log entry's text and importance, the result lines and the rules texts of the catalogue, all from
``Game.words`` and free of raw text; the server no longer borrows the terminal's presenter."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

import hyperspace
from hyperspace.engine.words import raw
from hyperspace.server.catalog import GAMES, catalog
from hyperspace.server.storage import Storage

from .support import live_game, run

SEATS = [("Ann", None), ("Bob", "heuristic"), ("Cyd", "heuristic")]


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    opened = Storage(f"sqlite:///{tmp_path / 'words.sqlite3'}")
    yield opened
    opened.close()


@pytest.mark.parametrize("game", ["cosmic", "nuclear"])
def test_states_carry_the_games_words(storage: Storage, game: str) -> None:
    options = {"variants": ["prisoners"]} if game == "cosmic" else {}
    live = live_game(storage, game, 3, SEATS, options)
    for _ in range(40):  # the human answers with the first option; the bots play on
        if live.finished:
            break
        state = live.snapshot(0)
        decision = state["decision"]
        assert decision is not None
        keys = tuple(decision["options"])
        assert raw(decision["prompt"], keys) is None, decision["prompt"]
        for key in keys:
            assert raw(decision["labels"][key], keys) is None, decision["labels"][key]
        for entry in state["view"]["log"]:
            assert raw(entry["text"]) is None and isinstance(entry["important"], bool), entry
        run(live.decide(0, decision["seq"], keys[0]))
    assert any(entry["important"] for entry in live.snapshot(None)["view"]["log"])


def test_the_catalogue_has_every_rules_text() -> None:
    texts = catalog()["games"]["cosmic"]["texts"]
    trader = next(t for t in texts if t["name"] == "Trader")
    assert trader["kind"] == "power" and trader["text"].startswith("The Power of Transference.")
    keys = {t["key"]: t["name"] for t in texts}  # how views name them: the page names them alike
    assert keys["edict-plague"] == "Edict Plague" and keys["flare-trader"] == "Flare of the Trader"
    nuclear = {t["name"] for t in catalog()["games"]["nuclear"]["texts"]}
    assert "S6 (Warhead sold to terrorists)" in nuclear
    assert set(GAMES) == {"cosmic", "nuclear"}


def test_the_server_does_not_import_the_terminal() -> None:
    server = Path(catalog.__code__.co_filename).parent
    for module in server.glob("*.py"):
        assert "hyperspace.cli" not in module.read_text(), module.name


@pytest.mark.skipif(not hyperspace.compiled(), reason="the compiled build only")
def test_the_compiled_build_compiles_the_words_of_every_state() -> None:
    """The server words every state it sends (prompts, option labels, the log): the compiled build
    compiles those words with the rules (setup.py; docs/benchmarks.md, "Server load")."""
    names = ["engine.words", "nuclear.words", "cosmic.words", "cosmic.wording"]
    modules = [importlib.import_module(f"hyperspace.{name}") for name in names]
    assert [m.__name__ for m in modules if str(m.__file__).endswith(".py")] == []
