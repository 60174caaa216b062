"""Moving tokens: every token that changes place goes through one of these functions.

Losing tokens is the one that powers watch most (Zombie, Healer, Void, Fungus, Vacuum): lost
tokens are first taken from where they were, then offered to the powers' ``tokens_lost``
abilities (which may save them or send them elsewhere), and whatever is left goes to the Warp.
"""

from __future__ import annotations

from typing import Final

from hyperspace.cosmic.commitment import LISTED, CommitForm, Source, parse
from hyperspace.cosmic.powers.base import Choice, abilities, modify, negated, replace
from hyperspace.cosmic.state import CosmicState, Planet, parse_planet, planet_key
from hyperspace.engine.decision import Decision, ask

Moved = list[tuple[int, Planet]]
"""Tokens moved into the challenge, each its colour and the planet it came from."""


class Loss:
    """Tokens of one colour being lost (in ``state.transit`` meanwhile); abilities may ``save`` some
    (back to bases: not lost, so no consolation for them, AMB-K05) or ``divert`` some (still lost,
    but not to the Warp); either way the ability then moves them out of ``state.transit``."""

    __slots__ = ("cause", "colour", "count", "lost", "winner")

    def __init__(self, colour: int, count: int, cause: str, winner: int | None) -> None:
        self.colour = colour
        self.count = count  # still headed for the Warp
        self.lost = count  # counted as lost (consolation)
        self.cause = cause  # "defeat", "failed-deal", "plague", ...
        self.winner = winner  # the winning main player, when lost in a defeat

    def save(self, n: int) -> int:
        n = min(n, self.count)
        self.count -= n
        self.lost = max(0, self.lost - n)  # never below none (prison deaths count 0: AMB-P31)
        return n

    def divert(self, n: int) -> int:
        n = min(n, self.count)
        self.count -= n
        return n


async def lose(
    state: CosmicState, colour: int, count: int, cause: str, winner: int | None = None
) -> int:
    """``count`` tokens of ``colour``, already taken from where they were into ``state.transit``
    (:func:`lift`), are lost. Returns how many went to the Warp."""
    if count <= 0:
        return 0
    loss = Loss(colour, count, cause, winner)
    await abilities(state, "tokens_lost_first", loss)  # before any other power: Void, Fungus
    await abilities(state, "tokens_lost", loss)
    challenge = state.challenge
    # Consolation counts the tokens lost in the challenge's resolution, once the cards are face up
    # (amended §3b: wherever they went); a Plague at its start is no part of it (C-70).
    if challenge is not None and challenge.revealed and loss.lost:
        challenge.lost[colour] = challenge.lost.get(colour, 0) + loss.lost
    if loss.count:
        state.transit[colour] -= loss.count
        # Logged first: reaching critical mass (the Praw) is a consequence of their arrival.
        state.note("to-warp", {"colour": colour, "tokens": loss.count, "cause": cause})
        to_warp(state, colour, loss.count)
        await abilities(state, "tokens_to_warp", loss)
    return loss.count


def to_warp(state: CosmicState, colour: int, count: int) -> None:
    """Into the Warp; with the Praw, at critical mass every token in the Warp drops into the Praw
    (BASE_RULES §6e)."""
    state.warp[colour] += count
    config = state.config
    if config.praw and sum(state.warp) >= config.praw_factor * config.players:
        for c, n in enumerate(state.warp):
            state.praw[c] += n
            state.warp[c] = 0
        state.note("praw", {"critical_mass": config.praw_factor * config.players})


def praw_colour(state: CosmicState, seat: int) -> int | None:
    """The colour of ``seat``'s that a lift from the Praw takes: his own first (C-556); None when
    he has no token there."""
    return next((c for c in state.colours_of(seat) if state.praw[c]), None)


def lift_from_praw(state: CosmicState, colour: int) -> None:
    """One token up from the Praw into the Warp; that never sets off critical mass (C-71)."""
    state.praw[colour] -= 1
    state.warp[colour] += 1


def warp_to_base(state: CosmicState, colour: int, planet: Planet) -> None:
    """One token out of the Warp onto a base."""
    state.warp[colour] -= 1
    place(state, colour, planet)


def lift(state: CosmicState, colour: int, count: int) -> None:
    """Tokens taken from their place (already counted off it) are in transit until they land."""
    state.transit[colour] += count


def place(state: CosmicState, colour: int, planet: Planet, count: int = 1) -> None:
    state.planets[planet[0]][planet[1]][colour] += count


