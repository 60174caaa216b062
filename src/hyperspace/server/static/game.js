"use strict";
// The game page: one live state (GET .../state once, then every websocket "state" message) drawn
// as the header, the board (by the game's renderer), the pending decision, seats, log and chat;
// once the game is over, the result and a replay.

(() => {
  const { el, fill, api, showError, namer, seatLabel, copyButton } = HS;
  const $ = (id) => document.getElementById(id);

  const gameId = decodeURIComponent(location.pathname.replace(/\/+$/, "").split("/").pop() || "");
  const base = `/api/games/${encodeURIComponent(gameId)}`;

  const MANY_OPTIONS = 12; // above this, the decision gets a filter box
  const RECONNECT_MIN_MS = 1000;
  const RECONNECT_MAX_MS = 30000;
  const STUCK_MS = 10000; // re-enable decision buttons if no state follows a submission

  let state = null; // the last state received
  let socket = null;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer = null;
  let stopped = false; // no reconnecting (no such game, page leaving)
  let logShown = 0; // how many of this seat's log entries #log has shown (an absolute index)
  let logRound = null; // the round of the last entry in #log (for the round headings)
  // Whether #log has drawn a state of this seat's log yet: what the first one holds is the past,
  // not news (a log still empty then makes its next entries news).
  let logStarted = false;
  let shownDecision = null; // the identity of the decision drawn in #decision
  let submitted = null; // the identity of the decision we answered and await a new state for
  let stuckTimer = null;
  let pushed = 0; // states the websocket has delivered: a GET answered after one of them is older
  let seatDropped = false; // this browser's seat secret was revoked: it now watches
  const newInvites = {}; // seat -> invite link reissued by the host during this visit

  const gameOf = (s) => HS.games[(s && (s.game || (s.view && s.view.game))) || ""] || null;
  const seatNames = (s) => (s.seats || []).map((seat) => seat.name);
  const nameOf = (s) => namer(seatNames(s), s.view && s.view.players);

  // -- applying a state -------------------------------------------------------------------------

  function applyState(next) {
    if (!next || typeof next !== "object") return;
    // A GET answered after a newer websocket message must not roll the page back.
    if (state && typeof next.seq === "number" && typeof state.seq === "number" && next.seq < state.seq) return;
    mergeLog(next.view);
    state = next;
    const name = nameOf(state);
    renderHeader(state, name);
    loadTexts();
    renderDecision(state, name);
    attachTexts($("decision"), state.game);
    renderBoard(state);
    bindBoard();
    renderLog(state, name);
    renderSeats(state, name);
    renderPrefs(state);
    renderChat(state, name);
    renderResult(state, name);
    renderReplayControls(state, name);
  }

  /**
   * The websocket sends only the log entries a connection has not had yet; the boards want the
   * recent log whole (the nuclear board finds the last round's report in it). Keeps up to
   * LOG_KEPT entries and puts them back into the view, as a tail of the whole log.
   */
  const LOG_KEPT = 300;
  let knownLog = []; // the newest entries of this seat's log
  let knownEnd = 0; // the absolute index just past knownLog's last entry

  function mergeLog(view) {
    if (!view || !Array.isArray(view.log)) return;
    const size = typeof view.log_size === "number" ? view.log_size : view.log.length;
    const start = size - view.log.length;
    const knownStart = knownEnd - knownLog.length;
    if (start >= knownStart && start <= knownEnd && size >= knownEnd) {
      knownLog = knownLog.slice(0, start - knownStart).concat(view.log);
    } else {
      knownLog = view.log.slice(); // another seat's log, or a gap: start again from what came
    }
    knownEnd = size;
    if (knownLog.length > LOG_KEPT) knownLog = knownLog.slice(-LOG_KEPT);
    view.log = knownLog;
  }

  function renderHeader(s, name) {
    const game = gameOf(s);
    const title = game ? game.title : s.game || "Hyperspace";
    $("title").textContent = title;
    const me = s.seat === null || s.seat === undefined ? "You are watching (spectator)" : `You are seat ${s.seat + 1}: ${name(s.seat)}`;
    $("who").textContent = me + (s.host ? " · host" : "") + ` · game ${s.id || gameId}`;
    $("game-status").textContent = s.status || "";
    $("turn").textContent = turnText(s, name);
    document.title = (s.decision ? "Your move · " : "") + `${title} · Hyperspace`;
  }

  /** Whose turn it is. An open window names nobody: who could play there is secret (ruling SRV-1). */
  function turnText(s, name) {
    if (s.status === "finished") return "· the game is over";
    if (s.window) return "· A card may be played now";
    if (s.waiting && s.waiting.length) {
      const mine = s.waiting.includes(s.seat);
      return `· waiting for ${name.many(s.waiting)}` + (mine ? " (your move)" : "");
    }
    return "";
  }

  function renderBoard(s) {
    const board = $("board");
    const game = gameOf(s);
    if (!s.view) {
      board.replaceChildren();
      return;
    }
    drawView(game, s.view, board, seatNames(s));
    attachTexts(board, s.game || s.view.game);
  }

  // -- rules texts on hover ---------------------------------------------------------------------

  /** The rules texts of each game (GET /api/catalog, once): name -> "kind: text". */
  const texts = {};
  let textsAsked = false;
  async function loadTexts() {
    if (textsAsked) return;
    textsAsked = true;
    try {
      const catalog = await api("GET", "/api/catalog");
      HS.cardNames = HS.cardNames || {};
      HS.cardTexts = HS.cardTexts || {};
      for (const [key, info] of Object.entries((catalog && catalog.games) || {})) {
        texts[key] = (info.texts || []).map((t) => [t.name, `${t.name} (${t.kind}): ${t.text}`]);
        texts[key].sort((a, b) => b[0].length - a[0].length); // the longest name first
        HS.cardNames[key] = Object.fromEntries((info.texts || []).map((t) => [t.key, t.name]));
        HS.cardTexts[key] = Object.fromEntries((info.texts || []).map((t) => [t.key, t.text]));
      }
      if (state) {
        renderBoard(state); // the cards now by the game's names, with their texts
        bindBoard();
        attachTexts($("decision"), state.game);
      }
    } catch (error) {
      console.error(error); // the page works without the texts
    }
  }

  /** Every cell, item and button in ``container`` that names a power or card gets its text (the
   *  longest name it contains), shown in a popover on hover, focus or tap (see ``showText``). */
  function attachTexts(container, game) {
    const known = texts[game];
    if (!known) return;
    for (const node of container.querySelectorAll("td, li, button, span.card, p")) {
      if (node.dataset.text) continue;
      const words = (node.textContent || "").toLowerCase();
      const found = known.find(([name]) => words.includes(name.toLowerCase()));
      if (found) {
        node.dataset.text = found[1];
        node.classList.add("has-text");
        // Keyboards and phones reach it too: a focusable element (buttons already are).
        if (node.tabIndex < 0) node.tabIndex = 0;
      }
    }
  }

  /** The one popover that shows a text: beside the element hovered, focused or tapped. */
  function showText(node) {
    const pop = $("text-pop");
    pop.textContent = node.dataset.text;
    pop.hidden = false;
    const box = node.getBoundingClientRect();
    const left = Math.min(box.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - pop.offsetWidth - 8);
    pop.style.left = `${Math.max(window.scrollX + 4, left)}px`;
    pop.style.top = `${box.bottom + window.scrollY + 4}px`;
  }

  function hideText() {
    $("text-pop").hidden = true;
  }

  function watchTexts() {
    const holder = (event) => event.target.closest && event.target.closest("[data-text]");
    document.addEventListener("mouseover", (event) => (holder(event) ? showText(holder(event)) : null));
    document.addEventListener("mouseout", (event) => {
      if (holder(event) && !holder(event).contains(event.relatedTarget)) hideText();
    });
    document.addEventListener("focusin", (event) => (holder(event) ? showText(holder(event)) : hideText()));
    document.addEventListener("focusout", hideText);
    document.addEventListener("keydown", (event) => (event.key === "Escape" ? hideText() : null));
  }

  /** Draws a view with its game's renderer; a renderer error shows the raw view instead of
   *  leaving the page half drawn. */
  function drawView(game, view, container, names) {
    try {
      if (!game) throw new Error(`no renderer for the game "${view.game}"`);
      game.render(view, container, names);
    } catch (error) {
      console.error(error);
      fill(
        container,
        HS.panel(
          "Board",
          el("p", { class: "muted", text: "The board could not be drawn (" + error.message + "); the raw view:" }),
          el("pre", { class: "table-wrap", text: JSON.stringify(view, null, 1) }),
        ),
      );
    }
  }

  // -- the decision -----------------------------------------------------------------------------

  function renderDecision(s, name) {
    const box = $("decision");
    const decision = s.decision;
    if (!decision) {
      box.hidden = true;
      box.replaceChildren();
      delete box.dataset.seq;
      delete box.dataset.kind;
      shownDecision = null;
      submitted = null;
      return;
    }
    const identity = JSON.stringify([decision.seq, decision.kind, decision.options, decision.labels, decision.prompt, decision.context, decision.deadline, decision.form]);
    if (submitted && submitted !== identity) submitted = null; // a new decision: the old answer is done
    // The same decision again (a chat line, someone connecting): keep the DOM, so focus and the
    // filter text survive.
    if (identity !== shownDecision) {
      shownDecision = identity;
      drawDecision(box, decision, gameOf(s), name);
    }
    setDecisionEnabled(submitted === null);
    updateCountdown();
  }

  function drawDecision(box, decision, game, name) {
    const labels = decision.labels || {};
    const button = (key, text) =>
      el("button", { type: "button", class: "option", data: { key }, text, onclick: () => decide(decision, key) });
    const buttons = (decision.options || []).map((key) => button(key, labels[key] || key));
    // The server's own choice on card windows, always after the rules' options (docs/server.md).
    if (decision.pass_rest) buttons.push(button("pass-rest", decision.pass_rest));
    fill(
      box,
      el("div", { class: "decision-head" }, el("h2", null, "Your decision ", el("span", { id: "countdown" })), foldButton(box)),
      el("p", { class: "prompt", text: decision.prompt || decision.kind }),
      el("div", { id: "decision-body", class: "decision-body" },
        buttons.length > MANY_OPTIONS ? filterBox(buttons) : null,
        el("div", { class: "options", role: "group", "aria-label": "Your options" }, buttons),
        decision.form ? formFor(decision, decision.form) : null),
    );
    // For tests and scripts: which decision the buttons answer.
    box.dataset.seq = String(decision.seq);
    box.dataset.kind = decision.kind;
    box.hidden = false;
  }

  // A phone keeps the decision at the bottom of the screen, over the board: folded, only its
  // prompt stays, so the whole board can be looked at (and clicked) before answering.
  let folded = false;

  /** The button folding the decision's options away and back (shown on narrow screens only). */
  function foldButton(box) {
    const button = el("button", { type: "button", class: "secondary fold", "aria-controls": "decision-body" });
    const show = () => {
      box.classList.toggle("folded", folded);
      button.textContent = folded ? "Show options" : "Hide options";
      button.setAttribute("aria-expanded", String(!folded));
    };
    button.addEventListener("click", () => {
      folded = !folded;
      show();
    });
    show();
    return button;
  }

  /** A decision with a form (a proposal, docs/architecture.md): a number per field, grouped by
   *  side, and, when the form has targets (a Prisoner Swap), a choice of whom to offer it to.
   *  "Propose" composes the key; the server refuses a wrong one with the reason (422). */
  function proposalForm(decision, form) {
    const sideName = { give: "You give", get: "You get" };
    const counter = (field) =>
      el("label", { class: "field" }, `${field.label} (${field.min} to ${field.max}) `,
        el("input", { type: "number", min: field.min, max: field.max, step: 1, value: field.min,
          "aria-label": `${sideName[field.side]}: ${field.label}`, data: { side: field.side, unit: field.unit } }));
    const group = (side, fields) =>
      el("fieldset", null, el("legend", { text: sideName[side] }), ...fields.map(counter));
    const fields = form.fields || [];
    const targets = form.targets || [];
    const getBox = el("div", { class: "get" });
    let select = null;
    if (targets.length) {
      select = el("select", { "aria-label": "Offer it to",
        onchange: () => fill(getBox, group("get", targets[select.selectedIndex].fields)) },
        ...targets.map((t) => el("option", { value: String(t.seat), text: t.label })));
      fill(getBox, group("get", targets[0].fields));
    } else {
      fill(getBox, group("get", fields.filter((f) => f.side === "get")));
    }
    const box = el("form", { class: "proposal", "aria-label": "Your own proposal" });
    const terms = (side) =>
      [...box.querySelectorAll(`input[data-side="${side}"]`)]
        .filter((input) => Number(input.value) > 0)
        .map((input) => (input.dataset.unit === "base" ? "base" : `${Number(input.value)}${input.dataset.unit}`))
        .join("+") || form.empty;
    box.addEventListener("submit", (event) => {
      event.preventDefault();
      const to = select ? `swap:${select.value}/` : "";
      decide(decision, `${to}give:${terms("give")}/get:${terms("get")}`);
    });
    return fill(
      box,
      el("p", { class: "context", text: "Or make your own:" }),
      group("give", fields.filter((f) => f.side === "give")),
      select ? el("label", null, "Offer it to ", select) : null,
      getBox,
      el("button", { type: "submit", class: "option", data: { key: "" }, text: "Propose" }),
    );
  }

  /** The composer of a decision's form: a number per field; the form's kind says how the numbers
   *  make the key (docs/architecture.md, "Forms"); a two-sided proposal has a form of its own. */
  function formFor(decision, form) {
    const kind = FORM_KINDS[form.kind];
    return kind ? countsForm(decision, form, kind) : proposalForm(decision, form);
  }

  const FORM_KINDS = {
    /** Groups of terms (Diplomat's three-way deal, Judge's fiat): "<group>:<terms>" for each group
     *  given something, joined by the form's joiner; its "empty" answer when nothing is given. */
    grouped: {
      intro: () => "Or make your own:",
      ask: (field) => field.question,
      submit: (form) => form.submit || "Propose", // an ally's side and tokens: "Join" (C-604)
      compose: (counts, form) => {
        const groups = new Map();
        for (const [field, count] of counts) {
          const term = field.unit === "base" ? "base" : `${count}${field.unit}`;
          groups.set(field.group, [...(groups.get(field.group) || []), term]);
        }
        return [...groups].map(([group, terms]) => `${group}:${terms.join("+")}`).join(form.joiner) || form.empty;
      },
    },
    /** A commitment of tokens with more answers than its options list (C-600), tokens going
     *  back to bases (the verb "place", C-601) or given up (C-602): how many from (or to) each
     *  place, "2A1+B3" ("none" when nothing is given, which the rules refuse). */
    tokens: {
      intro: (form) => {
        const count = form.most > form.least ? `${form.least} to ${form.most} tokens` : `${form.most} tokens`;
        return `Or choose your own, ${count}${form.not === undefined ? "" : `, not ${form.not}`}:`;
      },
      ask: (field, form) => `Tokens ${form.verb === "place" ? "to" : "from"} ${field.label}`,
      submit: (form) => ({ place: "Place", "give up": "Give up" })[form.verb] || "Commit",
      compose: (counts) => counts.map(([field, n]) => (n === 1 ? "" : String(n)) + field.unit).join("+") || "none",
    },
  };

  /** A form as one counter per field, asked in words, composed by its kind from the fields given
   *  more than nothing; the server refuses a wrong key with the reason. */
  function countsForm(decision, form, kind) {
    const inputs = (form.fields || []).map((field) => [field,
      el("input", { type: "number", min: field.min, max: field.max, step: 1, value: field.min,
        "aria-label": kind.ask(field, form) })]);
    const box = el("form", { class: "proposal", "aria-label": "Your own answer" },
      el("p", { class: "context", text: kind.intro(form) }),
      ...inputs.map(([field, input]) =>
        el("label", { class: "field" }, `${kind.ask(field, form)} (${field.min} to ${field.max}) `, input)),
      el("button", { type: "submit", class: "option", data: { key: "" }, text: kind.submit(form) }));
    box.addEventListener("submit", (event) => {
      event.preventDefault();
      const counts = inputs.map(([field, input]) => [field, Number(input.value)]).filter(([, n]) => n > 0);
      decide(decision, kind.compose(counts, form));
    });
    return box;
  }

  /** A text box narrowing many options (40 planets, dozens of deal proposals) by their label. */
  function filterBox(buttons) {
    const input = el("input", { type: "search", class: "filter", placeholder: `Filter ${buttons.length} options`, "aria-label": "Filter the options" });
    const apply = () => {
      const query = input.value.trim().toLowerCase();
      for (const button of buttons) {
        const text = (button.textContent + " " + button.dataset.key).toLowerCase();
        button.hidden = Boolean(query) && !text.includes(query);
      }
    };
    input.addEventListener("input", apply);
    return input;
  }

  /** Direct choice (docs/server.md, "The board"): the board's planets, players and cards that one
   *  option of the pending decision is about answer it when clicked, while it may be answered. */
  function bindBoard() {
    const game = gameOf(state);
    const open = state && state.decision && submitted === null && game && game.target;
    const view = state && state.view;
    HS.board.bindChoices($("board"), open ? state.decision : null, (key) => game.target(key, view), (key) => decide(state.decision, key));
  }

  function setDecisionEnabled(enabled) {
    for (const button of document.querySelectorAll("#decision button[data-key]")) button.disabled = !enabled;
  }

  /** Sends the answer over the socket (or POST when it is down); the buttons stay disabled until
   *  the next state arrives, so a double click cannot answer twice. */
  async function decide(decision, key) {
    submitted = shownDecision;
    setDecisionEnabled(false);
    bindBoard();
    clearTimeout(stuckTimer);
    stuckTimer = setTimeout(allowAgain, STUCK_MS);
    if (socketOpen()) {
      socket.send(JSON.stringify({ type: "decide", seq: decision.seq, key }));
      return;
    }
    try {
      const answer = await api("POST", `${base}/decide`, { seq: decision.seq, key });
      if (answer && answer.view !== undefined) applyState(answer);
      else await loadState();
    } catch (error) {
      showError(error.message);
      allowAgain();
    }
  }

  /** The answer was refused (or never acknowledged): the same decision may be answered again. */
  function allowAgain() {
    clearTimeout(stuckTimer);
    submitted = null;
    setDecisionEnabled(true);
    bindBoard();
  }

  function updateCountdown() {
    const span = $("countdown");
    const deadline = state && state.decision && state.decision.deadline;
    if (!span) return;
    if (!deadline) {
      span.textContent = "";
      return;
    }
    const left = Math.max(0, Math.round((Number(deadline) - Date.now()) / 1000));
    const minutes = Math.floor(left / 60);
    span.textContent = `(${minutes}:${String(left % 60).padStart(2, "0")} left)`;
  }

  // -- the log ----------------------------------------------------------------------------------

  /** Appends the entries of the view's log not shown yet. The server sends only the log's tail
   *  (log_size counts every entry this seat has seen), so we track how far we have shown. */
  function renderLog(s, name) {
    if (!s.view) return;
    const entries = Array.isArray(s.view.log) ? s.view.log : [];
    const size = typeof s.view.log_size === "number" ? s.view.log_size : entries.length;
    const start = size - entries.length; // the absolute index of entries[0]
    if (size < logShown) resetLog(); // a shorter log: we now see another seat's (or a new) log
    const list = $("log");
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    const first = !logStarted;
    logStarted = true;
    if (logShown < start) {
      // Entries before the tail were never sent to us: say so rather than pretend.
      const missed = start - logShown;
      list.append(el("li", { class: "muted", text: `(${missed} earlier entr${missed === 1 ? "y" : "ies"} not shown)` }));
      logShown = start;
    }
    const game = gameOf(s);
    const news = [];
    for (let i = logShown - start; i < entries.length; i++) {
      const entry = entries[i];
      if (!first && entry.important && concerns(entry, s.seat)) news.push(entry.text);
      if (entry.round !== undefined && entry.round !== logRound) {
        logRound = entry.round;
        list.append(el("li", { class: "round", text: `${game ? game.roundLabel : "Round"} ${entry.round}` }));
      }
      list.append(logItem(game, entry, name));
    }
    logShown = Math.max(logShown, size);
    if (news.length) showBanner(news.slice(-2));
    // Follow new entries unless the reader scrolled up to read older ones.
    if (atBottom || first) list.scrollTop = list.scrollHeight;
  }

  const BANNER_MS = 5000;
  let bannerTimer = null;

  /** Whether a log entry is about `seat`: a field holds it (a seat, a list of seats, or a map by
   *  seat). */
  function concerns(entry, seat) {
    if (seat === null || seat === undefined) return false;
    return Object.entries(entry).some(([key, value]) => {
      if (["kind", "round", "text", "important"].includes(key)) return false;
      if (Array.isArray(value)) return value.includes(seat);
      if (value && typeof value === "object") return String(seat) in value;
      return value === seat;
    });
  }

  /** A short banner over the board for changes that hurt or help this seat (the log's important
   *  entries about it); it goes by itself (clicks pass through it to the page). */
  function showBanner(lines) {
    const banner = $("banner");
    fill(banner, ...lines.map((line) => el("p", { text: line })));
    banner.hidden = false;
    clearTimeout(bannerTimer);
    bannerTimer = setTimeout(() => (banner.hidden = true), BANNER_MS);
  }

  function resetLog() {
    logShown = 0;
    logRound = null;
    logStarted = false;
    $("log").replaceChildren();
  }

  function logItem(game, entry, name) {
    if (entry.kind === "timed-out") {
      // the server's own line: a seat's time ran out and the server answered for it
      return el("li", { class: "strong", data: { kind: entry.kind }, text: entry.text });
    }
    // The game's own words for this seat (the server's); every entry has them (tests/test_words.py).
    const text = entry.text || HS.genericLogLine(entry, name, game && game.cardLabel);
    const strong = entry.important || (game && game.strongKinds && game.strongKinds.includes(entry.kind));
    return el("li", { class: strong ? "strong" : null, data: { kind: entry.kind }, text });
  }

  // -- seats --------------------------------------------------------------------------------------

  function renderSeats(s, name) {
    const list = $("seats");
    list.replaceChildren(...(s.seats || []).map((seat) => seatItem(s, seat, name)));
  }

  function seatItem(s, seat, name) {
    const bot = seat.kind === "bot";
    const tags = [
      seat.seat === s.seat ? el("span", { class: "tag on", text: "you" }) : null,
      el("span", { class: "tag", text: bot ? `bot ${seat.bot || ""}`.trim() : "human" }),
      bot ? null : el("span", { class: `tag ${seat.claimed ? "on" : ""}`, text: seat.claimed ? "claimed" : "not claimed" }),
      bot ? null : el("span", { class: `tag ${seat.connected ? "on" : ""}`, text: seat.connected ? "connected" : "offline" }),
    ];
    const item = el("li", { data: { seat: seat.seat } }, seatLabel(seat.seat, name), " ", tags);
    if (s.host && s.status !== "finished") HS.append(item, [hostControls(seat)]);
    if (newInvites[seat.seat] && !bot) {
      const full = location.origin + newInvites[seat.seat];
      item.append(el("div", { class: "row" }, el("a", { class: "invite", href: full, data: { seat: seat.seat }, text: full }), copyButton(full)));
    }
    return item;
  }

  /** The host's buttons for a human seat (a bot's seat has no secret to hand over or revoke). */
  function hostControls(seat) {
    const row = el("div", { class: "row" });
    if (seat.kind === "bot") return null;
    row.append(el("button", {
      type: "button", class: "secondary to-bot", data: { seat: seat.seat }, text: "hand to bot",
      onclick: (event) => hostAction(event.currentTarget, `${base}/seats/${seat.seat}/bot`, { bot: "heuristic" }),
    }));
    row.append(el("button", {
      type: "button", class: "secondary new-invite", data: { seat: seat.seat }, text: "new invite",
      onclick: async (event) => {
        const answer = await hostAction(event.currentTarget, `${base}/seats/${seat.seat}/invite`, {});
        if (answer && answer.invite) {
          newInvites[seat.seat] = answer.invite;
          if (state) renderSeats(state, nameOf(state));
        }
      },
    }));
    return row;
  }

  async function hostAction(button, path, body) {
    button.disabled = true;
    try {
      return await api("POST", path, body);
    } catch (error) {
      showError(error.message);
      return null;
    } finally {
      button.disabled = false;
    }
  }

  // -- preferences and chat -------------------------------------------------------------------------

  function renderPrefs(s) {
    const seated = s.seat !== null && s.seat !== undefined;
    $("prefs-box").hidden = !seated || s.status === "finished";
    const box = $("auto-pass");
    // Not while the player is changing it, nor while his change is being saved (the box is
    // disabled then, and a state sent meanwhile still holds the old preference).
    const changing = document.activeElement === box || box.disabled;
    if (seated && s.prefs && !changing) box.checked = Boolean(s.prefs.auto_pass);
    $("pass-rest-note").hidden = !(seated && s.prefs && s.prefs.pass_rest);
  }

  async function onAutoPass(event) {
    const box = event.currentTarget;
    const wanted = box.checked;
    box.disabled = true;
    try {
      await api("POST", `${base}/prefs`, { auto_pass: wanted });
    } catch (error) {
      box.checked = !wanted;
      showError("The preference was not saved: " + error.message);
    } finally {
      box.disabled = false;
    }
  }

  function renderChat(s, name) {
    const seated = s.seat !== null && s.seat !== undefined;
    $("chat-form").hidden = !seated;
    $("chat-note").hidden = seated;
    const list = $("chat-list");
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    list.replaceChildren(
      ...(s.chat || []).map((line) =>
        el("li", null, el("span", { class: "who" }, seatLabel(line.seat, () => line.name || name(line.seat))), el("span", { text: line.text })),
      ),
    );
    if (atBottom) list.scrollTop = list.scrollHeight;
  }

  async function onChat(event) {
    event.preventDefault();
    const input = $("chat-input");
    const text = input.value.trim();
    if (!text) return;
    input.value = "";
    if (socketOpen()) {
      socket.send(JSON.stringify({ type: "chat", text }));
      return;
    }
    try {
      await api("POST", `${base}/chat`, { text });
      await loadState();
    } catch (error) {
      input.value = text;
      showError("The message was not sent: " + error.message);
    }
  }

  // -- the result and the replay ------------------------------------------------------------------

  function renderResult(s, name) {
    const finished = s.status === "finished";
    $("result-box").hidden = !finished;
    if (!finished) return;
    const result = Array.isArray(s.result) ? s.result : [];
    const best = result.length ? Math.max(...result) : null;
    const rows = result.map((value, seat) => ({
      cells: [seatLabel(seat, name), String(value), value === 1 || (value === best && best > 0) ? "winner" : ""],
      class: seat === s.seat ? "me" : null,
    }));
    const lines = (s.result_lines || []).map((line) => el("p", { text: line }));
    $("result").replaceChildren(...lines, rows.length ? HS.table(["Player", "Return", ""], rows) : el("p", { class: "muted", text: "No result given." }));
  }

  let replayReady = false;
  let replayRequest = 0; // answers to older requests are dropped (slider dragged fast)

  function renderReplayControls(s, name) {
    const finished = s.status === "finished";
    $("replay").hidden = !finished;
    if (!finished || replayReady) return;
    replayReady = true;
    const select = $("replay-seat");
    select.replaceChildren(el("option", { value: "", text: "public" }), ...(s.seats || []).map((seat) => el("option", { value: String(seat.seat), text: name(seat.seat) })));
    if (s.seat !== null && s.seat !== undefined) select.value = String(s.seat);
    loadReplay(0);
  }

  async function loadReplay(step) {
    const ticket = ++replayRequest;
    const seat = $("replay-seat").value;
    const query = `step=${encodeURIComponent(step)}` + (seat === "" ? "" : `&seat=${encodeURIComponent(seat)}`);
    try {
      const answer = await api("GET", `${base}/replay?${query}`);
      if (ticket !== replayRequest) return;
      showReplay(answer);
    } catch (error) {
      if (ticket === replayRequest) showError("The replay could not be loaded: " + error.message);
    }
  }

  function showReplay(answer) {
    const slider = $("replay-step");
    slider.max = String(answer.steps);
    slider.value = String(answer.step);
    $("replay-pos").textContent = `step ${answer.step} of ${answer.steps}`;
    const container = $("replay-board");
    const view = answer.view || {};
    const game = HS.games[view.game] || gameOf(state);
    drawView(game, view, container, state ? seatNames(state) : []);
    // Ids belong to the live board (#hand...): the replay's copy must not duplicate them.
    for (const node of container.querySelectorAll("[id]")) node.removeAttribute("id");
    const name = namer(state ? seatNames(state) : [], view.players);
    const recent = (view.log || []).slice(-8).map((entry) => logItem(game, entry, name));
    if (recent.length) container.append(HS.panel("Latest events", el("ol", { class: "plain" }, recent)));
  }

  function stepReplay(delta, absolute) {
    const slider = $("replay-step");
    const max = Number(slider.max);
    const target = absolute !== undefined ? absolute : Number(slider.value) + delta;
    loadReplay(Math.max(0, Math.min(max, target)));
  }

  // -- the connection -----------------------------------------------------------------------------

  const socketOpen = () => socket !== null && socket.readyState === WebSocket.OPEN;

  function setConnection(text) {
    $("connection").textContent = text;
  }

  function connect() {
    if (stopped || socket !== null) return; // one connection at a time
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${scheme}//${location.host}/ws/games/${encodeURIComponent(gameId)}`);
    socket = ws;
    setConnection("connecting…");
    ws.addEventListener("open", () => {
      reconnectDelay = RECONNECT_MIN_MS;
      setConnection("live");
    });
    ws.addEventListener("message", (event) => onMessage(event.data));
    ws.addEventListener("close", (event) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      setConnection(`reconnecting in ${Math.round(reconnectDelay / 1000)} s… (${event.code})`);
      // A policy close (1008) may mean the seat's secret was revoked: the state answers that
      // first (and the page goes on watching), so no time is lost reconnecting as the seat.
      const delay = event.code === 1008 ? 0 : reconnectDelay;
      reconnectTimer = setTimeout(() => {
        // catch up on what happened while the socket was down, then listen again
        loadState().then(connect);
      }, delay);
      reconnectDelay = Math.min(RECONNECT_MAX_MS, reconnectDelay * 2);
    });
  }

  function onMessage(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch (error) {
      return;
    }
    if (message.type === "state") {
      pushed += 1;
      applyState(message);
    }
    else if (message.type === "error") {
      showError(message.detail || `Error ${message.status || ""}`.trim());
      allowAgain(); // the answer was refused: the same decision is still pending
    }
  }

  async function loadState() {
    const before = pushed;
    try {
      const fetched = await api("GET", `${base}/state`);
      // A state the websocket pushed meanwhile is newer, even at the same decision (a seat that
      // connected since, say): this one must not roll the page back.
      if (pushed === before) applyState(fetched);
    } catch (error) {
      if (error.status === 403 && !seatDropped) {
        // The host handed this seat to a bot or renewed its invite: the server dropped the
        // seat's cookie with this answer, so from now on this browser watches.
        watchInstead();
        return;
      }
      // No such game: reconnecting cannot help.
      if (error.status === 404 || error.status === 403) {
        stopped = true;
        clearTimeout(reconnectTimer);
        if (socket) socket.close();
        setConnection(error.status === 404 ? "no such game" : "not connected");
      }
      showError(error.message);
    }
  }

  /** Go on as a spectator, saying why (the seat is no longer this browser's). */
  function watchInstead() {
    seatDropped = true;
    state = null;
    knownLog = [];
    knownEnd = 0;
    resetLog();
    const old = socket;
    socket = null; // its close must not schedule a reconnection of its own
    if (old) old.close();
    clearTimeout(reconnectTimer);
    showError("Your seat is no longer yours: the host handed it to a bot or sent it a new invite. You are now watching the game.");
    loadState().then(connect);
  }

  // -- start --------------------------------------------------------------------------------------

  function init() {
    watchTexts();
    $("auto-pass").addEventListener("change", onAutoPass);
    $("chat-form").addEventListener("submit", onChat);
    $("replay-seat").addEventListener("change", () => loadReplay(Number($("replay-step").value)));
    $("replay-step").addEventListener("input", () => stepReplay(0));
    $("replay-first").addEventListener("click", () => stepReplay(0, 0));
    $("replay-prev").addEventListener("click", () => stepReplay(-1));
    $("replay-next").addEventListener("click", () => stepReplay(1));
    $("replay-last").addEventListener("click", () => stepReplay(0, Number($("replay-step").max)));
    window.addEventListener("pagehide", () => {
      stopped = true;
      if (socket) socket.close();
    });
    // Back/forward cache: a page shown again must reconnect.
    window.addEventListener("pageshow", (event) => {
      if (!event.persisted) return;
      stopped = false;
      loadState();
      connect();
    });
    setInterval(updateCountdown, 1000);
    if (!gameId) {
      showError("No game id in this address.");
      return;
    }
    loadState();
    connect();
  }

  init();
})();
