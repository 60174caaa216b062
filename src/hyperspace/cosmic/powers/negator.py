"""Negator, the Power to Negate.

Before the Challenge Cards are revealed, Negator (a main player, an ally or neither) may order
another player to undo a choice he has just made. What may be negated: playing a card that is not
a Challenge Card (an Edict, a Flare, a Kicker, a Pulsar); the choice of a Challenge Card; where
the Cone is aimed; how many tokens he commits to the challenge; accepting an alliance; spending
Lucre a particular way; flipping Destiny again after his own colour came up; accepting or
rejecting a prisoner exchange (seed 002). A card whose play is negated goes back to its player's
hand and may not be played again this challenge; a choice negated is made again, never the same
way (stopped from buying cards with Lucre he may still buy tokens back). Negator cannot negate
what a power does (without its Pulsar) nor a decision that is nobody's business but the chooser's
(whom to invite). Once a challenge (C-420); optional; a Cosmic Zap stops it.

Source: no Eon text was found. This is the Mayfair-era text in its German translation
(POWER_TEXTS.md "Negator", MEDIUM, cosmicencounter.de), with the eight kinds of decision it
lists mapped onto the decisions this game has (C-420, C-421); the Fantasy Flight Negator is
another design and is not used. Seeds: 002 (may not negate the taking of prisoners, may negate
the answer to an exchange proposal) and 004 (its Pro negates the use of a power; another player's
Pulsar may be negated, the Negator Con included). No Flare text was found: both sides are
designed (C-422, C-423).
"""

from __future__ import annotations

from collections.abc import Awaitable, Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import (
    NEGATED,
    Choice,
    Flare,
    FlareSides,
    Power,
    immune,
    pro,
    replacement,
    use_power,
)
from hyperspace.cosmic.powers.common import SwitchFlare
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.wording import BOOK, Say, card_label, power_title
from hyperspace.engine.decision import Decision, ask

USED: Final = "negator-used"  # challenge.data: how many negations Negator made this challenge
SUPER: Final = "negator-super"  # challenge.data: the Super Flare is in force (two negations, C-423)
# face-down choices: Negator never sees the card
HIDDEN: Final = frozenset({"challenge-card", "kicker"})


def may_negate(state: CosmicState, seat: int, choice: Choice) -> bool:
    """Whether Negator (``seat``) may negate ``choice`` now: another player's, before the reveal,
    one he could make otherwise, a power's use only with the Pro, not the Con's holder's, and
    not yet this challenge (twice with the Super Flare)."""
    challenge = state.challenge
    if challenge is None or challenge.revealed or choice.seat == seat or not choice.others:
        return False
    if choice.kind == "power" and not pro(state, Negator.name):  # seed 004 point 5
        return False
    if immune(state, Negator.name, choice.seat):  # the Negator Con
        return False
    allowed = 2 if challenge.data.get(SUPER) else 1
    return int(challenge.data.get(USED, 0)) < allowed


async def negate(state: CosmicState, seat: int, choice: Choice) -> bool:
    """Negator decides whether to negate ``choice``; True if it does and no Cosmic Zap stops it."""
    context = {"player": choice.seat, "choice": choice.kind, "answer": choice.answer}
    decision = Decision(seat, "negator-negate", ("pass", "negate"), "Negate that choice?", context)
    if await ask(decision) == "pass":
        return False
    challenge = state.challenge
    assert challenge is not None
    challenge.data[USED] = int(challenge.data.get(USED, 0)) + 1
    if not await use_power(state, seat, "negator"):
        return False
    state.features["negator_negations"] += 1
    state.features[f"negator_negated_{choice.kind.replace('-', '_')}"] += 1
    entry = {"seat": seat, "player": choice.seat, "choice": choice.kind, "answer": choice.answer}
    state.note("negated", entry)
    return True


