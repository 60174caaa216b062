"""Leak tests for the seat views (SPEC §5, R-1, R-16, R-18, R-31 amended, R-41).

(a) resampling everything a seat cannot see leaves its view unchanged; (b) no view holds the seed
or a forbidden key; (c) anonymous actors (S5, S6, S7) appear only in their own view; (d) an
ULTIMATE card's owner is hidden until the reveal; (e) nobody sees another seat's options.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import game
from tests.profiles import examples

from hyperspace.engine import Driver
from hyperspace.engine.rng import Streams
from hyperspace.engine.view import FORBIDDEN_KEYS, own_decisions
from hyperspace.nuclear import NUCLEAR
from hyperspace.nuclear.cards import ALL_LABELS, Card, parse_label
from hyperspace.nuclear.specials import CARDS, Kind
from hyperspace.nuclear.state import Active, NuclearState, TurnPlan
from hyperspace.nuclear.view import view

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.integers(min_value=2, max_value=6)
POINTS = st.integers(min_value=0, max_value=600)
S_LABELS = [label for label in ALL_LABELS if label[0] == "S"]
U_LABELS = ["U1", "U2", "U3", "U4"]
TRIGGERS = [label for label in S_LABELS if CARDS[label].kind is Kind.TRIGGER]
DURATIONS = [label for label in S_LABELS if CARDS[label].kind is Kind.DURATION]
PICKABLE = [label for label in ALL_LABELS if label[0] in "MWPD"]
TERMINALS = ["pick", "prep", "launch", "sublaunch", "defense", "propaganda", "give", "pass", ""]
# fields of an event that name who did something
ACTOR_FIELDS = ("attacker", "user", "actor", "giver", "thief", "owner", "source", "by")


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


def play_to(seed: int, players: int, point: int, **config: Any) -> Driver:
    """Random legal play for ``point`` submissions (or to the end)."""
    driver = Driver(NUCLEAR, {"players": players, "max_rounds": 60, **config}, seed)
    rng = random.Random(seed)
    for _ in range(point):
        if driver.finished:
            break
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
    return driver


def random_card(rng: random.Random, card_id: int, labels: list[str] = PICKABLE) -> Card:
    kind, value, bio = parse_label(rng.choice(labels))
    return Card(card_id, kind, value, bio)


def resample(driver: Driver, seat: int | None, salt: int) -> NuclearState:
    """A copy of the game's state where everything ``seat`` may not see is redrawn at random.
    (The copy comes from replaying the record: compiled state classes cannot be deep-copied.)"""
    rng = random.Random(salt)
    other: NuclearState = driver.fork().state
    seats = len(other.players)
    fresh_id = 10_000_000
    for player in other.players:
        if player.seat == seat:
            continue
        # the hand: same ids (so the same size and order), any cards at all
        player.set_hand([random_card(rng, c.id, list(ALL_LABELS)) for c in player.hand])
        player.offer = (-1, None)
        # idle and active specials (U-cards in force stay: their effects are public, R-31)
        player.idle = {}
        for label in rng.sample(TRIGGERS, rng.randint(0, 3)):
            fresh_id += 1
            player.idle[label] = random_card(rng, fresh_id, [label])
        kept = {k: a for k, a in player.active.items() if k[0] == "U"}
        for label in rng.sample(DURATIONS, rng.randint(0, 3)):
            fresh_id += 1
            first = max(1, other.round - rng.randint(0, 3))
            kept[label] = Active(random_card(rng, fresh_id, [label]), first, first + 3)
        player.active = kept
        # the prepped missile: another one, or none, or one where there was none
        fresh_id += 1
        if rng.random() < 0.7:
            player.prepped = random_card(rng, fresh_id, ["M200", "M500", "M700", "M2000"])
            player.prepped_due = other.round + rng.randint(0, 1)
        else:
            player.prepped = None
        player.picked = [random_card(rng, fresh_id + i) for i in range(rng.randint(0, 2))]
        player.emp_locked_until = rng.randint(0, other.round + 3)
        if not other.over:  # the final scores are public
            if not other.config.public_population and player.alive:  # R-41, configurable
                player.population = rng.randint(1, 20_000)
            player.credit = rng.randint(0, 50_000)
            player.penalty_u2 = rng.randint(0, 9_000)
            player.penalty_u3 = rng.randint(0, 9_000)
            player.penalty_u4 = rng.randint(0, 9_000)
        plan = other.plans.get(player.seat)
        if plan is not None:  # the turn submitted this round (nothing of it is public yet)
            new = TurnPlan(player.seat)
            new.terminal = plan.terminal and rng.choice(TERMINALS[:-1])
            new.target = rng.randrange(seats)
            new.cards = [random_card(rng, fresh_id + 10)]
            new.special = random_card(rng, fresh_id + 11, S_LABELS) if rng.random() < 0.5 else None
            new.special_target = rng.randrange(seats)
            other.plans[player.seat] = new
    # the random streams and scripted outcomes
    other.streams = Streams(rng.getrandbits(64))
    other.script = {"draw": [rng.choice(PICKABLE)], "fallout": ["none"]}
    # other seats' private event parts
    for event in other.log:
        if event.private:
            event.private = {
                s: (
                    part
                    if s == seat
                    else {
                        "text": f"junk {rng.random()}",
                        "card": rng.choice(ALL_LABELS),
                        "attacker": rng.randrange(seats),
                    }
                )
                for s, part in event.private.items()
            }
    # the owners (and types) of ULTIMATE cards not yet revealed
    done = other.round if other.over else other.round - 1  # the last round cleaned up
    delay = other.config.ultimate_reveal_delay
    others = [s for s in range(seats) if s != seat]
    other.ultimates = [
        (intro, owner, label)
        if intro + delay <= done or owner == seat
        else (intro, rng.choice(others), rng.choice(U_LABELS))
        for intro, owner, label in other.ultimates
    ]
    return other


def walk(data: Any) -> Iterator[tuple[str, Any]]:
    """Every (key, value) pair of every dict, at any depth."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield str(key), value
            yield from walk(value)
    elif isinstance(data, list | tuple):
        for item in data:
            yield from walk(item)


