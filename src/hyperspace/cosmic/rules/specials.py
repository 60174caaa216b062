"""Playing Edicts and Flares: the windows of a challenge, and the answers to a play.

At each window every player who holds a card playable there is asked, in challenge order, whether
to play it (C-4: one chance each, again after each card he plays). Every play can be cancelled by
Card Zap (any Edict or Flare) and a Cosmic Zap also by Unzap; those answers can be cancelled in
turn. Powers are stopped by Cosmic Zap when they are used (:func:`zap_window`).

Pulsars (seed 004) are played in the same windows and put away like Flares (back to the hand,
unless discarded); only Pulsar Zap cancels one (Card Zap names Edicts and Flares).
"""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts import EDICTS, Edict
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START, EdictPlay
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.powers.base import (
    INSANITY,
    SANITY,
    STAGE_ZAPPED,
    SUPERS,
    Choice,
    Flare,
    FlareSides,
    abilities,
    barred,
    challenge_order,
    keep_power,
    may_play_card,
    negated,
    stage_holder,
    super_usable,
)
from hyperspace.cosmic.rules.deck import discard
from hyperspace.cosmic.state import CosmicState
from hyperspace.engine.decision import Decision, ask

COSMIC_ZAP: Final = cards.edict("cosmic-zap")
CARD_ZAP: Final = cards.edict("card-zap")
UNZAP: Final = cards.edict("unzap")
PULSAR_ZAP: Final = cards.edict("pulsar-zap")
# a Pulsar is played "at any time" (AMB-U02)
PULSAR_MOMENTS: Final = (START, DESTINY, ALLIANCES, REVEAL)


Special = Edict | Flare


def special(state: CosmicState, seat: int, card: str) -> Special | None:
    """What ``card`` does in ``seat``'s hands: an Edict, or the side of a Flare he may use; nothing
    once its play was negated this challenge (Negator), or while a power bars it (Cripple)."""
    effect = _effect(state, seat, card)
    return effect if effect is not None and allowed(state, seat, card) else None


def allowed(state: CosmicState, seat: int, card: str) -> bool:
    """Whether ``seat`` may play ``card`` as far as the Negator and the powers say: not negated
    this challenge, not barred by a power (Cripple). Asked last, as it is the dearest question."""
    return not barred(state, seat, "card", card) and may_play_card(state, seat, card)


def _effect(state: CosmicState, seat: int, card: str) -> Special | None:
    """What ``card`` would do in ``seat``'s hands, the Negator and the powers' bars aside."""
    if card.startswith("edict-"):
        edict = EDICTS[cards.edict_name(card)]
        if edict.offense_only and seat != state.offense:
            return None
        return edict
    challenge = state.challenge
    if challenge is not None and SANITY in challenge.flags:  # no Flare nor Pulsar (AMB-U07)
        return None
    if card.startswith("flare-"):
        found = FLARE_SIDES.get(card)
        if found is None:
            return None
        power, sides = found
        # AMB-B06: your own Flare is a Super Flare; so is that of a power you hold besides (a
        # life stage, C-592; the second system's power, C-565).
        if state.power_seat.get(power) == seat:
            # A Pulsar shut-off does not stop it: the Super Flare wins (AMB-U05 amended).
            return sides.super_ if super_usable(state, seat, power) else sides.wild
        return sides.wild
    if card.startswith("pulsar-"):
        from hyperspace.cosmic.variants.pulsars.card import PULSARS  # (import cycle)

        return PULSARS.get(cards.pulsar_power(card))
    return None


# Each Flare card's power and sides, read off the power classes once (compiled, an attribute of
# a class is looked up in its type's dictionary at every read).
FLARE_SIDES: Final[dict[str, tuple[str, FlareSides]]] = {
    cards.flare(name): (name, power.flare)
    for name, power in POWERS.items()
    if power.flare is not None
}


def note_flares(state: CosmicState, dealt: list[str]) -> None:
    """Note the events at which the Flares dealt into this game (among the cards ``dealt``) may
    be played (:attr:`Flare.events`): no card comes into a game after its set-up, so at any
    other event nobody is asked, and no hand looked into
    (:func:`~hyperspace.cosmic.powers.base.abilities`)."""
    events: set[str] = set()
    for card in dealt:
        found = FLARE_SIDES.get(card)
        if found is not None:
            for side in (found[1].wild, found[1].super_):
                if side is not None:
                    events.update(side.events)
    state.flare_events = frozenset(events)


def _says_when_it_cancels(side: Flare | None) -> bool:
    """Whether a Flare side's class (or a class it inherits from, :class:`Flare` aside) defines
    :meth:`Flare.can_cancel`: the others never cancel anything."""
    return side is not None and any(
        "can_cancel" in vars(kind) for kind in type(side).__mro__ if kind not in (Flare, object)
    )


