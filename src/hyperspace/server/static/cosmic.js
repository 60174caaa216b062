"use strict";
// Cosmic Encounter: the board drawn from a seat's view (hyperspace/cosmic/view.py) as a table
// would show it: each system's star and planets with their ships, the Warp, the Cone, the piles;
// the challenge's cards as faces and the totals worked out. Every sentence (the log's, a card's
// text) is the game's words, sent by the server. Any key of the view may be absent.

const COSMIC_SYSTEMS = "ABCDEFGH";

// -- cards and terms --------------------------------------------------------------------------------

/** "attack-8" -> "Attack 8"; a card with a rules text by the game's own name for it (the
 *  catalogue's, "Edict Emotion Control"), so its text shows on hover; else a plain guess. */
function cosmicCardLabel(card) {
  const text = String(card);
  const named = HS.cardNames && HS.cardNames.cosmic && HS.cardNames.cosmic[text];
  if (named) return named;
  if (text === "compromise") return "Compromise";
  const cut = text.indexOf("-");
  if (cut < 0) return HS.titleCase(text);
  const head = text.slice(0, cut);
  const tail = text.slice(cut + 1);
  switch (head) {
    case "attack": return `Attack ${tail}`;
    case "edict": return `Edict: ${HS.titleCase(tail.replace(/-/g, " "))}`;
    case "flare": return `Flare: ${HS.titleCase(tail)}`;
    case "kicker": return `Kicker ×${tail}`;
    case "zodiac": return `Zodiac: ${HS.titleCase(tail)}`;
    case "ruling": return `Ruling: ${HS.titleCase(tail.replace(/-/g, " "))}`;
    case "pulsar": return `Pulsar: ${HS.titleCase(tail.replace(/-/g, " "))}`;
    default: return text;
  }
}

/** The card's type, for its colour in the hand. */
function cosmicCardKind(card) {
  const head = String(card).split("-")[0];
  return ["attack", "compromise", "edict", "flare", "kicker", "zodiac", "ruling", "pulsar"].includes(head) ? head : "";
}

const COSMIC_KIND_NAMES = { attack: "Attack", compromise: "Compromise", edict: "Edict", flare: "Flare", kicker: "Kicker", zodiac: "Zodiac", ruling: "Ruling", pulsar: "Pulsar" };

/** A card's face: its kind, its value (an Attack's number, a Kicker's multiplier), its name and
 *  its rules text from the catalogue (a Kicker's is the Kickers' one text). */
function cosmicFace(card) {
  const text = String(card);
  const kind = cosmicCardKind(text);
  const tail = text.slice(text.indexOf("-") + 1);
  const texts = (HS.cardTexts && HS.cardTexts.cosmic) || {};
  return {
    card: text,
    kind,
    kindName: COSMIC_KIND_NAMES[kind] || "Card",
    value: kind === "attack" ? tail : kind === "kicker" ? `×${tail}` : null,
    name: cosmicCardLabel(text),
    text: texts[text] || (kind === "kicker" ? texts.kicker : ""),
  };
}

/** A card lying face down: its back, and whose it is. */
function cosmicCardBack(what) {
  return HS.el("div", { class: "card back", "aria-label": what }, HS.el("span", { class: "card-name", text: what }));
}

// -- the board --------------------------------------------------------------------------------------

const CELL_W = 250; // one home system
const CELL_HEAD = 44; // its owner's name and power, above the ring
const BAND_H = 120; // the Warp and the piles, below the systems
const PLANET_R = 17;
const STAR_R = 22;
const RING_R = 76; // the planets' orbit around the star
const ROW_H = HS.board.STACK_H + 3; // one row of ship stacks
const PER_ROW = 2; // ship stacks side by side beside a planet
const PLATE_H = 44; // the Cone's and the allies' plates

/** Draws the whole board of `view` into `container`; `seatNames` are the seats' names. */
function renderCosmic(view, container, seatNames) {
  const name = HS.namer(seatNames, view.players);
  const before = container.querySelector("svg.cosmic-board") ? HS.board.shipPlaces(container) : null;
  const letter = cosmicLetters(view, name);
  const sky = cosmicSky(view, name, letter, container.clientWidth || 960);
  HS.fill(
    container,
    cosmicSummary(view, name),
    sky,
    cosmicChallenge(view, name),
    // The hand right under the challenge: what a player looks at most, after the decision.
    view.hand ? HS.panel("Your hand", HS.board.fannedHand(view.hand, cosmicFace)) : null,
    cosmicScore(view, name, letter),
    cosmicPlayers(view, name),
    cosmicDiscard(view),
  );
  HS.board.flyShips(container, before, sky, name, letter);
}

