// What every demo module shares: its section, its area (where pointers go), reset, the
// first-time hint for mouse users.

/** The person's Reduce Motion setting, which every demo reports to its stores. */
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

export class Demo {
  constructor(engine, { number, slug, title, tab, subtitle, mouseHint, keysHint }) {
    this.engine = engine;
    this.number = number;
    this.slug = slug;
    this.title = title;
    this.tabTitle = tab;
    this.subtitle = subtitle;
    /** What to do with a mouse, shown once (until dismissed or the first press). */
    this.mouseHint = mouseHint;
    /** What the keys do: read out with the demo's items (`keyItem`), and shown in the
     * first-time hint. */
    this.keysHint = keysHint;
    this.option = 0;
    /** The area's rectangle in the viewport, kept by the page (read only when it changes). */
    this.rect = { left: 0, top: 0, width: 0, height: 0 };
  }

  /** Creates the section, its header and its area; subclasses fill them. */
  build(parent) {
    this.section = document.createElement("section");
    this.section.className = `demo demo-${this.slug}`;
    this.section.id = `demo-${this.slug}`;
    this.section.setAttribute("role", "tabpanel");
    this.section.setAttribute("aria-label", this.title);
    this.section.hidden = true;
    this.header = document.createElement("header");
    this.header.className = "demo-header";
    const subtitle = document.createElement("p");
    subtitle.className = "subtitle";
    subtitle.textContent = this.subtitle;
    this.header.append(subtitle);
    if (this.keysHint) {
      this.keys = element("p", "keys", this.keysHint);
      this.keys.id = `${this.slug}-keys`;
      this.keys.dataset.testid = `${this.slug}-keys`;
      this.header.append(this.keys);
    }
    // What just happened, read out (a reorder, an action, a pop): `announce(text)`.
    this.announcer = element("p", "visually-hidden");
    this.announcer.setAttribute("role", "status");
    this.announcer.setAttribute("aria-live", "polite");
    this.announcer.setAttribute("aria-atomic", "true");
    this.announcer.dataset.testid = `${this.slug}-announcer`;
    this.area = document.createElement("div");
    this.area.className = "area";
    this.area.dataset.testid = `${this.slug}-area`;
    this.section.append(this.header, this.area, this.announcer);
    parent.append(this.section);
    reducedMotion.addEventListener("change", () => this.reportMotion());
  }

  /** Tells the engine's demo whether the person asked for reduced motion (its springs, and
   * the back swipe's push and pop, follow it); a demo not set up yet hears it at `reset`. */
  reportMotion() {
    if (!this.size) return;
    const reduces = reducedMotion.matches;
    if (this.engine.reduceMotion(this.number, reduces) === 0) {
      this.section.dataset.reducedMotion = reduces ? "1" : "0";
    }
  }

  /** Recreates the engine's demo for the area's current size. */
  reset() {
    const rect = this.area.getBoundingClientRect();
    this.rect = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    this.size = { width: rect.width, height: rect.height };
    this.engine.setup(this.number, rect.width, rect.height, this.option);
    this.reportMotion();
    this.resetView();
    this.onReset?.();
  }

  /** Elements whose pointers stay in the page (buttons, fields). */
  ignores(target) {
    return Boolean(target.closest("button, input, label, .hint"));
  }

  resetView() {}

  /** Reads `text` out (the live region), and shows it in `status` if there is one. */
  announce(text, status = this.status) {
    if (status) status.textContent = text;
    this.announcer.textContent = text;
  }

  /** Makes `node` an item the keys reach: focusable, `id` sent with its keys, described by
   * the demo's keys (the hint shown in its header), and with `shortcuts` (the keys it hears,
   * `aria-keyshortcuts`' syntax) read out with it. A screen reader in browse mode keeps the
   * arrows for itself: it names an item's shortcuts, so that its user knows to switch to
   * focus mode (or forms mode) to send them. */
  keyItem(node, id, label, shortcuts) {
    node.tabIndex = 0;
    node.dataset.keyItem = id;
    if (label !== undefined) node.setAttribute("aria-label", label);
    if (this.keys) node.setAttribute("aria-describedby", this.keys.id);
    if (shortcuts) node.setAttribute("aria-keyshortcuts", shortcuts);
  }
  /** The area changed size; the engine already knows. */
  resized() {}
  draw(_snapshot) {}
  /** An event record: its code (`Events`) and arguments. */
  onEvent(_code, _a, _b, _c, _d, _e) {}

