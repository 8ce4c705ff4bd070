extension Reorder {
  /// Where a reorder interaction is (see the diagram on ``Reorder``).
  public enum State: Hashable, Sendable {
    /// No row is lifted.
    case idle
    /// A row is lifted and follows the finger.
    case lifted(Lift)
    /// The lifted row is being dropped into slot `at` (after a release or a cancel); waiting
    /// for ``Event/animationFinished``.
    case dropping(at: Int)
  }
}
