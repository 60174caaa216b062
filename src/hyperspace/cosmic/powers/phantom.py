"""Phantom, the Power of Ghosts (reconstructed, C-580).

Phantom's dead walk: as a main player or ally, once alliances are made and before the Challenge
Cards are chosen, Phantom may raise up to four ghosts, tokens of its own out of the Warp, which
join its side for the challenge. Each ghost adds one to its side's total. If its side wins, the
ghosts come back to life: they go to Phantom's bases. Otherwise (a loss, a deal, a failed deal,
no outcome) they go back to the Warp; a ghost is never lost, and never imprisoned. Optional.

Source: no text of any edition was found (POWER_TEXTS.md section 38, LOW). The Mayfair Phantom
"may call Escorts from their ghost tokens" (the WARP Skill Tokens page), so it kept ghost tokens
usable in a challenge, called at the moment Escorts are called (after the tokens are committed,
before the cards); seed 002 (Prisoners, [M]): "Ghost tokens cannot be imprisoned". The ghosts are
its tokens in the Warp, as in the WARP's later Ghost power; the Fantasy Flight (Odyssey) Phantom,
whose tokens on its sheet add to its side, may descend from it but is another text. How sure: a
reconstruction (C-580), LOW.

Flares (designed, C-581): Wild, as a main player or ally about to choose the cards, up to two of
your tokens in the Warp haunt the challenge, each adding one to your side's total, and stay in the
Warp; Super, for the challenge Phantom raises as many ghosts as it has in the Warp.
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
    con_played,
    modifier,
    pro,
    put_in_force,
    super_played,
)
from hyperspace.cosmic.powers.common import SwitchFlare, side_main
from hyperspace.cosmic.state import Challenge, CosmicState
from hyperspace.cosmic.tokens import return_to_bases, to_warp
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import agree

# challenge.data: the ghosts out of the Warp in this challenge, by colour
GHOSTS: Final = "phantom-ghosts"
# challenge.data: {seat: Warp tokens haunting} (the Wild Phantom)
HAUNTING: Final = "phantom-haunting"
SUPER: Final = "phantom-super"  # challenge.data: the Super Flare is in force this challenge
LIMIT: Final = 4  # ghosts Phantom may raise (the four-token limit of a player's commitment)
WILD_LIMIT: Final = 2  # tokens in the Warp the Wild Phantom makes count
PRO_WORTH: Final = 2  # what a ghost counts with the Phantom Pro (C-582)


def ghosts(state: CosmicState) -> list[int]:
    """The ghosts out of the Warp in this challenge, by colour, read without changing anything
    (all none before any is raised, or outside a challenge)."""
    challenge = state.challenge
    held: list[int] | None = challenge.data.get(GHOSTS) if challenge is not None else None
    return held if held is not None else [0] * state.config.players


def may_raise(state: CosmicState, seat: int) -> bool:
    """``seat`` is on a side of the challenge, has tokens in the Warp, and raised no ghost yet."""
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.defense is not None
        and side_main(challenge, seat) is not None
        and state.warp[seat] > 0
        and not ghosts(state)[seat]
    )


async def raise_ghosts(state: CosmicState, seat: int, most: int) -> None:
    """``seat`` raises one to ``most`` of his tokens out of the Warp as ghosts, as he chooses."""
    most = min(most, state.warp[seat])
    keys = tuple(str(n) for n in range(1, most + 1))
    prompt = "How many of your tokens do you raise out of the Warp as ghosts?"
    count = int(await ask(Decision(seat, "phantom-ghosts", keys, prompt)))
    assert state.challenge is not None
    state.warp[seat] -= count
    state.challenge.data.setdefault(GHOSTS, [0] * state.config.players)[seat] += count
    state.note("ghosts-raised", {"seat": seat, "tokens": count})
    state.features["phantom_ghosts_raised"] += count


def side_ghosts(state: CosmicState, seat: int, main: Any) -> int:
    """``seat``'s ghosts if he is on the side of the main player ``main``, else none."""
    challenge = state.challenge
    if challenge is None or side_main(challenge, seat) != main:
        return 0
    return ghosts(state)[seat]


def revived(challenge: Challenge, colour: int) -> bool:
    """Ghosts of ``colour`` come back to life: their side won the challenge."""
    return challenge.winner_side is not None and side_main(challenge, colour) == (
        challenge.winner_side
    )


