"""Resolution (BASE_RULES §3, §4): totals, who wins, where the tokens go, consolation, rewards.

A side's total is its main player's card value plus one for each token on the side (the main
player's and his allies'); powers adjust the card value (``card_value``), what a token counts
(``token_value``) and the total (``side_total``), and may change who wins (``winner``, or
``compromise_winner`` when a Compromise meets an Attack); a Flare may change the card itself
(``challenge_card``).
"""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import abilities, modify, replace
from hyperspace.cosmic.rules.deck import draw, gained, take_random
from hyperspace.cosmic.state import Challenge, CosmicState, Planet, planet_key
from hyperspace.cosmic.tokens import (
    lift,
    lift_from_praw,
    lose,
    place,
    praw_colour,
    send_home,
    warp_keys,
    warp_to,
)
from hyperspace.engine.decision import Decision, ask

# Outcomes (AMB-G09).
OFFENSE_WINS: Final = "offense"
DEFENSE_WINS: Final = "defense"
DEAL: Final = "deal"
BOTH_LOSE: Final = "both-lose"  # Wild Loser: every token in the challenge is lost
NO_DEAL: Final = "no-deal"
NONE: Final = "none"  # the challenge ended without an outcome (the offense had no Challenge Card)


def card_of(state: CosmicState, seat: int) -> str:
    """The Challenge Card ``seat`` played, as it counts now: Emotion Control makes every Attack
    card a Compromise (BASE_RULES §6a)."""
    challenge = state.challenge
    assert challenge is not None
    # A Flare in force may turn the card into another (Wild Pacifist: a Compromise into an Attack
    # 15, ``challenge_card``); Emotion Control still acts on what it became.
    card = str(modify(state, "challenge_card", challenge.cards[seat], seat))
    if "emotion-control" in challenge.flags and card != cards.COMPROMISE:
        return cards.COMPROMISE
    return card


def card_value(state: CosmicState, seat: int) -> int:
    """The value of ``seat``'s Attack card, as powers (and later Kickers) change it."""
    return int(modify(state, "card_value", cards.attack_value(card_of(state, seat)), seat))


def side_tokens(challenge: Challenge, state: CosmicState, seat: int) -> dict[int, int]:
    """The tokens on ``seat``'s side of the challenge, by colour (the main player's first)."""
    if seat == challenge.offense:
        return {colour: len(origins) for colour, origins in challenge.cone.items()}
    # The defense's tokens on the planet (none when the Cone points at a prison: the Prisoners'
    # Raid on Entebbe, whose defense is all in the defensive end).
    planet = challenge.planet
    side = {c: state.tokens_on(planet, c) if planet is not None else 0 for c in defenders(state)}
    side.update((colour, len(origins)) for colour, origins in challenge.defense_end.items())
    return side


def defenders(state: CosmicState) -> list[int]:
    """The defense's colours: his tokens of every colour on the planet defend it (C-554)."""
    challenge = state.challenge
    assert challenge is not None and challenge.defense is not None
    return state.colours_of(challenge.defense)


def token_values(state: CosmicState, seat: int) -> dict[int, int]:
    """What the tokens of each colour on ``seat``'s side count for in the total (token values as
    powers change them)."""
    challenge = state.challenge
    assert challenge is not None
    return {
        colour: modify(state, "token_value", 1, colour) * count
        for colour, count in side_tokens(challenge, state, seat).items()
    }


def token_count(state: CosmicState, seat: int) -> int:
    """What the tokens on ``seat``'s side count for in the total."""
    return sum(token_values(state, seat).values())


def total(state: CosmicState, seat: int) -> int:
    """``seat``'s side total; Eon Lucre adds the main player's Lucre (BASE_RULES §6c)."""
    value = card_value(state, seat) + token_count(state, seat)
    if state.config.lucre:
        value += state.players[seat].lucre
    return int(modify(state, "side_total", value, seat))


def compromise_winner(state: CosmicState, compromiser: int) -> int:
    """Compromise against Attack: the Attack wins (BASE_RULES §3b), unless a power makes the
    Compromise win (``compromise_winner``, with the Compromise player: Pacifist)."""
    challenge = state.challenge
    assert challenge is not None
    changed = replace(state, "compromise_winner", compromiser)
    return challenge.opponent(compromiser) if changed is None else int(changed)


