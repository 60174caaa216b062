"""The main deck, hands and the Destiny Pile."""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import abilities
from hyperspace.cosmic.state import CosmicState

# challenge.data: {drawer: [seats shown what he draws]} (Wild Mind)
SHOWN_DRAWS: Final = "shown_draws"


def draw(state: CosmicState, seat: int, count: int = 1) -> int:
    """``seat`` draws ``count`` cards; an empty deck is refilled by shuffling the discard pile
    (C-2). Returns how many were drawn (fewer when no card is left anywhere). A seat that an
    effect lets see ``seat``'s draws this challenge (``SHOWN_DRAWS``) is shown them privately."""
    hand = state.players[seat].hand
    drawn = 0
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break
            state.deck, state.discard = state.discard, []
            state.streams["deck"].shuffle(state.deck)
            state.note("reshuffle", {"cards": len(state.deck)})
        hand.append(state.deck.pop())
        drawn += 1
    if drawn and state.challenge is not None and SHOWN_DRAWS in state.challenge.data:
        for watcher in state.challenge.data[SHOWN_DRAWS].get(seat, ()):
            seen = {"drawn": hand[-drawn:]}
            state.note("draw-shown", {"seat": seat, "to": watcher}, {watcher: seen, seat: seen})
    return drawn


def has_challenge_card(state: CosmicState, seat: int) -> bool:
    return any(cards.is_challenge_card(c) for c in state.players[seat].hand)


class Discarded:
    """The ``discarded`` moment's context: ``seat`` just put ``cards`` on the discard pile."""

    __slots__ = ("cards", "seat")

    def __init__(self, seat: int, discarded: tuple[str, ...]) -> None:
        self.seat = seat
        self.cards = discarded


class NewHand:
    """The ``new_hand`` moment's context: ``seat`` is about to discard his hand and draw a new
    one; a power may name cards of his hand in ``kept`` (Vulch): he keeps them besides."""

    __slots__ = ("kept", "seat")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.kept: list[str] = []


async def discard(state: CosmicState, seat: int, discarded: list[str]) -> None:
    """``seat`` puts ``discarded`` (cards played, cancelled or thrown away) on the discard pile;
    then powers that act on discards may take them back out (``discarded``: Vulch)."""
    if not discarded:
        return
    state.discard.extend(discarded)
    await abilities(state, "discarded", Discarded(seat, tuple(discarded)))


async def new_hand(state: CosmicState, seat: int) -> list[str]:
    """Discard the hand and draw a new one (BASE_RULES §2 phase 8, amended); a power may keep
    some of its cards besides (``new_hand``: Vulch its Edicts). Returns the cards drawn."""
    player = state.players[seat]
    ctx = NewHand(seat)
    await abilities(state, "new_hand", ctx)
    thrown = list(player.hand)
    for card in ctx.kept:
        thrown.remove(card)
    player.hand[:] = ctx.kept
    await discard(state, seat, thrown)
    drawn = draw(state, seat, state.config.hand_size)
    state.note("new-hand", {"seat": seat, "cards": drawn})
    return player.hand[len(ctx.kept) :]


class Gain:
    """Cards ``seat`` has just gained by the rules (a new hand, rewards, cards bought,
    consolation, a deal, a prisoner exchange, a tip), now in his hand: the ``cards_gained``
    moment (C-480). How they were gained changes nothing: Extortionist takes a part of any."""

    __slots__ = ("cards", "seat")

    def __init__(self, seat: int, gained: list[str]) -> None:
        self.seat = seat
        self.cards = gained


async def gained(state: CosmicState, seat: int, gained: list[str]) -> None:
    """``seat`` has gained ``gained`` cards after the opening hands: powers may act on it
    (Extortionist takes half of them, C-480)."""
    if gained:
        await abilities(state, "cards_gained", Gain(seat, list(gained)))


def take_random(state: CosmicState, giver: int, taker: int, count: int) -> list[str]:
    """``taker`` takes ``count`` cards at random from ``giver``'s hand (all of them if fewer)."""
    hand = state.players[giver].hand
    stream = state.streams["steal"]
    taken = [hand.pop(stream.randbelow(len(hand))) for _ in range(min(count, len(hand)))]
    state.players[taker].hand.extend(taken)
    return taken


def flip_destiny(state: CosmicState) -> int:
    """The colour of the top Star Disc; the pile is reshuffled when it runs out."""
    if not state.destiny:
        state.destiny, state.destiny_discard = state.destiny_discard, []
        state.streams["destiny"].shuffle(state.destiny)
    colour = state.destiny.pop()
    state.destiny_discard.append(colour)
    return colour
