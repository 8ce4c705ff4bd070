// Demo 5: a draggable floating window: flick it, it springs to the nearest corner (or edge);
// with the stash toggle, a flick past a side tucks it away (a tap on the tab brings it back);
// a pinch (two fingers, or Shift and the mouse) or a double tap (double click) resizes it.
import { Demo, element } from "./demo.js";
import { Commands, Events, Names } from "./engine.js";

const ANCHORS = [
  "top-left", "top-right", "bottom-left", "bottom-right", "left", "right", "top", "bottom", "point",
  "stashed-left", "stashed-right",
];
const Window = Names.draggable;
const Refused = Names.draggableRefused;
const { draggableEnded: ENDED, draggableRefused: REFUSED } = Events;

export class DraggableDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 5, slug: "draggable", title: "Draggable floating view", tab: "Drag",
      subtitle: "Flick the window: it projects the flick and springs to the nearest corner, inside a 12 px margin. Pinch or double-tap it to resize.",
      mouseHint: "With a mouse: fling the window towards a corner; Shift-drag on it to resize, double-click to cycle its sizes.",
      keysHint: "Tab to the window; the arrows move it to the next corner (or edge), and with "
        + "stashing on, past the side into the stash (the opposite arrow or Enter brings it back); "
        + "Enter cycles its size, + and − step it.",
    });
  }

  build(parent) {
    super.build(parent);
    this.toggle = this.addToggle("Snap to edges", "edges-toggle", (on) => {
      this.option = on ? 1 : 0;
      this.engine.command(this.number, Commands.edges, this.option);
      this.onReset?.();
    });
    this.stashToggle = this.addToggle("Stash at the sides", "stash-toggle", (on) => {
      this.engine.command(this.number, Commands.stash, on ? 1 : 0);
    });
    this.status = this.addStatus("draggable-final");
  }

  resetView() {
    this.area.replaceChildren();
    this.allowed = element("div", "allowed-area");
    this.window = element("div", "draggable-view", "● LIVE");
    this.window.dataset.testid = "draggable-view";
    this.window.setAttribute("role", "group");
    this.keyItem(this.window, 0, "Floating window", "ArrowUp ArrowDown ArrowLeft ArrowRight Enter = -");
    this.area.append(this.allowed, this.window);
    this.status.textContent = "";
    delete this.status.dataset.anchor;
  }

  draw(s) {
    Object.assign(this.window.style, {
      transform: `translate(${s[Window.x]}px, ${s[Window.y]}px)`,
      width: `${s[Window.width]}px`, height: `${s[Window.height]}px`,
    });
    this.window.dataset.phase = s[Window.phase];
    // Stashed: the tab's chevron points to where the window comes back from.
    const stashed = s[Window.stashed];
    this.window.dataset.stashed = stashed;
    const label = stashed === 1 ? "›" : stashed === 2 ? "‹" : "● LIVE";
    if (this.window.textContent !== label) this.window.textContent = label;
    this.window.style.textAlign = stashed === 1 ? "right" : "left";
    Object.assign(this.allowed.style, {
      left: `${s[Window.areaX]}px`, top: `${s[Window.areaY]}px`,
      width: `${s[Window.areaWidth]}px`, height: `${s[Window.areaHeight]}px`,
    });
    this.toggle.checked = s[Window.edges] === 1;
    this.stashToggle.checked = s[Window.stash] === 1;
  }

  onEvent(code, x, y, width, height, anchor) {
    if (code === REFUSED) {
      // A key the store refused (x: why, y: the anchor it already rests at): said, not done.
      const said = {
        [Refused.alreadyThere]: () => `Already at ${ANCHORS[y]}`,
        [Refused.largest]: () => "Already at largest size",
        [Refused.smallest]: () => "Already at smallest size",
        [Refused.stashed]: () => "Show it first",
      }[x];
      if (said) this.announce(said());
      return;
    }
    if (code !== ENDED) return;
    const name = ANCHORS[anchor];
    this.status.dataset.anchor = name;
    this.status.dataset.frame = [x, y, width, height].map((v) => Math.round(v)).join(",");
    this.announce(
      `Rests at ${name}: x ${Math.round(x)}, y ${Math.round(y)}, ${Math.round(width)} × ${Math.round(height)}`);
  }
}