function cosmicLetters(view, name) {
  const seats = (view.players || []).map((p) => p.seat);
  const marks = HS.board.letters(seats.map(name));
  // A colour without a seat of its own is marked by its system's letter.
  return (colour) => marks[Number(colour)] || COSMIC_SYSTEMS[Number(colour)] || "?";
}

function cosmicSummary(view, name) {
  const parts = [`Turn ${view.turn ?? "?"}`];
  if (view.offense !== null && view.offense !== undefined) parts.push(`offense: ${name(view.offense)}`);
  if (view.challenges !== undefined) parts.push(`${view.challenges} challenge(s) so far`);
  if (view.over) parts.push(`over, won by ${name.many(view.winners)}`);
  return HS.el("p", { class: "board-summary", text: parts.join(" · ") });
}

/** Where everything lies on the SVG board: each system's cell, its star in the middle and its
 *  five planets on a ring around it, their ships stacked outward (upward above the star, downward
 *  below), room made for as many stacks as there are colours (the planets' counts, not the
 *  seats: a colour may have no seat); the band of the Warp and the piles. */
function cosmicLayout(view, width) {
  const systems = [...new Set(Object.keys(view.planets || {}).map((key) => key.replace(/\d+$/, "")))].sort();
  const colours = Math.max(1, ...Object.values(view.planets || {}).map((counts) => (counts || []).length));
  const rows = Math.ceil(colours / PER_ROW);
  const reach = RING_R + PLANET_R + 6 + rows * ROW_H; // from the star to the farthest stack
  const cellH = CELL_HEAD + 2 * reach;
  const cols = Math.max(1, Math.min(systems.length, width >= 700 ? 3 : 2));
  const gridRows = Math.ceil(systems.length / cols);
  // The last row's empty cells, if any, take the Warp and the piles; else a band below does.
  const spare = (cols - (systems.length % cols)) % cols;
  const band = spare
    ? { x: (cols - spare) * CELL_W, y: (gridRows - 1) * cellH, width: spare * CELL_W, height: cellH }
    : { x: 0, y: gridRows * cellH, width: cols * CELL_W, height: BAND_H };
  const cells = {};
  const planets = {};
  systems.forEach((letter, i) => {
    const row = Math.floor(i / cols);
    const x = (i % cols) * CELL_W;
    const y = row * cellH;
    const star = [x + CELL_W / 2, y + CELL_HEAD + reach];
    cells[letter] = { x, y, star };
    for (let n = 1; n <= 5; n++) {
      // planet 1 at the top, the others clockwise, a fifth of a turn apart
      const angle = -Math.PI / 2 + ((n - 1) * 2 * Math.PI) / 5;
      planets[`${letter}${n}`] = [star[0] + RING_R * Math.cos(angle), star[1] + RING_R * Math.sin(angle)];
    }
  });
  return { systems, cells, planets, rows, band, width: cols * CELL_W, height: band.y + band.height };
}

/** The board itself: the systems, the Cone, the Warp and the piles, in one SVG. */
function cosmicSky(view, name, letter, width) {
  const B = HS.board;
  const layout = cosmicLayout(view, width);
  const challenge = view.challenge || null;
  const cone = challenge && challenge.planet && layout.planets[challenge.planet] ? cosmicCone(view, challenge, layout, name, letter) : null;
  const height = cone ? cone.height : layout.height; // the plates' strip below, when it is used
  const root = B.svg("svg", {
    class: "cosmic-board", viewBox: `0 0 ${layout.width} ${height}`, role: "group",
    "aria-label": "The board: every system's planets and ships, the Cone, the Warp and the piles",
  });
  root.append(B.svg("rect", { class: "space", x: 0, y: 0, width: layout.width, height, rx: 10 }));
  for (const letter2 of layout.systems) root.append(cosmicSystem(view, letter2, layout, name, letter));
  if (cone) root.append(cone.group);
  root.append(cosmicBand(view, layout, name, letter));
  return root;
}

/** One home system: its owner's name, power and Zodiac sign above; the star in the owner's
 *  colour (with the owner's letter) in the middle, the prison on the Star Disc below the letter,
 *  and the five planets around the star with their ships. */
