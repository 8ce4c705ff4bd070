extension PinchToInsert {
  /// Where a pinch-to-insert interaction is (see the diagram on ``PinchToInsert``).
  public enum State: Hashable, Sendable {
    /// No gap is open.
    case idle
    /// Two fingers on adjacent rows are opening a gap between them.
    case opening(Opening)
    /// The gap is closing after a release short of the full height or a cancel; waiting for
    /// ``Event/animationFinished`` to remove the placeholder.
    case springingBack
    /// A new row was inserted at `at` and the rows are settling around it; waiting for
    /// ``Event/animationFinished``.
    case inserting(at: Int)
  }
}
