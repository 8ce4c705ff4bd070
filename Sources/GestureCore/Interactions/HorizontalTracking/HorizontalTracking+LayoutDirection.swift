extension HorizontalTracking {
  /// Which physical edge is the leading one (UIKit's `UIUserInterfaceLayoutDirection`):
  /// how the leading and trailing sides of an interaction map to screen x.
  public enum LayoutDirection: UInt8, Hashable, Sendable {
    /// Leading is left, trailing is right (English).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft

    /// The sign of a motion towards the trailing edge: `.plus` (right) in left-to-right,
    /// `.minus` (left) in right-to-left.
    ///
    /// Content moving towards the trailing edge uncovers the leading edge: a row's leading
    /// actions are revealed by offsets of this sign.
    public var towardsTrailing: FloatingPointSign {
      self == .leftToRight ? .plus : .minus
    }

    /// The sign of a motion towards the leading edge: the opposite of ``towardsTrailing``.
    public var towardsLeading: FloatingPointSign {
      self == .leftToRight ? .minus : .plus
    }
  }
}