function cosmicSystem(view, systemLetter, layout, name, letter) {
  const B = HS.board;
  const cell = layout.cells[systemLetter];
  const [sx, sy] = cell.star;
  const target = view.challenge ? view.challenge.planet : null;
  const { owner, who, title, subtitle } = cosmicHead(view, systemLetter, name);
  const group = B.svg("g", { class: "system", data: { system: systemLetter } });
  group.append(
    B.svg("text", { x: cell.x + 12, y: cell.y + 20, class: "system-name", text: title }),
    B.svg("text", { x: cell.x + 12, y: cell.y + 37, class: "system-sub", text: subtitle }),
    B.svg("circle", { cx: sx, cy: sy, r: RING_R, class: "orbit" }),
    B.svg("g", { class: "star", data: { target: `player:${owner}` }, "aria-label": `${who}'s star` },
      B.svg("circle", { cx: sx, cy: sy, r: STAR_R, class: `fill ${B.colourClass(owner)}` }),
      B.svg("text", { x: sx, y: sy + 6, "text-anchor": "middle", class: "star-letter", fill: B.ink(owner), text: letter(owner) })),
  );
  const prison = cosmicPrison(view, owner);
  if (prison) {
    // On the Star Disc, just below the star: the ships its owner holds prisoner, fenced.
    group.append(B.svg("g", { class: "prison", data: { place: `prison:${owner}` }, role: "group", "aria-label": `${who}'s prison` },
      B.svg("rect", { ...cosmicPrisonBox(prison, cell.star), rx: 4, class: "prison-box" }),
      B.stacks(prison, sx, sy + STAR_R + 12, 3, name, letter)));
  }
  for (let n = 1; n <= 5; n++) {
    const key = `${systemLetter}${n}`;
    if (!(view.planets || {})[key]) continue;
    group.append(cosmicPlanet(key, view.planets[key], layout.planets[key], sy, layout.rows, key === target, who, name, letter));
  }
  return group;
}

/** A system's owner, and the words above its ring: his name ("(offense)" added), the subtitle. */
function cosmicHead(view, systemLetter, name) {
  const owner = cosmicOwner(view, systemLetter);
  const player = (view.players || []).find((p) => p.seat === owner) || {};
  const who = owner >= 0 ? name(owner) : systemLetter;
  return { owner, who, title: `${who}${owner === view.offense ? " (offense)" : ""}`, subtitle: cosmicSubtitle(view, player, owner) };
}

/** Where a system's head lies, as a box [x, y, half width, half height], at style.css's sizes
 *  (larger on a phone, which hides the subtitle). */
function cosmicHeadBox(view, systemLetter, cell, name) {
  const { title, subtitle } = cosmicHead(view, systemLetter, name);
  const phone = cosmicPhone();
  const width = Math.max(cosmicTextWidth(title, phone ? 22 : 15, true), phone ? 0 : cosmicTextWidth(subtitle, 11.5, false)) + 4;
  const [top, bottom] = [cell.y + 20 - (phone ? 18 : 13), cell.y + (phone ? 26 : 42)];
  return [cell.x + 12 + width / 2, (top + bottom) / 2, width / 2, (bottom - top) / 2];
}

/** Whether style.css draws the board for a phone (its larger words). */
function cosmicPhone() {
  return window.matchMedia("(max-width: 600px)").matches;
}

/** How wide `text` is drawn at `size` (bold or not) in the board's font (style.css). */
function cosmicTextWidth(text, size, bold) {
  const context = (cosmicTextWidth.canvas ||= document.createElement("canvas")).getContext("2d");
  context.font = `${bold ? 700 : 400} ${size}px system-ui, sans-serif`;
  return context.measureText(text).width;
}

/** Under the owner's name: the power, hand size, and the Zodiac sign and Karma when in play. */
function cosmicSubtitle(view, player, owner) {
  const parts = [player.power ? HS.titleCase(player.power) : "no power", `${player.hand_size ?? "?"} cards`];
  const zodiac = (view.variants || {}).zodiac;
  if (zodiac) {
    const sign = zodiac.cards && zodiac.cards[owner];
    if (sign) parts.push(HS.titleCase(sign));
    if (zodiac.karma && zodiac.karma[owner] !== undefined) parts.push(`Karma ${zodiac.karma[owner]}`);
  }
  if (player.lucre) parts.push(`${player.lucre} Lucre`);
  return parts.join(" · ");
}

/** The seat whose home the system is: a power may give a seat a second system (view.system_owner). */
function cosmicOwner(view, systemLetter) {
  return (view.system_owner || [])[COSMIC_SYSTEMS.indexOf(systemLetter)] ?? COSMIC_SYSTEMS.indexOf(systemLetter);
}

/** The prison's fence below the star at `star`: three stacks a row. */
function cosmicPrisonBox(prison, [sx, sy]) {
  const held = Object.values(prison).filter((n) => n > 0).length;
  const width = Math.min(held, 3) * (HS.board.STACK_W + 3) + 6;
  return { x: sx - width / 2, y: sy + STAR_R + 1, width, height: Math.ceil(held / 3) * ROW_H + 4 };
}

function cosmicPrison(view, owner) {
  const prisoners = (view.variants || {}).prisoners;
  const held = prisoners && prisoners.prisons ? prisoners.prisons[owner] || prisoners.prisons[String(owner)] : null;
  return held && Object.values(held).some((n) => n > 0) ? held : null;
}

