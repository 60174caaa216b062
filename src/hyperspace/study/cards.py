"""The nuclear game's cards in a study report (``[report] compare_cards``): for each special
(S1-S22) and ULTIMATE (U1-U4) card, the win rate of the seats that held it against the seats
that did not, from the games' ``cards_held`` and ``eliminated`` columns (docs/study.md).

Three ways of splitting the seats:

- **first deal**: where chance alone decided who got the card. S-cards: the first special deal
  (the earliest round in which any seat first held an S-card: round 5 by default, when every
  living player is dealt one S-card, uniform over S1-S22, R-30); a seat dealt S7 there holds
  S7, every other seat dealt in that round does not. U-cards: the first ULTIMATE card to enter
  the game, when every player was still alive (its owner is drawn among the living, R-31, so
  with a player already out each survivor would be more likely to get it, and more likely to
  win anyway); its owner holds it, the other players do not.
- **before the first elimination**: every seat of every game, holding the card if it first held
  it in a round before the first player was eliminated. Until then every player is dealt the
  same number of S-cards, each uniform, and each ULTIMATE card goes to a player drawn among all
  of them, so chance alone decides who holds what, as long as nobody gives S-cards away (R-39;
  the heuristic bots never do): the same question as the first deal, with more cards.
- **at any moment**: every seat of every game, holding the card if it ever had it. A seat that
  lives longer is dealt more cards, so this split mostly measures survival (the report shows
  it for that reason, and tests only the other two).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

SPECIALS = tuple(f"S{n}" for n in range(1, 23))
ULTIMATES = tuple(f"U{n}" for n in range(1, 5))
LABELS = SPECIALS + ULTIMATES

Row = Mapping[str, Any]
Seat = tuple[float, set[str]]  # (the seat's win share, the labels it holds in the split)


@dataclass(frozen=True)
class Split:
    """One card's seats: those that held it and the others, with their wins (a shared win
    counts 1/k)."""

    label: str
    held_seats: int
    held_wins: float
    other_seats: int
    other_wins: float


def first_deal(rows: Iterable[Row]) -> dict[str, Split]:
    """Each card's split where chance dealt it: the first special deal for S-cards, the first
    ULTIMATE card (all players alive) for U-cards."""
    specials: list[Seat] = []
    ultimates: list[Seat] = []
    for row in rows:
        specials += _first_entry(row, "S")
        if _all_alive_at(row, _first_round(row, "U")):
            ultimates += _first_entry(row, "U")
    return {**_splits(specials, SPECIALS), **_splits(ultimates, ULTIMATES)}


def before_first_elimination(rows: Iterable[Row]) -> dict[str, Split]:
    """Each card's split over every seat: first held before the first elimination, or not."""
    seats: list[Seat] = []
    for row in rows:
        first_out = min((out for out in row["eliminated"] if out is not None), default=None)
        for share, held in zip(row["win_share"], row["cards_held"], strict=True):
            labels = {label for label, r in _items(held) if first_out is None or r < first_out}
            seats.append((share, labels))
    return _splits(seats, LABELS)


def at_any_moment(rows: Iterable[Row]) -> dict[str, Split]:
    """Each card's split over every seat: held at any moment of the game, or never."""
    seats: list[Seat] = [
        (share, held_labels(held))
        for row in rows
        for share, held in zip(row["win_share"], row["cards_held"], strict=True)
    ]
    return _splits(seats, LABELS)


def _first_round(row: Row, kind: str) -> int | None:
    """The earliest round in which any seat first held a card of ``kind`` (S or U)."""
    rounds = [r for held in row["cards_held"] for label, r in _items(held) if label[0] == kind]
    return min(rounds, default=None)


def _first_entry(row: Row, kind: str) -> list[Seat]:
    """The seats that first held a card of ``kind`` in its first round, with those cards; for
    U-cards (one owner), also every other player, holding none."""
    first = _first_round(row, kind)
    if first is None:
        return []
    seats: list[Seat] = []
    for share, held in zip(row["win_share"], row["cards_held"], strict=True):
        labels = {label for label, r in _items(held) if label[0] == kind and r == first}
        if labels or kind == "U":
            seats.append((share, labels))
    return seats


def _all_alive_at(row: Row, round_: int | None) -> bool:
    """Every player was still in the game when round ``round_``'s cleanup dealt its cards."""
    return round_ is not None and all(out is None or out > round_ for out in row["eliminated"])


def _items(held: Any) -> list[tuple[str, int]]:
    """A seat's ``cards_held`` as (label, round) pairs: a dict in a checkpoint, a list of pairs
    when read back from Parquet."""
    return list(held.items()) if isinstance(held, Mapping) else [tuple(item) for item in held]


def _splits(seats: Sequence[Seat], labels: Sequence[str]) -> dict[str, Split]:
    total_seats = len(seats)
    total_wins = sum(share for share, _ in seats)
    splits = {}
    for label in labels:
        holders = [share for share, held in seats if label in held]
        wins = sum(holders)
        splits[label] = Split(
            label, len(holders), wins, total_seats - len(holders), total_wins - wins
        )
    return splits


def held_labels(held: Any) -> set[str]:
    return {label for label, _ in _items(held)}


@dataclass(frozen=True)
class Way:
    """One way of splitting the seats, as the report names it; only the ways in which chance
    alone chose the holders are tested."""

    name: str
    split: Callable[[Iterable[Row]], dict[str, Split]]
    tested: bool


WAYS = (
    Way("first deal", first_deal, True),
    Way("before the first elimination", before_first_elimination, True),
    Way("at any moment", at_any_moment, False),
)
