import GestureCore

// The C ABI the page calls (see gallery/js/engine.js). Thin on purpose: samples and times go
// in, a snapshot of numbers and event records come out; every decision is GestureCore's.
//
// Demo numbers: 1 swipe actions, 2 closure gestures, 3 list gestures, 4 back swipe, 5 draggable.
// Times are seconds on the page's clock (`performance.now() / 1000`, the same clock
// as the pointer events' `timeStamp`); coordinates are CSS pixels in the demo's area.

nonisolated(unsafe) private var demos: [Demo?] = [nil, nil, nil, nil, nil, nil]
nonisolated(unsafe) private var output = Output()
nonisolated(unsafe) private var names: [UInt8] = []

private func demo(_ number: Int32) -> Demo? {
  guard number >= 1, Int(number) < demos.count else { return nil }
  return demos[Int(number)]
}

/// The address of the page's names for the numbers that cross the boundary: a 0-terminated
/// text of lines `table stride name…` (``Output/describe(into:)``), read once at load.
@_cdecl("gallery_names")
public func galleryNames() -> Int {
  if names.isEmpty { Output.describe(into: &names) }
  return names.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
}

/// (Re)creates demo `number` over an area of `width` × `height`; `option` is its toggle
/// (back swipe: the back-swipe policy's raw value; draggable: 1 edges instead of corners).
@_cdecl("gallery_setup")
public func gallerySetup(_ number: Int32, _ width: Double, _ height: Double, _ option: Int32) -> Int32 {
  guard number >= 1, Int(number) < demos.count, width.isFinite, height.isFinite else { return 1 }
  let size = Size(width: max(0, width), height: max(0, height))
  let made: Demo
  switch number {
  case 1: made = SwipeActionsDemo(size: size)
  case 2: made = ClosureGesturesDemo(size: size)
  case 3: made = ListGesturesDemo(size: size)
  case 4:
    let policy = option >= 0 && option <= 3 ? BackSwipe.Policy(rawValue: UInt8(option)) : nil
    made = BackSwipeDemo(size: size, policy: policy ?? .automatic)
  default: made = DraggableDemo(size: size, edges: option == 1)
  }
  demos[Int(number)]?.tearDown()
  demos[Int(number)] = made
  return 0
}

/// Feeds one pointer sample: `phase` 0 began, 1 moved, 3 ended, 4 cancelled. Returns 0 when
/// accepted, 1 when the arena rejected it, 2 for an unknown demo or phase.
@_cdecl("gallery_pointer")
public func galleryPointer(
  _ number: Int32, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double
) -> Int32 {
  guard let demo = demo(number), phase >= 0, phase <= 4,
    let touchPhase = TouchPhase(rawValue: UInt8(phase))
  else { return 2 }
  let sample = TouchSample(
    id: TouchID(Int(id)), phase: touchPhase, location: Point(x: x, y: y), timestamp: time)
  return demo.pointer(sample, &output)
}

/// The demo's area is now `width` × `height` (a resize, an orientation change): the demo's
/// interactions re-clamp, its layout follows. Returns 2 for an unknown demo.
@_cdecl("gallery_resize")
public func galleryResize(_ number: Int32, _ width: Double, _ height: Double) -> Int32 {
  guard let demo = demo(number) else { return 2 }
  demo.resize(Size(width: width, height: height), &output)
  return 0
}

/// A wheel or trackpad scroll over (`x`, `y`) by (`dx`, `dy`) points at `time`. Returns 1
/// when the demo scrolled, 0 when nothing did (the page lets the event go), 2 for an unknown
/// demo.
@_cdecl("gallery_wheel")
public func galleryWheel(
  _ number: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ time: Double
) -> Int32 {
  guard let demo = demo(number) else { return 2 }
  demo.readTime(time)
  return demo.wheel(at: Point(x: x, y: y), by: Vector(dx: dx, dy: dy), &output)
}

/// A scrolling key (a ``ScrollKey``'s index) at `time`. Returns 1 when the demo scrolls, 0
/// when not, 2 for an unknown demo or key.
@_cdecl("gallery_key")
public func galleryKey(_ number: Int32, _ key: Int32, _ time: Double) -> Int32 {
  guard let demo = demo(number), ScrollKey.allCases.indices.contains(Int(key)) else { return 2 }
  demo.readTime(time)
  return demo.key(ScrollKey.allCases[Int(key)], &output)
}

/// A key (an ``ItemKey``'s index) on item `item` of the demo (−1: the demo itself), on the
/// item's `part` (−1 the item, n ≥ 0 its n-th button), at `time`. Returns 1 when the key did
/// something, 0 when not (the page lets the event go), 2 for an unknown demo or key.
@_cdecl("gallery_item_key")
public func galleryItemKey(_ number: Int32, _ key: Int32, _ item: Int32, _ part: Int32, _ time: Double) -> Int32 {
  guard let demo = demo(number), ItemKey.allCases.indices.contains(Int(key)) else { return 2 }
  demo.readTime(time)
  return demo.key(ItemKey.allCases[Int(key)], item: Int(item), part: Int(part), &output)
}

/// The page's `prefers-reduced-motion` (`reduces`: 1 reduce, 0 not) for the demo's stores.
/// Returns 2 for an unknown demo, 0 otherwise.
@_cdecl("gallery_reduce_motion")
public func galleryReduceMotion(_ number: Int32, _ reduces: Int32) -> Int32 {
  guard let demo = demo(number) else { return 2 }
  demo.reduceMotionChanged(reduces != 0, &output)
  return 0
}

/// Item `item` of the demo took the keyboard's focus at `time`: the demo shows it. Returns 2
/// for an unknown demo.
@_cdecl("gallery_focus")
public func galleryFocus(_ number: Int32, _ item: Int32, _ time: Double) -> Int32 {
  guard let demo = demo(number) else { return 2 }
  demo.readTime(time)
  demo.focus(item: Int(item), &output)
  return 0
}

/// A display frame at `time`: deadlines, springs, auto-scroll.
@_cdecl("gallery_tick")
public func galleryTick(_ number: Int32, _ time: Double) {
  demo(number)?.tick(time, &output)
}

/// A page control (a ``Command``'s index) with its value: see each demo's `command`.
/// Returns 0 when done, 1 when the demo has no such command or cannot do it now, 2 for an
/// unknown demo or command.
@_cdecl("gallery_command")
public func galleryCommand(_ number: Int32, _ command: Int32, _ value: Double) -> Int32 {
  guard let demo = demo(number), Command.allCases.indices.contains(Int(command)) else { return 2 }
  return demo.command(Command.allCases[Int(command)], value, &output)
}

/// Writes the demo's layout into the snapshot; returns how many numbers it holds.
@_cdecl("gallery_render")
public func galleryRender(_ number: Int32) -> Int32 {
  output.snapshot.removeAll(keepingCapacity: true)
  demo(number)?.render(&output.snapshot)
  return Int32(output.snapshot.count)
}

/// The address of the snapshot's first number.
@_cdecl("gallery_snapshot")
public func gallerySnapshot() -> Int {
  output.snapshot.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
}

/// The address of the first event record.
@_cdecl("gallery_events")
public func galleryEvents() -> Int {
  output.events.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
}

/// How many event records are waiting.
@_cdecl("gallery_event_count")
public func galleryEventCount() -> Int32 {
  Int32(output.events.count / Output.recordSize)
}

/// Forgets the events read.
@_cdecl("gallery_clear_events")
public func galleryClearEvents() {
  output.events.removeAll(keepingCapacity: true)
}
