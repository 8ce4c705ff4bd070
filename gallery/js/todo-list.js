// Demo 3: a Clear-style to-do list: swipe to complete or delete, long press to reorder
// (auto-scroll near the edges), pinch apart to insert.
import { Demo, element, haptic } from "./demo.js";
import { Events } from "./engine.js";

const TITLES = ["Buy milk", "Call the bank", "Book flights", "Water the plants", "Pay rent",
  "Renew passport", "Write the report", "Gym at six", "Fix the bike", "Birthday card for Sam",
  "Clean the fridge", "Read a chapter", "Plan the weekend", "Back up the laptop", "Order printer ink",
  "Email the landlord", "Return the library books", "Buy a gift for Mia", "Defrost the freezer",
  "Sort the photos"];
const ROW_HEIGHT = 64;

export class TodoListDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 3, slug: "todo-list", title: "To-do list", tab: "To-do",
      subtitle: "Swipe right to complete, left to delete; long-press to reorder; pinch two rows apart to add.",
    });
  }

  build(parent) {
    super.build(parent);
    this.status = this.addStatus("todo-status");
  }

  resetView() {
    this.area.replaceChildren();
    this.titles = new Map(TITLES.map((title, id) => [id, title]));
    this.views = new Map();
    this.order = [];
    this.lifted = element("div", "todo-row lifted");
    this.lifted.hidden = true;
    this.placeholder = element("div", "todo-placeholder");
    this.placeholder.hidden = true;
    this.area.append(this.placeholder, this.lifted);
    this.status.textContent = "";
  }

  makeRow(id) {
    const row = element("div", "todo-row");
    row.dataset.itemId = id;
    row.dataset.testid = "todo-row";
    const complete = element("span", "cue complete", "✓");
    const remove = element("span", "cue delete", "✕");
    const content = element("div", "todo-content");
    const title = element("span", "title", this.titles.get(id) ?? "");
    content.append(title);
    row.append(complete, remove, content);
    this.area.insertBefore(row, this.placeholder);
    return { row, content, title, complete, remove };
  }

  draw(s) {
    const [contentOffset, contentHeight, count] = s;
    this.area.dataset.contentOffset = Math.round(contentOffset);
    let i = 3;
    const order = [];
    for (let n = 0; n < count; n++, i += 6) {
      const [id, top, offset, done, cue, isLifted] = s.slice(i, i + 6);
      order.push(id);
      let view = this.views.get(id);
      if (!view) { view = this.makeRow(id); this.views.set(id, view); }
      view.row.style.transform = `translateY(${top}px)`;
      view.row.style.visibility = isLifted ? "hidden" : "visible";
      view.content.style.transform = `translateX(${offset}px)`;
      view.content.style.background = heat(n, count, done);
      view.row.classList.toggle("done", done === 1);
      view.row.dataset.done = done;
      view.complete.classList.toggle("armed", cue === 0);
      view.remove.classList.toggle("armed", cue === 1);
      view.complete.style.opacity = offset > 0 ? 1 : 0;
      view.remove.style.opacity = offset < 0 ? 1 : 0;
    }
    for (const [id, view] of this.views) {
      if (!order.includes(id)) { view.row.remove(); this.views.delete(id); }
    }
    this.order = order;
    this.area.dataset.order = order.map((id) => this.titles.get(id) ?? "").join("|");
    const [present, liftedID, liftedTop, scale, alpha, shadow] = s.slice(i, i + 6);
    i += 6;
    this.lifted.hidden = !present;
    if (present) {
      const index = order.indexOf(liftedID);
      this.lifted.textContent = this.titles.get(liftedID) ?? "";
      this.lifted.style.transform = `translateY(${liftedTop}px) scale(${scale})`;
      this.lifted.style.opacity = alpha;
      this.lifted.style.background = heat(index, count, this.views.get(liftedID)?.row.dataset.done === "1" ? 1 : 0);
      this.lifted.classList.toggle("shadow", shadow === 1);
    }
    const [hasPlaceholder, centerY, height, placeholderScale, label] = s.slice(i, i + 5);
    this.placeholder.hidden = !hasPlaceholder;
    if (hasPlaceholder) {
      this.placeholder.style.height = `${height}px`;
      this.placeholder.style.transform =
        `translateY(${centerY - height / 2}px) scaleY(${placeholderScale})`;
      this.placeholder.textContent = label === 1 ? "Release to add" : "Pinch apart to add";
      this.placeholder.dataset.label = label;
    }
  }

  onEvent([code, a, b, c]) {
    switch (code) {
      case Events.commit:
        this.status.textContent = `${b === 0 ? "Completed" : b === 2 ? "Not done" : "Deleted"}: ${this.titles.get(a)}`;
        break;
      case Events.reorderEnded:
        this.status.textContent = `Moved ${this.titles.get(a)} from ${b + 1} to ${c + 1}`;
        break;
      case Events.inserted:
        this.titles.set(a, "");
        break;
      case Events.beginEditing:
        // After this frame's draw has created the row.
        queueMicrotask(() => this.edit(a));
        break;
      case Events.haptic:
        haptic(a);
        break;
    }
  }

  /** Types into the new item: Enter or leaving the field keeps the title. */
  edit(id) {
    const view = this.views.get(id);
    if (!view) return;
    const input = element("input", "todo-input");
    input.dataset.testid = "todo-input";
    input.placeholder = "New to-do";
    view.title.replaceWith(input);
    input.focus();
    const done = () => {
      const title = input.value.trim() || "New to-do";
      this.titles.set(id, title);
      view.title.textContent = title;
      input.replaceWith(view.title);
      this.status.textContent = `Added: ${title}`;
      this.area.dataset.order = this.order.map((item) => this.titles.get(item) ?? "").join("|");
    };
    input.addEventListener("keydown", (event) => { if (event.key === "Enter") input.blur(); });
    input.addEventListener("blur", done, { once: true });
  }
}

/** Clear's heat map: red at the top fading to yellow; done rows grey. */
function heat(index, count, done) {
  if (done) return "#3a3a3c";
  const t = count > 1 ? Math.min(1, index / Math.max(6, count - 1)) : 0;
  return `hsl(${Math.round(t * 48)}, 85%, ${48 + t * 6}%)`;
}