# The Flares that may cancel a card just played (Void, Negator...): only these are asked.
CANCELLING: Final[frozenset[str]] = frozenset(
    card
    for card, (_, sides) in FLARE_SIDES.items()
    if _says_when_it_cancels(sides.wild) or _says_when_it_cancels(sides.super_)
)


def _cards_by(when: str) -> dict[str, frozenset[str]]:
    """For each window (``when="moments"``) or rules event (``"events"``), the cards that can ever
    be played there: a quick first filter before asking each card whether it can be played now."""
    found: dict[str, set[str]] = {}
    for edict in EDICTS.values():
        for moment in getattr(edict, when, ()):
            found.setdefault(moment, set()).add(cards.edict(edict.name))
    for power in POWERS.values():
        sides = (power.flare.wild, power.flare.super_) if power.flare else ()
        for side in sides:
            for moment in getattr(side, when) if side else ():
                found.setdefault(moment, set()).add(cards.flare(power.name))
    if when == "moments":
        for moment in PULSAR_MOMENTS:
            found.setdefault(moment, set()).update(cards.pulsar(name) for name in POWERS)
    return {moment: frozenset(names) for moment, names in found.items()}


MOMENT_CARDS: Final = _cards_by("moments")
EVENT_CARDS: Final = _cards_by("events")
NO_CARDS: Final[frozenset[str]] = frozenset()


# For each window, the Flares only their Super side may be played at: nobody but the power's
# holder looks further into them (:func:`special` gives everybody else the Wild side).
def _wild_at(card: str, moment: str) -> bool:
    """Whether the Wild side of the Flare ``card`` may be played at the window ``moment``."""
    wild = FLARE_SIDES[card][1].wild
    return wild is not None and moment in wild.moments


SUPER_ONLY: Final[dict[str, frozenset[str]]] = {
    moment: frozenset(card for card in names if card in FLARE_SIDES and not _wild_at(card, moment))
    for moment, names in MOMENT_CARDS.items()
}


def playable(state: CosmicState, seat: int, moment: str) -> list[str]:
    candidates = MOMENT_CARDS.get(moment, NO_CARDS)
    super_only = SUPER_ONLY.get(moment, NO_CARDS)
    seen: list[str] = []
    for card in state.players[seat].hand:
        if card not in candidates or card in seen:
            continue
        if card in super_only and state.power_seat.get(FLARE_SIDES[card][0]) != seat:
            continue  # another's Flare: its Wild side is not played here
        effect = _effect(state, seat, card)
        if (
            effect is not None
            and moment in effect.moments
            and effect.can_play(state, seat)
            and allowed(state, seat, card)
        ):
            seen.append(card)
    return seen


def _held(state: CosmicState, candidates: frozenset[str]) -> bool:
    """Whether anyone holds one of ``candidates``: most windows pass at once (nothing else is
    built for them)."""
    return any(_holds(player.hand, candidates) for player in state.players)


def _holds(hand: list[str], candidates: frozenset[str]) -> bool:
    """Whether ``hand`` holds one of ``candidates`` (``any`` compiles to a loop: a third of the
    cost of a call to ``isdisjoint``, asked a few dozen times a challenge)."""
    return any(card in candidates for card in hand)


async def window(state: CosmicState, moment: str) -> None:
    """Offer every player the cards he may play at ``moment``."""
    candidates = MOMENT_CARDS.get(moment, NO_CARDS)
    if _held(state, candidates):
        await _offer(state, moment, candidates)


async def _offer(
    state: CosmicState,
    when: str,
    candidates: frozenset[str],
    responding: bool = False,
    ctx: object = None,
) -> None:
    """Each player in challenge order may play any of the cards he may play at the window
    ``when`` (``responding``: the Flares that answer the event ``when``, :func:`responses`), one
    card after another, each card at most once in this window (C-16: an Eon Flare comes back to
    the hand, and could otherwise be played for ever). ``candidates``: the cards that could ever
    be played here; a player holding none of them is passed over at once."""
    players = state.players
    for seat in challenge_order(state):
        if not _holds(players[seat].hand, candidates):
            continue
        played: set[str] = set()
        while not state.over:
            held = (
                responses(state, seat, when, candidates, ctx)
                if responding
                else playable(state, seat, when)
            )
            options = [card for card in held if card not in played]
            if not options:
                break
            answer = await ask(
                Decision(
                    seat,
                    "play-card",
                    (*_pass(state, options), *options),
                    f"Play a card now ({when})?",
                    {"moment": when},
                )
            )
            if answer == "pass":
                break
            played.add(answer)
            if responding:
                await play(state, seat, answer, when, ctx)
            else:
                await play(state, seat, answer, moment=when)


