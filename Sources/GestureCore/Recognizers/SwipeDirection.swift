/// A set of swipe directions (UIKit's `UISwipeGestureRecognizer.Direction`).
public struct SwipeDirection: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Towards the right (growing x).
  public static let right = SwipeDirection(rawValue: 1 << 0)
  /// Towards the left.
  public static let left = SwipeDirection(rawValue: 1 << 1)
  /// Upwards (shrinking y).
  public static let up = SwipeDirection(rawValue: 1 << 2)
  /// Downwards.
  public static let down = SwipeDirection(rawValue: 1 << 3)
  /// Left and right.
  public static let horizontal: SwipeDirection = [.left, .right]
  /// Up and down.
  public static let vertical: SwipeDirection = [.up, .down]
  /// All four directions.
  public static let all: SwipeDirection = [.left, .right, .up, .down]
}
