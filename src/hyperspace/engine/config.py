"""What every game's configuration shares: built from plain data, each field type-checked, a bad
field named in the error (ValueError), and seat names defaulting to letters."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import asdict, fields
from typing import Any, Final, TypeVar

C = TypeVar("C", bound="ConfigBase")

NUMBER: Final = (int, float)
SEAT_LETTERS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class ConfigBase:
    """Mixin for a frozen dataclass with ``players`` and ``names`` fields. Subclasses give each
    field's accepted types from ``field_types`` (fields given as lists are stored as tuples when
    the type is ``tuple``) and check values in ``check_values``."""

    players: int
    names: tuple[str, ...]

    @classmethod
    def from_mapping(cls: type[C], data: Mapping[str, Any]) -> C:
        """Build and validate a config; a bad field raises ValueError naming it."""
        known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        for name in data:
            if name not in known:
                raise ValueError(f"config.{name}: unknown setting (known: {', '.join(known)})")
        values = dict(data)
        types = cls.field_types()
        for name, value in values.items():
            if tuple in types[name] and isinstance(value, list):
                values[name] = value = tuple(value)
            _check_type(name, value, types[name])  # before building: a compiled class checks too
        try:
            config = cls(**values)
        except TypeError as exc:
            raise ValueError(f"config: {exc}") from exc
        config.check()
        return config

    @classmethod
    @abstractmethod
    def field_types(cls) -> dict[str, tuple[type, ...]]:
        """Each field's accepted types (each game's config says)."""

    @classmethod
    def bounds(cls) -> dict[str, tuple[float, float]]:
        """The least and greatest value of each numeric setting, and of each list setting's
        length: what makes sense for the game (the lobby and the API publish them)."""
        return {}

    def check_bounds(self) -> None:
        """Every bounded setting within its bounds (None: a setting left off); ValueError
        naming the first that is not."""
        for name, (least, most) in self.bounds().items():
            value = getattr(self, name)
            if value is None:
                continue
            size = len(value) if isinstance(value, tuple) else value
            if not least <= size <= most:
                what = "have between {} and {} entries" if isinstance(value, tuple) else (
                    "be between {} and {}")  # fmt: skip
                bounds = what.format(_number(least), _number(most))
                raise ValueError(f"config.{name}: must {bounds}, not {size}")

    def check(self) -> None:
        for name, kinds in self.field_types().items():
            _check_type(name, getattr(self, name), kinds)
        if not all(isinstance(name, str) and name for name in self.names):
            raise ValueError("config.names: every name must be a non-empty string")
        if not self.names and self.players > len(SEAT_LETTERS):
            raise ValueError("config.players: more than 26 players need explicit names")
        if self.names and len(self.names) != self.players:
            raise ValueError("config.names: one name per player is needed")
        if len(set(self.names)) != len(self.names):
            raise ValueError("config.names: names must differ")
        self.check_values()

    def check_values(self) -> None:
        """Game-specific range checks (raise ValueError naming the field)."""

    def seat_names(self) -> tuple[str, ...]:
        return self.names or tuple(SEAT_LETTERS[i] for i in range(self.players))

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)  # type: ignore[call-overload]
        return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}


def _check_type(name: str, value: Any, kinds: tuple[type, ...]) -> None:
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        wanted = " or ".join("none" if k is type(None) else k.__name__ for k in kinds)
        raise ValueError(f"config.{name}: expected {wanted}, found {value!r}")


def _number(bound: float) -> str:
    """A bound as people write it: 12, not 12.0 (the compiled build holds bounds as floats)."""
    return str(int(bound)) if float(bound).is_integer() else str(bound)
