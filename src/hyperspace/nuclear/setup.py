"""An explicit starting position, from plain data (the ``setup`` and ``script`` config entries).

Every error names the field and the reason, e.g. ``setup.players[1].hand[2]: 'X5' is not a card``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.nuclear.cards import Card, parse_label
from hyperspace.nuclear.specials import CARDS, Kind
from hyperspace.nuclear.state import Active, NuclearState, Player

PLAYER_FIELDS: Final = {
    "name",
    "population",
    "hand",
    "active",
    "idle",
    "prepped",
    "credit",
    "emp_locked_until",
    "alive",
}
SCRIPT_STREAMS: Final = {"draw", "fallout", "fallout_victim", "deal", "ultimate"}


def deal_starting_hands(state: NuclearState) -> None:
    """SPEC §17 ``starting_hand`` (R-40: empty by default): every player starts with these cards,
    in seat order."""
    labels = state.config.starting_hand
    for player in state.players:
        player.set_hand([state.new_card(*parse_label(label)) for label in labels])
        hold_all(state, player)


def hold_all(state: NuclearState, player: Player) -> None:
    """The player holds every card of its starting position from this round (``held``: a
    statistic for studies): the hand, and the cards set up in play."""
    cards = [*player.hand, *player.idle.values(), *(a.card for a in player.active.values())]
    for card in cards:
        player.hold(card, state.round)


def apply_setup(state: NuclearState, setup: Mapping[str, Any]) -> None:
    for key in setup:
        if key not in ("round", "players"):
            raise ValueError(f"setup.{key}: unknown field (known: round, players)")
    round_ = setup.get("round", 1)
    if not isinstance(round_, int) or round_ < 1:
        raise ValueError("setup.round: must be a whole number of at least 1")
    state.round = round_
    rows = setup.get("players", [])
    if not isinstance(rows, list) or len(rows) != len(state.players):
        raise ValueError(f"setup.players: expected one entry per player ({len(state.players)})")
    for index, row in enumerate(rows):
        _player(state, state.players[index], row, f"setup.players[{index}]")


def _player(state: NuclearState, player: Player, row: Any, where: str) -> None:
    if not isinstance(row, Mapping):
        raise ValueError(f"{where}: expected a table")
    for key in row:
        if key not in PLAYER_FIELDS:
            raise ValueError(
                f"{where}.{key}: unknown field (known: {', '.join(sorted(PLAYER_FIELDS))})"
            )
    if "name" in row and row["name"] != player.name:
        raise ValueError(
            f"{where}.name: {row['name']!r} does not match config name {player.name!r}"
        )
    for key in ("population", "credit", "emp_locked_until"):
        if key in row:
            if not isinstance(row[key], int) or row[key] < 0:
                raise ValueError(f"{where}.{key}: must be a whole number of at least 0")
            setattr(player, key, row[key])
    player.alive = bool(row.get("alive", player.population > 0))
    if "hand" in row:  # it replaces the configured starting hand
        player.set_hand([])
        for i, label in enumerate(_labels(row["hand"], f"{where}.hand")):
            player.set_hand([*player.hand, _card(state, label, f"{where}.hand[{i}]")])
    for i, label in enumerate(_labels(row.get("idle", []), f"{where}.idle")):
        card = _card(state, label, f"{where}.idle[{i}]")
        if card.label not in CARDS or CARDS[card.label].kind is not Kind.TRIGGER:
            raise ValueError(f"{where}.idle[{i}]: {label} is not an idle-trigger card")
        player.idle[card.label] = card
    active = row.get("active", {})
    if not isinstance(active, Mapping):
        raise ValueError(f"{where}.active: expected a table like {{S15 = [3, 6]}}")
    for label, window in active.items():
        card = _card(state, label, f"{where}.active.{label}")
        if card.label not in CARDS or CARDS[card.label].kind is not Kind.DURATION:
            raise ValueError(f"{where}.active.{label}: not a duration card")
        if (
            not isinstance(window, list)
            or len(window) != 2
            or not all(isinstance(n, int) for n in window)
        ):
            raise ValueError(f"{where}.active.{label}: expected [first_round, last_round]")
        player.active[card.label] = Active(card, window[0], window[1])
    if row.get("prepped"):
        card = _card(state, row["prepped"], f"{where}.prepped")
        if card.type != "M":
            raise ValueError(f"{where}.prepped: {row['prepped']} is not a missile")
        player.prepped, player.prepped_due = card, state.round  # prepped last round: due now
    player.held.clear()  # the set-up replaces the starting position
    hold_all(state, player)


def _labels(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{where}: expected a list of card labels")
    return value


def _card(state: NuclearState, label: Any, where: str) -> Card:
    """The card ``label`` names; ``"W500n#7"`` gives it the id 7 (ids break ties, R-44), which
    no other card of the set-up may have. Cards without an id get the next free one."""
    text, _, number = str(label).partition("#")
    try:
        kind, value, bio = parse_label(text)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from exc
    if not number:
        return state.new_card(kind, value, bio)
    if not number.isdigit() or int(number) < 1:
        raise ValueError(f"{where}: {label!r}: a card id is a whole number of at least 1")
    card_id = int(number)
    if card_id in _ids(state):
        raise ValueError(f"{where}: {label!r}: another card of the set-up already has id {card_id}")
    state.next_id = max(state.next_id, card_id + 1)  # later cards get later ids
    return Card(card_id, kind, value, bio)


def _ids(state: NuclearState) -> set[int]:
    """The ids of every card the set-up has placed so far."""
    held = [
        *(c for p in state.players for c in p.hand),
        *(c for p in state.players for c in p.idle.values()),
        *(a.card for p in state.players for a in p.active.values()),
        *(p.prepped for p in state.players if p.prepped is not None),
    ]
    return {card.id for card in held}


def check_script(script: Mapping[str, Any]) -> dict[str, list[Any]]:
    """A copy of the scripted outcomes, checked (the state consumes its copy as the game runs)."""
    copy: dict[str, list[Any]] = {}
    for name, outcomes in script.items():
        if name not in SCRIPT_STREAMS:
            raise ValueError(
                f"random.{name}: unknown stream (known: {', '.join(sorted(SCRIPT_STREAMS))})"
            )
        if not isinstance(outcomes, list):
            raise ValueError(f"random.{name}: expected a list of outcomes")
        copy[name] = list(outcomes)
    return copy
