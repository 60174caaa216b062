"""Cards and the probability tables they are drawn from (SPEC §2).

Cards are not drawn from a finite deck: each pick makes a fresh card from the table of its type
[R-40]. Two cards with the same label (``M500``, ``W500n``, ``S15``) play identically, so decisions
name labels, and the engine commits the lowest-id card of that label (ids break ties [R-44]).
"""

from __future__ import annotations

from typing import Final

from hyperspace.engine.rng import WeightedTable

# The card types. Module constants are Final: the compiled build reads them as C constants, not
# from the module's dict (docs/benchmarks.md, "Nuclear game", 2026-11-27).
MISSILE: Final = "M"
WARHEAD: Final = "W"
PROPAGANDA: Final = "P"
DEFENSE: Final = "D"
SPECIAL: Final = "S"
ULTIMATE: Final = "U"
PICKABLE: Final = (MISSILE, WARHEAD, PROPAGANDA, DEFENSE)

# §2.1: missiles, warheads and defenses share one yield table.
YIELDS: Final[WeightedTable[int]] = WeightedTable(
    [(200, 50), (500, 30), (700, 10), (1000, 5), (1500, 3), (2000, 2)]
)
# §2.3: propaganda values.
PROPAGANDA_VALUES: Final[WeightedTable[int]] = WeightedTable(
    [(100, 50), (200, 25), (300, 15), (400, 7), (500, 3)]
)

ALL_LABELS: Final[tuple[str, ...]] = (
    *(f"{t}{v}" for t in (MISSILE, DEFENSE) for v in YIELDS.values),
    *(f"W{v}{k}" for v in YIELDS.values for k in "nb"),
    *(f"P{v}" for v in PROPAGANDA_VALUES.values),
    *(f"S{n}" for n in range(1, 23)),
    *(f"U{n}" for n in range(1, 5)),
)
# Each label's position in ALL_LABELS: a card's ``index``, by which the rules find what a label
# brings (a tuple item, where a dict by label would hash the label each time).
LABEL_INDEX: Final = {label: index for index, label in enumerate(ALL_LABELS)}


class Card:
    """One card instance. ``value`` is the yield, the propaganda value, or the S/U number."""

    __slots__ = ("bio", "id", "index", "label", "type", "value")

    def __init__(self, id: int, type: str, value: int, bio: bool = False) -> None:
        self.id = id
        self.type = type
        self.value = value
        self.bio = bio
        suffix = ("b" if bio else "n") if type == WARHEAD else ""
        self.index = LABEL_INDEX[f"{type}{value}{suffix}"]
        self.label = ALL_LABELS[self.index]  # one string per label, shared by its cards

    def __repr__(self) -> str:
        return f"{self.label}#{self.id}"


def parse_label(label: str) -> tuple[str, int, bool]:
    """``"W500b"`` -> ``("W", 500, True)``; raises ValueError for anything that is not a card."""
    if len(label) < 2 or label[0] not in "MWPDSU":
        raise ValueError(
            f"{label!r} is not a card label (expected e.g. M500, W500n, P300, S15, U2)"
        )
    kind, rest = label[0], label[1:]
    bio = False
    if kind == WARHEAD:
        if rest[-1:] not in ("n", "b"):
            raise ValueError(f"warhead {label!r} must end in n (nuclear) or b (bio)")
        bio, rest = rest[-1] == "b", rest[:-1]
    if not rest.isdigit():
        raise ValueError(f"{label!r} is not a card label")
    value = int(rest)
    valid = {
        MISSILE: YIELDS.values,
        WARHEAD: YIELDS.values,
        DEFENSE: YIELDS.values,
        PROPAGANDA: PROPAGANDA_VALUES.values,
        SPECIAL: tuple(range(1, 23)),
        ULTIMATE: (1, 2, 3, 4),
    }[kind]
    if value not in valid:
        raise ValueError(f"{label!r}: no such card (values: {', '.join(map(str, valid))})")
    return kind, value, bio
