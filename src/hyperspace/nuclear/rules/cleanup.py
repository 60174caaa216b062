"""Phase 2 of round resolution: every irreversible change, in the order of SPEC §6.3."""

from __future__ import annotations

from typing import Final

from hyperspace.nuclear import chance
from hyperspace.nuclear.cards import Card
from hyperspace.nuclear.rules.resolution import (
    PROPAGANDA,
    REFLECTED,
    WARHEAD_ORIGINS,
    PopEvent,
    Resolution,
)
from hyperspace.nuclear.rules.uses import count_uses
from hyperspace.nuclear.specials import CARDS, Kind
from hyperspace.nuclear.state import Active, NuclearState, Player, TurnPlan


def cleanup(res: Resolution) -> None:
    state = res.state
    count_uses(res)
    if res.doomsday is None:
        apply_population_events(res)  # C1
    else:
        doomsday(res)  # C1 in Doomsday mode (§12.1)
    # after U1 too, used cards are consumed, activations go into force (or back to hand),
    # picks are drawn and due missiles forfeited, as in any round; only phase 1 was cut short.
    move_cards(res)  # C2
    draw_picks(res)  # C3
    install_preps(res)  # C4
    if res.doomsday is not None:
        cancel_bonus_points(res)  # after C2, so a U3 installed this round owes nothing either
    expire_durations(state)  # C5
    eliminate(state)  # C6
    periodic_events(state)  # C7
    deliver_messages(res)  # C8
    check_game_over(state)  # C9


# -- C1 ---------------------------------------------------------------------------------------


def apply_population_events(res: Resolution) -> None:
    """§7.5: apply the events in order; a player reaching 0 is out at once, later losses to them
    are 0 and later gains void [R-10]; credit is the actual loss [R-11]."""
    players = res.state.players
    for event in res.events:
        victim = players[event.victim]
        if not victim.alive:
            continue
        floor = 1 if res.has(victim.seat, "U4") else 0
        before = victim.population
        loss = max(0, min(event.amount, before - floor))
        victim.population -= loss
        if event.origin in WARHEAD_ORIGINS and event.attacker is not None:
            credit_warhead(res, event, victim, before, loss)
        gain = 0
        if event.origin in (PROPAGANDA, REFLECTED) and event.gainer is not None:
            gainer = players[event.gainer]
            if gainer.alive:
                gain = loss // 2
                gainer.population += gain
        report_population_event(res, event, loss, gain)
        if victim.population == 0:
            victim.alive = False
            res.state.emit(
                "eliminated", {"player": victim.seat, "text": f"{victim.name} has been eliminated"}
            )


def credit_warhead(
    res: Resolution, event: PopEvent, victim: Player, before: int, loss: int
) -> None:
    """Credit for warhead damage to others [R-11, R-55], the Citadel's withholding [R-36] and the
    UFO penalty (amended R-34, second amendment)."""
    assert event.attacker is not None
    attacker = res.state.players[event.attacker]
    if event.via in U2_DELIVERIES and res.has(attacker.seat, "U2"):
        attacker.penalty_u2 += 2 * loss  # amended R-34: every point destroyed, wherever it falls
    if attacker is victim:
        return  # no credit for hitting yourself
    config = res.state.config
    citadel = res.has(victim.seat, "U4")
    if citadel:  # twice what the attacker "should've" received (configurable: nominal)
        owed = event.amount if config.citadel_penalty_nominal else min(event.amount, before)
        victim.penalty_u4 += 2 * owed
    if not citadel or not config.citadel_withholds_credit:  # R-36 withholds it (configurable)
        attacker.credit += loss


def report_population_event(res: Resolution, event: PopEvent, loss: int, gain: int) -> None:
    state = res.state
    victim = state.name(event.victim)
    if event.origin in (PROPAGANDA, REFLECTED):
        assert event.gainer is not None
        word = "reflected propaganda" if event.origin == REFLECTED else "propaganda"
        state.emit(
            "propaganda",
            {
                "victim": event.victim,
                "gainer": event.gainer,
                "loss": loss,
                "gain": gain,
                "text": f"{word}: {victim} lost {loss}, {state.name(event.gainer)} gained {gain}",
            },
        )
        return
    assert event.attacker is not None
    anonymous = event.via == "terror"  # S6 is anonymous: the user is only in their own part
    source = "terrorists" if anonymous else state.name(event.attacker)
    what = "fallout" if event.origin == "fallout" else f"{event.via} hit"
    public = {
        "victim": event.victim,
        "loss": loss,
        "cause": event.origin,
        "via": event.via,
        "attacker": None if anonymous else event.attacker,
        "text": f"{what} by {source}: {victim} lost {loss}",
    }
    private = {event.attacker: {"attacker": event.attacker}} if anonymous else None
    state.emit("damage", public, private)
    if event.warhead is not None:
        tell_terror_victim(state, event.victim, event.warhead, loss)


