extension GestureRecognizer {
  /// What a recognizer's state machine asks the arena for after an event.
  ///
  /// The recognizer decides what the touches mean; the arena decides whether that may happen
  /// (require-to-fail, exclusivity, should-begin) and sets ``GestureRecognizer/state``.
  public enum Proposal: UInt8, Hashable, Sendable {
    /// Nothing to report (still deciding, or a discrete gesture already decided).
    case none
    /// A continuous gesture wants to begin.
    case begin
    /// A continuous gesture moved on.
    case change
    /// A continuous gesture finished normally.
    case end
    /// A continuous gesture was interrupted.
    case cancel
    /// A discrete gesture happened.
    case recognize
    /// The touches cannot make this gesture.
    case fail
  }
}
