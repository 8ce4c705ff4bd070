extension VelocityTracker {
  /// What a tracker reports when the finger rested longer than
  /// ``Configuration/stillnessTimeout`` before the time asked about (usually the lift).
  ///
  /// Both tell a fling recognizer not to fling; they differ only for callers that tell
  /// "stopped" apart from "unknown".
  public enum StillnessResult: Hashable, Sendable {
    /// A zero velocity: the finger is known to have stopped (Flutter).
    case zero

    /// No velocity (`nil`), as Android erases its estimate when an up event comes more than
    /// 40 ms after the last movement.
    case noVelocity
  }
}
