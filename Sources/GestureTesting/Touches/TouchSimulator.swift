import GestureCore

/// Synthetic fingers on a ``GestureArena``, driven by a ``ManualClock``: the way our tests
/// (and yours) write touch streams.
///
/// Every action happens at the clock's current time; ``wait(_:)`` moves the clock and fires
/// the deadlines that come due. The simulator refuses impossible sequences (a finger that
/// goes down twice, moves or lifts while up) with a precondition failure, so a test cannot
/// silently drive the engine with nonsense; send such samples deliberately with ``send(_:)``.
///
/// ```swift
/// let fingers = TouchSimulator(arena: arena)
/// fingers.down(1, at: Point(x: 100, y: 100))
/// fingers.wait(0.05)
/// fingers.up(1)
/// #expect(fingers.transitions == ["tap recognized"])
/// ```
public final class TouchSimulator {
  /// The arena the fingers touch.
  public let arena: GestureArena
  /// The clock the fingers live by.
  public let clock: ManualClock
  /// Every state change since the simulator was made or ``clearLog()`` was called.
  public private(set) var log: [StateChange] = []
  /// What the arena said of the latest sample.
  public private(set) var lastOutcome = TouchOutcome.accepted
  /// Called with every state change as it happens, before it is logged: how a test feeds an
  /// interaction from the recognizers (`DragEvent(change)`).
  public var onChange: ((StateChange) -> Void)?
  /// Called with every sample once the arena handled it and its state changes were
  /// reported: how a host layer that reads raw touches (a store's `touchDown`, `touchUp`)
  /// is fed, after the recognizers had their say.
  public var onSample: ((TouchSample) -> Void)?

  private var fingers: [Int: Point] = [:]

  /// Creates fingers over an arena, starting at `start` seconds.
  public init(arena: GestureArena, start: Double = 0) {
    self.arena = arena
    clock = ManualClock(start: start)
    clock.onAdvance = { [unowned self] time in
      self.arena.advance(to: time)
      self.record(self.arena.changes)
    }
  }

  /// The log as `"name state"` strings, e.g. `["pan began", "pan changed", "pan ended"]`.
  public var transitions: [String] {
    log.map { "\($0.recognizer.name) \($0.state.name)" }
  }

  /// Forgets the log.
  public func clearLog() {
    log.removeAll()
  }

  /// Where a finger is, or `nil` if it is not down.
  public func location(of finger: Int) -> Point? {
    fingers[finger]
  }

  /// Puts a finger down.
  ///
  /// - Precondition: the finger is not down.
  public func down(_ finger: Int, at location: Point) {
    precondition(fingers[finger] == nil, "finger \(finger) is already down")
    fingers[finger] = location
    send(TouchSample(id: TouchID(finger), phase: .began, location: location, timestamp: clock.now))
  }

  /// Moves a finger to a location.
  ///
  /// - Precondition: the finger is down.
  public func move(_ finger: Int, to location: Point) {
    precondition(fingers[finger] != nil, "finger \(finger) is not down")
    fingers[finger] = location
    send(TouchSample(id: TouchID(finger), phase: .moved, location: location, timestamp: clock.now))
  }

  /// Moves a finger by a displacement.
  ///
  /// - Precondition: the finger is down.
  public func move(_ finger: Int, by displacement: Vector) {
    guard let location = fingers[finger] else {
      preconditionFailure("finger \(finger) is not down")
    }
    move(finger, to: location + displacement)
  }

  /// Reports a finger as down and still (UIKit's `.stationary`).
  ///
  /// - Precondition: the finger is down.
  public func hold(_ finger: Int) {
    guard let location = fingers[finger] else {
      preconditionFailure("finger \(finger) is not down")
    }
    send(
      TouchSample(id: TouchID(finger), phase: .stationary, location: location, timestamp: clock.now))
  }

  /// Lifts a finger where it is.
  ///
  /// - Precondition: the finger is down.
  public func up(_ finger: Int) {
    guard let location = fingers.removeValue(forKey: finger) else {
      preconditionFailure("finger \(finger) is not down")
    }
    send(TouchSample(id: TouchID(finger), phase: .ended, location: location, timestamp: clock.now))
  }

  /// Cancels a finger where it is (the system took the touch).
  ///
  /// - Precondition: the finger is down.
  public func cancel(_ finger: Int) {
    guard let location = fingers.removeValue(forKey: finger) else {
      preconditionFailure("finger \(finger) is not down")
    }
    send(
      TouchSample(id: TouchID(finger), phase: .cancelled, location: location, timestamp: clock.now))
  }

  /// Lets time pass: moves the clock and fires every deadline that comes due.
  public func wait(_ seconds: Double) {
    clock.advance(by: seconds)
  }

