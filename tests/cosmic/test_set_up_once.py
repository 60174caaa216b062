"""What a game's set-up finds once and reuses: the parsed config, the powers that fit, each power
class's hooks, and the events the game's Flares answer. Each must be what finding it anew gives."""

from __future__ import annotations

from typing import Any

from hyperspace.cosmic import COSMIC
from hyperspace.cosmic.config import Config
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.powers.base import MARKS, Ability, _marked
from hyperspace.cosmic.rules.specials import FLARE_SIDES
from hyperspace.cosmic.setup import fits, fitting
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants import VARIANTS


def test_marked_hooks_are_those_dir_and_getattr_find() -> None:
    for cls in [*POWERS.values(), *VARIANTS.values()]:
        found = [
            (attr, MARKS[fn])
            for attr in dir(cls)
            if callable(fn := getattr(cls, attr)) and fn in MARKS
        ]
        marked = _marked(cls)
        assert [mark.attr for mark in marked] == [attr for attr, _ in found], cls.__name__
        for mark, (_, (kind, event, layer, can_use, optional, *always)) in zip(
            marked, found, strict=True
        ):
            assert (mark.kind, mark.event, mark.layer) == (kind, event, layer)
            assert mark.ability == Ability(can_use, optional, bool(always and always[0]))


def test_fitting_powers_are_those_that_fit() -> None:
    for players in (3, 4, 6):
        for lucre in (False, True):
            config = Config(players=players, lucre=lucre)
            names = sorted(name for name in POWERS if fits(config, name))
            assert list(fitting(config).powers) == names
            flared = [name for name in names if POWERS[name].flare is not None]
            assert list(fitting(config).with_flare) == flared


def test_lucre_changes_the_fitting_powers() -> None:
    without = fitting(Config(players=4)).powers
    with_lucre = fitting(Config(players=4, lucre=True)).powers
    assert set(without) < set(with_lucre)  # Dragon, Assessor: they need Lucre (C-486)


def test_the_same_config_is_parsed_once() -> None:
    config: dict[str, Any] = {"players": 4, "max_challenges": 50}
    first = COSMIC.new_state(config, 1).config
    assert COSMIC.new_state(dict(config), 2).config is first


def test_a_changed_config_is_parsed_again() -> None:
    config: dict[str, Any] = {"players": 4, "edicts": ["plague"]}
    COSMIC.new_state(config, 1)
    config["edicts"].append("mobius-tubes")  # changed in place, after the first game
    assert COSMIC.new_state(config, 2).config.edicts == ("plague", "mobius-tubes")
    config["players"] = 5
    assert COSMIC.new_state(config, 3).config.players == 5


def _flare_events(state: CosmicState) -> frozenset[str]:
    """The events the Flares anywhere in the game answer, found from its cards."""
    every = [*state.deck, *state.discard, *(c for p in state.players for c in p.hand)]
    return frozenset(
        event
        for card in every
        if card in FLARE_SIDES
        for side in (FLARE_SIDES[card][1].wild, FLARE_SIDES[card][1].super_)
        if side is not None
        for event in side.events
    )


def test_the_flare_events_are_those_of_the_flares_dealt() -> None:
    for seed in range(20):
        state = COSMIC.new_state({"players": 4}, seed)
        assert state.flare_events == _flare_events(state)
    assert any(COSMIC.new_state({"players": 5}, seed).flare_events for seed in range(20))


def test_the_flare_events_are_those_of_the_flares_dealt_with_every_variant() -> None:
    for seed in range(10):  # the variants add cards of their own to the deck
        state = COSMIC.new_state({"players": 4, "variants": sorted(VARIANTS)}, seed)
        assert state.flare_events == _flare_events(state)


def test_a_position_set_up_by_hand_may_hold_any_flare() -> None:
    setup = {"hands": {"0": ["attack-8", "flare-oracle"]}}
    state = COSMIC.new_state({"players": 3, "setup": setup}, 0)
    assert state.flare_events is None  # not known: every event is offered
