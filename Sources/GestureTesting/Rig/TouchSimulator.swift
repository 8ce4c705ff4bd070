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
