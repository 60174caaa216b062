"""The games the server offers: their options for the lobby, their rules texts, their bots.

The lobby's options come from each game's config class, so a new variant, power or option appears
without server changes. Settings that only scenario files and simulations use are not offered.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any

from hyperspace.bots.base import BOTS
from hyperspace.cosmic.game import COSMIC
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.variants import VARIANTS
from hyperspace.engine.game import Game
from hyperspace.nuclear.game import NUCLEAR

NOT_OFFERED = frozenset({"players", "names", "setup", "script", "max_challenges"})
TYPE_NAMES = {bool: "bool", int: "int", tuple: "list", str: "str", type(None): "null"}


@dataclass(frozen=True)
class GameSpec:
    game: Game
    title: str
    players: tuple[int, int]
    variants: tuple[str, ...] = ()
    powers: tuple[str, ...] = ()

    def options(self) -> dict[str, dict[str, Any]]:
        """Each offered config field: its type, default and bounds."""
        offered: dict[str, dict[str, Any]] = {}
        types = self.game.config.field_types()
        bounds = self.game.config.bounds()
        for f in fields(self.game.config):  # type: ignore[arg-type]
            if f.name in NOT_OFFERED:
                continue
            kinds = types[f.name]
            default = f.default if f.default is not MISSING else None
            offered[f.name] = {
                "type": "float" if float in kinds else next(TYPE_NAMES[k] for k in kinds),
                "nullable": type(None) in kinds,
                "default": list(default) if isinstance(default, tuple) else default,
            }
            if f.name in bounds:  # numbers: their range; lists: their length's
                offered[f.name]["min"], offered[f.name]["max"] = bounds[f.name]
        return offered

    def public(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "players": list(self.players),
            "variants": list(self.variants),
            "powers": list(self.powers),
            "options": self.options(),
            "texts": [text.to_dict() for text in self.game.words.texts()],  # for hover and help
        }


GAMES: dict[str, GameSpec] = {
    "cosmic": GameSpec(COSMIC, "Cosmic Encounter", (2, 6), tuple(VARIANTS), tuple(sorted(POWERS))),
    "nuclear": GameSpec(NUCLEAR, "The nuclear game (Updated rules 1.1)", (2, 6)),
}


def catalog() -> dict[str, Any]:
    return {"games": {name: spec.public() for name, spec in GAMES.items()}, "bots": list(BOTS)}


def check_options(spec: GameSpec, options: dict[str, Any]) -> None:
    """Options the lobby may not set raise ValueError naming them."""
    offered = spec.options()
    for name, value in options.items():
        if name not in offered:
            raise ValueError(f"options.{name}: not a setting the lobby offers for {spec.title}")
        scalars = (str, int, float)
        if isinstance(value, list) and not all(isinstance(item, scalars) for item in value):
            raise ValueError(f"options.{name}: expected a list of names or numbers")
