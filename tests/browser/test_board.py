"""The drawn boards (issue 16): a Cosmic challenge played by clicking planets and cards on the
board, a nuclear round by clicking a country, the board showing the true state after every move
(ships per planet, populations) at desktop and phone widths, and axe-core finding no serious
accessibility violation. With HYPERSPACE_SCREENSHOTS=<folder> the tests save the boards there
(docs/screenshots/ holds the committed ones)."""

from __future__ import annotations

import os
import random
import re
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from test_browser import STEP_TIMEOUT, Seat, aggressive, create_in_lobby, resolved, settle

from conftest import Server
from hyperspace.server.catalog import GAMES
from hyperspace.server.guard import digest, new_secret
from hyperspace.server.storage import GameRow, SeatRow, Storage, sqlite_url

SCREENSHOTS = os.environ.get("HYPERSPACE_SCREENSHOTS")
WIDTHS = {"desktop": (1280, 900), "phone": (360, 740)}


def shoot(seat: Seat, name: str, whole: bool = True) -> None:
    """The page (``whole``: all of it; else what the screen shows), without the passing banner and
    text popover."""
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        seat.page.mouse.move(0, 0)
        seat.page.evaluate("() => window.scrollTo(0, 0)")  # a screen's worth: its top
        seat.page.wait_for_timeout(800)  # the ships' flights (0.7 s) have landed
        seat.page.evaluate(
            "() => { for (const id of ['banner', 'text-pop']) "
            "document.getElementById(id).hidden = true; }"
        )
        seat.page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=whole)


def seated(browser: Any, invites: dict[int, str], size: tuple[int, int]) -> list[Seat]:
    seats = [Seat(browser, seat) for seat in sorted(invites)]
    for seat in seats:
        seat.page.set_viewport_size({"width": size[0], "height": size[1]})
        seat.join(invites[seat.seat])
    return seats


def planets_shown(seat: Seat) -> dict[str, list[int]]:
    """Every planet drawn on the board: its ships by colour, read from the stacks."""
    shown: dict[str, dict[str, int]] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board g.planet')].map(p =>
             [p.dataset.planet, Object.fromEntries([...p.querySelectorAll('g.stack')]
               .map(s => [s.dataset.colour, Number(s.dataset.count)]))]))"""
    )
    return {
        key: [n for _, n in sorted((int(c), n) for c, n in ships.items())]
        for key, ships in shown.items()
    }


def planets_true(server: Server, game_id: str, seat: int) -> dict[str, list[int]]:
    planets = server.game(game_id).driver.view(seat)["planets"]
    return {key: [n for n in counts if n] for key, counts in planets.items()}


def check_planets(server: Server, game_id: str, seats: list[Seat]) -> None:
    """Each page's board shows every planet's ships as the game's view has them."""
    for seat in seats:
        deadline = time.monotonic() + STEP_TIMEOUT
        while planets_shown(seat) != (truth := planets_true(server, game_id, seat.seat)):
            if time.monotonic() > deadline:
                raise AssertionError(f"seat {seat.seat} shows {planets_shown(seat)}, truth {truth}")
            seat.page.wait_for_timeout(20)