def attack_winner(state: CosmicState) -> int:
    """Attack against Attack: the higher total wins, ties go to the defense (BASE_RULES §3a),
    unless a power changes the comparison (``winner``)."""
    challenge = state.challenge
    assert challenge is not None
    offense, defense = challenge.sides()
    totals = (total(state, offense), total(state, defense))
    state.note("totals", {"offense": totals[0], "defense": totals[1]})
    changed = replace(state, "winner", totals)
    if changed is not None:
        return int(changed)
    return offense if totals[0] > totals[1] else defense


async def offense_wins(state: CosmicState) -> None:
    """Every defending token goes to the Warp; the offense and his allies land on the planet, each
    gaining a base there (BASE_RULES §3a)."""
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    offense = challenge.offense
    challenge.outcome, challenge.winner_side = OFFENSE_WINS, offense
    planet = challenge.planet
    losers = [(ally, len(origins)) for ally, origins in challenge.defense_end.items()]
    on_planet = [(c, state.tokens_on(planet, c)) for c in defenders(state)]
    bullied = await chosen(state, [*on_planet, *losers], offense)
    # What a power leaves of the defense on the planet stays there, sharing it (Bully).
    defending = [(c, 0 if c in bullied else n) for c, n in on_planet]
    for colour, count in defending:
        state.planets[planet[0]][planet[1]][colour] -= count
        lift(state, colour, count)
    losers = _unchosen(state, challenge.defense_end, losers, bullied)
    for ally, count in losers:
        challenge.defense_end[ally].clear()
        lift(state, ally, count)
    for colour, count in [*defending, *losers]:
        await lose(state, colour, count, "defeat", offense)
    for colour, origins in challenge.cone.items():
        ally = state.colour_owner[colour]
        if ally != offense and not rewarded(state, ally):
            send_home(state, colour, origins)
            continue
        place(state, colour, planet, len(origins))
        origins.clear()
    state.note("outcome", {"winner": offense, "side": "offense", "planet": planet_key(planet)})


async def defense_wins(state: CosmicState) -> None:
    """The Cone's tokens go to the Warp; defensive allies go home and collect their rewards
    (BASE_RULES §3a, §4)."""
    challenge = state.challenge
    assert challenge is not None
    defense = challenge.opponent(challenge.offense)
    challenge.outcome, challenge.winner_side = DEFENSE_WINS, defense
    losers = [(colour, len(origins)) for colour, origins in challenge.cone.items()]
    bullied = await chosen(state, losers, defense)
    losers = _unchosen(state, challenge.cone, losers, bullied)
    for colour, count in losers:
        challenge.cone[colour].clear()
        lift(state, colour, count)
    for colour, count in losers:
        await lose(state, colour, count, "defeat", defense)
    state.note("outcome", {"winner": defense, "side": "defense"})
    allies: dict[int, int] = {}  # each ally's tokens, of all his colours (C-554)
    for colour, origins in challenge.defense_end.items():
        ally = state.colour_owner[colour]
        allies[ally] = allies.get(ally, 0) + len(origins)
        send_home(state, colour, origins)
    for ally, committed in allies.items():
        if "ionic-gas" not in challenge.flags and rewarded(state, ally):
            await rewards(state, ally, committed)


class Defeat:
    """``count`` tokens of ``colour`` in the challenge, about to be lost to the winning main player
    ``winner``. A power may choose which of his tokens are lost instead (the ``defeated``
    ability: Bully), and then marks it ``taken``."""

    __slots__ = ("colour", "count", "taken", "winner")

    def __init__(self, colour: int, count: int, winner: int) -> None:
        self.colour = colour
        self.count = count
        self.winner = winner
        self.taken = False


async def chosen(state: CosmicState, losers: list[tuple[int, int]], winner: int) -> set[int]:
    """The colours among ``losers`` (colour, tokens in the challenge) whose losses a power chose
    and took itself (Bully)."""
    taken = set()
    for colour, count in losers:
        defeat = Defeat(colour, count, winner)
        await abilities(state, "defeated", defeat)
        if defeat.taken:
            taken.add(colour)
    return taken


