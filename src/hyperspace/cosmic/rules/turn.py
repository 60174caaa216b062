"""A turn: one challenge, or two if the first succeeds (BASE_RULES §2, §7)."""

from __future__ import annotations

from hyperspace.cosmic.powers.base import abilities
from hyperspace.cosmic.rules.challenge import challenge
from hyperspace.cosmic.rules.deck import gained, has_challenge_card, new_hand
from hyperspace.cosmic.state import CosmicState
from hyperspace.engine.decision import Decision, ask


class GameEnded(Exception):
    """A rule ended the game at once, in the middle of a challenge (the Zodiac Nemesis becoming
    Spiritual Leader, AMB-Z14): whoever raises it has set the winners; the game stops there."""


async def play_turn(state: CosmicState) -> None:
    offense = state.offense
    player = state.players[offense]
    if state.config.lucre:
        player.lucre += 1  # Lucre: one at the start of each turn, not each challenge (§6c)
    await _ready_to_challenge(state, offense)
    for number in (1, 2):
        if _capped(state):
            return
        success = await challenge(state, number)
        await out_of_turn_challenges(state)
        if state.over or number == 2 or not success or not state.config.second_challenge:
            return
        if not has_challenge_card(state, offense):
            return  # a second challenge needs a Challenge Card in hand (BASE_RULES §7)
        again = await ask(
            Decision(offense, "second-challenge", ("challenge", "end-turn"), "Challenge again?")
        )
        if again != "challenge":
            return


async def out_of_turn_challenges(state: CosmicState) -> None:
    """Each player owed a challenge out of turn (Timegash, C-510) plays it now, a whole challenge
    of his own with Destiny, as the offense; then the turn goes on where it was."""
    while state.out_of_turn and not state.over and not _capped(state):
        offense, state.offense = state.offense, state.out_of_turn.pop(0)
        await _ready_to_challenge(state, state.offense)
        state.note("out-of-turn", {"seat": state.offense})
        await challenge(state, 1)
        state.offense = offense


async def _ready_to_challenge(state: CosmicState, offense: int) -> None:
    """BASE_RULES §2 phase 8 [INFERRED]: an offense with no Challenge Card gets a new hand at the
    start of his turn (or of his challenge out of turn)."""
    if not has_challenge_card(state, offense):
        await gained(state, offense, await new_hand(state, offense))


def _capped(state: CosmicState) -> bool:
    """The safety cap on challenges (simulations): the game stops, flagged as capped."""
    cap = state.config.max_challenges
    if cap is not None and state.challenges >= cap:
        state.over = state.capped = True
        state.note("capped", {"challenges": state.challenges})
    return state.over


async def play_game(state: CosmicState) -> None:
    """Turns clockwise until someone has five external bases (BASE_RULES §8)."""
    n = state.config.players
    await abilities(state, "game_start")  # choices of the set-up (the Zodiac Karma: AMB-Z16)
    while not state.over:
        try:
            await play_turn(state)
        except GameEnded:
            return
        if not state.over:
            state.offense = (state.offense + 1) % n
            state.turn += 1