/** A planet on its ring: the disc with its name, the ships on it stacked outward from the star
 *  (upward for a planet above the star, downward below), `rows` rows of room. */
function cosmicPlanet(key, counts, at, starY, rows, isTarget, owner, name, letter) {
  const B = HS.board;
  const [x, y] = at;
  const up = y < starY;
  const ships = (counts || []).map((n, colour) => (n ? `${name(colour)} ${n}` : "")).filter(Boolean).join(", ") || "no ships";
  const number = key.replace(/^\D+/, "");
  const room = PLANET_R + 4 + rows * ROW_H + 6; // the disc and its stacks, beyond the centre
  return B.svg(
    "g",
    { class: isTarget ? "planet target" : "planet", data: { planet: key, place: `planet:${key}`, target: `planet:${key}` },
      "aria-label": `${owner}'s planet ${number}${isTarget ? ", the Cone's target" : ""}: ${ships}` },
    // The planet's whole place, ships included, takes a click (not only the disc and the pills).
    B.svg("rect", { x: x - B.STACK_W - 2, y: up ? y - room : y - PLANET_R - 4, width: 2 * B.STACK_W + 4, height: room + PLANET_R + 4, class: "hit" }),
    B.svg("circle", { cx: x, cy: y, r: PLANET_R, class: "planet-disc" }),
    B.svg("text", { x, y: y + 5, "text-anchor": "middle", class: "planet-name", text: key }),
    B.stacks(counts, x, up ? y - PLANET_R - 13 : y + PLANET_R + 13, PER_ROW, name, letter, up),
  );
}

/** The Hyperspace Cone: a beam from the offense's star to the targeted planet, the ships in it
 *  on a plate along the beam; the defense's allies on a plate beside the planet. A plate goes
 *  only where it hides no ships and no name; with no such spot near, to a strip below the board.
 *  Returns {group, height}: the board's height with that strip, if used. */
function cosmicCone(view, challenge, layout, name, letter) {
  const B = HS.board;
  const offense = layout.cells[COSMIC_SYSTEMS[challenge.offense]];
  const [tx, ty] = layout.planets[challenge.planet];
  const band = layout.band;
  const [ox, oy] = offense ? offense.star : [band.x + band.width / 2, band.y + band.height / 2];
  const length = Math.hypot(tx - ox, ty - oy) || 1;
  const [nx, ny] = [(ty - oy) / length, -(tx - ox) / length]; // across the beam
  const wide = PLANET_R + 10;
  const beam = `${ox},${oy} ${tx + nx * wide},${ty + ny * wide} ${tx - nx * wide},${ty - ny * wide}`;
  const cone = Object.entries(challenge.cone || {}).filter(([, n]) => n > 0);
  const allies = Object.entries(challenge.defense_end || {}).filter(([, n]) => n > 0);
  const coneLabel = `Cone: ${name(challenge.offense)}`;
  const alliesLabel = "Defense allies";
  // As wide as its stacks and its label (bold, larger on a phone: style.css), no less than 70.
  const labelSize = cosmicPhone() ? 14 : 11;
  const plateW = (entries, label) => Math.max(70, entries.length * (B.STACK_W + 3) + 8, cosmicTextWidth(label, labelSize, true) + 14);
  // The Cone's plate on the beam, or beside it; the allies' around the planet, or farther out.
  const along = Array.from({ length: 13 }, (_, i) => 0.25 + i * 0.05).map((t) => [ox + (tx - ox) * t, oy + (ty - oy) * t]);
  const beside = [1, -1].flatMap((side) => along.map(([x, y]) => [x + side * nx * 60, y + side * ny * 60]));
  const ring = (rx, ry) => Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6).map((a) => [tx + rx * Math.cos(a), ty + ry * Math.sin(a)]);
  // Last, any spot of a grid within 150 of (x, y): found free where the rings and the beam are not.
  const near = ([x, y]) => Array.from({ length: 625 }, (_, i) => [x - 144 + 12 * (i % 25), y - 144 + 12 * Math.floor(i / 25)])
    .filter(([gx, gy]) => Math.hypot(gx - x, gy - y) <= 150);
  const strip = []; // the strip's rows below the board, each the width it has used
  const toStrip = (w) => {
    if (!strip.length || strip[strip.length - 1] + w > layout.width - 12) strip.push(12);
    const x = strip[strip.length - 1] + w / 2;
    strip[strip.length - 1] += w + 12;
    return [x, layout.height + 8 + (strip.length - 1) * (PLATE_H + 8) + PLATE_H / 2];
  };
  const group = B.svg("g", { class: "cone" },
    B.svg("polygon", { points: beam, class: "cone-beam" }));
  const plate = (label, entries, [x, y], place) => {
    const w = plateW(entries, label);
    return B.svg("g", { class: "plate", data: { place } },
      B.svg("rect", { x: x - w / 2, y: y - PLATE_H / 2, width: w, height: PLATE_H, rx: 6, class: "plate-box" }),
      B.svg("text", { x, y: y - 8, "text-anchor": "middle", class: "plate-label", text: label }),
      B.stacks(Object.fromEntries(entries), x, y + 10, 6, name, letter));
  };
  const [coneW, alliesW] = [plateW(cone, coneLabel), plateW(allies, alliesLabel)];
  const heads = Object.entries(layout.cells).map(([key, cell]) => cosmicHeadBox(view, key, cell, name));
  const coneAt = cosmicClearest([along, beside, near(along[6])], view, layout, heads, coneW) || toStrip(coneW);
  group.append(plate(coneLabel, cone, coneAt, "cone"));
  if (allies.length) {
    const others = [...heads, [...coneAt, coneW / 2, PLATE_H / 2]];
    const alliesAt = cosmicClearest([ring(62, 50), ring(96, 72), near([tx, ty])], view, layout, others, alliesW) || toStrip(alliesW);
    group.append(plate(alliesLabel, allies, alliesAt, "defense"));
  }
  return { group, height: layout.height + (strip.length ? strip.length * (PLATE_H + 8) + 8 : 0) };
}