class Negator(Power):
    name = "negator"
    title = "Negator"
    short = "Power to Negate"
    text = (
        "Once a challenge, before the cards are revealed, you may negate another player's choice "
        "just made: a card other than a Challenge Card he plays (it goes back to his hand, not "
        "to be played again this challenge), his choice of Challenge Card, where he aims the "
        "Cone, how many tokens he commits, his joining a side, his spending of Lucre, his "
        "flipping Destiny again, or his answer to a prisoner exchange. He chooses again, never "
        "the same way. You cannot negate the use of a power."
    )
    source = (
        "Mayfair-era text, German translation (POWER_TEXTS 'Negator', MEDIUM, cosmicencounter.de)"
        " with seeds 002 and 004; mapped onto this game's decisions (C-420, C-421); no Eon text"
    )

    @replacement("negate")
    def negation(self, state: CosmicState, seat: int, choice: Choice) -> Awaitable[bool] | None:
        # "Negator orders another player to undo a decision he has taken."
        return negate(state, seat, choice) if may_negate(state, seat, choice) else None


class WildNegator(Flare):
    """In answer to a card (not a Challenge Card) another player plays before the reveal: it goes
    back to his hand and he may not play it again this challenge (C-422)."""

    text = (
        "Before the reveal, in answer to a card another player plays: it goes back to his hand and "
        "he may not play it again this challenge."
    )

    def can_cancel(
        self, state: CosmicState, seat: int, card: str, player: int, target: int | None
    ) -> bool:
        challenge = state.challenge
        return challenge is not None and not challenge.revealed and player != seat

    async def cancel(self, state: CosmicState, seat: int, card: str, player: int) -> int | None:
        challenge = state.challenge
        assert challenge is not None
        challenge.data.setdefault(NEGATED, []).append([player, "card", card])
        state.features["negator_wild"] += 1
        state.note("wild-negator", {"seat": seat, "player": player, "card": card})
        return player  # the card goes back to his hand


class SuperNegator(SwitchFlare):
    """For the rest of the challenge Negator may negate two choices instead of one (C-423)."""

    moments = frozenset({START, DESTINY, ALLIANCES})
    text = "For the rest of the challenge you may negate two choices instead of one."
    flag = SUPER
    kind = "super-negator"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return not challenge.revealed


Negator.flare = FlareSides(WildNegator(), SuperNegator(), "designed (C-422, C-423); no text found")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Negator.pulsar_pro = (
    "For the rest of the challenge you may also negate the use of a power: that use fails "
    "(seed 004)."
)
Negator.pulsar_con = (
    "For the rest of the challenge Negator cannot negate your choices (C-424; Negator may still "
    "negate the play of this Pulsar, seed 004)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------

SIDES: Final = {"offense": "joining the offense", "defense": "joining the defense"}


def choice_words(choice: Any, answer: Any, say: Say) -> str:
    """A choice that may be negated, as a phrase: "aiming the Cone at Bob's planet 3"."""
    answer = str(answer or "")
    if choice == "card":
        return f"playing {card_label(answer)}"
    if choice == "kicker":
        return "putting down a Kicker"
    if choice == "challenge-card":
        return "choosing a Challenge Card"
    if choice == "cone":
        return f"aiming the Cone at {say.planet(answer)}"
    if choice == "tokens":
        return f"committing {say.tokens(int(answer or 0))}"
    if choice == "alliance":
        return SIDES.get(answer, "joining a side")
    if choice == "flip-again":
        return "flipping Destiny again"
    if choice == "lucre-token":
        return "buying tokens back with Lucre"
    if choice == "lucre-card":
        return "buying cards with Lucre"
    if choice == "exchange-answer":
        return "accepting the exchange" if answer == "accept" else "rejecting the exchange"
    return f"using the {power_title(answer)}'s power"


@BOOK.entry("negated", "wild-negator", important=True)
def _negator_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, player = say.name(entry.get("seat")), say.name(entry.get("player"))
    if entry.get("kind") == "wild-negator":
        card = card_label(entry.get("card"))
        return f"{seat} negates {player}'s {card} (Wild Negator); it goes back to {player}'s hand."
    what = choice_words(entry.get("choice"), entry.get("answer"), say)
    return f"{seat} negates {player}'s {what}; {player} must choose again."


@BOOK.option("negator-negate")
def _negator_option(decision: Decision, key: str, say: Say) -> str:
    return "negate it" if key == "negate" else "let it stand"


@BOOK.prompt("negator-negate")
def _negator_prompt(decision: Decision, say: Say) -> str:
    context = decision.context or {}
    what = choice_words(context.get("choice"), context.get("answer"), say)
    return f"Negate {say.name(context.get('player'))}'s {what}?"


POWER: Final = Negator
