"""Pentaform, the Power of Life Stages.

At set-up Pentaform draws five powers not in the game, and at the start of the game lays them out as
its five life stages, in the order it chooses; their Flares are removed from the game. Pentaform has
its own power plus the power of its current stage, the first to begin with; each acts as Pentaform's
power in every respect, but zapping one does not zap the other. Gaining a foreign base moves it one
stage on (if there is one); losing a foreign base, one stage back. Mandatory.

Source: the Fantasy Flight (Cosmic Dominion) text (POWER_TEXTS section 9, MEDIUM; the Eon text was
not found, and its staging rule is unverified). The FFG card draws the stages from the unused
Flares; here the five are drawn from the powers not in play that may be stages (C-594), and since
the game's set-up asks no one anything Pentaform orders them at the start of the game, before the
first challenge (C-590). Stage moves are counted at the end of each challenge, one stage for each
foreign base gained or lost since the last count (C-591). Seed 004 point 1: only the Pentaform
Pulsar goes in the deck, not the life stages' (C-593). Mayfair's "must be revealed at once in
hidden-power games" (POWER_TEXTS_ADDENDUM 2.10) has no occasion: the project has no hidden powers
(C-590).
Flares: no text found; designed (C-596): Wild, a token of the player's comes back from the Warp;
Super, Pentaform moves one stage on or back, as it likes.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, Final

from hyperspace.cosmic.edicts.base import ALLIANCES, DESTINY, START
from hyperspace.cosmic.powers.base import (
    STAGE,
    Flare,
    FlareSides,
    Hooked,
    Power,
    ability,
    active,
    modifier,
    use_power,
)
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.wording import BOOK, Say
from hyperspace.engine.decision import Decision, ask

LIFE: Final = 5  # life stages laid out at set-up
STAGES: Final = "pentaform-stages"  # power_data: the life stages' powers, in order (public)
AT: Final = "pentaform-at"  # power_data: the current stage's place in that order, from 0
BASES: Final = "pentaform-bases"  # power_data: the foreign bases Pentaform had at the last count
SHEETS: Final = "pentaform-sheets"  # power_data: {stage: what it remembered} of stages set aside
# power_data: the stages are laid out in order (else only drawn)
ORDERED: Final = "pentaform-ordered"
OWN: Final = frozenset(
    {STAGE, STAGES, ORDERED, AT, BASES, SHEETS}
)  # Pentaform's own keys, not its stage's
# challenge.data: seats that played a Pentaform Flare this challenge
USED: Final = "pentaform-flare"
# Hook events that act at set-up: a power acting there cannot be a stage (C-594).
SETUP_EVENTS: Final = frozenset({"starting_lucre", "flare_powers", "pulsar_powers"})


def may_be_stage(name: str) -> bool:
    """Whether the power ``name`` may be a life stage (C-594): not Pentaform; nothing needed that
    a game may lack (``needs``, C-486); no set-up step or set-up effect; no tokens or cards kept
    off the board (they would be lost when the stage changes)."""
    from hyperspace.cosmic.powers import POWERS  # (import cycle: the registry imports this)

    power = POWERS[name]
    return (
        name != Pentaform.name
        and not power.needs
        and power.set_up is Power.set_up
        and power.tokens_held is Hooked.tokens_held
        and power.cards_held is Hooked.cards_held
        and not any(hook.event in SETUP_EVENTS for hook in power().hooks())
    )


def stages(state: CosmicState, seat: int) -> list[str]:
    """``seat``'s (Pentaform's) life stages, in order (a copy)."""
    return list(state.players[seat].power_data.get(STAGES, ()))


def stage(state: CosmicState, seat: int) -> str | None:
    """The power of ``seat``'s current life stage."""
    found: str | None = state.players[seat].power_data.get(STAGE)
    return found


def draw(state: CosmicState, seat: int, names: list[str]) -> None:
    """At set-up: ``names`` are drawn for ``seat``'s life stages, to be ordered at the start of
    the game (:meth:`Pentaform.order`); any earlier ones are cleared away."""
    _clear(state, seat, at_set_up=True)
    state.players[seat].power_data[STAGES] = list(names)
    state.note("pentaform-drawn", {"seat": seat, "stages": list(names)})


