extension SwipeToCommit {
  /// An action committed on a row: what the host does to its model.
  public enum Commit: Hashable, Sendable {
    /// Mark the row with this identifier complete.
    case complete(Int)
    /// Delete the row with this identifier (its content is sliding off-screen).
    case delete(Int)

    /// The row's identifier.
    public var rowID: Int {
      switch self {
      case .complete(let id), .delete(let id): id
      }
    }

    /// The action committed.
    public var action: Action {
      switch self {
      case .complete: .complete
      case .delete: .delete
      }
    }
  }
}
