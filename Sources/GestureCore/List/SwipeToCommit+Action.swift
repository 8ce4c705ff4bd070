extension SwipeToCommit {
  /// What a swipe on a row does: the two directions of a Clear-style row.
  public enum Action: UInt8, Hashable, Sendable {
    /// Marks the row done: a swipe towards the trailing edge (right in left-to-right
    /// layouts); its cue turns green.
    case complete
    /// Deletes the row: a swipe towards the leading edge (left in left-to-right layouts);
    /// its cue turns red.
    case delete

    /// The sign of the offsets that swipe towards this action: complete is towards the
    /// trailing edge, delete towards the leading one.
    public func sign(in direction: ReadingDirection) -> FloatingPointSign {
      self == .complete ? direction.towardsTrailing : direction.towardsLeading
    }

    /// The action that offsets of `sign` swipe towards.
    public static func towards(
      _ sign: FloatingPointSign, in direction: ReadingDirection
    ) -> Action {
      sign == direction.towardsTrailing ? .complete : .delete
    }
  }
}
