import GestureCore
import GestureTesting

/// The steps of the tests whose finger runs along one line of the node: a row's middle
/// (horizontal strokes) or a list's middle column (vertical ones).
extension Simulation {
  /// Puts the finger down at `x` on the node's middle line.
  func press(at x: Double) {
    fingers.press(at: Point(x: x, y: node.frame.midY))
  }

  /// Moves the finger to `x` on the node's middle line, one 60 Hz frame later.
  func move(to x: Double) {
    fingers.move(to: Point(x: x, y: node.frame.midY))
  }

  /// Presses at screen `y` in the node's middle column and holds for a long press's 0.5 s.
  func press(atY y: Double) {
    fingers.hold(at: Point(x: node.frame.midX, y: y))
  }

  /// Moves the finger to screen `y` in the node's middle column at once (no time passes:
  /// the reorder tests tick their own clock).
  func move(toY y: Double) {
    fingers.move(fingers.finger, to: Point(x: node.frame.midX, y: y))
  }

  /// Moves `finger` to screen `y` in the node's middle column after a 1/60 s frame.
  func move(_ finger: Int, toY y: Double) {
    fingers.wait(1.0 / 60)
    fingers.move(finger, to: Point(x: node.frame.midX, y: y))
  }

  /// Fingers 1 and 2 down at screen `y`s in the node's middle column, then finger 2 11 pt
  /// further away from finger 1 (past the pinch's 10 pt slop): the pinch begins.
  func pinch(at first: Double, _ second: Double) {
    let x = node.frame.midX
    fingers.pinch(Point(x: x, y: first), Point(x: x, y: second))
  }
}

/// The lowest and highest values of a spring, sampled every millisecond until it settles.
func sampledRange(_ animation: SpringAnimation) -> (lowest: Double, highest: Double) {
  var lowest = animation.from
  var highest = animation.from
  let samples = Int((animation.settlingDuration() / 0.001).rounded(.up)) + 1
  for index in 0...samples {
    let value = animation.value(at: Double(index) * 0.001)
    lowest = min(lowest, value)
    highest = max(highest, value)
  }
  return (lowest, highest)
}

/// A horizontal pan's phases, as the tests that feed an interaction directly write them.
extension DragEvent {
  /// A pan that began with a translation of `dx` points, the finger at `location`.
  static func began(dx: Double, at location: Point = .zero) -> DragEvent {
    .began(location: location, translation: Vector(dx: dx, dy: 0))
  }

  /// A pan moved to a translation of `dx` points, the finger at `location`.
  static func changed(dx: Double, at location: Point = .zero) -> DragEvent {
    .changed(location: location, translation: Vector(dx: dx, dy: 0))
  }

  /// A pan released at a translation of `dx` points, moving at `velocity` points per second.
  static func ended(dx: Double, velocity: Double = 0, at location: Point = .zero) -> DragEvent {
    .ended(
      location: location, translation: Vector(dx: dx, dy: 0), velocity: Vector(dx: velocity, dy: 0))
  }
}

/// The back-swipe tests that feed the store directly: horizontal pans along screen y 400.
extension BackSwipeStore {
  /// Feeds a pan whose finger went down at `origin` and is seen at each of `xs` in turn
  /// (began at the first, changed at the rest, its translation the distance from `origin`),
  /// released at the last at `velocity` points per second if one is given. A stroke
  /// `continuing` one under way sends no began: every x is a change.
  ///
  /// - Returns: the ``progress`` after each drag event: what the host drew.
  @discardableResult
  mutating func stroke(
    _ xs: Double..., downAt origin: Double = 10, continuing: Bool = false,
    releasedAt velocity: Double? = nil, into effects: inout [Effect]
  ) -> [Double] {
    var shown: [Double] = []
    for (index, x) in xs.enumerated() {
      let location = Point(x: x, y: 400)
      let began = index == 0 && !continuing
      let drag: DragEvent =
        began ? .began(dx: x - origin, at: location) : .changed(dx: x - origin, at: location)
      handle(.drag(drag, time: 0), into: &effects)
      shown.append(progress)
    }
    if let velocity, let x = xs.last {
      let drag = DragEvent.ended(dx: x - origin, velocity: velocity, at: Point(x: x, y: 400))
      handle(.drag(drag, time: 0), into: &effects)
      shown.append(progress)
    }
    return shown
  }
}

/// The timings of a pop run at normal speed, as the back-swipe tests expect them.
extension BackSwipe.Completion {
  /// A pop finished from `progress`, released at `velocity`: the rest, (1 − progress) × 0.35 s.
  static func finishing(from progress: Double, velocity: Double = 0) -> Self {
    .init(
      progress: progress, velocity: velocity, duration: (1 - progress) * 0.35, completionSpeed: 1)
  }

  /// A pop cancelled at `progress`, released at `velocity`: back in progress × 0.35 s.
  static func cancelling(from progress: Double, velocity: Double = 0) -> Self {
    .init(progress: progress, velocity: velocity, duration: progress * 0.35, completionSpeed: 1)
  }
}

extension Store {
  /// Feeds `events` in turn and returns every effect they asked for, in order: the bad-input
  /// tests' "none of these does anything".
  mutating func effects(of events: [Event]) -> [Effect] {
    var effects: [Effect] = []
    for event in events { handle(event, into: &effects) }
    return effects
  }
}
