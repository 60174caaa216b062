"""The heuristic bot's answers to the Prisoners variant's decisions (seed 002), kept apart from
the bot's own module; :mod:`hyperspace.bots.cosmic_heuristic` merges :data:`HANDLERS` into its
table.

What it weighs: its own tokens coming back from a prison are worth most (2 each: a token back on a
base), other players' prisoners little (0.5), cards 1 and Lucre 0.5. It builds exchange proposals
from its view (its tokens back, paid with the other's tokens and cards) and makes the one that
gains it most among those the other side does not lose by; it accepts what does not lose it
anything, offers swaps that free its own tokens, rescues a prisoner at regroup when the Warp has
none of its tokens, and plays Rulings when they help it: Amnesty or Jailbreak when others hold
more of its tokens than it holds of others', Take Prisoners when its side is ahead at the reveal,
Victory or Death when behind, Commando Raid when it won, Prison Deaths when others lose more than
it does, Prisoner Swap when it may get its own tokens back, Raid on Entebbe against the prison
holding two or more of its tokens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hyperspace.cosmic.rules.proposals import Terms, key_of, parse
from hyperspace.engine.decision import Decision

OWN: Final = 2.0  # one of my tokens back from prison
OTHER: Final = 0.5  # another player's prisoner
CARD: Final = 1.0
LUCRE: Final = 0.5


def prisons(board: Any) -> dict[int, dict[int, int]]:
    """{holder: {colour: count}} from the public view."""
    seen = board.variant("prisoners").get("prisons", {})
    return {int(h): {int(c): int(n) for c, n in p.items()} for h, p in seen.items()}


def mine_held(board: Any) -> int:
    """My tokens in other players' prisons."""
    return sum(p.get(board.me, 0) for h, p in prisons(board).items() if h != board.me)


def others_held(board: Any) -> int:
    """Other players' tokens in my prison."""
    return sum(prisons(board).get(board.me, {}).values())


def worth(terms: Terms, receiver: int) -> float:
    """What one side of an exchange ({"p1": 2, "c": 1, "L": 2}) is worth to ``receiver``."""
    value = 0.0
    for unit, count in terms.items():
        if unit[0] == "p":
            value += count * (OWN if int(unit[1:]) == receiver else OTHER)
        else:
            value += count * (CARD if unit == "c" else LUCRE)
    return value


def gains(key: str, me: int, other: int) -> tuple[float, float]:
    """(my gain, the other's gain) for my proposal "give:<terms>/get:<terms>"."""
    give, get = parse(key)
    return worth(get, me) - worth(give, me), worth(give, other) - worth(get, other)


MOST_CARDS: Final = 3  # the bot offers or asks at most this many cards


def candidates(board: Any, other: int) -> list[str]:
    """Exchanges worth weighing: some of my tokens back, some of the other's tokens given back,
    and cards one way or the other."""
    held = prisons(board)
    mine_there = held.get(other, {}).get(board.me, 0)
    theirs_here = held.get(board.me, {}).get(other, 0)
    my_cards = min(MOST_CARDS, len(board.hand))
    their_cards = min(MOST_CARDS, int(board.players[other]["hand_size"]))
    cards: list[tuple[Terms, Terms]] = [({"c": c}, {}) for c in range(1, my_cards + 1)]
    cards += [({}, {"c": c}) for c in range(1, their_cards + 1)]
    return [
        key_of({f"p{other}": y, **give}, {f"p{board.me}": x, **get})
        for x in range(mine_there + 1)
        for y in range(theirs_here + 1)
        if x or y
        for give, get in [({}, {}), *cards]
    ]


def opponent(board: Any) -> int:
    ch = board.challenge
    assert ch is not None
    return int(ch["defense"] if board.me == ch["offense"] else ch["offense"])


def exchange_propose(bot: Any, decision: Decision, board: Any) -> str:
    other = opponent(board)
    best, best_gain = "pass", 0.0
    for key in candidates(board, other):
        mine, theirs = gains(key, board.me, other)
        if theirs >= 0 and mine > best_gain and decision.refusal(key) is None:
            best, best_gain = key, mine
    return best


def exchange_answer(bot: Any, decision: Decision, board: Any) -> str:
    context = decision.context or {}
    proposer = int(context.get("from", -1))
    their_gain, my_gain = gains(str(context.get("proposal", "give:nothing/get:nothing")),
                                proposer, board.me)  # fmt: skip
    return (
        "accept"
        if my_gain >= 0 and not (board.dangerous(proposer) and their_gain > 1)
        else ("reject")
    )


