/// Routes touches to recognizers and arbitrates between them: the one place where gestures
/// compete.
///
/// Attach recognizers to the nodes of a hit-test tree, state their relations as data, then
/// feed samples in time order and call ``advance(to:)`` when ``nextDeadline`` comes. After
/// every call, ``changes`` lists the state changes it caused, in order.
///
/// ```swift
/// let arena = GestureArena()
/// let tap = TapRecognizer(name: "tap")
/// let doubleTap = TapRecognizer(name: "doubleTap", configuration: .init(numberOfTaps: 2))
/// arena.attach(tap, to: arena.root)
/// arena.attach(doubleTap, to: arena.root)
/// arena.require(tap, toFail: doubleTap)
/// arena.handle(TouchSample(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10), timestamp: 0))
/// ```
///
/// ## The contract
/// - A touch goes, from its `began` on, to the enabled recognizers of the node it lands on and
///   of that node's ancestors (deepest first, then in attach order) that are not finished and
///   accept it (``GestureRecognizer/shouldReceiveTouch``). Its moves skip a recognizer whose
///   machine cannot use them in its phase (a pinch or rotation before its second finger):
///   that recognizer's touches are brought up to date before its next event or state change.
/// - Recognizers that received a common touch compete: by default the first to begin or
///   recognize wins and every other competitor still `possible` fails; a recognizer cannot
///   begin while a competitor is active. ``allowSimultaneous(_:_:)`` lifts that for a pair.
/// - ``require(_:toFail:)``: a recognizer that wants to begin while a requirement is
///   undecided waits; it starts the moment every requirement has failed (including by a
///   deadline) and fails the moment one succeeds.
/// - A cancelled touch cancels every active recognizer that tracks it and fails every
///   `possible` one.
/// - Each recognizer reaches exactly one of `recognized`, `ended`, `cancelled`, `failed` per
///   sequence. Once no touch is down, a recognizer with nothing pending (no touch, no
///   deadline, not waiting) that is still `possible` fails, and finished recognizers return
///   to `possible`: after the last touch and the last deadline, every recognizer is at rest.
/// - ``forgetSequence()`` ends a sequence at once, without moving time: recognizers in
///   progress are cancelled; those that never began go back to `possible` without failing.
///
/// - Complexity: a sample costs O(r) for the r recognizers its touch reaches, without heap
///   allocation once the arena has seen as many touches and recognizers as it will hold.
public final class GestureArena {
  /// The most touches down at once: 20. A further `began` is rejected with
  /// ``TouchIssue/tooManyTouches``.
  public static let maximumTouches = 20

  /// The largest coordinate a sample may carry, in points: 10¹⁵, the extent of
  /// ``Rect/unbounded``. Beyond it a sample is refused (``TouchIssue/locationOutOfRange``):
  /// sums of such coordinates overflow to infinity.
  public static let largestCoordinate = 1e15

  /// The root of the hit-test tree. Default: a node with an unbounded frame.
  public let root: Node

  /// Every attached recognizer, in attach order.
  @exclusivity(unchecked) public internal(set) var recognizers: [GestureRecognizer] = []

  /// The state changes caused by the latest ``handle(_:)``, ``advance(to:)``,
  /// ``cancelAll()`` or ``forgetSequence()`` call, in the order they happened. Replaced by the
  /// next call.
  @exclusivity(unchecked) public internal(set) var changes: [StateChange] = []

  /// The time of the latest sample or deadline handled, in seconds (`-∞` before the first).
  @exclusivity(unchecked) public private(set) var time = -Double.infinity

  /// The number of touches down.
  public var activeTouchCount: Int { slotsInUse }

  struct Slot {
    var id = TouchID(0)
    var isInUse = false
    /// Arena indices of the recognizers this touch reaches, in delivery order; those that
    /// finished leave it at the touch's next sample.
    var chain: [Int] = []
  }