  /// A finger's tap: down, `duration` seconds, up.
  public func tap(_ finger: Int = 1, at location: Point, duration: Double = 0.05) {
    down(finger, at: location)
    wait(duration)
    up(finger)
  }

  /// Drags a finger in a straight line with evenly timed moves, like a real touch screen
  /// sampling at `hz`: down at `start` now, then `max(1, duration × hz)` moves, the last one
  /// at `end` after `duration` seconds, then (if `lift`) up there at the same time.
  ///
  /// - Precondition: the finger is not down; `duration` is positive; `hz` is positive.
  public func drag(
    _ finger: Int = 1, from start: Point, to end: Point, duration: Double, hz: Double = 60,
    lift: Bool = true
  ) {
    precondition(duration > 0 && hz > 0, "a drag needs a positive duration and rate")
    down(finger, at: start)
    moveSteadily(finger, to: end, duration: duration, hz: hz)
    if lift { up(finger) }
  }

  /// Moves a finger that is down in a straight line to `end`, with evenly timed moves over
  /// `duration` seconds at `hz`.
  ///
  /// - Precondition: the finger is down; `duration` and `hz` are positive.
  public func moveSteadily(_ finger: Int, to end: Point, duration: Double, hz: Double = 60) {
    guard let start = fingers[finger] else { preconditionFailure("finger \(finger) is not down") }
    precondition(duration > 0 && hz > 0, "a move needs a positive duration and rate")
    let steps = max(1, Int((duration * hz).rounded()))
    let startTime = clock.now
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      clock.advance(to: startTime + duration * fraction)
      move(finger, to: start + (end - start) * fraction)
    }
  }

  // MARK: One finger

  /// The finger that ``press(at:)``, ``move(to:)``, ``lift(after:)`` and the other
  /// one-finger steps use. Default 1.
  public var finger = 1

  /// Puts ``finger`` down at `location`.
  public func press(at location: Point) {
    down(finger, at: location)
  }

  /// Puts ``finger`` down at `location` and keeps it still for `duration` seconds (0.5 s: a
  /// long press's default).
  public func hold(at location: Point, for duration: Double = 0.5) {
    down(finger, at: location)
    wait(duration)
  }

  /// Moves ``finger`` to `location`, one 60 Hz frame (1/60 s) later.
  public func move(to location: Point) {
    wait(1.0 / 60)
    move(finger, to: location)
  }

  /// Moves ``finger`` in a straight line by `delta` over `duration` seconds, a sample every
  /// 1/60 s, keeping it down.
  ///
  /// - Precondition: the finger is down.
  public func drag(by delta: Vector, duration: Double) {
    guard let start = location(of: finger) else {
      preconditionFailure("finger \(finger) is not down")
    }
    moveSteadily(finger, to: start + delta, duration: duration)
  }

  /// Lifts ``finger`` after it rested `rest` seconds (0.1 s: longer than the velocity
  /// tracker's 40 ms stillness timeout, so the release velocity is zero; 0 keeps the
  /// stroke's velocity).
  public func lift(after rest: Double = 0.1) {
    if rest > 0 { wait(rest) }
    up(finger)
  }

  /// A flick: ``finger`` down at `start`, moved by `delta` over `duration` seconds at 60 Hz
  /// and lifted at once, at the stroke's speed.
  public func flick(from start: Point, by delta: Vector, duration: Double) {
    press(at: start)
    drag(by: delta, duration: duration)
    lift(after: 0)
  }

  /// Puts fingers 1 and 2 down at `first` and `second`, then moves finger 2 by `spread` more
  /// points away from finger 1, one 60 Hz frame later (11 pt: past a pinch's 10 pt slop,
  /// which begins it).
  public func pinch(_ first: Point, _ second: Point, spread: Double = 11) {
    down(1, at: first)
    down(2, at: second)
    let apart = second - first
    let length = (apart.dx * apart.dx + apart.dy * apart.dy).squareRoot()
    let direction = length > 0 ? apart * (1 / length) : Vector(dx: 0, dy: 1)
    wait(1.0 / 60)
    move(2, to: second + direction * spread)
  }

  // MARK: Bad input

  /// Sends a raw sample at its own time, without the simulator's checks: for bad input.
  /// The clock moves forward to the sample's time if that is later and finite. The
  /// simulator's own record of which fingers are down is not changed.
  @discardableResult
  public func send(_ sample: TouchSample) -> TouchOutcome {
    if sample.timestamp.isFinite && sample.timestamp > clock.now {
      clock.advance(to: sample.timestamp)
    }
    lastOutcome = arena.handle(sample)
    record(arena.changes)
    onSample?(sample)
    return lastOutcome
  }

  private func record(_ changes: [StateChange]) {
    for change in changes {
      onChange?(change)
      log.append(change)
    }
  }
}
