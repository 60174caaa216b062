"use strict";
// The nuclear game: the board drawn from a seat's view (hyperspace/nuclear/view.py): the countries
// with their populations and status, the latest round's hits as arcs, the hand as card faces.
// Every sentence is the game's words, sent by the server (each log entry's text).

const NUCLEAR_KINDS = { M: "missile", W: "warhead", P: "propaganda", D: "defense", S: "special", U: "special" };

/** "M500" -> "Missile 500", "W200b" -> "Bio warhead 200", "S15" -> "Special S15". */
function nuclearCardLabel(card) {
  const text = String(card);
  // A special or ultimate card by the game's own name for it (the catalogue's), for its text on
  // hover; the basic cards' names (Missile, Warhead...) already match theirs.
  const named = HS.cardNames && HS.cardNames.nuclear && HS.cardNames.nuclear[text];
  if (named && "SU".includes(text[0])) return named;
  const value = text.slice(1).replace(/[nb]$/, "");
  switch (text[0]) {
    case "M": return `Missile ${value}`;
    case "W": return `${text.endsWith("b") ? "Bio" : "Nuclear"} warhead ${value}`;
    case "P": return `Propaganda ${value}`;
    case "D": return `Defense ${value}`;
    case "S": return `Special ${text}`;
    case "U": return `ULTIMATE ${text}`;
    default: return text;
  }
}

const nuclearCardKind = (card) => NUCLEAR_KINDS[String(card)[0]] || "";

const formatPopulation = (n) => (n === null || n === undefined ? "?" : Number(n).toLocaleString("en-US"));

/** A card's face: its kind, its value, its name and (a special card's) rules text. */
function nuclearFace(card) {
  const text = String(card);
  const kind = nuclearCardKind(text);
  const texts = (HS.cardTexts && HS.cardTexts.nuclear) || {};
  const value = "MWPD".includes(text[0]) ? text.slice(1).replace(/[nb]$/, "") : null;
  return { card: text, kind, kindName: kind ? HS.titleCase(kind) : "Card", value, name: nuclearCardLabel(text), text: texts[text] || "" };
}

/** Draws the whole board of `view` into `container`; `seatNames` are the seats' names. */
function renderNuclear(view, container, seatNames) {
  const name = HS.namer(seatNames, view.players);
  HS.fill(
    container,
    HS.el("p", { class: "board-summary", text: `Round ${view.round ?? "?"}` + (view.over ? " · the game is over" : "") }),
    nuclearMap(view, name),
    view.result ? nuclearResult(view.result, name) : null,
    view.me ? HS.panel("Your hand", HS.board.fannedHand(view.me.hand || [], nuclearFace)) : null,
    view.me ? nuclearMine(view.me) : null,
    nuclearLastRound(view),
  );
}

const COUNTRY_W = 170;
const COUNTRY_TOP = 84; // the arcs of the round report fly above the countries
const LINE_H = 16; // a status line
const ICON_W = COUNTRY_W - 30; // one of one's own status icons, one a line
const ICON_H = 22;

/** The countries side by side: each with its population as a bar, its status as words and
 *  icons, and above them the latest round's hits as arcs from the attacker (when known) to the
 *  victim. */
function nuclearMap(view, name) {
  const B = HS.board;
  const players = view.players || [];
  const width = Math.max(2, players.length) * COUNTRY_W;
  const statuses = players.map((p) => [nuclearStatus(p), nuclearIcons(view, p)]);
  const tallest = Math.max(0, ...statuses.map(([lines, icons]) => lines.length * LINE_H + icons.length * (ICON_H + 4)));
  const height = COUNTRY_TOP + 104 + tallest;
  const root = B.svg("svg", { class: "nuclear-board", viewBox: `0 0 ${width} ${height}`, role: "group",
    "aria-label": "The countries: populations, status, and the latest round's hits" });
  root.append(B.svg("rect", { class: "ground", x: 0, y: 0, width, height, rx: 10 }));
  // The bars' full length: the largest population known, now or in a report of the log.
  const reported = (view.log || []).filter((e) => e.kind === "report").flatMap((e) => Object.values(e.populations || {}));
  const known = [...players.map((p) => p.population), ...reported].filter((n) => typeof n === "number");
  const scale = Math.max(1, ...known);
  players.forEach((p, i) => root.append(nuclearCountry(view, p, i * COUNTRY_W, height, scale, statuses[i], name)));
  root.append(...nuclearArcs(view, players, name));
  return root;
}

