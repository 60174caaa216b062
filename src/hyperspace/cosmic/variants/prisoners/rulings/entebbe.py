"""Raid on Entebbe: played between challenges, it inserts a challenge in which its player, the
raider, attacks another player's prison (seed 002; AMB-P17, AMB-P18; C-117).

The raider regains no token, flips no Destiny and holds no exchange: he puts 1 to 4 of his tokens
into the Cone and points it at any other player's prison; that player, the defense, may put 0 to
4 of his tokens (from any bases) into the defensive end. Then alliances, Challenge Cards, powers,
Flares, Edicts and Kickers as in any challenge. If the raider wins, he and each of his allies get
back their tokens held by the defense (to bases), he takes every other prisoner of the defense
into his own prison, and imprisons every token in the defensive end, allies' included (AMB-P18).
If the defense wins, each of his allies gets back his tokens held by the defense, and the defense
imprisons every token in the Cone. Consolation is as usual (the tokens imprisoned count); a deal
is as usual, and a failed deal's tokens go to the Warp (AMB-P17). Nobody gains a base on a
prison. The raid counts for none of the turn's challenges; afterwards play resumes where it
stopped.
"""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.edicts.base import ALLIANCES
from hyperspace.cosmic.powers.base import abilities, modify
from hyperspace.cosmic.rules import challenge as rules
from hyperspace.cosmic.rules import deals
from hyperspace.cosmic.rules.alliances import alliances, max_tokens
from hyperspace.cosmic.rules.deck import has_challenge_card
from hyperspace.cosmic.rules.resolution import (
    DEFENSE_WINS,
    NONE,
    OFFENSE_WINS,
    return_all,
    rewards,
)
from hyperspace.cosmic.rules.specials import window
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.tokens import (
    commit,
    launch_sources,
    lift,
    lose,
    return_to_bases,
    send_home,
    take_from_bases,
)
from hyperspace.cosmic.variants.prisoners.prison import RAID, free, hand_over, prisons
from hyperspace.cosmic.variants.prisoners.rulings.base import BETWEEN, Ruling
from hyperspace.engine.decision import Decision, ask

WHY: Final = "Raid on Entebbe"


class Entebbe(Ruling):
    name = "entebbe"
    title = "Raid on Entebbe"
    text = "Between challenges: raid another player's prison in a challenge of your own."
    moments = frozenset({BETWEEN})

    def can_play(self, state: CosmicState, seat: int, moment: str) -> bool:
        # A raider needs a token to put into the Cone and a Challenge Card to play (C-117).
        return bool(launch_sources(state, seat, None)) and has_challenge_card(state, seat)

    async def play(self, state: CosmicState, seat: int) -> None:
        await raid(state, seat)


async def raid(state: CosmicState, raider: int) -> None:
    resumed = state.offense
    state.offense = raider
    challenge = state.challenge = Challenge(raider, 0)
    challenge.flags.add(RAID)
    state.challenges += 1
    challenge.log_start = len(state.log)
    state.features["raids"] += 1
    state.note("challenge", {"offense": raider, "number": 0, "raid": True})
    # "Put from one to four tokens into the Cone and point it at any other player's Star Disc."
    await commit(state, raider, challenge.cone, 1, max_tokens(state, raider), "launch", None)
    keys = tuple(f"player:{s}" for s in range(state.config.players) if s != raider)
    prompt = "Raid whose prison?"
    answer = await ask(Decision(raider, "prisoners-entebbe-target", keys, prompt))
    defense = challenge.defense = int(answer.removeprefix("player:"))
    state.note("raid", {"raider": raider, "defense": defense})
    # "He may put from zero to four tokens into the defensive oval of the Cone."
    await commit(
        state, defense, challenge.defense_end, 0, max_tokens(state, defense),
        "prisoners-entebbe-defend", None,
    )  # fmt: skip
    await abilities(state, "launched")
    if state.config.lucre:
        for seat in challenge.sides():
            await rules.buy_cards(state, seat)
    await alliances(state)
    await window(state, ALLIANCES)
    await abilities(state, "alliances_made")
    if await rules.choose_cards(state):
        await rules.reveal(state)
        await rules.resolve(state, raider_wins, defender_wins, failed_deal)
        await rules.outcome_decided(state)
    if challenge.outcome in ("", NONE):
        challenge.outcome = NONE
    return_all(state)
    state.outcomes[challenge.outcome] = state.outcomes.get(challenge.outcome, 0) + 1
    await abilities(state, "end_of_challenge")
    discarded = rules._discard_cards(state)
    if discarded:
        await abilities(state, "cards_discarded", discarded)  # Filch, as after any challenge
    state.challenge = None
    state.offense = resumed
    await rules._check_win(state)