/** Of the spots of `tiers` (nearest first), where a plate `width` wide hides nothing: of the
 *  first tier's spots that cover no planet's place (its disc and the rows of ships on it, in
 *  `view`), no star or prison and none of `others` (boxes [x, y, half width, half height]: the
 *  systems' heads, a plate placed already), the one farthest from every star, planet and box,
 *  sideways distance counting less (a plate is wider than tall). Null when no spot is free: a
 *  plate over ships would hide them (and its light box behind their white letters fails the
 *  contrast checks). */
function cosmicClearest(tiers, view, layout, others, width) {
  const bodies = [...Object.values(layout.planets), ...Object.values(layout.cells).map((cell) => cell.star), ...others];
  const band = layout.band;
  const onBand = ([x, y]) => x > band.x - width / 2 && y > band.y - PLATE_H / 2;
  const inside = ([x, y]) => x > width / 2 && x < layout.width - width / 2 && y > PLATE_H / 2 && y < layout.height - PLATE_H / 2 && !onBand([x, y]);
  const room = ([x, y]) => Math.min(...bodies.map(([bx, by]) => Math.hypot((x - bx) / 1.6, y - by)));
  const place = (key, [x, y]) => { // its disc and its ships, stacked outward from its star
    const colours = ((view.planets || {})[key] || []).filter((n) => n > 0).length;
    const reach = PLANET_R + 4 + Math.ceil(colours / PER_ROW) * ROW_H;
    const up = y < layout.cells[key.slice(0, -1)].star[1];
    const [top, bottom] = up ? [y - reach, y + PLANET_R + 4] : [y - PLANET_R - 4, y + reach];
    return [x, (top + bottom) / 2, HS.board.STACK_W + 2, (bottom - top) / 2];
  };
  const star = (letter, [x, y]) => { // the star, and the prison fenced below it
    const prison = cosmicPrison(view, cosmicOwner(view, letter));
    const fence = prison ? cosmicPrisonBox(prison, [x, y]) : { y, width: 0, height: STAR_R };
    const bottom = fence.y + fence.height;
    return [x, (y - STAR_R + bottom) / 2, Math.max(STAR_R, fence.width / 2), (bottom - y + STAR_R) / 2];
  };
  const boxes = [
    ...Object.entries(layout.planets).map(([key, at]) => place(key, at)),
    ...Object.entries(layout.cells).map(([letter, cell]) => star(letter, cell.star)),
    ...others,
  ];
  const covers = ([x, y]) => boxes.some(([bx, by, halfW, halfH]) =>
    Math.abs(x - bx) < width / 2 + halfW && Math.abs(y - by) < PLATE_H / 2 + halfH);
  for (const spots of tiers) {
    const free = spots.filter((spot) => inside(spot) && !covers(spot));
    if (free.length) return free.reduce((best, spot) => (room(spot) > room(best) ? spot : best));
  }
  return null;
}

/** The Warp (every colour's ships there, and the Praw's), the deck, the Destiny Pile with the
 *  colour it last showed, and the discard pile, in the layout's band: side by side below the
 *  systems, or the Warp above the piles in a cell of their own. */