def check_totals(server: Server, game_id: str, seat: Seat) -> bool:
    """The totals worked out beside the revealed cards are those the game reported for this
    challenge (its last "totals" entry), none before it; whether the page shows a sum."""
    shown: dict[str, str] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board .duel .total')]
             .map(t => [t.closest('.side').dataset.side, t.dataset.total]))"""
    )
    log = server.game(game_id).driver.view(seat.seat)["log"]
    since = max((i for i, e in enumerate(log) if e["kind"] == "challenge"), default=0)
    reported = [e for e in log[since:] if e["kind"] == "totals"]
    for side, total in shown.items():
        assert total == (str(reported[-1][side]) if reported else ""), (side, total, reported)
    return bool(shown)


def hidden_ships(seat: Seat) -> list[str]:
    """The places (planets, the Warp, prisons) whose ship stacks, and the systems whose owner's
    name or subtitle, a Cone or allies plate covers on the page's board."""
    found: list[str] = seat.page.evaluate(
        """() => {
          const box = (n) => n.getBoundingClientRect();
          const meet = (a, b) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const plates = [...document.querySelectorAll('#board .plate .plate-box')].map(box);
          const covered = (n) => plates.some(p => meet(p, box(n)));
          const stacks = [...document.querySelectorAll('#board .stack:not(.ghost)')]  // in flight
            .filter(s => !s.closest('.plate') && covered(s))
            .map(s => s.closest('[data-place]').dataset.place);
          const names = [...document.querySelectorAll('#board .system-name, #board .system-sub')]
            .filter(n => box(n).width > 0 && covered(n))  // a phone hides the subtitle
            .map(n => 'name:' + n.closest('.system').dataset.system);
          return [...stacks, ...names];
        }"""
    )
    return found


def choosable(seat: Seat) -> list[tuple[str, str]]:
    """The board's clickable choices now: (what, option key), what being planet, player or card."""
    found: list[tuple[str, str]] = seat.page.eval_on_selector_all(
        "#board .choosable",
        "nodes => nodes.map(n => [n.dataset.target.split(':')[0], n.dataset.key])",
    )
    return found


def next_move(seats: list[Seat], done: Any) -> Seat | None:
    deadline = time.monotonic() + STEP_TIMEOUT
    while not done():
        for seat in seats:
            if seat.keys_offered():
                return seat
        if time.monotonic() > deadline:
            raise AssertionError("no page offers a decision, yet the game goes on")
        seats[0].page.wait_for_timeout(20)
    return None


# Every animation still running on the page is an endless one.
AT_REST = "document.getAnimations().every((a) => a.effect.getTiming().iterations === Infinity)"


