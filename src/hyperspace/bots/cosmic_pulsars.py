"""The heuristic bot's Pulsar play (seed 004), kept apart from the bot's own module:
:mod:`hyperspace.bots.cosmic_heuristic` asks :func:`worth_playing` about each Pulsar it may play
and merges :data:`HANDLERS` into its table.

What it weighs: its own Pulsar (the Pro) is played once it is in the challenge (a main player once
the defense is known, an ally once the alliances are made), before the power is used. Another
power's Pulsar (the Con) is played against the power that hurts it most: the power of the opposing
main player (or of the opposing side), once the sides are known; it keeps the card (immunity) unless
that player could win the game with this challenge, when it discards it to shut the power off. It
always discards its own Pulsar to keep its power, and ends the first shut-off Pulsar Zap names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.engine.decision import Decision

Handler = Callable[[Any, Decision, Any], str]


def holder(board: Any, power: str) -> int | None:
    """The seat holding ``power`` (from the public view), or None."""
    for player in board.players:
        if player["power"] == power:
            return int(player["seat"])
    return None


def rival(board: Any, seat: int | None) -> bool:
    """``seat`` is on the side opposing mine in the challenge under way."""
    mine = board.side_of(board.me)
    theirs = board.side_of(seat) if seat is not None else None
    return mine is not None and theirs is not None and theirs != mine


def worth_playing(card: str, moment: str | None, board: Any) -> bool:
    """Whether to play the Pulsar ``card`` now (at window ``moment``)."""
    owner = holder(board, cards.pulsar_power(card))
    if owner == board.me:  # the Pro: once it is in the challenge, while it can still matter
        return moment in ("destiny", "alliances", "reveal") and board.side_of(board.me) is not None
    return moment in ("alliances", "reveal") and rival(board, owner)


def mode(bot: Any, decision: Decision, board: Any) -> str:
    """Immunity (the card comes back), or the shut-off against a player about to win."""
    owner = holder(board, str((decision.context or {}).get("power")))
    if owner is not None and board.near_victory(owner) and "shut-off" in decision.options:
        return "shut-off"
    return "immunity"


def keep(bot: Any, decision: Decision, board: Any) -> str:
    """Always keep one's power: the Pulsar is worth less than the power for this challenge."""
    return "keep"


def first(bot: Any, decision: Decision, board: Any) -> str:
    return decision.options[0]


HANDLERS: Final[dict[str, Handler]] = {
    "pulsar-mode": mode,
    "pulsar-keep": keep,
    "pulsar-zap": first,
}
