// The page: tabs, pointer events into the engine as they come, wheels and keys, sizes, and
// one draw per animation frame. Each demo module draws its snapshot and reacts to its events.
//
// Speed: a pointer event costs the engine's call plus a few property reads here. Layout is
// read only when it changes (a ResizeObserver on each area, the window's resize), never per
// event; the snapshot is read and drawn once per requestAnimationFrame, never per event.
import { engine, Phase, Keys, ItemKeys } from "./engine.js";
import { SwipeActionsDemo } from "./swipe-actions.js";
import { ClosureGesturesDemo } from "./closure-gestures.js";
import { ListGesturesDemo } from "./list-gestures.js";
import { BackSwipeDemo } from "./back-swipe.js";
import { DraggableDemo } from "./draggable.js";
import { element } from "./demo.js";

/** A mouse or trackpad is the main pointer: desktop hints, defaults and cursors. */
const mouseFirst = matchMedia("(hover: hover) and (pointer: fine)").matches;
const demos = [
  new SwipeActionsDemo(engine), new ClosureGesturesDemo(engine), new ListGesturesDemo(engine),
  new BackSwipeDemo(engine), new DraggableDemo(engine),
];
let active = null;
/** Something changed that the next frame must draw even if the snapshot did not. */
let dirty = true;

// MARK: Geometry, read only when it changes

/** Reads a demo's area (position and size) and tells the engine of a new size. */
function measure(demo) {
  const rect = demo.area.getBoundingClientRect();
  demo.rect = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
  if (!demo.started || rect.width <= 0 || rect.height <= 0) return;  // hidden: later
  if (rect.width === demo.size.width && rect.height === demo.size.height) return;
  demo.size = { width: rect.width, height: rect.height };
  engine.resize(demo.number, rect.width, rect.height);
  demo.resized();
  dirty = true;
}

const areas = new Map();
const resizes = new ResizeObserver((entries) => {
  for (const entry of entries) {
    const demo = areas.get(entry.target);
    if (demo) measure(demo);
  }
});
// A window resize can move an area without resizing it (the centred column).
addEventListener("resize", () => { for (const demo of demos) if (!demo.section.hidden) measure(demo); });

// MARK: Pointers

/** Pointers the engine knows: pointerId → { demo, mirror }. */
const pointers = new Map();
/** The two fingers a mouse drives while Shift or Alt is held. */
const MIRROR = [1000, 1001];
/** Their distance at the start: a to-do row's height, so they always land on two adjacent
 * rows. */
const SPAN = 64;
/** Shift: the span doubles every 120 px the mouse moves down and halves every 120 px up. */
const PINCH_DOUBLING = 120;
/** Alt: the fingers turn one radian (57°) per 100 px the mouse moves right. */
const ROTATE_RADIANS_PER_PX = 1 / 100;

/**
 * The two fingers of a Shift (pinch) or Alt (rotate) drag: on a line through the pointer's
 * start, symmetric about it, so the centre never moves. Shift changes only their distance
 * (down: apart, up: together; they never cross), Alt only their angle.
 */
function mirrorPoints(mirror, x, y) {
  const dx = x - mirror.x, dy = y - mirror.y;
  const span = mirror.pinch ? SPAN * 2 ** (dy / PINCH_DOUBLING) : SPAN;
  const angle = Math.PI / 2 + (mirror.rotate ? dx * ROTATE_RADIANS_PER_PX : 0);
  const ux = (Math.cos(angle) * span) / 2, uy = (Math.sin(angle) * span) / 2;
  return [{ x: mirror.x - ux, y: mirror.y - uy }, { x: mirror.x + ux, y: mirror.y + uy }];
}

/** Keys held with the mouse over an area (for drawing the fingers before the press). */
const modifiers = { shift: false, alt: false, hover: null };

/** Whether a pointer is still down on the demo. */
function holds(demo) {
  for (const pointer of pointers.values()) if (pointer.demo === demo) return true;
  return false;
}

