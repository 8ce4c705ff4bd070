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

  /// The touches the recognizer is tracking, oldest first, where they are now.
  ///
  /// A view of the arena's touches rather than a copy (see ``TrackedTouches``): every
  /// recognizer on a finger reads the one entry the arena keeps for it, written once per
  /// sample before any recognizer handles the sample, so a pinch or a rotation with one
  /// finger down, which the arena does not hand that finger's moves (they cannot change it),
  /// still reads where the finger is.
  public var touches: TrackedTouches { TrackedTouches(table: table, slots: trackedSlots) }

  /// How many touches the recognizer is tracking (``touches``' count, without making the view).
  public var touchCount: Int { trackedSlots.count }

  /// The centroid of ``touches``, in root coordinates. From a touch's lift until the next event
  /// the recognizer handles, the centroid with that touch in it (a pinch that ends as a finger
  /// lifts ends where it was, not on the finger that stays); after the last touch lifts, the
  /// centroid as it was then.
  public var location: Point {
    if isLocationHeld || trackedSlots.isEmpty { return heldLocation }
    return currentCentroid
  }

  /// The centroid of the tracked touches as they are now (``location`` but for the hold).
  private var currentCentroid: Point {
    let count = trackedSlots.count
    let entries = table.entries
    // One finger, the usual case: its location, without a loop.
    if count == 1 { return entries[trackedSlots[0]].location }
    var sumX = 0.0
    var sumY = 0.0
    for slot in trackedSlots {
      sumX += entries[slot].location.x
      sumY += entries[slot].location.y
    }
    return Point(x: sumX / Double(count), y: sumY / Double(count))
  }

  /// Whether every state change's ``StateChange/value`` carries the gesture's velocity
  /// (pans and edge pans: ``GestureValue/velocity``; pinches: ``GestureValue/scaleVelocity``;
  /// rotations: ``GestureValue/rotationVelocity``). Default `true`.
  ///
  /// `false`: only the end of a gesture that began (`ended` or `cancelled`) carries it, the
  /// release velocity; at `began`, `changed` and `failed`, and in ``value`` read at any other
  /// time, the velocities are zero. Set it where nothing reads the velocity
  /// before the lift (every store of the package reads only the release velocity, through
  /// ``DragEvent``): the velocity is then fitted once, at the end, rather than at every touch
  /// event, which is a tenth of a moving finger's cost. The recognizer's own `velocity`
  /// (``PanRecognizer/velocity``) still answers whenever it is read, as UIKit's
  /// `velocity(in:)` does.
  @exclusivity(unchecked) public var reportsVelocityAtEveryChange = true

  /// Whether ``value`` includes the velocity now (see ``reportsVelocityAtEveryChange``).
  var reportsVelocityNow: Bool {
    reportsVelocityAtEveryChange || state == .ended || state == .cancelled
  }

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
  /// Whether the machine, in its phase after the latest event, cannot use a `moved` or
  /// `stationary` sample (read after every event it handles): the arena then skips those
  /// samples; ``touches`` read the arena's entries, so nothing lags behind.
  @exclusivity(unchecked) var skipsMoves = false
  /// The square of ``stillnessRadius`` (a hair less) when the recognizer tracks one touch,
  /// else 0, as of the latest event it handled: the arena does not hand it a move of that
  /// touch that ends closer than this to where the touch landed.
  @exclusivity(unchecked) var stillRadiusSquared = 0.0
  /// Every touch this recognizer received in the current sequence: recognizers compete
  /// (are exclusive) only with recognizers that received one of the same touches.
  @exclusivity(unchecked) var seenTouches: [TouchID]
  /// The arena slots of the touches it tracks, oldest first: where ``touches`` are in
  /// ``table``.
  @exclusivity(unchecked) var trackedSlots: [Int]
  /// The arena's touches (a table of its own until it is attached).
  @exclusivity(unchecked) var table: TouchTable
  /// ``location`` as it was when a touch was last forgotten: what it reads until the next
  /// event while `isLocationHeld`, and whenever no touch is tracked.
  @exclusivity(unchecked) var heldLocation = Point.zero
  @exclusivity(unchecked) var isLocationHeld = false

  /// Creates a recognizer with a name for logs and traces.
  public init(name: String) {
    self.name = name
    trackedSlots = []
    trackedSlots.reserveCapacity(Self.maximumTrackedTouches)
    table = TouchTable(count: 0)
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

  /// The time `duration` seconds after `time`, for a configured duration that may be bad
  /// input: NaN counts as `fallback` (the property's documented default), a negative
  /// duration as 0, and +∞ as never (an infinite time, which the recognizers' ``deadline``
  /// does not publish). A host that arms a timer for the deadline thus never sees NaN, and
  /// never re-arms a timer that fires at once.
  static func time(_ time: Double, plus duration: Double, fallback: Double) -> Double {
    if duration.isNaN { return time + fallback }
    return time + max(0, duration)
  }

  /// The state machine's single entry point: handles one event and says what it wants.
  /// Called by the arena only.
  open func update(with event: GestureEvent) -> Proposal { .none }

  /// What the gesture measures now; the arena snapshots it into every ``StateChange``.
  /// Default: the location and the number of touches. Overrides add their measures (and
  /// their velocities as ``reportsVelocityAtEveryChange`` says).
  open var value: GestureValue {
    GestureValue(location: location, numberOfTouches: touchCount)
  }

  /// Returns the machine to its resting phase. Called by the arena when the recognizer goes
  /// back to `possible`; overrides must call `super`.
  open func resetMachine() {}

  /// Whether a `moved` or `stationary` sample can change what the machine decides in its
  /// current phase. Default `true`; pinch and rotation say `false` until a second finger
  /// lands.
  var takesMoves: Bool { true }

  /// A distance, in points, that its one finger must move from where it landed before a
  /// `moved` or `stationary` sample can change what the machine decides in its current phase;
  /// 0 (the default): any move can. A tap says its movement tolerance while pressed, a long
  /// press its allowable movement until it begins, a swipe its minimum distance while it
  /// tracks a stroke. Read only while the recognizer tracks exactly one touch.
  var stillnessRadius: Double { 0 }

  // MARK: - Called by the arena

  /// Runs the machine on a sample of the touch in arena slot `slot`, whose entry in
  /// ``table`` the arena has already written: a touch that begins is tracked first, and one
  /// that ends or is cancelled is forgotten after the machine has seen it.
  final func receive(_ sample: TouchSample, slot: Int) -> Proposal {
    time = sample.timestamp
    isLocationHeld = false
    switch sample.phase {
    case .began:
      guard trackedSlots.count < Self.maximumTrackedTouches else { return .none }
      trackedSlots.append(slot)
      if !seenTouches.contains(sample.id) { seenTouches.append(sample.id) }
    case .moved, .stationary, .ended, .cancelled:
      guard isTracking(slot) else { return .none }
    }
    let proposal = update(with: .touch(sample))
    if sample.phase.isTerminal { forget(slot) }
    noteWhichMovesCount()
    return proposal
  }

  /// Reads, after the machine ran, which moves it can use in its new phase (``takesMoves``,
  /// ``stillnessRadius``): the arena hands it no other.
  private func noteWhichMovesCount() {
    skipsMoves = !takesMoves
    let radius = trackedSlots.count == 1 ? stillnessRadius : 0
    // A hair inside the radius, so that a move the arena skips is one the machine would
    // have measured short however its own arithmetic rounds. `>` is false for NaN.
    stillRadiusSquared = radius > 0 ? radius * radius * (1 - 1e-9) : 0
  }

  /// Whether the touch in arena slot `slot` is one of ``touches``.
  final func isTracking(_ slot: Int) -> Bool {
    for tracked in trackedSlots where tracked == slot { return true }
    return false
  }

  /// Stops tracking the touch in arena slot `slot` (it lifted, or was cancelled), holding
  /// ``location`` where it was with the touch until the next event.
  final func forget(_ slot: Int) {
    for position in trackedSlots.indices where trackedSlots[position] == slot {
      heldLocation = currentCentroid
      isLocationHeld = true
      // By hand: `remove(at:)` goes through the general `replaceSubrange`, the larger part of
      // a lift's cost to each recognizer.
      var next = position + 1
      while next < trackedSlots.count {
        trackedSlots[next - 1] = trackedSlots[next]
        next += 1
      }
      trackedSlots.removeLast()
      return
    }
  }

  /// Runs the machine for a deadline.
  final func receiveDeadline(at deadlineTime: Double) -> Proposal {
    time = deadlineTime
    isLocationHeld = false
    // A deadline moves a machine on too (a long press held long enough begins, and every
    // move counts from then on).
    let proposal = update(with: .deadline(deadlineTime))
    noteWhichMovesCount()
    return proposal
  }

  /// Back to `possible` with no touches, ready for the next sequence.
  final func resetForNextSequence() {
    state = .possible
    isWaiting = false
    pendingEnd = false
    skipsMoves = false
    stillRadiusSquared = 0
    if !trackedSlots.isEmpty { heldLocation = currentCentroid }
    isLocationHeld = false
    // One by one: `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`.
    while !trackedSlots.isEmpty { trackedSlots.removeLast() }
    while !seenTouches.isEmpty { seenTouches.removeLast() }
    resetMachine()
  }

  /// The tracked touch `id`, or `nil` if it is not tracked.
  final func trackedTouch(_ id: TouchID) -> TrackedTouch? {
    let entries = table.entries
    for slot in trackedSlots where entries[slot].id == id { return entries[slot] }
    return nil
  }

  /// Whether the tracked touch `id` is more than `distance` points from where it landed
  /// (`false` for a touch that is not tracked): the movement test of taps and long presses.
  final func touch(_ id: TouchID, hasMovedMoreThan distance: Double) -> Bool {
    guard let touch = trackedTouch(id) else { return false }
    return touch.location.distance(to: touch.startLocation) > distance
  }

  /// The centroid of the tracked touches other than `id`: where ``location`` will be once
  /// that touch has gone, or `nil` if no other touch is tracked.
  public final func centroid(excluding id: TouchID) -> Point? {
    var sumX = 0.0
    var sumY = 0.0
    var count = 0
    let entries = table.entries
    for slot in trackedSlots where entries[slot].id != id {
      sumX += entries[slot].location.x
      sumY += entries[slot].location.y
      count += 1
    }
    guard count > 0 else { return nil }
    return Point(x: sumX / Double(count), y: sumY / Double(count))
  }

  final func hasSeen(anyTouchOf other: GestureRecognizer) -> Bool {
    for id in seenTouches where other.seenTouches.contains(id) { return true }
    return false
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
