"""What one seat may see of a Cosmic Encounter game, built by allow-list.

Public: the board (every planet's tokens by colour; who owns each colour and system), the Warp,
the Praw, tokens removed, the powers and what each shows of its data, hand sizes, Lucre, the
foreign bases each player needs to win, the discard pile, the sizes of the deck and Destiny Pile,
the challenge under way (who, where, tokens, allies), Challenge Cards once revealed (but one kept
face down, the Gambler's bluff). Private: one's own hand, own face-down card and own power's
private data (Terrorist's bombs). Never: other hands, face-down cards, the order of the deck or
Destiny Pile, the seed or random state, deal proposals between other players.

The allow-list is :data:`PARTS`: each key of a view and how a seat sees it. :func:`view` builds
them all; :func:`part` builds one, for a bot that reads only what it uses (the same words, so the
leak tests of the whole view cover each part). The players' part is also read a field at a time
(:data:`PLAYER_FIELDS`: "players.lucre" is every player's Lucre, by seat), and the planets' a
planet at a time ("planets.B3") or a seat at a time (one's own tokens on each planet where one
has any, "planets.mine"), and the challenge's main players alone (:data:`CHALLENGE_FIELDS`),
each seen as the whole view shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, Final

from hyperspace.cosmic.powers.base import modify
from hyperspace.cosmic.state import PLANET_KEYS, CosmicState, Planet, planet_key
from hyperspace.engine.events import visible_log

Part = Callable[[CosmicState, int | None], Any]
"""(state, seat or None for the public observer) -> what that seat sees of one key."""


def view(state: CosmicState, seat: int | None, since: int | None = 0) -> dict[str, Any]:
    """The view of ``seat`` (None: the public observer); ``since`` as for the nuclear view (None
    leaves the log out)."""
    seen = {key: seen_as(state, seat) for key, seen_as in PARTS.items()}
    if seat is not None:
        seen["hand"] = _hand(state, seat)
    if since is not None:
        entries = visible_log(state.log, seat)
        seen["log"] = entries[since:]
        seen["log_size"] = len(entries)
    return seen


def part(state: CosmicState, seat: int, key: str) -> Any:
    """``view(state, seat)[key]``, built alone (the log excepted: it is not a part); for a key
    "players.FIELD", ``[player[FIELD] for player in view(state, seat)["players"]]``; for
    "challenge.FIELD", ``view(state, seat)["challenge"][FIELD]`` (None with no challenge); for
    "planets.mine", ``{key: counts[seat] for key, counts in view(state, seat)["planets"]}`` where
    ``counts[seat]`` is not 0."""
    seen_as = READS.get(key)  # one look-up for every part but a single planet's
    if seen_as is not None:
        return seen_as(state, seat)
    if key.startswith("planets."):
        return _planet(state, key.removeprefix("planets."))
    raise KeyError(
        f"a Cosmic view has no part {key!r} (parts: {', '.join(PARTS)}, hand, "
        f"{', '.join(PLAYER_FIELDS)}, {', '.join(CHALLENGE_FIELDS)}, planets.mine, planets.A1 and "
        "each planet's name)"
    )


def _hand(state: CosmicState, seat: int) -> list[str]:
    return sorted(state.players[seat].hand)  # one's own hand only


def _players(state: CosmicState, seat: int | None) -> list[dict[str, Any]]:
    home, external = state.base_counts()
    return [
        {
            "seat": p.seat,
            "name": p.name,
            "power": p.power,
            "power_data": _power_data(state, p.power, p.seat == seat),
            "hand_size": len(p.hand),
            "lucre": p.lucre,
            "home_bases": home[p.seat],
            "external_bases": external[p.seat],
            "win_bases": _win_bases(state, p.seat),
            "warp": state.warp[p.seat],
            "praw": state.praw[p.seat],
            "removed": state.removed[p.seat],
        }
        for p in state.players
    ]


def _win_bases(state: CosmicState, seat: int) -> int:
    """The foreign bases ``seat`` needs to win: public (BASE_RULES §8, AMB-Z15)."""
    return int(modify(state, "win_bases", state.config.win_bases, seat))


def _planets(state: CosmicState, seat: int | None) -> dict[str, list[int]]:
    """Each planet's tokens of the seats' own colours, by seat; the colours a power added are in
    "extra_colours" (C-550)."""
    seats = len(state.players)
    return {key: cell[:seats] for key, cell in state.named_cells}


def _mine(state: CosmicState, seat: int) -> dict[str, int]:
    """The tokens of :func:`_planets` that are ``seat``'s own, on each planet where he has any: a
    bot weighing its own bases reads these alone (no list per planet, a few entries)."""
    return {key: cell[seat] for key, cell in state.named_cells if cell[seat]}


def _planet(state: CosmicState, key: str) -> list[int]:
    """One planet of :func:`_planets`, by its name ("B3")."""
    planet = PLANET_AT.get(key)
    if planet is None or planet[0] >= len(state.planets):
        raise KeyError(f"a Cosmic view has no planet {key!r} in this game")
    return state.planets[planet[0]][planet[1]][: len(state.players)]


PLANET_AT: Final[dict[str, Planet]] = {
    key: (system, index)
    for system, keys in enumerate(PLANET_KEYS)
    for index, key in enumerate(keys)
}
"""Each planet's (system, index) by name: "B3" is (1, 2)."""


def _extra_colours(state: CosmicState, seat: int | None) -> dict[str, Any]:
    return {str(c): _colour(state, c) for c in range(len(state.players), len(state.colour_owner))}


