import GestureCore

extension Invariants {
  /// The arena's contract, checked from the outside after every call: from
  /// ``GestureArena/changes`` and the recognizers' states.
  ///
  /// - Per recognizer and per sequence: `possible → began → changed* → (ended | cancelled)`,
  ///   or one of `recognized`, `failed`; never a second outcome, never `changed`, `ended` or
  ///   `cancelled` without a `began`, never `began` twice.
  /// - The reported states match the recognizers' ``GestureRecognizer/state``.
  /// - Time never goes backwards, and every state change has a finite time.
  /// - Once no touch is down and no deadline is pending, every recognizer is `possible` with
  ///   no touch: every one that began has ended or been cancelled exactly once.
  ///
  /// Make the calls through the checker (``handle(_:)``, ``advance(to:)``, ``cancelAll()``),
  /// or call the arena yourself between ``willCall()`` and ``didCall()``.
  ///
  /// - Complexity: O(c + r) per call, for c changes and r recognizers; no allocation once
  ///   ``violations`` stays empty.
  public struct Arena {
    /// The arena observed.
    public let arena: GestureArena
    /// Every violation seen so far, oldest first.
    public private(set) var violations: [Violation] = []

    private enum Phase { case idle, active, finished }
    private var phases: [Phase]
    private var touchesBefore = 0
    private var timeBefore = -Double.infinity

    /// Starts observing an arena that has no touch down (a new one, or one at rest).
    public init(_ arena: GestureArena) {
      self.arena = arena
      phases = Array(repeating: .idle, count: arena.recognizers.count)
    }

    /// Hands a sample to the arena, then checks.
    @discardableResult
    public mutating func handle(_ sample: TouchSample) -> TouchOutcome {
      willCall()
      let outcome = arena.handle(sample)
      didCall()
      return outcome
    }

    /// Advances the arena's time, then checks.
    public mutating func advance(to time: Double) {
      willCall()
      arena.advance(to: time)
      didCall()
    }

    /// Cancels every touch, then checks.
    public mutating func cancelAll() {
      willCall()
      arena.cancelAll()
      didCall()
    }

    /// Notes the arena's state before a call made outside the checker.
    public mutating func willCall() {
      touchesBefore = arena.activeTouchCount
      timeBefore = arena.time
      if phases.count < arena.recognizers.count {
        phases.append(
          contentsOf: repeatElement(.idle, count: arena.recognizers.count - phases.count))
      }
    }

    /// Checks the changes of the call made since ``willCall()``.
    public mutating func didCall() {
      if arena.time < timeBefore {
        record("arena.timeWentBackwards", "time went from \(timeBefore) to \(arena.time)")
      }
      // A recognizer goes back to `possible` only once no touch is down; within one call that
      // can happen between two of its changes only if no touch was down when the call began
      // (a deadline, then a new sequence's touch).
      let mayRestartWithinCall = touchesBefore == 0
      var previousTime = timeBefore
      for change in arena.changes {
        guard let index = arena.recognizers.firstIndex(where: { $0 === change.recognizer }) else {
          record("arena.unknownRecognizer", "a change of \(change.recognizer.name), not attached")
          continue
        }
        let name = change.recognizer.name
        if !change.time.isFinite || change.time < previousTime {
          record("arena.changeTime", "\(name) \(change.state.name) at \(change.time)")
        }
        previousTime = max(previousTime, change.time)
        var phase = phases[index]
        if phase == .finished && mayRestartWithinCall { phase = .idle }
        switch (phase, change.state) {
        case (.idle, .began), (.active, .changed):
          phase = .active
        case (.active, .ended), (.active, .cancelled), (.idle, .failed), (.idle, .recognized):
          phase = .finished
        case (.idle, .changed), (.idle, .ended), (.idle, .cancelled):
          record("arena.withoutBegan", "\(name) \(change.state.name) without began")
          phase = .finished
        case (.active, .began):
          record("arena.beganTwice", "\(name) began twice")
        case (.active, .failed), (.active, .recognized):
          record("arena.activeFinishedWrongly", "\(name) \(change.state.name) after began")
          phase = .finished
        case (.finished, _):
          record("arena.twoOutcomes", "\(name) \(change.state.name) after its outcome")
        case (_, .possible):
          record("arena.possibleReported", "\(name) reported possible")
        }
        phases[index] = phase
      }
      for (index, recognizer) in arena.recognizers.enumerated() {
        let state = recognizer.state
        switch (phases[index], state) {
        case (_, .possible):
          if phases[index] == .active {
            record("arena.lostGesture", "\(recognizer.name) is possible again without an end")
          }
          phases[index] = .idle
        case (.active, .began), (.active, .changed):
          break
        case (.finished, .ended), (.finished, .cancelled), (.finished, .failed),
          (.finished, .recognized):
          break
        default:
          record(
            "arena.stateMismatch",
            "\(recognizer.name) is \(state.name), its changes said \(phases[index])")
          phases[index] = state.isActive ? .active : .finished
        }
      }
      if arena.activeTouchCount == 0 && arena.nextDeadline == nil {
        for recognizer in arena.recognizers
        where recognizer.state != .possible || !recognizer.touches.isEmpty {
          record(
            "arena.notAtRest",
            "no touch and no deadline, but \(recognizer.name) is \(recognizer.state.name) "
              + "with \(recognizer.touches.count) touches")
        }
      }
    }

    /// Forgets the violations seen so far (the checking goes on).
    public mutating func clearViolations() {
      violations.removeAll()
    }

    private mutating func record(_ rule: String, _ message: String) {
      violations.append(Violation(rule: rule, message: message))
    }
  }
}