def remove(state: CosmicState, colour: int, planet: Planet, count: int = 1) -> None:
    cell = state.planets[planet[0]][planet[1]]
    assert cell[colour] >= count, "no such tokens"
    cell[colour] -= count


# A place off the board that a variant lets a player use as though it were a base, without being
# one (the Zodiac card of the Spiritual Leader and Nemesis, AMB-Z13): its option key, and what
# choose_base answers for it.
CARD_KEY: Final = "card"
OFF_BOARD: Final[Planet] = (-2, -2)


def card_usable(state: CosmicState, seat: int, taking: bool) -> bool:
    """Whether ``seat`` may now take a token from (``taking``) or put one on his place off the
    board (``off_board_place``: the variants say)."""
    return bool(modify(state, "off_board_place", False, (seat, taking)))


def card_room(state: CosmicState, seat: int, taking: bool = True, limit: int = 1 << 30) -> int:
    """How many tokens, up to ``limit``, ``seat`` may take from (``taking``) or put on his place
    off the board one after another (``off_board_room``: the variants say), for moves named all
    at once."""
    return int(modify(state, "off_board_room", 0, (seat, taking, limit)))


def move_off_board(state: CosmicState, seat: int, count: int) -> None:
    """``count`` of ``seat``'s tokens onto (positive) or off (negative) his place off the board;
    the variant keeping it moves them (``off_board_move``)."""
    replace(state, "off_board_move", (seat, count))


def token_key(state: CosmicState, colour: int, planet: Planet) -> str:
    """A token of ``colour`` on ``planet`` as an option key: the planet's name ("B3") for a
    seat's own colour, with the colour after a slash ("B3/5") for another of his colours, so
    that a seat with two colours says which (C-553)."""
    key = planet_key(planet)
    return key if state.colour_owner[colour] == colour else f"{key}/{colour}"


def parse_token(state: CosmicState, seat: int, key: str) -> tuple[int, Planet]:
    """The inverse of :func:`token_key` for ``seat``'s keys: (colour, planet)."""
    if "/" not in key:  # his own colour's: most keys
        return seat, parse_planet(key)
    name, _, colour = key.partition("/")
    return int(colour), parse_planet(name)


def base_keys(state: CosmicState, colour: int, taking: bool) -> list[str]:
    """The keys of the bases a token of ``colour`` may come off (``taking``: where it is) or go
    onto (any base of its owner, C-553), and of the owner's place off the board when he may use
    it (his own colour only)."""
    keys = _token_keys(state, colour, state.base_names(colour, owner=not taking))
    own = colour == state.colour_owner[colour]
    return [*keys, CARD_KEY] if own and card_usable(state, colour, taking) else keys


def _token_keys(state: CosmicState, colour: int, names: list[str]) -> list[str]:
    """:func:`token_key` of a token of ``colour`` on each planet named in ``names``."""
    return names if state.colour_owner[colour] == colour else [f"{n}/{colour}" for n in names]


def warp_keys(state: CosmicState, seat: int) -> list[str]:
    """Where ``seat`` may bring a token of his out of the Warp: for each of his colours with
    tokens there, its :func:`base_keys` (C-556)."""
    return [
        key
        for colour in state.colours_of(seat)
        if state.warp[colour]
        for key in base_keys(state, colour, taking=False)
    ]


def warp_to(state: CosmicState, colour: int, key: str) -> None:
    """One token out of the Warp onto the base (or the place off the board) named ``key``;
    ``colour`` is the seat's own, unless the key names another (C-553)."""
    if key == CARD_KEY:
        state.warp[colour] -= 1
        move_off_board(state, colour, 1)
    else:
        colour, planet = parse_token(state, colour, key)
        warp_to_base(state, colour, planet)


async def choose_base(
    state: CosmicState,
    seat: int,
    kind: str,
    prompt: str,
    taking: bool | None = None,
    exclude: Planet | None = None,
) -> Planet | None:
    """One of the bases of colour ``seat`` (but ``exclude``), chosen by its owner (None when there
    is none); with ``taking`` given (True: a token comes off it, False: one goes onto it, which
    may be any base of the owner's, C-553), his place off the board may be chosen too
    (``OFF_BOARD``)."""
    colour = seat
    if taking is None:
        keys = _token_keys(state, colour, state.base_names(colour))
    else:
        keys = base_keys(state, colour, taking)
    if exclude is not None and keys:
        excluded = token_key(state, colour, exclude)
        keys = [k for k in keys if k != excluded]
    if not keys:
        return None
    answer = await ask(Decision(state.colour_owner[colour], kind, tuple(keys), prompt))
    return OFF_BOARD if answer == CARD_KEY else parse_token(state, colour, answer)[1]


