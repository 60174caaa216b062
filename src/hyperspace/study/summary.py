"""The summary JSON of a study: per cell, game lengths, capped and shared wins, win rates per
seat, bot kind and power (Wilson 95 % intervals), outcomes and feature counts. It is computed
from the games' rows alone, so a resumed study's summary is the uninterrupted one's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hyperspace.sim.stats import DIGITS, rate, spread
from hyperspace.study.spec import Study


def summarize_study(study: Study, rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    from hyperspace.sim.runner import adapter

    unit = adapter(study.game).length
    cells = []
    for cell in study.cells:
        own = [row for row in rows if row["cell_index"] == cell.index]
        cells.append({"key": cell.key, "settings": cell.settings, **summarize_cell(own)})
    plain = study.plain()
    del plain["cells"]
    return {"study": plain, "length_unit": unit, "cells": cells}


def summarize_cell(rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    games = len(rows)
    seats = max((row["players"] for row in rows), default=0)
    summary: dict[str, Any] = {
        "games": games,
        "length": spread([row["length"] for row in rows]),
        "capped": sum(1 for row in rows if row["capped"]),
        "shared_wins": sum(1 for row in rows if len(row["winners"]) > 1),
        "no_winner": sum(1 for row in rows if not row["winners"]),
        "seats": [
            {"seat": seat, **rate(sum(row["win_share"][seat] for row in rows), games)}
            for seat in range(seats)
        ],
        "by_bot": rates_by(rows, "bots"),
        "features": features(rows),
    }
    if rows and "powers" in rows[0]:
        summary["by_power"] = rates_by(rows, "powers")
    return summary


def rates_by(rows: Sequence[Mapping[str, Any]], column: str) -> dict[str, dict[str, Any]]:
    """Win rates of what the list column ``column`` names seat by seat (bot kinds, powers)."""
    seats: dict[str, int] = {}
    wins: dict[str, float] = {}
    for row in rows:
        for label, share in zip(row[column], row["win_share"], strict=True):
            if label is None:  # a game without powers
                continue
            seats[label] = seats.get(label, 0) + 1
            wins[label] = wins.get(label, 0.0) + share
    return {
        label: {"seats": seats[label], **rate(wins[label], seats[label])} for label in sorted(seats)
    }


def features(rows: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, float]]:
    totals: dict[str, int] = {}
    for row in rows:
        for name, count in row["features"].items():
            totals[name] = totals.get(name, 0) + count
    games = max(len(rows), 1)
    return {
        name: {"total": total, "per_game": round(total / games, DIGITS)}
        for name, total in sorted(totals.items())
    }