def regroup(bot: Any, decision: Decision, board: Any) -> str:
    from hyperspace.bots.cosmic_heuristic import CosmicHeuristicBot

    rescues = [o for o in decision.options if o.startswith("rescue:")]
    if rescues and not any(o.startswith(("regain:", "lift")) for o in decision.options):
        return rescues[0]
    return str(CosmicHeuristicBot._regroup(bot, decision, board))


def ruling(bot: Any, decision: Decision, board: Any) -> str:
    ch = board.challenge
    side = board.side_of(board.me) if ch is not None else None
    ahead = board.winning_side() if ch is not None else None
    for card in decision.options[1:]:
        name = card.removeprefix("ruling-")
        if name in ("amnesty", "jailbreak") and mine_held(board) > others_held(board):
            return card
        if name == "take-prisoners" and side is not None and ahead == side:
            return card
        if name == "victory-or-death" and side is not None and ahead not in (None, side):
            return card
        if name == "commando" and ch is not None:
            return card  # offered only when a main player won and his side has tokens to free
        everyone = sum(sum(p.values()) for p in prisons(board).values())
        if name == "deaths" and mine_held(board) < everyone - mine_held(board):
            return card
        if name == "swap" and mine_held(board) and others_held(board):
            return card
        if name == "entebbe" and max(holding_mine(board).values(), default=0) >= 2:
            return card
    return "pass"


def holding_mine(board: Any) -> dict[int, int]:
    """How many of my tokens each other player holds."""
    return {h: p.get(board.me, 0) for h, p in prisons(board).items() if h != board.me}


def entebbe_target(bot: Any, decision: Decision, board: Any) -> str:
    """Raid the prison holding most of my tokens."""
    mine = holding_mine(board)
    return max(decision.options, key=lambda o: (mine.get(int(o.removeprefix("player:")), 0), o))


def jailbreak(bot: Any, decision: Decision, board: Any) -> str:
    held = prisons(board)
    return max(decision.options, key=lambda o: held.get(int(o.removeprefix("player:")), {}).get(
        board.me, 0))  # fmt: skip


def deaths(bot: Any, decision: Decision, board: Any) -> str:
    """Kill a prisoner held by the strongest other player rather than by me."""
    keys = [o for o in decision.options if o != f"prison:{board.me}"] or list(decision.options)
    return max(keys, key=lambda o: (board.bases(int(o.removeprefix("prison:"))), o))


def swap(bot: Any, decision: Decision, board: Any) -> str:
    """All my tokens a holder has, for as many prisoners of mine, his own colour first; else a
    single swap that frees one of mine."""
    held = prisons(board)
    for holder, prison in sorted(held.items()):
        wanted = prison.get(board.me, 0) if holder != board.me else 0
        if not wanted:
            continue
        mine = held.get(board.me, {})
        give: Terms = {}
        for colour in sorted(mine, key=lambda c: (c != holder, c)):
            give[f"p{colour}"] = min(mine[colour], wanted - sum(give.values()))
        offer = f"swap:{holder}/{key_of(give, {f'p{board.me}': sum(give.values())})}"
        if sum(give.values()) and decision.refusal(offer) is None:
            return offer
    ones = [o for o in decision.options if o.endswith(f"/get:1p{board.me}")]
    return ones[0] if ones else "done"


def swap_answer(bot: Any, decision: Decision, board: Any) -> str:
    """Accept my own tokens back, or any swap that does not free the proposer's own."""
    context = decision.context or {}
    proposer = int(context.get("from", -1))
    offer = str(context.get("offer", "swap:0/give:nothing/get:nothing"))
    given, taken = parse(offer.partition("/")[2])
    return "accept" if f"p{board.me}" in given or f"p{proposer}" not in taken else "reject"


Handler = Callable[[Any, Decision, Any], str]

HANDLERS: Final[dict[str, Handler]] = {
    "prisoners-exchange": exchange_propose,
    "prisoners-exchange-answer": exchange_answer,
    "prisoners-ruling": ruling,
    "prisoners-jailbreak": jailbreak,
    "prisoners-entebbe-target": entebbe_target,
    "prisoners-deaths": deaths,
    "prisoners-swap": swap,
    "prisoners-swap-answer": swap_answer,
    "regroup": regroup,
}
"""The Prisoners variant's decision kinds (``prisoners-deal-give`` is left to the bot's guess:
the first colour)."""
