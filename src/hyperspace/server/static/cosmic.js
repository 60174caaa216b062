"use strict";
// Cosmic Encounter: the board drawn from a seat's view (hyperspace/cosmic/view.py). The log's
// sentences are the game's words, sent by the server (each entry's text); logLine is the fallback
// for an entry without one. Any key of the view may be absent.

const COSMIC_SYSTEMS = "ABCDEF";

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

/** One side of a proposal (docs/architecture.md), "2p1+1c+base" -> "2 of Bob's tokens, 1 card
 *  and a base"; `name` names a colour's player. */
function cosmicTerms(key, name) {
  const words = { c: ["card", "cards"], L: ["Lucre", "Lucre"], W: ["token freed from the Warp", "tokens freed from the Warp"],
    P: ["prisoner of the giver's choice", "prisoners of the giver's choice"] };
  const parts = [];
  for (const part of String(key).split("+")) {
    const match = /^(\d+)(p(\d+)|[cLWP])$/.exec(part);
    if (part === "base") parts.push("a base");
    else if (match && match[1] !== "0" && match[3] !== undefined) parts.push(`${match[1]} of ${name ? name(match[3]) : `colour ${match[3]}`}'s tokens`);
    else if (match && match[1] !== "0") parts.push(`${match[1]} ${words[match[2]][match[1] === "1" ? 0 : 1]}`);
  }
  if (!parts.length) return "nothing";
  return parts.length > 1 ? parts.slice(0, -1).join(", ") + " and " + parts[parts.length - 1] : parts[0];
}

/** "give:1c/get:0c+base" -> "Ann gives 1 card; Ann gets a base". */
function cosmicDeal(key, who, name) {
  const [give, get] = String(key).replace(/^give:/, "").split("/get:");
  return `${who} gives ${cosmicTerms(give, name)}; ${who} gets ${cosmicTerms(get || "", name)}`;
}

// -- the log ----------------------------------------------------------------------------------------

