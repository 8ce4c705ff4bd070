/// The base of every recognizer: a state machine that turns the touches it is given into a
/// gesture, with UIKit's states.
///
/// A recognizer never changes its own ``state``. Its machine, ``update(with:)``, reads the
/// event and returns a ``Proposal``; the ``GestureArena`` it is attached to applies
/// require-to-fail, exclusivity and ``shouldBegin`` and then sets the state. That split keeps
/// every recognizer a small, testable machine and puts arbitration in one place.
///
/// Subclass to write a recognizer of your own: override ``isContinuous``, ``deadline``,
/// ``update(with:)`` and ``resetMachine()``.
///
/// Touches beyond ``maximumTrackedTouches`` are not tracked.
open class GestureRecognizer {
  /// A name for logs and traces (`"tap"`, `"pan"`); not required to be unique.
  public let name: String

  /// The state, as set by the arena.
  @exclusivity(unchecked) public internal(set) var state: RecognizerState = .possible

  /// Whether the recognizer takes part at all. Default `true`. A disabled recognizer gets no
  /// new touches; disabling one does not interrupt a gesture under way.
  @exclusivity(unchecked) public var isEnabled = true

  /// Asked when the recognizer wants to begin or recognize; returning `false` makes it fail
  /// (UIKit's `gestureRecognizerShouldBegin(_:)`). Default `nil`: always allowed.
  @exclusivity(unchecked) public var shouldBegin: ((GestureRecognizer) -> Bool)?

  /// Asked when a touch that lands on the recognizer's node begins; returning `false` keeps
  /// that touch away from it (UIKit's `gestureRecognizer(_:shouldReceive:)`). Default `nil`:
  /// every touch is received.
  @exclusivity(unchecked) public var shouldReceiveTouch: ((GestureRecognizer, TouchSample) -> Bool)?

  /// The touches the recognizer is tracking, oldest first.
  ///
  /// As of the latest event the recognizer handled. A pinch or a rotation with one finger
  /// down is not handed that finger's moves (they cannot change it); its touches, and
  /// ``location``, catch up when its next event arrives.
  @exclusivity(unchecked) public private(set) var touches: [TrackedTouch]

  /// The centroid of ``touches``, in root coordinates; after the last touch lifts, the
  /// centroid as it was then.
  @exclusivity(unchecked) public private(set) var location: Point = .zero

  /// The time of the latest event the recognizer handled, in seconds.
  @exclusivity(unchecked) public private(set) var time: Double = 0

  /// The frame of the node the recognizer is attached to, in root coordinates, as of its
  /// latest touch-down (edge pans measure their edge band against it).
  @exclusivity(unchecked) public internal(set) var nodeFrame: Rect = .zero

  /// The most touches one recognizer tracks at once: 20, the engine's limit.
  public static let maximumTrackedTouches = 20

  // Arena bookkeeping, invisible to subclasses outside the module.
  @exclusivity(unchecked) var arenaIndex = -1
  @exclusivity(unchecked) var isParticipant = false
  /// The recognizer wants to begin or recognize but waits for a requirement to fail.
  @exclusivity(unchecked) var isWaiting = false
  /// A waiting continuous recognizer whose touches ended meanwhile: begin, then end at once.
  @exclusivity(unchecked) var pendingEnd = false
  /// Whether the machine, in its phase after the latest event, can use a `moved` or
  /// `stationary` sample (read after every event it handles): when not, the arena skips
  /// those samples and only brings ``touches`` up to date before the next event.
  @exclusivity(unchecked) var skipsMoves = false
  /// Moves were skipped since the latest event: ``touches`` lag behind the arena's.
  @exclusivity(unchecked) var isBehind = false
  /// Every touch this recognizer received in the current sequence: recognizers compete
  /// (are exclusive) only with recognizers that received one of the same touches.
  @exclusivity(unchecked) var seenTouches: [TouchID]

  /// Creates a recognizer with a name for logs and traces.
  public init(name: String) {
    self.name = name
    touches = []
    touches.reserveCapacity(Self.maximumTrackedTouches)
    seenTouches = []
    seenTouches.reserveCapacity(Self.maximumTrackedTouches)
  }

  // MARK: - The machine, overridden by each recognizer

