// The WebAssembly engine: GestureCore and the gallery's C ABI (Sources/GestureGallery),
// compiled with Embedded Swift by scripts/gallery. Only numbers cross the boundary.

/** Event record codes (Sources/GestureGallery/Output.swift). */
export const Events = Object.freeze({
  gesture: 1, perform: 2, willOpen: 3, didOpen: 4, didClose: 5, haptic: 6, commit: 7,
  reorderEnded: 8, beginEditing: 9, popped: 10, pushed: 11, floatingEnded: 12, removed: 13,
  fullSwipe: 14, inserted: 15, backSwipeBegan: 16, backSwipeCancelled: 17,
});

/** Touch phases (GestureCore's TouchPhase raw values). */
export const Phase = Object.freeze({ began: 0, moved: 1, ended: 3, cancelled: 4 });

/** Scrolling keys (Sources/GestureGallery/Demo.swift's ScrollKey). */
export const Keys = Object.freeze({
  ArrowUp: 1, ArrowDown: 2, ArrowLeft: 3, ArrowRight: 4, PageUp: 5, PageDown: 6, Home: 7, End: 8,
});

const RECORD_SIZE = 6;

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

export class Engine {
  /** Loads and instantiates the module. */
  static async load(url = "gallery.wasm") {
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

  /** A scrolling key (Keys); returns 1 when the demo scrolls (keep the event). */
  key(demo, key, time) { return this.exports.gallery_key(demo, key, time); }

  tick(demo, time) { this.exports.gallery_tick(demo, time); }

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

  /** The event records since the last drain, as arrays [code, a, b, c, d, e]. */
  drainEvents() {
    const count = this.exports.gallery_event_count();
    if (count === 0) return [];
    const pointer = this.exports.gallery_events();
    const values = new Float64Array(this.exports.memory.buffer, pointer, count * RECORD_SIZE);
    const records = [];
    for (let i = 0; i < count; i++) {
      records.push(Array.from(values.subarray(i * RECORD_SIZE, (i + 1) * RECORD_SIZE)));
    }
    this.exports.gallery_clear_events();
    return records;
  }
}
