"""Leak tests for the Cosmic Encounter seat views (cosmic/view.py).

(a) Resampling everything a seat may not see (other hands, the deck and its order, the Destiny
Pile and its order, face-down Challenge Cards, the random streams, other seats' private log parts
such as deal proposals and what powers showed them) leaves that seat's view unchanged; (b) no view
holds a forbidden key or the seed; (c) another seat's cards show in a view only where that seat
was shown them (consolation, Mind); (d) deal proposals appear only in the two main players' logs;
(e) nobody sees another seat's options.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.profiles import examples

from hyperspace.cosmic import COSMIC, cards
from hyperspace.cosmic.config import Config
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.setup import fits
from hyperspace.cosmic.state import CosmicState
from hyperspace.cosmic.variants import VARIANTS
from hyperspace.cosmic.variants.kickers import PLAYED as KICKERS_DOWN
from hyperspace.cosmic.variants.kickers import SHOWN as KICKERS_SHOWN
from hyperspace.cosmic.view import CHALLENGE_FIELDS, PARTS, PLAYER_FIELDS, part, view
from hyperspace.engine import Decision, Driver
from hyperspace.engine.rng import Streams
from hyperspace.engine.view import FORBIDDEN_KEYS, own_decisions

from .support import Answers, challenges_done, new_game, pending_kind, play, state

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
POINTS = st.integers(min_value=0, max_value=700)
LEAKS = examples(40)
# Every card name a deck can hold, for resampling hidden cards.
UNIVERSE = (
    [cards.attack(v) for v in sorted(set(cards.MAYFAIR_ATTACKS))]
    + [cards.COMPROMISE]
    + [cards.edict(e) for e in cards.KNOWN_EDICTS]
    + [cards.flare(name) for name, power in sorted(POWERS.items()) if power.flare is not None]
    + [cards.kicker(value) for value in cards.KICKER_VALUES]
    + [cards.pulsar(name) for name in sorted(POWERS)]
    + [cards.edict(e) for e in cards.PULSAR_EDICTS]
)


@st.composite
def configs(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.integers(min_value=2, max_value=6))
    config: dict[str, Any] = {"players": players, "max_challenges": 300}
    config["lucre"], config["praw"] = draw(st.booleans()), draw(st.booleans())
    names = sorted(POWERS)
    # A power needing a setting that is off (Lucre, C-486) or a colour nobody plays (C-558) is
    # never dealt: left out of the pool.
    settings = Config(players=players, lucre=config["lucre"], praw=config["praw"])
    names = [name for name in names if fits(settings, name)]
    if len(names) >= players and draw(st.booleans()):
        config["power_pool"] = draw(st.lists(st.sampled_from(names), min_size=players, unique=True))
    else:
        config["use_powers"] = False
    if draw(st.booleans()):
        config["variants"] = ["pulsars"]  # Pulsars in hands are hidden like any card
    return config


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


def play_to(seed: int, config: dict[str, Any], point: int) -> Driver:
    """Random legal play for ``point`` decisions (or to the end)."""
    driver = Driver(COSMIC, config, seed)
    rng = random.Random(seed)
    for _ in range(point):
        if driver.finished:
            break
        decision = driver.pending[0]
        driver.submit(decision.seat, rng.choice(decision.options))
    return driver


def resample(driver: Driver, seat: int | None, salt: int) -> CosmicState:
    """A copy of the game (rebuilt by replaying its record) where everything ``seat`` may not see
    is redrawn at random."""
    rng = random.Random(salt)
    other: CosmicState = driver.fork().state
    n = len(other.players)
    for player in other.players:
        if player.seat != seat:  # other hands: the same size, any cards
            player.hand = [rng.choice(UNIVERSE) for _ in player.hand]
    other.deck = [rng.choice(UNIVERSE) for _ in other.deck]  # contents and order
    other.destiny = [rng.randrange(n) for _ in other.destiny]  # colours and order
    challenge = other.challenge
    if challenge is not None:  # face-down Challenge Cards (the Gambler's too, after the reveal)
        for s in list(challenge.cards):
            if s != seat and (not challenge.revealed or s in challenge.face_down):
                challenge.cards[s] = rng.choice(
                    [cards.COMPROMISE, cards.attack(rng.randint(1, 40))]
                )
    if challenge is not None and not challenge.revealed:
        kickers = challenge.data.get(KICKERS_DOWN, {})
        if not challenge.data.get(KICKERS_SHOWN):  # face-down Kickers
            for s in list(kickers):
                if s != seat:
                    kickers[s] = cards.kicker(rng.choice(cards.KICKER_VALUES))
    other.streams = Streams(rng.getrandbits(64))
    for event in other.log:  # other seats' private parts: deal proposals, Mind, consolation...
        if event.private:
            event.private = {
                s: part if s == seat else {"junk": rng.random(), "hand": rng.sample(UNIVERSE, 3)}
                for s, part in event.private.items()
            }
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


def seats_of(s: CosmicState) -> list[int | None]:
    return [None, *range(len(s.players))]


# -- (a) resampling the unseen leaves the view unchanged ---------------------------------------


@LEAKS
@given(seed=SEEDS, config=configs(), point=POINTS, salt=st.integers(0, 2**32))
def test_resampling_what_a_seat_cannot_see_leaves_its_view_unchanged(
    seed: int, config: dict[str, Any], point: int, salt: int
) -> None:
    driver = play_to(seed, config, point)
    s: CosmicState = driver.state
    for seat in seats_of(s):
        changed = resample(driver, seat, salt)
        assert dumps(view(changed, seat)) == dumps(view(s, seat)), f"seat {seat} sees a change"


# Every kind of secret a Cosmic game holds, and when it is there to leak.
SECRETS: dict[str, Callable[[CosmicState], bool]] = {
    "other hands": lambda s: sum(bool(p.hand) for p in s.players) > 1,
    "the deck": lambda s: len(s.deck) > 1,
    "the Destiny Pile": lambda s: len(s.destiny) > 1,
    "one Challenge Card face down": lambda s: face_down(s) == 1,
    "both Challenge Cards face down": lambda s: face_down(s) == 2,
    "one Kicker face down": lambda s: kickers_down(s) == 1,
    "both Kickers face down": lambda s: kickers_down(s) == 2,
    "a deal proposal": lambda s: any(e.kind == "deal-proposal" for e in s.log),
    "a hand Mind looked at": lambda s: any(e.kind == "mind-look" for e in s.log),
    "a consolation taken": lambda s: any(e.kind == "consolation" for e in s.log),
    "a prisoner exchange proposal": lambda s: any(e.kind == "exchange-proposal" for e in s.log),
}
# Powers and a variant that make those moments come often: Calculator and Amoeba stop the
# challenge with both cards down, Oracle's opponent plays first, Mind looks at hands.
# No Flares: the extra Flares in the deck are drawn from every implemented power (AMB-B06), so
# each new power would change these games; seed 29 is one where both Kickers go face down.
SECRET_GAMES = [
    (seed, {"players": 4, "powers": ["calculator", "amoeba", "oracle", "mind"],
            "variants": variants, "max_challenges": 300, "flares": False})
    for seed, variants in ((1, ["kickers"]), (2, ["kickers"]), (29, ["kickers"]),
                           (4, ["kickers", "prisoners"]), (5, ["prisoners"]))
]  # fmt: skip
CHECKS_PER_SECRET = 2  # per game: each check resamples the game once per seat


def kickers_down(s: CosmicState) -> int:
    challenge = s.challenge
    if challenge is None or challenge.data.get(KICKERS_SHOWN):
        return 0
    return len(challenge.data.get(KICKERS_DOWN, {}))


def face_down(s: CosmicState) -> int:
    challenge = s.challenge
    return 0 if challenge is None or challenge.revealed else len(challenge.cards)


def test_every_kind_of_secret_is_reached_and_kept() -> None:
    """Random play until each kind of secret is there, then the resampling check of (a) at that
    moment: no seat's view changes when what it may not see is redrawn. The test fails if some
    kind of secret was never reached, so it cannot pass without checking it."""
    checked = dict.fromkeys(SECRETS, 0)
    for seed, config in SECRET_GAMES:
        driver = Driver(COSMIC, config, seed)
        rng, salts = (
            random.Random(seed),
            random.Random(-seed),
        )  # the play does not depend on the checks
        in_game = dict.fromkeys(SECRETS, 0)
        while not driver.finished:
            s: CosmicState = driver.state
            here = [
                n for n, holds in SECRETS.items() if holds(s) and in_game[n] < CHECKS_PER_SECRET
            ]
            if here:
                for seat in seats_of(s):
                    changed = resample(driver, seat, salts.getrandbits(32))
                    assert dumps(view(changed, seat)) == dumps(view(s, seat)), (seed, here, seat)
                for name in here:
                    in_game[name] += 1
                    checked[name] += 1
            decision = driver.pending[0]
            driver.submit(decision.seat, secretive(decision, rng))
        proposals_stay_between_the_two(driver.state)
    assert [name for name, count in checked.items() if count == 0] == []


def proposals_stay_between_the_two(s: CosmicState) -> None:
    """A deal or prisoner-exchange proposal is in the log for the two players it is between and
    nobody else: its terms are no part of the public entry, which resampling would not catch."""
    for event in s.log:
        if event.kind in ("deal-proposal", "exchange-proposal"):
            assert "proposal" not in (event.public or {}), event.kind
            assert event.private is not None and len(event.private) == 2, event.kind
            for seat in seats_of(s):
                seen = event.seen_by(seat) or {}
                assert ("proposal" in seen) == (seat in event.private), (event.kind, seat)


def secretive(decision: Decision, rng: random.Random) -> str:
    """A random answer, except that a Kicker is always played when one may be (so both main
    players' Kickers lie face down now and then)."""
    if decision.kind == "kickers-play":
        return rng.choice([key for key in decision.options if key != "pass"])
    return rng.choice(decision.options)


def test_resampling_does_change_what_is_hidden() -> None:
    """The resampler is not a no-op: the public observer's hidden data really changes."""
    driver = play_to(3, {"players": 4, "use_powers": False}, 40)
    changed = resample(driver, None, 1)
    s: CosmicState = driver.state
    assert [p.hand for p in changed.players] != [p.hand for p in s.players]
    assert changed.deck != s.deck


@examples(25)
@given(seed=SEEDS, config=configs(), point=POINTS)
def test_others_private_entries_do_not_show_even_by_their_number(
    seed: int, config: dict[str, Any], point: int
) -> None:
    driver = play_to(seed, config, point)
    s: CosmicState = driver.state
    for seat in seats_of(s):
        thinned = driver.fork().state
        thinned.log = [e for e in thinned.log if e.seen_by(seat) is not None]
        assert dumps(view(thinned, seat)) == dumps(view(s, seat))


# -- (b) no forbidden key, no seed ----------------------------------------------------------------


# Games with a second colour, a second system and slaves (Symbiote, Progenitor, Vampire: C-550,
# C-568), every variant.
EXTRA_GAMES = [
    (seed, {"players": 4, "powers": ["symbiote", "progenitor", "vampire", "mind"],
            "variants": ["kickers", "prisoners", "pulsars", "zodiac"], "max_challenges": 300})
    for seed in (1, 2, 3)
]  # fmt: skip
# The other powers of "Alien powers III" (Terrorist's bombs, Butler's tips, Phantom's ghosts,
# Pentaform's stages), every variant.
POWERS_III_GAMES = [
    (seed, {"players": 5, "powers": powers, "variants": sorted(VARIANTS),
            "max_challenges": 300})
    for seed, powers in enumerate(
        (["pentaform", "phantom", "subversive", "butler", "crystal"],
         ["demon", "filth", "terrorist", "disease", "subversive"]), start=4)
]  # fmt: skip


@pytest.mark.parametrize(("seed", "config"), EXTRA_GAMES)
@pytest.mark.parametrize("point", [40, 120])
def test_views_with_extra_colours_and_systems_neither_leak_nor_change_when_resampled(
    seed: int, config: dict[str, Any], point: int
) -> None:
    driver = play_to(seed, config, point)
    s: CosmicState = driver.state
    assert len(s.colour_owner) == 8 and len(s.system_owner) == 5
    for seat in seats_of(s):
        seen = view(s, seat)
        assert not {key for key, _ in walk(seen)} & FORBIDDEN_KEYS, f"seat {seat}"
        changed = resample(driver, seat, seed + point)
        assert dumps(view(changed, seat)) == dumps(seen), f"seat {seat} sees a change"


@pytest.mark.parametrize(("seed", "config"), EXTRA_GAMES)
@pytest.mark.parametrize("point", [40, 120, 200])
def test_with_extra_colours_and_systems_each_player_field_is_the_view_s(
    seed: int, config: dict[str, Any], point: int
) -> None:
    """Read alone, a player field counts a base of two colours once and a base in an added home
    system as a home base (the external bases are counted apart from the players' part)."""
    s: CosmicState = play_to(seed, config, point).state
    assert len(s.colour_owner) == 8 and len(s.system_owner) == 5
    for seat in range(len(s.players)):  # parts are read by seats (bots), never by spectators
        players = view(s, seat, since=None)["players"]
        for key in PLAYER_FIELDS:
            field = key.removeprefix("players.")
            shown = [player[field] for player in players]
            assert dumps(part(s, seat, key)) == dumps(shown), f"seat {seat}, {key}"
    assert part(s, 0, "players.external_bases") == [s.external_bases(p) for p in range(4)]


@pytest.mark.parametrize(("seed", "config"), POWERS_III_GAMES)
@pytest.mark.parametrize("point", [40, 120])
def test_views_with_the_powers_of_alien_powers_iii_neither_leak_nor_change_when_resampled(
    seed: int, config: dict[str, Any], point: int
) -> None:
    driver = play_to(seed, config, point)
    s: CosmicState = driver.state
    assert set(config["powers"]) <= set(s.powers)  # (and Pentaform's stage)
    for seat in seats_of(s):
        seen = view(s, seat)
        assert not {key for key, _ in walk(seen)} & FORBIDDEN_KEYS, f"seat {seat}"
        changed = resample(driver, seat, seed + point)
        assert dumps(view(changed, seat)) == dumps(seen), f"seat {seat} sees a change"


@LEAKS
@given(seed=st.integers(min_value=10**12, max_value=10**13), config=configs(), point=POINTS)
def test_no_view_holds_a_forbidden_key_or_the_seed(
    seed: int, config: dict[str, Any], point: int
) -> None:
    driver = play_to(seed, config, point)
    s: CosmicState = driver.state
    for seat in seats_of(s):
        seen = view(s, seat)
        assert not {key for key, _ in walk(seen)} & FORBIDDEN_KEYS, f"seat {seat}"
        assert str(seed) not in dumps(seen)
        assert dumps(driver.view(seat)) == dumps(seen)
    for decision in driver.pending:
        asked = decision.to_dict()
        assert not {key for key, _ in walk(asked)} & FORBIDDEN_KEYS
        assert str(seed) not in dumps(asked)


@LEAKS
@given(seed=SEEDS, config=configs(), point=POINTS)
def test_each_part_is_the_view_s_own_key(seed: int, config: dict[str, Any], point: int) -> None:
    """A bot reads a seat's view a part at a time (``part``): each part is exactly that key of the
    whole view, and the parts are all of it but the log, so the tests above cover them too; each
    field of the players' part read alone ("players.lucre") is that field of every player, each
    planet read alone ("planets.B3") that planet of the planets' part, one's own tokens read alone
    ("planets.mine") one's own of each planet there where one has any, and each of the challenge's
    main players read alone ("challenge.offense") that of the challenge's part."""
    s: CosmicState = play_to(seed, config, point).state
    for seat in range(len(s.players)):
        seen = view(s, seat, since=None)
        assert list(seen) == [*PARTS, "hand"]
        for key, value in seen.items():
            assert dumps(part(s, seat, key)) == dumps(value), f"seat {seat}, {key}"
        # The players' fields read alone: every field of a player, each as the whole view shows it.
        assert [f"players.{field}" for field in seen["players"][0]] == list(PLAYER_FIELDS)
        for key in PLAYER_FIELDS:
            field = key.removeprefix("players.")
            shown = [player[field] for player in seen["players"]]
            assert dumps(part(s, seat, key)) == dumps(shown), f"seat {seat}, {key}"
        for key, counts in seen["planets"].items():  # and each planet read alone
            assert part(s, seat, f"planets.{key}") == counts, f"seat {seat}, {key}"
        mine = {key: counts[seat] for key, counts in seen["planets"].items() if counts[seat]}
        assert part(s, seat, "planets.mine") == mine, f"seat {seat}"
        for key in CHALLENGE_FIELDS:  # the challenge's main players read alone
            field, challenge = key.removeprefix("challenge."), seen["challenge"]
            assert part(s, seat, key) == (challenge[field] if challenge else None), key


def test_a_key_that_is_no_part_is_named_in_the_error() -> None:
    s = play_to(1, {"players": 3}, 0).state
    with pytest.raises(KeyError, match="no part 'deck'"):
        part(s, 0, "deck")
    with pytest.raises(KeyError, match="no planet 'D1' in this game"):
        part(s, 0, "planets.D1")
    with pytest.raises(KeyError, match="no planet 'B7' in this game"):
        part(s, 0, "planets.B7")


# -- (c) another seat's cards only where shown --------------------------------------------------

HANDS = {
    0: ["attack-9", "attack-30", "edict-unzap"],
    1: ["compromise", "attack-5"],
    2: ["attack-15", "attack-17"],
}
POSITION = {"offense": 0, "destiny": [1, 2, 0, 2, 1, 0, 1, 2, 0], "hands": HANDS}
ATTACK = {"cone": "B1", "launch": ["A1"]}


def cards_in(entries: list[dict[str, Any]]) -> set[str]:
    return {v for _, v in walk(entries) if isinstance(v, str) and cards.is_card_name(v)}


def test_consolation_cards_show_only_to_the_two_players() -> None:
    driver = new_game(0, setup=POSITION)
    play(driver, {**ATTACK, "challenge-card": {0: "attack-30", 1: "compromise"}},
         until=challenges_done(1))  # fmt: skip
    s = state(driver)
    assert sorted(s.players[1].hand) == ["attack-5", "attack-9", "edict-unzap"]
    taken = {"attack-9", "edict-unzap"}
    for seat in (0, 1):
        entries = [e for e in view(s, seat)["log"] if e["kind"] == "consolation"]
        assert len(entries) == 1 and set(entries[0]["taken"]) == taken
    for seat in (2, None):
        log = view(s, seat)["log"]
        assert [e["cards"] for e in log if e["kind"] == "consolation"] == [2]
        # Only cards played face up (the revealed cards, the discard) name anything: never the
        # cards that moved from A's hand to B's.
        assert not cards_in(log) & taken, seat


def test_mind_shows_a_hand_only_to_mind() -> None:
    assert "mind" in POWERS  # a missing power fails here rather than passing unseen
    setup = {**POSITION, "powers": {2: "mind"}}
    driver = new_game(0, setup=setup)
    answers = Answers({**ATTACK, "power:mind": "use", "mind-target": "player:1"})
    play(driver, answers, until=lambda d: any(k == "mind-look" for k in kinds(d)))
    s = state(driver)
    looks = [e for e in s.log if e.kind == "mind-look"]
    assert len(looks) == 1 and looks[0].private is not None and set(looks[0].private) == {2}
    public = looks[0].public or {}
    assert public["of"] == 1 and looks[0].private[2]["hand"] == sorted(s.players[1].hand)
    for seat in (0, 1, None):
        for entry in view(s, seat)["log"]:
            assert "hand" not in entry, (seat, entry)


def test_a_butler_tip_shows_only_to_the_butler_and_the_offense() -> None:
    # Butler (seat 2) is tipped a random card by the offense (C-570): the card is named in their
    # two logs only; the defense and the observer see that one card changed hands.
    assert "butler" in POWERS
    driver = new_game(0, setup={**POSITION, "powers": {2: "butler"}})
    answers = Answers({**ATTACK, "power:butler": "use", "butler-tip": "tip"})
    play(driver, answers, until=lambda d: any(k == "butler-tip" for k in kinds(d)))
    s = state(driver)
    (tip,) = [e for e in s.log if e.kind == "butler-tip"]
    assert tip.private is not None and set(tip.private) == {0, 2}
    taken = set(tip.private[2]["taken"])
    assert len(taken) == 1 and taken <= set(s.players[2].hand)
    for seat in (1, None):
        log = view(s, seat)["log"]
        assert [e["cards"] for e in log if e["kind"] == "butler-tip"] == [1]
        assert not cards_in(log) & taken, seat


def test_terrorist_bombs_show_only_to_terrorist() -> None:
    # Terrorist (seat 0) bombs C2 secretly (C-526): its own view names the planet, in its power's
    # data and its log; the others' and the observer's show only that a bomb was planted.
    assert "terrorist" in POWERS
    driver = new_game(0, setup={**POSITION, "powers": {0: "terrorist"}})
    play(driver, {"power:terrorist": "use", "terrorist-bomb": "C2"}, until=pending_kind("cone"))
    s = state(driver)
    own = view(s, 0)
    assert own["players"][0]["power_data"] == {"bombs": 1, "bombed": ["C2"]}
    planted = [e for e in own["log"] if e["kind"] == "bomb-planted"]
    assert len(planted) == 1 and planted[0]["planet"] == "C2"
    for seat in (1, 2, None):
        seen = view(s, seat)
        assert seen["players"][0]["power_data"] == {"bombs": 1}, seat
        assert "C2" not in json.dumps(seen["log"]) and "bombed" not in json.dumps(seen), seat


def kinds(driver: Driver) -> list[str]:
    return [e.kind for e in state(driver).log]


# -- (c') face-down Challenge Cards ----------------------------------------------------------------

# Seat 0 attacks seat 1, who holds Calculator: once both cards are down, before the reveal, seat 1
# is asked whether to equalize (AMB-W04), so the game stops with both cards face down.
FACE_DOWN = {0: "attack-15", 1: "attack-8"}


def cards_face_down() -> CosmicState:
    hands = {0: [FACE_DOWN[0]], 1: [FACE_DOWN[1]], 2: ["attack-5"]}
    driver = new_game(0, setup={**POSITION, "hands": hands, "powers": {1: "calculator"}})
    play(driver, ATTACK, until=pending_kind("power:calculator"))
    s = state(driver)
    assert s.challenge is not None and s.challenge.cards == FACE_DOWN  # the moment is reached
    assert not s.challenge.revealed
    return s


def test_a_face_down_challenge_card_shows_only_to_its_player() -> None:
    s = cards_face_down()
    for seat in (0, 1, 2, None):
        seen = view(s, seat)
        own = {} if seat is None or seat == 2 else {str(seat): FACE_DOWN[seat]}
        assert seen["challenge"].get("cards", {}) == own, seat
        hidden = [card for owner, card in FACE_DOWN.items() if owner != seat]
        for card in hidden:  # nowhere in the view: not in the challenge, not in the log
            assert card not in dumps(seen), (seat, card)


def test_a_face_down_challenge_card_shows_to_everyone_once_revealed() -> None:
    """The other half of the rule: the view does show the cards, from the reveal on."""
    s = cards_face_down()
    assert s.challenge is not None
    s.challenge.revealed = True
    for seat in (0, 1, 2, None):
        assert view(s, seat)["challenge"]["cards"] == {"0": "attack-15", "1": "attack-8"}


def test_the_gamblers_face_down_card_shows_only_to_the_gambler() -> None:
    """The Gambler keeps its card face down after the reveal (C-396): while the claim is weighed,
    once it is accepted, to the end of the challenge, nobody else sees it, in the challenge or
    in the log; only the Gambler does."""
    hands = {0: ["attack-30", "attack-4"], 1: ["attack-8"], 2: ["attack-5"]}
    driver = new_game(0, setup={**POSITION, "hands": hands, "powers": {0: "gambler"}})
    answers = {
        **ATTACK, "challenge-card": {0: "attack-30"}, "gambler-claim": "claim:attack-20",
        "gambler-call": "accept",
    }  # fmt: skip
    moments = ("gambler-call", "second-challenge")  # the claim weighed; the challenge over
    for moment in moments:
        play(driver, Answers(answers), until=pending_kind(moment))
        s = state(driver)
        assert s.challenge is None or s.challenge.revealed, moment
        for seat in (1, 2, None):
            seen = view(s, seat)
            assert "attack-30" not in dumps(seen), (moment, seat)
        if s.challenge is not None:
            assert view(s, 0)["challenge"]["cards"] == {"0": "attack-30", "1": "attack-8"}
            assert view(s, 1)["challenge"]["cards"] == {"1": "attack-8"}
            assert view(s, 1)["challenge"]["face_down"] == [0]
    assert state(driver).deck[0] == "attack-30"  # under the deck, unseen


# -- (d) deal proposals ---------------------------------------------------------------------------


@LEAKS
@given(seed=SEEDS, config=configs())
def test_deal_proposals_appear_only_in_the_main_players_logs(
    seed: int, config: dict[str, Any]
) -> None:
    driver = play_to(seed, config, 10**6)
    s: CosmicState = driver.state
    sides: tuple[int, int] = (-1, -1)
    offense = -1
    for event in s.log:
        public = event.public or {}
        if event.kind in ("challenge", "boomerang-resume"):  # a challenge begins or resumes
            offense = public["offense"]
        elif event.kind == "cone":
            sides = (offense, public["defense"])
        elif event.kind == "pirate-raid":  # a raid in the middle of a challenge, which resumes
            sides = (public["seat"], public["victim"])
        elif event.kind == "pirate-resume":
            offense, sides = public["offense"], (public["offense"], public["defense"])
        elif event.kind == "deal-proposal":
            assert "proposal" not in public
            assert event.private is not None and set(event.private) == set(sides)
            for seat in seats_of(s):
                seen = event.seen_by(seat)
                assert ("proposal" in (seen or {})) == (seat in sides)


def test_a_deal_proposal_is_seen_by_both_main_players_and_nobody_else() -> None:
    driver = new_game(0, setup={**POSITION, "hands": {0: ["compromise", "attack-4"],
                                                      1: ["compromise", "attack-5"]}})  # fmt: skip
    play(driver, {**ATTACK, "challenge-card": "compromise", "deal-propose": {0: "give:1c/get:1c"}},
         until=lambda d: "deal-proposal" in kinds(d))  # fmt: skip
    s = state(driver)
    for seat, sees in ((0, True), (1, True), (2, False), (None, False)):
        entries = [e for e in view(s, seat)["log"] if e["kind"] == "deal-proposal"]
        assert len(entries) == 1
        assert (entries[0].get("proposal") == "give:1c/get:1c") == sees, seat
    # the answer is asked of B, whose decision alone carries the proposal
    pending = driver.pending
    assert [(d.seat, d.kind) for d in pending] == [(1, "deal-answer")]
    assert own_decisions(pending, 2) == [] and own_decisions(pending, None) == []


# -- (e) options --------------------------------------------------------------------------------


@examples(25)
@given(seed=SEEDS, config=configs(), point=POINTS)
def test_nobody_sees_another_seats_options(seed: int, config: dict[str, Any], point: int) -> None:
    driver = play_to(seed, config, point)
    s: CosmicState = driver.state
    for seat in seats_of(s):
        seen = view(s, seat)
        assert "options" not in {key for key, _ in walk(seen)} and "pending" not in seen
        mine = own_decisions(driver.pending, seat)
        assert all(d["seat"] == seat for d in mine)


def test_the_log_cursor_gives_each_entry_once() -> None:
    driver = play_to(4, {"players": 4, "use_powers": False}, 0)
    rng = random.Random(4)
    shown: dict[int | None, int] = {seat: 0 for seat in seats_of(driver.state)}
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


def test_a_pulsar_in_hand_shows_only_to_its_holder() -> None:
    position = {"offense": 0, "powers": {0: "virus"}, "hands": {1: ["pulsar-virus", "attack-4"]}}
    driver = new_game(0, variants=("pulsars",), setup=position)
    s = state(driver)
    assert "pulsar-virus" in dumps(view(s, 1))
    for seat in (None, 0, 2):
        assert "pulsar-virus" not in dumps(view(s, seat))