function cosmicBand(view, layout, name, letter) {
  const B = HS.board;
  const { x: left, y: top, width, height } = layout.band;
  const players = view.players || [];
  const counts = (key) => Object.fromEntries(players.map((p) => [p.seat, p[key] || 0]));
  const destiny = view.destiny_discard || [];
  const flipped = destiny.length ? destiny[destiny.length - 1] : null;
  const piles = [
    ["Deck", [`${view.deck_size ?? "?"} cards`]],
    ["Destiny", [`${view.destiny_size ?? "?"} cards`, flipped === null ? "" : `last: ${cosmicDestinyCard(flipped, name)}`]],
    ["Discard", [`${(view.discard || []).length} cards`]],
  ];
  const stacked = height > BAND_H;
  const pileW = stacked ? (width - 36) / 3 : 92;
  const pileH = BAND_H - 28;
  // The Warp (and the Praw) take what the piles leave.
  const areaW = stacked ? width - 20 : width - 30 - 3 * (pileW + 8);
  const areaH = stacked ? height - pileH - 30 : BAND_H - 16;
  const group = B.svg("g", { class: "band" });
  const area = (x, w, label, place) =>
    B.svg("g", { class: "area", data: { place } },
      B.svg("rect", { x, y: top + 8, width: w, height: areaH, rx: 10, class: place === "warp" ? "warp-box" : "area-box" }),
      B.svg("text", { x: x + 10, y: top + 28, class: "area-label", text: label }),
      B.stacks(counts(place), x + w / 2, top + 52, Math.max(1, Math.floor((w - 10) / (B.STACK_W + 3))), name, letter));
  const prawW = players.some((p) => p.praw) ? Math.min(140, areaW / 3) : 0;
  group.append(area(left + 10, areaW - (prawW ? prawW + 10 : 0), "The Warp", "warp"));
  if (prawW) group.append(area(left + 10 + areaW - prawW, prawW, "The Praw", "praw"));
  const pilesTop = stacked ? top + areaH + 18 : top + 14;
  piles.forEach(([label, lines], i) => {
    const x = (stacked ? left + 10 : left + 20 + areaW) + i * (pileW + 8);
    group.append(B.svg("g", { class: "pile" },
      B.svg("rect", { x, y: pilesTop, width: pileW, height: pileH, rx: 8, class: "pile-box" }),
      B.svg("text", { x: x + pileW / 2, y: pilesTop + 22, "text-anchor": "middle", class: "area-label", text: label }),
      lines.map((line, j) => B.svg("text", { x: x + pileW / 2, y: pilesTop + 44 + j * 18, "text-anchor": "middle", class: "pile-text", text: line }))));
  });
  return group;
}

// A Destiny card by its player's name; the cards below zero are a variant's (Prisoners: Capture
// Challenge cards, ruling C-112).
function cosmicDestinyCard(card, name) {
  if (!Number.isInteger(card)) return HS.titleCase(String(card));
  return card < 0 ? "capture" : name(card);
}

// A decided challenge's outcome (cosmic/rules/resolution.py) in words.
const COSMIC_OUTCOMES = {
  offense: "The offense wins.", defense: "The defense wins.", deal: "A deal is made.",
  "no-deal": "The deal failed.", none: "The challenge ends without an outcome.",
};

/** The challenge under way: who attacks whom where, both sides' cards (faces once revealed, backs
 *  while face down, Kickers too) and, once revealed, each side's total worked out. */
function cosmicChallenge(view, name) {
  const c = view.challenge;
  if (!c) return null;
  cosmicNoteShips(view, c);
  const known = c.defense !== null && c.defense !== undefined;
  const variants = view.variants || {};
  const effects = [
    ...(c.zapped || []).map((power) => `${HS.titleCase(power)} zapped`),
    ...(c.flags || []).map((flag) => `${HS.titleCase(flag)} in effect`),
    ...cosmicPulsars(variants.pulsars, name),
  ];
  const prisoners = variants.prisoners;
  return HS.panel(
    `Challenge ${c.number === 2 ? "two" : "one"}`,
    HS.el("p", { class: "board-summary", text: (known ? `${name(c.offense)} attacks ${name(c.defense)}` : `${name(c.offense)} is the offense; Destiny has not named the defense yet`) + (c.planet ? ` at ${c.planet}` : "") + (prisoners && prisoners.capture ? " (a Capture Challenge)" : "") }),
    HS.el("p", { class: "muted", text: `Offense allies: ${name.many(c.offense_allies)}. Defense allies: ${name.many(c.defense_allies)}.` }),
    HS.el("div", { class: "duel" }, cosmicSide(view, c, "offense", name), cosmicSide(view, c, "defense", name)),
    effects.length ? HS.el("p", { class: "muted", text: effects.join(" · ") }) : null,
    c.outcome ? HS.el("p", { class: "strong", text: COSMIC_OUTCOMES[c.outcome] || `The challenge is over (${c.outcome}).` }) : null,
  );
}

