// The engine's speed and memory, measured. Run in release:
//
//     swift run -c release gesture-benchmark [--quick]
//
// Prints one line per figure. Times are medians over repeated runs of the same input, per
// event (one touch sample handed to the arena, deadlines included). Allocations are counted
// by a counting allocator (AllocationCounter), after a warm-up, over the steady state.
#if canImport(AllocationCounter)
  import AllocationCounter
#endif
import Foundation
import GestureCore
import GestureTesting

/// The process's heap allocations so far, or -1 where they cannot be counted.
func allocationCount() -> Int64 {
  #if canImport(AllocationCounter)
    return gesturekit_allocation_count()
  #else
    return -1
  #endif
}

// ProcessInfo rather than CommandLine: the iOS SDK declares `CommandLine.arguments` as shared
// mutable state, which Swift 6 refuses.
let quick = ProcessInfo.processInfo.arguments.contains("--quick")
/// `--only WORD`: run only the figures whose name contains WORD (for profiling one of them).
let only: String? = {
  let arguments = ProcessInfo.processInfo.arguments
  guard let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}()

/// Whether the figure called `name` runs.
func wanted(_ name: String) -> Bool {
  only.map { name.contains($0) } ?? true
}
let runs = quick ? 15 : 101

/// Median of `runs` timings of `body`, each over `events` events, in nanoseconds per event.
func medianNanosecondsPerEvent(events: Int, _ body: () -> Void) -> Double {
  var samples: [Double] = []
  samples.reserveCapacity(runs)
  for _ in 0..<runs {
    // DispatchTime: a monotonic clock available on Linux and on every iOS the package supports.
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
    samples.append(nanoseconds / Double(events))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Heap allocations per event over `repeats` further runs of `body` (after the timing runs
/// warmed everything up), or nil where the counter is unavailable.
func allocationsPerEvent(events: Int, repeats: Int = 5, _ body: () -> Void) -> Double? {
  let before = allocationCount()
  guard before >= 0 else { return nil }
  for _ in 0..<repeats { body() }
  let after = allocationCount()
  return Double(after - before) / Double(events * repeats)
}

/// Times `body` and counts its allocations, each run handling `events` events, and prints
/// the figure's line.
func measure(_ name: String, events: Int, extra: String = "", _ body: () -> Void) {
  let time = (medianNanosecondsPerEvent(events: events, body) * 10).rounded() / 10
  let allocations = allocationsPerEvent(events: events, body)
  let allocs = allocations.map { String(($0 * 1000).rounded() / 1000) } ?? "n/a"
  print("\(name): \(time) ns/event median, \(allocs) allocations/event\(extra)")
}

/// Measures `arena` fed `samples` again and again, each run `span` seconds after the one
/// before (the copies are shifted before timing, so no run allocates its input).
func measure(_ name: String, arena: GestureArena, samples: [TouchSample], span: Double, extra: String = "") {
  let copies = (0..<(runs + 10)).map { shifted(samples, by: Double($0) * span) }
  var next = 0
  measure(name, events: samples.count, extra: extra) {
    feed(copies[next], to: arena)
    next += 1
  }
}

// MARK: - Inputs

/// Evenly timed samples of one finger dragging from `start` to `end`.
func stroke(
  id: Int, from start: Point, to end: Point, at startTime: Double, duration: Double,
  hz: Double = 120, lift: Bool = true
) -> [TouchSample] {
  var samples = [TouchSample(id: TouchID(id), phase: .began, location: start, timestamp: startTime)]
  let steps = max(1, Int(duration * hz))
  for step in 1...steps {
    let fraction = Double(step) / Double(steps)
    samples.append(
      TouchSample(
        id: TouchID(id), phase: .moved, location: start + (end - start) * fraction,
        timestamp: startTime + duration * fraction))
  }
  if lift {
    samples.append(
      TouchSample(id: TouchID(id), phase: .ended, location: end, timestamp: startTime + duration))
  }
  return samples
}

/// Two fingers spreading while turning, at 120 Hz for half a second: a pinch and a rotation.
func pinchAndRotation(at t: Double) -> [TouchSample] {
  var samples: [TouchSample] = []
  let a = stroke(id: 1, from: Point(x: 150, y: 400), to: Point(x: 90, y: 360), at: t, duration: 0.5)
  let b = stroke(id: 2, from: Point(x: 250, y: 400), to: Point(x: 310, y: 460), at: t, duration: 0.5)
  for index in a.indices { samples.append(a[index]); samples.append(b[index]) }
  return samples
}

/// Taps, a double tap, a long press, four swipes, pans, a pinch and a rotation, one after
/// the other with pauses that let every deadline pass.
func mixedTrace() -> [TouchSample] {
  var samples: [TouchSample] = []
  var t = 0.0
  func append(_ more: [TouchSample], pause: Double = 0.6) {
    samples += more
    t = (samples.last?.timestamp ?? t) + pause
  }
  let center = Point(x: 200, y: 400)
  append(stroke(id: 1, from: center, to: center, at: t, duration: 0.06))  // tap
  append(stroke(id: 1, from: center, to: center, at: t, duration: 0.06), pause: 0.1)  // double tap
  append(stroke(id: 1, from: center, to: center, at: t, duration: 0.06))
  var press = [TouchSample(id: TouchID(1), phase: .began, location: center, timestamp: t)]
  for step in 1...96 {  // 0.8 s held at 120 Hz
    press.append(
      TouchSample(
        id: TouchID(1), phase: .stationary, location: center, timestamp: t + Double(step) / 120))
  }
  press.append(TouchSample(id: TouchID(1), phase: .ended, location: center, timestamp: t + 0.8))
  append(press)
  for offset in [Vector(dx: 150, dy: 0), Vector(dx: -150, dy: 0), Vector(dx: 0, dy: -150), Vector(dx: 0, dy: 150)] {
    append(stroke(id: 1, from: center, to: center + offset, at: t, duration: 0.12))  // swipes
  }
  for _ in 0..<3 {
    append(stroke(id: 1, from: center, to: center + Vector(dx: 120, dy: 260), at: t, duration: 0.8))
  }
  append(pinchAndRotation(at: t))
  return samples
}

func feed(_ samples: [TouchSample], to arena: GestureArena) {
  for sample in samples { arena.handle(sample) }
  arena.advance(to: (samples.last?.timestamp ?? 0) + 10)
}

/// The same samples, shifted in time so that every run is later than the one before.
func shifted(_ samples: [TouchSample], by offset: Double) -> [TouchSample] {
  samples.map {
    TouchSample(id: $0.id, phase: $0.phase, location: $0.location, timestamp: $0.timestamp + offset)
  }
}

// MARK: - Figures

print("gesture-benchmark (\(quick ? "quick" : "full"): \(runs) runs per figure, median)")

if wanted("pan, one recognizer") {
  // One pan recognizer: a 1000-move drag, repeated.
  let arena = GestureArena()
  arena.attach(PanRecognizer(), to: arena.root)
  let drag = stroke(
    id: 1, from: Point(x: 0, y: 0), to: Point(x: 3000, y: 1000), at: 0, duration: 1000.0 / 120)
  measure("pan, one recognizer", arena: arena, samples: drag, span: 20)
}

if wanted("standard set") {
  // The default ten-recognizer set (the replay tool's) on a mixed trace.
  let arena = RecognizerSet.standard.makeArena()
  let trace = mixedTrace()
  measure(
    "standard set (\(arena.recognizers.count) recognizers), mixed trace", arena: arena,
    samples: trace, span: (trace.last?.timestamp ?? 0) + 20, extra: " over \(trace.count) events")
}

if wanted("pinch and rotation") {
  // The same set on its two-finger part alone: what a pinch and a rotation cost together.
  let arena = RecognizerSet.standard.makeArena()
  let trace = pinchAndRotation(at: 0)
  measure(
    "pinch and rotation, standard set", arena: arena, samples: trace,
    span: (trace.last?.timestamp ?? 0) + 20, extra: " over \(trace.count) events")
}

if wanted("velocity") {
  // Velocity: add a sample and estimate, with a full 20-sample window.
  for (name, configuration) in [
    ("velocity lsq2", VelocityTracker.Configuration.default),
    ("velocity impulse", VelocityTracker.Configuration.androidImpulse),
  ] {
    var tracker = VelocityTracker(configuration: configuration)
    var t = 0.0
    var sink = 0.0
    let count = 10_000
    measure(name + " (add + estimate)", events: count) {
      for step in 0..<count {
        t += 0.004
        tracker.add(Point(x: Double(step) * 3, y: Double(step % 7)), at: t)
        sink += tracker.velocity(at: t)?.dx ?? 0
      }
    }
    if sink.isNaN { print("unexpected NaN") }
  }
}

if wanted("swipe actions") {
  // One swipe-actions drag frame: a `.changed` drag on a row of the store with two trailing
  // buttons, moving the content and laying out both buttons' frames.
  var store = SwipeActionsStore()
  var effects: [SwipeActionsStore.Effect] = []
  effects.reserveCapacity(16)
  store.handle(
    .insert(
      0,
      SwipeActionsRow(
        trailing: [
          .init(id: "delete", contentWidth: 46, style: .destructive),
          .init(id: "more", contentWidth: 38),
        ],
        containerSize: Size(width: 375, height: 60))),
    into: &effects)
  store.handle(
    .drag(
      rowID: 0, .began(location: Point(x: 300, y: 30), translation: Vector(dx: -12, dy: 0)),
      time: 0),
    into: &effects)
  let count = 10_000
  var sink = 0.0
  measure("swipe actions, one drag frame (offset + 2 button frames)", events: count) {
    for step in 0..<count {
      // Within the 1:1 range (2 × 74 = 148 pt), short of the full-swipe threshold (225 pt).
      let dx = -12 - Double(step % 128)
      effects.removeAll(keepingCapacity: true)
      store.handle(
        .drag(
          rowID: 0,
          .changed(location: Point(x: 300 + dx, y: 30), translation: Vector(dx: dx, dy: 0)),
          time: 0),
        into: &effects)
      sink += store.rows[0].offset
    }
  }
  if sink.isNaN { print("unexpected NaN") }
}

if wanted("reorder target lookup") {
  // Reorder target lookup with 100 000 rows of mixed heights: one lookup per finger move,
  // the finger jumping anywhere in the list (the worst case: every lookup a binary search).
  let layout = ListLayout(heights: (0..<100_000).map { [44.0, 60, 88][$0 % 3] })
  var state: UInt64 = 1
  let tops: [Double] = (0..<100_000).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(UInt64(1) << 53) * layout.totalHeight
  }
  var slot = 50_000
  measure("reorder target lookup, 100 000 rows", events: tops.count) {
    for top in tops {
      slot = layout.slot(forRowLiftedFrom: 50_000, top: top, current: slot, hysteresis: 4)
    }
  }
}