function nuclearCountry(view, p, x, height, scale, [status, icons], name) {
  const B = HS.board;
  const cx = x + COUNTRY_W / 2;
  const y = COUNTRY_TOP;
  const population = typeof p.population === "number" ? p.population : null;
  const bar = COUNTRY_W - 30;
  const said = `${name(p.seat)}: population ${population === null ? "not public" : formatPopulation(population)}` +
    [...status, ...icons.map((icon) => icon.said)].map((line) => `; ${line}`).join("");
  const iconsTop = y + 92 + status.length * LINE_H;
  return B.svg("g", { class: p.alive === false ? "country out" : "country", data: { seat: p.seat, target: `player:${p.seat}` }, role: "img", "aria-label": said },
    B.svg("rect", { x: x + 8, y, width: COUNTRY_W - 16, height: height - y - 10, rx: 10, class: "country-box" }),
    B.svg("circle", { cx: x + 28, cy: y + 24, r: 14, class: `fill ${B.colourClass(p.seat)}` }),
    B.svg("text", { x: x + 28, y: y + 29, "text-anchor": "middle", class: "country-letter", fill: B.ink(p.seat), text: HS.board.letters((view.players || []).map((q) => name(q.seat)))[p.seat] }),
    B.svg("text", { x: x + 48, y: y + 29, class: "country-name", text: name(p.seat) + (p.seat === view.seat ? " (you)" : "") }),
    B.svg("rect", { x: x + 15, y: y + 48, width: bar, height: 14, rx: 3, class: "bar-back" }),
    population === null ? null : B.svg("rect", { x: x + 15, y: y + 48, width: Math.max(0, (bar * population) / scale), height: 14, rx: 3, class: `fill ${B.colourClass(p.seat)}` }),
    B.svg("text", { x: cx, y: y + 80, "text-anchor": "middle", class: "country-pop", data: { population: population ?? "" }, text: population === null ? "population secret" : formatPopulation(population) }),
    status.map((line, i) => B.svg("text", { x: cx, y: y + 100 + i * LINE_H, "text-anchor": "middle", class: "country-status", text: line })),
    icons.map((icon, i) => nuclearIcon(icon, cx, iconsTop + i * (ICON_H + 4))),
  );
}

/** A country's public status in words with a mark each (never colour alone): eliminated, a
 *  launch announced, frozen. */
function nuclearStatus(p) {
  if (p.alive === false) return ["✖ eliminated"];
  const lines = [];
  if (p.preparing) lines.push("▲ preparing a launch");
  if (p.frozen) lines.push("❄ frozen");
  return lines;
}

// The duration cards a country shelters behind (S15 Fallout shelters, S17 Underground vaults).
const NUCLEAR_SHELTERS = new Set(["S15", "S17"]);

/** What one's own country has in force, as icons: the prepped missile, the EMP lock and each
 *  active card (shelters by a roof), each {kind, mark, text, said}; nothing for another's. */
function nuclearIcons(view, p) {
  const me = p.seat === view.seat && p.alive !== false ? view.me : null;
  if (!me) return [];
  const icons = [];
  if (me.prepped) icons.push({ kind: "prepped", mark: "▲", text: me.prepped_due ? `${me.prepped} due in round ${me.prepped_due}` : `${me.prepped} prepped`, said: `${nuclearCardLabel(me.prepped)} prepped` + (me.prepped_due ? `, launch in round ${me.prepped_due}` : "") });
  if (me.emp_locked_until >= view.round) icons.push({ kind: "emp", mark: "⚡", text: `EMP lock to round ${me.emp_locked_until}`, said: `EMP lock: no defense cards up to round ${me.emp_locked_until}` });
  for (const [label, span] of Object.entries(me.active || {})) {
    const shelter = NUCLEAR_SHELTERS.has(label);
    icons.push({ kind: shelter ? "shelter" : "active", mark: shelter ? "⌂" : "■", text: `${label} rounds ${span.first}–${span.last}`, said: `${nuclearCardLabel(label)} in force, rounds ${span.first} to ${span.last}`, card: label });
  }
  return icons;
}

/** One status icon centred on x from `top`: a badge with its mark and a short text. */
function nuclearIcon(icon, x, top) {
  const B = HS.board;
  return B.svg("g", { class: `icon ${icon.kind}`, data: icon.card ? { icon: icon.kind, card: icon.card } : { icon: icon.kind } },
    B.svg("title", { text: icon.said }),
    B.svg("rect", { x: x - ICON_W / 2, y: top, width: ICON_W, height: ICON_H, rx: 5, class: "icon-box" }),
    B.svg("text", { x: x - ICON_W / 2 + 6, y: top + 15.5, class: "icon-mark", text: icon.mark }),
    B.svg("text", { x: x - ICON_W / 2 + 20, y: top + 15, class: "icon-text", text: icon.text }));
}

let nuclearReportDrawn = null; // the round of the last report whose arcs were drawn

/** The latest round's hits: an arc from the attacker (from above when the attacker is secret)
 *  to the victim, with what it cost; propaganda from the gainer, dashed. */