  /// Whether the gesture is continuous (`began`/`changed`/`ended`) rather than discrete
  /// (`recognized`). Default `false`.
  open var isContinuous: Bool { false }

  /// The time at which the machine wants a ``GestureEvent/deadline(_:)`` event (a long
  /// press's minimum duration, a tap's maximum interval), or `nil`. Default `nil`. The arena
  /// reads it after every event ``update(with:)`` handles, so it must change only there.
  open var deadline: Double? { nil }

  /// The state machine's single entry point: handles one event and says what it wants.
  /// Called by the arena only.
  open func update(with event: GestureEvent) -> Proposal { .none }

  /// What the gesture measures now; the arena snapshots it into every ``StateChange``.
  /// Default: the location and the number of touches. Overrides add their measures.
  open var value: GestureValue {
    GestureValue(location: location, numberOfTouches: touches.count)
  }

  /// Returns the machine to its resting phase. Called by the arena when the recognizer goes
  /// back to `possible`; overrides must call `super`.
  open func resetMachine() {}

  /// Whether a `moved` or `stationary` sample can change what the machine decides in its
  /// current phase. Default `true`; pinch and rotation say `false` until a second finger
  /// lands.
  var takesMoves: Bool { true }

  // MARK: - Called by the arena

  /// Updates the tracked touches with a sample, runs the machine, then forgets an ended touch.
  final func receive(_ sample: TouchSample) -> Proposal {
    time = sample.timestamp
    switch sample.phase {
    case .began:
      guard touches.count < Self.maximumTrackedTouches else { return .none }
      touches.append(
        TrackedTouch(
          id: sample.id, startLocation: sample.location, startTime: sample.timestamp,
          location: sample.location))
      if !seenTouches.contains(sample.id) { seenTouches.append(sample.id) }
    case .moved, .stationary, .ended, .cancelled:
      guard let index = indexOfTouch(sample.id) else { return .none }
      touches[index].location = sample.location
    }
    updateLocation()
    let proposal = update(with: .touch(sample))
    if sample.phase.isTerminal, let index = indexOfTouch(sample.id) {
      touches.remove(at: index)
    }
    skipsMoves = !takesMoves
    return proposal
  }

  /// Brings the tracked touches (and ``location``) to where the arena's touches are, after
  /// moves that were skipped; `location(of:)` is a touch's latest location, or `nil` if it
  /// is no longer down.
  final func catchUp(to location: (TouchID) -> Point?) {
    isBehind = false
    for index in touches.indices {
      if let latest = location(touches[index].id) { touches[index].location = latest }
    }
    updateLocation()
  }

  /// Runs the machine for a deadline.
  final func receiveDeadline(at deadlineTime: Double) -> Proposal {
    time = deadlineTime
    return update(with: .deadline(deadlineTime))
  }

  /// Back to `possible` with no touches, ready for the next sequence.
  final func resetForNextSequence() {
    state = .possible
    isWaiting = false
    pendingEnd = false
    skipsMoves = false
    isBehind = false
    touches.removeAll(keepingCapacity: true)
    seenTouches.removeAll(keepingCapacity: true)
    resetMachine()
  }

  final func indexOfTouch(_ id: TouchID) -> Int? {
    for index in touches.indices where touches[index].id == id { return index }
    return nil
  }

  /// Whether the tracked touch `id` is more than `distance` points from where it landed
  /// (`false` for a touch that is not tracked): the movement test of taps and long presses.
  final func touch(_ id: TouchID, hasMovedMoreThan distance: Double) -> Bool {
    guard let index = indexOfTouch(id) else { return false }
    let touch = touches[index]
    return touch.location.distance(to: touch.startLocation) > distance
  }

  /// The centroid of the tracked touches other than `id`: where ``location`` will be once
  /// that touch has gone, or `nil` if no other touch is tracked.
  public final func centroid(excluding id: TouchID) -> Point? {
    var sumX = 0.0
    var sumY = 0.0
    var count = 0
    for touch in touches where touch.id != id {
      sumX += touch.location.x
      sumY += touch.location.y
      count += 1
    }
    guard count > 0 else { return nil }
    return Point(x: sumX / Double(count), y: sumY / Double(count))
  }

