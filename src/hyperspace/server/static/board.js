"use strict";
// What both games' boards share: SVG elements, ship stacks, card faces, the fanned hand, direct
// choice on the board (a decision's planet, card or player clicked where it lies) and the motion
// of ships between two states. Loaded after common.js; the games' renderers use it through HS.board.

HS.board = (() => {
  const { el } = HS;
  const SVG_NS = "http://www.w3.org/2000/svg";
  // Seat colours whose ink is dark (yellow, orange): the others take white text.
  const DARK_INK = new Set([3, 5]);

  /** An SVG element: `attrs` as attributes (`text` sets its text, `data` its dataset). */
  function svg(tag, attrs, ...children) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "text") node.textContent = String(value);
      else if (key === "data") for (const [name, item] of Object.entries(value)) node.dataset[name] = String(item);
      else node.setAttribute(key, String(value));
    }
    return HS.append(node, children);
  }

  const colourClass = (seat) => `c${Number(seat) % HS.SEAT_COLOURS.length}`;
  const ink = (seat) => (DARK_INK.has(Number(seat) % HS.SEAT_COLOURS.length) ? "#1b1d24" : "#ffffff");

  /** The letter that marks a seat's ships besides its colour (colour is never the only cue): the
   *  first letter of the player's name, or the seat's system letter when two names share it. */
  function letters(names) {
    const firsts = names.map((n) => String(n || "?").trim().charAt(0).toUpperCase() || "?");
    return firsts.map((first, seat) => (firsts.indexOf(first) === firsts.lastIndexOf(first) ? first : "ABCDEFGH"[seat]));
  }

  const STACK_W = 34;
  const STACK_H = 18;

  /** A stack of `count` ships of `seat`'s colour at (x, y) (its centre): a pill with the seat's
   *  letter and the count, named for screen readers. */
  function stack(seat, count, x, y, who, letter) {
    return svg(
      "g",
      { class: "stack", transform: `translate(${x},${y})`, data: { colour: seat, count }, role: "img", "aria-label": `${who}: ${count} ship${count === 1 ? "" : "s"}` },
      svg("rect", { x: -STACK_W / 2, y: -STACK_H / 2, width: STACK_W, height: STACK_H, rx: STACK_H / 2, class: `fill ${colourClass(seat)}` }),
      svg("text", { x: 0, y: 4.5, "text-anchor": "middle", fill: ink(seat), class: "stack-text" },
        svg("tspan", { class: "stack-letter", text: letter }), svg("tspan", { dx: 2, text: String(count) })),
    );
  }

  /** Stacks for every nonzero {colour: count} (or list by colour) in rows of `perRow` centred on
   *  x, the rows going down from y (`up`: going up). */
  function stacks(counts, x, y, perRow, who, letter, up) {
    const entries = (Array.isArray(counts) ? counts.map((n, s) => [s, n]) : Object.entries(counts || {}))
      .map(([s, n]) => [Number(s), Number(n)])
      .filter(([, n]) => n > 0);
    return entries.map(([seat, n], i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, entries.length - row * perRow);
      const col = i % perRow;
      return stack(seat, n, x + (col - (inRow - 1) / 2) * (STACK_W + 3), y + (up ? -row : row) * (STACK_H + 3), who(seat), letter(seat));
    });
  }

  // -- cards ------------------------------------------------------------------------------------

  /**
   * A card drawn as a face: its kind across the top, its value large, its name and its rules
   * text (the game's words, from the catalogue). `face` is {card, kind, kindName, value, name,
   * text}; the element carries data-card.
   */
  function cardFace(face) {
    return el(
      "div",
      { class: `card face ${face.kind || "plain"}`, data: { card: face.card } },
      el("span", { class: "card-kind", text: face.kindName || "" }),
      face.value !== undefined && face.value !== null ? el("span", { class: "card-value", text: String(face.value) }) : null,
      el("span", { class: "card-name", text: face.name }),
      face.text ? el("span", { class: "card-text", text: face.text }) : null,
    );
  }

  /** The hand fanned: #hand with one face per card (data-card), each slightly turned. */
  function fannedHand(cards, faceOf) {
    const list = el("ul", { id: "hand", class: "hand fan", "aria-label": "Your hand", tabindex: 0 }); // it may scroll
    const middle = (cards.length - 1) / 2;
    cards.forEach((card, i) => {
      const face = cardFace(faceOf(card));
      face.dataset.target = `card:${card}`; // direct choice: the card answers a decision about it
      const slot = el("li", { class: "slot" }, face);
      slot.style.setProperty("--turn", `${((i - middle) * 2.5).toFixed(1)}deg`);
      slot.style.setProperty("--drop", `${(Math.abs(i - middle) * 3).toFixed(0)}px`);
      list.append(slot);
    });
    if (!cards.length) list.append(el("li", { class: "muted", text: "no cards" }));
    return list;
  }

  // -- direct choice ----------------------------------------------------------------------------

  /**
   * Makes the board's elements that stand for one of `decision`'s options answer it when clicked
   * (or Enter/Space on a keyboard): `targetOf(key)` names the board element an option is about
   * ("planet:B3", "player:1", "card:attack-8"); an element is choosable only when exactly one
   * option names it, so a click is never ambiguous. Every other element stays inert.
   */
  function bindChoices(container, decision, targetOf, choose) {
    for (const node of container.querySelectorAll(".choosable")) clearChoice(node);
    if (!decision) return;
    const byTarget = new Map();
    for (const key of decision.options || []) {
      const target = targetOf(key);
      if (!target) continue;
      byTarget.set(target, byTarget.has(target) ? null : key);
    }
    for (const [target, key] of byTarget) {
      if (key === null) continue;
      for (const node of container.querySelectorAll(`[data-target="${CSS.escape(target)}"]`)) {
        const label = (decision.labels && decision.labels[key]) || key;
        node.classList.add("choosable");
        node.dataset.key = key;
        node.dataset.label = node.getAttribute("aria-label") || "";
        node.setAttribute("role", "button");
        node.setAttribute("tabindex", "0");
        node.setAttribute("aria-label", `Choose: ${label}`);
        node.onclick = () => choose(key);
        node.onkeydown = (event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            choose(key);
          }
        };
      }
    }
  }

  function clearChoice(node) {
    node.classList.remove("choosable");
    delete node.dataset.key;
    node.removeAttribute("tabindex");
    node.removeAttribute("role");
    if (node.dataset.label) node.setAttribute("aria-label", node.dataset.label);
    node.onclick = null;
    node.onkeydown = null;
  }

  // -- motion -------------------------------------------------------------------------------------

  /**
   * Where each colour's ships are on a drawn board: place -> colour -> [count, x, y], read from
   * the stacks' data and their place (the nearest [data-place]).
   */
  function shipPlaces(container) {
    const places = new Map();
    for (const node of container.querySelectorAll("g.stack")) {
      const place = node.closest("[data-place]");
      if (!place) continue;
      const match = /translate\(([-\d.]+),([-\d.]+)\)/.exec(node.getAttribute("transform") || "");
      const [x, y] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
      if (!places.has(place.dataset.place)) places.set(place.dataset.place, new Map());
      places.get(place.dataset.place).set(node.dataset.colour, [Number(node.dataset.count), x, y]);
    }
    return places;
  }

  const reducedMotion = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  /**
   * Ships that left one place and arrived at another between `before` (shipPlaces of the old
   * board) and the new board in `container` fly there briefly: a copy of the stack moves from its
   * old place to its new one. Only a colour that left exactly where it arrived is paired.
   */
  function flyShips(container, before, svgRoot, who, letter) {
    if (!before || reducedMotion() || !svgRoot) return;
    const after = shipPlaces(container);
    const moves = new Map(); // colour -> {from: [[place, n, x, y]], to: [...]}
    const note = (colour, side, entry) => {
      if (!moves.has(colour)) moves.set(colour, { from: [], to: [] });
      moves.get(colour)[side].push(entry);
    };
    for (const place of new Set([...before.keys(), ...after.keys()])) {
      const old = before.get(place) || new Map();
      const now = after.get(place) || new Map();
      for (const colour of new Set([...old.keys(), ...now.keys()])) {
        const [a, ax, ay] = old.get(colour) || [0, 0, 0];
        const [b, bx, by] = now.get(colour) || [0, 0, 0];
        if (b < a) note(colour, "from", [a - b, ax, ay]);
        if (b > a) note(colour, "to", [b - a, bx, by]);
      }
    }
    for (const [colour, { from, to }] of moves) {
      for (let i = 0; i < Math.min(from.length, to.length); i++) {
        const [n, x0, y0] = from[i];
        const [, x1, y1] = to[i];
        const ghost = stack(colour, n, x0, y0, who(colour), letter(colour));
        ghost.classList.add("ghost");
        ghost.setAttribute("aria-hidden", "true");
        svgRoot.append(ghost);
        const flight = ghost.animate(
          [{ transform: `translate(${x0}px,${y0}px)` }, { transform: `translate(${x1}px,${y1}px)` }],
          { duration: 700, easing: "ease-in-out" },
        );
        flight.onfinish = () => ghost.remove();
      }
    }
  }

  return { svg, colourClass, ink, letters, stack, stacks, cardFace, fannedHand, bindChoices, shipPlaces, flyShips, STACK_W, STACK_H };
})();