function nuclearArcs(view, players, name) {
  const B = HS.board;
  const log = view.log || [];
  const report = [...log].reverse().find((entry) => entry.kind === "report");
  if (!report) return [];
  const at = (seat) => players.findIndex((p) => p.seat === Number(seat)) * COUNTRY_W + COUNTRY_W / 2;
  const hits = log.filter((e) => e.round === report.round && (e.kind === "damage" || e.kind === "propaganda") && e.victim !== undefined);
  // A report not drawn before: its arcs fly in once (the board is drawn again at every state).
  const fresh = report.round !== nuclearReportDrawn;
  nuclearReportDrawn = report.round;
  return hits.map((e, i) => {
    const from = e.kind === "propaganda" ? e.gainer : e.attacker;
    const x1 = at(e.victim) + (i % 3) * 10 - 10;
    const known = from !== undefined && from !== null;
    const x0 = known ? at(from) + (i % 3) * 10 - 10 : x1 - 40;
    const y = COUNTRY_TOP;
    const lift = known ? 70 : 30;
    const path = known ? `M ${x0} ${y} Q ${(x0 + x1) / 2} ${y - lift} ${x1} ${y}` : `M ${x0} 6 Q ${x1 - 10} 10 ${x1} ${y}`;
    return B.svg("g", { class: `arc ${e.kind}${fresh ? " fresh" : ""}`, "aria-label": e.text || "", data: { victim: e.victim, from: known ? from : "" } },
      B.svg("path", { d: path, class: "arc-path", pathLength: 100 }),
      B.svg("circle", { cx: x1, cy: y, r: 5, class: "arc-hit" }),
      // The loss written just above where it struck, the victim's later hits higher up.
      B.svg("text", { x: x1, y: y - 12 - 15 * hits.slice(0, i).filter((h) => h.victim === e.victim).length, "text-anchor": "middle", class: "arc-label", text: `−${formatPopulation(e.loss)}` }));
  });
}

function nuclearMine(me) {
  const active = Object.entries(me.active || {}).map(([label, span]) => `${label} (rounds ${span.first}–${span.last})`);
  const penalties = Object.entries(me.penalties || {}).filter(([, n]) => n).map(([key, n]) => `${key.toUpperCase()}: ${n}`);
  return HS.panel("You", HS.facts([
    ["Population", formatPopulation(me.population)],
    ["Score", formatPopulation(me.score)],
    ["Prepped", me.prepped ? `${nuclearCardLabel(me.prepped)}` + (me.prepped_due ? ` (launch in round ${me.prepped_due})` : "") : "nothing"],
    ["Active", active.length ? active.join("; ") : "none"],
    ["Idle", me.idle && me.idle.length ? me.idle.join(", ") : undefined],
    ["EMP lock", me.emp_locked_until ? `until round ${me.emp_locked_until}` : undefined],
    ["Credit", me.credit ? String(me.credit) : undefined],
    ["Penalties", penalties.length ? penalties.join(", ") : undefined],
  ]));
}

function nuclearResult(result, name) {
  const scores = Object.entries(result.scores || {}).map(([seat, score]) => `${name(seat)} ${formatPopulation(score)}`);
  return HS.panel("Result", HS.facts([
    ["Survivor", result.survivor !== null && result.survivor !== undefined ? name(result.survivor) : "none"],
    ["Winners", name.many(result.winners)],
    ["Scores", scores.join(", ") || "–"],
  ]));
}

/** The latest round's report and messages, so the news of the round is on the board itself. */
function nuclearLastRound(view) {
  const log = view.log || [];
  const report = [...log].reverse().find((entry) => entry.kind === "report");
  if (!report) return null;
  const lines = log.filter((entry) => entry.round === report.round && entry.kind !== "turn");
  return HS.panel(
    `Round ${report.round} report`,
    HS.el("ul", { class: "plain" }, lines.map((entry) => HS.el("li", { data: { kind: entry.kind }, text: entry.text || HS.genericLogLine(entry, String, nuclearCardLabel) }))),
  );
}

/** The board element an option is about, for direct choice: a country ("target:1"), or a card
 *  of the hand. */
function nuclearTarget(key, view) {
  const text = String(key);
  const country = /^target:(\d+)$/.exec(text);
  if (country) return `player:${country[1]}`;
  const card = text.split(":").pop();
  return view.me && (view.me.hand || []).includes(card) ? `card:${card}` : null;
}

HS.games.nuclear = {
  title: "The nuclear game",
  roundLabel: "Round",
  render: renderNuclear,
  target: nuclearTarget,
  cardLabel: nuclearCardLabel,
  strongKinds: ["eliminated", "game_over"],
};
