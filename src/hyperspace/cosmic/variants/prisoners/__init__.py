"""The WARP's Prisoners (seed 002): capture challenges, prisons, the prisoner exchange.

* Capture Challenge cards are shuffled into the Destiny Pile (``prisoners_capture_cards``; by
  default one per colour in play, AMB-P02). Such a card has no colour: when it is flipped the
  challenge becomes a capture challenge and another card is flipped for the colour (AMB-P03; a
  second Capture card flipped then keeps it a capture challenge). With
  ``prisoners_capture_coloured`` (AMB-P03's option, the v1.1 cards) each card carries a colour,
  which names the defense as a Star Disc would; the colours go round the seats (ruling C-118).
* In a capture challenge the losing side's tokens (those in the Cone, the defensive tokens on the
  planet and in the defensive end) are imprisoned by the winning main player instead of going to
  the Warp (seed 002 item 1, AMB-P05(a), rule 4: allies' too); Zombie's included (AMB-P06). In a
  failed deal each main player loses three tokens (or as many as a power or Kicker makes it), all
  imprisoned by his opponent wherever they come from (AMB-P05(b)). Every other loss (Plague,
  Vacuum's catharsis, a Flare...) goes to the Warp. Imprisoned tokens are not "tokens that go to
  the Warp", so Healer, Void, Zombie, Fungus and Vacuum leave them alone; consolation still counts
  them (Amendments, §3b).
* A secondary challenge (the Wild Warrior's, the Super Sniveler's) is of the type of the main
  challenge it follows, fixed when that one's outcome was decided (AMB-P21, AMB-P22, AMB-P30).
* Right after the destiny colour is determined, main players holding each other's tokens hold a
  prisoner exchange (:mod:`.exchange`).
* The Prisoner Rulings (:mod:`.rulings`, one module each) are cards of the main deck
  (``prisoners_rulings``, AMB-P20), offered at their moments (C-114).
* Optionally (``prisoners_rescue``, AMB-P11) the offense's regroup may instead rescue one of his
  imprisoned tokens to a base; imprisoned tokens are never rewards or bought with Lucre.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from hyperspace.cosmic.powers.base import abilities, ability, modifier, modify
from hyperspace.cosmic.powers.common import FAILED_DEAL_TAKER, FAILED_DEAL_TO_WARP
from hyperspace.cosmic.scenario_setup import seat_number, token_counts
from hyperspace.cosmic.state import parse_planet, planet_key
from hyperspace.cosmic.tokens import place
from hyperspace.cosmic.variants.base import Variant
from hyperspace.cosmic.variants.prisoners import (
    exchange,
    rulings,
    words,  # noqa: F401  (registers its words)
)
from hyperspace.cosmic.variants.prisoners.prison import (
    CAPTURE,
    CAPTURE_CARD,
    PRISON_DEATHS,
    RAID,
    Prisons,
    capture_card_colour,
    coloured_capture_card,
    free,
    hand_over,
    imprison,
    is_capture,
    is_capture_card,
    prisons,
)
from hyperspace.cosmic.variants.prisoners.rulings import base as rulings_base
from hyperspace.engine.decision import Decision, ask

if TYPE_CHECKING:
    from hyperspace.cosmic.config import Config
    from hyperspace.cosmic.state import CosmicState
    from hyperspace.cosmic.tokens import Loss

RESCUE: Final = "rescue:"  # a regroup option: "rescue:<holder>:<planet>" (AMB-P11)


class Prisoners(Variant):
    name = "prisoners"
    title = "Prisoners"
    text = (
        "Capture Challenge cards in the Destiny Pile make capture challenges: the winner "
        "imprisons the losing tokens instead of sending them to the Warp; failed deals imprison "
        "three tokens each; main players holding each other's tokens hold a prisoner exchange "
        "after Destiny; prisoners can be traded in deals; ten Prisoner Rulings join the deck."
    )
    source = "seed 002 (The WARP Prisoners); AMB-P01..P26, AMB-P04 and AMB-G08 amended, AMB-G04"

    def __init__(self) -> None:
        self.prisons = Prisons(0)

    def deck_cards(self, config: Config) -> list[str]:
        """The Prisoner Rulings, shuffled into the main deck before hands are dealt (AMB-P20)."""
        return [rulings.card(name) for name in config.prisoners_rulings]

    def setup(self, state: CosmicState) -> None:
        """Empty prisons; the Capture Challenge cards shuffled into the Destiny Pile."""
        n = state.config.players
        self.prisons = Prisons(n, len(state.colour_owner))
        config = state.config
        count = n if config.prisoners_capture_cards is None else config.prisoners_capture_cards
        if config.prisoners_capture_coloured:  # AMB-P03's option; colours in turn (C-118)
            state.destiny += [coloured_capture_card(i % n) for i in range(count)]
        else:
            state.destiny += [CAPTURE_CARD] * count  # AMB-P02
        state.streams["destiny"].shuffle(state.destiny)

    def tokens_held(self, state: CosmicState, colour: int) -> int:
        return self.prisons.of_colour(colour)

    def colour_added(self, state: CosmicState, colour: int) -> None:
        for prison in self.prisons.held:  # a prison holds any colour (seed 002, Symbiote)
            prison.append(0)

    def public(self, state: CosmicState) -> dict[str, Any]:
        return {"prisons": self.prisons.public(), "capture": is_capture(state)}

    def apply_setup(self, state: CosmicState, value: Any) -> None:
        """A scenario's ``setup.prisoners``: ``prisons`` (``{holder: [tokens by colour]}``) and
        ``destiny`` (the whole Destiny Pile from the top: colours, "capture", or "capture:<seat>"
        for a Capture card carrying that seat's colour)."""
        n = state.config.players
        if not isinstance(value, dict) or not set(value) <= {"prisons", "destiny"}:
            raise ValueError("setup.prisoners: expected a table with prisons and/or destiny")
        prisons_ = value.get("prisons", {})
        if not isinstance(prisons_, dict):
            raise ValueError("setup.prisoners.prisons: expected a table of holder = [counts]")
        for holder, counts in prisons_.items():
            where = f"setup.prisoners.prisons.{holder}"
            seat = seat_number(holder, n, where)
            self.prisons.held[seat][:] = token_counts(counts, n, where)
            if counts[seat]:
                raise ValueError(f"{where}: a player holds no prisoner of his own colour")
        if "destiny" in value:
            if not isinstance(value["destiny"], list):
                raise ValueError("setup.prisoners.destiny: expected a list of Destiny cards")
            pile = [destiny_card(c, n) for c in value["destiny"]]
            state.destiny, state.destiny_discard = list(reversed(pile)), []

    # -- capture challenges ------------------------------------------------------------------

    @ability("destiny_card", always=True)
    async def capture_card(self, state: CosmicState, seat: int, card: Any) -> None:
        # "When a Capture Challenge card is flipped, the challenge becomes a Capture Challenge. A
        # second card is then flipped to determine the destiny color." (AMB-P03)
        challenge = state.challenge
        if not is_capture_card(card) or challenge is None:
            return
        if CAPTURE not in challenge.flags:
            challenge.flags.add(CAPTURE)
            state.features["capture_challenges"] += 1
        state.note("capture-challenge", {"offense": challenge.offense})

    @modifier("destiny_card_colour")
    def carried_colour(self, state: CosmicState, seat: int, card: Any, ctx: Any) -> Any:
        # v1.1: "the Capture cards carry the colour themselves" (AMB-P03's option).
        colour = capture_card_colour(card)
        return card if colour is None else colour

    @modifier("challenge_type")
    def capture_type(self, state: CosmicState, seat: int, value: Any, challenge: Any) -> Any:
        # Capture or not is a challenge's type: a secondary challenge (the Wild Warrior's, the
        # Super Sniveler's...) takes it from the main challenge it follows (AMB-P21, P22, P30).
        return value | {CAPTURE} if CAPTURE in challenge.flags else value

    @ability("start_of_challenge", always=True)
    async def same_type(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # A secondary challenge that took the capture type is announced and counted as one.
        challenge = state.challenge
        if challenge is not None and challenge.number == 0 and CAPTURE in challenge.flags:
            state.features["capture_challenges"] += 1
            state.note("capture-challenge", {"offense": challenge.offense, "secondary": True})

    @ability("tokens_freed", always=True)
    async def cursed_prisoners(self, state: CosmicState, seat: int, colours: Any) -> None:
        # "Mobius Tubes and Warp Break have no effect on imprisoned tokens (unless ... the Witch
        # curses them)" (seed 002, AMB-P12): a curse on prisoners frees theirs too.
        if not modify(state, "frees_prisoners", False):
            return
        for holder, prison in enumerate(prisons(state).held):
            for colour in colours:
                await free(state, holder, colour, prison[colour], "freed with the Warp (curse)")

    @ability("tokens_lost_first", always=True)
    async def take_prisoners(self, state: CosmicState, seat: int, loss: Loss) -> None:
        # "If one player wins the challenge, all losing tokens of his opponent and allies are
        # imprisoned on that player's Star Disc instead of going to the Warp"; in a failed deal
        # "each of the main players loses three tokens which are imprisoned by his opponent".
        # Only tokens lost by taking part in the challenge (AMB-P05); everything else (Plague,
        # Vacuum, Flares) still goes to the Warp.
        # A Raid on Entebbe imprisons its losers too, but not a failed deal's (AMB-P17, P18).
        challenge = state.challenge
        if challenge is None or not loss.count:
            return
        if loss.cause == PRISON_DEATHS:
            # "Tokens that die in prison are not lost to the winner of the challenge": they go to
            # the Warp but never count toward consolation (AMB-P31).
            loss.lost = 0
            return
        raid = RAID in challenge.flags
        takers: dict[int, int] = challenge.data.get(FAILED_DEAL_TAKER, {})
        if CAPTURE not in challenge.flags and not raid:
            return
        if loss.cause == "defeat" and loss.winner is not None:
            holder = loss.winner
        elif (
            loss.cause == "failed-deal"
            and not raid
            and (challenge.is_main(loss.colour) or loss.colour in takers)
            and not challenge.data.get(FAILED_DEAL_TO_WARP)  # Wild Empath (seed 002)
        ):
            # His opponent's, or in a three-way deal the party to his right's (Diplomat [E]).
            holder = takers.get(loss.colour, challenge.opponent(loss.colour))
        else:
            return
        count = loss.divert(loss.count)  # still lost: consolation counts them (Amendments)
        await imprison(state, holder, loss.colour, count, loss.cause)

    # -- the prisoner exchange ----------------------------------------------------------------

    @ability("destiny_determined", always=True)
    async def prisoner_exchange(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "In any challenge immediately after the destiny color is determined, if either main
        # player has imprisoned tokens belonging to the other ..., the players engage in a
        # 'prisoner exchange'" (AMB-P04 amended). A secondary challenge has no Destiny.
        challenge = state.challenge
        if challenge is None or challenge.number == 0 or not exchange.due(state):
            return
        await exchange.exchange(state)

    # -- prisoners in deals ---------------------------------------------------------------------

    @modifier("deal_prisoners")
    def may_trade(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Prisoners, as well as cards, Lucre, and bases, may be traded when players must make a
        # deal": any number the giver holds, the giver picking which (C-111, C-131).
        giver, _ = ctx
        return max(value, sum(self.prisons.held[giver]))

    @ability("deal_prisoners", always=True)
    async def trade(self, state: CosmicState, seat: int, ctx: Any) -> None:
        giver, receiver, count = ctx
        prison = self.prisons.held[giver]
        for _ in range(count):
            keys = tuple(f"colour:{c}" for c, n in enumerate(prison) if n)
            if not keys:
                return
            prompt = "Hand over a prisoner of which colour?"
            answer = await ask(Decision(giver, "prisoners-deal-give", keys, prompt))
            await hand_over(state, giver, receiver, int(answer.removeprefix("colour:")), 1, "deal")

    # -- the Prisoner Rulings: offered at their moments (rulings.base) ---------------------------

    @ability("start_of_challenge", always=True)
    async def rulings_at_start(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await rulings.offer(state, rulings_base.START)

    @ability("destiny", always=True)
    async def rulings_at_destiny(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await rulings.offer(state, rulings_base.DESTINY)

    @ability("alliances_made", always=True)
    async def rulings_at_alliances(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await rulings.offer(state, rulings_base.ALLIANCES)

    @ability("reveal", always=True)
    async def rulings_at_reveal(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await rulings.offer(state, rulings_base.REVEAL)

    @ability("resolved", always=True)
    async def rulings_at_outcome(self, state: CosmicState, seat: int, ctx: Any) -> None:
        await rulings.offer(state, rulings_base.RESOLVED)

    @ability("challenge_over", always=True)
    async def rulings_between(self, state: CosmicState, seat: int, ended: Any) -> None:
        await rulings.offer(state, rulings_base.BETWEEN)

    # -- the optional rescue (AMB-P11) -----------------------------------------------------------

    @modifier("regroup_options")
    def rescue_options(self, state: CosmicState, seat: int, options: Any, offense: Any) -> Any:
        # "At the beginning of each of his challenges, a player may ... rescue one of his tokens
        # which is imprisoned on any player's Star Disc to a base."
        if not state.config.prisoners_rescue:
            return options
        holders = [h for h, prison in enumerate(self.prisons.held) if prison[offense]]
        bases = state.bases(offense)
        rescues = [f"{RESCUE}{h}:{planet_key(p)}" for h in holders for p in bases]
        return (*options, *rescues)

    @ability("regroup_chosen", always=True)
    async def rescue(self, state: CosmicState, seat: int, answer: Any) -> None:
        if not str(answer).startswith(RESCUE):
            return
        holder, planet = str(answer).removeprefix(RESCUE).split(":")
        offense = state.offense
        self.prisons.held[int(holder)][offense] -= 1
        place(state, offense, parse_planet(planet))
        state.note("rescued", {"seat": offense, "from": int(holder), "to": planet})
        await abilities(state, "prisoners_freed", (int(holder), offense, 1))


def destiny_card(text: Any, players: int) -> int:
    """A scenario's Destiny card: a seat, "capture", or "capture:<seat>" (a coloured one)."""
    head, _, colour = str(text).partition(":")
    try:
        if head == "capture":
            return CAPTURE_CARD if not colour else coloured_capture_card(_seat(colour, players))
        return _seat(str(text), players)
    except ValueError:
        raise ValueError(
            f'setup.prisoners.destiny: {text!r} is not a seat, "capture" or "capture:<seat>"'
        ) from None


def _seat(text: str, players: int) -> int:
    seat = int(text)
    if not 0 <= seat < players:
        raise ValueError(text)
    return seat


VARIANT: Final = Prisoners
