"""Every random outcome of the game, each from its own named stream (SPEC §2, §16).

A scenario file may script outcomes: ``state.script[name]`` is a queue consumed before the stream is
used. Streams: ``draw`` (picked cards), ``fallout`` (the roll), ``fallout_victim``, ``deal``
(special cards), ``ultimate``.
"""

from __future__ import annotations

from typing import Final

from hyperspace.nuclear.cards import (
    PROPAGANDA,
    PROPAGANDA_VALUES,
    WARHEAD,
    YIELDS,
    Card,
    parse_label,
)
from hyperspace.nuclear.state import NuclearState, Player

ULTIMATE_TYPES: Final = ("U1", "U2", "U3", "U4")


def _scripted(state: NuclearState, name: str) -> object:
    """The next scripted outcome for ``name``, or None when nothing is scripted."""
    script = state.script
    if script and script.get(name):
        return script[name].pop(0)
    return None


def _note(state: NuclearState, call: str) -> None:
    if state.rng_log is not None:
        state.rng_log.append(call)


def draw_card(state: NuclearState, type: str) -> Card:
    """A picked card: the value from its table; for a W-card the 9:1 kind roll comes first
    (amended SPEC §16, R-57)."""
    _note(state, f"draw:{type}")
    scripted = _scripted(state, "draw")
    if scripted is not None:
        kind, value, bio = parse_label(str(scripted))
        if kind != type:
            raise ValueError(f"scripted draw {scripted!r} does not match the picked type {type}")
        return state.new_card(kind, value, bio)
    stream = state.streams["draw"]
    if type == WARHEAD:
        bio = stream.bernoulli(state.config.bio_chance)
        return state.new_card(type, stream.weighted(YIELDS), bio)
    table = PROPAGANDA_VALUES if type == PROPAGANDA else YIELDS
    return state.new_card(type, stream.weighted(table))


def fallout_victim(state: NuclearState, candidates: list[Player]) -> Player | None:
    """The 10 % fallout roll of one delivery, then, if it hits, the victim among ``candidates``
    [R-26]: two random outcomes, logged apart (``fallout``, ``fallout-victim``). A scenario scripts
    the roll with ``fallout`` ("none", "hit", or a victim's name: both at once) and the victim
    with ``fallout_victim``."""
    _note(state, "fallout")
    scripted = _scripted(state, "fallout")
    if scripted is None and state.script is not None and "fallout" in state.script:
        return None  # a scenario that scripts fallout means "no fallout" once its list is used up
    if scripted == "none":
        return None
    if scripted is None and not state.streams["fallout"].bernoulli(state.config.fallout_chance):
        return None
    _note(state, "fallout-victim")
    victim = scripted if scripted not in (None, "hit") else _scripted(state, "fallout_victim")
    if victim is None:
        return state.streams["fallout"].choice(candidates)
    for player in candidates:
        if player.name == victim:
            return player
    raise ValueError(f"scripted fallout victim {victim!r} is not a candidate")


def deal_special(state: NuclearState) -> Card | None:
    """One S-card, uniform over S1 to S22, with replacement [R-30]; with ``finite_special_deck``
    (R-30's alternative), uniform over the cards of the shared deck not dealt yet, and None once
    all 22 are dealt (H-14)."""
    deck = state.special_deck if state.config.finite_special_deck else None
    if deck is not None and not deck:
        return None
    _note(state, "deal")
    scripted = _scripted(state, "deal")
    if scripted is not None:
        number = parse_label(str(scripted))[1]
        if deck is not None:
            if number not in deck:
                raise ValueError(f"scripted deal {scripted!r}: already dealt from the finite deck")
            deck.remove(number)
    elif deck is not None:
        number = deck.pop(state.streams["deal"].randbelow(len(deck)))
    else:
        number = 1 + state.streams["deal"].randbelow(22)
    return state.new_card("S", number)


def ultimate_roll(state: NuclearState) -> tuple[Player, str] | None:
    """The ULTIMATE roll: 50 %, then the owner, then the type [R-31]."""
    _note(state, "ultimate")
    scripted = _scripted(state, "ultimate")
    living = state.living()
    if scripted is not None:
        if scripted == "none":
            return None
        owner_name, _, label = str(scripted).partition(":")
        owner = next((p for p in living if p.name == owner_name), None)
        if owner is None or label not in ULTIMATE_TYPES:
            raise ValueError(f"scripted ultimate {scripted!r}: expected 'OWNER:U1'..'OWNER:U4'")
        return owner, label
    if state.script is not None and "ultimate" in state.script:
        return None
    stream = state.streams["ultimate"]
    if not stream.bernoulli(state.config.ultimate_chance):
        return None
    return stream.choice(living), stream.choice(ULTIMATE_TYPES)
