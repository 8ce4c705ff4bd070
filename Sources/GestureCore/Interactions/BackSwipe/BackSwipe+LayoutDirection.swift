extension BackSwipe {
  /// Which way the interface reads: it decides which edge is leading (where the back swipe
  /// starts and where a horizontal scroll view starts) and which is trailing (where the
  /// swipe moves to).
  public enum LayoutDirection: UInt8, Hashable, Sendable {
    /// Left to right (English): the leading edge is the left one; a back swipe moves right.
    case leftToRight
    /// Right to left (Arabic, Hebrew): the leading edge is the right one; a back swipe
    /// moves left.
    case rightToLeft

    /// The sign of a movement towards the trailing edge along x: +1 left to right, −1 right
    /// to left.
    var trailingSign: Double {
      switch self {
      case .leftToRight: 1
      case .rightToLeft: -1
      }
    }
  }
}
