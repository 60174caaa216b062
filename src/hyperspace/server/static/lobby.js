"use strict";
// The lobby: a form built from GET /api/catalog that creates a game (POST /api/games), the invite
// links of the game just created, and the list of games (GET /api/games).

(() => {
  const { el, api, showError, clearError, copyButton, titleCase } = HS;
  const $ = (id) => document.getElementById(id);

  // Options the form offers through its own controls rather than as a generic checkbox.
  const SPECIAL_OPTIONS = new Set(["use_powers", "powers", "power_pool", "variants", "players", "names"]);
  const GAMES_REFRESH_MS = 15000;

  let catalog = { games: {}, bots: [] };

  const currentGame = () => catalog.games[$("game-select").value] || {};
  const seatRows = () => [...document.querySelectorAll("#seats .seat-row")];

  // -- the form -----------------------------------------------------------------------------------

  function fillGameSelect() {
    const select = $("game-select");
    select.replaceChildren(
      ...Object.entries(catalog.games).map(([key, info]) => el("option", { value: key, text: info.title || key })),
    );
  }

  /** Rebuilds every game-dependent part of the form (seat count, seats, powers, options). */
  function onGameChange() {
    const info = currentGame();
    const [least, most] = Array.isArray(info.players) ? info.players : [2, 6];
    const select = $("players");
    const previous = Number(select.value) || 4;
    select.replaceChildren();
    for (let n = least; n <= most; n++) select.append(el("option", { value: String(n), text: String(n) }));
    select.value = String(Math.min(most, Math.max(least, previous)));
    renderSeats();
    renderPowers(info);
    renderVariants(info);
    renderOptions(info);
  }

  /** One row per seat; values already typed are kept when the count or the game changes. */
  function renderSeats() {
    const count = Number($("players").value);
    const kept = seatRows().map((row) => ({
      name: row.querySelector(".seat-name").value,
      kind: row.querySelector(".seat-kind").value,
      power: row.querySelector(".seat-power") ? row.querySelector(".seat-power").value : null,
    }));
    const rows = [];
    for (let seat = 0; seat < count; seat++) rows.push(seatRow(seat, kept[seat]));
    $("seats").replaceChildren(...rows);
    showPowerSelects();
  }

  function seatRow(seat, kept) {
    const bots = catalog.bots || [];
    const defaultKind = seat === 0 ? "human" : bots.includes("heuristic") ? "heuristic" : bots[0] || "human";
    const name = el("input", {
      type: "text",
      class: "seat-name",
      maxlength: "40",
      autocomplete: "off",
      "aria-label": `Seat ${seat + 1} name`,
      value: kept ? kept.name : `Player ${seat + 1}`,
    });
    const kind = el(
      "select",
      { class: "seat-kind", "aria-label": `Seat ${seat + 1} player` },
      el("option", { value: "human", text: "human" }),
      el("optgroup", { label: "bots" }, bots.map((bot) => el("option", { value: bot, text: bot }))),
    );
    kind.value = kept && [...kind.options].some((o) => o.value === kept.kind) ? kept.kind : defaultKind;
    const row = el(
      "div",
      { class: "seat-row", data: { seat } },
      el("span", { class: "seat-number" }, el("span", { class: `swatch c${seat % 6}`, "aria-hidden": "true" }), String(seat + 1)),
      name,
      kind,
    );
    const powers = currentGame().powers || [];
    if (powers.length) {
      const power = el(
        "select",
        { class: "seat-power", "aria-label": `Seat ${seat + 1} power` },
        powers.map((p) => el("option", { value: p, text: titleCase(p) })),
      );
      // Distinct defaults, since a power can be in play only once.
      power.value = kept && kept.power && powers.includes(kept.power) ? kept.power : powers[seat % powers.length];
      row.append(power);
    }
    return row;
  }

  function renderPowers(info) {
    $("powers-box").hidden = !(info.powers && info.powers.length);
  }

  function showPowerSelects() {
    const choose = $("powers-mode").value === "choose" && !$("powers-box").hidden;
    for (const select of document.querySelectorAll("#seats .seat-power")) select.hidden = !choose;
  }

  function renderVariants(info) {
    const variants = info.variants || [];
    $("variants-box").hidden = !variants.length;
    $("variants").replaceChildren(
      ...variants.map((name) =>
        el("label", { class: "check" }, el("input", { type: "checkbox", name: "variant", value: name }), titleCase(name)),
      ),
    );
  }

  /** Yes/no and number options (the catalog's lists and strings are not for the lobby). */
  function renderOptions(info) {
    const shown = Object.entries(info.options || {}).filter(
      ([field, spec]) => spec && OPTION_INPUTS[spec.type] && !SPECIAL_OPTIONS.has(field),
    );
    $("options-box").hidden = !shown.length;
    $("options").replaceChildren(...shown.map(([field, spec]) => OPTION_INPUTS[spec.type](field, spec)));
  }

  const OPTION_INPUTS = {
    bool: (field, spec) =>
      el(
        "label",
        { class: "check" },
        el("input", { type: "checkbox", id: `opt-${field}`, value: field, data: { option: field }, checked: Boolean(spec.default) }),
        titleCase(field),
      ),
    int: (field, spec) => numberInput(field, spec, "1"),
    float: (field, spec) => numberInput(field, spec, "any"),
  };

  function numberInput(field, spec, step) {
    const input = el("input", {
      type: "number", id: `opt-${field}`, step, inputmode: "decimal", data: { option: field },
      placeholder: spec.nullable ? "none" : null, min: spec.min ?? null, max: spec.max ?? null,
    });
    input.value = spec.default === null || spec.default === undefined ? "" : String(spec.default);
    return el("div", { class: "field" }, el("label", { for: `opt-${field}`, text: titleCase(field) }), input);
  }

  /** An option's value as the form holds it: a boolean, a number, or null (a nullable left empty). */
  function optionValue(input, spec) {
    if (input.type === "checkbox") return input.checked;
    const text = input.value.trim();
    if (!text && spec.nullable) return null;
    const value = Number(text);
    if (!text || !Number.isFinite(value) || (spec.type === "int" && !Number.isInteger(value))) {
      throw new Error(`${titleCase(input.dataset.option)}: enter a ${spec.type === "int" ? "whole " : ""}number.`);
    }
    if (value < spec.min || value > spec.max) {
      throw new Error(`${titleCase(input.dataset.option)}: enter a number from ${spec.min} to ${spec.max}.`);
    }
    return value;
  }

  /** The POST /api/games body, or throws an Error naming what to fix. */
  function collect() {
    const game = $("game-select").value;
    const info = currentGame();
    const rows = seatRows();
    const seats = rows.map((row, seat) => {
      const kind = row.querySelector(".seat-kind").value;
      const name = row.querySelector(".seat-name").value.trim() || `Player ${seat + 1}`;
      return { name, bot: kind === "human" ? null : kind };
    });
    const options = {};
    if ((info.variants || []).length) {
      const chosen = [...document.querySelectorAll("#variants input:checked")].map((box) => box.value);
      if (chosen.length) options.variants = chosen;
    }
    if ((info.powers || []).length) {
      const mode = $("powers-mode").value;
      if (mode === "none") options.use_powers = false;
      if (mode === "choose") {
        const powers = rows.map((row) => row.querySelector(".seat-power").value);
        if (new Set(powers).size !== powers.length) throw new Error("Each power can be in play only once.");
        options.powers = powers;
      }
    }
    // Only the options changed from their defaults, so the server's defaults stay in charge.
    for (const input of document.querySelectorAll("#options input[data-option]")) {
      const spec = (info.options || {})[input.dataset.option] || {};
      const value = optionValue(input, spec);
      if (value !== (spec.default ?? null)) options[input.dataset.option] = value;
    }
    const timerText = $("timer").value.trim();
    let timer = null;
    if (timerText) {
      timer = Number(timerText);
      if (!Number.isInteger(timer) || timer < 5 || timer > 3600) throw new Error("The timer is a whole number of seconds from 5 to 3600, or empty.");
    }
    return { game, seats, options, timer };
  }

  async function onSubmit(event) {
    event.preventDefault();
    clearError();
    let body;
    try {
      body = collect();
    } catch (error) {
      showError(error.message);
      return;
    }
    const button = $("create");
    button.disabled = true;
    try {
      const created = await api("POST", "/api/games", body);
      showCreated(created, body.seats);
      loadGames();
    } catch (error) {
      showError("The game was not created: " + error.message);
    } finally {
      button.disabled = false;
    }
  }

  // -- the game just created ----------------------------------------------------------------------

  function showCreated(created, seats) {
    const invites = Object.entries(created.invites || {}).sort((a, b) => Number(a[0]) - Number(b[0]));
    const items = invites.map(([seat, link]) => {
      const full = location.origin + link;
      const who = seats[Number(seat)] ? seats[Number(seat)].name : `Seat ${seat}`;
      return el(
        "li",
        { data: { seat } },
        el("span", { class: "seat-label" }, el("span", { class: `swatch c${Number(seat) % 6}`, "aria-hidden": "true" }), `Seat ${Number(seat) + 1}: ${who}`),
        el("a", { class: "invite", href: full, data: { seat }, text: full }),
        copyButton(full),
        el("a", { class: "take button secondary", href: link, data: { seat }, text: "Take this seat" }),
      );
    });
    if (!items.length) items.push(el("li", { class: "muted", text: "No human seats: the bots play alone. Watch them on the game page." }));
    $("invites").replaceChildren(...items);
    $("game-link").href = created.url || `/games/${encodeURIComponent(created.id)}`;
    $("created").hidden = false;
    $("created").scrollIntoView({ behavior: "smooth", block: "start" });
  }

  // -- the list of games --------------------------------------------------------------------------

  function seatSummary(seat) {
    const kind = seat.kind === "bot" || seat.bot ? `bot ${seat.bot || ""}`.trim() : "human";
    const claimed = seat.kind === "bot" || seat.bot ? "" : seat.claimed ? ", claimed" : ", open";
    return `${seat.name} (${kind}${claimed})`;
  }

  function gameItem(game) {
    const title = (catalog.games[game.game] || {}).title || game.game;
    const seats = (game.seats || []).map(seatSummary).join(" · ");
    return el(
      "li",
      { data: { game: game.id } },
      el(
        "div",
        null,
        el("strong", { text: title }),
        " ",
        el("span", { class: "muted", text: `#${game.id}` }),
        " ",
        el("span", { class: "tag", text: game.status || "?" }),
        el("div", { class: "seats", text: seats }),
      ),
      el("a", { class: "watch button secondary", href: `/games/${encodeURIComponent(game.id)}`, text: "watch" }),
    );
  }

  async function loadGames() {
    try {
      const answer = await api("GET", "/api/games");
      const games = Array.isArray(answer) ? answer : (answer && answer.games) || [];
      const list = $("games");
      list.replaceChildren(...games.map(gameItem));
      if (!games.length) list.append(el("li", { class: "muted", text: "No games yet." }));
    } catch (error) {
      showError("Could not load the games: " + error.message);
    }
  }

  // -- start --------------------------------------------------------------------------------------

  async function init() {
    $("create-form").addEventListener("submit", onSubmit);
    $("game-select").addEventListener("change", onGameChange);
    $("players").addEventListener("change", renderSeats);
    $("powers-mode").addEventListener("change", showPowerSelects);
    $("refresh").addEventListener("click", loadGames);
    setInterval(() => document.hidden || loadGames(), GAMES_REFRESH_MS);
    try {
      catalog = (await api("GET", "/api/catalog")) || catalog;
      catalog.games = catalog.games || {};
      fillGameSelect();
      onGameChange();
    } catch (error) {
      showError("Could not load the games on offer: " + error.message);
      $("create").disabled = true;
    }
    loadGames(); // after the catalog, which gives the games' titles
  }

  init();
})();
