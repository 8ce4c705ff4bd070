extension SwipeActions {
  /// A side of the row: where a set of actions sits, in layout-direction terms.
  ///
  /// The leading side is the left edge in left-to-right layouts and the right edge in
  /// right-to-left ones; a side's buttons are revealed by moving the content towards the
  /// other side.
  public enum Side: UInt8, Hashable, Sendable {
    /// The leading edge (left in left-to-right layouts): revealed by a swipe towards the
    /// trailing edge (Mail: "mark as read").
    case leading
    /// The trailing edge (right in left-to-right layouts): revealed by a swipe towards the
    /// leading edge (Mail: "trash").
    case trailing

    /// The other side.
    public var opposite: Side {
      self == .leading ? .trailing : .leading
    }

    /// The sign of the content offsets that reveal this side's buttons: `.plus` (the content
    /// moves right) for the leading side in left-to-right layouts and for the trailing side
    /// in right-to-left ones; `.minus` otherwise.
    public func revealingSign(in direction: ReadingDirection) -> FloatingPointSign
    {
      self == .leading ? direction.towardsTrailing : direction.towardsLeading
    }

    /// The side whose buttons offsets of `sign` reveal.
    public static func revealed(
      by sign: FloatingPointSign, in direction: ReadingDirection
    ) -> Side {
      sign == direction.towardsTrailing ? .leading : .trailing
    }
  }
}