async def return_to_bases(
    state: CosmicState, colour: int, count: int, why: str, source: list[int]
) -> None:
    """``count`` tokens of ``colour``, taken from ``source`` (the Warp, the Praw or the tokens in
    transit, counted by colour), go to bases of their owner's choice (any of his bases, C-553),
    all named in one answer (C-601); those with no base to go to go to the Warp (AMB-P10,
    generalised in C-5)."""
    if count == 1:  # one token: one of the places, as a plain choice
        planet = await choose_base(
            state, colour, "return-token", f"Return a token ({why}) to:", taking=False
        )
        source[colour] -= 1
        _land(state, colour, planet)
        return
    if count <= 0:
        return
    form = placing_form(state, colour, count)
    spread: dict[str, int] = {}
    if len(form.sources) > 1:
        owner = state.colour_owner[colour]
        prompt = f"Return {count} tokens ({why}) to:"
        spread = parse(
            await ask(Decision(owner, "return-token", form.suggestions(), prompt, None, form))
        )
    elif form.sources:  # a single place: no question
        spread = {form.sources[0].unit: form.most}
    source[colour] -= count
    for unit, n in spread.items():
        for _ in range(n):  # one by one, as each token lands (the Zodiac card notes each)
            _land(
                state,
                colour,
                OFF_BOARD if unit == CARD_KEY else parse_token(state, colour, unit)[1],
            )
    for _ in range(count - form.most):  # no place left for them (critical mass counts each)
        _land(state, colour, None)


def _land(state: CosmicState, colour: int, planet: Planet | None) -> None:
    """A returning token lands on ``planet``: the Warp for None (no base to go to)."""
    if planet is None:
        to_warp(state, colour, 1)
    elif planet == OFF_BOARD:
        move_off_board(state, colour, 1)
    else:
        place(state, colour, planet)


LAST: Final = -(1 << 30)  # the card's rank for the suggestions: below every base's, never filled


def placing_form(state: CosmicState, colour: int, count: int) -> CommitForm:
    """Where ``count`` tokens of ``colour`` may go back to (C-601): any base of its owner's (C-553)
    as many as come, and his place off the board as many as the variant allows one after another;
    all of them, or as many as there is room for."""
    owner = state.colour_owner[colour]
    keys = base_keys(state, colour, taking=False)
    sources: list[Source] = []
    room: dict[str, int] = {}
    for key in keys:
        if key == CARD_KEY:
            _card_source(state, owner, False, count, sources, room)
            continue
        planet = parse_token(state, colour, key)[1]
        there = state.planets[planet[0]][planet[1]][colour]
        sources.append(Source(key, planet_key(planet), len(room), count, -there, planet, colour))
        room[planet_key(planet)] = count
    return _fixed(state, owner, sources, room, count, "place")


def _card_source(
    state: CosmicState,
    owner: int,
    taking: bool,
    count: int,
    sources: list[Source],
    room: dict[str, int],
) -> None:
    """His place off the board as a source of a fixed-number form, for as many tokens (up to
    ``count``) as the variant lets him move one after another; none when it allows none."""
    most = card_room(state, owner, taking, limit=count)
    if most:
        sources.append(Source(CARD_KEY, CARD_KEY, len(room), most, LAST, None, owner))
        room[CARD_KEY] = most


def _fixed(
    state: CosmicState,
    owner: int,
    sources: list[Source],
    room: dict[str, int],
    count: int,
    verb: str,
) -> CommitForm:
    """A form for exactly ``count`` tokens, or all the sources allow when fewer (C-601, C-602)."""
    total = min(count, sum(source.most for source in sources))
    return CommitForm(sources, room, total, total, -1, SourceNames(state, owner, owner), verb)


async def take_from_bases(
    state: CosmicState, colour: int, count: int, why: str, exclude: Planet | None = None
) -> int:
    """The owner picks ``count`` tokens from his bases (but ``exclude``: the planet of the
    challenge, for a loss from outside it) to give up (fewer if he has fewer); they are in
    transit until lost."""
    return sum((await _give_up(state, [colour], count, why, exclude)).values())


async def take_from_seat(state: CosmicState, seat: int, count: int, why: str) -> dict[int, int]:
    """As :func:`take_from_bases`, but ``seat`` picks each token among the bases of all his
    colours (C-553); returns how many of each colour are in transit."""
    return await _give_up(state, state.colours_of(seat), count, why, None)


