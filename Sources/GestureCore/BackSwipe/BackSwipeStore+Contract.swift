extension BackSwipeStore {
  /// Checks that a host keeps the host contract of ``BackSwipeStore``, event by event.
  ///
  /// Feed it every event the host sends with the store as that event left it (and the
  /// effects it produced); it returns what the host broke, if anything. GestureTesting's
  /// `BackSwipeSimulation` runs it on every step; GestureKit runs it in debug builds and
  /// asserts, so a broken contract shows up as a clear message rather than a frozen
  /// navigation stack.
  ///
  /// ```swift
  /// var checker = BackSwipeStore.ContractChecker()
  /// driver.observer = { event, effects, store in
  ///   if let violation = checker.observe(event, effects: effects, store: store) {
  ///     assertionFailure("\(violation)")
  ///   }
  /// }
  /// ```
  ///
  /// - Complexity: O(1) per event.
  public struct ContractChecker: Sendable {
    /// The latest time the host reported.
    public var time: Double? { clock.time }
    /// The latest time, the frames owed and whether the store needed them: the clock every
    /// store's checker reads the same way.
    var clock = ContractClock()
    /// Whether a ``Effect/beginPop`` awaits ``Event/transitionCompleted(popped:)``.
    public private(set) var awaitsCompletion = false
    /// When the awaited transition should have completed by, once its rest was asked for.
    var completionDeadline: Double?

    /// The longest a host may go without a frame while the store needs frames, in seconds.
    /// Default 0.25 s (fifteen frames at 60 Hz): longer means the host stopped its display link.
    public var maximumFrameGap = 0.25

    /// How long past its expected end (the rest's ``BackSwipe/Completion/duration``) a
    /// percent-driven transition may still be unreported, in seconds, before a later event
    /// reports it missing. Default 1 s: UIKit's completion comes at the end of the animation,
    /// a frame or two late at most.
    public var maximumCompletionDelay = 1.0

    /// Which rules pass unreported: ``ContractTolerance/strict`` (the default) reports
    /// every one; ``ContractTolerance/mainThreadHost`` lets the timing rules a main-thread
    /// stall breaks (a gap between frames, a late completion) pass.
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
    public mutating func observe(_ event: Event, effects: [Effect], store: BackSwipeStore)
      -> Violation?
    {
      var violation: Violation?
      if let eventTime = event.time {
        let reading = clock.read(
          eventTime, maximumFrameGap: maximumFrameGap, owesFramesFromFirstTime: false)
        // A late completion is checked only when the time itself broke no rule.
        if case .inOrder = reading, awaitsCompletion, let completionDeadline,
          eventTime > completionDeadline
        {
          if !tolerance.toleratesMainThreadStalls {
            violation = .completionMissing(due: completionDeadline - maximumCompletionDelay)
          }
          self.completionDeadline = nil  // Reported once.
        }
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
      switch event {
      case .tick(let tickTime):
        clock.frame(at: tickTime)
      case .transitionCompleted:
        if awaitsCompletion {
          awaitsCompletion = false
          completionDeadline = nil
        } else if violation == nil {
          violation = .unexpectedCompletion
        }
      case .drag, .contextChanged, .push, .pop:
        break
      }
      for effect in effects {
        switch effect {
        case .beginPop:
          if store.activeAnimator == .percentDriven {
            awaitsCompletion = true
            completionDeadline = nil
          }
        case .finish, .cancel:
          if case .finishing(let completion) = store.swipeState {
            completionDeadline = (time ?? 0) + completion.duration + maximumCompletionDelay
          } else if case .cancelling(let completion) = store.swipeState {
            completionDeadline = (time ?? 0) + completion.duration + maximumCompletionDelay
          }
        case .pushed, .popped, .swipeCancelled:
          break
        }
      }
      let needsFrames = store.needsFrames
      if needsFrames, !clock.neededFrames { clock.lastFrameTime = time }
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
    /// The store animated but no frame came for longer than the checker's maximum gap.
    case framesMissing(since: Double, until: Double)
    /// A ``Event/transitionCompleted(popped:)`` that answers no ``Effect/beginPop`` (a second
    /// answer, or one for a transition the store did not start).
    case unexpectedCompletion
    /// The rest of a percent-driven pop should have ended by `due` seconds, and the host has
    /// still not reported its completion.
    case completionMissing(due: Double)
  }
}

extension BackSwipeStore.Event {
  /// The time the event carries, if it carries one.
  var time: Double? {
    switch self {
    case .drag(_, let time), .tick(let time), .push(let time), .pop(let time): time
    case .contextChanged, .transitionCompleted: nil
    }
  }
}

#if !hasFeature(Embedded)
  extension BackSwipeStore.Violation: CustomStringConvertible {
    /// What the host did wrong, and what to do instead.
    public var description: String {
      switch self {
      case .timeWentBackwards(let from, let to):
        "BackSwipeStore host contract: time went backwards from \(from) s to \(to) s; report one clock (UITouch.timestamp and CADisplayLink share one)."
      case .timeNotFinite:
        "BackSwipeStore host contract: an event carried a time that is not a time (NaN, infinite or beyond 10⁹ s)."
      case .framesMissing(let since, let until):
        "BackSwipeStore host contract: no .tick from \(since) s to \(until) s while needsFrames was true; keep sending frames until needsFrames is false."
      case .unexpectedCompletion:
        "BackSwipeStore host contract: .transitionCompleted answers no .beginPop; send it exactly once per .beginPop (from the transition coordinator's completion, or at once if the pop did not start)."
      case .completionMissing(let due):
        "BackSwipeStore host contract: the pop's transition should have ended by \(due) s but .transitionCompleted was never sent; report the transition coordinator's completion."
      }
    }
  }
#endif