def seats_of(state: NuclearState) -> list[int | None]:
    return [None, *range(len(state.players))]


# -- (a) resampling the unseen leaves the view unchanged ---------------------------------------


@examples(40)
@given(seed=SEEDS, players=PLAYERS, point=POINTS, salt=st.integers(0, 2**32), public=st.booleans())
def test_resampling_what_a_seat_cannot_see_leaves_its_view_unchanged(
    seed: int, players: int, point: int, salt: int, public: bool
) -> None:
    driver = play_to(seed, players, point, public_population=public)
    state: NuclearState = driver.state
    for seat in seats_of(state):
        before = dumps(view(state, seat))
        changed = resample(driver, seat, salt)
        assert dumps(view(changed, seat)) == before, f"seat {seat} sees a hidden change"
        assert dumps(view(changed, seat, since=None)) == dumps(view(state, seat, since=None))


# Every kind of secret a nuclear game holds, and when it is there to leak.
SECRETS: dict[str, Callable[[NuclearState], bool]] = {
    "other hands": lambda s: sum(bool(p.hand) for p in s.players) > 1,
    "a prepped missile": lambda s: any(p.prepped is not None for p in s.players),
    "cards picked this turn": lambda s: any(p.picked for p in s.players),
    "a turn submitted, not yet resolved": lambda s: bool(s.plans),
    "an idle special": lambda s: any(p.idle for p in s.players),
    "a special in force": lambda s: any(k[0] == "S" for p in s.players for k in p.active),
    "an ULTIMATE owner not yet revealed": lambda s: any(
        intro + s.config.ultimate_reveal_delay > s.round - 1 for intro, _, _ in s.ultimates
    ),
    "a private log part": lambda s: any(e.private for e in s.log),
}
SECRET_GAMES = [(seed, players) for seed, players in ((1, 4), (2, 5), (3, 3), (4, 6))]
CHECKS_PER_SECRET = 2  # per game: each check resamples the game once per seat


