"""Sniveler, the Power to Whine.

Once a challenge, as a main player before allies are invited, Sniveler may whine about one thing
it lacks:

* the Warp: if it has more tokens in the Warp than any other player, either all the others let it
  take all of its tokens out of the Warp (to its bases), or each other player sends tokens from
  his bases to the Warp until he has as many there as Sniveler;
* bases: if it has fewer external bases than any other player, either all the others let it put
  one of its tokens on a planet of its choice outside its home system, or each other player gives
  up one of his external bases (its tokens go to his other bases);
* cards: naming a kind of card it has none of (Attack, Compromise, Edict, Flare, and the
  variants' Kicker, Ruling and Zodiac card when in play: AMB-G20, C-142), either some other
  player gives it a card of that kind, or every other player discards all of his.

Source: no Eon text was found (Mayfair-era play shows the Warp and base whines: jergames 2009).
This is the Fantasy Flight (2009) text, Cosmic Incursion, credited to Future Pastimes
(POWER_TEXTS.md "Sniveler", confidence MEDIUM; aliens.json of the Cosmic-Encounter-Bot repository
and the Cosmic Encounter wiki). Flares, FFG text (same sources): Wild, when you are not a main
player and nobody invited you, complain to one main player: if he still does not invite you, his
allies go home (C-50); Super, if others win while you are one base short of winning, they share
the win with you or you challenge one of them who refuses, none of the winners allying with you:
if you win that challenge, you and your allies win the game instead (C-51).

C-50 settles who answers a whine and how: the other players answer in challenge order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.cosmic.edicts.base import ALLIANCES
from hyperspace.cosmic.powers.base import (
    Flare,
    FlareSides,
    Power,
    ability,
    challenge_order,
    exposed,
    modifier,
    pro,
)
from hyperspace.cosmic.rules.deck import discard
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.words import plural

# power_data: the winners, during the Super's last challenge
LAST: Final = "sniveler-last-challenge"
RESULT: Final = "sniveler-result"  # power_data: (won, allies) of that challenge, noted at its end


def whines(state: CosmicState, seat: int) -> tuple[str, ...]:
    """What ``seat`` may whine about now."""
    others = [p.seat for p in state.players if p.seat != seat]
    found = []
    if state.warp[seat] > max(state.warp[s] for s in others):
        found.append("warp")
    if state.external_bases(seat) < min(state.external_bases(s) for s in others):
        found.append("bases")
    held = {cards.kind(c) for c in state.players[seat].hand}
    found += [f"cards:{kind}" for kind in kinds_in_game(state) if kind not in held]
    return tuple(found)


def kinds_in_game(state: CosmicState) -> list[str]:
    """The kinds of card this game's cards come in, in the order of :data:`cards.TYPES`: the
    variants' Kickers, Rulings and Zodiac cards are kinds of their own (AMB-G20, C-142)."""
    pile = [*state.deck, *state.discard, *(c for p in state.players for c in p.hand)]
    present = {cards.kind(c) for c in pile}
    return [kind for kind in cards.TYPES if kind in present]


