extension SwipeActionsGroup {
  /// What the host tells a group of rows.
  public enum Event: Hashable, Sendable {
    /// Adds a row, or replaces the row with the same identifier (a reused view configured
    /// for another item; the replaced row's state is dropped without effects).
    case insert(Int, SwipeActions)
    /// Removes a row (its view is gone), without effects. Ignored for an unknown row.
    case remove(Int)
    /// An event for one row. A drag that begins or an `open` first closes every other row
    /// that is open or moving (not one off-screen after a destructive full swipe, nor one
    /// sliding there).
    case row(Int, SwipeActions.Event)
    /// Closes every row (a touch elsewhere in the container, a scroll, a mode change).
    case closeAll(animated: Bool)
  }
}
