/// Which way the interface reads (UIKit's `UIUserInterfaceLayoutDirection`): which physical
/// edge is leading and which is trailing, so interactions written in leading/trailing terms
/// (swipe actions, swipe to commit, back swipe, scroll views) map to screen x. Not called
/// `LayoutDirection`, which SwiftUI declares: an app imports both.
public enum ReadingDirection: UInt8, Hashable, Sendable {
  /// Leading is left, trailing is right (English). A back swipe moves right.
  case leftToRight
  /// Leading is right, trailing is left (Arabic, Hebrew). A back swipe moves left.
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

  /// The sign of a motion towards the trailing edge as a number: +1 left to right, −1 right
  /// to left.
  public var trailingSign: Double {
    self == .leftToRight ? 1 : -1
  }
}