function attachPointers(demo) {
  const area = demo.area;
  const down = (event) => {
    if (demo.ignores(event.target)) return;
    // A secondary click (right button, or Ctrl-click on a Mac) opens the context menu: it is
    // no touch, and must not tap or press anything.
    if (event.pointerType === "mouse" && (event.button !== 0 || event.ctrlKey)) return;
    if (pointers.has(event.pointerId)) return;
    try { area.setPointerCapture(event.pointerId); } catch { /* a synthetic event */ }
    const x = event.clientX - demo.rect.left, y = event.clientY - demo.rect.top;
    const time = eventTime(event);
    let mirror = null;
    if (event.pointerType === "mouse" && (event.shiftKey || event.altKey)) {
      mirror = { x, y, pinch: event.shiftKey, rotate: event.altKey, points: null };
      mirror.points = mirrorPoints(mirror, x, y);
      engine.pointer(demo.number, MIRROR[0], Phase.began, mirror.points[0].x, mirror.points[0].y, time);
      engine.pointer(demo.number, MIRROR[1], Phase.began, mirror.points[1].x, mirror.points[1].y, time);
    } else {
      engine.pointer(demo.number, event.pointerId, Phase.began, x, y, time);
    }
    pointers.set(event.pointerId, { demo, mirror, mouse: event.pointerType === "mouse" });
    if (event.pointerType === "mouse") area.classList.add("grabbing");
    demo.touched();
    dirty = true;
  };
  /** One sample of a pointer the engine knows (`pointer`: its entry in `pointers`). */
  const move = (pointer, event) => {
    const x = event.clientX - demo.rect.left, y = event.clientY - demo.rect.top;
    const time = eventTime(event);
    const mirror = pointer.mirror;
    if (mirror) {
      mirror.points = mirrorPoints(mirror, x, y);
      engine.pointer(demo.number, MIRROR[0], Phase.moved, mirror.points[0].x, mirror.points[0].y, time);
      engine.pointer(demo.number, MIRROR[1], Phase.moved, mirror.points[1].x, mirror.points[1].y, time);
    } else {
      engine.pointer(demo.number, event.pointerId, Phase.moved, x, y, time);
    }
  };
  const moved = (event) => {
    // One lookup per move; a pointer's type is read once, when it goes down, not at every
    // move of it.
    const pointer = pointers.get(event.pointerId);
    if (pointer === undefined ? event.pointerType === "mouse" : pointer.mouse) {
      const hover = modifiers.hover ??= { demo, x: 0, y: 0 };
      hover.demo = demo;
      hover.x = event.clientX - demo.rect.left;
      hover.y = event.clientY - demo.rect.top;
      if (modifiers.shift || modifiers.alt) dirty = true;
    }
    if (pointer === undefined) return;
    // Coalesced events keep the engine's velocity estimate faithful to the finger.
    const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    if (events.length > 1) for (const e of events) move(pointer, e); else move(pointer, event);
    dirty = true;
  };
  const end = (phase) => (event) => {
    const pointer = pointers.get(event.pointerId);
    if (!pointer) return;
    pointers.delete(event.pointerId);
    const x = event.clientX - demo.rect.left, y = event.clientY - demo.rect.top;
    const time = eventTime(event);
    const mirror = pointer.mirror;
    if (mirror) {
      const points = mirrorPoints(mirror, x, y);
      engine.pointer(demo.number, MIRROR[0], phase, points[0].x, points[0].y, time);
      engine.pointer(demo.number, MIRROR[1], phase, points[1].x, points[1].y, time);
    } else {
      engine.pointer(demo.number, event.pointerId, phase, x, y, time);
    }
    if (!holds(demo)) area.classList.remove("grabbing");
    dirty = true;
  };
  // An item that takes the focus (a Tab) is the demo's to show (the area's overflow is
  // clipped: the browser cannot scroll it under the engine's layout).
  area.addEventListener("focusin", (event) => {
    const item = event.target.closest?.("[data-key-item]");
    if (item) engine.focus(demo.number, Number(item.dataset.keyItem), eventTime(event));
    dirty = true;
  });
  // A press on a focusable area (the to-do list, the pad) gives it the focus, never an item
  // in it: after a click the keys scroll the list; Tab reaches the items.
  area.addEventListener("mousedown", (event) => {
    if (area.tabIndex < 0 || event.target === area || demo.ignores(event.target)) return;
    event.preventDefault();
    area.focus({ preventScroll: true });
  });
  area.addEventListener("pointerdown", down);
  area.addEventListener("pointermove", moved);
  area.addEventListener("pointerup", end(Phase.ended));
  area.addEventListener("pointercancel", end(Phase.cancelled));
  area.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "mouse" && modifiers.hover?.demo === demo) { modifiers.hover = null; dirty = true; }
  });
  // A long press on a touch screen is the demos' gesture, not the browser's menu.
  area.addEventListener("contextmenu", (event) => {
    if (pointers.size > 0 || event.pointerType !== "mouse") event.preventDefault();
  });
  // Wheels and trackpads scroll what scrolls; anything else keeps the event.
  area.addEventListener("wheel", (event) => {
    if (event.ctrlKey) return;  // the browser's zoom
    const unit = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? demo.rect.height : 1;
    const x = event.clientX - demo.rect.left, y = event.clientY - demo.rect.top;
    if (engine.wheel(demo.number, x, y, event.deltaX * unit, event.deltaY * unit, eventTime(event)) === 1) {
      event.preventDefault();
      dirty = true;
    }
  }, { passive: false });
  demo.listeners = { down, moved, up: end(Phase.ended), cancel: end(Phase.cancelled) };
}

