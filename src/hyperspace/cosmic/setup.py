"""Setting up a game (BASE_RULES §1): powers, the deck with its Flares, hands, the Destiny Pile,
Lucre."""

from __future__ import annotations

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.rules.deck import draw
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants import VARIANTS

DISCS_PER_COLOUR = 3  # BASE_RULES §1
STARTING_LUCRE = 4  # BASE_RULES §6c


def deal_powers(state: CosmicState) -> None:
    """One power per player: the configured ones, or dealt at random from the pool."""
    config = state.config
    if not config.use_powers:
        return
    names = list(config.powers)
    if not names:
        pool = sorted(config.power_pool or POWERS)
        if len(pool) < config.players:
            raise ValueError("config.power_pool: fewer powers than players")
        stream = state.streams["powers"]
        names = [pool.pop(stream.randbelow(len(pool))) for _ in range(config.players)]
    for seat, name in enumerate(names):
        if name not in POWERS:
            raise ValueError(f"config.powers: no power named {name!r} (see `hyperspace powers`)")
        give_power(state, seat, name)


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
    with_flare = sorted(name for name, power in POWERS.items() if power.flare is not None)
    chosen = [name for name in state.powers if name in with_flare][:wanted]
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
    state.deck = cards.main_deck(
        config.attacks, config.compromises, config.edicts, flares_in_deck(state)
    )
    state.deck += extra
    state.streams["deck"].shuffle(state.deck)
    for player in state.players:
        draw(state, player.seat, config.hand_size)
        if config.lucre:
            player.lucre = STARTING_LUCRE
    state.destiny = [c for c in range(config.players) for _ in range(DISCS_PER_COLOUR)]
    state.streams["destiny"].shuffle(state.destiny)
    for variant in state.variants.values():
        variant.setup(state)