/** One log entry as a sentence; kinds not listed (powers' own) fall back to the generic line. */
function cosmicLogLine(entry, name) {
  const g = (key) => entry[key];
  const card = (key) => cosmicCardLabel(g(key));
  const cards = (list) => (list || []).map(cosmicCardLabel).join(", ");
  const bySeat = (map) => Object.entries(map || {}).map(([seat, c]) => `${name(seat)} ${cosmicCardLabel(c)}`).join(", ");
  const texts = {
    "challenge": () => `Challenge ${g("number") === 1 ? "one" : "two"} of the turn: ${name(g("offense"))} is the offense.`,
    "destiny": () => `Destiny: ${name(g("colour"))}'s colour.`,
    "cone": () => `The Cone points at ${g("planet")}; ${name(g("defense"))} defends.`,
    "launch": () => `${name(g("seat"))} launches ${g("tokens")} token(s).`,
    "invitations": () => `Invited to the offense: ${name.many(g("offense"))}; to the defense: ${name.many(g("defense"))}.`,
    "ally": () => `${name(g("seat"))} joins the ${g("side")} with ${g("tokens")} token(s).`,
    "card-played": () => `${name(g("seat"))} plays a Challenge Card face down` + (g("card") ? ` (${card("card")}).` : "."),
    "reveal": () => `Cards revealed: ${bySeat(g("cards"))}.`,
    "kicker-played": () => `${name(g("seat"))} puts a Kicker face down` + (g("card") ? ` (${card("card")}).` : "."),
    "kickers-revealed": () => `Kickers revealed: ${bySeat(g("kickers"))}.`,
    "zodiac-played": () => `${name(g("seat"))} plays ${card("card")} on ${name(g("target"))} (${card("replaced")} discarded).`,
    "zodiac-draw": () => `${name(g("seat"))} draws ${g("cards")} card(s)` + (g("drawn") ? `: ${cards(g("drawn"))}.` : "."),
    "karma-changes": () => "Karma changes: " + (Object.entries(g("changes") || {}).map(([s, d]) => `${name(s)} ${d > 0 ? "+" : ""}${d}`).join(", ") || "none") + ".",
    "karma": () => `${name(g("seat"))}: Karma ${g("change") > 0 ? "+" : ""}${g("change")}` + (g("card_as_base") ? " (the card used as a base)." : ` (${g("planet")}).`),
    "karma-unchanged": () => `${name(g("seat"))}: Karma unchanged (no move possible).`,
    "spiritual-leader": () => (g("seat") !== null && g("seat") !== undefined ? `${name(g("seat"))} is the Spiritual Leader now.` : "There is no Spiritual Leader now."),
    "totals": () => `Totals: offense ${g("offense")}, defense ${g("defense")}.`,
    "outcome": () => (g("side") === "offense" ? `${name(g("winner"))} wins as the offense and lands on ${g("planet")}.` : `${name(g("winner"))} wins as the defense.`),
    "to-warp": () => `${name(g("colour"))}: ${g("tokens")} token(s) to the Warp (${g("cause")}).`,
    "rewards": () => `${name(g("seat"))} collects ${g("count")} defensive reward(s).`,
    "consolation": () => `${name(g("seat"))} takes ${g("cards")} card(s) of consolation from ${name(g("from"))}` + (g("taken") ? `: ${cards(g("taken"))}.` : "."),
    "deal-proposal": () => `${name(g("seat"))} proposes a deal` + (g("proposal") ? ` (${cosmicDeal(g("proposal"), "the proposer", name)}).` : "."),
    "exchange-proposal": () => `${name(g("seat"))} proposes a prisoner exchange` + (g("proposal") ? ` (${cosmicDeal(g("proposal"), "the proposer", name)}).` : "."),
    "exchange-answer": () => `${name(g("seat"))} answers: ${g("answer")}.`,
    "swap-offer": () => `${name(g("from"))} offers ${name(g("to"))} a swap (${cosmicDeal(String(g("offer")).replace(/^swap:\d+\//, ""), "the proposer", name)}): ${g("answer")}.`,
    "deal-answer": () => `${name(g("seat"))} answers: ${g("answer")}.`,
    "deal": () => `Deal made between ${name.many(g("between"))}.`,
    "no-deal": () => `No deal: ${name.many(g("seats"))} lose three tokens each.`,
    "regroup": () => `${name(g("seat"))} brings a token back from the Warp to ${g("to")}.`,
    "new-hand": () => `${name(g("seat"))} draws a new hand of ${g("cards")} card(s).`,
    "reshuffle": () => `The discard pile becomes a new deck (${g("cards")} cards).`,
    "win": () => `${name.many(g("winners"))} win(s) the game!`,
    "capped": () => `The game stops at the challenge cap (${g("challenges")}).`,
    "play": () => `${name(g("seat"))} plays ${card("card")}` + (g("against") ? ` against ${card("against")}.` : "."),
    "cancelled": () => `${card("card")} is cancelled.`,
    "zapped": () => `${name(g("seat"))}'s power (${HS.titleCase(g("power") || "?")}) is zapped.`,
    "pulsar-pro": () => `${name(g("seat"))} plays his own ${HS.titleCase(g("power") || "?")} Pulsar: its Pro holds for this challenge.`,
    "pulsar-immunity": () => `${name(g("seat"))} plays the ${HS.titleCase(g("power") || "?")} Pulsar: that power cannot affect him this challenge.`,
    "pulsar-shut-off": () => `${name(g("seat"))} discards the ${HS.titleCase(g("power") || "?")} Pulsar: that power is off for this challenge.`,
    "pulsar-overridden": () => `The ${HS.titleCase(g("power") || "?")} Super Flare prevails: ${name(g("seat"))}'s Pulsar has no effect and goes back to his hand.`,
    "pulsar-keeps-power": () => `${name(g("seat"))} discards his own ${HS.titleCase(g("power") || "?")} Pulsar to keep his power.`,
    "pulsar-zap": () => `${name(g("seat"))} ends the ${HS.titleCase(g("power") || "?")} Pulsar's shut-off.`,
    "freed": () => `${name(g("by"))} frees the tokens of ${name.many(g("colours"))} from the Warp.`,
    "plague": () => `Plague: ${name(g("seat"))} loses ${g("tokens")} token(s) and a card of each type.`,
    "quash": () => `${name(g("seat"))} quashes the deal.`,
    "praw": () => "Critical mass: every token in the Warp drops into the Praw.",
    "no-challenge-card": () => `${name(g("seat"))} has no Challenge Card: the challenge ends.`,
  };
  const text = texts[entry.kind];
  return text ? text() : HS.genericLogLine(entry, name, cosmicCardLabel);
}

// -- the board --------------------------------------------------------------------------------------