def serious(seat: Seat) -> list[str]:
    """axe-core's serious and critical violations on the page."""
    from axe_playwright_python.sync_playwright import Axe

    # The page at rest: mid-animation (a banner fading in, a ship flying over a stack) axe would
    # measure the contrast of a blend that lasts a fraction of a second. Only the endless glow of
    # what may be chosen on the board goes on.
    seat.page.wait_for_function(AT_REST)
    found = Axe().run(seat.page).response["violations"]
    return [
        f"{v['id']}: {v['help']}, at {[n['target'] for n in v['nodes'][:3]]}"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_cosmic_challenge_clicked_on_the_board(browser: Any, server: Server, width: str) -> None:
    invites = create_in_lobby(
        browser, server, "cosmic",
        [("Ann", "human"), ("Bob", "human"), ("Cy", "heuristic")], ("kickers",),
    )  # fmt: skip
    seats = seated(browser, invites, WIDTHS[width])
    game_id = seats[0].page.url.rsplit("/", 1)[1]
    state = server.game(game_id).driver.state
    seats[0].page.uncheck("#auto-pass")  # Ann sees the card windows, the one after the reveal too
    rng = random.Random(3)
    clicked: list[str] = []
    answered = -1
    moves = 0

    def done() -> bool:  # a challenge resolved, with a planet and a card chosen on the board
        return state.over or (resolved(state) and {"planet", "card"} <= set(clicked))

    while not done():
        settle(server, game_id, seats, answered)
        check_planets(server, game_id, seats)
        seat = next_move(seats, done)
        if seat is None:
            break
        decision = seat.states[-1]["decision"]
        # A window prompt answered moves the game on only once the window closes (docs/server.md)
        answered = decision["seq"] - (decision["kind"] == "window")
        board = choosable(seat)
        if board:
            what, key = rng.choice(board)
            seat.page.click(f'#board .choosable[data-key="{key}"]')
            clicked.append(what)
        else:
            keys = [k for k in seat.keys_offered() if k != "pass-rest"]  # every window shown
            key = rng.choice(keys)
            seat.page.click(f'#decision button[data-key="{key}"]:not([disabled])')
        settle(server, game_id, seats, answered)
        check_totals(server, game_id, seats[0])
        assert hidden_ships(seats[0]) == []  # no plate over anyone's ships or name
        moves += 1
        assert moves < 400
    settle(server, game_id, seats, answered)
    check_planets(server, game_id, seats)
    check_totals(server, game_id, seats[0])
    assert resolved(state)
    assert "planet" in clicked and "card" in clicked, clicked  # the Cone or a launch; a card
    for seat in seats:
        assert not seat.errors, seat.errors
        assert serious(seat) == []
    shoot(seats[0], f"cosmic-{width}", whole=width == "desktop")


# Scenario CE-08 (defensive rewards) with three people: Ann attacks Bob's planet 1 with one ship
# and an Attack 4; Cy joins Bob's defense with two ships; Bob's Attack 12 wins, and Cy chooses his
# rewards with both cards still face up: 4 + 1 ship = 5 against 12 + 4 + 2 ships = 18.
REWARDS = {
    "players": 3, "names": ["Ann", "Bob", "Cy"], "use_powers": False,
    "setup": {
        "offense": 0, "destiny": [1, 2, 0, 2, 1, 0, 1, 2, 0],
        "planets": {"C1": [0, 0, 3]}, "warp": [0, 0, 1],
        "deck": ["attack-20", "attack-13", "compromise", "attack-8", "attack-6", "attack-7"],
        "hands": {"0": ["attack-4", "attack-6"], "1": ["attack-12", "attack-5"], "2": ["attack-5"]},
    },
}  # fmt: skip
# Each seat's answers in order: on the board where the option is drawn there (a planet, a
# player's star, a card), else by its button.
SCRIPT = {
    0: ["B1", "A1", "invite:none", "attack-4"],  # one token from A1 (a suggestion, C-600)
    1: ["invite:2", "attack-12"],
    2: ["defense:C2+C3", "token:C1"],  # the side and the tokens in one answer (C-604)
}


def three_people(
    tmp_path: Path, config: dict[str, Any] = REWARDS, game: str = "cosmic", bots: int = 0
) -> tuple[str, dict[int, str]]:
    """A game (of three, REWARDS, unless told) written into the server's database, each seat a
    person (the last ``bots`` heuristic bots): the people's invites."""
    people = len(config["names"]) - bots
    tokens = {seat: new_secret() for seat in range(people)}
    row = GameRow(
        id=uuid.uuid4().hex[:12], game=game, ruleset=GAMES[game].game.ruleset,
        config=config, seed=7, bot_seed=7, timer=None, host_hash=digest(new_secret()),
        seats=[SeatRow(s, n, None, digest(tokens[s])) if s < people else SeatRow(s, n, "heuristic")
               for s, n in enumerate(config["names"])],
    )  # fmt: skip
    storage = Storage(sqlite_url(tmp_path))
    try:
        storage.create_game(row)
    finally:
        storage.close()
    return row.id, tokens


def test_a_revealed_challenge_with_its_totals(browser: Any, server: Server, tmp_path: Path) -> None:
    game_id, tokens = three_people(tmp_path)
    invites = {seat: f"{server.url}/invite#{token}" for seat, token in tokens.items()}
    seats = seated(browser, invites, WIDTHS["desktop"])
    live = server.game(game_id)
    script = {seat: list(keys) for seat, keys in SCRIPT.items()}
    on_board: list[str] = []
    answered = -1
    while any(script.values()):
        settle(server, game_id, seats, answered)
        check_planets(server, game_id, seats)
        seat = next_move(seats, lambda: live.finished)
        assert seat is not None
        key = script[seat.seat].pop(0)
        if key == "token:C1":  # Cy's reward: the cards still face up, the totals worked out
            assert check_totals(server, game_id, seat)
            sums = seat.page.eval_on_selector_all(
                "#board .duel .total", "ts => ts.map(t => t.textContent)"
            )
            assert sums == ["card 4 · ships +1 · total 5", "card 12 · ships +6 · total 18"]
            assert hidden_ships(seat) == []  # no plate over anyone's ships or name
            shoot(seat, "cosmic-reveal")
            # Ann's page tells her of her loss in a banner, for a few seconds
            banner = seats[0].page.wait_for_selector("#banner:not([hidden])")
            assert banner.text_content() == "Ann loses 1 token to the Warp (defeat)."
        answered = seat.states[-1]["decision"]["seq"]
        if "+" in key:  # joining with tokens from several planets: the ally's form (C-604)
            side, _, tokens = key.partition(":")
            form = seat.page.locator("#decision form.proposal")
            for unit in tokens.split("+"):
                label = f"How many tokens from your planet {unit[1]} for the {side}?"
                form.get_by_label(label, exact=True).fill("1")
            form.locator("button[type=submit]").click()
        elif key in [choice for _, choice in choosable(seat)] and key == "A1":
            seat.page.focus(f'#board .choosable[data-key="{key}"]')  # by keyboard alone
            seat.page.keyboard.press("Enter")
            on_board.append(key)
        elif key in [choice for _, choice in choosable(seat)]:
            seat.page.click(f'#board .choosable[data-key="{key}"]')
            on_board.append(key)
        else:
            seat.page.click(f'#decision button[data-key="{key}"]:not([disabled])')
    settle(server, game_id, seats, answered)
    check_planets(server, game_id, seats)
    assert on_board == ["B1", "A1", "invite:2", "attack-4", "attack-12", "token:C1"]
    assert live.driver.state.outcomes == {"defense": 1}
    assert all(not seat.errors for seat in seats)


PLATES_PLACED = """([view, crowd]) => {
  // The board of `view` drawn into a phone-wide box with a challenge on B1 (and, given `crowd`,
  // those ships of each colour on every planet, the offense's Cone joined by two allies): where
  // its plates went, and whose ships they cover.
  const v = JSON.parse(JSON.stringify(view));
  v.challenge = { offense: 0, planet: "B1", cone: { 0: 4 }, defense_end: { 2: 2 } };
  if (crowd) {
    for (const key of Object.keys(v.planets)) v.planets[key] = crowd;
    v.challenge.cone = { 0: 4, 3: 1, 4: 1 };
  }
  const box = document.createElement("div");
  box.style.width = "360px";
  document.body.append(box);
  renderCosmic(v, box, ["Ann", "Bob", "Cy", "Di", "Ed"]);
  const rect = (n) => n.getBoundingClientRect();
  const meet = (a, b) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const plates = [...box.querySelectorAll(".plate .plate-box")].map(rect);
  const stacks = [...box.querySelectorAll(".stack")].filter((s) => !s.closest(".plate"));
  const names = [...box.querySelectorAll(".system-name")];
  const places = [...box.querySelectorAll(".system, .band")];
  const bottom = Math.max(...places.map((n) => rect(n).bottom));
  const covered = (n) => plates.some((p) => meet(p, rect(n)));
  const found = {
    hidden: [
      ...stacks.filter(covered).map((s) => s.closest("[data-place]").dataset.place),
      ...names.filter(covered).map((n) => n.textContent),
    ],
    below: plates.map((p) => p.top >= bottom),
  };
  box.remove();
  return found;
}"""


def test_a_plate_with_no_free_spot_goes_below_the_board(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    """A Cone or allies plate never covers ships or a player's name. On a five players' board as
    dealt, both stay by the beam and the planet; with every colour's ships on every planet, no
    spot near the planet is free for the allies' plate, and it goes to a strip below the
    systems (the Cone's goes there too, or finds a free spot farther along the beam)."""
    five = {"players": 5, "names": ["Ann", "Bob", "Cy", "Di", "Ed"], "use_powers": False}
    game_id, tokens = three_people(tmp_path, five, bots=4)
    (ann,) = seated(browser, {0: f"{server.url}/invite#{tokens[0]}"}, WIDTHS["phone"])
    settle(server, game_id, [ann], -1)
    view = ann.states[-1]["view"]
    as_dealt = ann.page.evaluate(PLATES_PLACED, [view, None])
    assert as_dealt == {"hidden": [], "below": [False, False]}
    crowded = ann.page.evaluate(PLATES_PLACED, [view, [1, 1, 1, 1, 1]])
    assert crowded["hidden"] == [] and crowded["below"][1], crowded
    assert not ann.errors, ann.errors


def populations_shown(seat: Seat) -> dict[int, int | None]:
    shown: dict[str, str] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board g.country')].map(c =>
             [c.dataset.seat, c.querySelector('.country-pop').dataset.population]))"""
    )
    return {int(s): int(n) if n else None for s, n in shown.items()}


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_nuclear_round_clicked_on_the_board(browser: Any, server: Server, width: str) -> None:
    invites = create_in_lobby(
        browser, server, "nuclear", [("Ann", "human"), ("Bob", "heuristic"), ("Cy", "heuristic")]
    )
    seats = seated(browser, invites, WIDTHS[width])
    ann = seats[0]
    game_id = ann.page.url.rsplit("/", 1)[1]
    live = server.game(game_id)
    choose = aggressive(random.Random(4))
    aimed_in: int | None = None  # the round in which Ann chose a target by clicking a country
    answered = -1
    for _ in range(300):
        settle(server, game_id, seats, answered)
        view = live.driver.view(0)
        assert populations_shown(ann) == {p["seat"]: p["population"] for p in view["players"]}
        if live.finished or (aimed_in is not None and view["round"] > aimed_in):
            break
        if next_move(seats, lambda: live.finished) is None:
            break
        answered = ann.states[-1]["decision"]["seq"]
        countries = [key for what, key in choosable(ann) if what == "player"]
        if countries:
            ann.page.click(f'#board .choosable[data-key="{countries[0]}"]')
            aimed_in = view["round"]
        else:
            key = choose(ann.keys_offered())
            ann.page.click(f'#decision button[data-key="{key}"]:not([disabled])')
    assert aimed_in is not None, "no target was chosen on the board"
    assert ann.page.locator("#board .panel h3", has_text="report").count() == 1
    assert not ann.errors, ann.errors
    assert serious(ann) == []
    shoot(ann, f"nuclear-{width}", whole=width == "desktop")


def rings(seat: Seat) -> dict[str, tuple[list[float], list[float]]]:
    """Each system drawn: its planets' distances from the star's centre and their bearings from
    it (degrees clockwise from straight up), planet 1 first."""
    found: dict[str, tuple[list[float], list[float]]] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board g.system')].map(s => {
             const star = s.querySelector('g.star circle');
             const [sx, sy] = [Number(star.getAttribute('cx')), Number(star.getAttribute('cy'))];
             const discs = [...s.querySelectorAll('g.planet circle.planet-disc')].map(c =>
               [Number(c.getAttribute('cx')) - sx, Number(c.getAttribute('cy')) - sy]);
             return [s.dataset.system, [discs.map(([x, y]) => Math.hypot(x, y)),
               discs.map(([x, y]) => (Math.atan2(x, -y) * 180 / Math.PI + 360) % 360)]];
           }))"""
    )
    return found


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_each_system_is_planets_around_its_star(
    browser: Any, server: Server, tmp_path: Path, width: str
) -> None:
    """Each player's system: five planets on a ring around a star in the player's colour (their
    centres at one distance from the star's, a fifth of a turn apart), the star marked with the
    player's letter; the score track counts each player's foreign bases toward the player's own
    target (the game's four here, three for the Spiritual Leader), as the view has them; the
    players' table has their Karma."""
    planets = {"C1": [0, 0, 3], "A1": [2, 0, 0], "B2": [1, 4, 0]}  # Ann has a base on B2
    zodiac = {"karma": [3, 2, 2]}  # Ann has the most Karma: the Spiritual Leader
    setup = {**REWARDS["setup"], "planets": planets, "zodiac": zodiac}
    config = {**REWARDS, "win_bases": 4, "variants": ["zodiac"], "setup": setup}
    game_id, tokens = three_people(tmp_path, config)
    seats = seated(browser, {0: f"{server.url}/invite#{tokens[0]}"}, WIDTHS[width])
    ann = seats[0]
    ann.page.wait_for_selector("#board g.system")
    check_planets(server, game_id, seats)
    drawn = rings(ann)
    assert sorted(drawn) == ["A", "B", "C"]
    for distances, bearings in drawn.values():
        assert [round(d, 6) for d in distances] == [round(distances[0], 6)] * 5
        assert [round(b, 6) % 360 for b in bearings] == [0, 72, 144, 216, 288]
    # The Warp and the piles (below the systems, or in the last row's empty cell) cover no
    # planet or star, and lie on the board.
    overlaps = ann.page.evaluate(
        """() => { const box = (n) => n.getBBox();
             const meet = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width
               && a.y < b.y + b.height && b.y < a.y + a.height;
             const board = document.querySelector('#board svg.cosmic-board').viewBox.baseVal;
             const all = (selector) => [...document.querySelectorAll(selector)];
             const areas = all('#board g.area > rect, #board g.pile > rect');
             const bodies = all('#board circle.planet-disc, #board g.star circle');
             return [areas.length, areas.filter(a => bodies.some(b => meet(box(a), box(b)))).length,
               areas.filter(a => { const r = box(a); return r.x < 0 || r.y < 0
                 || r.x + r.width > board.width || r.y + r.height > board.height; }).length]; }"""
    )
    assert overlaps == [4, 0, 0]  # the Warp and three piles, clear of the systems, on the board
    stars = ann.page.eval_on_selector_all(
        "#board g.star", "ss => ss.map(s => [s.querySelector('circle').getAttribute('class'),"
        " s.querySelector('text').textContent])",
    )  # fmt: skip
    assert stars == [["fill c0", "A"], ["fill c1", "B"], ["fill c2", "C"]]
    track = ann.page.eval_on_selector_all(
        "#board .score-row", "rows => rows.map(r => [Number(r.dataset.bases),"
        " r.querySelectorAll('.pip').length, r.querySelectorAll('.pip.on').length])",
    )  # fmt: skip
    players = server.game(game_id).driver.view(0)["players"]
    assert [p["external_bases"] for p in players] == [1, 0, 0]
    assert track == [[1, 3, 1], [0, 4, 0], [0, 4, 0]]  # the Spiritual Leader needs one fewer
    assert track == [[p["external_bases"], p["win_bases"], p["external_bases"]] for p in players]
    karma = ann.page.eval_on_selector_all(
        "#board .panel table tbody tr", "rows => rows.map(r => r.lastElementChild.textContent)"
    )
    assert karma == ["3", "2", "2"]
    assert not ann.errors, ann.errors


