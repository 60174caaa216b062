"""Bully, the Power to Intimidate.

As a main player who wins a challenge in which both main players revealed Attack cards, Bully
may choose which of its opponent's tokens are lost: as many as he had in the challenge, but taken
from anywhere (any of his bases; the tokens still in the challenge count among them). As the
offense, Bully lands even where it left some of the defense's tokens on the planet: they share it.
As the defense, the offense's tokens it left in the Cone go back to his bases. Optional.

Source: no Eon text was found; seed 002 shows an Eon Bully whose card lets it choose tokens very
freely. This is the Fantasy Flight text (POWER_TEXTS.md "Bully", the Cosmic Encounter wiki,
MEDIUM; Eon specifics LOW) (C-367). Seed 002: bullied tokens are imprisoned in a capture
challenge (they are lost in the defeat, so the winner, Bully, imprisons them), and Bully may not
choose tokens in prison (it chooses among bases, and a prison is none).

Flares: the Super is the Fantasy Flight one (the wiki's one Flare line, C-370): Bully may also
use its power on the opposing allies. No Wild text was found; the designed Wild (C-368): a main
player who wins with an Attack card against an Attack card chooses which tokens his opponent
loses, as Bully does. The Pulsar Pro lifts the Attack cards condition (C-369).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import tokens
from hyperspace.cosmic.edicts.base import ALLIANCES, REVEAL
from hyperspace.cosmic.powers.base import Flare, FlareSides, Power, ability, pro
from hyperspace.cosmic.powers.common import SwitchFlare, attacks_revealed
from hyperspace.cosmic.rules.resolution import Defeat
from hyperspace.cosmic.state import Challenge, CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import listing

SUPER: Final = "bully-super"  # challenge.data: the Super Flare was played
# the option: a token still in the challenge (the Cone, an ally's end)
IN_CHALLENGE: Final = "challenge"


def _victim(state: CosmicState, seat: int, defeat: Defeat, allies: bool) -> bool:
    """``defeat`` is of a player whose losses ``seat``, the winning main player, may choose: his
    opponent, or (``allies``) an opposing ally too."""
    challenge = state.challenge
    if challenge is None or defeat.winner != seat or not defeat.count:
        return False
    if defeat.colour == challenge.opponent(seat):
        return True
    return allies and defeat.colour != seat


def _may_bully(power: Power, state: CosmicState, seat: int, defeat: Defeat) -> bool:
    # "As a main player, after winning a challenge in which both revealed Attack cards" (the Pro
    # lifts the Attack cards, C-369; the Super reaches the opposing allies).
    challenge = state.challenge
    if challenge is None or not (attacks_revealed(state) or pro(state, power.name)):
        return False
    return _victim(state, seat, defeat, bool(challenge.data.get(SUPER)))


def _held(state: CosmicState, colour: int) -> list[Planet]:
    """The origins of ``colour``'s tokens still in the challenge, off the planet (the Cone or the
    defensive end): none for the defense, whose tokens are on the planet, one of his bases."""
    challenge = state.challenge
    assert challenge is not None
    return challenge.cone.get(colour) or challenge.defense_end.get(colour) or []


async def bully(state: CosmicState, seat: int, defeat: Defeat, why: str) -> None:
    """``seat`` chooses, one by one, the ``defeat.count`` tokens its loser loses: from any of his
    bases, or still in the challenge; they are lost in the defeat (the Warp, or ``seat``'s prison
    in a capture challenge, seed 002). Whatever of his the choice leaves in the challenge stays."""
    colour = defeat.colour
    chosen: list[str] = []
    for _ in range(defeat.count):
        held = _held(state, colour)
        keys = [planet_key(p) for p in state.bases(colour)] + [IN_CHALLENGE] * bool(held)
        if not keys:
            break
        prompt = f"Choose where the loser loses a token ({why})"
        decision = Decision(seat, "bully-token", tuple(keys), prompt, {"victim": colour})
        key = await ask(decision)
        if key == IN_CHALLENGE:
            held.pop()
        else:
            tokens.remove(state, colour, parse_planet(key))
        tokens.lift(state, colour, 1)
        chosen.append(key)
    defeat.taken = True
    state.note("bully", {"seat": seat, "victim": colour, "from": chosen})
    state.features["bully_choices"] += 1
    await tokens.lose(state, colour, len(chosen), "defeat", seat)


class Bully(Power):
    name = "bully"
    title = "Bully"
    short = "Power to Intimidate"
    text = (
        "As a main player, when you win a challenge in which both main players revealed Attack "
        "cards, you may choose which of your opponent's tokens he loses: as many as he had in "
        "the challenge, taken from any of his bases. What you leave of his on the planet shares "
        "it with you; what you leave of his in the Cone goes back to his bases."
    )
    source = (
        "Fantasy Flight text (POWER_TEXTS 'Bully', Cosmic Encounter wiki, MEDIUM; no Eon text, "
        "C-367); seed 002: bullied tokens are imprisoned in a capture challenge, never chosen "
        "from a prison"
    )

    @ability("defeated", can_use=_may_bully, optional=True)
    async def intimidate(self, state: CosmicState, seat: int, defeat: Defeat) -> None:
        # "Choose which tokens your opponent loses: as many as he had in it, from anywhere."
        await bully(state, seat, defeat, "Bully")

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and challenge.is_main(seat) and not challenge.revealed


class WildBully(Flare):
    """As the main player who wins with an Attack card against an Attack card, choose which tokens
    your opponent loses, as Bully does (C-368)."""

    events = frozenset({"defeated"})
    text = (
        "When you win as a main player, Attack card against Attack card, choose which of your "
        "opponent's tokens he loses: as many as he had in the challenge, from any of his bases."
    )

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return not ctx.taken and attacks_revealed(state) and _victim(state, seat, ctx, False)

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        state.note("wild-bully", {"seat": seat})
        state.features["bully_wild"] += 1
        await bully(state, seat, ctx, "Wild Bully")


class SuperBully(SwitchFlare):
    """As a main player: you may also choose which tokens the opposing allies lose."""

    moments = frozenset({ALLIANCES, REVEAL})
    text = "As a main player, you may also use your power on the opposing allies."
    flag = SUPER
    kind = "super-bully"

    def may_play(self, state: CosmicState, challenge: Challenge, seat: int) -> bool:
        return challenge.has_opponent(seat)


Bully.flare = FlareSides(
    WildBully(),
    SuperBully(),
    "Super: the Fantasy Flight Flare (POWER_TEXTS 'Bully', the wiki's one line, edition not "
    "confirmed); Wild: designed (C-368), no text found",
)

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Bully.pulsar_pro = (
    "For the rest of the challenge you may use your power whatever Challenge Cards were revealed "
    "(C-369)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("bully", important=True)
def _bully_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, victim = say.name(entry.get("seat")), say.name(entry.get("victim"))
    places = [
        "the challenge" if key == IN_CHALLENGE else say.planet(key) for key in entry.get("from", ())
    ]
    where = listing(places) if places else "nowhere"
    return f"{seat} chooses the tokens {victim} loses: from {where}."


@BOOK.option("bully-token")
def _bully_option(decision: Decision, key: str, say: Say) -> str:
    if key == IN_CHALLENGE:
        return "a token still in the challenge"
    return f"the token on {say.planet(key)}"


@BOOK.prompt("bully-token")
def _bully_prompt(decision: Decision, say: Say) -> str:
    victim = say.name((decision.context or {}).get("victim"))
    return f"Which of {victim}'s tokens is lost next?"


@BOOK.entry("wild-bully", "super-bully", important=True)
def _bully_flare_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat = say.name(entry.get("seat"))
    if entry.get("kind") == "wild-bully":
        return f"{seat} plays the Wild Flare of the Bully and chooses the losing tokens."
    return f"{seat} plays the Super Flare of the Bully: the opposing allies are bullied too."


POWER: Final = Bully
