// What every demo module shares: its section, its area (where pointers go), reset.

export class Demo {
  constructor(engine, { number, slug, title, tab, subtitle }) {
    this.engine = engine;
    this.number = number;
    this.slug = slug;
    this.title = title;
    this.tabTitle = tab;
    this.subtitle = subtitle;
    this.option = 0;
  }

  /** Creates the section, its header and its area; subclasses fill them. */
  build(parent) {
    this.section = document.createElement("section");
    this.section.className = `demo demo-${this.slug}`;
    this.section.id = `demo-${this.slug}`;
    this.section.hidden = true;
    this.header = document.createElement("header");
    this.header.className = "demo-header";
    const subtitle = document.createElement("p");
    subtitle.textContent = this.subtitle;
    this.header.append(subtitle);
    this.area = document.createElement("div");
    this.area.className = "area";
    this.area.dataset.testid = `${this.slug}-area`;
    this.section.append(this.header, this.area);
    parent.append(this.section);
  }

  /** Recreates the engine's demo for the area's current size. */
  reset() {
    const rect = this.area.getBoundingClientRect();
    this.engine.setup(this.number, rect.width, rect.height, this.option);
    this.resetView();
    this.onReset?.();
  }

  /** Elements whose pointers stay in the page (buttons, fields). */
  ignores(target) {
    return Boolean(target.closest("button, input, label"));
  }

  resetView() {}
  draw(_snapshot) {}
  onEvent(_record) {}

  /** A toggle in the header. */
  addToggle(label, testid, onChange) {
    const wrapper = document.createElement("label");
    wrapper.className = "toggle";
    const input = document.createElement("input");
    input.type = "checkbox";
    input.dataset.testid = testid;
    input.addEventListener("change", () => onChange(input.checked));
    wrapper.append(input, document.createTextNode(` ${label}`));
    this.header.append(wrapper);
    return input;
  }

  /** A status line under the header, for what just happened. */
  addStatus(testid) {
    const status = document.createElement("p");
    status.className = "status";
    status.dataset.testid = testid;
    status.setAttribute("aria-live", "polite");
    this.header.append(status);
    return status;
  }
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
