// Demo 5: a floating window: flick it, it springs to the nearest corner (or edge).
import { Demo, element } from "./demo.js";
import { Events } from "./engine.js";

const ANCHORS = ["top-left", "top-right", "bottom-left", "bottom-right", "left", "right", "top", "bottom", "point"];

export class FloatingWindowDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 5, slug: "floating-window", title: "Floating window", tab: "Window",
      subtitle: "Flick the window: it projects the flick and springs to the nearest corner, inside a 12 px margin.",
      mouseHint: "With a mouse: grab the window and fling it towards a corner, then let go.",
    });
  }

  build(parent) {
    super.build(parent);
    this.toggle = this.addToggle("Snap to edges", "edges-toggle", (on) => {
      this.option = on ? 1 : 0;
      this.engine.command(this.number, 1, this.option);
      this.onReset?.();
    });
    this.status = this.addStatus("floating-final");
  }

  resetView() {
    this.area.replaceChildren();
    this.allowed = element("div", "allowed-area");
    this.window = element("div", "floating", "● LIVE");
    this.window.dataset.testid = "floating-window";
    this.area.append(this.allowed, this.window);
    this.status.textContent = "";
    delete this.status.dataset.anchor;
  }

  draw([x, y, width, height, phase, edges, ax, ay, aw, ah]) {
    Object.assign(this.window.style, {
      transform: `translate(${x}px, ${y}px)`, width: `${width}px`, height: `${height}px`,
    });
    this.window.dataset.phase = phase;
    Object.assign(this.allowed.style, {
      left: `${ax}px`, top: `${ay}px`, width: `${aw}px`, height: `${ah}px`,
    });
    this.toggle.checked = edges === 1;
  }

  onEvent([code, x, y, width, height, anchor]) {
    if (code !== Events.floatingEnded) return;
    const name = ANCHORS[anchor];
    this.status.dataset.anchor = name;
    this.status.dataset.frame = [x, y, width, height].map((v) => Math.round(v)).join(",");
    this.status.textContent =
      `Rests at ${name}: x ${Math.round(x)}, y ${Math.round(y)}, ${Math.round(width)} × ${Math.round(height)}`;
  }
}
