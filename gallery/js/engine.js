// The WebAssembly engine: GestureCore and the gallery's C ABI (Sources/GestureGallery),
// compiled with Embedded Swift by scripts/gallery. Only numbers cross the boundary.

/** Touch phases (GestureCore's TouchPhase raw values). */
export const Phase = Object.freeze({ began: 0, moved: 1, ended: 3, cancelled: 4 });

/** The few WASI functions the C library pulls in (only for writing a crash message). */
function wasiStubs(getMemory) {
  let pending = "";
  const decoder = new TextDecoder();
  return {
    fd_write(fd, iovs, count, written) {
      const view = new DataView(getMemory().buffer);
      let total = 0;
      for (let i = 0; i < count; i++) {
        const pointer = view.getUint32(iovs + i * 8, true);
        const length = view.getUint32(iovs + i * 8 + 4, true);
        pending += decoder.decode(new Uint8Array(getMemory().buffer, pointer, length));
        total += length;
      }
      view.setUint32(written, total, true);
      const lines = pending.split("\n");
      pending = lines.pop();
      for (const line of lines) console.error("[engine]", line);
      return 0;
    },
    fd_close: () => 0,
    fd_seek: () => 70, // ESPIPE
    proc_exit: (code) => { throw new Error(`engine exited with ${code}`); },
  };
}

/**
 * The engine's names for the numbers it hands the page (Sources/GestureGallery/Output.swift),
 * read once at load: a table per line `table stride name…`, each name → its place. A name
 * the engine does not define throws, so the two sides cannot drift apart unnoticed.
 */
function readNames(exports) {
  const bytes = new Uint8Array(exports.memory.buffer, exports.gallery_names());
  const text = new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0)));
  const tables = {};
  for (const line of text.trim().split("\n")) {
    const [table, stride, ...names] = line.split(" ");
    const places = { stride: Number(stride) };
    names.forEach((name, place) => { places[name] = place; });
    tables[table] = strict(table, places);
  }
  return strict("names", tables);
}

function strict(what, table) {
  return new Proxy(Object.freeze(table), {
    get(target, name) {
      if (typeof name === "symbol" || name in target) return target[name];
      throw new Error(`the engine defines no ${what}.${name}`);
    },
  });
}

export class Engine {
  /**
   * Loads and instantiates the module; `url` is resolved against this file, so a page in
   * another folder (a benchmark, a test) can import the engine too.
   */
  static async load(url = new URL("../gallery.wasm", import.meta.url)) {
    let memory = null;
    const stubs = wasiStubs(() => memory);
    const imports = {
      wasi_snapshot_preview1: new Proxy(stubs, {
        get: (target, name) => target[name] ?? (() => 52), // ENOSYS for anything else
      }),
    };
    const response = await fetch(url);
    const bytes = await response.arrayBuffer();
    const { instance } = await WebAssembly.instantiate(bytes, imports);
    memory = instance.exports.memory;
    return new Engine(instance.exports, bytes.byteLength);
  }

  constructor(exports, size) {
    this.exports = exports;
    this.size = size;
    /** Samples handed to the engine (the page's own count; no clock read per sample). */
    this.stats = { events: 0 };
    this.snapshotView = null;
    /** The records `drainEvents()` hands out without a demo, reused from drain to drain,
     *  and for each count a list of the first that many (built once, never resized). */
    this.records = [];
    this.lists = [[]];
  }

  setup(demo, width, height, option = 0) {
    this.snapshotView = null;
    return this.exports.gallery_setup(demo, width, height, option);
  }

  /** The demo's area is now `width` × `height`: its interactions re-clamp. */
  resize(demo, width, height) { return this.exports.gallery_resize(demo, width, height); }

  /** Feeds one pointer sample; returns 0 accepted, 1 rejected. */
  pointer(demo, id, phase, x, y, time) {
    this.stats.events += 1;
    return this.exports.gallery_pointer(demo, id, phase, x, y, time);
  }

  /** A wheel or trackpad scroll; returns 1 when the demo scrolled (keep the event). */
  wheel(demo, x, y, dx, dy, time) { return this.exports.gallery_wheel(demo, x, y, dx, dy, time); }

  /** A scrolling key (`Keys`); returns 1 when the demo scrolls (keep the event). */
  key(demo, key, time) { return this.exports.gallery_key(demo, key, time); }

  /**
   * A key (`ItemKeys`) on item `item` of the demo (−1: the demo itself), on its `part` (−1
   * the item, n ≥ 0 its n-th button); returns 1 when it did something (keep the event).
   */
  itemKey(demo, key, item, part, time) { return this.exports.gallery_item_key(demo, key, item, part, time); }

  /** Item `item` of the demo took the keyboard's focus: the demo shows it. */
  focus(demo, item, time) { return this.exports.gallery_focus(demo, item, time); }

  tick(demo, time) { this.exports.gallery_tick(demo, time); }

  /** The page's `prefers-reduced-motion` for the demo's stores; returns 0 when told. */
  reduceMotion(demo, reduces) { return this.exports.gallery_reduce_motion(demo, reduces ? 1 : 0); }

  /** A button or toggle (`Commands`) with its value; returns 0 when done. */
  command(demo, command, value = 0) { return this.exports.gallery_command(demo, command, value); }

  /**
   * The demo's snapshot: a view into linear memory, valid until the next call into the
   * engine (read it, draw it, let it go: no copy per frame).
   */
  render(demo) {
    const count = this.exports.gallery_render(demo);
    const pointer = this.exports.gallery_snapshot();
    const buffer = this.exports.memory.buffer;
    let view = this.snapshotView;
    if (!view || view.buffer !== buffer || view.byteOffset !== pointer || view.length !== count) {
      view = this.snapshotView = new Float64Array(buffer, pointer, count);
    }
    return view;
  }

  /**
   * Hands each event record since the last drain to `demo.onEvent(code, a, b, c, d, e)`
   * (codes: `Events`) and returns how many there were; no copy, no allocation per record.
   * Without a demo it returns the records instead, each an array `[code, a, b, c, d, e]`;
   * the arrays are reused, so they are valid until the next drain.
   */
  drainEvents(demo) {
    const count = this.exports.gallery_event_count();
    if (count === 0) return demo ? 0 : this.lists[0];
    const values = new Float64Array(this.exports.memory.buffer, this.exports.gallery_events(), count * EVENT_SIZE);
    if (demo) {
      for (let i = 0; i < values.length; i += EVENT_SIZE) {
        demo.onEvent(values[i], values[i + 1], values[i + 2], values[i + 3], values[i + 4], values[i + 5]);
      }
    } else {
      const records = this.records;
      while (records.length < count) records.push(new Array(EVENT_SIZE).fill(0));
      for (let r = 0; r < count; r++) {
        const record = records[r];
        for (let k = 0; k < EVENT_SIZE; k++) record[k] = values[r * EVENT_SIZE + k];
      }
    }
    this.exports.gallery_clear_events();
    if (demo) return count;
    return this.lists[count] ??= this.records.slice(0, count);
  }
}

/** The page's engine, loaded once, and its names: a table per snapshot record, and the event
 * codes (which the demos bind at load, outside the per-event path). */
export const engine = await Engine.load();
export const Names = readNames(engine.exports);
export const Events = Names.events;
export const Commands = Names.commands;
export const Keys = Names.keys;
export const ItemKeys = Names.itemKeys;
export const Announced = Names.announced;
const EVENT_SIZE = Events.stride;