def may_whine(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    challenge = state.challenge
    return (
        challenge is not None
        and challenge.defense is not None
        and (challenge.is_main(seat) or pro(state, Sniveler.name))  # the Pro (C-174)
        and bool(whines(state, seat))
    )


def others_in_order(state: CosmicState, seat: int) -> list[int]:
    """The other players, in challenge order, but those immune to Sniveler (the Con)."""
    return exposed(state, Sniveler.name, [s for s in challenge_order(state) if s != seat])


async def all_let(state: CosmicState, seat: int, about: str) -> bool:
    """Each other player, in challenge order, lets Sniveler have its way or refuses (C-50)."""
    answers = []
    for other in others_in_order(state, seat):
        prompt = f"Sniveler whines about {about}: let it, or refuse?"
        answers.append(await ask(Decision(other, "sniveler-answer", ("let", "refuse"), prompt)))
    state.note("sniveler-answers", {"seat": seat, "about": about, "answers": answers})
    return all(answer == "let" for answer in answers)


def external_targets(state: CosmicState, seat: int) -> list[Planet]:
    """Planets outside ``seat``'s home system where it has no base."""
    return [
        (system, i)
        for system, planets in enumerate(state.planets)
        if system != seat
        for i, planet in enumerate(planets)
        if not planet[seat]
    ]


class Sniveler(Power):
    name = "sniveler"
    title = "Sniveler"
    short = "Power to Whine"
    text = (
        "Once a challenge, as a main player before allies are invited, you may whine: about the "
        "Warp (most tokens there), bases (fewest external bases) or a kind of card you lack; the "
        "others either give you what you want or pay for refusing."
    )
    source = "FFG text (Cosmic Incursion, Future Pastimes; POWER_TEXTS 'Sniveler', MEDIUM)"

    @ability("launched", can_use=may_whine, optional=True)
    async def whine(self, state: CosmicState, seat: int, ctx: Any) -> None:
        options = whines(state, seat)
        if not options:  # the grievance went away as the power was used (a card came to it)
            return
        about = await ask(Decision(seat, "sniveler-whine", options, "Whine about?"))
        state.note("sniveler-whines", {"seat": seat, "about": about})
        if about == "warp":
            await whine_warp(state, seat)
        elif about == "bases":
            await whine_bases(state, seat)
        else:
            await whine_cards(state, seat, about.removeprefix("cards:"))

    @modifier("may_ally")
    def no_winner_allies(
        self, state: CosmicState, seat: int, value: bool, ctx: tuple[int, str]
    ) -> bool:
        # Super Flare: none of the winners may ally with Sniveler in its last challenge.
        winners = state.players[seat].power_data.get(LAST)
        challenge = state.challenge
        if winners is None or challenge is None or challenge.offense != seat:
            return value
        ally, side = ctx
        return value and not (side == "offense" and ally in winners)

    @ability(
        "end_of_challenge",
        can_use=lambda power, state, seat, ctx: LAST in state.players[seat].power_data,
        always=True,
    )
    async def note_result(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # Bookkeeping for the Super Flare: who won Sniveler's last challenge, with which allies.
        challenge = state.challenge
        assert challenge is not None
        won = challenge.offense == seat and challenge.winner_side == seat
        state.players[seat].power_data[RESULT] = (won, list(challenge.offense_allies))


async def whine_warp(state: CosmicState, seat: int) -> None:
    from hyperspace.cosmic.tokens import lose, return_to_bases, take_from_bases  # (import cycle)

    if await all_let(state, seat, "the Warp"):
        # All of its tokens come out of the Warp to its bases.
        await return_to_bases(state, seat, state.warp[seat], "out of the Warp", state.warp)
        return
    # Otherwise each other player sends tokens to the Warp until he has as many there.
    for other in others_in_order(state, seat):
        need = state.warp[seat] - state.warp[other]
        if need > 0:
            taken = await take_from_bases(state, other, need, "Sniveler's whine")
            await lose(state, other, taken, "sniveler")


async def whine_bases(state: CosmicState, seat: int) -> None:
    from hyperspace.cosmic.tokens import launch_sources, lift, place, remove, return_to_bases

    if await all_let(state, seat, "bases"):
        # It puts one of its tokens on a planet of its choice outside its home system.
        sources = launch_sources(state, seat, None)
        targets = external_targets(state, seat)
        if not sources or not targets:
            return
        keys = tuple(planet_key(p) for p in targets)
        to = parse_planet(await ask(Decision(seat, "sniveler-planet", keys, "New base where?")))
        keys = tuple(planet_key(p) for p in sources)
        source = parse_planet(await ask(Decision(seat, "sniveler-source", keys, "From where?")))
        remove(state, seat, source)
        place(state, seat, to)
        state.note("sniveler-base", {"seat": seat, "planet": planet_key(to)})
        return
    # Otherwise each other player gives up one of his external bases.
    for other in others_in_order(state, seat):
        bases = [p for p in state.bases(other) if state.system_owner[p[0]] != other]  # C-552
        if not bases:
            continue
        keys = tuple(planet_key(p) for p in bases)
        planet = parse_planet(
            await ask(Decision(other, "sniveler-give-up", keys, "Give up which external base?"))
        )
        count = state.tokens_on(planet, other)
        remove(state, other, planet, count)
        lift(state, other, count)
        state.note("sniveler-gave-up", {"seat": other, "planet": planet_key(planet)})
        await return_to_bases(state, other, count, "a base given up", state.transit)


async def whine_cards(state: CosmicState, seat: int, kind: str) -> None:
    for other in others_in_order(state, seat):
        hand = state.players[other].hand
        held = tuple(dict.fromkeys(c for c in hand if cards.kind(c) == kind))
        if not held:
            continue
        answer = await ask(
            Decision(other, "sniveler-give", ("refuse", *held), f"Give Sniveler a {kind} card?")
        )
        if answer != "refuse":
            # Some player gives it a card of that kind: the whine is over.
            hand.remove(answer)
            state.players[seat].hand.append(answer)
            seen = {"card": answer}
            state.note("sniveler-given", {"seat": seat, "by": other}, {seat: seen, other: seen})
            return
    # Nobody gave one: every other player discards all of his cards of that kind.
    for other in others_in_order(state, seat):
        hand = state.players[other].hand
        gone = [c for c in hand if cards.kind(c) == kind]
        if gone:
            state.players[other].hand = [c for c in hand if cards.kind(c) != kind]
            await discard(state, other, gone)
            state.note("sniveler-discards", {"seat": other, "cards": gone})


def invited(state: CosmicState, seat: int) -> bool:
    """Whether anybody invited ``seat`` to ally in the challenge under way."""
    start = state.challenge.log_start if state.challenge is not None else 0
    return any(
        seat in event.public.get("offense", ()) or seat in event.public.get("defense", ())
        for event in state.log[start:]
        if event.kind == "invitations" and event.public is not None
    )


class WildSniveler(Flare):
    """Not a main player and invited by nobody: complain to one main player. If he still does not
    invite you, his allies go home (C-50)."""

    moments = frozenset({ALLIANCES})
    text = "Uninvited: complain to a main player; unless he invites you now, his allies go home."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        from hyperspace.cosmic.tokens import launch_sources  # (import cycle)

        challenge = state.challenge
        return (
            challenge is not None
            and challenge.defense is not None
            and not challenge.is_main(seat)
            and seat not in challenge.offense_allies + challenge.defense_allies
            and not invited(state, seat)
            and bool(launch_sources(state, seat, challenge.planet))
        )

    async def play(self, state: CosmicState, seat: int) -> None:
        from hyperspace.cosmic.rules.alliances import max_tokens  # (import cycle)
        from hyperspace.cosmic.tokens import commit, withdraw

        challenge = state.challenge
        assert challenge is not None
        keys = tuple(f"player:{s}" for s in challenge.sides())
        answer = await ask(Decision(seat, "sniveler-complain", keys, "Complain to whom?"))
        main = int(answer.removeprefix("player:"))
        offense = main == challenge.offense
        allies = challenge.offense_allies if offense else challenge.defense_allies
        side = challenge.cone if offense else challenge.defense_end
        prompt = "The Sniveler complains: invite him now, or your allies go home"
        reply = await ask(Decision(main, "sniveler-invite", ("invite", "refuse"), prompt))
        if reply == "invite":
            count = await commit(
                state, seat, side, 1, max_tokens(state, seat), "ally-token", challenge.planet
            )
            allies.append(seat)
            state.note("ally", {"seat": seat, "side": "offense" if offense else "defense",
                                "tokens": count})  # fmt: skip
        else:
            for ally in allies:
                withdraw(state, ally, side)
            allies.clear()
        state.note("wild-sniveler", {"seat": seat, "to": main, "reply": reply})


class SuperSniveler(Flare):
    """If other players win while you are one base short of winning, they share the win with you,
    or you challenge one of them who refuses; none of the winners may ally with you. If you win,
    you and your allies win instead; otherwise their win stands (C-51)."""

    events = frozenset({"game_won"})
    text = "One base short when others win: they share the win, or face you in a last challenge."

    def can_respond(self, state: CosmicState, seat: int, event: str, winners: Any) -> bool:
        return (
            seat not in winners
            and state.external_bases(seat) == state.config.win_bases - 1
            and LAST not in state.players[seat].power_data
        )

    async def respond(self, state: CosmicState, seat: int, event: str, winners: Any) -> None:
        refusing = []
        for winner in winners:
            prompt = "The Sniveler is one base short: share your win with him, or refuse?"
            answer = await ask(Decision(winner, "sniveler-share", ("share", "refuse"), prompt))
            if answer == "refuse":
                refusing.append(winner)
        state.note("super-sniveler", {"seat": seat, "refusing": refusing})
        if not refusing:
            winners.append(seat)  # they let him join their win
            return
        keys = tuple(f"player:{s}" for s in refusing)
        answer = await ask(Decision(seat, "sniveler-last", keys, "Challenge which winner?"))
        result = await last_challenge(state, seat, int(answer.removeprefix("player:")), winners)
        if result is not None:
            winners[:] = [seat, *result]  # he and his allies win instead


async def last_challenge(
    state: CosmicState, seat: int, defense: int, winners: list[int]
) -> list[int] | None:
    """Sniveler challenges ``defense`` (no Destiny), the winners barred from its side; returns its
    allies if it won, else None. The game is not over meanwhile."""
    from hyperspace.cosmic.rules.challenge import challenge  # (import cycle)
    from hyperspace.cosmic.rules.deck import has_challenge_card, new_hand

    data = state.players[seat].power_data
    offense, over = state.offense, state.over
    data[LAST] = list(winners)
    state.offense, state.over = seat, False
    # No try/finally: a game dropped mid-challenge (its coroutine closed) must stay as it was.
    if not has_challenge_card(state, seat):
        await new_hand(state, seat)  # as at the start of a turn (C-12)
    await challenge(state, 0, defense)
    state.offense, state.over = offense, over
    del data[LAST]
    won, allies = data.pop(RESULT, (False, []))
    return allies if won else None


Sniveler.flare = FlareSides(WildSniveler(), SuperSniveler(), "FFG text (POWER_TEXTS 'Sniveler')")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Sniveler.pulsar_pro = (
    "For the rest of the challenge you may whine even when you are not a main player (C-174)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


def _about(about: str, say: Say) -> str:
    """What Sniveler whines about, in words ("cards:compromise": having no Compromise card)."""
    if about.startswith("cards:"):
        kind = about.removeprefix("cards:")
        return f"having no {kind.capitalize()} card"
    return {"warp": "the Warp", "bases": "bases"}.get(about, about)


@BOOK.entry("sniveler-whines", "sniveler-answers", "sniveler-base", "sniveler-gave-up",
            "sniveler-given", "sniveler-discards", "wild-sniveler", "super-sniveler",
            important=True)  # fmt: skip
def _sniveler_entry(entry: Mapping[str, Any], say: Say) -> str:
    kind, seat = entry.get("kind"), say.name(entry.get("seat"))
    if kind == "sniveler-whines":
        return f"{seat} whines about {_about(str(entry.get('about')), say)}."
    if kind == "sniveler-answers":
        refused = sum(answer != "let" for answer in entry.get("answers", []))
        verb = "refuses" if refused == 1 else "refuse"
        return "Everyone lets it." if not refused else f"{plural(refused, 'player')} {verb}."
    if kind in ("sniveler-base", "sniveler-gave-up"):
        verb = "takes a new base on" if kind == "sniveler-base" else "gives up the base on"
        return f"{seat} {verb} {say.planet(entry.get('planet'))}."
    if kind == "sniveler-given":
        card = f" ({say.card(entry['card'])})" if entry.get("card") else ""
        return f"{say.name(entry.get('by'))} gives {seat} a card{card}."
    if kind == "sniveler-discards":
        return f"{seat} discards {say.cards(entry.get('cards'))}."
    if kind == "wild-sniveler":
        return (
            f"{seat} complains to {say.name(entry.get('to'))}, who answers: {entry.get('reply')}."
        )
    refusing = entry.get("refusing", [])
    return f"{seat} asks to share the win; refusing: {say.many(refusing)}."


@BOOK.prompt("sniveler-give")
def _give_prompt(decision: Decision, say: Say) -> str:
    """ "Give the Sniveler an Attack card?": the kind of the cards offered (all of one kind)."""
    kind = next(cards.kind(k) for k in decision.options if k != "refuse").capitalize()
    return f"Give the Sniveler {'an' if kind[0] in 'AEIOU' else 'a'} {kind} card?"


@BOOK.option("sniveler-whine", "sniveler-answer", "sniveler-give", "sniveler-planet",
             "sniveler-source", "sniveler-give-up", "sniveler-complain", "sniveler-invite",
             "sniveler-share", "sniveler-last")  # fmt: skip
def _sniveler_option(decision: Decision, key: str, say: Say) -> str:
    kind = decision.kind
    if kind == "sniveler-whine":
        return f"whine about {_about(key, say)}"
    if key in ("let", "refuse", "invite", "share"):
        return {"let": "let him", "refuse": "refuse", "invite": "invite him", "share": "share"}[key]
    if kind == "sniveler-source":
        return say.token_from(key)
    if kind in ("sniveler-planet", "sniveler-give-up"):
        return say.holding(key)
    if key.startswith("player:"):
        return say.name(key.removeprefix("player:"))
    return f"give {say.card(key)}"


POWER: Final = Sniveler
