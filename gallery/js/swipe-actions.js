// Demo 1: swipe actions on cards and rows (SwipeActionsStore: only one open).
import { Demo, element, haptic } from "./demo.js";
import { Events } from "./engine.js";

const CARDS = ["Weekly report", "Design review"];
const ROWS = ["Anna: Lunch on Friday?", "Build #1842 passed", "Invoice 2026-11",
  "Ben: The photos", "Team offsite agenda", "Your order has shipped"];
const ACTIONS = {
  card: { leading: [["Pin", "pin"]], trailing: [["Delete", "delete"], ["Archive", "archive"]] },
  row: { leading: [["Read", "read"]], trailing: [["Delete", "delete"], ["More", "more"]] },
};

export class SwipeActionsDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 1, slug: "swipe-actions", title: "Swipe actions", tab: "Swipe",
      subtitle: "Swipe a card or a row: buttons on both sides, full swipe to run the first, one open at a time.",
      mouseHint: "With a mouse: drag a card or a row sideways to show its buttons; drag it far to run the first one.",
    });
  }

  build(parent) {
    super.build(parent);
    this.status = this.addStatus("swipe-status");
  }

  resetView() {
    this.area.replaceChildren();
    // The rows sit at their places in the list's content; the layer scrolls (so the rows'
    // eased move into a deleted row's gap never lags a scroll).
    this.layer = element("div", "swipe-layer");
    this.area.append(this.layer);
    this.rows = new Map();
    this.status.textContent = "";
  }

  makeRow(id, kind) {
    const row = element("div", `swipe-row ${kind}`);
    row.dataset.rowId = id;
    row.dataset.testid = `swipe-row-${id}`;
    const sides = ACTIONS[kind];
    const buttons = [];
    for (const side of ["leading", "trailing"]) {
      sides[side].forEach(([title, action], index) => {
        const button = element("div", `swipe-button ${action}`, title);
        button.dataset.action = action;
        button.dataset.side = side;
        button.dataset.index = index;
        row.append(button);
        buttons.push(button);
      });
    }
    const content = element("div", "swipe-content");
    const title = kind === "card" ? CARDS[id] : ROWS[id - CARDS.length];
    content.append(element("span", "dot"), element("span", "title", title));
    if (kind === "row") content.append(element("span", "subtitle", "Swipe left or right"));
    row.append(content);
    this.layer.append(row);
    return { row, content, buttons, kind };
  }

  draw(s) {
    const contentOffset = s[0];
    this.area.dataset.contentOffset = Math.round(contentOffset);
    this.layer.style.transform = `translateY(${-contentOffset}px)`;
    let i = 1;
    const seen = new Set();
    while (i < s.length) {
      const [id, x, y, width, height, offset, expanded, nLeading, nTrailing] = s.slice(i, i + 9);
      i += 9;
      seen.add(id);
      let view = this.rows.get(id);
      if (!view) {
        view = this.makeRow(id, id < CARDS.length ? "card" : "row");
        this.rows.set(id, view);
      }
      Object.assign(view.row.style, {
        left: `${x}px`, top: `${y + contentOffset}px`, width: `${width}px`, height: `${height}px`,
      });
      view.content.style.transform = `translateX(${offset}px)`;
      view.row.dataset.offset = Math.round(offset);
      view.row.dataset.expanded = expanded;
      for (let b = 0; b < nLeading + nTrailing; b++) {
        const button = view.buttons[b];
        button.style.left = `${s[i]}px`;
        button.style.width = `${s[i + 1]}px`;
        button.classList.toggle("expanded",
          (b === 0 && expanded === 0) || (b === nLeading && expanded === 1));
        i += 2;
      }
    }
    for (const [id, view] of this.rows) {
      if (!seen.has(id)) { view.row.remove(); this.rows.delete(id); }
    }
  }

  onEvent([code, a, b, c]) {
    const view = this.rows.get(a);
    const name = view ? view.row.querySelector(".title").textContent : `row ${a}`;
    switch (code) {
      case Events.perform: {
        const side = b === 0 ? "leading" : "trailing";
        const [title, action] = ACTIONS[view?.kind ?? "row"][side][c];
        this.status.textContent = `${title}: ${name}`;
        if (action === "read" || action === "pin") view?.row.classList.toggle(action);
        break;
      }
      case Events.removed: this.status.textContent = `Deleted: ${name}`; break;
      case Events.didOpen: view?.row.classList.add("open"); break;
      case Events.didClose: view?.row.classList.remove("open"); break;
      // A haptic carries no row: its first number is the haptic's code.
      case Events.haptic: haptic(a); break;
    }
  }
}
