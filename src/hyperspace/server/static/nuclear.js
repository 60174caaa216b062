"use strict";
// The nuclear game: the board drawn from a seat's view (hyperspace/nuclear/view.py). Most log
// entries carry their own sentence in `text`; the round reports do not.

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

function nuclearLogLine(entry, name) {
  if (typeof entry.text === "string" && entry.text) return entry.text;
  if (entry.kind === "report") {
    const populations = Object.entries(entry.populations || {}).map(([seat, n]) => `${name(seat)} ${formatPopulation(n)}`);
    return `Populations: ${populations.join(", ") || "none reported"}.`;
  }
  return HS.genericLogLine(entry, name, nuclearCardLabel);
}

/** Draws the whole board of `view` into `container`; `seatNames` are the seats' names. */
function renderNuclear(view, container, seatNames) {
  const name = HS.namer(seatNames, view.players);
  HS.fill(
    container,
    HS.el("p", { class: "board-summary", text: `Round ${view.round ?? "?"}` + (view.over ? " · the game is over" : "") }),
    nuclearPlayers(view, name),
    view.result ? nuclearResult(view.result, name) : null,
    view.me ? HS.panel("Your hand", HS.handView(view.me.hand, nuclearCardLabel, nuclearCardKind)) : null,
    view.me ? nuclearMine(view.me) : null,
    nuclearLastRound(view, name),
  );
}

function nuclearPlayers(view, name) {
  const rows = (view.players || []).map((p) => ({
    class: [p.alive === false ? "out" : "", p.seat === view.seat ? "me" : ""].join(" ").trim() || null,
    cells: [
      HS.seatLabel(p.seat, name),
      formatPopulation(p.population),
      p.alive === false ? "eliminated" : [p.preparing ? "preparing a launch" : "", p.frozen ? "frozen" : ""].filter(Boolean).join(", ") || "–",
    ],
  }));
  return HS.panel("Players", HS.table(["Player", "Population", "Status"], rows));
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
function nuclearLastRound(view, name) {
  const log = view.log || [];
  const report = [...log].reverse().find((entry) => entry.kind === "report");
  if (!report) return null;
  const lines = log.filter((entry) => entry.round === report.round && entry.kind !== "turn");
  return HS.panel(
    `Round ${report.round} report`,
    HS.el("ul", { class: "plain" }, lines.map((entry) => HS.el("li", { data: { kind: entry.kind }, text: nuclearLogLine(entry, name) }))),
  );
}

HS.games.nuclear = {
  title: "The nuclear game",
  roundLabel: "Round",
  render: renderNuclear,
  logLine: nuclearLogLine,
  cardLabel: nuclearCardLabel,
  strongKinds: ["eliminated", "game_over"],
};
