extension ListStore {
  /// Checks that a host keeps the host contract of ``ListStore``, event by event.
  ///
  /// Feed it every event the host sends with the store as that event left it (and the
  /// effects it produced); it returns what the host broke, if anything. GestureTesting's
  /// simulations run it on every step; GestureKit runs it in debug builds and asserts, so a
  /// broken contract shows up as a clear message rather than a stuck row.
  ///
  /// ```swift
  /// var checker = ListStore.ContractChecker()
  /// store.handle(event, into: &effects)
  /// if let violation = checker.observe(event, effects: effects, store: store) {
  ///   assertionFailure("\(violation)")
  /// }
  /// ```
  ///
  /// - Complexity: O(1) per event (O(n) for a ``Event/rowsChanged(_:)`` of n rows).
  public struct ContractChecker: Sendable {
    /// The latest time the host reported.
    public var time: Double? { clock.time }
    /// The latest time, the frames owed and whether the store needed them: the clock every
    /// store's checker reads the same way.
    var clock = ContractClock()
    /// Deletes the host has not answered yet, by row identifier.
    public private(set) var awaitedDeletes: [Int] = []
    /// Inserts the host has not answered yet.
    public private(set) var awaitedInserts = 0

    /// The longest a host may go without a frame while the store needs frames, in seconds,
    /// before it sends another event. Default 0.25 s (fifteen frames at 60 Hz): longer means
    /// the host stopped its display link. A frame that comes late itself is not reported:
    /// display links stall while the app is in the background or stopped at a breakpoint.
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
    public mutating func observe(_ event: Event, effects: [Effect], store: ListStore)
      -> Violation?
    {
      var violation: Violation?
      if let eventTime = event.time {
        // A late frame is the display link itself running late: only another event after
        // the gap shows that the host had stopped sending frames (`isFrame`).
        let reading = clock.read(
          eventTime, isFrame: event.isTick, maximumFrameGap: maximumFrameGap,
          owesFramesFromFirstTime: true)
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
        if violation == nil, let id = awaitedDeletes.first {
          violation = .deleteUnanswered(rowID: id)
        } else if violation == nil, awaitedInserts > 0 {
          violation = .insertUnanswered
        }
        clock.frame(at: tickTime)
      case .deleteAnswered(let id, _):
        if let index = awaitedDeletes.firstIndex(of: id) {
          awaitedDeletes.remove(at: index)
        } else if violation == nil {
          violation = .unexpectedDeleteAnswer(rowID: id)
        }
      case .insertAnswered:
        if awaitedInserts > 0 {
          awaitedInserts -= 1
        } else if violation == nil {
          violation = .unexpectedInsertAnswer
        }
      case .rowsChanged(let rows):
        // Sorted, not a Set: hashing needs a random seed Embedded Swift may not have.
        var ids = rows.map { $0.id }
        ids.sort()
        for index in ids.indices.dropFirst() where ids[index] == ids[index - 1] && violation == nil {
          violation = .duplicateRowID(ids[index])
        }
        // A row the app removed needs no other answer.
        awaitedDeletes.removeAll { id in
          let slot = ListStore.insertionPoint(of: id, in: ids)
          return slot == ids.count || ids[slot] != id
        }
      case .touchDown, .swipe, .longPress, .pinch, .viewportChanged, .resize, .cancel,
        .layoutChanged, .layoutDirectionChanged, .commit, .moveRow:
        break
      }
      for effect in effects {
        switch effect {
        case .delete(let id): awaitedDeletes.append(id)
        case .insert: awaitedInserts += 1
        case .haptic, .complete, .move, .beginEditing, .reorderEnded, .scroll, .scrollingEnabled:
          break
        }
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
    /// Springs were in flight but no frame came for longer than the checker's maximum gap.
    case framesMissing(since: Double, until: Double)
    /// A frame came while a delete was still unanswered (answer right after the effect).
    case deleteUnanswered(rowID: Int)
    /// A frame came while an insert was still unanswered.
    case insertUnanswered
    /// A delete answer for a row the store did not ask about.
    case unexpectedDeleteAnswer(rowID: Int)
    /// An insert answer the store did not ask for.
    case unexpectedInsertAnswer
    /// The same identifier twice in the app's rows.
    case duplicateRowID(Int)
  }
}

extension ListStore.Event {
  /// Whether the event is a display frame.
  var isTick: Bool {
    if case .tick = self { return true }
    return false
  }

  /// The time the event carries, if it carries one.
  var time: Double? {
    switch self {
    case .tick(let time), .touchDown(_, let time), .swipe(_, let time), .longPress(_, let time),
      .pinch(_, let time):
      time
    case .viewportChanged, .resize, .deleteAnswered, .insertAnswered, .rowsChanged, .cancel,
      .layoutChanged, .layoutDirectionChanged, .commit, .moveRow:
      nil
    }
  }
}

#if !hasFeature(Embedded)
  extension ListStore.Violation: CustomStringConvertible {
    /// What the host did wrong, and what to do instead.
    public var description: String {
      switch self {
      case .timeWentBackwards(let from, let to):
        "ListStore host contract: time went backwards from \(from) s to \(to) s; report one clock (UITouch.timestamp and CADisplayLink share one)."
      case .timeNotFinite:
        "ListStore host contract: an event carried a time that is not a time (NaN, infinite or beyond 10⁹ s)."
      case .framesMissing(let since, let until):
        "ListStore host contract: no .tick from \(since) s to \(until) s while needsFrames was true; keep the display link running until needsFrames is false."
      case .deleteUnanswered(let id):
        "ListStore host contract: .delete(rowID: \(id)) was not answered before the next frame; send .deleteAnswered(rowID:removed:) right after asking the app."
      case .insertUnanswered:
        "ListStore host contract: .insert(at:) was not answered before the next frame; send .insertAnswered(rowID:) right after asking the app."
      case .unexpectedDeleteAnswer(let id):
        "ListStore host contract: .deleteAnswered(rowID: \(id)) answers no .delete effect."
      case .unexpectedInsertAnswer:
        "ListStore host contract: .insertAnswered answers no .insert effect."
      case .duplicateRowID(let id):
        "ListStore host contract: row identifier \(id) appears twice in .rowsChanged; identifiers must be unique."
      }
    }
  }
#endif