def _unchosen(
    state: CosmicState,
    end: dict[int, list[Planet]],
    losers: list[tuple[int, int]],
    taken: set[int],
) -> list[tuple[int, int]]:
    """The ``losers`` whose losses no power chose; what a power left of the others (``taken``) in
    the Cone or the defensive ``end`` goes home (Bully)."""
    for colour in taken:
        send_home(state, colour, end.get(colour, []))
    return [(colour, count) for colour, count in losers if colour not in taken]


def rewarded(state: CosmicState, ally: int) -> bool:
    """Whether a winning side's ally gets what allies get (a base, or defensive rewards); a power
    may deny it (``ally_rewards``: the Wild Grudge): he then just goes home."""
    return bool(modify(state, "ally_rewards", True, ally))


async def both_lose(state: CosmicState) -> None:
    """Both sides lose (Wild Loser): every token in the challenge goes to the Warp, each side's
    lost to the other main player (who imprisons them in a capture challenge, seed 002)."""
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    offense, defense = challenge.sides()
    challenge.outcome = BOTH_LOSE
    losers = []
    for colour in defenders(state):
        losers.append((colour, state.tokens_on(challenge.planet, colour), offense))
        state.planets[challenge.planet[0]][challenge.planet[1]][colour] = 0
    for colour, origins in challenge.defense_end.items():
        losers.append((colour, len(origins), offense))
        origins.clear()
    for colour, origins in challenge.cone.items():
        losers.append((colour, len(origins), defense))
        origins.clear()
    for colour, count, _ in losers:
        lift(state, colour, count)
    for colour, count, winner in losers:
        await lose(state, colour, count, "defeat", winner)
    state.note(BOTH_LOSE, {"offense": offense, "defense": defense})


async def rewards(state: CosmicState, ally: int, count: int) -> None:
    """For each token he committed, a defensive ally takes a card from the deck or one of his
    tokens from the Warp to a base; with the Praw, he may instead lift one from the Praw into the
    Warp (BASE_RULES §4)."""
    drawn: list[str] = []
    for _ in range(count):
        options = ["card"]
        options += ["token:" + key for key in warp_keys(state, ally)]  # any colour (C-556)
        lifted = praw_colour(state, ally)
        if lifted is not None:
            options.append("lift")
        answer = await ask(Decision(ally, "reward", tuple(options), "Choose a defensive reward"))
        if answer == "card":
            if draw(state, ally):
                drawn.append(state.players[ally].hand[-1])
        elif lifted is not None and answer == "lift":
            lift_from_praw(state, lifted)
        else:
            warp_to(state, ally, answer.removeprefix("token:"))
    state.note("rewards", {"seat": ally, "count": count})
    await gained(state, ally, drawn)


async def consolation(state: CosmicState, loser: int, winner: int) -> None:
    """The losing Compromise player takes, at random from the winner's hand, one card for each of
    his own tokens lost in this challenge (BASE_RULES §3b, amended: wherever they went)."""
    challenge = state.challenge
    assert challenge is not None
    if "ionic-gas" in challenge.flags:
        return
    lost = sum(challenge.lost.get(colour, 0) for colour in state.colours_of(loser))
    count = int(modify(state, "consolation", lost, loser))
    # A negative count (a negative Kicker, seed 000, AMB-K05 amended) turns it round: the winner
    # draws that many at random from the loser's hand.
    giver, taker = (winner, loser) if count > 0 else (loser, winner)
    if count:
        taken = take_random(state, giver, taker, abs(count))
        state.note(
            "consolation",
            {"seat": taker, "from": giver, "cards": len(taken)},
            {loser: {"taken": taken}, winner: {"taken": taken}},
        )
        await gained(state, taker, taken)


def return_all(state: CosmicState) -> None:
    """Every token still in the challenge goes back where it came from."""
    challenge = state.challenge
    assert challenge is not None
    for colour, origins in challenge.cone.items():
        send_home(state, colour, origins)
    for colour, origins in challenge.defense_end.items():
        send_home(state, colour, origins)
