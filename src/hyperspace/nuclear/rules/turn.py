"""A player's turn (SPEC §4.2-§4.4): free actions, at most one S-card and one U-card activation,
and exactly one terminal action. Nothing here changes the game except the free actions [R-42]:
the turn only writes the player's plan, which the round resolves [R-2].

Decision keys name card labels (``prep:M500``, ``activate:S15``, ``give:W500n``); the turn commits
the lowest-id card of that label. Seats are named by number in ``target:2``.
"""

from __future__ import annotations

from typing import Final

from hyperspace.engine.decision import Decision, ask
from hyperspace.nuclear.cards import (
    ALL_LABELS,
    DEFENSE,
    MISSILE,
    PROPAGANDA,
    SPECIAL,
    ULTIMATE,
    WARHEAD,
    Card,
)
from hyperspace.nuclear.config import BOUNDS, Config
from hyperspace.nuclear.specials import CARDS
from hyperspace.nuclear.state import NuclearState, Player, TurnPlan

PICKS: Final = ("pick:M", "pick:W", "pick:P", "pick:D")
VERBS: Final = (
    "prep",
    "sublaunch",
    "launch",
    "ufo",
    "defense",
    "propaganda",
    "activate",
    "give",
    "deactivate",
    "discard",
)
FREE_ACTIONS: Final = frozenset({"deactivate", "discard", "undo"})
TARGETED: Final = frozenset({"launch", "sublaunch", "ufo", "propaganda", "give"})
KEYS: Final = {label: {verb: f"{verb}:{label}" for verb in VERBS} for label in ALL_LABELS}
# The options a card of each label usually brings (amended R-39: any card may be given).
USES: Final = {
    MISSILE: ("prep",),
    WARHEAD: (),
    DEFENSE: ("defense",),
    PROPAGANDA: ("propaganda",),
    SPECIAL: (),
    ULTIMATE: (),
}  # activations depend on the slots: see ``activations``
# By label index (``Card.index``): the options each label usually brings, and its activation.
BASE: Final = tuple(
    tuple(KEYS[label][verb] for verb in (*USES[label[0]], "give")) for label in ALL_LABELS
)
ACTIVATE: Final = tuple(KEYS[label]["activate"] for label in ALL_LABELS)
# Label bit masks (bit ``Card.index``): the W-cards, the S- and U-cards, the U-cards. The offer
# and the activations test a card's bit, where comparing its type string costs a call.
WARHEADS: Final = sum(1 << index for index, label in enumerate(ALL_LABELS) if label[0] == WARHEAD)
SPECIALS: Final = sum(
    1 << index for index, label in enumerate(ALL_LABELS) if label[0] in (SPECIAL, ULTIMATE)
)
ULTIMATES: Final = sum(1 << index for index, label in enumerate(ALL_LABELS) if label[0] == ULTIMATE)
LABEL_BIT: Final = {label: 1 << index for index, label in enumerate(ALL_LABELS)}  # by label
# Every key a turn decision can have, split into its verb and label (the label string shared
# with ``ALL_LABELS``): a dict read, where ``partition`` builds a tuple and two strings a decision.
SPLIT: Final = {key: (verb, label) for label in ALL_LABELS for verb, key in KEYS[label].items()}
SPLIT.update(
    (key, (verb, label))
    for key in (*PICKS, "pass", "undo:special", "undo:ultimate")
    for verb, _, label in [key.partition(":")]
)
# ``target:<seat>`` for every seat a game can have (made once: the target is asked every turn),
# and the seat each names.
TARGETS: Final = tuple(f"target:{seat}" for seat in range(int(BOUNDS["players"][1])))
TARGET_SEAT: Final = {key: seat for seat, key in enumerate(TARGETS)}
# S6 and S18 name a W-card from hand: they can be activated only with one (their label bits).
NEEDS_WARHEAD: Final = sum(LABEL_BIT[label] for label, card in CARDS.items() if card.needs_warhead)
CONFIRM: Final = ("confirm", "back")
NOTICES: Final = {
    "pick": "picked a card",
    "prep": "is preparing a missile launch",
    "give": "gave a card",
    "pass": "passed",
}  # every other terminal action shows as "used a card" (SPEC §5.1, R-41)


