"""What one seat may see of a nuclear game, built by allow-list (SPEC §5, R-1, R-16, R-31, R-41).

Everything here is copied out field by field: a seat sees its own hand, specials, prepped missile
and score ledgers; of the others, their names, whether they stand, their populations as last
reported, and the public notices. The seed, the random streams, other hands, other seats' options
and anonymous actors never appear. Bots, the command line, the server and replays all use this.
"""

from __future__ import annotations

from typing import Any

from hyperspace.engine.events import visible_log
from hyperspace.nuclear import scoring
from hyperspace.nuclear.state import NuclearState, Player


def view(state: NuclearState, seat: int | None, since: int | None = 0) -> dict[str, Any]:
    """The view of ``seat`` (None: the public observer). ``since`` limits the log to the seat's
    visible entries from that index on (pass an earlier view's ``log_size``); ``None`` leaves the
    log out (bots that only need the present)."""
    public_population = state.config.public_population
    preparing = _announced_preps(state)
    seen: dict[str, Any] = {
        "game": "nuclear",
        "round": state.round,
        "seat": seat,
        "over": state.over,
        "players": [
            {
                "seat": p.seat,
                "name": p.name,
                "alive": p.alive,
                "population": p.population if (public_population or p.seat == seat) else None,
                "preparing": p.seat in preparing,
                "frozen": state.frozen(p.seat),
            }
            for p in state.players
        ],
    }
    if seat is not None:
        seen["me"] = _own(state.players[seat])
    if since is not None:
        # Indices count this seat's entries only: a count of the whole log would tell a seat how
        # many private messages the others received (S9 reports, S10 stops...).
        entries = visible_log(state.log, seat)
        seen["log"] = entries[since:]
        seen["log_size"] = len(entries)
    if state.over:
        seen["result"] = {
            "survivor": state.survivor,
            "winners": scoring.winners(state),
            "scores": {p.seat: scoring.score(p) for p in state.players},
        }
    return seen


def _announced_preps(state: NuclearState) -> set[int]:
    """Public: the seats that announced a prep last round, so a launch may come this round
    (§5.1). A voided or sabotaged prep is not reported (R-51), so the public still sees it."""
    return {
        e.public.get("actor")
        for e in _last_round_events(state)
        if e.kind == "turn"
        and e.round == state.round - 1
        and e.public is not None
        and e.public.get("action") == "is preparing a missile launch"
    }


def _last_round_events(state: NuclearState) -> list[Any]:
    log = state.log
    start = len(log)
    while start > 0 and log[start - 1].round >= state.round - 1:
        start -= 1
    return log[start:]


def _own(me: Player) -> dict[str, Any]:
    return {
        "population": me.population,
        "hand": [card.label for card in me.hand],
        "active": {label: {"first": a.first, "last": a.last} for label, a in me.active.items()},
        "idle": sorted(me.idle),
        "prepped": me.prepped.label if me.prepped else None,
        "prepped_due": me.prepped_due if me.prepped else None,
        "emp_locked_until": me.emp_locked_until,
        "credit": me.credit,
        "penalties": {"u2": me.penalty_u2, "u3": me.penalty_u3, "u4": me.penalty_u4},
        "score": scoring.score(me),
    }
