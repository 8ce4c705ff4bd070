extension SwipeActionsStore {
  /// Checks that a host keeps the host contract of ``SwipeActionsStore``, event by event.
  ///
  /// Feed it every event the host sends with the store as that event left it (and the
  /// effects it produced); it returns what the host broke, if anything. GestureTesting's
  /// simulation runs it on every step; GestureKit runs it in debug builds and asserts, so a
  /// broken contract shows up as a clear message rather than a view stuck open or
  /// off-screen.
  ///
  /// ```swift
  /// var checker = SwipeActionsStore.ContractChecker()
  /// driver.observer = { event, effects, store in
  ///   if let violation = checker.observe(event, effects: effects, store: store) {
  ///     assertionFailure("\(violation)")
  ///   }
  /// }
  /// ```
  ///
  /// - Complexity: O(1) per event, plus O(a) in the answers awaited for an answer.
  public struct ContractChecker: Sendable {
    /// The latest time the host reported.
    public var time: Double? { clock.time }
    /// The latest time, the frames owed and whether the store needed them: the clock every
    /// store's checker reads the same way.
    var clock = ContractClock()
    /// Handlers the host has not answered yet, by row identifier (one entry per handler).
    public private(set) var awaitedAnswers: [Int] = []
    /// Fingers down as the host reported them.
    public private(set) var touchCount = 0

    /// The longest a host may go without a frame while the store needs frames, in seconds.
    /// Default 0.25 s (fifteen frames at 60 Hz): longer means the host stopped its display
    /// link.
    public var maximumFrameGap = 0.25

    /// Which rules pass unreported: ``ContractTolerance/strict`` (the default) reports
    /// every one; ``ContractTolerance/mainThreadHost`` lets the timing rules a main-thread
    /// stall breaks (a gap between frames) pass.
    public var tolerance: ContractTolerance

    /// Creates a checker for a store that has seen no event.
    ///
    /// - Parameter tolerance: Which rules pass unreported. Default
    ///   ``ContractTolerance/strict``: every one is reported.
    public init(tolerance: ContractTolerance = .strict) {
      self.tolerance = tolerance
    }

    /// Takes the next event, with the store as it left it and the effects it produced.
    /// Returns the first rule the host broke with this event, or `nil`.
    public mutating func observe(_ event: Event, effects: [Effect], store: SwipeActionsStore)
      -> Violation?
    {
      var violation: Violation?
      if let eventTime = event.time {
        let reading = clock.read(
          eventTime, maximumFrameGap: maximumFrameGap, owesFramesFromFirstTime: true)
        switch reading {
        case .inOrder: break
        case .wentBackwards(let from): violation = .timeWentBackwards(from: from, to: eventTime)
        case .notFinite: violation = .timeNotFinite
        case .framesMissing(let since):
          if !tolerance.toleratesMainThreadStalls {
            violation = .framesMissing(since: since, until: eventTime)
          }
        }
      }
      if violation == nil, let id = event.rowID, store.row(id) == nil {
        violation = .unknownRow(id)
      }
      switch event {
      case .tick(let tickTime):
        clock.frame(at: tickTime)
      case .touchDown:
        touchCount += 1
      case .touchUp:
        if touchCount > 0 {
          touchCount -= 1
        } else if violation == nil {
          violation = .touchUpWithoutTouchDown
        }
      case .cancel:
        touchCount = 0
      case .actionAnswered(let id, _, _):
        if let index = awaitedAnswers.firstIndex(of: id) {
          awaitedAnswers.remove(at: index)
        } else if violation == nil {
          violation = .unexpectedAnswer(rowID: id)
        }
      case .insert, .remove, .reset, .drag, .tap, .tapAction, .open, .close, .closeAll, .scrolled,
        .resize, .setActions, .setLayoutDirection:
        break
      }
      for case .perform(let id, _, _, _, _) in effects {
        awaitedAnswers.append(id)
      }
      let needsFrames = store.needsFrames
      // Frames are owed from the latest time (this event's, unless it went backwards); from
      // the next timed event if it has none.
      if needsFrames, !clock.neededFrames {
        clock.lastFrameTime = event.time == nil ? nil : time
      }
      clock.neededFrames = needsFrames
      return violation
    }
  }

  /// A rule of the host contract that a host broke.
  public enum Violation: Hashable, Sendable {
    /// An event's time was earlier than one already reported.
    case timeWentBackwards(from: Double, to: Double)
    /// An event's time was NaN, infinite or beyond ``InputLimits/time``.
    case timeNotFinite
    /// A spring was in flight but no frame came for longer than the checker's maximum gap.
    case framesMissing(since: Double, until: Double)
    /// An event named a row the store does not have (never inserted, or removed).
    case unknownRow(Int)
    /// An answer for a row with no handler waiting for one.
    case unexpectedAnswer(rowID: Int)
    /// A touch-up with no finger down.
    case touchUpWithoutTouchDown
  }
}

extension SwipeActionsStore.Event {
  /// The time the event carries, if it carries one.
  var time: Double? {
    switch self {
    case .tick(let time), .touchDown(_, let time), .touchUp(let time), .drag(_, _, let time),
      .tap(_, _, let time), .tapAction(_, _, _, let time), .open(_, _, _, let time),
      .close(_, _, let time), .closeAll(_, let time), .scrolled(let time),
      .actionAnswered(_, _, let time), .cancel(let time):
      time
    case .insert, .remove, .reset, .resize, .setActions, .setLayoutDirection:
      nil
    }
  }

  /// The row the event must name, for the events that act on one row the store has.
  /// (Removing an unknown row is harmless, and answers may come after a removal.)
  var rowID: Int? {
    switch self {
    case .reset(let id), .drag(let id, _, _), .tapAction(let id, _, _, _), .open(let id, _, _, _),
      .close(let id, _, _), .resize(let id, _), .setActions(let id, _, _),
      .setLayoutDirection(let id, _):
      id
    case .touchDown(let id, _), .tap(let id, _, _):
      id
    case .tick, .insert, .remove, .touchUp, .closeAll, .scrolled, .actionAnswered, .cancel:
      nil
    }
  }
}

#if !hasFeature(Embedded)
  extension SwipeActionsStore.Violation: CustomStringConvertible {
    /// What the host did wrong, and what to do instead.
    public var description: String {
      switch self {
      case .timeWentBackwards(let from, let to):
        "SwipeActionsStore host contract: time went backwards from \(from) s to \(to) s; report one clock (UITouch.timestamp and CADisplayLink share one) and never an earlier time."
      case .timeNotFinite:
        "SwipeActionsStore host contract: an event carried a time that is not a time (NaN, infinite or beyond 10⁹ s)."
      case .framesMissing(let since, let until):
        "SwipeActionsStore host contract: no .tick from \(since) s to \(until) s while needsFrames was true; keep the display link running until needsFrames is false."
      case .unknownRow(let id):
        "SwipeActionsStore host contract: row \(id) is not in the store; send .insert(\(id), _) before its events, and none after .remove(\(id))."
      case .unexpectedAnswer(let id):
        "SwipeActionsStore host contract: .actionAnswered(rowID: \(id)) answers no .perform effect; answer each handler exactly once."
      case .touchUpWithoutTouchDown:
        "SwipeActionsStore host contract: .touchUp with no finger down; send one .touchDown per finger before its .touchUp."
      }
    }
  }
#endif
