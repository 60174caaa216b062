"""The study file (TOML, docs/study.md): which game, the settings every game shares, the cells
(a grid over settings, a list of cells, or both crossed), games per cell and the study seed.

Game ``i`` of a cell gets the seed ``derive_seed(study seed, "study", cell key, i)`` (the engine's
derivation), so a game's result depends on the study file only, never on where, in which batch
or in what order it was played.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from hyperspace.engine.rng import derive_seed

STUDY_KEYS = {
    "name": str,
    "title": str,
    "question": str,
    "game": str,
    "seed": int,
    "games": int,
    "batch": int,
}
REQUIRED = ("game", "seed", "games")
TABLES = ("study", "settings", "grid", "cells", "report")
BOTS = "bots"  # the bot line-up: a setting of the study, not of the game's config
SCENARIO_ONLY = frozenset({"names", "setup", "script"})  # docs/scenarios.md, not for studies
DEFAULT_BOTS = ("heuristic",)
DEFAULT_BATCH = 25
REPORT_KEYS = ("features", "compare_within", "baseline", "compare_powers", "compare_cards")


class StudyError(ValueError):
    """A study file that cannot be run: the message names the file, the place and the fix."""


@dataclass(frozen=True)
class Cell:
    """One configuration of the study, played ``Study.games`` times."""

    index: int
    key: str  # its name in every output: given, or its own settings as "name=value, ..."
    settings: dict[str, Any]  # what this cell sets beside the study's fixed settings
    config: dict[str, Any]  # every game's whole config (the cap included)
    bots: tuple[str, ...]  # rotated over the seats game by game (hyperspace.sim.runner.lineup)


@dataclass(frozen=True)
class Study:
    name: str
    title: str
    question: str
    game: str
    seed: int
    games: int  # per cell
    batch: int  # games per batch: the unit of checkpoints and of Ray tasks
    cells: tuple[Cell, ...]
    # [report]: the features the report compares (default: the most frequent) and the settings
    # on which two cells must agree to be compared (default: none, every two cells). Not part
    # of the results: they may change without replaying the study.
    features: tuple[str, ...] = ()
    compare_within: tuple[str, ...] = ()
    baseline: str = ""  # [report] baseline: compare every cell with this one only
    compare_powers: bool = False  # [report] compare_powers: each power's win rate between cells
    compare_cards: bool = False  # [report] compare_cards: nuclear, holders of each S/U-card
    source: str = ""  # the study file, as named on the command line (not part of the results)

    def game_seed(self, cell: Cell, index: int) -> int:
        return derive_seed(self.seed, "study", cell.key, index)

    @property
    def total(self) -> int:
        return self.games * len(self.cells)

    def plain(self) -> dict[str, Any]:
        """The study as plain data: what the summary echoes and what resuming must match."""
        return {
            "name": self.name,
            "title": self.title,
            "question": self.question,
            "game": self.game,
            "seed": self.seed,
            "games_per_cell": self.games,
            "batch": self.batch,
            "features": list(self.features),
            "compare_within": list(self.compare_within),
            "baseline": self.baseline,
            "compare_powers": self.compare_powers,
            "compare_cards": self.compare_cards,
            "cells": [
                {"key": c.key, "settings": c.settings, "config": c.config, "bots": list(c.bots)}
                for c in self.cells
            ],
        }

    def digest(self) -> str:
        """What resuming must match: the study but its words and its report's settings."""
        plain = self.plain()
        for name in (*REPORT_KEYS, "title", "question"):
            del plain[name]
        text = json.dumps(plain, sort_keys=True, default=list)
        return hashlib.sha256(text.encode()).hexdigest()