async def _give_up(
    state: CosmicState, colours: list[int], count: int, why: str, exclude: Planet | None
) -> dict[int, int]:
    """Their owner names ``count`` tokens of ``colours`` to give up, from their bases but
    ``exclude`` and his place off the board: one as a plain choice of base, several in one answer
    (C-602); they are lifted into transit. Returns how many of each colour."""
    form = giving_form(state, colours, count, exclude)
    owner = state.colour_owner[colours[0]]
    units = [source.unit for source in form.sources]
    if form.most <= 0:
        return {}
    if len(units) == 1:  # a single place: no question
        spread = {units[0]: form.most}
    elif form.most == 1:  # one token: a plain choice of base, as before
        prompt = f"Give up a token ({why}) from:"
        spread = {await ask(Decision(owner, "give-up-token", tuple(units), prompt)): 1}
    else:
        prompt = f"Give up {form.most} tokens ({why}) from:"
        decision = Decision(owner, "give-up-token", form.suggestions(), prompt, None, form)
        spread = parse(await ask(decision))
    taken: dict[int, int] = {}
    for unit, n in spread.items():
        for _ in range(n):
            if unit == CARD_KEY:
                colour = owner
                move_off_board(state, owner, -1)
            else:
                colour, planet = parse_token(state, owner, unit)
                remove(state, colour, planet)
            lift(state, colour, 1)
            taken[colour] = taken.get(colour, 0) + 1
    return taken


def giving_form(
    state: CosmicState, colours: list[int], count: int, exclude: Planet | None
) -> CommitForm:
    """What the owner of ``colours`` may give up (C-602): from each base of theirs but
    ``exclude`` (in the order of :func:`base_keys`, colour by colour) all the tokens of that
    colour there, from his place off the board as many as the variant allows one after
    another; ``count`` of them, or all he has when fewer."""
    owner = state.colour_owner[colours[0]]
    sources: list[Source] = []
    room: dict[str, int] = {}
    skip = None if exclude is None else planet_key(exclude)
    for colour in colours:
        for key in base_keys(state, colour, taking=True):
            if key == CARD_KEY:
                _card_source(state, owner, True, count, sources, room)
                continue
            planet = parse_token(state, owner, key)[1]
            place = planet_key(planet)
            if place == skip:
                continue
            held = state.planets[planet[0]][planet[1]][colour]
            slot = list(room).index(place) if place in room else len(room)
            room[place] = room.get(place, 0) + held
            sources.append(Source(key, place, slot, held, held, planet, colour))
    return _fixed(state, owner, sources, room, count, "give up")


def launch_sources(state: CosmicState, colour: int, exclude: Planet | None) -> list[Planet]:
    """Bases a token of ``colour`` may come from for the challenge: not the target planet, and
    (AMB-B04) not a base's last token, of any of its owner's colours (C-551), unless the
    configuration allows it."""
    least = 1 if state.config.launch_may_empty_base else 2
    mine = state.colours_of(state.colour_owner[colour])
    skip = _cell_of(state, exclude)
    order, counts = state.order[colour], state.counts[colour]
    if len(mine) == 1:  # his only colour (a fast path)
        return [
            order[i] for i, cell in enumerate(counts) if cell[colour] >= least and cell is not skip
        ]
    return [
        order[i]
        for i, cell in enumerate(counts)
        if cell[colour] and sum(cell[c] for c in mine) >= least and cell is not skip
    ]


def _cell_of(state: CosmicState, planet: Planet | None) -> list[int] | None:
    """The counts of ``planet`` (None for none): the planet left out of a loop over cells is
    told by its cell's identity, cheaper than comparing planets (compiled, each is boxed)."""
    if planet is None or planet[0] < 0:  # none, or a place off the board: no cell left out
        return None
    return state.planets[planet[0]][planet[1]]


def committed(challenge_end: dict[int, list[Planet]], state: CosmicState, seat: int) -> int:
    """How many of ``seat``'s tokens, of all his colours, are in the Cone or the defensive end."""
    return sum(len(challenge_end.get(colour, ())) for colour in state.colours_of(seat))


def spare_tokens(state: CosmicState, seat: int, exclude: Planet | None) -> int:
    """How many tokens, of all his colours, ``seat`` could take from his bases
    (:func:`launch_sources`: one left on each base, of any of his colours, C-551)."""
    keep = 0 if state.config.launch_may_empty_base else 1
    mine = state.colours_of(seat)
    skip = _cell_of(state, exclude)
    spare = 0
    for cell in state.counts[seat]:
        if cell is not skip:
            held = cell[seat] if len(mine) == 1 else sum(cell[c] for c in mine)
            if held > keep:
                spare += held - keep
    return spare