  final func hasSeen(anyTouchOf other: GestureRecognizer) -> Bool {
    for id in seenTouches where other.seenTouches.contains(id) { return true }
    return false
  }

  private func updateLocation() {
    guard touches.count > 1 else {
      // One finger, the usual case: its location, without a loop.
      if let touch = touches.first { location = touch.location }
      return
    }
    var sumX = 0.0
    var sumY = 0.0
    for touch in touches {
      sumX += touch.location.x
      sumY += touch.location.y
    }
    let count = Double(touches.count)
    location = Point(x: sumX / count, y: sumY / count)
  }
}

/// The state of a gesture recognizer, with UIKit's meaning (not called `GestureState`, which
/// SwiftUI declares for its property wrapper: an app imports both).
///
/// Discrete recognizers (tap, swipe) go `possible → recognized` or `possible → failed`.
/// Continuous ones (long press, pan, pinch, rotation, edge pan) go
/// `possible → began → changed* → ended | cancelled`, or `possible → failed`.
/// The arena returns every recognizer to `possible` once the touches it saw have ended and
/// nothing is left pending.
public enum RecognizerState: UInt8, Hashable, Sendable, CaseIterable {
  /// Watching the touches; nothing decided yet. The resting state.
  case possible
  /// A continuous gesture started.
  case began
  /// A continuous gesture moved on.
  case changed
  /// A continuous gesture finished normally.
  case ended
  /// A continuous gesture was taken away after it began.
  case cancelled
  /// The touches did not make this gesture (or another gesture won).
  case failed
  /// A discrete gesture happened (UIKit's `.recognized`, an alias of `.ended` there).
  case recognized

  /// The name used in `gesture-replay` output: `possible`, `began`, `changed`, `ended`,
  /// `cancelled`, `failed`, `recognized`.
  public var name: String {
    switch self {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    case .recognized: "recognized"
    }
  }

  /// Whether the gesture is under way (`began` or `changed`).
  @inlinable
  public var isActive: Bool {
    switch self {
    case .began, .changed: true
    case .possible, .ended, .cancelled, .failed, .recognized: false
    }
  }

  /// Whether the recognizer has finished with this touch sequence.
  @inlinable
  public var isFinished: Bool {
    switch self {
    case .ended, .cancelled, .failed, .recognized: true
    case .possible, .began, .changed: false
    }
  }
}

extension GestureRecognizer {
  /// What a recognizer's state machine asks the arena for after an event.
  ///
  /// The recognizer decides what the touches mean; the arena decides whether that may happen
  /// (require-to-fail, exclusivity, should-begin) and sets ``GestureRecognizer/state``.
  public enum Proposal: UInt8, Hashable, Sendable {
    /// Nothing to report (still deciding, or a discrete gesture already decided).
    case none
    /// A continuous gesture wants to begin.
    case begin
    /// A continuous gesture moved on.
    case change
    /// A continuous gesture finished normally.
    case end
    /// A continuous gesture was interrupted.
    case cancel
    /// A discrete gesture happened.
    case recognize
    /// The touches cannot make this gesture.
    case fail
  }
}

/// What the arena hands a recognizer's state machine: a touch it tracks, or a deadline it
/// asked for.
public enum GestureEvent: Hashable, Sendable {
  /// A sample of one of the recognizer's touches. While the machine handles it,
  /// ``GestureRecognizer/touches`` already holds the new location; an ended or cancelled
  /// touch is still listed and is removed right after.
  case touch(TouchSample)
  /// The time reached the recognizer's ``GestureRecognizer/deadline``; the payload is that time.
  case deadline(Double)
}

/// One finger as a recognizer sees it: where it went down and where it is now.
public struct TrackedTouch: Hashable, Sendable {
  /// Which finger.
  public var id: TouchID
  /// Where it touched down, in root coordinates.
  public var startLocation: Point
  /// When it touched down, in seconds.
  public var startTime: Double
  /// Where it is now.
  public var location: Point

  /// Creates a tracked touch.
  @inlinable
  public init(id: TouchID, startLocation: Point, startTime: Double, location: Point) {
    self.id = id
    self.startLocation = startLocation
    self.startTime = startTime
    self.location = location
  }
}