  @exclusivity(unchecked) var slots: [Slot]
  /// Each slot's touch: where it landed, when, and where it is (see `TouchTable`).
  let table = TouchTable(count: GestureArena.maximumTouches)
  @exclusivity(unchecked) var slotsInUse = 0
  /// Hand every recognizer every move, even one its ``GestureRecognizer/stillnessRadius``
  /// says cannot change it: `false` in every arena; a test sets it to show that skipping
  /// those moves changes no state change.
  @exclusivity(unchecked) var handsOverStillMoves = false
  /// n × n, `simultaneous[a * n + b]`; kept square as recognizers are attached.
  @exclusivity(unchecked) var simultaneous: [Bool] = []
  @exclusivity(unchecked) var requirements: [[Int]] = []
  /// Whether some recognizer waits for the one at this index to fail
  /// (``require(_:toFail:)``): a failure of any other starts no waiter, and looks for none.
  @exclusivity(unchecked) var isRequired: [Bool] = []
  @exclusivity(unchecked) var participants: [Int] = []
  /// Each participant's ``GestureRecognizer/deadline`` as read after the latest event it
  /// handled (`nil` once it finished, and for every other recognizer): the machines change
  /// their deadlines only when they handle an event or reset, so the arena reads each one
  /// then rather than asking every participant at every sample.
  @exclusivity(unchecked) var deadlines: [Double?] = []
  /// How many of `deadlines` are set: when none is, no sample looks for one.
  @exclusivity(unchecked) var pendingDeadlineCount = 0
  /// The earliest of `deadlines`, when `isEarliestDeadlineKnown`: every sample asks for it
  /// (``nextDeadline``), and a swipe or a long press under way keeps one set for the whole
  /// stroke, so it is kept rather than searched for each time. A change that could make it
  /// later (the earliest one moved or went) forgets it, and the next ask searches.
  @exclusivity(unchecked) var earliestDeadline: Double?
  @exclusivity(unchecked) var isEarliestDeadlineKnown = true

  /// Creates an arena over a hit-test tree.
  public init(root: Node = Node()) {
    self.root = root
    slots = Array(repeating: Slot(), count: Self.maximumTouches)
    changes.reserveCapacity(16)
  }

  // MARK: - Time

  /// The earliest time at which a recognizer wants ``advance(to:)`` to be called, or `nil`.
  public var nextDeadline: Double? {
    guard pendingDeadlineCount > 0 else { return nil }
    if isEarliestDeadlineKnown { return earliestDeadline }
    let earliest = searchEarliestDeadline()
    if !(earliest?.isNaN ?? false) {
      earliestDeadline = earliest
      isEarliestDeadlineKnown = true
    }
    return earliest
  }

  /// The earliest deadline of the participants, searched for.
  func searchEarliestDeadline() -> Double? {
    var earliest: Double?
    for index in participants {
      guard let deadline = deadlines[index] else { continue }
      if earliest == nil || deadline < earliest! { earliest = deadline }
    }
    return earliest
  }

  /// Fires every deadline up to and including `time`, earliest first. A time earlier than
  /// ``time`` does nothing.
  public func advance(to time: Double) {
    changes.removeAll(keepingCapacity: true)
    guard time.isFinite else { return }
    fireDeadlines(through: time)
    if time > self.time { self.time = time }
    checkInvariants()
  }

  private func fireDeadlines(through limit: Double) {
    var searchedAfresh = false
    while let deadline = nextDeadline, deadline <= limit {
      if deadline > time { time = deadline }
      var isHeld = false
      for position in participants.indices {
        guard position < participants.count else { break }
        let index = participants[position]
        guard deadlines[index] == deadline else { continue }
        isHeld = true
        let recognizer = recognizers[index]
        let proposal = recognizer.receiveDeadline(at: deadline)
        noteDeadline(of: recognizer)
        apply(proposal, from: recognizer)
      }
      if !isHeld {
        // No participant holds the earliest deadline kept (the bookkeeping rules that out, and
        // debug builds assert it): search afresh once rather than loop on it for ever.
        if searchedAfresh { break }
        searchedAfresh = true
        isEarliestDeadlineKnown = false
      }
      settle()
    }
  }

  /// Reads a participant's deadline after it handled an event (none once finished).
  @inline(__always)
  func noteDeadline(of recognizer: GestureRecognizer) {
    let index = recognizer.arenaIndex
    if recognizer.state.isFinished {
      if deadlines[index] != nil { setDeadline(nil, of: index) }
      return
    }
    // Most machines have no deadline, and most events do not move the one they have: only a
    // change is written (a write checks that the storage is not shared).
    let deadline = recognizer.deadline
    if deadline != deadlines[index] { setDeadline(deadline, of: index) }
  }