def test_every_kind_of_secret_is_reached_and_kept() -> None:
    """Random play until each kind of secret is there (hands, preps, picks, submitted turns,
    specials, ULTIMATE owners, private log parts), then the resampling check of (a) at that
    moment. The test fails if some kind was never reached, so it cannot pass without checking
    it."""
    checked = dict.fromkeys(SECRETS, 0)
    for seed, players in SECRET_GAMES:
        driver = Driver(NUCLEAR, {"players": players, "max_rounds": 60}, seed)
        rng, salts = (
            random.Random(seed),
            random.Random(-seed),
        )  # the play does not depend on the checks
        in_game = dict.fromkeys(SECRETS, 0)
        while not driver.finished:
            state: NuclearState = driver.state
            here = [
                n for n, holds in SECRETS.items() if holds(state) and in_game[n] < CHECKS_PER_SECRET
            ]
            if here:
                for seat in seats_of(state):
                    changed = resample(driver, seat, salts.getrandbits(32))
                    seen = dumps(view(changed, seat, since=None))
                    assert seen == dumps(view(state, seat, since=None)), (seed, here, seat)
                    assert dumps(view(changed, seat)) == dumps(view(state, seat)), (
                        seed,
                        here,
                        seat,
                    )
                for name in here:
                    in_game[name] += 1
                    checked[name] += 1
            decision = driver.pending[0]
            driver.submit(decision.seat, rng.choice(decision.options))
    assert [name for name, count in checked.items() if count == 0] == []


@examples(25)
@given(seed=SEEDS, players=PLAYERS, point=POINTS)
def test_others_private_messages_do_not_show_even_by_their_number(
    seed: int, players: int, point: int
) -> None:
    # an event only other seats may see must not change a view at all, not even a log count
    driver = play_to(seed, players, point)
    state: NuclearState = driver.state
    for seat in seats_of(state):
        thinned = driver.fork().state
        thinned.log = [e for e in thinned.log if e.seen_by(seat) is not None]
        assert dumps(view(thinned, seat)) == dumps(view(state, seat))
        since = len(view(state, seat)["log"]) // 2
        assert dumps(view(thinned, seat, since=since)) == dumps(view(state, seat, since=since))


def test_the_log_cursor_gives_each_entry_once() -> None:
    driver = play_to(4, 4, 0)
    rng = random.Random(4)
    shown = {seat: 0 for seat in seats_of(driver.state)}
    collected: dict[int | None, list[Any]] = {seat: [] for seat in shown}
    while not driver.finished:
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
        for seat in shown:
            seen = view(driver.state, seat, since=shown[seat])
            collected[seat] += seen["log"]
            shown[seat] = seen["log_size"]
    for seat, entries in collected.items():
        assert entries == view(driver.state, seat)["log"]


# -- (b) no seed, no forbidden key ---------------------------------------------------------------


@examples(30)
@given(seed=st.integers(min_value=10**12, max_value=10**13), players=PLAYERS, point=POINTS)
def test_no_view_holds_the_seed_or_a_forbidden_key(seed: int, players: int, point: int) -> None:
    driver = play_to(seed, players, point)
    state: NuclearState = driver.state
    for seat in seats_of(state):
        seen = view(state, seat)
        keys = {key for key, _ in walk(seen)}
        assert not keys & FORBIDDEN_KEYS, f"forbidden keys in seat {seat}'s view"
        assert str(seed) not in dumps(seen)
        assert dumps(driver.view(seat)) == dumps(seen)
        for decision in driver.pending:  # what a seat is asked carries nothing forbidden either
            asked = decision.to_dict()
            assert not {key for key, _ in walk(asked)} & FORBIDDEN_KEYS
            assert str(seed) not in dumps(asked)


# -- (c) anonymous actors -----------------------------------------------------------------------


NAMES = ("Alice", "Bob", "Carol")