class Offer:
    """What a hand offers: the lowest-id uncommitted card of each label, in id order (the hand is
    kept in id order), the options those labels usually bring (``BASE``), its S- and U-cards
    among them, and whether it has a W-card."""

    __slots__ = ("base", "cards", "specials", "warhead")

    def __init__(self, hand: list[Card], committed: set[int] | None) -> None:
        cards: list[Card] = []
        base: list[str] = []
        specials: list[Card] = []
        offered = 0  # one bit per label index: that label's card is in ``cards``
        for card in hand:
            index = card.index
            bit = 1 << index
            if offered & bit or (committed and card.id in committed):
                continue
            offered |= bit
            cards.append(card)
            for key in BASE[index]:  # one or two keys: appending beats extending
                base.append(key)
            if bit & SPECIALS:
                specials.append(card)
        self.cards, self.base, self.specials = cards, base, specials
        self.warhead = offered & WARHEADS != 0

    def card(self, label: str) -> Card | None:
        """The card offered for ``label`` (None: no card of that label)."""
        for card in self.cards:
            if card.label == label:
                return card
        return None


def available(player: Player, plan: TurnPlan) -> Offer:
    """The hand's offer, minus the cards this turn has already committed. Cached on the player
    until the hand changes, while the turn has committed nothing."""
    if plan.special is not None or plan.ultimate is not None or plan.cards:
        return Offer(player.hand, plan.committed())
    version, offer = player.offer
    if version != player.hand_version:
        offer = Offer(player.hand, None)
        player.offer = (player.hand_version, offer)
    return offer  # type: ignore[no-any-return]


def missile_due(state: NuclearState, player: Player) -> Card | None:
    """The missile prepped last round, due to launch this turn (§8.2)."""
    return player.prepped if player.prepped_due == state.round else None


def activated(plan: TurnPlan, label: str) -> bool:
    return any(c is not None and c.label == label for c in (plan.special, plan.ultimate))


def turn_options(state: NuclearState, player: Player, plan: TurnPlan, offer: Offer) -> list[str]:
    """Every legal choice at this point of the turn (the options are the legal moves). Each label
    in hand brings its usual options; the rarer conditions then add or remove some."""
    config = state.config
    options = [KEYS[label]["deactivate"] for label in player.idle] if player.idle else []
    if player.active:  # free actions (§4.4)
        options += [KEYS[label]["discard"] for label in player.active]
    special, ultimate = plan.special, plan.ultimate
    if special is not None:
        options.append("undo:special")
    if ultimate is not None:
        options.append("undo:ultimate")
    options += PICKS
    options += offer.base
    if config.allow_pass:
        options.append("pass")
    if offer.specials:
        options += activations(config, player, plan, offer)
    cards = offer.cards
    banned: set[str] = set()
    if not config.gift_special_cards:
        banned.update(KEYS[card.label]["give"] for card in cards if card.type == SPECIAL)
    if player.emp_locked_until >= state.round:  # S20 lock-out
        banned.update(KEYS[card.label]["defense"] for card in cards if card.type == DEFENSE)
    if "S12" in player.active or (special is not None and special.label == "S12"):  # §4.3
        banned.update(KEYS[card.label]["propaganda"] for card in cards if card.type == PROPAGANDA)
    if banned:
        options = [key for key in options if key not in banned]
    if (
        player.prepped is not None
        or special is not None
        or ultimate is not None
        or ufo_ready(player)
    ):
        options += extra_options(state, player, plan, cards)
    return options


def ufo_ready(player: Player) -> bool:
    return "U2" in player.active