def _colour(state: CosmicState, colour: int) -> dict[str, Any]:
    """A colour beyond the seats' own: its owner, whose tokens they are, and its tokens on planets
    (where it has some), in the Warp, the Praw and removed."""
    return {
        "owner": state.colour_owner[colour],
        "of": state.colour_set[colour],  # whose 20 tokens they are (Vampire's slaves, C-568)
        "planets": {planet_key(p): state.tokens_on(p, colour) for p in state.bases(colour)},
        "warp": state.warp[colour],
        "praw": state.praw[colour],
        "removed": state.removed[colour],
    }


def _power_data(state: CosmicState, power: str | None, own: bool) -> dict[str, Any]:
    """What everybody sees of a power's data, and what its holder alone sees besides."""
    if power is None:
        return {}
    rules = state.powers[power]
    return {**rules.public(state), **(rules.private(state) if own else {})}


def _challenge(state: CosmicState, seat: int | None) -> dict[str, Any] | None:
    challenge = state.challenge
    if challenge is None:
        return None
    seen: dict[str, Any] = {
        "offense": challenge.offense,
        "number": challenge.number,
        "defense": challenge.defense,
        "planet": planet_key(challenge.planet) if challenge.planet else None,
        "cone": {_named(c): len(o) for c, o in challenge.cone.items()},
        "defense_end": {_named(c): len(o) for c, o in challenge.defense_end.items()},
        "offense_allies": list(challenge.offense_allies),
        "defense_allies": list(challenge.defense_allies),
        "cards_played": _in_order(challenge.cards),
        "zapped": _in_order(challenge.zapped),
        "flags": _in_order(challenge.flags),
        "outcome": challenge.outcome,
    }
    if challenge.revealed:  # a card kept face down (the Gambler's bluff) only to its owner
        hidden = challenge.face_down
        seen["cards"] = {
            _named(s): c for s, c in challenge.cards.items() if s not in hidden or s == seat
        }
        seen["face_down"] = _in_order(hidden)
    elif seat is not None and seat in challenge.cards:
        seen["cards"] = {_named(seat): challenge.cards[seat]}
    return seen


NAMES: Final = tuple(str(seat) for seat in range(16))
"""The keys naming the first seats and colours ("0", "1", ...), made once: the challenge's part
names its seats by string in three dicts, read a few times a decision."""


def _named(colour: int) -> str:
    """``str(colour)``."""
    return NAMES[colour] if colour < len(NAMES) else str(colour)


def _in_order(items: Collection[Any]) -> list[Any]:
    """``sorted(items)``, without sorting none or one (each challenge shown sorts four, mostly
    empty or of one)."""
    if not items:
        return []
    return sorted(items) if len(items) > 1 else list(items)


PARTS: Final[dict[str, Part]] = {
    "game": lambda state, seat: "cosmic",
    "seat": lambda state, seat: seat,
    "turn": lambda state, seat: state.turn,
    "offense": lambda state, seat: state.offense,
    "challenges": lambda state, seat: state.challenges,
    "over": lambda state, seat: state.over,
    "winners": lambda state, seat: list(state.winners),
    "players": _players,
    "planets": _planets,
    "colour_owner": lambda state, seat: list(state.colour_owner),
    "system_owner": lambda state, seat: list(state.system_owner),
    "extra_colours": _extra_colours,
    "deck_size": lambda state, seat: len(state.deck),
    "discard": lambda state, seat: list(state.discard),
    "destiny_size": lambda state, seat: len(state.destiny),
    "destiny_discard": lambda state, seat: list(state.destiny_discard),
    "challenge": _challenge,
    "variants": lambda state, seat: {n: v.seen(state, seat) for n, v in state.variants.items()},
}
"""Every key of a seat's view but its hand and the log, in the view's order, with how a seat
(None: the public observer) sees it."""

PLAYER_FIELDS: Final[dict[str, Part]] = {
    "players.seat": lambda state, seat: [p.seat for p in state.players],
    "players.name": lambda state, seat: [p.name for p in state.players],
    "players.power": lambda state, seat: [p.power for p in state.players],
    "players.power_data": lambda state, seat: [
        _power_data(state, p.power, p.seat == seat) for p in state.players
    ],
    "players.hand_size": lambda state, seat: [len(p.hand) for p in state.players],
    "players.lucre": lambda state, seat: [p.lucre for p in state.players],
    "players.home_bases": lambda state, seat: state.base_counts()[0],
    "players.external_bases": lambda state, seat: state.base_counts()[1],
    "players.win_bases": lambda state, seat: [_win_bases(state, p.seat) for p in state.players],
    "players.warp": lambda state, seat: state.warp[: len(state.players)],
    "players.praw": lambda state, seat: state.praw[: len(state.players)],
    "players.removed": lambda state, seat: state.removed[: len(state.players)],
}
"""Each field of the players' part, every player's by seat, as :func:`_players` shows it: read
alone, a field costs none of the others (the bases counted, the powers' data)."""

CHALLENGE_FIELDS: Final[dict[str, Part]] = {
    "challenge.offense": lambda state, seat: state.challenge.offense if state.challenge else None,
    "challenge.defense": lambda state, seat: state.challenge.defense if state.challenge else None,
}
"""The challenge's main players, each as :func:`_challenge` shows it (None with no challenge):
read alone, a main player costs none of the rest of the challenge (its cards, its tokens)."""

READS: Final[dict[str, Callable[[CosmicState, int], Any]]] = {
    **PARTS,
    "hand": _hand,
    **PLAYER_FIELDS,
    **CHALLENGE_FIELDS,
    "planets.mine": _mine,
}
"""What :func:`part` reads by key: the parts, the hand, each player field, the challenge's main
players, one's own tokens."""