async def commit(
    state: CosmicState,
    seat: int,
    into: dict[int, list[Planet]],
    least: int,
    most: int,
    kind: str,
    exclude: Planet | None,
    chooser: int | None = None,
    named: str | None = None,
) -> int:
    """``seat`` moves ``least`` to ``most`` tokens from his bases, named all in one decision
    (:mod:`hyperspace.cosmic.commitment`), into the Cone or the defensive end (``into``, by
    colour: a seat with two colours chooses which, C-553). Returns how many. A power may negate
    the number committed (Negator): the tokens go back and he commits again, another number.
    ``chooser``: another player who picks the bases (Butler). ``named``: the tokens, named
    already with the answer that led here (an ally's, C-604) and judged by its form; nothing
    between that answer and this commitment moves a token (a Negator's choice, a Cosmic Zap)."""
    moved: Moved = []
    picker = seat if chooser is None else chooser
    count = await _commit(state, seat, into, moved, least, most, kind, exclude, -1, picker, named)
    if count and await negated(state, Choice(seat, "tokens", str(count), most > least)):
        for colour, planet in reversed(moved):  # each back where it came from
            into[colour].pop()
            if planet == NOWHERE:
                move_off_board(state, colour, 1)
            else:
                place(state, colour, planet)
        moved.clear()
        count = await _commit(state, seat, into, moved, least, most, kind, exclude, count, picker)
    for colour in state.colours_of(seat):
        if colour in into and not into[colour]:
            del into[colour]
    return count


async def _commit(
    state: CosmicState,
    seat: int,
    into: dict[int, list[Planet]],
    moved: Moved,
    least: int,
    most: int,
    kind: str,
    exclude: Planet | None,
    not_: int,
    picker: int,
    named: str | None = None,
) -> int:
    """One commitment of :func:`commit` (``moved``: what it moved, colour and origin), which may
    not be of ``not_`` tokens; ``picker`` names them (or ``named`` did). The few legal answers
    are the options themselves (so a single one answers itself); more are judged by the form
    (C-600)."""
    into.setdefault(seat, [])  # his own colour first, as the challenge lists it
    if named is not None:  # judged by the form of the answer that named them (C-604)
        return _move(state, seat, into, moved, named)
    form = commit_form(state, seat, least, most, exclude, not_, picker)
    if form.most == 0:
        return 0  # nothing he may take: no question
    keys = form.answers(LISTED)
    prompt = "Which tokens go into the challenge?"
    context: dict[str, object] = {"side": side_of(state, into)}
    if picker != seat:
        context["for"] = seat  # whose tokens, when another picks (Butler)
    decision = (
        Decision(picker, kind, form.suggestions(), prompt, context, form)
        if keys is None
        else Decision(picker, kind, keys, prompt, context)
    )
    return _move(state, seat, into, moved, await ask(decision))


def _move(
    state: CosmicState, seat: int, into: dict[int, list[Planet]], moved: Moved, key: str
) -> int:
    """The tokens ``key`` names go into the challenge (``into``), one by one."""
    for unit, count in parse(key).items():
        for _ in range(count):  # one by one, in the order named
            if unit == CARD_KEY:  # from the place off the board: it goes home to a base (C-93)
                move_off_board(state, seat, -1)
                colour, planet = seat, NOWHERE
            else:
                colour, planet = parse_token(state, seat, unit)
                remove(state, colour, planet)
            into.setdefault(colour, []).append(planet)
            moved.append((colour, planet))
    return len(moved)


def side_of(state: CosmicState, into: dict[int, list[Planet]]) -> str:
    """ "offense" for tokens going into the Cone, else "defense"."""
    challenge = state.challenge
    return "offense" if challenge is not None and into is challenge.cone else "defense"


