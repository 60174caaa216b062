"""What one seat may see of a Cosmic Encounter game, built by allow-list.

Public: the board (every planet's tokens by colour; who owns each colour and system), the Warp,
the Praw, tokens removed, the powers and what each shows of its data, hand sizes, Lucre, the
foreign bases each player needs to win, the discard pile, the sizes of the deck and Destiny Pile,
the challenge under way (who, where, tokens, allies), Challenge Cards once revealed (but one kept
face down, the Gambler's bluff). Private: one's own hand, own face-down card and own power's
private data (Terrorist's bombs). Never: other hands, face-down cards, the order of the deck or
Destiny Pile, the seed or random state, deal proposals between other players.
"""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic.powers.base import modify
from hyperspace.cosmic.state import CosmicState, planet_key
from hyperspace.engine.events import visible_log


def view(state: CosmicState, seat: int | None, since: int | None = 0) -> dict[str, Any]:
    """The view of ``seat`` (None: the public observer); ``since`` as for the nuclear view (None
    leaves the log out)."""
    seats = len(state.players)
    bases = state.base_counts()
    seen: dict[str, Any] = {
        "game": "cosmic",
        "seat": seat,
        "turn": state.turn,
        "offense": state.offense,
        "challenges": state.challenges,
        "over": state.over,
        "winners": list(state.winners),
        "players": [
            {
                "seat": p.seat,
                "name": p.name,
                "power": p.power,
                "power_data": _power_data(state, p.power, p.seat == seat),
                "hand_size": len(p.hand),
                "lucre": p.lucre,
                "home_bases": bases[p.seat][0],
                "external_bases": bases[p.seat][1],
                # the foreign bases this player needs to win: public (BASE_RULES §8, AMB-Z15)
                "win_bases": modify(state, "win_bases", state.config.win_bases, p.seat),
                "warp": state.warp[p.seat],
                "praw": state.praw[p.seat],
                "removed": state.removed[p.seat],
            }
            for p in state.players
        ],
        # Each planet's tokens of the seats' own colours, by seat; the colours a power added are
        # in "extra_colours" (C-550).
        "planets": {key: cell[:seats] for key, cell in state.named_cells},
        "colour_owner": list(state.colour_owner),
        "system_owner": list(state.system_owner),
        "extra_colours": {str(c): _colour(state, c) for c in range(seats, len(state.colour_owner))},
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "destiny_size": len(state.destiny),
        "destiny_discard": list(state.destiny_discard),
        "challenge": _challenge(state, seat),
        "variants": {name: variant.seen(state, seat) for name, variant in state.variants.items()},
    }
    if seat is not None:
        seen["hand"] = sorted(state.players[seat].hand)
    if since is not None:
        entries = visible_log(state.log, seat)
        seen["log"] = entries[since:]
        seen["log_size"] = len(entries)
    return seen


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
        "cone": {str(c): len(o) for c, o in challenge.cone.items()},
        "defense_end": {str(c): len(o) for c, o in challenge.defense_end.items()},
        "offense_allies": list(challenge.offense_allies),
        "defense_allies": list(challenge.defense_allies),
        "cards_played": sorted(challenge.cards),
        "zapped": sorted(challenge.zapped),
        "flags": sorted(challenge.flags),
        "outcome": challenge.outcome,
    }
    if challenge.revealed:  # a card kept face down (the Gambler's bluff) only to its owner
        hidden = challenge.face_down
        seen["cards"] = {
            str(s): c for s, c in challenge.cards.items() if s not in hidden or s == seat
        }
        seen["face_down"] = sorted(hidden)
    elif seat is not None and seat in challenge.cards:
        seen["cards"] = {str(seat): challenge.cards[seat]}
    return seen