// MARK: Keys

/** The keys that scroll, by the DOM's names: the engine's names (Shift+Space pages up). */
const SCROLL_KEYS = new Map([["ArrowUp", "up"], ["ArrowDown", "down"], ["ArrowLeft", "left"],
  ["ArrowRight", "right"], ["PageUp", "pageUp"], ["PageDown", "pageDown"], ["Home", "home"], ["End", "end"],
  [" ", "pageDown"]]);
/** The keys a focused item hears, by the DOM's names: the engine's names (`ItemKeys`). What
 * each does is the demo's, in the engine. */
const ITEM_KEYS = new Map([["ArrowUp", "up"], ["ArrowDown", "down"], ["ArrowLeft", "left"],
  ["ArrowRight", "right"], ["Home", "home"], ["End", "end"], ["Enter", "enter"], [" ", "space"],
  ["Escape", "escape"], ["Delete", "delete"], ["Backspace", "delete"], ["+", "plus"], ["=", "plus"],
  ["-", "minus"], ["[", "openBracket"], ["]", "closeBracket"]]);
/** The keys that move an item, with Alt (⌥), as the native lists' ⌥↑ and ⌥↓: the bare
 * arrows stay navigation. With Shift too, to the top or the bottom. */
const ALT_ITEM_KEYS = new Map([["ArrowUp", ["moveUp", "moveToTop"]], ["ArrowDown", ["moveDown", "moveToBottom"]]]);

/** The tabs: ← and → move between them, as a tab list does (Home and End still scroll). */
function tabKey(event) {
  const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
  if (!step || !event.target.closest?.("[role=tab]")) return false;
  const next = demos[(demos.indexOf(active) + step + demos.length) % demos.length];
  show(next);
  next.tab.focus();
  return true;
}

/**
 * A key for the item that has the focus (an element of the active demo with `data-key-item`,
 * and on one of its buttons `data-key-part`), or with none for the demo itself: Escape only
 * (a back). A real button keeps its own Enter and Space.
 */
function itemKey(event) {
  const moves = event.altKey ? ALT_ITEM_KEYS.get(event.key) : null;
  const name = event.altKey ? moves?.[event.shiftKey ? 1 : 0] : ITEM_KEYS.get(event.key);
  // Shift leaves the keys to the page (Shift+Tab, Shift+Space), but "+" is a shifted key on
  // most layouts, and ⌥⇧↑ moves an item to the top.
  if (!name || (event.shiftKey && name !== "plus" && !moves)) return false;
  const target = event.target;
  const item = active.section.contains(target) ? target.closest?.("[data-key-item]") : null;
  if (!item && name !== "escape") return false;
  if ((name === "enter" || name === "space") && target.closest?.("button")) return false;
  const part = target.closest?.("[data-key-part]");
  const handled = engine.itemKey(active.number, ItemKeys[name], item ? Number(item.dataset.keyItem) : -1,
    part ? Number(part.dataset.keyPart) : -1, eventTime(event));
  return handled === 1;
}

