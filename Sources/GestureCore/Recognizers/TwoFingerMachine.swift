/// The state machine of a two-finger continuous gesture, shared by ``PinchRecognizer`` and
/// ``RotationRecognizer`` so both treat fingers landing, lifting and cancelling the same way;
/// each recognizer only measures (span or angle) and says whether that is past its slop.
///
/// ```
/// ready ──second finger──▶ tracking ──past the slop──▶ active (begin) ──move──▶ active (change)
///   │                         │                          └── under two fingers ──▶ finished (end)
///   └──────── lift, cancel ───┴──▶ finished (fail)
/// ```
struct TwoFingerMachine {
  private enum Phase: Hashable {
    case ready
    case tracking
    case active
    case finished
  }

  private var phase = Phase.ready

  /// Advances on one touch sample.
  ///
  /// - Parameters:
  ///   - touchPhase: the sample's phase.
  ///   - touchCount: the tracked touches, the sample's own included (an ended touch is still
  ///     counted while its sample is handled).
  ///   - isPastSlop: whether the gesture's measure has passed its slop.
  mutating func step(
    _ touchPhase: TouchPhase, touchCount: Int, isPastSlop: Bool
  ) -> GestureRecognizer.Proposal {
    switch (phase, touchPhase) {
    case (.ready, .began):
      if touchCount >= 2 { phase = .tracking }
      return .none
    case (.ready, .moved), (.ready, .stationary):
      return .none
    case (.ready, .ended), (.ready, .cancelled), (.tracking, .cancelled):
      return finish(.fail)
    case (.tracking, .ended):
      return touchCount - 1 < 2 ? finish(.fail) : .none

    case (.tracking, .began), (.tracking, .stationary):
      return .none
    case (.tracking, .moved):
      guard isPastSlop else { return .none }
      phase = .active
      return .begin

    case (.active, .began), (.active, .stationary):
      return .none
    case (.active, .moved):
      return .change
    case (.active, .ended):
      return touchCount - 1 < 2 ? finish(.end) : .change
    case (.active, .cancelled):
      return finish(.cancel)

    case (.finished, _):
      return .none
    }
  }

  /// Back to `ready`.
  mutating func reset() {
    phase = .ready
  }

  private mutating func finish(_ proposal: GestureRecognizer.Proposal) -> GestureRecognizer.Proposal {
    phase = .finished
    return proposal
  }
}
