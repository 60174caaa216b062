"""A player's turn (SPEC §4.2-§4.4): free actions, at most one S-card and one U-card activation,
and exactly one terminal action. Nothing here changes the game except the free actions [R-42]:
the turn only writes the player's plan, which the round resolves [R-2].

Decision keys name card labels (``prep:M500``, ``activate:S15``, ``give:W500n``); the turn commits
the lowest-id card of that label. Seats are named by number in ``target:2``.
"""

from __future__ import annotations

from hyperspace.engine.decision import Decision, ask
from hyperspace.nuclear.cards import DEFENSE, MISSILE, PROPAGANDA, SPECIAL, ULTIMATE, WARHEAD, Card
from hyperspace.nuclear.specials import CARDS
from hyperspace.nuclear.state import NuclearState, Player, TurnPlan

PICKS = ("pick:M", "pick:W", "pick:P", "pick:D")
CONFIRM = ("confirm", "back")
NOTICES = {
    "pick": "picked a card",
    "prep": "is preparing a missile launch",
    "give": "gave a card",
    "pass": "passed",
}  # every other terminal action shows as "used a card" (SPEC §5.1, R-41)


def available(player: Player, plan: TurnPlan) -> dict[str, Card]:
    """The lowest-id uncommitted card of each label in hand (the hand is kept in id order)."""
    committed = plan.committed()
    cards: dict[str, Card] = {}
    for card in player.hand:
        if card.id not in committed and card.label not in cards:
            cards[card.label] = card
    return cards


def missile_due(state: NuclearState, player: Player) -> Card | None:
    """The missile prepped last round, due to launch this turn (§8.2)."""
    return player.prepped if player.prepped_due == state.round else None


def activated(plan: TurnPlan, label: str) -> bool:
    return any(c is not None and c.label == label for c in (plan.special, plan.ultimate))


def can_activate(player: Player, plan: TurnPlan, label: str, cards: dict[str, Card]) -> bool:
    """R-43: no second copy of a card already active or idle; S6 and S18 need a W-card."""
    if label in player.active or label in player.idle:
        return False
    spec = CARDS[label]
    return not spec.needs_warhead or any(c.type == WARHEAD for c in cards.values())


def turn_options(state: NuclearState, player: Player, plan: TurnPlan) -> list[str]:
    """Every legal choice at this point of the turn (the options are the legal moves)."""
    config = state.config
    cards = available(player, plan)
    options = [f"deactivate:{label}" for label in player.idle]  # free actions (§4.4)
    options += [f"discard:{label}" for label in player.active]
    if plan.special is not None:
        options.append("undo:special")
    if plan.ultimate is not None:
        options.append("undo:ultimate")
    special_free = plan.special is None and (config.separate_u_slot or plan.ultimate is None)
    ultimate_free = plan.ultimate is None and (config.separate_u_slot or plan.special is None)
    options.extend(PICKS)
    due = missile_due(state, player)
    sub = activated(plan, "S19")
    ufo = "U2" in player.active or activated(plan, "U2")
    defense_ok = player.emp_locked_until < state.round  # S20 lock-out
    propaganda_ok = "S12" not in player.active and not activated(plan, "S12")  # §4.3
    for label, card in cards.items():
        kind = card.type
        if kind == MISSILE:
            options.append(f"prep:{label}")
            if sub and any(w.type == WARHEAD and w.value <= card.value for w in cards.values()):
                options.append(f"sublaunch:{label}")
        elif kind == WARHEAD:
            if due is not None and card.value <= due.value:
                options.append(f"launch:{label}")
            if ufo:
                options.append(f"ufo:{label}")
        elif kind == DEFENSE:
            if defense_ok:
                options.append(f"defense:{label}")
        elif kind == PROPAGANDA:
            if propaganda_ok:
                options.append(f"propaganda:{label}")
        elif kind == SPECIAL:
            if special_free and can_activate(player, plan, label, cards):
                options.append(f"activate:{label}")
            if not config.gift_special_cards:
                continue
        elif kind == ULTIMATE and ultimate_free:
            options.append(f"activate:{label}")
        options.append(f"give:{label}")  # amended R-39: any card in hand may be given
    if config.allow_pass:
        options.append("pass")
    return options


async def take_turn(state: NuclearState, player: Player) -> None:
    plan = state.plans[player.seat] = TurnPlan(player.seat)
    while not plan.terminal:
        options = turn_options(state, player, plan)
        key = await ask(Decision(player.seat, "turn", options, "Choose your move"))
        await play_choice(state, player, plan, key)
    verb = NOTICES.get(plan.terminal, "used a card")
    state.emit("turn", {"actor": player.seat, "action": verb, "text": f"{player.name} {verb}"})


async def play_choice(state: NuclearState, player: Player, plan: TurnPlan, key: str) -> None:
    verb, _, label = key.partition(":")
    if verb in ("deactivate", "discard", "undo"):
        free_action(player, plan, verb, label)
        return
    if verb == "activate":
        await activate(state, player, plan, available(player, plan)[label])
        return
    if verb != "launch" and not await confirm_forfeit(state, player):
        return
    if verb == "pick":
        plan.pick = label
    elif verb == "pass":
        pass
    else:
        card = available(player, plan)[label]
        plan.cards = [card]
        if verb == "sublaunch":
            plan.missile, plan.cards = card, [await choose_warhead(state, player, plan, card.value)]
        elif verb == "launch":
            plan.missile = missile_due(state, player)
        if verb in ("launch", "sublaunch", "ufo", "propaganda", "give"):
            plan.target = await choose_target(state, player, verb)
        if verb in ("launch", "sublaunch"):
            await load_mirv(state, player, plan)
    plan.terminal = verb


def free_action(player: Player, plan: TurnPlan, verb: str, label: str) -> None:
    """§4.4 [R-42]: deactivate an idle card (back to hand), throw away an active card, or undo this
    turn's activation (the slot is free again)."""
    if verb == "deactivate":
        player.receive(player.idle.pop(label))
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
    if spec.ends_turn and not await confirm_forfeit(state, player):
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


async def confirm_forfeit(state: NuclearState, player: Player) -> bool:
    """R-61: warn before a move that forfeits the missile due this turn."""
    if missile_due(state, player) is None:
        return True
    decision = Decision(player.seat, "confirm_forfeit", CONFIRM, "Your prepped missile will be lost.")
    return await ask(decision) == "confirm"


async def choose_target(state: NuclearState, player: Player, what: str) -> int:
    options = [f"target:{p.seat}" for p in state.living() if p is not player]
    key = await ask(Decision(player.seat, "target", options, f"Choose the target of {what}"))
    return int(key.partition(":")[2])


async def choose_warhead(
    state: NuclearState, player: Player, plan: TurnPlan, max_yield: int | None
) -> Card:
    cards = [c for c in available(player, plan).values() if c.type == WARHEAD]
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
        extra = [
            f"add:{label}"
            for label, card in available(player, plan).items()
            if card.type == WARHEAD and not card.bio and card.value <= room
        ]
        if not extra:
            return
        key = await ask(Decision(player.seat, "mirv", [*extra, "done"], "Add a warhead (MIRV)?"))
        if key == "done":
            return
        plan.cards.append(available(player, plan)[key.partition(":")[2]])