  /** A pointer went down on the area: the hint has done its job. */
  touched() {
    if (this.hint) this.dismissHint();
  }

  /** The first-time hint for mouse users, once per demo (remembered in localStorage). */
  showHint() {
    if (!this.mouseHint || seen(this.slug)) return;
    this.hint = element("div", "hint");
    this.hint.dataset.testid = `${this.slug}-hint`;
    this.hint.setAttribute("role", "note");
    const text = element("span", null, this.keysHint ? `${this.mouseHint} Keys: ${this.keysHint}` : this.mouseHint);
    const close = element("button", null, "Got it");
    close.addEventListener("click", () => this.dismissHint());
    this.hint.append(text, close);
    this.section.append(this.hint);
  }

  dismissHint() {
    this.hint?.remove();
    this.hint = null;
    try { localStorage.setItem(`gallery.hint.${this.slug}`, "seen"); } catch { /* private mode */ }
  }

  /** A toggle in the header. */
  addToggle(label, testid, onChange) {
    const wrapper = document.createElement("label");
    wrapper.className = "toggle";
    const input = document.createElement("input");
    input.type = "checkbox";
    input.dataset.testid = testid;
    input.addEventListener("change", () => onChange(input.checked));
    wrapper.append(input, document.createTextNode(` ${label}`));
    this.controls().append(wrapper);
    return input;
  }

  /**
   * A segmented control in the header: one radio button per `[value, label, short]` of
   * `options` (`short`: the label on a phone), the first checked; `onChange` gets the chosen
   * index. Returns `{ set(index) }`.
   */
  addSegments(label, testid, options, onChange) {
    const group = element("div", "segments");
    group.setAttribute("role", "radiogroup");
    group.setAttribute("aria-label", label);
    group.dataset.testid = testid;
    const inputs = options.map(([value, title, short], index) => {
      const segment = element("label", "segment");
      const input = document.createElement("input");
      input.type = "radio";
      input.name = testid;
      input.value = value;
      input.checked = index === 0;
      input.dataset.testid = `${testid}-${value}`;
      input.addEventListener("change", () => { if (input.checked) onChange(index); });
      const text = element("span");
      text.append(element("span", "long", title), element("span", "short", short ?? title));
      segment.append(input, text);
      group.append(segment);
      return input;
    });
    this.controls().append(group);
    return { set(index) { if (inputs[index] && !inputs[index].checked) inputs[index].checked = true; } };
  }

  /** A small button in the header. */
  addButton(label, testid, onClick) {
    const button = element("button", "header-button", label);
    button.dataset.testid = testid;
    button.addEventListener("click", onClick);
    this.controls().append(button);
    return button;
  }

  /** The header's line of controls and status. */
  controls() {
    if (!this.controlRow) {
      this.controlRow = element("div", "controls");
      this.header.append(this.controlRow);
    }
    return this.controlRow;
  }

  /** A status line in the header, for what just happened (read out by `announce`). */
  addStatus(testid) {
    const status = document.createElement("p");
    status.className = "status";
    status.dataset.testid = testid;
    this.controls().append(status);
    return status;
  }
}

function seen(slug) {
  try { return localStorage.getItem(`gallery.hint.${slug}`) === "seen"; } catch { return false; }
}

/** Makes an element with a class and optional text. */
export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The browser's haptics, where there are any (Android Chrome). */
export function haptic(code) {
  const patterns = [8, 15, [10, 40, 10], [20, 30, 20]];
  navigator.vibrate?.(patterns[code] ?? 10);
}
