import GestureCore

// The list's host layer under fuzzing: a `ListStore` inside a `Simulation` (the
// app and the host), fed by the arena's recognizers the way the gallery feeds it (the
// pan swipes rows, the long press lifts them, the pinch opens a gap, every touch-down is
// reported) and by the stream's `FuzzStep/listStore(_:_:_:_:)` steps: gesture events
// sent directly (any order, any values), touch-downs, data changes in the middle of a
// gesture, the app's answers and habits, resizes, frames early, late or at times going
// backwards, cancels.
//
// Between events the host sends frames while the store needs them, at the period the
// stream chose (`FuzzStep/listStore(_:_:_:_:)` kind 10), as a display link does.
//
// After every step of the driver: the simulation's checks (the host contract, the rows
// are the app's items, effects that apply, finite presentation), and **liveness**: when no
// finger is down (no touch in the arena, no gesture the store was told began and not
// ended), a fork of the simulation runs 60 Hz frames until the store needs none (at most
// 10 s) and must then be at rest with its rows exactly the app's items. The fork leaves
// the stream's own timeline as it was, so the next step can still land mid-spring.
extension FuzzDriver {
  /// Whether a finger holds one of the list's gestures.
  var listIsHeld: Bool { isSwiping || isPressing || isPinching }

  // MARK: Time

  /// Frames up to `time` while the list needs them (none while the display link
  /// stalled), then the list's clock is `time`.
  func catchUpList(to time: Double) {
    guard listIsActive else { return }
    guard time <= InputLimits.time else {
      listIsActive = false
      return
    }
    // The stream's display link runs at its own period; liveness settles at 60 Hz.
    list.frameDuration = framePeriod
    list.frames(until: time, maximumFrames: framesStalled ? 0 : 2000)
    list.frameDuration = 1.0 / 60
  }

  /// Sends an event stamped with the host's clock (if `event` makes one of it), after the
  /// frames up to `time`.
  func send(at time: Double, _ event: (Double) -> ListStore.Event?) {
    catchUpList(to: time)
    guard listIsActive, let event = event(list.time) else { return }
    send(event)
  }

  func send(_ event: ListStore.Event) {
    guard listIsActive else { return }
    switch event {
    case .swipe(let drag, _): isSwiping = !drag.ends && (isSwiping || drag.begins)
    case .longPress(let drag, _): isPressing = !drag.ends && (isPressing || drag.begins)
    case .pinch(let pinch, _):
      switch pinch {
      case .began: isPinching = true
      case .changed: break
      case .ended, .cancelled: isPinching = false
      }
    case .cancel:
      isSwiping = false
      isPressing = false
      isPinching = false
    case .tick, .touchDown, .viewportChanged, .resize, .deleteAnswered, .insertAnswered,
      .rowsChanged, .layoutChanged, .layoutDirectionChanged, .commit, .moveRow, .perform,
      .reduceMotionChanged, .completionChanged, .deleteDeferred, .deferredDeleteAnswered:
      break
    }
    list.send(event)
    if let log {
      let store = list.store
      let moving = store.rows.filter { !$0.isAtRest }.map { "\($0.id): \($0.offset) \($0.swipe.state)" }
      log(
        "    ListStore \(event) -> rows \(store.rows.map { $0.id }), not at rest \(moving), lifted "
          + "\(store.liftedRow.map { "\($0.id)" } ?? "-"), placeholder \(store.placeholder != nil)")
    }
  }

  // MARK: From the arena

  /// A touch-down the arena accepted, at the sample's own time: earlier than the clock
  /// if the stream sent time backwards (a fault the store reads as the latest time).
  func listTouchDown(at location: Point, time: Double) {
    catchUpList(to: time)
    send(.touchDown(location, time: time))
  }

  // MARK: Rest

  /// The host ends what it holds, then sends frames until the list needs none, and
  /// checks liveness on the stream's own timeline; the clock moves on to the frames' end.
  func settleList() {
    catchUpList(to: clock)
    guard listIsActive else { return }
    let now = list.time
    if isSwiping { send(.swipe(.cancelled, time: now)) }
    if isPressing { send(.longPress(.cancelled, time: now)) }
    if isPinching { send(.pinch(.cancelled, time: now)) }
    list.settle(limit: 10)
    clock = max(clock, list.time)
  }

  /// Liveness, when no finger is down (none in the arena, none held here): the list run
  /// to rest on a fork, once per event count.
  func checkListLiveness() {
    guard listIsActive, arena.activeTouchCount == 0, !listIsHeld, list.app.eventCount != checkedAt,
      list.problems.isEmpty
    else { return }
    checkedAt = list.app.eventCount
    recordList(list.settlingProblems())
  }

  /// Records the list's problems as violations (`listStore.<kind>`), and forgets them.
  func recordList(_ problems: [String]) {
    for problem in problems {
      let (kind, message) = Self.rule(of: problem)
      record("listStore.\(kind)", message)
    }
    list.clearProblems()
  }

  /// The kind of rule a problem breaks, and what it says: the app's checks name theirs, the
  /// contract's reports name the store, and what settling finds is liveness.
  static func rule(of problem: String) -> (kind: String, message: String) {
    let contract = "\(ListStore.self) host contract: "
    if problem.hasPrefix(contract) { return ("contract", String(problem.dropFirst(contract.count))) }
    let kind = problem.prefix { $0 != ":" }
    guard ["conservation", "effect", "presentation", "liveness"].contains(kind) else {
      return ("liveness", problem)
    }
    return (String(kind), String(problem.dropFirst(kind.count + 1).drop { $0 == " " }))
  }
}