def activations(config: Config, player: Player, plan: TurnPlan, offer: Offer) -> list[str]:
    """The S- and U-cards in hand that can be activated now: one S-card and one U-card per turn
    [R-32]; no second copy of a card already active or idle [R-43]; S6 and S18 need a W-card."""
    special_free = plan.special is None and (config.separate_u_slot or plan.ultimate is None)
    ultimate_free = plan.ultimate is None and (config.separate_u_slot or plan.special is None)
    barred = 0 if offer.warhead else NEEDS_WARHEAD  # the label bits that cannot be activated
    for label in player.active:
        barred |= LABEL_BIT[label]
    for label in player.idle:
        barred |= LABEL_BIT[label]
    keys = []
    for card in offer.specials:
        bit = 1 << card.index
        if bit & ULTIMATES:
            if ultimate_free:
                keys.append(ACTIVATE[card.index])
        elif special_free and not bit & barred:
            keys.append(ACTIVATE[card.index])
    return keys


def extra_options(
    state: NuclearState, player: Player, plan: TurnPlan, cards: list[Card]
) -> list[str]:
    """The launches: on the missile due this turn, by submarine (S19), by UFO (U2)."""
    extra: list[str] = []
    due = player.prepped.value if player.prepped and player.prepped_due == state.round else 0
    special, ultimate = plan.special, plan.ultimate
    sub = special is not None and special.label == "S19"
    ufo = "U2" in player.active or (ultimate is not None and ultimate.label == "U2")
    if not (due or sub or ufo):
        return extra
    warheads = [card for card in cards if card.type == WARHEAD]
    if due:
        extra += [KEYS[w.label]["launch"] for w in warheads if w.value <= due]
    if sub and warheads:
        lightest = min(w.value for w in warheads)
        extra += [
            KEYS[m.label]["sublaunch"] for m in cards if m.type == MISSILE and lightest <= m.value
        ]
    if ufo:
        extra += [KEYS[w.label]["ufo"] for w in warheads]
    return extra


async def take_turn(state: NuclearState, player: Player) -> None:
    plan = state.plans[player.seat] = TurnPlan(player.seat)
    while not plan.terminal:
        offer = available(player, plan)
        options = turn_options(state, player, plan, offer)
        prompt = "Choose your move" + no_launch_reason(state, player, offer)
        key = await ask(Decision(player.seat, "turn", options, prompt))
        verb, label = SPLIT[key]
        card = offer.card(label)  # the card of the label the key names (None: a pick, a pass)
        if verb in FREE_ACTIONS:
            free_action(state, player, plan, verb, label)
        elif verb == "activate" and card is not None:
            await activate(state, player, plan, card)
        elif verb == "prep" and card is not None and not await confirm_unarmed(player, offer, card):
            continue
        elif (
            verb == "launch" or missile_due(state, player) is None or await confirm_forfeit(player)
        ):
            if card is not None:
                plan.cards = [card]
            elif verb == "pick":
                plan.pick = label
            if verb in TARGETED:
                await follow_up(state, player, plan, verb)
            plan.terminal = verb
    verb = NOTICES.get(plan.terminal, "used a card")
    state.emit("turn", {"actor": player.seat, "action": verb, "text": f"{player.name} {verb}"})


async def follow_up(state: NuclearState, player: Player, plan: TurnPlan, verb: str) -> None:
    """What a terminal action with a target asks next (§4.2): the submarine's warhead, the
    target, then the warheads a MIRV bus may add."""
    if verb == "sublaunch":
        missile = plan.missile = plan.cards[0]
        plan.cards = [await choose_warhead(state, player, plan, missile.value)]
    elif verb == "launch":
        plan.missile = missile_due(state, player)
    plan.target = await choose_target(state, player, verb)
    if verb in ("launch", "sublaunch"):
        await load_mirv(state, player, plan)


def free_action(state: NuclearState, player: Player, plan: TurnPlan, verb: str, label: str) -> None:
    """§4.4 [R-42]: deactivate an idle card (back to hand), throw away an active card, or undo this
    turn's activation (the slot is free again)."""
    if verb == "deactivate":
        player.receive(player.idle.pop(label), state.round)
    elif verb == "discard":
        del player.active[label]
    elif label == "special":
        plan.special = plan.special_target = plan.special_warhead = None
        plan.cancels = []
    else:
        plan.ultimate = None


