"""Kickers, the WARP's version (seed 000; Eon expansion 8).

Kicker cards are shuffled into the main deck (AMB-K03), one card for each value of
``config.kickers_values`` (AMB-K02, C-80). They are not Challenge Cards (DECISIONS rule 7): a hand
of Kickers alone still has no Challenge Card.

* When: once all alliances are made and just before the Challenge Cards are played, each main
  player (and only a main player, AMB-K11) may put one Kicker face down. The offense decides
  first, then the defense; if the defense plays one after the offense passed, the offense may
  still play one (AMB-K01). The Kickers turn face up with the Challenge Cards and are discarded
  with them at clean-up (AMB-K10).
* Attack: the Kicker multiplies the Attack card's value before anything else changes it
  (Calculator's equalizing, Virus's multiplying: AMB-K04, AMB-W01, AMB-W04). Negative and zero
  products are allowed.
* Compromise against Attack: the Kicker multiplies the cards the Compromise player would take as
  consolation (the tokens he lost, capped by the winner's hand); a negative product makes the
  winner draw that many at random from the loser's hand instead (AMB-K05 amended).
* Two Compromises and no deal: each player's Kicker multiplies what his opponent would lose
  (three tokens, unless a power changes it); zero means he loses none, a negative product means
  he takes that many tokens back from the Warp to his bases (AMB-K07 amended). A deal that is
  made ignores Kickers (AMB-K06).
* ``kickers_additive`` (the Internet version): a Kicker adds its value instead of multiplying,
  wherever a multiplying one would act (AMB-K09 amended).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.powers.base import (
    Choice,
    ability,
    barred,
    may_play_card,
    modifier,
    negated,
)
from hyperspace.cosmic.variants.base import Variant
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.hooks import Layer

if TYPE_CHECKING:
    from hyperspace.cosmic.config import Config
    from hyperspace.cosmic.state import CosmicState

PLAYED: Final = "kickers"  # challenge.data: {main player: the Kicker he put face down}
SHOWN: Final = "kickers-revealed"  # challenge.data: the Kickers are face up
FEATURE: Final = "kickers_played"  # state.features: Kickers played (the simulate report)


def played(state: CosmicState) -> dict[int, str]:
    """The Kickers down in the challenge under way, by main player."""
    challenge = state.challenge
    if challenge is None:
        return {}
    found: dict[int, str] = challenge.data.get(PLAYED, {})
    return found


def kicked(state: CosmicState, seat: int, value: int) -> int:
    """``value`` as ``seat``'s Kicker changes it (unchanged when he played none): multiplied, or
    with ``kickers_additive`` added (AMB-K09 amended)."""
    card = played(state).get(seat)
    if card is None:
        return value
    k = cards.kicker_value(card)
    return value + k if state.config.kickers_additive else value * k


class Kickers(Variant):
    name = "kickers"
    title = "Kickers"
    text = (
        "Once alliances are made, each main player may put one Kicker face down (offense first; "
        "the other gets his chance once one is played). With an Attack card the Kicker "
        "multiplies its value before any power; with a Compromise it multiplies the consolation "
        "(negative: the winner draws from the loser); after a failed deal it multiplies what the "
        "opponent loses (zero: nothing; negative: he takes tokens back from the Warp)."
    )
    source = "seed 000 (The WARP Kickers); AMB-K01..K11 with K05, K07, K09 amended; C-80..C-84"

    def deck_cards(self, config: Config) -> list[str]:
        return [cards.kicker(value) for value in config.kickers_values]

    def setup(self, state: CosmicState) -> None:
        state.features[FEATURE] = 0  # reported even when no Kicker is ever played

    # -- the window: after alliances, before Challenge Cards (seed 000, AMB-K01, AMB-K11) --------

    @ability("before_cards", always=True)
    async def kicker_window(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Each main player may play one Kicker ... the other main player also gets the
        # opportunity": offense, defense, then the offense again if he passed and the defense
        # played (AMB-K01). Only the main players as they are now (AMB-K11).
        challenge = state.challenge
        assert challenge is not None
        offense, defense = challenge.sides()
        first = await offer(state, offense)
        answer = await offer(state, defense)
        if first is None and answer is not None:
            await offer(state, offense)

    # -- revealed with the cards (seed 000) ------------------------------------------------------

    @ability("reveal", always=True)
    async def turn_up(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "When revealing Challenge Cards, turn up Kicker cards as well."
        challenge = state.challenge
        assert challenge is not None
        down = played(state)
        if down and not challenge.data.get(SHOWN):
            challenge.data[SHOWN] = True
            state.note("kickers-revealed", {"kickers": {str(s): c for s, c in down.items()}})

    # -- what a Kicker multiplies ----------------------------------------------------------------

    @modifier("card_value", Layer.SET)
    def attack(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "He multiplies the value on the Kicker card by the value on the Attack Card ... before
        # any similar alterations take place" (AMB-K04): the first layer, and variants' hooks
        # come before any power's in it.
        return kicked(state, int(ctx), value)

    @modifier("consolation", Layer.CAP)
    def consolation(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Multiplies the value of the Kicker by the number of cards he would normally take as
        # consolation": the tokens he lost, as powers count them, capped by the winner's hand;
        # negative: the winner draws from the loser (AMB-K05 amended, C-81).
        challenge = state.challenge
        loser = int(ctx)
        if challenge is None or loser not in played(state):
            return value
        winner = challenge.opponent(loser)
        return kicked(state, loser, min(int(value), len(state.players[winner].hand)))

    @modifier("failed_deal_loss", Layer.CAP)
    def failed_deal(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Each player multiplies any Kicker he played by the number of tokens his opponent would
        # normally lose, and his opponent instead loses that number" (AMB-K07 amended): the
        # opponent's Kicker, applied to the loss as powers leave it (C-82).
        challenge = state.challenge
        if challenge is None:
            return value
        return kicked(state, challenge.opponent(int(ctx)), int(value))

    # -- clean-up (AMB-K10) ----------------------------------------------------------------------

    @ability("end_of_challenge", always=True)
    async def discard(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Discarded with the Challenge Cards at clean-up, where nothing salvages (C-450).
        challenge = state.challenge
        assert challenge is not None
        down = challenge.data.pop(PLAYED, {})
        for player in sorted(down):
            state.discard.append(down[player])

    # -- conservation and views ------------------------------------------------------------------

    def cards_held(self, state: CosmicState) -> int:
        return len(played(state))

    def public(self, state: CosmicState) -> dict[str, Any]:
        """Who has a Kicker down; their values once they are turned up; how Kickers count."""
        challenge = state.challenge
        down = played(state)
        seen: dict[str, Any] = {
            "additive": state.config.kickers_additive,
            "down": sorted(down),
        }
        if challenge is not None and challenge.data.get(SHOWN):
            seen["kickers"] = {str(s): c for s, c in down.items()}
        return seen

    def seen(self, state: CosmicState, seat: int | None) -> dict[str, Any]:
        """The public part; a main player also sees his own face-down Kicker."""
        seen = self.public(state)
        own = played(state).get(seat) if seat is not None else None
        if own is not None and "kickers" not in seen:
            seen["kickers"] = {str(seat): own}
        return seen


async def offer(state: CosmicState, seat: int) -> str | None:
    """``seat`` may put one Kicker from his hand face down, unless he already has one down;
    returns the Kicker he has down afterwards (None if none)."""
    challenge = state.challenge
    assert challenge is not None
    down = challenge.data.setdefault(PLAYED, {})
    if seat in down:
        return str(down[seat])
    hand = state.players[seat].hand
    while True:  # a negated Kicker goes back to his hand, not to be played again (Negator)
        options = tuple(
            dict.fromkeys(
                c
                for c in hand
                if cards.kind(c) == cards.KICKER
                and not barred(state, seat, "kicker", c)
                and may_play_card(state, seat, c)
            )
        )
        if not options:
            return None
        other = challenge.opponent(seat)
        answer = await ask(
            Decision(
                seat, "kickers-play", ("pass", *options), "Play a Kicker face down?",
                {"opponent_played": other in down, "additive": state.config.kickers_additive},
            )
        )  # fmt: skip
        if answer == "pass":
            return None
        if not await negated(state, Choice(seat, "kicker"), answer):
            break
    hand.remove(answer)
    down[seat] = answer
    state.features[FEATURE] += 1
    state.note("kicker-played", {"seat": seat}, {seat: {"card": answer}})
    return answer


VARIANT: Final = Kickers

# -- words (docs/architecture.md, "Words") --------------------------------------------------------

KICKER_TEXT: Final = (
    "A main player may put one Kicker face down once alliances are made; it multiplies his "
    "Attack card's value, or the consolation of his Compromise, or what his opponent loses "
    "after a failed deal (with additive Kickers it adds its value instead)."
)
