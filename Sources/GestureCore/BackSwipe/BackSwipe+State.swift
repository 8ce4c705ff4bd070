extension BackSwipe {
  /// Where a back swipe is: waiting, following the finger, or letting the host finish or
  /// cancel the pop.
  public enum State: Hashable, Sendable {
    /// No swipe; the next `began` is checked against the policy.
    case idle
    /// The pop follows the finger. `progress` is in `0...1`; `base` is the progress at the
    /// latest `began` (0, unless a `began` arrived during the swipe and re-based it), to
    /// which each translation adds.
    case tracking(base: Double, progress: Double)
    /// The host finishes the pop with this timing; waiting for ``Event/transitionCompleted``.
    case finishing(Completion)
    /// The host cancels the pop with this timing; waiting for ``Event/transitionCompleted``.
    case cancelling(Completion)
  }
}
