import GestureCore

/// One demo of the gallery: an arena over the demo's area, the interactions it drives, and
/// the layout the page draws. Subclasses are the five demos; this base routes touches.
///
/// A demo is the host of its interactions, as the UIKit layer is on iOS: it feeds them the
/// recognizers' state changes, runs the springs they ask for on the page's clock, and tells
/// them when the springs end. It decides nothing itself.
class Demo {
  let arena: GestureArena
  /// The demo's area, in CSS pixels (points).
  let size: Size
  /// The latest time seen (a sample or a frame), in seconds.
  var now = 0.0

  init(size: Size) {
    self.size = size
    arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))
  }

  /// Feeds one pointer sample; returns 0 when the arena accepted it, 1 when it rejected it.
  final func pointer(_ sample: TouchSample, _ output: inout Output) -> Int32 {
    now = max(now, sample.timestamp)
    willHandle(sample, &output)
    let outcome = arena.handle(sample)
    for change in arena.changes { handle(change, &output) }
    if case .rejected = outcome { return 1 }
    return 0
  }

  /// A display frame: fires due deadlines (a long press, a tap interval), then runs the
  /// springs.
  final func tick(_ time: Double, _ output: inout Output) {
    now = max(now, time)
    // Bounded: a frame fires what is due, even if a recognizer keeps asking for that time.
    var fired = 0
    while fired < 16, let deadline = arena.nextDeadline, deadline <= now {
      arena.advance(to: deadline)
      for change in arena.changes { handle(change, &output) }
      fired += 1
    }
    step(&output)
  }

  /// Called before a sample reaches the arena (to stop a spring a finger lands on).
  func willHandle(_ sample: TouchSample, _ output: inout Output) {}
  /// One recognizer state change.
  func handle(_ change: StateChange, _ output: inout Output) {}
  /// Runs the springs at ``now``.
  func step(_ output: inout Output) {}
  /// A button or field of the page (push, a toggle, an edited title).
  func command(_ command: Int32, _ value: Double, _ output: inout Output) -> Int32 { 0 }
  /// Breaks reference cycles before the demo is replaced.
  func tearDown() {}
  /// Writes the layout the page draws into `snapshot`.
  func render(_ snapshot: inout [Double]) {}
}