def load_study(path: str | Path) -> Study:
    """Read and check a study file; StudyError says what is wrong and where."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise StudyError(f"{path}: cannot read the study file ({exc.strerror or exc}).") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise StudyError(f"{path}: not valid TOML ({exc}).") from None
    try:
        return replace(parse_study(data, default_name=path.stem), source=str(path))
    except StudyError as exc:
        raise StudyError(f"{path}: {exc}") from None


def parse_study(data: Mapping[str, Any], default_name: str = "study") -> Study:
    """A study from the TOML file's tables (see :func:`load_study`)."""
    from hyperspace.sim.bench import CAPS
    from hyperspace.sim.runner import GAMES, adapter

    unknown = [name for name in data if name not in TABLES]
    if unknown:
        raise StudyError(f"unknown table [{unknown[0]}] (the tables are: {', '.join(TABLES)}).")
    head = _table(data, "study")
    meta = _meta(head, default_name)
    if meta["game"] not in GAMES:
        raise StudyError(
            f"[study] game: unknown game {meta['game']!r} (games: {', '.join(GAMES)})."
        )
    rules = adapter(meta["game"])
    types = rules.game.config.field_types()
    fixed = _settings(_table(data, "settings"), "[settings]", types)
    grid = _grid(_table(data, "grid"), types)
    listed = _listed(data.get("cells", []), types)
    base = {
        "players": rules.game.config.from_mapping({}).players,
        rules.cap_field: CAPS[meta["game"]],
    }
    cells: list[Cell] = []
    for named, row in itertools.product(listed, grid):
        own = {**named[1], **row}
        config = {**base, **fixed, **own}
        bots = tuple(config.pop(BOTS, DEFAULT_BOTS))
        # a listed cell's name stands for its own settings; the grid's are added to it
        key = ", ".join(filter(None, [named[0] or _key(named[1]), _key(row)])) or "all games"
        cell = Cell(len(cells), key, own, config, bots)
        _check_cell(cell, rules.game.config, [c.key for c in cells])
        cells.append(cell)
    report = _table(data, "report")
    features, within = _report(report)
    baseline = report.get("baseline", "")
    compare_powers = _flag(report, "compare_powers")
    compare_cards = _flag(report, "compare_cards")
    if compare_cards and meta["game"] != "nuclear":
        raise StudyError("[report] compare_cards: only the nuclear game has S- and U-cards.")
    if baseline and baseline not in [cell.key for cell in cells]:
        keys = "; ".join(cell.key for cell in cells)
        raise StudyError(f"[report] baseline: no cell is named {baseline!r} (cells: {keys}).")
    return Study(
        baseline=baseline,
        compare_powers=compare_powers,
        compare_cards=compare_cards,
        features=features,
        compare_within=within,
        name=meta["name"],
        title=meta["title"],
        question=meta["question"],
        game=meta["game"],
        seed=meta["seed"],
        games=meta["games"],
        batch=meta["batch"],
        cells=tuple(cells),
    )


def _table(data: Mapping[str, Any], name: str) -> dict[str, Any]:
    table = data.get(name, {})
    if not isinstance(table, dict):
        raise StudyError(f"[{name}] must be a table ([{name}] with NAME = VALUE lines).")
    return table


def _flag(table: Mapping[str, Any], name: str) -> bool:
    """A [report] switch: true or false (default false)."""
    value = table.get(name, False)
    if not isinstance(value, bool):
        raise StudyError(f"[report] {name}: must be true or false, not {value!r}.")
    return value


