// Loaded by scripts/listener-vs-hammer into the gallery's own page, its gesture pad shown: the
// same gestures as pointer events, dispatched on
//   ours     the pad's area, to the page's own listeners (gallery/js/app.js as shipped) and on
//            to the engine;
//   lean     a pad whose listener only hands each event to the engine (gallery_pointer);
//   hammer   a pad with Hammer.js 2.0.8's PointerEventInput and the recognizers of the pad
//            (tap requiring the double tap to fail, double tap, press, swipe, pan, pinch,
//            rotate), with no-op handlers;
//   base     a pad whose listener reads each event's id and position (the browser's share).
// Time is virtual for both engines: the page's listeners read `event.timeStamp`, which each
// event is given as a getter on the clock; Hammer is loaded with `Date`, `setTimeout` and
// `clearTimeout` bound to the same clock, whose timers fire as the clock passes them.
window.listenerBench = (async () => {
  const clock = {
    now: 0, // ms
    timers: [],
    nextID: 1,
    setTimeout(callback, ms) {
      const id = clock.nextID++;
      clock.timers.push({ id, due: clock.now + (+ms || 0), callback });
      return id;
    },
    clearTimeout(id) {
      const index = clock.timers.findIndex((timer) => timer.id === id);
      if (index >= 0) clock.timers.splice(index, 1);
    },
    /** Fires the timers due by `ms`, earliest first, and sets the clock to `ms`. */
    advance(ms) {
      for (;;) {
        let next = -1;
        clock.timers.forEach((timer, index) => {
          if (timer.due <= ms && (next < 0 || timer.due < clock.timers[next].due)) next = index;
        });
        if (next < 0) break;
        const [timer] = clock.timers.splice(next, 1);
        if (timer.due > clock.now) clock.now = timer.due;
        timer.callback();
      }
      if (ms > clock.now) clock.now = ms;
    },
  };
  const source = await (await fetch("/hammer/hammer-2.0.8.js")).text();
  const Hammer = new Function("setTimeout", "clearTimeout", "Date", `${source}\nreturn window.Hammer;`)(
    clock.setTimeout, clock.clearTimeout, { now: () => clock.now });

  const demo = gallery.demos.find((d) => d.number === 2);
  const area = demo.area;
  const rect = area.getBoundingClientRect();
  const exports = gallery.engine.exports;
  const pad = () => {
    const element = document.createElement("div");
    element.style.cssText = `position:fixed;left:${rect.left}px;top:${rect.top}px;` +
      `width:${rect.width}px;height:${rect.height}px;z-index:-1`;
    document.body.append(element);
    return element;
  };
  const hammerPad = pad(), leanPad = pad(), basePad = pad();
  let sink = 0;
  const PHASES = { pointerdown: 0, pointermove: 1, pointerup: 3 }; // GestureCore's TouchPhase
  for (const [type, phase] of Object.entries(PHASES)) {
    basePad.addEventListener(type, (e) => { sink += e.pointerId + e.clientX + e.clientY; });
    leanPad.addEventListener(type, (e) => {
      exports.gallery_pointer(2, e.pointerId, phase, e.clientX - rect.left, e.clientY - rect.top, e.timeStamp / 1000);
    });
  }
  let recognized = 0;
  function hammerManager() {
    const manager = new Hammer.Manager(hammerPad, { inputClass: Hammer.PointerEventInput });
    const rotate = new Hammer.Rotate(), pinch = new Hammer.Pinch();
    const swipe = new Hammer.Swipe({ direction: Hammer.DIRECTION_ALL });
    const pan = new Hammer.Pan({ direction: Hammer.DIRECTION_ALL });
    const tap = new Hammer.Tap(), doubleTap = new Hammer.Tap({ event: "doubletap", taps: 2 });
    const press = new Hammer.Press({ time: 500 }); // GestureCore's (and UIKit's) 0.5 s
    manager.add([rotate, pinch, swipe, pan, doubleTap, tap, press]);
    pinch.recognizeWith(rotate);
    pan.recognizeWith(swipe);
    doubleTap.recognizeWith(tap);
    tap.requireFailure(doubleTap);
    manager.on("tap doubletap press swipe pan pinch rotate", () => { recognized++; });
    return manager;
  }

  // One session: a tap, a double tap, a press, four swipes, a slow pan, a pinch and rotation
  // (in the pad's coordinates; a pause after each, with a frame at its end).
  const items = [];
  let t = 0;
  const sample = (type, id, x, y) => items.push({ type, id, x, y, t });
  const start = (id, x, y) => sample("pointerdown", id, x, y);
  const move = (...points) => { for (const p of points) sample("pointermove", p.id, p.x, p.y); };
  const end = (id, x, y) => sample("pointerup", id, x, y);
  const pause = (seconds) => { t += seconds; items.push({ type: "frame", t }); t += 0.1; };
  const dt = 1 / 120;
  start(1, 100, 200); t += 0.016; move({ id: 1, x: 100.5, y: 200.5 }); t += 0.054; end(1, 101, 200.5);
  pause(0.4);
  start(1, 200, 300); t += 0.016; move({ id: 1, x: 200.5, y: 300.5 }); t += 0.064; end(1, 201, 300.5);
  t += 0.14;
  start(1, 202, 301); t += 0.016; move({ id: 1, x: 202.5, y: 301 }); t += 0.064; end(1, 202.5, 301);
  pause(0.4);
  start(1, 200, 450);
  for (let i = 1; i <= 16; i++) { t += 0.05; move({ id: 1, x: 200 + (i % 3), y: 450 + ((i + 1) % 2) }); }
  t += 0.05; end(1, 201, 451);
  pause(0.4);
  for (const [x0, y0, dx, dy] of [[300, 350, -1, 0], [90, 350, 1, 0], [195, 520, 0, -1], [195, 180, 0, 1]]) {
    let x = x0, y = y0;
    start(1, x, y);
    for (let i = 1; i <= 12; i++) {
      t += dt;
      x = x0 + dx * 12.5 * i + (dy ? i % 3 : 0);
      y = y0 + dy * 12.5 * i + (dx ? i % 3 : 0);
      move({ id: 1, x, y });
    }
    t += dt; end(1, x, y);
    pause(0.4);
  }
  {
    let x = 60, y = 600;
    start(1, x, y);
    for (let i = 1; i <= 120; i++) {
      t += dt;
      const eased = (i / 120) ** 3;
      x = 60 + 250 * eased; y = 600 - 30 * eased;
      move({ id: 1, x, y });
    }
    t += 0.1; end(1, x, y);
    pause(0.4);
  }
  {
    const at = (radius, angle, sign) =>
      ({ x: 195 + sign * radius * Math.cos(angle), y: 350 + sign * radius * Math.sin(angle) });
    let first = at(50, 0, -1), second = at(50, 0, 1);
    start(1, first.x, first.y); t += 0.008; start(2, second.x, second.y);
    for (let i = 1; i <= 36; i++) {
      t += dt;
      first = at(50 + 50 * i / 36, (Math.PI / 4) * i / 36, -1);
      second = at(50 + 50 * i / 36, (Math.PI / 4) * i / 36, 1);
      move({ id: 1, ...first }, { id: 2, ...second });
    }
    t += 0.01; end(2, second.x, second.y); t += 0.01; end(1, first.x, first.y);
    pause(0.4);
  }
  const duration = t + 0.5;
  const samples = items.filter((item) => item.type !== "frame").length;

  // The events, built once for each pad and dispatched again at every session.
  const timeStamp = { get: () => clock.now };
  const events = (target) => items.map((item) => {
    if (item.type === "frame") return null;
    const event = new PointerEvent(item.type, {
      pointerId: 100 + item.id, pointerType: "touch", isPrimary: item.id === 1,
      clientX: rect.left + item.x, clientY: rect.top + item.y,
      button: item.type === "pointermove" ? -1 : 0, buttons: item.type === "pointerup" ? 0 : 1,
      bubbles: true, cancelable: true, composed: true,
    });
    Object.defineProperty(event, "timeStamp", timeStamp);
    return { target, event };
  });
  const streams = { ours: events(area), lean: events(leanPad), hammer: events(hammerPad), base: events(basePad) };

  let base = 2e6; // seconds: past any time the page's own frames report, so they fire nothing
  /** ns per pointer event of `sessions` sessions through one listener. */
  function run(key, sessions) {
    const stream = streams[key];
    const manager = key === "hammer" ? hammerManager() : null;
    const engineFrames = key === "ours" || key === "lean";
    const start = performance.now();
    for (let s = 0; s < sessions; s++) {
      const offset = base + s * duration;
      for (let i = 0; i < items.length; i++) {
        // The same clock work for every listener (only Hammer's run has timers to fire).
        clock.advance((offset + items[i].t) * 1000);
        const ms = clock.now;
        const entry = stream[i];
        if (entry) {
          entry.target.dispatchEvent(entry.event);
        } else if (engineFrames) {
          // The page's frame after a pause, without drawing: deadlines fire, events drained.
          exports.gallery_tick(2, ms / 1000);
          gallery.engine.drainEvents();
        }
      }
    }
    const elapsed = performance.now() - start;
    base += sessions * duration + 10;
    manager?.destroy();
    clock.timers.length = 0; // a destroyed manager's timers fire nothing more
    return (elapsed * 1e6) / (sessions * samples);
  }

  /** One session through each engine: the samples ours took, the gestures Hammer fired. */
  function check() {
    const sent = gallery.engine.stats.events, fired = recognized;
    run("ours", 1);
    run("hammer", 1);
    return { samples, oursSamples: gallery.engine.stats.events - sent, hammerGestures: recognized - fired };
  }

  return { run, check, samples, sink: () => sink };
})();
