"""Setting up a game (BASE_RULES §1): powers, the deck with its Flares, hands, the Destiny Pile,
Lucre."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, NamedTuple

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.powers.base import modify
from hyperspace.cosmic.rules.deck import draw
from hyperspace.cosmic.rules.specials import note_flares
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants import VARIANTS

if TYPE_CHECKING:
    from hyperspace.cosmic.config import Config

DISCS_PER_COLOUR: Final = 3  # BASE_RULES §1
COLOURS: Final = 6  # the colours of tokens in the box, one per player (C-558)
STARTING_LUCRE: Final = 4  # BASE_RULES §6c


def unmet_needs(config: Config, name: str) -> list[str]:
    """The settings power ``name`` needs (``Power.needs``) that ``config`` leaves off (C-486)."""
    return [need for need in POWERS[name].needs if not getattr(config, need)]


def colour_free(config: Config, name: str) -> bool:
    """Whether the colours power ``name`` takes at set-up are free: nobody plays them (C-558)."""
    return config.players + POWERS[name].colours <= COLOURS


def fits(config: Config, name: str) -> bool:
    """Whether power ``name`` may be in this game: every setting it needs is on (C-486) and the
    colours it takes are free (C-558)."""
    return not unmet_needs(config, name) and colour_free(config, name)


def check_needs(config: Config, name: str, where: str) -> None:
    """ValueError when ``name`` is named for a game without a setting it needs (C-486) or
    without a colour free for it (C-558)."""
    title = POWERS[name].title
    for need in unmet_needs(config, name):
        raise ValueError(
            f"{where}: {title} needs {need.capitalize()}, which is off in this game "
            f"(switch the {need} setting on, or choose another power)"
        )
    if not colour_free(config, name):
        raise ValueError(
            f"{where}: {title} needs a colour nobody plays, and {config.players} players use "
            f"all {COLOURS} colours (play with fewer players, or choose another power)"
        )


def dealable(config: Config, name: str) -> bool:
    """Whether ``name`` may be dealt at random here (C-486, C-558)."""
    return name not in POWERS or fits(config, name)  # (unknown: refused below)


class Fitting(NamedTuple):
    """The powers that may be in a game (:func:`fits`), by name in order, and those of them with
    a Flare."""

    powers: tuple[str, ...]
    with_flare: tuple[str, ...]


# Every setting some power needs (``Power.needs``): with the number of players, all that decides
# which powers fit a game.
NEEDS: Final = tuple(sorted({need for power in POWERS.values() for need in power.needs}))
_FITTING: Final[dict[tuple[object, ...], Fitting]] = {}


def fitting(config: Config) -> Fitting:
    """The powers that fit a game of ``config``: the same for every game with its number of
    players and its settings of :data:`NEEDS`, so found once for each (a bench plays thousands)."""
    key = (config.players, *[bool(getattr(config, need)) for need in NEEDS])
    found = _FITTING.get(key)
    if found is None:
        names = tuple(sorted(name for name in POWERS if fits(config, name)))
        flared = tuple(name for name in names if POWERS[name].flare is not None)
        found = _FITTING[key] = Fitting(names, flared)
    return found


def deal_powers(state: CosmicState) -> None:
    """One power per player: the configured ones, or dealt at random from the pool (without the
    powers whose settings are off, C-486)."""
    config = state.config
    if not config.use_powers:
        return
    names = list(config.powers)
    if not names:
        if config.power_pool:
            pool = sorted(name for name in config.power_pool if dealable(config, name))
        else:
            pool = list(fitting(config).powers)
        if len(pool) < config.players:
            raise ValueError("config.power_pool: fewer powers than players")
        stream = state.streams["powers"]
        names = [pool.pop(stream.randbelow(len(pool))) for _ in range(config.players)]
    for seat, name in enumerate(names):
        if name not in POWERS:
            raise ValueError(f"config.powers: no power named {name!r} (see `hyperspace powers`)")
        check_needs(config, name, "config.powers")
        give_power(state, seat, name)
    for name, power in list(state.powers.items()):
        power.set_up(state, state.power_seat[name])  # Pentaform's life stages


def give_power(state: CosmicState, seat: int, name: str) -> None:
    power = POWERS[name]()
    state.players[seat].power = name
    state.powers[name] = power
    state.power_seat[name] = seat
    for hook in power.hooks():
        state.hooks.add(hook)


def flares_in_deck(state: CosmicState) -> list[str]:
    """The Flares of the powers in play, then random others, up to ``flares_per_player`` per
    player (AMB-B06); only powers whose Flare text is known have a Flare. A game without powers
    has no Flares."""
    config = state.config
    if not config.flares or not config.use_powers:
        return []
    wanted = config.flares_per_player * config.players
    # Without the Flares a power removed from the game at set-up (Pentaform's life stages): a
    # list then, where the powers that fit are a tuple shared by every game.
    with_flare: Sequence[str] = modify(state, "flare_powers", fitting(config).with_flare)
    flared = set(with_flare)  # (a few dozen names: looked into by hashing, not one by one)
    chosen = [name for name in state.powers if name in flared][:wanted]
    rest = [name for name in with_flare if name not in chosen]
    stream = state.streams["flares"]
    while rest and len(chosen) < wanted:
        chosen.append(rest.pop(stream.randbelow(len(rest))))
    return chosen


def add_variants(state: CosmicState) -> None:
    """The configured WARP variants; their hooks are indexed before any power's (AMB-K04)."""
    for name in state.config.variants:
        if name not in VARIANTS:
            known = ", ".join(VARIANTS) or "none yet"
            raise ValueError(f"config.variants: no variant named {name!r} (known: {known})")
        variant = VARIANTS[name]()
        state.variants[name] = variant
        for hook in variant.hooks():
            state.hooks.add(hook)


def new_game(state: CosmicState) -> None:
    config = state.config
    add_variants(state)
    deal_powers(state)
    extra = [
        card
        for variant in state.variants.values()
        for card in (*variant.deck_cards(config), *variant.power_cards(state))
    ]
    flares = flares_in_deck(state)
    state.deck = cards.main_deck(config.attacks, config.compromises, config.edicts, flares)
    state.deck += extra
    state.streams["deck"].shuffle(state.deck)
    for player in state.players:
        draw(state, player.seat, config.hand_size)
        if config.lucre:  # Dragon starts with more (C-487)
            player.lucre = int(modify(state, "starting_lucre", STARTING_LUCRE, player.seat))
    # The Flares of the deck, and any among the variants' cards: no other card is one.
    note_flares(state, [cards.flare(power) for power in flares] + extra)
    # Three discs of each seat's own colour: a colour or system a power adds has none (C-552).
    state.destiny = [c for c in range(config.players) for _ in range(DISCS_PER_COLOUR)]
    state.streams["destiny"].shuffle(state.destiny)
    for variant in state.variants.values():
        variant.setup(state)
