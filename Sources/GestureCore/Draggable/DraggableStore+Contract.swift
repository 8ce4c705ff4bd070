extension DraggableStore {
  /// Checks that a host keeps the host contract of ``DraggableStore``, event by event.
  ///
  /// Feed it every event the host sends with the store as that event left it (and the
  /// effects it produced); it returns what the host broke, if anything. GestureTesting's
  /// `DraggableSimulation` runs it on every step; GestureKit runs it in debug builds and
  /// asserts, so a broken contract shows up as a clear message rather than a view stuck
  /// half-way.
  ///
  /// ```swift
  /// var checker = DraggableStore.ContractChecker()
  /// driver.observer = { event, effects, store in
  ///   if let violation = checker.observe(event, effects: effects, store: store) {
  ///     assertionFailure("\(violation)")
  ///   }
  /// }
  /// ```
  ///
  /// - Complexity: O(fingers down) per event.
  public struct ContractChecker: Sendable {
    /// The latest time the host reported.
    public var time: Double? { clock.time }
    /// The latest time, the frames owed and whether the store needed them: the clock every
    /// store's checker reads the same way.
    var clock = ContractClock()
    /// The fingers reported down on the view and not yet up.
    public private(set) var touchesDown: [TouchID] = []
    /// Whether a pan began and has not ended or been cancelled.
    public private(set) var isDragging = false

    /// The longest a host may go without a frame while the store needs frames, in seconds.
    /// Default 0.25 s (fifteen frames at 60 Hz): longer means the host stopped its display
    /// link.
    public var maximumFrameGap = 0.25

    /// How far an event's time may go back behind the latest time seen, in seconds, before
    /// it counts as a broken clock. Default 0.05 s (three frames at 60 Hz): UIKit delivers
    /// touches stamped up to a frame before the target time of a display frame already
    /// sent; the store reads such a time as the latest.
    public var maximumClockSkew = 0.05

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
    public mutating func observe(_ event: Event, effects: [Effect], store: DraggableStore)
      -> Violation?
    {
      var violation: Violation?
      func report(_ found: Violation) {
        if violation == nil { violation = found }
      }
      if let eventTime = event.time {
        switch clock.read(
          eventTime, maximumFrameGap: maximumFrameGap, clockSkew: maximumClockSkew,
          owesFramesFromFirstTime: false)
        {
        case .inOrder: break
        case .wentBackwards(let from): report(.timeWentBackwards(from: from, to: eventTime))
        case .notFinite: report(.timeNotFinite)
        case .framesMissing(let since):
          if !tolerance.toleratesMainThreadStalls {
            report(.framesMissing(since: since, until: eventTime))
          }
        }
      }
      switch event {
      case .tick(let tickTime):
        clock.frame(at: tickTime)
      case .touchDown(let touch, _, _):
        if touchesDown.contains(touch) {
          report(.touchAlreadyDown(touch))
        } else {
          touchesDown.append(touch)
        }
      case .touchUp(let touch, _):
        if let index = touchesDown.firstIndex(of: touch) {
          touchesDown.remove(at: index)
        } else {
          report(.touchNotDown(touch))
        }
      case .drag(let drag, _):
        if !drag.isFinite { report(.dragNotFinite) }
        switch drag {
        case .began:
          if isDragging { report(.dragBeganTwice) }
          isDragging = drag.isFinite
        case .changed, .ended:
          if !isDragging { report(.dragWithoutBegan) }
          if case .ended = drag { isDragging = false }
          if !drag.isFinite { isDragging = false }
        case .cancelled:
          isDragging = false
        }
      case .resize, .configurationChanged, .sizeChanged, .containerReplaced:
        break
      }
      // Frames are owed from the first time the store needs them at a reported time: a
      // spring asked for between frames (a container change) starts at the next event with
      // a time, and so does the host's obligation.
      let needsFrames = store.needsFrames
      if !needsFrames {
        clock.lastFrameTime = nil
      } else if !clock.neededFrames || clock.lastFrameTime == nil {
        clock.lastFrameTime = event.time == nil ? nil : time
      }
      clock.neededFrames = needsFrames
      return violation
    }
  }

  /// A rule of the host contract that a host broke.
  public enum Violation: Hashable, Sendable {
    /// An event's time was earlier than one already reported, by more than the checker's
    /// maximum clock skew.
    case timeWentBackwards(from: Double, to: Double)
    /// An event's time was NaN, infinite or beyond ``InputLimits/time``.
    case timeNotFinite
    /// A spring was in flight but no frame came for longer than the checker's maximum gap.
    case framesMissing(since: Double, until: Double)
    /// A finger was reported down twice without lifting.
    case touchAlreadyDown(TouchID)
    /// A finger was reported up that was not down.
    case touchNotDown(TouchID)
    /// The pan began again without ending or being cancelled.
    case dragBeganTwice
    /// The pan changed or ended without having begun.
    case dragWithoutBegan
    /// The pan reported a NaN or infinite location, translation or velocity.
    case dragNotFinite
  }
}

extension DraggableStore.Event {
  /// The time the event carries, if it carries one.
  var time: Double? {
    switch self {
    case .tick(let time), .touchDown(_, _, let time), .touchUp(_, let time), .drag(_, let time),
      .containerReplaced(_, let time):
      time
    case .resize, .configurationChanged, .sizeChanged:
      nil
    }
  }
}

#if !hasFeature(Embedded)
  extension DraggableStore.Violation: CustomStringConvertible {
    /// What the host did wrong, and what to do instead.
    public var description: String {
      switch self {
      case .timeWentBackwards(let from, let to):
        "DraggableStore host contract: time went backwards from \(from) s to \(to) s; report one clock (UITouch.timestamp and CACurrentMediaTime() share one)."
      case .timeNotFinite:
        "DraggableStore host contract: an event carried a time that is not a time (NaN, infinite or beyond 10⁹ s)."
      case .framesMissing(let since, let until):
        "DraggableStore host contract: no .tick from \(since) s to \(until) s while needsFrames was true; keep the display link running until needsFrames is false."
      case .touchAlreadyDown(let touch):
        "DraggableStore host contract: touch \(touch) was reported down twice; send .touchUp when a finger lifts or is cancelled."
      case .touchNotDown(let touch):
        "DraggableStore host contract: .touchUp for touch \(touch), which was not reported down."
      case .dragBeganTwice:
        "DraggableStore host contract: the pan began again without .ended or .cancelled; report every phase of the pan."
      case .dragWithoutBegan:
        "DraggableStore host contract: the pan changed or ended without .began; report every phase of the pan."
      case .dragNotFinite:
        "DraggableStore host contract: the pan reported a NaN or infinite value (the store cancels the drag); check the coordinate conversion."
      }
    }
  }
#endif
