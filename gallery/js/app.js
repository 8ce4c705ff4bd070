// The page: tabs, pointer events into the engine, requestAnimationFrame ticks, and the
// per-event benchmark. Each demo module draws its snapshot and reacts to its events.
import { Engine, Phase } from "./engine.js";
import { SwipeActionsDemo } from "./swipe-actions.js";
import { ClosureGesturesDemo } from "./closure-gestures.js";
import { TodoListDemo } from "./todo-list.js";
import { NavigationDemo } from "./navigation.js";
import { FloatingWindowDemo } from "./floating-window.js";

const engine = await Engine.load("gallery.wasm");
const demos = [
  new SwipeActionsDemo(engine), new ClosureGesturesDemo(engine), new TodoListDemo(engine),
  new NavigationDemo(engine), new FloatingWindowDemo(engine),
];
let active = null;

/** Pointer ids the engine knows (pointerId → touch id), per pointer down. */
const down = new Map();
/** A second finger mirrored from the mouse while Alt or Shift is held: the pointer's id. */
let mirror = null;
const MIRROR_ID = 1000;

function local(demo, event) {
  const rect = demo.area.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

function send(demo, id, phase, point, time) {
  engine.pointer(demo.number, id, phase, point.x, point.y, time);
}

function attachPointers(demo) {
  const area = demo.area;
  area.addEventListener("pointerdown", (event) => {
    if (demo.ignores(event.target)) return;
    // A secondary click (right button, or Ctrl-click on a Mac) opens the context menu: it is
    // no touch, and must not tap or press anything.
    if (event.pointerType === "mouse" && (event.button !== 0 || event.ctrlKey)) return;
    area.setPointerCapture(event.pointerId);
    const point = local(demo, event);
    const time = event.timeStamp / 1000;
    down.set(event.pointerId, true);
    send(demo, event.pointerId, Phase.began, point, time);
    if (event.pointerType === "mouse" && (event.altKey || event.shiftKey)) {
      // A second finger 48 px above, moving opposite to the mouse about their midpoint:
      // drag down to pinch apart, sideways to rotate.
      const second = { x: point.x, y: point.y - 48 };
      mirror = { pointerId: event.pointerId, middle: { x: point.x, y: point.y - 24 } };
      send(demo, MIRROR_ID, Phase.began, second, time);
    }
    flush();
  });
  const move = (event) => {
    if (!down.has(event.pointerId)) return;
    const point = local(demo, event);
    const time = event.timeStamp / 1000;
    send(demo, event.pointerId, Phase.moved, point, time);
    if (mirror && mirror.pointerId === event.pointerId) {
      const m = mirror.middle;
      send(demo, MIRROR_ID, Phase.moved, { x: 2 * m.x - point.x, y: 2 * m.y - point.y }, time);
    }
    flush();
  };
  area.addEventListener("pointermove", (event) => {
    // Coalesced events keep the engine's velocity estimate faithful to the finger.
    const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    if (events.length > 1) for (const e of events) move(e); else move(event);
  });
  const end = (phase) => (event) => {
    if (!down.has(event.pointerId)) return;
    down.delete(event.pointerId);
    const point = local(demo, event);
    const time = event.timeStamp / 1000;
    send(demo, event.pointerId, phase, point, time);
    if (mirror && mirror.pointerId === event.pointerId) {
      const m = mirror.middle;
      send(demo, MIRROR_ID, phase, { x: 2 * m.x - point.x, y: 2 * m.y - point.y }, time);
      mirror = null;
    }
    flush();
  };
  area.addEventListener("pointerup", end(Phase.ended));
  area.addEventListener("pointercancel", end(Phase.cancelled));
}

/** Hands the events to the active demo and redraws it. */
function flush() {
  if (!active) return;
  for (const record of engine.drainEvents()) active.onEvent(record);
  active.draw(engine.render(active.number));
}

function frame(timestamp) {
  if (active) {
    engine.tick(active.number, timestamp / 1000);
    flush();
  }
  requestAnimationFrame(frame);
}

function show(demo) {
  for (const other of demos) {
    other.section.hidden = other !== demo;
    other.tab.setAttribute("aria-selected", String(other === demo));
  }
  active = demo;
  if (!demo.started) {
    demo.reset();
    demo.started = true;
  }
  flush();
  history.replaceState(null, "", `#${demo.slug}`);
}

const tabs = document.getElementById("tabs");
const main = document.getElementById("demos");
for (const demo of demos) {
  demo.build(main);
  demo.tab = document.createElement("button");
  demo.tab.textContent = demo.tabTitle ?? demo.title;
  demo.tab.dataset.demo = demo.slug;
  demo.tab.setAttribute("role", "tab");
  demo.tab.addEventListener("click", () => show(demo));
  tabs.append(demo.tab);
  demo.onReset = () => flush();
  attachPointers(demo);
}
show(demos.find((demo) => `#${demo.slug}` === location.hash) ?? demos[0]);
requestAnimationFrame(frame);

/**
 * The engine's cost per touch sample, measured here in the browser: strokes (down, 30
 * moves of `step` px to the left, up, at 120 Hz) fed straight to a fresh copy of a demo, the
 * JS-to-wasm call included, after a warm-up (the first calls run the baseline compiler's
 * code). Timed in one batch: the page's clock is too coarse for one sample.
 */
function benchmark({ demo = 2, strokes = 400, step = 5 } = {}) {
  const rect = demos.find((d) => d.number === demo).area.getBoundingClientRect();
  const width = rect.width || 390, height = rect.height || 700;
  let time = 1e6;
  const run = (count) => {
    for (let s = 0; s < count; s++) {
      const y = 120 + (s % 8) * 64 + 30;
      engine.exports.gallery_pointer(demo, 1, Phase.began, 300, y, time);
      for (let i = 1; i <= 30; i++) {
        time += 1 / 120;
        engine.exports.gallery_pointer(demo, 1, Phase.moved, 300 - i * step, y + (i % 3), time);
      }
      time += 1 / 120;
      engine.exports.gallery_pointer(demo, 1, Phase.ended, 300 - 30 * step, y, time);
      time += 2;
      engine.exports.gallery_tick(demo, time);
      engine.exports.gallery_clear_events();
    }
  };
  engine.setup(demo, width, height, 0);
  run(50);
  engine.setup(demo, width, height, 0);
  const start = performance.now();
  run(strokes);
  const milliseconds = performance.now() - start;
  const events = strokes * 32;
  // Back to a fresh demo for the page.
  demos.find((d) => d.number === demo).reset();
  return { demo, events, milliseconds, microsecondsPerEvent: (milliseconds * 1000) / events };
}

window.gallery = {
  engine, demos, benchmark,
  get active() { return active?.slug; },
  show: (slug) => show(demos.find((demo) => demo.slug === slug)),
  stats: () => ({ ...engine.stats, wasmBytes: engine.size }),
};
document.body.dataset.ready = "true";