def test_anonymous_actors_appear_only_in_their_own_view() -> None:
    g = game(
        {
            "Alice": {"hand": ["S6", "W700n", "S5", "S7"]},
            "Bob": {"hand": ["M500", "P200"]},
            "Carol": {},
        },
        fallout=["Carol"],
    )
    alice = g.seat("Alice")
    g.play({"Alice": ["activate:S6", "warhead:W700n", "target:Bob", "pass"]})  # round 1: S6
    g.play(
        {"Alice": ["activate:S5", "target:Bob", "pass"], "Bob": ["propaganda:P200", "target:Carol"]}
    )  # 2: S5
    g.play({"Alice": ["activate:S7", "target:Bob", "pass"], "Bob": ["prep:M500"]})  # 3: S7
    assert g.pop("Bob") == 9_300 and g.pop("Carol") == 9_650  # the terror hit and its fallout
    assert g.hand("Bob") == ["P200"]  # the S5 voided the propaganda; S7 destroyed the missile
    assert g.entries("Bob", "terror", round=1) and g.entries("Bob", "lost_turn", round=2)
    assert g.entries("Bob", "sabotage", round=3)

    for who in ("Bob", "Carol", None):
        for number in (1, 2, 3):
            for entry in g.log(who, round=number):
                if entry["kind"] == "turn":
                    continue  # the public turn notice ("Alice used a card") names no card
                for name in ACTOR_FIELDS:
                    assert entry.get(name) != alice, (who, entry)
                assert "Alice" not in dumps(entry), (who, entry)
        seat = None if who is None else g.seat(who)
        full = dumps(view(g.state, seat))
        for number in (1, 2, 3):
            part = [
                e
                for e in view(g.state, seat)["log"]
                if e["round"] == number and e["kind"] != "turn"
            ]
            assert "Alice" not in dumps(part)
        assert "S5" not in full and "S6" not in full and "S7" not in full

    # Alice's own view names her as the source of the terror damage, direct and fallout
    mine = g.entries("Alice", "damage", round=1)
    assert {e["victim"] for e in mine} == {g.seat("Bob"), g.seat("Carol")}
    assert all(e["attacker"] == alice and e["via"] == "terror" for e in mine)
    assert all(e["attacker"] is None for e in g.entries("Bob", "damage", round=1))
    assert all(e["attacker"] is None for e in g.entries(None, "damage", round=1))


@examples(25)
@given(seed=SEEDS, players=st.integers(min_value=3, max_value=6))
def test_terror_damage_names_its_user_only_to_the_user(seed: int, players: int) -> None:
    driver = play_to(seed, players, 10**6)
    state: NuclearState = driver.state
    for event in state.log:
        if event.kind != "damage" or event.public is None or event.public.get("via") != "terror":
            continue
        assert event.public["attacker"] is None
        assert "terrorists" in event.public["text"]
        users = [s for s, part in (event.private or {}).items() if "attacker" in part]
        assert len(users) == 1
        user = users[0]
        for seat in seats_of(state):
            seen = event.seen_by(seat)
            assert seen is not None
            assert seen["attacker"] == (user if seat == user else None)
            if seat != user:
                assert f"by {state.players[user].name}" not in seen["text"]


def test_a_stopped_move_is_shown_only_to_its_user_and_its_target() -> None:
    # what a shield (S10), a filter (S11) or a sabotage (S7) stopped is reported privately to
    # the move's user and its target; no other seat's view, nor the public's, shows it.
    g = game(
        {
            "Alice": {"prepped": "M500", "hand": ["W500n", "P200"]},
            "Bob": {"idle": ["S10"], "hand": ["M500", "W200n"]},
            "Carol": {"hand": ["P300", "S7"]},
            "Dave": {"hand": ["S5"], "active": {"S11": [1, 2]}},
        }
    )
    g.play(
        {
            "Alice": ["launch:W500n", "target:Bob"],  # stopped by Bob's shield
            "Bob": ["prep:M500"],
            "Carol": ["propaganda:P300", "target:Bob"],  # stopped by Bob's shield
            "Dave": ["activate:S5", "target:Bob", "pass"],  # sets off Bob's S10
        }
    )
    g.play(
        {
            "Alice": ["propaganda:P200", "target:Dave"],  # stopped by Dave's Minute of Hate
            "Bob": ["launch:W200n", "target:Alice"],  # sabotaged by Carol
            "Carol": ["activate:S7", "target:Bob", "pass"],
        }
    )
    seen_by: dict[str, set[str]] = {}
    for name in ("Alice", "Bob", "Carol", "Dave", None):
        seat = None if name is None else g.seat(name)
        for entry in view(g.state, seat)["log"]:
            if entry["kind"] in ("stopped", "propaganda_failed"):
                seen_by.setdefault(entry["text"], set()).add(str(name))
    shield = "was stopped by Bob's anti-terrorist organisation (S10)."
    filtered = "Propaganda by Alice against Dave failed, stopped by Dave's Minute of Hate (S11)."
    assert seen_by == {
        f"Your launch against Bob {shield}": {"Alice"},
        f"Your propaganda against Bob {shield}": {"Carol"},
        f"Your S5 against Bob {shield}": {"Dave"},
        filtered: {"Alice", "Dave"},
        "Bob's launch against you was stopped by sabotage.": {"Alice"},
    }
    # The targets' halves: Bob's shield report, and Bob's own sabotage message (no saboteur).
    assert g.told("Bob", "launch from Alice; propaganda from Carol", round=1)
    assert g.told("Bob", "Your missile was sabotaged", round=2)
    for who in ("Alice", "Carol", "Dave", None):
        assert not g.told(who, "anti-terrorist shield stopped", round=1)
    for who in ("Alice", "Bob", "Dave", None):
        assert "Carol" not in dumps(g.entries(who, "stopped", round=2) + g.entries(who, "sabotage"))


