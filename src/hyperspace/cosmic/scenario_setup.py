"""An explicit starting position for a Cosmic Encounter game (the ``setup`` of a scenario file;
docs/scenarios.md). Every key is optional; what is not given stays as set up at random.

* ``offense``: the seat whose turn it is first.
* ``planets``: ``{"B3": [tokens of colour 0, colour 1, ...]}``, planets not named keep theirs.
* ``warp``, ``praw``: tokens by colour.
* ``hands``: ``{seat: [card, ...]}``; ``deck``: the deck from the top; ``discard``.
* ``destiny``: Star Disc colours from the top.
* ``lucre``: Lucre by seat.
* ``<variant>``: a variant in play may take a key of its own (``zodiac``: docs/variants.md).
* ``powers``: ``{seat: power name}``, replacing whatever power that seat was dealt (``""``: no
  power); with ``use_powers = false`` only the seats named here have a power.

After it is applied each player must still have exactly 20 tokens (C-10), so a scenario moves
tokens rather than creating them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hyperspace.cosmic import cards
from hyperspace.cosmic.state import TOKENS, CosmicState, parse_planet

KEYS = (
    "offense",
    "planets",
    "warp",
    "praw",
    "hands",
    "deck",
    "discard",
    "destiny",
    "lucre",
    "powers",
)


def apply_setup(state: CosmicState, setup: Mapping[str, Any]) -> None:
    """Apply ``setup``; ValueError naming the bad field (``setup.<key>``) otherwise."""
    n = state.config.players
    state.flare_events = None  # a position set up by hand may hold any Flare anywhere
    powers = _table(setup.get("powers", {}), "setup.powers")
    named = {p.power for p in state.players} | {x for x in powers.values() if isinstance(x, str)}
    for key in setup:
        if key not in (*KEYS, *state.variants, *named):
            raise ValueError(f"setup.{key}: unknown key (known: {', '.join(KEYS)})")
    if "offense" in setup:
        state.offense = seat_number(setup["offense"], n, "setup.offense")
    for seat, name in powers.items():
        _set_power(state, seat_number(seat, n, "setup.powers"), name, f"setup.powers.{seat}")
    for name, counts in _table(setup.get("planets", {}), "setup.planets").items():
        try:
            system, index = parse_planet(name)
        except ValueError as exc:
            raise ValueError(f"setup.planets.{name}: {exc}") from exc
        if system >= len(state.planets):  # (a power's added systems too: Progenitor's)
            raise ValueError(f"setup.planets.{name}: no system {name[0]} with {n} players")
        # The seats' own colours; a colour a power added keeps its set-up places (C-550).
        state.planets[system][index][:n] = token_counts(counts, n, f"setup.planets.{name}")
    for key in ("warp", "praw"):
        if key in setup:
            getattr(state, key)[:n] = token_counts(setup[key], n, f"setup.{key}")
    if "lucre" in setup:
        lucre = token_counts(setup["lucre"], n, "setup.lucre")
        for player, amount in zip(state.players, lucre, strict=True):
            player.lucre = amount
    for seat, hand in _table(setup.get("hands", {}), "setup.hands").items():
        state.players[seat_number(seat, n, "setup.hands")].hand = _cards(
            hand, f"setup.hands.{seat}"
        )
    if "deck" in setup:
        state.deck = list(reversed(_cards(setup["deck"], "setup.deck")))
    if "discard" in setup:
        state.discard = _cards(setup["discard"], "setup.discard")
    if "destiny" in setup:
        discs = [seat_number(c, n, "setup.destiny") for c in setup["destiny"]]
        state.destiny, state.destiny_discard = list(reversed(discs)), []
    for name, variant in state.variants.items():
        if name in setup:  # a variant in play may take its own key (``zodiac``: Karma, cards)
            variant.apply_setup(state, setup[name])
    for player in state.players:
        if player.power is not None:
            # Set up again in this position (Pentaform's life stages, its foreign bases); a power
            # in play may take a key of its own (``pentaform``: its life stages).
            power = state.powers[player.power]
            power.set_up(state, player.seat)
            if player.power in setup:
                power.apply_setup(state, setup[player.power])
    for colour, total in state.set_totals().items():
        if total != TOKENS:
            raise ValueError(
                f"setup: colour {colour} has {total} tokens, not {TOKENS} "
                "(C-10: a scenario moves tokens, it does not create them)"
            )


def _set_power(state: CosmicState, seat: int, name: Any, where: str) -> None:
    """``seat`` holds the power ``name`` instead of the one it was dealt ("" for none)."""
    from hyperspace.cosmic.powers import POWERS
    from hyperspace.cosmic.setup import check_needs, give_power

    if not isinstance(name, str) or (name and name not in POWERS):
        known = ", ".join(sorted(POWERS)) or "none yet"
        raise ValueError(f"{where}: {name!r} is not a power (known: {known})")
    if name:
        check_needs(state.config, name, where)
    if name in state.power_seat and state.power_seat[name] != seat:
        raise ValueError(f"{where}: {name!r} is already held by seat {state.power_seat[name]}")
    player = state.players[seat]
    for held in [held for held, holder in state.power_seat.items() if holder == seat]:
        state.hooks.remove_owner(held)  # his power, and a life stage besides (Pentaform)
        del state.powers[held], state.power_seat[held]
    player.power, player.power_data = None, {}
    if name:
        give_power(state, seat, name)
        state.powers[name].set_up(state, seat)


def _table(value: Any, where: str) -> dict[Any, Any]:
    if not isinstance(value, Mapping):
        raise ValueError(f"{where}: expected a table")
    return dict(value)


def seat_number(value: Any, n: int, where: str) -> int:
    """A seat of an ``n``-player game, as a number or its digits; ValueError naming ``where``."""
    if isinstance(value, int) and not isinstance(value, bool):
        seat = value
    elif isinstance(value, str) and value.isdigit():
        seat = int(value)
    else:
        raise ValueError(f"{where}: {value!r} is not a seat number")
    if not 0 <= seat < n:
        raise ValueError(f"{where}: seat {seat} is not in a {n}-player game")
    return seat


def token_counts(value: Any, n: int, where: str) -> list[int]:
    """``n`` token counts, one per colour; ValueError naming ``where``."""
    if (
        not isinstance(value, list)
        or len(value) != n
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        raise ValueError(f"{where}: expected {n} token counts (whole numbers, 0 or more)")
    return list(value)


def _cards(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise ValueError(f"{where}: expected a list of card names")
    for card in value:
        if not cards.is_card_name(card):
            raise ValueError(f"{where}: {card!r} is not a card")
    return list(value)