/** Draws the whole board of `view` into `container`; `seatNames` are the seats' names. */
function renderCosmic(view, container, seatNames) {
  const name = HS.namer(seatNames, view.players);
  HS.fill(
    container,
    cosmicSummary(view, name),
    cosmicChallenge(view, name),
    // The hand right under the challenge: what a player looks at most, after the decision.
    view.hand ? HS.panel("Your hand", HS.handView(view.hand, cosmicCardLabel, cosmicCardKind)) : null,
    cosmicSystems(view, name),
    cosmicWarp(view, name),
    cosmicPlayers(view, name),
    cosmicPiles(view, name),
    ...cosmicVariants(view, name),
  );
}

function cosmicSummary(view, name) {
  const parts = [`Turn ${view.turn ?? "?"}`];
  if (view.offense !== null && view.offense !== undefined) parts.push(`offense: ${name(view.offense)}`);
  if (view.challenges !== undefined) parts.push(`${view.challenges} challenge(s) so far`);
  if (view.over) parts.push(`over, won by ${name.many(view.winners)}`);
  return HS.el("p", { class: "board-summary", text: parts.join(" · ") });
}

/** The home systems: one row of planets per system, tokens by colour, the target highlighted. */
function cosmicSystems(view, name) {
  const target = view.challenge ? view.challenge.planet : null;
  const systems = new Map();
  for (const [key, counts] of Object.entries(view.planets || {})) {
    const letter = key.replace(/\d+$/, "");
    if (!systems.has(letter)) systems.set(letter, []);
    systems.get(letter).push([key, counts]);
  }
  const rows = [...systems].map(([letter, planets]) => {
    const owner = COSMIC_SYSTEMS.indexOf(letter);
    return HS.el(
      "div",
      { class: `system c${owner % HS.SEAT_COLOURS.length}`, data: { system: letter } },
      HS.el("h4", { text: owner >= 0 ? `${letter}: ${name(owner)}'s system` : letter }),
      HS.el("div", { class: "planets" }, planets.map(([key, counts]) => cosmicPlanet(key, counts, key === target, name))),
    );
  });
  return HS.panel("Systems", HS.el("div", { class: "systems" }, rows));
}

function cosmicPlanet(key, counts, isTarget, name) {
  return HS.el(
    "div",
    { class: isTarget ? "planet target" : "planet", data: { planet: key }, "aria-label": isTarget ? `${key}, the Cone's target` : key },
    HS.el("span", { class: "name", text: isTarget ? `${key} ◎` : key }),
    HS.chips(counts, name, "–"),
  );
}

function cosmicWarp(view, name) {
  const players = view.players || [];
  const warp = Object.fromEntries(players.map((p) => [p.seat, p.warp || 0]));
  const praw = Object.fromEntries(players.map((p) => [p.seat, p.praw || 0]));
  const anyPraw = players.some((p) => p.praw);
  return HS.panel("Warp", HS.facts([
    ["Warp", HS.chips(warp, name, "empty")],
    ["Praw", anyPraw ? HS.chips(praw, name, "empty") : undefined],
  ]));
}

function cosmicChallenge(view, name) {
  const c = view.challenge;
  if (!c) return null;
  const cards = c.cards || {};
  const played = (c.cards_played || []).map((seat) => `${name(seat)}: ${cards[String(seat)] ? cosmicCardLabel(cards[String(seat)]) : "face down"}`);
  const defense = c.defense !== null && c.defense !== undefined ? name(c.defense) : "?";
  return HS.panel(
    `Challenge ${c.number === 2 ? "two" : "one"}`,
    HS.el("p", { class: "board-summary", text: `${name(c.offense)} attacks ${defense}` + (c.planet ? ` at ${c.planet}` : "") }),
    HS.facts([
      ["Cone", HS.chips(c.cone, name, "empty")],
      ["Defense", HS.chips(c.defense_end, name, "no allies' tokens")],
      ["Offense allies", name.many(c.offense_allies)],
      ["Defense allies", name.many(c.defense_allies)],
      ["Cards", played.length ? played.join("; ") : "none yet"],
      ["Zapped", c.zapped && c.zapped.length ? c.zapped.map(HS.titleCase).join(", ") : undefined],
      ["In effect", c.flags && c.flags.length ? c.flags.map(HS.titleCase).join(", ") : undefined],
      ["Outcome", c.outcome ? c.outcome : undefined],
    ]),
  );
}