@examples(15)
@given(seed=SEEDS, players=st.integers(min_value=3, max_value=6))
def test_stop_reports_reach_only_their_own_seats(seed: int, players: int) -> None:
    # R-66 in random play: a stopped move's report is private, to its user (and, for a filtered
    # P-card, its target) only; the public and every other seat see nothing of it.
    driver = play_to(seed, players, 10**6)
    state: NuclearState = driver.state
    for event in state.log:
        if event.kind not in ("stopped", "propaganda_failed"):
            continue
        assert event.public is None
        readers = set(event.private or {})
        assert 1 <= len(readers) <= 2, event.to_dict()
        for seat in seats_of(state):
            assert (event.seen_by(seat) is not None) == (seat in readers)


# -- (d) ULTIMATE owners -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "intro"),
    [
        ({"ultimate_every": 1}, 1),  # the roll every round: the scripted card comes at round 1
        ({"setup": {"round": 20, "players": [{}, {}, {}, {}]}}, 20),  # the default: round 20
    ],
)
def test_an_ultimate_owner_is_hidden_until_the_reveal(extra: dict[str, Any], intro: int) -> None:
    names = ["Alice", "Bob", "Carol", "Dave"]
    config = {
        "players": 4,
        "names": names,
        "max_rounds": intro + 13,
        "script": {"ultimate": ["Carol:U3"]},
        **extra,
    }
    driver = Driver(NUCLEAR, config, 31)
    state: NuclearState = driver.state
    carol = names.index("Carol")
    delay = state.config.ultimate_reveal_delay
    start = state.round
    rng = random.Random(31)
    checked_rounds = set()
    while not driver.finished:
        done = state.round - 1  # rounds cleaned up so far
        for seat in (None, 0, 1, 3):
            seen = view(state, seat)
            text = dumps(seen)
            if done < intro + delay:  # dealt at round intro's cleanup, revealed 10 rounds on
                assert "U3" not in text, (seat, state.round)
                assert "Carol" not in dumps([e for e in seen["log"] if "ultimate" in e["kind"]])
                for entry in seen["log"]:
                    if "ultimate" in entry["kind"]:
                        assert carol not in [entry.get(k) for k in ACTOR_FIELDS], entry
                checked_rounds.add(state.round)
        mine = view(state, carol)["log"]
        if done >= intro:
            dealt = [e for e in mine if e["kind"] == "ultimate_dealt"]
            assert len(dealt) == 1 and dealt[0]["card"] == "U3"
            assert [e for e in view(state, None)["log"] if e["kind"] == "ultimate_dealt"]
        decision = driver.pending[0]
        # nobody plays or gives the U-card (using it may show its user, R-31 amended)
        options = [o for o in decision.options if not o.startswith(("activate:U", "give:U"))]
        driver.submit(decision.seat, rng.choice(options or list(decision.options)))
    assert checked_rounds == set(range(start, intro + delay + 1))
    assert state.ultimates == [(intro, carol, "U3")]
    for seat in (None, 0, 1, 2, 3):
        revealed = [e for e in view(state, seat)["log"] if e["kind"] == "ultimate_revealed"]
        assert len(revealed) == 1
        assert revealed[0]["owner"] == carol and revealed[0]["card"] == "U3"
        assert revealed[0]["round"] == intro + delay and "Carol" in revealed[0]["text"]


