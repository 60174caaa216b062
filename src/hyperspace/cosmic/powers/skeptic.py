"""Skeptic, the Power of Doubt.

As a main player or an ally, once alliances are made and before the Challenge Cards are chosen,
Skeptic may tell the opposing main player that it doubts he will win. He either agrees or
"double-doubts". If he agrees as the offense, his challenge ends and every token in it goes home.
If he agrees as the defense, the offensive tokens in the Cone land on the planet beside his (the
defending tokens stay) and his allies go home. If he double-doubts, the cards are played as usual,
and whichever of the two loses (Skeptic, or the player it doubted), both on a failed deal, loses
twice the usual number of tokens: as many again as he lost in the challenge, from his bases to the
Warp. Optional.

Source: the Eon text (expansion 1) as the Cosmic Encounter wiki gives it, with its summary
(POWER_TEXTS.md "Skeptic", HIGH); the Fantasy Flight Alliance text is close. The project rules
(C-393) how the agreement ends the challenge and what "twice the normal number" takes. Seed 002:
the double-doubted tokens in a capture challenge go to the Warp, not to prison (a loss of cause
"skeptic" is no defeat, so the Prisoners variant leaves it to the Warp).

Flares, the Eon texts: Wild, you may commit your tokens to a side that invited you after everyone
else has (C-394); Super, instead of doubling, Skeptic names a stake of 1 to 20 tokens: if
double-doubted, the loser (both, on a failed deal) loses that many more from his bases.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, immune, pro
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.rules.alliances import DEFENSE, INVITED, OFFENSE, join_as_ally, max_tokens
from hyperspace.cosmic.rules.resolution import (
    BOTH_LOSE,
    DEFENSE_WINS,
    NO_DEAL,
    NONE,
    OFFENSE_WINS,
)
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

AGREE: Final = "agree"
DOUBLE_DOUBT: Final = "double-doubt"
# an outcome: the defense agreed he would lose; the offense lands (C-393)
CONCEDED: Final = "conceded"
# challenge.data: {"skeptic", "doubted", "stake"} once double-doubted
DOUBT: Final = "skeptic-doubt"
SUPER: Final = "skeptic-super"  # challenge.data: the Super Flare was played
STAKES: Final = range(1, 21)  # the Super's stake: 1 to 20 tokens (Eon)


def doubted_by(challenge: Challenge, seat: int) -> int | None:
    """The main player ``seat`` (a main player or an ally) opposes, or None if he is in neither
    side."""
    if seat == challenge.offense or seat in challenge.offense_allies:
        return challenge.defense
    if seat == challenge.defense or seat in challenge.defense_allies:
        return challenge.offense
    return None


def _may_doubt(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    if challenge is None or challenge.defense is None or DOUBT in challenge.data:
        return False
    if challenge.planet is None:  # a Raid on Entebbe has outcomes of its own (C-393)
        return False
    doubted = doubted_by(challenge, seat)
    return doubted is not None and not immune(state, power.name, doubted)  # the Con


def _double_doubted(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return challenge is not None and DOUBT in challenge.data


def losers(challenge: Challenge, skeptic: int, doubted: int) -> list[int]:
    """Which of the two loses: the doubted if his side lost, else Skeptic; both when both sides
    lost (a failed deal, the Wild Loser's both-lose); none after a deal."""
    if challenge.outcome in (NO_DEAL, BOTH_LOSE):
        return [skeptic, doubted]
    if challenge.outcome in (OFFENSE_WINS, DEFENSE_WINS) and challenge.winner_side is not None:
        return [doubted] if challenge.winner_side != doubted else [skeptic]
    return []


class Skeptic(Power):
    name = "skeptic"
    title = "Skeptic"
    short = "Power of Doubt"
    text = (
        "As a main player or ally, before the Challenge Cards are chosen, you may tell the "
        "opposing main player you doubt he will win. If he agrees as the offense, his challenge "
        "ends and its tokens go home; as the defense, the offensive tokens land on the planet "
        "beside his and his allies go home. If he double-doubts, whichever of you two loses "
        "(both, on a failed deal) loses twice the usual number of tokens."
    )
    source = (
        "Eon text, expansion 1, from the Cosmic Encounter wiki (POWER_TEXTS 'Skeptic', HIGH); "
        "seed 002: double-doubted tokens go to the Warp"
    )

    @ability("before_cards", can_use=_may_doubt, optional=True)
    async def doubt(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Tell the opposing main player you doubt he will win; he agrees or double-doubts."
        challenge = state.challenge
        assert challenge is not None
        doubted = doubted_by(challenge, seat)
        assert doubted is not None
        stake = await _stake(state, seat) if challenge.data.get(SUPER) else 0
        state.note("skeptic-doubts", {"seat": seat, "doubted": doubted, "stake": stake})
        state.features["skeptic_doubt"] += 1
        context = {"skeptic": seat, "stake": stake}
        prompt = "The Skeptic doubts you will win: do you agree, or doubt it back?"
        decision = Decision(doubted, "skeptic-doubt", (DOUBLE_DOUBT, AGREE), prompt, context)
        if await ask(decision) == AGREE:
            await agree(state, seat, doubted)
            return
        challenge.data[DOUBT] = {"skeptic": seat, "doubted": doubted, "stake": stake}
        state.note("skeptic-double-doubted", {"seat": doubted, "skeptic": seat})
        state.features["skeptic_double_doubt"] += 1

    @ability("resolved", can_use=_double_doubted, always=True)
    async def settle(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Whoever loses loses twice the normal number of tokens" (the doubt was the use of the
        # power: settling it is no new use, C-393).
        challenge = state.challenge
        assert challenge is not None
        doubt = challenge.data.pop(DOUBT)
        for loser in losers(challenge, doubt["skeptic"], doubt["doubted"]):
            await pay(state, loser, _penalty(state, challenge, loser, doubt["stake"]))

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro matters while a doubt may still be settled.
        challenge = state.challenge
        return challenge is not None and challenge.defense is not None and not challenge.outcome


async def _stake(state: CosmicState, seat: int) -> int:
    keys = tuple(f"stake:{n}" for n in STAKES)
    prompt = "Name your stake: the tokens the loser gives up if you are double-doubted"
    answer = await ask(Decision(seat, "skeptic-stake", keys, prompt))
    return int(answer.removeprefix("stake:"))


def _penalty(state: CosmicState, challenge: Challenge, loser: int, stake: int) -> int:
    """The Super's stake, else as many again as ``loser`` lost in the challenge (twice as many
    again under the Pro: three times the normal number, C-395)."""
    if stake:
        return stake
    again = 2 if pro(state, Skeptic.name) else 1
    return again * challenge.lost.get(loser, 0)


async def pay(state: CosmicState, loser: int, count: int) -> None:
    """``loser`` gives up ``count`` tokens of his choice from his bases, to the Warp."""
    if count <= 0 or immune(state, Skeptic.name, loser):
        return
    taken = await tokens.take_from_bases(state, loser, count, "Skeptic")
    state.note("skeptic-pays", {"seat": loser, "tokens": taken})
    state.features["skeptic_penalty"] += 1
    await tokens.lose(state, loser, taken, "skeptic")


async def agree(state: CosmicState, skeptic: int, doubted: int) -> None:
    """He agrees he will lose: the offense's challenge ends, every token going home (no outcome);
    or, the defense agreeing, the Cone's tokens land beside his and his allies go home (C-393)."""
    challenge = state.challenge
    assert challenge is not None and challenge.planet is not None
    state.note("skeptic-agreed", {"seat": doubted, "skeptic": skeptic})
    state.features["skeptic_agreed"] += 1
    if doubted == challenge.offense:
        challenge.outcome = NONE  # the rules send every token home; his turn ends
        return
    challenge.outcome, challenge.winner_side = CONCEDED, challenge.offense
    for colour, origins in challenge.cone.items():
        tokens.place(state, colour, challenge.planet, len(origins))
        origins.clear()
    for colour, origins in challenge.defense_end.items():
        tokens.send_home(state, colour, origins)


class WildSkeptic(Flare):
    """Commit your tokens to a side that invited you after everyone else has (C-394)."""

    moments = frozenset({ALLIANCES})
    text = (
        "Once alliances are made: join a side that invited you, committing your tokens after "
        "everyone else has."
    )

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return bool(_open_sides(state, seat)) and bool(
            tokens.launch_sources(state, seat, _planet(state))
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        sides = _open_sides(state, seat)
        side, named = await join_as_ally(state, seat, sides, False, " (Wild Skeptic)")  # C-604
        into = challenge.cone if side == OFFENSE else challenge.defense_end
        count = await tokens.commit(
            state,
            seat,
            into,
            1,
            max_tokens(state, seat),
            "ally-token",
            challenge.planet,
            None,
            named,
        )
        (challenge.offense_allies if side == OFFENSE else challenge.defense_allies).append(seat)
        state.note("ally", {"seat": seat, "side": side, "tokens": count})
        state.note("wild-skeptic", {"seat": seat})
        state.features["skeptic_wild"] += 1


def _planet(state: CosmicState) -> Any:
    return state.challenge.planet if state.challenge is not None else None


def _open_sides(state: CosmicState, seat: int) -> list[str]:
    """The sides that invited ``seat``, if he is not in the challenge yet."""
    challenge = state.challenge
    if challenge is None or challenge.defense is None or doubted_by(challenge, seat) is not None:
        return []
    invited = challenge.data.get(INVITED, {})
    asked = {OFFENSE: challenge.offense, DEFENSE: challenge.defense}
    return [side for side, main in asked.items() if seat in invited.get(main, ())]


class SuperSkeptic(SwitchFlare):
    """Instead of doubling, Skeptic names a stake of 1 to 20 tokens when it doubts."""

    moments = frozenset({ALLIANCES})
    text = (
        "When you doubt, name a stake of 1 to 20 tokens instead of doubling: if you are "
        "double-doubted, the loser (both, on a failed deal) loses that many from his bases."
    )
    flag = SUPER
    kind = "super-skeptic"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return DOUBT not in challenge.data and doubted_by(challenge, seat) is not None

    async def play(self, state: CosmicState, seat: int) -> None:
        await super().play(state, seat)
        state.features["skeptic_super"] += 1


Skeptic.flare = FlareSides(
    WildSkeptic(),
    SuperSkeptic(),
    "Eon Flare texts (POWER_TEXTS 'Skeptic', from the Cosmic Encounter wiki, HIGH)",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Skeptic.pulsar_pro = (
    "For the rest of the challenge, if you are double-doubted, the loser loses three times the "
    "usual number of tokens instead of twice (C-395)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry(
    "skeptic-doubts", "skeptic-agreed", "skeptic-double-doubted", "skeptic-pays",
    "super-skeptic", "wild-skeptic", important=True,
)  # fmt: skip
def _skeptic_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    kind = entry.get("kind")
    if kind == "skeptic-doubts":
        stake = entry.get("stake")
        at_stake = f", with {stake} tokens at stake" if stake else ""
        return f"{seat} doubts that {say.name(entry.get('doubted'))} will win{at_stake}."
    if kind == "skeptic-agreed":
        return f"{seat} agrees with {say.name(entry.get('skeptic'))} that he will not win."
    if kind == "skeptic-double-doubted":
        return f"{seat} double-doubts {say.name(entry.get('skeptic'))}: the loser pays double."
    if kind == "skeptic-pays":
        return f"{seat} loses {entry.get('tokens')} more tokens to the Skeptic's doubt."
    if kind == "super-skeptic":
        return f"{seat} plays the Super Flare of the Skeptic: a stake instead of double."
    return f"{seat} plays the Wild Flare of the Skeptic and joins the challenge last."


@BOOK.option("skeptic-doubt")
def _doubt_option(decision: Decision, key: str, say: Say) -> str:
    if key == AGREE:
        return "agree that you will not win"
    return "doubt him back: whichever of you loses pays double"


@BOOK.option("skeptic-stake")
def _stake_option(decision: Decision, key: str, say: Say) -> str:
    return f"a stake of {key.removeprefix('stake:')} tokens"


POWER: Final = Skeptic