def lay_out(state: CosmicState, seat: int, names: list[str], at_set_up: bool) -> None:
    """``names`` become ``seat``'s life stages in that order, the first of them current."""
    _clear(state, seat, at_set_up)
    data = state.players[seat].power_data
    data.update({STAGES: list(names), ORDERED: True, AT: 0, SHEETS: {}})
    data[BASES] = state.external_bases(seat)
    if names:
        enter(state, seat, names[0])
    state.note("pentaform-stages", {"seat": seat, "stages": list(names)})


def _clear(state: CosmicState, seat: int, at_set_up: bool) -> None:
    """Earlier stages are cleared away; at set-up (nobody has seen the log yet), their entries
    too: a scenario's stages replace those drawn."""
    leave(state, seat)
    data = state.players[seat].power_data
    for key in OWN:
        data.pop(key, None)
    if at_set_up:
        state.log[:] = [
            e for e in state.log if e.kind not in ("pentaform-drawn", "pentaform-stages")
        ]


def leave(state: CosmicState, seat: int) -> None:
    """The current stage's power leaves play, its hooks with it; what it remembered is set aside
    with it (a stage returned to finds its markers where it left them)."""
    data = state.players[seat].power_data
    old = data.pop(STAGE, None)
    if old is None:
        return
    state.hooks.remove_owner(old)
    del state.powers[old], state.power_seat[old]
    kept = {key: data.pop(key) for key in sorted(data) if key not in OWN}
    data.setdefault(SHEETS, {})[old] = kept


def enter(state: CosmicState, seat: int, name: str) -> None:
    """``name`` becomes ``seat``'s current stage: it comes into play as his power, hooks and all,
    with what it remembered when it was last set aside."""
    from hyperspace.cosmic.powers import POWERS  # (import cycle: the registry imports this)

    power = POWERS[name]()
    state.powers[name] = power
    state.power_seat[name] = seat
    for hook in power.hooks():
        state.hooks.add(hook)
    data = state.players[seat].power_data
    data.update(data.setdefault(SHEETS, {}).pop(name, {}))
    data[STAGE] = name


def move(state: CosmicState, seat: int, steps: int, why: str) -> None:
    """``seat`` (Pentaform) moves ``steps`` stages on (back if negative), as far as there are
    stages; the change is announced in words (``why``: "base" or "flare")."""
    data = state.players[seat].power_data
    names = stages(state, seat)
    at = int(data.get(AT, 0))
    to = max(0, min(len(names) - 1, at + steps))
    if to == at:
        return
    old = names[at]
    leave(state, seat)
    data[AT] = to
    enter(state, seat, names[to])
    state.note(
        "pentaform-stage",
        {"seat": seat, "from": old, "to": names[to], "stage": to + 1, "why": why},
    )
    state.features["pentaform_stage_moves"] += 1
    state.features[f"pentaform_{'advances' if to > at else 'retreats'}"] += 1


def owner(state: CosmicState) -> int:
    """The seat whose own power Pentaform is (its stages stay with it even while a Wild
    Philanthropist lends Pentaform for a challenge)."""
    return next(p.seat for p in state.players if p.power == Pentaform.name)


