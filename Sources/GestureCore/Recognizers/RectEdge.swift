/// A set of rectangle edges (UIKit's `UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
