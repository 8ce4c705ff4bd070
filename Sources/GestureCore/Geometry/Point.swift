/// A location in a two-dimensional coordinate space, in points.
///
/// GestureCore uses its own geometry so that it imports nothing: hosts convert at the edge
/// (`CGPoint` in the UIKit layer, `clientX`/`clientY` in the browser gallery).
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