def _report(table: Mapping[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """[report] features and compare_within, each a list of names."""
    lists = []
    for name in table:
        if name not in REPORT_KEYS:
            raise StudyError(f"[report] {name}: unknown key (known: {', '.join(REPORT_KEYS)}).")
    for name in ("features", "compare_within"):
        names = table.get(name, [])
        if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
            raise StudyError(f"[report] {name}: must be a list of names, not {names!r}.")
        lists.append(tuple(names))
    return lists[0], lists[1]


def _meta(head: Mapping[str, Any], default_name: str) -> dict[str, Any]:
    if not head:
        raise StudyError("no [study] table (it names the game, the seed and the games per cell).")
    for name, value in head.items():
        kind = STUDY_KEYS.get(name)
        if kind is None:
            known = ", ".join(STUDY_KEYS)
            raise StudyError(
                f"[study] {name}: unknown key (known: {known}; game settings go in "
                "[settings], [grid] or [[cells]])."
            )
        if not isinstance(value, kind) or isinstance(value, bool):
            what = "a whole number" if kind is int else "a string"
            raise StudyError(f"[study] {name}: must be {what}, not {value!r}.")
    missing = [name for name in REQUIRED if name not in head]
    if missing:
        raise StudyError(f"[study] {missing[0]}: missing (required: {', '.join(REQUIRED)}).")
    meta = {"name": default_name, "title": "", "question": "", "batch": DEFAULT_BATCH, **head}
    for name in ("games", "batch"):
        if meta[name] < 1:
            raise StudyError(f"[study] {name}: must be at least 1, not {meta[name]}.")
    if meta["seed"] < 0:
        raise StudyError(f"[study] seed: must be 0 or more, not {meta['seed']}.")
    return meta


def _settings(
    table: Mapping[str, Any], where: str, types: Mapping[str, tuple[type, ...]]
) -> dict[str, Any]:
    """Game settings by name: a config field of the game, or ``bots``. TOML has no null: the
    string "none" stands for it where a setting may be left off (as on the command line)."""
    from hyperspace.bots.base import BOTS as BOT_KINDS

    settings = dict(table)
    for name, value in table.items():
        if name == BOTS:
            kinds = value if isinstance(value, list) else None
            if not kinds or not all(isinstance(kind, str) for kind in kinds):
                raise StudyError(
                    f"{where} bots: must be a non-empty list of bot kinds, not {value!r}."
                )
            for kind in kinds:
                if kind not in BOT_KINDS:
                    raise StudyError(
                        f"{where} bots: unknown bot kind {kind!r} (known: {', '.join(BOT_KINDS)})."
                    )
        elif name in SCENARIO_ONLY or name not in types:
            known = ", ".join(sorted({*types, BOTS} - SCENARIO_ONLY))
            raise StudyError(f"{where} {name}: not a setting of this game (settings: {known}).")
        elif value == "none" and type(None) in types[name]:
            settings[name] = None
    return settings


def _grid(table: Mapping[str, Any], types: Mapping[str, tuple[type, ...]]) -> list[dict[str, Any]]:
    """The grid's cells: every combination of its settings' values, in the file's order."""
    for name, values in table.items():
        if not isinstance(values, list) or not values:
            raise StudyError(
                f"[grid] {name}: must be a non-empty list of values to try, not {values!r}."
            )
    names = list(table)
    combos = itertools.product(*table.values())
    return [_settings(dict(zip(names, combo, strict=True)), "[grid]", types) for combo in combos]


def _listed(
    cells: Any, types: Mapping[str, tuple[type, ...]]
) -> list[tuple[str | None, dict[str, Any]]]:
    """The [[cells]] list: (name or None, settings); none listed is one cell of no settings."""
    if not isinstance(cells, list) or not all(isinstance(cell, dict) for cell in cells):
        raise StudyError("cells: must be a list of tables ([[cells]] blocks).")
    listed: list[tuple[str | None, dict[str, Any]]] = []
    for number, cell in enumerate(cells, start=1):
        own = dict(cell)
        name = own.pop("name", None)
        if name is not None and (not isinstance(name, str) or not name.strip()):
            raise StudyError(f"[[cells]] number {number}: name must be a non-empty string.")
        listed.append((name, _settings(own, f"[[cells]] number {number}", types)))
    return listed or [(None, {})]


def _key(settings: Mapping[str, Any]) -> str:
    return ", ".join(f"{name}={_text(value)}" for name, value in settings.items())


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if value is None:
        return "none"
    if isinstance(value, Sequence) and not isinstance(value, str):
        return "+".join(map(_text, value)) or "none"
    return str(value)


def _check_cell(cell: Cell, config_type: Any, keys: Sequence[str]) -> None:
    if cell.key in keys:
        raise StudyError(f"two cells are named {cell.key!r}: give each cell its own name.")
    try:
        config_type.from_mapping(cell.config)
    except ValueError as exc:
        raise StudyError(f"cell {cell.key!r}: {exc}.") from None
