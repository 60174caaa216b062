"use strict";
// Shared helpers for every page of the browser client.
//
// Everything the server or a player typed (names, chat, log fields, error details) reaches the
// page through textContent only: `el` builds elements from plain data and never parses HTML.

const HS = (() => {
  // Properties set on the element object rather than as attributes, so that a later re-render
  // (or `false`) really changes the live state of a form control.
  const PROPERTIES = new Set(["checked", "disabled", "value", "selected", "hidden", "readOnly"]);

  /** Appends children (nodes, strings, numbers, nested arrays; null/false are skipped). */
  function append(node, children) {
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  /** Replaces a node's children; unlike replaceChildren, null/false children are skipped
   *  (replaceChildren would show them as the text "null"). */
  function fill(node, ...children) {
    node.replaceChildren();
    return append(node, children);
  }

  /**
   * Creates an element: `props` may hold `text`, `class`, `data` (dataset), `on<event>`
   * listeners, form properties and plain attributes.
   */
  function el(tag, props, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (PROPERTIES.has(key)) {
        node[key] = value;
      } else if (value === null || value === undefined || value === false) {
        continue;
      } else if (key === "text") {
        node.textContent = String(value);
      } else if (key === "class") {
        node.className = value;
      } else if (key === "data") {
        for (const [name, item] of Object.entries(value)) node.dataset[name] = String(item);
      } else if (key.startsWith("on") && typeof value === "function") {
        node.addEventListener(key.slice(2), value);
      } else {
        node.setAttribute(key, value === true ? "" : String(value));
      }
    }
    return append(node, children);
  }

  // -- the JSON API ------------------------------------------------------------------------------

  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  /** A readable message from an error body: FastAPI gives a string, or a list for 422s. */
  function detailOf(body) {
    if (!body || body.detail === undefined) return "";
    const detail = body.detail;
    if (typeof detail === "string") return detail;
    if (Array.isArray(detail)) {
      return detail
        .map((item) => {
          if (!item || typeof item !== "object") return String(item);
          const where = Array.isArray(item.loc) ? item.loc.join(".") + ": " : "";
          return where + (item.msg || JSON.stringify(item));
        })
        .join("; ");
    }
    return JSON.stringify(detail);
  }

  /** Calls the API; resolves to the parsed JSON body, rejects with an ApiError carrying
   *  the server's `detail`. */
  async function api(method, path, body) {
    const init = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      throw new ApiError(0, "The server cannot be reached (" + error.message + ").");
    }
    const text = await response.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch (error) {
      data = null;
    }
    if (!response.ok) {
      const message = detailOf(data) || `${response.status} ${response.statusText}`.trim();
      throw new ApiError(response.status, message);
    }
    return data;
  }

  // -- the error area -----------------------------------------------------------------------------

  /** Shows `message` in #error (created at the top of <main> if the page has none). */
  function showError(message) {
    let box = document.getElementById("error");
    if (!box) {
      box = el("div", { id: "error", class: "error", role: "alert", hidden: true });
      (document.querySelector("main") || document.body).prepend(box);
    }
    box.replaceChildren(
      el("span", { class: "error-text", text: String(message) }),
      el("button", {
        type: "button",
        class: "dismiss",
        "aria-label": "Dismiss this message",
        text: "Dismiss",
        onclick: clearError,
      }),
    );
    box.hidden = false;
  }

  function clearError() {
    const box = document.getElementById("error");
    if (box) {
      box.hidden = true;
      box.replaceChildren();
    }
  }

  // -- clipboard -----------------------------------------------------------------------------------

  /** Copies text; the Clipboard API needs a secure context, so plain-http hosts use the old way. */
  async function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return;
    }
    const area = el("textarea", { readonly: true, class: "offscreen" });
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    if (!ok) throw new Error("copying is not allowed here: select the link and copy it by hand");
  }

  /** A Copy button for `text`, confirming in its own label. */
  function copyButton(text, label) {
    const button = el("button", { type: "button", class: "copy", text: label || "Copy" });
    button.addEventListener("click", async () => {
      try {
        await copyText(text);
        button.textContent = "Copied";
      } catch (error) {
        showError("Could not copy: " + error.message);
      }
      setTimeout(() => (button.textContent = label || "Copy"), 1500);
    });
    return button;
  }

  // -- seats and names ----------------------------------------------------------------------------

  const SEAT_COLOURS = ["red", "blue", "green", "yellow", "purple", "orange"];

  /** seat -> display name, from the state's seats, falling back to the view's players. */
  function namer(seatNames, players) {
    const fallback = (players || []).map((p) => p && p.name);
    const name = (seat) => {
      const index = Number(seat);
      if (seat === null || seat === undefined || !Number.isInteger(index)) return String(seat);
      return (seatNames && seatNames[index]) || fallback[index] || `Seat ${index}`;
    };
    name.many = (seats) => (seats && seats.length ? seats.map(name).join(", ") : "nobody");
    return name;
  }

  /** A swatch of the seat's colour followed by its name. */
  function seatLabel(seat, name) {
    return el(
      "span",
      { class: "seat-label" },
      el("span", { class: `swatch c${Number(seat) % SEAT_COLOURS.length}`, "aria-hidden": "true" }),
      name(seat),
    );
  }

  // -- small building blocks shared by the board renderers ----------------------------------------

  /** A titled box of the board. */
  function panel(title, ...children) {
    return el("section", { class: "panel" }, el("h3", { text: title }), ...children);
  }

  /** A table in its own scrolling box (a narrow screen scrolls the table, not the page).
   *  Cells are strings/nodes; a row may be {cells, class}. */
  function table(headers, rows, caption) {
    const head = el("tr", null, headers.map((h) => el("th", { scope: "col", text: h })));
    const body = rows.map((row) => {
      const cells = Array.isArray(row) ? row : row.cells;
      return el("tr", { class: Array.isArray(row) ? null : row.class }, cells.map((c) => el("td", null, c)));
    });
    // It may scroll sideways: a keyboard reaches it (axe-core: scrollable-region-focusable).
    return el(
      "div",
      { class: "table-wrap", tabindex: 0, role: "region", "aria-label": caption || headers.join(", ") },
      el("table", null, caption ? el("caption", { text: caption }) : null, el("thead", null, head), el("tbody", null, body)),
    );
  }

  /** A definition list of [term, value] pairs (pairs with an undefined value are left out). */
  function facts(pairs) {
    const list = el("dl", { class: "facts" });
    for (const [term, value] of pairs) {
      if (value === undefined) continue;
      list.append(el("dt", { text: term }), el("dd", null, value));
    }
    return list;
  }

  /** A value as short text: lists joined, objects as compact JSON. */
  function compact(value) {
    if (value === null || value === undefined) return "-";
    if (Array.isArray(value) && value.every((v) => typeof v !== "object")) return value.join(", ") || "none";
    if (typeof value === "object") return JSON.stringify(value);
    return String(value);
  }

  // Fields of log entries and power data that hold a seat (or a list of seats): shown by name.
  // Integers only: "to" and "from" can also be planets.
  const SEAT_FIELDS = new Set(["seat", "actor", "player", "offense", "defense", "winner", "from", "to", "by", "of", "with", "watches", "giver", "target", "carrier", "colour", "holder"]);
  const SEATS_FIELDS = new Set(["winners", "seats", "between", "colours", "players"]);
  // Fields naming cards, shown with the game's card labels.
  const CARD_FIELDS = new Set(["card", "cards", "drawn", "taken", "kicker", "against", "replaced", "discarded", "flare"]);

  /** The fallback one-line summary of a log entry: its kind and fields, seats by name. */
  function genericLogLine(entry, name, label) {
    const fields = [];
    for (const [key, value] of Object.entries(entry)) {
      if (key === "kind" || key === "round") continue;
      if (SEAT_FIELDS.has(key) && Number.isInteger(value)) fields.push(`${key} ${name(value)}`);
      else if (SEATS_FIELDS.has(key) && Array.isArray(value)) fields.push(`${key} ${name.many(value)}`);
      else if (label && CARD_FIELDS.has(key) && typeof value === "string") fields.push(`${key} ${label(value)}`);
      else if (label && CARD_FIELDS.has(key) && Array.isArray(value)) fields.push(`${key} ${value.map(label).join(", ") || "none"}`);
      else fields.push(`${key} ${compact(value)}`);
    }
    return `${entry.kind}` + (fields.length ? ": " + fields.join("; ") : "");
  }

  /** "amoeba" -> "Amoeba", "anti-matter" -> "Anti-Matter", "force field" -> "Force Field",
   *  "emotion_control" -> "Emotion Control". */
  function titleCase(text) {
    return String(text)
      .split("_")
      .map((word) => word.replace(/(^|[-\s])([a-z])/g, (m, before, letter) => before + letter.toUpperCase()))
      .join(" ");
  }

  // The game renderers register here: {render(view, container, names), logLine(entry, name),
  // roundLabel}.
  const games = {};

  return {
    el, append, fill, api, ApiError, showError, clearError, copyText, copyButton,
    SEAT_COLOURS, namer, seatLabel,
    panel, table, facts, compact, genericLogLine, titleCase, games,
  };
})();
