import GestureCore

extension FuzzDriver {
  /// The list's host layer under fuzzing: a ``ListStore`` inside a ``Simulation`` (the
  /// app and the host), fed by the arena's recognizers the way the gallery feeds it (the
  /// pan swipes rows, the long press lifts them, the pinch opens a gap, every touch-down is
  /// reported) and by the stream's ``FuzzStep/listStore(_:_:_:_:)`` steps: gesture events
  /// sent directly (any order, any values), touch-downs, data changes in the middle of a
  /// gesture, the app's answers and habits, resizes, frames early, late or at times going
  /// backwards, cancels.
  ///
  /// Between events the host sends frames while the store needs them, at the period the
  /// stream chose (``FuzzStep/listStore(_:_:_:_:)`` kind 10), as a display link does.
  ///
  /// After every step of the driver: the simulation's checks (the host contract, the rows
  /// are the app's items, effects that apply, finite presentation), and **liveness**: when no
  /// finger is down (no touch in the arena, no gesture the store was told began and not
  /// ended), a fork of the simulation runs 60 Hz frames until the store needs none (at most
  /// 10 s) and must then be at rest with its rows exactly the app's items. The fork leaves
  /// the stream's own timeline as it was, so the next step can still land mid-spring.
  @_spi(Tooling) public final class ListHost {
    /// The app, the host and the store.
    @_spi(Tooling) public let simulation: Simulation<ListStore>
    /// Whether the stream is still played into the store: a clock beyond 1e9 s (about 30
    /// years of uptime, no device's) makes frames 1/60 s apart indistinguishable, so
    /// nothing could ever settle; the host stops there.
    @_spi(Tooling) public private(set) var isActive = true

    /// The store's gestures a finger holds: a `began` was sent and no end since.
    var isSwiping = false
    var isPressing = false
    var isPinching = false
    /// The display link's period, in seconds, and whether it stalled (no frames at all).
    var framePeriod = 1.0 / 60
    var framesStalled = false
    /// The simulation's event count at the last liveness check that found nothing.
    var checkedAt = -1
    /// The latest clock a device may have, in seconds: the latest time a store takes.
    static let latestClock = InputLimits.time

    /// A list of `setup.rowCount` rows (heights cycling through 44, 60, 80, 0, 120 and
    /// 52.5 pt), 375 pt wide in a 600 pt viewport, in `setup`'s layout direction.
    init(setup: Setup) {
      let pattern: [Double] = [44, 60, 80, 0, 120, 52.5]
      simulation = Simulation<ListStore>(
        heights: (0..<setup.rowCount).map { pattern[$0 % pattern.count] }, rowHeight: 64,
        width: FuzzDriver.rowSize.width, viewportHeight: FuzzDriver.viewport.height,
        configuration: ListStore.Configuration(
          layoutDirection: setup.isRightToLeft ? .rightToLeft : .leftToRight))
      simulation.breaksClockRules = true
      simulation.recordsEffects = false
    }

    /// Whether a finger holds one of the store's gestures.
    var isHolding: Bool { isSwiping || isPressing || isPinching }

    // MARK: Time

    /// Frames up to `clock` while the store needs them (none while the display link
    /// stalled), then the host's clock is `clock`.
    func catchUp(to clock: Double) {
      guard isActive else { return }
      guard clock <= Self.latestClock else {
        isActive = false
        return
      }
      // The stream's display link runs at its own period; liveness settles at 60 Hz.
      simulation.frameDuration = framePeriod
      simulation.frames(until: clock, maximumFrames: framesStalled ? 0 : 2000)
      simulation.frameDuration = 1.0 / 60
    }

    /// Sends an event stamped with the host's clock (if `event` makes one of it), after the
    /// frames up to `time`.
    func send(at time: Double, _ event: (Double) -> ListStore.Event?) {
      catchUp(to: time)
      guard isActive, let event = event(simulation.time) else { return }
      send(event)
    }

    func send(_ event: ListStore.Event) {
      guard isActive else { return }
      switch event {
      case .swipe(let drag, _): isSwiping = Self.holds(after: drag, was: isSwiping)
      case .longPress(let drag, _): isPressing = Self.holds(after: drag, was: isPressing)
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
        .rowsChanged, .layoutChanged, .layoutDirectionChanged, .commit, .moveRow:
        break
      }
      simulation.send(event)
      if let log {
        let store = simulation.store
        let moving = store.rows.filter { !$0.isAtRest }.map { "\($0.id): \($0.offset) \($0.swipe.state)" }
        log(
          "    ListStore \(event) -> rows \(store.rows.map { $0.id }), not at rest \(moving), lifted "
            + "\(store.liftedRow.map { "\($0.id)" } ?? "-"), placeholder \(store.placeholder != nil)")
      }
    }

    private static func holds(after drag: DragEvent, was holding: Bool) -> Bool {
      switch drag {
      case .began: true
      case .changed: holding
      case .ended, .cancelled: false
      }
    }

    // MARK: From the arena

    /// A touch-down the arena accepted, at the sample's own time: earlier than the clock
    /// if the stream sent time backwards (a fault the store reads as the latest time).
    func touchDown(at location: Point, time: Double) {
      catchUp(to: time)
      send(.touchDown(location, time: time))
    }

    // MARK: Rest

    /// The host ends what it holds, then sends frames until the store needs none, and
    /// checks liveness on the stream's own timeline. Returns the clock after the frames.
    func checkpoint(clock: Double) -> Double {
      catchUp(to: clock)
      guard isActive else { return clock }
      let now = simulation.time
      if isSwiping { send(.swipe(.cancelled, time: now)) }
      if isPressing { send(.longPress(.cancelled, time: now)) }
      if isPinching { send(.pinch(.cancelled, time: now)) }
      simulation.settle(limit: 10)
      return max(clock, simulation.time)
    }

    /// Liveness, when no finger is down (`touches` in the arena, none held here): the store
    /// run to rest on a fork, once per event count.
    func checkLiveness(touches: Int) {
      guard isActive, touches == 0, !isHolding, simulation.app.eventCount != checkedAt,
        simulation.problems.isEmpty
      else { return }
      checkedAt = simulation.app.eventCount
      reportedProblems += simulation.settlingProblems()
    }

    /// Called with a line for every event the store gets (``FuzzDriver/log``).
    var log: ((String) -> Void)?

    /// Problems found on forks, not yet reported.
    var reportedProblems: [String] = []

    /// The problems found since the last call, as violations (`listStore.<kind>`).
    func takeViolations() -> [Invariants.Violation] {
      guard !simulation.problems.isEmpty || !reportedProblems.isEmpty else { return [] }
      defer { clearProblems() }
      return (simulation.problems + reportedProblems).map {
        let (kind, message) = Self.rule(of: $0)
        return Invariants.Violation(rule: "listStore.\(kind)", message: message)
      }
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

    /// Forgets the problems seen so far.
    func clearProblems() {
      simulation.clearProblems()
      reportedProblems.removeAll()
    }
  }
}
