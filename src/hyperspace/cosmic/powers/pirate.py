"""Pirate, the Power of Plunder.

Once a turn, in a challenge where Pirate is not a main player, before the Challenge Cards are
chosen, Pirate may raid the Lucre of one of the two main players. The challenge waits: Pirate puts
one to four of its tokens outside that player's system, and Pirate and the victim play a raid as
main players, without allies; the victim defends with his Lucre (it adds to his total as always,
BASE_RULES §6c), buys neither cards nor tokens, and may use his power. Before the cards are
chosen the victim may buy Pirate off with half his Lucre, rounded up: Pirate must accept and goes
home. If Pirate wins it takes all the victim's Lucre and its raiders go home; if it loses they go
to the Warp. Deals are allowed; only Pirate can take consolation (the victim commits no tokens).
If Pirate loses its power during the raid, its raiders go home. Then the challenge goes on.
Optional. Only with Lucre: without it Pirate is not dealt (C-371, C-486).

Source: the Eon text (expansion 6), from the Cosmic Encounter wiki (POWER_TEXTS.md "Pirate",
HIGH). Seed 002: tokens lost in a raid are imprisoned in a capture challenge (the raid takes the
interrupted challenge's type, AMB-P22, AMB-P30), by the victim who beat them. No Flare text was
found; both are designed (C-372): Wild, the winning main player plunders one card at random from
his opponent's hand; Super, the victim may not buy Pirate off.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    active,
    exposed,
    pro,
)
from hyperspace.cosmic.powers.common import RAID, SwitchFlare, interrupt, waiting
from hyperspace.cosmic.rules.alliances import max_tokens
from hyperspace.cosmic.rules.deck import has_challenge_card, take_random
from hyperspace.cosmic.rules.resolution import DEAL, DEFENSE_WINS, OFFENSE_WINS
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.tokens import commit, launch_sources, lift, lose, send_home
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import plural

TURN: Final = "raided"  # Player.power_data: the turn of Pirate's last raid (once a turn)
SUPER: Final = "pirate-super"  # challenge.data: the Super Flare was played
PAY, FIGHT = "pay", "fight"  # the victim's answer to the raid


def _victims(power: Power, state: CosmicState, seat: int) -> list[int]:
    """The main players Pirate may raid: with Lucre to take, not immune (the Con)."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None:
        return []
    rich = [s for s in challenge.sides() if state.players[s].lucre > 0]
    return exposed(state, power.name, rich)


