/// An axis-aligned rectangle: an origin (its top-left corner) and a size, in points.
///
/// ```swift
/// let screen = Rect(x: 0, y: 0, width: 390, height: 844)
/// let safe = screen.inset(by: Insets(top: 47, bottom: 34))  // (0, 47, 390, 763)
/// safe.contains(Point(x: 195, y: 20))                        // false: under the status bar
/// ```
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent; a negative width or height makes an empty rectangle.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  @inlinable public var minX: Double { origin.x }
  /// The smallest y coordinate.
  @inlinable public var minY: Double { origin.y }
  /// The largest x coordinate.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The x coordinate of the centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  @inlinable public var width: Double { size.width }
  /// The height.
  @inlinable public var height: Double { size.height }
  /// The centre point.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether a point lies inside: the minimum edges are inside, the maximum edges are not,
  /// as with `CGRect.contains(_:)`, so adjacent rectangles never both contain a point.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by the insets (grown when they are negative).
  @inlinable
  public func inset(by insets: Insets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }

  /// The rectangle moved by a vector.
  @inlinable
  public func offsetBy(_ vector: Vector) -> Rect {
    Rect(origin: origin + vector, size: size)
  }
}

/// Distances inwards from each edge of a rectangle, in points (a safe area, a margin). Not
/// called `EdgeInsets`, which SwiftUI declares: an app imports both.
///
/// ```swift
/// let safeArea = Insets(top: 47, bottom: 34)
/// let margin = Insets(all: 12)
/// ```
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