def tell_terror_victim(state: NuclearState, victim: int, warhead: Card, loss: int) -> None:
    """R-67 (SPEC §5.3): the S6 victim is told the yield, the kind and the damage done, never the
    user."""
    kind = "biological" if warhead.bio else "nuclear"
    text = (
        f"Terrorists detonated a {warhead.value} {kind} warhead on your territory; you lost {loss}."
    )
    state.emit("terror", None, {victim: {"card": warhead.label, "loss": loss, "text": text}})


# R-34 second amendment: every W-card the U2 holder delivers himself, stealth bombs included;
# only S6 donations, delivered anonymously by terrorists, are exempt.
U2_DELIVERIES: Final = ("missile", "sub", "ufo", "stealth")


# -- C2 ---------------------------------------------------------------------------------------


def move_cards(res: Resolution) -> None:
    """Return the cards of void moves (they never left the hand), consume what was used, install
    activated specials, then apply gifts, then thefts [R-44]."""
    state = res.state
    r = state.round
    gifts: list[tuple[int, Card, int]] = []
    for player in state.players:
        plan = res.plans.get(player.seat)
        launched = plan is not None and not plan.void and plan.terminal == "launch"
        if player.prepped_due == r and (not launched or plan is None or plan.sabotaged):
            forfeit_missile(res, player, plan)
        if plan is None:
            continue
        if plan.void:
            spend_played_special(res, player, plan)
            continue
        terminal = plan.terminal
        if terminal in ("pick", "pass") and plan.special is None and plan.ultimate is None:
            continue  # nothing to spend or install
        if launched:
            player.prepped = None  # launched: spent whether or not it was blocked
        if terminal == "give" and plan.target is not None:
            gifts.append((player.seat, plan.cards[0], plan.target))
        spent = [] if terminal in ("give", "prep") else list(plan.cards)  # C4 installs a prep
        if terminal == "sublaunch" and plan.missile is not None:
            spent.append(plan.missile)
        if plan.special_warhead is not None and not warhead_returns(res, plan):
            spent.append(plan.special_warhead)
        for label in plan.cancels:  # cancelled at cleanup, and only if the move stood
            player.active.pop(label, None)
        for card in (plan.special, plan.ultimate):
            if card is not None and not install_special(res, player, plan, card):
                spent.append(card)
        discard(player, spent)
    for seat, label in res.fired:
        state.players[seat].idle.pop(label, None)
    for card in res.consumed:  # destroyed by S7 before it left the hand
        for player in state.players:
            discard(player, [card])
    for giver, card, recipient in gifts:
        state.players[giver].give_up(card)
        state.players[recipient].receive(card, state.round)
        text = f"{state.name(giver)} gave you {card.label}"
        state.emit("gift", None, {recipient: {"giver": giver, "card": card.label, "text": text}})
    for thief, victim, card, _label in res.thefts:
        if card is not None and state.players[victim].has_in_hand(card):
            state.players[victim].give_up(card)
            state.players[thief].receive(card, state.round)


def forfeit_missile(res: Resolution, player: Player, plan: TurnPlan | None) -> None:
    """A due missile not launched is lost, also when frozen by a Time machine [R-7, R-35, R-58];
    with ``voided_launch_keeps_missile`` (R-7's alternative) a voided launch keeps it prepped one
    more round."""
    voided_launch = plan is not None and plan.void and plan.terminal == "launch"
    if voided_launch and res.state.config.voided_launch_keeps_missile:
        player.prepped_due = res.state.round + 1
    else:
        player.prepped = None


def spend_played_special(res: Resolution, player: Player, plan: TurnPlan) -> None:
    """A voided move's cards come back, except an S-card that already acted or failed this round
    (H-8); a failed S6 takes its warhead with it [R-45]."""
    if plan.special is not None and (plan.special_spent or plan.special_failed):
        discard(player, [plan.special])
        warhead = plan.special_warhead
        if plan.special_failed and warhead is not None and not warhead_returns(res, plan):
            discard(player, [warhead])


def warhead_returns(res: Resolution, plan: TurnPlan) -> bool:
    """R-45: an S6 stopped by S10 is consumed with its W-card; the configurable alternative
    (``s6_stopped_returns_warhead``) gives the W-card back."""
    return plan.special_failed and res.state.config.s6_stopped_returns_warhead


def install_special(res: Resolution, player: Player, plan: TurnPlan, card: Card) -> bool:
    """Put an activated duration or trigger card in play; False when it is simply consumed."""
    spec = CARDS[card.label]
    r = res.state.round
    if spec.kind is Kind.DURATION:
        player.give_up(card)
        player.active[card.label] = Active(card, r, r + spec.rounds - 1)
        res.hooks.fire("installed", (res, player, card))
        return True
    if spec.kind is Kind.TRIGGER and (plan.seat, card.label) not in res.fired:
        player.give_up(card)
        player.idle[card.label] = card
        return True
    return False


def discard(player: Player, cards: list[Card]) -> None:
    for card in cards:
        if player.has_in_hand(card):
            player.give_up(card)


# -- C3, C4 -----------------------------------------------------------------------------------