function cosmicPulsars(pulsars, name) {
  if (!pulsars) return [];
  return [
    ...(pulsars.shut_off || []).map((power) => `${HS.titleCase(power)} shut off by a Pulsar`),
    ...(pulsars.pro || []).map((power) => `${HS.titleCase(power)}'s Pulsar Pro on`),
    ...Object.entries(pulsars.immune || {}).map(([power, seats]) => `${name.many(seats)} immune to ${HS.titleCase(power)}`),
  ];
}

/** One side of the challenge: its player, card, Kicker and, once the cards are revealed, its
 *  total worked out (card, ships, Kicker, and whatever powers and cards added: the rest of the
 *  total the game reports). */
function cosmicSide(view, c, side, name) {
  const seat = side === "offense" ? c.offense : c.defense;
  const cards = c.cards || {};
  const card = seat === null || seat === undefined ? null : cards[String(seat)];
  const played = (c.cards_played || []).includes(seat);
  const kickers = (view.variants || {}).kickers || null;
  const kicker = kickers && kickers.kickers ? kickers.kickers[String(seat)] : null;
  const kickerDown = kickers && (kickers.down || []).includes(seat);
  const shown = [];
  if (card) shown.push(HS.board.cardFace(cosmicFace(card)));
  else if (played) shown.push(cosmicCardBack(`${name(seat)}'s card, face down`));
  if (kicker) shown.push(HS.board.cardFace(cosmicFace(kicker)));
  else if (kickerDown) shown.push(cosmicCardBack(`${name(seat)}'s Kicker, face down`));
  const revealed = Object.keys(cards).length >= 2;
  return HS.el(
    "div",
    { class: `side ${side}`, data: { side } },
    HS.el("h4", { text: seat === null || seat === undefined ? "Defense: not yet known" : `${side === "offense" ? "Offense" : "Defense"}: ${name(seat)}` }),
    HS.el("div", { class: "side-cards" }, shown.length ? shown : HS.el("p", { class: "muted", text: "no card yet" })),
    revealed && card ? cosmicTotal(view, side, card, kicker, kickers) : null,
  );
}

/** The sum as a player would work it out: card (times or plus the Kicker), plus ships; then the
 *  total the game reports, the difference being powers' and cards' doing. */
function cosmicTotal(view, side, card, kicker, kickers) {
  const reported = cosmicReportedTotal(view, side);
  const ships = cosmicShipsCounted(view, side);
  const lines = [];
  if (!String(card).startsWith("attack-")) {
    lines.push(`${cosmicCardLabel(card)}: no total`);
  } else {
    let value = Number(String(card).slice("attack-".length));
    lines.push(`card ${value}`);
    if (kicker) {
      const k = Number(String(kicker).slice("kicker-".length));
      value = kickers && kickers.additive ? value + k : value * k;
      lines.push(kickers && kickers.additive ? `Kicker +${k}` : `Kicker ×${k} = ${value}`);
    }
    if (ships === null) {
      // The ships have gone home, to the Warp or a prison since: the rest is ships and powers.
      if (reported !== null) lines.push(`ships, powers and cards ${reported - value >= 0 ? "+" : ""}${reported - value}`);
      if (reported !== null) lines.push(`total ${reported}`);
    } else {
      lines.push(`ships +${ships}`);
      const worked = value + ships;
      if (reported !== null && reported !== worked) lines.push(`powers and cards ${reported - worked > 0 ? "+" : ""}${reported - worked}`);
      lines.push(`total ${reported !== null ? reported : worked}`);
    }
  }
  return HS.el("p", { class: "total", data: { total: reported ?? "" }, text: lines.join(" · ") });
}

// The ships each side had while the challenge was open, by challenge, as this page saw them: once
// it is decided they leave (home, the Warp, a prison) and the view no longer has them.
const cosmicShipsSeen = new Map();

/** Notes both sides' ships while the challenge is undecided (every time it is drawn). */
function cosmicNoteShips(view, c) {
  if (c.outcome) return;
  cosmicShipsSeen.set(`${view.challenges}:offense`, cosmicShips(view, c, "offense", c.offense));
  cosmicShipsSeen.set(`${view.challenges}:defense`, cosmicShips(view, c, "defense", c.defense));
}

/** The ships that counted for a side: now, while the challenge is undecided; after, as this page
 *  last saw them (null if it never did: a page opened after the outcome). */
function cosmicShipsCounted(view, side) {
  const key = `${view.challenges}:${side}`;
  return cosmicShipsSeen.has(key) ? cosmicShipsSeen.get(key) : null;
}

/** The ships on a side: the Cone's for the offense; the defender's on the planet and the allies'
 *  for the defense. */
function cosmicShips(view, c, side, seat) {
  const sum = (counts) => Object.values(counts || {}).reduce((a, n) => a + Number(n), 0);
  if (side === "offense") return sum(c.cone);
  const planet = (view.planets || {})[c.planet] || [];
  return Number(planet[seat] || 0) + sum(c.defense_end);
}

