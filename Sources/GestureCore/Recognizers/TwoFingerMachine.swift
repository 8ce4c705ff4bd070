/// The state machine of a two-finger continuous gesture, shared by ``PinchRecognizer`` and
/// ``RotationRecognizer`` so both treat fingers landing, lifting and cancelling the same way;
/// each recognizer only measures (span or angle) and says whether that is past its slop.
///
/// ```
/// ready ──second finger──▶ tracking ──past the slop──▶ active (begin) ──move──▶ active (change)
///   │                         │                          └── under two fingers ──▶ finished (end)
///   └──────── lift, cancel ───┴──▶ finished (fail)
/// ```
struct TwoFingerMachine {
  private enum Phase: Hashable {
    case ready
    case tracking
    case active
    case finished
  }

  private var phase = Phase.ready

  /// Whether a move can matter: not while waiting for the second finger (`ready`), when a
  /// move only changes where the one finger is, nor once finished.
  var takesMoves: Bool {
    switch phase {
    case .tracking, .active: true
    case .ready, .finished: false
    }
  }

  /// Advances on one touch sample.
  ///
  /// - Parameters:
  ///   - touchPhase: the sample's phase.
  ///   - touchCount: the tracked touches, the sample's own included (an ended touch is still
  ///     counted while its sample is handled).
  ///   - isPastSlop: whether the gesture's measure has passed its slop.
  mutating func step(
    _ touchPhase: TouchPhase, touchCount: Int, isPastSlop: Bool
  ) -> GestureRecognizer.Proposal {
    switch (phase, touchPhase) {
    case (.ready, .began):
      if touchCount >= 2 { phase = .tracking }
      return .none
    case (.ready, .moved), (.ready, .stationary):
      return .none
    case (.ready, .ended), (.ready, .cancelled), (.tracking, .cancelled):
      return finish(.fail)
    case (.tracking, .ended):
      return touchCount - 1 < 2 ? finish(.fail) : .none

    case (.tracking, .began), (.tracking, .stationary):
      return .none
    case (.tracking, .moved):
      guard isPastSlop else { return .none }
      phase = .active
      return .begin

    case (.active, .began), (.active, .stationary):
      return .none
    case (.active, .moved):
      return .change
    case (.active, .ended):
      return touchCount - 1 < 2 ? finish(.end) : .change
    case (.active, .cancelled):
      return finish(.cancel)

    case (.finished, _):
      return .none
    }
  }

  /// Back to `ready`.
  mutating func reset() {
    phase = .ready
  }

  private mutating func finish(_ proposal: GestureRecognizer.Proposal) -> GestureRecognizer.Proposal {
    phase = .finished
    return proposal
  }
}

/// The two fingers a pinch or a rotation measures: the two oldest tracked touches, and the
/// vector from the first to the second at the previous event. Shared by ``PinchRecognizer``
/// and ``RotationRecognizer`` so both treat fingers landing and lifting the same way.
struct FingerPair {
  private var first = TouchID(0)
  private var second = TouchID(0)
  private var isFormed = false
  /// From the first finger to the second, at the previous event.
  private(set) var previous = Vector.zero

  /// Reads the pair from the touches: the vector from the first finger to the second now,
  /// and the vector at the previous event if the pair is unchanged (nil when it formed or
  /// changed, so the caller re-bases instead of measuring a jump).
  mutating func advance(_ recognizer: GestureRecognizer) -> (now: Vector, before: Vector?)? {
    guard recognizer.touchCount >= 2 else { return nil }
    let entries = recognizer.table.entries
    let firstSlot = recognizer.trackedSlots[0]
    let secondSlot = recognizer.trackedSlots[1]
    let vector = entries[secondSlot].location - entries[firstSlot].location
    let firstID = entries[firstSlot].id
    let secondID = entries[secondSlot].id
    let isSame = isFormed && firstID == first && secondID == second
    first = firstID
    second = secondID
    isFormed = true
    let before = isSame ? previous : nil
    previous = vector
    return (vector, before)
  }

  /// Re-forms the pair from the touches other than `id` (a finger is lifting), without
  /// measuring, so the next ``advance(_:)`` measures from where the remaining fingers are.
  mutating func drop(_ id: TouchID, from recognizer: GestureRecognizer) {
    let touches = recognizer.touches
    var remaining = 0
    for touch in touches where touch.id != id {
      if remaining == 0 { first = touch.id } else if remaining == 1 { second = touch.id }
      remaining += 1
      if remaining == 2 { break }
    }
    guard remaining == 2 else {
      isFormed = false
      return
    }
    var firstLocation = Point.zero
    var secondLocation = Point.zero
    for touch in touches {
      if touch.id == first { firstLocation = touch.location }
      if touch.id == second { secondLocation = touch.location }
    }
    previous = secondLocation - firstLocation
  }

  /// Forgets the pair.
  mutating func reset() {
    self = FingerPair()
  }
}

/// What a pinch and a rotation do alike with each sample: keep the pair of fingers they
/// measure, track their measure's velocity and step ``TwoFingerMachine``. Each recognizer only
/// says what a step of the pair measures and whether that is past its slop.
struct TwoFingerGesture {
  var machine = TwoFingerMachine()
  var pair = FingerPair()
  var tracker: VelocityTracker

  /// A gesture whose measure's velocity is estimated with `velocity`.
  init(velocity: VelocityTracker.Configuration) {
    tracker = VelocityTracker(configuration: velocity)
  }

  /// Takes one touch sample. A finger that lifts or is cancelled leaves the pair; otherwise
  /// the vector between the pair's fingers now and at the previous step (`nil` when the pair
  /// just formed) go to `measure`, which updates the recognizer's measure and returns it to
  /// be tracked. Then the machine steps, `isPastSlop` asked after the measure.
  mutating func step(
    _ sample: TouchSample, of recognizer: GestureRecognizer, measure: (Vector, Vector?) -> Double,
    isPastSlop: () -> Bool
  ) -> GestureRecognizer.Proposal {
    if sample.phase.isTerminal {
      pair.drop(sample.id, from: recognizer)
    } else if let (now, before) = pair.advance(recognizer) {
      tracker.add(Point(x: measure(now, before), y: 0), at: sample.timestamp)
    }
    return machine.step(sample.phase, touchCount: recognizer.touchCount, isPastSlop: isPastSlop())
  }

  /// Back to `ready`, no pair, no samples.
  mutating func reset() {
    machine.reset()
    pair.reset()
    tracker.reset()
  }
}
