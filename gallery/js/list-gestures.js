// Demo 3: a Clear-style to-do list: swipe to complete or delete, long press to reorder
// (auto-scroll near the edges), pinch apart to insert; it scrolls with momentum, by wheel
// and by keys.
import { Demo, element, haptic } from "./demo.js";
import { Announced, Events, Names } from "./engine.js";

const TITLES = ["Buy milk", "Call the bank", "Book flights", "Water the plants", "Pay rent",
  "Renew passport", "Write the report", "Gym at six", "Fix the bike", "Birthday card for Sam",
  "Clean the fridge", "Read a chapter", "Plan the weekend", "Back up the laptop", "Order printer ink",
  "Email the landlord", "Return the library books", "Buy a gift for Mia", "Defrost the freezer",
  "Sort the photos"];
const ROW_HEIGHT = 64;
const CUE_WIDTH = 64;
const List = Names.todoList, Row = Names.todoRow, Lifted = Names.todoLifted, Placeholder = Names.todoPlaceholder;
const { commit: COMMIT, reorderEnded: REORDER_ENDED, inserted: INSERTED, beginEditing: BEGIN_EDITING, haptic: HAPTIC,
  announced: ANNOUNCED } = Events;
/** What the list store's announcements say, by `Announced` kind (only what changed: the
 * screen reader speaks the row itself). */
const SAID = {
  [Announced.moved]: (position, count) => `Moved to position ${position} of ${count}`,
  [Announced.completed]: () => "Completed",
  [Announced.markedNotDone]: () => "Marked as not done",
  [Announced.toggled]: () => "Done toggled",
  [Announced.deleted]: () => "Deleted",
  [Announced.added]: () => "Item added",
  [Announced.alreadyAtTop]: () => "Already at top",
  [Announced.alreadyAtBottom]: () => "Already at bottom",
};