# Every ship stack that flies on the board: its colour, count, and where it starts and lands.
WATCH_FLIGHTS = """() => {
  window.flights = [];
  const at = (text) =>
    (/translate\\(([-\\d.]+)(?:px)?,\\s*([-\\d.]+)/.exec(text) || []).slice(1).map(Number);
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node.classList && node.classList.contains('ghost'))) continue;
      const frames = node.getAnimations().flatMap((a) => a.effect.getKeyframes());
      window.flights.push({ colour: node.dataset.colour, count: Number(node.dataset.count),
        from: at(node.getAttribute('transform')),
        to: frames.length ? at(frames.at(-1).transform) : null });
    }
  }).observe(document.getElementById('board'), { childList: true, subtree: true });
}"""


@pytest.mark.parametrize("motion", ["full", "reduced"])
def test_ships_fly_to_the_cone(browser: Any, server: Server, tmp_path: Path, motion: str) -> None:
    """Ann's ship launched from A1 flies from A1's stack to its place in the Cone (0.7 s), and
    only then: a page asking for reduced motion moves no ship."""
    _, tokens = three_people(tmp_path)
    ann = seated(browser, {0: f"{server.url}/invite#{tokens[0]}"}, WIDTHS["desktop"])[0]
    ann.page.emulate_media(reduced_motion="reduce" if motion == "reduced" else "no-preference")
    ann.page.wait_for_selector("#board g.system")
    ann.page.evaluate(WATCH_FLIGHTS)
    for key in ("B1", "A1"):
        answered = ann.page.locator("#decision").get_attribute("data-seq")
        ann.page.click(f'#decision button[data-key="{key}"]:not([disabled])')
        ann.page.wait_for_function(
            f"() => document.querySelector('#decision').dataset.seq !== '{answered}'"
        )
    ann.page.wait_for_selector('#board [data-place="cone"] g.stack[data-colour="0"]')
    start, end = (
        ann.page.eval_on_selector(
            f'#board [data-place="{place}"] g.stack[data-colour="0"]',
            "s => s.getAttribute('transform')",
        )
        for place in ("planet:A1", "cone")
    )
    # to a tenth: the browser may write a keyframe's numbers shorter than the attribute's
    flights = [
        {**f, "from": [round(n, 1) for n in f["from"]], "to": [round(n, 1) for n in f["to"]]}
        for f in ann.page.evaluate("() => window.flights")
    ]
    numbers = [round(float(n), 1) for n in re.findall(r"[-\d.]+", start + " " + end)]
    if motion == "reduced":
        assert flights == []
    else:
        assert flights == [{"colour": "0", "count": 1, "from": numbers[:2], "to": numbers[2:]}]
    assert not ann.errors, ann.errors


