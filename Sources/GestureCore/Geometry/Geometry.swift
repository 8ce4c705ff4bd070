/// A location in a two-dimensional coordinate space, in points.
///
/// GestureCore uses its own geometry so that it imports nothing: hosts convert at the edge
/// (`CGPoint` in the UIKit layer, `clientX`/`clientY` in the browser gallery).
///
/// ```swift
/// let start = Point(x: 100, y: 200)
/// let end = start + Vector(dx: 30, dy: -40)  // (130, 160)
/// end - start                                // Vector(dx: 30, dy: -40)
/// start.distance(to: end)                    // 50
/// ```
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points; grows to the right.
  public var x: Double
  /// The vertical coordinate, in points; grows downwards, as in UIKit.
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point moved by a vector.
  @inlinable
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// The point moved against a vector.
  @inlinable
  public static func - (point: Point, vector: Vector) -> Point {
    Point(x: point.x - vector.dx, y: point.y - vector.dy)
  }

  /// The vector that leads from `start` to `end`.
  @inlinable
  public static func - (end: Point, start: Point) -> Vector {
    Vector(dx: end.x - start.x, dy: end.y - start.y)
  }

  /// Moves the point by a vector.
  @inlinable
  public static func += (point: inout Point, vector: Vector) {
    point = point + vector
  }

  /// The straight-line distance to another point, in points.
  @inlinable
  public func distance(to other: Point) -> Double {
    (other - self).length
  }
}

/// A displacement or a velocity in two dimensions.
///
/// Used for translations (points), velocities (points per second) and scroll deltas.
///
/// ```swift
/// let translation = Vector(dx: 3, dy: 4)
/// translation.length       // 5
/// translation * 2          // Vector(dx: 6, dy: 8)
/// ```
public struct Vector: Hashable, Sendable {
  /// The horizontal component; positive to the right.
  public var dx: Double
  /// The vertical component; positive downwards.
  public var dy: Double

  /// Creates a vector from its components.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)

  /// The Euclidean length.
  @inlinable
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// Whether both components are finite.
  @inlinable
  public var isFinite: Bool { dx.isFinite && dy.isFinite }

  /// The sum of two vectors.
  @inlinable
  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  /// The difference of two vectors.
  @inlinable
  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  /// The vector scaled by a factor.
  @inlinable
  public static func * (vector: Vector, factor: Double) -> Vector {
    Vector(dx: vector.dx * factor, dy: vector.dy * factor)
  }

  /// The vector divided by a divisor.
  @inlinable
  public static func / (vector: Vector, divisor: Double) -> Vector {
    Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
  }

  /// The opposite vector.
  @inlinable
  public static prefix func - (vector: Vector) -> Vector {
    Vector(dx: -vector.dx, dy: -vector.dy)
  }
}

/// A width and a height, in points.
///
/// ```swift
/// let row = Size(width: 390, height: 64)
/// ```
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)
}

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