/** The total the game reported for `side` in this challenge (its "totals" entry), if any yet. */
function cosmicReportedTotal(view, side) {
  const log = view.log || [];
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].kind === "challenge") return null; // an older challenge's
    if (log[i].kind === "totals" && typeof log[i][side] === "number") return log[i][side];
  }
  return null;
}

/** The score track: each player's foreign bases toward the win, as many places as the view says
 *  that player needs (the game's target; one fewer for the Spiritual Leader and the Nemesis under
 *  Zodiac, privilege 5). */
function cosmicScore(view, name, letter) {
  const zodiac = (view.variants || {}).zodiac || {};
  const rows = (view.players || []).map((p) => {
    const role = p.seat === zodiac.spiritual_leader ? " (Spiritual Leader)" : p.seat === zodiac.nemesis ? " (Nemesis)" : "";
    const need = p.win_bases ?? 5;
    const have = p.external_bases || 0;
    return HS.el(
      "li",
      { class: "score-row", data: { seat: p.seat, bases: have, need } },
      HS.seatLabel(p.seat, name),
      HS.el("span", { class: "pips", role: "img", "aria-label": `${have} of ${need} foreign bases${role}` },
        Array.from({ length: Math.max(need, have) }, (_, i) => HS.el("span", { class: i < have ? `pip on ${HS.board.colourClass(p.seat)}` : "pip", "aria-hidden": "true", text: i < have ? letter(p.seat) : "" }))),
      HS.el("span", { class: "muted", text: `${have} of ${need}${role}` }),
    );
  });
  return HS.panel("Foreign bases", HS.el("ul", { class: "plain score" }, rows));
}

function cosmicPlayers(view, name) {
  const players = view.players || [];
  const optional = [
    ["Lucre", "lucre"],
    ["Praw", "praw"],
    ["Removed", "removed"],
  ].filter(([, key]) => players.some((p) => p[key]));
  // Zodiac: each player's sign and Karma (on the board too, but a phone's board leaves them out).
  const zodiac = (view.variants || {}).zodiac;
  const signs = zodiac ? [["Sign", (seat) => HS.titleCase((zodiac.cards || [])[seat] || "–")], ["Karma", (seat) => String((zodiac.karma || [])[seat] ?? "–")]] : [];
  const headers = ["Player", "Power", "Hand", "Home", "Foreign", "Warp", ...optional.map(([title]) => title), ...signs.map(([title]) => title)];
  const rows = players.map((p) => ({
    class: [p.seat === view.offense ? "offense" : "", p.seat === view.seat ? "me" : ""].join(" ").trim() || null,
    cells: [
      HS.seatLabel(p.seat, name),
      p.power ? HS.titleCase(p.power) : "–",
      String(p.hand_size ?? "?"),
      String(p.home_bases ?? "?"),
      String(p.external_bases ?? "?"),
      String(p.warp ?? 0),
      ...optional.map(([, key]) => String(p[key] || 0)),
      ...signs.map(([, of]) => of(p.seat)),
    ],
  }));
  const powerData = players
    .filter((p) => p.power_data && Object.keys(p.power_data).length)
    .map((p) => HS.el("p", { class: "muted", text: HS.genericLogLine({ kind: HS.titleCase(p.power), ...p.power_data }, name) }));
  return HS.panel("Players", HS.table(headers, rows), powerData);
}

/** The discard pile's top cards as faces (a Flare or Edict played lies there). */
function cosmicDiscard(view) {
  const discard = view.discard || [];
  if (!discard.length) return null;
  const top = discard.slice(-4).reverse();
  return HS.panel(`Discard pile (${discard.length})`, HS.el("div", { class: "pile-cards" }, top.map((card) => HS.board.cardFace(cosmicFace(card)))));
}

/** The board element an option is about, for direct choice: a planet ("B3", "regain:B3",
 *  "token:B3"), a player ("player:1", "colour:1", "challenge:1", "invite:1"), or a card of the
 *  hand (its own key). */
function cosmicTarget(key, view) {
  const text = String(key);
  const last = text.split(":").pop();
  if ((view.planets || {})[last]) return `planet:${last}`;
  const player = /^(player|colour|challenge|invite):(\d+)$/.exec(text);
  if (player) return `player:${player[2]}`;
  if ((view.hand || []).includes(text)) return `card:${text}`;
  return null;
}

HS.games.cosmic = {
  title: "Cosmic Encounter",
  roundLabel: "Turn",
  render: renderCosmic,
  target: cosmicTarget,
  cardLabel: cosmicCardLabel,
  strongKinds: ["win", "outcome", "deal", "no-deal"],
};