def commit_form(
    state: CosmicState,
    seat: int,
    least: int,
    most: int,
    exclude: Planet | None,
    not_: int,
    picker: int,
) -> CommitForm:
    """What ``seat`` may commit now (``picker``'s words): from each base of his colours, what
    :func:`launch_sources` allows (never a base's last token of his, AMB-B04, C-551, nor from
    ``exclude``), from his place off the board what the variant allows; between ``least`` and
    ``most`` tokens, or all he may take when that is fewer (as many as he can), never ``not_``."""
    keep = 0 if state.config.launch_may_empty_base else 1
    mine = state.colours_of(seat)
    sources: list[Source] = []
    room: dict[str, int] = {}
    free = 0  # what all the sources may give together
    if len(mine) == 1:  # his only colour (a fast path: the loop below, simplified)
        skip = _cell_of(state, exclude)
        order, names = state.order[seat], state.names[seat]
        for i, cell in enumerate(state.counts[seat]):
            held = cell[seat]
            if held > keep and cell is not skip:
                planet = order[i]
                place = names[i]
                room[place] = held - keep
                free += held - keep
                slot = len(sources)  # one source a planet
                sources.append(Source(place, place, slot, held - keep, held, planet, seat))
    else:
        slots: dict[str, int] = {}  # each planet's rank in ``room``
        for colour in mine:
            for planet in launch_sources(state, colour, exclude):
                cell = state.planets[planet[0]][planet[1]]
                held = sum(cell[c] for c in mine)
                place = planet_key(planet)
                if place not in room:
                    free += held - keep
                    slots[place] = len(slots)
                room[place] = held - keep  # of all his colours there
                most_here = min(cell[colour], held - keep)
                unit = token_key(state, colour, planet)
                source = Source(unit, place, slots[place], most_here, cell[colour], planet, colour)
                sources.append(source)
    card = card_room(state, seat)
    if card:
        sources.append(Source(CARD_KEY, CARD_KEY, len(room), card, card, None, seat))
        room[CARD_KEY] = card
        free += card
    top = min(most, free)
    bottom = min(least, top)
    # A number negated may not be chosen again, unless it is the only one there is.
    not_ = -1 if bottom == top else not_
    return CommitForm(sources, room, bottom, top, not_, SourceNames(state, seat, picker))


class SourceNames:
    """A commitment's sources in ``picker``'s words (:class:`hyperspace.cosmic.commitment.Naming`),
    ``seat``'s tokens: "your planet 1", "B's Zodiac card", "your planet 3, your second colour"."""

    __slots__ = ("picker", "seat", "state")

    def __init__(self, state: CosmicState, seat: int, picker: int) -> None:
        self.state = state
        self.seat = seat
        self.picker = picker

    def where(self, source: Source) -> str:
        if source.planet is None:  # his place off the board
            whose = (
                "your" if self.picker == self.seat else f"{self.state.players[self.seat].name}'s"
            )
            return f"{whose} Zodiac card"
        return planet_words(self.state, source.planet, self.picker)

    def label(self, source: Source) -> str:
        if source.planet is None:
            return self.where(source)
        return self.where(source) + colour_words(self.state, source.colour, self.picker)


def planet_words(state: CosmicState, planet: Planet, seat: int) -> str:
    """A planet as ``seat`` hears it: "your planet 3", "B's planet 2"."""
    owner = state.system_owner[planet[0]]
    whose = "your" if owner == seat else f"{state.players[owner].name}'s"
    return f"{whose} planet {planet[1] + 1}"


ORDINALS: Final = ("", "second", "third")


def colour_words(state: CosmicState, colour: int, seat: int) -> str:
    """Nothing for a player's own colour; ", your second colour" for another of his (C-553)."""
    owner = state.colour_owner[colour]
    if colour == owner:
        return ""
    rank = state.colours_of(owner).index(colour)
    whose = "your" if owner == seat else f"{state.players[owner].name}'s"
    return f", {whose} {ORDINALS[rank] if rank < len(ORDINALS) else 'other'} colour"


def withdraw(state: CosmicState, seat: int, side: dict[int, list[Planet]]) -> None:
    """``seat``'s tokens of all his colours leave ``side`` (the Cone or the defensive end) and
    go back where they came from (an ally sent home, C-554)."""
    for colour in state.colours_of(seat):
        send_home(state, colour, side.pop(colour, []))


# the origin of a token regained from the Warp straight into the Cone
NOWHERE: Final[Planet] = (-1, -1)


def send_home(state: CosmicState, colour: int, origins: list[Planet]) -> None:
    """Tokens leaving the challenge go back to the planets they came from (BASE_RULES §3c); one
    that came from nowhere goes to the owner's first base, or back to the Warp (C-5)."""
    for planet in origins:
        if planet == NOWHERE:
            bases = state.owner_bases(colour)
            if bases:
                place(state, colour, bases[0])
            else:
                to_warp(state, colour, 1)
        else:
            place(state, colour, planet)
    origins.clear()