  /// Sets the deadline noted for the recognizer at `index`, keeping the count of those set.
  func setDeadline(_ deadline: Double?, of index: Int) {
    let old = deadlines[index]
    if old == deadline { return }
    if old == nil {
      pendingDeadlineCount += 1
    } else if deadline == nil {
      pendingDeadlineCount -= 1
    }
    deadlines[index] = deadline
    if pendingDeadlineCount == 0 {
      earliestDeadline = nil
      isEarliestDeadlineKnown = true
    } else if isEarliestDeadlineKnown {
      if let deadline, let earliest = earliestDeadline, deadline <= earliest {
        earliestDeadline = deadline  // at or before the earliest: the new earliest
      } else if let deadline, earliestDeadline == nil, !deadline.isNaN {
        earliestDeadline = deadline  // the first one set
      } else if deadline?.isNaN == true || old?.isNaN == true || old == earliestDeadline {
        // The earliest moved later or went, or a number that does not compare came or went
        // (where a search's answer depends on the participants' order): search next time.
        isEarliestDeadlineKnown = false
      }
    }
  }

  // MARK: - Touches

  /// Handles one sample: fires the deadlines up to its time, then routes it.
  ///
  /// - Returns: Whether the sample was used as is, corrected, or refused (see ``TouchIssue``
  ///   for each case's outcome). A refused sample changes nothing.
  @discardableResult
  public func handle(_ sample: TouchSample) -> TouchOutcome {
    // One by one from the end: the list holds a change or two, and `removeAll(keepingCapacity:)`
    // goes through the general `replaceSubrange`, which cost a pan's sample a tenth of its time.
    while !changes.isEmpty { changes.removeLast() }
    var sample = sample
    var outcome = TouchOutcome.accepted
    let slotIndex = slot(for: sample.id)

    if !sample.timestamp.isFinite {
      guard sample.phase.isTerminal, slotIndex != nil else {
        return .rejected(.nonFiniteTimestamp)
      }
      sample.timestamp = time.isFinite ? time : 0
      outcome = .normalized(.nonFiniteTimestamp)
    }
    let locationIssue = Self.issue(with: sample.location)
    switch sample.phase {
    case .began:
      if slotIndex != nil { return .rejected(.duplicateBegan) }
      if let locationIssue { return .rejected(locationIssue) }
      if slotsInUse == Self.maximumTouches { return .rejected(.tooManyTouches) }
    case .moved, .stationary:
      guard slotIndex != nil else { return .rejected(.unknownTouch) }
      if let locationIssue { return .rejected(locationIssue) }
    case .ended, .cancelled:
      guard let slotIndex else { return .rejected(.unknownTouch) }
      if let locationIssue {
        sample.location = table.entries[slotIndex].location
        outcome = .normalized(locationIssue)
      }
    }
    if sample.timestamp < time {
      sample.timestamp = time
      outcome = .normalized(.timeWentBackwards)
    }

    fireDeadlines(through: sample.timestamp)
    time = sample.timestamp
    switch sample.phase {
    case .began: begin(sample)
    case .moved, .stationary: route(sample, slot: slotIndex!)
    case .ended: route(sample, slot: slotIndex!); release(slotIndex!)
    case .cancelled: cancel(sample, slot: slotIndex!); release(slotIndex!)
    }
    settle()
    checkInvariants()
    return outcome
  }

  /// Cancels every touch that is down, at the arena's latest time (UIKit's
  /// `touchesCancelled`: an alert appeared, the app moved to the background).
  public func cancelAll() {
    var all: [StateChange] = []
    for index in slots.indices where slots[index].isInUse {
      let sample = TouchSample(
        id: slots[index].id, phase: .cancelled, location: table.entries[index].location,
        timestamp: time.isFinite ? time : 0)
      handle(sample)
      all.append(contentsOf: changes)
    }
    changes = all
    checkInvariants()
  }