export class ListGesturesDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 3, slug: "list-gestures", title: "To-do list", tab: "To-do",
      subtitle: "Swipe right to complete, left to delete; long-press to reorder; pinch two rows apart to add.",
      mouseHint: "With a mouse: drag a row sideways to complete or delete it; hold still, then drag, to "
        + "reorder; Shift-drag down to pinch two rows apart. The wheel and the keys scroll.",
      keysHint: "Tab to a to-do; ↑ ↓ go to the next one; Alt+↑ Alt+↓ (⌥↑ ⌥↓) move it "
        + "(with Shift: to the top, the bottom), Enter completes it, Delete deletes it, + adds a "
        + "to-do below it.",
    });
  }

  build(parent) {
    super.build(parent);
    this.status = this.addStatus("todo-status");
    // Focusable, so that the keys that scroll it (arrows, Page Up/Down, Space, Home, End)
    // reach it after a click or a Tab.
    this.area.tabIndex = 0;
    this.area.setAttribute("role", "list");
    this.area.setAttribute("aria-label", "To-do list: arrow keys, Page Up, Page Down, Space, Home and End scroll it");
    // The bare ↑ and ↓ on a to-do go to the one above or below (navigation, never an edit:
    // Alt moves the to-do); before the page's own keys, which would scroll.
    this.area.addEventListener("keydown", (event) => {
      const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
      if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const row = event.target.closest?.(".todo-row[data-key-item]");
      if (!row) return;
      const index = this.order.indexOf(Number(row.dataset.keyItem));
      const next = this.views.get(this.order[index + step]);
      event.preventDefault();
      event.stopPropagation();
      next?.row.focus();
    });
  }

  resetView() {
    this.area.querySelectorAll(".todo-row, .todo-placeholder").forEach((node) => node.remove());
    this.titles = new Map(TITLES.map((title, id) => [id, title]));
    this.views = new Map();
    this.order = [];
    this.lifted = element("div", "todo-row lifted");
    this.lifted.hidden = true;
    this.placeholder = element("div", "todo-placeholder");
    this.placeholderLabel = element("span", "label");
    this.placeholder.append(this.placeholderLabel);
    this.placeholder.hidden = true;
    this.area.prepend(this.placeholder, this.lifted);
    this.status.textContent = "";
  }

  makeRow(id) {
    const view = todoRow(this.titles.get(id) ?? "");
    view.row.dataset.itemId = id;
    view.row.dataset.testid = "todo-row";
    view.row.setAttribute("role", "listitem");
    this.keyItem(view.row, id, undefined,
      "ArrowUp ArrowDown Alt+ArrowUp Alt+ArrowDown Alt+Shift+ArrowUp Alt+Shift+ArrowDown Enter Space Delete =");
    this.area.insertBefore(view.row, this.placeholder);
    return view;
  }

  draw(s) {
    const count = s[List.count];
    this.area.dataset.contentOffset = Math.round(s[List.contentOffset]);
    let i = List.stride;
    const order = [];
    const tops = [];
    for (let n = 0; n < count; n++, i += Row.stride) {
      const id = s[i + Row.id], top = s[i + Row.top], offset = s[i + Row.offset];
      const done = s[i + Row.done], cue = s[i + Row.cue], isLifted = s[i + Row.lifted];
      order.push(id);
      tops.push(top);
      let view = this.views.get(id);
      if (!view) { view = this.makeRow(id); this.views.set(id, view); }
      const colors = heat(n, count, done);
      const last = view.last;
      if (last.top !== top) view.row.style.transform = `translateY(${top}px)`;
      if (last.isLifted !== isLifted) view.row.style.visibility = isLifted ? "hidden" : "visible";
      drawTodoRow(view, offset, cue, done, colors);
      Object.assign(last, { top, isLifted });
    }
    if (order.length !== this.order.length || order.some((id, index) => id !== this.order[index])) {
      for (const [id, view] of this.views) {
        if (order.includes(id)) continue;
        // The focus on a deleted row goes on to the row that takes its place.
        const focused = view.row.contains(document.activeElement);
        view.row.remove();
        this.views.delete(id);
        const next = order[Math.min(this.order.indexOf(id), order.length - 1)];
        if (focused && next !== undefined) this.views.get(next)?.row.focus();
      }
      this.order = order;
      this.area.dataset.order = order.map((id) => this.titles.get(id) ?? "").join("|");
    }
    this.lifted.hidden = !s[i + Lifted.present];
    if (s[i + Lifted.present]) {
      const liftedID = s[i + Lifted.id];
      const colors = heat(order.indexOf(liftedID), count, this.views.get(liftedID)?.row.dataset.done === "1" ? 1 : 0);
      this.lifted.textContent = this.titles.get(liftedID) ?? "";
      this.lifted.style.transform = `translateY(${s[i + Lifted.top]}px) scale(${s[i + Lifted.scale]})`;
      this.lifted.style.opacity = s[i + Lifted.alpha];
      this.lifted.style.background = colors.background;
      this.lifted.style.color = colors.text;
      this.lifted.classList.toggle("shadow", s[i + Lifted.shadow] === 1);
    }
    i += Lifted.stride;
    this.placeholder.hidden = !s[i + Placeholder.present];
    if (s[i + Placeholder.present]) {
      const centerY = s[i + Placeholder.centerY], label = s[i + Placeholder.label];
      // It fills the gap between the rows it opens (never a dark band around it), and its
      // label is revealed, never squashed: the label keeps its size, the box clips it.
      const shown = s[i + Placeholder.height] * s[i + Placeholder.scale];
      let upper = centerY - shown / 2, lower = centerY + shown / 2;
      let above = -Infinity, below = Infinity;
      for (const top of tops) {
        if (top + ROW_HEIGHT <= centerY + 0.5) above = Math.max(above, top + ROW_HEIGHT);
        if (top >= centerY - 0.5) below = Math.min(below, top);
      }
      if (Number.isFinite(above) && above < upper) upper = above;
      if (Number.isFinite(below) && below > lower) lower = below;
      this.placeholder.style.transform = `translateY(${upper}px)`;
      this.placeholder.style.height = `${Math.max(0, lower - upper)}px`;
      this.placeholderLabel.textContent = label === 1 ? "Release to add" : "Pinch apart to add";
      this.placeholder.dataset.label = label;
    }
  }

  onEvent(code, a, b, c, d) {
    switch (code) {
      case COMMIT: {
        const what = b === 0 ? "Completed" : b === 2 ? "Not done" : "Deleted";
        this.status.textContent = `${what}: ${this.titles.get(a)}`;
        this.announce(`${this.titles.get(a)}, ${what.toLowerCase()}`, null);
        break;
      }
      case REORDER_ENDED:
        this.status.textContent = b === c
          ? `Not moved: ${this.titles.get(a)}`
          : `Moved ${this.titles.get(a)} from ${b + 1} to ${c + 1}`;
        this.announce(b === c ? `${this.titles.get(a)}, not moved`
          : `${this.titles.get(a)}, moved to position ${c + 1} of ${this.order.length}`, null);
        break;
      case INSERTED:
        this.titles.set(a, "");
        break;
      case BEGIN_EDITING:
        // After this frame's draw has created the row.
        queueMicrotask(() => this.edit(a));
        break;
      case HAPTIC:
        haptic(a);
        break;
      case ANNOUNCED: {
        // A row action taken by key (the store's announce effect), read out politely; after a
        // delete the focus goes on to the row the store names, as VoiceOver's does.
        const text = SAID[a]?.(c, d);
        if (text) this.announce(text, null);
        if (a === Announced.deleted && b >= 0) this.views.get(b)?.row.focus();
        break;
      }
    }
  }

  /** Types into the new item: Enter or leaving the field keeps the title. */
  edit(id) {
    const view = this.views.get(id);
    if (!view) return;
    const input = element("input", "todo-input");
    input.dataset.testid = "todo-input";
    input.placeholder = "New to-do";
    input.setAttribute("aria-label", "New to-do");
    view.title.replaceWith(input);
    input.focus();
    const done = () => {
      const title = input.value.trim() || "New to-do";
      this.titles.set(id, title);
      view.title.textContent = title;
      view.row.setAttribute("aria-label", title);
      input.replaceWith(view.title);
      this.announce(`Added: ${title}`);
      this.area.dataset.order = this.order.map((item) => this.titles.get(item) ?? "").join("|");
    };
    // Enter keeps the title and gives the focus back to the new row, for the keys to go on.
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      input.blur();
      view.row.focus({ preventScroll: true });
    });
    input.addEventListener("blur", done, { once: true });
  }
}