def _pass(state: CosmicState, options: list[str]) -> tuple[str, ...]:
    """Passing, unless Insanity makes him play the Flares and Pulsars he can (AMB-U07)."""
    challenge = state.challenge
    forced = challenge is not None and INSANITY in challenge.flags
    if forced and any(card.startswith(("flare-", "pulsar-")) for card in options):
        return ()
    return ("pass",)


async def play(
    state: CosmicState,
    seat: int,
    card: str,
    event: str | None = None,
    ctx: object = None,
    moment: str | None = None,
) -> bool:
    """``seat`` plays ``card`` from his hand at the window ``moment`` (a Flare as the rules reach
    ``event``: its :meth:`~Flare.respond`); False if it was cancelled."""
    effect = special(state, seat, card)
    assert effect is not None
    _to_limbo(state, seat, card)
    if await cancelled(state, seat, card):
        await _cancelled_away(state, seat, card)
        return False
    if await negated(state, Choice(seat, "card", card)):  # back to his hand, not again (Negator)
        _from_limbo(state, card, state.players[seat].hand)
        return False
    acting: Special = effect
    by, keeper = seat, None
    if isinstance(effect, Edict) and moment is not None:
        # Before an Edict takes effect a power may change it (``edict_played``: Mesmer).
        edict = EdictPlay(seat, card, moment, effect)
        await abilities(state, "edict_played", edict)
        acting, by, keeper = edict.effect, edict.by, edict.keeper
    _note_super(state, seat, card, effect)
    if event is None:
        await acting.play(state, by)
    else:
        assert isinstance(effect, Flare)
        await effect.respond(state, seat, event, ctx)
    await _put_away(state, seat, card, effect, keeper)
    return True


def _note_super(state: CosmicState, seat: int, card: str, effect: Special) -> None:
    """A Super Flare taking effect beats its power's Pulsar, whichever came first (C-155)."""
    power = POWERS.get(cards.flare_power(card)) if card.startswith("flare-") else None
    challenge = state.challenge
    if power is None or power.flare is None or challenge is None:
        return
    if effect is power.flare.super_:
        from hyperspace.cosmic.variants.pulsars.card import super_beats_shut_off  # (import cycle)

        challenge.data.setdefault(SUPERS, []).append(power.name)
        super_beats_shut_off(state, power.name)


async def _put_away(
    state: CosmicState, seat: int, card: str, effect: Special, keeper: int | None = None
) -> None:
    """A card that took effect leaves limbo: an Edict to the discard pile (or to ``keeper``'s
    hand: the Mesmer Pro), a Flare to the hand of its :meth:`~Flare.keeper` (Eon style, its
    player's: BASE_RULES §6b)."""
    if isinstance(effect, Flare):
        keeper = effect.keeper(state, seat)
    if keeper is None:
        await _discarded(state, seat, card)
    else:
        _from_limbo(state, card, state.players[keeper].hand)


async def _discarded(state: CosmicState, seat: int, card: str) -> None:
    """``seat``'s card leaves limbo for the discard pile (where Vulch may salvage it)."""
    state.limbo.remove(card)
    await discard(state, seat, [card])


async def _cancelled_away(state: CosmicState, seat: int, card: str) -> None:
    """``seat``'s cancelled card leaves limbo: discarded, unless a Flare took it (Wild Filch)."""
    pile = cancelled_pile(state, card)
    if pile is state.discard:
        await _discarded(state, seat, card)
    else:
        _from_limbo(state, card, pile)


async def flare_responses(state: CosmicState, event: str, ctx: object) -> None:
    """As the rules reach ``event``, each player (in challenge order) may play the Flares he holds
    that may be played then (:attr:`Flare.events`), each once."""
    candidates = EVENT_CARDS.get(event, NO_CARDS)
    if _held(state, candidates):
        await _offer(state, event, candidates, True, ctx)


def responses(
    state: CosmicState, seat: int, event: str, candidates: frozenset[str], ctx: object
) -> list[str]:
    """The Flares ``seat`` holds that he may play as the rules reach ``event`` (``candidates``:
    the cards that could ever be played then)."""
    found: list[str] = []
    for card in state.players[seat].hand:  # only a Flare with ``event`` is a candidate
        if card in candidates and card not in found:
            effect = special(state, seat, card)
            if (
                isinstance(effect, Flare)
                and event in effect.events
                and effect.can_respond(state, seat, event, ctx)
            ):
                found.append(card)
    return found


def _to_limbo(state: CosmicState, seat: int, card: str, about: str | None = None) -> None:
    """A card leaves ``seat``'s hand as it is played (``about``: what it answers)."""
    state.players[seat].hand.remove(card)
    state.limbo.append(card)
    state.note("play", {"seat": seat, "card": card, **({"against": about} if about else {})})