def draw_picks(res: Resolution) -> None:
    """C3: each PICK that stood draws its card, in seat order (the picker is told privately)."""
    state = res.state
    for player in state.players:
        if player.picked:
            player.picked = []
    for plan in res.live_plans():
        if plan.terminal == "pick":
            card = chance.draw_card(state, plan.pick)
            player = state.players[plan.seat]
            player.receive(card, state.round)
            player.picked.append(card)
            state.emit(
                "picked",
                None,
                {plan.seat: {"card": card.label, "text": f"You picked {card.label}"}},
            )


def install_preps(res: Resolution) -> None:
    """C4: a prep that stood, and was not sabotaged, is due next round."""
    state = res.state
    for plan in res.live_plans():
        if plan.terminal == "prep" and not plan.sabotaged:
            player = state.players[plan.seat]
            missile = plan.cards[0]
            player.give_up(missile)
            player.prepped, player.prepped_due = missile, state.round + 1


# -- C5 - C9 ----------------------------------------------------------------------------------


def expire_durations(state: NuclearState) -> None:
    """C5: duration cards whose last round this was expire, and so do the U-windows."""
    r = state.round
    for player in state.players:
        if player.active:
            for label in [lb for lb, a in player.active.items() if a.last <= r]:
                del player.active[label]


def eliminate(state: NuclearState) -> None:
    """C6: eliminated players lose all their cards and effects [R-10]."""
    for player in state.players:
        if not player.alive and (player.hand or player.active or player.idle or player.prepped):
            player.set_hand([])
            player.active.clear()
            player.idle.clear()
            player.prepped = None


def periodic_events(state: NuclearState) -> None:
    """C7 (§13): the special-card deal every 5 rounds [R-30], then the ULTIMATE roll every 20
    rounds, and the reveal 10 rounds after a card entered the game [R-31]."""
    config, r = state.config, state.round
    if r % config.special_deal_every == 0:
        for player in state.living():
            card = chance.deal_special(state)
            if card is None:
                break  # the finite deck is used up (R-30's alternative, H-14)
            player.receive(card, r)
            state.emit(
                "dealt",
                None,
                {player.seat: {"card": card.label, "text": f"You were dealt {card.label}"}},
            )
    if r % config.ultimate_every == 0 and state.living():
        rolled = chance.ultimate_roll(state)
        if rolled is not None:
            owner, label = rolled
            owner.receive(state.new_card("U", int(label[1])), r)
            state.ultimates.append((r, owner.seat, label))
            state.emit(
                "ultimate_dealt",
                {"text": "An ULTIMATE card has entered the game"},
                {owner.seat: {"card": label, "text": f"You received the ULTIMATE card {label}"}},
            )
    for intro, owner_seat, label in state.ultimates:
        if intro + config.ultimate_reveal_delay == r:
            state.emit(
                "ultimate_revealed",
                {
                    "owner": owner_seat,
                    "card": label,
                    "text": f"{state.name(owner_seat)} holds {label}",
                },
            )


def deliver_messages(res: Resolution) -> None:
    """C8: the round's messages, then the round report's populations and the S9 intel."""
    state = res.state
    for kind, public, private in res.messages:
        state.emit(kind, public, private)
    for holder, stopped in sorted(res.stopped.items()):
        state.emit(
            "shield",
            None,
            {holder: {"text": "Your anti-terrorist shield stopped: " + "; ".join(stopped)}},
        )
    res.hooks.fire("after_cleanup", res)
    populations = {p.seat: p.population for p in state.players}
    if state.config.public_population:
        state.emit("report", {"populations": populations})
    else:
        state.emit("report", None, {s: {"populations": {s: pop}} for s, pop in populations.items()})


def check_game_over(state: NuclearState) -> None:
    """C9 (§14): the game ends when at most one player is alive, or at ``max_rounds`` [R-37]."""
    living = state.living()
    cap = state.config.max_rounds
    if len(living) <= 1 or (cap is not None and state.round >= cap):
        state.over = True
        state.survivor = living[0].seat if len(living) == 1 else None
        state.emit("game_over", {"survivor": state.survivor, "text": "The game is over"})


def doomsday(res: Resolution) -> None:
    """U1 (§12.1, amended R-33, R-65): everyone's population becomes 0, except a player under the
    Last Citadel, who keeps 1."""
    state = res.state
    for player in state.living():
        keep = 1 if res.has(player.seat, "U4") else 0
        loss = player.population - keep
        player.population = keep
        state.emit(
            "damage",
            {
                "victim": player.seat,
                "loss": loss,
                "cause": "doomsday",
                "text": f"Doomsday: {player.name} lost {loss}",
            },
        )
        if keep == 0:
            player.alive = False
            state.emit(
                "eliminated", {"player": player.seat, "text": f"{player.name} has been eliminated"}
            )


def cancel_bonus_points(res: Resolution) -> None:
    """U1 (amended R-33, H-11): every player's bonus points, won or owed, are cancelled; the user
    scores -100,000."""
    state = res.state
    for player in state.players:
        player.credit = 0
        player.penalty_u2 = player.penalty_u3 = player.penalty_u4 = 0
    assert res.doomsday is not None
    state.players[res.doomsday].doomsday = True