function cosmicPlayers(view, name) {
  const players = view.players || [];
  const optional = [
    ["Lucre", "lucre"],
    ["Praw", "praw"],
    ["Removed", "removed"],
  ].filter(([, key]) => players.some((p) => p[key]));
  const headers = ["Player", "Power", "Hand", "Home", "Foreign", ...optional.map(([title]) => title)];
  const rows = players.map((p) => ({
    class: [p.seat === view.offense ? "offense" : "", p.seat === view.seat ? "me" : ""].join(" ").trim() || null,
    cells: [
      HS.seatLabel(p.seat, name),
      p.power ? HS.titleCase(p.power) : "–",
      String(p.hand_size ?? "?"),
      String(p.home_bases ?? "?"),
      String(p.external_bases ?? "?"),
      ...optional.map(([, key]) => String(p[key] || 0)),
    ],
  }));
  const powerData = players
    .filter((p) => p.power_data && Object.keys(p.power_data).length)
    .map((p) => HS.el("p", { class: "muted", text: HS.genericLogLine({ kind: HS.titleCase(p.power), ...p.power_data }, name) }));
  return HS.panel("Players", HS.table(headers, rows), powerData);
}

function cosmicPiles(view, name) {
  const discard = view.discard || [];
  const destiny = view.destiny_discard || [];
  const top = destiny.length ? destiny[destiny.length - 1] : null;
  return HS.panel("Decks", HS.facts([
    ["Deck", `${view.deck_size ?? "?"} cards`],
    ["Discard", discard.length ? `${discard.length} (top: ${cosmicCardLabel(discard[discard.length - 1])})` : "empty"],
    ["Destiny", `${view.destiny_size ?? "?"} cards` + (top !== null ? ` (last flipped: ${cosmicDestinyCard(top, name)})` : "")],
  ]));
}

// A Star Disc by its player's name; the cards below zero are a variant's (Prisoners: Capture
// Challenge cards, ruling C-112).
function cosmicDestinyCard(card, name) {
  if (!Number.isInteger(card)) return HS.titleCase(String(card));
  return card < 0 ? "a Capture Challenge card" : name(card);
}

// -- the WARP variants ----------------------------------------------------------------------------

function cosmicVariants(view, name) {
  const variants = view.variants || {};
  const panels = [];
  if (variants.kickers) panels.push(cosmicKickers(variants.kickers, name));
  if (variants.zodiac) panels.push(cosmicZodiac(variants.zodiac, view, name));
  if (variants.prisoners) panels.push(cosmicPrisoners(variants.prisoners, name));
  for (const [key, data] of Object.entries(variants)) {
    if (!["kickers", "zodiac", "prisoners"].includes(key)) panels.push(HS.panel(HS.titleCase(key), HS.el("p", { text: HS.compact(data) })));
  }
  return panels;
}

function cosmicKickers(k, name) {
  const shown = Object.entries(k.kickers || {}).map(([seat, card]) => `${name(seat)}: ${cosmicCardLabel(card)}`);
  return HS.panel("Kickers", HS.facts([
    ["Counting", k.additive ? "added to the total" : "multiplying the card"],
    ["Face down", name.many(k.down)],
    ["Kickers", shown.length ? shown.join("; ") : undefined],
  ]));
}

function cosmicZodiac(z, view, name) {
  const players = view.players || [];
  const rows = players.map((p) => [
    HS.seatLabel(p.seat, name),
    z.cards && z.cards[p.seat] ? HS.titleCase(z.cards[p.seat]) : "–",
    String(z.karma && z.karma[p.seat] !== undefined ? z.karma[p.seat] : "–"),
  ]);
  const leader = z.spiritual_leader !== null && z.spiritual_leader !== undefined ? name(z.spiritual_leader) : "nobody";
  const nemesis = z.nemesis !== null && z.nemesis !== undefined ? name(z.nemesis) : "nobody";
  return HS.panel("Zodiac", HS.table(["Player", "Sign", "Karma"], rows), HS.facts([["Spiritual Leader", leader], ["Nemesis", nemesis]]));
}

function cosmicPrisoners(pr, name) {
  const rows = Object.entries(pr.prisons || {}).map(([holder, held]) => [HS.seatLabel(holder, name), HS.chips(held, name, "empty")]);
  return HS.panel(
    "Prisons",
    pr.capture ? HS.el("p", { class: "board-summary", text: "This is a Capture Challenge." }) : null,
    rows.length ? HS.table(["Holder", "Prisoners"], rows) : HS.el("p", { class: "muted", text: "No prisoners." }),
  );
}

HS.games.cosmic = {
  title: "Cosmic Encounter",
  roundLabel: "Turn",
  render: renderCosmic,
  logLine: cosmicLogLine,
  cardLabel: cosmicCardLabel,
  strongKinds: ["win", "outcome", "deal", "no-deal"],
};
