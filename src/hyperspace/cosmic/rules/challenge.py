"""One challenge, phase by phase (BASE_RULES §2; hook points per AMB-G01)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, REVEAL, START
from hyperspace.cosmic.powers.base import (
    Choice,
    abilities,
    barred,
    may_negate,
    modify,
    negated,
    replace,
)
from hyperspace.cosmic.powers.common import CALLED_OFF
from hyperspace.cosmic.rules import deals
from hyperspace.cosmic.rules.alliances import OFFENSE, alliances, commit_tokens
from hyperspace.cosmic.rules.deck import draw, flip_destiny, gained, has_challenge_card, new_hand
from hyperspace.cosmic.rules.resolution import (
    DEAL,
    NO_DEAL,
    NONE,
    attack_winner,
    both_lose,
    card_of,
    compromise_winner,
    consolation,
    defense_wins,
    offense_wins,
    return_all,
)
from hyperspace.cosmic.rules.specials import window
from hyperspace.cosmic.state import Challenge, CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.tokens import (
    NOWHERE,
    committed,
    lift_from_praw,
    praw_colour,
    warp_keys,
    warp_to,
)
from hyperspace.engine.decision import Decision, ask, ask_all

# a bound on re-flips of one's own colour (only a rigged pile gets near it)
DESTINY_FLIPS: Final = 60
LUCRE_CARDS: Final = 4  # BASE_RULES §6c: at most four cards bought per challenge
LENT_POWERS: Final = "lent-powers"  # challenge.data: {power: its holder} lent for this challenge


async def challenge(state: CosmicState, number: int, defense: int | None = None) -> bool:
    """Play one challenge of the current offense; True if it was a success for him (he won as a
    main player, or made a deal when deals count: AMB-G09). With ``defense`` it is a secondary
    challenge (the Wild Warrior's, ``number`` 0) against that player's system, without Destiny."""
    offense = state.offense
    challenge = begin(state, number)
    await window(state, START)
    await abilities(state, "start_of_challenge")
    if state.config.lucre:
        await buy_back(state)
    await regroup(state)
    challenge.defense = defense
    if (defense is not None or await destiny(state)) and await point_cone(state):
        await launch(state)
        await abilities(state, "launched")
        if state.config.lucre:
            for seat in challenge.sides():
                await buy_cards(state, seat)
        await alliances(state)
        await window(state, ALLIANCES)
        await abilities(state, "alliances_made")
        if await choose_cards(state):
            await reveal(state)
            await resolve(state)
        await outcome_decided(state)
    await clear_away(state)
    if not state.over:
        await abilities(state, "challenge_over", challenge)  # the Wild Warrior strikes back
    if challenge.outcome == DEAL:
        return state.config.deal_counts_as_success
    return challenge.winner_side == offense


def begin(state: CosmicState, number: int) -> Challenge:
    """A new challenge of the current offense, the first or second of his turn (``number``) or a
    secondary one (0), of the type of the main one it follows (AMB-P30)."""
    offense = state.offense
    challenge = state.challenge = Challenge(offense, number)
    if not number:
        challenge.flags |= state.main_type
    state.challenges += 1
    challenge.log_start = len(state.log)
    state.note("challenge", {"offense": offense, "number": number})
    return challenge


async def clear_away(state: CosmicState) -> None:
    """The end of a challenge (BASE_RULES §2 phase 11): without an outcome every token goes back;
    a main challenge fixes its type; the cards are discarded, lent powers come back, and the
    game may be won."""
    challenge = state.challenge
    assert challenge is not None
    if challenge.outcome in ("", NONE):
        challenge.outcome = NONE
        return_all(state)
    if challenge.number:
        fix_type(state, challenge)
    state.outcomes[challenge.outcome] = state.outcomes.get(challenge.outcome, 0) + 1
    await abilities(state, "end_of_challenge")
    discarded = _discard_cards(state)
    if discarded:
        await abilities(state, "cards_discarded", discarded)  # Filch takes one back
    for name, holder in challenge.data.get(LENT_POWERS, {}).items():
        state.power_seat[name] = holder  # a power lent for the challenge comes back
    state.challenge = None
    await _check_win(state)


def fix_type(state: CosmicState, challenge: Challenge) -> None:
    """The type of the main ``challenge`` (its ``challenge_type`` flags: capture or not) is fixed
    for the secondary challenges that follow it, or that a power launches in its course
    (Boomerang: its Destiny card decides, seed 002) (AMB-P30)."""
    state.main_type = frozenset(modify(state, "challenge_type", frozenset(), challenge))


async def regroup(state: CosmicState) -> None:
    """The offense may take one of his tokens out of the Warp to a base (or, with none, straight
    into the Cone), or with the Praw lift one from the Praw into the Warp (BASE_RULES §2
    phase 2)."""
    offense = state.offense
    options = ["skip"]
    if any(state.warp[c] for c in state.colours_of(offense)):  # any of his colours (C-556)
        bases = warp_keys(state, offense)  # the Zodiac card too (AMB-Z13)
        options += ["regain:" + key for key in bases] if bases else ["regain:cone"]
    lifted = praw_colour(state, offense)
    if lifted is not None:
        options.append("lift")
    options = list(modify(state, "regroup_options", tuple(options), offense))  # AMB-P11 rescue
    if len(options) == 1:
        return
    answer = await ask(Decision(offense, "regroup", tuple(options), "Regain a token?"))
    if answer == "skip":
        return
    if not answer.startswith(("regain:", "lift")):  # a variant's own option (AMB-P11)
        await abilities(state, "regroup_chosen", answer)
        return
    if answer == "lift":
        assert lifted is not None
        lift_from_praw(state, lifted)
        return
    target = answer.removeprefix("regain:")
    if target == "cone":
        challenge = state.challenge
        assert challenge is not None
        # From the Warp, his own colour first (C-556): it has no base to go back to.
        colour = next(c for c in state.colours_of(offense) if state.warp[c])
        state.warp[colour] -= 1
        challenge.cone[colour] = [NOWHERE]
    else:
        warp_to(state, offense, target)
    state.note("regroup", {"seat": offense, "to": target})


async def buy_back(state: CosmicState) -> None:
    """Lucre: the offense may pay 1 Lucre a token to move his tokens from the Warp to bases, or
    (with the Praw) to lift them from the Praw into the Warp (BASE_RULES §2 phase 1, §6c)."""
    player = state.players[state.offense]
    seat = player.seat
    while player.lucre:
        keys = ["done"]
        keys += ["buy:" + key for key in warp_keys(state, seat)]  # any of his colours (C-556)
        lifted = praw_colour(state, seat)
        if lifted is not None:
            keys.append("lift")
        if len(keys) == 1:
            return
        answer = await ask(Decision(seat, "lucre-buy-token", tuple(keys), "Buy back a token?"))
        if answer == "done" or await negated(state, Choice(seat, "lucre-token")):
            return  # negated: no more buying back this challenge (Negator)
        await pay(state, seat, "lift" if answer == "lift" else "token")
        if lifted is not None and answer == "lift":
            lift_from_praw(state, lifted)
        else:
            warp_to(state, seat, answer.removeprefix("buy:"))


async def buy_cards(state: CosmicState, seat: int) -> None:
    """Lucre: a main player may buy up to four cards from the deck at 1 Lucre each (§6c)."""
    player = state.players[seat]
    bought: list[str] = []
    for _ in range(LUCRE_CARDS):
        if not player.lucre or not (state.deck or state.discard):
            break
        if await ask(Decision(seat, "lucre-buy-card", ("done", "buy"), "Buy a card?")) == "done":
            break
        if await negated(state, Choice(seat, "lucre-card")):  # no more cards bought (Negator)
            break
        await pay(state, seat, "card")
        if draw(state, seat):
            bought.append(player.hand[-1])
    await gained(state, seat, bought)


class Payment:
    """``seat`` pays ``lucre`` for a purchase (``what``: "token", "lift", "card"): it goes back to
    the box unless a power takes it (``payee``; Dragon, C-487)."""

    __slots__ = ("lucre", "payee", "seat", "what")

    def __init__(self, seat: int, lucre: int, what: str) -> None:
        self.seat = seat
        self.lucre = lucre
        self.what = what
        self.payee: int | None = None


async def pay(state: CosmicState, seat: int, what: str) -> None:
    """``seat`` pays 1 Lucre for a purchase; what is paid goes to the box (BASE_RULES §6c),
    unless a power takes it at the ``lucre_paid`` moment (Dragon)."""
    state.players[seat].lucre -= 1
    await abilities(state, "lucre_paid", Payment(seat, 1, what))


class Flip:
    """A Destiny flip: the ``colour`` it counts as, which a power may decree (Dictator), in the
    challenge of ``offense``."""

    __slots__ = ("colour", "offense")

    def __init__(self, colour: int, offense: int) -> None:
        self.colour = colour
        self.offense = offense


async def destiny(state: CosmicState) -> bool:
    """Flip the Destiny Pile: its colour names the defense. On his own colour the offense may
    challenge another player's base in his home system, or flip again (BASE_RULES §2 phase 3)."""
    challenge = state.challenge
    assert challenge is not None
    offense = state.offense
    for _ in range(DESTINY_FLIPS):
        colour = flip_destiny(state)
        if colour < 0:  # a variant's Destiny card (a Capture Challenge card, AMB-P03)
            await abilities(state, "destiny_card", colour)
            colour = modify(state, "destiny_card_colour", colour)  # the colour it carries, if any
            if colour < 0:  # none: flip again
                continue
        flip = Flip(colour, offense)
        await abilities(state, "destiny_colour", flip)  # the colour it counts as (Dictator)
        colour = flip.colour
        state.note("destiny", {"colour": colour})
        await abilities(state, "destiny_flipped", colour)  # each colour turned up (Assassin)
        if colour != offense:
            challenge.defense = colour
            return True
        visitors = sorted(
            {
                state.colour_owner[c]
                for system in state.systems_of(offense)
                for planet in state.planets[system]
                for c, n in enumerate(planet)
                if n
            }
            - {offense}
        )
        if not visitors:
            continue
        keys = ("flip-again", *(f"challenge:{s}" for s in visitors))
        answer = await ask(Decision(offense, "own-colour", keys, "Your own colour came up"))
        if answer == "flip-again" and await negated(state, Choice(offense, "flip-again")):
            # Negated: he may not flip again, so he challenges a visitor (Negator).
            answer = await ask(Decision(offense, "own-colour", keys[1:], "Challenge a visitor"))
        if answer != "flip-again":
            challenge.defense = int(answer.removeprefix("challenge:"))
            challenge.data["home_system"] = True
            return True
    return False


def cone_targets(state: CosmicState) -> list[Planet]:
    """Planets the Cone may point at: in the defense's home systems, any planet where the offense
    has no base (C-1); in the offense's own, the planets where the defense has a base (C-552)."""
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    offense, defense = challenge.sides()
    if challenge.data.get("home_system"):
        return _planets(state, offense, lambda cell: state.owns(defense, cell))
    return _planets(state, defense, lambda cell: not state.owns(offense, cell))


def _planets(state: CosmicState, seat: int, wanted: Callable[[list[int]], bool]) -> list[Planet]:
    """The planets of ``seat``'s home systems whose token counts are ``wanted``."""
    return [
        (system, i)
        for system in state.systems_of(seat)
        for i, cell in enumerate(state.planets[system])
        if wanted(cell)
    ]


async def point_cone(state: CosmicState) -> bool:
    """The offense points the Cone at a planet; a defense without a Challenge Card then gets a
    new hand (BASE_RULES §2 phase 8, amended)."""
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    await abilities(state, "destiny_determined")  # the prisoner exchange (AMB-P04 amended)
    await window(state, DESTINY)
    await abilities(state, "destiny")  # the defense known: Boomerang strikes back first
    if challenge.data.get(CALLED_OFF):
        return False
    targets = modify(state, "cone_targets", cone_targets(state), challenge)  # Will: wider
    if not targets:
        return False
    keys = tuple(planet_key(p) for p in targets)
    aimer = int(modify(state, "cone_aimed_by", state.offense, challenge))  # Butler aims it
    while True:  # a negated aim is aimed again, never at that planet (Negator)
        keys = tuple(k for k in keys if not barred(state, aimer, "cone", k))
        aim = await ask(Decision(aimer, "cone", keys, "Point the Cone at a planet"))
        # Another's aim is his power's doing, which Negator cannot negate (C-571).
        others = len(keys) > 1 and aimer == state.offense
        if not await negated(state, Choice(aimer, "cone", aim, others)):
            break
    challenge.planet = parse_planet(aim)
    state.note("cone", {"defense": challenge.defense, "planet": planet_key(challenge.planet)})
    await _new_hand_if_needed(state, challenge.defense)
    return True


async def _new_hand_if_needed(state: CosmicState, seat: int) -> None:
    """A player who must play a Challenge Card and has none gets new hands until he has one (as
    long as the deck and discard pile hold one)."""
    for _ in range(3):
        if has_challenge_card(state, seat):
            return
        await gained(state, seat, await new_hand(state, seat))


async def launch(state: CosmicState) -> None:
    """The offense puts 1 to 4 of his tokens from his bases into the Cone (BASE_RULES §2
    phase 6)."""
    challenge = state.challenge
    assert challenge is not None
    offense = state.offense
    await commit_tokens(state, offense, OFFENSE, "launch")
    state.note("launch", {"seat": offense, "tokens": committed(challenge.cone, state, offense)})


async def choose_cards(state: CosmicState) -> bool:
    """Each main player picks a Challenge Card face down (BASE_RULES §2 phase 8). An offense with
    none ends his turn, and a power may end the challenge just before (``before_cards``); False
    then."""
    if not await cards_ready(state):
        return False
    await abilities(state, "before_cards")
    challenge = state.challenge
    assert challenge is not None
    if challenge.outcome:  # a power ended it before the cards (Skeptic's doubt agreed to)
        return False
    chooser = replace(state, "choose_cards")
    if chooser is None:
        await both_choose(state)
    elif await chooser is False:  # the power ended the challenge instead (Super Oracle)
        return False
    return True


async def cards_ready(state: CosmicState) -> bool:
    """Whether both main players hold a Challenge Card (C-12): an offense with none ends the
    challenge; a defense with none gets new hands while the deck holds one."""
    challenge = state.challenge
    assert challenge is not None
    offense, defense = challenge.sides()
    if not has_challenge_card(state, offense):
        state.note("no-challenge-card", {"seat": offense})
        return False
    await _new_hand_if_needed(state, defense)
    return has_challenge_card(state, defense)  # none left anywhere: nothing can be played


async def both_choose(state: CosmicState) -> None:
    """The usual rule: both main players choose their Challenge Cards at once, face down."""
    challenge = state.challenge
    assert challenge is not None
    sides = challenge.sides()
    picks = await ask_all([card_decision(state, seat) for seat in sides])
    for seat, card in zip(sides, picks, strict=True):
        play_card(state, seat, await chosen(state, seat, card))


async def chosen(state: CosmicState, seat: int, card: str) -> str:
    """``seat`` chose ``card`` face down: a power may negate the choice (Negator); he then chooses
    again, never a card negated this challenge. Returns the card he plays."""
    while may_negate(state) and await negated(
        state, Choice(seat, "challenge-card", "", len(card_decision(state, seat).options) > 1), card
    ):
        card = await ask(card_decision(state, seat))
    return card


def card_decision(state: CosmicState, seat: int) -> Decision:
    """``seat``'s choice of Challenge Card: any in his hand, unless a power obliges him to play
    one of them (``card_options``: Super Philanthropist)."""
    held: list[str] = []  # each card once, in hand order (loops: a few times a challenge)
    for card in state.players[seat].hand:
        if cards.is_challenge_card(card) and card not in held:
            held.append(card)
    options: tuple[str, ...] = modify(state, "card_options", tuple(held), seat) or tuple(held)
    allowed = [c for c in options if not barred(state, seat, "challenge-card", c)]
    return Decision(
        seat, "challenge-card", tuple(allowed) or options, "Play a Challenge Card face down"
    )


def play_card(state: CosmicState, seat: int, card: str) -> None:
    """``seat`` puts ``card`` face down in the challenge."""
    challenge = state.challenge
    assert challenge is not None
    state.players[seat].hand.remove(card)
    challenge.cards[seat] = card
    state.note("card-played", {"seat": seat}, {seat: {"card": card}})


async def reveal(state: CosmicState) -> None:
    """The Challenge Cards are turned face up. A power may hold its holder's card back until the
    other is seen (``held_back``, with those seats) and then keep it face down (``kept_face_down``):
    the Gambler's bluff; such a card is shown to its owner only (``challenge.face_down``)."""
    challenge = state.challenge
    assert challenge is not None
    await abilities(state, "cards_chosen")  # face down still: Calculator declares (AMB-W04)
    challenge.revealed = True
    held = sorted(modify(state, "held_back", frozenset(), challenge))
    challenge.face_down.update(held)
    _show(state, [s for s in challenge.cards if s not in held])
    if held:
        await abilities(state, "held_back", held)
        kept = modify(state, "kept_face_down", frozenset(), challenge)
        late = [s for s in held if s in challenge.face_down and s not in kept]
        challenge.face_down.difference_update(late)
        _show(state, late)
    await abilities(state, "reveal")
    await window(state, REVEAL)


def _show(state: CosmicState, seats: list[int]) -> None:
    challenge = state.challenge
    assert challenge is not None
    if seats:
        state.note("reveal", {"cards": {str(s): challenge.cards[s] for s in seats}})


Outcome = Callable[[CosmicState], Awaitable[None]]


async def resolve(
    state: CosmicState,
    won: Outcome = offense_wins,
    lost: Outcome = defense_wins,
    no_deal: Outcome = deals.failed,
) -> None:
    """BASE_RULES §3: Attack against Attack compares totals; a Compromise loses to an Attack (and
    takes consolation); two Compromises make a deal or pay for failing. What winning, losing and
    a failed deal do are the usual ones unless given (the Raid on Entebbe has its own)."""
    challenge = state.challenge
    assert challenge is not None
    offense, defense = challenge.sides()
    mine, theirs = card_of(state, offense), card_of(state, defense)
    if mine == cards.COMPROMISE and theirs == cards.COMPROMISE:
        # A power may make it a deal of more parties, which pays for its own failure (Diplomat).
        negotiation = modify(state, "negotiation", None)
        if negotiation is not None:
            challenge.outcome = DEAL if await negotiation else NO_DEAL
            return
        if await deals.negotiate(state):
            challenge.outcome = DEAL
        else:
            challenge.outcome = NO_DEAL
            await no_deal(state)
        return
    if modify(state, "both_lose", False):  # (Wild Loser) whatever the cards
        await both_lose(state)
        return
    if mine == cards.COMPROMISE:
        winner = compromise_winner(state, offense)
    elif theirs == cards.COMPROMISE:
        winner = compromise_winner(state, defense)
    else:
        winner = attack_winner(state)
    # After every other effect, a power may still turn the outcome round (Loser's upset).
    winner = int(modify(state, "challenge_winner", winner))
    await (won if winner == offense else lost)(state)
    loser = challenge.opponent(winner)
    if card_of(state, loser) == cards.COMPROMISE and card_of(state, winner) != cards.COMPROMISE:
        await consolation(state, loser, winner)


async def outcome_decided(state: CosmicState) -> None:
    """Once a challenge has an outcome, however it came about (the cards, a negotiated deal, a
    power ending it as a deal: Super Oracle), the same event follows: Zodiac Karma, the Prisoner
    Rulings' moment, powers that act on a win or a deal (AMB-Z30)."""
    challenge = state.challenge
    assert challenge is not None
    if challenge.outcome not in ("", NONE):
        await abilities(state, "resolved")


def _discard_cards(state: CosmicState) -> dict[int, str]:
    """Played Challenge Cards are discarded at clean-up (BASE_RULES §2 phase 11), unless a power
    keeps them (``keep_card``). Returns the cards that went to the discard pile, by player."""
    challenge = state.challenge
    assert challenge is not None
    discarded = {}
    for seat, card in challenge.cards.items():
        keeper = replace(state, "keep_card", (seat, card))
        if keeper is None:
            state.discard.append(card)
            discarded[seat] = card
        else:
            state.players[int(keeper)].hand.append(card)
    challenge.cards.clear()
    return discarded


async def _check_win(state: CosmicState) -> None:
    """Bases on five planets outside one's home system win; several at once share the win
    (BASE_RULES §8). A power may contest the win as it happens (``game_won``, with the list of
    winners, which it may change: Super Sniveler). Some need fewer bases (``win_bases``: the
    Zodiac Spiritual Leader and Nemesis, AMB-Z15)."""
    need = state.config.win_bases
    winners = [
        p.seat
        for p in state.players
        if state.external_bases(p.seat) >= modify(state, "win_bases", need, p.seat)
    ]
    if winners:
        await abilities(state, "game_won", winners)
        state.over = True
        state.winners = winners
        state.note("win", {"winners": winners})
