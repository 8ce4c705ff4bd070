// Demo 1: swipe actions on cards and rows (SwipeActionsStore: only one open).
import { Demo, element, haptic } from "./demo.js";
import { Events, Names } from "./engine.js";

const CARDS = ["Weekly report", "Design review"];
const ROWS = ["Anna: Lunch on Friday?", "Build #1842 passed", "Invoice 2026-11",
  "Ben: The photos", "Team offsite agenda", "Your order has shipped"];
const ACTIONS = {
  card: { leading: [["Pin", "pin"]], trailing: [["Delete", "delete"], ["Archive", "archive"]] },
  row: { leading: [["Read", "read"]], trailing: [["Delete", "delete"], ["More", "more"]] },
};
/** The keys of a focused swipe row (`keyItem`): → and ← show its leading and trailing
 * buttons, Delete runs its destructive one, Escape closes it. Also the swipe-back demo's row. */
export const SWIPE_ROW_SHORTCUTS = "ArrowRight ArrowLeft Delete Escape";
const List = Names.swipeList, Row = Names.swipeRow, Button = Names.swipeButton;
const { perform: PERFORM, removed: REMOVED, didOpen: DID_OPEN, didClose: DID_CLOSE, haptic: HAPTIC } = Events;

/**
 * A swipe row's view: its buttons (`sides`: leading and trailing `[title, action]`s) under
 * its content (a dot, the title, an optional subtitle). Also the swipe-back demo's row.
 */
export function swipeRow(kind, sides, title, subtitle) {
  const row = element("div", `swipe-row ${kind}`);
  const buttons = [];
  for (const side of ["leading", "trailing"]) {
    sides[side].forEach(([name, action], index) => {
      const button = element("div", `swipe-button ${action}`, name);
      button.dataset.action = action;
      button.dataset.side = side;
      button.dataset.index = index;
      // A button for the keys once shown (Enter or Space taps it, in the engine): its part
      // of the row, leading first.
      button.setAttribute("role", "button");
      button.dataset.keyPart = buttons.length;
      button.tabIndex = -1;
      button.setAttribute("aria-hidden", "true");
      row.append(button);
      buttons.push(button);
    });
  }
  const content = element("div", "swipe-content");
  const dot = element("span", "dot");
  dot.setAttribute("aria-hidden", "true");
  content.append(dot, element("span", "title", title));
  if (subtitle) content.append(element("span", "subtitle", subtitle));
  row.append(content);
  return { row, content, buttons, kind };
}

/**
 * Draws a row's content `offset` and its buttons from the snapshot's button records at `i`
 * (`expanded`: −1 none, 0 leading, 1 trailing); returns the index after them.
 */
export function drawSwipeRow(view, s, i, offset, expanded, nLeading, nTrailing) {
  view.content.style.transform = `translateX(${offset}px)`;
  view.row.dataset.offset = Math.round(offset);
  view.row.dataset.expanded = expanded;
  for (let b = 0; b < nLeading + nTrailing; b++, i += Button.stride) {
    const button = view.buttons[b];
    button.style.left = `${s[i + Button.x]}px`;
    button.style.width = `${s[i + Button.width]}px`;
    button.classList.toggle("expanded",
      (b === 0 && expanded === 0) || (b === nLeading && expanded === 1));
    // Uncovered, it is the keys' too; covered, neither seen nor read out.
    const shown = s[i + Button.width] >= 1;
    if (shown !== (button.tabIndex === 0)) {
      button.tabIndex = shown ? 0 : -1;
      if (shown) button.removeAttribute("aria-hidden"); else button.setAttribute("aria-hidden", "true");
    }
  }
  return i;
}

export class SwipeActionsDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 1, slug: "swipe-actions", title: "Swipe actions", tab: "Swipe",
      subtitle: "Swipe a card or a row: buttons on both sides, full swipe to run the first, one open at a time.",
      mouseHint: "With a mouse: drag a card or a row sideways to show its buttons; drag it far to run the first one.",
      keysHint: "Tab to a card or a row; → or ← shows its buttons, Tab to one and Enter runs it, "
        + "Delete deletes it, Escape closes it.",
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
    this.layer.setAttribute("role", "list");
    this.layer.setAttribute("aria-label", "Messages");
    this.area.append(this.layer);
    this.rows = new Map();
    this.status.textContent = "";
  }

  makeRow(id, kind) {
    const title = kind === "card" ? CARDS[id] : ROWS[id - CARDS.length];
    const view = swipeRow(kind, ACTIONS[kind], title, kind === "row" ? "Swipe left or right" : null);
    view.row.dataset.rowId = id;
    view.row.dataset.testid = `swipe-row-${id}`;
    view.row.setAttribute("role", "listitem");
    this.keyItem(view.row, id, undefined, SWIPE_ROW_SHORTCUTS);
    this.layer.append(view.row);
    return view;
  }

  draw(s) {
    const contentOffset = s[List.contentOffset];
    this.area.dataset.contentOffset = Math.round(contentOffset);
    this.layer.style.transform = `translateY(${-contentOffset}px)`;
    let i = List.stride;
    const seen = new Set();
    while (i < s.length) {
      const id = s[i + Row.id], offset = s[i + Row.offset], expanded = s[i + Row.expanded];
      const nLeading = s[i + Row.leadingCount], nTrailing = s[i + Row.trailingCount];
      seen.add(id);
      let view = this.rows.get(id);
      if (!view) {
        view = this.makeRow(id, id < CARDS.length ? "card" : "row");
        this.rows.set(id, view);
      }
      Object.assign(view.row.style, {
        left: `${s[i + Row.x]}px`, top: `${s[i + Row.y] + contentOffset}px`,
        width: `${s[i + Row.width]}px`, height: `${s[i + Row.height]}px`,
      });
      i = drawSwipeRow(view, s, i + Row.stride, offset, expanded, nLeading, nTrailing);
    }
    for (const [id, view] of this.rows) {
      if (seen.has(id)) continue;
      // The focus on a deleted row goes on to the row that takes its place.
      const focused = view.row.contains(document.activeElement);
      const top = parseFloat(view.row.style.top);
      view.row.remove();
      this.rows.delete(id);
      if (focused) {
        const rows = [...this.rows.values()];
        (rows.find((other) => parseFloat(other.row.style.top) >= top) ?? rows.pop())?.row.focus();
      }
    }
  }

  onEvent(code, a, b, c) {
    const view = this.rows.get(a);
    const name = view ? view.row.querySelector(".title").textContent : `row ${a}`;
    switch (code) {
      case PERFORM: {
        const side = b === 0 ? "leading" : "trailing";
        const [title, action] = ACTIONS[view?.kind ?? "row"][side][c];
        this.announce(`${title}: ${name}`);
        if (action === "read" || action === "pin") view?.row.classList.toggle(action);
        break;
      }
      case REMOVED: this.announce(`Deleted: ${name}`); break;
      case DID_OPEN: {
        view?.row.classList.add("open");
        const buttons = ACTIONS[view?.kind ?? "row"][b === 0 ? "leading" : "trailing"];
        this.announce(`${name}: ${buttons.map(([title]) => title).join(", ")}`, null);
        break;
      }
      case DID_CLOSE: view?.row.classList.remove("open"); break;
      // A haptic carries no row: its first number is the haptic's code.
      case HAPTIC: haptic(a); break;
    }
  }
}