def _may_raid(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # "Once a turn, in a challenge where you are not a main player" (the Pro lifts once a turn);
    # a raider needs a token and a Challenge Card, and a main challenge to interrupt (C-371).
    challenge = state.challenge
    if not state.config.lucre or challenge is None or not challenge.number:
        return False
    once = state.players[seat].power_data.get(TURN) != state.turn or pro(state, power.name)
    return (
        once
        and not challenge.is_main(seat)
        and bool(launch_sources(state, seat, None))
        and has_challenge_card(state, seat)
        and bool(_victims(power, state, seat))
    )


class Pirate(Power):
    name = "pirate"
    title = "Pirate"
    short = "Power of Plunder"
    needs = ("lucre",)  # an Eon expansion 6 power: without Lucre there is nothing to raid (C-486)
    text = (
        "Once a turn, when you are not a main player, before cards are chosen, you may raid the "
        "Lucre of a main player with one to four tokens: he may buy you off with half his Lucre "
        "(rounded up); otherwise you fight, his Lucre against your tokens. Win: take all his "
        "Lucre and go home. Lose: your raiders go to the Warp. Then the challenge goes on."
    )
    source = (
        "Eon text, expansion 6 (POWER_TEXTS 'Pirate', from the Cosmic Encounter wiki, HIGH); "
        "only with Lucre (C-371); seed 002: tokens lost in a raid go to prison in a capture "
        "challenge"
    )

    @ability("alliances_made", can_use=_may_raid, optional=True)
    async def raid(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Announce a raid on the Lucre of one of the main players; the challenge waits."
        from hyperspace.cosmic.rules.challenge import fix_type  # (import cycle)

        main = state.challenge
        assert main is not None
        keys = tuple(f"player:{s}" for s in _victims(self, state, seat))
        answer = await ask(Decision(seat, "pirate-victim", keys, "Whose Lucre do you raid?"))
        victim = int(answer.removeprefix("player:"))
        state.players[seat].power_data[TURN] = state.turn
        state.features["pirate_raids"] += 1
        fix_type(state, main)  # the raid is of the interrupted challenge's type (seed 002)
        payoff = not main.data.get(SUPER)
        await interrupt(state, seat, lambda: _raid(state, seat, victim, payoff))
        resumed = {"seat": seat, "offense": main.offense, "defense": main.defense, "resumes": True}
        state.note("pirate-resume", resumed)

    def tokens_held(self, state: CosmicState, colour: int) -> int:
        return waiting(state, self.name, colour)  # the interrupted challenge's, meanwhile

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return (
            state.config.lucre
            and challenge is not None
            and not challenge.is_main(seat)
            and state.players[seat].power_data.get(TURN) == state.turn
        )


async def _raid(state: CosmicState, pirate: int, victim: int, payoff: bool) -> bool:
    """The raid: a challenge of Pirate (the offense) against the victim's Lucre, without allies,
    planet or Destiny (C-371). True if Pirate won it."""
    from hyperspace.cosmic.rules import challenge as rules  # (import cycle)

    challenge = rules.begin(state, 0)
    challenge.defense = victim
    challenge.data[RAID] = True
    state.note("pirate-raid", {"seat": pirate, "victim": victim})
    # "Put up to four tokens outside his system."
    await commit(state, pirate, challenge.cone, 1, max_tokens(state, pirate), "launch", None)
    if payoff and await _bought_off(state, pirate, victim):
        challenge.outcome = DEAL
    elif await rules.choose_cards(state):
        await rules.reveal(state)
        if active(state, pirate):  # "if Pirate loses its power, the raiders go home"
            await rules.resolve(state, _plundered, _repelled)
    await rules.outcome_decided(state)
    await rules.clear_away(state)
    return challenge.winner_side == pirate


async def _bought_off(state: CosmicState, pirate: int, victim: int) -> bool:
    """'Before cards are played the victim may offer half his Lucre, rounded up; Pirate must
    accept and go home.'"""
    player = state.players[victim]
    half = (player.lucre + 1) // 2
    prompt = f"Pay {plural(half, 'Lucre', 'Lucre')} to the raider, or fight?"
    context = {"pirate": pirate, "lucre": half}
    if await ask(Decision(victim, "pirate-offer", (PAY, FIGHT), prompt, context)) == FIGHT:
        return False
    player.lucre -= half
    state.players[pirate].lucre += half
    challenge = state.challenge
    assert challenge is not None
    send_home(state, pirate, challenge.cone.get(pirate, []))  # "and go home"
    state.note("pirate-payoff", {"seat": pirate, "victim": victim, "lucre": half, "outcome": DEAL})
    state.features["pirate_payoffs"] += 1
    return True


async def _plundered(state: CosmicState) -> None:
    """Pirate wins: it takes all the victim's Lucre; its raiders go home."""
    challenge = state.challenge
    assert challenge is not None
    pirate, victim = challenge.sides()
    challenge.outcome, challenge.winner_side = OFFENSE_WINS, pirate
    loot = state.players[victim].lucre
    state.players[victim].lucre = 0
    state.players[pirate].lucre += loot
    send_home(state, pirate, challenge.cone.get(pirate, []))
    plunder = {"seat": pirate, "victim": victim, "lucre": loot, "outcome": OFFENSE_WINS}
    state.note("pirate-loot", plunder)
    state.features["pirate_loot"] += 1


async def _repelled(state: CosmicState) -> None:
    """The victim wins: the raiders are lost (imprisoned by him in a capture challenge)."""
    challenge = state.challenge
    assert challenge is not None
    pirate, victim = challenge.sides()
    challenge.outcome, challenge.winner_side = DEFENSE_WINS, victim
    raiders = challenge.cone.get(pirate, [])
    count = len(raiders)
    raiders.clear()
    lift(state, pirate, count)
    await lose(state, pirate, count, "defeat", victim)
    state.note("pirate-repelled", {"seat": pirate, "victim": victim, "outcome": DEFENSE_WINS})


class WildPirate(Flare):
    """As the winning main player, plunder one card at random from your opponent's hand
    (designed, C-372)."""

    events = frozenset({"resolved"})
    text = "When you win as a main player, take one card at random from your opponent's hand."

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.winner_side == seat
            and bool(state.players[challenge.opponent(seat)].hand)
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        challenge = state.challenge
        assert challenge is not None
        loser = challenge.opponent(seat)
        taken = take_random(state, loser, seat, 1)
        seen = {seat: {"taken": taken}, loser: {"taken": taken}}  # the card, by those two only
        state.note("wild-pirate", {"seat": seat, "from": loser}, seen)
        state.features["pirate_wild"] += 1


class SuperPirate(SwitchFlare):
    """This challenge, the victim of your raid may not buy you off (designed, C-372)."""

    moments = frozenset({ALLIANCES})
    text = "The victim of your raid this challenge may not buy you off with half his Lucre."
    flag = SUPER
    kind = "super-pirate"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return state.config.lucre and challenge.defense is not None and not challenge.is_main(seat)


Pirate.flare = FlareSides(
    WildPirate(),
    SuperPirate(),
    "Designed Flares (C-372): no Flare text of the Eon Pirate was found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Pirate.pulsar_pro = (
    "For the rest of the challenge you may raid even if you raided this turn (C-373)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("pirate-raid", "pirate-payoff", "pirate-loot", "pirate-repelled", important=True)
def _raid_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, victim = say.name(entry.get("seat")), say.name(entry.get("victim"))
    kind = entry.get("kind")
    if kind == "pirate-raid":
        return f"{seat} raids the Lucre of {victim}; the challenge waits."
    lucre = plural(int(entry.get("lucre", 0)), "Lucre", "Lucre")
    if kind == "pirate-payoff":
        return f"{victim} buys the raider {seat} off with {lucre}."
    if kind == "pirate-loot":
        return f"{seat} plunders {lucre} from {victim}."
    return f"{victim} repels the raid of {seat}."


@BOOK.entry("pirate-resume")
def _resume_entry(entry: Mapping[str, Any], say: Say) -> str:
    offense, defense = say.name(entry.get("offense")), say.name(entry.get("defense"))
    return f"The raid is over: the challenge of {offense} against {defense} goes on."


@BOOK.entry("wild-pirate", "super-pirate", important=True)
def _pirate_flare_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "wild-pirate":
        loser = say.name(entry.get("from"))
        return f"{seat} plays the Wild Flare of the Pirate and plunders a card from {loser}."
    return f"{seat} plays the Super Flare of the Pirate: his victim cannot buy him off."


@BOOK.option("pirate-victim")
def _victim_option(decision: Decision, key: str, say: Say) -> str:
    return f"raid the Lucre of {say.name(key.removeprefix('player:'))}"


@BOOK.option("pirate-offer")
def _offer_option(decision: Decision, key: str, say: Say) -> str:
    lucre = plural(int((decision.context or {}).get("lucre", 0)), "Lucre", "Lucre")
    return f"pay {lucre} to be left alone" if key == PAY else "fight the raid"


POWER: Final = Pirate