  /// Forgets the current touch sequence without moving time: every touch, every pending
  /// deadline, every recognizer's progress. The next touch starts a new sequence with its
  /// timestamp taken as it is.
  ///
  /// Use it where a host must drop a sequence at once: UIKit calls a recognizer's `reset()`
  /// after it reaches a final state (possibly while fingers are still down, when another
  /// recognizer won) and before the next sequence, which must not inherit a double tap's
  /// interval or a long press in progress. Unlike flushing the deadlines with
  /// ``advance(to:)``, which would move ``time`` up to the last deadline, maybe into the
  /// future, and clamp the next touches to it, this leaves ``time`` where it is.
  ///
  /// - A recognizer in progress (`began` or `changed`) is `cancelled`, reported in
  ///   ``changes``, as a cancelled touch would: whoever follows it sees it end.
  /// - Every other recognizer goes back to `possible` silently: one that never began (still
  ///   `possible`, waiting for a requirement or between the taps of a double tap) is
  ///   forgotten, not failed, and one already finished has reported its final state. This is
  ///   the one exception to "exactly one final state per sequence": a forgotten sequence
  ///   ends without a `failed` for the recognizers that never began.
  /// - The touches that were down are forgotten: later samples of them are refused as
  ///   ``TouchIssue/unknownTouch``; a finger still on the glass takes part again with its
  ///   next `began`.
  ///
  /// ```swift
  /// arena.handle(TouchSample(id: TouchID(1), phase: .ended, location: p, timestamp: 0.05))
  /// arena.nextDeadline      // 0.35: the double tap waits for a second tap
  /// arena.forgetSequence()
  /// arena.nextDeadline      // nil
  /// arena.time              // 0.05, still
  /// ```
  ///
  /// - Complexity: O(r + t) for r recognizers and t touches; no allocation.
  public func forgetSequence() {
    changes.removeAll(keepingCapacity: true)
    for position in participants.indices {
      let recognizer = recognizers[participants[position]]
      if recognizer.state.isActive { setState(.cancelled, of: recognizer) }
    }
    for index in slots.indices where slots[index].isInUse { release(index) }
    for position in participants.indices {
      let recognizer = recognizers[participants[position]]
      recognizer.isParticipant = false
      recognizer.resetForNextSequence()
      setDeadline(nil, of: recognizer.arenaIndex)
    }
    participants.removeAll(keepingCapacity: true)
    checkInvariants()
  }

  /// Asserts the cheap part of the contract after every public call, in debug builds only
  /// (O(r + t), no allocation, no change of behaviour): the touch and deadline counts match,
  /// indices are right, only `possible` recognizers wait, active ones are participants, and
  /// everything is at rest once no touch and no deadline is left. The fuzzer checks the rest
  /// (`Invariants` in GestureTesting).
  private func checkInvariants() {
    #if DEBUG
      var inUse = 0
      for slot in slots where slot.isInUse { inUse += 1 }
      assert(inUse == slotsInUse, "GestureArena: the touch count disagrees with the slots")
      var pending = 0
      for deadline in deadlines where deadline != nil { pending += 1 }
      assert(pending == pendingDeadlineCount, "GestureArena: the deadline count is wrong")
      assert(
        !isEarliestDeadlineKnown
          || earliestDeadline == (pendingDeadlineCount == 0 ? nil : searchEarliestDeadline()),
        "GestureArena: the earliest deadline kept is wrong")
      let atRest = slotsInUse == 0 && nextDeadline == nil
      for index in recognizers.indices {
        let recognizer = recognizers[index]
        assert(recognizer.arenaIndex == index, "GestureArena: a recognizer's index is wrong")
        assert(
          !recognizer.isWaiting || recognizer.state == .possible,
          "GestureArena: a finished recognizer still waits")
        assert(
          !recognizer.state.isActive || recognizer.isParticipant,
          "GestureArena: an active recognizer is not a participant")
        assert(
          !atRest
            || (recognizer.state == .possible && recognizer.touchCount == 0
              && !recognizer.isParticipant),
          "GestureArena: not at rest after the last touch and deadline")
      }
      for change in changes {
        assert(
          change.time.isFinite && change.state != .possible, "GestureArena: a bad state change")
      }
    #endif
  }
}
