"""The game record: ruleset version, config, seed and the decisions, as JSON.

``(ruleset, config, seed, decisions)`` reproduces a game exactly: that is what is stored, replayed,
forked and shared.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from hyperspace.engine.errors import RecordError

FORMAT: Final = "hyperspace-record/1"


@dataclass
class Record:
    game: str
    ruleset: str
    config: dict[str, Any]
    seed: int
    decisions: list[tuple[int, str]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "game": self.game,
                "ruleset": self.ruleset,
                "config": self.config,
                "seed": self.seed,
                "decisions": [[seat, key] for seat, key in self.decisions],
                "meta": self.meta,
            },
            indent=1,
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"line {exc.lineno}", f"not valid JSON ({exc.msg})") from exc
        if not isinstance(data, dict):
            raise RecordError("(top level)", "expected a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("format", f"expected {FORMAT!r}, found {data.get('format')!r}")
        for name, kind in (("game", str), ("ruleset", str), ("config", dict), ("seed", int)):
            if not isinstance(data.get(name), kind) or isinstance(data.get(name), bool):
                raise RecordError(name, f"missing or not a {kind.__name__}")
        decisions = data.get("decisions")
        if not isinstance(decisions, list):
            raise RecordError("decisions", "missing or not a list")
        parsed: list[tuple[int, str]] = []
        for index, item in enumerate(decisions):
            if (
                not isinstance(item, list)
                or len(item) != 2
                or not isinstance(item[0], int)
                or isinstance(item[0], bool)
                or not isinstance(item[1], str)
            ):
                raise RecordError(f"decisions[{index}]", "expected [seat, option_key]")
            parsed.append((item[0], item[1]))
        meta = data.get("meta", {})
        if not isinstance(meta, dict):
            raise RecordError("meta", "not an object")
        return cls(data["game"], data["ruleset"], data["config"], data["seed"], parsed, meta)

    def save(self, path: Path) -> None:
        path.write_text(self.to_json() + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Record:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise RecordError(str(path), exc.strerror or "cannot be read") from exc
        return cls.from_json(text)