def _from_limbo(state: CosmicState, card: str, to: list[str]) -> None:
    state.limbo.remove(card)
    to.append(card)


# challenge.data: (card, seat) for each cancelled card a Flare took
TAKEN: Final = "cancelled-taken"


def cancelled_pile(state: CosmicState, card: str) -> list[str]:
    """Where a cancelled ``card`` goes: the discard pile, or the hand of the player whose Flare
    cancelled it by taking it (:meth:`Flare.cancel` returned his seat: Wild Filch)."""
    challenge = state.challenge
    taken: list[tuple[str, int]] = challenge.data.get(TAKEN, []) if challenge is not None else []
    for i in reversed(range(len(taken))):
        if taken[i][0] == card:
            return state.players[taken.pop(i)[1]].hand
    return state.discard


def _answers(
    state: CosmicState, seat: int, card: str, player: int, target: int | None
) -> list[str]:
    """The cards ``seat`` holds that may cancel ``card``: Card Zap, Unzap (a Cosmic Zap), and
    Flares that say so (:meth:`Flare.can_cancel`)."""
    hand = state.players[seat].hand
    answers: tuple[str, ...] = (CARD_ZAP,)
    if card == COSMIC_ZAP:
        answers = (CARD_ZAP, UNZAP)
    elif card.startswith("pulsar-"):  # only Pulsar Zap answers a Pulsar (AMB-U06)
        answers = (PULSAR_ZAP,)
    held = [c for c in answers if c in hand and special(state, seat, c) is not None]
    for flare in hand:
        if flare not in CANCELLING or flare in held:
            continue
        effect = special(state, seat, flare)
        if isinstance(effect, Flare) and effect.can_cancel(state, seat, card, player, target):
            held.append(flare)
    return held


async def cancelled(state: CosmicState, player: int, card: str, target: int | None = None) -> bool:
    """Whether another player cancels the play of ``card`` (a Cosmic Zap: against ``target``'s
    power): Card Zap cancels any Edict or Flare, Unzap cancels a Cosmic Zap, some Flares cancel
    what they say (all can be cancelled in turn)."""
    for seat in challenge_order(state):
        if seat == player:
            continue
        held = _answers(state, seat, card, player, target)
        if not held:
            continue
        answer = await ask(
            Decision(
                seat,
                "cancel-card",
                ("pass", *held),
                f"Cancel the {card} just played?",
                {"card": card, "player": player},
            )
        )
        if answer != "pass":
            effect = special(state, seat, answer)
            _to_limbo(state, seat, answer, card)
            if await cancelled(state, seat, answer):
                await _cancelled_away(state, seat, answer)
                continue
            taker = (
                await effect.cancel(state, seat, card, player)
                if isinstance(effect, Flare)
                else None
            )
            assert effect is not None
            await _put_away(state, seat, answer, effect)
            if taker is not None and state.challenge is not None:
                state.challenge.data.setdefault(TAKEN, []).append((card, taker))
            state.note("cancelled", {"card": card})
            return True
    return False


async def zap_window(state: CosmicState, user: int, power: str | None = None) -> bool:
    """As ``user``'s power (``power``: his own unless named, C-592) is used, others may Cosmic Zap
    it; True if it is zapped (the use fails and the power is off for the rest of the
    challenge)."""
    challenge = state.challenge
    if challenge is None:
        return False
    for seat in challenge_order(state):
        if seat == user or COSMIC_ZAP not in state.players[seat].hand:
            continue
        if special(state, seat, COSMIC_ZAP) is None:  # negated (Negator), barred (Cripple)
            continue
        power = power or state.players[user].power
        answer = await ask(
            Decision(
                seat,
                "cosmic-zap",
                ("pass", COSMIC_ZAP),
                f"Zap {power}, being used now?",
                {"power": power, "player": user},
            )
        )
        if answer == "pass":
            continue
        _to_limbo(state, seat, COSMIC_ZAP, power)
        if await cancelled(state, seat, COSMIC_ZAP, user):
            await _cancelled_away(state, seat, COSMIC_ZAP)
            continue
        # Before the Zap is discarded: a zapped Vulch cannot take it. A life stage is zapped
        # alone, its holder's own power not (C-592).
        if power is not None and stage_holder(state, power) == user:
            challenge.data.setdefault(STAGE_ZAPPED, []).append(power)
        else:
            challenge.zapped.add(user)
        state.note("zapped", {"seat": user, "power": power})
        await _discarded(state, seat, COSMIC_ZAP)
        return not await keep_power(state, user)  # his own Pulsar (seed 004 point 7)
    return False