def _owner(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # The stages follow their owner's foreign bases (a lent Pentaform lends no stages).
    return state.players[seat].power == Pentaform.name


def _to_order(power: Power, state: CosmicState, seat: int, ctx: Any) -> bool:
    # Drawn at set-up, not yet laid out in order (a scenario may have named the order).
    data = state.players[seat].power_data
    return _owner(power, state, seat, ctx) and STAGES in data and ORDERED not in data


class Pentaform(Power):
    name = "pentaform"
    title = "Pentaform"
    short = "Power of Life Stages"
    text = (
        "At set-up, five powers not in the game are drawn, and at the start of the game you lay "
        "them out as your life stages, in the order you choose; their Flares are removed from "
        "the game. You have your own power and the power of "
        "your current stage, the first to begin with: it is your power in every respect, but "
        "zapping one does not zap the other. Each foreign base you gain moves you one stage on, "
        "each one you lose one stage back (counted at the end of each challenge)."
    )
    source = (
        "FFG text (Cosmic Dominion; POWER_TEXTS section 9, MEDIUM); no Eon text; stages drawn "
        "and ordered at the start of the game, counted at the end of each challenge, by the "
        "project (C-590, C-591)"
    )

    def set_up(self, state: CosmicState, seat: int) -> None:
        # "Draw five ... and lay out the matching powers as five life stages" (C-590, C-594).
        from hyperspace.cosmic.powers import POWERS  # (import cycle)

        laid_out = stages(state, seat)
        if laid_out and all(state.power_seat.get(name, seat) == seat for name in laid_out):
            # Set up again in a scenario's position: the same stages, its bases counted anew.
            state.players[seat].power_data[BASES] = state.external_bases(seat)
            return
        leave(state, seat)
        pool = sorted(name for name in POWERS if name not in state.powers and may_be_stage(name))
        stream = state.streams["pentaform"]
        drawn = [pool.pop(stream.randbelow(len(pool))) for _ in range(min(LIFE, len(pool)))]
        draw(state, seat, drawn)

    def apply_setup(self, state: CosmicState, value: Any) -> None:
        """``setup.pentaform``: its five life stages, in order, instead of those drawn."""
        seat = state.power_seat[self.name]
        where = "setup.pentaform"
        if not isinstance(value, list) or len(value) != LIFE or len(set(value)) != LIFE:
            raise ValueError(f"{where}: expected {LIFE} different power names, in order")
        from hyperspace.cosmic.powers import POWERS  # (import cycle)

        current = stage(state, seat)
        for name in value:
            if not isinstance(name, str) or name not in POWERS:
                raise ValueError(f"{where}: {name!r} is not a power (see `hyperspace powers`)")
            if not may_be_stage(name):
                raise ValueError(f"{where}: {POWERS[name].title} cannot be a life stage (C-594)")
            if name in state.powers and name != current:
                raise ValueError(f"{where}: {POWERS[name].title} is in play already")
        lay_out(state, seat, value, at_set_up=True)

    @ability("game_start", can_use=_to_order, always=True)
    async def order(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Lay out the matching powers as five life stages in an order you choose" (C-590):
        # stage by stage, before the first challenge; the last is what remains.
        left = stages(state, seat)
        chosen: list[str] = []
        while len(left) > 1:
            prompt = f"Which power is your life stage {len(chosen) + 1}?"
            answer = await ask(Decision(seat, "pentaform-order", tuple(left), prompt))
            left.remove(answer)
            chosen.append(answer)
        lay_out(state, seat, [*chosen, *left], at_set_up=False)

    @ability("end_of_challenge", can_use=_owner, always=True)
    async def grow(self, state: CosmicState, seat: int, ctx: Any) -> None:
        # "Gain a foreign base: one stage on; lose one: one stage back", counted at the end of
        # each challenge (C-591). A count while the power is off (zapped, lost) is missed.
        data = state.players[seat].power_data
        now = state.external_bases(seat)
        change = now - int(data.get(BASES, now))
        data[BASES] = now
        at, last = int(data.get(AT, 0)), len(stages(state, seat)) - 1
        if max(0, min(last, at + change)) == at or not active(state, seat, self.name):
            return
        if await use_power(state, seat, self.name):
            move(state, seat, change, "base")

    @modifier("pulsar_powers")
    def own_pulsar_only(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Only the Pentaform Pulsar Card is placed in the deck, not its life stages" (seed 004
        # point 1, C-593).
        laid_out = stages(state, seat)
        return [name for name in value if name not in laid_out]

    @modifier("flare_powers")
    def stage_flares_removed(self, state: CosmicState, seat: int, value: Any, ctx: Any) -> Any:
        # "Remove those Flares from the game" (C-592).
        laid_out = stages(state, seat)
        return [name for name in value if name not in laid_out]

    def public(self, state: CosmicState) -> dict[str, Any]:
        # The stages are laid out face up; the current stage's own data shows as Pentaform's.
        seat = owner(state)
        now = stage(state, seat)
        shown = state.powers[now].public(state) if now is not None else {}
        at = int(state.players[seat].power_data.get(AT, 0))
        return {**shown, "stages": stages(state, seat), "stage": now, "stage_number": at + 1}

    def private(self, state: CosmicState) -> dict[str, Any]:
        now = stage(state, owner(state))
        return state.powers[now].private(state) if now is not None else {}

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        now = stage(state, seat)
        return now is not None and state.powers[now].pro_playable(state, seat)


class PentaformFlare(Flare):
    """Either side: once a challenge, at the start, destiny or alliances window."""

    moments = frozenset({START, DESTINY, ALLIANCES})

    def can_play(self, state: CosmicState, seat: int) -> bool:
        challenge = state.challenge
        return challenge is not None and seat not in challenge.data.get(USED, ())

    async def play(self, state: CosmicState, seat: int) -> None:
        challenge = state.challenge
        assert challenge is not None
        challenge.data.setdefault(USED, []).append(seat)
        await self.effect(state, seat)

    @abstractmethod
    async def effect(self, state: CosmicState, seat: int) -> None:
        """What the Flare does, once a challenge (the Wild and the Super each say)."""


class WildPentaform(PentaformFlare):
    """Designed (C-596): one of your tokens in the Warp is reborn onto one of your bases."""

    text = "Once a challenge: one of your tokens comes back from the Warp to one of your bases."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return super().can_play(state, seat) and state.warp[seat] > 0

    async def effect(self, state: CosmicState, seat: int) -> None:
        from hyperspace.cosmic.tokens import return_to_bases  # (import cycle)

        await return_to_bases(state, seat, 1, "Wild Pentaform", state.warp)
        state.note("wild-pentaform", {"seat": seat})
        state.features["pentaform_wild_reborn"] += 1


class SuperPentaform(PentaformFlare):
    """Designed (C-596): move one stage on or back, as you choose."""

    text = "Once a challenge: move one life stage on or back, as you choose."

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return super().can_play(state, seat) and bool(_ways(state, seat))

    async def effect(self, state: CosmicState, seat: int) -> None:
        ways = _ways(state, seat)
        answer = await ask(Decision(seat, "super-pentaform", ways, "Move which way?"))
        move(state, seat, 1 if answer == "on" else -1, "flare")


def _ways(state: CosmicState, seat: int) -> tuple[str, ...]:
    """The ways ``seat`` (Pentaform) can move a stage: "on", "back"."""
    at, last = int(state.players[seat].power_data.get(AT, 0)), len(stages(state, seat)) - 1
    return tuple(way for way, ok in (("on", at < last), ("back", at > 0)) if ok)


Pentaform.flare = FlareSides(WildPentaform(), SuperPentaform(), "designed by the project (C-596)")

# -- Pulsar (seed 004) ---------------------------------------------------------------------------

Pentaform.pulsar_pro = (
    "For the rest of the challenge your current life stage's power has its own Pulsar's Pro as "
    "well (C-597)."
)
Pentaform.pulsar_con = (
    "For the rest of the challenge Pentaform and its current life stage alike cannot choose, "
    "target, take from or otherwise affect you (C-593)."
)

# -- words (docs/architecture.md, "Words") -------------------------------------------------


@BOOK.entry("pentaform-stage", important=True)
def _stage_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, new = say.name(entry.get("seat")), say.power(entry.get("to"))
    why = " (Super Pentaform)" if entry.get("why") == "flare" else ""
    return (
        f"{seat} moves from the {say.power(entry.get('from'))} to life stage "
        f"{entry.get('stage')}, the {new}{why}."
    )


@BOOK.entry("pentaform-drawn", "pentaform-stages", "wild-pentaform")
def _pentaform_entry(entry: Mapping[str, Any], say: Say) -> str:
    seat, kind = say.name(entry.get("seat")), entry.get("kind")
    if kind == "wild-pentaform":
        return f"{seat} brings a token back from the Warp (Wild Pentaform)."
    names = ", ".join(say.power(name) for name in entry.get("stages", ()))
    if kind == "pentaform-drawn":
        return f"{seat} draws five powers for its life stages: {names}."
    return f"{seat}'s life stages, in order: {names}."


@BOOK.option("super-pentaform")
def _pentaform_option(decision: Decision, key: str, say: Say) -> str:
    return "one life stage on" if key == "on" else "one life stage back"


@BOOK.option("pentaform-order")
def _order_option(decision: Decision, key: str, say: Say) -> str:
    return f"the {say.power(key)}"


POWER: Final = Pentaform