async def activate(state: NuclearState, player: Player, plan: TurnPlan, card: Card) -> None:
    spec = CARDS[card.label]
    cancels = [spec.cancels] if spec.cancels and spec.cancels in player.active else []
    if cancels:  # warn before cancelling one's own active card
        prompt = f"Activating {card.label} will cancel your active {cancels[0]}. Continue?"
        if await ask(Decision(player.seat, "confirm_cancel", CONFIRM, prompt)) == "back":
            return
    if spec.ends_turn and missile_due(state, player) and not await confirm_forfeit(player):
        return
    if spec.is_ultimate:
        plan.ultimate = card
    else:
        plan.special, plan.cancels = card, cancels
    if spec.needs_warhead:
        plan.special_warhead = await choose_warhead(state, player, plan, None)
    if spec.targeted:
        plan.special_target = await choose_target(state, player, card.label)
    if spec.ends_turn:
        plan.terminal = "stealth" if card.label == "S18" else "doomsday"
        plan.target = plan.special_target


def fitting(offer: Offer, missile: Card) -> list[Card]:
    """The warheads in hand the missile can carry: a yield up to its own (§8.2)."""
    return [c for c in offer.cards if c.type == WARHEAD and c.value <= missile.value]


def no_launch_reason(state: NuclearState, player: Player, offer: Offer) -> str:
    """H-40: the missile due this turn with no warhead in hand to carry says why there is no
    launch among the options."""
    due = missile_due(state, player)
    if due is None or fitting(offer, due):
        return ""
    return (
        f" (your {due.label} is due, but no warhead in your hand yields {due.value} or less: it "
        "cannot be launched)"
    )


async def confirm_unarmed(player: Player, offer: Offer, missile: Card) -> bool:
    """H-40: warn before prepping a missile that no warhead in hand can use (like R-60/R-61)."""
    if fitting(offer, missile):
        return True
    prompt = (
        f"No warhead in your hand yields {missile.value} or less: unless you get one before next "
        f"round, {missile.label} cannot be launched. Prep it anyway?"
    )
    return await ask(Decision(player.seat, "confirm_prep", CONFIRM, prompt)) == "confirm"


async def confirm_forfeit(player: Player) -> bool:
    """R-61: warn before a move that forfeits the missile due this turn."""
    decision = Decision(
        player.seat, "confirm_forfeit", CONFIRM, "Your prepped missile will be lost."
    )
    return await ask(decision) == "confirm"


async def choose_target(state: NuclearState, player: Player, what: str) -> int:
    """Any living opponent (§4.3)."""
    options = [TARGETS[p.seat] for p in state.players if p.alive and p is not player]
    key = await ask(Decision(player.seat, "target", options, f"Choose the target of {what}"))
    return TARGET_SEAT[key]


async def choose_warhead(
    state: NuclearState, player: Player, plan: TurnPlan, max_yield: int | None
) -> Card:
    cards = [c for c in available(player, plan).cards if c.type == WARHEAD]
    options = [f"warhead:{c.label}" for c in cards if max_yield is None or c.value <= max_yield]
    key = await ask(Decision(player.seat, "warhead", options, "Choose a warhead"))
    label = key.partition(":")[2]
    return next(c for c in cards if c.label == label)


async def load_mirv(state: NuclearState, player: Player, plan: TurnPlan) -> None:
    """S21 (amended R-22): a nuclear first warhead below the missile's max yield may take more
    nuclear warheads, as long as the total stays within the max yield."""
    missile = plan.missile
    armed = "S21" in player.idle or activated(plan, "S21")
    if not armed or missile is None or plan.cards[0].bio:
        return
    while True:
        room = missile.value - sum(c.value for c in plan.cards)
        offer = available(player, plan)
        extra = [
            f"add:{card.label}"
            for card in offer.cards
            if card.type == WARHEAD and not card.bio and card.value <= room
        ]
        if not extra:
            return
        key = await ask(Decision(player.seat, "mirv", [*extra, "done"], "Add a warhead (MIRV)?"))
        if key == "done":
            return
        added = offer.card(key.partition(":")[2])
        assert added is not None  # the key names a warhead of the offer
        plan.cards.append(added)
