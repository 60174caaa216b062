"""Events: what happened, split into a public part and private parts per seat.

An anonymous play puts its actor only in the actor's own private part. The view of a seat merges
the public part with that seat's private part; the public observer sees the public part alone.
"""

from __future__ import annotations

from typing import Any

Part = dict[str, Any]


class Event:
    """One entry of the game log."""

    __slots__ = ("kind", "private", "public", "round")

    def __init__(
        self,
        kind: str,
        round: int,
        public: Part | None = None,
        private: dict[int, Part] | None = None,
    ) -> None:
        self.kind = kind
        self.round = round
        self.public = public
        self.private = private

    def seen_by(self, seat: int | None) -> Part | None:
        """What ``seat`` sees of this event (``None`` = the public observer), or None if nothing."""
        mine = self.private.get(seat) if (self.private and seat is not None) else None
        if self.public is None and mine is None:
            return None
        seen: Part = {"kind": self.kind, "round": self.round}
        if self.public:
            seen.update(self.public)
        if mine:
            seen.update(mine)
        return seen

    def to_dict(self) -> dict[str, Any]:
        """The whole event (for the full log after the game; never sent to a seat)."""
        return {
            "kind": self.kind,
            "round": self.round,
            "public": self.public,
            "private": {str(seat): part for seat, part in (self.private or {}).items()},
        }


def visible_log(log: list[Event], seat: int | None, since: int = 0) -> list[Part]:
    """The parts of ``log[since:]`` that ``seat`` may see, in order."""
    seen = (event.seen_by(seat) for event in log[since:])
    return [part for part in seen if part is not None]
