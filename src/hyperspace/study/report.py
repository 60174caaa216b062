"""The study report (placeholder)."""

from __future__ import annotations

from pathlib import Path


def write_report(directory: Path) -> Path:
    raise NotImplementedError