/** A to-do row's view: the complete and delete cues under its content. Also the swipe-back demo's. */
export function todoRow(title) {
  const row = element("div", "todo-row");
  const complete = element("span", "cue complete", "✓");
  const remove = element("span", "cue delete", "✕");
  complete.setAttribute("aria-hidden", "true");
  remove.setAttribute("aria-hidden", "true");
  const content = element("div", "todo-content");
  const titleView = element("span", "title", title);
  content.append(titleView);
  row.append(complete, remove, content);
  return { row, content, title: titleView, complete, remove, last: {} };
}

/**
 * Draws a to-do row's swipe `offset`, its `cue` (−1 none, 0 complete, 1 delete), `done`
 * (0/1) and `colors` (`heat`), touching only what changed.
 */
export function drawTodoRow(view, offset, cue, done, colors) {
  const last = view.last;
  if (last.offset !== offset) {
    view.content.style.transform = `translateX(${offset}px)`;
    // The cue sits in the uncovered strip, so it shows as soon as the row moves.
    view.complete.style.width = `${Math.min(CUE_WIDTH, Math.max(0, offset))}px`;
    view.remove.style.width = `${Math.min(CUE_WIDTH, Math.max(0, -offset))}px`;
    view.row.dataset.offset = Math.round(offset);
  }
  if (last.background !== colors.background) {
    view.content.style.background = colors.background;
    view.content.style.color = colors.text;
  }
  if (last.done !== done) {
    view.row.classList.toggle("done", done === 1);
    view.row.dataset.done = done;
    view.row.setAttribute("aria-label", `${view.title.textContent}${done === 1 ? ", done" : ""}`);
  }
  if (last.cue !== cue) {
    view.complete.classList.toggle("armed", cue === 0);
    view.remove.classList.toggle("armed", cue === 1);
  }
  Object.assign(last, { offset, background: colors.background, done, cue });
}

/**
 * Clear's heat map, red at the top warming to amber, done rows grey, with white text at a
 * WCAG contrast of at least 4.5:1: the warmer the hue, the brighter it is, so the darker it
 * is drawn (red at 47 % lightness, amber at 32 %). Black text would take over on a colour
 * too bright for white (one of the two always reaches 4.5:1: they cross at 4.58:1).
 */
export function heat(index, count, done) {
  if (done) return DONE;
  const t = count > 1 ? Math.min(1, index / Math.max(6, count - 1)) : 0;
  const hue = Math.round(t * 40), lightness = Math.round(47 - t * 15);
  const key = hue * 100 + lightness;
  let colors = HEAT.get(key);
  if (!colors) {
    const background = `hsl(${hue}, 85%, ${lightness}%)`;
    const l = luminance(hsl(hue, 0.85, lightness / 100));
    const text = 1.05 / (l + 0.05) >= 4.5 ? "#fff" : "#000";
    colors = { background, text };
    HEAT.set(key, colors);
  }
  return colors;
}

const HEAT = new Map();
/** Done rows: #b4b4b9 on #3a3a3c is 5.6:1. */
const DONE = { background: "#3a3a3c", text: "#b4b4b9" };

/** An HSL colour's sRGB channels, 0…1. */
function hsl(hue, saturation, lightness) {
  const k = (n) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** WCAG 2's relative luminance of sRGB channels, 0…1. */
function luminance([r, g, b]) {
  const linear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
