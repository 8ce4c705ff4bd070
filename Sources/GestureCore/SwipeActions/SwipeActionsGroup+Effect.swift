extension SwipeActionsGroup {
  /// What a group of rows asks the host to do, in order.
  public enum Effect: Hashable, Sendable {
    /// An effect of one row, for the row with this identifier.
    case row(Int, SwipeActions.Effect)
  }
}