addEventListener("keydown", (event) => {
  if (event.key === "Shift" || event.key === "Alt") {
    modifiers[event.key === "Shift" ? "shift" : "alt"] = true;
    dirty = true;
    return;
  }
  if (!active || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (target.closest?.("input, textarea, select, [contenteditable]")) return;
  if (event.altKey) {
    // Alt+Arrow moves a focused item; any other Alt key is the browser's.
    if (itemKey(event)) {
      event.preventDefault();
      dirty = true;
    }
    return;
  }
  if (tabKey(event) || itemKey(event)) {
    event.preventDefault();
    dirty = true;
    return;
  }
  if (!SCROLL_KEYS.has(event.key)) return;
  // Space on a focused button presses it.
  if (event.key === " " && target.closest?.("button, [role=tab]")) return;
  const key = Keys[event.key === " " && event.shiftKey ? "pageUp" : SCROLL_KEYS.get(event.key)];
  if (engine.key(active.number, key, eventTime(event)) === 1) {
    event.preventDefault();
    dirty = true;
  }
});
addEventListener("keyup", (event) => {
  if (event.key === "Shift" || event.key === "Alt") {
    modifiers[event.key === "Shift" ? "shift" : "alt"] = false;
    dirty = true;
  }
});
addEventListener("blur", () => { modifiers.shift = modifiers.alt = false; dirty = true; });

// MARK: Frames

/** The mirrored fingers: while a Shift/Alt drag runs, or (before the press) while the key
 * is held with the mouse over the area. */
function drawFingers(demo) {
  let points = null;
  for (const pointer of pointers.values()) {
    if (pointer.demo === demo && pointer.mirror) points = pointer.mirror.points;
  }
  const hover = modifiers.hover;
  if (!points && hover?.demo === demo && (modifiers.shift || modifiers.alt) && pointers.size === 0) {
    points = mirrorPoints({ x: hover.x, y: hover.y, pinch: false, rotate: false }, hover.x, hover.y);
  }
  demo.fingers.hidden = !points;
  if (!points) return;
  points.forEach((point, index) => {
    demo.fingers.children[index].style.transform = `translate(${point.x}px, ${point.y}px)`;
  });
}

let previous = new Float64Array(0);
/** Frames in a row that drew nothing new: `clock.settle` runs frames until there are enough. */
let quietFrames = 0;

/** Whether the snapshot differs from the one drawn last (and keeps a copy if it does). */
function changed(snapshot) {
  let same = snapshot.length === previous.length;
  for (let i = 0; same && i < snapshot.length; i++) same = snapshot[i] === previous[i];
  if (!same) previous = Float64Array.from(snapshot);
  return !same;
}

/** One frame of the active demo: its springs run to `time` (seconds; `null`: no time passes),
 * its events are handled, and it is drawn if anything changed. */
function step(time) {
  if (time !== null) engine.tick(active.number, time);
  const events = engine.drainEvents(active);
  const snapshot = engine.render(active.number);
  if (changed(snapshot) || events > 0 || dirty) {
    active.draw(snapshot);
    drawFingers(active);
    quietFrames = 0;
  } else {
    quietFrames += 1;
  }
  dirty = false;
}

function frame(timestamp) {
  requestAnimationFrame(frame);
  if (!active) return;
  // On the manual clock a display frame moves no time: it draws what events did.
  step(clock.manual ? null : timestamp / 1000);
}

/**
 * Tests only (`gallery.clock`): the page's time taken from the test. Until `start()` every
 * event carries its own time stamp and each display frame its time; after it, every event
 * the engine hears carries `now`, and the springs and deadlines run only in `advance`, on
 * 60 Hz frames of that time. A test then gets the same verdict on any machine: its touches
 * reach the engine at the times it meant, however late the browser runs the page, and a
 * wait ends on the frame it names, never mid-spring. Real touches, mouse and keys still go
 * through the browser; only the clock is the test's.
 */
const clock = {
  manual: false,
  /** The time events carry, in seconds. */
  now: 0,
  /** Frames fall at `origin + frame / FRAMES_PER_SECOND`. */
  origin: 0,
  frame: 0,

  /** From now on the page's time is the test's, starting at the last time the engine saw. */
  start() {
    this.manual = true;
    this.now = this.origin = performance.now() / 1000;
    this.frame = 0;
  },

  /**
   * Moves the time on by `seconds`, running every frame that falls in it. Waits for a display
   * frame first: the browser hands the page its pending moves (aligned to display frames)
   * before it, so they carry the time they were sent at.
   */
  async advance(seconds) {
    await displayFrame();
    this.run(this.now + seconds);
  },

  /**
   * Advances `seconds` at least, then frame by frame until `frames` frames in a row drew
   * nothing new (every spring has settled); throws after `limit` seconds of page time.
   * Returns the page time it took.
   */
  async settle(seconds = 0, frames = 12, limit = 10) {
    const start = this.now;
    await this.advance(seconds);
    quietFrames = 0;
    while (quietFrames < frames) {
      if (this.now - start > limit) throw new Error(`still moving after ${limit} s`);
      this.run(this.origin + (this.frame + 1) / FRAMES_PER_SECOND);
    }
    return this.now - start;
  },

  run(end) {
    // A frame that falls within a nanosecond of `end` runs: sums of 1/60 s round.
    for (;;) {
      const next = this.origin + (this.frame + 1) / FRAMES_PER_SECOND;
      if (next > end + 1e-9) break;
      this.frame += 1;
      this.now = next;
      if (active) step(next);
    }
    this.now = Math.max(this.now, end);
  },
};
const FRAMES_PER_SECOND = 60;

const displayFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** The time of an event, in seconds, for the engine. */
function eventTime(event) {
  return clock.manual ? clock.now : event.timeStamp / 1000;
}

// MARK: Tabs

function show(demo) {
  for (const other of demos) {
    other.section.hidden = other !== demo;
    other.tab.setAttribute("aria-selected", String(other === demo));
    other.tab.tabIndex = other === demo ? 0 : -1;
  }
  active = demo;
  measure(demo);
  if (!demo.started) {
    demo.reset();
    demo.started = true;
    if (mouseFirst) demo.showHint();
  }
  previous = new Float64Array(0);
  dirty = true;
  history.replaceState(null, "", `#${demo.slug}`);
}

const tabs = document.getElementById("tabs");
const main = document.getElementById("demos");
for (const demo of demos) {
  demo.build(main);
  demo.size = { width: 0, height: 0 };
  demo.fingers = element("div", "fingers");
  demo.fingers.hidden = true;
  demo.fingers.append(element("span", "finger"), element("span", "finger"));
  demo.area.append(demo.fingers);
  demo.tab = document.createElement("button");
  demo.tab.textContent = demo.tabTitle ?? demo.title;
  demo.tab.dataset.demo = demo.slug;
  demo.tab.setAttribute("role", "tab");
  demo.tab.setAttribute("aria-controls", demo.section.id);
  demo.tab.addEventListener("click", () => show(demo));
  tabs.append(demo.tab);
  demo.onReset = () => {
    if (!demo.fingers.isConnected) demo.area.append(demo.fingers);  // a view emptied its area
    previous = new Float64Array(0);
    dirty = true;
  };
  areas.set(demo.area, demo);
  resizes.observe(demo.area);
  attachPointers(demo);
}
show(demos.find((demo) => `#${demo.slug}` === location.hash) ?? demos[0]);
requestAnimationFrame(frame);

// MARK: Benchmark

/**
 * What one touch sample costs in this browser, two ways, side by side:
 *
 * - `engine`: strokes (down, 30 moves of `step` px to the left, up, at 120 Hz) fed straight to
 *   the engine's exported function: GestureCore's work and the JS-to-wasm call;
 * - `listener`: the same strokes through the page's own pointer listeners (the functions the
 *   browser calls, given event objects), which add the page's bookkeeping around the engine.
 *
 * Both run on a fresh copy of the demo after a warm-up (the first calls run the baseline
 * compiler's code: `cold` is the first stroke's cost), alternating, best of `rounds`: timed
 * in batches, since the page's clock is too coarse for one sample.
 */
function benchmark({ demo: number = 2, strokes = 400, step = 5, rounds = 5 } = {}) {
  const demo = demos.find((d) => d.number === number);
  const width = demo.rect?.width || 390, height = demo.rect?.height || 700;
  const saved = demo.rect;
  demo.rect = { left: 0, top: 0, width, height };
  let time = 1e6;
  const exports = engine.exports;
  const direct = (count) => {
    for (let s = 0; s < count; s++) {
      const y = 120 + (s % 8) * 64 + 30;
      exports.gallery_pointer(number, 1, Phase.began, 300, y, time);
      for (let i = 1; i <= 30; i++) {
        time += 1 / 120;
        exports.gallery_pointer(number, 1, Phase.moved, 300 - i * step, y + (i % 3), time);
      }
      time += 1 / 120;
      exports.gallery_pointer(number, 1, Phase.ended, 300 - 30 * step, y, time);
      time += 2;
      exports.gallery_tick(number, time);
      exports.gallery_clear_events();
    }
  };
  const event = { pointerId: 1, pointerType: "touch", button: 0, ctrlKey: false, shiftKey: false,
    altKey: false, clientX: 0, clientY: 0, timeStamp: 0, target: demo.area };
  const { down, moved, up } = demo.listeners;
  const listened = (count) => {
    for (let s = 0; s < count; s++) {
      const y = 120 + (s % 8) * 64 + 30;
      event.clientX = 300; event.clientY = y; event.timeStamp = time * 1000;
      down(event);
      for (let i = 1; i <= 30; i++) {
        time += 1 / 120;
        event.clientX = 300 - i * step; event.clientY = y + (i % 3); event.timeStamp = time * 1000;
        moved(event);
      }
      time += 1 / 120;
      event.clientX = 300 - 30 * step; event.clientY = y; event.timeStamp = time * 1000;
      up(event);
      time += 2;
      exports.gallery_tick(number, time);
      exports.gallery_clear_events();
    }
  };
  const timed = (run, count) => {
    const start = performance.now();
    run(count);
    return performance.now() - start;
  };
  const events = strokes * 32;
  // The strokes carry their own times, on the manual clock too.
  const manual = clock.manual;
  clock.manual = false;
  engine.setup(number, width, height, 0);
  const cold = (timed(direct, 1) * 1000) / 32;
  direct(50);
  listened(50);
  let best = { engine: Infinity, listener: Infinity };
  for (let round = 0; round < rounds; round++) {
    engine.setup(number, width, height, 0);
    best.engine = Math.min(best.engine, timed(direct, strokes));
    engine.setup(number, width, height, 0);
    best.listener = Math.min(best.listener, timed(listened, strokes));
  }
  // Back to a fresh demo for the page.
  clock.manual = manual;
  demo.rect = saved;
  demo.reset();
  const perEvent = (milliseconds) => (milliseconds * 1000) / events;
  const result = {
    demo: number, events, rounds,
    microsecondsPerEvent: perEvent(best.engine),
    listenerMicrosecondsPerEvent: perEvent(best.listener),
    coldMicrosecondsPerEvent: cold,
  };
  result.listenerOverheadMicroseconds = result.listenerMicrosecondsPerEvent - result.microsecondsPerEvent;
  return result;
}

window.gallery = {
  engine, demos, benchmark, mouseFirst,
  get active() { return active?.slug; },
  get quietFrames() { return quietFrames; },
  clock,
  show: (slug) => show(demos.find((demo) => demo.slug === slug)),
  stats: () => ({ ...engine.stats, wasmBytes: engine.size }),
};
document.body.dataset.ready = "true";