# -- (e) options ---------------------------------------------------------------------------------


@examples(25)
@given(seed=SEEDS, players=PLAYERS, point=POINTS)
def test_nobody_sees_another_seats_options(seed: int, players: int, point: int) -> None:
    driver = play_to(seed, players, point)
    state: NuclearState = driver.state
    pending = driver.pending
    for seat in seats_of(state):
        seen = view(state, seat)
        assert "options" not in {key for key, _ in walk(seen)}
        assert "pending" not in seen
        for decision in pending:
            if decision.seat != seat:
                # an option list of another seat never shows, whole or in part
                assert dumps(list(decision.options)) not in dumps(seen)
        mine = own_decisions(pending, seat)
        assert all(d["seat"] == seat for d in mine)
        assert len(mine) == sum(1 for d in pending if d.seat == seat)
    assert own_decisions(pending, None) == []


OWN_KEYS = {
    "population",
    "hand",
    "active",
    "idle",
    "prepped",
    "prepped_due",
    "emp_locked_until",
    "credit",
    "penalties",
    "score",
}


def test_a_seats_own_part_names_its_hand_and_its_prep() -> None:
    """The keys a seat's view has, by name (a browser and the bots read them), and what the hand
    and the prep say, at every point of a random game until a prep has been seen."""
    driver = play_to(5, 3, 0)
    rng = random.Random(5)
    preps_seen = 0
    while not driver.finished and preps_seen < 3:
        state = driver.state
        for player in state.players:
            seen = view(state, player.seat)
            assert seen["game"] == "nuclear" and set(seen["me"]) == OWN_KEYS
            assert (seen["round"], seen["seat"], seen["over"]) == (
                state.round,
                player.seat,
                state.over,
            )
            assert seen["me"]["hand"] == [card.label for card in player.hand]
            due = player.prepped_due if player.prepped else None
            assert seen["me"]["prepped_due"] == due
            preps_seen += player.prepped is not None
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
    assert preps_seen == 3


def test_a_prep_announced_last_round_shows_as_preparing_to_everyone() -> None:
    """§5.1: the round after B announces a prep, every view shows B preparing, and only B."""
    from support import three

    g = three({}, {"hand": ["M500"]}, {})
    g.play({"B": ["prep:M500"]})
    for seat in (None, 0, 1, 2):
        players = view(g.state, seat)["players"]
        assert [p["preparing"] for p in players] == [False, True, False], seat


def test_a_blocked_missile_is_public_with_its_attacker_and_target() -> None:
    """§5.2: everyone reads who fired at whom and that the defense stopped it."""
    from support import three

    g = three({"hand": ["W500n"], "prepped": "M500"}, {"hand": ["D1000"]}, {})
    g.play({"A": ["launch:W500n", "target:B"], "B": ["defense:D1000"]})
    for who in (None, "C"):
        (entry,) = g.entries(who, "blocked", round=1)
        assert (entry["attacker"], entry["target"]) == (0, 1)
        assert entry["text"] == "A's missile on B was stopped by defense"


def test_a_move_that_forfeits_the_due_missile_asks_first_in_words() -> None:
    """R-61: passing with a missile due asks to confirm, and says what is lost."""
    from support import three

    g = three({"hand": ["W500n", "D200"], "prepped": "M500"}, {}, {})
    g.driver.submit(0, "pass")
    (decision,) = g.driver.pending
    assert (decision.seat, decision.kind, tuple(decision.options)) == (
        0,
        "confirm_forfeit",
        ("confirm", "back"),
    )
    assert decision.prompt == "Your prepped missile will be lost."


def test_a_launch_asks_for_its_target_among_the_others() -> None:
    from support import three

    g = three({"hand": ["W500n", "D200"], "prepped": "M500"}, {}, {})
    g.driver.submit(0, "launch:W500n")
    (decision,) = g.driver.pending
    assert (decision.seat, decision.kind, list(decision.options)) == (
        0,
        "target",
        ["target:1", "target:2"],
    )
    assert decision.prompt == "Choose the target of launch"
