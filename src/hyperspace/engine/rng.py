"""Named, seeded random streams.

Each subsystem draws from its own stream (``"draw"``, ``"fallout"``, ``"deal"``...), derived from
the game seed with a stable hash, so a change in one subsystem never reshuffles another: paired
balance studies stay paired. No rule may touch the global ``random`` module or the clock.
"""

from __future__ import annotations

import hashlib
import random
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate
from typing import Generic, TypeVar

T = TypeVar("T")


def derive_seed(seed: int, *names: str | int) -> int:
    """A 64-bit seed derived from ``seed`` and a path of names; stable across runs and platforms."""
    text = "/".join([str(seed), *map(str, names)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


class WeightedTable(Generic[T]):
    """A probability table: values with weights (any positive numbers; they need not sum to 1)."""

    __slots__ = ("_cumulative", "_total", "values")

    def __init__(self, rows: Sequence[tuple[T, float]]) -> None:
        self.values: tuple[T, ...] = tuple(value for value, _ in rows)
        self._cumulative = list(accumulate(weight for _, weight in rows))
        self._total = self._cumulative[-1]

    def pick(self, u: float) -> T:
        """The value at uniform position ``u`` in [0, 1)."""
        return self.values[bisect_right(self._cumulative, u * self._total)]


class Stream:
    """One named source of randomness."""

    __slots__ = ("_rng", "name")

    def __init__(self, seed: int, name: str) -> None:
        self.name = name
        self._rng = random.Random(derive_seed(seed, name))

    def bernoulli(self, p: float) -> bool:
        return self._rng.random() < p

    def choice(self, items: Sequence[T]) -> T:
        return items[int(self._rng.random() * len(items))]

    def weighted(self, table: WeightedTable[T]) -> T:
        return table.pick(self._rng.random())

    def randbelow(self, n: int) -> int:
        return int(self._rng.random() * n)

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, from this stream only)."""
        rng = self._rng
        for i in range(len(items) - 1, 0, -1):
            j = int(rng.random() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def getstate(self) -> object:
        return self._rng.getstate()

    def setstate(self, state: object) -> None:
        self._rng.setstate(state)  # type: ignore[arg-type]


class Streams:
    """The game's streams, created on first use from the game seed."""

    __slots__ = ("_seed", "_streams")

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._streams: dict[str, Stream] = {}

    def __getitem__(self, name: str) -> Stream:
        stream = self._streams.get(name)
        if stream is None:
            stream = self._streams[name] = Stream(self._seed, name)
        return stream