class Phantom(Power):
    name = "phantom"
    title = "Phantom"
    short = "Power of Ghosts"
    text = (
        "As a main player or ally, once alliances are made and before the Challenge Cards are "
        "chosen, you may raise up to four ghosts: tokens of yours out of the Warp that join your "
        "side. Each adds one to your side's total. If your side wins, your ghosts come back to "
        "life, to your bases; otherwise they go back to the Warp. A ghost is never lost or "
        "imprisoned."
    )
    source = (
        "Mayfair power, no text found (POWER_TEXTS 'Phantom', LOW): reconstructed from the WARP "
        "Skill Tokens page (ghost tokens called into challenges) and seed 002 (ghosts cannot be "
        "imprisoned), C-580"
    )

    @ability(
        "before_cards",
        can_use=lambda power, state, seat, ctx: may_raise(state, seat),
        optional=True,
    )
    async def haunt(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Phantom may call Escorts from its ghost tokens" (Skill Tokens): when Escorts are called,
        # after the tokens are committed and before the cards are chosen (C-580).
        assert state.challenge is not None
        most = state.warp[seat] if SUPER in state.challenge.data else LIMIT
        await raise_ghosts(state, seat, most)
        state.features["phantom_hauntings"] += 1

    @modifier("side_total")
    def ghost_weight(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # Each ghost adds one to its side's total (two with the Pro, none against the Con).
        count = side_ghosts(state, seat, ctx)
        if not count or self._opposed_by_con(state, seat):
            return value
        return value + count * (PRO_WORTH if pro(state, self.name) else 1)

    def _opposed_by_con(self, state: CosmicState, seat: int) -> bool:
        """The main player opposing Phantom's side played its Pulsar as a Con (C-582)."""
        challenge = state.challenge
        assert challenge is not None
        main = side_main(challenge, seat)
        if main is None or challenge.defense is None:
            return False
        opponent = challenge.opponent(main)
        return con_played(state, self.name, opponent) and not super_played(state, self.name)

    @ability(
        "end_of_challenge",
        can_use=lambda power, state, seat, ctx: any(ghosts(state)),
        always=True,
    )
    async def lay_to_rest(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Bookkeeping, no use of the power: the winners' ghosts come back to life, every other
        # goes back to the Warp, never to a Prison (seed 002).
        challenge = state.challenge
        assert challenge is not None
        held = ghosts(state)
        for colour, count in enumerate(held):
            if not count:
                continue
            if revived(challenge, colour):
                state.note("ghosts-revived", {"seat": colour, "tokens": count})
                state.features["phantom_ghosts_revived"] += count
                await return_to_bases(state, colour, count, "a ghost coming back to life", held)
            else:
                state.note("ghosts-back", {"seat": colour, "tokens": count})
                held[colour] = 0
                to_warp(state, colour, count)

    def tokens_held(self, state: CosmicState, colour: int) -> int:
        held = ghosts(state)  # a seat's own colour: ghosts come out of its Warp (C-580)
        return held[colour] if colour < len(held) else 0

    def public(self, state: CosmicState) -> dict[str, Any]:
        return {"ghosts": list(ghosts(state))}

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        # The Pro matters while its totals are still to come: Phantom is on a side.
        challenge = state.challenge
        return challenge is not None and side_main(challenge, seat) is not None


class WildPhantom(Flare):
    """As a main player or ally, once alliances are made and before the cards are chosen: up to
    two of your tokens in the Warp haunt the challenge, each adding one to your side's total; they
    stay in the Warp (C-581)."""

    events = frozenset({"before_cards"})
    text = (
        "As a main player or ally, before the Challenge Cards are chosen: up to two of your tokens "
        "in the Warp haunt this challenge, each adding one to your side's total. They stay in the "
        "Warp."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        challenge = state.challenge
        return (
            challenge is not None
            and challenge.defense is not None
            and side_main(challenge, seat) is not None
            and state.warp[seat] > 0
            and str(seat) not in challenge.data.get(HAUNTING, {})
        )

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        assert state.challenge is not None
        count = min(WILD_LIMIT, state.warp[seat])
        state.challenge.data.setdefault(HAUNTING, {})[str(seat)] = count
        put_in_force(state, seat, self)
        state.note("wild-phantom", {"seat": seat, "tokens": count})
        state.features["phantom_wild"] += 1

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        challenge = state.challenge
        if event != "side_total" or challenge is None or side_main(challenge, seat) != ctx:
            return value
        return value + int(challenge.data.get(HAUNTING, {}).get(str(seat), 0))


class SuperPhantom(SwitchFlare):
    """Once alliances are made, by Phantom on a side: for the challenge it raises as many ghosts as
    it has in the Warp, not only four (C-581)."""

    moments = frozenset({ALLIANCES})
    text = (
        "Once alliances are made, as a main player or ally: this challenge you may raise as many "
        "ghosts as you have tokens in the Warp, not only four."
    )
    flag = SUPER
    kind = "super-phantom"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return side_main(challenge, seat) is not None and state.warp[seat] > LIMIT


Phantom.flare = FlareSides(
    WildPhantom(),
    SuperPhantom(),
    "designed by the project (C-581); no Flare text of any edition found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Phantom.pulsar_pro = "For the rest of the challenge each of your ghosts adds two (C-582)."
Phantom.pulsar_con = (
    "For the rest of the challenge, as the main player opposing Phantom's side, Phantom's ghosts "
    "add nothing against you (C-582)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("ghosts-raised", important=True)
def _raised_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} raises {say.tokens(entry.get('tokens', 0))} out of the "
        "Warp as ghosts: they join the side for this challenge."
    )


@BOOK.entry("wild-phantom")
def _wild_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Wild Phantom: "
        f"{say.tokens(entry.get('tokens', 0))} in the Warp haunt the challenge, one more each in "
        "the total."
    )


@BOOK.entry("ghosts-revived", important=True)
def _revived_entry(entry: Mapping[str, Any], say: Say) -> str:
    count = int(entry.get("tokens", 0))
    return (
        f"{say.name(entry.get('seat'))}'s ghosts come back to life: "
        f"{say.tokens(count)} {agree(count, 'goes', 'go')} to the bases."
    )


@BOOK.entry("ghosts-back")
def _back_entry(entry: Mapping[str, Any], say: Say) -> str:
    count = int(entry.get("tokens", 0))
    return (
        f"{say.name(entry.get('seat'))}'s {say.tokens(count)} raised as ghosts "
        f"{agree(count, 'goes', 'go')} back to the Warp."
    )


@BOOK.entry("super-phantom")
def _super_entry(entry: Mapping[str, Any], say: Say) -> str:
    return (
        f"{say.name(entry.get('seat'))} plays the Super Phantom: this challenge it may raise every "
        "token it has in the Warp."
    )


@BOOK.option("phantom-ghosts")
def _ghosts_option(decision: Decision, key: str, say: Say) -> str:
    return f"raise {say.tokens(key)} as ghosts"


POWER: Final = Phantom
