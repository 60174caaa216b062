"""What an alien power is, and how the rules consult the powers in play.

A power is one class in one module of this package. It declares, with the decorators below, the
moments it acts at; the rules never name a power. At set-up each power in play is indexed in the
state's :class:`~hyperspace.engine.hooks.HookIndex` under those moments, owned by its name.

Kinds of hook, and what the rules pass them (``seat`` is the power's holder):

* ``@modifier(event)``: ``fn(state, seat, value, ctx) -> value``: adjusts a number (a card's value,
  a side's total, a token limit, a consolation count). Pure: no decisions, no changes.
* ``@replacement(event)``: ``fn(state, seat, ctx) -> value | None``: "instead of the usual rule";
  the first power (in challenge order) that answers decides.
* ``@ability(event)``: ``async fn(state, seat, ctx) -> None`` at a named moment, called with
  ``can_use(power, state, seat, ctx) -> bool`` first when given (``@ability(event, can_use=f)``).
  ``optional`` abilities ask the holder first ("use" or "pass"); every use is announced with
  :func:`use_power`, so that Cosmic Zap can stop it. ``always`` marks bookkeeping that is no use
  of the power (returning a card set aside, counting markers, moving captives with their
  carriers): it runs even while the power is off, without a Cosmic Zap window.

Powers work only while their holder may use them (:func:`active`): a power is lost below the
home-base threshold (AMB-G07), zapped for a challenge (Cosmic Zap), switched off for everybody
(Power Outage, Sanity), silenced for a challenge (Silencer), or shut off by another player's
Pulsar (seed 004 point 4).

Pulsars (seed 004): a power's Pulsar played by anyone else makes him immune to the power for the
challenge (:func:`immune`, the Con). This is one mechanism for every power: an ability whose
context names a colour (a :class:`~hyperspace.cosmic.tokens.Loss`) is not used on an immune
colour, and a power that chooses players chooses among the :func:`exposed` ones. Played by the
power's holder, it strengthens the power (:func:`pro`), as each power's ``pulsar_pro`` says.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final, NamedTuple, cast

from hyperspace.cosmic import cards
from hyperspace.engine.decision import Decision, ask
from hyperspace.engine.hooks import MODIFIER, WINDOW, Hook, HookKind, Layer

if TYPE_CHECKING:
    from hyperspace.cosmic.state import Challenge, CosmicState

ABILITY: Final = WINDOW

CanUse = Callable[["Power", "CosmicState", int, Any], bool]


# Each marked hook method, and its mark: (kind, event, layer, can_use, optional[, always]). A table,
# not an attribute of the function: compiled functions (mypyc) take no attributes.
MARKS: Final[dict[Callable[..., Any], tuple[Any, ...]]] = {}


def _marked(cls: type) -> list[Marked]:
    """The marked hook methods of a class, by name, with their marks read: looked up once per
    class (every game sets up its powers, and a mark's :class:`Ability` can be shared)."""
    found = _MARKED.get(cls)
    if found is None:
        # What ``dir`` and ``getattr`` would find (each name in the nearest class defining it),
        # read from the class dictionaries, by name; ``object`` defines nothing marked.
        marks: list[tuple[str, tuple[Any, ...]]] = []
        seen: set[str] = set()
        for kind in cls.__mro__:
            if kind is object:
                continue
            for attr, fn in vars(kind).items():
                if attr not in seen:
                    seen.add(attr)
                    if callable(fn) and fn in MARKS:
                        marks.append((attr, MARKS[fn]))
        marks.sort(key=lambda marked: marked[0])
        found = []
        for attr, (kind, event, layer, can_use, optional, *always) in marks:
            ability = Ability(can_use, optional, bool(always and always[0]))
            found.append(Marked(attr, kind, event, layer, ability))
        _MARKED[cls] = found
    return found


class Marked(NamedTuple):
    """A marked hook method's name and its mark: what :meth:`Hooked.hooks` indexes it as."""

    attr: str
    kind: HookKind
    event: str
    layer: Layer
    ability: Ability


_MARKED: Final[dict[type, list[Marked]]] = {}


def _marker(*mark: Any) -> Callable[[Any], Any]:
    def put(fn: Any) -> Any:
        MARKS[fn] = mark
        return fn

    return put


def modifier(event: str, layer: Layer = Layer.ADD) -> Callable[[Any], Any]:
    return _marker(HookKind.MODIFIER, event, layer, None, False)


def replacement(event: str) -> Callable[[Any], Any]:
    return _marker(HookKind.REPLACEMENT, event, Layer.ADD, None, False)


def ability(
    event: str, can_use: CanUse | None = None, optional: bool = False, always: bool = False
) -> Callable[[Any], Any]:
    return _marker(ABILITY, event, Layer.ADD, can_use, optional, always)


class Ability(NamedTuple):
    """What an ability's hook carries besides its function (``Hook.meta``): its ``can_use`` test,
    whether it is ``optional`` and whether it runs ``always``."""

    can_use: CanUse | None
    optional: bool
    always: bool


class Hooked:
    """Rules that plug in through marked hook methods: an alien power, or a variant
    (:mod:`hyperspace.cosmic.variants`). ``owner`` names its hooks in the state's index."""

    name: ClassVar[str]

    @property
    def owner(self) -> str:
        return self.name

    def hooks(self) -> list[Hook]:
        owner = self.owner
        return [
            Hook(mark.kind, mark.event, getattr(self, mark.attr), owner, mark.layer, mark.ability)
            for mark in _marked(type(self))
        ]

    # Tokens and cards kept off the board (Fungus's captives, Karma, prisons...): the
    # conservation checks count them.
    def tokens_held(self, state: CosmicState, colour: int) -> int:
        return 0

    def cards_held(self, state: CosmicState) -> int:
        return 0

    def public(self, state: CosmicState) -> dict[str, Any]:
        """What everybody may see of this power's or variant's own data."""
        return {}

    def colour_added(self, state: CosmicState, colour: int) -> None:
        """A power has just added ``colour`` (``CosmicState.add_colour``): grow what is counted
        by colour here (C-550)."""

    def private(self, state: CosmicState) -> dict[str, Any]:
        """What only the power's holder may see of its own data besides (Terrorist's bombs)."""
        return {}


class Power(Hooked):
    """One alien power. Subclasses set the class attributes and mark their hook methods."""

    name: ClassVar[str]  # the key: "zombie"
    title: ClassVar[str]  # "Zombie"
    short: ClassVar[str]  # its one-line tag: "Power of Immortality"
    text: ClassVar[str]  # the power's text, paraphrased
    source: ClassVar[str]  # which edition's text this is, and where it was found
    flare: ClassVar[FlareSides | None] = None  # its Flare card, when the flare's text is known
    # The settings of the game (``Config`` switches, "lucre") it makes sense only with: without
    # them it is not dealt, nor is its Flare in the deck (C-486).
    needs: ClassVar[tuple[str, ...]] = ()
    # Its Pulsar card (seed 004): what the holder's own Pulsar adds (the Pro), and what it does
    # played by anyone else (the Con): plain immunity unless a power says otherwise (C-150).
    pulsar_pro: ClassVar[str]
    pulsar_con: ClassVar[str] = (
        "For the rest of the challenge this power cannot choose, target, take from or otherwise "
        "affect you."
    )

    # How many colours nobody plays it takes at set-up (Symbiote): not dealt without them (C-558).
    colours: ClassVar[int] = 0

    def pro_playable(self, state: CosmicState, seat: int) -> bool:
        """Whether the Pro would do anything now (the Pulsar is offered only then)."""
        return True

    def set_up(self, state: CosmicState, seat: int) -> None:
        """Its own set-up step, once every seat has its power and before the deck, the hands
        and the variants' set-up (Symbiote's second colour, Progenitor's second system, Vampire's
        slaves, Pentaform's life stages). A scenario runs it as it gives the power and again once
        its position is in place: the second time it only recounts what the position changed."""

    def apply_setup(self, state: CosmicState, value: Any) -> None:
        """A scenario's key of its own (``setup.<name>``, docs/scenarios.md); ValueError if it
        takes none or ``value`` is wrong."""
        raise ValueError(f"setup.{self.name}: {self.title} takes no setup key")


RULES: Final = -1  # the "seat" of a variant's hooks: they belong to the rules, not to a player


def active(state: CosmicState, seat: int, power: str | None = None) -> bool:
    """Whether ``seat`` may use its power now (AMB-G07, Cosmic Zap, Power Outage, Sanity, a
    Pulsar shut-off); a variant's hooks (seat ``RULES``) always apply. ``power``: the one of his
    powers asked about, when he holds a life stage besides his own (Pentaform, C-592)."""
    if seat == RULES:
        return True
    if power is None:
        power = state.players[seat].power
    return super_usable(state, seat, power) and not (power is not None and shut_off(state, power))


def super_usable(state: CosmicState, seat: int, power: str | None = None) -> bool:
    """Whether ``seat`` may use its power (``power``, when he holds two), a Pulsar shut-off
    aside: his Super Flare beats the Pulsar whichever came first (AMB-U05 amended). A silenced
    power (Silencer) is not in use, Super Flare included, and no Pulsar keeps it."""
    if seat == RULES:
        return True
    challenge = state.challenge
    if challenge is not None:
        flagged = bool(challenge.flags)  # most challenges have no Edict in force: no look-up
        if (flagged and SANITY in challenge.flags) or seat in challenge.data.get(SILENCED, ()):
            return False  # Silencer binds even one's own Pulsar (seed 004 point 7)
        outage = flagged and "power-outage" in challenge.flags
        taken = zapped(state, challenge, seat, power) or outage
        if taken and seat not in challenge.data.get(KEPT, ()):  # seed 004 point 7
            return False
    if state.home_bases(seat) >= state.config.power_threshold:
        return True
    # The Zodiac positions, one's own Pulsar in hand (AMB-G07, AMB-U08 amended).
    return bool(modify(state, "keeps_power", False, seat))


# -- a power held besides one's own: Pentaform's life stage (C-592) ------------------------------

# Player.power_data: the power he holds besides his own, as his own (Pentaform)
STAGE: Final = "stage"
# challenge.data: life stages zapped (not their holder's own power)
STAGE_ZAPPED: Final = "stages-zapped"


def stage_holder(state: CosmicState, power: str) -> int | None:
    """The seat holding ``power`` as a life stage besides his own power (Pentaform), or None."""
    seat = state.power_seat.get(power)
    if seat is None or state.players[seat].power_data.get(STAGE) != power:
        return None
    return seat


def zapped(state: CosmicState, challenge: Challenge, seat: int, power: str | None) -> bool:
    """``seat``'s ``power`` was zapped this challenge: a life stage and its holder's own power are
    zapped one at a time (zapping one does not zap the other, C-592)."""
    if not challenge.zapped and STAGE_ZAPPED not in challenge.data:
        return False  # nothing zapped this challenge (most of them): no life stage to look for
    if power is not None and stage_holder(state, power) == seat:
        return power in challenge.data.get(STAGE_ZAPPED, ())
    return seat in challenge.zapped


def power_with(state: CosmicState, seat: int, event: str) -> str | None:
    """Which of ``seat``'s powers (his own, or a life stage) modifies ``event`` (None: none): the
    power a rule's use of ``event`` is a use of, for a Cosmic Zap (C-592)."""
    for hook in state.hooks.hooks(MODIFIER, event):
        if state.power_seat.get(hook.owner) == seat:
            return hook.owner
    return None


def pulsar_of(state: CosmicState, power: str) -> str:
    """The power whose Pulsar stands for ``power``: its own, or for a life stage its holder's
    (only Pentaform's Pulsar is in the deck, not its life stages', seed 004 point 1, C-593)."""
    seat = stage_holder(state, power)
    own = state.players[seat].power if seat is not None else None
    return own or power


# -- Pulsars (seed 004), as the powers and the rules read them ----------------------------------

SANITY: Final = "sanity"  # challenge.flags: no power, Flare or Pulsar may be used (AMB-U07)
INSANITY: Final = "insanity"  # challenge.flags: every power, Flare and Pulsar that can be used is
PLAYED: Final = "pulsars-played"  # challenge.data: the powers whose Pulsar was played (AMB-U04)
IMMUNE: Final = "pulsar-immune"  # challenge.data: {power: seats immune to it} (the Con, point 3)
OFF: Final = "pulsar-off"  # challenge.data: powers shut off by a discarded Con (point 4)
PROS: Final = "pulsar-pro"  # challenge.data: powers whose Pro is in force (point 5)
KEPT: Final = "pulsar-kept"  # challenge.data: seats that discarded their Pulsar to keep the power
SUPERS: Final = "super-flares"  # challenge.data: powers whose Super Flare was played this challenge
# challenge.data: seats whose power is silenced for the challenge (Silencer)
SILENCED: Final = "silenced"


def _noted(state: CosmicState, key: str) -> Any:
    challenge = state.challenge
    return challenge.data.get(key, ()) if challenge is not None else ()


def super_played(state: CosmicState, power: str) -> bool:
    """The power's Super Flare was played this challenge: it beats that power's Pulsar, in
    whatever order they came (seed 004 point 10, AMB-U05 amended)."""
    return power in _noted(state, SUPERS)


def con_played(state: CosmicState, power: str, seat: int) -> bool:
    """``seat`` played ``power``'s Pulsar for immunity this challenge (its Super Flare aside)."""
    immune_to = _noted(state, IMMUNE)
    return bool(immune_to) and seat in immune_to.get(pulsar_of(state, power), ())


def immune(state: CosmicState, power: str, seat: int) -> bool:
    """``power`` cannot choose, target, take from or otherwise affect ``seat`` for the rest of
    the challenge (the Con, seed 004 point 3), unless its Super Flare overrides it."""
    return con_played(state, power, seat) and not super_played(state, power)


def exposed(state: CosmicState, power: str, seats: list[int]) -> list[int]:
    """The ``seats`` that ``power`` may still choose: not immune to it (the Con)."""
    return [seat for seat in seats if not immune(state, power, seat)]


def shut_off(state: CosmicState, power: str) -> bool:
    """A discarded Pulsar switched ``power`` off for the challenge (point 4), and its Super Flare
    did not undo that (point 10). (Its holder cannot answer with his own Pulsar: there is one
    Pulsar per power, and it was the one discarded.)"""
    off = _noted(state, OFF)
    return bool(off) and pulsar_of(state, power) in off and not super_played(state, power)


def pro(state: CosmicState, power: str) -> bool:
    """``power``'s Pro is in force this challenge (its holder played his own Pulsar)."""
    pros = _noted(state, PROS)
    return bool(pros) and pulsar_of(state, power) in pros


def insane(state: CosmicState) -> bool:
    """Insanity is in force: everyone must use what can be used (AMB-U07)."""
    challenge = state.challenge
    return challenge is not None and INSANITY in challenge.flags


async def keep_power(state: CosmicState, seat: int) -> bool:
    """Something takes ``seat``'s power away for the challenge (Cosmic Zap, Power Outage: not lost
    home bases nor a lost power card): he may discard his own power's Pulsar to keep it (seed 004
    point 7, AMB-U09 amended). True if he does."""
    challenge = state.challenge
    power = state.players[seat].power
    if challenge is None or power is None or SANITY in challenge.flags:
        return False
    card = cards.pulsar(power)
    hand = state.players[seat].hand
    if card not in hand or seat in challenge.data.get(KEPT, ()):
        return False
    title = state.powers[power].title
    prompt = f"Discard your {title} Pulsar to keep your power for this challenge?"
    decision = Decision(seat, "pulsar-keep", ("pass", "keep"), prompt, {"power": power})
    if await ask(decision) == "pass":
        return False
    hand.remove(card)
    state.discard.append(card)  # not rules.deck.discard: a Pulsar is nothing Vulch salvages
    challenge.data.setdefault(KEPT, []).append(seat)
    state.features[f"pulsars_keep_{power}"] += 1
    state.note("pulsar-keeps-power", {"seat": seat, "power": power})
    return True


def _seat(state: CosmicState, hook: Hook) -> int:
    return state.power_seat.get(hook.owner, RULES)


def in_order(state: CosmicState, hooks: Sequence[Hook]) -> list[tuple[int, Hook]]:
    """The hooks with their powers' seats, offense first, then defense, then clockwise from the
    offense's left (BASE_RULES §2: simultaneous effects). Whether each power is active is for
    the caller to ask as it comes to it (an earlier one may switch a later one off)."""
    if not hooks:
        return []
    if len(hooks) == 1:  # most moments have one listener: nothing to order
        return [(_seat(state, hooks[0]), hooks[0])]
    order = challenge_order(state)
    seated = [(_seat(state, hook), hook) for hook in hooks]
    # Variants (RULES) first, then seat by seat; each seat's hooks in the order indexed.
    ordered = [pair for pair in seated if pair[0] not in order]
    for seat in order:
        for pair in seated:  # appended one by one: no list made for each seat
            if pair[0] == seat:
                ordered.append(pair)
    return ordered


def challenge_order(state: CosmicState) -> tuple[int, ...]:
    """Seats in the order simultaneous effects resolve: offense, defense, then clockwise."""
    challenge = state.challenge
    defense = -1 if challenge is None or challenge.defense is None else challenge.defense
    players, offense = state.config.players, state.offense
    # One int for the three (seats are fewer than 31): a tuple key is built and hashed each time.
    key = (players << 10) | (offense << 5) | (defense + 1)
    order = _ORDERS.get(key)
    if order is None:
        order = _ORDERS[key] = _order(players, offense, defense)
    return order


def _order(players: int, offense: int, defense: int) -> tuple[int, ...]:
    """Offense, defense (none: -1), then clockwise from the offense's left."""
    clockwise = [(offense + i) % players for i in range(players)]
    if defense >= 0:
        clockwise.remove(defense)
        clockwise.insert(1, defense)
    return tuple(clockwise)


# The few orders there are, each made once (a challenge asks for its order dozens of times).
_ORDERS: Final[dict[int, tuple[int, ...]]] = {}


def modify(state: CosmicState, event: str, value: Any, ctx: Any = None) -> Any:
    """``value`` as the powers in play adjust it at ``event``, layer by layer, then as the Flares
    in force this challenge adjust it (:func:`put_in_force`)."""
    hooks = state.hooks.modifiers(event)
    if hooks:  # most events have none
        for hook in hooks:
            seat = state.power_seat.get(hook.owner, RULES)
            if active(state, seat, hook.owner):
                value = hook.fn(state, seat, value, ctx)
    challenge = state.challenge
    if challenge is not None:
        for seat, flare in challenge.in_force:
            value = flare.modify(state, seat, event, value, ctx)
    return value


def replace(state: CosmicState, event: str, ctx: Any = None) -> Any:
    """The first answer of a power replacing the usual rule at ``event``, or None."""
    hooks = state.hooks.replacements(event)
    if not hooks:  # most events have none: no order to find
        return None
    for seat, hook in in_order(state, hooks):
        if not active(state, seat, hook.owner):
            continue
        outcome = hook.fn(state, seat, ctx)
        if outcome is not None:
            return outcome
    return None


NEGATED: Final = "negated"  # challenge.data: [seat, choice kind, answer] of each choice negated


class Choice:
    """A choice ``seat`` has just made (``kind``: "cone", "alliance", "card"...; ``answer``: its
    key, or "" when it is hidden), which a power may negate (Negator). ``others``: whether he
    could choose otherwise (a choice that cannot be made again differently is not negated)."""

    __slots__ = ("answer", "kind", "others", "seat")

    def __init__(self, seat: int, kind: str, answer: str = "", others: bool = True) -> None:
        self.seat = seat
        self.kind = kind
        self.answer = answer
        self.others = others


def may_negate(state: CosmicState) -> bool:
    """Whether a power in play may negate a choice (Negator): without one :func:`negated` is
    False, and a choice costly to describe need not be described."""
    return bool(state.hooks.replacements("negate"))


async def negated(state: CosmicState, choice: Choice, secret: str = "") -> bool:
    """Whether a power negates ``choice`` (the ``negate`` replacement: Negator). A negated choice
    is undone: its maker takes back the card, planet, side or number and may not choose it again
    this challenge (:func:`barred`; ``secret``: the hidden answer to bar, a face-down card)."""
    undo = replace(state, "negate", choice)
    if undo is None or not await undo:
        return False
    challenge = state.challenge
    assert challenge is not None
    challenge.data.setdefault(NEGATED, []).append(
        [choice.seat, choice.kind, secret or choice.answer]
    )
    return True


def unmodified(state: CosmicState, event: str) -> bool:
    """Whether nothing adjusts ``event`` now, no power's modifier nor a Flare in force:
    :func:`modify` would give back the value as it is."""
    if state.hooks.modifiers(event):
        return False
    challenge = state.challenge
    return challenge is None or not challenge.in_force


def may_play_card(state: CosmicState, seat: int, card: str) -> bool:
    """Whether ``seat`` may play ``card`` (not a Challenge Card) now, as far as the powers say
    (``may_play_card``: Cripple's opponent plays none). Asked of every card a window judges:
    without Cripple or Witch in play nothing is built to ask it."""
    return unmodified(state, "may_play_card") or bool(
        modify(state, "may_play_card", True, (seat, card))
    )


def barred(state: CosmicState, seat: int, kind: str, answer: str) -> bool:
    """``seat``'s choice ``answer`` of ``kind`` was negated this challenge: he may not repeat it."""
    negated = _noted(state, NEGATED)
    return bool(negated) and [seat, kind, answer] in negated  # nothing to build most of the time


def abilities(state: CosmicState, event: str, ctx: Any = None) -> Awaitable[None]:
    """Let each power with an ability at ``event`` use it, in challenge order; then each player
    holding a Flare that may be played at ``event`` may play it. Awaited at every moment of the
    rules: most have no listener, and then nothing is made to await (a coroutine is not)."""
    hooks = state.hooks.windows(event)
    flares = state.flare_events  # the events a Flare in this game answers, when known
    responds = event in (response_events() if flares is None else flares)
    if hooks or responds:
        return _listened(state, event, ctx, hooks, responds)
    return NOTHING


async def _listened(
    state: CosmicState, event: str, ctx: Any, hooks: list[Hook] | None, responds: bool
) -> None:
    """:func:`abilities` at a moment some power (``hooks``) or Flare (``responds``) listens to."""
    if hooks:
        await _use_abilities(state, event, ctx, hooks)
    if responds:
        await flare_responder()(state, event, ctx)


class Nothing:
    """An awaitable that is done at once: awaiting it gives None and suspends nothing."""

    __slots__ = ()

    def __await__(self) -> Generator[Any, None, None]:
        # An exhausted iterator ends an ``await`` at once, shared: it stays exhausted.
        return cast(Generator[Any, None, None], _EXHAUSTED)


_EXHAUSTED: Final = iter(())
NOTHING: Final = Nothing()


async def _use_abilities(state: CosmicState, event: str, ctx: Any, hooks: list[Hook]) -> None:
    """Each power's ability at ``event`` (``hooks``), used or not, in challenge order."""
    for seat, hook in in_order(state, hooks):
        meta: Ability = hook.meta
        can_use = meta.can_use
        if seat != RULES and hook.owner not in state.powers:
            continue  # it left play during this moment (a life stage changed, C-592)
        if not meta.always and not active(state, seat, hook.owner):  # maybe switched off by now
            continue
        if can_use is not None and not can_use(state.powers[hook.owner], state, seat, ctx):
            continue
        if meta.always:  # bookkeeping, no use of the power: immunity does not stop it
            await hook.fn(state, seat, ctx)
            continue
        if _spares(state, hook.owner, seat, ctx):
            continue
        if meta.optional and not insane(state):  # under Insanity it must be used (AMB-U07)
            prompt = f"Use {state.powers[hook.owner].title} now ({event})?"
            # Public: when the power may be used, and what its context shows (for the words).
            context = {"moment": event, **shown(ctx)}
            decision = Decision(seat, f"power:{hook.owner}", ("use", "pass"), prompt, context)
            answer = await ask(decision)
            if answer == "pass":
                continue
        if await use_power(state, seat, hook.owner) and _still(state, seat, hook, ctx):
            await hook.fn(state, seat, ctx)


def _still(state: CosmicState, seat: int, hook: Hook, ctx: Any) -> bool:
    """Whether an ability's condition still holds once its use is paid for: a power fee may
    have taken the very token it needed (C-603; the fee stays paid)."""
    can_use = hook.meta.can_use
    if can_use is None:
        return True
    return hook.owner in state.powers and can_use(state.powers[hook.owner], state, seat, ctx)


def shown(ctx: Any) -> dict[str, Any]:
    """What an ability's context shows its holder when he is asked whether to use it: its
    public ``facts()`` (the Edict being played and its player: Mesmer), else nothing."""
    facts = None if ctx is None else getattr(ctx, "facts", None)
    return dict(facts()) if callable(facts) else {}


def _spares(state: CosmicState, power: str, seat: int, ctx: Any) -> bool:
    """The Con's immunity, for every power alike: an ability about another player's tokens (its
    context names their ``colour``) is not used on a player immune to it (seed 004 point 3)."""
    if not _noted(state, IMMUNE):  # nobody played a Con: no context to look into
        return False
    colour = getattr(ctx, "colour", None)
    return isinstance(colour, int) and colour != seat and immune(state, power, colour)


_RESPONDER: Final[list[Callable[[CosmicState, str, Any], Awaitable[None]]]] = []


def flare_responder() -> Callable[[CosmicState, str, Any], Awaitable[None]]:
    """The rules' offer of the Flares held for an event (:mod:`.rules.specials`, which imports
    this module), found once: an import inside a function is a lookup at every call."""
    if not _RESPONDER:
        from hyperspace.cosmic.rules.specials import flare_responses

        _RESPONDER.append(flare_responses)
    return _RESPONDER[0]


_RESPONSES: Final[list[frozenset[str]]] = []


def response_events() -> frozenset[str]:
    """The events at which some Flare may be played (:attr:`Flare.events`), found once."""
    if not _RESPONSES:
        from hyperspace.cosmic.powers import POWERS

        _RESPONSES.append(
            frozenset(
                event
                for power in POWERS.values()
                if power.flare is not None
                for side in (power.flare.wild, power.flare.super_)
                if side is not None
                for event in side.events
            )
        )
    return _RESPONSES[0]


async def use_power(state: CosmicState, seat: int, power: str | None = None) -> bool:
    """Announce a use of ``seat``'s power (``power``, when he holds a life stage besides his own,
    C-592); False if a Cosmic Zap stops it (the power is then off for the rest of the challenge)
    or a power negates this use (the Negator Pro: this use fails).
    """
    from hyperspace.cosmic.rules.specials import zap_window

    power = power or state.players[seat].power
    if power is not None and await negated(state, Choice(seat, "power", power)):  # Negator Pro
        return False
    if seat in _noted(state, FEES) and not await pay_fee(state, seat):  # Wild Wrack
        return False
    return not await zap_window(state, seat, power)


FEES: Final = "power-fees"  # challenge.data: seats charged a power fee for each use (Wild Wrack)


async def pay_fee(state: CosmicState, seat: int) -> bool:
    """``seat`` pays a power fee of one token from his bases to the Warp before using his power,
    or refuses (or cannot) and loses the power for the rest of the challenge, unless he keeps it
    by discarding his own Pulsar (seed 004 point 7; seed 002: fee tokens go to the Warp). True if
    the use goes on."""
    from hyperspace.cosmic.tokens import lose, take_from_bases

    keys = ("pay", "refuse") if state.bases(seat) else ("refuse",)
    prompt = "Pay a power fee of one token to the Warp to use your power?"
    if await ask(Decision(seat, "power-fee", keys, prompt)) == "pay":
        paid = await take_from_bases(state, seat, 1, "power fee")
        await lose(state, seat, paid, "power-fee")
        state.features["power_fees_paid"] += 1
        state.note("power-fee", {"seat": seat})
        return True
    if await keep_power(state, seat):
        return True
    challenge = state.challenge
    assert challenge is not None
    challenge.zapped.add(seat)  # off for the rest of the challenge, as after a Cosmic Zap
    state.features["power_fees_refused"] += 1
    state.note("power-fee-refused", {"seat": seat, "power": state.players[seat].power})
    return False


class Flare:
    """One side of a Flare card: its Wild side (anyone but the power's holder) or Super side (the
    holder). Eon style, a played Flare goes back to its player's hand (BASE_RULES §6b) unless it is
    ``one_shot`` (:meth:`keeper` says whose hand).

    Besides the windows (``moments``, :meth:`play`), a Flare may be played as the rules reach one
    of the ability ``events`` (:meth:`can_respond`, :meth:`respond`), in answer to another card
    being played (:meth:`can_cancel`, :meth:`cancel`: it cancels that card), and while it is in
    force (:func:`put_in_force`) it adjusts values like a modifier (:meth:`modify`)."""

    moments: ClassVar[frozenset[str]] = frozenset()
    events: ClassVar[frozenset[str]] = frozenset()
    one_shot: ClassVar[bool] = False
    text: ClassVar[str] = ""

    def can_play(self, state: CosmicState, seat: int) -> bool:
        return True

    async def play(self, state: CosmicState, seat: int) -> None:
        """Played at a window: only a Flare with ``moments`` is, and it defines this."""
        raise NotImplementedError(f"{type(self).__name__} is played at no window")

    def can_respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> bool:
        return False

    async def respond(self, state: CosmicState, seat: int, event: str, ctx: Any) -> None:
        """Played as the rules reach an event: only a Flare with ``events`` is, and it defines
        this."""
        raise NotImplementedError(f"{type(self).__name__} answers no event")

    def can_cancel(
        self, state: CosmicState, seat: int, card: str, player: int, target: int | None
    ) -> bool:
        """Whether ``seat`` may answer ``card``, just played by ``player`` (a Cosmic Zap: against
        ``target``'s power), with this Flare, cancelling it."""
        return False

    async def cancel(self, state: CosmicState, seat: int, card: str, player: int) -> int | None:
        """What answering with this Flare costs or does besides cancelling ``card``; returns the
        seat whose hand takes the cancelled card instead of the discard pile (Wild Filch), or
        None."""
        return None

    def modify(self, state: CosmicState, seat: int, event: str, value: Any, ctx: Any) -> Any:
        return value

    def keeper(self, state: CosmicState, seat: int) -> int | None:
        """The seat whose hand the card goes to once played by ``seat`` (None: discarded)."""
        return None if self.one_shot else seat


def put_in_force(state: CosmicState, seat: int, flare: Flare) -> None:
    """``flare``, played by ``seat``, adjusts values (:meth:`Flare.modify`) to the end of the
    challenge."""
    challenge = state.challenge
    assert challenge is not None
    challenge.in_force.append((seat, flare))


def in_force(state: CosmicState, flare: Flare) -> list[int]:
    """The seats that put ``flare`` in force this challenge."""
    challenge = state.challenge
    if challenge is None:
        return []
    return [seat for seat, f in challenge.in_force if f is flare]


class FlareSides:
    """A power's Flare card: its two sides, and where their texts come from."""

    def __init__(self, wild: Flare | None, super_: Flare | None, source: str) -> None:
        self.wild = wild
        self.super_ = super_
        self.source = source