# Round 3 of a nuclear game: Ann has a Missile 500 prepped (due now) and a warhead for it, her
# Fallout shelters in force to round 6, and an EMP lock to round 4; Bob and Cy are bots.
SHELTERED = {
    "players": 3, "names": ["Ann", "Bob", "Cy"], "fallout_chance": 0.0,
    "setup": {"round": 3, "players": [
        {"name": "Ann", "hand": ["W500n", "P200"], "prepped": "M500", "active": {"S15": [3, 6]},
         "emp_locked_until": 4},
        {"name": "Bob", "hand": ["P100"]}, {"name": "Cy", "hand": ["P100"]}]},
}  # fmt: skip


def icons_shown(seat: Seat) -> dict[int, list[list[str]]]:
    """Each country's status icons: their kind and text."""
    shown: dict[str, list[list[str]]] = seat.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board g.country')].map(c =>
             [c.dataset.seat, [...c.querySelectorAll('g.icon')].map(i =>
               [i.dataset.icon, i.querySelector('.icon-text').textContent])]))"""
    )
    return {int(s): icons for s, icons in shown.items()}


def test_a_nuclear_hit_arcs_at_the_round_report(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    """One's own country shows what it has in force as icons (the prepped missile, the EMP lock,
    the shelters), nobody else's; the warhead Ann launches at Bob (chosen by clicking his
    country) shows at the round's report as an arc from Ann to Bob, drawn in once."""
    game_id, tokens = three_people(tmp_path, SHELTERED, "nuclear", bots=2)
    ann = seated(browser, {0: f"{server.url}/invite#{tokens[0]}"}, WIDTHS["desktop"])[0]
    live = server.game(game_id)
    ann.page.wait_for_selector("#board g.country")
    ann.page.wait_for_selector("#decision:not([hidden])")
    assert icons_shown(ann) == {
        0: [
            ["prepped", "M500 due in round 3"],
            ["emp", "EMP lock to round 4"],
            ["shelter", "S15 rounds 3–6"],
        ],
        1: [],
        2: [],
    }
    # The page may draw the decision before this process has been handed the websocket frame
    # that carried it: wait for the frame too before reading it
    settle(server, game_id, [ann])
    answered = ann.states[-1]["decision"]["seq"]
    ann.page.click('#decision button[data-key="launch:W500n"]:not([disabled])')
    settle(server, game_id, [ann], answered)
    ann.page.click('#board .choosable[data-key="target:1"]')
    ann.page.wait_for_selector("#board g.arc")
    view = live.driver.view(0)
    report = [e for e in view["log"] if e["kind"] == "report"][-1]
    hits = [
        e for e in view["log"]
        if e["round"] == report["round"] and e["kind"] in ("damage", "propaganda")
    ]  # fmt: skip
    arcs = ann.page.eval_on_selector_all(
        "#board g.arc",
        "arcs => arcs.map(a => [a.classList.value, a.dataset.from, a.dataset.victim])",
    )
    assert [e["victim"] for e in hits if e["kind"] == "damage"] == [1]
    assert arcs[0] == ["arc damage fresh", "0", "1"]
    assert len(arcs) == len(hits)
    # Ann's page tells her of the round's hits that concern her in a banner, in the log's words
    # (her log was empty when she came: the round's entries are news, not the past)
    banner = ann.page.wait_for_selector("#banner:not([hidden])")
    told = banner.eval_on_selector_all("p", "ps => ps.map(p => p.textContent)")
    logged = ann.page.eval_on_selector_all("#log li.strong", "lis => lis.map(li => li.textContent)")
    assert told and all(line in logged and "Ann" in line for line in told), (told, logged)
    assert not ann.errors, ann.errors
    assert serious(ann) == []
    shoot(ann, "nuclear-report", whole=False)


