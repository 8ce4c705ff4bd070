/// Distances inwards from each edge of a rectangle, in points (a safe area, a margin). Not
/// called `EdgeInsets`, which SwiftUI declares: an app imports both.
public struct Insets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets; every edge defaults to 0.
  @inlinable
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  @inlinable
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset.
  public static let zero = Insets()
}
