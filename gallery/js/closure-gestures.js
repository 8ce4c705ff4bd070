// Demo 2: the closure-gesture recognizers on one pad, with a sticker and a log.
import { Demo, element, haptic } from "./demo.js";
import { Commands, Events, Names } from "./engine.js";

const NAMES = ["tap", "double tap", "long press", "swipe left", "swipe right", "swipe up",
  "swipe down", "pan", "pinch", "rotation"];
const STATES = ["possible", "began", "changed", "ended", "cancelled", "failed", "recognized"];
const Sticker = Names.sticker;
const { gesture: GESTURE, haptic: HAPTIC } = Events;

export class ClosureGesturesDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 2, slug: "closure-gestures", title: "Closure gestures", tab: "Gestures",
      subtitle: "Tap, double tap, long press, swipe, pan, pinch and rotate on the pad "
        + "(mouse: Shift-drag pinches, Alt-drag rotates).",
      mouseHint: "With a mouse: click, double-click, hold, drag or flick. Hold Shift and drag down "
        + "or up to pinch, Alt and drag right or left to rotate: two fingers appear around the pointer.",
      keysHint: "Tab to the pad; Enter taps, the arrows pan the sticker, + and − pinch it, [ and ] rotate it.",
    });
  }

  build(parent) {
    super.build(parent);
    this.addButton("Reset sticker", "sticker-reset", () => {
      this.engine.command(this.number, Commands.resetSticker);
      this.onReset?.();
    });
    this.sticker = element("div", "sticker", "GestureKit");
    this.area.append(this.sticker);
    this.area.setAttribute("role", "application");
    this.keyItem(this.area, 0, "Gesture pad", "Enter ArrowUp ArrowDown ArrowLeft ArrowRight = - [ ]");
    this.log = element("ol", "gesture-log");
    this.log.dataset.testid = "gesture-log";
    this.section.append(this.log);
  }

  resetView() {
    this.log.replaceChildren();
  }

  draw(s) {
    this.sticker.style.transform =
      `translate(${s[Sticker.x]}px, ${s[Sticker.y]}px) translate(-50%, -50%) `
      + `rotate(${s[Sticker.rotation]}rad) scale(${s[Sticker.scale]})`;
    this.area.dataset.touches = s[Sticker.touches];
  }

  onEvent(code, member, state, x, y, value) {
    if (code === HAPTIC) { haptic(member); return; }
    if (code !== GESTURE) return;
    const name = NAMES[member];
    const stateName = STATES[state];
    if (stateName === "failed") return; // the single tap lost to the double tap
    let text;
    if (stateName === "recognized") text = name;
    else if (name === "pan" && stateName === "ended") text = `pan ended (${Math.round(value)} px)`;
    // The factor the sticker's size really changed by: it stays between ¼× and 4×.
    else if (name === "pinch" && stateName === "ended") text = `pinch ended ×${value.toFixed(2)}`;
    else if (name === "rotation" && stateName === "ended") text = `rotation ended ${Math.round(value * 180 / Math.PI)}°`;
    else text = `${name} ${stateName}`;
    this.announce(text, null);
    const item = element("li", null, text);
    item.dataset.gesture = name;
    item.dataset.state = stateName;
    this.log.prepend(item);
    while (this.log.children.length > 40) this.log.lastChild.remove();
  }
}