def boxes(seat: Seat) -> dict[str, list[float]]:
    """Where the board, the decision and the log are on the screen now: [top, bottom] each, and
    the screen's height."""
    found: dict[str, list[float]] = seat.page.evaluate(
        """() => ({ screen: [0, window.innerHeight], ...Object.fromEntries(['board', 'decision',
             'log'].map(id => { const r = document.getElementById(id).getBoundingClientRect();
               return [id, [r.top, r.bottom]]; })) })"""
    )
    return found


def test_a_phone_shows_the_board_first_and_the_decision_within_reach(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    """On a phone the board comes first and the decision stays on the screen, at its bottom,
    wherever the board is scrolled, the log further down (never in the way); folded, the
    decision keeps only its prompt and the board shows, and takes the answer."""
    _, tokens = three_people(tmp_path)
    ann = seated(browser, {0: f"{server.url}/invite#{tokens[0]}"}, WIDTHS["phone"])[0]
    ann.page.wait_for_selector("#decision:not([hidden]) button[data-key='B1']")
    at = boxes(ann)
    height = at["screen"][1]
    assert at["board"][0] < at["decision"][0]  # the board first
    assert at["decision"][0] >= 0 and at["decision"][1] <= height  # the decision on the screen
    assert at["log"][0] > height  # the log below, not in the way
    ann.page.evaluate(
        "() => { const board = document.getElementById('board');"
        " window.scrollTo(0, board.offsetTop + board.offsetHeight - window.innerHeight); }"
    )
    ann.page.wait_for_timeout(100)
    at = boxes(ann)
    assert at["decision"][0] >= 0 and at["decision"][1] == height  # still there, at the bottom
    unfolded = at["decision"][1] - at["decision"][0]
    ann.page.click("#decision button.fold")
    at = boxes(ann)
    assert at["decision"][1] - at["decision"][0] < min(unfolded, 120)
    assert ann.page.locator("#decision .options").is_hidden()
    assert ann.page.get_attribute("#decision button.fold", "aria-expanded") == "false"
    ann.page.click('#board .choosable[data-key="B1"]')  # the board answers while folded
    ann.page.wait_for_selector("#decision button[data-key='A1']", state="attached")
    assert ann.page.locator("#decision .options").is_hidden()  # it stays folded
    ann.page.click("#decision button.fold")
    assert ann.page.locator("#decision .options").is_visible()
    assert not ann.errors, ann.errors
    assert serious(ann) == []