async def raider_wins(state: CosmicState) -> None:
    challenge = state.challenge
    assert challenge is not None
    offense, defense = challenge.sides()
    challenge.outcome, challenge.winner_side = OFFENSE_WINS, offense
    held = prisons(state).held[defense]
    # "You and all your allies each receive any of your own tokens held prisoner by the
    # defensive player; you then receive any remaining tokens held by the defensive player".
    for seat in (offense, *challenge.offense_allies):
        await free(state, defense, seat, held[seat], WHY)
    for colour, count in enumerate(held):
        await hand_over(state, defense, offense, colour, count, WHY)
    # "... as well as all tokens in the defensive end of the Cone, and imprison them" (AMB-P18).
    losers = [(colour, len(origins)) for colour, origins in challenge.defense_end.items()]
    for colour, count in losers:
        challenge.defense_end[colour].clear()
        lift(state, colour, count)
    for colour, count in losers:
        await lose(state, colour, count, "defeat", offense)
    state.note("outcome", {"winner": offense, "side": "offense", "raid": True})


async def defender_wins(state: CosmicState) -> None:
    challenge = state.challenge
    assert challenge is not None
    defense = challenge.opponent(challenge.offense)
    challenge.outcome, challenge.winner_side = DEFENSE_WINS, defense
    held = prisons(state).held[defense]
    # "All his allies receive any of their tokens held by the defensive player; the defensive
    # player then imprisons all the tokens in the offensive end of the cone."
    for ally in challenge.defense_allies:
        await free(state, defense, ally, held[ally], WHY)
    losers = [(colour, len(origins)) for colour, origins in challenge.cone.items()]
    for colour, count in losers:
        challenge.cone[colour].clear()
        lift(state, colour, count)
    for colour, count in losers:
        await lose(state, colour, count, "defeat", defense)
    state.note("outcome", {"winner": defense, "side": "defense", "raid": True})
    allies: dict[int, int] = {}  # each ally's tokens, of all his colours (C-554)
    for colour, origins in challenge.defense_end.items():
        seat = state.colour_owner[colour]
        allies[seat] = allies.get(seat, 0) + len(origins)
        send_home(state, colour, origins)
    for seat, committed in allies.items():
        if seat != defense and "ionic-gas" not in challenge.flags:
            await rewards(state, seat, committed)  # as in any challenge


async def failed_deal(state: CosmicState) -> None:
    """No deal: each main player loses three tokens (as powers and Kickers make it) to the Warp
    (AMB-P17), first those in the challenge, then from bases."""
    challenge = state.challenge
    assert challenge is not None
    for seat in challenge.sides():
        count = int(modify(state, "failed_deal_loss", deals.FAILED_DEAL_LOSS, seat))
        if count < 0:  # a negative Kicker: he takes tokens back from the Warp (AMB-K07)
            back = min(-count, state.warp[seat])
            await return_to_bases(state, seat, back, "a negative Kicker", state.warp)
            continue
        origins = (challenge.cone if seat == challenge.offense else challenge.defense_end).get(
            seat, []
        )
        from_challenge = min(count, len(origins))
        del origins[:from_challenge]
        lift(state, seat, from_challenge)
        taken = from_challenge + await take_from_bases(
            state, seat, count - from_challenge, "a failed deal"
        )
        await lose(state, seat, taken, "failed-deal")
    state.note("no-deal", {"seats": list(challenge.sides()), "raid": True})


RULING: Final = Entebbe()
